import type { Tx } from '../../db/client';
import { lockAndReadOrder } from '../../db/locks';
import type { Order, OrderStatus, Prisma, WebhookEvent } from '../../generated/prisma/client';
import { OrderStatus as ORDER_STATUS } from '../../generated/prisma/enums';
import { conflict, notFound } from '../../errors';
import { queueOrderEmail, STATUS_EMAIL, type BuyerNotice } from '../mail/order-email.queue';
import { applyApproval, applyReversal, loadLifecycle } from './order.effects';
import type { OrderRelations } from './order.present';
import { giveCouponUseBack } from './order.queries';

/**
 * The order lifecycle, as Vendure names its order state machine: every status change an order may
 * make, what the change does, and the webhook event it records. Nothing else moves an order: the
 * owner's PATCH (`updateOrder`), a payment provider's confirmation, refund or chargeback
 * (src/modules/payments) all go through `moveOrder`, so an order paid through a provider gets
 * exactly what an approval by hand gives it. A change not in the table is refused
 * (`Order 7 is REFUNDED and cannot become APPROVED`, 409).
 *
 * ```
 *  from       to           effect                                             event
 *  PENDING    APPROVED     approve: stock, keys, commands, Discord, commission  ORDER_APPROVED
 *  PENDING    REJECTED     release: the coupon use goes back                    ORDER_REJECTED
 *  PENDING    CANCELED     release: the coupon use goes back                    (none)
 *  APPROVED   REFUNDED     reverse (REFUND): commission, commands, Discord      ORDER_REFUNDED
 *  APPROVED   CHARGEDBACK  reverse (CHARGEBACK)                                 ORDER_CHARGEDBACK
 *  PENDING    (abandoned)  markAbandoned: the status stays, abandoned_at is set ORDER_ABANDONED
 * ```
 * REJECTED, CANCELED, REFUNDED and CHARGEDBACK are final.
 */

/** What a change does besides writing the status, inside the transaction holding the order's row lock. */
type Effect = (tx: Tx, order: Order, target: OrderStatus, now: Date, notice: BuyerNotice, extra: Prisma.OrderUncheckedUpdateInput) => Promise<Moved>;

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  effect: Effect;
  /** The webhook event the change records (null: none). */
  event: WebhookEvent | null;
}

/** A moved order, with the relations the move read or wrote (as they are now), for the outbox and the answer. */
export interface Moved {
  order: Order;
  known: Partial<OrderRelations>;
}

/**
 * Paid: the order's lines and variables are read once (after the lock) and handed to the effects:
 * stock taken, keys delivered, commands and Discord actions queued, the commission credited; the
 * status written with `paidAt` and the commission; the buyer's e-mail queued (when this server sends
 * e-mail: `notice.mail`).
 */
const approve: Effect = async (tx, order, _target, now, notice, extra) => {
  const data = await loadLifecycle(tx, order);
  const { affiliateCommission, deliveries, discordActions } = await applyApproval(tx, order, data, now);
  const moved = await tx.order.update({ where: { id: order.id }, data: { ...extra, status: 'APPROVED', paidAt: now, affiliateCommission } });
  const email = await queueOrderEmail(tx, notice, moved, STATUS_EMAIL.APPROVED!);
  // A PENDING order has no deliveries, e-mails or Discord actions (mayHaveDeliveries): all it has are these.
  return { order: moved, known: { lines: data.lines, variables: data.variables, deliveries, emails: email ? [email] : [], discordActions } };
};

/** Money given back (a refund) or taken back (a chargeback): what approval gave is reversed, and the buyer told. */
const reverse: Effect = async (tx, order, target, now, notice, extra) => {
  const data = await loadLifecycle(tx, order);
  await applyReversal(tx, order, data, target === 'REFUNDED' ? 'REFUND' : 'CHARGEBACK', now);
  const moved = await tx.order.update({ where: { id: order.id }, data: { ...extra, status: target } });
  await queueOrderEmail(tx, notice, moved, STATUS_EMAIL[target]!);
  // Read once, after every change of the reversal, for the event and the answer alike.
  const [deliveries, emails, discordActions] = await Promise.all([
    tx.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
  ]);
  return { order: moved, known: { lines: data.lines, variables: data.variables, deliveries, emails, discordActions } };
};

/** Never paid: the use it took of its coupon goes back. */
const release: Effect = async (tx, order, target, _now, _notice, extra) => {
  const moved = await tx.order.update({ where: { id: order.id }, data: { ...extra, status: target } });
  if (moved.couponId !== null) await giveCouponUseBack(tx, moved.couponId);
  // Never paid, so no deliveries, e-mails or Discord actions (mayHaveDeliveries): its lines and variables are all it has.
  const [lines, variables] = await Promise.all([
    tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
  ]);
  return { order: moved, known: { lines, variables } };
};

export const LIFECYCLE: readonly Transition[] = [
  { from: 'PENDING', to: 'APPROVED', effect: approve, event: 'ORDER_APPROVED' },
  { from: 'PENDING', to: 'REJECTED', effect: release, event: 'ORDER_REJECTED' },
  { from: 'PENDING', to: 'CANCELED', effect: release, event: null },
  { from: 'APPROVED', to: 'REFUNDED', effect: reverse, event: 'ORDER_REFUNDED' },
  { from: 'APPROVED', to: 'CHARGEDBACK', effect: reverse, event: 'ORDER_CHARGEDBACK' },
];

/** The statuses each status may become, in the table's order (GraphQL `allowedStatuses`). */
export const TRANSITIONS = Object.fromEntries(
  Object.values(ORDER_STATUS).map((from) => [from, LIFECYCLE.filter((t) => t.from === from).map((t) => t.to)]),
) as Record<OrderStatus, OrderStatus[]>;

/** The table's row for this change, or the 409 every refused change answers. */
export function transition(order: Pick<Order, 'id' | 'status'>, target: OrderStatus): Transition {
  const found = LIFECYCLE.find((t) => t.from === order.status && t.to === target);
  if (!found) throw conflict(`Order ${order.id} is ${order.status} and cannot become ${target}`);
  return found;
}

/** Locks the order's row for the rest of the transaction and reads it (one statement); concurrent changes queue behind it. */
export async function lockOrder(tx: Tx, storeId: number, id: number): Promise<Order> {
  const order = await lockAndReadOrder(tx, storeId, id);
  if (!order) throw notFound(`Order ${id} not found`);
  return order;
}

/**
 * Moves a locked order to `target` (refused with a 409 unless the table has the change), with the
 * change's effect. `extra` is written with the status in the same UPDATE (a provider's payment id,
 * the owner's changes to the buyer, already applied to `order` as the effects must see them).
 * Returns the moved order, what the move read or wrote (`known`), and the event the change records:
 * the caller records it (recordOrderEvent) with `known`, after its own writes of the same change.
 */
export async function moveOrder(
  tx: Tx,
  order: Order,
  target: OrderStatus,
  now: Date,
  notice: BuyerNotice,
  extra: Prisma.OrderUncheckedUpdateInput = {},
): Promise<Moved & { event: WebhookEvent | null }> {
  const t = transition(order, target);
  return { ...(await t.effect(tx, order, target, now, notice, extra)), event: t.event };
}

/**
 * The one change that keeps the status: a PENDING order left unpaid too long is marked abandoned,
 * once (a conditional update, so several sweeping processes never mark it twice), and records
 * ORDER_ABANDONED. Whether it was marked.
 */
export const ABANDONED_EVENT: WebhookEvent = 'ORDER_ABANDONED';
export async function markAbandoned(tx: Tx, id: number, now: Date): Promise<boolean> {
  const claimed = await tx.order.updateMany({ where: { id, status: 'PENDING', abandonedAt: null }, data: { abandonedAt: now } });
  return claimed.count === 1;
}
