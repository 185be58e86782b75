import { sql } from 'kysely';
import { db, fieldsJson, type Param, prepare, run, type SqlTx } from '../../db/sql';
import type { Prisma } from '../../generated/prisma/client';

/**
 * The reports' statements that Prisma's groupBy cannot say: top customers with its cache
 * (report_cache, versioned by the range's order_daily_stats changes), a buyer's spending, and the
 * bounded visit count.
 */

/** A top-customers report as cached: `spent` as text, so it reads back exactly. */
export interface TopCustomersBody {
  identifier: string;
  username: string;
  spent: string;
  purchases: number;
}

interface RangeArgs {
  storeId: number;
  /** Store-local days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

/** The range's version: the sum of its order_daily_stats `changes`, raised by every approval, refund or chargeback in it. */
const version = (p: Param<RangeArgs>) =>
  db
    .selectFrom('orderDailyStats')
    .select(sql<bigint>`coalesce(sum(${sql.ref('changes')}), 0)::bigint`.as('version'))
    .where('storeId', '=', p('storeId'))
    .where((eb) => eb.between('day', sql<Date>`${p('from')}::date`, sql<Date>`${p('to')}::date`));

const cachedTopCustomersStatement = prepare('reports.cachedTopCustomers', (p: Param<RangeArgs & { key: string }>) =>
  db
    .with('v', () => version(p))
    .selectFrom('v')
    .leftJoin('reportCache as c', (join) => join.on('c.storeId', '=', p('storeId')).on('c.key', '=', p('key')).onRef('c.version', '=', 'v.version'))
    .select(sql<TopCustomersBody[] | null>`${sql.ref('c.body')}`.as('body')),
);

/** The cached report under `key` if the range's version is still the one it was computed at: one statement. */
export async function cachedTopCustomers(tx: SqlTx, args: RangeArgs & { key: string }): Promise<TopCustomersBody[] | null | undefined> {
  const [cached] = await cachedTopCustomersStatement.run(tx, args);
  return cached?.body;
}

type ComputeArgs = RangeArgs & { gte: Date; lt: Date; limit: number };

/** Who a customer is: the client identifier, else (an order that named no player) the e-mail address. */
const buyerKey = sql<string>`coalesce(${sql.ref('clientIdentifier')}, ${sql.ref('clientEmail')})`;

const computeTopCustomersStatement = prepare('reports.computeTopCustomers', (p: Param<ComputeArgs>) =>
  db
    .with('v', () => version(p))
    .with('r', (q) =>
      q
        .selectFrom('orders')
        .select([
          sql<string>`(array_agg(${buyerKey} ORDER BY ${sql.ref('createdAt')} DESC))[1]`.as('identifier'),
          sql<string>`(array_agg(${sql.ref('clientName')} ORDER BY ${sql.ref('createdAt')} DESC))[1]`.as('username'),
          sql<string>`sum(${sql.ref('price')})::text`.as('spent'),
          sql<number>`count(*)::int`.as('purchases'),
          sql<number>`row_number() OVER (ORDER BY sum(${sql.ref('price')}) DESC, count(*) DESC, lower(${buyerKey}) ASC)`.as('rank'),
        ])
        .where('storeId', '=', p('storeId'))
        .where('status', '=', sql.lit('APPROVED'))
        .where('paidAt', '>=', p('gte'))
        .where('paidAt', '<', p('lt'))
        .groupBy(sql`lower(${buyerKey})`)
        .orderBy('rank')
        .limit(p('limit')),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('v').select('version').$asScalar().as('version'),
      sql<TopCustomersBody[]>`coalesce((${eb
        .selectFrom('r')
        .select(sql`json_agg(${fieldsJson('r', ['identifier', 'username', 'spent', 'purchases'])} ORDER BY ${sql.ref('rank')})`.as('body'))}), '[]'::json)`.as(
        'body',
      ),
    ]),
);

/**
 * Buyers (client identifiers, ignoring case) by money spent on approved orders paid in [gte, lt),
 * the top `limit`, with the range's version read in the same statement (one snapshot).
 */
export async function computeTopCustomers(tx: SqlTx, args: ComputeArgs): Promise<{ version: bigint; body: TopCustomersBody[] }> {
  const [computed] = await computeTopCustomersStatement.run(tx, args);
  return computed as { version: bigint; body: TopCustomersBody[] };
}

const cacheTopCustomersStatement = prepare('reports.cacheTopCustomers', (p: Param<{ storeId: number; key: string; version: bigint; body: string }>) =>
  db
    .insertInto('reportCache')
    .values({
      storeId: p('storeId'),
      key: p('key'),
      version: sql<string>`${p('version')}`,
      body: sql`${p('body')}::jsonb`,
      updatedAt: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['storeId', 'key'])
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), body: eb.ref('excluded.body'), updatedAt: sql<Date>`now()` }))
        .whereRef('reportCache.version', '<', 'excluded.version'),
    ),
);

/** Stores a computed report, unless a newer version is already there. */
export async function cacheTopCustomers(tx: SqlTx, args: { storeId: number; key: string; version: bigint; body: TopCustomersBody[] }): Promise<void> {
  await cacheTopCustomersStatement.exec(tx, { ...args, body: JSON.stringify(args.body) });
}

/**
 * A buyer's approved orders: how many, their price and what was received. The filters present
 * change the statement (each has its index), so it is built per call: a report, not a hot path.
 */
export async function spentBy(
  tx: SqlTx,
  q: { storeId: number; clientIdentifier?: string; email?: string },
): Promise<{ purchases: number; gross: Prisma.Decimal; net: Prisma.Decimal }> {
  const [row] = await run(
    tx,
    db
      .selectFrom('orders')
      .select([
        sql<number>`count(*)::int`.as('purchases'),
        sql<Prisma.Decimal>`coalesce(sum(${sql.ref('price')}), 0)`.as('gross'),
        sql<Prisma.Decimal>`coalesce(sum(${sql.ref('netReceived')}), 0)`.as('net'),
      ])
      .where('storeId', '=', q.storeId)
      .where('status', '=', sql.lit('APPROVED'))
      .$if(!!q.clientIdentifier, (qb) => qb.where(sql`lower(${sql.ref('clientIdentifier')})`, '=', sql`lower(${q.clientIdentifier})`))
      .$if(!!q.email, (qb) => qb.where('clientEmail', '=', q.email as string)),
  );
  return row;
}

export interface VisitArgs {
  storeId: number;
  /** The store-local day, `YYYY-MM-DD`. */
  day: string;
  visitorHash: string;
  addressHash: string;
  /** How many visitors the address may count for the store that day. */
  max: number;
}

const recordVisitStatement = prepare('reports.recordVisit', (p: Param<VisitArgs>) =>
  db
    .insertInto('visits')
    .columns(['storeId', 'day', 'visitorHash', 'addressHash'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${p('storeId')}`.as('storeId'),
          sql<Date>`${p('day')}::date`.as('day'),
          sql<string>`${p('visitorHash')}`.as('visitorHash'),
          sql<string>`${p('addressHash')}`.as('addressHash'),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom('visits')
              .select(sql<number>`count(*)`.as('n'))
              .where('storeId', '=', p('storeId'))
              .where('day', '=', sql<Date>`${p('day')}::date`)
              .where('addressHash', '=', p('addressHash'))
              .$asScalar(),
          '<',
          p('max'),
        ),
    )
    .onConflict((oc) => oc.columns(['storeId', 'day', 'visitorHash']).doNothing()),
);

/** Counts a visitor for the day unless already counted or the address's bound is reached: the rows written (1 or 0). */
export function insertVisit(tx: SqlTx, args: VisitArgs): Promise<number> {
  return recordVisitStatement.exec(tx, args);
}

/** The promotions report's sums over approved orders, as text (exact money). */
export interface PromotionsTotals {
  orders: number;
  subtotal: string;
  saleDiscount: string;
  couponDiscount: string;
  revenue: string;
  giftCard: string;
  byCoupon: { code: string; orders: number; discount: string }[];
}

/**
 * Approved orders paid in [gte, lt): their count and the sums of their price parts, and the 50 coupons
 * that took the most (then by code), in one statement over the (store_id, status, paid_at) index.
 */
const promotionsStatement = prepare(
  'reports.promotions',
  (p: Param<{ storeId: number; gte: Date; lt: Date }>) =>
    sql<PromotionsTotals>`
    WITH o AS (
      SELECT subtotal, sale_discount, coupon_discount, price, gift_card_amount, promo_code
      FROM orders
      WHERE store_id = ${p('storeId')} AND status = 'APPROVED' AND paid_at >= ${p('gte')}::timestamptz AND paid_at < ${p('lt')}::timestamptz
    )
    SELECT count(*)::int AS orders,
      coalesce(sum(subtotal), 0)::text AS subtotal,
      coalesce(sum(sale_discount), 0)::text AS sale_discount,
      coalesce(sum(coupon_discount), 0)::text AS coupon_discount,
      coalesce(sum(price + gift_card_amount), 0)::text AS revenue,
      coalesce(sum(gift_card_amount), 0)::text AS gift_card,
      (SELECT coalesce(json_agg(json_build_object('code', c.code, 'orders', c.orders, 'discount', c.discount::text) ORDER BY c.discount DESC, c.code), '[]')
       FROM (SELECT promo_code AS code, count(*)::int AS orders, sum(coupon_discount) AS discount
             FROM o WHERE promo_code IS NOT NULL GROUP BY promo_code ORDER BY discount DESC, code LIMIT 50) c) AS by_coupon
    FROM o`,
);

export async function promotionsTotals(tx: SqlTx, storeId: number, range: { gte: Date; lt: Date }): Promise<PromotionsTotals> {
  const [row] = await promotionsStatement.run(tx, { storeId, ...range });
  return row;
}
