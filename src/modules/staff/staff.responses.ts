import { PERMISSIONS } from '../../lib/permissions';
import { gql, id, named, StoreTimestamp, z } from '../../lib/responses';

/** REST response schemas of staff users, roles, security settings and API keys (issue 31): what staff.present.ts returns. */

const permissionList = () => z.array(z.enum(PERMISSIONS));

export const StaffUser = named(
  'StaffUser',
  z.strictObject({
    id: id().describe('Staff user id.'),
    email: z.string().describe('Their sign-in e-mail, unique in the store.'),
    name: z.string().describe('Their name, as the audit log shows it.'),
    role: gql(z.enum(['OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT', 'CUSTOM']).describe('A built-in role, or CUSTOM (role_id names it).'), {
      description: 'OWNER, ADMIN, SUPPORT, ACCOUNTANT, or CUSTOM (roleId names it).',
    }),
    role_id: id().nullable().describe('The custom role, for role CUSTOM; null otherwise.'),
    role_name: z.string().describe("The role's name: OWNER, ADMIN, SUPPORT, ACCOUNTANT or the custom role's."),
    permissions: gql(permissionList().describe('What the role allows.'), { type: '[String!]!', description: 'What the role allows (GET /v1/app/role).' }),
    status: gql(z.enum(['INVITED', 'ACTIVE', 'DISABLED', 'REMOVED']).describe('INVITED (the invitation is not accepted yet), ACTIVE, DISABLED or REMOVED.'), {
      description: 'INVITED (the invitation is not accepted yet), ACTIVE, DISABLED or REMOVED.',
    }),
    two_factor_enabled: z.boolean().describe('Signs in with a TOTP code too.'),
    locked_until: StoreTimestamp.nullable().describe('Locked after repeated failed sign-ins until then; null when not locked.'),
    live_sessions: z.int().min(0).describe('Browsers signed in now.'),
    last_sign_in_at: StoreTimestamp.nullable().describe('Their last sign-in; null when never.'),
    created_at: gql(StoreTimestamp.describe('When they were invited'), { type: 'DateTime!', description: 'When they were invited.' }),
  }),
  'A person who runs the store through the admin UI.',
);

/** POST /v1/app/staff and its invite resend. */
export const StaffInvite = named(
  'StaffInvite',
  gql(
    z.strictObject({
      staff_user: StaffUser,
      invite_sent: z.boolean().describe('The invitation was e-mailed (false: e-mail is off or the server refused; send it again).'),
    }),
    { fields: { staffUser: 'The invited staff user.' } },
  ),
  'An invited staff user, and whether the invitation e-mail went out. The link itself is only in that e-mail.',
);

export const StaffRoleInfo = gql(
  named(
    'StaffRoleInfo',
    z.strictObject({
      id: id().nullable().describe('The custom role id; null for a built-in role.'),
      name: z.string().describe('OWNER, ADMIN, SUPPORT, ACCOUNTANT, or the custom role name.'),
      built_in: z.boolean().describe('One of the four built-in roles (not editable).'),
      permissions: gql(permissionList().describe('The permissions it grants.'), { type: '[String!]!', description: 'The permissions it grants.' }),
    }),
    'A role: a named set of permissions.',
  ),
  { name: 'StaffRole' },
);

export const StaffRoleList = z.array(StaffRoleInfo);

export const SecuritySettings = named(
  'SecuritySettings',
  z.strictObject({
    require_two_factor: z.boolean().describe('Every staff user must sign in with a TOTP code; until they set it up, they can do nothing else.'),
    audit_retention_days: z.int().min(1).max(3650).describe('Audit entries older than this many days are deleted (hourly).'),
  }),
  "The store's sign-in and audit settings.",
);

const apiKeyShape = {
  id: id().describe('API key id.'),
  name: z.string().describe('What it is for, e.g. "checkout widget".'),
  prefix: z.string().describe('The first characters of the secret, to recognize it.'),
  permissions: gql(permissionList().describe('What it may do.'), { type: '[String!]!', description: 'What it may do.' }),
  full_access: z.boolean().describe('Holds every permission, present and future (the owner key).'),
  expires_at: StoreTimestamp.nullable().describe('Refused from then on; null: never expires.'),
  last_used_at: StoreTimestamp.nullable().describe('Its last request, to the minute; null: never used.'),
  revoked_at: StoreTimestamp.nullable().describe('When it was revoked; null while live.'),
  created_at: gql(StoreTimestamp.describe('When it was created'), { type: 'DateTime!', description: 'When it was created.' }),
};

export const ApiKeyInfo = named('ApiKeyInfo', z.strictObject(apiKeyShape), 'An API key of the store. Its secret is never shown again after creation.');

export const CreatedApiKey = named(
  'CreatedApiKey',
  z.strictObject({
    ...apiKeyShape,
    secret: z.string().describe('The key itself: send it as Authorization: Bearer <secret>. Shown this once; only its SHA-256 is kept.'),
  }),
  'A new API key with its secret, shown once.',
);

/** GET /v1/app/me: who the credential is. */
export const Viewer = named(
  'Viewer',
  z.strictObject({
    kind: gql(z.enum(['staff', 'key']).describe('A signed-in staff user, or an API key.'), {
      description: 'staff (a signed-in staff user) or key (an API key).',
    }),
    id: id().describe('The staff user id or the API key id.'),
    name: z.string().describe("The staff user's or the key's name."),
    role: z.string().nullable().describe("The staff user's role name; null for a key."),
    permissions: gql(permissionList().describe('What this credential may do.'), { type: '[String!]!', description: 'What this credential may do.' }),
  }),
  'Who is calling, and what they may do.',
);

export const PermissionInfo = named(
  'PermissionInfo',
  z.strictObject({
    name: z.string().describe('e.g. orders:read.'),
    description: z.string().describe('What it allows.'),
  }),
  'A permission of the vocabulary.',
);
export const PermissionList = z.array(PermissionInfo);

export type StaffUserJson = z.output<typeof StaffUser>;
export type StaffRoleJson = z.output<typeof StaffRoleInfo>;
export type ApiKeyJson = z.output<typeof ApiKeyInfo>;
