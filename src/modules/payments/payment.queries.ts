import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import type { Gateway } from '../../generated/prisma/enums';

/**
 * A provider's notifications, each applied once: its event's row is claimed by the insert (a second
 * arrival of the same event finds it and changes nothing), then says what the event did.
 */

type EventKey = { storeId: number; gateway: Gateway; eventId: string };

const claimStatement = prepare('payments.claimEvent', (p: Param<EventKey & { orderId: number | null; outcome: string }>) =>
  db
    .insertInto('paymentEvents')
    .values({
      storeId: p('storeId'),
      gateway: sql<Gateway>`${p('gateway')}::"Gateway"`,
      eventId: p('eventId'),
      orderId: p('orderId'),
      outcome: p('outcome'),
    })
    .onConflict((oc) => oc.columns(['storeId', 'gateway', 'eventId']).doNothing()),
);

/** Claims a provider's event for an order: false when it was already claimed (applied or being applied). */
export async function claimPaymentEvent(tx: SqlTx, key: EventKey, orderId: number | null, outcome: string): Promise<boolean> {
  return (await claimStatement.exec(tx, { ...key, orderId, outcome })) === 1;
}

const markStatement = prepare('payments.markEvent', (p: Param<EventKey & { outcome: string }>) =>
  db
    .updateTable('paymentEvents')
    .set({ outcome: p('outcome') })
    .where('storeId', '=', p('storeId'))
    .where(sql<boolean>`gateway = ${p('gateway')}::"Gateway"`)
    .where('eventId', '=', p('eventId')),
);

/** What a claimed event did, when not what it was claimed as. */
export async function markPaymentEvent(tx: SqlTx, key: EventKey, outcome: 'REVIEW' | 'ALREADY'): Promise<void> {
  await markStatement.exec(tx, { ...key, outcome });
}

const paidStatement = prepare('payments.paidThroughProvider', (p: Param<{ orderId: number; exceptEvent: string }>) =>
  db
    .selectFrom('paymentEvents')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('orderId', '=', p('orderId'))
    .where('outcome', '=', sql.lit('PAID'))
    .where('eventId', '<>', p('exceptEvent')),
);

/** Whether a provider's payment (other than `exceptEvent`) approved this order. */
export async function paidThroughProvider(tx: SqlTx, orderId: number, exceptEvent = ''): Promise<boolean> {
  const [row] = await paidStatement.run(tx, { orderId, exceptEvent });
  return row.n > 0;
}
