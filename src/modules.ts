import { installLoaders } from './loaders';
import type { AppModule } from './module';
import { affiliatesModule } from './modules/affiliates';
import { catalogModule } from './modules/catalog';
import { discordModule } from './modules/discord';
import { gameServersModule } from './modules/game-servers';
import { mailModule } from './modules/mail';
import { marketingModule } from './modules/marketing';
import { ordersModule } from './modules/orders';
import { paymentsModule } from './modules/payments';
import { postsModule } from './modules/posts';
import { reportsModule } from './modules/reports';
import { storeModule } from './modules/store';
import { storefrontModule } from './modules/storefront';
import { webhooksModule } from './modules/webhooks';

/**
 * Every module, in one list: the REST router (in this order), the GraphQL schema, the request's
 * loaders and the worker all read it. A new module is its `index.ts` and one line here.
 */
export const MODULES: AppModule[] = [
  storeModule,
  catalogModule,
  ordersModule,
  discordModule,
  gameServersModule,
  webhooksModule,
  affiliatesModule,
  marketingModule,
  reportsModule,
  storefrontModule,
  postsModule,
  paymentsModule,
  mailModule,
];

// Whatever has the module list can make service contexts: their loaders come from it.
installLoaders(MODULES);
