import { money, storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { SaleJson } from './sale.responses';
import type { SaleView } from './sale.service';
import { saleStatus } from './sale.values';

export const presentSale = (ctx: PresentContext, s: SaleView): SaleJson => ({
  id: s.id,
  store_id: s.storeId,
  name: s.name,
  type: s.type,
  value: money(s.value)!,
  package_ids: s.packageIds,
  category_ids: s.categoryIds,
  starts_at: storeTime(ctx.store, s.startsAt)!,
  ends_at: storeTime(ctx.store, s.endsAt)!,
  enabled: s.enabled,
  status: saleStatus(s),
  applies_to: s.appliesTo,
  ...timestamps(ctx, s),
});
