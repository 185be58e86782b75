import { type ExpressionBuilder, sql } from 'kysely';
import { db, run, type SqlTx } from '../../db/sql';
import type { DB } from '../../generated/kysely/db';

/**
 * Which of a store's orders and subscriptions are a signed-in buyer's (issue 32): those placed with
 * their verified e-mail (client_email, ignoring case) or naming their Discord user in client_discord
 * (the id as checkout takes it: the bare snowflake, a mention <@id> or <@!id>, or FiveM's discord:id).
 * A Discord user name is never matched: anyone can type one. Both columns are searched through
 * (store_id, lower(...)) indexes (migrations order_search and buyers).
 */
export interface BuyerIdentity {
  email: string | null;
  discordId: string | null;
}

/** The spellings of a Discord id that client_discord may hold, lower-cased. */
const discordForms = (id: string) => [id, `<@${id}>`, `<@!${id}>`, `discord:${id}`];

type Matchable = 'orders' | 'subscriptions';

/** The buyer's rows of `table` (none for a buyer with neither an e-mail nor a Discord id, which the table's check forbids). */
function theirs<T extends Matchable>(who: BuyerIdentity) {
  return (eb: ExpressionBuilder<DB, T>) => {
    const any = [];
    if (who.email) any.push(eb(sql<string>`lower(client_email)`, '=', who.email.toLowerCase()));
    if (who.discordId) any.push(eb(sql<string>`lower(client_discord)`, 'in', discordForms(who.discordId)));
    return eb.or(any);
  };
}

/** A page of the buyer's order ids, newest first, and how many there are. */
export async function buyerOrderIds(tx: SqlTx, storeId: number, who: BuyerIdentity, page: { skip: number; take: number }) {
  const base = db.selectFrom('orders').where('storeId', '=', storeId).where(theirs<'orders'>(who));
  const [rows, counted] = await Promise.all([
    run(tx, base.select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(page.skip).limit(page.take)),
    run(
      tx,
      base.select((eb) => eb.fn.countAll<string>().as('total')),
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(counted[0]?.total ?? 0) };
}

/** The id of the buyer's order with this internal id, if it is theirs. */
export async function buyerOrderId(tx: SqlTx, storeId: number, who: BuyerIdentity, internalId: string): Promise<number | null> {
  const rows = await run(
    tx,
    db.selectFrom('orders').select('id').where('storeId', '=', storeId).where('internalId', '=', internalId).where(theirs<'orders'>(who)).limit(1),
  );
  return rows[0]?.id ?? null;
}

/** The ids of the buyer's subscriptions that still run (not EXPIRED), newest first. */
export async function buyerSubscriptionIds(tx: SqlTx, storeId: number, who: BuyerIdentity): Promise<number[]> {
  const rows = await run(
    tx,
    db
      .selectFrom('subscriptions')
      .select('id')
      .where('storeId', '=', storeId)
      .where(sql<boolean>`status <> 'EXPIRED'`)
      .where(theirs<'subscriptions'>(who))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(100),
  );
  return rows.map((r) => r.id);
}
