import { Prisma } from '../../generated/prisma/client';
import type { Gateway } from '../../generated/prisma/enums';
import type { PaymentUpdate } from './payment.types';

/**
 * Why a provider's confirmation cannot approve what it pays for (`what`: an order, or a subscription's
 * period): another gateway, currency or amount than `expected`; null when it matches.
 */
export function paymentMismatch(
  what: 'order' | 'subscription',
  expected: { gateway: Gateway; price: Prisma.Decimal; currency: string },
  gateway: Gateway,
  update: Pick<PaymentUpdate, 'amount' | 'currency'>,
): string | null {
  if (expected.gateway !== gateway) return `paid through ${gateway}, but the ${what}'s gateway is ${expected.gateway}`;
  if (update.currency && update.currency.toUpperCase() !== expected.currency) return `paid in ${update.currency}, the ${what} is in ${expected.currency}`;
  if (update.amount === null || !new Prisma.Decimal(update.amount).equals(expected.price)) {
    return `paid ${update.amount ?? 'an unknown amount'} ${update.currency ?? ''}, the ${what} is ${expected.price.toFixed(2)} ${expected.currency}`.replace(
      /\s+/g,
      ' ',
    );
  }
  return null;
}
