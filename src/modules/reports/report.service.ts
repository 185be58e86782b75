import { createHash } from 'node:crypto';
import type { Wire } from '../../lib/wire';
import type { ServiceContext } from '../../context';
import { Prisma } from '../../generated/prisma/client';
import { invalid } from '../../errors';
import { dayInZone, nextDay, startOfDayInZone } from '../../lib/format';
import { parseInput } from '../../lib/validation';
import { Gateway } from '../../generated/prisma/enums';
import {
  MAX_REPORT_DAYS,
  rangeSchema,
  topCustomersSchema,
  userSpentSchema,
  visitorsSchema,
  type RangeInput,
  type TopCustomersInput,
  type UserSpentInput,
  type VisitorsInput,
} from './report.schemas';
import { cachedTopCustomers, cacheTopCustomers, computeTopCustomers, insertVisit, promotionsTotals, spentBy, type PromotionsTotals } from './report.queries';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

function checkRange(from: string, to: string, fromField = 'from', toField = 'to') {
  if (from > to) throw invalid(toField, 'range', `${toField} must not be before ${fromField}`);
  if (daysBetween(from, to) > MAX_REPORT_DAYS) throw invalid(toField, 'range', `a report covers at most ${MAX_REPORT_DAYS} days`);
}

/** The instants a range of store-local days covers: [start of from, start of the day after to). */
function period(ctx: ServiceContext, from: string, to: string) {
  return { gte: startOfDayInZone(from, ctx.store.timezone), lt: startOfDayInZone(nextDay(to), ctx.store.timezone) };
}

export interface GatewayRow {
  gateway: Gateway;
  sales: number;
  revenue: Prisma.Decimal | number;
  grossRevenue: Prisma.Decimal | number;
}

/** A calendar day as the Date Prisma sends for a `date` column. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Approved orders by gateway, paid within the store-local days; every gateway listed, zeros
 * included. Read from the daily rollup (at most 366 x 5 rows), never from the orders themselves.
 */
export async function gatewayReport(ctx: ServiceContext, input: Wire<RangeInput>): Promise<GatewayRow[]> {
  const q = parseInput(rangeSchema, input);
  checkRange(q.from, q.to);
  const rows = await ctx.db.orderDailyStat.groupBy({
    by: ['gateway'],
    where: { storeId: ctx.store.id, day: { gte: dateOf(q.from), lte: dateOf(q.to) } },
    _sum: { sales: true, revenue: true, grossRevenue: true },
  });
  const byGateway = new Map(rows.map((r) => [r.gateway, r]));
  return Object.values(Gateway).map((gateway) => {
    const r = byGateway.get(gateway);
    return { gateway, sales: r?._sum.sales ?? 0, revenue: r?._sum.revenue ?? 0, grossRevenue: r?._sum.grossRevenue ?? 0 };
  });
}

export interface VisitorsGraph {
  graph: { date: Date; visits: number }[];
  variation: number;
}

async function visitsByDay(ctx: ServiceContext, from: string, to: string): Promise<Map<string, number>> {
  const rows = await ctx.db.visit.groupBy({
    by: ['day'],
    where: { storeId: ctx.store.id, day: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day), r._count._all]));
}

/**
 * Visitors per store-local day (zeros included), and the percent change of the total against the
 * comparison period: by default the same number of days just before `from`; 0 when that had none.
 */
export async function visitorsGraph(ctx: ServiceContext, input: Wire<VisitorsInput>): Promise<VisitorsGraph> {
  const q = parseInput(visitorsSchema, input);
  checkRange(q.from, q.to);
  if ((q.compare_from === undefined) !== (q.compare_to === undefined)) {
    throw invalid(q.compare_from === undefined ? 'compare_from' : 'compare_to', 'required', 'compare_from and compare_to go together');
  }
  const length = daysBetween(q.from, q.to);
  const compareFrom = q.compare_from ?? addDays(q.from, -length);
  const compareTo = q.compare_to ?? addDays(q.from, -1);
  checkRange(compareFrom, compareTo, 'compare_from', 'compare_to');
  const [current, previous] = await Promise.all([visitsByDay(ctx, q.from, q.to), visitsByDay(ctx, compareFrom, compareTo)]);
  const graph = Array.from({ length }, (_, i) => {
    const day = addDays(q.from, i);
    return { date: startOfDayInZone(day, ctx.store.timezone), visits: current.get(day) ?? 0 };
  });
  const total = graph.reduce((s, p) => s + p.visits, 0);
  const before = [...previous.values()].reduce((s, n) => s + n, 0);
  const variation = before === 0 ? 0 : Math.round(((total - before) / before) * 10_000) / 100;
  return { graph, variation };
}

export interface TopCustomer {
  username: string;
  identifier: string;
  spent: Prisma.Decimal | number;
  purchases: number;
}

/**
 * Buyers (client identifiers, ignoring case) by money spent on approved orders in the period
 * (default: the last 30 store-local days).
 *
 * Exact top-N over an arbitrary range has to aggregate every approved order of the range, which
 * grows with the store. So the result is kept in report_cache with the range's version: the sum
 * of `changes` of its order_daily_stats rows, which every approval, refund or chargeback in the
 * range raises in its own transaction. Same version, same answer: a hit is one statement; a miss
 * computes the report and its version in one statement (one snapshot), then stores it.
 */
export async function topCustomers(ctx: ServiceContext, input: Wire<TopCustomersInput> = {}): Promise<{ data: TopCustomer[]; from: Date; to: Date }> {
  const q = parseInput(topCustomersSchema, input);
  const today = dayInZone(new Date(), ctx.store.timezone);
  const to = q.to ?? (q.from ? addDays(q.from, 29) : today);
  const from = q.from ?? addDays(to, -29);
  checkRange(from, to);
  const range = period(ctx, from, to);
  const limit = q.limit ?? 10;
  const storeId = ctx.store.id;
  const key = `top_customers:${from}:${to}:${limit}`;
  let body = await cachedTopCustomers(ctx.db, { storeId, from, to, key });
  if (!body) {
    const computed = await computeTopCustomers(ctx.db, { storeId, from, to, gte: range.gte, lt: range.lt, limit });
    body = computed.body;
    await cacheTopCustomers(ctx.db, { storeId, key, version: computed.version, body });
  }
  return {
    data: body.map((r) => ({ identifier: r.identifier, username: r.username, spent: new Prisma.Decimal(r.spent), purchases: r.purchases })),
    from: range.gte,
    to: new Date(range.lt.getTime() - 1),
  };
}

export interface UserSpent {
  clientIdentifier: string | null;
  email: string | null;
  purchases: number;
  gross: Prisma.Decimal;
  net: Prisma.Decimal;
}

/**
 * What a buyer has spent in the store, ever: their approved orders, as reports count them (a refund
 * or chargeback takes the order out). The identifier is matched ignoring case, as top customers
 * groups buyers, through the search index (store_id, lower(client_identifier)); the e-mail, stored
 * lower-cased, through (store_id, client_email). Both given: orders that match both.
 */
export async function userSpent(ctx: ServiceContext, input: Wire<UserSpentInput>): Promise<UserSpent> {
  const q = parseInput(userSpentSchema, input);
  if (!q.client_identifier && !q.email) throw invalid('client_identifier', 'required', 'client_identifier or email is required');
  const email = q.email?.toLowerCase();
  const row = await spentBy(ctx.db, { storeId: ctx.store.id, clientIdentifier: q.client_identifier || undefined, email });
  return { clientIdentifier: q.client_identifier ?? null, email: email ?? null, ...row };
}

/**
 * Counts one storefront visitor per store-local day: the caller's `x-visitor-id`, or a hash of
 * address and user agent. Fire-and-forget: the storefront response never waits for it.
 */
/**
 * How many visitors one client address may count for a store in a day. `x-visitor-id` and the user
 * agent are the client's to choose, so alone they would let one client count itself as thousands
 * of visitors; bounding them per address keeps a shared address (an office, a carrier's NAT)
 * counting several people while one client's inflation stops here.
 */
export const VISITORS_PER_ADDRESS = 20;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** Resolves to the rows written (1, or 0: already counted today, or the address's bound reached), undefined when it failed. */
export function recordVisit(ctx: ServiceContext, visitor: { id?: string; ip?: string; userAgent?: string }): Promise<number | undefined> {
  const day = dayInZone(new Date(), ctx.store.timezone);
  const storeId = ctx.store.id;
  const address = visitor.ip ?? '';
  const raw = visitor.id ? `id:${visitor.id}` : `ip:${address}|ua:${visitor.userAgent ?? ''}`;
  const visitorHash = hashOf(`${storeId}|${raw}`);
  const addressHash = hashOf(`${storeId}|address:${address}`);
  // Under concurrency an address may pass the bound by the few visits in flight: a statistic, not money.
  return insertVisit(ctx.db, { storeId, day, visitorHash, addressHash, max: VISITORS_PER_ADDRESS }).catch(() => undefined);
}

export interface PromotionsReport extends PromotionsTotals {
  /** The period's first instant and the first instant after it. */
  gte: Date;
  lt: Date;
}

/**
 * What promotions cost and brought in a range of store-local days (issue 33): approved orders paid in
 * it, their subtotal at the packages' own prices, what sales and coupons took off, what the store took
 * for them (price + gift_card_amount: the gateway's part and the gift cards'), what gift cards paid,
 * and the 50 coupons that took the most. Read from the orders (one statement on their status/paid_at index).
 */
export async function promotionsReport(ctx: ServiceContext, input: Wire<RangeInput>): Promise<PromotionsReport> {
  const q = parseInput(rangeSchema, input);
  checkRange(q.from, q.to);
  const range = period(ctx, q.from, q.to);
  return { ...(await promotionsTotals(ctx.db, ctx.store.id, range)), ...range };
}
