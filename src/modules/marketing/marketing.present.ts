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
  ...timestamps(ctx, c),
});

export const presentVariable = (ctx: ServiceContext, v: Variable): VariableJson => ({
  id: v.id,
  store_id: v.storeId,
  name: v.name,
  description: v.description,
  ...timestamps(ctx, v),
});
