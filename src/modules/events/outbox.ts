import type { Tx } from '../../db/client';
import type { Prisma, WebhookEvent } from '../../generated/prisma/client';
import { scheduleDeliveries } from '../webhooks/webhook.delivery';

/** An event to record: its payload is the webhook body, built by the module the event is about. */
export interface OutboxEvent {
  id: string;
  event: WebhookEvent;
  createdAt: Date;
  payload: unknown;
}

/**
 * Writes an event to the outbox, inside the caller's transaction, with a delivery and its job for
 * every subscribed webhook: the event exists, and will be sent, if and only if the change that
 * caused it commits. `orderId`: the order it is about (null: none).
 */
export async function writeOutboxEvent(tx: Tx, storeId: number, orderId: number | null, row: OutboxEvent): Promise<string> {
  await tx.outboxEvent.create({ data: { ...row, payload: row.payload as Prisma.InputJsonValue, storeId, orderId } });
  await scheduleDeliveries(tx, storeId, row.id, row.event);
  return row.id;
}
