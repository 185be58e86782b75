import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PermissionPicker, usePermissionVocabulary } from '../../components/PermissionPicker';
import { ConfirmButton, Loading, PageHeader, QueryState, SecretOnce, TableWrap, useNotice } from '../../components/states';
import type { ApiKeysListQuery } from '../../gql/graphql';
import { fieldUnder } from '../../lib/errors';
import { formatDateTime, localToIso } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useViewer } from '../../lib/permissions';
import { useListParams } from '../../lib/url';
import { ApiKeysListDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from './documents';
import '../access.css';

type ApiKeyRow = ApiKeysListQuery['apiKeys']['data'][number];

const CONTEXT = { additionalTypenames: ['ApiKeyInfo'] };

/** /api-keys: the store's keys (live first) with what each may do, a new key (its secret shown once), revoke. */
export function ApiKeysPage() {
  const { page, setPage } = useListParams([] as const);
  const context = useMemo(() => CONTEXT, []);
  const [result, reexecute] = useQuery({ query: ApiKeysListDocument, variables: { page }, context });
  const [notice, announce] = useNotice();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <div className="access-page">
      <PageHeader title="API keys">
        {creating || created ? null : (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            New API key
          </button>
        )}
      </PageHeader>
      {notice}
      {created ? (
        <>
          <p className="form-errors" role="alert">
            Copy the key “{created.name}” now and keep it somewhere safe: it is shown only this once, and anyone who has it can act on the store within its
            permissions.
          </p>
          <SecretOnce label="API key secret" value={created.secret} onDone={() => setCreated(null)} />
        </>
      ) : null}
      {creating ? (
        <CreateKeyForm
          onCancel={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
            announce(`API key ${key.name} created.`);
          }}
        />
      ) : null}
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ apiKeys }) =>
          apiKeys.data.length === 0 ? (
            <p className="empty">No API keys.</p>
          ) : (
            <>
              <TableWrap label="API keys">
                <table aria-label="API keys, live first">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Prefix</th>
                      <th scope="col">Permissions</th>
                      <th scope="col">Expires</th>
                      <th scope="col">Last used</th>
                      <th scope="col">Status</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {apiKeys.data.map((k) => (
                      <KeyRow key={k.id} apiKey={k} announce={announce} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination meta={apiKeys.meta} onPage={setPage} label="API key pages" />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function keyStatus(k: ApiKeyRow): { label: string; tone: string } {
  if (k.revokedAt) return { label: `Revoked ${formatDateTime(k.revokedAt)}`, tone: 'bad' };
  if (k.expiresAt && new Date(k.expiresAt).getTime() <= Date.now()) return { label: 'Expired', tone: 'bad' };
  return { label: 'Live', tone: 'ok' };
}

function KeyRow({ apiKey: k, announce }: { apiKey: ApiKeyRow; announce(m: string): void }) {
  const { errors, fetching, submit } = useFormMutation(RevokeApiKeyDocument);
  const status = keyStatus(k);
  async function revoke() {
    if (await submit({ id: k.id }, CONTEXT)) announce(`API key ${k.name} revoked: it is refused from now on.`);
  }
  return (
    <tr>
      <td>
        <strong>{k.name}</strong>
        <br />
        <small className="hint">created {formatDateTime(k.createdAt)}</small>
      </td>
      <td>
        <code>{k.prefix}…</code>
      </td>
      <td>
        {k.fullAccess ? (
          <span className="badge warn">Full access</span>
        ) : (
          <span className="permission-list">
            {k.permissions.map((p) => (
              <code key={p}>{p}</code>
            ))}
          </span>
        )}
      </td>
      <td className="nowrap">{k.expiresAt ? formatDateTime(k.expiresAt) : <span className="hint">never</span>}</td>
      <td className="nowrap">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : <span className="hint">never</span>}</td>
      <td>
        <span className={`badge ${status.tone}`}>{status.label}</span>
      </td>
      <td>
        <FormErrorSummary errors={errors} />
        {k.revokedAt ? null : (
          <ConfirmButton label="Revoke" name={`Revoke ${k.name}`} confirmLabel={`Yes, revoke ${k.name}`} onConfirm={() => void revoke()} disabled={fetching} />
        )}
      </td>
    </tr>
  );
}

function CreateKeyForm({ onCreated, onCancel }: { onCreated(key: { name: string; secret: string }): void; onCancel(): void }) {
  const viewer = useViewer();
  const { vocabulary, loading } = usePermissionVocabulary();
  const [name, setName] = useState('');
  const [fullAccess, setFullAccess] = useState(false);
  const [permissions, setPermissions] = useState<string[]>(['store:read']);
  const [expires, setExpires] = useState('');
  const { errors, fetching, submit } = useFormMutation(CreateApiKeyDocument);

  async function create(e: FormEvent) {
    e.preventDefault();
    const data = await submit({ input: { name: name.trim(), ...(fullAccess ? {} : { permissions }), expiresAt: localToIso(expires) } }, CONTEXT);
    if (data) onCreated({ name: data.createApiKey.name, secret: data.createApiKey.secret });
  }

  return (
    <form className="panel" onSubmit={create} noValidate aria-label="New API key">
      <h2 style={{ marginTop: 0 }}>New API key</h2>
      <FormErrorSummary errors={errors} known={['name', 'permissions', 'expires_at']} />
      <TextField
        label="Key name"
        value={name}
        onChange={setName}
        error={errors.fields.name}
        hint="What it is for, e.g. “checkout widget”."
        autoFocus
        maxLength={60}
      />
      <CheckboxField
        label="Full access"
        checked={fullAccess}
        onChange={setFullAccess}
        hint={
          viewer.permissions.length >= vocabulary.length
            ? 'Every permission, including those added later: as much as the owner’s key.'
            : 'Every permission you hold.'
        }
      />
      {loading ? (
        <Loading />
      ) : (
        <PermissionPicker
          legend="Permissions"
          vocabulary={vocabulary}
          value={permissions}
          onChange={setPermissions}
          error={fieldUnder(errors.fields, 'permissions')}
          disabled={fullAccess}
        />
      )}
      <TextField
        label="Expires"
        type="datetime-local"
        value={expires}
        onChange={setExpires}
        error={errors.fields.expires_at}
        hint="Your computer’s time. Leave it empty for a key that never expires."
      />
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          Create API key
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
