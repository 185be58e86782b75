import { randomUUID } from 'node:crypto';
import { loadConfig, type Config } from './config';
import type { Database, Queryable } from './db/client';
import type { PrismaClient, Store } from './generated/prisma/client';
import { createLoaders, type Loaders } from './loaders';
import { authenticateApiKey, storeByDomain } from './modules/store/store.service';
import { authenticateServerToken } from './modules/game-servers/game-server.service';
import { storeNotFound, unauthenticated } from './errors';
import { settleRequest, storefrontBucket, takeRequest, type HeaderSink } from './rest/ratelimit';

export interface Deps {
  database: Database;
  config: Config;
}

export type Actor =
  | { kind: 'admin'; apiKeyId: number }
  | { kind: 'storefront' }
  | { kind: 'server'; gameServerId: number }
  | { kind: 'system' };

/** What every service function receives first: whose store, who is acting, and the request's loaders. */
export interface ServiceContext {
  db: PrismaClient;
  /** The same database's pg pool, for the hand-written hot reads (see docs/PERFORMANCE.md); writes go through `db`. */
  sql: Queryable;
  config: Config;
  store: Store;
  actor: Actor;
  loaders: Loaders;
  requestId: string;
}

/** Per-request context shared by both surfaces. Credentials are checked lazily, once. */
export interface RequestContext {
  deps: Deps;
  requestId: string;
  /** The store of the Bearer API key; 401 without a valid one. */
  admin(): Promise<ServiceContext>;
  /** The store named by `x-store-domain`; 404 "Store not found" otherwise. */
  storefront(): Promise<ServiceContext>;
  /** The game server of the Bearer server token; 401 without a valid one. */
  server(): Promise<ServiceContext>;
  /** Who is calling, for storefront visit counts: `x-visitor-id`, else address and user agent. */
  visitor: { id?: string; ip?: string; userAgent?: string };
}

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

const header = (req: RequestLike, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function bearerToken(req: RequestLike): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth?.match(/^Bearer\s+(\S+)\s*$/i);
  return m?.[1];
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
}

export function serviceContext(database: Pick<Database, 'prisma' | 'pool'>, store: Store, actor: Actor, requestId: string, config: Config = loadConfig()): ServiceContext {
  const db = database.prisma;
  return { db, sql: database.pool, config, store, actor, requestId, loaders: createLoaders(db, store.id, database.pool) };
}

/**
 * `res` receives the RateLimit headers: each credential, once proven, counts the request against
 * its own limit (src/rest/ratelimit.ts) and throws 429 past it, on both surfaces alike.
 */
export function createContext(req: RequestLike, deps: Deps, requestId = header(req, 'x-request-id') || randomUUID(), res?: HeaderSink): RequestContext {
  const db = deps.database.prisma;
  const sql = deps.database.pool;
  const limits = deps.config.rateLimits;
  return {
    deps,
    requestId,
    visitor: { id: header(req, 'x-visitor-id') || undefined, ip: req.ip, userAgent: header(req, 'user-agent') },
    admin: once(async () => {
      const token = bearerToken(req);
      if (!token) throw unauthenticated('Missing API key: send Authorization: Bearer <api key>');
      const limit = limits?.admin ?? 0;
      // One statement proves the key and counts the request in its rate-limit window.
      const found = await authenticateApiKey(sql, token, { count: limit > 0 });
      if (!found) throw unauthenticated('Invalid or revoked API key');
      if (found.window) settleRequest(found.window.count, found.window.reset, limit, res);
      return serviceContext(deps.database, found.store, { kind: 'admin', apiKeyId: found.apiKeyId }, requestId, deps.config);
    }),
    storefront: once(async () => {
      const domain = header(req, 'x-store-domain')?.trim().toLowerCase();
      const store = domain ? await storeByDomain(sql, domain) : null;
      if (!store) throw storeNotFound();
      await takeRequest(sql, storefrontBucket(store.id, req.ip), limits?.storefront ?? 0, res);
      return serviceContext(deps.database, store, { kind: 'storefront' }, requestId, deps.config);
    }),
    server: once(async () => {
      const token = bearerToken(req);
      if (!token) throw unauthenticated('Missing server token: send Authorization: Bearer <server token>');
      const found = await authenticateServerToken(db, token);
      if (!found) throw unauthenticated('Invalid server token');
      await takeRequest(sql, `server:${found.gameServerId}`, limits?.server ?? 0, res);
      return serviceContext(deps.database, found.store, { kind: 'server', gameServerId: found.gameServerId }, requestId, deps.config);
    }),
  };
}
