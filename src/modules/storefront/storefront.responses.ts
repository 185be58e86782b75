import { BuyerSignInMethod, CouponLimitCriteria, Currency, Gateway, OrderStatus, PackageType } from '../../generated/prisma/enums';
import { count, gql, id, money, named, percent, StorefrontPageMeta, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { PackageSubscription } from '../catalog/catalog.responses';
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

export const StorefrontVariation = gql(
  named(
    'StorefrontVariation',
    z.strictObject({
      id: gql(id().describe("The variation's package id: what the cart and checkout take"), {
        description: "The variation's package id: what cart and checkout take.",
      }),
      name: z.string().describe('Display name of the option.'),
      slug: z.string().describe('URL name, unique in the store.'),
      image: z.string().nullable().describe('http(s) URL of its image; null when none.'),
      icon: z.string().nullable().describe('http(s) URL of its icon; null when none.'),
      price: gql(money(), { description: "Its unit price, in the store's currency." }),
      compare_at: gql(money(), { description: 'Its comparison (struck-through) price; the price itself when it has none.' }),
      stock: gql(z.strictObject({ available: z.boolean(), quantity: unitsLeft() }).describe('Whether it can be bought now, and the units left.'), {
        type: 'VariationStock!',
      }),
    }),
    'An option of a package: an enabled package whose parent it is',
  ),
  { description: 'An option of a package: an enabled package whose parent it is (buy it by its own id).' },
);

/** The sale a package is on now (issue 33): its price is the sale's, its compare_at the price before it. */
const StorefrontSale = named(
  'StorefrontSale',
  z.strictObject({
    id: id().describe("The sale's id."),
    name: z.string().describe("The sale's name, as the owner wrote it (plain text): escape it when shown."),
    ends_at: StoreTimestamp.describe("When it ends, in the store's offset: after it the package is at its own price again."),
  }),
  'A sale running now.',
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
  fields: gql(z.array(StorefrontField), { type: '[StorefrontPackageField!]!' }),
  pricing: gql(Pricing, { type: 'StorefrontPricing!' }),
  sale: gql(
    StorefrontSale.nullable().describe(
      'The sale its price comes from now (pricing.price is the sale price, pricing.compare_at the price before it); null: none',
    ),
    {
      type: 'StorefrontSale',
    },
  ),
};

/** POST /v1/webstore/cart: the spec's cart item (fields also say whether they are required; pricing has min and max). */
export const CartItem = gql(
  named(
    'CartItem',
    z.strictObject({
      ...packageShape,
      stock: gql(
        z
          .strictObject({
            quantity: z.int().min(1).describe('The quantity asked for'),
            available: z.boolean().describe('Whether that quantity can be bought now'),
            min_amount: z.int().min(1),
          })
          .describe('The asked quantity and whether it can be bought now.'),
        { type: 'CartStock!' },
      ),
    }),
    'A package in a cart preview.',
  ),
  {
    fields: {
      id: 'Package id.',
      categoryId: "Id of the package's category.",
      storeId: "The store's id.",
      position: 'Order within its category.',
      enabled: 'Always true: the cart refuses disabled packages.',
      name: 'Display name.',
      slug: 'URL name, unique in the store.',
      type: 'SINGLE (one unit per order) or MULTIPLE.',
      image: "http(s) URL of the package's image; null when none.",
      fields: 'Custom inputs the buyer must fill at checkout, in order.',
      pricing: 'Unit price, comparison price and discount.',
      sale: 'The sale its price comes from now (pricing.price is the sale price, pricing.compareAt the price before it); null: none.',
    },
  },
);

/** A storefront catalog item: the cart item with its description, parent and variations, and the units left instead of a requested quantity. */
export const StorefrontPackage = gql(
  named(
    'StorefrontPackage',
    z.strictObject({
      ...packageShape,
      parent_id: gql(id().nullable().describe('The package this one is a variation of; null for a package of its own'), {
        description: 'The package this one is a variation of; null for a package of its own.',
      }),
      description: z.string().nullable().describe("The package's description (HTML as the owner wrote it); null when none."),
      variations: z.array(StorefrontVariation).describe('Its enabled variations, by position.'),
      subscription: gql(
        PackageSubscription.nullable().describe('null: sold once. Set: a subscription, charged every period (pay through STRIPE or MERCADOPAGO)'),
        {
          description: 'null: sold once. Set: a subscription, charged every period; checkout takes it alone, through a gateway that charges again.',
        },
      ),
      stock: gql(
        z
          .strictObject({
            available: z.boolean().describe('Whether the minimum quantity can be bought now'),
            quantity: unitsLeft(),
            min_amount: z.int().min(1),
          })
          .describe('Whether it can be bought now, the units left and the minimum quantity.'),
        { type: 'StorefrontStock!' },
      ),
    }),
    'A package for sale, as the storefront lists it.',
  ),
  {
    fields: {
      id: "Package id: checkout's items[].id.",
      categoryId: "Id of the package's category.",
      storeId: "The store's id.",
      position: 'Order within its category.',
      enabled: 'Always true: only enabled packages are listed.',
      name: 'Display name.',
      slug: 'URL name, unique in the store.',
      type: 'SINGLE (one unit per order) or MULTIPLE.',
      image: "http(s) URL of the package's image; null when none.",
      fields: 'Custom inputs the buyer must fill at checkout, in order.',
      pricing: "Unit price, comparison price, discount, and the range of its variations' prices.",
      sale: 'The sale its price comes from now (pricing.price is the sale price, pricing.compareAt the price before it); null: none.',
    },
  },
);

const categoryShape = {
  id: id().describe("Category id (storefrontPackages' categoryId)."),
  name: z.string().describe('Display name.'),
  slug: z.string().describe('URL name, unique in the store.'),
  parent_id: id().nullable().describe("The parent category's id, to build the tree; null for a top-level category."),
  position: count().describe('Order among its siblings, ascending.'),
  image: z.string().nullable().describe("http(s) URL of the category's image; null when none."),
  banner: z.string().nullable().describe("http(s) URL of the category's banner; null when none."),
  packages_count: gql(count().describe('Packages the storefront lists in this category and every category below it'), {
    description: 'Packages storefrontPackages lists in this category and in every category below it.',
  }),
};

/** A category as the storefront sees it: no visibility flags, no timestamps. */
export const StorefrontCategory = named(
  'StorefrontCategory',
  z.strictObject(categoryShape),
  'A category a storefront may show (not hidden, not below a hidden category).',
);

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
export const Storefront = gql(
  named(
    'Storefront',
    z.strictObject({
      store: gql(
        z
          .strictObject({
            id: id(),
            name: z.string(),
            domain: z.string(),
            active_domain: z.string().describe('The domain to send as x-store-domain: the store has one'),
            currency: z.enum(Currency),
            locale: z.string(),
            ...checkoutSettingsShape,
            auth: z
              .boolean()
              .describe(
                "Whether buyers can sign in to the buyer's area (issue 32): true when the store offers a sign-in (auth_methods); checkout never requires one (a Discord requirement is discord_mode)",
              ),
            auth_methods: z
              .array(z.enum(BuyerSignInMethod))
              .describe('The sign-ins the store offers now: EMAIL (a code by e-mail), DISCORD (OAuth2); empty when auth is false'),
          })
          .describe('The store and what checkout asks of the buyer.'),
        { type: 'StorefrontStore!' },
      ),
      theme: StoreTheme,
    }),
    'What a storefront needs to know before it shows the store (REST GET /v1/webstore).',
  ),
  { fields: { theme: "The store's look." } },
);

/** GET /v1/webstore/gateway: one way to pay. */
export const StorefrontGateway = named(
  'StorefrontGateway',
  z.strictObject({
    gateway: gql(z.enum(Gateway).describe("Checkout's gateway value"), { description: "The value checkout's gateway takes." }),
    name: gql(z.string().describe("The gateway's identifier, as storefronts name its icon"), {
      description: "The gateway's identifier, as storefronts name its icon.",
    }),
    display: gql(z.string().describe("Its name in the store's locale"), { description: "Its name in the store's locale." }),
    fee: gql(money().describe('No gateway fees are modelled: 0'), { description: 'Always 0: no gateway fees are modelled.' }),
    is_percentage_fee: z.boolean().describe('Always false: no gateway fees are modelled.'),
  }),
  'A way to pay at the store.',
);

/** GET /v1/webstore/discount/{code}: a coupon the buyer can use now, in the public API's shape (and the two names answered before it). */
export const StorefrontDiscount = gql(
  named(
    'StorefrontDiscount',
    z.strictObject({
      id: id().describe("The coupon's id."),
      store_id: id().describe("The store's id."),
      coupon: gql(z.string().describe('The code, as the store spells it'), {
        description: "The code as the store spells it (the public API's name for it; code is the same).",
      }),
      type: gql(z.enum(['PERCENTAGE', 'FIXED']).describe('PERCENTAGE: value % off the order; FIXED: value off, in the store currency'), {
        description: 'PERCENTAGE or FIXED.',
      }),
      value: gql(money(), { description: "The percentage, or the amount in the store's currency." }),
      applies_to: gql(
        z
          .array(id())
          .describe(
            'The package ids it applies to now, ascending: its packages, their variations, and the packages of its categories and their subcategories; empty: every package',
          ),
        {
          type: '[Int!]!',
          description:
            'The package ids it applies to now, ascending: its packages, their variations, and the packages of its categories and their subcategories; empty: every package.',
        },
      ),
      max_uses: gql(z.int().min(1).nullable().describe('How many orders may use it in all; null: unlimited'), {
        description: 'How many orders may use it in all; null: unlimited.',
      }),
      limit_criteria: gql(
        z
          .enum(CouponLimitCriteria)
          .nullable()
          .describe("The buyer's detail one use per buyer is counted by (checkout refuses a second use); null: no per-buyer limit"),
        { description: "The buyer's detail one use per buyer is counted by (CLIENT_EMAIL or CLIENT_IDENTIFIER); null: no per-buyer limit." },
      ),
      min_price: gql(money().describe('The smallest cart subtotal (before the discount) checkout applies it to; 0: any'), {
        description: "The smallest cart subtotal (before the discount) it applies to, in the store's currency; 0: any.",
      }),
      expires_in: gql(StoreTimestamp.nullable().describe('When it stops being valid; null: never'), {
        description: "When it stops being valid, in the store's offset; null: never (the public API's name; expiresAt is the same).",
      }),
      ...timestampsShape,
      code: gql(z.string().describe('coupon again, under the name this API answered first'), { description: 'The code as the store spells it.' }),
      expires_at: gql(StoreTimestamp.nullable().describe('expires_in again, under the name this API answered first'), {
        description: "When it stops being valid, in the store's offset; null: never.",
      }),
      starts_at: StoreTimestamp.nullable().describe(
        "When it became usable, in the store's offset; null: from its creation (before it the answer is 422, rule not_started).",
      ),
      max_uses_per_buyer: gql(
        z.int().min(1).nullable().describe('Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count'),
        {
          description: 'Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count.',
        },
      ),
      first_purchase_only: z.boolean().describe("Only for a buyer's first order of the store (by e-mail or identifier)."),
      combinable_with_sales: z.boolean().describe('false: lines on sale are left out of its discount.'),
      category_ids: gql(z.array(id()).describe('The categories it is limited to (their subcategories included); applies_to lists their packages'), {
        type: '[Int!]!',
        description: 'The categories it is limited to (their subcategories included); appliesTo lists their packages.',
      }),
    }),
    "A coupon the buyer can use now (REST GET /v1/webstore/discount/{code}, the public API's discount, and the rules checkout applies to it).",
  ),
  { fields: { updatedAt: "When it was last changed (a use counts), in the store's offset." } },
);

/** GET /v1/webstore/order_status/{id}: the status and nothing else. */
export const StorefrontOrderStatus = named(
  'StorefrontOrderStatus',
  z.strictObject({ status: z.enum(OrderStatus).describe('Where the order is in its lifecycle; PENDING until it is paid.') }),
  "An order's status, alone.",
);

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
