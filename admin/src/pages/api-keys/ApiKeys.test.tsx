import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeysListQuery } from '../../gql/graphql';
import { PERMISSIONS } from '../../lib/permissions';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { ApiKeysPage } from './ApiKeysPage';

type Key = ApiKeysListQuery['apiKeys']['data'][number];

function apiKey(over: Partial<Key> = {}): Key {
  return {
    id: 1,
    name: 'Owner key',
    prefix: 'sk_abc12',
    permissions: [...PERMISSIONS],
    fullAccess: true,
    expiresAt: null,
    lastUsedAt: '2026-05-01T10:00:00.000-03:00',
    revokedAt: null,
    createdAt: '2026-04-01T10:00:00.000-03:00',
    ...over,
  };
}

const vocabulary = PERMISSIONS.map((name) => ({ name, description: `allows ${name}` }));

function open(keys: Key[], handlers: Record<string, Handler> = {}) {
  const mock = mockClient({
    ApiKeysList: () => ({ data: { apiKeys: { meta: { total: keys.length, perPage: 15, currentPage: 1, lastPage: 1 }, data: keys } } }),
    PermissionVocabulary: () => ({ data: { permissions: vocabulary } }),
    ...handlers,
  });
  renderPage(<ApiKeysPage />, { client: mock.client, path: '/api-keys', route: '/api-keys' });
  return mock;
}

const created = (input: Record<string, unknown>) => ({
  data: { createApiKey: { ...apiKey({ id: 5, name: String(input.name), fullAccess: false, permissions: ['store:read'] }), secret: 'sk_secret_shown_once' } },
});

describe('API keys page', () => {
  it('lists each key with its prefix, permissions, expiry, last use and status; revoked keys offer nothing', async () => {
    open([
      apiKey(),
      apiKey({
        id: 2,
        name: 'Checkout widget',
        prefix: 'sk_def34',
        fullAccess: false,
        permissions: ['checkout:create'],
        expiresAt: '2030-01-01T00:00:00.000Z',
        lastUsedAt: null,
      }),
      apiKey({ id: 3, name: 'Old', prefix: 'sk_old99', revokedAt: '2026-04-02T10:00:00.000-03:00' }),
    ]);
    const table = await screen.findByRole('table', { name: 'API keys, live first' });
    const owner = within(table).getByText('Owner key').closest('tr')!;
    expect(within(owner).getByText('sk_abc12…')).toBeInTheDocument();
    expect(within(owner).getByText('Full access')).toHaveClass('badge');
    expect(within(owner).getByText('Live')).toBeInTheDocument();
    expect(within(owner).getByText('2026-05-01 10:00')).toBeInTheDocument();
    const widget = within(table).getByText('Checkout widget').closest('tr')!;
    expect(within(widget).getByText('checkout:create')).toBeInTheDocument();
    expect(within(widget).getByText('2030-01-01 00:00')).toBeInTheDocument();
    expect(within(widget).getByText('never')).toBeInTheDocument();
    const old = within(table).getByText('Old').closest('tr')!;
    expect(within(old).getByText('Revoked 2026-04-02 10:00')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a key with the checked permissions and shows its secret once, with a warning', async () => {
    const create = vi.fn((v: Record<string, unknown>) => created(v.input as Record<string, unknown>));
    const { calls } = open([apiKey()], { ApiKeysCreate: create });
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const form = screen.getByRole('form', { name: 'New API key' });
    await userEvent.type(within(form).getByLabelText('Key name'), 'Support bot');
    const orders = within(form).getByRole('group', { name: 'Orders' });
    await userEvent.click(within(orders).getByLabelText('orders:read'));
    expect(within(orders).getByText('allows orders:read')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    const secret = await screen.findByRole('region', { name: 'API key secret' });
    expect(within(secret).getByTestId('secret-value')).toHaveTextContent('sk_secret_shown_once');
    expect(secret).toHaveTextContent('shown only this once');
    expect(screen.getByText(/Copy the key “Support bot” now/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'ApiKeysCreate')?.variables).toEqual({
      input: { name: 'Support bot', permissions: ['store:read', 'orders:read'], expiresAt: null },
    });
    // Gone once put away: it cannot be shown again.
    await userEvent.click(within(secret).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('sk_secret_shown_once')).not.toBeInTheDocument();
  });

  it('a full-access key sends no permission list (all of the maker’s), with its expiry as an instant', async () => {
    const { calls } = open([], { ApiKeysCreate: (v) => created(v.input as Record<string, unknown>) });
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    await userEvent.type(screen.getByLabelText('Key name'), 'Everything');
    await userEvent.click(screen.getByLabelText('Full access'));
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Expires'), '2030-06-01T12:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    await screen.findByRole('region', { name: 'API key secret' });
    expect(calls.find((c) => c.name === 'ApiKeysCreate')?.variables).toEqual({
      input: { name: 'Everything', expiresAt: new Date('2030-06-01T12:30').toISOString() },
    });
  });

  it('revokes a key after a confirmation', async () => {
    const revoke = vi.fn(() => ({ data: { revokeApiKey: true } }));
    const { calls } = open([apiKey({ id: 2, name: 'Checkout widget' })], { ApiKeysRevoke: revoke });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Checkout widget' }));
    expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke Checkout widget' }));
    expect(await screen.findByText('API key Checkout widget revoked: it is refused from now on.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'ApiKeysRevoke')?.variables).toEqual({ id: 2 });
  });
});
