import type { AppModule } from '../../module';
import { gatewayResolvers } from './gateway.resolvers';
import { gatewayRoutes } from './gateway.routes';
import { paymentNotifications } from './payment.routes';
import { setPaymentLog } from './payment.service';

/** Gateways' settings and the providers: payments at checkout, their notifications, refunds. */
export const paymentsModule: AppModule = {
  name: 'payments',
  routes: gatewayRoutes,
  resolvers: gatewayResolvers,
  sdl: ['payments.graphql'],
  // Providers' notifications: raw bodies (signatures cover their bytes), before the JSON parser.
  raw: {
    prefix: '/v1/payments/',
    handler: (deps, log) => {
      setPaymentLog(log);
      return paymentNotifications(deps);
    },
  },
};
