import type { ServiceContext } from '../../context';
import { gatewayDisplay } from '../../lib/i18n';
import { money, moneyDisplay } from '../../lib/present';
import type { GatewayRow, PromotionsReport, TopCustomer, UserSpent, VisitorsGraph } from './report.service';
import type { GatewayReportRowJson, PromotionsReportJson, TopCustomersJson, UserSpentJson, VisitorsGraphJson } from './report.responses';

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

/** The promotions report: money as numbers (summed exactly, as text, by the statement), the period in UTC. */
export const presentPromotionsReport = (_ctx: ServiceContext, r: PromotionsReport): PromotionsReportJson => ({
  from: r.gte.toISOString(),
  to: new Date(r.lt.getTime() - 1).toISOString(),
  orders: r.orders,
  revenue_before_discounts: money(r.subtotal)!,
  sale_discounts: money(r.saleDiscount)!,
  coupon_discounts: money(r.couponDiscount)!,
  revenue: money(r.revenue)!,
  gift_card_payments: money(r.giftCard)!,
  by_coupon: r.byCoupon.map((c) => ({ code: c.code, orders: c.orders, discount: money(c.discount)! })),
});
