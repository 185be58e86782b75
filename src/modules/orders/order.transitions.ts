import type { Tx } from '../../db/client';
import { lockAndReadOrder } from '../../db/locks';
import type { Order, OrderStatus, Prisma, WebhookEvent } from '../../generated/prisma/client';
import { OrderStatus as ORDER_STATUS } from '../../generated/prisma/enums';
import { conflict, notFound } from '../../errors';
import { deliverLines, loadLifecycle, type LifecycleData } from './order.effects';
import { recordOrderEvent } from './order.events';
import { NO_PAID_RELATIONS, type OrderRelations } from './order.present';
import { giveCouponUseBack, updateOrderRow } from './order.queries';
import { hasTransitionHandlers, joinKnown, runTransitionHandlers, type ChangeScope, type TransitionEvent } from './order.subscriptions';

/**
 * The order lifecycle, as Vendure names its order state machine: every status change an order may
 * make, what the change does, and the webhook event it records. Nothing else moves an order: the
 * owner's PATCH (`updateOrder`), a payment provider's confirmation, refund or chargeback
 * (src/modules/payments) all go through `moveOrder`, so an order paid through a provider gets
 * exactly what an approval by hand gives it. A change not in the table is refused
 * (`Order 7 is REFUNDED and cannot become APPROVED`, 409).
 *
 * ```
 *  from       to           effect (the orders module's own)                   event
 *  PENDING    APPROVED     approve: stock, license keys                         ORDER_APPROVED
 *  PENDING    REJECTED     release: the coupon use goes back                    ORDER_REJECTED
 *  PENDING    CANCELED     release: the coupon use goes back                    (none)
 *  APPROVED   REFUNDED     reverse (REFUND)                                     ORDER_REFUNDED
 *  APPROVED   CHARGEDBACK  reverse (CHARGEBACK)                                 ORDER_CHARGEDBACK
 *  PENDING    (abandoned)  markAbandoned: the status stays, abandoned_at is set ORDER_ABANDONED
 * ```
 * REJECTED, CANCELED, REFUNDED and CHARGEDBACK are final.
 *
 * What other modules do at a change is theirs, subscribed to it (order.subscriptions.ts): before the
 * status is written, game-server commands, Discord actions and the commission (approval queues and
 * credits, a refund or chargeback cancels and takes back); after it, the buyer's e-mail and the
 * refund's record. The change then records its event (the outbox row; the webhooks module's
 * subscription adds the deliveries): an approval runs stock, keys, commands, Discord, commission,
 * status, e-mail, event, in that order.
 */

/** What a change does besides writing the status, inside the transaction holding the order's row lock. */
type Effect = (tx: Tx, order: Order, target: OrderStatus, now: Date, scope: ChangeScope, extra: Prisma.OrderUncheckedUpdateInput) => Promise<Moved>;

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

/** The order row as changed: one prepared-shape UPDATE, or Prisma's for data it alone can say. */
const writeOrder = async (tx: Tx, id: number, data: Prisma.OrderUncheckedUpdateInput): Promise<Order> =>
  (await updateOrderRow(tx, id, data as Record<string, unknown>)) ?? (await tx.order.update({ where: { id }, data }));

const eventOf = (tx: Tx, order: Order, to: OrderStatus, now: Date, data: LifecycleData, scope: ChangeScope): TransitionEvent => ({
  tx,
  order,
  from: order.status,
  to,
  now,
  data,
  scope,
});

/**
 * Paid: the order's lines and variables are read once (after the lock) and handed on; stock and keys
 * are taken (the orders module's own), then the subscribers' part before the status (commands, Discord
 * actions, the commission: its total is written with the status); the status is written with
 * `paidAt`; then the subscribers' part after it (the buyer's e-mail).
 */
const approve: Effect = async (tx, order, target, now, scope, extra) => {
  const data = await loadLifecycle(tx, order);
  const e = eventOf(tx, order, target, now, data, scope);
  const deliveries = await deliverLines(tx, order, data, now);
  const before = await runTransitionHandlers('before', e);
  const moved = await writeOrder(tx, order.id, { ...extra, status: 'APPROVED', paidAt: now, ...before.set });
  const after = await runTransitionHandlers('after', { ...e, order: moved });
  // A PENDING order has none of what payment brings (mayHaveDeliveries): all it has is what this change made.
  const known = joinKnown(joinKnown({ lines: data.lines, variables: data.variables, ...NO_PAID_RELATIONS, deliveries }, before.known), after.known);
  return { order: moved, known };
};

/**
 * Money given back (a refund) or taken back (a chargeback): what approval gave is reversed by the
 * subscribers (commands, Discord actions, the commission), and the buyer told.
 */
const reverse: Effect = async (tx, order, target, now, scope, extra) => {
  const data = await loadLifecycle(tx, order);
  const e = eventOf(tx, order, target, now, data, scope);
  const before = await runTransitionHandlers('before', e);
  const moved = await writeOrder(tx, order.id, { ...extra, status: target, ...before.set });
  const after = await runTransitionHandlers('after', { ...e, order: moved });
  // Read once, after every change of the reversal, for the event and the answer alike.
  const [deliveries, emails, discordActions] = await Promise.all([
    tx.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
  ]);
  return { order: moved, known: { ...joinKnown(before.known, after.known), lines: data.lines, variables: data.variables, deliveries, emails, discordActions } };
};

/**
 * Never paid: the use it took of its coupon goes back. What subscribers are given is read only when
 * one runs for the change (none does today: a rejection reads its lines and variables plainly).
 */
const release: Effect = async (tx, order, target, now, scope, extra) => {
  const data = hasTransitionHandlers(order.status, target) ? await loadLifecycle(tx, order) : undefined;
  const e = data && eventOf(tx, order, target, now, data, scope);
  const before = e ? await runTransitionHandlers('before', e) : { set: {}, known: {} };
  const moved = await writeOrder(tx, order.id, { ...extra, status: target, ...before.set });
  if (moved.couponId !== null) await giveCouponUseBack(tx, moved.couponId);
  const after = e ? await runTransitionHandlers('after', { ...e, order: moved }) : { set: {}, known: {} };
  // Never paid, so none of what payment brings (mayHaveDeliveries): its lines and variables are all it has.
  const [lines, variables] = data
    ? [data.lines, data.variables]
    : await Promise.all([
        tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
        tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
      ]);
  return { order: moved, known: { ...joinKnown(before.known, after.known), lines, variables } };
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
 * change's effect and its subscribers' handlers, and records the change's event (the outbox row, and
 * what the outbox's subscribers add: the webhooks' deliveries) from what the move read and wrote.
 * `extra` is written with the status in the same UPDATE (a provider's payment id, the owner's changes
 * to the buyer, already applied to `order` as the effects must see them). Returns the moved order,
 * what the move read or wrote (`known`: the answer is presented from it, not read again), and the
 * event it recorded.
 */
export async function moveOrder(
  tx: Tx,
  order: Order,
  target: OrderStatus,
  now: Date,
  scope: ChangeScope,
  extra: Prisma.OrderUncheckedUpdateInput = {},
): Promise<Moved & { event: WebhookEvent | null }> {
  const t = transition(order, target);
  const moved = await t.effect(tx, order, target, now, scope, extra);
  if (t.event) await recordOrderEvent(tx, scope.store, t.event, moved.order, moved.known);
  return { ...moved, event: t.event };
}

/**
 * The one change that keeps the status: a PENDING order left unpaid too long is marked abandoned,
 * once (a conditional update, so several sweeping processes never mark it twice), and records
 * ORDER_ABANDONED itself. Whether it was marked.
 */
const ABANDONED_EVENT: WebhookEvent = 'ORDER_ABANDONED';
export async function markAbandoned(tx: Tx, id: number, now: Date): Promise<boolean> {
  const claimed = await tx.order.updateMany({ where: { id, status: 'PENDING', abandonedAt: null }, data: { abandonedAt: now } });
  if (claimed.count !== 1) return false;
  const { store, ...order } = (await tx.order.findUnique({ where: { id }, include: { store: true } }))!;
  await recordOrderEvent(tx, store, ABANDONED_EVENT, order);
  return true;
}
