import type { Tx } from '../../db/client';
import type { Order, OrderStatus, Prisma, WebhookEvent } from '../../generated/prisma/client';
import { notFound } from '../../errors';
import { applyApproval, applyReversal } from './order.effects';
import { queueOrderEmail, STATUS_EMAIL, type BuyerNotice } from '../mail/order-email.queue';
import type { OrderStatusValue } from './order.schemas';

/**
 * How an order's status may change, and what each change does. The owner's PATCH and a payment
 * provider's confirmation (src/modules/payments) both go through here, so an order paid through a
 * provider gets exactly what an approval by hand gives it.
 */
export const TRANSITIONS: Record<OrderStatusValue, OrderStatusValue[]> = {
  PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
  APPROVED: ['REFUNDED', 'CHARGEDBACK'],
  REJECTED: [],
  CANCELED: [],
  REFUNDED: [],
  CHARGEDBACK: [],
};

/** The webhook event each status change records. */
export const STATUS_EVENT: Partial<Record<OrderStatus, WebhookEvent>> = {
  APPROVED: 'ORDER_APPROVED',
  REJECTED: 'ORDER_REJECTED',
  REFUNDED: 'ORDER_REFUNDED',
  CHARGEDBACK: 'ORDER_CHARGEDBACK',
};

/** Locks the order's row for the rest of the transaction; concurrent changes queue behind it. */
export async function lockOrder(tx: Tx, storeId: number, id: number): Promise<Order> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM orders WHERE id = ${id} AND store_id = ${storeId} FOR UPDATE`;
  if (!locked.length) throw notFound(`Order ${id} not found`);
  return (await tx.order.findUnique({ where: { id } }))!;
}

/**
 * Moves a locked order to `target` (allowed by TRANSITIONS: the caller checked) with that status's
 * effects: an approval delivers keys, queues commands and credits the commission; a refund or a
 * chargeback reverses them; a rejection or cancellation gives the coupon use back. Approval, refund
 * and chargeback also queue the buyer's e-mail (when this server sends e-mail: `notice.mail`). `extra`
 * is written with the status (a provider's payment id). The event is the caller's to record.
 */
export async function moveOrder(
  tx: Tx,
  order: Order,
  target: OrderStatus,
  now: Date,
  notice: BuyerNotice,
  extra: Prisma.OrderUncheckedUpdateInput = {},
): Promise<Order> {
  const id = order.id;
  if (target === 'APPROVED') {
    const { affiliateCommission } = await applyApproval(tx, order, now);
    const moved = await tx.order.update({ where: { id }, data: { ...extra, status: 'APPROVED', paidAt: now, affiliateCommission } });
    await queueOrderEmail(tx, notice, moved, STATUS_EMAIL.APPROVED!);
    return moved;
  }
  if (target === 'REFUNDED' || target === 'CHARGEDBACK') {
    await applyReversal(tx, order, target === 'REFUNDED' ? 'REFUND' : 'CHARGEBACK', now);
    const moved = await tx.order.update({ where: { id }, data: { ...extra, status: target } });
    await queueOrderEmail(tx, notice, moved, STATUS_EMAIL[target]!);
    return moved;
  }
  const moved = await tx.order.update({ where: { id }, data: { ...extra, status: target } });
  if (moved.couponId !== null) {
    await tx.$executeRaw`UPDATE coupons SET uses = uses - 1, updated_at = now() WHERE id = ${moved.couponId} AND uses > 0`;
  }
  return moved;
}
