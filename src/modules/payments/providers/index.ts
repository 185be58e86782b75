import type { Gateway } from '../../../generated/prisma/enums';
import type { PaymentProvider } from '../payment.types';
import { mercadopagoProvider } from './mercadopago';
import { otherProvider } from './other';
import { pagarmeProvider } from './pagarme';
import { pagseguroProvider } from './pagseguro';
import { paypalProvider } from './paypal';
import { picpayProvider } from './picpay';
import { pixProvider } from './pix';
import { stripeProvider } from './stripe';

/** Every gateway of the model and the provider that speaks for it. */
// biome-ignore lint/suspicious/noExplicitAny: each provider takes its own credentials type, checked by its gateway's schema before the call.
export const PROVIDERS: Record<Gateway, PaymentProvider<any>> = {
  PIX: pixProvider,
  MERCADOPAGO: mercadopagoProvider,
  STRIPE: stripeProvider,
  PAYPAL: paypalProvider,
  PICPAY: picpayProvider,
  PAGSEGURO: pagseguroProvider,
  PAGARME: pagarmeProvider,
  OTHER: otherProvider,
};

/** Gateways whose provider charges again by itself (it can cancel a subscription): the only ones that sell subscription packages. */
export const RECURRING_GATEWAYS: readonly Gateway[] = (Object.keys(PROVIDERS) as Gateway[]).filter((g) => !!PROVIDERS[g].cancelSubscription);
