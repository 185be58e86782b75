import type { AppModule } from '../../module';
import { CheckoutResult, Delivery, Order, OrderEmail, OrderLine, OrderNote, OrderVariable } from './order.responses';
import { createOrderLoaders } from './order.loaders';
import { orderResolvers } from './order.resolvers';
import { orderRoutes } from './order.routes';
import { sweepAbandonedOrders } from './order.service';

/** Checkout, orders and their lifecycle, notes and deliveries; the abandoned-order sweep. */
export const ordersModule: AppModule = {
  name: 'orders',
  routes: orderRoutes,
  resolvers: orderResolvers,
  sdl: ['orders.graphql'],
  shapes: [OrderVariable, OrderLine, Delivery, OrderEmail, Order, CheckoutResult, OrderNote],
  loaders: createOrderLoaders,
  tasks: ({ db, config, log }) => ({
    sweep_abandoned_orders: async () => {
      const n = await sweepAbandonedOrders(db, config.abandonAfterMinutes * 60_000, new Date(), 200, config);
      if (n) log({ msg: 'abandoned orders', emitted: n });
    },
  }),
  crontab: ['* * * * * sweep_abandoned_orders ?max=1'],
};
