import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { WithdrawRequestsPage } from './WithdrawRequests';
import { summary, withdrawConnection, withdrawRows } from './fixtures';

const common: Record<string, Handler> = {
  AffiliatePicker: () => ({ data: { affiliates: { meta: { total: 1 }, data: [summary] } } }),
  AffiliateSummary: () => ({ data: { affiliate: summary } }),
  AffiliateWithdrawRequests: () => ({ data: withdrawConnection() }),
};

const last = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).at(-1)?.variables;

describe('withdraw requests', () => {
  it('offers settling only on pending requests and sends the outcome with the note', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateSettleWithdrawRequest: (v) => ({
        data: { settleWithdrawRequest: { ...withdrawRows[0], operation: (v.input as { operation: string }).operation, message: 'Bad key' } },
      }),
    });
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests' });
    const pendingRow = (await screen.findByText('#3')).closest('tr') as HTMLElement;
    expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();
    expect(await within(pendingRow).findByRole('link', { name: 'Ann Partner' })).toHaveAttribute('href', '/affiliates/7');
    for (const id of [2, 1]) {
      const row = screen.getByText(`#${id}`).closest('tr') as HTMLElement;
      expect(within(row).queryByRole('button')).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: /^Settle/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Settle #3' }));
    await userEvent.type(screen.getByLabelText('Note for request #3 (optional)'), 'Bad key');
    await userEvent.click(screen.getByRole('button', { name: 'Reject #3' }));
    await waitFor(() =>
      expect(last(calls, 'AffiliateSettleWithdrawRequest')).toEqual({ id: 3, input: { operation: 'WITHDRAW_REJECTED', message: 'Bad key' } }),
    );
    expect(await screen.findByText('Request #3 rejected: $50.00 credited back.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Settle #3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark #3 paid' }));
    await waitFor(() => expect(last(calls, 'AffiliateSettleWithdrawRequest')).toEqual({ id: 3, input: { operation: 'WITHDRAW_PAID', message: null } }));
  });

  it('shows the API’s refusal to settle, and its note error under the note', async () => {
    const { client } = mockClient({
      ...common,
      AffiliateSettleWithdrawRequest: () => ({
        errors: [
          { message: 'message must be at most 500 characters', code: 'VALIDATION_FAILED', field: 'message', rule: 'max' },
          { message: 'Withdraw request 3 is already settled', code: 'CONFLICT' },
        ],
      }),
    });
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests' });
    await userEvent.click(await screen.findByRole('button', { name: 'Settle #3' }));
    const note = screen.getByLabelText('Note for request #3 (optional)');
    await userEvent.type(note, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Mark #3 paid' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('message must be at most 500 characters'));
    expect(screen.getByRole('alert')).toHaveTextContent('Withdraw request 3 is already settled');
  });

  it('filters by affiliate and status through the query’s variables, back at the first page', async () => {
    const { client, calls } = mockClient(common);
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests?after=w4' });
    await screen.findByText('#3');
    expect(last(calls, 'AffiliateWithdrawRequests')).toEqual({ first: 20, after: 'w4', affiliateId: undefined, operation: undefined });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(last(calls, 'AffiliateWithdrawRequests')).toEqual({ first: 20, after: undefined, affiliateId: undefined, operation: 'WITHDRAW_PENDING' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Filter by affiliate'), 'Ann Partner (ann@example.com)');
    await waitFor(() =>
      expect(last(calls, 'AffiliateWithdrawRequests')).toEqual({ first: 20, after: undefined, affiliateId: 7, operation: 'WITHDRAW_PENDING' }),
    );
    await userEvent.type(screen.getByLabelText('Find an affiliate to filter by'), 'ann');
    await waitFor(() => expect(last(calls, 'AffiliatePicker')).toEqual({ search: 'ann', perPage: 25 }));
  });

  it('pages by cursor: Next asks for the requests after the last one, Previous for those before the first', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateWithdrawRequests: (v) =>
        v.after === 'w1'
          ? { data: withdrawConnection([{ ...withdrawRows[2], id: 0 }], { totalCount: 4, hasPreviousPage: true }) }
          : { data: withdrawConnection(withdrawRows, { totalCount: 4, hasNextPage: true }) },
    });
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests' });
    await screen.findByText('#3');
    expect(screen.getByRole('navigation', { name: 'Withdraw request pages' })).toHaveTextContent('3 shown of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('#0');
    expect(last(calls, 'AffiliateWithdrawRequests')).toEqual({ first: 20, after: 'w1', affiliateId: undefined, operation: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(last(calls, 'AffiliateWithdrawRequests')).toEqual({ last: 20, before: 'w0', affiliateId: undefined, operation: undefined }));
  });

  it('creates a request, and shows the API’s conflict when the balance is too low as it words it', async () => {
    let conflict = true;
    const { client, calls } = mockClient({
      ...common,
      AffiliateCreateWithdrawRequest: (v) =>
        conflict
          ? { errors: [{ message: 'Balance too low for this withdrawal', code: 'CONFLICT' }] }
          : { data: { createWithdrawRequest: { id: 9, affiliateId: 7, operation: 'WITHDRAW_PENDING', amount: (v.input as { amount: number }).amount } } },
    });
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests' });
    const form = await screen.findByRole('form', { name: 'New withdraw request' });
    await userEvent.selectOptions(within(form).getByLabelText('Affiliate'), 'Ann Partner (ann@example.com)');
    expect(await within(form).findByText('Balance $120.50; minimum withdrawal $20.00.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Amount'), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Balance too low for this withdrawal');
    expect(last(calls, 'AffiliateCreateWithdrawRequest')).toEqual({ input: { affiliateId: 7, amount: 500 } });

    conflict = false;
    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '25.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdraw request #9 of $25.50 created; it is pending.')).toBeInTheDocument();
    expect(last(calls, 'AffiliateCreateWithdrawRequest')).toEqual({ input: { affiliateId: 7, amount: 25.5 } });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the amount’s field error under the amount', async () => {
    const { client } = mockClient({
      ...common,
      AffiliateCreateWithdrawRequest: () => ({
        errors: [
          { message: 'affiliate_id is required', code: 'VALIDATION_FAILED', field: 'affiliate_id', rule: 'required' },
          { message: "amount must be at least the affiliate's min_withdraw (20.00)", code: 'VALIDATION_FAILED', field: 'amount', rule: 'min' },
        ],
      }),
    });
    renderPage(<WithdrawRequestsPage />, { client, path: '/affiliates/withdraw-requests' });
    const form = await screen.findByRole('form', { name: 'New withdraw request' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(
        expect.stringContaining("amount must be at least the affiliate's min_withdraw (20.00)"),
      ),
    );
    expect(within(form).getByLabelText('Affiliate')).toHaveAccessibleDescription(expect.stringContaining('affiliate_id is required'));
  });
});
