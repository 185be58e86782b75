import type { AppModule } from '../../module';
import { createAffiliateLoaders } from './affiliate.loaders';
import { affiliateResolvers } from './affiliate.resolvers';
import { affiliateRoutes } from './affiliate.routes';

/** Affiliates, their commissions, withdraw requests and metrics. */
export const affiliatesModule: AppModule = {
  name: 'affiliates',
  routes: affiliateRoutes,
  resolvers: affiliateResolvers,
  sdl: ['affiliates.graphql'],
  loaders: createAffiliateLoaders,
};
