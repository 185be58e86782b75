import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useHandedNotice } from '../../lib/notice';
import { useStore } from '../../lib/store';
import { opt, useListParams } from '../../lib/url';
import { ScopeSummary } from '../../components/ScopePicker';
import { couponStatus, LIMIT_LABELS } from './couponDraft';
import { CouponsDocument } from './documents';
import { IfAllowed, useCan } from '../../lib/permissions';
import { useAllCategories } from '../catalog/categories';

/** /coupons: the store's coupons a page at a time, or the one with a code. */
export function CouponList() {
  const store = useStore();
  const { page, filters, set, setPage } = useListParams(['code'] as const);
  const [code, setCode] = useState(filters.code);
  useEffect(() => setCode(filters.code), [filters.code]);
  const [result, reexecute] = useQuery({ query: CouponsDocument, variables: { page, code: opt(filters.code) } });
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const money = (v: number) => formatMoney(v, store.currency, store.locale);
  // The scope column names the categories (their loaders run only with catalog:read).
  const can = useCan();
  const { loaders, categories } = useAllCategories();

  function submit(e: FormEvent) {
    e.preventDefault();
    set({ code: code.trim() });
  }

  return (
    <>
      <PageHeader title="Coupons">
        <IfAllowed need="marketing:write">
          <Link className="button primary" to="/coupons/new">
            New coupon
          </Link>
        </IfAllowed>
      </PageHeader>
      {notice}
      {can('catalog:read') ? loaders : null}
      <form className="filters" role="search" aria-label="Find a coupon" onSubmit={submit} noValidate>
        <TextField label="Code" type="search" value={code} onChange={setCode} />
        <button type="submit">Find</button>
      </form>
      <QueryState result={result} retry={reexecute}>
        {({ coupons }) =>
          coupons.data.length === 0 ? (
            <p className="empty">{filters.code ? 'No coupon has this code.' : coupons.meta.total === 0 ? 'No coupons yet.' : 'No coupons on this page.'}</p>
          ) : (
            <>
              <div className="table-wrap">
                <table aria-label="Coupons">
                  <thead>
                    <tr>
                      <th scope="col">Code</th>
                      <th scope="col">Discount</th>
                      <th scope="col">Applies to</th>
                      <th scope="col">Minimum order</th>
                      <th scope="col">Per buyer</th>
                      <th scope="col" className="num">
                        Uses
                      </th>
                      <th scope="col">Starts</th>
                      <th scope="col">Expires</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {coupons.data.map((c) => {
                      const status = couponStatus(c);
                      return (
                        <tr key={c.id}>
                          <td>
                            <Link to={`/coupons/${c.id}`}>{c.code}</Link>
                          </td>
                          <td>
                            {c.type === 'PERCENTAGE' ? `${c.value}%` : money(c.value)}
                            {c.combinableWithSales ? null : <small className="hint"> (not on sale items)</small>}
                          </td>
                          <td>
                            <ScopeSummary scope={c} categories={categories} />
                          </td>
                          <td>{c.minPrice > 0 ? money(c.minPrice) : <span className="hint">Any</span>}</td>
                          <td>
                            {perBuyer(c)}
                            {c.firstPurchaseOnly ? <small className="hint"> · first purchase only</small> : null}
                          </td>
                          <td className="num">{c.maxUses === null || c.maxUses === undefined ? c.uses : `${c.uses} / ${c.maxUses}`}</td>
                          <td className="nowrap">{c.startsAt ? formatDateTime(c.startsAt) : <span className="hint">At once</span>}</td>
                          <td className="nowrap">{c.expiresAt ? formatDateTime(c.expiresAt) : <span className="hint">Never</span>}</td>
                          <td>
                            <span className={`badge ${status.tone}`}>{status.label}</span>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pagination meta={coupons.meta} onPage={setPage} label="Coupon pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** The per-buyer column: the count per buyer and the one-per-detail limit, or "No limit". */
function perBuyer(c: { maxUsesPerBuyer?: number | null; limitCriteria?: string | null }) {
  const parts: string[] = [];
  if (c.maxUsesPerBuyer) parts.push(c.maxUsesPerBuyer === 1 ? 'Once per buyer' : `${c.maxUsesPerBuyer} per buyer`);
  if (c.limitCriteria) parts.push(LIMIT_LABELS[c.limitCriteria] ?? c.limitCriteria);
  return parts.length ? parts.join(', ') : <span className="hint">No limit</span>;
}
