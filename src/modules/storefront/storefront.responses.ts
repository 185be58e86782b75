import { PackageType } from '../../generated/prisma/enums';
import { count, id, money, named, percent, StorefrontPageMeta, z } from '../../lib/responses';
import { FIELD_TYPES } from '../catalog/package.schemas';

/** REST response schemas of the storefront: what storefront.present.ts returns. */

export const StorefrontField = named(
  'StorefrontField',
  z.strictObject({ id: id(), name: z.string(), type: z.enum(FIELD_TYPES), description: z.string() }),
  'A custom input field the buyer fills',
);

export const Pricing = named(
  'Pricing',
  z.strictObject({
    price: money(),
    compare_at: money().describe('The price before the discount; the price itself without one'),
    percent_discount: percent().max(0).describe('Negative for a discount (-20 = 20% off); 0 without one'),
  }),
);

const packageShape = {
  id: id(),
  category_id: id(),
  store_id: id(),
  position: count(),
  enabled: z.boolean(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(PackageType),
  image: z.string().nullable(),
  fields: z.array(StorefrontField),
  pricing: Pricing,
};

/** POST /v1/webstore/cart: exactly the spec's cart item. */
export const CartItem = named(
  'CartItem',
  z.strictObject({
    ...packageShape,
    stock: z.strictObject({
      quantity: z.int().min(1).describe('The quantity asked for'),
      available: z.boolean().describe('Whether that quantity can be bought now'),
      min_amount: z.int().min(1),
    }),
  }),
);

/** A storefront catalog item: the cart item without the requested quantity. */
export const StorefrontPackage = named(
  'StorefrontPackage',
  z.strictObject({
    ...packageShape,
    stock: z.strictObject({
      available: z.boolean().describe('Whether the minimum quantity can be bought now'),
      min_amount: z.int().min(1),
    }),
  }),
);

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const StorefrontCategory = named(
  'StorefrontCategory',
  z.strictObject({
    id: id(),
    name: z.string(),
    slug: z.string(),
    parent_id: id().nullable(),
    position: count(),
    image: z.string().nullable(),
    banner: z.string().nullable(),
  }),
);

/** GET /v1/webstore/package. */
export const StorefrontPackagePage = z.strictObject({ meta: StorefrontPageMeta, data: z.array(StorefrontPackage) });

export type StorefrontFieldJson = z.output<typeof StorefrontField>;
export type PricingJson = z.output<typeof Pricing>;
export type CartItemJson = z.output<typeof CartItem>;
export type StorefrontPackageJson = z.output<typeof StorefrontPackage>;
export type StorefrontCategoryJson = z.output<typeof StorefrontCategory>;
