import type { ServiceContext } from '../../context';
import type { ApiKey } from '../../generated/prisma/client';
import { BUILT_IN_ROLES, PERMISSIONS, PERMISSION_HELP } from '../../lib/permissions';
import { storeTime } from '../../lib/present';
import { staffStatus } from './session.service';
import { keyPermissions, type RoleView, type StaffRow } from './staff.service';
import type { ApiKeyJson, StaffRoleJson, StaffUserJson } from './staff.responses';

const ts = (ctx: ServiceContext, d: Date | null) => storeTime(ctx.store, d);

export function presentStaffUser(ctx: ServiceContext, u: StaffRow, liveSessions = 0): StaffUserJson {
  const permissions = u.role === 'CUSTOM' ? PERMISSIONS.filter((p) => u.customRole?.permissions.includes(p)) : [...BUILT_IN_ROLES[u.role]];
  const locked = u.lockedUntil && u.lockedUntil > new Date() ? u.lockedUntil : null;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    role_id: u.roleId,
    role_name: u.role === 'CUSTOM' ? (u.customRole?.name ?? 'CUSTOM') : u.role,
    permissions,
    status: staffStatus(u),
    two_factor_enabled: u.totpEnabledAt !== null,
    locked_until: ts(ctx, locked),
    live_sessions: liveSessions,
    last_sign_in_at: ts(ctx, u.lastSignInAt),
    created_at: ts(ctx, u.createdAt)!,
  };
}

export const presentRole = (r: RoleView): StaffRoleJson => ({
  id: r.id,
  name: r.name,
  built_in: r.builtIn,
  permissions: [...r.permissions] as StaffRoleJson['permissions'],
});

export function presentApiKey(ctx: ServiceContext, k: ApiKey): ApiKeyJson {
  return {
    id: k.id,
    name: k.name,
    prefix: k.keyPrefix,
    permissions: keyPermissions(k),
    full_access: k.permissions.includes('*'),
    expires_at: ts(ctx, k.expiresAt),
    last_used_at: ts(ctx, k.lastUsedAt),
    revoked_at: ts(ctx, k.revokedAt),
    created_at: ts(ctx, k.createdAt)!,
  };
}

export function presentViewer(ctx: ServiceContext) {
  const a = ctx.actor;
  if (a.kind !== 'admin') throw new Error('only back-office callers have a viewer');
  const staff = a.staffUserId !== null;
  return {
    kind: staff ? ('staff' as const) : ('key' as const),
    id: (staff ? a.staffUserId : a.apiKeyId) ?? 0,
    name: a.name,
    role: null as string | null,
    permissions: a.permissions.list(),
  };
}

export const permissionVocabulary = () => PERMISSIONS.map((name) => ({ name, description: PERMISSION_HELP[name] }));
