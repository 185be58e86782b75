import { z } from '../../lib/responses';
import { route, type Route } from '../../rest/route';
import { orderIdOf } from '../orders/order.refs';
import { presentOrderDiscordAction } from './discord.present';
import { OrderDiscordAction } from './discord.responses';
import { retryOrderDiscordActions } from './discord.service';

export const discordRoutes: Route[] = [
  route({
    method: 'post',
    path: '/app/order/:id/discord/retry',
    // The order's id or its internal_id, as every /app/order/{id} route.
    params: { id: 'ref' },
    access: 'admin',
    permission: 'orders:write',
    summary: "Run an order's Discord actions again: failed, skipped and waiting ones run now (those its status still calls for)",
    twin: 'Mutation.retryOrderDiscordActions',
    response: z.array(OrderDiscordAction),
    handler: async (ctx, input) => {
      const id = await orderIdOf(ctx, input.params.str.id ?? input.params.id);
      return (await retryOrderDiscordActions(ctx, id)).map((a) => presentOrderDiscordAction(ctx, a));
    },
  }),
];
