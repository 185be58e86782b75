import { pageResponse, listBody, route, type Route } from '../../rest/route';
import { presentGiftCard, presentGiftCardDetail } from './giftcard.present';
import { GiftCard, GiftCardDetail, IssuedGiftCard } from './giftcard.responses';
import { adjustGiftCardSchema, issueGiftCardSchema, listGiftCardsSchema, updateGiftCardSchema } from './giftcard.schemas';
import * as giftCards from './giftcard.service';

export const giftCardRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/gift-card',
    access: 'admin',
    permission: 'gift_cards:read',
    summary: "The store's gift cards, newest first (never their codes); q finds a card by its code's last characters or by its whole code",
    twin: 'Query.giftCards',
    response: pageResponse(GiftCard),
    query: listGiftCardsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await giftCards.listGiftCards(ctx, input.query), presentGiftCard),
  }),
  route({
    method: 'post',
    path: '/app/gift-card',
    access: 'admin',
    permission: 'gift_cards:write',
    summary: "Issue a gift card of value (in the store's currency); its code is in this answer only (and e-mailed to recipient_email when given)",
    twin: 'Mutation.issueGiftCard',
    response: IssuedGiftCard,
    body: issueGiftCardSchema,
    status: 201,
    handler: async (ctx, { body }) => {
      const { card, code } = await giftCards.issueGiftCard(ctx, body);
      return { gift_card: presentGiftCard(ctx, card), code };
    },
  }),
  route({
    method: 'get',
    path: '/app/gift-card/:id',
    access: 'admin',
    permission: 'gift_cards:read',
    summary: 'Get a gift card with its balance history (transactions, newest first)',
    twin: 'Query.giftCard',
    response: GiftCardDetail,
    handler: async (ctx, { params }) => {
      const [card, history] = await Promise.all([giftCards.getGiftCard(ctx, params.id), giftCards.giftCardHistory(ctx, params.id)]);
      return presentGiftCardDetail(ctx, card, history);
    },
  }),
  route({
    method: 'patch',
    path: '/app/gift-card/:id',
    access: 'admin',
    permission: 'gift_cards:write',
    summary: 'Turn a gift card on or off, change its expiry or note (its value moves by adjustments)',
    twin: 'Mutation.updateGiftCard',
    response: GiftCard,
    body: updateGiftCardSchema,
    handler: async (ctx, { params, body }) => presentGiftCard(ctx, await giftCards.updateGiftCard(ctx, params.id, body)),
  }),
  route({
    method: 'post',
    path: '/app/gift-card/:id/adjust',
    access: 'admin',
    permission: 'gift_cards:write',
    summary: "Add to or take from a gift card's balance (signed amount, with a note in its history); never below 0 (422 rule balance)",
    twin: 'Mutation.adjustGiftCard',
    response: GiftCard,
    body: adjustGiftCardSchema,
    handler: async (ctx, { params, body }) => presentGiftCard(ctx, await giftCards.adjustGiftCard(ctx, params.id, body)),
  }),
];
