import type { Queryable } from './db/client';
import type { PrismaClient } from './generated/prisma/client';
import { createCatalogLoaders } from './modules/catalog/catalog.loaders';
import { createGameServerLoaders } from './modules/game-servers/game-server.loaders';
import { createOrderLoaders } from './modules/orders/order.loaders';
import { createAffiliateLoaders } from './modules/affiliates/affiliate.loaders';

/** Every module's loaders, in this order (a later module's loader of the same name would win, as in a spread). */
const MODULES = {
  catalog: createCatalogLoaders,
  gameServers: createGameServerLoaders,
  orders: createOrderLoaders,
  affiliates: createAffiliateLoaders,
};
type Module = keyof typeof MODULES;

export type Loaders = ReturnType<typeof createCatalogLoaders> &
  ReturnType<typeof createGameServerLoaders> &
  ReturnType<typeof createOrderLoaders> &
  ReturnType<typeof createAffiliateLoaders>;

/**
 * The request's loaders, each module's made on first use. Every service context had all ~24
 * DataLoaders built up front (about 20 us a request, measured in docs/drafts/pages.md) while a
 * request uses a few; a module's set is built the first time one of its loaders is read, once per
 * request, so batching and caching within the request are unchanged.
 */
class RequestLoaders {
  private readonly made: Partial<Record<Module, Record<string, unknown>>> = {};
  constructor(
    private readonly db: PrismaClient,
    private readonly storeId: number,
    private readonly sql: Queryable,
  ) {}

  load(module: Module): Record<string, unknown> {
    this.made[module] ??= MODULES[module](this.db, this.storeId, this.sql) as Record<string, unknown>;
    return this.made[module];
  }
}

// The loaders' names, learnt once by building each module's set with stand-ins: building a
// DataLoader runs no query, and the factories only reach the client inside their batch functions.
const RESERVED = new Set(['made', 'db', 'storeId', 'sql', 'load', 'constructor']);
const standIn = new Proxy({}, { get: () => standIn }) as never;
for (const [module, make] of Object.entries(MODULES) as [Module, (typeof MODULES)[Module]][]) {
  for (const name of Object.keys(make(standIn, 0, standIn))) {
    if (RESERVED.has(name)) throw new Error(`loader name ${name} is taken by RequestLoaders itself`);
    Object.defineProperty(RequestLoaders.prototype, name, {
      get(this: RequestLoaders) {
        return this.load(module)[name];
      },
      enumerable: true,
      configurable: true,
    });
  }
}

/** Every module's loaders, per request and per store. */
export function createLoaders(db: PrismaClient, storeId: number, sql: Queryable): Loaders {
  return new RequestLoaders(db, storeId, sql) as unknown as Loaders;
}
