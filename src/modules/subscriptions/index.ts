import type { AppModule } from '../../module';
import { subscriptionResolvers } from './subscription.resolvers';
import { Subscription, SubscriptionOrder } from './subscription.responses';
import { buyerCancel, subscriptionRoutes } from './subscription.routes';
import { applySubscriptionUpdate, expireEndedSubscriptions } from './subscription.service';

/**
 * Recurring packages (issue 30): the subscriptions providers charge every period, their renewals (an
 * order each), cancels (the owner's, and the buyer's signed link), and the end, once.
 */
export const subscriptionsModule: AppModule = {
  name: 'subscriptions',
  routes: subscriptionRoutes,
  resolvers: subscriptionResolvers,
  sdl: ['subscriptions.graphql'],
  shapes: [SubscriptionOrder, Subscription],
  // The buyer's cancel link: a browser opens it, the signed token is its credential.
  raw: { prefix: '/v1/webstore/subscription/', handler: buyerCancel },
  // A provider's notification of a subscription, verified and read by payments, is applied here.
  subscriptions: [{ on: 'recurring', apply: applySubscriptionUpdate }],
  tasks: ({ db, config, log }) => ({
    expire_subscriptions: async () => {
      const n = await expireEndedSubscriptions({ db, config, log });
      if (n) log({ msg: 'canceled subscriptions expired at the end of their period', expired: n });
    },
  }),
  crontab: ['* * * * * expire_subscriptions ?max=1'],
};
