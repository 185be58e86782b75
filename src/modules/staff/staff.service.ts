import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import type { ApiKey, CustomRole, Prisma, StaffUser } from '../../generated/prisma/client';
import { pageWindow, type Page } from '../../lib/pagination';
import { BUILT_IN_ROLES, forbidden, PERMISSIONS, type Permission } from '../../lib/permissions';
import { uniqueViolation } from '../../lib/prisma-errors';
import { generateSecret, secretPrefix, sha256 } from '../../lib/secrets';
import { escapeHtml } from '../../lib/text';
import { parseInput } from '../../lib/validation';
import { smtpSender } from '../mail/mail.transport';
import {
  createApiKeySchema,
  inviteStaffSchema,
  listApiKeysSchema,
  listStaffSchema,
  roleSchema,
  securitySchema,
  updateRoleSchema,
  updateStaffSchema,
  type CreateApiKeyInput,
  type InviteStaffInput,
  type ListApiKeysInput,
  type ListStaffInput,
  type RoleInput,
  type SecurityInput,
  type UpdateRoleInput,
  type UpdateStaffInput,
} from './staff.schemas';

/**
 * Staff users, custom roles, the store's security settings and its API keys (issue 31). Every
 * function here runs for a caller the route table or schema already checked for `staff:manage` or
 * `keys:manage`; what is checked here is what no route can know: that nobody hands out more than they
 * hold, and that a store always keeps an owner.
 */

export type StaffRow = StaffUser & { customRole: CustomRole | null };
const withRole = { customRole: true } as const;
const INVITE_DAYS = 7;

/** The caller's own permissions must cover what it grants (a role or a key): 403 naming the first it lacks. */
function assertCovers(ctx: ServiceContext, names: readonly string[]): void {
  const actor = ctx.actor;
  if (actor.kind !== 'admin') return;
  const missing = names.find((n) => !actor.permissions.has(n as Permission));
  if (missing) throw forbidden(missing as Permission);
}

async function rolePermissions(
  ctx: ServiceContext,
  role: StaffUser['role'],
  roleId: number | null | undefined,
): Promise<{ roleId: number | null; permissions: readonly string[] }> {
  if (role !== 'CUSTOM') return { roleId: null, permissions: BUILT_IN_ROLES[role] };
  const custom = await ctx.db.customRole.findFirst({ where: { id: roleId ?? 0, storeId: ctx.store.id } });
  if (!custom) throw invalid('role_id', 'exists', `Role ${roleId} not found`);
  return { roleId: custom.id, permissions: custom.permissions };
}

// ---------- staff users ----------

export async function listStaff(ctx: ServiceContext, input: ListStaffInput = {}): Promise<Page<StaffRow>> {
  const q = parseInput(listStaffSchema, input);
  const status: Prisma.StaffUserWhereInput =
    q.status === 'REMOVED'
      ? { removedAt: { not: null } }
      : q.status === 'DISABLED'
        ? { removedAt: null, disabledAt: { not: null } }
        : q.status === 'INVITED'
          ? { removedAt: null, disabledAt: null, passwordHash: null }
          : q.status === 'ACTIVE'
            ? { removedAt: null, disabledAt: null, passwordHash: { not: null } }
            : {};
  const where = { storeId: ctx.store.id, ...status };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([
    ctx.db.staffUser.count({ where }),
    ctx.db.staffUser.findMany({ where, include: withRole, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take }),
  ]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getStaff(ctx: ServiceContext, id: number): Promise<StaffRow> {
  const user = await ctx.db.staffUser.findFirst({ where: { id, storeId: ctx.store.id }, include: withRole });
  if (!user) throw notFound(`Staff user ${id} not found`);
  return user;
}

/** The invite's one-time link: the admin UI's page that sets the password. */
const inviteUrl = (ctx: ServiceContext, token: string) => `${ctx.config.publicBaseUrl}/admin/accept-invite?token=${encodeURIComponent(token)}`;

/**
 * E-mails the invite's link through SMTP_URL; false when e-mail is off or the server refused (the
 * owner sends the invite again). The link is never logged nor answered: only the invitee's mailbox has it.
 */
async function sendInvite(ctx: ServiceContext, user: StaffUser, token: string): Promise<boolean> {
  const mail = ctx.config.mail;
  if (!mail) return false;
  const url = inviteUrl(ctx, token);
  const store = ctx.store.name;
  try {
    await smtpSender(mail)({
      from: { name: ctx.store.mailFromName ?? store, address: mail.from },
      to: user.email,
      ...(ctx.store.mailReplyTo ? { replyTo: ctx.store.mailReplyTo } : {}),
      subject: `You are invited to run ${store}`,
      text: `Hello ${user.name},\n\nYou have been invited to the back office of ${store}. Choose your password here (the link works once, for ${INVITE_DAYS} days):\n\n${url}\n`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>You have been invited to the back office of ${escapeHtml(store)}. Choose your password here (the link works once, for ${INVITE_DAYS} days):</p><p><a href="${escapeHtml(url)}">Accept the invitation</a></p>`,
      messageId: `<invite-${user.id}-${randomBytes(6).toString('hex')}@${new URL(ctx.config.publicBaseUrl).hostname}>`,
    });
    return true;
  } catch {
    return false;
  }
}

const newInvite = () => {
  const token = generateSecret('inv');
  return { token, data: { inviteTokenHash: sha256(token), inviteExpiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) } };
};

export async function inviteStaff(ctx: ServiceContext, input: InviteStaffInput): Promise<{ user: StaffRow; inviteSent: boolean }> {
  const data = parseInput(inviteStaffSchema, input);
  const role = await rolePermissions(ctx, data.role, data.role_id);
  assertCovers(ctx, role.permissions);
  const invite = newInvite();
  let user: StaffRow;
  try {
    user = await ctx.db.staffUser.create({
      data: { storeId: ctx.store.id, email: data.email, name: data.name, role: data.role, roleId: role.roleId, ...invite.data },
      include: withRole,
    });
  } catch (e) {
    if (uniqueViolation(e)) throw invalid('email', 'unique', 'email is already a staff user of this store');
    throw e;
  }
  return { user, inviteSent: await sendInvite(ctx, user, invite.token) };
}

export async function resendInvite(ctx: ServiceContext, id: number): Promise<{ user: StaffRow; inviteSent: boolean }> {
  const current = await getStaff(ctx, id);
  if (current.passwordHash !== null || current.removedAt) throw conflict('Only a pending invitation can be sent again');
  const invite = newInvite();
  const user = await ctx.db.staffUser.update({ where: { id }, data: invite.data, include: withRole });
  return { user, inviteSent: await sendInvite(ctx, user, invite.token) };
}

/** Locks the store's staff rows (one owner check at a time) and says whether another live owner remains. */
async function anotherOwner(tx: Prisma.TransactionClient, storeId: number, exceptId: number): Promise<boolean> {
  await tx.$executeRaw`SELECT 1 FROM staff_users WHERE store_id = ${storeId} FOR UPDATE`;
  const n = await tx.staffUser.count({ where: { storeId, role: 'OWNER', id: { not: exceptId }, disabledAt: null, removedAt: null } });
  return n > 0;
}

const actingUser = (ctx: ServiceContext) => (ctx.actor.kind === 'admin' ? ctx.actor.staffUserId : null);

export async function updateStaff(ctx: ServiceContext, id: number, input: UpdateStaffInput): Promise<StaffRow> {
  const data = parseInput(updateStaffSchema, input);
  const current = await getStaff(ctx, id);
  if (current.removedAt) throw conflict('A removed staff user cannot be changed');
  if (actingUser(ctx) === id && (data.role !== undefined || data.disabled === true)) throw conflict('You cannot change your own role or disable yourself');
  const role = data.role ?? current.role;
  const granted = data.role !== undefined ? await rolePermissions(ctx, role, data.role_id) : null;
  if (granted) assertCovers(ctx, granted.permissions);
  // Changing an owner is for someone who could make one.
  if (current.role === 'OWNER') assertCovers(ctx, PERMISSIONS);
  return ctx.db.$transaction(async (tx) => {
    const losesOwner = current.role === 'OWNER' && ((data.role !== undefined && data.role !== 'OWNER') || data.disabled === true);
    if (losesOwner && !(await anotherOwner(tx, ctx.store.id, id))) throw conflict('The store must keep an owner who can sign in');
    const user = await tx.staffUser.update({
      where: { id },
      data: {
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(granted ? { role, roleId: granted.roleId } : {}),
        ...(data.disabled !== undefined ? { disabledAt: data.disabled ? (current.disabledAt ?? new Date()) : null } : {}),
      },
      include: withRole,
    });
    // A disabled user is signed out everywhere at once.
    if (data.disabled === true) await tx.staffSession.updateMany({ where: { staffUserId: id, revokedAt: null }, data: { revokedAt: new Date() } });
    return user;
  });
}

/** Removes a staff user: they can no longer sign in, their sessions end, and the audit log keeps their name. */
export async function removeStaff(ctx: ServiceContext, id: number): Promise<void> {
  const current = await getStaff(ctx, id);
  if (current.removedAt) return;
  if (actingUser(ctx) === id) throw conflict('You cannot remove yourself');
  if (current.role === 'OWNER') assertCovers(ctx, PERMISSIONS);
  await ctx.db.$transaction(async (tx) => {
    if (current.role === 'OWNER' && !(await anotherOwner(tx, ctx.store.id, id))) throw conflict('The store must keep an owner who can sign in');
    await tx.staffUser.update({ where: { id }, data: { removedAt: new Date(), inviteTokenHash: null, inviteExpiresAt: null } });
    await tx.staffSession.updateMany({ where: { staffUserId: id, revokedAt: null }, data: { revokedAt: new Date() } });
  });
}

/** Signs a staff user out everywhere; the number of sessions ended. */
export async function revokeStaffSessions(ctx: ServiceContext, id: number): Promise<number> {
  await getStaff(ctx, id);
  const { count } = await ctx.db.staffSession.updateMany({
    where: { staffUserId: id, storeId: ctx.store.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}

/** Live sessions per staff user, for the list. */
export async function liveSessionCounts(ctx: ServiceContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.staffSession.groupBy({
    by: ['staffUserId'],
    where: { storeId: ctx.store.id, staffUserId: { in: ids }, revokedAt: null, expiresAt: { gt: new Date() } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.staffUserId, r._count._all]));
}

// ---------- roles ----------

export interface RoleView {
  id: number | null;
  name: string;
  builtIn: boolean;
  permissions: readonly string[];
  createdAt: Date | null;
}

const builtIns = (): RoleView[] =>
  (Object.keys(BUILT_IN_ROLES) as (keyof typeof BUILT_IN_ROLES)[]).map((name) => ({
    id: null,
    name,
    builtIn: true,
    permissions: BUILT_IN_ROLES[name],
    createdAt: null,
  }));
const customView = (r: CustomRole): RoleView => ({
  id: r.id,
  name: r.name,
  builtIn: false,
  permissions: PERMISSIONS.filter((p) => r.permissions.includes(p)),
  createdAt: r.createdAt,
});

export async function listRoles(ctx: ServiceContext): Promise<RoleView[]> {
  const custom = await ctx.db.customRole.findMany({ where: { storeId: ctx.store.id }, orderBy: { name: 'asc' } });
  return [...builtIns(), ...custom.map(customView)];
}

const roleTaken = () => invalid('name', 'unique', 'name is already used by another role');
const BUILT_IN_NAMES = new Set(['OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT', 'CUSTOM']);

export async function createRole(ctx: ServiceContext, input: RoleInput): Promise<RoleView> {
  const data = parseInput(roleSchema, input);
  if (BUILT_IN_NAMES.has(data.name.toUpperCase())) throw roleTaken();
  assertCovers(ctx, data.permissions);
  try {
    return customView(await ctx.db.customRole.create({ data: { storeId: ctx.store.id, name: data.name, permissions: [...new Set(data.permissions)] } }));
  } catch (e) {
    if (uniqueViolation(e)) throw roleTaken();
    throw e;
  }
}

export async function updateRole(ctx: ServiceContext, id: number, input: UpdateRoleInput): Promise<RoleView> {
  const data = parseInput(updateRoleSchema, input);
  const current = await ctx.db.customRole.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!current) throw notFound(`Role ${id} not found`);
  if (data.name !== undefined && BUILT_IN_NAMES.has(data.name.toUpperCase())) throw roleTaken();
  if (data.permissions) assertCovers(ctx, data.permissions);
  try {
    const row = await ctx.db.customRole.update({
      where: { id },
      data: { ...(data.name !== undefined ? { name: data.name } : {}), ...(data.permissions ? { permissions: [...new Set(data.permissions)] } : {}) },
    });
    return customView(row);
  } catch (e) {
    if (uniqueViolation(e)) throw roleTaken();
    throw e;
  }
}

export async function deleteRole(ctx: ServiceContext, id: number): Promise<void> {
  const current = await ctx.db.customRole.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!current) throw notFound(`Role ${id} not found`);
  const users = await ctx.db.staffUser.count({ where: { roleId: id, removedAt: null } });
  if (users > 0) throw conflict(`Role ${id} is given to ${users} staff user(s): give them another role first`);
  await ctx.db.$transaction(async (tx) => {
    // Removed users (who can no longer sign in) keep their history, not the role: they are left as SUPPORT.
    await tx.staffUser.updateMany({ where: { roleId: id }, data: { role: 'SUPPORT', roleId: null } });
    await tx.customRole.delete({ where: { id } });
  });
}

// ---------- security settings ----------

export const securitySettings = (ctx: ServiceContext) => ({ requireTwoFactor: ctx.store.requireTwoFactor, auditRetentionDays: ctx.store.auditRetentionDays });

export async function updateSecurity(ctx: ServiceContext, input: SecurityInput) {
  const data = parseInput(securitySchema, input);
  const store = await ctx.db.store.update({
    where: { id: ctx.store.id },
    data: {
      ...(data.require_two_factor !== undefined ? { requireTwoFactor: data.require_two_factor } : {}),
      ...(data.audit_retention_days !== undefined ? { auditRetentionDays: data.audit_retention_days } : {}),
    },
  });
  return { requireTwoFactor: store.requireTwoFactor, auditRetentionDays: store.auditRetentionDays };
}

// ---------- API keys ----------

export async function listApiKeys(ctx: ServiceContext, input: ListApiKeysInput = {}): Promise<Page<ApiKey>> {
  const { page, perPage, skip, take } = pageWindow(parseInput(listApiKeysSchema, input));
  const where = { storeId: ctx.store.id };
  const [total, data] = await Promise.all([
    ctx.db.apiKey.count({ where }),
    ctx.db.apiKey.findMany({ where, orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }], skip, take }),
  ]);
  return { kind: 'page', data, total, page, perPage };
}

/** A new key; its secret is in the answer once and never again (only its SHA-256 is kept). */
export async function createStoreApiKey(ctx: ServiceContext, input: CreateApiKeyInput): Promise<{ key: ApiKey; secret: string }> {
  const data = parseInput(createApiKeySchema, input);
  const caller = ctx.actor.kind === 'admin' ? ctx.actor.permissions.list() : [...PERMISSIONS];
  const wanted = data.permissions ? [...new Set(data.permissions)] : caller;
  assertCovers(ctx, wanted);
  const expiresAt = data.expires_at ? new Date(data.expires_at) : null;
  if (expiresAt && expiresAt <= new Date()) throw invalid('expires_at', 'min', 'must be in the future');
  // Every permission there is: stored as the owner's key, so a permission added later is included.
  const permissions = PERMISSIONS.every((p) => wanted.includes(p)) ? ['*'] : PERMISSIONS.filter((p) => wanted.includes(p));
  const secret = generateSecret('sk');
  const key = await ctx.db.apiKey.create({
    data: { storeId: ctx.store.id, name: data.name, keyHash: sha256(secret), keyPrefix: secretPrefix(secret), permissions, expiresAt },
  });
  return { key, secret };
}

export async function revokeStoreApiKey(ctx: ServiceContext, id: number): Promise<void> {
  const key = await ctx.db.apiKey.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!key) throw notFound(`API key ${id} not found`);
  if (!key.revokedAt) await ctx.db.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
}

export const keyPermissions = (key: Pick<ApiKey, 'permissions'>): Permission[] =>
  key.permissions.includes('*') ? [...PERMISSIONS] : PERMISSIONS.filter((p) => key.permissions.includes(p));
