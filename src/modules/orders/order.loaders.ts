import type { PrismaClient } from '../../generated/prisma/client';
import { loaderById, loaderGroup } from '../../lib/loaders';

export function createOrderLoaders(db: PrismaClient, storeId: number) {
  return {
    orderById: loaderById((ids) => db.order.findMany({ where: { storeId, id: { in: ids } } })),
    orderLinesByOrder: loaderGroup(
      (ids: number[]) => db.orderPackage.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (l) => l.orderId,
    ),
    orderVariablesByOrder: loaderGroup(
      (ids: number[]) => db.orderVariable.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (v) => v.orderId,
    ),
    orderNotesByOrder: loaderGroup(
      (ids: number[]) => db.orderNote.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (n) => n.orderId,
    ),
    deliveriesByOrder: loaderGroup(
      (ids: number[]) => db.delivery.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (d) => d.orderId,
    ),
    emailsByOrder: loaderGroup(
      (ids: number[]) => db.orderEmail.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (e) => e.orderId,
    ),
    discordActionsByOrder: loaderGroup(
      (ids: number[]) => db.orderDiscordAction.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (a) => a.orderId,
    ),
    commandsByOrder: loaderGroup(
      (ids: number[]) => db.command.findMany({ where: { storeId, orderId: { in: ids } }, orderBy: { id: 'asc' } }),
      (c) => c.orderId!,
    ),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createOrderLoaders> {}
}
