import type { AppModule } from '../../module';
import { authRoutes } from './auth.routes';
import { ApiKeyInfo, CreatedApiKey, PermissionInfo, SecuritySettings, StaffInvite, StaffRoleInfo, StaffUser, Viewer } from './staff.responses';
import { staffResolvers } from './staff.resolvers';
import { staffRoutes } from './staff.routes';
import { pruneSessions } from './session.service';

/**
 * Staff accounts, roles, sessions and scoped API keys (issue 31): who may run the store's back
 * office, and what each of them (or each integration's key) may do.
 */
export const staffModule: AppModule = {
  name: 'staff',
  routes: staffRoutes,
  resolvers: staffResolvers,
  sdl: ['staff.graphql'],
  shapes: [StaffUser, StaffInvite, StaffRoleInfo, SecuritySettings, ApiKeyInfo, CreatedApiKey, Viewer, PermissionInfo],
  // Sign-in, sign-out and the user's own account: a session is a cookie the answer sets (REST only).
  raw: { prefix: '/v1/auth/', handler: authRoutes },
  tasks: ({ db, log }) => ({
    prune_staff_sessions: async () => {
      const n = await pruneSessions(db);
      if (n) log({ msg: 'ended staff sessions deleted', deleted: n });
    },
  }),
  crontab: ['41 * * * * prune_staff_sessions ?max=1'],
};
