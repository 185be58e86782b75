import { TableWrap, type Retry } from '../../components/states';
import { useState } from 'react';
import type { UseQueryState } from 'urql';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { SelectField } from '../../components/forms';
import { formatMoney } from '../../lib/format';
import { useStore } from '../../lib/store';
import type { DashboardGatewayReportQuery } from '../../gql/graphql';
import { ChartFigure, ReportState } from './ReportState';
import { formatCount } from './format';

type Item = DashboardGatewayReportQuery['gatewayReport'][number];
type Metric = 'revenue' | 'grossRevenue' | 'sales';

const METRICS: { value: Metric; label: string }[] = [
  { value: 'revenue', label: 'Net revenue' },
  { value: 'grossRevenue', label: 'Gross revenue' },
  { value: 'sales', label: 'Sales' },
];

/** Approved orders paid in the range, per gateway: a bar chart of one measure and a table of all three. */
export function GatewaySection({ result, retry }: { result: UseQueryState<DashboardGatewayReportQuery>; retry: Retry }) {
  return (
    <section className="panel" aria-labelledby="dashboard-gateways">
      <h2 id="dashboard-gateways">Sales by gateway</h2>
      <ReportState result={result} retry={retry} label="sales by gateway">
        {(data) => <GatewayReport items={data.gatewayReport} />}
      </ReportState>
    </section>
  );
}

function GatewayReport({ items }: { items: Item[] }) {
  const { currency, locale } = useStore();
  const [metric, setMetric] = useState<Metric>('revenue');
  const money = (n: number) => formatMoney(n, currency, locale);
  const totals = items.reduce((t, i) => ({ sales: t.sales + i.sales, revenue: t.revenue + i.revenue, grossRevenue: t.grossRevenue + i.grossRevenue }), {
    sales: 0,
    revenue: 0,
    grossRevenue: 0,
  });
  if (totals.sales === 0) return <p className="empty">No approved orders were paid in this period.</p>;

  const show = (n: number) => (metric === 'sales' ? formatCount(n, locale) : money(n));
  const metricLabel = METRICS.find((m) => m.value === metric)!.label;
  const best = items.reduce((a, b) => (b[metric] > a[metric] ? b : a));
  const chartLabel = `Bar chart of ${metricLabel.toLowerCase()} by gateway: ${items.map((i) => `${i.gatewayDisplay} ${show(i[metric])}`).join(', ')}.`;

  return (
    <>
      <p data-testid="gateway-summary">
        {formatCount(totals.sales, locale)} {totals.sales === 1 ? 'sale' : 'sales'}, {money(totals.revenue)} net ({money(totals.grossRevenue)} gross). The most{' '}
        {metricLabel.toLowerCase()}: {best.gatewayDisplay} ({show(best[metric])}).
      </p>
      <div className="filters">
        <SelectField label="Chart shows" value={metric} onChange={(v) => setMetric(v as Metric)} options={METRICS} />
      </div>
      <ChartFigure label={chartLabel} height={240}>
        <BarChart data={items} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <YAxis type="category" dataKey="gatewayDisplay" width={100} interval={0} tick={{ fontSize: 12 }} />
          <XAxis type="number" allowDecimals={metric !== 'sales'} tickFormatter={(n: number) => show(n)} tick={{ fontSize: 12 }} minTickGap={16} />
          <Tooltip formatter={(n) => [show(Number(n)), metricLabel]} />
          <Bar dataKey={metric} name={metricLabel} fill="#2454d6" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <TableWrap label="Sales by gateway, table">
        <table>
          <caption className="dashboard-caption">Approved orders paid in the period, by gateway</caption>
          <thead>
            <tr>
              <th scope="col">Gateway</th>
              <th scope="col" className="num">
                Sales
              </th>
              <th scope="col" className="num">
                Net revenue
              </th>
              <th scope="col" className="num">
                Gross revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.gateway}>
                <th scope="row">{i.gatewayDisplay}</th>
                <td className="num">{formatCount(i.sales, locale)}</td>
                <td className="num">{money(i.revenue)}</td>
                <td className="num">{money(i.grossRevenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">{formatCount(totals.sales, locale)}</td>
              <td className="num">{money(totals.revenue)}</td>
              <td className="num">{money(totals.grossRevenue)}</td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
    </>
  );
}
