import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUserFieldsFragment } from '../../gql/graphql';
import { mockClient, renderPage, viewerWith, type Handler } from '../../test-utils';
import { StaffRoutes } from './StaffRoutes';

function staffUser(over: Partial<StaffUserFieldsFragment> = {}): StaffUserFieldsFragment {
  return {
    id: 2,
    email: 'sam@example.com',
    name: 'Sam Support',
    role: 'SUPPORT',
    roleId: null,
    roleName: 'SUPPORT',
    permissions: ['store:read', 'orders:read', 'orders:write', 'subscriptions:read'],
    status: 'ACTIVE',
    twoFactorEnabled: false,
    lockedUntil: null,
    liveSessions: 1,
    lastSignInAt: '2026-05-01T10:00:00.000-03:00',
    createdAt: '2026-04-01T10:00:00.000-03:00',
    ...over,
  };
}

const owner = staffUser({ id: 1, email: 'olivia@example.com', name: 'Olivia Owner', role: 'OWNER', roleName: 'OWNER', twoFactorEnabled: true });
const meta = (n: number) => ({ total: n, perPage: 15, currentPage: 1, lastPage: 1 });
const roles = [
  { id: null, name: 'OWNER', builtIn: true, permissions: [] },
  { id: null, name: 'ADMIN', builtIn: true, permissions: [] },
  { id: null, name: 'SUPPORT', builtIn: true, permissions: [] },
  { id: null, name: 'ACCOUNTANT', builtIn: true, permissions: [] },
  { id: 3, name: 'Moderators', builtIn: false, permissions: ['orders:read'] },
];

function open(users: StaffUserFieldsFragment[], handlers: Record<string, Handler> = {}) {
  const mock = mockClient({
    // Olivia is signed in (a staff session of user 1).
    Viewer: viewerWith(['store:read', 'staff:manage'], { id: 1, name: 'Olivia Owner', role: 'OWNER' }),
    StaffList: () => ({ data: { staffUsers: { meta: meta(users.length), data: users } } }),
    StaffRoles: () => ({ data: { staffRoles: roles } }),
    ...handlers,
  });
  renderPage(<StaffRoutes />, { client: mock.client, path: '/staff', route: '/staff/*' });
  return mock;
}

const row = (name: string) => screen.getByText(name).closest('tr')!;
const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('staff page', () => {
  it('lists each staff user with role, status, two-factor, lock and sessions; no actions on oneself', async () => {
    const locked = staffUser({ id: 4, name: 'Lee Locked', email: 'lee@example.com', lockedUntil: '2999-01-01T10:00:00.000Z', liveSessions: 0 });
    const invited = staffUser({ id: 5, name: 'Ivy Invited', email: 'ivy@example.com', status: 'INVITED', liveSessions: 0, lastSignInAt: null });
    const custom = staffUser({ id: 6, name: 'Mo Mod', email: 'mo@example.com', role: 'CUSTOM', roleId: 3, roleName: 'Moderators' });
    open([owner, staffUser(), locked, invited, custom]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await screen.findByText('Sam Support');
    const me = row('Olivia Owner');
    expect(within(me).getByText('(you)')).toBeInTheDocument();
    expect(within(me).getByText('On')).toHaveClass('badge');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();

    const sam = row('Sam Support');
    expect(within(sam).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(sam).getByText('Active')).toHaveClass('badge');
    expect(within(sam).getByText('Off')).toBeInTheDocument();
    expect(within(sam).getByText('2026-05-01 10:00')).toBeInTheDocument();
    const samActions = within(sam).getByRole('group', { name: 'Actions for Sam Support' });
    expect(
      within(samActions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Change role', 'Disable', 'Sign out everywhere', 'Remove']);

    expect(within(row('Lee Locked')).getByText(/Locked until 2999-01-01 10:00/)).toBeInTheDocument();
    const ivy = row('Ivy Invited');
    expect(within(ivy).getByText('Invited')).toBeInTheDocument();
    expect(within(ivy).getByText('never')).toBeInTheDocument();
    expect(within(ivy).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(within(row('Mo Mod')).getByText('Moderators')).toBeInTheDocument();
  });

  it('invites with a custom role, says whether the e-mail went out, and shows the API’s field errors', async () => {
    let attempt = 0;
    const invite = vi.fn(() => {
      attempt++;
      if (attempt === 1)
        return { errors: [{ message: 'email is already a staff user of this store', code: 'VALIDATION_FAILED', field: 'email', rule: 'unique' }] };
      return { data: { inviteStaffUser: { inviteSent: false, staffUser: staffUser({ id: 9, email: 'new@example.com', status: 'INVITED' }) } } };
    });
    const { calls } = open([owner], { StaffInvite: invite });
    const form = await screen.findByRole('form', { name: 'Invite a staff user' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(within(form).getByLabelText('Name'), 'Nina New');
    const role = within(form).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Moderators (custom)');
    await userEvent.selectOptions(role, 'Moderators (custom)');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('email is already a staff user of this store')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/new@example\.com is invited, but the e-mail was not sent/)).toBeInTheDocument();
    expect(sent(calls, 'StaffInvite')[1]).toEqual({ input: { email: 'new@example.com', name: 'Nina New', role: 'CUSTOM', roleId: 3 } });
  });

  it('changes a role, disables after a confirmation, and signs someone out everywhere', async () => {
    const update = vi.fn((v: Record<string, unknown>) => ({
      data: { updateStaffUser: staffUser({ ...(v.input as object), roleName: 'ACCOUNTANT' } as Partial<StaffUserFieldsFragment>) },
    }));
    const { calls } = open([owner, staffUser()], { StaffUpdate: update, StaffRevokeSessions: () => ({ data: { revokeStaffSessions: true } }) });
    await screen.findByText('Sam Support');
    await userEvent.click(within(row('Sam Support')).getByRole('button', { name: 'Change role' }));
    await userEvent.selectOptions(screen.getByLabelText('Role of Sam Support'), 'ACCOUNTANT');
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Sam Support is now ACCOUNTANT.')).toBeInTheDocument();
    expect(sent(calls, 'StaffUpdate')[0]).toEqual({ id: 2, input: { role: 'ACCOUNTANT', roleId: null } });

    await userEvent.click(screen.getByRole('button', { name: 'Disable Sam Support' }));
    expect(sent(calls, 'StaffUpdate')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable Sam Support' }));
    await vi.waitFor(() => expect(sent(calls, 'StaffUpdate')[1]).toEqual({ id: 2, input: { disabled: true } }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere: Sam Support' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByText('Sam Support is signed out everywhere.')).toBeInTheDocument();
    expect(sent(calls, 'StaffRevokeSessions')).toEqual([{ id: 2 }]);
  });

  it('shows the API’s refusal of a change (the store keeps an owner)', async () => {
    open([owner, staffUser({ id: 8, name: 'Otto Other', role: 'OWNER', roleName: 'OWNER' })], {
      StaffRemove: () => ({ errors: [{ message: 'The store must keep an owner who can sign in', code: 'CONFLICT' }] }),
    });
    await screen.findByText('Otto Other');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Otto Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Otto Other' }));
    expect(await within(row('Otto Other')).findByText('The store must keep an owner who can sign in')).toBeInTheDocument();
  });
});
