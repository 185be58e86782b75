import type { AppModule } from '../../module';
// ---------- Sales ----------
import { Sale } from './sale.responses';
import { saleRoutes } from './sale.routes';
// ---------- Gift cards ----------
import { createGiftCardLoaders } from './giftcard.loaders';
import { SEND_GIFT_CARDS_TASK, sendGiftCards, type GiftCardMailDeps } from './giftcard.mail';
import { GiftCard, GiftCardTransaction, IssuedGiftCard } from './giftcard.responses';
import { giftCardRoutes } from './giftcard.routes';
import { giftCardSubscriptions } from './giftcard.subscriptions';
import { smtpSender } from '../mail/mail.transport';
// Both parts' resolvers, merged (promotions.resolvers.ts: only an adapter file may import the GraphQL types).
import { promotionsResolvers } from './promotions.resolvers';

/**
 * Promotions (issue 33): scheduled sales (sale.*) and gift cards (giftcard.*). The pricing core
 * (pricing.ts) and the coupon rules (coupon.rules.ts) live here too, used by the storefront and checkout.
 */
export const promotionsModule: AppModule = {
  name: 'promotions',
  routes: [
    // ---------- Sales ----------
    ...saleRoutes,
    // ---------- Gift cards ----------
    ...giftCardRoutes,
  ],
  resolvers: promotionsResolvers,
  sdl: ['promotions.graphql'],
  shapes: [
    // ---------- Sales ----------
    Sale,
    // ---------- Gift cards ----------
    GiftCardTransaction,
    GiftCard,
    IssuedGiftCard,
  ],
  // ---------- Gift cards ----------
  loaders: createGiftCardLoaders,
  // Approval of a gift card package issues its cards; a rejection, cancel or refund gives back what a card paid.
  subscriptions: giftCardSubscriptions,
  tasks: ({ db, config, log, overrides }) => {
    const deps: GiftCardMailDeps = {
      db,
      config,
      log,
      sender: config.mail ? smtpSender(config.mail) : undefined,
      ...(overrides.promotions as Partial<GiftCardMailDeps> | undefined),
    };
    return { [SEND_GIFT_CARDS_TASK]: (payload) => sendGiftCards(deps, payload as Parameters<typeof sendGiftCards>[1]).then(() => undefined) };
  },
};
