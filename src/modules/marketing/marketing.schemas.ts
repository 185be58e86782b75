import { CouponLimitCriteria, PromoType } from '../../generated/prisma/enums';
import { clearable, id, moneyInRange, numberInRange, objectRule, pageSchema, z } from '../../lib/validation';

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The most ids one scope list holds. */
const MAX_SCOPE_IDS = 100;

/** Ids of the store's packages or categories, each once (rule unique at the repeat), at most MAX_SCOPE_IDS. */
const scopeIds = (what: string) =>
  z
    .array(id())
    .max(MAX_SCOPE_IDS)
    .check((ctx) => {
      const seen = new Set<number>();
      ctx.value.forEach((v, i) => {
        if (seen.has(v)) ctx.issues.push({ code: 'custom', input: v, path: [i], message: `repeats an earlier ${what} id`, params: { rule: 'unique' } });
        seen.add(v);
      });
    });

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
  /** Before this instant checkout refuses it (rule not_started); null: from now. */
  starts_at: clearable(z.iso.datetime({ offset: true })),
  /** The scope (ids of this store: rule exists, per index); both empty: every package. */
  package_ids: scopeIds('package'),
  category_ids: scopeIds('category'),
  /** Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count. */
  max_uses_per_buyer: clearable(numberInRange(1, 1_000_000, { int: true })),
  first_purchase_only: z.boolean(),
  combinable_with_sales: z.boolean(),
};

/** starts_at before expires_at, when the body sets both (a PATCH setting one is compared with the other as stored, by the service). */
const startsBeforeExpiry = objectRule((body, ctx) => {
  const { starts_at: startsAt, expires_at: expiresAt } = body;
  if (typeof startsAt !== 'string' || typeof expiresAt !== 'string') return;
  if (new Date(startsAt).getTime() >= new Date(expiresAt).getTime())
    ctx.addIssue({ code: 'custom', path: ['starts_at'], input: startsAt, message: 'must be before expires_at', params: { rule: 'range' } });
});

export const createCouponSchema = z
  .object({
    ...couponFields,
    enabled: couponFields.enabled.optional(),
    min_price: couponFields.min_price.optional(),
    package_ids: couponFields.package_ids.optional(),
    category_ids: couponFields.category_ids.optional(),
    first_purchase_only: couponFields.first_purchase_only.optional(),
    combinable_with_sales: couponFields.combinable_with_sales.optional(),
  })
  .check(startsBeforeExpiry);
export const updateCouponSchema = z.object(couponFields).partial().check(startsBeforeExpiry);
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
