import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/db/client';

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(opts: { poolSize?: number; namedStatements?: boolean } = {}): Promise<Database & { name: string; url: string }> {
  const name = `sca_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`));
  const u = new URL(process.env.TEST_PG_ADMIN_URL!);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = createDatabase(url, { poolSize: opts.poolSize ?? 10, namedStatements: opts.namedStatements });
  return {
    ...database,
    name,
    url,
    async close() {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
    },
  };
}
