import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { useFormMutation } from '../../lib/mutation';
import type { Gateway, PaymentGatewayFieldsFragment } from '../../gql/graphql';
import { PaymentsGatewaysDocument, UpdatePaymentGatewayDocument } from './documents';
import { ReadOnlyUnless } from '../../lib/permissions';

interface CredentialField {
  name: string;
  label: string;
  secret?: boolean;
  options?: { value: string; label: string }[];
  hint?: string;
}

/** Each gateway's credentials, as PUT /v1/app/gateway/{gateway} takes them. */
const CREDENTIALS: Record<Gateway, CredentialField[]> = {
  PIX: [
    { name: 'key', label: 'Pix key' },
    {
      name: 'key_type',
      label: 'Key type',
      options: [
        { value: 'CPF', label: 'CPF' },
        { value: 'CNPJ', label: 'CNPJ' },
        { value: 'EMAIL', label: 'E-mail' },
        { value: 'PHONE', label: 'Phone (+55...)' },
        { value: 'RANDOM', label: 'Random key' },
      ],
    },
    { name: 'merchant_name', label: 'Merchant name', hint: 'Up to 25 letters without accents, as the bank shows it.' },
    { name: 'merchant_city', label: 'Merchant city', hint: 'Up to 15 letters without accents.' },
  ],
  MERCADOPAGO: [
    { name: 'access_token', label: 'Access token', secret: true },
    { name: 'webhook_secret', label: 'Webhook secret', secret: true, hint: "The signature secret of the notification URL in Mercado Pago's panel." },
  ],
  STRIPE: [
    { name: 'secret_key', label: 'Secret key', secret: true },
    { name: 'webhook_secret', label: 'Webhook signing secret', secret: true, hint: 'whsec_..., of the endpoint below.' },
  ],
  PAYPAL: [
    { name: 'client_id', label: 'Client ID' },
    { name: 'client_secret', label: 'Client secret', secret: true },
    { name: 'webhook_id', label: 'Webhook ID', hint: 'The id PayPal shows for the webhook below.' },
  ],
  PICPAY: [
    { name: 'token', label: 'PicPay token', secret: true },
    { name: 'seller_token', label: 'Seller token', secret: true },
  ],
  PAGSEGURO: [{ name: 'token', label: 'PagBank token', secret: true, hint: "The account's token: it also signs PagBank's notifications." }],
  PAGARME: [
    { name: 'secret_key', label: 'Secret key', secret: true, hint: "sk_... (or sk_test_...), from Pagar.me's dashboard." },
    {
      name: 'webhook_token',
      label: 'Webhook token (optional)',
      secret: true,
      hint: "When set, add ?token=<it> to the notification URL you paste into Pagar.me's webhook, which must then carry it.",
    },
  ],
  // No provider: the owner approves these orders by hand.
  OTHER: [],
};

/** /payments: each gateway's settings. Credentials are never shown, only their last 4 characters. */
export function PaymentsPage() {
  const [result, reexecute] = useQuery({ query: PaymentsGatewaysDocument });
  return (
    <>
      <PageHeader title="Payments" />
      <QueryState result={result} retry={reexecute}>
        {({ paymentGateways }) => (
          <>
            {paymentGateways.map((g) => (
              <GatewayForm key={g.gateway} gateway={g} />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}

function GatewayForm({ gateway }: { gateway: PaymentGatewayFieldsFragment }) {
  const [notice, announce] = useNotice();
  const [current, setCurrent] = useState(gateway);
  const [enabled, setEnabled] = useState(gateway.enabled);
  const [name, setName] = useState(gateway.name ?? '');
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const { errors, fetching, submit: update } = useFormMutation(UpdatePaymentGatewayDocument, { keepErrors: true });
  const fields = CREDENTIALS[gateway.gateway];
  const hints = (current.credentials ?? {}) as Record<string, string>;
  const headingId = `gateway-${gateway.gateway}`;
  // A gateway without credentials (OTHER) has no provider to notify us.
  const manual = fields.length === 0;
  const e = errors.fields;

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    // Credentials are sent only when typed (all of them): left empty, the stored ones are kept.
    const typed = Object.values(credentials).some((v) => v.trim() !== '');
    const data = await update({
      gateway: gateway.gateway,
      input: { enabled, name: name.trim() === '' ? null : name, ...(typed ? { credentials } : {}) },
    });
    if (!data) return;
    setCurrent(data.updatePaymentGateway);
    setCredentials({});
    announce(`${data.updatePaymentGateway.display} saved.`);
  }

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{current.display}</h2>
      {notice}
      <dl className="details">
        <dt>Status</dt>
        <dd>
          {current.enabled ? 'Enabled' : 'Disabled'}
          {current.configured ? '' : ', not configured'}
        </dd>
        {manual ? (
          <>
            <dt>Payment</dt>
            <dd>No provider is asked: buyers pay you as you tell them (name it below), and you approve their orders by hand.</dd>
          </>
        ) : (
          <>
            <dt>Notification URL</dt>
            <dd>
              <code>{current.notificationUrl}</code>
            </dd>
          </>
        )}
      </dl>
      <ReadOnlyUnless need="gateways:write">
        <form onSubmit={submit} noValidate aria-label={`${current.display} settings`}>
          <FormErrorSummary errors={errors} known={['enabled', 'name', 'credentials', ...fields.map((f) => `credentials.${f.name}`)]} />
          <CheckboxField label="Buyers may pay with it" checked={enabled} onChange={setEnabled} error={e.enabled} />
          <div className="form-grid">
            <TextField
              label="Name shown to buyers"
              value={name}
              onChange={setName}
              error={e.name}
              hint="Left empty: the gateway's own name."
              autoComplete="off"
            />
            {fields.map((f) =>
              f.options ? (
                <SelectField
                  key={f.name}
                  label={f.label}
                  value={credentials[f.name] ?? ''}
                  onChange={(v) => setCredentials((c) => ({ ...c, [f.name]: v }))}
                  options={f.options}
                  empty={hints[f.name] ? `Keep (…${hints[f.name]})` : 'Choose'}
                  error={e[`credentials.${f.name}`]}
                />
              ) : (
                <TextField
                  key={f.name}
                  label={f.label}
                  type={f.secret ? 'password' : 'text'}
                  value={credentials[f.name] ?? ''}
                  onChange={(v) => setCredentials((c) => ({ ...c, [f.name]: v }))}
                  error={e[`credentials.${f.name}`] ?? (f === fields[0] ? e.credentials : undefined)}
                  hint={[hints[f.name] ? `Stored: …${hints[f.name]}. Left empty: kept.` : null, f.hint].filter(Boolean).join(' ') || undefined}
                  autoComplete="off"
                />
              ),
            )}
          </div>
          <button type="submit" className="primary" disabled={fetching}>
            {fetching ? 'Saving…' : `Save ${current.display}`}
          </button>
        </form>
      </ReadOnlyUnless>
    </section>
  );
}
