import { shortPageMeta } from '../../lib/pagination';
import { route, type Route } from '../../rest/route';
import { presentCartLine, presentStorefrontCategory, presentStorefrontPackage } from './storefront.present';
import type { CartInput } from './storefront.schemas';
import * as storefront from './storefront.service';
import { cartSchema } from './storefront.schemas';
import { z } from '../../lib/responses';
import { CartItem, StorefrontCategory, StorefrontPackagePage } from './storefront.responses';

export const storefrontRoutes: Route[] = [
  route({
    method: 'post',
    path: '/webstore/cart',
    access: 'storefront',
    summary: 'Preview a cart: each package with its pricing and whether the quantity can be bought now',
    twin: 'Query.cart',
    response: z.array(CartItem),
    body: cartSchema,
    handler: async (ctx, { body }) => (await storefront.cart(ctx, body as CartInput)).map(presentCartLine),
  }),
  route({
    method: 'get',
    path: '/webstore/category',
    access: 'storefront',
    summary: 'Visible categories, by position',
    twin: 'Query.storefrontCategories',
    response: z.array(StorefrontCategory),
    // Declared because storefront clients send it (src/rest/router.ts refuses undeclared ones); issue 15's storefront work gives it its effect.
    query: { include_sub_categories: 'bool' },
    handler: async (ctx) => (await storefront.visibleCategories(ctx)).map(presentStorefrontCategory),
  }),
  route({
    method: 'get',
    path: '/webstore/package',
    access: 'storefront',
    summary: 'Packages for sale in visible categories',
    twin: 'Query.storefrontPackages',
    response: StorefrontPackagePage,
    // `limit`: as include_sub_categories above (clients send limit=999).
    query: { page: 'int', per_page: 'int', category_id: 'int', limit: 'int' },
    handler: async (ctx, { query }) => {
      const page = await storefront.storefrontPackages(ctx, query);
      return { meta: shortPageMeta(page), data: page.data.map(presentStorefrontPackage) };
    },
  }),
];
