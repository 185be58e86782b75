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
import { LIMIT_LABELS } from './couponDraft';
import { CouponsDocument } from './documents';
import { IfAllowed } from '../../lib/permissions';

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
                      <th scope="col">Minimum order</th>
                      <th scope="col">Per buyer</th>
                      <th scope="col" className="num">
                        Uses
                      </th>
                      <th scope="col">Expires</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {coupons.data.map((c) => (
                      <tr key={c.id}>
                        <td>
                          <Link to={`/coupons/${c.id}`}>{c.code}</Link>
                        </td>
                        <td>{c.type === 'PERCENTAGE' ? `${c.value}%` : money(c.value)}</td>
                        <td>{c.minPrice > 0 ? money(c.minPrice) : <span className="hint">Any</span>}</td>
                        <td>{c.limitCriteria ? LIMIT_LABELS[c.limitCriteria] : <span className="hint">No limit</span>}</td>
                        <td className="num">{c.maxUses === null || c.maxUses === undefined ? c.uses : `${c.uses} / ${c.maxUses}`}</td>
                        <td>{c.expiresAt ? formatDateTime(c.expiresAt) : <span className="hint">Never</span>}</td>
                        <td>{c.enabled ? 'Enabled' : 'Disabled'}</td>
                      </tr>
                    ))}
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
