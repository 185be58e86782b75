import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { Order, Store, WebhookEvent } from '../../generated/prisma/client';
import { mayHaveDeliveries, presentOrderWith } from '../orders/order.present';
import { scheduleDeliveries } from '../webhooks/webhook.delivery';

/**
 * Records an order event in the outbox, inside the caller's transaction, with a delivery and its
 * job for every subscribed webhook: the event exists, and will be sent, if and only if the change
 * that caused it commits. The payload is the webhook body, the order as GET returns it then.
 */
export async function recordOrderEvent(tx: Tx, store: Store, event: WebhookEvent, order: Order): Promise<string> {
  const paid = mayHaveDeliveries(order);
  const [lines, variables, deliveries, emails, discordActions] = await Promise.all([
    tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    paid ? tx.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : [],
    paid ? tx.orderEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : [],
    paid ? tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : [],
  ]);
  const id = randomUUID();
  const date = new Date();
  await tx.outboxEvent.create({
    data: {
      id,
      storeId: store.id,
      event,
      orderId: order.id,
      createdAt: date,
      payload: { id, event, date: date.toISOString(), data: presentOrderWith(store, order, { lines, variables, deliveries, emails, discordActions }) },
    },
  });
  await scheduleDeliveries(tx, store.id, id, event);
  return id;
}
