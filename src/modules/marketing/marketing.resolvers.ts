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
    coupons: admin(async (ctx, args: QueryCouponsArgs) => {
      const input: ListCouponsInput = listArgs(args);
      return gqlPage(await marketing.listCoupons(ctx, input), '/v1/app/coupon', input);
    }),
    coupon: admin((ctx, { id }: QueryCouponArgs) => marketing.getCoupon(ctx, id)),
    variables: admin((ctx) => marketing.listVariables(ctx)),
    variable: admin((ctx, { id }: QueryVariableArgs) => marketing.getVariable(ctx, id)),
  },
  Mutation: {
    createCoupon: admin((ctx, { input }: MutationCreateCouponArgs) => marketing.createCoupon(ctx, toServiceInput(input))),
    updateCoupon: admin((ctx, { id, input }: MutationUpdateCouponArgs) => marketing.updateCoupon(ctx, id, toServiceInput(input))),
    deleteCoupon: admin(async (ctx, { id }: MutationDeleteCouponArgs) => {
      await marketing.deleteCoupon(ctx, id);
      return true;
    }),
    createVariable: admin((ctx, { input }: MutationCreateVariableArgs) => marketing.createVariable(ctx, toServiceInput(input))),
    updateVariable: admin((ctx, { id, input }: MutationUpdateVariableArgs) => marketing.updateVariable(ctx, id, toServiceInput(input))),
    deleteVariable: admin(async (ctx, { id }: MutationDeleteVariableArgs) => {
      await marketing.deleteVariable(ctx, id);
      return true;
    }),
  },
  Coupon: { ...timestampFields('createdAt', 'updatedAt', 'expiresAt'), ...moneyFields('value', 'minPrice') },
  Variable: { ...timestampFields('createdAt', 'updatedAt') },
};
