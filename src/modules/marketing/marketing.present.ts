import type { ServiceContext } from '../../context';
import type { Variable } from '../../generated/prisma/client';
import { money, storeTime, timestamps } from '../../lib/present';
import type { CouponJson, VariableJson } from './marketing.responses';
import type { ScopedCoupon } from './marketing.service';

export const presentCoupon = (ctx: ServiceContext, c: ScopedCoupon): CouponJson => ({
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
  starts_at: storeTime(ctx.store, c.startsAt),
  package_ids: c.packageIds,
  category_ids: c.categoryIds,
  max_uses_per_buyer: c.maxUsesPerBuyer,
  first_purchase_only: c.firstPurchaseOnly,
  combinable_with_sales: c.combinableWithSales,
  applies_to: c.appliesTo,
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
