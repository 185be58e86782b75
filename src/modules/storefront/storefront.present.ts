import type { Category, PackageField } from '../../generated/prisma/client';
import type { CartLine, Pricing, StorefrontPackage } from './storefront.service';

export const presentStorefrontField = (f: PackageField) => ({ id: f.id, name: f.name, type: f.type, description: f.description });

const presentPricing = (p: Pricing) => ({ price: p.price, compare_at: p.compareAt, percent_discount: p.percentDiscount });

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
export const presentCartLine = (l: CartLine) => ({
  ...packageBase(l),
  stock: { quantity: l.stock.quantity, available: l.stock.available, min_amount: l.stock.minAmount },
});

/** A storefront catalog item: the cart item without the request's quantity. */
export const presentStorefrontPackage = (p: StorefrontPackage) => ({
  ...packageBase(p),
  stock: { available: p.stock.available, min_amount: p.stock.minAmount },
});

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const presentStorefrontCategory = (c: Category) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  position: c.position,
  image: c.image,
  banner: c.banner,
});
