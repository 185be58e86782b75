import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import { MAX_MONEY } from '../../lib/validation';

/** An affiliate's balance, changed by conditional statements: concurrent changes cannot pass a check together. */

const addStatement = prepare('affiliates.addToBalance', (p: Param<{ id: number; amount: string }>) =>
  db
    .updateTable('affiliates')
    .set({ balance: sql`balance + ${p('amount')}::numeric`, updatedAt: sql<Date>`now()` })
    .where('id', '=', p('id'))
    .where(sql<boolean>`abs(balance + ${p('amount')}::numeric) <= ${sql.lit(MAX_MONEY)}::numeric`),
);

/** Adds `amount` (negative: takes it) unless the balance would pass MAX_MONEY either way: whether it did. */
export async function addToBalance(tx: SqlTx, id: number, amount: string): Promise<boolean> {
  return (await addStatement.exec(tx, { id, amount })) === 1;
}

const debitStatement = prepare('affiliates.debit', (p: Param<{ id: number; amount: string }>) =>
  db
    .updateTable('affiliates')
    .set({ balance: sql`balance - ${p('amount')}::numeric`, updatedAt: sql<Date>`now()` })
    .where('id', '=', p('id'))
    .where(sql<boolean>`balance >= ${p('amount')}::numeric`),
);

/** Takes `amount` from the balance if it holds that much: whether it did. */
export async function debitBalance(tx: SqlTx, id: number, amount: string): Promise<boolean> {
  return (await debitStatement.exec(tx, { id, amount })) === 1;
}

/** An affiliate's figures per store-local day over [gte, lt): days as `YYYY-MM-DD` in `timezone`, sums as text (exact). */
interface MetricsArgs {
  storeId: number;
  affiliateId: number;
  gte: Date;
  lt: Date;
  timezone: string;
}

export interface OrdersDay {
  day: string;
  /** APPROVED orders that carried the affiliate, paid that day, and the sum of their net_received. */
  sales: number;
  revenue: string;
  /** Those of them that credited a commission, and the sum credited. */
  commissions: number;
  commission: string;
}

const ordersByDayStatement = prepare('affiliates.metricsOrders', (p: Param<MetricsArgs>) =>
  db
    .selectFrom('orders')
    .select([
      sql<string>`to_char(${sql.ref('paidAt')} AT TIME ZONE ${p('timezone')}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)::int`.as('sales'),
      sql<string>`sum(${sql.ref('netReceived')})::text`.as('revenue'),
      sql<number>`(count(*) FILTER (WHERE ${sql.ref('affiliateCommission')} > 0))::int`.as('commissions'),
      sql<string>`coalesce(sum(${sql.ref('affiliateCommission')}) FILTER (WHERE ${sql.ref('affiliateCommission')} > 0), 0)::text`.as('commission'),
    ])
    .where('storeId', '=', p('storeId'))
    .where('affiliateId', '=', p('affiliateId'))
    .where('status', '=', sql.lit('APPROVED'))
    .where('paidAt', '>=', p('gte'))
    .where('paidAt', '<', p('lt'))
    .groupBy(sql`1`),
);

/** The affiliate's approved orders per day (the same orders as its statistics: APPROVED and carrying it), by the day they were paid. */
export function approvedOrdersByDay(tx: SqlTx, args: MetricsArgs): Promise<OrdersDay[]> {
  return ordersByDayStatement.run(tx, args);
}

export interface WithdrawsDay {
  day: string;
  count: number;
  total: string;
}

const withdrawsByDayStatement = prepare('affiliates.metricsWithdraws', (p: Param<MetricsArgs>) =>
  db
    .selectFrom('affiliateTransactions')
    .select([
      sql<string>`to_char(${sql.ref('createdAt')} AT TIME ZONE ${p('timezone')}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)::int`.as('count'),
      sql<string>`sum(${sql.ref('amount')})::text`.as('total'),
    ])
    .where('storeId', '=', p('storeId'))
    .where('affiliateId', '=', p('affiliateId'))
    // A rejected request gave its amount back: only pending and paid ones left the balance.
    .where(sql<boolean>`${sql.ref('operation')} IN ('WITHDRAW_PENDING', 'WITHDRAW_PAID')`)
    .where('createdAt', '>=', p('gte'))
    .where('createdAt', '<', p('lt'))
    .groupBy(sql`1`),
);

/** The affiliate's withdraw requests per day they were made, rejected ones left out. */
export function withdrawsByDay(tx: SqlTx, args: MetricsArgs): Promise<WithdrawsDay[]> {
  return withdrawsByDayStatement.run(tx, args);
}
