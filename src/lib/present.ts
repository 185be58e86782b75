import type { ServiceContext } from '../context';
import type { Store } from '../generated/prisma/client';
import { formatMoney, isoInZone, money } from './format';

/** A store record's timestamp, in the store's UTC offset. */
export const storeTime = (store: Pick<Store, 'timezone'>, date: Date | null | undefined): string | null =>
  date ? isoInZone(date, store.timezone) : null;

/** Localized money text in the store's locale and currency (`R$ 30,00`). */
export const moneyDisplay = (store: Pick<Store, 'locale' | 'currency'>, value: { toFixed(digits: number): string } | number): string =>
  formatMoney(value, store.locale, store.currency);

/** `created_at`/`updated_at` of a store record, in the store's offset. */
export const storeTimestamps = (store: Pick<Store, 'timezone'>, row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: storeTime(store, row.createdAt)!,
  updated_at: storeTime(store, row.updatedAt)!,
});

export const timestamps = (ctx: ServiceContext, row: { createdAt: Date; updatedAt: Date }) => storeTimestamps(ctx.store, row);

export { money };
