import type { GiftCard, GiftCardTransaction } from '../../generated/prisma/client';
import { money, storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { GiftCardDetailJson, GiftCardJson, GiftCardTransactionJson } from './giftcard.responses';

/** A card as the API shows it: never its code, nor the code's hash. */
export const presentGiftCard = (ctx: PresentContext, c: GiftCard): GiftCardJson => ({
  id: c.id,
  store_id: c.storeId,
  last4: c.last4,
  initial_value: money(c.initialValue)!,
  balance: money(c.balance)!,
  currency: c.currency,
  enabled: c.enabled,
  expires_at: storeTime(ctx.store, c.expiresAt),
  note: c.note,
  recipient_email: c.recipientEmail,
  order_id: c.orderId,
  created_by: c.createdBy,
  ...timestamps(ctx, c),
});

const presentGiftCardTransaction = (ctx: PresentContext, t: GiftCardTransaction): GiftCardTransactionJson => ({
  id: t.id,
  kind: t.kind,
  amount: money(t.amount)!,
  balance_after: money(t.balanceAfter)!,
  order_id: t.orderId,
  note: t.note,
  created_at: storeTime(ctx.store, t.createdAt)!,
});

/** The card with its balance history (newest first). */
export const presentGiftCardDetail = (ctx: PresentContext, c: GiftCard, history: GiftCardTransaction[]): GiftCardDetailJson => ({
  ...presentGiftCard(ctx, c),
  transactions: history.map((t) => presentGiftCardTransaction(ctx, t)),
});
