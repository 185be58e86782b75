import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationAdjustGiftCardArgs,
  MutationIssueGiftCardArgs,
  MutationUpdateGiftCardArgs,
  QueryGiftCardArgs,
  QueryGiftCardsArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { ListGiftCardsInput } from './giftcard.schemas';
import * as giftCards from './giftcard.service';

export const giftCardResolvers: Resolvers = {
  Query: {
    giftCards: admin('gift_cards:read', async (ctx, args: QueryGiftCardsArgs) => {
      const input: ListGiftCardsInput = listArgs(args);
      return gqlPage(await giftCards.listGiftCards(ctx, input), '/v1/app/gift-card', input);
    }),
    giftCard: admin('gift_cards:read', (ctx, { id }: QueryGiftCardArgs) => giftCards.getGiftCard(ctx, id)),
  },
  Mutation: {
    issueGiftCard: admin('gift_cards:write', async (ctx, { input }: MutationIssueGiftCardArgs) => {
      const { card, code } = await giftCards.issueGiftCard(ctx, toServiceInput(input));
      return { giftCard: card, code };
    }),
    updateGiftCard: admin('gift_cards:write', (ctx, { id, input }: MutationUpdateGiftCardArgs) => giftCards.updateGiftCard(ctx, id, toServiceInput(input))),
    adjustGiftCard: admin('gift_cards:write', (ctx, { id, input }: MutationAdjustGiftCardArgs) => giftCards.adjustGiftCard(ctx, id, toServiceInput(input))),
  },
  GiftCard: {
    ...timestampFields('createdAt', 'updatedAt', 'expiresAt'),
    ...moneyFields('initialValue', 'balance'),
    transactions: (c, _, ctx, info) => sc(ctx, info).loaders.giftCardTransactionsByCard.get(c.id),
  },
  GiftCardTransaction: {
    ...timestampFields('createdAt'),
    ...moneyFields('amount', 'balanceAfter'),
  },
};
