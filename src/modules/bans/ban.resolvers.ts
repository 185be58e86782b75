import { admin } from '../../graphql/access';
import { gqlPage, listArgs, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateBanArgs,
  MutationDeleteBanArgs,
  MutationUpdateBanArgs,
  QueryBanArgs,
  QueryBanRefusalsArgs,
  QueryBansArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { ListBanRefusalsInput, ListBansInput } from './ban.schemas';
import * as bans from './ban.service';
import { inForce } from './ban.values';

export const banResolvers: Resolvers = {
  Query: {
    bans: admin('buyers:read', async (ctx, args: QueryBansArgs) => {
      const input: ListBansInput = listArgs(args);
      return gqlPage(await bans.listBans(ctx, input), '/v1/app/ban', input);
    }),
    ban: admin('buyers:read', (ctx, { id }: QueryBanArgs) => bans.getBan(ctx, id)),
    banRefusals: admin('buyers:read', async (ctx, args: QueryBanRefusalsArgs) => {
      const input: ListBanRefusalsInput = listArgs(args);
      return gqlPage(await bans.listBanRefusals(ctx, input), '/v1/app/ban/refusal', input);
    }),
  },
  Mutation: {
    createBan: admin('buyers:write', (ctx, { input }: MutationCreateBanArgs) => bans.createBan(ctx, toServiceInput(input))),
    updateBan: admin('buyers:write', (ctx, { id, input }: MutationUpdateBanArgs) => bans.updateBan(ctx, id, toServiceInput(input))),
    deleteBan: admin('buyers:write', async (ctx, { id }: MutationDeleteBanArgs) => {
      await bans.deleteBan(ctx, id);
      return true;
    }),
  },
  Ban: { ...timestampFields('createdAt', 'updatedAt', 'expiresAt'), active: (b) => inForce(b) },
  BanRefusal: { ...timestampFields('createdAt') },
};
