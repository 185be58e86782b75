import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore, mockClient, renderPage, viewerWith, type Handler } from '../../test-utils';
import { GiftCardRoutes } from './GiftCardRoutes';

const T = '2026-11-20T10:00:00.000-05:00';
const NY = { ...demoStore, timezone: 'America/New_York' };

function card(over: Record<string, unknown> = {}) {
  return {
    __typename: 'GiftCard',
    id: 1,
    last4: 'K7QZ',
    initialValue: 50,
    balance: 32.5,
    currency: 'USD',
    enabled: true,
    expiresAt: null,
    note: 'Raffle prize',
    recipientEmail: 'griff@example.com',
    orderId: null,
    createdBy: 'Owner key',
    createdAt: T,
    updatedAt: T,
    ...over,
  };
}

const history = [
  {
    __typename: 'GiftCardTransaction',
    id: 3,
    kind: 'ADJUST',
    amount: 2.5,
    balanceAfter: 32.5,
    orderId: null,
    note: 'Goodwill',
    createdAt: '2026-11-22T09:00:00.000-05:00',
  },
  {
    __typename: 'GiftCardTransaction',
    id: 2,
    kind: 'REDEEM',
    amount: -20,
    balanceAfter: 30,
    orderId: 77,
    note: null,
    createdAt: '2026-11-21T09:00:00.000-05:00',
  },
  { __typename: 'GiftCardTransaction', id: 1, kind: 'ISSUE', amount: 50, balanceAfter: 50, orderId: null, note: null, createdAt: T },
];

function page(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient({ Store: () => ({ data: { store: NY } }), ...handlers });
  renderPage(<GiftCardRoutes />, { client: mock.client, path, route: '/gift-cards/*' });
  return mock;
}

const list = (cards: ReturnType<typeof card>[]) => () => ({
  data: { giftCards: { __typename: 'GiftCardPage', meta: { total: cards.length, perPage: 15, currentPage: 1, lastPage: 1 }, data: cards } },
});

const called = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('gift cards', () => {
  it('lists the cards by their last four characters with balance of initial value, status and expiry; never a code', async () => {
    const { calls } = page('/gift-cards?q=k7', {
      GiftCardList: list([
        card(),
        card({ id: 2, last4: 'AB12', balance: 0, recipientEmail: null, orderId: 41, createdBy: 'order:ord_x' }),
        card({ id: 3, last4: 'ZZ99', enabled: false }),
        card({ id: 4, last4: 'EXP1', expiresAt: '2026-01-01T00:00:00.000-05:00' }),
      ]),
    });
    const row = (name: RegExp) => screen.getByRole('row', { name });
    expect(await screen.findByRole('link', { name: 'Gift card ending K7QZ' })).toHaveAttribute('href', '/gift-cards/1');
    expect(
      within(row(/K7QZ/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['••••-••••-••••-K7QZ', '$32.50', '$50.00', 'Active', 'never', 'griff@example.com', '2026-11-20 10:00by Owner key']);
    expect(within(row(/AB12/)).getByText('Spent')).toBeInTheDocument();
    expect(within(row(/AB12/)).getByText('bought with order #41')).toBeInTheDocument();
    expect(within(row(/ZZ99/)).getByText('Disabled')).toBeInTheDocument();
    expect(within(row(/EXP1/)).getByText('Expired')).toBeInTheDocument();
    expect(called(calls, 'GiftCardList')[0]).toMatchObject({ q: 'k7' });
  });

  it('issues a card and shows its code once, with a copy button and a warning; dismissed, it is gone', async () => {
    const { calls } = page('/gift-cards', {
      GiftCardList: list([]),
      GiftCardIssue: (v) => ({
        data: {
          issueGiftCard: {
            __typename: 'IssuedGiftCard',
            code: 'ABCD-EFGH-JKMN-K7QZ',
            giftCard: card({ balance: 25, initialValue: 25, ...(v.input as object) }),
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue a gift card' }));
    const form = screen.getByRole('form', { name: 'Issue a gift card' });
    await user.type(within(form).getByLabelText('Value'), '25');
    await user.type(within(form).getByLabelText('Expires'), '2027-01-01T00:00');
    await user.type(within(form).getByLabelText('Recipient e-mail'), 'griff@example.com');
    await user.type(within(form).getByLabelText('Note'), 'Raffle prize');
    await user.click(within(form).getByRole('button', { name: 'Issue gift card' }));

    const secret = await screen.findByRole('region', { name: 'Gift card code' });
    expect(within(secret).getByTestId('secret-value')).toHaveTextContent('ABCD-EFGH-JKMN-K7QZ');
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/shown only this once/);
    expect(screen.getByRole('alert')).toHaveTextContent('It was also e-mailed to griff@example.com.');
    expect(screen.queryByRole('form', { name: 'Issue a gift card' })).not.toBeInTheDocument();
    expect(called(calls, 'GiftCardIssue')).toEqual([
      { input: { value: 25, expiresAt: '2027-01-01T00:00:00-05:00', note: 'Raffle prize', recipientEmail: 'griff@example.com' } },
    ]);

    await user.click(within(secret).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('ABCD-EFGH-JKMN-K7QZ')).not.toBeInTheDocument();
    expect(await screen.findByText('Gift card ••••-••••-••••-K7QZ issued; its code is no longer shown.')).toBeInTheDocument();
  });

  it("puts the API's errors under the issue form's inputs", async () => {
    page('/gift-cards', {
      GiftCardList: list([]),
      GiftCardIssue: () => ({
        errors: [
          { message: 'value must be between 0.01 and 100000', code: 'VALIDATION_FAILED', field: 'value', rule: 'range' },
          { message: 'recipient_email must be a valid e-mail address', code: 'VALIDATION_FAILED', field: 'recipient_email', rule: 'email' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue a gift card' }));
    await user.type(screen.getByLabelText('Value'), '0');
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
    await waitFor(() => expect(screen.getByLabelText('Value')).toHaveAccessibleDescription(/value must be between 0.01 and 100000/));
    expect(screen.getByLabelText('Recipient e-mail')).toHaveAccessibleDescription(/must be a valid e-mail address/);
    expect(screen.queryByRole('region', { name: 'Gift card code' })).not.toBeInTheDocument();
  });

  it('shows a card with its balance history, adjusts the balance and disables it', async () => {
    let current = { ...card(), transactions: history };
    const { calls } = page('/gift-cards/1', {
      GiftCardOne: () => ({ data: { giftCard: current } }),
      GiftCardAdjust: (v) => {
        const amount = (v.input as { amount: number }).amount;
        current = { ...current, balance: current.balance + amount };
        return { data: { adjustGiftCard: card({ balance: current.balance }) } };
      },
      GiftCardUpdate: (v) => ({ data: { updateGiftCard: card({ ...(v.input as object) }) } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card ••••-••••-••••-K7QZ' })).toBeInTheDocument();
    expect(screen.getByText('Balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$32.50 of $50.00');
    const rows = within(screen.getByRole('table', { name: 'Balance history, newest first' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-11-22 09:00', 'Adjusted', '+$2.50', '$32.50', 'none', 'Goodwill'],
      ['2026-11-21 09:00', 'Spent at checkout', '−$20.00', '$30.00', '#77', ''],
      ['2026-11-20 10:00', 'Issued', '+$50.00', '$50.00', 'none', ''],
    ]);
    expect(within(rows[1]).getByRole('link', { name: '#77' })).toHaveAttribute('href', '/orders/77');

    const adjust = screen.getByRole('form', { name: 'Adjust the balance' });
    await user.type(within(adjust).getByLabelText('Amount'), '-12.5');
    await user.type(within(adjust).getByLabelText('Why'), 'Partly refunded by hand');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Balance adjusted: $20.00 left.')).toBeInTheDocument();
    expect(called(calls, 'GiftCardAdjust')).toEqual([{ id: 1, input: { amount: -12.5, note: 'Partly refunded by hand' } }]);

    await user.click(screen.getByRole('button', { name: 'Disable gift card' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable it' }));
    expect(await screen.findByText('Gift card disabled: checkout refuses it from now on.')).toBeInTheDocument();
    expect(called(calls, 'GiftCardUpdate')).toEqual([{ id: 1, input: { enabled: false } }]);
  });

  it('refuses an adjustment below zero under the amount', async () => {
    page('/gift-cards/1', {
      GiftCardOne: () => ({ data: { giftCard: { ...card(), transactions: history } } }),
      GiftCardAdjust: () => ({ errors: [{ message: 'the balance would go below 0', code: 'VALIDATION_FAILED', field: 'amount', rule: 'balance' }] }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '-100');
    await user.type(screen.getByLabelText('Why'), 'x');
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/the balance would go below 0/));
  });

  it('shows support staff (gift_cards:read) the card and its history, with nothing to change', async () => {
    page('/gift-cards/1', {
      Viewer: viewerWith(['store:read', 'orders:read', 'gift_cards:read']),
      GiftCardOne: () => ({ data: { giftCard: { ...card(), transactions: history } } }),
    });
    expect(await screen.findByRole('table', { name: 'Balance history, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Adjust the balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable gift card' })).not.toBeInTheDocument();
  });

  it('offers no issue button without gift_cards:write', async () => {
    page('/gift-cards', { Viewer: viewerWith(['store:read', 'gift_cards:read']), GiftCardList: list([card()]) });
    expect(await screen.findByRole('link', { name: 'Gift card ending K7QZ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue a gift card' })).not.toBeInTheDocument();
  });

  it('says so for an unknown card', async () => {
    page('/gift-cards/99', { GiftCardOne: () => ({ errors: [{ message: 'Gift card 99 not found', code: 'NOT_FOUND' }] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
