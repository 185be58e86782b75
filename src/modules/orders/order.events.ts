import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { Order, Store, WebhookEvent } from '../../generated/prisma/client';
import { writeOutboxEvent } from '../events/outbox';
import { mayHaveDeliveries, mayHaveRefund, presentOrderWith, type OrderRelations } from './order.present';

/**
 * Records an order event (src/modules/events/outbox.ts writes it and tells its subscribers: the
 * webhooks' deliveries). The payload is the webhook body, the order as GET returns it then. `known`: relations the caller already holds as
 * they are now (id order), so they are not read again; the others are read here.
 */
export async function recordOrderEvent(tx: Tx, store: Store, event: WebhookEvent, order: Order, known: Partial<OrderRelations> = {}): Promise<string> {
  const paid = mayHaveDeliveries(order);
  const [lines, variables, deliveries, emails, discordActions, refund] = await Promise.all([
    known.lines ?? tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    known.variables ?? tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    known.deliveries ?? (paid ? tx.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
    known.emails ?? (paid ? tx.orderEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
    known.discordActions ?? (paid ? tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : []),
    known.refund !== undefined ? known.refund : mayHaveRefund(order) ? tx.orderRefund.findUnique({ where: { orderId: order.id } }) : null,
  ]);
  return writeOutboxEvent(tx, store.id, order.id, orderEventRow(store, event, order, { lines, variables, deliveries, emails, discordActions, refund }));
}

/** An order event's outbox row, not yet written: its payload is the webhook body, the order as GET returns it with these relations. */
export function orderEventRow(store: Store, event: WebhookEvent, order: Order, relations: OrderRelations) {
  const id = randomUUID();
  const createdAt = new Date();
  return { id, event, createdAt, payload: { id, event, date: createdAt.toISOString(), data: presentOrderWith({ store }, order, relations) } };
}
