import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { SubscriptionRoutes } from './SubscriptionRoutes';
import { canceled, detailSubscription, subscriptionOrder } from './fixtures';

function open(subscription: ReturnType<typeof detailSubscription>, handlers: Record<string, Handler> = {}) {
  const mock = mockClient({ SubscriptionsDetail: () => ({ data: { subscription } }), ...handlers });
  renderPage(<SubscriptionRoutes />, { client: mock.client, path: `/subscriptions/${subscription.id}`, route: '/subscriptions/*' });
  return mock;
}

const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

function offered() {
  const group = screen.queryByRole('group', { name: 'Cancel the subscription' });
  if (!group) return [];
  return within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('subscription detail', () => {
  it('shows the status, buyer, billing and every field, and its orders linked to their own pages', async () => {
    open(
      detailSubscription({
        orders: [
          subscriptionOrder(),
          subscriptionOrder({ id: 57, internalId: 'K2M4N6P8Q0RS', status: 'PENDING', paidAt: null, reviewReason: 'paid 5.00 USD' }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription #3' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Orders' });
    for (const name of ['Status', 'Buyer', 'Billing', 'Orders']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const status = screen.getByRole('heading', { name: 'Status' }).closest('section')!;
    expect(within(status).getByText('Active')).toHaveClass('badge');
    expect(within(status).getByText('Paid up: charged again on 2026-12-20 10:15.')).toBeInTheDocument();

    const buyer = screen.getByRole('heading', { name: 'Buyer' }).closest('section')!;
    for (const text of ['Steve Tester', 'Steve', 'steve@example.com', '112233445566778899']) expect(within(buyer).getByText(text)).toBeInTheDocument();

    const billing = screen.getByRole('heading', { name: 'Billing' }).closest('section')!;
    expect(within(billing).getByRole('link', { name: 'VIP monthly' })).toHaveAttribute('href', '/catalog/packages/5');
    expect(within(billing).getByText('$19.90')).toBeInTheDocument();
    expect(within(billing).getByText('/ 1 month', { exact: false })).toBeInTheDocument();
    expect(within(billing).getByText('Stripe')).toBeInTheDocument();
    expect(within(billing).getByText('sub_1TestVip')).toBeInTheDocument();
    expect(within(billing).getByText('cus_TestSteve')).toBeInTheDocument();
    expect(within(billing).getByText('2026-11-20 10:15 to 2026-12-20 10:15')).toBeInTheDocument();
    expect(within(billing).getByText('not canceled')).toBeInTheDocument();
    expect(within(billing).getByText('not past due')).toBeInTheDocument();
    expect(within(billing).getByText('not expired')).toBeInTheDocument();

    const orders = screen.getByRole('table', { name: 'Orders of this subscription, oldest first' });
    const first = within(orders).getByRole('link', { name: '#41' });
    expect(first).toHaveAttribute('href', '/orders/41');
    const firstRow = first.closest('tr')!;
    expect(within(firstRow).getByText('Approved')).toHaveClass('badge');
    expect(within(firstRow).getByText('$19.90')).toBeInTheDocument();
    expect(within(firstRow).getByText('2026-10-20 10:16')).toBeInTheDocument();
    const renewal = within(orders).getByRole('link', { name: '#57' }).closest('tr')!;
    expect(within(renewal).getByText('Pending')).toBeInTheDocument();
    expect(within(renewal).getByText('Needs review')).toHaveAttribute('title', 'paid 5.00 USD');
    expect(within(renewal).getByText('Not paid')).toBeInTheDocument();
    expect(within(renewal).getByText('K2M4N6P8Q0RS')).toBeInTheDocument();
  });

  it('offers both cancels while it charges (past due too)', async () => {
    open(detailSubscription({ status: 'PAST_DUE', pastDueAt: '2026-11-21T10:00:00.000-03:00' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(offered()).toEqual(['Cancel at period end', 'Cancel now']);
    expect(screen.getByText('2026-11-21 10:00')).toBeInTheDocument();
  });

  it('offers only “Cancel now” for one canceled at its period’s end', async () => {
    open(detailSubscription({ status: 'CANCELED', cancelAtPeriodEnd: true, canceledAt: '2026-11-22T10:00:00.000-03:00' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(offered()).toEqual(['Cancel now']);
    expect(screen.getByText('Canceled: no more charges. The buyer keeps the package until 2026-12-20 10:15, then it expires.')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22 10:00 (at period end)')).toBeInTheDocument();
  });

  it('offers no cancel once it has expired', async () => {
    open(detailSubscription({ status: 'EXPIRED', cancelAtPeriodEnd: false, expiredAt: '2026-11-22T10:00:00.000-03:00', orders: [] }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(offered()).toEqual([]);
    expect(screen.getByText('It has ended: there is nothing to cancel.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('cancels at period end after a confirmation (atPeriodEnd true), announces it and reloads the subscription', async () => {
    let done = false;
    const cancel = vi.fn(() => {
      done = true;
      return { data: { cancelSubscription: canceled(true) } };
    });
    const { calls } = open(detailSubscription(), {
      SubscriptionsDetail: () => ({ data: { subscription: done ? { ...detailSubscription(), ...canceled(true) } : detailSubscription() } }),
      SubscriptionsCancel: cancel,
    });
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(sent(calls, 'SubscriptionsCancel')).toEqual([{ id: 3, atPeriodEnd: true }]);
    expect(await screen.findByText('Subscription #3 canceled: no more charges; it expires on 2026-12-20 10:15.')).toBeInTheDocument();
    const status = screen.getByRole('heading', { name: 'Status' }).closest('section')!;
    expect(await within(status).findByText('Canceled')).toHaveClass('badge');
    expect(offered()).toEqual(['Cancel now']);
    expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus();
  });

  it('cancels now after a confirmation (atPeriodEnd false)', async () => {
    const cancel = vi.fn(() => ({ data: { cancelSubscription: canceled(false) } }));
    const { calls } = open(detailSubscription(), { SubscriptionsCancel: cancel });
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel now' }));
    expect(await screen.findByText('Subscription #3 canceled now: it has ended.')).toBeInTheDocument();
    expect(sent(calls, 'SubscriptionsCancel')).toEqual([{ id: 3, atPeriodEnd: false }]);
  });

  it('can back out of a cancel without sending anything', async () => {
    const cancel = vi.fn(() => ({ data: { cancelSubscription: canceled(false) } }));
    open(detailSubscription(), { SubscriptionsCancel: cancel });
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(offered()).toEqual(['Cancel at period end', 'Cancel now']);
  });

  it('shows the provider’s refusal in the API’s words: nothing was changed, try again', async () => {
    const message = 'STRIPE could not cancel the subscription right now; nothing was changed, retry';
    open(detailSubscription(), { SubscriptionsCancel: () => ({ errors: [{ message, code: 'UNAVAILABLE' }] }) });
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not canceled: nothing was changed, try again.');
    expect(alert).toHaveTextContent(message);
    // Still active, and both cancels still offered.
    const status = screen.getByRole('heading', { name: 'Status' }).closest('section')!;
    expect(within(status).getByText('Active')).toBeInTheDocument();
    expect(offered()).toEqual(['Cancel at period end', 'Cancel now']);
  });

  it('shows a CONFLICT as the API words it', async () => {
    const message = 'Subscription 3 is CANCELED already and cannot be canceled';
    open(detailSubscription(), { SubscriptionsCancel: () => ({ errors: [{ message, code: 'CONFLICT' }] }) });
    await screen.findByRole('heading', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not canceled.');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('try again');
  });

  it('says so for an unknown subscription', async () => {
    const { client } = mockClient({ SubscriptionsDetail: () => ({ errors: [{ message: 'Subscription 99 not found', code: 'NOT_FOUND' }] }) });
    renderPage(<SubscriptionRoutes />, { client, path: '/subscriptions/99', route: '/subscriptions/*' });
    expect(await screen.findByText('There is no subscription #99 in this store.')).toBeInTheDocument();
  });
});
