import { admin, publicField } from '../../graphql/access';
import { timestampFields, toServiceInput } from '../../graphql/fields';
import type { MutationUpdateStoreArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { Store } from '../../generated/prisma/client';
import { appRecord, updateStore } from './store-settings.service';

/** A store's theme as GraphQL's StoreTheme (the store row has its fields flat). */
export const themeOf = (s: Store) => ({ primaryColor: s.primaryColor, logo: s.logo, banner: s.banner });

export const storeResolvers: Resolvers = {
  Query: {
    store: admin('store:read', (ctx) => ctx.store),
    app: admin('store:read', (ctx) => appRecord(ctx.store)),
  },
  Mutation: {
    ping: publicField(() => true),
    updateStore: admin('settings:write', (ctx, { input }: MutationUpdateStoreArgs) => updateStore(ctx, toServiceInput(input))),
  },
  Store: {
    ...timestampFields('createdAt', 'updatedAt'),
    theme: themeOf,
    discordBotTokenSet: (s) => s.discordBotTokenEnc !== null,
    discordBotTokenLast4: (s) => (s.discordBotTokenEnc !== null ? s.discordBotTokenLast4 : null),
    discordClientSecretSet: (s) => s.discordClientSecretEnc !== null,
    discordClientSecretLast4: (s) => (s.discordClientSecretEnc !== null ? s.discordClientSecretLast4 : null),
  },
  StoreApp: { ...timestampFields('overdueDate') },
};
