import type { PrismaClient } from '../../generated/prisma/client';
import { loaderGroup } from '../../lib/loaders';

export function createGiftCardLoaders(db: PrismaClient, storeId: number) {
  return {
    /** A page of cards' balance histories in one statement, each newest first. */
    giftCardTransactionsByCard: loaderGroup(
      (ids: number[]) => db.giftCardTransaction.findMany({ where: { storeId, giftCardId: { in: ids } }, orderBy: { id: 'desc' } }),
      (t) => t.giftCardId,
    ),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createGiftCardLoaders> {}
}
