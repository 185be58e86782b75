import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CheckboxField, FormErrorSummary } from '../../components/forms';
import { PageHeader, SecretOnce } from '../../components/states';
import { useFormMutation } from '../../lib/mutation';
import { CreateWebhookDocument } from './documents';
import { KNOWN, WebhookFields, scopesOf, type Draft } from './WebhookFields';

/** /webhooks/new: after creating, the signing secret is shown this once. */
export function WebhookCreatePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({ name: '', url: '', scopes: [] });
  const [enabled, setEnabled] = useState(true);
  const [created, setCreated] = useState<{ id: number; name: string; secret: string } | null>(null);
  const { errors, fetching, submit: create } = useFormMutation(CreateWebhookDocument, { keepErrors: true });

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const data = await create({ input: { name: draft.name, url: draft.url, scopes: scopesOf(draft), enabled } });
    if (!data) return;
    const { id, name, secret } = data.createWebhook;
    setCreated({ id, name, secret });
  }

  if (created) {
    return (
      <>
        <PageHeader title={`Webhook “${created.name}” created`} />
        <SecretOnce
          label="Signing secret"
          value={created.secret}
          onDone={() => navigate(`/webhooks/${created.id}`, { state: { notice: `Webhook “${created.name}” created.` } })}
        />
        <p>
          The receiver checks each message’s <code>webhook-signature</code> header with this secret (Standard Webhooks: HMAC-SHA256 over{' '}
          <code>webhook-id.webhook-timestamp.body</code>).
        </p>
        <p className="row">
          <Link to={`/webhooks/${created.id}`}>Open {created.name}</Link>
          <Link to="/webhooks">Back to webhooks</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader title="New webhook" />
      <form className="panel" onSubmit={submit} noValidate aria-label="New webhook">
        <FormErrorSummary errors={errors} known={KNOWN} />
        <WebhookFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} />
        <CheckboxField
          label="Enabled"
          checked={enabled}
          onChange={setEnabled}
          error={errors.fields.enabled}
          hint="Deliver events from now on. Left unchecked: created disabled, enable it later."
        />
        <div className="row">
          <button type="submit" className="primary" disabled={fetching}>
            {fetching ? 'Creating…' : 'Create webhook'}
          </button>
          <Link to="/webhooks">Cancel</Link>
        </div>
      </form>
    </>
  );
}
