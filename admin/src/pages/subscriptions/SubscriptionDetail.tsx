import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { CombinedError } from '@urql/core';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import type { SubscriptionsDetailQuery } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { formatDateTime, formatMoney } from '../../lib/format';
import { formatPeriod } from '../../lib/period';
import { useStore } from '../../lib/store';
import { GATEWAYS, ORDER_STATUSES, OrderStatusBadge } from '../orders/status';
import { CancelSubscriptionDocument, SubscriptionDetailDocument } from './documents';
import { SubscriptionStatusBadge, statusSentence } from './status';
import { useCan } from '../../lib/permissions';

type Subscription = SubscriptionsDetailQuery['subscription'];

/** /subscriptions/:id: its status and the cancel actions, the buyer, the billing, and its orders. */
export function SubscriptionDetailPage() {
  const { id } = useParams();
  const subscriptionId = Number(id);
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  // Named while its order list is empty, so a cancel (a StoreSubscription answer) refreshes it all the same.
  const context = useMemo(() => ({ additionalTypenames: ['StoreSubscription', 'SubscriptionOrder'] }), []);
  const [result, reexecute] = useQuery({ query: SubscriptionDetailDocument, variables: { id: subscriptionId }, pause: !valid, context });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const title = `Subscription #${id ?? ''}`;
  if (!valid || (errorCode(result.error) === 'NOT_FOUND' && !result.data))
    return (
      <>
        <PageHeader title={title} />
        <p role="alert">There is no subscription #{id} in this store.</p>
        <p>
          <Link to="/subscriptions">Back to the subscriptions</Link>
        </p>
      </>
    );

  return (
    <>
      <PageHeader title={title}>
        <Link to="/subscriptions">All subscriptions</Link>
      </PageHeader>
      <QueryState result={result} retry={refresh}>
        {({ subscription }) => (
          <>
            <StatusSection subscription={subscription} refresh={refresh} />
            <div className="grid">
              <BuyerPanel subscription={subscription} />
              <BillingPanel subscription={subscription} />
            </div>
            <OrdersSection subscription={subscription} />
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * Why a cancel did not happen, in the API's words. UNAVAILABLE means the provider was not reached
 * (or refused): the subscription was left as it was, and the same click may work in a moment.
 */
function CancelFailure({ error }: { error: CombinedError }) {
  const messages = error.graphQLErrors.length ? error.graphQLErrors.map((e) => e.message) : [errorMessage(error)];
  return (
    <div className="form-errors" role="alert">
      <p>
        <strong>{errorCode(error) === 'UNAVAILABLE' ? 'Not canceled: nothing was changed, try again.' : 'Not canceled.'}</strong>
      </p>
      <ul>
        {[...new Set(messages)].map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The status and the cancels the API takes from it: at the period's end or now while it charges
 * (ACTIVE, PAST_DUE), and now for one already canceled to end at its period's end. The provider is
 * told first; its refusal is shown as the API words it.
 */
function StatusSection({ subscription: s, refresh }: { subscription: Subscription; refresh(): void }) {
  const [{ fetching }, cancel] = useMutation(CancelSubscriptionDocument);
  const [failure, setFailure] = useState<CombinedError | null>(null);
  const [notice, announce] = useNotice();
  const heading = useRef<HTMLHeadingElement>(null);
  const periodEnd = formatDateTime(s.currentPeriodEnd);
  const charging = s.status === 'ACTIVE' || s.status === 'PAST_DUE';
  const canWrite = useCan()('subscriptions:write');
  const canCancelNow = charging || (s.status === 'CANCELED' && s.cancelAtPeriodEnd !== false);

  async function run(atPeriodEnd: boolean) {
    setFailure(null);
    const result = await cancel({ id: s.id, atPeriodEnd });
    // The pressed button is gone (or disabled): keyboard focus goes to the status, where the result is.
    heading.current?.focus();
    if (result.error || !result.data) {
      if (result.error) setFailure(result.error);
      return;
    }
    const done = result.data.cancelSubscription;
    announce(
      atPeriodEnd
        ? `Subscription #${s.id} canceled: no more charges; it expires on ${formatDateTime(done.currentPeriodEnd)}.`
        : `Subscription #${s.id} canceled now: it has ended.`,
    );
    refresh();
  }

  return (
    <section className="panel" aria-labelledby="subscription-status-heading">
      <h2 id="subscription-status-heading" ref={heading} tabIndex={-1}>
        Status
      </h2>
      <p className="row">
        <SubscriptionStatusBadge status={s.status} />
        <span>{statusSentence(s, periodEnd)}</span>
      </p>
      {notice}
      {failure ? <CancelFailure error={failure} /> : null}
      {canCancelNow && !canWrite ? (
        <p className="hint">Canceling needs the subscriptions:write permission, which your role does not have.</p>
      ) : canCancelNow ? (
        <>
          <p className="hint">
            {charging ? `At period end: no more charges, and the buyer keeps the package until ${periodEnd}. ` : ''}
            Now: it ends at once, its expiry commands run and its Discord roles are taken back.{' '}
            {charging
              ? `${gatewayLabel(s.gateway)} is told first: if it cannot be reached, nothing changes.`
              : `${gatewayLabel(s.gateway)} already charges no more, so it is not asked again.`}
          </p>
          <div className="row" role="group" aria-label="Cancel the subscription">
            {charging ? (
              <ConfirmButton
                label="Cancel at period end"
                confirmLabel="Yes, cancel at period end"
                backLabel="No, go back"
                disabled={fetching}
                onConfirm={() => void run(true)}
              />
            ) : null}
            <ConfirmButton label="Cancel now" confirmLabel="Yes, cancel now" backLabel="No, go back" disabled={fetching} onConfirm={() => void run(false)} />
            {fetching ? <span role="status">Canceling…</span> : null}
          </div>
        </>
      ) : (
        <p className="hint">
          {s.status === 'EXPIRED' ? 'It has ended: there is nothing to cancel.' : 'It is canceled and has ended: there is nothing to cancel.'}
        </p>
      )}
    </section>
  );
}

const gatewayLabel = (g: string) => GATEWAYS.find((o) => o.value === g)?.label ?? g;

function orNone(value: string | null | undefined) {
  return value ? value : <span className="hint">none</span>;
}

function BuyerPanel({ subscription: s }: { subscription: Subscription }) {
  return (
    <section className="panel" aria-labelledby="subscription-buyer-heading">
      <h2 id="subscription-buyer-heading">Buyer</h2>
      <dl className="details">
        <dt>Name</dt>
        <dd>{s.clientName}</dd>
        <dt>Client identifier</dt>
        <dd>{s.clientIdentifier ? <code>{s.clientIdentifier}</code> : <span className="hint">none</span>}</dd>
        <dt>E-mail</dt>
        <dd>{s.clientEmail}</dd>
        <dt>Discord</dt>
        <dd>{orNone(s.clientDiscord)}</dd>
      </dl>
    </section>
  );
}

function BillingPanel({ subscription: s }: { subscription: Subscription }) {
  return (
    <section className="panel" aria-labelledby="subscription-billing-heading">
      <h2 id="subscription-billing-heading">Billing</h2>
      <dl className="details">
        <dt>Package</dt>
        <dd>
          {s.packageId === null || s.packageId === undefined ? (
            <>
              {s.packageName} <span className="hint">(package deleted)</span>
            </>
          ) : (
            <Link to={`/catalog/packages/${s.packageId}`}>{s.packageName}</Link>
          )}
        </dd>
        <dt>Price</dt>
        <dd>
          <strong>{s.priceDisplay}</strong> / {formatPeriod(s.interval, s.intervalCount)}
        </dd>
        <dt>Gateway</dt>
        <dd>{gatewayLabel(s.gateway)}</dd>
        <dt>Provider’s subscription</dt>
        <dd>
          <code>{s.providerId}</code>
        </dd>
        <dt>Provider’s customer</dt>
        <dd>{s.providerCustomerId ? <code>{s.providerCustomerId}</code> : <span className="hint">none</span>}</dd>
        <dt>Current period</dt>
        <dd>
          {formatDateTime(s.currentPeriodStart)} to {formatDateTime(s.currentPeriodEnd)}
        </dd>
        <dt>Renewals</dt>
        <dd>{s.renewals}</dd>
        <dt>Started</dt>
        <dd>{formatDateTime(s.createdAt)}</dd>
        <dt>Past due since</dt>
        <dd>{s.pastDueAt ? formatDateTime(s.pastDueAt) : <span className="hint">not past due</span>}</dd>
        <dt>Canceled</dt>
        <dd>
          {s.canceledAt ? (
            `${formatDateTime(s.canceledAt)} (${s.cancelAtPeriodEnd === false ? 'at once' : 'at period end'})`
          ) : (
            <span className="hint">not canceled</span>
          )}
        </dd>
        <dt>Expired</dt>
        <dd>{s.expiredAt ? formatDateTime(s.expiredAt) : <span className="hint">not expired</span>}</dd>
        <dt>Last changed</dt>
        <dd>{formatDateTime(s.updatedAt)}</dd>
      </dl>
    </section>
  );
}

const orderStatusLabel = (status: string) => ORDER_STATUSES.find((o) => o.value === status)?.label ?? status;

/** Its orders, oldest first: the first payment, then one per renewal; each opens the order's own page. */
function OrdersSection({ subscription: s }: { subscription: Subscription }) {
  const store = useStore();
  return (
    <section className="panel" aria-labelledby="subscription-orders-heading">
      <h2 id="subscription-orders-heading">Orders</h2>
      {s.orders.length === 0 ? (
        <p className="empty">No orders yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Orders of this subscription, oldest first">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Created</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {s.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/orders/${o.id}`}>#{o.id}</Link>
                    <br />
                    <small className="mono">{o.internalId}</small>
                  </td>
                  <td>
                    <OrderStatusBadge status={o.status} label={orderStatusLabel(o.status)} />
                    {o.reviewReason ? (
                      <>
                        {' '}
                        <span className="badge bad" title={o.reviewReason}>
                          Needs review
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className="num">{formatMoney(o.price, o.currency, store.locale)}</td>
                  <td className="nowrap">{formatDateTime(o.createdAt)}</td>
                  <td className="nowrap">{o.paidAt ? formatDateTime(o.paidAt) : <span className="hint">Not paid</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
