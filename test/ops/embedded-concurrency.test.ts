import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, killAll, startApp, until, type AppProcess } from '../helpers/processes';
import { startReceiver, type Receiver } from '../helpers/receiver';

/**
 * `npm start` on the embedded database (PGlite behind src/db/wire/) under concurrency: the API's
 * pool, the job worker's pool and its LISTEN connection all share PGlite's single session. 64
 * mixed requests at once (storefront checkouts, admin approvals racing for license keys, REST and
 * GraphQL reads with two stores' keys) must each get their own right answer, the database must
 * hold exactly what they did, and the worker must deliver every webhook event meanwhile.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const ORDERS = 16;
const KEYS = Array.from({ length: 40 }, (_, i) => `BURST-${String(i + 1).padStart(2, '0')}`);

interface Answer {
  status: number;
  body: any;
}

let dataDir: string;
let app: AppProcess;
let base: string;
let key: string;
let otherKey: string;
let databaseUrl: string;
let receiver: Receiver;

async function call(method: string, url: string, opts: { key?: string; domain?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.domain) headers['x-store-domain'] = opts.domain;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: res.status, body };
}

const gql = (apiKey: string, query: string, variables: Record<string, unknown> = {}) => call('POST', '/graphql', { key: apiKey, body: { query, variables } });

const buyer = (id: string) => ({ client_identifier: id, client_email: `${id}@example.com`, client_name: `Buyer ${id}`, gateway: 'PIX' });

let pkgId: number;
let setupOrders: number[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-burst-'));
  receiver = await startReceiver();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = startApp('', { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_DB_PORT: '0' });
  await until('the banner', () => /Job worker: running/.test(app.output()), 90_000, app.output);
  key = app.output().match(/Admin API key: (sk_\S+)/)![1];
  databaseUrl = app.output().match(/DATABASE_URL=(\S+)/)![1];

  // A second store, made by the CLI beside the running server, with one category of its own.
  const cli = spawnSync(tsx, ['src/cli.ts', 'store', 'create', '--name', 'Other', '--domain', 'other.test'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(cli.stderr).toBe('');
  otherKey = JSON.parse(cli.stdout).api_key;
  expect((await call('POST', '/v1/app/category', { key: otherKey, body: { name: 'Other category' } })).status).toBe(201);

  const categories = await call('GET', '/v1/app/category', { key });
  const gameKeys = categories.body.data.find((c: { name: string }) => c.name === 'Game keys').id;
  const pkg = await call('POST', '/v1/app/package', { key, body: { name: 'Burst key', category_id: gameKeys, price: 10, type: 'SINGLE', license_keys: KEYS } });
  expect(pkg.status).toBe(201);
  pkgId = pkg.body.id;
  const hook = await call('POST', '/v1/app/webhooks', { key, body: { name: 'burst', url: receiver.url, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'] } });
  expect(hook.status).toBe(201);

  setupOrders = [];
  for (let i = 0; i < ORDERS; i++) {
    const placed = await call('POST', '/v1/webstore/checkout', {
      domain: 'demo.localhost',
      body: { items: [{ id: pkgId, quantity: 1 }], ...buyer(`setup-${i}`) },
    });
    expect(placed.status).toBe(201);
    setupOrders.push(placed.body.order_id);
  }
}, 150_000);

afterAll(async () => {
  app?.kill('SIGKILL');
  killAll();
  await receiver?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  kind: string;
  i: number;
  answer: Promise<Answer>;
}

test('64 concurrent mixed requests each get their own right answer; the database holds exactly what they did', async () => {
  const sent: Sent[] = [];
  const send = (kind: string, i: number, answer: Promise<Answer>) => sent.push({ kind, i, answer });
  // Interleaved, so every kind of request is in flight beside every other.
  for (let i = 0; i < ORDERS; i++) {
    send(
      'checkout',
      i,
      call('POST', '/v1/webstore/checkout', { domain: 'demo.localhost', body: { items: [{ id: pkgId, quantity: 1 }], ...buyer(`burst-${i}`) } }),
    );
    send('approve', i, call('PATCH', `/v1/app/order/${setupOrders[i]}`, { key, body: { status: 'APPROVED' } }));
    if (i % 2 === 0) {
      send('rest-order', i, call('GET', `/v1/app/order/${setupOrders[i]}`, { key }));
      send('gql-order', i, gql(key, 'query ($id: Int!) { store { domain } order(id: $id) { id clientIdentifier } }', { id: setupOrders[i] }));
    } else {
      send('rest-other', i, call('GET', '/v1/app/category', { key: otherKey }));
      send('gql-other', i, gql(otherKey, '{ store { domain } categories { data { name } } }'));
    }
  }
  expect(sent).toHaveLength(64);
  const answers = await Promise.all(sent.map((s) => s.answer));

  const failures: string[] = [];
  const check = (s: Sent, a: Answer, ok: boolean) => {
    if (!ok) failures.push(`${s.kind} #${s.i}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
  };
  sent.forEach((s, n) => {
    const a = answers[n];
    const b = a.body;
    if (s.kind === 'checkout') check(s, a, a.status === 201 && b.status === 'PENDING' && b.price === 10);
    if (s.kind === 'approve') check(s, a, a.status === 200 && b.id === setupOrders[s.i] && b.status === 'APPROVED' && b.client_identifier === `setup-${s.i}`);
    if (s.kind === 'rest-order') check(s, a, a.status === 200 && b.id === setupOrders[s.i] && b.client_identifier === `setup-${s.i}`);
    if (s.kind === 'gql-order')
      check(
        s,
        a,
        a.status === 200 &&
          !b.errors &&
          b.data.store.domain === 'demo.localhost' &&
          b.data.order.id === setupOrders[s.i] &&
          b.data.order.clientIdentifier === `setup-${s.i}`,
      );
    if (s.kind === 'rest-other') check(s, a, a.status === 200 && b.data.length === 1 && b.data[0].name === 'Other category');
    if (s.kind === 'gql-other')
      check(
        s,
        a,
        a.status === 200 &&
          !b.errors &&
          b.data.store.domain === 'other.test' &&
          b.data.categories.data.map((c: { name: string }) => c.name).join() === 'Other category',
      );
  });
  expect(failures).toEqual([]);

  const created = answers.filter((_, n) => sent[n].kind === 'checkout').map((a) => a.body.order_id as number);
  expect(new Set(created).size).toBe(ORDERS);

  // The database holds exactly what the answers said: read it through the same embedded server.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query(`SELECT o.id, o.status, o.client_identifier, s.domain FROM orders o JOIN stores s ON s.id = o.store_id ORDER BY o.id`);
    expect(orders.rows).toHaveLength(2 * ORDERS);
    expect(orders.rows.every((r) => r.domain === 'demo.localhost')).toBe(true);
    const byId = new Map(orders.rows.map((r) => [r.id as number, r]));
    setupOrders.forEach((id, i) => {
      expect(byId.get(id)).toMatchObject({ status: 'APPROVED', client_identifier: `setup-${i}` });
    });
    for (const id of created) expect(byId.get(id)).toMatchObject({ status: 'PENDING' });

    const deliveries = await client.query(
      `SELECT d.order_id, d.value, k.used, k.value AS key FROM deliveries d JOIN license_keys k ON k.id = d.license_key_id`,
    );
    expect(deliveries.rows).toHaveLength(ORDERS);
    expect(new Set(deliveries.rows.map((r) => r.value)).size).toBe(ORDERS);
    expect([...new Set(deliveries.rows.map((r) => r.order_id))].sort((x, y) => x - y)).toEqual([...setupOrders].sort((x, y) => x - y));
    expect(deliveries.rows.every((r) => r.used && r.value === r.key && KEYS.includes(r.value))).toBe(true);
    const used = await client.query(`SELECT count(*)::int AS n FROM license_keys WHERE used`);
    expect(used.rows[0].n).toBe(ORDERS);
  } finally {
    await client.end();
  }

  // The job worker, on the same session, delivers every event: 32 ORDER_CREATED, 16 ORDER_APPROVED.
  const received = await receiver.waitFor(3 * ORDERS, 30_000);
  const ids = (event: string) =>
    received
      .filter((r) => r.json.event === event)
      .map((r) => r.json.data.id as number)
      .sort((x, y) => x - y);
  expect(ids('ORDER_CREATED')).toEqual([...setupOrders, ...created].sort((x, y) => x - y));
  expect(ids('ORDER_APPROVED')).toEqual([...setupOrders].sort((x, y) => x - y));

  expect(app.output()).not.toMatch(/"level":"(error|fatal)"/);
  app.kill('SIGTERM');
  expect(await app.exited).toBe(0);
}, 120_000);
