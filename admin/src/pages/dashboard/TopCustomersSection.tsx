import { TableWrap, type Retry } from '../../components/states';
import type { UseQueryState } from 'urql';
import type { DashboardTopCustomersQuery } from '../../gql/graphql';
import { SelectField } from '../../components/forms';
import { formErrors } from '../../lib/errors';
import { useStore } from '../../lib/store';
import { isRangeError, ReportState } from './ReportState';
import { formatCount } from './format';
import { storeDay } from './range';

const LIMITS = [10, 25, 50, 100];

/** Buyers by money spent on approved orders in the range; `limit` ('' = the API's default, 10) lives in the URL. */
export function TopCustomersSection({
  result,
  retry,
  limit,
  onLimit,
}: {
  result: UseQueryState<DashboardTopCustomersQuery>;
  retry: Retry;
  limit: string;
  onLimit(limit: string): void;
}) {
  const { timezone, locale } = useStore();
  const limitError = isRangeError(result.error) ? undefined : formErrors(result.error).fields['limit'];
  const options = LIMITS.map((n) => ({ value: String(n), label: `Top ${n}` }));
  if (limit && !LIMITS.map(String).includes(limit)) options.push({ value: limit, label: `Top ${limit}` });
  return (
    <section className="panel" aria-labelledby="dashboard-customers">
      <h2 id="dashboard-customers">Top customers</h2>
      <div className="filters">
        <SelectField label="Customers shown" value={limit || '10'} onChange={onLimit} options={options} error={limitError} />
      </div>
      {limitError ? (
        <p className="empty">Choose how many customers to show above.</p>
      ) : (
        <ReportState result={result} retry={retry} label="top customers">
          {({ topCustomers }) => <CustomerTable top={topCustomers} timezone={timezone} locale={locale} />}
        </ReportState>
      )}
    </section>
  );
}

function CustomerTable({ top, timezone, locale }: { top: DashboardTopCustomersQuery['topCustomers']; timezone: string; locale: string }) {
  return (
    <>
      <p className="hint">
        Approved orders paid from {storeDay(top.from, timezone)} to {storeDay(top.to, timezone)}, by money spent.
      </p>
      {top.data.length === 0 ? (
        <p className="empty">No buyers in this period.</p>
      ) : (
        <TableWrap label="Top customers, table">
          <table>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Rank
                </th>
                <th scope="col">Customer</th>
                <th scope="col">Identifier</th>
                <th scope="col" className="num">
                  Purchases
                </th>
                <th scope="col" className="num">
                  Spent
                </th>
              </tr>
            </thead>
            <tbody>
              {top.data.map((c, i) => (
                <tr key={c.identifier}>
                  <td className="num">{i + 1}</td>
                  <th scope="row">{c.username}</th>
                  <td className="mono">{c.identifier}</td>
                  <td className="num">{formatCount(c.purchases, locale)}</td>
                  {/* The API formats the amount in the store's locale and currency (R$ 30,00). */}
                  <td className="num">{c.spent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
