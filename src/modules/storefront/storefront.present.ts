import type { Coupon, PackageField, Store } from '../../generated/prisma/client';
import { money, storeTime } from '../../lib/present';
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

export const presentStorefrontField = (f: PackageField): StorefrontFieldJson => ({
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

const packageBase = (p: CartLine | StorefrontPackage) => ({
  id: p.id,
  category_id: p.categoryId,
  store_id: p.storeId,
  position: p.position,
  enabled: p.enabled,
  name: p.name,
  slug: p.slug,
  type: p.type,
  image: p.image,
  fields: p.fields.map(presentStorefrontField),
  pricing: presentPricing(p.pricing),
});

/** The storefront cart item: the spec's fields. */
export const presentCartLine = (l: CartLine): CartItemJson => ({
  ...packageBase(l),
  stock: { quantity: l.stock.quantity, available: l.stock.available, min_amount: l.stock.minAmount },
});

/** A storefront catalog item: the cart item with its description, parent and variations, and the units left. */
export const presentStorefrontPackage = (p: StorefrontPackage): StorefrontPackageJson => ({
  ...packageBase(p),
  parent_id: p.parentId,
  description: p.description,
  variations: p.variations.map(presentVariation),
  stock: { ...presentAvailability(p.stock), min_amount: p.stock.minAmount },
});

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const presentStorefrontCategory = (c: StorefrontCategory): StorefrontCategoryJson => ({
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
export const presentStorefrontCategoryTree = (c: StorefrontCategory): StorefrontCategoryTreeJson => ({
  ...presentStorefrontCategory(c),
  sub_categories: (c.subCategories ?? []).map(presentStorefrontCategoryTree),
});

/** GET /v1/webstore: the store as its storefront shows it, and its theme. */
export const presentStorefront = (s: Store): StorefrontJson => ({
  store: { id: s.id, name: s.name, domain: s.domain, active_domain: s.domain, currency: s.currency, locale: s.locale, ...presentCheckoutSettings(s), auth: false },
  theme: presentTheme(s),
});

export const presentGateway = (g: GatewayOption): StorefrontGatewayJson => ({
  gateway: g.gateway,
  name: g.name,
  display: g.display,
  fee: g.fee,
  is_percentage_fee: g.isPercentageFee,
});

/** The storefront's word for an amount off is FIXED (the back office's PRICE). */
export const discountType = (c: Pick<Coupon, 'type'>) => (c.type === 'PERCENTAGE' ? ('PERCENTAGE' as const) : ('FIXED' as const));

export const presentDiscount = (s: Store, c: StorefrontCoupon): StorefrontDiscountJson => ({
  code: c.code,
  type: discountType(c),
  value: money(c.value)!,
  applies_to: c.appliesTo,
  expires_at: storeTime(s, c.expiresAt),
});
