import { CouponLimitCriteria, PromoType } from '../../generated/prisma/enums';
import { count, gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of coupons and variables: what marketing.present.ts returns. */

export const Coupon = gql(
  named(
    'Coupon',
    z.strictObject({
      id: id().describe('Coupon id (Affiliate.linkedDiscountId refers to it).'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      code: z.string().describe('The code buyers type: letters, digits, hyphen, underscore, 1..64 characters; unique and matched ignoring case at checkout.'),
      type: z.enum(PromoType).describe('Whether value is a percentage or an amount off.'),
      value: gql(money().describe('PERCENTAGE: percent off; PRICE: an amount off'), {
        description: "PERCENTAGE: percent off (0.01..100); PRICE: amount off in the store's currency.",
      }),
      enabled: z.boolean().describe('false: checkout refuses the code (VALIDATION_FAILED, coupon, rule exists).'),
      max_uses: gql(z.int().min(1).nullable().describe('null = unlimited'), {
        description: 'How many orders may use it; null: unlimited. When used up, checkout answers VALIDATION_FAILED, coupon, rule max_uses.',
      }),
      uses: count().describe('Orders placed with it; a rejected or canceled order gives its use back.'),
      expires_at: StoreTimestamp.nullable().describe("From this instant checkout refuses it (rule expired), in the store's offset; null: it never expires."),
      min_price: gql(money().describe('The smallest cart subtotal (before the discount) checkout applies it to; 0: any'), {
        description:
          "The smallest cart subtotal (before the discount) checkout applies it to, in the store's currency; 0: any. Below it checkout answers VALIDATION_FAILED, coupon, rule min_price.",
      }),
      limit_criteria: gql(
        z
          .enum(CouponLimitCriteria)
          .nullable()
          .describe("One use per buyer, counted by the buyer's e-mail (CLIENT_EMAIL) or identifier (CLIENT_IDENTIFIER); null: no per-buyer limit"),
        {
          description:
            'One use per buyer, counted by this detail of theirs (an order that is not REJECTED or CANCELED counts); null: no per-buyer limit. A second use is VALIDATION_FAILED, coupon, rule limit.',
        },
      ),
      starts_at: StoreTimestamp.nullable().describe(
        "Before this instant checkout refuses it (rule not_started), in the store's offset; null: from its creation.",
      ),
      package_ids: gql(z.array(id()).describe('Packages it is limited to (a variation of one is included); with category_ids empty too: every package'), {
        type: '[Int!]!',
        description:
          'Packages it is limited to (their variations included); with categoryIds empty too: every package. A cart with none of its packages is VALIDATION_FAILED, coupon, rule scope.',
      }),
      category_ids: gql(z.array(id()).describe('Categories it is limited to (their subcategories included); with package_ids empty too: every package'), {
        type: '[Int!]!',
        description: 'Categories it is limited to (their subcategories included); with packageIds empty too: every package.',
      }),
      max_uses_per_buyer: gql(
        z.int().min(1).nullable().describe('Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count'),
        {
          description:
            'Orders one buyer may place with it, counted by their e-mail and by their identifier (an order that is not REJECTED or CANCELED counts); null: no such count. One more is VALIDATION_FAILED, coupon, rule limit.',
        },
      ),
      first_purchase_only: gql(z.boolean().describe('Only for a buyer without an order of the store (by e-mail or identifier) that counts'), {
        description:
          'Only for a buyer with no order of the store that counts (not REJECTED or CANCELED), by e-mail or identifier; else VALIDATION_FAILED, coupon, rule first_purchase.',
      }),
      combinable_with_sales: gql(z.boolean().describe('false: lines on sale are left out of its discount'), {
        description:
          'false: lines on sale are left out of its discount; a cart whose lines in its scope are all on sale is VALIDATION_FAILED, coupon, rule sale.',
      }),
      applies_to: gql(
        z
          .array(id())
          .describe(
            'The package ids its scope takes now, ascending: its packages, their variations, and the packages of its categories and their subcategories; empty with an empty scope: every package',
          ),
        {
          type: '[Int!]!',
          description:
            'The package ids its scope takes now, ascending: its packages, their variations, and the packages of its categories and their subcategories. Empty with an empty scope: every package; empty with a scope: none now.',
        },
      ),
      coupon: gql(z.string().describe("The code again, under the public API's name for it (integrations read it)"), { omit: true }),
      expires_in: gql(StoreTimestamp.nullable().describe("expires_at again, under the public API's name for it"), { omit: true }),
      ...timestampsShape,
    }),
    'A discount code buyers give at checkout. REST: /v1/app/coupon.',
  ),
  { fields: { updatedAt: "When it was last changed (a use counts), in the store's offset." } },
);

export const Variable = named(
  'Variable',
  z.strictObject({
    id: id().describe('Variable id (Package.variables lists these).'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    name: gql(z.string().describe('The {name} placeholder of commands'), {
      description: "Letters, digits and underscores, 1..64 characters, unique in the store: the key in checkout's variables and the {name} placeholder.",
    }),
    description: z.string().nullable().describe('Help text for the buyer, up to 500 characters; null when none.'),
    ...timestampsShape,
  }),
  'A value buyers give at checkout (e.g. a nickname), used as {name} in commands.',
);

export type CouponJson = z.output<typeof Coupon>;
export type VariableJson = z.output<typeof Variable>;
