import { admin } from '../../graphql/access';
import { connectionFields, pageInfoFields } from '../../graphql/connection';
import { sc } from '../../graphql/context';
import { gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateAffiliateArgs,
  MutationCreateWithdrawRequestArgs,
  MutationDeleteAffiliateArgs,
  MutationSettleWithdrawRequestArgs,
  MutationUpdateAffiliateArgs,
  QueryAffiliateArgs,
  QueryAffiliateMetricsArgs,
  QueryAffiliatesArgs,
  QueryWithdrawRequestsArgs,
  QueryWithdrawRequestsConnectionArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { AffiliateTransaction } from '../../generated/prisma/client';
import { money } from '../../lib/present';
import { REDACTED } from '../game-servers/game-server.present';
import { presentAffiliateMetrics } from './affiliate.present';
import type { ListAffiliatesInput, ListWithdrawRequestsInput } from './affiliate.schemas';
import * as affiliates from './affiliate.service';

export const affiliateResolvers: Resolvers = {
  Query: {
    affiliates: admin('affiliates:read', async (ctx, args: QueryAffiliatesArgs) => {
      const input: ListAffiliatesInput = listArgs(args);
      return gqlPage(await affiliates.listAffiliates(ctx, input), '/v1/app/affiliate', input);
    }),
    affiliate: admin('affiliates:read', (ctx, { id }: QueryAffiliateArgs) => affiliates.getAffiliate(ctx, id)),
    affiliateMetrics: admin('affiliates:read', async (ctx, { affiliateId, ...args }: QueryAffiliateMetricsArgs) => {
      const m = presentAffiliateMetrics(ctx, await affiliates.affiliateMetrics(ctx, affiliateId, listArgs(args)));
      const series = (s: (typeof m)['commissions']) => ({ totalCount: s.total_count, totalValue: s.total_value, graph: s.graph });
      return {
        affiliate: { id: m.affiliate.id, name: m.affiliate.name, refCode: m.affiliate.ref_code, balance: m.affiliate.balance },
        commissions: series(m.commissions),
        withdraws: series(m.withdraws),
        storeRevenue: series(m.store_revenue),
      };
    }),
    withdrawRequests: admin('withdrawals:read', async (ctx, args: QueryWithdrawRequestsArgs) => {
      const input: ListWithdrawRequestsInput = listArgs(args);
      return gqlPage(await affiliates.listWithdrawRequests(ctx, input), '/v1/app/affiliate/withdraw_request', input);
    }),
    withdrawRequestsConnection: admin('withdrawals:read', (ctx, args: QueryWithdrawRequestsConnectionArgs) =>
      affiliates.withdrawRequestsConnection(ctx, listArgs(args)),
    ),
  },
  Mutation: {
    createAffiliate: admin('affiliates:write', (ctx, { input }: MutationCreateAffiliateArgs) => affiliates.createAffiliate(ctx, toServiceInput(input))),
    updateAffiliate: admin('affiliates:write', (ctx, { id, input }: MutationUpdateAffiliateArgs) => affiliates.updateAffiliate(ctx, id, toServiceInput(input))),
    deleteAffiliate: admin('affiliates:write', async (ctx, { id }: MutationDeleteAffiliateArgs) => {
      await affiliates.deleteAffiliate(ctx, id);
      return true;
    }),
    createWithdrawRequest: admin('withdrawals:write', (ctx, { input }: MutationCreateWithdrawRequestArgs) =>
      affiliates.requestWithdraw(ctx, toServiceInput(input)),
    ),
    settleWithdrawRequest: admin('withdrawals:write', (ctx, { id, input }: MutationSettleWithdrawRequestArgs) =>
      affiliates.settleWithdraw(ctx, id, toServiceInput(input)),
    ),
  },
  Affiliate: {
    ...timestampFields('createdAt', 'updatedAt'),
    ...moneyFields('percentCommission', 'balance', 'minWithdraw'),
    withdrawSettings: (a) => {
      const w = a.withdrawSettings as Record<string, string | null> | null;
      return w ? { fullName: w.full_name ?? null, pixKey: w.pix_key ?? null, pixKeyType: w.pix_key_type ?? null, cpfCnpj: w.cpf_cnpj ?? null } : null;
    },
    dashSecret: () => REDACTED,
    packageCommissions: (a, _, ctx, info) => sc(ctx, info).loaders.commissionsByAffiliate.load(a.id),
    statistics: async (a, _, ctx, info) => {
      const s = await sc(ctx, info).loaders.affiliateStatsById.load(a.id);
      return { revenue: money(s.revenue)!, sales: s.sales };
    },
  },
  PackageCommission: {
    ...moneyFields('percentCommission'),
    // Commissions cascade with their package, so the row is always there.
    package: async (c, _, ctx, info) => (await sc(ctx, info).loaders.packageById.load(c.packageId))!,
  },
  WithdrawRequest: {
    ...timestampFields('createdAt', 'updatedAt'),
    ...moneyFields('amount'),
    // Affiliates cascade to their transactions, so the row is always there.
    affiliate: async (w, _, ctx, info) => (await sc(ctx, info).loaders.affiliateById.load(w.affiliateId))!,
  },
  WithdrawRequestConnection: connectionFields<AffiliateTransaction>(),
  PageInfo: pageInfoFields,
};
