import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { Order, Store, WebhookEvent } from '../../generated/prisma/client';
import { mayHaveDeliveries, presentOrderWith, type OrderRelations } from '../orders/order.present';
import { scheduleDeliveries } from '../webhooks/webhook.delivery';

/**
 * Records an order event in the outbox, inside the caller's transaction, with a delivery and its
 * job for every subscribed webhook: the event exists, and will be sent, if and only if the change
 * that caused it commits. The payload is the webhook body, the order as GET returns it then.
 * `known`: relations the caller already holds as they are now (id order), so they are not read
 * again; the others are read here.
 */
export async function recordOrderEvent(tx: Tx, store: Store, event: WebhookEvent, order: Order, known: Partial<OrderRelations> = {}): Promise<string> {
  const paid = mayHaveDeliveries(order);
  const [lines, variables, deliveries, emails, discordActions] = await Promise.all([
    known.lines ?? tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    known.variables ?? tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    known.deliveries ?? (paid ? tx.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
    known.emails ?? (paid ? tx.orderEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
    known.discordActions ?? (paid ? tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
  ]);
  const row = orderEventRow(store, event, order, { lines, variables, deliveries, emails, discordActions });
  await tx.outboxEvent.create({ data: { ...row, storeId: store.id, orderId: order.id } });
  await scheduleDeliveries(tx, store.id, row.id, event);
  return row.id;
}

/** An order event's outbox row, not yet written: its payload is the webhook body, the order as GET returns it with these relations. */
export function orderEventRow(store: Store, event: WebhookEvent, order: Order, relations: OrderRelations) {
  const id = randomUUID();
  const createdAt = new Date();
  return { id, event, createdAt, payload: { id, event, date: createdAt.toISOString(), data: presentOrderWith(store, order, relations) } };
}
