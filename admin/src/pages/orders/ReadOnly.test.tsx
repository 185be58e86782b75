import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockClient, renderPage, viewerWith } from '../../test-utils';
import { OrderRoutes } from './OrderRoutes';
import { approvedExtras, connection, detailOrder, listOrder } from './fixtures';

const ACCOUNTANT = ['store:read', 'orders:read', 'reports:read', 'withdrawals:read', 'subscriptions:read'];
const SUPPORT = ['store:read', 'orders:read', 'orders:write', 'subscriptions:read'];

function open(path: string, permissions: string[]) {
  const mock = mockClient({
    Viewer: viewerWith(permissions),
    OrdersDetail: () => ({ data: { order: detailOrder(approvedExtras) } }),
    OrdersList: () => ({ data: connection([listOrder()]) }),
  });
  renderPage(<OrderRoutes />, { client: mock.client, path, route: '/orders/*' });
  return mock;
}

describe('orders by permission', () => {
  it('an accountant reads an order but is offered no change: no status buttons, no edits, no notes', async () => {
    open('/orders/7', ACCOUNTANT);
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.queryByRole('group', { name: 'Change the status' })).not.toBeInTheDocument();
    for (const name of ['Edit buyer', 'Add note', 'Add variable', 'Resend purchase commands', 'Resend e-mail']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });

  it('support changes an order but is not offered a refund or a chargeback (orders:refund)', async () => {
    open('/orders/7', SUPPORT);
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.getByRole('button', { name: 'Edit buyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark charged back' })).not.toBeInTheDocument();
  });

  it('offers no “New order” without catalog:read (its packages), and says why at /orders/new', async () => {
    const { calls } = open('/orders', SUPPORT);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('link', { name: 'New order' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.name === 'OrdersList')).toBe(true);
  });

  it('shows /orders/new as not allowed without catalog:read', async () => {
    const { calls } = open('/orders/new', SUPPORT);
    expect(await screen.findByText('Your role does not allow this (needs catalog:read).')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'OrdersFormOptions')).toBe(false);
  });
});
