import type { AppModule } from '../../module';
import { PromotionsReport, TopCustomers, UserSpent, VisitorsGraph } from './report.responses';
import { reportResolvers } from './report.resolvers';
import { reportRoutes } from './report.routes';

/** Reports and widgets: gateways, visitors, top customers, a buyer's spending, promotions. */
export const reportsModule: AppModule = {
  name: 'reports',
  routes: reportRoutes,
  resolvers: reportResolvers,
  sdl: ['reports.graphql'],
  shapes: [VisitorsGraph, TopCustomers, UserSpent, PromotionsReport],
};
