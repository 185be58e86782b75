import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { ScopeSummary } from '../../components/ScopePicker';
import { ConfirmButton, PageHeader, QueryState, TableWrap, useNotice } from '../../components/states';
import type { SaleFieldsFragment, SaleStatusFilter } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed, useCan } from '../../lib/permissions';
import { useStore, type CurrentStore } from '../../lib/store';
import { formatCalendar, relativeTo } from '../../lib/zoned';
import { useAllCategories, type CategoryRow } from '../catalog/categories';
import { DeleteSaleDocument, SalesDocument, UpdateSaleDocument } from './documents';
import './sales.css';

/** The types urql's cache must refetch after a sale changes: every group's list. */
export const SALE_CONTEXT = { additionalTypenames: ['Sale'] };

/** The calendar's groups, in the order an owner looks for them, with what each says of its sales. */
const GROUPS: { status: SaleStatusFilter; title: string; empty: string; when(s: SaleFieldsFragment): string }[] = [
  { status: 'RUNNING', title: 'Running', empty: 'No sale is running now.', when: (s) => `ends ${relativeTo(s.endsAt)}` },
  { status: 'SCHEDULED', title: 'Scheduled', empty: 'No sale is scheduled.', when: (s) => `starts ${relativeTo(s.startsAt)}` },
  { status: 'DISABLED', title: 'Turned off', empty: 'No sale is turned off.', when: () => 'never applies while off' },
  { status: 'ENDED', title: 'Ended', empty: 'No sale has ended yet.', when: (s) => `ended ${relativeTo(s.endsAt)}` },
];

const PER_PAGE = 25;

/**
 * /sales: the store's sales as a calendar list, grouped Running / Scheduled / Turned off / Ended,
 * each by its start, with its start and end in the store's time zone; edit, turn off or on, delete.
 */
export function SaleList() {
  const store = useStore();
  const can = useCan();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const { loaders, categories } = useAllCategories();
  return (
    <div className="sales-page">
      <PageHeader title="Sales">
        <IfAllowed need="marketing:write">
          <Link className="button primary" to="/sales/new">
            New sale
          </Link>
        </IfAllowed>
      </PageHeader>
      {can('catalog:read') ? loaders : null}
      <p className="hint">
        While a sale runs the storefront shows its packages at the sale price beside the old one, and the cart and checkout charge it; when two sales take the
        same package, the larger cut wins. Times are in the store’s time zone ({store.timezone}).
      </p>
      {notice}
      {GROUPS.map((g) => (
        <SaleGroup key={g.status} group={g} store={store} categories={categories} announce={announce} />
      ))}
    </div>
  );
}

function SaleGroup({
  group,
  store,
  categories,
  announce,
}: {
  group: (typeof GROUPS)[number];
  store: CurrentStore;
  categories?: CategoryRow[];
  announce(m: string, tone?: 'ok' | 'bad'): void;
}) {
  const [page, setPage] = useState(1);
  const context = useMemo(() => SALE_CONTEXT, []);
  const [result, reexecute] = useQuery({ query: SalesDocument, variables: { page, perPage: PER_PAGE, status: group.status }, context });
  const headingId = `sales-${group.status.toLowerCase()}`;
  return (
    <section className="panel sale-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.title}
        {result.data ? <span className="hint"> ({result.data.sales.meta.total})</span> : null}
      </h2>
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ sales }) =>
          sales.data.length === 0 ? (
            <p className="empty">{group.empty}</p>
          ) : (
            <>
              <TableWrap label={`${group.title} sales`}>
                <table aria-label={`${group.title} sales, by start`}>
                  <thead>
                    <tr>
                      <th scope="col">Sale</th>
                      <th scope="col">Discount</th>
                      <th scope="col">On sale</th>
                      <th scope="col">Starts</th>
                      <th scope="col">Ends</th>
                      <th scope="col">When</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sales.data.map((s) => (
                      <SaleRow key={s.id} sale={s} store={store} categories={categories} when={group.when(s)} announce={announce} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              {sales.meta.lastPage > 1 ? <Pagination meta={sales.meta} onPage={setPage} label={`${group.title} sale pages`} /> : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function SaleRow({
  sale: s,
  store,
  categories,
  when,
  announce,
}: {
  sale: SaleFieldsFragment;
  store: CurrentStore;
  categories?: CategoryRow[];
  when: string;
  announce(m: string, tone?: 'ok' | 'bad'): void;
}) {
  const update = useFormMutation(UpdateSaleDocument);
  const remove = useFormMutation(DeleteSaleDocument, { errors: update });
  const busy = update.fetching || remove.fetching;
  const at = (iso: string) => <time dateTime={iso}>{formatCalendar(iso, store.timezone, store.locale)}</time>;

  async function toggle() {
    const data = await update.submit({ id: s.id, input: { enabled: !s.enabled } }, SALE_CONTEXT);
    if (data) announce(data.updateSale.enabled ? `Sale “${s.name}” turned on.` : `Sale “${s.name}” turned off: it no longer applies.`);
  }
  async function destroy() {
    if (await remove.submit({ id: s.id }, SALE_CONTEXT)) announce(`Sale “${s.name}” deleted.`);
  }

  return (
    <tr>
      <td>
        <Link to={`/sales/${s.id}`}>{s.name}</Link>
      </td>
      <td className="nowrap">{s.type === 'PERCENTAGE' ? `${s.value}% off` : `${formatMoney(s.value, store.currency, store.locale)} off`}</td>
      <td>
        <ScopeSummary scope={s} categories={categories} />
      </td>
      <td className="nowrap">{at(s.startsAt)}</td>
      <td className="nowrap">{at(s.endsAt)}</td>
      <td className="nowrap">
        <span className={`badge ${s.status === 'RUNNING' ? 'ok' : s.status === 'SCHEDULED' ? 'warn' : ''}`}>{when}</span>
      </td>
      <td>
        <FormErrorSummary errors={update.errors} />
        <IfAllowed need="marketing:write">
          <div className="row">
            {s.status === 'ENDED' ? null : (
              <button type="button" onClick={() => void toggle()} disabled={busy} aria-label={`${s.enabled ? 'Turn off' : 'Turn on'} ${s.name}`}>
                {s.enabled ? 'Turn off' : 'Turn on'}
              </button>
            )}
            <ConfirmButton label="Delete" name={`Delete ${s.name}`} confirmLabel={`Yes, delete ${s.name}`} onConfirm={() => void destroy()} disabled={busy} />
          </div>
        </IfAllowed>
      </td>
    </tr>
  );
}
