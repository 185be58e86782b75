import { CouponLimitCriteria, PromoType } from '../../generated/prisma/enums';
import { count, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of coupons and variables: what marketing.present.ts returns. */

export const Coupon = named(
  'Coupon',
  z.strictObject({
    id: id(),
    store_id: id(),
    code: z.string(),
    type: z.enum(PromoType),
    value: money().describe('PERCENTAGE: percent off; PRICE: an amount off'),
    enabled: z.boolean(),
    max_uses: z.int().min(1).nullable().describe('null = unlimited'),
    uses: count(),
    expires_at: StoreTimestamp.nullable(),
    min_price: money().describe('The smallest cart subtotal (before the discount) checkout applies it to; 0: any'),
    limit_criteria: z
      .enum(CouponLimitCriteria)
      .nullable()
      .describe("One use per buyer, counted by the buyer's e-mail (CLIENT_EMAIL) or identifier (CLIENT_IDENTIFIER); null: no per-buyer limit"),
    coupon: z.string().describe("The code again, under the public API's name for it (integrations read it)"),
    expires_in: StoreTimestamp.nullable().describe("expires_at again, under the public API's name for it"),
    ...timestampsShape,
  }),
);

export const Variable = named(
  'Variable',
  z.strictObject({
    id: id(),
    store_id: id(),
    name: z.string().describe('The {name} placeholder of commands'),
    description: z.string().nullable(),
    ...timestampsShape,
  }),
);

export type CouponJson = z.output<typeof Coupon>;
export type VariableJson = z.output<typeof Variable>;
