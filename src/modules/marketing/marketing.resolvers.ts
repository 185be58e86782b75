import { admin } from '../../graphql/access';
import { gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateCouponArgs,
  MutationCreateVariableArgs,
  MutationDeleteCouponArgs,
  MutationDeleteVariableArgs,
  MutationUpdateCouponArgs,
  MutationUpdateVariableArgs,
  QueryCouponArgs,
  QueryCouponsArgs,
  QueryVariableArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { ListCouponsInput } from './marketing.schemas';
import * as marketing from './marketing.service';

export const marketingResolvers: Resolvers = {
  Query: {
    coupons: admin('marketing:read', async (ctx, args: QueryCouponsArgs) => {
      const input: ListCouponsInput = listArgs(args);
      return gqlPage(await marketing.listCoupons(ctx, input), '/v1/app/coupon', input);
    }),
    coupon: admin('marketing:read', (ctx, { id }: QueryCouponArgs) => marketing.getCoupon(ctx, id)),
    variables: admin('marketing:read', (ctx) => marketing.listVariables(ctx)),
    variable: admin('marketing:read', (ctx, { id }: QueryVariableArgs) => marketing.getVariable(ctx, id)),
  },
  Mutation: {
    createCoupon: admin('marketing:write', (ctx, { input }: MutationCreateCouponArgs) => marketing.createCoupon(ctx, toServiceInput(input))),
    updateCoupon: admin('marketing:write', (ctx, { id, input }: MutationUpdateCouponArgs) => marketing.updateCoupon(ctx, id, toServiceInput(input))),
    deleteCoupon: admin('marketing:write', async (ctx, { id }: MutationDeleteCouponArgs) => {
      await marketing.deleteCoupon(ctx, id);
      return true;
    }),
    createVariable: admin('marketing:write', (ctx, { input }: MutationCreateVariableArgs) => marketing.createVariable(ctx, toServiceInput(input))),
    updateVariable: admin('marketing:write', (ctx, { id, input }: MutationUpdateVariableArgs) => marketing.updateVariable(ctx, id, toServiceInput(input))),
    deleteVariable: admin('marketing:write', async (ctx, { id }: MutationDeleteVariableArgs) => {
      await marketing.deleteVariable(ctx, id);
      return true;
    }),
  },
  Coupon: { ...timestampFields('createdAt', 'updatedAt', 'expiresAt', 'startsAt'), ...moneyFields('value', 'minPrice') },
  Variable: { ...timestampFields('createdAt', 'updatedAt') },
};
