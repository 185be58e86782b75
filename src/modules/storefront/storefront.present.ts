import type { Category, PackageField } from '../../generated/prisma/client';
import type { FIELD_TYPES } from '../catalog/package.schemas';
import type { CartLine, Pricing, StorefrontPackage } from './storefront.service';
import type { CartItemJson, PricingJson, StorefrontCategoryJson, StorefrontFieldJson, StorefrontPackageJson } from './storefront.responses';

export const presentStorefrontField = (f: PackageField): StorefrontFieldJson => ({
  id: f.id,
  name: f.name,
  // Stored as text; written only from the package body's FIELD_TYPES enum.
  type: f.type as (typeof FIELD_TYPES)[number],
  description: f.description,
});

const presentPricing = (p: Pricing): PricingJson => ({ price: p.price, compare_at: p.compareAt, percent_discount: p.percentDiscount });

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

/** The storefront cart item: exactly the spec's fields. */
export const presentCartLine = (l: CartLine): CartItemJson => ({
  ...packageBase(l),
  stock: { quantity: l.stock.quantity, available: l.stock.available, min_amount: l.stock.minAmount },
});

/** A storefront catalog item: the cart item without the request's quantity. */
export const presentStorefrontPackage = (p: StorefrontPackage): StorefrontPackageJson => ({
  ...packageBase(p),
  stock: { available: p.stock.available, min_amount: p.stock.minAmount },
});

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const presentStorefrontCategory = (c: Category): StorefrontCategoryJson => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  position: c.position,
  image: c.image,
  banner: c.banner,
});
