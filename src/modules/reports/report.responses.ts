import { Gateway } from '../../generated/prisma/enums';
import { count, display, money, named, percent, UtcTimestamp, z } from '../../lib/responses';

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
    graph: z.array(
      z.strictObject({
        date: UtcTimestamp.describe('The start of the store-local day, in UTC'),
        visits: count(),
      }),
    ),
    variation: percent().describe('Percent change of the total against the comparison period; 0 when that had no visits'),
  }),
);

export const TopCustomers = named(
  'TopCustomers',
  z.strictObject({
    data: z.array(
      z.strictObject({
        username: z.string().describe("The buyer's latest name"),
        spent: display().describe("Money spent, localized in the store's locale and currency"),
        purchases: count(),
        identifier: z.string(),
      }),
    ),
    from: UtcTimestamp.describe("The period's first instant"),
    to: UtcTimestamp.describe("The period's last instant"),
  }),
);

export const UserSpent = named(
  'UserSpent',
  z.strictObject({
    client_identifier: z.string().nullable().describe('The identifier asked about; null when asked by e-mail only'),
    email: z.string().nullable().describe('The e-mail asked about, lower-cased; null when asked by identifier only'),
    purchases: count().describe('Approved orders'),
    total_gross_received: money().describe("Sum of their prices, in the store's currency"),
    total_net_received: money().describe('Sum of what the store received for them'),
    spent: display().describe("total_gross_received as text in the store's locale and currency, as top customers writes `spent`"),
  }),
);

export type GatewayReportRowJson = z.output<typeof GatewayReportRow>;
export type VisitorsGraphJson = z.output<typeof VisitorsGraph>;
export type TopCustomersJson = z.output<typeof TopCustomers>;
export type UserSpentJson = z.output<typeof UserSpent>;
