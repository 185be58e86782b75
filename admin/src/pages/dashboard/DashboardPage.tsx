import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { TextField } from '../../components/forms';
import { PageHeader } from '../../components/states';
import { useStore } from '../../lib/store';
import { optInt, useListParams } from '../../lib/url';
import { GatewayReportDocument, TopCustomersDocument, VisitorsGraphDocument } from './documents';
import { GatewaySection } from './GatewaySection';
import { VisitorsSection } from './VisitorsSection';
import { TopCustomersSection } from './TopCustomersSection';
import { rangeErrors } from './ReportState';
import { dayCount, DEFAULT_DAYS, lastDays, QUICK_RANGES, type DayRange } from './range';
import './dashboard.css';

/**
 * The dashboard at /admin/: sales by gateway, storefront visitors and top customers for one range
 * of store-local days. The range lives in the URL (?from=&to=, default the last 30 days in the
 * store's zone); the API checks it and its errors show under the date inputs.
 */
export function DashboardPage() {
  const { timezone } = useStore();
  const { filters, set: update } = useListParams(['from', 'to', 'limit'] as const);
  const fallback = useMemo(() => lastDays(DEFAULT_DAYS, timezone), [timezone]);
  const range: DayRange = { from: filters.from || fallback.from, to: filters.to || fallback.to };
  const limit = filters.limit;
  const [gateways, reGateways] = useQuery({ query: GatewayReportDocument, variables: range });
  const [visitors, reVisitors] = useQuery({ query: VisitorsGraphDocument, variables: range });
  const [customers, reCustomers] = useQuery({ query: TopCustomersDocument, variables: { ...range, limit: optInt(limit) } });
  const errors = rangeErrors([gateways.error, visitors.error, customers.error]);

  return (
    <div className="dashboard">
      <PageHeader title="Dashboard" />
      <RangePicker range={range} errors={errors} timezone={timezone} onApply={(r) => update({ from: r.from, to: r.to })} />
      <div className="dashboard-grid">
        <GatewaySection result={gateways} retry={reGateways} />
        <VisitorsSection result={visitors} retry={reVisitors} range={range} />
      </div>
      <TopCustomersSection result={customers} retry={reCustomers} limit={limit} onLimit={(l) => update({ limit: l })} />
    </div>
  );
}

function RangePicker({
  range,
  errors,
  timezone,
  onApply,
}: {
  range: DayRange;
  errors: Record<string, string>;
  timezone: string;
  onApply(range: DayRange): void;
}) {
  // The inputs are a draft until applied, so typing a date does not fetch every keystroke's day.
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onApply({ from, to });
  }

  const today = lastDays(1, timezone).to;
  const days = dayCount(range);
  const valid = !errors.from && !errors.to;
  return (
    <section className="panel" aria-label="Date range">
      <form className="filters dashboard-range" onSubmit={submit} noValidate>
        <TextField label="From" type="date" value={from} onChange={setFrom} error={errors.from} required />
        <TextField label="To" type="date" value={to} onChange={setTo} error={errors.to} required />
        <button type="submit" className="primary">
          Apply
        </button>
      </form>
      <div className="row" role="group" aria-label="Quick ranges">
        {QUICK_RANGES.map((q) => {
          const r = lastDays(q.days, timezone);
          const active = r.from === range.from && r.to === range.to;
          return (
            <button key={q.days} type="button" aria-pressed={active} onClick={() => onApply(r)}>
              {q.label}
            </button>
          );
        })}
      </div>
      <p className="hint dashboard-showing" role="status" aria-live="polite">
        {valid
          ? `Showing ${range.from} to ${range.to}${days ? ` (${days} ${days === 1 ? 'day' : 'days'})` : ''}, days in the store’s time zone (${timezone}; today is ${today}).`
          : `The range ${range.from || '(no start)'} to ${range.to || '(no end)'} was not accepted: correct the dates.`}
      </p>
    </section>
  );
}
