import { storefront } from '../../graphql/access';
import { gqlPeriodOf } from '../subscriptions/subscription.period';
import { sc } from '../../graphql/context';
import { listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  FieldType,
  QueryCartArgs,
  QueryStorefrontCategoriesArgs,
  QueryStorefrontDiscountArgs,
  QueryStorefrontOrderStatusArgs,
  QueryStorefrontPackagesArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import { shortPageMeta, type Page } from '../../lib/pagination';
import { storeTime } from '../../lib/present';
import { themeOf } from '../store/store.resolvers';
import { signInMethods } from '../buyers/buyer.methods';
import { storeGateways } from './storefront.gateways';
import { storefrontDiscount, storefrontOrderStatus } from './storefront.lookups';
import { discountType } from './storefront.present';
import * as storefrontService from './storefront.service';

/** A storefront page as GraphQL returns it: the four counters, camelCase. */
export function gqlShortPage<T>(page: Page<T>) {
  const m = shortPageMeta(page);
  return { meta: { total: m.total, perPage: m.per_page, currentPage: m.current_page, lastPage: m.last_page }, data: page.data };
}

export const storefrontResolvers: Resolvers = {
  Query: {
    storefront: storefront((ctx) => ctx.store),
    storefrontGateways: storefront((ctx) => storeGateways(ctx)),
    cart: storefront((ctx, args: QueryCartArgs) => storefrontService.cart(ctx, toServiceInput({ items: args.items }))),
    storefrontCategories: storefront((ctx, args: QueryStorefrontCategoriesArgs) => storefrontService.storefrontCategories(ctx, listArgs(args))),
    storefrontPackages: storefront(async (ctx, args: QueryStorefrontPackagesArgs) =>
      gqlShortPage(await storefrontService.storefrontPackages(ctx, listArgs(args))),
    ),
    storefrontDiscount: storefront((ctx, { code, ...args }: QueryStorefrontDiscountArgs) => storefrontDiscount(ctx, code, listArgs(args))),
    storefrontOrderStatus: storefront((ctx, { id }: QueryStorefrontOrderStatusArgs) => storefrontOrderStatus(ctx, id)),
  },
  Storefront: {
    store: (s) => s,
    theme: themeOf,
  },
  StorefrontStore: {
    activeDomain: (s) => s.domain,
    auth: (s, _, ctx, info) => signInMethods(s, sc(ctx, info).config).length > 0,
    authMethods: (s, _, ctx, info) => signInMethods(s, sc(ctx, info).config),
  },
  StorefrontDiscount: {
    ...moneyFields('value', 'minPrice'),
    ...timestampFields('expiresAt', 'createdAt', 'updatedAt', 'startsAt'),
    coupon: (c) => c.code,
    expiresIn: (c, _, ctx, info) => storeTime(sc(ctx, info).store, c.expiresAt),
    type: (c) => discountType(c),
  },
  StorefrontPackageField: {
    type: (f) => f.type as FieldType,
  },
  StorefrontPackage: {
    subscription: (p) => gqlPeriodOf(p),
    sale: (p, _, ctx, info) => p.sale && { ...p.sale, endsAt: storeTime(sc(ctx, info).store, p.sale.endsAt)! },
  },
  CartItem: {
    sale: (l, _, ctx, info) => l.sale && { ...l.sale, endsAt: storeTime(sc(ctx, info).store, l.sale.endsAt)! },
  },
};
