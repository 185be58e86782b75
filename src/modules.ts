import { installLoaders } from './loaders';
import type { AppModule } from './module';
import { installOutboxSubscriptions } from './modules/events/outbox';
import { installOrderSubscriptions } from './modules/orders/order.subscriptions';
import { installRecurringPayments } from './modules/payments/recurring';
import { affiliatesModule } from './modules/affiliates';
import { auditModule } from './modules/audit';
import { buyersModule } from './modules/buyers';
import { bansModule } from './modules/bans';
import { catalogModule } from './modules/catalog';
import { discordModule } from './modules/discord';
import { gameServersModule } from './modules/game-servers';
import { mailModule } from './modules/mail';
import { marketingModule } from './modules/marketing';
import { ordersModule } from './modules/orders';
import { orderPageModule } from './modules/order-page';
import { paymentsModule } from './modules/payments';
import { postsModule } from './modules/posts';
import { promotionsModule } from './modules/promotions';
import { reportsModule } from './modules/reports';
import { storeModule } from './modules/store';
import { staffModule } from './modules/staff';
import { storefrontModule } from './modules/storefront';
import { subscriptionsModule } from './modules/subscriptions';
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
  subscriptionsModule,
  mailModule,
  staffModule,
  auditModule,
  buyersModule,
  bansModule,
  orderPageModule,
  promotionsModule,
];

/**
 * The modules whose handlers an order's status change runs, in the order they run (before the status
 * is written: game-server commands, Discord actions, the commission; after it: the buyer's e-mail, the
 * refund's record, the ban a chargeback makes). An approval's statements are measured in this order (stock and keys come first,
 * as the orders module's own; the event last, as moveOrder records it): docs/ARCHITECTURE.md.
 */
const EFFECTS = ['gameServers', 'discord', 'affiliates', 'mail', 'payments', 'bans', 'promotions'];

// Whatever has the module list can make service contexts and change orders: their loaders and the
// modules' subscriptions come from it.
installLoaders(MODULES);
installOrderSubscriptions(MODULES, EFFECTS);
installOutboxSubscriptions(MODULES);
installRecurringPayments(MODULES);
