import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { OrderDetailPage } from './OrderDetail';
import { approvedExtras, detailOrder, orderEmail } from './fixtures';

/** The order page's e-mails (issue 17): each e-mail's status, attempts and last error; "Resend e-mail". */

function open(order: ReturnType<typeof detailOrder>, handlers: Record<string, Handler> = {}) {
  const mock = mockClient({ OrdersDetail: () => ({ data: { order } }), ...handlers });
  renderPage(<OrderDetailPage />, { client: mock.client, path: `/orders/${order.id}`, route: '/orders/:id' });
  return mock;
}

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'E-mails' })).closest('section')!;

describe('order e-mails', () => {
  it('lists each e-mail with its subject, recipient, status, attempts and last error', async () => {
    open(
      detailOrder({
        ...approvedExtras,
        emails: [
          orderEmail(),
          orderEmail({
            id: 62,
            kind: 'REFUNDED',
            subject: 'Your order ZYDTY9YPSDTR at Demo Store was refunded',
            status: 'PENDING',
            attempts: 2,
            sentAt: null,
            lastError: 'Message failed: 451 4.3.0 Try again later',
            nextAttemptAt: '2026-11-20T13:05:00.000-03:00',
          }),
        ],
      }),
    );
    const emails = await section();
    const rows = within(emails).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const sent = within(rows[0]);
    expect(sent.getByText('Your order ZYDTY9YPSDTR at Demo Store is confirmed')).toBeInTheDocument();
    expect(sent.getByText('Order approved')).toBeInTheDocument();
    expect(sent.getByText('steve@example.com')).toBeInTheDocument();
    expect(sent.getByText('Sent')).toBeInTheDocument();
    expect(sent.getByText('1')).toBeInTheDocument();
    const retrying = within(rows[1]);
    expect(retrying.getByText('Refund notice')).toBeInTheDocument();
    expect(retrying.getByText('Pending')).toBeInTheDocument();
    expect(retrying.getByText('2')).toBeInTheDocument();
    expect(retrying.getByText('Message failed: 451 4.3.0 Try again later')).toBeInTheDocument();
    expect(retrying.getByText(/^retry /)).toBeInTheDocument();
  });

  it('says when there are none, and offers no resend for an order that has nothing to send', async () => {
    open(detailOrder());
    const emails = await section();
    expect(within(emails).getByText('No e-mails: approval sends the buyer one when the server has e-mail set up.')).toBeInTheDocument();
    expect(within(emails).queryByRole('button', { name: 'Resend e-mail' })).not.toBeInTheDocument();
  });

  it('resends with resendOrderEmails and announces where it goes', async () => {
    const resend = vi.fn(() => ({ data: { resendOrderEmails: [orderEmail(), orderEmail({ id: 63, status: 'PENDING', attempts: 0, sentAt: null })] } }));
    const { calls } = open(detailOrder({ ...approvedExtras, emails: [orderEmail()] }), { OrdersResendEmails: resend });
    const emails = await section();
    await userEvent.click(within(emails).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('E-mail to steve@example.com queued: it goes out in a moment.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.name === 'OrdersResendEmails')?.variables).toEqual({ orderId: 7 });
  });

  it('offers resend for a refunded order (its notice)', async () => {
    open(detailOrder({ ...approvedExtras, status: 'REFUNDED', statusDisplay: 'Refunded', allowedStatuses: [] }));
    const emails = await section();
    expect(within(emails).getByRole('button', { name: 'Resend e-mail' })).toBeInTheDocument();
  });

  it('shows the API’s refusal in its words (e-mail off on the server)', async () => {
    open(detailOrder({ ...approvedExtras }), {
      OrdersResendEmails: () => ({
        errors: [{ message: 'E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): there is nothing to send it with', code: 'CONFLICT' }],
      }),
    });
    const emails = await section();
    await userEvent.click(within(emails).getByRole('button', { name: 'Resend e-mail' }));
    const alert = await within(emails).findByRole('alert');
    expect(alert).toHaveTextContent('E-mail is off on this server (SMTP_URL and MAIL_FROM are not set)');
  });
});
