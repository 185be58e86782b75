import { useId } from 'react';
import type { WebhookEvent } from '../../gql/graphql';
import type { FormErrors } from '../../lib/errors';

/** What each WebhookEvent means. A Record over the schema's enum: an event added to the API fails the type check until it is described here. */
const MEANING: Record<WebhookEvent, string> = {
  ORDER_CREATED: 'An order was placed.',
  ORDER_APPROVED: 'An order became approved.',
  ORDER_REJECTED: 'An order became rejected.',
  ORDER_ABANDONED: 'An order stayed pending too long (sent once).',
  ORDER_REFUNDED: 'An order was refunded.',
  ORDER_CHARGEDBACK: 'An order was charged back.',
  SUBSCRIPTION_CREATED: 'A subscription began: its first payment was confirmed.',
  SUBSCRIPTION_RENEWED: 'A subscription’s renewal was paid (its order has its own ORDER_APPROVED).',
  SUBSCRIPTION_PAST_DUE: 'A subscription’s renewal payment failed; the provider retries it.',
  SUBSCRIPTION_CANCELED: 'A subscription was canceled; it expires at its period’s end, or at once.',
  SUBSCRIPTION_EXPIRED: 'A subscription ended: its expiry commands ran and Discord roles were taken back.',
};

/** The WebhookEvent values, named as the API names them, with what each means. */
export const EVENTS = (Object.entries(MEANING) as [WebhookEvent, string][]).map(([value, meaning]) => ({ value, meaning }));

/** The API's errors about `scopes` (the list) and `scopes.N` (one entry), in one line each. */
function scopeErrors(errors: FormErrors): string[] {
  return Object.entries(errors.fields)
    .filter(([f]) => f === 'scopes' || f.startsWith('scopes.'))
    .map(([f, m]) => {
      const n = /^scopes\.(\d+)/.exec(f);
      return n ? `Event ${Number(n[1]) + 1}: ${m}` : m;
    });
}

/** The events a webhook subscribes to: a checkbox per event, the API's errors under the group. */
export function EventsFieldset({ value, onChange, errors }: { value: string[]; onChange(scopes: string[]): void; errors: FormErrors }) {
  const id = useId();
  const messages = scopeErrors(errors);
  function toggle(event: string, on: boolean) {
    // Keep the order the events are listed in, so the API gets them in a stable order.
    const next = new Set(value);
    if (on) next.add(event);
    else next.delete(event);
    onChange([...EVENTS.map((e) => e.value as string).filter((e) => next.has(e)), ...value.filter((v) => !EVENTS.some((e) => e.value === v))]);
  }
  return (
    <fieldset className={messages.length ? 'field-invalid' : undefined} aria-describedby={messages.length ? `${id}-error` : undefined}>
      <legend>Events</legend>
      <ul className="wh-events">
        {EVENTS.map((e) => (
          <li key={e.value}>
            <input
              id={`${id}-${e.value}`}
              type="checkbox"
              checked={value.includes(e.value)}
              onChange={(ev) => toggle(e.value, ev.target.checked)}
              aria-describedby={`${id}-${e.value}-hint`}
            />{' '}
            <label htmlFor={`${id}-${e.value}`}>
              <code>{e.value}</code>
            </label>{' '}
            <span className="hint" id={`${id}-${e.value}-hint`}>
              {e.meaning}
            </span>
          </li>
        ))}
      </ul>
      {messages.length ? (
        <p className="field-error" id={`${id}-error`}>
          {messages.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
