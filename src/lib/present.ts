import type { ServiceContext } from '../context';
import type { Store } from '../generated/prisma/client';
import { formatMoney, isoInZone, money } from './format';
import type { Decimal } from '@prisma/client/runtime/client';

/** A store record's timestamp, in the store's UTC offset. */
export const storeTime = (store: Pick<Store, 'timezone'>, date: Date | null | undefined): string | null =>
  date ? isoInZone(date, store.timezone) : null;

/** Localized money text in the store's locale and currency (`R$ 30,00`). */
export const moneyDisplay = (store: Pick<Store, 'locale' | 'currency'>, value: Decimal | number): string =>
  formatMoney(value, store.locale, store.currency);

export const timestamps = (ctx: ServiceContext, row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: storeTime(ctx.store, row.createdAt)!,
  updated_at: storeTime(ctx.store, row.updatedAt)!,
});

export { money };
