import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { CatalogRoutes } from './CatalogRoutes';
import { categoriesAnswer, formOptions, licenseKeysAnswer, meta, packageDetail } from './fixtures';

function renderAt(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient({
    CatalogCategories: categoriesAnswer(),
    CatalogPackageFormOptions: formOptions,
    CatalogPackages: () => ({ data: { packages: { meta: meta(0, 1, 20), data: [] } } }),
    CatalogPackageLicenseKeys: licenseKeysAnswer([{ value: 'OLD-1', used: true }, { value: 'NEW-1' }, { value: 'NEW-2' }]),
    ...handlers,
  });
  renderPage(<CatalogRoutes />, { client: mock.client, path, route: '/catalog/*' });
  return mock;
}

const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('catalog: new package', () => {
  it('sends every part of the form, nested lists included, then opens the package with a notice', async () => {
    const { calls } = renderAt('/catalog/packages/new?category=2', {
      CatalogCreatePackage: () => ({ data: { createPackage: { __typename: 'Package', id: 42, name: 'VIP' } } }),
      CatalogPackage: () => ({ data: { package: packageDetail() } }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New package' });
    // ?category= preselects the category once the tree has loaded.
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Keys'));
    await user.type(screen.getByLabelText('Name'), 'VIP');
    await user.type(screen.getByLabelText('Price'), '9.99');
    await user.selectOptions(screen.getByLabelText('Type'), 'MULTIPLE');
    await user.type(screen.getByLabelText('Stock (units)'), '50');

    await user.click(screen.getByRole('button', { name: 'Add command' }));
    // The new row's first input takes the focus.
    expect(screen.getByLabelText('Command 1 text')).toHaveFocus();
    await user.type(screen.getByLabelText('Command 1 text'), 'say hi');
    await user.click(screen.getByRole('button', { name: 'Add command' }));
    await user.type(screen.getByLabelText('Command 2 text'), 'remove vip');
    await user.selectOptions(await screen.findByLabelText('Command 2 game server'), 'Survival (#6)');
    await user.selectOptions(screen.getByLabelText('Command 2 type'), 'EXPIRE');
    await user.clear(screen.getByLabelText('Command 2 delay (minutes)'));
    await user.type(screen.getByLabelText('Command 2 delay (minutes)'), '15');
    await user.click(screen.getByLabelText('Command 2 runs while the player is offline'));
    // A third row added and removed again is not sent.
    await user.click(screen.getByRole('button', { name: 'Add command' }));
    await user.click(screen.getByRole('button', { name: 'Remove command 3' }));
    expect(screen.queryByLabelText('Command 3 text')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Discord action' }));
    await user.click(screen.getByRole('button', { name: 'Add Discord action' }));
    await user.selectOptions(screen.getByLabelText('Discord action 1 runs'), 'REFUND');
    await user.selectOptions(screen.getByLabelText('Discord action 1 action'), 'SEND_MESSAGE');
    await user.type(screen.getByLabelText('Discord action 1 channel id'), '998877665544332211');
    await user.type(screen.getByLabelText('Discord action 1 message'), 'Refunded: {{client_name}');
    expect(screen.getByLabelText('Discord action 2 runs')).toHaveValue('PURCHASE');
    expect(screen.getByLabelText('Discord action 2 action')).toHaveValue('ADD_ROLE');
    await user.type(screen.getByLabelText('Discord action 2 role id'), '112233445566778899');

    await user.click(screen.getByRole('button', { name: 'Add checkout field' }));
    await user.type(screen.getByLabelText('Checkout field 1 label'), 'Age');
    await user.selectOptions(screen.getByLabelText('Checkout field 1 type'), 'NUMBER');
    await user.click(screen.getByLabelText('Checkout field 1 is required'));

    await user.click(screen.getByLabelText('nickname'));
    await user.type(screen.getByLabelText('E-mail subject'), 'Thanks');
    await user.type(screen.getByLabelText('E-mail content (HTML)'), '<p>Hi</p>');
    await user.type(screen.getByLabelText('License keys'), 'K-1{enter}{enter}K-2');

    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(await screen.findByText('Package “VIP” created.')).toBeInTheDocument();

    expect(sent(calls, 'CatalogCreatePackage')).toEqual([
      {
        input: {
          name: 'VIP',
          description: null,
          categoryId: 2,
          enabled: true,
          type: 'MULTIPLE',
          price: 9.99,
          compareAtPrice: null,
          expiryDays: null,
          subscription: null,
          giftCardValue: null,
          inventoryAmount: 50,
          perUserLimit: false,
          image: null,
          icon: null,
          commands: [
            { type: 'PURCHASE', command: 'say hi', gameServerId: null, offlineExecute: false, schedule: 0, executeOnce: false },
            { type: 'EXPIRE', command: 'remove vip', gameServerId: 6, offlineExecute: true, schedule: 15, executeOnce: false },
          ],
          discordActions: [
            { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { roleId: null, channelId: '998877665544332211', message: 'Refunded: {client_name}' } },
            { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { roleId: '112233445566778899', channelId: null, message: null } },
          ],
          fields: [{ name: 'Age', type: 'NUMBER', description: '', required: false }],
          variables: [8],
          email: { title: 'Thanks', content: '<p>Hi</p>' },
          licenseKeys: ['K-1', 'K-2'],
        },
      },
    ]);
  });

  it('shows each API error under its own input, nested ones included', async () => {
    renderAt('/catalog/packages/new', {
      CatalogCreatePackage: () => ({
        errors: [
          { message: 'price must be between 0 and 1000000', code: 'VALIDATION_FAILED', field: 'price', rule: 'range' },
          { message: 'category_id is required', code: 'VALIDATION_FAILED', field: 'category_id', rule: 'required' },
          { message: 'commands.1.command may not be empty', code: 'VALIDATION_FAILED', field: 'commands.1.command', rule: 'required' },
          { message: 'game server 99 is not a game server of this store', code: 'VALIDATION_FAILED', field: 'commands.0.game_server_id', rule: 'exists' },
          { message: 'fields.0.name may not be empty', code: 'VALIDATION_FAILED', field: 'fields.0.name', rule: 'required' },
          { message: 'license_keys.1 repeats an earlier key', code: 'VALIDATION_FAILED', field: 'license_keys.1', rule: 'unique' },
          { message: 'email.content may not be empty', code: 'VALIDATION_FAILED', field: 'email.content', rule: 'required' },
          { message: 'variables.0: variable 9 is not a variable of this store', code: 'VALIDATION_FAILED', field: 'variables.0', rule: 'exists' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Price'), '-1');
    await user.click(screen.getByRole('button', { name: 'Add command' }));
    await user.click(screen.getByRole('button', { name: 'Add command' }));
    await user.click(screen.getByRole('button', { name: 'Add checkout field' }));
    await user.click(await screen.findByLabelText('server'));
    await user.type(screen.getByLabelText('License keys'), 'A{enter}{enter}A');
    await user.click(screen.getByRole('button', { name: 'Create package' }));

    expect(await screen.findByLabelText('Price')).toHaveAccessibleDescription('price must be between 0 and 1000000');
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('category_id is required');
    expect(screen.getByLabelText('Command 2 text')).toHaveAccessibleDescription('commands.1.command may not be empty');
    expect(screen.getByLabelText('Command 1 text')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Command 1 game server')).toHaveAccessibleDescription('game server 99 is not a game server of this store');
    expect(screen.getByLabelText('Checkout field 1 label')).toHaveAccessibleDescription('fields.0.name may not be empty');
    expect(screen.getByLabelText('E-mail content (HTML)')).toHaveAccessibleDescription('email.content may not be empty');
    // Index 1 of the keys sent is the third line (the blank line is not sent).
    expect(screen.getByLabelText('License keys')).toHaveAccessibleDescription(/Line 3: license_keys.1 repeats an earlier key/);
    expect(screen.getByRole('group', { name: 'Variables asked at checkout' })).toHaveTextContent(
      'server: variables.0: variable 9 is not a variable of this store',
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('8 fields need attention.');

    // Removing a command forgets the command errors: their indexes no longer match the rows.
    await user.click(screen.getByRole('button', { name: 'Remove command 1' }));
    expect(screen.getByLabelText('Command 1 text')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sells it as a subscription: sends its period and no expiryDays, showing the days the period makes', async () => {
    const { calls } = renderAt('/catalog/packages/new?category=1', {
      CatalogCreatePackage: () => ({ data: { createPackage: { __typename: 'Package', id: 42, name: 'VIP' } } }),
      CatalogPackage: () => ({ data: { package: packageDetail({ subscription: { interval: 'WEEK', intervalCount: 2 }, expiryDays: 14 }) } }),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Ranks'));
    await user.type(screen.getByLabelText('Name'), 'VIP');
    await user.type(screen.getByLabelText('Price'), '19.90');
    // Typed before it became a subscription: kept in the form, not sent.
    await user.type(screen.getByLabelText('Expires after (days)'), '7');
    expect(screen.queryByLabelText('Charged every (interval)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Sold as a subscription'));
    const expiry = screen.getByLabelText('Expires after (days)');
    expect(expiry).toBeDisabled();
    // A month by default: 30 days.
    expect(expiry).toHaveValue(30);
    expect(expiry).toHaveAccessibleDescription('Follows the subscription’s period (see Subscription below).');
    expect(screen.getByLabelText('Charged every (interval)')).toHaveValue('MONTH');
    expect(screen.getByLabelText('Number of intervals')).toHaveValue(1);
    await user.selectOptions(screen.getByLabelText('Charged every (interval)'), 'Week');
    await user.clear(screen.getByLabelText('Number of intervals'));
    await user.type(screen.getByLabelText('Number of intervals'), '2');
    expect(expiry).toHaveValue(14);
    expect(screen.getByText(/Charged every 2 weeks; expires after 14 days unless renewed/)).toBeInTheDocument();
    // A year of many: at most 365 days.
    await user.selectOptions(screen.getByLabelText('Charged every (interval)'), 'Year');
    expect(expiry).toHaveValue(365);
    await user.selectOptions(screen.getByLabelText('Charged every (interval)'), 'Week');

    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package “VIP” created.')).toBeInTheDocument();
    const [{ input }] = sent(calls, 'CatalogCreatePackage') as { input: Record<string, unknown> }[];
    expect(input.subscription).toEqual({ interval: 'WEEK', intervalCount: 2 });
    expect(input).not.toHaveProperty('expiryDays');
    expect(input).toMatchObject({ name: 'VIP', price: 19.9, categoryId: 1 });
  });

  it('puts the API’s errors about the period under its inputs', async () => {
    renderAt('/catalog/packages/new', {
      CatalogCreatePackage: () => ({
        errors: [
          { message: 'subscription.interval_count must be at most 12 for MONTH', code: 'VALIDATION_FAILED', field: 'subscription.interval_count', rule: 'max' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sold as a subscription'));
    await user.clear(screen.getByLabelText('Number of intervals'));
    await user.type(screen.getByLabelText('Number of intervals'), '13');
    // The days are capped at 365 as the API caps them; the count itself is the API's to refuse.
    expect(screen.getByLabelText('Expires after (days)')).toHaveValue(365);
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Number of intervals')).toHaveAccessibleDescription(/subscription.interval_count must be at most 12 for MONTH/),
    );
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('One field needs attention.');
  });

  it('lists an error of a field the form does not show in the summary', async () => {
    renderAt('/catalog/packages/new', {
      CatalogCreatePackage: () => ({ errors: [{ message: 'Too many requests', code: 'RATE_LIMITED' }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create package' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: wait a moment and try again.');
  });
});

describe('catalog: edit a package', () => {
  it('shows the package, sends the whole form with the unused keys only, and keeps delivered keys as history', async () => {
    const { calls } = renderAt('/catalog/packages/42', {
      CatalogPackage: () => ({ data: { package: packageDetail() } }),
      CatalogUpdatePackage: (v) => ({ data: { updatePackage: packageDetail({ name: (v.input as { name: string }).name }) } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('VIP');
    expect(screen.getByLabelText('Expires after (days)')).toHaveValue(30);
    expect(screen.getByLabelText('Command 2 text')).toHaveValue('lp user {client_identifier} group remove vip');
    await waitFor(() => expect(screen.getByLabelText('Command 1 game server')).toHaveDisplayValue('Lobby (#5)'));
    expect(screen.getByLabelText('nickname')).toBeChecked();
    expect(screen.getByLabelText('License keys')).toHaveValue('NEW-1\nNEW-2');
    const all = screen.getByRole('region', { name: 'All license keys' });
    expect(await within(all).findByText('OLD-1')).toBeInTheDocument();
    expect(within(all).getByText('OLD-1').closest('tr')).toHaveTextContent('Delivered');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'VIP+');
    await user.clear(screen.getByLabelText('Expires after (days)'));
    await user.click(screen.getByRole('button', { name: 'Remove Discord action 1' }));
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Package saved.')).toBeInTheDocument();
    const [update] = sent(calls, 'CatalogUpdatePackage');
    expect(update.id).toBe(42);
    expect(update.input).toMatchObject({
      name: 'VIP+',
      slug: 'vip',
      categoryId: 1,
      parentId: null,
      position: 0,
      expiryDays: null,
      price: 9.99,
      discordActions: [],
      variables: [8],
      email: null,
      licenseKeys: ['NEW-1', 'NEW-2'],
      commands: [
        { type: 'PURCHASE', command: 'lp user {client_identifier} group add vip', gameServerId: 5, offlineExecute: true, schedule: 0, executeOnce: false },
        { type: 'EXPIRE', command: 'lp user {client_identifier} group remove vip', gameServerId: null, offlineExecute: false, schedule: 10, executeOnce: true },
      ],
      fields: [{ name: 'Nickname', type: 'TEXT', description: '', required: true }],
    });
  });

  it('shows a subscription package’s period, and saves it with it and without expiryDays', async () => {
    const sub = packageDetail({ subscription: { interval: 'MONTH', intervalCount: 3 }, expiryDays: 90 });
    const { calls } = renderAt('/catalog/packages/42', {
      CatalogPackage: () => ({ data: { package: sub } }),
      CatalogUpdatePackage: () => ({ data: { updatePackage: packageDetail() } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Sold as a subscription')).toBeChecked();
    expect(screen.getByLabelText('Charged every (interval)')).toHaveValue('MONTH');
    expect(screen.getByLabelText('Number of intervals')).toHaveValue(3);
    expect(screen.getByLabelText('Expires after (days)')).toBeDisabled();
    expect(screen.getByLabelText('Expires after (days)')).toHaveValue(90);

    // Saved as it is: its period again, no expiryDays.
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Package saved.')).toBeInTheDocument();
    const [first] = sent(calls, 'CatalogUpdatePackage') as { input: Record<string, unknown> }[];
    expect(first.input.subscription).toEqual({ interval: 'MONTH', intervalCount: 3 });
    expect(first.input).not.toHaveProperty('expiryDays');
  });

  it('makes a package a gift card package with its value, and shows and clears it on a stored one', async () => {
    const { calls } = renderAt('/catalog/packages/42', {
      CatalogPackage: () => ({ data: { package: packageDetail({ giftCardValue: 25 }) } }),
      CatalogUpdatePackage: () => ({ data: { updatePackage: packageDetail() } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Sells a gift card')).toBeChecked();
    const value = screen.getByLabelText('Gift card value');
    expect(value).toHaveValue('25');
    await user.clear(value);
    await user.type(value, '50');
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Package saved.')).toBeInTheDocument();
    expect(sent(calls, 'CatalogUpdatePackage')[0]).toMatchObject({ id: 42, input: { giftCardValue: 50 } });
    // The answer is an ordinary package: the box follows it; saving that sends null.
    expect(await screen.findByLabelText('Sells a gift card')).not.toBeChecked();
    expect(screen.queryByLabelText('Gift card value')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(sent(calls, 'CatalogUpdatePackage')).toHaveLength(2));
    expect(sent(calls, 'CatalogUpdatePackage')[1]).toMatchObject({ input: { giftCardValue: null } });
  });

  it('puts the API’s gift card errors under the value', async () => {
    renderAt('/catalog/packages/new', {
      CatalogCreatePackage: () => ({
        errors: [{ message: 'gift_card_value is not allowed with subscription', code: 'VALIDATION_FAILED', field: 'gift_card_value', rule: 'subscription' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sells a gift card'));
    await user.type(screen.getByLabelText('Gift card value'), '10');
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(screen.getByLabelText('Gift card value')).toHaveAccessibleDescription(/gift_card_value is not allowed with subscription/));
  });

  it('turned off, it is sold once again: subscription null and the expiry days typed', async () => {
    const { calls } = renderAt('/catalog/packages/42', {
      CatalogPackage: () => ({ data: { package: packageDetail({ subscription: { interval: 'MONTH', intervalCount: 3 }, expiryDays: 90 }) } }),
      CatalogUpdatePackage: () => ({ data: { updatePackage: packageDetail() } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sold as a subscription'));
    expect(screen.queryByLabelText('Charged every (interval)')).not.toBeInTheDocument();
    const expiry = screen.getByLabelText('Expires after (days)');
    expect(expiry).toBeEnabled();
    expect(expiry).toHaveValue(90);
    await user.clear(expiry);
    await user.type(expiry, '45');
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Package saved.')).toBeInTheDocument();
    expect(sent(calls, 'CatalogUpdatePackage')[0].input).toMatchObject({ subscription: null, expiryDays: 45 });
  });

  it('deletes after a confirmation and returns to the catalog', async () => {
    const { calls } = renderAt('/catalog/packages/42', {
      CatalogPackage: () => ({ data: { package: packageDetail() } }),
      CatalogDeletePackage: () => ({ data: { deletePackage: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete package' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete package' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeInTheDocument();
    expect(await screen.findByText('Package “VIP” deleted.')).toBeInTheDocument();
    expect(sent(calls, 'CatalogDeletePackage')).toEqual([{ id: 42 }]);
  });
});
