import type { AppModule } from '../../module';
import { Affiliate, AffiliateMetrics, MetricsSeries, PackageCommission, WithdrawRequest, WithdrawSettings } from './affiliate.responses';
import { commissionSubscriptions } from './affiliate.commission';
import { createAffiliateLoaders } from './affiliate.loaders';
import { affiliateResolvers } from './affiliate.resolvers';
import { affiliateRoutes } from './affiliate.routes';

/** Affiliates, their commissions, withdraw requests and metrics. */
export const affiliatesModule: AppModule = {
  name: 'affiliates',
  routes: affiliateRoutes,
  resolvers: affiliateResolvers,
  sdl: ['affiliates.graphql'],
  shapes: [WithdrawSettings, PackageCommission, Affiliate, WithdrawRequest, MetricsSeries, AffiliateMetrics],
  loaders: createAffiliateLoaders,
  // Approval credits the commission (written on the order with its status); a refund or chargeback takes it back.
  subscriptions: commissionSubscriptions,
};
