import { addDays, todayIn } from '../../lib/format';

/** The dashboard's quick ranges: the last N days, today (in the store's zone) included. */
export const QUICK_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

export const DEFAULT_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` store-local days, today included: Last 7 days on the 22nd is the 16th to the 22nd. */
export function lastDays(days: number, timeZone: string, now = new Date()): DayRange {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The store-local day (YYYY-MM-DD) of an instant the API gives in UTC (a visitors point, a period's bounds). */
export function storeDay(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : todayIn(timeZone, d);
}

/** Days from `from` to `to`, both included; null when either is not a calendar day. */
export function dayCount({ from, to }: DayRange): number | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.round((b - a) / 86_400_000) + 1;
}
