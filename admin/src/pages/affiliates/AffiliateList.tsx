import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { useHandedNotice } from '../../lib/notice';
import { formatMoney } from '../../lib/format';
import { useStore } from '../../lib/store';
import { opt, useListParams } from '../../lib/url';
import { AffiliateListDocument } from './documents';
import { IfAllowed } from '../../lib/permissions';

const AFFILIATE_PAGE_SIZE = 20;

/** /affiliates: search by name or e-mail (or an exact e-mail), paginated, with each one's figures. */
export function AffiliateListPage() {
  const store = useStore();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const { page, filters, set, setPage } = useListParams(['search', 'email'] as const);
  const [search, setSearch] = useState(filters.search);
  const [email, setEmail] = useState(filters.email);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => setEmail(filters.email), [filters.email]);
  // Withdrawals change balances: a withdraw mutation refreshes this list too.
  const context = useMemo(() => ({ additionalTypenames: ['Affiliate', 'WithdrawRequest'] }), []);
  const [result, reexecute] = useQuery({
    query: AffiliateListDocument,
    variables: { page, perPage: AFFILIATE_PAGE_SIZE, search: opt(filters.search), email: opt(filters.email) },
    context,
  });
  const filtered = Boolean(filters.search || filters.email);
  const money = (v: number) => formatMoney(v, store.currency, store.locale);

  function submit(e: FormEvent) {
    e.preventDefault();
    set({ search: search.trim(), email: email.trim() });
  }

  return (
    <>
      <PageHeader title="Affiliates">
        <IfAllowed need="withdrawals:read">
          <Link className="button" to="/affiliates/withdraw-requests">
            Withdraw requests
          </Link>
        </IfAllowed>
        <IfAllowed need="affiliates:write">
          <Link className="button primary" to="/affiliates/new">
            New affiliate
          </Link>
        </IfAllowed>
      </PageHeader>
      {notice}
      <form className="filters" role="search" aria-label="Filter affiliates" onSubmit={submit} noValidate>
        <TextField label="Name or e-mail contains" type="search" value={search} onChange={setSearch} />
        <TextField label="Exact e-mail" type="search" value={email} onChange={setEmail} />
        <button type="submit">Search</button>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setSearch('');
              setEmail('');
              set({ search: null, email: null });
            }}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      <QueryState result={result} retry={reexecute}>
        {(data) =>
          data.affiliates.data.length === 0 ? (
            <p className="empty">{filtered ? 'No affiliate matches these filters.' : 'No affiliates yet: create the first one.'}</p>
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="hint" style={{ textAlign: 'left', padding: '0.5rem 0.75rem' }}>
                    Affiliates{filtered ? ' matching the filters' : ''}; revenue and sales count approved orders
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Name and e-mail</th>
                      <th scope="col">Ref code</th>
                      <th scope="col" className="num">
                        Commission
                      </th>
                      <th scope="col" className="num">
                        Balance
                      </th>
                      <th scope="col" className="num">
                        Revenue
                      </th>
                      <th scope="col" className="num">
                        Sales
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.affiliates.data.map((a) => (
                      <tr key={a.id}>
                        <td>
                          <Link to={`/affiliates/${a.id}`}>{a.name}</Link>
                          <br />
                          <span className="hint">{a.email}</span>
                        </td>
                        <td>
                          <code>{a.refCode}</code>
                        </td>
                        <td className="num">{a.percentCommission}%</td>
                        <td className="num">{money(a.balance)}</td>
                        <td className="num">{money(a.statistics.revenue)}</td>
                        <td className="num">{a.statistics.sales}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination meta={data.affiliates.meta} onPage={setPage} label="Affiliate pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}
