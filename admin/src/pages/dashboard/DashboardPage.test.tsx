import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore, mockClient, renderPage, type Handler } from '../../test-utils';
import { DashboardPage } from './DashboardPage';

// A São Paulo store (UTC-3). At 01:30 UTC on 22 November it is still the 21st in the store, so a
// default computed in UTC (or in the browser's zone) would be a day off.
const store = { ...demoStore, currency: 'BRL', locale: 'pt-BR', timezone: 'America/Sao_Paulo' };
const NOW = new Date('2026-11-22T01:30:00Z');

const gateways = [
  { gateway: 'PIX', gatewayDisplay: 'Pix', sales: 3, revenue: 105, grossRevenue: 110.5 },
  { gateway: 'MERCADOPAGO', gatewayDisplay: 'Mercado Pago', sales: 0, revenue: 0, grossRevenue: 0 },
  { gateway: 'STRIPE', gatewayDisplay: 'Stripe', sales: 2, revenue: 58.2, grossRevenue: 60 },
  { gateway: 'PAYPAL', gatewayDisplay: 'PayPal', sales: 0, revenue: 0, grossRevenue: 0 },
  { gateway: 'PICPAY', gatewayDisplay: 'PicPay', sales: 1, revenue: 15, grossRevenue: 15 },
];

/** One point per store-local day from..to: São Paulo midnights are 03:00 UTC. */
function points(from: string, to: string, visits: (i: number) => number) {
  const out: { date: string; visits: number }[] = [];
  for (let d = new Date(`${from}T03:00:00.000Z`), i = 0; d <= new Date(`${to}T03:00:00.000Z`); d.setUTCDate(d.getUTCDate() + 1), i++) {
    out.push({ date: d.toISOString(), visits: visits(i) });
  }
  return out;
}

const handlers: Record<string, Handler> = {
  Store: () => ({ data: { store } }),
  DashboardGatewayReport: () => ({ data: { gatewayReport: gateways } }),
  DashboardVisitorsGraph: (v) => ({
    data: { visitorsGraph: { variation: -12.5, graph: points(v.from as string, v.to as string, (i) => (i === 2 ? 7 : 1)) } },
  }),
  DashboardTopCustomers: (v) => ({
    data: {
      topCustomers: {
        from: `${v.from}T03:00:00.000Z`,
        to: '2026-11-22T02:59:59.999Z',
        data: [
          { username: 'Steve', identifier: 'steve', purchases: 4, spent: 'R$ 120,00' },
          { username: 'Alex', identifier: 'alex_mc', purchases: 1, spent: 'R$ 15,00' },
        ],
      },
    },
  }),
};

const OPERATIONS = ['DashboardGatewayReport', 'DashboardVisitorsGraph', 'DashboardTopCustomers'];

function renderDashboard(overrides: Record<string, Handler> = {}, path = '/') {
  const mock = mockClient({ ...handlers, ...overrides });
  renderPage(<DashboardPage />, { client: mock.client, path, route: '/' });
  return mock;
}

/** The variables of the last call of each report. */
function lastVariables(calls: { name: string; variables: Record<string, unknown> }[]) {
  return Object.fromEntries(OPERATIONS.map((name) => [name, calls.filter((c) => c.name === name).at(-1)?.variables]));
}

/** Each row of a table as its cells' text joined by " | " (spaces normalised: money has a no-break space). */
function rowTexts(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll('tr')).map((r) =>
    Array.from(r.querySelectorAll('th, td'))
      .map((c) => c.textContent?.replace(/\s+/g, ' ').trim())
      .join(' | '),
  );
}

function user() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('defaults to the last 30 days in the store’s time zone, today included', async () => {
    const { calls } = renderDashboard();
    await screen.findByRole('heading', { name: 'Sales by gateway' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-23');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-21');
    await waitFor(() =>
      expect(lastVariables(calls)).toEqual({
        DashboardGatewayReport: { from: '2026-10-23', to: '2026-11-21' },
        DashboardVisitorsGraph: { from: '2026-10-23', to: '2026-11-21' },
        DashboardTopCustomers: { from: '2026-10-23', to: '2026-11-21', limit: undefined },
      }),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Showing 2026-10-23 to 2026-11-21 \(30 days\)/)).toHaveTextContent('America/Sao_Paulo');
  });

  it('sends a quick range to every report', async () => {
    const { calls } = renderDashboard();
    await screen.findByRole('heading', { name: 'Sales by gateway' });
    await user().click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(lastVariables(calls)).toEqual({
        DashboardGatewayReport: { from: '2026-11-15', to: '2026-11-21' },
        DashboardVisitorsGraph: { from: '2026-11-15', to: '2026-11-21' },
        DashboardTopCustomers: { from: '2026-11-15', to: '2026-11-21', limit: undefined },
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-15');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user().click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(lastVariables(calls).DashboardGatewayReport).toEqual({ from: '2026-08-24', to: '2026-11-21' }));
  });

  it('reads the range from the URL and sends typed dates only when applied', async () => {
    const { calls } = renderDashboard({}, '/?from=2026-01-01&to=2026-01-31&limit=25');
    await screen.findByRole('heading', { name: 'Sales by gateway' });
    await waitFor(() => expect(lastVariables(calls).DashboardTopCustomers).toEqual({ from: '2026-01-01', to: '2026-01-31', limit: 25 }));
    expect(screen.getByLabelText('Customers shown')).toHaveValue('25');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-10' } });
    expect(calls.some((c) => c.variables.from === '2026-02-01')).toBe(false);
    await user().click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastVariables(calls)).toEqual({
        DashboardGatewayReport: { from: '2026-02-01', to: '2026-02-10' },
        DashboardVisitorsGraph: { from: '2026-02-01', to: '2026-02-10' },
        DashboardTopCustomers: { from: '2026-02-01', to: '2026-02-10', limit: 25 },
      }),
    );

    await user().selectOptions(screen.getByLabelText('Customers shown'), '100');
    await waitFor(() => expect(lastVariables(calls).DashboardTopCustomers).toEqual({ from: '2026-02-01', to: '2026-02-10', limit: 100 }));
  });

  it('shows the API’s range error under the date input it names', async () => {
    const refuse =
      (name: string): Handler =>
      (v) =>
        v.to === '2026-01-01'
          ? { errors: [{ message: 'to must not be before from', code: 'VALIDATION_FAILED', field: 'to', rule: 'range' }] }
          : handlers[name](v);
    renderDashboard(Object.fromEntries(OPERATIONS.map((name) => [name, refuse(name)])));
    await screen.findByRole('heading', { name: 'Sales by gateway' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    await user().click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAccessibleDescription('to must not be before from'));
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    // Said once, under the input: the reports point there instead of repeating it.
    expect(screen.getAllByText('to must not be before from')).toHaveLength(1);
    expect(screen.getByText('Correct the dates above to see sales by gateway.')).toBeInTheDocument();
    expect(screen.getByText('Correct the dates above to see top customers.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts an error the API gives for from (a day it cannot read) under From', async () => {
    const tooLong: Handler = () => ({
      errors: [{ message: 'from must be a calendar day as YYYY-MM-DD', code: 'VALIDATION_FAILED', field: 'from', rule: 'date' }],
    });
    renderDashboard({ DashboardGatewayReport: tooLong, DashboardVisitorsGraph: tooLong, DashboardTopCustomers: tooLong }, '/?from=garbage&to=2026-01-01');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveAccessibleDescription('from must be a calendar day as YYYY-MM-DD'));
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/was not accepted: correct the dates/)).toBeInTheDocument();
  });

  it('shows the gateway report as a table with totals, and a chart labelled with the same numbers', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Sales by gateway' });
    const table = await within(section).findByRole('table');
    expect(rowTexts(table)).toEqual([
      'Gateway | Sales | Net revenue | Gross revenue',
      'Pix | 3 | R$ 105,00 | R$ 110,50',
      'Mercado Pago | 0 | R$ 0,00 | R$ 0,00',
      'Stripe | 2 | R$ 58,20 | R$ 60,00',
      'PayPal | 0 | R$ 0,00 | R$ 0,00',
      'PicPay | 1 | R$ 15,00 | R$ 15,00',
      'Total | 6 | R$ 178,20 | R$ 185,50',
    ]);
    const chart = within(section).getByRole('img');
    expect(chart.getAttribute('aria-label')?.replace(/\s+/g, ' ')).toBe(
      'Bar chart of net revenue by gateway: Pix R$ 105,00, Mercado Pago R$ 0,00, Stripe R$ 58,20, PayPal R$ 0,00, PicPay R$ 15,00.',
    );
    expect(within(section).getByTestId('gateway-summary')).toHaveTextContent('6 sales, R$ 178,20 net (R$ 185,50 gross).');

    await user().selectOptions(within(section).getByLabelText('Chart shows'), 'sales');
    expect(within(section).getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of sales by gateway: Pix 3, Mercado Pago 0, Stripe 2, PayPal 0, PicPay 1.',
    );
  });

  it('shows the visitors per store-local day, their total and the API’s variation', async () => {
    renderDashboard({}, '/?from=2026-11-01&to=2026-11-05');
    const section = await screen.findByRole('region', { name: 'Storefront visitors' });
    await within(section).findByRole('table');
    expect(within(section).getByTestId('visitors-total')).toHaveTextContent('11');
    expect(within(section).getByTestId('visitors-variation')).toHaveTextContent('-12,5% (down)');
    expect(within(section).getByText('Change against the previous 5 days')).toBeInTheDocument();
    expect(rowTexts(within(section).getByRole('table'))).toEqual([
      'Day | Visitors',
      '2026-11-01 | 1',
      '2026-11-02 | 1',
      '2026-11-03 | 7',
      '2026-11-04 | 1',
      '2026-11-05 | 1',
    ]);
    expect(within(section).getByRole('img').getAttribute('aria-label')).toBe(
      'Area chart of storefront visitors per day: 11 visitors, 2026-11-01 – 2026-11-05, most on 2026-11-03 (7); -12,5% (down) against the previous 5 days.',
    );
  });

  it('lists the top customers with the spent amounts the API formats', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Top customers' });
    const table = await within(section).findByRole('table');
    expect(rowTexts(table)).toEqual([
      'Rank | Customer | Identifier | Purchases | Spent',
      '1 | Steve | steve | 4 | R$ 120,00',
      '2 | Alex | alex_mc | 1 | R$ 15,00',
    ]);
    expect(within(section).getByText(/Approved orders paid from 2026-10-23 to 2026-11-21/)).toBeInTheDocument();
  });

  it('says when a period has no sales, no visitors and no buyers', async () => {
    renderDashboard({
      DashboardGatewayReport: () => ({ data: { gatewayReport: gateways.map((g) => ({ ...g, sales: 0, revenue: 0, grossRevenue: 0 })) } }),
      DashboardVisitorsGraph: (v) => ({ data: { visitorsGraph: { variation: 0, graph: points(v.from as string, v.to as string, () => 0) } } }),
      DashboardTopCustomers: () => ({ data: { topCustomers: { from: '2026-10-23T03:00:00.000Z', to: '2026-11-22T02:59:59.999Z', data: [] } } }),
    });
    expect(await screen.findByText('No approved orders were paid in this period.')).toBeInTheDocument();
    expect(await screen.findByText('No storefront visitors in this period.')).toBeInTheDocument();
    expect(await screen.findByText('No buyers in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows other errors in the report with a retry', async () => {
    let fail = true;
    const { calls } = renderDashboard({
      DashboardVisitorsGraph: (v) => (fail ? { errors: [{ message: 'Too many requests', code: 'RATE_LIMITED' }] } : handlers.DashboardVisitorsGraph(v)),
    });
    const section = await screen.findByRole('region', { name: 'Storefront visitors' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests: wait a moment and try again.');
    // The other reports still show, and the date inputs carry no error.
    expect(await screen.findByRole('region', { name: 'Sales by gateway' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    fail = false;
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByTestId('visitors-total')).toHaveTextContent('36');
    expect(calls.filter((c) => c.name === 'DashboardVisitorsGraph').length).toBeGreaterThan(1);
  });
});
