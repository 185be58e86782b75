import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scopeHandlers } from '../../components/scope.fixtures';
import { demoStore, mockClient, renderPage, viewerWith, type Handler } from '../../test-utils';
import { SaleRoutes } from './SaleRoutes';

const NY = { ...demoStore, timezone: 'America/New_York' };
const day = 86_400_000;
const T = '2026-11-01T10:00:00.000-04:00';

function sale(over: Record<string, unknown>) {
  return {
    __typename: 'Sale',
    id: 1,
    name: 'Black Friday',
    type: 'PERCENTAGE',
    value: 30,
    packageIds: [] as number[],
    categoryIds: [1],
    startsAt: '2026-11-27T05:00:00.000Z',
    endsAt: '2026-12-01T05:00:00.000Z',
    enabled: true,
    status: 'SCHEDULED',
    createdAt: T,
    updatedAt: T,
    ...over,
  };
}

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const running = sale({
  id: 2,
  name: 'Weekend deal',
  type: 'PRICE',
  value: 2.5,
  categoryIds: [],
  packageIds: [9],
  startsAt: iso(-day),
  endsAt: iso(2 * day + 3_600_000),
  status: 'RUNNING',
});
const scheduled = sale({ id: 1, startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-12-01T05:00:00.000Z', status: 'SCHEDULED' });
const ended = sale({ id: 3, name: 'Summer', categoryIds: [], startsAt: iso(-40 * day), endsAt: iso(-10 * day), status: 'ENDED' });

function page(path: string, handlers: Record<string, Handler>, store = NY) {
  const mock = mockClient({ ...scopeHandlers, Store: () => ({ data: { store } }), ...handlers });
  renderPage(<SaleRoutes />, { client: mock.client, path, route: '/sales/*' });
  return mock;
}

const byStatus =
  (sales: ReturnType<typeof sale>[]): Handler =>
  (v) => {
    const data = sales.filter((s) => s.status === v.status);
    return { data: { sales: { __typename: 'SalePage', meta: { total: data.length, perPage: 25, currentPage: 1, lastPage: 1 }, data } } };
  };

const called = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('sales', () => {
  it("lists the sales grouped Running / Scheduled / Turned off / Ended, with start and end in the store's time zone", async () => {
    const { calls } = page('/sales', { SaleList: byStatus([running, scheduled, ended]) });
    const group = async (name: string) => screen.findByRole('region', { name });
    const runningGroup = await screen.findByRole('table', { name: 'Running sales, by start' });
    expect(within(runningGroup).getByRole('link', { name: 'Weekend deal' })).toHaveAttribute('href', '/sales/2');
    expect(within(runningGroup).getByText('$2.50 off')).toBeInTheDocument();
    expect(within(runningGroup).getByText(/^ends in (2|3) days$/)).toBeInTheDocument();
    await waitFor(() => expect(within(runningGroup).getByRole('row', { name: /Weekend deal/ })).toHaveTextContent('Diamond key'));

    const scheduledRow = within(await screen.findByRole('table', { name: 'Scheduled sales, by start' })).getByRole('row', { name: /Black Friday/ });
    // 05:00 UTC is midnight in New York.
    expect(within(scheduledRow).getByText('Fri, Nov 27, 2026, 00:00')).toHaveAttribute('datetime', '2026-11-27T05:00:00.000Z');
    expect(within(scheduledRow).getByText('Tue, Dec 1, 2026, 00:00')).toBeInTheDocument();
    expect(within(scheduledRow).getByText('30% off')).toBeInTheDocument();
    await waitFor(() => expect(scheduledRow).toHaveTextContent('Ranks (and subcategories)'));
    expect(within(scheduledRow).getByText(/^starts /)).toBeInTheDocument();

    expect(within(await group('Ended sales')).getByText(/^ended 10 days ago$/)).toBeInTheDocument();
    expect(screen.getByText('No sale is turned off.')).toBeInTheDocument();
    expect(screen.getByText(/Times are in the store’s time zone \(America\/New_York\)/)).toBeInTheDocument();
    expect(called(calls, 'SaleList').map((v) => v.status)).toEqual(['RUNNING', 'SCHEDULED', 'DISABLED', 'ENDED']);
  });

  it('turns a running sale off from the list, and deletes one after asking', async () => {
    const { calls } = page('/sales', {
      SaleList: byStatus([running, scheduled]),
      SaleUpdate: (v) => ({ data: { updateSale: { ...running, enabled: false, status: 'DISABLED', ...(v.input as object) } } }),
      SaleDelete: () => ({ data: { deleteSale: true } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off Weekend deal' }));
    expect(await screen.findByText('Sale “Weekend deal” turned off: it no longer applies.')).toBeInTheDocument();
    expect(called(calls, 'SaleUpdate')).toEqual([{ id: 2, input: { enabled: false } }]);

    await user.click(screen.getByRole('button', { name: 'Delete Black Friday' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Black Friday' }));
    expect(await screen.findByText('Sale “Black Friday” deleted.')).toBeInTheDocument();
    expect(called(calls, 'SaleDelete')).toEqual([{ id: 1 }]);
  });

  it("creates a sale on a category from local times read in the store's zone, then lists it", async () => {
    const { calls } = page('/sales/new', {
      SaleCreate: (v) => ({ data: { createSale: { ...scheduled, ...(v.input as object), id: 5 } } }),
      SaleList: byStatus([scheduled]),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Black Friday');
    await user.type(screen.getByLabelText('Value'), '30');
    const scope = screen.getByRole('group', { name: 'On sale' });
    await user.click(await within(scope).findByRole('checkbox', { name: 'Ranks' }));
    expect(screen.getByLabelText('Starts at')).toHaveAccessibleDescription(/store’s time zone \(America\/New_York\)/);
    await user.type(screen.getByLabelText('Starts at'), '2026-11-27T00:00');
    await user.type(screen.getByLabelText('Ends at'), '2026-12-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Create sale' }));
    expect(await screen.findByText('Sale “Black Friday” created: scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(called(calls, 'SaleCreate')).toEqual([
      {
        input: {
          name: 'Black Friday',
          type: 'PERCENTAGE',
          value: 30,
          packageIds: [],
          categoryIds: [1],
          startsAt: '2026-11-27T00:00:00-05:00',
          endsAt: '2026-12-01T00:00:00-05:00',
          enabled: true,
        },
      },
    ]);
  });

  it("puts the API's errors under the dates and the scope", async () => {
    page('/sales/new', {
      SaleCreate: () => ({
        errors: [
          { message: 'ends_at must be after starts_at', code: 'VALIDATION_FAILED', field: 'ends_at', rule: 'range' },
          { message: 'choose at least one package or category', code: 'VALIDATION_FAILED', field: 'package_ids', rule: 'required' },
          { message: 'name is required', code: 'VALIDATION_FAILED', field: 'name', rule: 'required' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create sale' }));
    await waitFor(() => expect(screen.getByLabelText('Ends at')).toHaveAccessibleDescription(/ends_at must be after starts_at/));
    expect(screen.getByRole('group', { name: 'Packages' })).toHaveAccessibleDescription('choose at least one package or category');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/name is required/);
  });

  it("edits a sale: its dates shown in the store's zone, sent back unchanged unless changed", async () => {
    const stored = sale({ startsAt: '2026-11-27T00:00:00.000-05:00', endsAt: '2026-12-01T00:00:00.000-05:00' });
    const { calls } = page('/sales/1', {
      SaleOne: () => ({ data: { sale: stored } }),
      SaleUpdate: (v) => ({ data: { updateSale: { ...stored, ...(v.input as object) } } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale: Black Friday' })).toBeInTheDocument();
    expect(screen.getByText(/Fri, Nov 27, 2026, 00:00 to Tue, Dec 1, 2026, 00:00 \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Starts at')).toHaveValue('2026-11-27T00:00');
    const ends = screen.getByLabelText('Ends at');
    await user.clear(ends);
    await user.type(ends, '2026-12-02T23:59');
    await user.click(screen.getByRole('button', { name: 'Save sale' }));
    expect(await screen.findByText('Sale saved: scheduled.')).toBeInTheDocument();
    expect(called(calls, 'SaleUpdate')[0]).toMatchObject({
      id: 1,
      input: { startsAt: '2026-11-27T00:00:00.000-05:00', endsAt: '2026-12-02T23:59:00-05:00', categoryIds: [1] },
    });
  });

  it('shows the calendar read-only without marketing:write', async () => {
    page('/sales', { SaleList: byStatus([running]), Viewer: viewerWith(['store:read', 'marketing:read', 'catalog:read']) });
    expect(await screen.findByRole('link', { name: 'Weekend deal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New sale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn off|Delete/ })).not.toBeInTheDocument();
  });
});
