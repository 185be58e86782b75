import type { SubscriptionStatus } from '../../gql/graphql';

/** Every subscription status, for the list filter (the enum's values, in lifecycle order): a status added to the API fails the type check until named here. */
const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  PAST_DUE: 'Past due',
  CANCELED: 'Canceled',
  EXPIRED: 'Expired',
};

export const SUBSCRIPTION_STATUSES = (Object.entries(STATUS_LABEL) as [SubscriptionStatus, string][]).map(([value, label]) => ({ value, label }));

const TONE: Record<SubscriptionStatus, string> = { ACTIVE: 'ok', PAST_DUE: 'warn', CANCELED: 'bad', EXPIRED: '' };

/** A status as a badge: the colour only repeats the text, never replaces it. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span className={`badge ${TONE[status] ?? ''}`.trim()}>{STATUS_LABEL[status] ?? status}</span>;
}

/** What the status means for the buyer now, in a sentence (the period's end as the page shows dates). */
export function statusSentence(s: { status: SubscriptionStatus; cancelAtPeriodEnd?: boolean | null }, periodEnd: string): string {
  switch (s.status) {
    case 'ACTIVE':
      return `Paid up: charged again on ${periodEnd}.`;
    case 'PAST_DUE':
      return 'A renewal payment failed; the provider is retrying it. The buyer keeps the package meanwhile.';
    case 'CANCELED':
      return s.cancelAtPeriodEnd === false
        ? 'Canceled: it ended at once.'
        : `Canceled: no more charges. The buyer keeps the package until ${periodEnd}, then it expires.`;
    case 'EXPIRED':
      return 'Expired: the package’s expiry commands ran and its Discord roles were taken back.';
    default:
      return '';
  }
}
