import type { AppModule } from '../../module';
import {
  CartItem,
  Storefront,
  StorefrontCategory,
  StorefrontDiscount,
  StorefrontGateway,
  StorefrontOrderStatus,
  StorefrontPackage,
  StorefrontVariation,
} from './storefront.responses';
import { storefrontResolvers } from './storefront.resolvers';
import { storefrontRoutes } from './storefront.routes';

/** What a storefront reads by its domain: the store, categories, packages, cart, coupons, order status. */
export const storefrontModule: AppModule = {
  name: 'storefront',
  routes: storefrontRoutes,
  resolvers: storefrontResolvers,
  sdl: ['storefront.graphql'],
  shapes: [StorefrontVariation, CartItem, StorefrontPackage, StorefrontCategory, Storefront, StorefrontGateway, StorefrontDiscount, StorefrontOrderStatus],
};
