import type { PrismaClient } from '../../generated/prisma/client';
import { loaderById, loaderGroup } from '../../lib/loaders';

/**
 * Per-request loaders of the game-server module, scoped to the store. The order of a queued
 * command carries only what a command item shows, under names of this module's own.
 */
export function createGameServerLoaders(db: PrismaClient, storeId: number) {
  return {
    gameServerById: loaderById((ids) => db.gameServer.findMany({ where: { storeId, id: { in: ids } } })),
    queueOrderById: loaderById((ids) =>
      db.order.findMany({
        where: { storeId, id: { in: ids } },
        select: { id: true, clientIdentifier: true, clientEmail: true, clientName: true, clientDiscord: true, internalId: true },
      }),
    ),
    queueVariablesByOrder: loaderGroup(
      (ids: number[]) =>
        db.orderVariable.findMany({
          where: { storeId, orderId: { in: ids } },
          select: { orderId: true, name: true, value: true },
          orderBy: { id: 'asc' },
        }),
      (v) => v.orderId,
    ),
  };
}
