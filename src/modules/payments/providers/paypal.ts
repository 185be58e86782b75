import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';

const paypalCredentials = z.object({
  client_id: z.string().trim().min(8).max(256),
  client_secret: z.string().trim().min(8).max(256),
  webhook_id: z.string().trim().min(4).max(64).regex(/^[A-Za-z0-9-]+$/, 'must be the webhook id PayPal shows (letters, digits, -)'),
});
export type PaypalCredentials = z.output<typeof paypalCredentials>;

/** PayPal: Orders v2, captured on approval (@paypal/paypal-server-sdk). */
export const paypalProvider: PaymentProvider<PaypalCredentials> = {
  gateway: 'PAYPAL',
  credentials: paypalCredentials,
  async createPayment() {
    throw new Error('PayPal payments are not connected yet');
  },
};
