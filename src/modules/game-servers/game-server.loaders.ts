import type { PrismaClient } from '../../generated/prisma/client';
import { loaderById } from '../../lib/loaders';

/** Per-request loaders of the game-server module, scoped to the store. Orders come from the orders module's loaders. */
export function createGameServerLoaders(db: PrismaClient, storeId: number) {
  return {
    gameServerById: loaderById((ids) => db.gameServer.findMany({ where: { storeId, id: { in: ids } } })),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createGameServerLoaders> {}
}
