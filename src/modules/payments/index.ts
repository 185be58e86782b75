import type { AppModule } from '../../module';
import { OrderRefund } from './refund.responses';
import { GatewaySettingsJson } from './gateway.responses';
import { gatewayResolvers } from './gateway.resolvers';
import { gatewayRoutes } from './gateway.routes';
import { createPaymentLoaders } from './payment.loaders';
import { paymentNotifications } from './payment.routes';
import { localPayment, payCheckout } from './payment.service';
import { setPaymentLog } from './provider.call';
import { finishStuckRefunds, refundSubscriptions } from './refund.service';
import { RECURRING_GATEWAYS } from './providers';

/** Gateways' settings and the providers: payments at checkout, their notifications, refunds. */
export const paymentsModule: AppModule = {
  name: 'payments',
  routes: gatewayRoutes,
  resolvers: gatewayResolvers,
  sdl: ['payments.graphql'],
  shapes: [OrderRefund, GatewaySettingsJson],
  loaders: createPaymentLoaders,
  // Providers' notifications: raw bodies (signatures cover their bytes), before the JSON parser.
  raw: {
    prefix: '/v1/payments/',
    handler: (deps, log) => {
      setPaymentLog(log);
      return paymentNotifications(deps);
    },
  },
  // A checkout's payment data, and the owner's refund at the provider (a step with compensation).
  subscriptions: [{ on: 'checkout', local: localPayment, pay: payCheckout, recurring: RECURRING_GATEWAYS }, ...refundSubscriptions],
  tasks: ({ db, config, log }) => ({
    finish_refunds: async () => {
      const n = await finishStuckRefunds({ db, config, log });
      if (n) log({ msg: 'stuck refunds finished', finished: n });
    },
  }),
  crontab: ['* * * * * finish_refunds ?max=1'],
};
