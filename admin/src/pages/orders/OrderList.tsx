import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageHeader, QueryState } from '../../components/states';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { CursorPagination } from '../../components/CursorPagination';
import type { Gateway, OrderStatus } from '../../gql/graphql';
import { useCursorPage } from '../../lib/cursor';
import { formErrors } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { opt, optInt, useListParams } from '../../lib/url';
import { OrdersListDocument } from './documents';
import { GATEWAYS, ORDER_STATUSES, OrderStatusBadge } from './status';
import { IfAllowed } from '../../lib/permissions';

const FILTERS = ['status', 'clientIdentifier', 'email', 'gateway', 'from', 'to', 'perPage'] as const;
type Filter = (typeof FILTERS)[number];
const PER_PAGE = ['15', '30', '50', '100'];

/** /orders: every filter the orders query takes, kept in the URL with the page's cursor (ordersConnection). */
export function OrderListPage() {
  const { filters, set } = useListParams(FILTERS);
  const cursor = useCursorPage(optInt(filters.perPage) ?? 15);
  const [draft, setDraft] = useState(filters);
  // The URL is the truth (back button, links): the form follows it.
  const key = FILTERS.map((f) => filters[f]).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' value: a new object with the same filters must not reset the draft.
  useEffect(() => setDraft(filters), [key]);

  const [result, reexecute] = useQuery({
    query: OrdersListDocument,
    variables: {
      ...cursor.window,
      // The selects offer the enums' values; a value typed into the URL is the API's to refuse (rule enum, under its field).
      status: opt(filters.status) as OrderStatus | undefined,
      clientIdentifier: opt(filters.clientIdentifier),
      email: opt(filters.email),
      gateway: opt(filters.gateway) as Gateway | undefined,
      from: opt(filters.from),
      to: opt(filters.to),
    },
  });
  // A refused filter (a bad date, to before from) is the API's field error, under its input.
  const errors = formErrors(result.error);
  const filterError = Object.keys(errors.fields).length > 0;
  const active = FILTERS.some((f) => f !== 'perPage' && filters[f] !== '');

  function apply(e: FormEvent) {
    e.preventDefault();
    set(draft);
  }
  function clear() {
    const empty = Object.fromEntries(FILTERS.map((f) => [f, null])) as Record<Filter, null>;
    set({ ...empty, perPage: filters.perPage || null });
  }
  const change = (k: Filter) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <>
      <PageHeader title="Orders">
        <IfAllowed need="orders:write">
          <IfAllowed need="catalog:read">
            <Link className="button primary" to="/orders/new">
              New order
            </Link>
          </IfAllowed>
        </IfAllowed>
      </PageHeader>
      <form className="filters" role="search" aria-label="Filter orders" onSubmit={apply} noValidate>
        <SelectField label="Status" value={draft.status} onChange={change('status')} options={ORDER_STATUSES} empty="Any status" error={errors.fields.status} />
        <TextField
          label="Client identifier"
          value={draft.clientIdentifier}
          onChange={change('clientIdentifier')}
          error={errors.fields.client_identifier}
          hint="Exact, case-sensitive"
        />
        <TextField label="E-mail" type="email" value={draft.email} onChange={change('email')} error={errors.fields.email} />
        <SelectField label="Gateway" value={draft.gateway} onChange={change('gateway')} options={GATEWAYS} empty="Any gateway" error={errors.fields.gateway} />
        <TextField label="Created from" type="date" value={draft.from} onChange={change('from')} error={errors.fields.from} />
        <TextField label="Created to" type="date" value={draft.to} onChange={change('to')} error={errors.fields.to} />
        <SelectField
          label="Per page"
          value={draft.perPage || '15'}
          onChange={change('perPage')}
          options={PER_PAGE.map((n) => ({ value: n, label: n }))}
          error={errors.fields.first ?? errors.fields.last}
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
        <FormErrorSummary errors={errors} known={['status', 'client_identifier', 'email', 'gateway', 'from', 'to', 'first', 'last']} />
      ) : (
        <QueryState result={result} retry={reexecute}>
          {(data) =>
            data.ordersConnection.edges.length === 0 ? (
              <p className="empty">{active ? 'No orders match these filters.' : 'No orders yet.'}</p>
            ) : (
              <>
                <div className="table-wrap">
                  <table aria-label="Orders, newest first">
                    <thead>
                      <tr>
                        <th scope="col">Order</th>
                        <th scope="col">Buyer</th>
                        <th scope="col">Status</th>
                        <th scope="col" className="num">
                          Total
                        </th>
                        <th scope="col">Gateway</th>
                        <th scope="col">Created</th>
                        <th scope="col">Paid</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.ordersConnection.edges.map(({ node: o }) => (
                        <tr key={o.id}>
                          <td>
                            <Link to={`/orders/${o.id}`}>#{o.id}</Link>
                            <br />
                            <small className="mono">{o.internalId}</small>
                            {o.manuallyCreated ? (
                              <>
                                {' '}
                                <span className="badge">manual</span>
                              </>
                            ) : null}
                          </td>
                          <td>
                            {o.clientName}
                            <br />
                            <small>
                              {o.clientIdentifier ? `${o.clientIdentifier} · ` : ''}
                              {o.clientEmail}
                            </small>
                          </td>
                          <td>
                            <OrderStatusBadge status={o.status} label={o.statusDisplay} />
                            {o.reviewReason ? (
                              <>
                                {' '}
                                <span className="badge bad" title={o.reviewReason}>
                                  Needs review
                                </span>
                              </>
                            ) : null}
                          </td>
                          <td className="num">{o.priceDisplay}</td>
                          <td>{o.gatewayDisplay}</td>
                          <td className="nowrap">{formatDateTime(o.createdAt)}</td>
                          <td className="nowrap">{o.paidAt ? formatDateTime(o.paidAt) : <span className="hint">Not paid</span>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <CursorPagination
                  page={{ ...data.ordersConnection, shown: data.ordersConnection.edges.length }}
                  onNext={cursor.next}
                  onPrevious={cursor.previous}
                  label="Orders pages"
                />
              </>
            )
          }
        </QueryState>
      )}
    </>
  );
}
