import type { SubscriptionInterval } from '../gql/graphql';

/**
 * A subscription's period: every `count` of an interval (a package's `subscription`, or a buyer's
 * subscription). A Record over the schema's enum: an interval added to the API fails the UI's type
 * check until it is named here.
 */
const UNITS: Record<SubscriptionInterval, { label: string; one: string; many: string; days: number }> = {
  DAY: { label: 'Day', one: 'day', many: 'days', days: 1 },
  WEEK: { label: 'Week', one: 'week', many: 'weeks', days: 7 },
  MONTH: { label: 'Month', one: 'month', many: 'months', days: 30 },
  YEAR: { label: 'Year', one: 'year', many: 'years', days: 365 },
};

/** The intervals, for a select. */
export const INTERVALS = (Object.entries(UNITS) as [SubscriptionInterval, (typeof UNITS)[SubscriptionInterval]][]).map(([value, u]) => ({
  value,
  label: u.label,
}));

/** "1 month", "2 weeks". */
export function formatPeriod(interval: SubscriptionInterval, count: number): string {
  const unit = UNITS[interval];
  return unit ? `${count} ${count === 1 ? unit.one : unit.many}` : `${count} × ${interval}`;
}

/**
 * The period in days, as the API derives a subscription package's expiryDays from it: a day 1, a
 * week 7, a month 30, a year 365, times the count, at most 365. Null for an interval or count it
 * would refuse anyway.
 */
export function periodDays(interval: string, count: number): number | null {
  const unit = UNITS[interval as SubscriptionInterval];
  if (!unit || !Number.isInteger(count) || count < 1) return null;
  return Math.min(unit.days * count, 365);
}
