import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, TextField } from '../../components/forms';
import { PermissionPicker, usePermissionVocabulary, type PermissionInfo } from '../../components/PermissionPicker';
import { ConfirmButton, Loading, PageHeader, QueryState, useNotice } from '../../components/states';
import type { RoleFieldsFragment } from '../../gql/graphql';
import { fieldUnder } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { CreateRoleDocument, DeleteRoleDocument, RolesListDocument, UpdateRoleDocument } from './documents';
import '../access.css';

type Role = RoleFieldsFragment;

const CONTEXT = { additionalTypenames: ['StaffRole'] };

/** How each built-in role reads in a sentence. */
const BUILT_IN_HELP: Record<string, string> = {
  OWNER: 'Everything, including staff, roles and security.',
  ADMIN: 'Everything but staff, roles and security.',
  SUPPORT: 'Orders (read and change, no refunds) and subscriptions (read).',
  ACCOUNTANT: 'Reads orders, reports, withdrawals and subscriptions.',
};

/** /roles: the built-in roles (fixed) and the store's custom roles (create, edit, delete). */
export function RolesPage() {
  const context = useMemo(() => CONTEXT, []);
  const [result, reexecute] = useQuery({ query: RolesListDocument, context });
  const { vocabulary, loading } = usePermissionVocabulary();
  const [notice, announce] = useNotice();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = (message?: string) => {
    setEditing(null);
    if (message) announce(message);
    heading.current?.focus();
  };
  return (
    <div className="access-page">
      <PageHeader title="Roles">
        <Link to="/staff">Staff</Link>
      </PageHeader>
      {notice}
      <section aria-labelledby="roles-custom-heading">
        <h2 id="roles-custom-heading" ref={heading} tabIndex={-1}>
          Custom roles
        </h2>
        <p className="hint">A custom role is a named set of permissions. Give it to staff users on the Staff page.</p>
        {editing === 'new' ? (
          loading ? (
            <Loading />
          ) : (
            <RoleForm vocabulary={vocabulary} onDone={done} />
          )
        ) : (
          <p>
            <button type="button" className="primary" onClick={() => setEditing('new')}>
              New role
            </button>
          </p>
        )}
        <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
          {({ staffRoles }) => {
            const custom = staffRoles.filter((r) => !r.builtIn);
            const builtIn = staffRoles.filter((r) => r.builtIn);
            return (
              <>
                {custom.length === 0 ? <p className="empty">No custom roles yet.</p> : null}
                {custom.map((role) =>
                  editing === role.id ? (
                    <RoleForm key={role.id} role={role} vocabulary={vocabulary} onDone={done} />
                  ) : (
                    <RoleCard key={role.id} role={role} onEdit={() => setEditing(role.id ?? null)} onDeleted={(m) => done(m)} />
                  ),
                )}
                <h2>Built-in roles</h2>
                <p className="hint">Fixed: they cannot be changed or deleted.</p>
                {builtIn.map((role) => (
                  <RoleCard key={role.name} role={role} />
                ))}
              </>
            );
          }}
        </QueryState>
      </section>
    </div>
  );
}

function PermissionList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return <span className="hint">none</span>;
  return (
    <span className="permission-list">
      {permissions.map((p) => (
        <code key={p}>{p}</code>
      ))}
    </span>
  );
}

function RoleCard({ role, onEdit, onDeleted }: { role: Role; onEdit?(): void; onDeleted?(message: string): void }) {
  const { errors, fetching, submit } = useFormMutation(DeleteRoleDocument);
  const headingId = `role-${role.id ?? role.name}-heading`;
  async function remove() {
    if (role.id === null || role.id === undefined) return;
    if (await submit({ id: role.id }, CONTEXT)) onDeleted?.(`Role ${role.name} deleted.`);
  }
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        {role.name}
      </h3>
      {role.builtIn ? <p className="hint">{BUILT_IN_HELP[role.name]}</p> : null}
      <PermissionList permissions={role.permissions} />
      {role.builtIn ? null : (
        <>
          <FormErrorSummary errors={errors} />
          <div className="row" style={{ marginTop: '0.75rem' }}>
            <button type="button" onClick={onEdit} aria-label={`Edit role ${role.name}`}>
              Edit
            </button>
            <ConfirmButton
              label="Delete"
              name={`Delete role ${role.name}`}
              confirmLabel={`Yes, delete ${role.name}`}
              onConfirm={() => void remove()}
              disabled={fetching}
            />
          </div>
        </>
      )}
    </section>
  );
}

function RoleForm({ role, vocabulary, onDone }: { role?: Role; vocabulary: PermissionInfo[]; onDone(message?: string): void }) {
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role ? [...role.permissions] : ['store:read']);
  const create = useFormMutation(CreateRoleDocument);
  const update = useFormMutation(UpdateRoleDocument);
  const { errors, fetching } = role ? update : create;

  async function save(e: FormEvent) {
    e.preventDefault();
    const input = { name: name.trim(), permissions };
    if (role?.id !== null && role?.id !== undefined) {
      if (await update.submit({ id: role.id, input }, CONTEXT)) onDone(`Role ${input.name} saved.`);
    } else if (await create.submit({ input }, CONTEXT)) onDone(`Role ${input.name} created.`);
  }

  return (
    <form className="panel" onSubmit={save} noValidate aria-label={role ? `Edit role ${role.name}` : 'New role'}>
      <h3 style={{ marginTop: 0 }}>{role ? `Edit ${role.name}` : 'New role'}</h3>
      <FormErrorSummary errors={errors} known={['name', 'permissions']} />
      <TextField label="Role name" value={name} onChange={setName} error={errors.fields.name} autoFocus maxLength={60} />
      <PermissionPicker
        legend="Permissions"
        vocabulary={vocabulary}
        value={permissions}
        onChange={setPermissions}
        error={fieldUnder(errors.fields, 'permissions')}
      />
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          {role ? 'Save role' : 'Create role'}
        </button>
        <button type="button" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
