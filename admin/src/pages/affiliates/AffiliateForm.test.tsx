import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { AffiliateCreatePage, AffiliateEditPage } from './AffiliatePages';
import { detailAffiliate, packageNames, searchPackages, summary, withdrawConnection } from './fixtures';

const savedCommissions = (input: unknown) =>
  ((input as { packageCommissions: { packageId: number; percentCommission: number }[] }).packageCommissions ?? []).map((c, i) => ({
    id: i + 1,
    ...c,
    package: { id: c.packageId, name: packageNames[c.packageId] },
  }));

const common: Record<string, Handler> = {
  AffiliateCoupons: () => ({ data: { coupons: { meta: { total: 1 }, data: [{ id: 4, code: 'ANN10', enabled: true }] } } }),
  AffiliatePackageSearch: (v) => searchPackages(v.name as string),
  AffiliateWithdrawRequests: () => ({ data: withdrawConnection([]) }),
  AffiliateSummary: () => ({ data: { affiliate: summary } }),
};

const mutationInput = (calls: { name: string; variables: Record<string, unknown> }[], name: string) =>
  calls.filter((c) => c.name === name).at(-1)?.variables.input as Record<string, unknown> | undefined;

describe('affiliate form', () => {
  it('adds a package from the catalog search as a commission row, sends it, and shows the row’s error under its input', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateCreate: () => ({
        errors: [
          {
            message: 'package_commissions.0.percent_commission must be between 0 and 100',
            code: 'VALIDATION_FAILED',
            field: 'package_commissions.0.percent_commission',
            rule: 'range',
          },
          { message: 'ref_code has already been taken', code: 'VALIDATION_FAILED', field: 'ref_code', rule: 'unique' },
        ],
      }),
    });
    renderPage(<AffiliateCreatePage />, { client, path: '/affiliates/new' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Bob');
    await userEvent.type(screen.getByLabelText('Ref code'), 'bob');
    await userEvent.type(screen.getByLabelText('E-mail'), 'bob@example.com');
    await userEvent.type(screen.getByLabelText('Default commission (%)'), '12.5');

    await userEvent.type(screen.getByLabelText('Find a package to add'), 'vi');
    await userEvent.click(await screen.findByRole('button', { name: 'Add VIP' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'AffiliatePackageSearch' && c.variables.name === 'vi')).toBe(true));
    const commission = screen.getByLabelText('Commission on VIP (%)');
    expect(commission).toHaveFocus();
    await userEvent.type(commission, '150');
    // Already a row: the search offers it no more.
    expect(screen.getByRole('button', { name: 'VIP added' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create affiliate' }));
    await waitFor(() => expect(mutationInput(calls, 'AffiliateCreate')).toBeDefined());
    expect(mutationInput(calls, 'AffiliateCreate')).toEqual({
      name: 'Bob',
      refCode: 'bob',
      email: 'bob@example.com',
      percentCommission: 12.5,
      selfAffiliated: false,
      linkedDiscountId: null,
      packageCommissions: [{ packageId: 1, percentCommission: 150 }],
      withdrawSettings: null,
    });
    await waitFor(() => expect(commission).toHaveAccessibleDescription('package_commissions.0.percent_commission must be between 0 and 100'));
    expect(commission).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ref code')).toHaveAccessibleDescription(expect.stringContaining('ref_code has already been taken'));
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need attention.');
  });

  it('puts a nested error under the row it names, not another one, and sends the edited set', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateDetail: () => ({ data: { affiliate: detailAffiliate } }),
      AffiliateUpdate: () => ({
        errors: [
          {
            message: 'package_commissions.1.percent_commission must be between 0 and 100',
            code: 'VALIDATION_FAILED',
            field: 'package_commissions.1.percent_commission',
            rule: 'range',
          },
          { message: 'package_commissions.1.package_id does not exist', code: 'VALIDATION_FAILED', field: 'package_commissions.1.package_id', rule: 'exists' },
        ],
      }),
    });
    renderPage(<AffiliateEditPage />, { client, path: '/affiliates/7', route: '/affiliates/:id' });
    // Rows from the API look their package's name up.
    const vip = await screen.findByLabelText('Commission on VIP (%)');
    const mvp = await screen.findByLabelText('Commission on MVP (%)');
    expect(vip).toHaveValue(5);
    await userEvent.clear(mvp);
    await userEvent.type(mvp, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save affiliate' }));
    await waitFor(() => expect(mutationInput(calls, 'AffiliateUpdate')).toBeDefined());
    const input = mutationInput(calls, 'AffiliateUpdate') as Record<string, unknown>;
    expect(input.packageCommissions).toEqual([
      { packageId: 1, percentCommission: 5 },
      { packageId: 2, percentCommission: -3 },
    ]);
    // The balance was not touched: it is not sent (it would overwrite the live balance).
    expect(input).not.toHaveProperty('balance');
    expect(input.minWithdraw).toBe(20);

    await waitFor(() => expect(mvp).toHaveAccessibleDescription('package_commissions.1.percent_commission must be between 0 and 100'));
    expect(vip).not.toHaveAttribute('aria-invalid');
    expect(vip).not.toHaveAccessibleDescription();
    expect(screen.getByText('package_commissions.1.package_id does not exist').closest('li')).toContainElement(mvp);

    // Removing a row drops the stale row errors and the row from what is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Remove VIP' }));
    expect(screen.queryByText('package_commissions.1.percent_commission must be between 0 and 100')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save affiliate' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'AffiliateUpdate')).toHaveLength(2));
    expect((mutationInput(calls, 'AffiliateUpdate') as Record<string, unknown>).packageCommissions).toEqual([{ packageId: 2, percentCommission: -3 }]);
  });

  it('sends a changed balance and the payout details, empty ones as null', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateDetail: () => ({ data: { affiliate: detailAffiliate } }),
      // As the API answers: the saved commissions with their packages.
      AffiliateUpdate: (v) => ({
        data: {
          updateAffiliate: {
            ...detailAffiliate,
            ...(v.input as object),
            packageCommissions: savedCommissions(v.input),
            balance: 99,
            withdrawSettings: { fullName: 'Ann P', pixKey: null, pixKeyType: 'EMAIL', cpfCnpj: null },
            updatedAt: detailAffiliate.updatedAt,
          },
        },
      }),
    });
    renderPage(<AffiliateEditPage />, { client, path: '/affiliates/7', route: '/affiliates/:id' });
    const balance = await screen.findByLabelText('Balance');
    await userEvent.clear(balance);
    await userEvent.type(balance, '99');
    await userEvent.type(screen.getByLabelText('Account holder’s full name'), 'Ann P');
    await userEvent.selectOptions(screen.getByLabelText('PIX key type'), 'EMAIL');
    await userEvent.selectOptions(screen.getByLabelText('Linked coupon'), 'ANN10');
    await userEvent.click(screen.getByRole('button', { name: 'Save affiliate' }));
    expect(await screen.findByText('Affiliate saved.')).toBeInTheDocument();
    const input = mutationInput(calls, 'AffiliateUpdate') as Record<string, unknown>;
    expect(input.balance).toBe(99);
    expect(input.linkedDiscountId).toBe(4);
    expect(input.withdrawSettings).toEqual({ fullName: 'Ann P', pixKey: null, pixKeyType: 'EMAIL', cpfCnpj: null });
  });

  it('shows the affiliate’s figures and only its withdraw requests, with settling on the pending one', async () => {
    const { client, calls } = mockClient({
      ...common,
      AffiliateDetail: () => ({ data: { affiliate: detailAffiliate } }),
      AffiliateWithdrawRequests: () => ({ data: withdrawConnection() }),
    });
    renderPage(<AffiliateEditPage />, { client, path: '/affiliates/7', route: '/affiliates/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Partner' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Balance').nextElementSibling).toHaveTextContent('$120.50');
    expect(within(figures).getByText('Revenue (approved orders)').nextElementSibling).toHaveTextContent('$900.00');
    expect(within(figures).getByText('Sales (approved orders)').nextElementSibling).toHaveTextContent('12');
    await screen.findByText('#3');
    expect(calls.filter((c) => c.name === 'AffiliateWithdrawRequests').at(-1)?.variables).toEqual({
      first: 20,
      after: undefined,
      affiliateId: 7,
      operation: undefined,
    });
    expect(screen.getAllByRole('button', { name: /^Settle/ }).map((b) => b.textContent)).toEqual(['Settle #3']);
    expect(screen.getByText('Balance $120.50; minimum withdrawal $20.00.')).toBeInTheDocument();
  });

  it('shows the API’s refusal to delete, and leaves for the list after a delete', async () => {
    let refuse = true;
    const { client } = mockClient({
      ...common,
      AffiliateDetail: () => ({ data: { affiliate: detailAffiliate } }),
      AffiliateDelete: () =>
        refuse
          ? { errors: [{ message: 'Affiliate 7 has 1 pending withdraw request(s); mark them paid or rejected first', code: 'CONFLICT' }] }
          : { data: { deleteAffiliate: true } },
    });
    renderPage(
      <Routes>
        <Route path="/affiliates" element={<p>The list</p>} />
        <Route path="/affiliates/:id" element={<AffiliateEditPage />} />
      </Routes>,
      { client, path: '/affiliates/7' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete affiliate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete affiliate' }));
    expect(await screen.findByText('Affiliate 7 has 1 pending withdraw request(s); mark them paid or rejected first')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete affiliate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete affiliate' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
