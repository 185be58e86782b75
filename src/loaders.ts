import type { Queryable } from './db/client';
import type { PrismaClient } from './generated/prisma/client';
import { createCatalogLoaders } from './modules/catalog/catalog.loaders';
import { createGameServerLoaders } from './modules/game-servers/game-server.loaders';
import { createOrderLoaders } from './modules/orders/order.loaders';
import { createAffiliateLoaders } from './modules/affiliates/affiliate.loaders';

/** Every module's loaders, created per request and per store. */
export function createLoaders(db: PrismaClient, storeId: number, sql: Queryable) {
  return {
    ...createCatalogLoaders(db, storeId, sql),
    ...createGameServerLoaders(db, storeId),
    ...createOrderLoaders(db, storeId),
    ...createAffiliateLoaders(db, storeId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
