import { Webhook } from 'standardwebhooks';
import { setupTestApp, type TestApp } from '../helpers/app';
import { callJson as call, freePort, killAll, startApp, until } from '../helpers/processes';
import { startReceiver, type Receiver } from '../helpers/receiver';

/**
 * Scale out (issue 8): two API processes and two job workers on one PostgreSQL, as
 * `npm run start:api` / `npm run start:worker` run them. Checkouts and approvals go through both
 * APIs alternately; every webhook event arrives (signed, once per event id), and every approved
 * order has exactly the commands its package defines: nothing lost, nothing queued twice.
 */
const ORDERS = 24;

let t: TestApp;
let rx: Receiver | undefined;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  killAll();
  await rx?.close();
  await t.close();
});

const start = (role: 'api' | 'worker', port: number) =>
  startApp(t.database.url, { PORT: String(port), RUN_API: role === 'api' ? 'true' : 'false', RUN_WORKER: role === 'worker' ? 'true' : 'false' });

test(`two APIs and two workers on one database: ${ORDERS} checkouts and approvals, every webhook delivered once per event, no command twice`, async () => {
  const { store, key } = await t.createStore();
  const admin = { authorization: `Bearer ${key}` };
  rx = await startReceiver(() => ({ status: 200, body: 'ok' }));

  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const apis = [start('api', ports[0]), start('api', ports[1])];
  const workers = [start('worker', ports[2]), start('worker', ports[3])];
  const bases = ports.slice(0, 2).map((p) => `http://127.0.0.1:${p}`);
  for (const [i, base] of bases.entries()) {
    await until(
      `API ${i + 1} to listen`,
      async () =>
        await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false),
      60_000,
      apis[i].output,
    );
  }
  await until(
    'two workers to report',
    async () => (await t.db.workerHeartbeat.count()) >= 2,
    60_000,
    () => workers.map((w) => w.output()).join('\n'),
  );

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
      { command: 'lp user {client_identifier} parent add vip', game_server_id: server.body.id },
      { command: 'say thanks {client_name}', game_server_id: server.body.id },
    ],
  });
  expect(pkg.status).toBe(201);
  const hook = await call(b, 'POST', '/v1/app/webhooks', admin, { name: 'all', url: rx.url, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'] });
  expect(hook.status).toBe(201);

  // Checkouts through both APIs at once, then approvals through the other one.
  const created = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      call(
        bases[i % 2],
        'POST',
        '/v1/webstore/checkout',
        { 'x-store-domain': store.domain },
        {
          items: [{ id: pkg.body.id, quantity: 1 }],
          client_identifier: `player${i}`,
          client_email: `player${i}@example.com`,
          client_name: `Player ${i}`,
          gateway: 'PIX',
        },
      ),
    ),
  );
  expect(created.map((r) => r.status)).toEqual(created.map(() => 201));
  const orderIds = created.map((r) => r.body.order_id as number);
  const approved = await Promise.all(orderIds.map((id, i) => call(bases[(i + 1) % 2], 'PATCH', `/v1/app/order/${id}`, admin, { status: 'APPROVED' })));
  expect(approved.map((r) => r.status)).toEqual(approved.map(() => 200));

  // Every event arrives; a repeat could only be the same message (same webhook-id).
  const expected = ORDERS * 2;
  const distinct = () => new Set(rx!.requests.map((r) => r.headers['webhook-id'])).size;
  await until(
    `${expected} webhook events`,
    async () => distinct() >= expected,
    90_000,
    () => `received ${distinct()}\n${workers.map((w) => w.output()).join('\n')}`,
  );
  const verifier = new Webhook(hook.body.secret);
  const events = new Map<string, string>();
  for (const r of rx.requests) {
    expect(verifier.verify(r.body, r.headers)).toEqual(r.json);
    events.set(r.headers['webhook-id'], `${r.json.type ?? r.json.event}:${r.json.data?.id ?? r.json.data?.order_id ?? ''}`);
  }
  expect(events.size).toBe(expected);
  // The receiver has a request before the worker that sent it records the answer: wait for the records.
  const succeeded = () => t.db.webhookDelivery.count({ where: { webhookId: hook.body.id, status: 'SUCCEEDED' } });
  await until(
    `${expected} deliveries recorded SUCCEEDED`,
    async () => (await succeeded()) >= expected,
    30_000,
    () => '',
  );
  expect(await succeeded()).toBe(expected);

  // Each approval queued its package's two commands once.
  const perOrder = await t.db.command.groupBy({ by: ['orderId'], where: { storeId: store.id }, _count: { _all: true } });
  expect(perOrder).toHaveLength(ORDERS);
  for (const row of perOrder) expect(row._count._all).toBe(2);
  console.log(`scale-out: ${ORDERS} orders through 2 APIs, ${rx.requests.length} webhook requests for ${events.size} events, ${perOrder.length * 2} commands`);

  for (const p of [...apis, ...workers]) p.kill('SIGTERM');
}, 240_000);
