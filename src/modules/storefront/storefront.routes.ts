import { shortPageMeta } from '../../lib/pagination';
import { route, type Route } from '../../rest/route';
import {
  presentCartLine,
  presentDiscount,
  presentGateway,
  presentStorefront,
  presentStorefrontCategory,
  presentStorefrontCategoryTree,
  presentStorefrontPackage,
} from './storefront.present';
import * as storefront from './storefront.service';
import { storeGateways } from './storefront.gateways';
import { storefrontDiscount, storefrontOrderStatus } from './storefront.lookups';
import { cartSchema, storefrontCategoriesSchema, storefrontDiscountSchema, storefrontPackagesSchema } from './storefront.schemas';
import { z } from '../../lib/responses';
import {
  CartItem,
  Storefront,
  StorefrontCategory,
  StorefrontCategoryTree,
  StorefrontDiscount,
  StorefrontGateway,
  StorefrontOrderStatus,
  StorefrontPackagePage,
} from './storefront.responses';

export const storefrontRoutes: Route[] = [
  route({
    method: 'get',
    path: '/webstore',
    access: 'storefront',
    summary: 'The store as its storefront shows it: name, domain, what checkout asks of the buyer, and the theme',
    twin: 'Query.storefront',
    response: Storefront,
    handler: async (ctx) => presentStorefront(ctx, ctx.store),
  }),
  route({
    method: 'get',
    path: '/webstore/gateway',
    access: 'storefront',
    summary: 'The ways to pay at this store',
    twin: 'Query.storefrontGateways',
    response: z.array(StorefrontGateway),
    handler: async (ctx) => (await storeGateways(ctx)).map((g) => presentGateway(ctx, g)),
  }),
  route({
    method: 'post',
    path: '/webstore/cart',
    access: 'storefront',
    summary: 'Preview a cart: each package with its pricing and whether the quantity can be bought now',
    twin: 'Query.cart',
    response: z.array(CartItem),
    body: cartSchema,
    handler: async (ctx, { body }) => (await storefront.cart(ctx, body)).map((l) => presentCartLine(ctx, l)),
  }),
  route({
    method: 'get',
    path: '/webstore/category',
    access: 'storefront',
    summary: 'Visible categories, by position: all of them, or with include_sub_categories=true the top-level ones with their subcategories',
    twin: 'Query.storefrontCategories',
    response: z.union([z.array(StorefrontCategory), z.array(StorefrontCategoryTree)]),
    query: storefrontCategoriesSchema,
    handler: async (ctx, { query }) => {
      const input = query;
      const categories = await storefront.storefrontCategories(ctx, input);
      return input.include_sub_categories
        ? categories.map((c) => presentStorefrontCategoryTree(ctx, c))
        : categories.map((c) => presentStorefrontCategory(ctx, c));
    },
  }),
  route({
    method: 'get',
    path: '/webstore/package',
    access: 'storefront',
    summary: 'Packages for sale in visible categories, with their variations',
    twin: 'Query.storefrontPackages',
    response: StorefrontPackagePage,
    query: storefrontPackagesSchema,
    handler: async (ctx, { query }) => {
      const page = await storefront.storefrontPackages(ctx, query);
      return { meta: shortPageMeta(page), data: page.data.map((p) => presentStorefrontPackage(ctx, p)) };
    },
  }),
  route({
    method: 'get',
    path: '/webstore/discount/:code',
    params: { code: 'string' },
    access: 'storefront',
    summary:
      'A coupon the buyer can use now: 404 when unknown or disabled; 422 on coupon naming the rule (not_started, expired, max_uses; scope for the package_id given; first_purchase, limit for the email or client_identifier given)',
    twin: 'Query.storefrontDiscount',
    response: StorefrontDiscount,
    query: storefrontDiscountSchema,
    handler: async (ctx, { params, query }) => presentDiscount(ctx, await storefrontDiscount(ctx, params.str.code, query)),
  }),
  route({
    method: 'get',
    path: '/webstore/order_status/:id',
    params: { id: 'string' },
    access: 'storefront',
    summary: "An order's status, by the internal_id checkout answered (or its order_id, for a day)",
    twin: 'Query.storefrontOrderStatus',
    response: StorefrontOrderStatus,
    handler: async (ctx, { params }) => storefrontOrderStatus(ctx, params.str.id),
  }),
];
