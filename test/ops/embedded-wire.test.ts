import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { Logger, run, runMigrations, type Runner } from 'graphile-worker';
import pg from 'pg';
import { startWireServer, type WireServer } from '../../src/db/wire/server';

/**
 * The embedded database's wire-protocol front end (src/db/wire/) on an in-memory PGlite: many
 * node-pg clients at once, each with interleaved extended-protocol queries and transactions,
 * must each get their own answers; a client that leaves (or idles) mid-transaction or mid-batch
 * must leave nothing behind and block no one; notifications reach exactly their listeners.
 */
const PASSWORD = 'wire-test-password';
const IDLE_MS = 1_500;

let db: PGlite;
let server: WireServer;
let url: string;
const clients: pg.Client[] = [];

beforeAll(async () => {
  db = await PGlite.create();
  server = await startWireServer({ db, password: PASSWORD, port: 0, maxConnections: 100, idleMs: IDLE_MS });
  url = `postgresql://postgres:${PASSWORD}@127.0.0.1:${server.port}/postgres`;
  const c = await connect();
  await c.query('CREATE TABLE rows (client int NOT NULL, n int NOT NULL, note text)');
  await c.query('CREATE TABLE counter (v int NOT NULL)');
  await c.query('INSERT INTO counter VALUES (0)');
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await server?.stop();
  await db?.close();
});

async function connect(connectionString = url): Promise<pg.Client> {
  const c = new pg.Client({ connectionString });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

test('20 clients with interleaved parameterised queries each get their own rows', async () => {
  const cs = await Promise.all(range(20).map(() => connect()));
  const results: unknown[][] = [];
  await Promise.all(
    cs.map(async (c, ci) => {
      for (let i = 0; i < 25; i++) {
        // Different statements and parameter counts, so a Bind meeting another client's Parse fails loudly.
        if (i % 3 === 0) results.push([(await c.query('SELECT $1::int AS a', [ci * 1000 + i])).rows[0].a, ci * 1000 + i]);
        else if (i % 3 === 1) results.push([(await c.query('SELECT $1::int + $2::int AS a', [ci, i])).rows[0].a, ci + i]);
        else results.push([(await c.query('SELECT $1::text || $2::text || $3::text AS a', [ci, '-', i])).rows[0].a, `${ci}-${i}`]);
      }
    }),
  );
  expect(results).toHaveLength(500);
  for (const [got, want] of results) expect(got).toEqual(want);
}, 60_000);

/** node-pg's protocol layer under a connected client, to send a batch in pieces. */
const wire = (c: pg.Client) => (c as unknown as { connection: any }).connection;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a batch sent in pieces keeps the session until its Sync: no other client runs in between', async () => {
  const [a, b] = await Promise.all([connect(), connect()]);
  const conn = wire(a);
  conn.parse({ text: 'SELECT $1::int AS a' });
  conn.flush();
  await pause(50);
  // Its own Parse would replace a's unnamed statement if it ran now.
  const other = b.query('SELECT $1::text || $2::text AS b', ['x', 'y']);
  await pause(50);
  const rows: unknown[] = [];
  const errors: string[] = [];
  conn.on('dataRow', (m: { fields: unknown[] }) => rows.push(m.fields[0]));
  conn.on('errorMessage', (m: Error) => errors.push(m.message));
  const ready = new Promise((resolve) => conn.once('readyForQuery', resolve));
  conn.bind({ values: ['7'] });
  conn.execute({});
  conn.sync();
  await ready;
  expect(errors).toEqual([]);
  expect(rows).toEqual(['7']);
  expect((await other).rows[0].b).toBe('xy');
});

test('concurrent transactions are atomic and isolated: each sees only its own work until it commits', async () => {
  const cs = await Promise.all(range(10).map(() => connect()));
  await Promise.all(
    cs.map(async (c, ci) => {
      for (let i = 0; i < 15; i++) {
        await c.query('BEGIN');
        await c.query('INSERT INTO rows (client, n) VALUES ($1, $2)', [ci, i]);
        const seen = await c.query('SELECT count(*)::int AS n FROM rows WHERE client = $1', [ci]);
        expect(seen.rows[0].n).toBe(Math.floor((i + 1) / 2) + 1); // the committed even rounds, and this one
        await c.query('UPDATE counter SET v = v + 1');
        // Odd rounds roll back: their row and their increment vanish.
        await c.query(i % 2 === 0 ? 'COMMIT' : 'ROLLBACK');
      }
    }),
  );
  const c = await connect();
  expect((await c.query('SELECT v FROM counter')).rows[0].v).toBe(10 * 8);
  const perClient = await c.query('SELECT client, count(*)::int AS n FROM rows GROUP BY client ORDER BY client');
  expect(perClient.rows).toEqual(range(10).map((ci) => ({ client: ci, n: 8 })));
  await c.query('DELETE FROM rows');
}, 60_000);

test('two connections may prepare statements of the same name', async () => {
  const [a, b] = await Promise.all([connect(), connect()]);
  const loop = async (c: pg.Client, text: string, values: unknown[], want: unknown) => {
    for (let i = 0; i < 10; i++) expect((await c.query({ name: 'same', text, values })).rows[0].x).toBe(want);
  };
  await Promise.all([loop(a, 'SELECT 1 AS x', [], 1), loop(b, 'SELECT $1::text AS x', ['b'], 'b')]);
});

test('a client that disconnects inside a transaction is rolled back and blocks no one', async () => {
  const leaver = await connect();
  await leaver.query('BEGIN');
  await leaver.query("INSERT INTO rows (client, n, note) VALUES (-1, 0, 'ghost')");
  const other = await connect();
  const started = Date.now();
  const pending = other.query('SELECT count(*)::int AS n FROM rows WHERE client = -1');
  wire(leaver).stream.destroy();
  expect((await pending).rows[0].n).toBe(0);
  expect(Date.now() - started).toBeLessThan(IDLE_MS);
});

test('a client that disconnects in the middle of an extended batch (no Sync) leaves nothing', async () => {
  const leaver = await connect();
  const conn = wire(leaver);
  const executed = new Promise((resolve) => conn.once('commandComplete', resolve));
  conn.parse({ text: "INSERT INTO rows (client, n, note) VALUES (-2, 0, 'half')" });
  conn.bind({});
  conn.execute({});
  conn.flush();
  await executed; // the INSERT ran, in the batch's implicit transaction
  conn.stream.destroy();
  const other = await connect();
  expect((await other.query('SELECT count(*)::int AS n FROM rows WHERE client = -2')).rows[0].n).toBe(0);
});

test('a client idle inside a transaction is cut off after the bound (25P03) and rolled back', async () => {
  const idler = await connect();
  const errors: Error[] = [];
  idler.on('error', (e) => errors.push(e));
  await idler.query('BEGIN');
  await idler.query("INSERT INTO rows (client, n, note) VALUES (-3, 0, 'idle')");
  const other = await connect();
  const started = Date.now();
  const { rows } = await other.query('SELECT count(*)::int AS n FROM rows WHERE client = -3');
  const waited = Date.now() - started;
  expect(rows[0].n).toBe(0);
  expect(waited).toBeGreaterThanOrEqual(IDLE_MS - 100);
  expect(waited).toBeLessThan(IDLE_MS + 2_000);
  await pause(50);
  expect(errors.map((e) => (e as { code?: string }).code)).toEqual(['25P03']);
}, 20_000);

test('a notification reaches exactly the connections listening on its channel, when its transaction commits', async () => {
  const [l1, l2, l3, sender] = await Promise.all([connect(), connect(), connect(), connect()]);
  const got = new Map<pg.Client, string[]>([l1, l2, l3, sender].map((c) => [c, []]));
  for (const [c, list] of got) c.on('notification', (n) => list.push(`${n.channel}:${n.payload}`));
  await l1.query('LISTEN "jobs:insert"');
  await l2.query('LISTEN other');
  await l3.query('LISTEN "jobs:insert"');
  await sender.query("SELECT pg_notify('jobs:insert', 'a')");
  await sender.query('BEGIN');
  await sender.query('NOTIFY "jobs:insert", \'rolled back\'');
  await sender.query('ROLLBACK');
  // l1 leaves the channel; l3 still listens, so the session must keep listening for it.
  await l1.query('UNLISTEN "jobs:insert"');
  await sender.query("SELECT pg_notify('jobs:insert', 'b'), pg_notify('other', 'c')");
  await pause(100);
  expect(got.get(l1)).toEqual(['jobs:insert:a']);
  expect(got.get(l2)).toEqual(['other:c']);
  expect(got.get(l3)).toEqual(['jobs:insert:a', 'jobs:insert:b']);
  expect(got.get(sender)).toEqual([]);
});

test('graphile-worker gets new jobs through LISTEN/NOTIFY at once, not by polling', async () => {
  const logger = new Logger(() => () => undefined);
  await runMigrations({ connectionString: url, logger });
  const ran: number[] = [];
  const runner: Runner = await run({
    connectionString: url,
    concurrency: 2,
    pollInterval: 60_000,
    noHandleSignals: true,
    noPreparedStatements: true,
    logger,
    taskList: { hello: async () => void ran.push(Date.now()) },
  });
  try {
    await pause(500); // its LISTEN is in place
    const c = await connect();
    const added = Date.now();
    await c.query(`SELECT graphile_worker.add_job('hello', '{}'::json)`);
    for (let i = 0; i < 50 && !ran.length; i++) await pause(100);
    expect(ran).toHaveLength(1);
    expect(ran[0] - added).toBeLessThan(3_000);
  } finally {
    await runner.stop();
  }
}, 60_000);

describe('authentication', () => {
  const refused = async (connectionString: string) => {
    const c = new pg.Client({ connectionString });
    const e = await c.connect().then(
      () => undefined,
      (err: Error & { code?: string }) => err,
    );
    await c.end().catch(() => undefined);
    return e;
  };

  test('a wrong password is refused with 28P01, as PostgreSQL does', async () => {
    const e = await refused(`postgresql://postgres:wrong@127.0.0.1:${server.port}/postgres`);
    expect(e).toMatchObject({ code: '28P01', message: 'password authentication failed for user "postgres"' });
  });

  test('another role fails the same way; another database does not exist', async () => {
    expect(await refused(`postgresql://admin:${PASSWORD}@127.0.0.1:${server.port}/postgres`)).toMatchObject({ code: '28P01' });
    expect(await refused(`postgresql://postgres:${PASSWORD}@127.0.0.1:${server.port}/shop`)).toMatchObject({ code: '3D000' });
  });

  test('SSLRequest is answered N (no TLS); the client then starts in clear', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    const request = Buffer.alloc(8);
    request.writeInt32BE(8);
    request.writeInt32BE(80877103, 4);
    socket.write(request);
    const answer = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
    socket.destroy();
    expect(answer.toString()).toBe('N');
  });
});
