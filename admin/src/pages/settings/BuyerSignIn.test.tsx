import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore, mockClient, renderPage, type Handler } from '../../test-utils';
import { SettingsPage } from './SettingsPage';

/** The Settings page's "Buyer sign-in" section (issue 32): the toggles and the store's Discord application. */

const store = {
  __typename: 'Store',
  ...demoStore,
  theme: { primaryColor: null, logo: null, banner: null },
  requireDocument: false,
  requirePhone: false,
  discordMode: 'OPTIONAL',
  returnUrl: null,
  cancelUrl: null,
  mailFromName: null,
  mailReplyTo: null,
  discordGuildId: null,
  discordBotTokenSet: false,
  discordBotTokenLast4: null,
  banOnChargeback: false,
  buyerEmailSignIn: false,
  buyerDiscordSignIn: false,
  discordClientId: null,
  discordClientSecretSet: false,
  discordClientSecretLast4: null,
  updatedAt: '2026-11-22T10:00:00.000-03:00',
};

function renderSettings(current: Record<string, unknown>, handlers: Record<string, Handler>) {
  const mock = mockClient({ SettingsStore: () => ({ data: { store: { ...store, ...current } } }), ...handlers });
  renderPage(<SettingsPage />, { client: mock.client, path: '/settings' });
  return mock;
}

const inputsSent = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'SettingsUpdateStore').map((c) => c.variables.input as Record<string, unknown>);

/** What the API answers an update with: the store with what was sent, the secret never (only set and last 4). */
const answer = (current: Record<string, unknown>) => (v: Record<string, unknown>) => {
  const { discordClientSecret, ...input } = v.input as Record<string, unknown>;
  const secret =
    discordClientSecret === undefined
      ? {}
      : discordClientSecret === null
        ? { discordClientSecretSet: false, discordClientSecretLast4: null }
        : { discordClientSecretSet: true, discordClientSecretLast4: String(discordClientSecret).slice(-4) };
  return { data: { updateStore: { ...store, ...current, ...input, ...secret, theme: store.theme } } };
};

describe('buyer sign-in settings', () => {
  it('shows what is on, and whether a client secret is set (never the secret)', async () => {
    renderSettings(
      {
        buyerEmailSignIn: true,
        buyerDiscordSignIn: true,
        discordClientId: '112233445566778800',
        discordClientSecretSet: true,
        discordClientSecretLast4: 'cdef',
      },
      {},
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Buyer sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sign in with a code by e-mail')).toBeChecked();
    expect(screen.getByLabelText('Sign in with Discord')).toBeChecked();
    expect(screen.getByLabelText('Discord application client id')).toHaveValue('112233445566778800');
    expect(screen.getByLabelText('Discord client secret')).toHaveValue('');
    expect(screen.getByLabelText('Discord client secret')).toHaveAttribute('type', 'password');
    expect(screen.getByText('A client secret is set, ending in cdef.')).toBeInTheDocument();
    expect(screen.getByLabelText('Remove the client secret')).not.toBeChecked();
  });

  it('turns both sign-ins on with the Discord application, sending only what changed; the secret is never shown again', async () => {
    const { calls } = renderSettings({}, { SettingsUpdateStore: answer({}) });
    const user = userEvent.setup();
    expect(await screen.findByText('No client secret is set: Discord sign-in cannot be offered.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Remove the client secret')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Sign in with a code by e-mail'));
    await user.click(screen.getByLabelText('Sign in with Discord'));
    await user.type(screen.getByLabelText('Discord application client id'), ' 112233445566778800 ');
    await user.type(screen.getByLabelText('Discord client secret'), 'abcdefghijklmnop0123456789ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const [first] = inputsSent(calls);
    expect(first).toMatchObject({
      buyerEmailSignIn: true,
      buyerDiscordSignIn: true,
      discordClientId: '112233445566778800',
      discordClientSecret: 'abcdefghijklmnop0123456789ABCDEF',
    });
    // Saved: the secret input is emptied, the page says which one is set.
    expect(screen.getByLabelText('Discord client secret')).toHaveValue('');
    expect(screen.getByText('A client secret is set, ending in CDEF.')).toBeInTheDocument();
    // Saving again sends none of it: nothing changed, and an empty secret keeps the one set.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(inputsSent(calls)).toHaveLength(2));
    const second = inputsSent(calls)[1];
    for (const k of ['buyerEmailSignIn', 'buyerDiscordSignIn', 'discordClientId', 'discordClientSecret']) expect(k in second).toBe(false);
  });

  it('removes the client secret and clears the client id', async () => {
    const current = { buyerDiscordSignIn: false, discordClientId: '112233445566778800', discordClientSecretSet: true, discordClientSecretLast4: 'cdef' };
    const { calls } = renderSettings(current, { SettingsUpdateStore: answer(current) });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Discord application client id'));
    await user.click(screen.getByLabelText('Remove the client secret'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(inputsSent(calls)[0]).toMatchObject({ discordClientId: null, discordClientSecret: null });
    expect(screen.getByText('No client secret is set: Discord sign-in cannot be offered.')).toBeInTheDocument();
  });

  it('shows the API’s refusal under the Discord toggle: Discord sign-in needs the application', async () => {
    renderSettings(
      {},
      {
        SettingsUpdateStore: () => ({
          errors: [
            {
              message: "buyer_discord_sign_in needs the store's Discord application: discord_client_id and discord_client_secret",
              code: 'VALIDATION_FAILED',
              field: 'buyer_discord_sign_in',
              rule: 'required',
            },
          ],
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sign in with Discord'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByLabelText('Sign in with Discord')).toHaveAccessibleDescription(/needs the store's Discord application/);
    expect(screen.getByLabelText('Sign in with Discord')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs attention.');
    expect(screen.getByLabelText('Sign in with Discord')).toBeChecked();
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });
});
