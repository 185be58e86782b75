import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState } from '../../components/states';
import type { SubscriptionStatus } from '../../gql/graphql';
import { formErrors } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { formatPeriod } from '../../lib/period';
import { opt, optInt, useListParams } from '../../lib/url';
import { GATEWAYS } from '../orders/status';
import { SubscriptionsListDocument } from './documents';
import { SUBSCRIPTION_STATUSES, SubscriptionStatusBadge } from './status';

const FILTERS = ['status', 'email', 'clientIdentifier', 'packageId'] as const;
type Filter = (typeof FILTERS)[number];
/** The API's paths of the filters (snake_case), where a refused one's error lands. */
const FILTER_FIELDS = ['status', 'email', 'client_identifier', 'package_id', 'page', 'per_page'];

const gatewayLabel = (g: string) => GATEWAYS.find((o) => o.value === g)?.label ?? g;

/** /subscriptions: newest first, a page at a time, with every filter the subscriptions query takes, kept in the URL. */
export function SubscriptionListPage() {
  const { page, filters, set, setPage } = useListParams(FILTERS);
  const [draft, setDraft] = useState(filters);
  // The URL is the truth (back button, links): the form follows it.
  const key = FILTERS.map((f) => filters[f]).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' value: a new object with the same filters must not reset the draft.
  useEffect(() => setDraft(filters), [key]);

  const [result, reexecute] = useQuery({
    query: SubscriptionsListDocument,
    variables: {
      page,
      // The select offers the enum's values; a value typed into the URL is the API's to refuse (rule enum, under its field).
      status: opt(filters.status) as SubscriptionStatus | undefined,
      email: opt(filters.email),
      clientIdentifier: opt(filters.clientIdentifier),
      packageId: optInt(filters.packageId),
    },
  });
  const errors = formErrors(result.error);
  const filterError = Object.keys(errors.fields).length > 0;
  const active = FILTERS.some((f) => filters[f] !== '');

  function apply(e: FormEvent) {
    e.preventDefault();
    set({ status: draft.status, email: draft.email.trim(), clientIdentifier: draft.clientIdentifier.trim(), packageId: draft.packageId.trim() });
  }
  function clear() {
    set(Object.fromEntries(FILTERS.map((f) => [f, null])) as Record<Filter, null>);
  }
  const change = (k: Filter) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <>
      <PageHeader title="Subscriptions" />
      <form className="filters" role="search" aria-label="Filter subscriptions" onSubmit={apply} noValidate>
        <SelectField
          label="Status"
          value={draft.status}
          onChange={change('status')}
          options={SUBSCRIPTION_STATUSES}
          empty="Any status"
          error={errors.fields.status}
        />
        <TextField label="E-mail" type="email" value={draft.email} onChange={change('email')} error={errors.fields.email} hint="Exact, any case" />
        <TextField
          label="Client identifier"
          value={draft.clientIdentifier}
          onChange={change('clientIdentifier')}
          error={errors.fields.client_identifier}
          hint="Exact, any case"
        />
        <TextField
          label="Package id"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.packageId}
          onChange={change('packageId')}
          error={errors.fields.package_id}
        />
        <div className="row field">
          <button type="submit" className="primary">
            Apply filters
          </button>
          {active ? (
            <button type="button" onClick={clear}>
              Clear filters
            </button>
          ) : null}
        </div>
      </form>
      {filterError ? (
        <FormErrorSummary errors={errors} known={FILTER_FIELDS} />
      ) : (
        <QueryState result={result} retry={reexecute}>
          {({ subscriptions }) =>
            subscriptions.data.length === 0 ? (
              <p className="empty">
                {active ? 'No subscriptions match these filters.' : subscriptions.meta.total === 0 ? 'No subscriptions yet.' : 'No subscriptions on this page.'}
              </p>
            ) : (
              <>
                <div className="table-wrap">
                  <table aria-label="Subscriptions, newest first">
                    <thead>
                      <tr>
                        <th scope="col">Subscription</th>
                        <th scope="col">Buyer</th>
                        <th scope="col">Package</th>
                        <th scope="col">Status</th>
                        <th scope="col" className="num">
                          Price / period
                        </th>
                        <th scope="col">Current period ends</th>
                        <th scope="col" className="num">
                          Renewals
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {subscriptions.data.map((s) => (
                        <tr key={s.id}>
                          <td>
                            <Link to={`/subscriptions/${s.id}`}>#{s.id}</Link>
                            <br />
                            <small>{gatewayLabel(s.gateway)}</small>
                          </td>
                          <td>
                            {s.clientName}
                            <br />
                            <small>
                              {s.clientIdentifier ? `${s.clientIdentifier} · ` : ''}
                              {s.clientEmail}
                            </small>
                          </td>
                          <td>
                            {s.packageId === null || s.packageId === undefined ? (
                              <>
                                {s.packageName} <span className="hint">(package deleted)</span>
                              </>
                            ) : (
                              <Link to={`/catalog/packages/${s.packageId}`}>{s.packageName}</Link>
                            )}
                          </td>
                          <td>
                            <SubscriptionStatusBadge status={s.status} />
                            {s.status === 'CANCELED' && s.cancelAtPeriodEnd ? <small className="hint"> at period end</small> : null}
                          </td>
                          <td className="num nowrap">
                            {s.priceDisplay} / {formatPeriod(s.interval, s.intervalCount)}
                          </td>
                          <td className="nowrap">{formatDateTime(s.currentPeriodEnd)}</td>
                          <td className="num">{s.renewals}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination meta={subscriptions.meta} onPage={setPage} label="Subscription pages" />
              </>
            )
          }
        </QueryState>
      )}
    </>
  );
}
