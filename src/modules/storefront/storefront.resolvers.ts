import { storefront } from '../../graphql/access';
import { listArgs, toServiceInput } from '../../graphql/fields';
import type { FieldType, QueryCartArgs, QueryStorefrontPackagesArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { shortPageMeta, type Page } from '../../lib/pagination';
import type { CartInput, StorefrontPackagesInput } from './storefront.schemas';
import * as storefrontService from './storefront.service';

/** A storefront page as GraphQL returns it: the four counters, camelCase. */
export function gqlShortPage<T>(page: Page<T>) {
  const m = shortPageMeta(page);
  return { meta: { total: m.total, perPage: m.per_page, currentPage: m.current_page, lastPage: m.last_page }, data: page.data };
}

export const storefrontResolvers: Resolvers = {
  Query: {
    cart: storefront((ctx, args: QueryCartArgs) => storefrontService.cart(ctx, toServiceInput({ items: args.items }) as CartInput)),
    storefrontCategories: storefront((ctx) => storefrontService.visibleCategories(ctx)),
    storefrontPackages: storefront(async (ctx, args: QueryStorefrontPackagesArgs) =>
      gqlShortPage(await storefrontService.storefrontPackages(ctx, listArgs(args) as StorefrontPackagesInput)),
    ),
  },
  StorefrontPackageField: {
    type: (f) => f.type as FieldType,
  },
};
