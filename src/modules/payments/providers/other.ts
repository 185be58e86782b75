import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';

/**
 * OTHER: any way the store takes money that no provider reports (a bank transfer, cash, a payment
 * agreed with the buyer on Discord). Nothing is asked of anyone: checkout answers the order without
 * payment data, and the owner approves it by hand (PATCH status APPROVED) once paid. The name buyers
 * see is the owner's (`name` on the gateway, up to 50 characters, e.g. "Transferência: combine no
 * Discord"); without one, "Outro" / "Other".
 *
 * It takes no credentials, so it is enabled without any (gateway.service.ts: a gateway whose
 * credentials schema takes an empty set needs none), and sent ones are refused.
 */
const otherCredentials = z.record(z.string(), z.unknown()).check((ctx) => {
  if (Object.keys(ctx.value).length) {
    ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be empty: OTHER takes no credentials', params: { rule: 'empty' } });
  }
});

export const otherProvider: PaymentProvider<Record<string, unknown>> = {
  gateway: 'OTHER',
  credentials: otherCredentials,
  // Never asked (an order without stored credentials is not sent to a provider); no payment data.
  async createPayment() {
    return {};
  },
};
