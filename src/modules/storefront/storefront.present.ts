import type { ServiceContext } from '../../context';
import type { Coupon, PackageField, Store } from '../../generated/prisma/client';
import { signInMethods } from '../buyers/buyer.methods';
import { periodOf } from '../subscriptions/subscription.period';
import { money, storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { FIELD_TYPES } from '../catalog/package.schemas';
import { presentCheckoutSettings, presentTheme } from '../store/store.present';
import type { GatewayOption } from './storefront.gateways';
import type { StorefrontCoupon } from './storefront.lookups';
import type { Availability, CartLine, Pricing, StorefrontCategory, StorefrontPackage, StorefrontVariation } from './storefront.service';
import type {
  StorefrontDiscountJson,
  StorefrontGatewayJson,
  StorefrontJson,
  CartItemJson,
  PricingJson,
  StorefrontCategoryJson,
  StorefrontCategoryTreeJson,
  StorefrontFieldJson,
  StorefrontPackageJson,
  StorefrontVariationJson,
} from './storefront.responses';

const presentStorefrontField = (_ctx: PresentContext, f: PackageField): StorefrontFieldJson => ({
  id: f.id,
  name: f.name,
  // Stored as text; written only from the package body's FIELD_TYPES enum.
  type: f.type as (typeof FIELD_TYPES)[number],
  description: f.description,
  required: f.required,
});

const presentPricing = (p: Pricing): PricingJson => ({ price: p.price, compare_at: p.compareAt, percent_discount: p.percentDiscount, min: p.min, max: p.max });

const presentAvailability = (a: Availability) => ({ available: a.available, quantity: a.quantity });

const presentVariation = (v: StorefrontVariation): StorefrontVariationJson => ({
  id: v.id,
  name: v.name,
  slug: v.slug,
  image: v.image,
  icon: v.icon,
  price: v.price,
  compare_at: v.compareAt,
  stock: presentAvailability(v.stock),
});

const packageBase = (ctx: PresentContext, p: CartLine | StorefrontPackage) => ({
  id: p.id,
  category_id: p.categoryId,
  store_id: p.storeId,
  position: p.position,
  enabled: p.enabled,
  name: p.name,
  slug: p.slug,
  type: p.type,
  image: p.image,
  fields: p.fields.map((f) => presentStorefrontField(ctx, f)),
  pricing: presentPricing(p.pricing),
  sale: p.sale && { id: p.sale.id, name: p.sale.name, ends_at: storeTime(ctx.store, p.sale.endsAt)! },
});

/** The storefront cart item: the spec's fields. */
export const presentCartLine = (ctx: PresentContext, l: CartLine): CartItemJson => ({
  ...packageBase(ctx, l),
  stock: { quantity: l.stock.quantity, available: l.stock.available, min_amount: l.stock.minAmount },
});

/** A storefront catalog item: the cart item with its description, parent and variations, and the units left. */
export const presentStorefrontPackage = (ctx: PresentContext, p: StorefrontPackage): StorefrontPackageJson => ({
  ...packageBase(ctx, p),
  parent_id: p.parentId,
  description: p.description,
  variations: p.variations.map(presentVariation),
  subscription: periodOf(p),
  stock: { ...presentAvailability(p.stock), min_amount: p.stock.minAmount },
});

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const presentStorefrontCategory = (_ctx: PresentContext, c: StorefrontCategory): StorefrontCategoryJson => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  position: c.position,
  image: c.image,
  banner: c.banner,
  packages_count: c.packagesCount,
});

/** A category of the tree, with its subcategories. */
export const presentStorefrontCategoryTree = (ctx: PresentContext, c: StorefrontCategory): StorefrontCategoryTreeJson => ({
  ...presentStorefrontCategory(ctx, c),
  sub_categories: (c.subCategories ?? []).map((sub) => presentStorefrontCategoryTree(ctx, sub)),
});

/** GET /v1/webstore: the store as its storefront shows it, its buyer sign-ins (what this server can send counts), and its theme. */
export const presentStorefront = (ctx: ServiceContext, s: Store): StorefrontJson => {
  const methods = signInMethods(s, ctx.config);
  return {
    store: {
      id: s.id,
      name: s.name,
      domain: s.domain,
      active_domain: s.domain,
      currency: s.currency,
      locale: s.locale,
      ...presentCheckoutSettings(ctx, s),
      auth: methods.length > 0,
      auth_methods: methods,
    },
    theme: presentTheme(ctx, s),
  };
};

export const presentGateway = (_ctx: PresentContext, g: GatewayOption): StorefrontGatewayJson => ({
  gateway: g.gateway,
  name: g.name,
  display: g.display,
  fee: g.fee,
  is_percentage_fee: g.isPercentageFee,
});

/** The storefront's word for an amount off is FIXED (the back office's PRICE). */
export const discountType = (c: Pick<Coupon, 'type'>) => (c.type === 'PERCENTAGE' ? ('PERCENTAGE' as const) : ('FIXED' as const));

/** The public API's discount (its names: `coupon`, `expires_in`), and the names this API answered first (`code`, `expires_at`). */
export const presentDiscount = (ctx: PresentContext, c: StorefrontCoupon): StorefrontDiscountJson => ({
  id: c.id,
  store_id: c.storeId,
  coupon: c.code,
  type: discountType(c),
  value: money(c.value)!,
  applies_to: c.appliesTo,
  max_uses: c.maxUses,
  limit_criteria: c.limitCriteria,
  min_price: money(c.minPrice)!,
  expires_in: storeTime(ctx.store, c.expiresAt),
  ...timestamps(ctx, c),
  code: c.code,
  expires_at: storeTime(ctx.store, c.expiresAt),
  starts_at: storeTime(ctx.store, c.startsAt),
  max_uses_per_buyer: c.maxUsesPerBuyer,
  first_purchase_only: c.firstPurchaseOnly,
  combinable_with_sales: c.combinableWithSales,
  category_ids: c.categoryIds,
});
