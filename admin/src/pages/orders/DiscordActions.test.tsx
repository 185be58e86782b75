import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { OrderDetailPage } from './OrderDetail';
import { approvedExtras, detailOrder } from './fixtures';
import type { OrderDiscordAction } from './types';

const action = (over: Partial<OrderDiscordAction>): OrderDiscordAction => ({
  id: 81,
  type: 'PURCHASE',
  action: 'ADD_ROLE',
  roleId: '223344556677889900',
  channelId: null,
  userId: '445566778899001122',
  message: null,
  automatic: false,
  status: 'DONE',
  attempts: 1,
  lastError: null,
  runAt: '2026-11-20T12:00:00.000-03:00',
  doneAt: '2026-11-20T12:00:01.000-03:00',
  updatedAt: '2026-11-20T12:00:01.000-03:00',
  ...over,
});

const failed = action({
  id: 82,
  roleId: '223344556677889911',
  status: 'FAILED',
  doneAt: null,
  lastError: 'Discord answered 403: Missing Permissions (code 50013)',
});
const message = action({ id: 83, action: 'SEND_MESSAGE', roleId: null, channelId: '334455667788990011', message: 'Welcome Steve!' });

function open(actions: OrderDiscordAction[], handlers: Record<string, Handler> = {}, over = {}) {
  const order = detailOrder({ ...approvedExtras, discordActions: actions, ...over });
  const mock = mockClient({ OrdersDetail: () => ({ data: { order } }), ...handlers });
  renderPage(<OrderDetailPage />, { client: mock.client, path: `/orders/${order.id}`, route: '/orders/:id' });
  return mock;
}

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Discord' })).closest('section')!;

describe('order detail: Discord actions', () => {
  it('shows each action with its role or channel, status, attempts and Discord’s last answer', async () => {
    open([action({}), failed, message]);
    const panel = await section();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Give role')).toBeInTheDocument();
    expect(within(rows[0]).getByText('223344556677889900')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Done')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Discord answered 403: Missing Permissions (code 50013)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Send message')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Welcome Steve!')).toBeInTheDocument();
    expect(within(rows[2]).getByText('334455667788990011')).toBeInTheDocument();
  });

  it('Run again sends retryOrderDiscordActions for the order and says how many were queued', async () => {
    const retry = vi.fn(() => ({
      data: { retryOrderDiscordActions: [action({}), { ...failed, status: 'PENDING', attempts: 0, lastError: failed.lastError }] },
    }));
    const { calls } = open([action({}), failed], { OrdersRetryDiscordActions: retry });
    const panel = await section();
    await userEvent.click(within(panel).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Discord actions run again (1 action queued).')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.name === 'OrdersRetryDiscordActions')?.variables).toEqual({ orderId: 7 });
  });

  it('shows an error of Run again as the API words it', async () => {
    open([failed], { OrdersRetryDiscordActions: () => ({ errors: [{ message: 'Order 7 not found', code: 'NOT_FOUND' }] }) });
    const panel = await section();
    await userEvent.click(within(panel).getByRole('button', { name: 'Run again' }));
    expect(await within(panel).findByText('Order 7 not found')).toBeInTheDocument();
  });

  it('offers Run again only when something failed, was skipped or waits for a retry', async () => {
    open([action({}), message, action({ id: 84, status: 'CANCELED', doneAt: null })]);
    const panel = await section();
    expect(within(panel).queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('says what runs them when there are none', async () => {
    open([], {}, { status: 'PENDING', statusDisplay: 'Pending', paidAt: null });
    const panel = await section();
    expect(within(panel).getByText(/approval runs the packages’ Discord actions/)).toBeInTheDocument();
  });
});
