// Configuration for the Prisma CLI (migrate, studio), run through prisma/run.js.
// Prisma 6's native schema engine cannot be downloaded on machines without internet, so the
// CLI drives migrations through its wasm engine over the `pg` driver adapter.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

// prisma/orm#27403: the wasm engine cannot read columns of type `name` (oid 19) or `char` (oid 18),
// which catalog queries return (`prisma db pull`: "Column type 'name' could not be deserialized").
// A client of our own reports them as text: given to the pools through their documented `Client`
// option (pg-pool), so the adapter's pools (the shadow database's too) use it and pg itself is left
// as it is. This touches the CLI only.
class CatalogTextClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: one body for all of pg's query() overloads, passed through
  override query(...args: any[]): any {
    // pg-pool's own query() passes a callback; the adapter's transactions await a promise.
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, res?: pg.QueryResult) => last(err, res && asText(res));
      return super.query(...(args as Parameters<pg.Client['query']>));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) return result.then((res: pg.QueryResult) => asText(res));
    return result;
  }
}

function asText(res: pg.QueryResult): pg.QueryResult {
  for (const field of res?.fields ?? []) {
    if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return res;
}

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
    Client: CatalogTextClient,
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
