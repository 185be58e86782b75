import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '../../lib/permissions';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { RolesPage } from './RolesPage';

const vocabulary = PERMISSIONS.map((name) => ({ name, description: `allows ${name}` }));
const builtIn = [
  { id: null, name: 'OWNER', builtIn: true, permissions: [...PERMISSIONS] },
  { id: null, name: 'SUPPORT', builtIn: true, permissions: ['store:read', 'orders:read', 'orders:write', 'subscriptions:read'] },
];
const packers = { id: 3, name: 'Packers', builtIn: false, permissions: ['store:read', 'orders:read'] };

function open(handlers: Record<string, Handler> = {}) {
  const mock = mockClient({
    RolesList: () => ({ data: { staffRoles: [...builtIn, packers] } }),
    PermissionVocabulary: () => ({ data: { permissions: vocabulary } }),
    ...handlers,
  });
  renderPage(<RolesPage />, { client: mock.client, path: '/roles', route: '/roles' });
  return mock;
}

describe('roles page', () => {
  it('shows the custom roles (editable) and the built-in ones (fixed) with their permissions', async () => {
    open();
    const custom = await screen.findByRole('region', { name: 'Packers' });
    expect(within(custom).getByText('orders:read')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Edit role Packers' })).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: 'OWNER' });
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a role from permission checkboxes grouped by area', async () => {
    const create = vi.fn((v: Record<string, unknown>) => ({ data: { createStaffRole: { id: 4, builtIn: false, ...(v.input as object) } } }));
    const { calls } = open({ RolesCreate: create });
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const form = screen.getByRole('form', { name: 'New role' });
    await userEvent.type(within(form).getByLabelText('Role name'), 'Catalog editors');
    const catalog = within(form).getByRole('group', { name: 'Catalog' });
    await userEvent.click(within(catalog).getByLabelText('catalog:read'));
    await userEvent.click(within(catalog).getByLabelText('catalog:write'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Role Catalog editors created.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'RolesCreate')?.variables).toEqual({
      input: { name: 'Catalog editors', permissions: ['store:read', 'catalog:read', 'catalog:write'] },
    });
  });

  it('edits a role, and shows why a role in use cannot be deleted', async () => {
    const { calls } = open({
      RolesUpdate: (v) => ({ data: { updateStaffRole: { ...packers, ...(v.input as object) } } }),
      RolesDelete: () => ({ errors: [{ message: 'Role 3 is given to 2 staff user(s): give them another role first', code: 'CONFLICT' }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit role Packers' }));
    const form = screen.getByRole('form', { name: 'Edit role Packers' });
    expect(within(form).getByLabelText('orders:read')).toBeChecked();
    await userEvent.click(within(form).getByLabelText('orders:write'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Role Packers saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'RolesUpdate')?.variables).toEqual({
      id: 3,
      input: { name: 'Packers', permissions: ['store:read', 'orders:read', 'orders:write'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Packers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete Packers' }));
    expect(await screen.findByText('Role 3 is given to 2 staff user(s): give them another role first')).toBeInTheDocument();
  });
});
