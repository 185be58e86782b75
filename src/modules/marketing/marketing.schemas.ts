import { CouponLimitCriteria, PromoType } from '../../generated/prisma/enums';
import { clearable, moneyInRange, numberInRange, pageSchema, z } from '../../lib/validation';

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const couponFields = {
  code,
  type: z.enum(PromoType),
  /** PERCENTAGE: 0.01..100 (% off); PRICE: an amount off. */
  value: moneyInRange(0.01, 1_000_000),
  enabled: z.boolean(),
  max_uses: clearable(numberInRange(1, 1_000_000, { int: true })),
  expires_at: clearable(z.iso.datetime({ offset: true })),
  /** The smallest cart subtotal (before the discount) checkout applies it to; 0: any. Money, as prices are. */
  min_price: moneyInRange(0, 1_000_000),
  /** One use per buyer, counted by their e-mail or their identifier; null: no per-buyer limit. */
  limit_criteria: clearable(z.enum(CouponLimitCriteria)),
};

export const createCouponSchema = z.object({
  ...couponFields,
  enabled: couponFields.enabled.optional(),
  min_price: couponFields.min_price.optional(),
});
export const updateCouponSchema = z.object(couponFields).partial();
export const listCouponsSchema = pageSchema.extend({
  code: z.string().max(64).optional(),
  /** The public API's name for code (REST `GET /v1/app/discount?coupon=`); both sent, both must match. */
  coupon: z.string().max(64).optional(),
});

/** Names are command placeholders (`{nick}`): letters, digits, underscore. */
const variableName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/);
export const createVariableSchema = z.object({ name: variableName, description: clearable(z.string().max(500)) });
export const updateVariableSchema = createVariableSchema.partial();

export type CreateCouponInput = z.input<typeof createCouponSchema>;
export type UpdateCouponInput = z.input<typeof updateCouponSchema>;
export type ListCouponsInput = z.input<typeof listCouponsSchema>;
export type CreateVariableInput = z.input<typeof createVariableSchema>;
export type UpdateVariableInput = z.input<typeof updateVariableSchema>;
