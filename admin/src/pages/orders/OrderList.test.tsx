import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage } from '../../test-utils';
import { OrderListPage } from './OrderList';
import { connection, listOrder } from './fixtures';

const lastList = (calls: { name: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.name === 'OrdersList').at(-1)?.variables;

describe('orders list', () => {
  it('shows each order with its buyer, status text, total, gateway and dates, linked to its detail', async () => {
    const { client, calls } = mockClient({
      OrdersList: () => ({
        data: connection([
          listOrder(),
          listOrder({
            id: 42,
            status: 'APPROVED',
            statusDisplay: 'Approved',
            paidAt: '2026-11-21T09:30:00.000-03:00',
            priceDisplay: '$9.90',
            gatewayDisplay: 'Mercado Pago',
          }),
        ]),
      }),
    });
    renderPage(<OrderListPage />, { client, path: '/orders', route: '/orders' });
    const link = await screen.findByRole('link', { name: '#42' });
    expect(link).toHaveAttribute('href', '/orders/42');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Approved')).toHaveClass('badge');
    expect(within(row).getByText('$9.90')).toBeInTheDocument();
    expect(within(row).getByText('Mercado Pago')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21 09:30')).toBeInTheDocument();
    const pending = screen.getByRole('link', { name: '#41' }).closest('tr')!;
    expect(within(pending).getByText('Not paid')).toBeInTheDocument();
    expect(within(pending).getByText('Steve Tester')).toBeInTheDocument();
    // No filter given: none sent; the first page of 15.
    expect(lastList(calls)).toEqual({
      first: 15,
      after: undefined,
      status: undefined,
      clientIdentifier: undefined,
      email: undefined,
      gateway: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends the filters and the page’s cursor kept in the URL', async () => {
    const { client, calls } = mockClient({ OrdersList: () => ({ data: connection([listOrder()]) }) });
    renderPage(<OrderListPage />, {
      client,
      path: '/orders?status=REFUNDED&clientIdentifier=Steve&email=s%40example.com&gateway=PAYPAL&from=2026-01-01&to=2026-01-31&perPage=50&after=c30',
      route: '/orders',
    });
    await screen.findByRole('link', { name: '#41' });
    expect(lastList(calls)).toEqual({
      first: 50,
      after: 'c30',
      status: 'REFUNDED',
      clientIdentifier: 'Steve',
      email: 's@example.com',
      gateway: 'PAYPAL',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('REFUNDED');
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-01-31');
  });

  it('applies the filters from the form, back at the first page', async () => {
    const { client, calls } = mockClient({
      OrdersList: () => ({ data: connection([listOrder()], { totalCount: 40, hasNextPage: true, hasPreviousPage: true }) }),
    });
    renderPage(<OrderListPage />, { client, path: '/orders?after=c16', route: '/orders' });
    await screen.findByRole('link', { name: '#41' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'APPROVED');
    await userEvent.type(screen.getByLabelText('Client identifier'), 'Alex');
    await userEvent.type(screen.getByLabelText('E-mail'), 'alex@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'STRIPE');
    await userEvent.type(screen.getByLabelText('Created from'), '2026-02-01');
    await userEvent.type(screen.getByLabelText('Created to'), '2026-02-28');
    // Nothing is sent while typing.
    expect(lastList(calls)).toMatchObject({ after: 'c16', status: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(lastList(calls)).toEqual({
        first: 15,
        after: undefined,
        status: 'APPROVED',
        clientIdentifier: 'Alex',
        email: 'alex@example.com',
        gateway: 'STRIPE',
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(lastList(calls)).toMatchObject({ status: undefined, clientIdentifier: undefined, from: undefined }));
  });

  it('pages with Next (the rows after the page’s last cursor) and Previous (those before its first)', async () => {
    const { client, calls } = mockClient({
      OrdersList: (v) =>
        v.after === 'c41'
          ? { data: connection([listOrder({ id: 16 })], { totalCount: 20, hasPreviousPage: true }) }
          : { data: connection([listOrder({ id: 41 })], { totalCount: 20, hasNextPage: true }) },
    });
    renderPage(<OrderListPage />, { client, path: '/orders?status=PENDING', route: '/orders' });
    await screen.findByRole('link', { name: '#41' });
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent('1 shown of 20');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '#16' });
    expect(lastList(calls)).toMatchObject({ first: 15, after: 'c41', status: 'PENDING' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(lastList(calls)).toEqual(expect.objectContaining({ last: 15, before: 'c16', status: 'PENDING' })));
  });

  it('shows a refused filter under its input, in the API’s words', async () => {
    const { client } = mockClient({
      OrdersList: () => ({ errors: [{ message: 'to must not be before from', code: 'VALIDATION_FAILED', field: 'to', rule: 'range' }] }),
    });
    renderPage(<OrderListPage />, { client: client, path: '/orders?from=2026-02-01&to=2026-01-01', route: '/orders' });
    await screen.findByText('to must not be before from');
    expect(screen.getByLabelText('Created to')).toHaveAccessibleDescription('to must not be before from');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no order matches', async () => {
    const { client } = mockClient({ OrdersList: () => ({ data: connection([]) }) });
    renderPage(<OrderListPage />, { client, path: '/orders?status=CHARGEDBACK', route: '/orders' });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });
});
