import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore, mockClient, renderPage, type Handler } from '../../test-utils';
import { Layout } from '../../components/Layout';
import { SettingsPage } from './SettingsPage';

const T = '2026-11-22T10:00:00.000-03:00';
const settings = {
  __typename: 'Store',
  ...demoStore,
  theme: { primaryColor: '#ff8800', logo: 'https://cdn.example.com/logo.png', banner: null },
  requireDocument: false,
  requirePhone: true,
  discordMode: 'OPTIONAL',
  returnUrl: null,
  cancelUrl: 'https://shop.example.com/cart',
  mailFromName: null,
  mailReplyTo: 'help@shop.example.com',
  discordGuildId: null,
  discordBotTokenSet: false,
  discordBotTokenLast4: null,
  banOnChargeback: false,
  updatedAt: T,
};

function renderSettings(handlers: Record<string, Handler>) {
  const mock = mockClient({ SettingsStore: () => ({ data: { store: settings } }), ...handlers });
  renderPage(<SettingsPage />, { client: mock.client, path: '/settings' });
  return mock;
}

const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('settings', () => {
  it('shows the current settings, and the fixed ones as text', async () => {
    renderSettings({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Store');
    expect(screen.getByLabelText('Primary colour')).toHaveValue('#ff8800');
    expect(screen.getByLabelText('Logo URL')).toHaveValue('https://cdn.example.com/logo.png');
    expect(screen.getByLabelText('Banner URL')).toHaveValue('');
    expect(screen.getByLabelText('Buyers must give a document number')).not.toBeChecked();
    expect(screen.getByLabelText('Buyers must give a phone number')).toBeChecked();
    expect(screen.getByLabelText('Discord user')).toHaveDisplayValue('Optional');
    expect(screen.getByLabelText('Cancel URL')).toHaveValue('https://shop.example.com/cart');
    const fixed = screen.getByRole('region', { name: 'Fixed when the store was created' });
    expect(within(fixed).getByText('demo.localhost')).toBeInTheDocument();
    expect(within(fixed).getByText('USD')).toBeInTheDocument();
    // Fixed settings are not inputs: nothing to send that the API would refuse.
    expect(screen.queryByLabelText('Domain')).not.toBeInTheDocument();
  });

  it('saves what was typed: emptied inputs as null, and announces it', async () => {
    const { calls } = renderSettings({
      SettingsUpdateStore: (v) => {
        const input = v.input as Record<string, unknown>;
        return { data: { updateStore: { ...settings, ...input, theme: { ...settings.theme, ...(input.theme as object) } } } };
      },
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Arena');
    await user.clear(screen.getByLabelText('Logo URL'));
    await user.type(screen.getByLabelText('Banner URL'), 'https://cdn.example.com/b.png');
    await user.click(screen.getByLabelText('Buyers must give a document number'));
    await user.selectOptions(screen.getByLabelText('Discord user'), 'Required at checkout');
    await user.type(screen.getByLabelText('Return URL'), 'https://shop.example.com/thanks');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent(calls, 'SettingsUpdateStore')).toEqual([
      {
        input: {
          name: 'Arena',
          locale: 'en-US',
          theme: { primaryColor: '#ff8800', logo: null, banner: 'https://cdn.example.com/b.png' },
          requireDocument: true,
          requirePhone: true,
          discordMode: 'REQUIRED',
          returnUrl: 'https://shop.example.com/thanks',
          cancelUrl: 'https://shop.example.com/cart',
          mailFromName: null,
          mailReplyTo: 'help@shop.example.com',
        },
      },
    ]);
    expect(screen.getByLabelText('Logo URL')).toHaveValue('');
  });

  it('shows the API’s errors under their inputs, theme ones included, and keeps the draft', async () => {
    renderSettings({
      SettingsUpdateStore: () => ({
        errors: [
          { message: 'theme.primary_color has an invalid format', code: 'VALIDATION_FAILED', field: 'theme.primary_color', rule: 'regex' },
          { message: 'return_url must be a valid http(s) URL', code: 'VALIDATION_FAILED', field: 'return_url', rule: 'url' },
          { message: 'domain is fixed when the store is created and cannot be changed', code: 'VALIDATION_FAILED', field: 'domain', rule: 'read_only' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Primary colour'));
    await user.type(screen.getByLabelText('Primary colour'), 'orange');
    await user.type(screen.getByLabelText('Return URL'), 'thanks');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('theme.primary_color has an invalid format')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary colour')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Primary colour')).toHaveAccessibleDescription(/invalid format/);
    expect(screen.getByLabelText('Return URL')).toHaveAccessibleDescription(/must be a valid http\(s\) URL/);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // A field the form does not show is listed in the summary, never dropped.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 fields need attention.');
    expect(alert).toHaveTextContent('domain: domain is fixed when the store is created');
    expect(screen.getByLabelText('Primary colour')).toHaveValue('orange');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('turns on the ban on chargeback, sending it only when changed', async () => {
    const { calls } = renderSettings({
      SettingsUpdateStore: (v) => ({ data: { updateStore: { ...settings, ...(v.input as Record<string, unknown>), theme: settings.theme } } }),
    });
    const user = userEvent.setup();
    const toggle = await screen.findByLabelText('Ban a buyer who charges back');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/ban list/);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ban a buyer who charges back')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent(calls, 'SettingsUpdateStore')).toHaveLength(2));
    const inputs = sent(calls, 'SettingsUpdateStore').map((v) => v.input as Record<string, unknown>);
    expect(inputs[0].banOnChargeback).toBe(true);
    expect('banOnChargeback' in inputs[1]).toBe(false);
  });

  it('sets how the store signs its e-mails, with the API’s rule under the reply-to', async () => {
    let n = 0;
    const { calls } = renderSettings({
      SettingsUpdateStore: (v) =>
        n++ === 0
          ? { errors: [{ message: 'mail_reply_to must be a valid e-mail address', code: 'VALIDATION_FAILED', field: 'mail_reply_to', rule: 'email' }] }
          : { data: { updateStore: { ...settings, ...(v.input as Record<string, unknown>), theme: settings.theme } } },
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Sender name')).toHaveValue('');
    expect(screen.getByLabelText('Reply-to address')).toHaveValue('help@shop.example.com');
    await user.type(screen.getByLabelText('Sender name'), 'Arena Team');
    await user.clear(screen.getByLabelText('Reply-to address'));
    await user.type(screen.getByLabelText('Reply-to address'), 'help');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('mail_reply_to must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply-to address')).toHaveAccessibleDescription(/must be a valid e-mail address/);
    await user.clear(screen.getByLabelText('Reply-to address'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(
      sent(calls, 'SettingsUpdateStore').map((v) => [(v.input as Record<string, unknown>).mailFromName, (v.input as Record<string, unknown>).mailReplyTo]),
    ).toEqual([
      ['Arena Team', 'help'],
      ['Arena Team', null],
    ]);
  });

  it('sets the Discord bot: the token only when typed (write-only), the server id; then shows only its last 4 characters', async () => {
    const { calls } = renderSettings({
      SettingsUpdateStore: (v) => {
        const input = v.input as Record<string, unknown>;
        const token = input.discordBotToken as string | null | undefined;
        return {
          data: {
            updateStore: {
              ...settings,
              discordGuildId: input.discordGuildId ?? null,
              discordBotTokenSet: typeof token === 'string',
              discordBotTokenLast4: typeof token === 'string' ? token.slice(-4) : null,
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/No token is set/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Discord bot token'), 'MTIz.abc.secretXYZ9');
    await user.type(screen.getByLabelText('Discord server id'), '112233445566778899');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent(calls, 'SettingsUpdateStore')[0].input).toMatchObject({ discordBotToken: 'MTIz.abc.secretXYZ9', discordGuildId: '112233445566778899' });
    expect(screen.getByText(/A token is set, ending in XYZ9\./)).toBeInTheDocument();
    // The token is not kept in the form once saved.
    expect(screen.getByLabelText('Discord bot token')).toHaveValue('');

    // Saving again without typing a token does not send one.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent(calls, 'SettingsUpdateStore')).toHaveLength(2));
    expect(sent(calls, 'SettingsUpdateStore')[1].input).not.toHaveProperty('discordBotToken');
    expect(sent(calls, 'SettingsUpdateStore')[1].input).not.toHaveProperty('discordGuildId');
  });

  it('shows the API’s error under the Discord server id', async () => {
    renderSettings({
      SettingsUpdateStore: () => ({
        errors: [{ message: 'discord_guild_id must be a Discord id: 17 to 20 digits', code: 'VALIDATION_FAILED', field: 'discord_guild_id', rule: 'regex' }],
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Discord server id'), 'my-server');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('discord_guild_id must be a Discord id: 17 to 20 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Discord server id')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is in the navigation', async () => {
    const mock = mockClient({ SettingsStore: () => ({ data: { store: settings } }) });
    renderPage(<Layout />, { client: mock.client, path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings'));
  });
});
