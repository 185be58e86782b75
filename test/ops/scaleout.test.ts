import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { setupTestApp, type TestApp } from '../helpers/app';
import { startReceiver, type Receiver } from '../helpers/receiver';

/**
 * Scale out (issue 8): two API processes and two job workers on one PostgreSQL, as
 * `npm run start:api` / `npm run start:worker` run them. Checkouts and approvals go through both
 * APIs alternately; every webhook event arrives (signed, once per event id), and every approved
 * order has exactly the commands its package defines: nothing lost, nothing queued twice.
 */
const ROOT = path.resolve(__dirname, '../..');
const ORDERS = 24;

let t: TestApp;
let rx: Receiver | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  for (const c of children) {
    try {
      if (c.pid !== undefined && c.exitCode === null) process.kill(-c.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  await rx?.close();
  await t.close();
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function start(role: 'api' | 'worker', port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      RUN_API: role === 'api' ? 'true' : 'false',
      RUN_WORKER: role === 'worker' ? 'true' : 'false',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS,
      SECRET_KEY: '',
      WEBHOOK_TIMEOUT_MS: '',
      WEBHOOK_RETRY_SCHEDULE: '',
    },
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function until(what: string, fn: () => Promise<boolean>, timeoutMs: number, detail: () => string = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${detail()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

test(`two APIs and two workers on one database: ${ORDERS} checkouts and approvals, every webhook delivered once per event, no command twice`, async () => {
  const { store, key } = await t.createStore();
  const admin = { authorization: `Bearer ${key}` };
  rx = await startReceiver(() => ({ status: 200, body: 'ok' }));

  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const apis = [start('api', ports[0]), start('api', ports[1])];
  const workers = [start('worker', ports[2]), start('worker', ports[3])];
  const bases = ports.slice(0, 2).map((p) => `http://127.0.0.1:${p}`);
  for (const [i, base] of bases.entries()) {
    await until(`API ${i + 1} to listen`, async () => (await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)), 60_000, apis[i].output);
  }
  await until('two workers to report', async () => (await t.db.workerHeartbeat.count()) >= 2, 60_000, () => workers.map((w) => w.output()).join('\n'));

  const [a, b] = bases;
  const server = await call(a, 'POST', '/v1/app/game-server', admin, { name: 'Survival' });
  expect(server.status).toBe(201);
  const cat = await call(b, 'POST', '/v1/app/category', admin, { name: 'Ranks' });
  expect(cat.status).toBe(201);
  const pkg = await call(a, 'POST', '/v1/app/package', admin, {
    name: 'VIP',
    category_id: cat.body.id,
    price: 10,
    type: 'MULTIPLE',
    commands: [
      { command: 'lp user {username} parent add vip', game_server_id: server.body.id },
      { command: 'say thanks {username}', game_server_id: server.body.id },
    ],
  });
  expect(pkg.status).toBe(201);
  const hook = await call(b, 'POST', '/v1/app/webhooks', admin, { name: 'all', url: rx.url, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'] });
  expect(hook.status).toBe(201);

  // Checkouts through both APIs at once, then approvals through the other one.
  const created = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      call(bases[i % 2], 'POST', '/v1/webstore/checkout', { 'x-store-domain': store.domain }, {
        items: [{ id: pkg.body.id, quantity: 1 }],
        client_identifier: `player${i}`,
        client_email: `player${i}@example.com`,
        client_name: `Player ${i}`,
        gateway: 'PIX',
      }),
    ),
  );
  expect(created.map((r) => r.status)).toEqual(created.map(() => 201));
  const orderIds = created.map((r) => r.body.order_id as number);
  const approved = await Promise.all(orderIds.map((id, i) => call(bases[(i + 1) % 2], 'PATCH', `/v1/app/order/${id}`, admin, { status: 'APPROVED' })));
  expect(approved.map((r) => r.status)).toEqual(approved.map(() => 200));

  // Every event arrives; a repeat could only be the same message (same webhook-id).
  const expected = ORDERS * 2;
  const distinct = () => new Set(rx!.requests.map((r) => r.headers['webhook-id'])).size;
  await until(`${expected} webhook events`, async () => distinct() >= expected, 90_000, () => `received ${distinct()}\n${workers.map((w) => w.output()).join('\n')}`);
  const verifier = new Webhook(hook.body.secret);
  const events = new Map<string, string>();
  for (const r of rx.requests) {
    expect(verifier.verify(r.body, r.headers)).toEqual(r.json);
    events.set(r.headers['webhook-id'], `${r.json.type ?? r.json.event}:${r.json.data?.id ?? r.json.data?.order_id ?? ''}`);
  }
  expect(events.size).toBe(expected);
  expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.body.id, status: 'SUCCEEDED' } })).toBe(expected);

  // Each approval queued its package's two commands once.
  const perOrder = await t.db.command.groupBy({ by: ['orderId'], where: { storeId: store.id }, _count: { _all: true } });
  expect(perOrder).toHaveLength(ORDERS);
  for (const row of perOrder) expect(row._count._all).toBe(2);
  console.log(`scale-out: ${ORDERS} orders through 2 APIs, ${rx.requests.length} webhook requests for ${events.size} events, ${perOrder.length * 2} commands`);

  for (const c of children) if (c.pid !== undefined) process.kill(-c.pid, 'SIGTERM');
}, 240_000);
