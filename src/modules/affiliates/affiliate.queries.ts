import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db, prepare, withDates, type Param, type SqlTx } from '../../db/sql';
import { Prisma, type Affiliate, type AffiliatePackageCommission } from '../../generated/prisma/client';
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

/** The affiliates of a store: how many there are, for a page's total. */
const countStatement = prepare('affiliates.count', (p: Param<{ storeId: number }>) =>
  db
    .selectFrom('affiliates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('storeId', '=', p('storeId')),
);

/**
 * One page of a store's affiliates (by id), each with its package commissions as JSON: the list
 * page's read, on the pool (the REST and GraphQL pages; scenario 3 of `npm run bench`). Prisma's
 * count and join-include of the same page cost about two thirds of the request's CPU.
 */
const pageStatement = prepare('affiliates.page', (p: Param<{ storeId: number; take: number; skip: number }>) =>
  db
    .selectFrom('affiliates as a')
    .selectAll('a')
    .select(
      sql<CommissionJson[]>`(SELECT coalesce(json_agg(json_build_object('id', c.id, 'storeId', c.store_id, 'affiliateId', c.affiliate_id,
          'packageId', c.package_id, 'percentCommission', c.percent_commission::text, 'createdAt', c.created_at, 'updatedAt', c.updated_at)
          ORDER BY c.id), '[]') FROM affiliate_package_commissions c WHERE c.affiliate_id = a.id)`.as('packageCommissions'),
    )
    .where('a.storeId', '=', p('storeId'))
    .orderBy('a.id')
    .limit(p('take'))
    .offset(p('skip')),
);

interface CommissionJson {
  id: number;
  storeId: number;
  affiliateId: number;
  packageId: number;
  percentCommission: string;
  createdAt: string;
  updatedAt: string;
}

/** A page of affiliates as Prisma's `findMany` with `include: { packageCommissions }` reads it (Decimals, Dates), and the store's count. */
export async function affiliatePage(pool: Queryable, storeId: number, take: number, skip: number) {
  const [[{ n }], rows] = await Promise.all([countStatement.runOnPool(pool, { storeId }), pageStatement.runOnPool(pool, { storeId, take, skip })]);
  const page = rows.map(({ packageCommissions, ...a }): Affiliate & { packageCommissions: AffiliatePackageCommission[] } => ({
    ...(a as unknown as Affiliate),
    // pg reads numeric as text; the record carries Decimals, as Prisma's would.
    percentCommission: new Prisma.Decimal(a.percentCommission as unknown as string),
    balance: new Prisma.Decimal(a.balance as unknown as string),
    minWithdraw: new Prisma.Decimal(a.minWithdraw as unknown as string),
    packageCommissions: packageCommissions.map((c) =>
      withDates<AffiliatePackageCommission>({ ...c, percentCommission: new Prisma.Decimal(c.percentCommission) }),
    ),
  }));
  return { total: Number(n), page };
}

const statsStatement = prepare('affiliates.stats', (p: Param<{ storeId: number; ids: number[] }>) =>
  db
    .selectFrom('orders')
    .select((eb) => ['affiliateId', sql<string>`coalesce(sum(net_received), 0)::text`.as('revenue'), eb.fn.countAll<number>().as('sales')])
    .where('storeId', '=', p('storeId'))
    .where('status', '=', 'APPROVED')
    .where('affiliateId', '=', sql<number>`any(${p('ids')}::int[])`)
    .groupBy('affiliateId'),
);

/** Revenue (net received) and sales of the approved orders that carried each of `ids`: one grouped statement for a page, on the pool. */
export async function affiliateStats(pool: Queryable, storeId: number, ids: number[]) {
  const rows = await statsStatement.runOnPool(pool, { storeId, ids });
  return rows.map((r) => ({ affiliateId: r.affiliateId!, revenue: new Prisma.Decimal(r.revenue), sales: Number(r.sales) }));
}
