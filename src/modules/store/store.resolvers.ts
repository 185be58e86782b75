import { admin, publicField } from '../../graphql/access';
import { timestampFields } from '../../graphql/fields';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';

export const storeResolvers: Resolvers = {
  Query: {
    store: admin((ctx) => ctx.store),
  },
  Mutation: {
    ping: publicField(() => true),
  },
  Store: {
    ...timestampFields('createdAt', 'updatedAt'),
  },
};
