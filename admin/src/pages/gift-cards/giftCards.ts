import type { GiftCardFieldsFragment, GiftCardTransactionKind } from '../../gql/graphql';

/** The types urql's cache must refetch after a card changes: the list and the card's page. */
export const GIFT_CARD_CONTEXT = { additionalTypenames: ['GiftCard', 'GiftCardTransaction'] };

/** Where a card stands now, as checkout would judge it: off, expired, spent, or usable. */
export function giftCardStatus(c: Pick<GiftCardFieldsFragment, 'enabled' | 'expiresAt' | 'balance'>, now = Date.now()): { label: string; tone: string } {
  if (!c.enabled) return { label: 'Disabled', tone: 'bad' };
  if (c.expiresAt && Date.parse(c.expiresAt) <= now) return { label: 'Expired', tone: 'bad' };
  if (c.balance <= 0) return { label: 'Spent', tone: '' };
  return { label: 'Active', tone: 'ok' };
}

/** What each kind of history line means, in the owner's words. */
export const KIND_LABEL: Record<GiftCardTransactionKind, string> = {
  ISSUE: 'Issued',
  REDEEM: 'Spent at checkout',
  RESTORE: 'Given back (order rejected, canceled or refunded)',
  ADJUST: 'Adjusted',
};

/** The masked code a list shows: only its last four characters are known after issue. */
export const masked = (last4: string) => `••••-••••-••••-${last4}`;
