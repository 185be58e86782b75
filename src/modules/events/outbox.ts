import { sql } from 'kysely';
import type { Tx } from '../../db/client';
import { db, prepare, type Param } from '../../db/sql';
import type { WebhookEvent } from '../../generated/prisma/client';

/** An event to record: its payload is the webhook body, built by the module the event is about. */
export interface OutboxEvent {
  id: string;
  event: WebhookEvent;
  createdAt: Date;
  payload: unknown;
}

/** A recorded event, as its subscribers are told of it. */
export interface RecordedEvent {
  id: string;
  event: WebhookEvent;
  storeId: number;
  /** The order it is about (null: none). */
  orderId: number | null;
}

/**
 * What a module does when an event is recorded, inside the transaction that records it (the webhooks
 * module's: a delivery and its job per subscribed webhook). The outbox knows no consumer: modules
 * declare these in their index.ts (`subscriptions` of AppModule) and the module list installs them.
 */
export interface OutboxSubscription {
  on: 'recorded';
  handler(tx: Tx, event: RecordedEvent): Promise<void>;
}

const subscribers: { module: string; handler: OutboxSubscription['handler'] }[] = [];
let installed = false;

/** Installs the modules' outbox subscriptions (src/modules.ts does, once, for its list), in the list's order. */
export function installOutboxSubscriptions(modules: readonly { name: string; subscriptions?: readonly { on: string }[] }[]): void {
  if (installed) return;
  for (const m of modules) {
    for (const s of m.subscriptions ?? []) if (s.on === 'recorded') subscribers.push({ module: m.name, handler: (s as OutboxSubscription).handler });
  }
  installed = true;
}

/**
 * Tells the subscribers of an event written in `tx`: what they add (a webhook's delivery) exists, and
 * will be acted on, if and only if the change that caused the event commits. `skip`: modules the
 * writer knows have nothing to do for it (checkout's one-statement write reads whether a webhook
 * takes ORDER_CREATED, so a store without one sends no second statement).
 */
export async function eventRecorded(tx: Tx, event: RecordedEvent, skip: readonly string[] = []): Promise<void> {
  if (!installed) throw new Error('No outbox subscriptions are installed: import src/modules (the module list) before recording an event');
  for (const s of subscribers) if (!skip.includes(s.module)) await s.handler(tx, event);
}

// Prepared (approval and every other change write one event each): Prisma's create cost more CPU than the insert's own work.
const insertEventStatement = prepare(
  'outbox.insertEvent',
  (p: Param<{ id: string; storeId: number; event: WebhookEvent; orderId: number | null; payload: string; createdAt: Date }>) =>
    db.insertInto('outboxEvents').values({
      id: sql<string>`${p('id')}::uuid`,
      storeId: sql<number>`${p('storeId')}::int`,
      event: sql<WebhookEvent>`${p('event')}::"WebhookEvent"`,
      orderId: sql<number | null>`${p('orderId')}::int`,
      payload: sql<unknown>`${p('payload')}::jsonb`,
      createdAt: sql<Date>`${p('createdAt')}::timestamptz`,
    }),
);

/**
 * Writes an event to the outbox, inside the caller's transaction, and tells its subscribers. The
 * event exists, and will be sent, if and only if the change that caused it commits. `orderId`: the
 * order it is about (null: none).
 */
export async function writeOutboxEvent(tx: Tx, storeId: number, orderId: number | null, row: OutboxEvent): Promise<string> {
  await insertEventStatement.exec(tx, { id: row.id, storeId, event: row.event, orderId, payload: JSON.stringify(row.payload), createdAt: row.createdAt });
  await eventRecorded(tx, { id: row.id, event: row.event, storeId, orderId });
  return row.id;
}
