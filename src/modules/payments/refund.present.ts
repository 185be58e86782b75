import type { OrderRefund } from '../../generated/prisma/client';
import { money, moneyDisplay, storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { OrderRefundJson } from './refund.responses';

export const presentOrderRefund = (ctx: PresentContext, r: OrderRefund): OrderRefundJson => ({
  status: r.status,
  gateway: r.gateway,
  amount: money(r.amount)!,
  amount_display: moneyDisplay(ctx.store, r.amount),
  idempotency_key: r.idempotencyKey,
  attempts: r.attempts,
  error: r.error,
  provider_refunded_at: storeTime(ctx.store, r.providerDoneAt),
  applied_at: storeTime(ctx.store, r.appliedAt),
  ...timestamps(ctx, r),
});
