import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';

const stripeCredentials = z.object({
  secret_key: z.string().trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)'),
  webhook_secret: z.string().trim().regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be the endpoint's signing secret (whsec_...)"),
});
export type StripeCredentials = z.output<typeof stripeCredentials>;

/** Stripe: a Checkout Session per order (the stripe SDK). */
export const stripeProvider: PaymentProvider<StripeCredentials> = {
  gateway: 'STRIPE',
  credentials: stripeCredentials,
  async createPayment() {
    throw new Error('Stripe payments are not connected yet');
  },
};
