import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type { MutationCancelSubscriptionArgs, QuerySubscriptionArgs, QuerySubscriptionsArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { moneyDisplay } from '../../lib/present';
import type { ListSubscriptionsInput } from './subscription.schemas';
import * as subscriptions from './subscription.service';

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptions: admin('subscriptions:read', async (ctx, args: QuerySubscriptionsArgs) => {
      const input: ListSubscriptionsInput = listArgs(args);
      return gqlPage(await subscriptions.listSubscriptions(ctx, input), '/v1/app/subscription', input);
    }),
    subscription: admin('subscriptions:read', (ctx, { id }: QuerySubscriptionArgs) => subscriptions.getSubscription(ctx, id)),
  },
  Mutation: {
    cancelSubscription: admin('subscriptions:write', (ctx, { id, atPeriodEnd }: MutationCancelSubscriptionArgs) =>
      subscriptions.cancelSubscription(ctx, id, toServiceInput({ atPeriodEnd })),
    ),
  },
  StoreSubscription: {
    ...timestampFields('createdAt', 'updatedAt', 'currentPeriodStart', 'currentPeriodEnd', 'canceledAt', 'pastDueAt', 'expiredAt'),
    ...moneyFields('price'),
    priceDisplay: (s, _, ctx, info) => moneyDisplay({ locale: sc(ctx, info).store.locale, currency: s.currency }, s.price),
    orders: (s, _, ctx, info) => subscriptions.subscriptionOrders(sc(ctx, info).db, s.storeId, s.id),
  },
  SubscriptionOrder: {
    ...timestampFields('paidAt', 'createdAt'),
    ...moneyFields('price'),
  },
};
