import { admin, buyer, storefront } from '../../graphql/access';
import { listArgs, toServiceInput } from '../../graphql/fields';
import type {
  MutationFinishBuyerDiscordSignInArgs,
  MutationRefreshBuyerSessionArgs,
  MutationRequestBuyerCodeArgs,
  MutationResendBuyerOrderEmailArgs,
  MutationSignOutBuyerArgs,
  MutationSignOutBuyersArgs,
  MutationStartBuyerDiscordSignInArgs,
  MutationVerifyBuyerCodeArgs,
  QueryBuyerOrderArgs,
  QueryBuyerOrdersArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import { shortPageMeta } from '../../lib/pagination';
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

/**
 * The GraphQL twins of buyer sign-in and the buyer's area (issue 32). Their types are written from the
 * same response schemas as REST's answers (buyer.responses.ts), so each root field answers the REST
 * presenter's object with its keys in camelCase, nested objects too: one shape, two spellings.
 */

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<SnakeToCamel<T>>}` : S;
type DeepCamel<T> = T extends readonly (infer E)[]
  ? DeepCamel<E>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: DeepCamel<T[K]> }
    : T;

/** A presented REST object in GraphQL's spelling (these shapes hold no free-form JSON, whose keys would have to stay). */
function camel<T>(json: T): DeepCamel<T> {
  if (Array.isArray(json)) return json.map(camel) as DeepCamel<T>;
  if (json === null || typeof json !== 'object') return json as DeepCamel<T>;
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camel(v)])) as DeepCamel<T>;
}

export const buyerResolvers: Resolvers = {
  Query: {
    me: buyer(async (ctx) => camel(presentBuyer(ctx, await area.getMe(ctx)))),
    buyerOrders: buyer(async (ctx, args: QueryBuyerOrdersArgs) => {
      const page = await area.listBuyerOrders(ctx, listArgs(args));
      return camel({ meta: shortPageMeta(page), data: page.data.map((o) => presentBuyerOrder(ctx, o)) });
    }),
    buyerOrder: buyer(async (ctx, { internalId }: QueryBuyerOrderArgs) => camel(presentBuyerOrder(ctx, await area.getBuyerOrder(ctx, internalId)))),
    buyerSubscriptions: buyer(async (ctx) => (await area.listBuyerSubscriptions(ctx)).map((s) => camel(presentBuyerSubscription(ctx, s)))),
  },
  Mutation: {
    requestBuyerCode: storefront(async (ctx, { input }: MutationRequestBuyerCodeArgs) =>
      camel(presentCodeSent(ctx, await auth.requestBuyerCode(ctx, toServiceInput(input)))),
    ),
    verifyBuyerCode: storefront(async (ctx, { input }: MutationVerifyBuyerCodeArgs) =>
      camel(presentTokens(ctx, await auth.verifyBuyerCode(ctx, toServiceInput(input)))),
    ),
    startBuyerDiscordSignIn: storefront(async (ctx, { input }: MutationStartBuyerDiscordSignInArgs) =>
      camel(presentDiscordStart(ctx, await auth.startDiscordSignIn(ctx, toServiceInput(input)))),
    ),
    finishBuyerDiscordSignIn: storefront(async (ctx, { input }: MutationFinishBuyerDiscordSignInArgs) =>
      camel(presentTokens(ctx, await auth.finishDiscordSignIn(ctx, toServiceInput(input)))),
    ),
    refreshBuyerSession: storefront(async (ctx, { input }: MutationRefreshBuyerSessionArgs) =>
      camel(presentTokens(ctx, await sessions.refreshBuyerSession(ctx, toServiceInput(input)))),
    ),
    signOutBuyer: storefront(async (ctx, { input }: MutationSignOutBuyerArgs) => {
      await sessions.signOutBuyer(ctx, toServiceInput(input));
      return true;
    }),
    resendBuyerOrderEmail: buyer(async (ctx, { internalId }: MutationResendBuyerOrderEmailArgs) =>
      (await area.resendBuyerOrderEmail(ctx, internalId)).map((e) => camel(presentBuyerOrderEmail(ctx, e))),
    ),
    signOutBuyers: admin('buyers:write', (ctx, { input }: MutationSignOutBuyersArgs) => sessions.revokeBuyerSessions(ctx, toServiceInput(input))),
  },
};
