import type { ServiceContext } from '../../context';
import type { Coupon, Variable } from '../../generated/prisma/client';
import { money, storeTime, timestamps } from '../../lib/present';
import type { CouponJson, VariableJson } from './marketing.responses';

export const presentCoupon = (ctx: ServiceContext, c: Coupon): CouponJson => ({
  id: c.id,
  store_id: c.storeId,
  code: c.code,
  type: c.type,
  value: money(c.value)!,
  enabled: c.enabled,
  max_uses: c.maxUses,
  uses: c.uses,
  expires_at: storeTime(ctx.store, c.expiresAt),
  min_price: money(c.minPrice)!,
  limit_criteria: c.limitCriteria,
  // The public API's names for the same two values: integrations read coupon (and upper-case it) and expires_in.
  coupon: c.code,
  expires_in: storeTime(ctx.store, c.expiresAt),
  ...timestamps(ctx, c),
});

export const presentVariable = (ctx: ServiceContext, v: Variable): VariableJson => ({
  id: v.id,
  store_id: v.storeId,
  name: v.name,
  description: v.description,
  ...timestamps(ctx, v),
});
