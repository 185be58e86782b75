import type { ServiceContext } from '../../context';
import type { Affiliate, AffiliatePackageCommission, AffiliateTransaction } from '../../generated/prisma/client';
import { money, timestamps } from '../../lib/present';
import { REDACTED } from '../game-servers/game-server.present';
import type {
  AffiliateItemJson,
  AffiliateJson,
  AffiliateMetricsJson,
  PackageCommissionJson,
  WithdrawRequestJson,
  WithdrawSettingsJson,
} from './affiliate.responses';
import type { AffiliateMetrics, MetricsSeries } from './affiliate.service';
import type { withdrawOperation } from './affiliate.schemas';
import type { z } from 'zod';

const base = (a: Affiliate) => ({
  id: a.id,
  store_id: a.storeId,
  name: a.name,
  ref_code: a.refCode,
  percent_commission: money(a.percentCommission)!,
  balance: money(a.balance)!,
  min_withdraw: money(a.minWithdraw)!,
  email: a.email,
  self_affiliated: a.selfAffiliated,
});

/** Stored as sent (a PATCH may set some keys only); every key is in the answer, null when never given. */
function withdrawSettings(a: Affiliate): WithdrawSettingsJson | null {
  const w = a.withdrawSettings as Partial<WithdrawSettingsJson> | null;
  if (!w) return null;
  return { full_name: w.full_name ?? null, pix_key: w.pix_key ?? null, pix_key_type: w.pix_key_type ?? null, cpf_cnpj: w.cpf_cnpj ?? null };
}

const presentCommission = (_ctx: ServiceContext, c: AffiliatePackageCommission): PackageCommissionJson => ({
  id: c.id,
  affiliate_id: c.affiliateId,
  package_id: c.packageId,
  percent_commission: money(c.percentCommission)!,
});

/** The list item: the spec's fields, with revenue and sales from one grouped query per page. */
export async function presentAffiliateItem(ctx: ServiceContext, a: Affiliate): Promise<AffiliateItemJson> {
  const stats = await ctx.loaders.affiliateStatsById.load(a.id);
  return {
    ...base(a),
    withdraw_settings: withdrawSettings(a),
    revenue: money(stats.revenue)!,
    sales: stats.sales,
    ...timestamps(ctx, a),
  };
}

/** One affiliate in full (get, create, update); `statistics` on request. */
export async function presentAffiliate(ctx: ServiceContext, a: Affiliate, opts: { statistics?: boolean } = {}): Promise<AffiliateJson> {
  const [commissions, stats] = await Promise.all([
    ctx.loaders.commissionsByAffiliate.load(a.id),
    opts.statistics ? ctx.loaders.affiliateStatsById.load(a.id) : undefined,
  ]);
  return {
    ...base(a),
    linked_discount_id: a.linkedDiscountId,
    withdraw_settings: withdrawSettings(a),
    dash_secret: REDACTED,
    package_commissions: commissions.map((c) => presentCommission(ctx, c)),
    ...(stats ? { statistics: { revenue: money(stats.revenue)!, sales: stats.sales } } : {}),
    ...timestamps(ctx, a),
  };
}

/** A withdraw request is a WITHDRAW_* row of the ledger; the service reads no other operation for it. */
export const presentWithdrawRequest = (ctx: ServiceContext, t: AffiliateTransaction): WithdrawRequestJson => ({
  id: t.id,
  store_id: t.storeId,
  affiliate_id: t.affiliateId,
  operation: t.operation as z.output<typeof withdrawOperation>,
  amount: money(t.amount)!,
  message: t.message,
  order_id: t.orderId,
  ...timestamps(ctx, t),
});

const presentSeries = (s: MetricsSeries) => ({
  total_count: s.count,
  total_value: money(s.total)!,
  // Report periods carry Z (UTC), as the reports' graphs do.
  graph: s.graph.map((p) => ({ date: p.date.toISOString(), count: p.count, total: money(p.total)! })),
});

export const presentAffiliateMetrics = (_ctx: ServiceContext, m: AffiliateMetrics): AffiliateMetricsJson => ({
  affiliate: { id: m.affiliate.id, name: m.affiliate.name, ref_code: m.affiliate.refCode, balance: money(m.affiliate.balance)! },
  commissions: presentSeries(m.commissions),
  withdraws: presentSeries(m.withdraws),
  store_revenue: presentSeries(m.storeRevenue),
});
