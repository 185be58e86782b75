import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, SelectField, TextAreaField, TextField } from '../../components/forms';
import { nested, type FormErrors } from '../../lib/errors';
import { INTERVALS, formatPeriod, periodDays } from '../../lib/period';
import { categoryOptions, useAllCategories } from './categories';
import type { SubscriptionInterval } from '../../gql/graphql';
import { PackageFormOptionsDocument } from './documents';
import {
  licenseKeyLines,
  newCommand,
  newDiscordAction,
  newField,
  type CommandRow,
  type DiscordActionRow,
  type FieldRow,
  type PackageDraft,
} from './packageDraft';
import { useCan } from '../../lib/permissions';

/** The API paths (CreatePackageInput / UpdatePackageInput in snake_case) the form shows; nested paths fall under these. */
const PACKAGE_FIELDS = [
  'name',
  'slug',
  'description',
  'category_id',
  'parent_id',
  'position',
  'enabled',
  'type',
  'price',
  'compare_at_price',
  'expiry_days',
  'subscription',
  'gift_card_value',
  'inventory_amount',
  'per_user_limit',
  'image',
  'icon',
  'commands',
  'discord_actions',
  'fields',
  'variables',
  'email',
  'license_keys',
];

const COMMAND_TYPES = [
  { value: 'PURCHASE', label: 'On purchase (approval)' },
  { value: 'EXPIRE', label: 'On expiry' },
  { value: 'REFUND', label: 'On refund' },
  { value: 'CHARGEBACK', label: 'On chargeback' },
];

const DISCORD_ACTIONS = [
  { value: 'ADD_ROLE', label: 'Give a role' },
  { value: 'REMOVE_ROLE', label: 'Take a role' },
  { value: 'SEND_MESSAGE', label: 'Send a message to a channel' },
];

/** The options, plus the row's own value when it is not one of them (an action saved before they were checked), so it shows as it is. */
const withCurrent = (options: { value: string; label: string }[], value: string) =>
  value === '' || options.some((o) => o.value === value) ? options : [...options, { value, label: `${value} (not valid: choose another)` }];

const FIELD_TYPES = [
  { value: 'TEXT', label: 'Text' },
  { value: 'NUMBER', label: 'Number' },
  { value: 'EMAIL', label: 'E-mail address' },
];

/** Errors of a list row that no input of the row shows (e.g. `commands.0` itself). */
function RowErrors({ errors, shown }: { errors: FormErrors; shown: string[] }) {
  const rest = Object.entries(errors.fields).filter(([k]) => !shown.some((s) => k === s || k.startsWith(`${s}.`)));
  if (!rest.length) return null;
  return (
    <>
      {rest.map(([k, m]) => (
        <p key={k} className="field-error">
          {k ? `${k}: ` : ''}
          {m}
        </p>
      ))}
    </>
  );
}

/** Errors of a whole list (`commands`: too many) or of an item itself (`commands.3`). */
function listErrors(errors: FormErrors, path: string): string[] {
  return Object.entries(errors.fields)
    .filter(([k]) => k === path || new RegExp(`^${path}\\.\\d+$`).test(k))
    .map(([, m]) => m);
}

function FieldErrors({ messages }: { messages: string[] }) {
  return (
    <>
      {messages.map((m) => (
        <p key={m} className="field-error">
          {m}
        </p>
      ))}
    </>
  );
}

export function PackageForm({
  draft,
  setDraft,
  errors,
  dropErrors,
  onSubmit,
  submitting,
  submitLabel,
  actions,
  editing,
}: {
  draft: PackageDraft;
  setDraft(update: (d: PackageDraft) => PackageDraft): void;
  errors: FormErrors;
  /** Forget the errors under a list after its rows change: their indexes no longer match. */
  dropErrors(prefix: string): void;
  onSubmit(): void;
  submitting: boolean;
  submitLabel: string;
  actions?: ReactNode;
  editing: boolean;
}) {
  const all = useAllCategories();
  const can = useCan();
  const readServers = can('game_servers:read');
  const readVariables = can('marketing:read');
  const [options] = useQuery({
    query: PackageFormOptionsDocument,
    variables: { servers: readServers, variables: readVariables },
    pause: !readServers && !readVariables,
  });
  const servers = options.data?.gameServers?.data ?? [];
  const variables = options.data?.variables ?? [];
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const e = errors.fields;
  const change = (patch: Partial<PackageDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // What the API makes the expiry of a subscription package: its period in days (a count left empty is left out: the API's 1).
  const intervalCount = Number(draft.subscriptionIntervalCount.trim() || '1');
  const subscriptionDays = periodDays(draft.subscriptionInterval, intervalCount);

  function submit(ev: FormEvent) {
    ev.preventDefault();
    onSubmit();
  }

  // List editors -----------------------------------------------------------------------------
  function updateRow<K extends 'commands' | 'discordActions' | 'fields'>(list: K, index: number, patch: Partial<PackageDraft[K][number]>) {
    setDraft((d) => ({ ...d, [list]: (d[list] as PackageDraft[K][number][]).map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  }
  function addRow<K extends 'commands' | 'discordActions' | 'fields'>(list: K, row: PackageDraft[K][number], errorPrefix: string, firstInput: string) {
    setDraft((d) => ({ ...d, [list]: [...(d[list] as PackageDraft[K][number][]), row] }));
    dropErrors(errorPrefix);
    setFocusId(`${firstInput}-${row.key}`);
  }
  function removeRow(list: 'commands' | 'discordActions' | 'fields', index: number, errorPrefix: string, addButton: string) {
    setDraft((d) => ({ ...d, [list]: (d[list] as unknown[]).filter((_, i) => i !== index) }));
    dropErrors(errorPrefix);
    setFocusId(addButton);
  }

  const serverOptions = (current: string) => {
    const list = servers.map((s) => ({ value: String(s.id), label: `${s.name} (#${s.id})` }));
    if (current && !list.some((o) => o.value === current)) list.push({ value: current, label: `Game server #${current}` });
    return list;
  };

  const keyLines = licenseKeyLines(draft.licenseKeys);
  const keyErrors = Object.entries(e)
    .filter(([k]) => k === 'license_keys' || k.startsWith('license_keys.'))
    .map(([k, m]) => {
      const index = Number(k.split('.')[1]);
      return Number.isInteger(index) && keyLines[index] ? `Line ${keyLines[index].line}: ${m}` : m;
    });

  const variableErrors = Object.entries(e)
    .filter(([k]) => k === 'variables' || k.startsWith('variables.'))
    .map(([k, m]) => {
      const index = Number(k.split('.')[1]);
      const id = Number.isInteger(index) ? draft.variables[index] : undefined;
      const variable = variables.find((v) => v.id === id);
      return variable ? `${variable.name}: ${m}` : m;
    });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit package' : 'New package'}>
      {all.loaders}
      <FormErrorSummary errors={errors} known={PACKAGE_FIELDS} />

      <fieldset className="panel">
        <legend>
          <h2>Package</h2>
        </legend>
        <div className="form-grid">
          <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} error={e.name} required autoComplete="off" />
          <TextField
            label="Slug"
            value={draft.slug}
            onChange={(slug) => change({ slug })}
            error={e.slug}
            autoComplete="off"
            hint={editing ? 'Used in storefront URLs; it does not follow a new name.' : 'Used in storefront URLs. Left empty: made from the name.'}
          />
          <SelectField
            label="Category"
            value={draft.categoryId}
            onChange={(categoryId) => change({ categoryId })}
            options={categoryOptions(all.categories)}
            empty={all.categories ? 'Choose a category' : 'Loading categories…'}
            error={e.category_id}
            required
          />
          <SelectField
            label="Type"
            value={draft.type}
            onChange={(type) => change({ type })}
            options={[
              { value: 'SINGLE', label: 'Single (one unit per order)' },
              { value: 'MULTIPLE', label: 'Multiple (several units per order)' },
            ]}
            error={e.type}
          />
          <TextField
            label="Position"
            type="number"
            inputMode="numeric"
            value={draft.position}
            onChange={(position) => change({ position })}
            error={e.position}
            hint={editing ? 'Order within its category, ascending.' : 'Order within its category. Left empty: at the end.'}
          />
          <TextField
            label="Variation of (package id)"
            type="number"
            inputMode="numeric"
            value={draft.parentId}
            onChange={(parentId) => change({ parentId })}
            error={e.parent_id}
            hint="The id of the package this one is a variation of. Left empty: not a variation."
            min={1}
          />
        </div>
        <TextAreaField label="Description" value={draft.description} onChange={(description) => change({ description })} error={e.description} rows={4} />
        <CheckboxField
          label="For sale (enabled)"
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
          error={e.enabled}
          hint="When off, checkout refuses it and the storefront does not list it."
        />
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Price and stock</h2>
        </legend>
        <div className="form-grid">
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={draft.price}
            onChange={(price) => change({ price })}
            error={e.price}
            required
          />
          <TextField
            label="Compare-at price"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={draft.compareAtPrice}
            onChange={(compareAtPrice) => change({ compareAtPrice })}
            error={e.compare_at_price}
            hint="Shown struck through on the storefront. Left empty: none."
          />
          <TextField
            label="Stock (units)"
            type="number"
            inputMode="numeric"
            value={draft.inventoryAmount}
            onChange={(inventoryAmount) => change({ inventoryAmount })}
            error={e.inventory_amount}
            hint="Left empty: unlimited."
          />
          <TextField
            label="Expires after (days)"
            type="number"
            inputMode="numeric"
            // A subscription's expiry follows its period (the API derives it): shown, not sent.
            value={draft.subscription ? (subscriptionDays ?? '') : draft.expiryDays}
            onChange={(expiryDays) => change({ expiryDays })}
            disabled={draft.subscription}
            error={e.expiry_days}
            hint={
              draft.subscription
                ? 'Follows the subscription’s period (see Subscription below).'
                : 'When the expiry commands fall due. Left empty: never expires.'
            }
          />
        </div>
        <CheckboxField
          label="One per buyer"
          checked={draft.perUserLimit}
          onChange={(perUserLimit) => change({ perUserLimit })}
          error={e.per_user_limit}
          hint="A buyer may hold it in only one pending or approved order, one unit."
        />
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Subscription</h2>
        </legend>
        <CheckboxField
          label="Sold as a subscription"
          checked={draft.subscription}
          onChange={(subscription) => change({ subscription })}
          error={e.subscription}
          hint="Charged again every period through Stripe or Mercado Pago until canceled. Its cart holds it alone, one unit, without a coupon."
        />
        {draft.subscription ? (
          <>
            <div className="form-grid">
              <SelectField
                label="Charged every (interval)"
                value={draft.subscriptionInterval}
                onChange={(subscriptionInterval) => change({ subscriptionInterval })}
                options={INTERVALS}
                error={e['subscription.interval']}
              />
              <TextField
                label="Number of intervals"
                type="number"
                inputMode="numeric"
                min={1}
                value={draft.subscriptionIntervalCount}
                onChange={(subscriptionIntervalCount) => change({ subscriptionIntervalCount })}
                error={e['subscription.interval_count']}
                hint="At most 365 days, 52 weeks, 12 months or 1 year."
              />
            </div>
            <p className="hint" aria-live="polite">
              {subscriptionDays === null
                ? 'Expires after: the period’s days, once the period is valid.'
                : `Charged every ${formatPeriod(draft.subscriptionInterval as SubscriptionInterval, intervalCount)}; expires after ${subscriptionDays} ${subscriptionDays === 1 ? 'day' : 'days'} unless renewed (a month counts 30 days, a year 365, at most 365).`}
            </p>
          </>
        ) : null}
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Gift card</h2>
        </legend>
        <CheckboxField
          label="Sells a gift card"
          checked={draft.giftCard}
          onChange={(giftCard) => change({ giftCard })}
          hint="Each unit bought issues a gift card of the value below; its code is e-mailed to the buyer when the order is approved. Not with a subscription."
        />
        {draft.giftCard ? (
          <TextField
            label="Gift card value"
            inputMode="decimal"
            value={draft.giftCardValue}
            onChange={(giftCardValue) => change({ giftCardValue })}
            error={e.gift_card_value}
            hint="What each card holds, in the store’s currency: 0.01 to 100,000. The package’s price is what the buyer pays for it."
          />
        ) : e.gift_card_value ? (
          <p className="field-error">{e.gift_card_value}</p>
        ) : null}
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Images</h2>
        </legend>
        <div className="form-grid">
          <TextField label="Image URL" type="url" value={draft.image} onChange={(image) => change({ image })} error={e.image} />
          <TextField label="Icon URL" type="url" value={draft.icon} onChange={(icon) => change({ icon })} error={e.icon} hint="Only for variations." />
        </div>
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Game-server commands</h2>
        </legend>
        <p className="hint">
          Placeholders: {'{client_identifier}'}, {'{client_name}'}, {'{client_email}'}, {'{client_discord}'}, {'{order_id}'}, {'{internal_id}'},{' '}
          {'{package_name}'}, {'{quantity}'} and {'{<variable name>}'}.
        </p>
        <FieldErrors messages={listErrors(errors, 'commands')} />
        {draft.commands.length === 0 ? <p className="empty">No commands.</p> : null}
        {draft.commands.map((c, i) => (
          <CommandEditor
            key={c.key}
            row={c}
            n={i + 1}
            errors={nested(errors, `commands.${i}.`)}
            serverOptions={serverOptions(c.gameServerId)}
            change={(patch) => updateRow('commands', i, patch)}
            remove={() => removeRow('commands', i, 'commands', 'add-command')}
          />
        ))}
        <button type="button" id="add-command" onClick={() => addRow('commands', newCommand(), 'commands', 'command')}>
          Add command
        </button>
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Discord actions</h2>
        </legend>
        <p className="hint">
          Run by the store’s Discord bot (Settings: bot token and server) for the buyer’s Discord user id: a role needs its id, a message a channel id and its
          text (the placeholders of commands). On expiry, refund and chargeback the roles given are taken back. Each run shows on the order.
        </p>
        <FieldErrors messages={listErrors(errors, 'discord_actions')} />
        {draft.discordActions.length === 0 ? <p className="empty">No Discord actions.</p> : null}
        {draft.discordActions.map((a, i) => (
          <DiscordActionEditor
            key={a.key}
            row={a}
            n={i + 1}
            errors={nested(errors, `discord_actions.${i}.`)}
            change={(patch) => updateRow('discordActions', i, patch)}
            remove={() => removeRow('discordActions', i, 'discord_actions', 'add-discord-action')}
          />
        ))}
        <button type="button" id="add-discord-action" onClick={() => addRow('discordActions', newDiscordAction(), 'discord_actions', 'discord-type')}>
          Add Discord action
        </button>
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Checkout fields</h2>
        </legend>
        <p className="hint">Custom inputs the buyer fills at checkout.</p>
        <FieldErrors messages={listErrors(errors, 'fields')} />
        {draft.fields.length === 0 ? <p className="empty">No checkout fields.</p> : null}
        {draft.fields.map((f, i) => (
          <FieldEditor
            key={f.key}
            row={f}
            n={i + 1}
            errors={nested(errors, `fields.${i}.`)}
            change={(patch) => updateRow('fields', i, patch)}
            remove={() => removeRow('fields', i, 'fields', 'add-field')}
          />
        ))}
        <button type="button" id="add-field" onClick={() => addRow('fields', newField(), 'fields', 'field-name')}>
          Add checkout field
        </button>
      </fieldset>

      <fieldset className="panel" aria-describedby="variables-hint">
        <legend>
          <h2>Variables asked at checkout</h2>
        </legend>
        <p className="hint" id="variables-hint">
          The store’s variables the buyer must give a value for; commands use them as {'{name}'}.
        </p>
        {options.error && !options.data ? <p className="field-error">Could not load the store’s variables and game servers.</p> : null}
        {readVariables ? null : <p className="hint">Your role cannot read the store’s variables (needs marketing:read).</p>}
        {options.data?.variables && variables.length === 0 ? <p className="empty">The store has no variables.</p> : null}
        {variables.map((v) => (
          <CheckboxField
            key={v.id}
            label={v.name}
            hint={v.description ?? undefined}
            checked={draft.variables.includes(v.id)}
            onChange={(on) => {
              setDraft((d) => ({ ...d, variables: on ? [...d.variables, v.id] : d.variables.filter((id) => id !== v.id) }));
              dropErrors('variables');
            }}
          />
        ))}
        {draft.variables
          .filter((id) => options.data?.variables && !variables.some((v) => v.id === id))
          .map((id) => (
            <p key={id} className="hint">
              Variable #{id} (no longer in the store)
            </p>
          ))}
        <FieldErrors messages={variableErrors} />
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Purchase e-mail</h2>
        </legend>
        <p className="hint">On approval its content becomes a delivery. Leave both empty for none.</p>
        <FieldErrors messages={listErrors(errors, 'email')} />
        <TextField label="E-mail subject" value={draft.emailTitle} onChange={(emailTitle) => change({ emailTitle })} error={e['email.title']} />
        <TextAreaField
          label="E-mail content (HTML)"
          value={draft.emailContent}
          onChange={(emailContent) => change({ emailContent })}
          error={e['email.content']}
          rows={5}
        />
      </fieldset>

      <fieldset className="panel">
        <legend>
          <h2>Key delivery</h2>
        </legend>
        <TextAreaField
          label="License keys"
          value={draft.licenseKeys}
          onChange={(licenseKeys) => {
            change({ licenseKeys });
          }}
          error={keyErrors.length ? keyErrors.join(' ') : undefined}
          rows={5}
          spellCheck={false}
          hint={
            editing
              ? 'The unused keys, one per line; saving replaces them with these. Approval delivers one per unit; every key, delivered ones too, is listed below, where keys can also be added on their own.'
              : 'One key per line. Approval delivers one per unit, never the same key twice.'
          }
        />
      </fieldset>

      <div className="row">
        <button type="submit" className="primary" disabled={submitting}>
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}

function CommandEditor({
  row,
  n,
  errors,
  serverOptions,
  change,
  remove,
}: {
  row: CommandRow;
  n: number;
  errors: FormErrors;
  serverOptions: { value: string; label: string }[];
  change(patch: Partial<CommandRow>): void;
  remove(): void;
}) {
  const e = errors.fields;
  return (
    <div className="list-row" role="group" aria-labelledby={`command-title-${row.key}`}>
      <h3 id={`command-title-${row.key}`}>Command {n}</h3>
      <TextAreaField
        id={`command-${row.key}`}
        label={`Command ${n} text`}
        value={row.command}
        onChange={(command) => change({ command })}
        error={e.command}
        rows={2}
        spellCheck={false}
      />
      <div className="form-grid">
        <SelectField label={`Command ${n} type`} value={row.type} onChange={(type) => change({ type })} options={COMMAND_TYPES} error={e.type} />
        <SelectField
          label={`Command ${n} game server`}
          value={row.gameServerId}
          onChange={(gameServerId) => change({ gameServerId })}
          options={serverOptions}
          empty="Any game server"
          error={e.game_server_id}
        />
        <TextField
          label={`Command ${n} delay (minutes)`}
          type="number"
          inputMode="numeric"
          value={row.schedule}
          onChange={(schedule) => change({ schedule })}
          error={e.schedule}
        />
      </div>
      <CheckboxField
        label={`Command ${n} runs while the player is offline`}
        checked={row.offlineExecute}
        onChange={(offlineExecute) => change({ offlineExecute })}
        error={e.offline_execute}
      />
      <CheckboxField
        label={`Command ${n} stays on the first server that polls it`}
        checked={row.executeOnce}
        onChange={(executeOnce) => change({ executeOnce })}
        error={e.execute_once}
        hint="Only matters with “Any game server”."
      />
      <RowErrors errors={errors} shown={['command', 'type', 'game_server_id', 'schedule', 'offline_execute', 'execute_once']} />
      <p>
        <button type="button" className="danger" onClick={remove}>
          Remove command {n}
        </button>
      </p>
    </div>
  );
}

function DiscordActionEditor({
  row,
  n,
  errors,
  change,
  remove,
}: {
  row: DiscordActionRow;
  n: number;
  errors: FormErrors;
  change(patch: Partial<DiscordActionRow>): void;
  remove(): void;
}) {
  const e = errors.fields;
  return (
    <div className="list-row" role="group" aria-labelledby={`discord-title-${row.key}`}>
      <h3 id={`discord-title-${row.key}`}>Discord action {n}</h3>
      <div className="form-grid">
        <SelectField
          id={`discord-type-${row.key}`}
          label={`Discord action ${n} runs`}
          value={row.type}
          onChange={(type) => change({ type })}
          options={withCurrent(COMMAND_TYPES, row.type)}
          error={e.type}
        />
        <SelectField
          label={`Discord action ${n} action`}
          value={row.action}
          onChange={(action) => change({ action })}
          options={withCurrent(DISCORD_ACTIONS, row.action)}
          error={e.action}
        />
        <TextField label={`Discord action ${n} role id`} value={row.roleId} onChange={(roleId) => change({ roleId })} error={e['parameters.role_id']} />
        <TextField
          label={`Discord action ${n} channel id`}
          value={row.channelId}
          onChange={(channelId) => change({ channelId })}
          error={e['parameters.channel_id']}
        />
      </div>
      <TextAreaField
        label={`Discord action ${n} message`}
        value={row.message}
        onChange={(message) => change({ message })}
        error={e['parameters.message']}
        rows={2}
      />
      <RowErrors errors={errors} shown={['type', 'action', 'parameters.role_id', 'parameters.channel_id', 'parameters.message']} />
      <p>
        <button type="button" className="danger" onClick={remove}>
          Remove Discord action {n}
        </button>
      </p>
    </div>
  );
}

function FieldEditor({
  row,
  n,
  errors,
  change,
  remove,
}: {
  row: FieldRow;
  n: number;
  errors: FormErrors;
  change(patch: Partial<FieldRow>): void;
  remove(): void;
}) {
  const e = errors.fields;
  return (
    <div className="list-row" role="group" aria-labelledby={`field-title-${row.key}`}>
      <h3 id={`field-title-${row.key}`}>Checkout field {n}</h3>
      <div className="form-grid">
        <TextField id={`field-name-${row.key}`} label={`Checkout field ${n} label`} value={row.name} onChange={(name) => change({ name })} error={e.name} />
        <SelectField label={`Checkout field ${n} type`} value={row.type} onChange={(type) => change({ type })} options={FIELD_TYPES} error={e.type} />
      </div>
      <TextField label={`Checkout field ${n} help text`} value={row.description} onChange={(description) => change({ description })} error={e.description} />
      <CheckboxField label={`Checkout field ${n} is required`} checked={row.required} onChange={(required) => change({ required })} error={e.required} />
      <RowErrors errors={errors} shown={['name', 'type', 'description', 'required']} />
      <p>
        <button type="button" className="danger" onClick={remove}>
          Remove checkout field {n}
        </button>
      </p>
    </div>
  );
}
