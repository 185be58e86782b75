import type { ServiceContext } from '../../context';
import { pageMeta } from '../../lib/pagination';
import { listBody, pageResponse, route, type Route } from '../../rest/route';
import { permissionVocabulary, presentApiKey, presentRole, presentStaffUser, presentViewer } from './staff.present';
import { ApiKeyInfo, CreatedApiKey, PermissionList, SecuritySettings, StaffInvite, StaffRoleInfo, StaffRoleList, StaffUser, Viewer } from './staff.responses';
import {
  createApiKeySchema,
  inviteStaffSchema,
  listApiKeysSchema,
  listStaffSchema,
  roleSchema,
  securitySchema,
  updateRoleSchema,
  updateStaffSchema,
} from './staff.schemas';
import * as staff from './staff.service';

/** Staff users with their live sessions counted: one grouped statement for the page. */
async function staffWithSessions(ctx: ServiceContext, rows: staff.StaffRow[]) {
  const live = await staff.liveSessionCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentStaffUser(ctx, r, live.get(r.id) ?? 0));
}

export async function viewer(ctx: ServiceContext) {
  const v = presentViewer(ctx);
  if (v.kind === 'staff') {
    const u = await staff.getStaff(ctx, v.id);
    v.role = u.role === 'CUSTOM' ? (u.customRole?.name ?? 'CUSTOM') : u.role;
  }
  return v;
}

const security = (s: { requireTwoFactor: boolean; auditRetentionDays: number }) => ({
  require_two_factor: s.requireTwoFactor,
  audit_retention_days: s.auditRetentionDays,
});

export const staffRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/me',
    access: 'admin',
    permission: null,
    summary: 'Who the credential is (a staff user or an API key) and what it may do',
    twin: 'Query.viewer',
    response: Viewer,
    handler: async (ctx) => viewer(ctx),
  }),
  route({
    method: 'get',
    path: '/app/permission',
    access: 'admin',
    permission: 'store:read',
    summary: 'The permission vocabulary, with what each allows',
    twin: 'Query.permissions',
    response: PermissionList,
    handler: async () => permissionVocabulary(),
  }),
  route({
    method: 'get',
    path: '/app/staff',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'List staff users, oldest first',
    twin: 'Query.staffUsers',
    response: pageResponse(StaffUser),
    query: listStaffSchema,
    handler: async (ctx, input) => {
      const page = await staff.listStaff(ctx, input.query);
      return { meta: pageMeta(page, input.path, input.rawQuery), data: await staffWithSessions(ctx, page.data) };
    },
  }),
  route({
    method: 'post',
    path: '/app/staff',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Invite a staff user: the one-time link to choose a password goes to their e-mail',
    twin: 'Mutation.inviteStaffUser',
    response: StaffInvite,
    body: inviteStaffSchema,
    status: 201,
    handler: async (ctx, { body }) => {
      const { user, inviteSent } = await staff.inviteStaff(ctx, body);
      return { staff_user: presentStaffUser(ctx, user), invite_sent: inviteSent };
    },
  }),
  route({
    method: 'get',
    path: '/app/staff/:id',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Get a staff user',
    twin: 'Query.staffUser',
    response: StaffUser,
    handler: async (ctx, { params }) => (await staffWithSessions(ctx, [await staff.getStaff(ctx, params.id)]))[0],
  }),
  route({
    method: 'patch',
    path: '/app/staff/:id',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Change a staff user: name, role, disabled (a disabled user is signed out everywhere)',
    twin: 'Mutation.updateStaffUser',
    response: StaffUser,
    body: updateStaffSchema,
    handler: async (ctx, { params, body }) => (await staffWithSessions(ctx, [await staff.updateStaff(ctx, params.id, body)]))[0],
  }),
  route({
    method: 'delete',
    path: '/app/staff/:id',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Remove a staff user: they can no longer sign in; the audit log keeps their history',
    twin: 'Mutation.removeStaffUser',
    status: 204,
    handler: async (ctx, { params }) => staff.removeStaff(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/app/staff/:id/invite',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Send a pending invitation again, with a new link (the old one stops working)',
    twin: 'Mutation.resendStaffInvite',
    response: StaffInvite,
    handler: async (ctx, { params }) => {
      const { user, inviteSent } = await staff.resendInvite(ctx, params.id);
      return { staff_user: presentStaffUser(ctx, user), invite_sent: inviteSent };
    },
  }),
  route({
    method: 'delete',
    path: '/app/staff/:id/sessions',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Sign a staff user out everywhere',
    twin: 'Mutation.revokeStaffSessions',
    status: 204,
    handler: async (ctx, { params }) => {
      await staff.revokeStaffSessions(ctx, params.id);
    },
  }),
  route({
    method: 'get',
    path: '/app/role',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'The built-in roles and the custom ones, with their permissions',
    twin: 'Query.staffRoles',
    response: StaffRoleList,
    handler: async (ctx) => (await staff.listRoles(ctx)).map(presentRole),
  }),
  route({
    method: 'post',
    path: '/app/role',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Create a custom role: a name and its permissions',
    twin: 'Mutation.createStaffRole',
    response: StaffRoleInfo,
    body: roleSchema,
    status: 201,
    handler: async (ctx, { body }) => presentRole(await staff.createRole(ctx, body)),
  }),
  route({
    method: 'patch',
    path: '/app/role/:id',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Change a custom role (its users get the new permissions at once)',
    twin: 'Mutation.updateStaffRole',
    response: StaffRoleInfo,
    body: updateRoleSchema,
    handler: async (ctx, { params, body }) => presentRole(await staff.updateRole(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/role/:id',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Delete a custom role no staff user has',
    twin: 'Mutation.deleteStaffRole',
    status: 204,
    handler: async (ctx, { params }) => staff.deleteRole(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/app/security',
    access: 'admin',
    permission: 'staff:manage',
    summary: "The store's sign-in and audit settings",
    twin: 'Query.securitySettings',
    response: SecuritySettings,
    handler: async (ctx) => security(staff.securitySettings(ctx)),
  }),
  route({
    method: 'patch',
    path: '/app/security',
    access: 'admin',
    permission: 'staff:manage',
    summary: 'Require two-factor sign-in for every staff user; how long audit entries are kept',
    twin: 'Mutation.updateSecuritySettings',
    response: SecuritySettings,
    body: securitySchema,
    handler: async (ctx, { body }) => security(await staff.updateSecurity(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/api-key',
    access: 'admin',
    permission: 'keys:manage',
    summary: 'List API keys, live first (their secrets are never shown again)',
    twin: 'Query.apiKeys',
    response: pageResponse(ApiKeyInfo),
    query: listApiKeysSchema,
    handler: async (ctx, input) => listBody(ctx, input, await staff.listApiKeys(ctx, input.query), presentApiKey),
  }),
  route({
    method: 'post',
    path: '/app/api-key',
    access: 'admin',
    permission: 'keys:manage',
    summary: 'Create an API key with a name, permissions (at most your own) and an optional expiry; the secret is in this answer only',
    twin: 'Mutation.createApiKey',
    response: CreatedApiKey,
    body: createApiKeySchema,
    status: 201,
    handler: async (ctx, { body }) => {
      const { key, secret } = await staff.createStoreApiKey(ctx, body);
      return { ...presentApiKey(ctx, key), secret };
    },
  }),
  route({
    method: 'delete',
    path: '/app/api-key/:id',
    access: 'admin',
    permission: 'keys:manage',
    summary: 'Revoke an API key: refused from the next request on',
    twin: 'Mutation.revokeApiKey',
    status: 204,
    handler: async (ctx, { params }) => staff.revokeStoreApiKey(ctx, params.id),
  }),
];
