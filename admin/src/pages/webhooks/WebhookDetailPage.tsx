import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, SecretOnce, useNotice } from '../../components/states';
import { errorCode } from '../../lib/errors';
import { useErrorsState, useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { WebhookOneQuery } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { DeleteWebhookDocument, RotateWebhookSecretDocument, TestWebhookDocument, UpdateWebhookDocument, WebhookDocument } from './documents';
import { DeliveryLog } from './DeliveryLog';
import { useHandedNotice } from '../../lib/notice';
import { outcome } from './outcome';
import { WebhookStatus } from './status';
import { KNOWN, WebhookFields, scopesOf, type Draft } from './WebhookFields';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';

/** /webhooks/:id: the webhook, its actions (test, enable/disable, rotate secret, delete), its edit form and its delivery log. */
export function WebhookDetailPage() {
  const id = Number(useParams().id);
  const [result, reexecute] = useQuery({ query: WebhookDocument, variables: { id }, pause: !Number.isInteger(id) });
  if (!Number.isInteger(id) || errorCode(result.error) === 'NOT_FOUND') return <NotFound />;
  return (
    <QueryState result={result} retry={reexecute}>
      {({ webhook }) => <WebhookDetail key={webhook.id} webhook={webhook} />}
    </QueryState>
  );
}

type Webhook = WebhookOneQuery['webhook'];

function WebhookDetail({ webhook }: { webhook: Webhook }) {
  const navigate = useNavigate();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const [draft, setDraft] = useState<Draft>({ name: webhook.name, url: webhook.url, scopes: [...webhook.scopes] });
  const [secret, setSecret] = useState<string | null>(null);
  // Keyboard focus follows the secret: onto its Copy button when it appears, back to the section when it is put away.
  const secretArea = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (secret) secretArea.current?.querySelector<HTMLElement>('.secret-once button')?.focus();
    else if (shown.current) secretArea.current?.querySelector<HTMLElement>('h2')?.focus();
    shown.current = !!secret;
  }, [secret]);
  // Bumped after a test message, so the delivery log reloads and shows it.
  const [logVersion, setLogVersion] = useState(0);
  const { errors, fetching: saving, submit: update } = useFormMutation(UpdateWebhookDocument, { keepErrors: true });
  // The action buttons share one error list, in the actions section.
  const actions = useErrorsState();
  const { errors: actionErrors } = actions;
  const { fetching: toggling, submit: toggle } = useFormMutation(UpdateWebhookDocument, { errors: actions });
  const { fetching: rotating, submit: rotate } = useFormMutation(RotateWebhookSecretDocument, { errors: actions });
  const { fetching: testing, submit: test } = useFormMutation(TestWebhookDocument, { errors: actions });
  const { fetching: deleting, submit: remove } = useFormMutation(DeleteWebhookDocument, { errors: actions });

  async function save(ev: FormEvent) {
    ev.preventDefault();
    const data = await update({ id: webhook.id, input: { name: draft.name, url: draft.url, scopes: scopesOf(draft) } });
    if (!data) return;
    const saved = data.updateWebhook;
    setDraft({ name: saved.name, url: saved.url, scopes: [...saved.scopes] });
    announce('Saved.');
  }

  async function setEnabled(enabled: boolean) {
    if (!(await toggle({ id: webhook.id, input: { enabled } }))) return;
    announce(enabled ? 'Webhook enabled: new events are delivered.' : 'Webhook disabled: no new events are delivered.');
  }

  async function rotateSecret() {
    const data = await rotate({ id: webhook.id });
    if (!data) return;
    setSecret(data.rotateWebhookSecret.secret);
    announce('Secret rotated: the old secret no longer signs. Copy the new one now.');
  }

  async function sendTest() {
    const data = await test({ id: webhook.id });
    if (!data) return;
    const log = data.testWebhook;
    announce(`Test message sent (${log.event}): ${outcome(log)}.`, log.success ? 'ok' : 'bad');
    setLogVersion((v) => v + 1);
  }

  async function deleteWebhook() {
    const data = await remove({ id: webhook.id }, { additionalTypenames: ['Webhook', 'WebhookLog'] });
    if (!data?.deleteWebhook) return;
    navigate('/webhooks', { state: { notice: `Webhook “${webhook.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={`Webhook: ${webhook.name}`}>
        <Link to="/webhooks">All webhooks</Link>
      </PageHeader>
      {notice}
      <div className="panel">
        <dl className="details">
          <dt>URL</dt>
          <dd className="wh-url">{webhook.url}</dd>
          <dt>Events</dt>
          <dd>
            {webhook.scopes.map((s, i) => (
              <span key={s}>
                {i ? ', ' : ''}
                <code>{s}</code>
              </span>
            ))}
          </dd>
          <dt>Status</dt>
          <dd>
            <WebhookStatus enabled={webhook.enabled} disabledReason={webhook.disabledReason} />
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(webhook.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(webhook.updatedAt)}</dd>
        </dl>
      </div>

      <IfAllowed need="webhooks:write">
        <section className="panel" aria-labelledby="wh-actions-heading" ref={secretArea}>
          <h2 id="wh-actions-heading" tabIndex={-1}>
            Actions
          </h2>
          <FormErrorSummary errors={actionErrors} known={[]} />
          {secret ? <SecretOnce label="New signing secret" value={secret} onDone={() => setSecret(null)} /> : null}
          <div className="wh-actions">
            <button type="button" onClick={() => void sendTest()} disabled={testing} aria-describedby="wh-test-hint">
              Send test message
            </button>
            <button type="button" onClick={() => void setEnabled(!webhook.enabled)} disabled={toggling}>
              {webhook.enabled ? 'Disable webhook' : 'Enable webhook'}
            </button>
            {secret ? null : (
              <ConfirmButton label="Rotate secret" confirmLabel="Yes, rotate secret" onConfirm={() => void rotateSecret()} disabled={rotating} />
            )}
            <ConfirmButton label="Delete webhook" onConfirm={() => void deleteWebhook()} disabled={deleting} />
          </div>
          <p className="hint" id="wh-test-hint">
            {testing
              ? 'Sending the test message…'
              : 'A test message carries the first event and the latest order, marked test: true, and appears in the delivery log.'}
          </p>
          <p className="hint">Rotating the secret makes a new one at once: the old one no longer signs, so the receiver needs the new one.</p>
        </section>
      </IfAllowed>

      <DeliveryLog webhookId={webhook.id} version={logVersion} />

      <ReadOnlyUnless need="webhooks:write">
        <form className="panel" onSubmit={save} noValidate aria-labelledby="wh-edit-heading">
          <h2 id="wh-edit-heading">Edit</h2>
          <FormErrorSummary errors={errors} known={KNOWN} />
          <WebhookFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} />
          <button type="submit" className="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </form>
      </ReadOnlyUnless>
    </>
  );
}
