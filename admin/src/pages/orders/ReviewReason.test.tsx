import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockClient, renderPage } from '../../test-utils';
import { OrderDetailPage } from './OrderDetail';
import { OrderListPage } from './OrderList';
import { connection, detailOrder, listOrder } from './fixtures';

/**
 * `reviewReason`: a provider's payment the order could not take (another amount or currency, paid
 * after the order was canceled, a second payment). Money may have been taken, so the owner sees it
 * first on the order and can find such orders in the list.
 */
const REASON = 'paid 20.00 BRL through MERCADOPAGO (123456789) but the order is 25.00 BRL';

describe('an order a payment did not match', () => {
  it('opens with a warning panel that gives the reason, above the status actions', async () => {
    const { client } = mockClient({
      OrdersDetail: () => ({ data: { order: detailOrder({ reviewReason: REASON, gatewayDisplay: 'Mercado Pago' }) } }),
    });
    renderPage(<OrderDetailPage />, { client, path: '/orders/7', route: '/orders/:id' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Needs your review' });
    const panel = heading.closest('section')!;
    expect(panel).toHaveAccessibleName('Needs your review');
    expect(panel).toHaveClass('review-notice');
    expect(within(panel).getByText(REASON)).toBeInTheDocument();
    expect(within(panel).getByText(/A payment through Mercado Pago did not match this order/)).toBeInTheDocument();
    // First on the page: before the status actions and the other panels.
    const status = screen.getByRole('heading', { level: 2, name: 'Status' });
    expect(heading.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the reason as text, never as markup', async () => {
    const { client } = mockClient({ OrdersDetail: () => ({ data: { order: detailOrder({ reviewReason: '<b>second</b> payment: refund one' }) } }) });
    renderPage(<OrderDetailPage />, { client, path: '/orders/7', route: '/orders/:id' });
    const panel = (await screen.findByRole('heading', { name: 'Needs your review' })).closest('section')!;
    expect(within(panel).getByText('<b>second</b> payment: refund one')).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('has no panel when there is nothing to review', async () => {
    const { client } = mockClient({ OrdersDetail: () => ({ data: { order: detailOrder() } }) });
    renderPage(<OrderDetailPage />, { client, path: '/orders/7', route: '/orders/:id' });
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.queryByRole('heading', { name: 'Needs your review' })).toBeNull();
  });

  it('is flagged in the orders list, with the reason on the flag', async () => {
    const { client } = mockClient({
      OrdersList: () => ({ data: connection([listOrder({ id: 41 }), listOrder({ id: 42, reviewReason: REASON })]) }),
    });
    renderPage(<OrderListPage />, { client, path: '/orders', route: '/orders' });
    const flagged = (await screen.findByRole('link', { name: '#42' })).closest('tr')!;
    const flag = within(flagged).getByText('Needs review');
    expect(flag).toHaveClass('badge');
    expect(flag).toHaveAttribute('title', REASON);
    const plain = screen.getByRole('link', { name: '#41' }).closest('tr')!;
    expect(within(plain).queryByText('Needs review')).toBeNull();
  });
});

describe('a refund at the provider that did not finish', () => {
  const refund = {
    status: 'PROVIDER_DONE',
    gateway: 'STRIPE',
    amountDisplay: '$22.50',
    attempts: 1,
    error: 'STRIPE gave the money back, but the order could not be marked REFUNDED: <i>conflict</i>; retry to finish',
    providerRefundedAt: '2026-11-20T10:20:00.000-03:00',
    appliedAt: null,
    updatedAt: '2026-11-20T10:20:00.000-03:00',
  } as const;

  it('opens with a panel that says what stands and how to finish it, the error as text', async () => {
    const { client } = mockClient({ OrdersDetail: () => ({ data: { order: detailOrder({ status: 'APPROVED', refund: { ...refund } }) } }) });
    renderPage(<OrderDetailPage />, { client, path: '/orders/7', route: '/orders/:id' });
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Refund not finished' })).closest('section')!;
    expect(within(panel).getByText(/The refund of \$22.50 through Stripe gave the money back/)).toBeInTheDocument();
    expect(within(panel).getByText(refund.error)).toBeInTheDocument();
    expect(panel.querySelector('i')).toBeNull();
    expect(within(panel).getByText(/Set the status to Refunded again/)).toBeInTheDocument();
  });

  it('has no panel once the refund is applied, or when there is none', async () => {
    const { client } = mockClient({
      OrdersDetail: () => ({ data: { order: detailOrder({ status: 'REFUNDED', refund: { ...refund, status: 'APPLIED', error: null } }) } }),
    });
    renderPage(<OrderDetailPage />, { client, path: '/orders/7', route: '/orders/:id' });
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.queryByRole('heading', { name: 'Refund not finished' })).toBeNull();
  });
});
