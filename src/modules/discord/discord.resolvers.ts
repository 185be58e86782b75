import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { timestampFields } from '../../graphql/fields';
import type { MutationRetryOrderDiscordActionsArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { mayHaveDeliveries } from '../orders/order.present';
import { retryOrderDiscordActions } from './discord.service';

export const discordResolvers: Resolvers = {
  Mutation: {
    retryOrderDiscordActions: admin('orders:write', (ctx, { orderId }: MutationRetryOrderDiscordActionsArgs) => retryOrderDiscordActions(ctx, orderId)),
  },
  Order: {
    discordActions: (o, _, ctx, info) => (mayHaveDeliveries(o) ? sc(ctx, info).loaders.discordActionsByOrder.load(o.id) : []),
  },
  OrderDiscordAction: {
    ...timestampFields('createdAt', 'updatedAt', 'runAt', 'doneAt'),
    type: (a) => a.trigger,
  },
};
