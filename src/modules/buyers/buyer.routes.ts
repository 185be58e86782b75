import { shortPageMeta } from '../../lib/pagination';
import { z } from '../../lib/responses';
import { route, type Route } from '../../rest/route';
import * as area from './buyer-area.service';
import * as auth from './buyer-auth.service';
import * as sessions from './buyer-session.service';
import {
  presentBuyer,
  presentBuyerOrder,
  presentBuyerOrderEmail,
  presentBuyerSubscription,
  presentCodeSent,
  presentDiscordStart,
  presentTokens,
} from './buyer.present';
import {
  BuyerCodeSent,
  BuyerDiscordStart,
  BuyerOrder,
  BuyerOrderEmail,
  BuyerOrderPage,
  BuyerProfile,
  BuyerSessionsRevoked,
  BuyerSubscription,
  BuyerTokens,
} from './buyer.responses';
import {
  buyerOrdersSchema,
  discordCallbackSchema,
  discordStartSchema,
  refreshSchema,
  requestCodeSchema,
  revokeBuyerSessionsSchema,
  verifyCodeSchema,
} from './buyer.schemas';

/**
 * Buyer sign-in (x-store-domain, no credential yet) and the buyer's area (`access: 'buyer'`: the
 * store's domain and the buyer's Bearer access token of that store), issue 32.
 */
export const buyerRoutes: Route[] = [
  route({
    method: 'post',
    path: '/webstore/auth/email/code',
    access: 'storefront',
    summary:
      'Send a 6-digit sign-in code to an e-mail (10 minutes, 5 tries). The answer is the same for every address; 409 when the store does not offer e-mail sign-in; 429 past 5 a minute per client address, 3 a minute and 10 an hour per e-mail',
    twin: 'Mutation.requestBuyerCode',
    body: requestCodeSchema,
    response: BuyerCodeSent,
    handler: async (ctx, { body }) => presentCodeSent(ctx, await auth.requestBuyerCode(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/webstore/auth/email/verify',
    access: 'storefront',
    summary:
      "Sign in with the e-mail's latest code: an access token (15 minutes) and a refresh token (30 days). 401 with rule code_wrong, code_expired, code_used or code_attempts",
    twin: 'Mutation.verifyBuyerCode',
    body: verifyCodeSchema,
    response: BuyerTokens,
    handler: async (ctx, { body }) => presentTokens(ctx, await auth.verifyBuyerCode(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/webstore/auth/discord/start',
    access: 'storefront',
    summary:
      "Begin a Discord sign-in (OAuth2 authorization code with PKCE): Discord's authorization URL for the store's application, with a new state (10 minutes, good once)",
    twin: 'Mutation.startBuyerDiscordSignIn',
    body: discordStartSchema,
    response: BuyerDiscordStart,
    handler: async (ctx, { body }) => presentDiscordStart(ctx, await auth.startDiscordSignIn(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/webstore/auth/discord/callback',
    access: 'storefront',
    summary:
      'Finish a Discord sign-in with the code and state Discord sent back: the tokens. 401 with rule state_mismatch, state_expired, state_used or discord_refused (a used or expired code)',
    twin: 'Mutation.finishBuyerDiscordSignIn',
    body: discordCallbackSchema,
    response: BuyerTokens,
    handler: async (ctx, { body }) => presentTokens(ctx, await auth.finishDiscordSignIn(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/webstore/auth/refresh',
    access: 'storefront',
    summary:
      'The next access and refresh tokens for a refresh token, which is spent: a spent one used again ends the sign-in (401 rule refresh_reused); refresh_invalid, refresh_expired, refresh_revoked',
    twin: 'Mutation.refreshBuyerSession',
    body: refreshSchema,
    response: BuyerTokens,
    handler: async (ctx, { body }) => presentTokens(ctx, await sessions.refreshBuyerSession(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/webstore/auth/sign-out',
    access: 'storefront',
    summary: "Sign out: the refresh token's sign-in ends, its access tokens stop working. 204 for any token (an unknown one too)",
    twin: 'Mutation.signOutBuyer',
    body: refreshSchema,
    status: 204,
    handler: async (ctx, { body }) => sessions.signOutBuyer(ctx, body),
  }),
  route({
    method: 'get',
    path: '/webstore/me',
    access: 'buyer',
    summary: 'The signed-in buyer: their verified e-mail and Discord user',
    twin: 'Query.me',
    response: BuyerProfile,
    handler: async (ctx) => presentBuyer(ctx, await area.getMe(ctx)),
  }),
  route({
    method: 'get',
    path: '/webstore/me/orders',
    access: 'buyer',
    summary: "The signed-in buyer's orders at this store (by their e-mail and their Discord id), newest first, each with its lines, deliveries and e-mails",
    twin: 'Query.buyerOrders',
    query: buyerOrdersSchema,
    response: BuyerOrderPage,
    handler: async (ctx, { query }) => {
      const page = await area.listBuyerOrders(ctx, query);
      return { meta: shortPageMeta(page), data: page.data.map((o) => presentBuyerOrder(ctx, o)) };
    },
  }),
  route({
    method: 'get',
    path: '/webstore/me/orders/:internal_id',
    params: { internal_id: 'string' },
    access: 'buyer',
    summary: "One of the signed-in buyer's orders, by its reference: its lines, license keys, download links and e-mails (404 when it is not theirs)",
    twin: 'Query.buyerOrder',
    response: BuyerOrder,
    handler: async (ctx, { params }) => presentBuyerOrder(ctx, await area.getBuyerOrder(ctx, params.str.internal_id)),
  }),
  route({
    method: 'post',
    path: '/webstore/me/orders/:internal_id/resend',
    params: { internal_id: 'string' },
    access: 'buyer',
    summary:
      "Send the order's e-mail again (its keys and deliveries, once approved) to the order's address; 3 a minute per buyer; 409 when there is nothing to send",
    twin: 'Mutation.resendBuyerOrderEmail',
    response: z.array(BuyerOrderEmail),
    handler: async (ctx, { params }) => (await area.resendBuyerOrderEmail(ctx, params.str.internal_id)).map((e) => presentBuyerOrderEmail(ctx, e)),
  }),
  route({
    method: 'get',
    path: '/webstore/me/subscriptions',
    access: 'buyer',
    summary: "The signed-in buyer's subscriptions at this store that have not ended, newest first",
    twin: 'Query.buyerSubscriptions',
    response: z.array(BuyerSubscription),
    handler: async (ctx) => (await area.listBuyerSubscriptions(ctx)).map((s) => presentBuyerSubscription(ctx, s)),
  }),
  route({
    method: 'post',
    path: '/app/buyer/sign-out',
    access: 'admin',
    permission: 'buyers:write',
    summary: "Sign a buyer out of the storefront's buyer area everywhere, by their e-mail or Discord id: every sign-in of theirs ends now",
    twin: 'Mutation.signOutBuyers',
    body: revokeBuyerSessionsSchema,
    response: BuyerSessionsRevoked,
    handler: async (ctx, { body }) => sessions.revokeBuyerSessions(ctx, body),
  }),
];
