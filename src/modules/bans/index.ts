import type { AppModule } from '../../module';
import { banResolvers } from './ban.resolvers';
import { Ban, BanRefusal } from './ban.responses';
import { banRoutes } from './ban.routes';
import { pruneBanRefusals } from './ban.service';
import { banSubscriptions } from './ban.subscriptions';

/**
 * The ban list (issue 32): the owner's bans, the checkout's guard that refuses a banned buyer and
 * records the attempt, and the ban a chargeback makes when the store asks for it.
 */
export const bansModule: AppModule = {
  name: 'bans',
  routes: banRoutes,
  resolvers: banResolvers,
  sdl: ['bans.graphql'],
  shapes: [Ban, BanRefusal],
  subscriptions: banSubscriptions,
  tasks: ({ db, log }) => ({
    prune_ban_refusals: async () => {
      const n = await pruneBanRefusals(db);
      if (n) log({ msg: 'refused checkouts past their retention deleted', deleted: n });
    },
  }),
  crontab: ['29 * * * * prune_ban_refusals ?max=1'],
};
