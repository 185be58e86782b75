import { sql } from 'kysely';
import { prepare, type Param } from '../../src/db/sql';
import { createStore, authenticateApiKey } from '../../src/modules/store/store.service';
import { createTestDatabase } from '../helpers/db';

/**
 * Prepared statements run on the pool as named statements (src/db/sql.ts: runOnPool): PostgreSQL
 * parses and plans each once per connection instead of at every call (the API-key lookup, which
 * also counts the request, cost about five times its execution in planning). DB_NAMED_STATEMENTS=false
 * sends them unnamed, for a pooler that cannot keep them.
 */

const echo = (name: string) => prepare(name, (p: Param<{ n: number }>) => sql<{ name: string; n: number }>`SELECT ${name}::text AS name, ${p('n')}::int AS n`);
// Two names alike in their first 63 bytes: PostgreSQL keeps 63 bytes of a name, the embedded database prefixes it.
const LONG = 'test.aStatementWithAVeryLongNameThatGoesOnAndOnAndOnPastSixtyThreeBytes.';
const first = echo(`${LONG}first`);
const second = echo(`${LONG}second`);

/** This connection's prepared statements: the pool has one connection, so it is the one the statements ran on. */
async function prepared(pool: { query: (text: string) => Promise<{ rows: { name: string; calls: number }[] }> }) {
  const { rows } = await pool.query('SELECT name, (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements WHERE NOT from_sql ORDER BY name');
  return rows;
}

test('a prepared statement is parsed once per connection and run by name after', async () => {
  const database = await createTestDatabase({ poolSize: 1 });
  try {
    const { apiKey } = await createStore(database.prisma, { name: 'Named', domain: 'named.example', currency: 'USD' });
    for (let i = 0; i < 7; i++) expect((await authenticateApiKey(database.pool, apiKey, { requests: 1 }))?.window?.count).toBe(i + 1);
    expect(await prepared(database.pool)).toEqual([{ name: 'store.authenticateApiKey', calls: 7 }]);
  } finally {
    await database.close();
  }
});

test('two long names that begin alike stay two statements, each with its own text', async () => {
  const database = await createTestDatabase({ poolSize: 1 });
  try {
    for (let n = 1; n <= 3; n++) {
      expect(await first.runOnPool(database.pool, { n })).toEqual([{ name: `${LONG}first`, n }]);
      expect(await second.runOnPool(database.pool, { n })).toEqual([{ name: `${LONG}second`, n }]);
    }
    const names = await prepared(database.pool);
    expect(names.map((r) => r.calls)).toEqual([3, 3]);
    for (const { name } of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(48);
  } finally {
    await database.close();
  }
});

test('DB_NAMED_STATEMENTS=false: the same answers from unnamed statements, none kept on the connection', async () => {
  const database = await createTestDatabase({ poolSize: 1, namedStatements: false });
  try {
    const { apiKey } = await createStore(database.prisma, { name: 'Unnamed', domain: 'unnamed.example', currency: 'USD' });
    expect((await authenticateApiKey(database.pool, apiKey, { requests: 1 }))?.window?.count).toBe(1);
    expect(await first.runOnPool(database.pool, { n: 5 })).toEqual([{ name: `${LONG}first`, n: 5 }]);
    const client = await database.pool.connect();
    try {
      expect(await second.runOnPool(client, { n: 6 })).toEqual([{ name: `${LONG}second`, n: 6 }]);
    } finally {
      client.release();
    }
    expect(await prepared(database.pool)).toEqual([]);
  } finally {
    await database.close();
  }
});
