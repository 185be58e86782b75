import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { PrismaClient, Subscription } from '../../generated/prisma/client';
import { credentialsOf } from './gateway.service';
import { bounded, paymentLog, reason } from './provider.call';
import { PROVIDERS } from './providers';

/**
 * Tells a subscription's provider to stop charging (at the paid period's end, or now), with the store's
 * credentials for it and within PAYMENT_TIMEOUT_MS. When it cannot (no answer, a refusal, the store's
 * credentials for it gone): UNAVAILABLE, so the caller changes nothing and the owner or buyer can retry.
 */
export async function cancelAtProvider(db: PrismaClient, config: Config, sub: Subscription, atPeriodEnd: boolean): Promise<void> {
  const provider = PROVIDERS[sub.gateway];
  const credentials = await credentialsOf(db, config, sub.storeId, sub.gateway, { evenDisabled: true });
  if (!provider.cancelSubscription || !credentials) {
    throw new AppError('UNAVAILABLE', `${sub.gateway} is not set up for this store any more: the subscription cannot be canceled there`, { retryAfter: 60 });
  }
  try {
    await bounded(config.payments, (signal) =>
      provider.cancelSubscription!({ storeId: sub.storeId, providerId: sub.providerId, atPeriodEnd, credentials, config: config.payments, signal }),
    );
  } catch (e) {
    paymentLog({
      level: 'warn',
      msg: 'subscription cancel refused or unanswered by the provider',
      gateway: sub.gateway,
      storeId: sub.storeId,
      reason: reason(e),
    });
    throw new AppError('UNAVAILABLE', `${sub.gateway} could not cancel the subscription right now; nothing was changed, retry`, { retryAfter: 30 });
  }
}
