import { Currency, GiftCardTransactionKind } from '../../generated/prisma/enums';
import { gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of gift cards (issue 33): what giftcard.present.ts returns. */

export const GiftCardTransaction = named(
  'GiftCardTransaction',
  z.strictObject({
    id: id().describe('Transaction id.'),
    kind: gql(z.enum(GiftCardTransactionKind).describe('ISSUE, REDEEM, RESTORE or ADJUST'), {
      description:
        'ISSUE (the card was made), REDEEM (an order spent it), RESTORE (an order that spent it was rejected, canceled or refunded), ADJUST (the owner, or a refund of the order that bought it).',
    }),
    amount: money().describe("Signed, in the card's currency: negative took from the balance."),
    balance_after: money().describe('The balance right after it.'),
    order_id: id().nullable().describe('The order that spent or gave back (or bought) the card; null for an owner change.'),
    note: z.string().nullable().describe("The owner's note on an adjustment; null otherwise."),
    created_at: gql(StoreTimestamp.describe("When it happened, in the store's offset"), {
      type: 'DateTime!',
      description: "When it happened, in the store's offset.",
    }),
  }),
  "A change of a gift card's balance.",
);

const giftCardShape = {
  id: id().describe('Gift card id.'),
  store_id: id().describe('The store it belongs to.'),
  last4: z.string().describe('The last four characters of its code, to tell cards apart (the code itself is never shown again).'),
  initial_value: money().describe("What it was issued with, in the card's currency."),
  balance: money().describe('What is left to spend.'),
  currency: gql(z.enum(Currency).describe("The store's currency when it was issued"), {
    description: "The store's currency when it was issued: a card pays only in it (rule currency at checkout).",
  }),
  enabled: z.boolean().describe('false: checkout refuses it (rule exists), whatever its balance.'),
  expires_at: gql(StoreTimestamp.nullable().describe("From then on checkout refuses it (rule expired); null: never, in the store's offset"), {
    description: "From then on checkout refuses it (rule expired); null: never. In the store's offset.",
  }),
  note: z.string().nullable().describe("The owner's note; never shown to the buyer."),
  recipient_email: z.string().nullable().describe('Who was e-mailed the code: the given address, or the buyer of the order that bought it; null: nobody.'),
  order_id: id().nullable().describe('The order that bought it (a gift card package); null when the store issued it.'),
  created_by: z.string().describe('Who issued it: the staff user or API key, or order:<internal_id>.'),
  ...timestampsShape,
};

export const GiftCard = gql(
  named('GiftCard', z.strictObject(giftCardShape), "A gift card of the store: a balance in the store's currency that pays at checkout."),
  {
    fields: { createdAt: "When it was issued, in the store's offset.", updatedAt: "When it last changed, in the store's offset." },
  },
);

/** GET /v1/app/gift-card/{id}: the card with its balance history (GraphQL: GiftCard.transactions). */
export const GiftCardDetail = named(
  'GiftCardDetail',
  z.strictObject({
    ...giftCardShape,
    transactions: z.array(GiftCardTransaction).describe('Every change of its balance, newest first.'),
  }),
  'A gift card with its balance history.',
);

export const IssuedGiftCard = gql(
  named(
    'IssuedGiftCard',
    z.strictObject({
      gift_card: GiftCard,
      code: z.string().describe('The code (XXXX-XXXX-XXXX-XXXX), shown in this answer only: the store keeps its SHA-256.'),
    }),
    'A new gift card and its code. The code is shown this once (and e-mailed to recipient_email when given).',
  ),
  { fields: { giftCard: 'The new card.' } },
);

export type GiftCardJson = z.output<typeof GiftCard>;
export type GiftCardDetailJson = z.output<typeof GiftCardDetail>;
export type GiftCardTransactionJson = z.output<typeof GiftCardTransaction>;
