import { sql } from 'kysely';
import { withAudit } from '../../src/db/audit-context';
import { prepare, run, db as q, type Param } from '../../src/db/sql';
import { connectionOf, queryOnClaim } from '../../src/db/tx-connection';
import { Prisma } from '../../src/generated/prisma/client';
import { createTestDatabase } from '../helpers/db';

/**
 * Our statements inside a Prisma interactive transaction go to the transaction's own pg client
 * (src/db/tx-connection.ts): the same transaction, rows read exactly as Prisma reads raw rows.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 4 });
  await database.pool.query(`CREATE TYPE zz_mood AS ENUM ('A', 'B')`);
  await database.pool.query(`CREATE TABLE zz_row (id serial PRIMARY KEY, at timestamp(3), amount numeric(10, 2), n int8)`);
});
afterAll(() => database.close());

const pid = prepare('test.txConnection.pid', () => sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`);
const insert = prepare('test.txConnection.insert', (p: Param<{ at: Date; amount: Prisma.Decimal; n: bigint }>) =>
  q.insertInto('zz_row' as never).values({ at: p('at'), amount: p('amount'), n: p('n') } as never),
);

// Every type a statement of ours returns, and a few more: their values as Prisma's raw rows hold them.
const EVERY_TYPE = `SELECT 1.50::numeric AS num, 12::int8 AS big, 3::int4 AS i, 2::int2 AS s, 1.5::float8 AS f, 1.25::float4 AS f4,
  true AS b, 'x'::text AS t, '2026-11-28 10:00:00.123'::timestamp(3) AS ts, '2026-11-28 10:00:00.123+02'::timestamptz AS tz,
  '2026-11-28'::date AS d, '10:11:12'::time AS tm, '{"a":1.5,"b":[1]}'::jsonb AS jb, '{"a":1}'::json AS j, '\\x0102'::bytea AS by,
  ARRAY[1.5, 2, NULL]::numeric[] AS na, ARRAY[1, 2]::int8[] AS ba, ARRAY[1, 2]::int4[] AS ia, ARRAY['a', 'b c', NULL]::text[] AS ta,
  ARRAY['2026-11-28 10:00:00'::timestamp] AS tsa, ARRAY['2026-11-28 10:00:00+00'::timestamptz] AS tza, ARRAY['2026-11-28'::date] AS da,
  'A'::zz_mood AS en, ARRAY['A', 'B']::zz_mood[] AS ena, '6f1e2b9a-4b0e-4c47-9a3c-0d7c2f1e9b11'::uuid AS u, NULL::int AS n, NULL::numeric AS nn,
  'x'::varchar(3) AS vc, 'c'::char(2) AS ch, ARRAY['{"x":2}'::jsonb] AS jba, 7::oid AS o, ARRAY[true, false] AS bla,
  json_build_object('total', 1.5::numeric, 'at', '2026-11-28 10:00:00'::timestamp) AS built`;

test('rows read as Prisma reads raw rows, for every type', async () => {
  await database.prisma.$transaction(async (tx) => {
    const claim = connectionOf(tx);
    expect(claim?.client).toBeDefined();
    const ours = (await queryOnClaim(claim!, undefined, EVERY_TYPE, [])).rows;
    const prismas = await tx.$queryRawUnsafe<Record<string, unknown>[]>(EVERY_TYPE);
    expect(ours).toStrictEqual(prismas);
    expect(ours[0].num).toBeInstanceOf(Prisma.Decimal);
    expect(typeof ours[0].big).toBe('bigint');
    expect(ours[0].ts).toEqual(new Date('2026-11-28T10:00:00.123Z'));
  });
});

test('parameters are sent as Prisma sends them, in any time zone', async () => {
  const tz = process.env.TZ;
  process.env.TZ = 'America/Sao_Paulo';
  try {
    const at = new Date('2026-11-28T23:30:00.250Z');
    const params = [new Prisma.Decimal('10.05'), at, 5n, { z: [1, 'a'] }, ['a', null], Buffer.from([1, 2]), new Uint8Array([3]), [at], null, true];
    const text = `SELECT $1::numeric AS a, $2::timestamp(3) AS b, $3::int8 AS c, $4::jsonb AS d, $5::text[] AS e, $6::bytea AS f,
      $7::bytea AS g, $8::timestamp[] AS h, $9::int AS i, $10::boolean AS j, $2::timestamptz AS k`;
    await database.prisma.$transaction(async (tx) => {
      const ours = (await queryOnClaim(connectionOf(tx)!, undefined, text, params)).rows;
      expect(ours).toStrictEqual(await tx.$queryRawUnsafe(text, ...params));
      expect(ours[0].b).toEqual(at);
      // And written through a prepared statement, read back by Prisma.
      await insert.exec(tx, { at, amount: new Prisma.Decimal('3.10'), n: 9n });
    });
    const [row] = await database.prisma.$queryRawUnsafe<{ at: Date; amount: Prisma.Decimal; n: bigint }[]>('SELECT at, amount, n FROM zz_row');
    expect(row).toStrictEqual({ at, amount: new Prisma.Decimal('3.1'), n: 9n });
  } finally {
    process.env.TZ = tz;
    await database.pool.query('TRUNCATE zz_row');
  }
});

test('the statements run in the transaction: same backend, its uncommitted rows, rolled back with it', async () => {
  const backends = await Promise.all(
    Array.from({ length: 4 }, () =>
      database.prisma.$transaction(async (tx) => {
        const [{ pid: prismas }] = await tx.$queryRawUnsafe<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
        await new Promise((r) => setTimeout(r, 20));
        const [{ pid: ours }] = await pid.run(tx, {});
        return { prismas, ours };
      }),
    ),
  );
  for (const b of backends) expect(b.ours).toBe(b.prismas);
  expect(new Set(backends.map((b) => b.ours)).size).toBe(4);

  await expect(
    database.prisma.$transaction(async (tx) => {
      await insert.exec(tx, { at: new Date(), amount: new Prisma.Decimal(1), n: 1n });
      // Prisma's own read in the transaction sees our uncommitted row; another connection does not.
      expect(await tx.$queryRawUnsafe('SELECT count(*)::int AS c FROM zz_row')).toEqual([{ c: 1 }]);
      expect((await database.pool.query('SELECT count(*)::int AS c FROM zz_row')).rows).toEqual([{ c: 0 }]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect((await database.pool.query('SELECT count(*)::int AS c FROM zz_row')).rows).toEqual([{ c: 0 }]);
});

test('a statement after the transaction ended fails, and runs nowhere', async () => {
  let kept: object | undefined;
  await database.prisma.$transaction(async (tx) => {
    kept = tx;
  });
  const before = (await database.pool.query('SELECT count(*)::int AS c FROM zz_row')).rows[0].c;
  await expect(insert.exec(kept as never, { at: new Date(), amount: new Prisma.Decimal(1), n: 1n })).rejects.toThrow(/Transaction already closed/);
  expect((await database.pool.query('SELECT count(*)::int AS c FROM zz_row')).rows[0].c).toBe(before);
});

test("the audit actor is the transaction's, and a built statement (run) takes the same road", async () => {
  const actor = { store_id: 1, actor_type: 'key' as const, actor_id: 2, actor_name: 'k', operation: 'test', ip: null, request_id: 'r' };
  const setting = await withAudit(actor, () =>
    database.prisma.$transaction(async (tx) => {
      const before = database.stats.statements;
      const rows = await run(tx, q.selectNoFrom(sql<string>`current_setting('app.audit', true)`.as('audit')));
      expect(database.stats.statements).toBe(before + 1);
      return rows[0].audit;
    }),
  );
  expect(JSON.parse(setting)).toEqual(actor);
});

test('the array form of $transaction and transactions outside it are untouched', async () => {
  const [a, b] = await database.prisma.$transaction([database.prisma.$queryRawUnsafe('SELECT 1 AS x'), database.prisma.$queryRawUnsafe('SELECT 2 AS x')]);
  expect([a, b]).toEqual([[{ x: 1 }], [{ x: 2 }]]);
  expect(connectionOf(database.prisma)).toBeUndefined();
});
