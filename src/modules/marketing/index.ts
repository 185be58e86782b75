import type { AppModule } from '../../module';
import { Coupon, Variable } from './marketing.responses';
import { marketingResolvers } from './marketing.resolvers';
import { marketingRoutes } from './marketing.routes';

/** Coupons and store variables. */
export const marketingModule: AppModule = {
  name: 'marketing',
  routes: marketingRoutes,
  resolvers: marketingResolvers,
  sdl: ['marketing.graphql'],
  shapes: [Coupon, Variable],
};
