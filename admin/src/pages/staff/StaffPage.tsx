import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { ConfirmButton, PageHeader, QueryState, TableWrap, useNotice } from '../../components/states';
import type { StaffUserFieldsFragment, StaffUserStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useErrorsState, useFormMutation } from '../../lib/mutation';
import { useViewer } from '../../lib/permissions';
import { useListParams } from '../../lib/url';
import {
  InviteStaffDocument,
  RemoveStaffDocument,
  ResendInviteDocument,
  RevokeSessionsDocument,
  StaffListDocument,
  StaffRolesDocument,
  UpdateStaffDocument,
} from './documents';
import { roleInput, roleOptions, roleValue, type RoleChoice } from './roles';
import '../access.css';

type StaffUser = StaffUserFieldsFragment;

const STATUSES = [
  { value: 'INVITED', label: 'Invited' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISABLED', label: 'Disabled' },
  { value: 'REMOVED', label: 'Removed' },
];

const STATUS_TONE: Record<string, string> = { ACTIVE: 'ok', INVITED: 'warn', DISABLED: 'bad', REMOVED: 'bad' };

/** Lists refresh after any staff mutation, even while empty. */
const CONTEXT = { additionalTypenames: ['StaffUser'] };

/** /staff: the store's staff users, an invitation form, and what an owner can do to each. */
export function StaffPage() {
  const { page, filters, set, setPage } = useListParams(['status'] as const);
  const context = useMemo(() => CONTEXT, []);
  const [result, reexecute] = useQuery({
    query: StaffListDocument,
    variables: { page, status: (filters.status || undefined) as StaffUserStatus | undefined },
    context,
  });
  const [roles] = useQuery({ query: StaffRolesDocument, requestPolicy: 'cache-and-network' });
  const [notice, announce] = useNotice();
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  return (
    <>
      <PageHeader title="Staff">
        <Link to="/roles">Roles</Link>
        <Link to="/security">Security</Link>
      </PageHeader>
      {notice}
      <InvitePanel roles={roles.data?.staffRoles} announce={announce} onInvited={refresh} />
      <section aria-labelledby="staff-list-heading">
        <h2 id="staff-list-heading">People</h2>
        <div className="filters" role="search" aria-label="Filter staff">
          <SelectField label="Status" value={filters.status} onChange={(v) => set({ status: v })} options={STATUSES} empty="Any status" />
        </div>
        <QueryState result={result} retry={refresh}>
          {({ staffUsers }) =>
            staffUsers.data.length === 0 ? (
              <p className="empty">{filters.status ? 'Nobody with this status.' : 'No staff users yet: invite the first one.'}</p>
            ) : (
              <>
                <TableWrap label="Staff users">
                  <table className="staff-table" aria-label="Staff users, oldest first">
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Role</th>
                        <th scope="col">Status</th>
                        <th scope="col">Two-factor</th>
                        <th scope="col">Sessions</th>
                        <th scope="col">Last sign-in</th>
                        <th scope="col">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {staffUsers.data.map((u) => (
                        <StaffRow key={u.id} user={u} roles={roles.data?.staffRoles} announce={announce} refresh={refresh} />
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
                <Pagination meta={staffUsers.meta} onPage={setPage} label="Staff pages" />
              </>
            )
          }
        </QueryState>
      </section>
    </>
  );
}

function InvitePanel({ roles, announce, onInvited }: { roles?: RoleChoice[]; announce(m: string, tone?: 'ok' | 'bad'): void; onInvited(): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('SUPPORT');
  const { errors, fetching, submit } = useFormMutation(InviteStaffDocument);

  async function invite(e: FormEvent) {
    e.preventDefault();
    const data = await submit({ input: { email: email.trim(), name: name.trim(), ...roleInput(role) } }, CONTEXT);
    if (!data) return;
    const invited = data.inviteStaffUser;
    announce(
      invited.inviteSent
        ? `Invitation sent to ${invited.staffUser.email}.`
        : `${invited.staffUser.email} is invited, but the e-mail was not sent (e-mail is off or the mail server refused it): send the invitation again later.`,
      invited.inviteSent ? 'ok' : 'bad',
    );
    setEmail('');
    setName('');
    onInvited();
  }

  return (
    <section className="panel" aria-labelledby="staff-invite-heading">
      <h2 id="staff-invite-heading" style={{ marginTop: 0 }}>
        Invite someone
      </h2>
      <p className="hint">They get an e-mail with a link to choose their password; it works once, for 7 days.</p>
      <form onSubmit={invite} noValidate aria-label="Invite a staff user">
        <FormErrorSummary errors={errors} known={['email', 'name', 'role', 'role_id']} />
        <div className="form-grid">
          <TextField label="E-mail" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.fields.email} />
          <TextField label="Name" value={name} onChange={setName} error={errors.fields.name} />
          <SelectField
            label="Role"
            value={role}
            onChange={setRole}
            options={roleOptions(roles)}
            error={errors.fields.role ?? errors.fields.role_id}
            hint={<Link to="/roles">Custom roles</Link>}
          />
        </div>
        <button type="submit" className="primary" disabled={fetching}>
          {fetching ? 'Inviting…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

function StaffRow({
  user: u,
  roles,
  announce,
  refresh,
}: {
  user: StaffUser;
  roles?: RoleChoice[];
  announce(m: string, tone?: 'ok' | 'bad'): void;
  refresh(): void;
}) {
  const viewer = useViewer();
  const self = viewer.kind === 'staff' && viewer.id === u.id;
  const [changing, setChanging] = useState(false);
  const [role, setRole] = useState(roleValue(u.role, u.roleId));
  const shared = useErrorsState();
  const update = useFormMutation(UpdateStaffDocument, { errors: shared });
  const remove = useFormMutation(RemoveStaffDocument, { errors: shared });
  const resend = useFormMutation(ResendInviteDocument, { errors: shared });
  const revoke = useFormMutation(RevokeSessionsDocument, { errors: shared });
  const busy = update.fetching || remove.fetching || resend.fetching || revoke.fetching;
  const removed = u.status === 'REMOVED';
  const locked = u.lockedUntil && new Date(u.lockedUntil).getTime() > Date.now();

  async function saveRole(e: FormEvent) {
    e.preventDefault();
    const data = await update.submit({ id: u.id, input: roleInput(role) }, CONTEXT);
    if (!data) return;
    setChanging(false);
    announce(`${u.name} is now ${data.updateStaffUser.roleName}.`);
  }
  async function setDisabled(disabled: boolean) {
    const data = await update.submit({ id: u.id, input: { disabled } }, CONTEXT);
    if (data) announce(disabled ? `${u.name} is disabled and signed out everywhere.` : `${u.name} can sign in again.`);
  }
  async function signOutEverywhere() {
    if (await revoke.submit({ id: u.id }, CONTEXT)) {
      announce(`${u.name} is signed out everywhere.`);
      refresh();
    }
  }
  async function resendInvite() {
    const data = await resend.submit({ id: u.id }, CONTEXT);
    if (!data) return;
    announce(
      data.resendStaffInvite.inviteSent ? `A new invitation went to ${u.email}.` : `The invitation to ${u.email} was not sent (e-mail is off or refused).`,
      data.resendStaffInvite.inviteSent ? 'ok' : 'bad',
    );
  }
  async function removeUser() {
    if (await remove.submit({ id: u.id }, CONTEXT)) {
      announce(`${u.name} was removed: they can no longer sign in; the audit log keeps their name.`);
      refresh();
    }
  }

  return (
    <tr>
      <td>
        <strong>{u.name}</strong>
        {self ? <span className="hint"> (you)</span> : null}
        <br />
        <small>{u.email}</small>
      </td>
      <td>
        {changing ? (
          <form onSubmit={saveRole} noValidate aria-label={`Change the role of ${u.name}`} className="row">
            <SelectField label={`Role of ${u.name}`} value={role} onChange={setRole} options={roleOptions(roles)} />
            <button type="submit" className="primary" disabled={busy}>
              Save role
            </button>
            <button
              type="button"
              onClick={() => {
                setChanging(false);
                setRole(roleValue(u.role, u.roleId));
              }}
            >
              Cancel
            </button>
          </form>
        ) : (
          <>
            {u.roleName}
            {u.role === 'CUSTOM' ? <small className="hint"> (custom)</small> : null}
          </>
        )}
      </td>
      <td>
        <span className={`badge ${STATUS_TONE[u.status] ?? ''}`}>{STATUSES.find((s) => s.value === u.status)?.label ?? u.status}</span>
        {locked ? (
          <>
            <br />
            <span className="badge bad" title="Too many failed sign-ins">
              Locked until {formatDateTime(u.lockedUntil)}
            </span>
          </>
        ) : null}
      </td>
      <td>{u.twoFactorEnabled ? <span className="badge ok">On</span> : <span className="badge">Off</span>}</td>
      <td className="num">{u.liveSessions}</td>
      <td className="nowrap">{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : <span className="hint">never</span>}</td>
      <td>
        <FormErrorSummary errors={shared.errors} />
        {removed ? (
          <span className="hint">Removed</span>
        ) : (
          <div className="row staff-actions" role="group" aria-label={`Actions for ${u.name}`}>
            {!self && !changing ? (
              <button type="button" onClick={() => setChanging(true)} disabled={busy}>
                Change role
              </button>
            ) : null}
            {!self && u.status !== 'INVITED' ? (
              u.status === 'DISABLED' ? (
                <button type="button" onClick={() => void setDisabled(false)} disabled={busy}>
                  Enable
                </button>
              ) : (
                <ConfirmButton
                  label="Disable"
                  name={`Disable ${u.name}`}
                  confirmLabel={`Yes, disable ${u.name}`}
                  onConfirm={() => void setDisabled(true)}
                  disabled={busy}
                />
              )
            ) : null}
            {u.liveSessions > 0 && !self ? (
              <ConfirmButton
                label="Sign out everywhere"
                name={`Sign out everywhere: ${u.name}`}
                confirmLabel="Yes, sign out everywhere"
                onConfirm={() => void signOutEverywhere()}
                disabled={busy}
              />
            ) : null}
            {u.status === 'INVITED' ? (
              <button type="button" onClick={() => void resendInvite()} disabled={busy}>
                Resend invitation
              </button>
            ) : null}
            {!self ? (
              <ConfirmButton
                label="Remove"
                name={`Remove ${u.name}`}
                confirmLabel={`Yes, remove ${u.name}`}
                onConfirm={() => void removeUser()}
                disabled={busy}
              />
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}
