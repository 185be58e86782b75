// Configuration for the Prisma CLI (migrate, studio), run through prisma/run.js.
// Prisma 6's native schema engine cannot be downloaded on machines without internet, so the
// CLI drives migrations through its wasm engine over the `pg` driver adapter.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

// prisma/orm#27403: the wasm engine cannot read columns of type `name` (oid 19) or `char`
// (oid 18) that catalog queries return. Report them as text; this touches the CLI only.
const originalQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function patchedQuery(this: pg.Pool, ...args: unknown[]) {
  const result = originalQuery.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    return (result as Promise<pg.QueryResult>).then((res) => {
      for (const field of res?.fields ?? []) {
        if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
      }
      return res;
    });
  }
  return result;
} as typeof pg.Pool.prototype.query;

function poolConfig(url: string): pg.PoolConfig {
  // Discrete settings, not connectionString: with a connection string the adapter points the
  // shadow database at the main one (P3006 "relation already exists").
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.replace(/^\//, ''),
    idleTimeoutMillis: 50,
  };
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(__dirname, 'schema.prisma'),
  migrations: { path: path.join(__dirname, 'migrations') },
  adapter: async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for the Prisma CLI');
    return new PrismaPg(poolConfig(url));
  },
});
