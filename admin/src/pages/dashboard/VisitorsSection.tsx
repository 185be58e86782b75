import { TableWrap, type Retry } from '../../components/states';
import type { UseQueryState } from 'urql';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useStore } from '../../lib/store';
import type { DashboardVisitorsGraphQuery } from '../../gql/graphql';
import { ChartFigure, ReportState } from './ReportState';
import { formatCount, formatVariation } from './format';
import { dayCount, storeDay, type DayRange } from './range';

/** Storefront visitors per store-local day, with the API's change against the period just before. */
export function VisitorsSection({ result, retry, range }: { result: UseQueryState<DashboardVisitorsGraphQuery>; retry: Retry; range: DayRange }) {
  return (
    <section className="panel" aria-labelledby="dashboard-visitors">
      <h2 id="dashboard-visitors">Storefront visitors</h2>
      <ReportState result={result} retry={retry} label="storefront visitors">
        {(data) => <VisitorsReport graph={data.visitorsGraph} range={range} />}
      </ReportState>
    </section>
  );
}

function VisitorsReport({ graph, range }: { graph: DashboardVisitorsGraphQuery['visitorsGraph']; range: DayRange }) {
  const { timezone, locale } = useStore();
  const points = graph.graph.map((p) => ({ day: storeDay(p.date, timezone), visits: p.visits }));
  const total = points.reduce((t, p) => t + p.visits, 0);
  const days = dayCount(range) ?? points.length;
  const peak = points.reduce<(typeof points)[number] | null>((a, p) => (!a || p.visits > a.visits ? p : a), null);
  const variation = formatVariation(graph.variation, locale);
  const direction = graph.variation > 0 ? 'up' : graph.variation < 0 ? 'down' : 'no change, or no visitors before';
  const against = `against the previous ${days === 1 ? 'day' : `${days} days`}`;
  const summary =
    // No "from" in it: the chart's label would otherwise also answer to a search for the From input's label.
    `${formatCount(total, locale)} ${total === 1 ? 'visitor' : 'visitors'}, ${range.from} – ${range.to}` +
    (peak && total > 0 ? `, most on ${peak.day} (${formatCount(peak.visits, locale)})` : '') +
    `; ${variation} (${direction}) ${against}.`;

  return (
    <>
      <dl className="details dashboard-stats">
        <dt>Visitors</dt>
        <dd data-testid="visitors-total">{formatCount(total, locale)}</dd>
        <dt>Change {against}</dt>
        <dd data-testid="visitors-variation">
          {variation} <span className="hint">({direction})</span>
        </dd>
      </dl>
      {total === 0 ? (
        <p className="empty">No storefront visitors in this period.</p>
      ) : (
        <>
          <ChartFigure label={`Area chart of storefront visitors per day: ${summary}`}>
            <AreaChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
              <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(n) => [formatCount(Number(n), locale), 'Visitors']} />
              <Area type="monotone" dataKey="visits" name="Visitors" stroke="#2454d6" fill="#c9d6f7" isAnimationActive={false} />
            </AreaChart>
          </ChartFigure>
          <p className="hint">{summary}</p>
          <details className="dashboard-details">
            <summary>Visitors per day (table)</summary>
            <TableWrap label="Visitors per day, table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="num">
                      Visitors
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.day}>
                      <th scope="row">{p.day}</th>
                      <td className="num">{formatCount(p.visits, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </details>
        </>
      )}
    </>
  );
}
