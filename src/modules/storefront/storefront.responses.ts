import { CouponLimitCriteria, Currency, Gateway, OrderStatus, PackageType } from '../../generated/prisma/enums';
import { count, id, money, named, percent, StoreTimestamp, StorefrontPageMeta, timestampsShape, z } from '../../lib/responses';
import { FIELD_TYPES } from '../catalog/package.schemas';
import { checkoutSettingsShape, StoreTheme } from '../store/store.responses';

/** REST response schemas of the storefront: what storefront.present.ts returns. */

const StorefrontField = named(
  'StorefrontField',
  z.strictObject({
    id: id(),
    name: z.string(),
    type: z.enum(FIELD_TYPES),
    description: z.string(),
    required: z.boolean().describe('Checkout refuses the order without a value'),
  }),
  'A custom input field the buyer fills',
);

const Pricing = named(
  'Pricing',
  z.strictObject({
    price: money(),
    compare_at: money().describe('The price before the discount; the price itself without one'),
    percent_discount: percent().max(0).describe('Negative for a discount (-20 = 20% off); 0 without one'),
    min: money().describe('The lowest price a buyer can pick: of the variations when there are any, else the price'),
    max: money().describe('The highest price a buyer can pick'),
  }),
);

const unitsLeft = () => count().nullable().describe('Units that can be bought now (stock, unused license keys); null: unlimited');

const StorefrontVariation = named(
  'StorefrontVariation',
  z.strictObject({
    id: id().describe("The variation's package id: what the cart and checkout take"),
    name: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    icon: z.string().nullable(),
    price: money(),
    compare_at: money(),
    stock: z.strictObject({ available: z.boolean(), quantity: unitsLeft() }),
  }),
  'An option of a package: an enabled package whose parent it is',
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

/** POST /v1/webstore/cart: the spec's cart item (fields also say whether they are required; pricing has min and max). */
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

/** A storefront catalog item: the cart item with its description, parent and variations, and the units left instead of a requested quantity. */
const StorefrontPackage = named(
  'StorefrontPackage',
  z.strictObject({
    ...packageShape,
    parent_id: id().nullable().describe('The package this one is a variation of; null for a package of its own'),
    description: z.string().nullable(),
    variations: z.array(StorefrontVariation),
    stock: z.strictObject({
      available: z.boolean().describe('Whether the minimum quantity can be bought now'),
      quantity: unitsLeft(),
      min_amount: z.int().min(1),
    }),
  }),
);

const categoryShape = {
  id: id(),
  name: z.string(),
  slug: z.string(),
  parent_id: id().nullable(),
  position: count(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
  packages_count: count().describe('Packages the storefront lists in this category and every category below it'),
};

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const StorefrontCategory = named('StorefrontCategory', z.strictObject(categoryShape));

/** A category of the tree (`include_sub_categories=true`): the storefront category with its visible subcategories. */
export const StorefrontCategoryTree: z.ZodType<StorefrontCategoryTreeJson> = named(
  'StorefrontCategoryTree',
  z.strictObject({
    ...categoryShape,
    get sub_categories() {
      return z.array(StorefrontCategoryTree);
    },
  }),
);

/** GET /v1/webstore/package. */
export const StorefrontPackagePage = z.strictObject({ meta: StorefrontPageMeta, data: z.array(StorefrontPackage) });

/** GET /v1/webstore: what a storefront needs to know about the store before it shows it. */
export const Storefront = named(
  'Storefront',
  z.strictObject({
    store: z.strictObject({
      id: id(),
      name: z.string(),
      domain: z.string(),
      active_domain: z.string().describe('The domain to send as x-store-domain: the store has one'),
      currency: z.enum(Currency),
      locale: z.string(),
      ...checkoutSettingsShape,
      auth: z
        .literal(false)
        .describe('Whether buyers sign in to an account before checkout. There are no buyer accounts: always false (a Discord requirement is discord_mode)'),
    }),
    theme: StoreTheme,
  }),
);

/** GET /v1/webstore/gateway: one way to pay. */
export const StorefrontGateway = named(
  'StorefrontGateway',
  z.strictObject({
    gateway: z.enum(Gateway).describe("Checkout's gateway value"),
    name: z.string().describe("The gateway's identifier, as storefronts name its icon"),
    display: z.string().describe("Its name in the store's locale"),
    fee: money().describe('No gateway fees are modelled: 0'),
    is_percentage_fee: z.boolean(),
  }),
);

/** GET /v1/webstore/discount/{code}: a coupon the buyer can use now, in the public API's shape (and the two names answered before it). */
export const StorefrontDiscount = named(
  'StorefrontDiscount',
  z.strictObject({
    id: id(),
    store_id: id(),
    coupon: z.string().describe('The code, as the store spells it'),
    type: z.enum(['PERCENTAGE', 'FIXED']).describe('PERCENTAGE: value % off the order; FIXED: value off, in the store currency'),
    value: money(),
    applies_to: z.array(id()).describe('Package ids the coupon is limited to; empty: every package (coupons are not limited yet)'),
    max_uses: z.int().min(1).nullable().describe('How many orders may use it in all; null: unlimited'),
    limit_criteria: z
      .enum(CouponLimitCriteria)
      .nullable()
      .describe("The buyer's detail one use per buyer is counted by (checkout refuses a second use); null: no per-buyer limit"),
    min_price: money().describe('The smallest cart subtotal (before the discount) checkout applies it to; 0: any'),
    expires_in: StoreTimestamp.nullable().describe('When it stops being valid; null: never'),
    ...timestampsShape,
    code: z.string().describe('coupon again, under the name this API answered first'),
    expires_at: StoreTimestamp.nullable().describe('expires_in again, under the name this API answered first'),
  }),
);

/** GET /v1/webstore/order_status/{id}: the status and nothing else. */
export const StorefrontOrderStatus = named('StorefrontOrderStatus', z.strictObject({ status: z.enum(OrderStatus) }));

export type StorefrontJson = z.output<typeof Storefront>;
export type StorefrontGatewayJson = z.output<typeof StorefrontGateway>;
export type StorefrontDiscountJson = z.output<typeof StorefrontDiscount>;
export type StorefrontFieldJson = z.output<typeof StorefrontField>;
export type PricingJson = z.output<typeof Pricing>;
export type StorefrontVariationJson = z.output<typeof StorefrontVariation>;
export type CartItemJson = z.output<typeof CartItem>;
export type StorefrontPackageJson = z.output<typeof StorefrontPackage>;
export type StorefrontCategoryJson = z.output<typeof StorefrontCategory>;
export type StorefrontCategoryTreeJson = StorefrontCategoryJson & { sub_categories: StorefrontCategoryTreeJson[] };
