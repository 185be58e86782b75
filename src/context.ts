import { processConfig, type Config } from './config';
import type { Database, Queryable } from './db/client';
import type { PrismaClient, Store } from './generated/prisma/client';
import { createLoaders, type Loaders } from './loaders';
import { forbidden, type Permission, type Permissions } from './lib/permissions';

export interface Deps {
  database: Database;
  config: Config;
}

export type Actor =
  /**
   * A back-office caller: an API key (`apiKeyId`) or a signed-in staff user (`staffUserId`, and the
   * session), with what its key or role allows. `name` is what the audit log shows.
   */
  | { kind: 'admin'; apiKeyId: number | null; staffUserId: number | null; sessionId: number | null; name: string; permissions: Permissions }
  /** `client`: the hash of the visitor's address (storefront callers prove nothing else). */
  | { kind: 'storefront'; client: string }
  /**
   * A signed-in buyer of the store (issue 32): their access token proved the session `sessionId`;
   * `email` (verified) and `discordId` are who they are, what their orders are matched by.
   */
  | { kind: 'buyer'; buyerId: number; sessionId: number; email: string | null; discordId: string | null; client: string }
  | { kind: 'server'; gameServerId: number }
  | { kind: 'system' };

/**
 * Who is calling, by id and never by secret: what idempotency keys are scoped by
 * (src/http/idempotency.ts). A storefront visitor is its address's hash: the only thing that tells
 * one anonymous buyer from another (the store is the key's other half).
 */
export function callerOf(actor: Actor): string {
  switch (actor.kind) {
    case 'admin':
      return actor.staffUserId !== null ? `staff:${actor.staffUserId}` : `admin:${actor.apiKeyId}`;
    case 'server':
      return `server:${actor.gameServerId}`;
    case 'storefront':
      return `storefront:${actor.client}`;
    case 'buyer':
      return `buyer:${actor.buyerId}`;
    default:
      return 'system';
  }
}

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
  /**
   * The caller's address as express gives it (`TRUST_PROXY` decides whether X-Forwarded-For is
   * believed): what the ban list's IP bans are checked against. Unset outside a request.
   */
  ip?: string;
}

export function serviceContext(
  database: Pick<Database, 'prisma' | 'pool'>,
  store: Store,
  actor: Actor,
  requestId: string,
  config: Config = processConfig(),
  ip?: string,
): ServiceContext {
  const db = database.prisma;
  return { db, sql: database.pool, config, store, actor, requestId, loaders: createLoaders(db, store.id, database.pool), ip };
}

/** 403 FORBIDDEN unless the back-office caller holds `permission` (other callers never reach admin work). */
export function requirePermission(ctx: Pick<ServiceContext, 'actor'>, permission: Permission): void {
  if (ctx.actor.kind === 'admin' && !ctx.actor.permissions.has(permission)) throw forbidden(permission);
}
