import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { SubscriptionRoutes } from './SubscriptionRoutes';
import { listSubscription, page } from './fixtures';

const lastList = (calls: { name: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.name === 'SubscriptionsList').at(-1)?.variables;

function open(path: string, answer: Handler) {
  const mock = mockClient({ SubscriptionsList: answer });
  renderPage(<SubscriptionRoutes />, { client: mock.client, path, route: '/subscriptions/*' });
  return mock;
}

describe('subscriptions list', () => {
  it('shows each subscription with its buyer, package, status, price per period, period end and renewals, linked to its detail', async () => {
    const { calls } = open('/subscriptions', () => ({
      data: page([
        listSubscription(),
        listSubscription({
          id: 4,
          status: 'CANCELED',
          cancelAtPeriodEnd: true,
          packageId: null,
          packageName: 'Old rank',
          interval: 'WEEK',
          intervalCount: 2,
          priceDisplay: '$5.00',
          clientIdentifier: null,
          clientName: 'Alex',
          clientEmail: 'alex@example.com',
          gateway: 'MERCADOPAGO',
          renewals: 0,
        }),
      ]),
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '#3' });
    expect(link).toHaveAttribute('href', '/subscriptions/3');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Steve Tester')).toBeInTheDocument();
    expect(within(row).getByText('Steve · steve@example.com')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'VIP monthly' })).toHaveAttribute('href', '/catalog/packages/5');
    expect(within(row).getByText('Active')).toHaveClass('badge');
    expect(within(row).getByText('$19.90 / 1 month')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-20 10:15')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Stripe')).toBeInTheDocument();

    const other = screen.getByRole('link', { name: '#4' }).closest('tr')!;
    expect(within(other).getByText('Canceled')).toHaveClass('badge');
    expect(within(other).getByText('at period end')).toBeInTheDocument();
    expect(within(other).getByText('$5.00 / 2 weeks')).toBeInTheDocument();
    expect(within(other).getByText('(package deleted)')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Old rank' })).not.toBeInTheDocument();
    expect(within(other).getByText('alex@example.com')).toBeInTheDocument();
    expect(within(other).getByText('Mercado Pago')).toBeInTheDocument();
    // No filter given: none sent; page 1.
    expect(lastList(calls)).toEqual({ page: 1, status: undefined, email: undefined, clientIdentifier: undefined, packageId: undefined });
  });

  it('sends the filters and the page kept in the URL', async () => {
    const { calls } = open('/subscriptions?status=PAST_DUE&email=s%40example.com&clientIdentifier=Steve&packageId=5&page=2', () => ({
      data: page([listSubscription()], { total: 16, currentPage: 2, lastPage: 2 }),
    }));
    await screen.findByRole('link', { name: '#3' });
    expect(lastList(calls)).toEqual({ page: 2, status: 'PAST_DUE', email: 's@example.com', clientIdentifier: 'Steve', packageId: 5 });
    expect(screen.getByLabelText('Status')).toHaveValue('PAST_DUE');
    expect(screen.getByLabelText('E-mail')).toHaveValue('s@example.com');
    expect(screen.getByLabelText('Client identifier')).toHaveValue('Steve');
    expect(screen.getByLabelText('Package id')).toHaveValue(5);
  });

  it('applies the filters from the form, back at the first page, and clears them', async () => {
    const { calls } = open('/subscriptions?page=2', () => ({ data: page([listSubscription()], { total: 40, currentPage: 2, lastPage: 3 }) }));
    await screen.findByRole('link', { name: '#3' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CANCELED');
    await userEvent.type(screen.getByLabelText('E-mail'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Client identifier'), 'Alex');
    await userEvent.type(screen.getByLabelText('Package id'), '7');
    // Nothing is sent while typing.
    expect(lastList(calls)).toMatchObject({ page: 2, status: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(lastList(calls)).toEqual({ page: 1, status: 'CANCELED', email: 'alex@example.com', clientIdentifier: 'Alex', packageId: 7 }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() =>
      expect(lastList(calls)).toEqual({ page: 1, status: undefined, email: undefined, clientIdentifier: undefined, packageId: undefined }),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('pages with Next and Previous, keeping the filters', async () => {
    const { calls } = open('/subscriptions?status=ACTIVE', (v) => ({
      data: page([listSubscription({ id: v.page === 2 ? 20 : 3 })], { total: 16, currentPage: (v.page as number) ?? 1, lastPage: 2 }),
    }));
    await screen.findByRole('link', { name: '#3' });
    const pager = screen.getByRole('navigation', { name: 'Subscription pages' });
    expect(pager).toHaveTextContent('1–15 of 16 · page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '#20' });
    expect(lastList(calls)).toEqual(expect.objectContaining({ page: 2, status: 'ACTIVE' }));
  });

  it('shows a refused filter under its input, in the API’s words', async () => {
    open('/subscriptions?packageId=0', () => ({
      errors: [{ message: 'package_id must be at least 1', code: 'VALIDATION_FAILED', field: 'package_id', rule: 'min' }],
    }));
    await screen.findByText('package_id must be at least 1');
    expect(screen.getByLabelText('Package id')).toHaveAccessibleDescription('package_id must be at least 1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when none match the filters', async () => {
    open('/subscriptions?status=EXPIRED', () => ({ data: page([]) }));
    expect(await screen.findByText('No subscriptions match these filters.')).toBeInTheDocument();
  });

  it('says when the store has none yet', async () => {
    open('/subscriptions', () => ({ data: page([]) }));
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
  });
});
