import { admin } from '../../graphql/access';
import { camelKeys, listArgs } from '../../graphql/fields';
import type {
  QueryGatewayReportArgs,
  QueryPromotionsReportArgs,
  QueryTopCustomersArgs,
  QueryUserSpentArgs,
  QueryVisitorsGraphArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import { presentGatewayRow, presentPromotionsReport, presentTopCustomers, presentUserSpent, presentVisitorsGraph } from './report.present';
import * as reports from './report.service';

// Reports are small computed documents: GraphQL returns the REST shapes with camelCase names.
export const reportResolvers: Resolvers = {
  Query: {
    gatewayReport: admin('reports:read', async (ctx, args: QueryGatewayReportArgs) =>
      (await reports.gatewayReport(ctx, listArgs(args))).map((r) => {
        const p = presentGatewayRow(ctx, r);
        return { gateway: p.gateway, gatewayDisplay: p.gateway_display, sales: p.sales, revenue: p.revenue, grossRevenue: p.gross_revenue };
      }),
    ),
    visitorsGraph: admin('reports:read', async (ctx, args: QueryVisitorsGraphArgs) =>
      presentVisitorsGraph(ctx, await reports.visitorsGraph(ctx, listArgs(args))),
    ),
    userSpent: admin('reports:read', async (ctx, args: QueryUserSpentArgs) => {
      const p = presentUserSpent(ctx, await reports.userSpent(ctx, listArgs(args)));
      return {
        clientIdentifier: p.client_identifier,
        email: p.email,
        purchases: p.purchases,
        totalGrossReceived: p.total_gross_received,
        totalNetReceived: p.total_net_received,
        spent: p.spent,
      };
    }),
    promotionsReport: admin('reports:read', async (ctx, args: QueryPromotionsReportArgs) =>
      camelKeys(presentPromotionsReport(ctx, await reports.promotionsReport(ctx, listArgs(args)))),
    ),
    topCustomers: admin('reports:read', async (ctx, args: QueryTopCustomersArgs) => presentTopCustomers(ctx, await reports.topCustomers(ctx, listArgs(args)))),
  },
};
