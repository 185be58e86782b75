import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import { lockAffiliateRow, lockWithdrawRequest } from '../../db/locks';
import { affiliatePage, approvedOrdersByDay, debitBalance, withdrawsByDay } from './affiliate.queries';
import { dayInZone, nextDay, startOfDayInZone } from '../../lib/format';
import type { Tx } from '../../db/client';
import { Prisma, type Affiliate, type AffiliateTransaction } from '../../generated/prisma/client';
import { conflict, invalid, notFound, validationFailed, type ErrorDetail } from '../../errors';
import { keysetOrder, keysetWhere, slice, type Slice } from '../../lib/keyset';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { generateSecret, sha256 } from '../../lib/secrets';
import { escapeLike } from '../../lib/text';
import { parseInput } from '../../lib/validation';
import {
  affiliateMetricsSchema,
  createAffiliateSchema,
  listAffiliatesSchema,
  listWithdrawRequestsSchema,
  settleWithdrawSchema,
  updateAffiliateSchema,
  withdrawOperation,
  withdrawRequestSchema,
  withdrawRequestsConnectionSchema,
  type AffiliateMetricsInput,
  type CreateAffiliateInput,
  type ListAffiliatesInput,
  type ListWithdrawRequestsInput,
  type SettleWithdrawInput,
  type UpdateAffiliateInput,
  type WithdrawRequestInput,
  type WithdrawRequestsConnectionInput,
} from './affiliate.schemas';
import { changeBalance } from './affiliate.balance';

export async function listAffiliates(ctx: ServiceContext, input: Wire<ListAffiliatesInput> = {}): Promise<ListResult<Affiliate>> {
  const q = parseInput(listAffiliatesSchema, input);
  const search = q.search?.trim();
  const where: Prisma.AffiliateWhereInput = {
    storeId: ctx.store.id,
    ...(q.email ? { email: q.email.trim().toLowerCase() } : {}),
    ...(search
      ? { OR: [{ name: { contains: escapeLike(search), mode: 'insensitive' } }, { email: { contains: escapeLike(search), mode: 'insensitive' } }] }
      : {}),
  };
  const orderBy = [{ id: 'asc' as const }];
  if (q.all) return { kind: 'all', data: await ctx.db.affiliate.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  // The page and its package commissions in one statement; the loader is primed for the presenters.
  // Unfiltered (the usual page): prepared statements on the pool; a search or an e-mail goes through Prisma.
  const [total, rows] =
    q.email || search
      ? await Promise.all([
          ctx.db.affiliate.count({ where }),
          ctx.db.affiliate.findMany({ where, orderBy, skip, take, relationLoadStrategy: 'join', include: { packageCommissions: { orderBy: { id: 'asc' } } } }),
        ])
      : await affiliatePage(ctx.sql, ctx.store.id, take, skip).then((r) => [r.total, r.page] as const);
  const data = rows.map(({ packageCommissions, ...affiliate }) => {
    ctx.loaders.commissionsByAffiliate.prime(affiliate.id, packageCommissions);
    return affiliate;
  });
  return { kind: 'page', data, total, page, perPage };
}

export async function getAffiliate(ctx: ServiceContext, id: number): Promise<Affiliate> {
  const affiliate = await ctx.db.affiliate.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!affiliate) throw notFound(`Affiliate ${id} not found`);
  return affiliate;
}

interface References {
  linked_discount_id?: number | null;
  package_commissions?: { package_id: number }[];
}

async function checkReferences(tx: Tx, storeId: number, data: References) {
  const errors: Required<ErrorDetail>[] = [];
  const ids = (data.package_commissions ?? []).map((c) => c.package_id);
  const [coupon, packages] = await Promise.all([
    data.linked_discount_id != null ? tx.coupon.findFirst({ where: { id: data.linked_discount_id, storeId }, select: { id: true } }) : null,
    ids.length ? tx.package.findMany({ where: { storeId, id: { in: ids } }, select: { id: true } }) : [],
  ]);
  if (data.linked_discount_id != null && !coupon) {
    errors.push({ field: 'linked_discount_id', rule: 'exists', message: `linked_discount_id ${data.linked_discount_id} is not a coupon of this store` });
  }
  const known = new Set(packages.map((p) => p.id));
  const seen = new Set<number>();
  ids.forEach((packageId, i) => {
    const field = `package_commissions.${i}.package_id`;
    if (!known.has(packageId)) errors.push({ field, rule: 'exists', message: `${field}: package ${packageId} is not a package of this store` });
    else if (seen.has(packageId)) errors.push({ field, rule: 'unique', message: `${field}: package ${packageId} is listed twice` });
    seen.add(packageId);
  });
  if (errors.length) throw validationFailed(errors);
}

/** Locks the affiliate's row for the rest of the transaction: changes to one affiliate queue up. */
async function lockAffiliate(tx: Tx, storeId: number, id: number): Promise<Affiliate | null> {
  return (await lockAffiliateRow(tx, storeId, id)) ? tx.affiliate.findUnique({ where: { id } }) : null;
}

async function assertRefCodeFree(tx: Tx, storeId: number, refCode: string, exceptId?: number) {
  const clash = await tx.affiliate.findFirst({
    where: { storeId, refCodeKey: refCode.toLowerCase(), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw invalid('ref_code', 'unique', 'ref_code is already used by another affiliate of this store (ignoring case)');
}

async function refCodeSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e)?.some((c) => c.includes('ref_code'))) {
      throw invalid('ref_code', 'unique', 'ref_code is already used by another affiliate of this store (ignoring case)');
    }
    throw e;
  }
}

async function replaceCommissions(tx: Tx, storeId: number, affiliateId: number, list: { package_id: number; percent_commission: number }[]) {
  await tx.affiliatePackageCommission.deleteMany({ where: { affiliateId } });
  if (list.length) {
    await tx.affiliatePackageCommission.createMany({
      data: list.map((c) => ({ storeId, affiliateId, packageId: c.package_id, percentCommission: c.percent_commission })),
    });
  }
}

export async function createAffiliate(ctx: ServiceContext, input: Wire<CreateAffiliateInput>): Promise<Affiliate> {
  const data = parseInput(createAffiliateSchema, input);
  const storeId = ctx.store.id;
  return refCodeSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await assertRefCodeFree(tx, storeId, data.ref_code);
      await checkReferences(tx, storeId, data);
      const affiliate = await tx.affiliate.create({
        data: {
          storeId,
          name: data.name,
          refCode: data.ref_code,
          refCodeKey: data.ref_code.toLowerCase(),
          percentCommission: data.percent_commission,
          email: data.email,
          balance: data.balance ?? 0,
          minWithdraw: data.min_withdraw ?? 0,
          selfAffiliated: data.self_affiliated ?? false,
          linkedDiscountId: data.linked_discount_id ?? null,
          withdrawSettings: (data.withdraw_settings ?? Prisma.DbNull) as Prisma.InputJsonValue,
          // The affiliate dashboard's secret: never shown by this API (always "[redacted]").
          dashSecretHash: sha256(generateSecret('dash')),
        },
      });
      if (data.package_commissions) await replaceCommissions(tx, storeId, affiliate.id, data.package_commissions);
      return affiliate;
    }),
  );
}

export async function updateAffiliate(ctx: ServiceContext, id: number, input: Wire<UpdateAffiliateInput>): Promise<Affiliate> {
  const data = parseInput(updateAffiliateSchema, input);
  const storeId = ctx.store.id;
  return refCodeSafe(() =>
    ctx.db.$transaction(async (tx) => {
      const current = await lockAffiliate(tx, storeId, id);
      if (!current) throw notFound(`Affiliate ${id} not found`);
      if (data.ref_code !== undefined && data.ref_code.toLowerCase() !== current.refCodeKey) await assertRefCodeFree(tx, storeId, data.ref_code, id);
      await checkReferences(tx, storeId, data);
      const updated = await tx.affiliate.update({
        where: { id },
        data: {
          ...(data.name !== undefined ? { name: data.name } : {}),
          ...(data.ref_code !== undefined ? { refCode: data.ref_code, refCodeKey: data.ref_code.toLowerCase() } : {}),
          ...(data.percent_commission !== undefined ? { percentCommission: data.percent_commission } : {}),
          ...(data.email !== undefined ? { email: data.email } : {}),
          ...(data.balance !== undefined ? { balance: data.balance } : {}),
          ...(data.min_withdraw !== undefined ? { minWithdraw: data.min_withdraw } : {}),
          ...(data.self_affiliated !== undefined ? { selfAffiliated: data.self_affiliated } : {}),
          ...(data.linked_discount_id !== undefined ? { linkedDiscountId: data.linked_discount_id } : {}),
          ...(data.withdraw_settings !== undefined ? { withdrawSettings: (data.withdraw_settings ?? Prisma.DbNull) as Prisma.InputJsonValue } : {}),
        },
      });
      if (data.package_commissions) await replaceCommissions(tx, storeId, id, data.package_commissions);
      return updated;
    }),
  );
}

/** An affiliate with a withdrawal still pending cannot be deleted (409): settle it first. */
export async function deleteAffiliate(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const current = await lockAffiliate(tx, ctx.store.id, id);
    if (!current) throw notFound(`Affiliate ${id} not found`);
    const pending = await tx.affiliateTransaction.count({ where: { affiliateId: id, operation: 'WITHDRAW_PENDING' } });
    if (pending) throw conflict(`Affiliate ${id} has ${pending} pending withdraw request(s); mark them paid or rejected first`);
    await tx.affiliate.delete({ where: { id } });
  });
}

// ---------- withdrawals ----------

/**
 * A withdraw request debits the balance at once, with a conditional update: two concurrent
 * requests can never take the balance below zero.
 */
export async function requestWithdraw(ctx: ServiceContext, input: Wire<WithdrawRequestInput>): Promise<AffiliateTransaction> {
  const data = parseInput(withdrawRequestSchema, input);
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const affiliate = await lockAffiliate(tx, storeId, data.affiliate_id);
    if (!affiliate) throw invalid('affiliate_id', 'exists', `affiliate_id ${data.affiliate_id} is not an affiliate of this store`);
    if (new Prisma.Decimal(data.amount).lt(affiliate.minWithdraw)) {
      throw invalid('amount', 'min', `amount must be at least the affiliate's min_withdraw (${affiliate.minWithdraw.toFixed(2)})`);
    }
    if (!(await debitBalance(tx, affiliate.id, String(data.amount)))) throw conflict('Balance too low for this withdrawal');
    return tx.affiliateTransaction.create({
      data: { storeId, affiliateId: affiliate.id, operation: 'WITHDRAW_PENDING', amount: data.amount },
    });
  });
}

/** The conditions of the withdraw request list's validated filters (the page's and the connection's). */
const withdrawFilters = (
  ctx: ServiceContext,
  q: { operation?: AffiliateTransaction['operation']; affiliate_id?: number },
): Prisma.AffiliateTransactionWhereInput => ({
  storeId: ctx.store.id,
  operation: q.operation ?? { in: withdrawOperation.options },
  ...(q.affiliate_id ? { affiliateId: q.affiliate_id } : {}),
});

export async function listWithdrawRequests(ctx: ServiceContext, input: Wire<ListWithdrawRequestsInput> = {}): Promise<ListResult<AffiliateTransaction>> {
  const q = parseInput(listWithdrawRequestsSchema, input);
  const where = withdrawFilters(ctx, q);
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  if (q.all) return { kind: 'all', data: await ctx.db.affiliateTransaction.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.affiliateTransaction.count({ where }), ctx.db.affiliateTransaction.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

/**
 * The withdraw requests as a connection (GraphQL only): listWithdrawRequests' filters, a keyset page
 * (src/lib/keyset.ts) over the (store_id, operation, created_at) and (store_id, affiliate_id, created_at) indexes.
 */
export async function withdrawRequestsConnection(ctx: ServiceContext, input: Wire<WithdrawRequestsConnectionInput> = {}): Promise<Slice<AffiliateTransaction>> {
  const q = parseInput(withdrawRequestsConnectionSchema, input);
  const where = withdrawFilters(ctx, q);
  return slice('withdraw_requests', q, {
    rows: (range, reverse, take) => ctx.db.affiliateTransaction.findMany({ where: { AND: [where, keysetWhere(range)] }, orderBy: keysetOrder(reverse), take }),
    count: () => ctx.db.affiliateTransaction.count({ where }),
  });
}

/** Marks a pending withdrawal paid, or rejected, which credits the amount back. */
export async function settleWithdraw(ctx: ServiceContext, id: number, input: Wire<SettleWithdrawInput>): Promise<AffiliateTransaction> {
  const data = parseInput(settleWithdrawSchema, input);
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    if (!(await lockWithdrawRequest(tx, storeId, id))) throw notFound(`Withdraw request ${id} not found`);
    const current = (await tx.affiliateTransaction.findUnique({ where: { id } }))!;
    if (current.operation !== 'WITHDRAW_PENDING') throw conflict(`Withdraw request ${id} is already ${current.operation}`);
    if (data.operation === 'WITHDRAW_REJECTED') {
      await changeBalance(tx, current.affiliateId, current.amount);
    }
    return tx.affiliateTransaction.update({
      where: { id },
      data: { operation: data.operation, ...(data.message !== undefined ? { message: data.message } : {}) },
    });
  });
}

// ---------- metrics

/** The longest period metrics cover, in days (as the reports). */
const MAX_METRICS_DAYS = 366;
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** One store-local day of a series: `date` is the day's first instant. */
interface MetricsPoint {
  date: Date;
  count: number;
  total: Prisma.Decimal;
}

export interface MetricsSeries {
  count: number;
  total: Prisma.Decimal;
  graph: MetricsPoint[];
}

export interface AffiliateMetrics {
  affiliate: Affiliate;
  /** Commissions of its approved orders, by the day they were paid. */
  commissions: MetricsSeries;
  /** Its withdraw requests, pending or paid (a rejected one gave its amount back), by the day they were made. */
  withdraws: MetricsSeries;
  /** Its approved orders and what the store received for them (net), by the day they were paid. */
  storeRevenue: MetricsSeries;
}

/**
 * An affiliate's figures over store-local days (default: the 30 days to today), each with one point
 * per day, zeros included. Orders are the ones `statistics` counts (APPROVED, carrying the affiliate):
 * over a period that holds all of them, store_revenue's count and total are its sales and revenue.
 */
export async function affiliateMetrics(ctx: ServiceContext, id: number, input: Wire<AffiliateMetricsInput> = {}): Promise<AffiliateMetrics> {
  const q = parseInput(affiliateMetricsSchema, input);
  const zone = ctx.store.timezone;
  const to = q.to ?? (q.from ? addDays(q.from, 29) : dayInZone(new Date(), zone));
  const from = q.from ?? addDays(to, -29);
  if (from > to) throw invalid('to', 'range', 'to must not be before from');
  const length = daysBetween(from, to);
  if (length > MAX_METRICS_DAYS) throw invalid('to', 'range', `metrics cover at most ${MAX_METRICS_DAYS} days`);
  const args = { storeId: ctx.store.id, affiliateId: id, gte: startOfDayInZone(from, zone), lt: startOfDayInZone(nextDay(to), zone), timezone: zone };
  const [affiliate, orders, withdraws] = await Promise.all([
    ctx.db.affiliate.findFirst({ where: { id, storeId: ctx.store.id } }),
    approvedOrdersByDay(ctx.db, args),
    withdrawsByDay(ctx.db, args),
  ]);
  if (!affiliate) throw notFound(`Affiliate ${id} not found`);
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  const series = <R extends { day: string }>(rows: R[], count: (r: R) => number, total: (r: R) => string): MetricsSeries => {
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const graph = days.map((day) => {
      const r = byDay.get(day);
      return { date: startOfDayInZone(day, zone), count: r ? count(r) : 0, total: new Prisma.Decimal(r ? total(r) : 0) };
    });
    return {
      count: graph.reduce((n, p) => n + p.count, 0),
      total: graph.reduce((sum, p) => sum.add(p.total), new Prisma.Decimal(0)),
      graph,
    };
  };
  return {
    affiliate,
    commissions: series(
      orders,
      (r) => r.commissions,
      (r) => r.commission,
    ),
    withdraws: series(
      withdraws,
      (r) => r.count,
      (r) => r.total,
    ),
    storeRevenue: series(
      orders,
      (r) => r.sales,
      (r) => r.revenue,
    ),
  };
}
