import type { ServiceContext } from '../../context';
import { gatewayDisplay } from '../../lib/i18n';
import { money, moneyDisplay } from '../../lib/present';
import type { GatewayRow, TopCustomer, UserSpent, VisitorsGraph } from './report.service';
import type { GatewayReportRowJson, TopCustomersJson, UserSpentJson, VisitorsGraphJson } from './report.responses';

// Report periods carry Z (UTC), unlike store records.
export const presentGatewayRow = (ctx: ServiceContext, r: GatewayRow): GatewayReportRowJson => ({
  gateway: r.gateway,
  gateway_display: gatewayDisplay(r.gateway, ctx.store.locale),
  sales: r.sales,
  revenue: money(r.revenue)!,
  gross_revenue: money(r.grossRevenue)!,
});

export const presentVisitorsGraph = (_ctx: ServiceContext, g: VisitorsGraph): VisitorsGraphJson => ({
  graph: g.graph.map((p) => ({ date: p.date.toISOString(), visits: p.visits })),
  variation: g.variation,
});

export const presentTopCustomers = (ctx: ServiceContext, r: { data: TopCustomer[]; from: Date; to: Date }): TopCustomersJson => ({
  data: r.data.map((c) => ({ username: c.username, spent: moneyDisplay(ctx.store, c.spent), purchases: c.purchases, identifier: c.identifier })),
  from: r.from.toISOString(),
  to: r.to.toISOString(),
});

export const presentUserSpent = (ctx: ServiceContext, u: UserSpent): UserSpentJson => ({
  client_identifier: u.clientIdentifier,
  email: u.email,
  purchases: u.purchases,
  total_gross_received: money(u.gross)!,
  total_net_received: money(u.net)!,
  spent: moneyDisplay(ctx.store, u.gross),
});
