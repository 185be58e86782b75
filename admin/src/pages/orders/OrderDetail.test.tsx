import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { OrderDetailPage } from './OrderDetail';
import { approvedExtras, detailOrder } from './fixtures';

const STATUS_BUTTONS = ['Approve', 'Reject', 'Cancel order', 'Refund', 'Mark charged back'];

function open(order: ReturnType<typeof detailOrder>, handlers: Record<string, Handler> = {}) {
  const mock = mockClient({ OrdersDetail: () => ({ data: { order } }), ...handlers });
  renderPage(<OrderDetailPage />, { client: mock.client, path: `/orders/${order.id}`, route: '/orders/:id' });
  return mock;
}

function offered() {
  const group = screen.queryByRole('group', { name: 'Change the status' });
  if (!group) return [];
  return within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('order detail', () => {
  it('shows the buyer, money, coupon, lines with custom fields, variables and notes under their headings', async () => {
    open(detailOrder());
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    for (const name of ['Status', 'Buyer', 'Payment', 'Lines', 'Variables', 'Deliveries', 'Commands', 'Notes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Steve Tester')).toBeInTheDocument();
    expect(screen.getByText('steve#1')).toBeInTheDocument();
    expect(screen.getByText('TENOFF')).toBeInTheDocument();
    expect(screen.getByText('(10% off)')).toBeInTheDocument();
    const line = screen.getByRole('link', { name: 'VIP rank' }).closest('tr')!;
    expect(within(line).getByText('$12.50')).toBeInTheDocument();
    expect(within(line).getByText('$25.00')).toBeInTheDocument();
    expect(within(line).getByText('Favourite colour')).toBeInTheDocument();
    expect(within(line).getByText('teal')).toBeInTheDocument();
    expect(screen.getByText('SteveNick')).toBeInTheDocument();
    expect(screen.getByText('Called the buyer.')).toBeInTheDocument();
  });

  it('shows what took the subtotal down to the price: sales, the coupon and a gift card, each only when it took something', async () => {
    open(detailOrder({ subtotal: 40, saleDiscount: 8, couponDiscount: 3.2, giftCardAmount: 6.3, price: 22.5, paymentMethod: 'PIX' }));
    const heading = await screen.findByRole('heading', { name: 'Lines' });
    const foot = heading.closest('section')!.querySelector('tfoot')!;
    expect(
      within(foot)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Subtotal$40.00', 'Sales−$8.00', 'Coupon TENOFF−$3.20', 'Paid by gift card−$6.30', 'Total charged by the gateway$22.50']);
  });

  it('names a gift card as the payment method of an order it paid in full', async () => {
    open(
      detailOrder({ promoCode: null, couponDiscount: 0, subtotal: 22.5, giftCardAmount: 22.5, price: 0, priceDisplay: '$0.00', paymentMethod: 'GIFT_CARD' }),
    );
    const heading = await screen.findByRole('heading', { name: 'Lines' });
    expect(
      within(heading.closest('section')!.querySelector('tfoot')!)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Subtotal$22.50', 'Paid by gift card−$22.50', 'Total charged by the gateway$0.00']);
    expect(screen.getByText('Gift card')).toBeInTheDocument();
  });

  it('shows how the order was paid, its metadata as text, and an order that named no player', async () => {
    open(
      detailOrder({
        clientIdentifier: null,
        paymentMethod: 'CREDIT_CARD',
        metadata: { utm_source: '<b>discord</b>', campaign: 7, note: null },
      }),
    );
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.getByText('Credit card')).toBeInTheDocument();
    const metadata = document.querySelector('[aria-label="Metadata"]') as HTMLElement;
    expect(metadata).not.toBeNull();
    expect(within(metadata).getByText('utm_source')).toBeInTheDocument();
    // Escaped text, never markup.
    expect(within(metadata).getByText('<b>discord</b>')).toBeInTheDocument();
    expect(metadata.querySelector('b')).toBeNull();
    expect(within(metadata).getByText('7')).toBeInTheDocument();
    expect(within(metadata).getByText('null')).toBeInTheDocument();
    expect(screen.getByText('none (nothing in the cart needed one)')).toBeInTheDocument();
  });

  it('says when no provider reported the payment method and there is no metadata', async () => {
    open(detailOrder());
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.getByText('not reported')).toBeInTheDocument();
    expect(document.querySelector('[aria-label="Metadata"]')).toBeNull();
  });

  it('links an order that paid a period of a subscription to the subscription', async () => {
    open(detailOrder({ subscriptionId: 3 }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.getByRole('link', { name: 'Subscription #3' })).toHaveAttribute('href', '/subscriptions/3');
  });

  it('names no subscription for an order sold once', async () => {
    open(detailOrder());
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.queryByText('Subscription')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Subscription #/ })).not.toBeInTheDocument();
  });

  it('offers exactly the changes allowedStatuses lists', async () => {
    open(detailOrder());
    await screen.findByRole('heading', { name: 'Lines' });
    expect(offered()).toEqual(['Approve', 'Reject', 'Cancel order']);
  });

  it('takes the offer from allowedStatuses, not from the status', async () => {
    open(detailOrder({ allowedStatuses: ['CANCELED'] }));
    await screen.findByRole('heading', { name: 'Lines' });
    expect(offered()).toEqual(['Cancel order']);
  });

  it('offers Refund and Mark charged back for an approved order, and shows its deliveries and commands', async () => {
    open(detailOrder(approvedExtras));
    await screen.findByRole('heading', { name: 'Lines' });
    expect(offered()).toEqual(['Refund', 'Mark charged back']);
    const deliveries = screen.getByRole('heading', { name: 'Deliveries' }).closest('section')!;
    expect(within(deliveries).getByText('VIP-KEY-0001')).toBeInTheDocument();
    const commands = screen.getByRole('heading', { name: 'Commands' }).closest('section')!;
    const row = within(commands).getByText('lp user Steve parent add vip').closest('tr')!;
    expect(within(row).getByText('Survival')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('offers no change once the status is final', async () => {
    open(detailOrder({ status: 'REFUNDED', statusDisplay: 'Refunded', allowedStatuses: [] }));
    await screen.findByRole('heading', { name: 'Lines' });
    expect(offered()).toEqual([]);
    for (const name of STATUS_BUTTONS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByText('This status is final: the order cannot change any more.')).toBeInTheDocument();
  });

  it('approves after a confirmation, sending updateOrder with APPROVED, and announces it', async () => {
    const update = vi.fn(() => ({ data: { updateOrder: { ...detailOrder(approvedExtras), status: 'APPROVED', statusDisplay: 'Approved' } } }));
    const { calls } = open(detailOrder(), { OrdersUpdate: update });
    await screen.findByRole('heading', { name: 'Lines' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.name === 'OrdersUpdate')?.variables).toEqual({ id: 7, input: { status: 'APPROVED' } });
    expect(await screen.findByText('Order #7 approved: its status is now Approved.')).toBeInTheDocument();
    // The pressed button is gone: keyboard focus lands on the status, where the result is.
    expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus();
  });

  it('can back out of a change without sending anything', async () => {
    const update = vi.fn(() => ({ data: undefined }));
    open(detailOrder(), { OrdersUpdate: update });
    await screen.findByRole('heading', { name: 'Lines' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a CONFLICT as the API words it', async () => {
    open(detailOrder(), {
      OrdersUpdate: () => ({ errors: [{ message: 'Out of stock: "VIP rank" has fewer than 2 left', code: 'CONFLICT' }] }),
    });
    await screen.findByRole('heading', { name: 'Lines' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Out of stock: "VIP rank" has fewer than 2 left');
    expect(offered()).toEqual(['Approve', 'Reject', 'Cancel order']);
  });

  it('adds a note, and shows the API’s field error under the note box', async () => {
    let n = 0;
    const { calls } = open(detailOrder(), {
      OrdersCreateNote: (v) =>
        n++ === 0
          ? { errors: [{ message: 'content may not be empty', code: 'VALIDATION_FAILED', field: 'content', rule: 'required' }] }
          : { data: { createOrderNote: { id: 10, orderId: 7, content: (v.input as { content: string }).content, createdAt: 'x', updatedAt: 'x' } } },
    });
    await screen.findByRole('heading', { name: 'Notes' });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('content may not be empty');
    expect(screen.getByLabelText('New note')).toHaveAccessibleDescription('content may not be empty');
    expect(screen.getByLabelText('New note')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('New note'), 'Refund asked by e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'OrdersCreateNote').at(-1)?.variables).toEqual({ orderId: 7, input: { content: 'Refund asked by e-mail' } });
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('edits and deletes a note, and reloads the order after a delete', async () => {
    const { calls } = open(detailOrder(), {
      OrdersUpdateNote: (v) => ({ data: { updateOrderNote: { id: 9, orderId: 7, content: (v.input as { content: string }).content, updatedAt: 'y' } } }),
      OrdersDeleteNote: () => ({ data: { deleteOrderNote: true } }),
    });
    await screen.findByRole('heading', { name: 'Notes' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit note 9' }));
    const box = screen.getByLabelText('Note 9');
    await userEvent.clear(box);
    await userEvent.type(box, 'Called twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit note 9' })).toHaveFocus();
    expect(calls.find((c) => c.name === 'OrdersUpdateNote')?.variables).toEqual({ orderId: 7, noteId: 9, input: { content: 'Called twice.' } });

    const loads = calls.filter((c) => c.name === 'OrdersDetail').length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete note 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete note 9' }));
    expect(await screen.findByText('Note deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'OrdersDeleteNote')?.variables).toEqual({ orderId: 7, noteId: 9 });
    await vi.waitFor(() => expect(calls.filter((c) => c.name === 'OrdersDetail').length).toBeGreaterThan(loads));
  });

  it('corrects a delivery’s value', async () => {
    const { calls } = open(detailOrder(approvedExtras), {
      OrdersUpdateDelivery: () => ({ errors: [{ message: 'value may not be empty', code: 'VALIDATION_FAILED', field: 'value', rule: 'required' }] }),
    });
    await screen.findByRole('heading', { name: 'Deliveries' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit value of delivery 31' }));
    await userEvent.clear(screen.getByLabelText('Value of delivery 31'));
    await userEvent.click(screen.getByRole('button', { name: 'Save value' }));
    await screen.findByText('value may not be empty');
    expect(screen.getByLabelText('Value of delivery 31')).toHaveAccessibleDescription('value may not be empty');
    expect(calls.find((c) => c.name === 'OrdersUpdateDelivery')?.variables).toEqual({ orderId: 7, deliveryId: 31, input: { value: '' } });
  });

  it('resends purchase commands and changes one command, sending only what changed', async () => {
    const { calls } = open(detailOrder(approvedExtras), {
      OrdersResendCommands: () => ({
        data: {
          resendOrderCommands: {
            message: 'All commands were added back to the queue.',
            commands: [{ id: 51, status: 'PENDING', attempts: 0, executeAt: 'z', updatedAt: 'z' }],
          },
        },
      }),
      OrdersUpdateCommand: () => ({
        data: { updateCommand: { id: 51, status: 'DONE', response: null, reason: 'ran by hand', attempts: 0, executeAt: 'z', updatedAt: 'z' } },
      }),
    });
    await screen.findByRole('heading', { name: 'Commands' });
    await userEvent.click(screen.getByRole('button', { name: 'Resend purchase commands' }));
    expect(await screen.findByText('Purchase commands sent again (1 command).')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'OrdersResendCommands')?.variables).toEqual({ orderId: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'Change command 51' }));
    await userEvent.selectOptions(screen.getByLabelText('Command status'), 'DONE');
    await userEvent.type(screen.getByLabelText('Reason'), 'ran by hand');
    await userEvent.click(screen.getByRole('button', { name: 'Save command' }));
    expect(await screen.findByText('Command 51 saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'OrdersUpdateCommand')?.variables).toEqual({ id: 51, input: { status: 'DONE', reason: 'ran by hand' } });
  });

  it('does not offer resending for an order that is not approved', async () => {
    open(detailOrder({ ...approvedExtras, status: 'REFUNDED', statusDisplay: 'Refunded', allowedStatuses: [] }));
    await screen.findByRole('heading', { name: 'Commands' });
    expect(screen.queryByRole('button', { name: 'Resend purchase commands' })).not.toBeInTheDocument();
  });

  it('edits a variable through updateOrder', async () => {
    const { calls } = open(detailOrder(), {
      OrdersUpdate: () => ({
        errors: [{ message: 'variables.nick must be at most 255 characters', code: 'VALIDATION_FAILED', field: 'variables.nick', rule: 'max' }],
      }),
    });
    await screen.findByRole('heading', { name: 'Variables' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit variable nick' }));
    await userEvent.clear(screen.getByLabelText('Value of nick'));
    await userEvent.type(screen.getByLabelText('Value of nick'), 'Steve2');
    await userEvent.click(screen.getByRole('button', { name: 'Save variable' }));
    await screen.findByText('variables.nick must be at most 255 characters');
    expect(screen.getByLabelText('Value of nick')).toHaveAccessibleDescription('variables.nick must be at most 255 characters');
    expect(calls.find((c) => c.name === 'OrdersUpdate')?.variables).toEqual({ id: 7, input: { variables: { nick: 'Steve2' } } });
  });

  it('says so for an unknown order', async () => {
    const mock = mockClient({ OrdersDetail: () => ({ errors: [{ message: 'Order 999 not found', code: 'NOT_FOUND' }] }) });
    renderPage(<OrderDetailPage />, { client: mock.client, path: '/orders/999', route: '/orders/:id' });
    expect(await screen.findByText('There is no order #999 in this store.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/orders');
  });
});
