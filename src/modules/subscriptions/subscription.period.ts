import type { Package } from '../../generated/prisma/client';
import type { SubscriptionInterval } from '../../generated/prisma/enums';

/**
 * A subscription's billing period: every `count` days, weeks, months or years. The bounds are the
 * narrower of the two providers': Stripe charges at most a year apart (365 days, 52 weeks, 12 months,
 * 1 year; https://docs.stripe.com/api/prices/create, recurring.interval_count), and Mercado Pago counts
 * only in days and months (a week is 7 days, a year 12 months there).
 */
export const MAX_INTERVAL_COUNT: Record<SubscriptionInterval, number> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };

/** The period in days, as a package's `expiry_days` shows it (a month counts 30, a year 365): 1..365. */
export function periodDays(interval: SubscriptionInterval, count: number): number {
  const days = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 }[interval] * count;
  return Math.min(days, 365);
}

/** `from` plus one period, in calendar terms (a month is the same day of the next month, clamped to its last day). */
export function addPeriod(from: Date, interval: SubscriptionInterval, count: number): Date {
  const d = new Date(from.getTime());
  if (interval === 'DAY') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'WEEK') d.setUTCDate(d.getUTCDate() + 7 * count);
  else {
    const months = interval === 'YEAR' ? 12 * count : count;
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d;
}

/** Mercado Pago's terms for the period: `frequency` of `days` or `months`. */
export function mercadopagoFrequency(interval: SubscriptionInterval, count: number): { frequency: number; frequency_type: 'days' | 'months' } {
  if (interval === 'DAY') return { frequency: count, frequency_type: 'days' };
  if (interval === 'WEEK') return { frequency: 7 * count, frequency_type: 'days' };
  return { frequency: interval === 'YEAR' ? 12 * count : count, frequency_type: 'months' };
}

/** A package's period as the API writes it (`subscription`), or null for a package sold once. */
export function periodOf(
  p: Pick<Package, 'subscriptionInterval' | 'subscriptionIntervalCount'>,
): { interval: SubscriptionInterval; interval_count: number } | null {
  return p.subscriptionInterval && p.subscriptionIntervalCount ? { interval: p.subscriptionInterval, interval_count: p.subscriptionIntervalCount } : null;
}

/** The same, in GraphQL's names. */
export function gqlPeriodOf(p: Pick<Package, 'subscriptionInterval' | 'subscriptionIntervalCount'>) {
  const period = periodOf(p);
  return period && { interval: period.interval, intervalCount: period.interval_count };
}
