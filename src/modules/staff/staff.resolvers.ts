import { admin } from '../../graphql/access';
import { camelKeys, gqlPage, listArgs, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateApiKeyArgs,
  MutationCreateStaffRoleArgs,
  MutationDeleteStaffRoleArgs,
  MutationInviteStaffUserArgs,
  MutationRemoveStaffUserArgs,
  MutationResendStaffInviteArgs,
  MutationRevokeApiKeyArgs,
  MutationRevokeStaffSessionsArgs,
  MutationUpdateSecuritySettingsArgs,
  MutationUpdateStaffRoleArgs,
  MutationUpdateStaffUserArgs,
  QueryApiKeysArgs,
  QueryStaffUserArgs,
  QueryStaffUsersArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { ServiceContext } from '../../context';
import { permissionVocabulary, presentApiKey, presentRole, presentStaffUser } from './staff.present';
import { viewer } from './staff.routes';
import type { CreateApiKeyInput, InviteStaffInput, ListStaffInput, RoleInput, SecurityInput, UpdateStaffInput } from './staff.schemas';
import * as staff from './staff.service';

/**
 * GraphQL twins of the staff, role, security and API key routes: the same service functions, and the
 * same presented objects with camelCase keys (the types are written from the same response schemas).
 */

const staffUser = async (ctx: ServiceContext, row: staff.StaffRow) => {
  const live = await staff.liveSessionCounts(ctx, [row.id]);
  return camelKeys(presentStaffUser(ctx, row, live.get(row.id) ?? 0));
};
const invite = (ctx: ServiceContext, r: { user: staff.StaffRow; inviteSent: boolean }) => ({
  staffUser: camelKeys(presentStaffUser(ctx, r.user)),
  inviteSent: r.inviteSent,
});
/** GraphQL's input in the service's names; the service validates it (nullable GraphQL fields are its VALIDATION_FAILED). */
const serviceInput = <R>(input: unknown): R => toServiceInput(input as never) as R;
const security = (s: { requireTwoFactor: boolean; auditRetentionDays: number }) => s;
const role = (r: staff.RoleView) => camelKeys(presentRole(r));

export const staffResolvers: Resolvers = {
  Query: {
    viewer: admin(null, async (ctx) => viewer(ctx)),
    permissions: admin('store:read', () => permissionVocabulary()),
    staffUsers: admin('staff:manage', async (ctx, args: QueryStaffUsersArgs) => {
      const input: ListStaffInput = {
        page: args.page ?? undefined,
        per_page: args.perPage ?? undefined,
        status: (args.status ?? undefined) as ListStaffInput['status'],
      };
      const page = await staff.listStaff(ctx, input);
      const live = await staff.liveSessionCounts(
        ctx,
        page.data.map((u) => u.id),
      );
      return gqlPage({ ...page, data: page.data.map((u) => camelKeys(presentStaffUser(ctx, u, live.get(u.id) ?? 0))) }, '/v1/app/staff', input);
    }),
    staffUser: admin('staff:manage', async (ctx, { id }: QueryStaffUserArgs) => staffUser(ctx, await staff.getStaff(ctx, id))),
    staffRoles: admin('staff:manage', async (ctx) => (await staff.listRoles(ctx)).map(role)),
    securitySettings: admin('staff:manage', (ctx) => security(staff.securitySettings(ctx))),
    apiKeys: admin('keys:manage', async (ctx, args: QueryApiKeysArgs) => {
      const input = listArgs(args);
      const page = await staff.listApiKeys(ctx, input);
      return gqlPage({ ...page, data: page.data.map((k) => camelKeys(presentApiKey(ctx, k))) }, '/v1/app/api-key', input);
    }),
  },
  Mutation: {
    inviteStaffUser: admin('staff:manage', async (ctx, { input }: MutationInviteStaffUserArgs) =>
      invite(ctx, await staff.inviteStaff(ctx, serviceInput<InviteStaffInput>(input))),
    ),
    updateStaffUser: admin('staff:manage', async (ctx, { id, input }: MutationUpdateStaffUserArgs) =>
      staffUser(ctx, await staff.updateStaff(ctx, id, serviceInput<UpdateStaffInput>(input))),
    ),
    removeStaffUser: admin('staff:manage', async (ctx, { id }: MutationRemoveStaffUserArgs) => {
      await staff.removeStaff(ctx, id);
      return true;
    }),
    resendStaffInvite: admin('staff:manage', async (ctx, { id }: MutationResendStaffInviteArgs) => invite(ctx, await staff.resendInvite(ctx, id))),
    revokeStaffSessions: admin('staff:manage', async (ctx, { id }: MutationRevokeStaffSessionsArgs) => {
      await staff.revokeStaffSessions(ctx, id);
      return true;
    }),
    createStaffRole: admin('staff:manage', async (ctx, { input }: MutationCreateStaffRoleArgs) =>
      role(await staff.createRole(ctx, serviceInput<RoleInput>(input))),
    ),
    updateStaffRole: admin('staff:manage', async (ctx, { id, input }: MutationUpdateStaffRoleArgs) =>
      role(await staff.updateRole(ctx, id, serviceInput<RoleInput>(input))),
    ),
    deleteStaffRole: admin('staff:manage', async (ctx, { id }: MutationDeleteStaffRoleArgs) => {
      await staff.deleteRole(ctx, id);
      return true;
    }),
    updateSecuritySettings: admin('staff:manage', async (ctx, { input }: MutationUpdateSecuritySettingsArgs) =>
      security(await staff.updateSecurity(ctx, serviceInput<SecurityInput>(input))),
    ),
    createApiKey: admin('keys:manage', async (ctx, { input }: MutationCreateApiKeyArgs) => {
      const { key, secret } = await staff.createStoreApiKey(ctx, serviceInput<CreateApiKeyInput>(input));
      return { ...camelKeys(presentApiKey(ctx, key)), secret };
    }),
    revokeApiKey: admin('keys:manage', async (ctx, { id }: MutationRevokeApiKeyArgs) => {
      await staff.revokeStoreApiKey(ctx, id);
      return true;
    }),
  },
};
