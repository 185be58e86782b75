import type { AppModule } from '../../module';
import { smtpSender } from '../mail/mail.transport';
import { buyerResolvers } from './buyer.resolvers';
import {
  BuyerCodeSent,
  BuyerDelivery,
  BuyerDiscordStart,
  BuyerOrder,
  BuyerOrderEmail,
  BuyerOrderLine,
  BuyerOrderPage,
  BuyerProfile,
  BuyerSessionsRevoked,
  BuyerSubscription,
  BuyerTokens,
} from './buyer.responses';
import { buyerRoutes } from './buyer.routes';
import { SEND_BUYER_CODE_TASK, sendBuyerCode, type CodeMailDeps } from './buyer.mail';
import { purgeBuyerAuth } from './buyer-session.service';

/**
 * Buyers (issue 32): sign-in without passwords (e-mail codes, Discord OAuth2 with PKCE), their
 * sessions, and the buyer's area of the storefront API: their orders, keys, e-mails and subscriptions.
 */
export const buyersModule: AppModule = {
  name: 'buyers',
  routes: buyerRoutes,
  resolvers: buyerResolvers,
  sdl: ['buyers.graphql'],
  shapes: [
    BuyerProfile,
    BuyerTokens,
    BuyerCodeSent,
    BuyerDiscordStart,
    BuyerOrderLine,
    BuyerDelivery,
    BuyerOrderEmail,
    BuyerOrder,
    BuyerOrderPage,
    BuyerSubscription,
    BuyerSessionsRevoked,
  ],
  tasks: ({ db, config, log, overrides }) => {
    const deps: CodeMailDeps = {
      db,
      config,
      log,
      sender: config.mail ? smtpSender(config.mail) : undefined,
      ...(overrides.buyers as Partial<CodeMailDeps> | undefined),
    };
    return {
      [SEND_BUYER_CODE_TASK]: async (payload) => {
        await sendBuyerCode(deps, (payload as { codeId: number }).codeId);
      },
      purge_buyer_auth: async () => {
        const n = await purgeBuyerAuth(db);
        if (n) log({ msg: 'old buyer sign-in codes, states and sessions deleted', deleted: n });
      },
    };
  },
  crontab: ['29 * * * * purge_buyer_auth ?max=1'],
};
