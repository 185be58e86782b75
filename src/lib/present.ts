import type { Store } from '../generated/prisma/client';
import { formatMoney, isoInZone, money } from './format';

/**
 * What every presenter takes first: the store whose UTC offset, locale and currency the JSON is
 * written in. A request's ServiceContext is one (presenters that load relations take that);
 * code outside a request (the outbox, the operator CLI) passes `{ store }`.
 */
export interface PresentContext {
  readonly store: Store;
}

/**
 * The one presenter signature: `(ctx, row)`, context first as every service function, then the row
 * (a few take options after it). A presenter that needs nothing of the store still takes `ctx`, so
 * any presenter can be handed to `listBody` or a `map` the same way.
 */
export type Presenter<Row, Json, Ctx extends PresentContext = PresentContext> = (ctx: Ctx, row: Row) => Json | Promise<Json>;

/** A store record's timestamp, in the store's UTC offset. */
export const storeTime = (store: Pick<Store, 'timezone'>, date: Date | null | undefined): string | null => (date ? isoInZone(date, store.timezone) : null);

/** Localized money text in the store's locale and currency (`R$ 30,00`). */
export const moneyDisplay = (store: Pick<Store, 'locale' | 'currency'>, value: { toFixed(digits: number): string } | number): string =>
  formatMoney(value, store.locale, store.currency);

/** `created_at`/`updated_at` of a store record, in the store's offset. */
export const timestamps = (ctx: PresentContext, row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: storeTime(ctx.store, row.createdAt)!,
  updated_at: storeTime(ctx.store, row.updatedAt)!,
});

export { money };
