import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Gateway } from '../../src/generated/prisma/enums';
import { createStore } from '../../src/modules/store/store.service';
import { createTestDatabase } from '../helpers/db';
import { closePlugins, TestPlugin } from '../helpers/plugin';
import { buildDist, callJson as call, freePort, until } from '../helpers/processes';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { PGBOUNCER } from '../setup/pgbouncer';

/**
 * Production behind a pooler (issue 34): the built server (`node dist/main.js`, API and job worker)
 * with DATABASE_URL through Debian's PgBouncer (1.18) in transaction mode, a pool of 4 server
 * connections for the app's 10, DB_NAMED_STATEMENTS=false (PgBouncer keeps no prepared statement
 * across transactions before 1.21), and DATABASE_DIRECT_URL straight to the database for what
 * needs a session: migrations, the job worker (its LISTEN) and the plugins' push LISTEN. The hot
 * paths run concurrently, more requests at once than PgBouncer has server connections: every answer
 * is right, PgBouncer carried the traffic (its SHOW STATS), the two LISTENs are sessions of their own
 * outside it (webhooks and pushes arrive at once), and the server logs no error. Then why the
 * setting: the same server with named statements, through the same PgBouncer, fails requests.
 */
const root = path.resolve(__dirname, '../..');
/** PgBouncer's server connections per database: fewer than the app's pool (DB_POOL_SIZE 10) and than the requests at once. */
const POOL = 4;
/** Requests of each kind sent at once. */
const AT_ONCE = 24;

interface Server {
  child: ChildProcess;
  base: string;
  out: () => string;
  exited: Promise<number | null>;
}
const children: ChildProcess[] = [];
let dir: string;
let bouncerPort: number;
let bouncerLog = '';
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let rx: Receiver | undefined;

/** The test server as PgBouncer reaches it: its address and login from TEST_PG_ADMIN_URL (trust auth on the test server). */
const target = () => {
  const u = new URL(process.env.TEST_PG_ADMIN_URL!);
  return { host: u.hostname, port: u.port || '5432', user: decodeURIComponent(u.username) || 'postgres', password: decodeURIComponent(u.password) };
};

/** PgBouncer in transaction mode on a free port: `<db>` for the app, `<db>_named` (a pool of its own, same database) for the last test. */
async function startPgbouncer(database: string): Promise<void> {
  const t = target();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-pgbouncer-'));
  bouncerPort = await freePort();
  const server = `host=${t.host} port=${t.port} dbname=${database}${t.password ? ` password=${t.password}` : ''}`;
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${t.user}" "${t.password}"\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = ${server}`,
      `${database}_named = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${bouncerPort}`,
      'unix_socket_dir =',
      // The test server trusts its local connections; PgBouncer needs the user in auth_file even so.
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `admin_users = ${t.user}`,
      'pool_mode = transaction',
      `default_pool_size = ${POOL}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 200',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: as root it switches to the user the test server runs as (or nobody).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    for (const f of ['users.txt', 'pgbouncer.ini']) fs.chmodSync(path.join(dir, f), 0o644);
  }
  const runAs = asRoot ? ['-u', spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0 ? 'postgres' : 'nobody'] : [];
  const child = spawn(PGBOUNCER, [...runAs, path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout!.on('data', (d) => (bouncerLog += d));
  child.stderr!.on('data', (d) => (bouncerLog += d));
  await until(
    'PgBouncer to accept connections',
    async () => (await admin('SHOW VERSION').catch(() => null)) !== null,
    10_000,
    () => bouncerLog,
  );
}

/** A statement on PgBouncer's admin console (simple protocol only: pg sends a query without parameters that way). */
async function admin(statement: string): Promise<Record<string, string | number>[]> {
  const c = new pg.Client({ host: '127.0.0.1', port: bouncerPort, user: target().user, database: 'pgbouncer' });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return (await c.query(statement)).rows;
  } finally {
    await c.end();
  }
}
const statsOf = async (database: string) => {
  const row = (await admin('SHOW STATS')).find((r) => r.database === database);
  return { xacts: Number(row?.total_xact_count ?? 0), queries: Number(row?.total_query_count ?? 0) };
};
const viaBouncer = (database: string) => `postgresql://${encodeURIComponent(target().user)}@127.0.0.1:${bouncerPort}/${database}`;

/** `node dist/main.js` as production starts it, with `env` on top. */
async function startServer(env: Record<string, string>, ready: string): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The webhook secret key comes from the database; no e-mail; the defaults for the rest.
    SECRET_KEY: '',
    SMTP_URL: '',
    MAIL_FROM: '',
    LOG_SQL: '',
    DB_POOL_SIZE: '',
    RUN_API: '',
    RUN_WORKER: '',
    ...env,
  };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await until(
    `the built server to print "${ready}"`,
    () => out.includes(ready) || child.exitCode !== null,
    60_000,
    () => out,
  );
  if (!out.includes(ready)) throw new Error(`the server exited at start-up:\n${out}`);
  return { child, base: `http://127.0.0.1:${port}`, out: () => out, exited };
}

/** The JSON log lines at level error or fatal. */
const errorLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level?: string; msg?: string })
    .filter((l) => l.level === 'error' || l.level === 'fatal');

beforeAll(async () => {
  await buildDist();
  db = await createTestDatabase({ poolSize: 2 });
  await startPgbouncer(db.name);
}, 300_000);

afterAll(async () => {
  closePlugins();
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await rx?.close();
  await db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test(`API and worker behind PgBouncer in transaction mode (pool ${POOL}), DB_NAMED_STATEMENTS=false, DATABASE_DIRECT_URL for the sessions: ${AT_ONCE} of each hot request at once, all right`, async () => {
  const app = await startServer({ DATABASE_URL: viaBouncer(db.name), DATABASE_DIRECT_URL: db.url, DB_NAMED_STATEMENTS: 'false' }, 'Job worker: running');
  const { base } = app;
  const { store, apiKey } = await createStore(db.prisma, { name: 'Behind PgBouncer', domain: `pgbouncer-${Date.now()}.test` });
  await db.prisma.storeGateway.create({ data: { storeId: store.id, gateway: Gateway.PIX, enabled: true } });
  const key = { authorization: `Bearer ${apiKey}` };
  const shop = { 'x-store-domain': store.domain };
  rx = await startReceiver(() => ({ status: 200, body: 'ok' }));
  const before = await statsOf(db.name);
  let requests = 0;
  const send = (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
    requests++;
    return call(base, method, url, headers, body);
  };

  // The catalog, two game servers (one pushed to, one polling) and a webhook, through the API.
  const [pushed, polling] = await Promise.all([
    send('POST', '/v1/app/game-server', key, { name: 'Push' }),
    send('POST', '/v1/app/game-server', key, { name: 'Poll' }),
  ]);
  const cat = await send('POST', '/v1/app/category', key, { name: 'Ranks' });
  const pkg = await send('POST', '/v1/app/package', key, {
    name: 'VIP',
    category_id: cat.body.id,
    price: 10,
    type: 'MULTIPLE',
    commands: [
      { command: 'lp user {client_identifier} parent add vip', game_server_id: pushed.body.id },
      { command: 'say thanks {client_identifier}', game_server_id: polling.body.id, offline_execute: true },
    ],
  });
  const hook = await send('POST', '/v1/app/webhooks', key, { name: 'erp', url: rx.url, scopes: ['ORDER_APPROVED'] });
  expect([pushed.status, polling.status, cat.status, pkg.status, hook.status]).toEqual([201, 201, 201, 201, 201]);
  const plugin = new TestPlugin(base, pushed.body.token);
  await plugin.connected();

  // Reads: the admin package page on both surfaces and the storefront cart, all at once.
  const many = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => make(i)));
  const reads = await Promise.all([
    many(() => send('GET', '/v1/app/package', key)),
    many(() => send('POST', '/graphql', key, { query: '{ packages(page: 1) { meta { total } data { id name category { name } } } }' })),
    many(() => send('POST', '/v1/webstore/cart', shop, { items: [{ id: pkg.body.id, quantity: 2 }] })),
  ]);
  const [pages, graphs, carts] = reads;
  expect(reads.flat().map((r) => r.status)).toEqual(reads.flat().map(() => 200));
  for (const r of pages) expect(r.body.data.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([[pkg.body.id, 'VIP']]);
  for (const r of graphs) {
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.packages.data).toEqual([{ id: pkg.body.id, name: 'VIP', category: { name: 'Ranks' } }]);
  }
  for (const r of carts) expect(r.body).toMatchObject([{ id: pkg.body.id, pricing: { price: 10 } }]);
  // The app's pool opened more connections to PgBouncer than PgBouncer has to the database.
  const clients = (await admin('SHOW CLIENTS')).filter((r) => r.database === db.name).length;
  expect(clients).toBeGreaterThan(POOL);

  // Checkouts at once, then their approvals at once (the worker delivers ORDER_APPROVED, push sends the commands).
  const SEQUENTIAL = 5;
  const placed = await Promise.all(
    Array.from({ length: AT_ONCE + SEQUENTIAL }, (_, i) =>
      send('POST', '/v1/webstore/checkout', shop, {
        items: [{ id: pkg.body.id, quantity: 1 }],
        client_identifier: `player${i}`,
        client_email: `player${i}@example.com`,
        client_name: `Player ${i}`,
        gateway: 'PIX',
      }),
    ),
  );
  expect(placed.map((r) => [r.status, r.body.status])).toEqual(placed.map(() => [201, 'PENDING']));
  const orders = placed.map((r) => r.body.order_id as number);
  expect(new Set(orders).size).toBe(orders.length);
  const approved = await Promise.all(orders.slice(0, AT_ONCE).map((id) => send('PATCH', `/v1/app/order/${id}`, key, { status: 'APPROVED' })));
  expect(approved.map((r) => [r.status, r.body.status])).toEqual(approved.map(() => [200, 'APPROVED']));
  await rx.waitFor(AT_ONCE, 20_000);

  // One approval at a time, nothing else going on: its webhook arrives at once, not at the worker's
  // next poll (1 s), and its command reaches the plugin at once: the commit's NOTIFY, sent through
  // PgBouncer, reached the worker's LISTEN and push's, on their own connections.
  const webhookMs: number[] = [];
  const pushMs: number[] = [];
  for (const [i, id] of orders.entries()) {
    if (i < AT_ONCE) continue;
    const n = rx.requests.length;
    const sent = Date.now();
    const res = await send('PATCH', `/v1/app/order/${id}`, key, { status: 'APPROVED' });
    expect(res.status).toBe(200);
    const [delivery] = (await rx.waitFor(n + 1, 5_000)).slice(n);
    expect(delivery.json.data.id ?? delivery.json.data.order_id).toBe(id);
    webhookMs.push(delivery.at - sent);
    const pushed = await until(`the command of player${i} pushed`, () => plugin.received.find((r) => r.item.user_id === `player${i}`), 5_000);
    pushMs.push(pushed.at - sent);
  }
  const approvedIds = rx.requests.map((r) => r.json.data.id ?? r.json.data.order_id);
  expect(new Set(approvedIds)).toEqual(new Set(orders));
  // Every order's command reached the connected plugin, once.
  await until(
    `${orders.length} pushed commands`,
    () => plugin.received.length >= orders.length,
    10_000,
    () => `received ${plugin.received.length}`,
  );
  expect(plugin.received.map((r) => r.item.user_id).sort()).toEqual(orders.map((_, i) => `player${i}`).sort());
  // Poll: the other server's commands, polled concurrently (each poll answers its holder's leases again), then acknowledged.
  const server = { authorization: `Bearer ${polling.body.token}` };
  const polls = await Promise.all(Array.from({ length: 8 }, () => send('GET', '/v1/server/queue', server)));
  expect(polls.map((r) => r.status)).toEqual(polls.map(() => 200));
  const queued = new Map<number, string>();
  for (const p of polls) for (const c of p.body.data) queued.set(c.id, c.command);
  expect([...queued.values()].sort()).toEqual(orders.map((_, i) => `say thanks player${i}`).sort());
  const ack = await send('POST', '/v1/server/queue/ack', server, { results: [...queued.keys()].map((id) => ({ id, status: 'DONE' })) });
  expect(ack.status).toBe(200);
  expect(ack.body.data.every((r: { accepted: boolean }) => r.accepted)).toBe(true);

  // PgBouncer carried the traffic: at least a transaction and a query per request, on at most POOL
  // server connections.
  const after = await statsOf(db.name);
  expect(after.xacts - before.xacts).toBeGreaterThanOrEqual(requests);
  expect(after.queries - before.queries).toBeGreaterThanOrEqual(requests);
  const servers = await admin('SHOW SERVERS');
  expect(servers.filter((r) => r.database === db.name).length).toBeLessThanOrEqual(POOL);
  // The two LISTENs (graphile-worker's, push's) are sessions of their own on the database, none of PgBouncer's.
  const { rows: listening } = await db.pool.query<{ pid: number; query: string }>(
    "SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
  );
  expect(listening.map((r) => r.query).sort()).toEqual([expect.stringMatching(/^LISTEN "jobs:insert"/), 'LISTEN command_due']);
  const bouncerPids = new Set(servers.map((r) => Number(r.remote_pid)));
  expect(listening.filter((r) => bouncerPids.has(r.pid))).toEqual([]);

  const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
  console.log(
    `behind PgBouncer (transaction mode, ${POOL} server connections for ${clients} of the app's): ${requests} requests, ` +
      `SHOW STATS +${after.xacts - before.xacts} transactions, +${after.queries - before.queries} queries; ` +
      `after an approval, its webhook in ${webhookMs.join('/')} ms, its pushed command in ${pushMs.join('/')} ms`,
  );
  // Without their LISTEN, a webhook would wait for the worker's next poll (up to 1 s) and a command for
  // the hub's safety wake (up to 60 s). Bounds with room for a busy machine (tens of milliseconds
  // when idle, a few hundred beside other suites); the pids above are the deterministic proof.
  expect(median(webhookMs)).toBeLessThan(500);
  expect(median(pushMs)).toBeLessThan(1_000);

  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
  expect(errorLines(app.out())).toEqual([]);
}, 120_000);

test('why DB_NAMED_STATEMENTS=false: with named statements, through the same PgBouncer, requests fail on prepared statements', async () => {
  const store = await createStore(db.prisma, { name: 'Named', domain: `named-${Date.now()}.test` });
  const app = await startServer(
    { DATABASE_URL: viaBouncer(`${db.name}_named`), DATABASE_DIRECT_URL: db.url, DB_NAMED_STATEMENTS: '', RUN_WORKER: 'false' },
    'listening on',
  );
  const key = { authorization: `Bearer ${store.apiKey}` };
  // More client connections (the app's pool opens up to 10) than server connections (4), each
  // preparing the same names: two land on one server connection, or one finds its name missing.
  const answers = await Promise.all(Array.from({ length: 40 }, () => call(app.base, 'GET', '/v1/app/package', key)));
  const failed = answers.filter((r) => r.status >= 500);
  expect(failed.length).toBeGreaterThan(0);
  expect(app.out()).toMatch(/prepared statement \\?"[^"\\]+\\?" (does not exist|already exists)/);
  console.log(`named statements through PgBouncer 1.18: ${failed.length} of ${answers.length} package pages failed`);
  app.child.kill('SIGTERM');
  await app.exited;
}, 60_000);
