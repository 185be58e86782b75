import type { PrismaClient } from './generated/prisma/client';
import { createCatalogLoaders } from './modules/catalog/catalog.loaders';
import { createGameServerLoaders } from './modules/game-servers/game-server.loaders';

/** Every module's loaders, created per request and per store. */
export function createLoaders(db: PrismaClient, storeId: number) {
  return {
    ...createCatalogLoaders(db, storeId),
    ...createGameServerLoaders(db, storeId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
