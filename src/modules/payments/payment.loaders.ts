import type { OrderRefund, PrismaClient } from '../../generated/prisma/client';
import { PrimedLoader } from '../../lib/loaders';

export function createPaymentLoaders(db: PrismaClient, storeId: number) {
  return {
    /** An order's refund at its provider (refund.service.ts), or null; one per order. */
    refundByOrder: new PrimedLoader<number, OrderRefund | null>(async (ids) => {
      const rows = await db.orderRefund.findMany({ where: { storeId, orderId: { in: [...ids] } } });
      const byOrder = new Map(rows.map((r) => [r.orderId, r]));
      return ids.map((id) => byOrder.get(id) ?? null);
    }),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createPaymentLoaders> {}
}
