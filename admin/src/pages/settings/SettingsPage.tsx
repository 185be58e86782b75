import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import type { FormErrors } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { DiscordMode, SettingsFieldsFragment } from '../../gql/graphql';
import { SettingsStoreDocument, UpdateStoreDocument } from './documents';
import { ReadOnlyUnless } from '../../lib/permissions';
import { BUYER_SIGN_IN_FIELDS, BuyerSignInFields, buyerSignInDraft, buyerSignInInput, type BuyerSignInDraft } from './BuyerSignInFields';

/** The API paths the form shows (UpdateStoreInput, snake_case); `theme` covers theme.primary_color and the rest. */
const KNOWN = [
  'name',
  'locale',
  'theme',
  'require_document',
  'require_phone',
  'discord_mode',
  'return_url',
  'cancel_url',
  'mail_from_name',
  'mail_reply_to',
  'discord_bot_token',
  'discord_guild_id',
  'ban_on_chargeback',
  ...BUYER_SIGN_IN_FIELDS,
];

const DISCORD_MODES = [
  { value: 'DISABLED', label: 'Not asked' },
  { value: 'OPTIONAL', label: 'Optional' },
  { value: 'REQUIRED', label: 'Required at checkout' },
];

/** Where payment pages send the buyer back to: two URLs of the same kind. */
const PAYMENT_PAGE_URLS = [
  { key: 'returnUrl', label: 'Return URL', field: 'return_url', hint: 'Where a payment page sends the buyer after paying.' },
  { key: 'cancelUrl', label: 'Cancel URL', field: 'cancel_url', hint: 'Where a payment page sends a buyer who gives up.' },
] as const;

interface Draft extends BuyerSignInDraft {
  name: string;
  locale: string;
  primaryColor: string;
  logo: string;
  banner: string;
  requireDocument: boolean;
  requirePhone: boolean;
  discordMode: string;
  returnUrl: string;
  cancelUrl: string;
  mailFromName: string;
  mailReplyTo: string;
  discordGuildId: string;
  /** A new bot token; empty keeps the one set (the API never gives it back). */
  discordBotToken: string;
  removeBotToken: boolean;
  banOnChargeback: boolean;
}

const draftOf = (s: SettingsFieldsFragment): Draft => ({
  name: s.name,
  locale: s.locale,
  primaryColor: s.theme.primaryColor ?? '',
  logo: s.theme.logo ?? '',
  banner: s.theme.banner ?? '',
  requireDocument: s.requireDocument,
  requirePhone: s.requirePhone,
  discordMode: s.discordMode,
  returnUrl: s.returnUrl ?? '',
  cancelUrl: s.cancelUrl ?? '',
  mailFromName: s.mailFromName ?? '',
  mailReplyTo: s.mailReplyTo ?? '',
  discordGuildId: s.discordGuildId ?? '',
  discordBotToken: '',
  removeBotToken: false,
  banOnChargeback: s.banOnChargeback,
  ...buyerSignInDraft(s),
});

/** An emptied input clears the setting. */
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** /settings: the store's name, locale and storefront settings; domain, currency and time zone are shown, fixed. */
export function SettingsPage() {
  const [result, reexecute] = useQuery({ query: SettingsStoreDocument });
  return (
    <>
      <PageHeader title="Settings" />
      <QueryState result={result} retry={reexecute}>
        {({ store }) => <SettingsForm key={store.id} store={store} />}
      </QueryState>
    </>
  );
}

function SettingsForm({ store }: { store: SettingsFieldsFragment }) {
  const [notice, announce] = useNotice();
  const [current, setCurrent] = useState(store);
  const [draft, setDraft] = useState<Draft>(() => draftOf(store));
  const { errors, fetching, submit: update } = useFormMutation(UpdateStoreDocument, { keepErrors: true });
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const data = await update({
      input: {
        name: draft.name,
        locale: draft.locale,
        theme: { primaryColor: orNull(draft.primaryColor), logo: orNull(draft.logo), banner: orNull(draft.banner) },
        requireDocument: draft.requireDocument,
        requirePhone: draft.requirePhone,
        discordMode: draft.discordMode as DiscordMode,
        returnUrl: orNull(draft.returnUrl),
        cancelUrl: orNull(draft.cancelUrl),
        mailFromName: orNull(draft.mailFromName),
        mailReplyTo: orNull(draft.mailReplyTo),
        ...(draft.banOnChargeback !== current.banOnChargeback ? { banOnChargeback: draft.banOnChargeback } : {}),
        // The Discord bot only when changed: the token is write-only, and an empty input keeps it.
        ...(draft.discordGuildId !== (current.discordGuildId ?? '') ? { discordGuildId: orNull(draft.discordGuildId) } : {}),
        ...(draft.discordBotToken.trim() !== '' ? { discordBotToken: draft.discordBotToken } : draft.removeBotToken ? { discordBotToken: null } : {}),
        ...buyerSignInInput(draft, current),
      },
    });
    if (!data) return;
    setCurrent(data.updateStore);
    setDraft(draftOf(data.updateStore));
    announce('Settings saved.');
  }

  return (
    <>
      {notice}
      <section className="panel" aria-labelledby="settings-fixed-heading">
        <h2 id="settings-fixed-heading">Fixed when the store was created</h2>
        <dl className="details">
          <dt>Domain</dt>
          <dd>{current.domain}</dd>
          <dt>Currency</dt>
          <dd>{current.currency}</dd>
          <dt>Time zone</dt>
          <dd>{current.timezone}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(current.updatedAt)}</dd>
        </dl>
      </section>
      <ReadOnlyUnless need="settings:write">
        <form className="panel" onSubmit={submit} noValidate aria-label="Store settings">
          <FormErrorSummary errors={errors} known={KNOWN} />
          <SettingsFields draft={draft} change={change} errors={errors} current={current} />
          <button type="submit" className="primary" disabled={fetching}>
            {fetching ? 'Saving…' : 'Save settings'}
          </button>
        </form>
      </ReadOnlyUnless>
    </>
  );
}

function SettingsFields({
  draft,
  change,
  errors,
  current,
}: {
  draft: Draft;
  change(patch: Partial<Draft>): void;
  errors: FormErrors;
  current: SettingsFieldsFragment;
}) {
  const e = errors.fields;
  return (
    <>
      <h2>Store</h2>
      <div className="form-grid">
        <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} error={e.name} required autoComplete="off" />
        <TextField
          label="Locale"
          value={draft.locale}
          onChange={(locale) => change({ locale })}
          error={e.locale}
          hint="The language and number format of display texts, e.g. pt-BR or en-US."
          autoComplete="off"
        />
      </div>
      <h2>Storefront theme</h2>
      <div className="form-grid">
        <TextField
          label="Primary colour"
          value={draft.primaryColor}
          onChange={(primaryColor) => change({ primaryColor })}
          error={e['theme.primary_color']}
          hint="As #rrggbb. Left empty: storefronts keep their own."
          autoComplete="off"
        />
        <TextField label="Logo URL" type="url" value={draft.logo} onChange={(logo) => change({ logo })} error={e['theme.logo']} />
        <TextField label="Banner URL" type="url" value={draft.banner} onChange={(banner) => change({ banner })} error={e['theme.banner']} />
      </div>
      <h2>Checkout</h2>
      <CheckboxField
        label="Buyers must give a document number"
        checked={draft.requireDocument}
        onChange={(requireDocument) => change({ requireDocument })}
        error={e.require_document}
      />
      <CheckboxField
        label="Buyers must give a phone number"
        checked={draft.requirePhone}
        onChange={(requirePhone) => change({ requirePhone })}
        error={e.require_phone}
      />
      <CheckboxField
        label="Ban a buyer who charges back"
        checked={draft.banOnChargeback}
        onChange={(banOnChargeback) => change({ banOnChargeback })}
        error={e.ban_on_chargeback}
        hint="A chargeback puts the order’s e-mail, client identifier and Discord id on the ban list: their next checkouts are refused."
      />
      <div className="form-grid">
        <SelectField
          label="Discord user"
          value={draft.discordMode}
          onChange={(discordMode) => change({ discordMode })}
          options={DISCORD_MODES}
          error={e.discord_mode}
          hint="Required: checkout refuses an order without one."
        />
        {PAYMENT_PAGE_URLS.map(({ key, label, field, hint }) => (
          <TextField key={key} label={label} type="url" value={draft[key]} onChange={(v) => change({ [key]: v })} error={e[field]} hint={hint} />
        ))}
      </div>
      <h2>E-mail to buyers</h2>
      <div className="form-grid">
        <TextField
          label="Sender name"
          value={draft.mailFromName}
          onChange={(mailFromName) => change({ mailFromName })}
          error={e.mail_from_name}
          hint="The name buyers see the order e-mails come from. Left empty: the store's name."
          autoComplete="off"
        />
        <TextField
          label="Reply-to address"
          type="email"
          value={draft.mailReplyTo}
          onChange={(mailReplyTo) => change({ mailReplyTo })}
          error={e.mail_reply_to}
          hint="Where buyers' replies go. Left empty: no reply-to."
          autoComplete="off"
        />
      </div>
      <BuyerSignInFields draft={draft} change={change} errors={errors} current={current} />
      <h2>Discord bot</h2>
      <p className="hint">
        Runs the packages’ Discord actions: gives and takes roles in the server, posts messages. It needs Manage Roles (above the roles it gives) and Send
        Messages.{' '}
        {current.discordBotTokenSet ? `A token is set, ending in ${current.discordBotTokenLast4 ?? '…'}.` : 'No token is set: Discord actions are skipped.'}
      </p>
      <div className="form-grid">
        <TextField
          label="Discord bot token"
          type="password"
          value={draft.discordBotToken}
          onChange={(discordBotToken) => change({ discordBotToken })}
          error={e.discord_bot_token}
          hint={
            current.discordBotTokenSet
              ? 'Left empty: the token set is kept. It is never shown again.'
              : 'From the Developer Portal (Bot, Reset Token). It is never shown again.'
          }
          autoComplete="off"
        />
        <TextField
          label="Discord server id"
          value={draft.discordGuildId}
          onChange={(discordGuildId) => change({ discordGuildId })}
          error={e.discord_guild_id}
          hint="The server (guild) the roles are in: 17 to 20 digits."
          autoComplete="off"
        />
      </div>
      {current.discordBotTokenSet ? (
        <CheckboxField label="Remove the bot token" checked={draft.removeBotToken} onChange={(removeBotToken) => change({ removeBotToken })} />
      ) : null}
    </>
  );
}
