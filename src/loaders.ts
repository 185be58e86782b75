import type { PrismaClient } from './generated/prisma/client';
import { createCatalogLoaders } from './modules/catalog/catalog.loaders';

/** Every module's loaders, created per request and per store. */
export function createLoaders(db: PrismaClient, storeId: number) {
  return {
    ...createCatalogLoaders(db, storeId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
