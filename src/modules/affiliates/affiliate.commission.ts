import type { Tx } from '../../db/client';
import { Prisma, type Order } from '../../generated/prisma/client';
import type { TransitionSubscription } from '../orders/order.subscriptions';
import { changeBalance } from './affiliate.balance';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The affiliate's share of each line: the line's part of what was paid (after the coupon) times
 * the package's custom commission for this affiliate, or the affiliate's own percentage. Credited to
 * the balance, with its transaction; the total (null: none) is written on the order with its status.
 */
async function creditCommission(tx: Tx, order: Order, lines: { packageId: number | null; price: Decimal }[]): Promise<Decimal | null> {
  if (order.affiliateId === null) return null;
  const affiliate = await tx.affiliate.findFirst({
    where: { id: order.affiliateId, storeId: order.storeId },
    relationLoadStrategy: 'join',
    include: { packageCommissions: true },
  });
  if (!affiliate) return null;
  const percentFor = new Map(affiliate.packageCommissions.map((o) => [o.packageId, o.percentCommission]));
  const subtotal = lines.reduce((sum, l) => sum.add(l.price), new Decimal(0));
  if (subtotal.isZero()) return null;
  const paidShare = new Decimal(order.price).div(subtotal);
  let total = new Decimal(0);
  for (const l of lines) {
    const percent = (l.packageId !== null ? percentFor.get(l.packageId) : undefined) ?? affiliate.percentCommission;
    total = total.add(new Decimal(l.price).mul(paidShare).mul(percent).div(100));
  }
  total = round2(total);
  if (total.lte(0)) return null;
  await changeBalance(tx, affiliate.id, total);
  await tx.affiliateTransaction.create({
    data: {
      storeId: order.storeId,
      affiliateId: affiliate.id,
      operation: 'COMMISSION',
      amount: total,
      orderId: order.id,
      message: `Commission for order ${order.internalId}`,
    },
  });
  return total;
}

/**
 * The module's subscriptions to an order's status changes (run in the change's transaction, before its
 * status is written; src/modules/orders/order.subscriptions.ts): approval credits the commission and
 * writes it on the order with the status; a refund or chargeback takes it back (the balance may go
 * below zero: the affiliate owes it).
 */
export const commissionSubscriptions: TransitionSubscription[] = [
  {
    on: 'transition',
    to: ['APPROVED'],
    stage: 'before',
    async handler({ tx, order, data }) {
      // Lines in the order the effects run them (package order), as the commission was always summed.
      return {
        set: {
          affiliateCommission: await creditCommission(
            tx,
            order,
            data.items.map((i) => i.line),
          ),
        },
      };
    },
  },
  {
    on: 'transition',
    from: ['APPROVED'],
    to: ['REFUNDED', 'CHARGEDBACK'],
    stage: 'before',
    async handler({ tx, order, to }) {
      if (order.affiliateId === null || !order.affiliateCommission || !new Decimal(order.affiliateCommission).gt(0)) return undefined;
      await changeBalance(tx, order.affiliateId, new Decimal(order.affiliateCommission).neg());
      await tx.affiliateTransaction.create({
        data: {
          storeId: order.storeId,
          affiliateId: order.affiliateId,
          operation: 'COMMISSION_REVERSAL',
          amount: order.affiliateCommission,
          orderId: order.id,
          message: `Order ${order.internalId} ${to === 'REFUNDED' ? 'refunded' : 'charged back'}`,
        },
      });
      return undefined;
    },
  },
];
