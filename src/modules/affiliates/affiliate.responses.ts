import { count, id, money, named, percent, redacted, timestampsShape, UtcTimestamp, z } from '../../lib/responses';
import { PIX_KEY_TYPES, withdrawOperation } from './affiliate.schemas';

/** REST response schemas of affiliates: what affiliate.present.ts returns. */

const WithdrawSettings = named(
  'WithdrawSettings',
  z.strictObject({
    full_name: z.string().nullable(),
    pix_key: z.string().nullable(),
    pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
    cpf_cnpj: z.string().nullable(),
  }),
  'Where withdrawals are paid (PIX); a setting never given is null',
);

const PackageCommission = named(
  'PackageCommission',
  z.strictObject({
    id: id(),
    affiliate_id: id(),
    package_id: id(),
    percent_commission: percent().describe('0..100; overrides the affiliate percent for this package (0 = none)'),
  }),
);

const baseShape = {
  id: id(),
  store_id: id(),
  name: z.string(),
  ref_code: z.string(),
  percent_commission: percent(),
  balance: money(),
  min_withdraw: money(),
  email: z.string(),
  self_affiliated: z.boolean(),
};

const statistics = () => z.strictObject({ revenue: money().describe('Net received of APPROVED orders'), sales: count() });

/** The list item: the spec's fields, with revenue and sales. */
export const AffiliateItem = named(
  'AffiliateItem',
  z.strictObject({
    ...baseShape,
    withdraw_settings: WithdrawSettings.nullable(),
    revenue: money().describe('Net received of APPROVED orders that carried the affiliate'),
    sales: count(),
    ...timestampsShape,
  }),
);

/** One affiliate in full (get, create, update); `statistics` only when asked for. */
export const Affiliate = named(
  'Affiliate',
  z.strictObject({
    ...baseShape,
    linked_discount_id: id().nullable(),
    withdraw_settings: WithdrawSettings.nullable(),
    dash_secret: redacted(),
    package_commissions: z.array(PackageCommission),
    statistics: statistics().optional().describe('Only with ?statistics=true'),
    ...timestampsShape,
  }),
);

export const WithdrawRequest = named(
  'WithdrawRequest',
  z.strictObject({
    id: id(),
    store_id: id(),
    affiliate_id: id(),
    operation: withdrawOperation,
    amount: money(),
    message: z.string().nullable(),
    order_id: id().nullable(),
    ...timestampsShape,
  }),
);

/** A figure over the period: its count and total, and one point per store-local day (zeros included). */
const MetricsSeries = named(
  'AffiliateMetricsSeries',
  z.strictObject({
    total_count: count(),
    total_value: money().describe("In the store's currency"),
    graph: z.array(
      z.strictObject({
        date: UtcTimestamp.describe('The start of the store-local day, in UTC'),
        count: count(),
        total: money(),
      }),
    ),
  }),
);

/** GET /v1/app/affiliate/{id}/metrics. */
export const AffiliateMetrics = named(
  'AffiliateMetrics',
  z.strictObject({
    affiliate: z.strictObject({ id: id(), name: z.string(), ref_code: z.string(), balance: money() }),
    // commissions: of the affiliate's APPROVED orders, by the day they were paid; withdraws: requests made
    // in the period, pending or paid (a rejected one gave its amount back); store_revenue: the APPROVED
    // orders that carried the affiliate and their net received, by the day they were paid.
    commissions: MetricsSeries,
    withdraws: MetricsSeries,
    store_revenue: MetricsSeries,
  }),
);

export type WithdrawSettingsJson = z.output<typeof WithdrawSettings>;
export type PackageCommissionJson = z.output<typeof PackageCommission>;
export type AffiliateItemJson = z.output<typeof AffiliateItem>;
export type AffiliateJson = z.output<typeof Affiliate>;
export type WithdrawRequestJson = z.output<typeof WithdrawRequest>;
export type AffiliateMetricsJson = z.output<typeof AffiliateMetrics>;
