import { route, type Route } from '../../rest/route';
import { presentGatewayRow, presentPromotionsReport, presentTopCustomers, presentUserSpent, presentVisitorsGraph } from './report.present';
import { rangeSchema, topCustomersSchema, userSpentSchema, visitorsSchema } from './report.schemas';
import * as reports from './report.service';
import { z } from '../../lib/responses';
import { GatewayReportRow, PromotionsReport, TopCustomers, UserSpent, VisitorsGraph } from './report.responses';

export const reportRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/report/gateways',
    access: 'admin',
    permission: 'reports:read',
    summary: 'Approved orders by gateway in a range of store-local days (every gateway listed)',
    twin: 'Query.gatewayReport',
    response: z.array(GatewayReportRow),
    query: rangeSchema,
    handler: async (ctx, { query }) => (await reports.gatewayReport(ctx, query)).map((r) => presentGatewayRow(ctx, r)),
  }),
  route({
    method: 'get',
    path: '/app/report/promotions',
    access: 'admin',
    permission: 'reports:read',
    summary: 'Revenue with and without discounts: approved orders paid in a range of store-local days, what sales, coupons and gift cards made of them',
    twin: 'Query.promotionsReport',
    response: PromotionsReport,
    query: rangeSchema,
    handler: async (ctx, { query }) => presentPromotionsReport(ctx, await reports.promotionsReport(ctx, query)),
  }),
  route({
    method: 'get',
    path: '/app/report/visitors_graph',
    access: 'admin',
    permission: 'reports:read',
    summary: 'Storefront visitors per day and the change against a comparison period',
    twin: 'Query.visitorsGraph',
    response: VisitorsGraph,
    query: visitorsSchema,
    handler: async (ctx, { query }) => presentVisitorsGraph(ctx, await reports.visitorsGraph(ctx, query)),
  }),
  route({
    method: 'get',
    path: '/app/widget/top_customers',
    access: 'admin',
    permission: 'reports:read',
    summary: 'Top buyers by money spent (default: the last 30 days)',
    twin: 'Query.topCustomers',
    response: TopCustomers,
    query: topCustomersSchema,
    handler: async (ctx, { query }) => presentTopCustomers(ctx, await reports.topCustomers(ctx, query)),
  }),
  route({
    method: 'get',
    path: '/app/user_spent',
    access: 'admin',
    permission: 'reports:read',
    summary: "What a buyer has spent: their approved orders' count and sums, by client identifier (ignoring case) and/or e-mail",
    twin: 'Query.userSpent',
    response: UserSpent,
    query: userSpentSchema,
    handler: async (ctx, { query }) => presentUserSpent(ctx, await reports.userSpent(ctx, query)),
  }),
];
