import type { StaffRoleName } from '../../gql/graphql';

/** A staff user's role as one select value: a built-in role's name, or `CUSTOM:<id>` for a custom role. */
export interface RoleChoice {
  id?: number | null;
  name: string;
  builtIn: boolean;
}

const BUILT_IN_ROLES = ['OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT'] as const;

const BUILT_IN_LABEL: Record<string, string> = {
  OWNER: 'Owner (everything)',
  ADMIN: 'Admin (everything but staff)',
  SUPPORT: 'Support (orders)',
  ACCOUNTANT: 'Accountant (orders, reports, withdrawals: read only)',
};

export function roleValue(role: string, roleId: number | null | undefined): string {
  return role === 'CUSTOM' ? `CUSTOM:${roleId ?? ''}` : role;
}

/** The select's value as the API's input: `{ role, roleId }`. */
export function roleInput(value: string): { role: StaffRoleName; roleId: number | null } {
  if (value.startsWith('CUSTOM:')) return { role: 'CUSTOM', roleId: Number(value.slice('CUSTOM:'.length)) || null };
  // One of the select's built-in values; anything else is the API's to refuse (rule enum).
  return { role: value as StaffRoleName, roleId: null };
}

/** The select's options: the built-in roles first, then the store's custom ones. */
export function roleOptions(roles: readonly RoleChoice[] | undefined): { value: string; label: string }[] {
  const custom = (roles ?? []).filter((r) => !r.builtIn && r.id !== null && r.id !== undefined);
  return [
    ...BUILT_IN_ROLES.map((r) => ({ value: r, label: BUILT_IN_LABEL[r] })),
    ...custom.map((r) => ({ value: roleValue('CUSTOM', r.id), label: `${r.name} (custom)` })),
  ];
}
