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

export type GatewayReportRowJson = z.output<typeof GatewayReportRow>;
export type VisitorsGraphJson = z.output<typeof VisitorsGraph>;
export type TopCustomersJson = z.output<typeof TopCustomers>;
export type UserSpentJson = z.output<typeof UserSpent>;
