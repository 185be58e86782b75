import type { AppModule } from '../../module';
import { OrderDiscordAction } from './discord.responses';
import { discordSubscriptions } from './discord.actions';
import { processOrderDiscordActions } from './discord.delivery';
import { DISCORD_TASK } from './discord.queries';
import { discordResolvers } from './discord.resolvers';
import { discordRoutes } from './discord.routes';

/** Packages' Discord actions run for orders (roles given and taken back, messages), one queue per order. */
export const discordModule: AppModule = {
  name: 'discord',
  routes: discordRoutes,
  resolvers: discordResolvers,
  sdl: ['discord.graphql'],
  shapes: [OrderDiscordAction],
  // Approval queues the packages' actions; a refund or chargeback takes back what they gave.
  subscriptions: discordSubscriptions,
  tasks: ({ db, config, log }) => ({
    [DISCORD_TASK]: async (payload) => {
      const { orderId } = payload as { orderId: number };
      await processOrderDiscordActions({ db, config, log }, orderId);
    },
  }),
};
