import type { Gateway } from '../../../generated/prisma/enums';
import type { PaymentProvider } from '../payment.types';
import { mercadopagoProvider } from './mercadopago';
import { paypalProvider } from './paypal';
import { picpayProvider } from './picpay';
import { pixProvider } from './pix';
import { stripeProvider } from './stripe';

/** Every gateway of the model and the provider that speaks for it. */
export const PROVIDERS: Record<Gateway, PaymentProvider<any>> = {
  PIX: pixProvider,
  MERCADOPAGO: mercadopagoProvider,
  STRIPE: stripeProvider,
  PAYPAL: paypalProvider,
  PICPAY: picpayProvider,
};
