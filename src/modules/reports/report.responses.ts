import { Gateway } from '../../generated/prisma/enums';
import { count, display, gql, money, named, percent, UtcTimestamp, z } from '../../lib/responses';

/** REST response schemas of reports and widgets: what report.present.ts returns. Periods are UTC (`Z`). */

export const GatewayReportRow = named(
  'GatewayReportRow',
  z.strictObject({
    gateway: z.enum(Gateway),
    gateway_display: display(),
    sales: count(),
    revenue: money().describe('Net received'),
    gross_revenue: money().describe('Sum of prices'),
  }),
);

export const VisitorsGraph = named(
  'VisitorsGraph',
  z.strictObject({
    graph: gql(
      z
        .array(
          z.strictObject({
            date: UtcTimestamp.describe('The start of the store-local day, in UTC'),
            visits: count(),
          }),
        )
        .describe('One point per day from `from` to `to`, both included, zeros included.'),
      { type: '[VisitorsPoint!]!' },
    ),
    variation: gql(percent().describe('Percent change of the total against the comparison period; 0 when that had no visits'), {
      description: 'Percent change of the total against the comparison period, two decimals (-12.5); 0 when that had no visits.',
    }),
  }),
  'Storefront visitors per day, with the change against a comparison period.',
);

export const TopCustomers = named(
  'TopCustomers',
  z.strictObject({
    data: gql(
      z
        .array(
          z.strictObject({
            username: z.string().describe("The buyer's latest name"),
            spent: display().describe("Money spent, localized in the store's locale and currency"),
            purchases: count(),
            identifier: z.string(),
          }),
        )
        .describe('Buyers by money spent, then purchases, then identifier.'),
      { type: '[TopCustomer!]!' },
    ),
    from: gql(UtcTimestamp.describe("The period's first instant"), {
      description: 'First instant of the period (00:00 of the first store-local day), ISO 8601 in UTC with Z.',
    }),
    to: gql(UtcTimestamp.describe("The period's last instant"), {
      description: 'Last instant of the period (23:59:59.999 of the last store-local day), ISO 8601 in UTC with Z.',
    }),
  }),
  'The top customers widget: buyers by money spent on approved orders, and the period covered.',
);

export const UserSpent = named(
  'UserSpent',
  z.strictObject({
    client_identifier: gql(z.string().nullable().describe('The identifier asked about; null when asked by e-mail only'), {
      description: 'The client identifier asked about; null when asked by e-mail only.',
    }),
    email: gql(z.string().nullable().describe('The e-mail asked about, lower-cased; null when asked by identifier only'), {
      description: 'The e-mail asked about, lower-cased; null when asked by client identifier only.',
    }),
    purchases: gql(count().describe('Approved orders'), { description: 'Number of approved orders.' }),
    total_gross_received: gql(money().describe("Sum of their prices, in the store's currency"), {
      description: "Sum of their prices, in the store's currency.",
    }),
    total_net_received: gql(money().describe('Sum of what the store received for them'), { description: 'Sum of what the store received for them.' }),
    spent: gql(display().describe("total_gross_received as text in the store's locale and currency, as top customers writes `spent`"), {
      description: "totalGrossReceived as text in the store's locale and currency (R$ 30,00), as TopCustomer.spent.",
    }),
  }),
  'What a buyer has spent in the store: their approved orders (a refunded or charged-back order no longer counts).',
);

export const PromotionsReport = named(
  'PromotionsReport',
  z.strictObject({
    from: gql(UtcTimestamp.describe("The period's first instant"), {
      description: 'First instant of the period (00:00 of the first store-local day), ISO 8601 in UTC with Z.',
    }),
    to: gql(UtcTimestamp.describe("The period's last instant"), {
      description: 'Last instant of the period (23:59:59.999 of the last store-local day), ISO 8601 in UTC with Z.',
    }),
    orders: gql(count().describe('Approved orders paid in the period'), { description: 'Approved orders paid in the period.' }),
    revenue_before_discounts: gql(money().describe("Their subtotals: the lines at the packages' own prices"), {
      description: "Sum of their subtotals: the lines at the packages' own prices, before sales and coupons.",
    }),
    sale_discounts: gql(money().describe('What sales took off them'), { description: 'What sales took off them.' }),
    coupon_discounts: gql(money().describe('What coupons took off them'), { description: 'What coupons took off them.' }),
    revenue: gql(money().describe('What the store took for them: the prices charged plus what gift cards paid'), {
      description:
        'What the store took for them: the prices the gateways charged plus what gift cards paid (revenueBeforeDiscounts - saleDiscounts - couponDiscounts).',
    }),
    gift_card_payments: gql(money().describe('What gift cards paid of them'), { description: 'What gift cards paid of them (part of revenue).' }),
    by_coupon: gql(
      z
        .array(
          z.strictObject({
            code: z.string().describe("The coupon's code"),
            orders: count().describe('Approved orders with it'),
            discount: money().describe('What it took off them'),
          }),
        )
        .describe('The 50 coupons that took the most, by discount (then code).'),
      { type: '[PromotionsCouponRow!]!' },
    ),
  }),
  'Revenue with and without discounts over approved orders paid in a range of store-local days (issue 33).',
);

export type PromotionsReportJson = z.output<typeof PromotionsReport>;
export type GatewayReportRowJson = z.output<typeof GatewayReportRow>;
export type VisitorsGraphJson = z.output<typeof VisitorsGraph>;
export type TopCustomersJson = z.output<typeof TopCustomers>;
export type UserSpentJson = z.output<typeof UserSpent>;
