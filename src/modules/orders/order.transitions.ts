import type { Tx } from '../../db/client';
import type { Order, OrderStatus, Prisma, WebhookEvent } from '../../generated/prisma/client';
import { notFound } from '../../errors';
import { applyApproval, applyReversal, loadLifecycle } from './order.effects';
import { lockAndReadOrder } from './order.queries';
import type { OrderRelations } from './order.present';
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

/** Locks the order's row for the rest of the transaction and reads it (one statement); concurrent changes queue behind it. */
export async function lockOrder(tx: Tx, storeId: number, id: number): Promise<Order> {
  const order = await lockAndReadOrder(tx, storeId, id);
  if (!order) throw notFound(`Order ${id} not found`);
  return order;
}

/** A moved order, with the relations the move read or wrote (as they are now), for the outbox and the answer. */
export interface Moved {
  order: Order;
  known: Partial<OrderRelations>;
}

/**
 * Moves a locked order to `target` (allowed by TRANSITIONS: the caller checked) with that status's
 * effects: an approval delivers keys, queues commands and credits the commission; a refund or a
 * chargeback reverses them; a rejection or cancellation gives the coupon use back. Approval, refund
 * and chargeback also queue the buyer's e-mail (when this server sends e-mail: `notice.mail`). `extra`
 * is written with the status in the same UPDATE (a provider's payment id, the owner's changes to the
 * buyer, already applied to `order` as the effects must see them). The order's lines and variables
 * are read once, after the lock, and handed to the effects; the event is the caller's to record,
 * with `known`.
 */
export async function moveOrder(
  tx: Tx,
  order: Order,
  target: OrderStatus,
  now: Date,
  notice: BuyerNotice,
  extra: Prisma.OrderUncheckedUpdateInput = {},
): Promise<Moved> {
  const id = order.id;
  if (target === 'APPROVED') {
    const data = await loadLifecycle(tx, order);
    const { affiliateCommission, deliveries, discordActions } = await applyApproval(tx, order, data, now);
    const moved = await tx.order.update({ where: { id }, data: { ...extra, status: 'APPROVED', paidAt: now, affiliateCommission } });
    const email = await queueOrderEmail(tx, notice, moved, STATUS_EMAIL.APPROVED!);
    // A PENDING order has no deliveries, e-mails or Discord actions (mayHaveDeliveries): all it has are these.
    return { order: moved, known: { lines: data.lines, variables: data.variables, deliveries, emails: email ? [email] : [], discordActions } };
  }
  if (target === 'REFUNDED' || target === 'CHARGEDBACK') {
    const data = await loadLifecycle(tx, order);
    await applyReversal(tx, order, data, target === 'REFUNDED' ? 'REFUND' : 'CHARGEBACK', now);
    const moved = await tx.order.update({ where: { id }, data: { ...extra, status: target } });
    await queueOrderEmail(tx, notice, moved, STATUS_EMAIL[target]!);
    // Read once, after every change of the reversal, for the event and the answer alike.
    const [deliveries, emails, discordActions] = await Promise.all([
      tx.delivery.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
      tx.orderEmail.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
      tx.orderDiscordAction.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
    ]);
    return { order: moved, known: { lines: data.lines, variables: data.variables, deliveries, emails, discordActions } };
  }
  const moved = await tx.order.update({ where: { id }, data: { ...extra, status: target } });
  if (moved.couponId !== null) {
    await tx.$executeRaw`UPDATE coupons SET uses = uses - 1, updated_at = now() WHERE id = ${moved.couponId} AND uses > 0`;
  }
  // Never paid, so no deliveries, e-mails or Discord actions (mayHaveDeliveries): its lines and variables are all it has.
  const [lines, variables] = await Promise.all([
    tx.orderPackage.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
    tx.orderVariable.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
  ]);
  return { order: moved, known: { lines, variables } };
}
