import { count, gql, id, money, named, percent, redacted, timestampsShape, UtcTimestamp, z } from '../../lib/responses';
import { PIX_KEY_TYPES, withdrawOperation } from './affiliate.schemas';

/** REST response schemas of affiliates: what affiliate.present.ts returns. */

export const WithdrawSettings = gql(
  named(
    'WithdrawSettings',
    z.strictObject({
      full_name: z.string().nullable().describe("The account holder's full name, up to 120 characters."),
      pix_key: z.string().nullable().describe('The PIX key, up to 140 characters.'),
      pix_key_type: gql(z.enum(PIX_KEY_TYPES).nullable().describe('CPF, CNPJ, EMAIL, PHONE or RANDOM.'), { type: 'String' }),
      cpf_cnpj: z.string().nullable().describe("The holder's CPF or CNPJ, up to 18 characters."),
    }),
    'Where withdrawals are paid (PIX); a setting never given is null',
  ),
  { description: 'Where an affiliate wants withdrawals paid (Brazilian PIX data); each field is null when not set.' },
);

export const PackageCommission = named(
  'PackageCommission',
  z.strictObject({
    id: id().describe('Package commission id.'),
    affiliate_id: id().describe('Id of the affiliate it belongs to.'),
    package_id: id().describe('Id of the package it applies to.'),
    percent_commission: gql(percent().describe('0..100; overrides the affiliate percent for this package (0 = none)'), {
      description: "Overrides the affiliate's percentage for this package: 0..100, where 0 means no commission on it.",
    }),
  }),
  "An affiliate's custom commission on one package.",
);

const baseShape = {
  id: id().describe('Affiliate id.'),
  store_id: id().describe("The owning store's id (always the caller's store)."),
  name: z.string().describe('Display name, 1..56 characters.'),
  ref_code: z.string().describe("The code buyers' orders carry (checkout refCode): letters, digits, hyphen, underscore; unique in the store, ignoring case."),
  percent_commission: percent().describe('Default commission: percent (1..100) of what the buyer paid for each line, credited on approval.'),
  balance: gql(money(), { description: "Commissions earned minus withdrawals, in the store's currency; negative after a reversal the affiliate owes." }),
  min_withdraw: gql(money(), { description: "Smallest amount a withdraw request may ask for, in the store's currency." }),
  email: z.string().describe("The affiliate's e-mail address, lower-cased."),
  self_affiliated: z.boolean().describe('true: the affiliate earns on their own purchases too.'),
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
    linked_discount_id: id().nullable().describe('Id of the linked discount coupon; null when none.'),
    withdraw_settings: WithdrawSettings.nullable().describe('Payout details; null when not set.'),
    dash_secret: redacted().describe('Always "[redacted]".'),
    package_commissions: z.array(PackageCommission).describe('Per-package overrides of percentCommission, by id.'),
    statistics: gql(statistics().optional().describe('Only with ?statistics=true'), {
      type: 'AffiliateStatistics!',
      description:
        'Revenue and sales of its approved orders (one grouped query per page of affiliates). REST gives them as list-item fields and on ?statistics=true.',
    }),
    ...timestampsShape,
  }),
  'A partner who earns a commission on the orders placed with their ref code. REST: /v1/app/affiliate.',
);

export const WithdrawRequest = gql(
  named(
    'WithdrawRequest',
    z.strictObject({
      id: id().describe('Withdraw request id.'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      affiliate_id: id().describe('Id of the affiliate who withdraws.'),
      operation: gql(withdrawOperation.describe('WITHDRAW_PENDING (new, balance debited), WITHDRAW_PAID or WITHDRAW_REJECTED (amount credited back).'), {
        type: 'String!',
      }),
      amount: gql(money(), { description: "The amount, in the store's currency; debited from the balance when requested." }),
      message: z.string().nullable().describe('Note given when it was settled, up to 500 characters; null when none.'),
      order_id: id().nullable().describe("Always null for a withdrawal (the ledger's field for commission entries)."),
      ...timestampsShape,
    }),
    "A withdrawal of an affiliate's balance (an entry of the affiliate's ledger).",
  ),
  { fields: { createdAt: "When it was requested, in the store's offset.", updatedAt: "When it was last changed (settled), in the store's offset." } },
);

/** A figure over the period: its count and total, and one point per store-local day (zeros included). */
export const MetricsSeries = named(
  'AffiliateMetricsSeries',
  z.strictObject({
    total_count: count().describe('How many in the whole period.'),
    total_value: gql(money().describe("In the store's currency"), { description: "Their sum over the whole period, in the store's currency." }),
    graph: gql(
      z
        .array(
          z.strictObject({
            date: UtcTimestamp.describe('The start of the store-local day, in UTC'),
            count: count(),
            total: money(),
          }),
        )
        .describe('One point per store-local day of the period, in order, zeros included.'),
      { type: '[AffiliateMetricsPoint!]!' },
    ),
  }),
  'A figure over the period: how many, their sum, and one point per day from `from` to `to`, zeros included.',
);

/** GET /v1/app/affiliate/{id}/metrics. */
export const AffiliateMetrics = gql(
  named(
    'AffiliateMetrics',
    z.strictObject({
      affiliate: gql(
        z
          .strictObject({ id: id(), name: z.string(), ref_code: z.string(), balance: money() })
          .describe('Whose figures these are: id, name, ref code and current balance.'),
        { type: 'AffiliateMetricsAffiliate!' },
      ),
      // commissions: of the affiliate's APPROVED orders, by the day they were paid; withdraws: requests made
      // in the period, pending or paid (a rejected one gave its amount back); store_revenue: the APPROVED
      // orders that carried the affiliate and their net received, by the day they were paid.
      commissions: MetricsSeries,
      withdraws: MetricsSeries,
      store_revenue: MetricsSeries,
    }),
    "An affiliate's figures per store-local day of a period (REST GET /v1/app/affiliate/{id}/metrics).",
  ),
  {
    fields: {
      commissions: "Commissions of the affiliate's APPROVED orders (those that credited one), by the day the order was paid.",
      withdraws: 'Withdraw requests made in the period, pending or paid (a rejected one gave its amount back), by the day they were made.',
      storeRevenue:
        "APPROVED orders that carried the affiliate and the store's net received for them, by the day they were paid: over a period holding all of them, the affiliate's statistics.",
    },
  },
);

export type WithdrawSettingsJson = z.output<typeof WithdrawSettings>;
export type PackageCommissionJson = z.output<typeof PackageCommission>;
export type AffiliateItemJson = z.output<typeof AffiliateItem>;
export type AffiliateJson = z.output<typeof Affiliate>;
export type WithdrawRequestJson = z.output<typeof WithdrawRequest>;
export type AffiliateMetricsJson = z.output<typeof AffiliateMetrics>;
