import { textCheck } from '../../lib/console-text';
import { PERMISSIONS } from '../../lib/permissions';
import { clearable, id, objectRule, pageSchema, z } from '../../lib/validation';

/** Text a person typed (names): no control characters, trimmed. */
const plainText = () => z.string().check(textCheck('plain'));
const email = () => plainText().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' });
const personName = () => plainText().trim().min(1).max(100);
/** 12..256 characters: long enough to resist guessing (NIST SP 800-63B asks 8 at least), short enough to hash cheaply. */
const PASSWORD_MIN = 12;
const password = () => z.string().min(PASSWORD_MIN).max(256);
const permission = () => z.enum(PERMISSIONS);
const permissionList = () => z.array(permission()).max(PERMISSIONS.length);
const roleName = z.enum(['OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT', 'CUSTOM']);
/** A 6-digit TOTP code (spaces allowed, as authenticator apps show them). */
const totpCode = () =>
  z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/));
const instant = z.iso.datetime({ offset: true });

/** A custom role needs its role_id, a built-in one must not name one. */
const roleRule = objectRule((body, ctx) => {
  if (body.role === 'CUSTOM' && (body.role_id === undefined || body.role_id === null))
    ctx.issues.push({ code: 'custom', input: body.role_id, path: ['role_id'], message: 'is required for a CUSTOM role', params: { rule: 'required' } });
  if (body.role !== undefined && body.role !== 'CUSTOM' && body.role_id !== undefined && body.role_id !== null)
    ctx.issues.push({ code: 'custom', input: body.role_id, path: ['role_id'], message: 'is only for a CUSTOM role', params: { rule: 'role' } });
});

export const inviteStaffSchema = z.object({ email: email(), name: personName(), role: roleName, role_id: clearable(id()) }).check(roleRule);

export const updateStaffSchema = z
  .object({ name: personName().optional(), role: roleName.optional(), role_id: clearable(id()), disabled: z.boolean().optional() })
  .check(roleRule);

/** Pages only: staff, keys and the audit log have no all=true (a bare array of everything). */
const pagesOnly = pageSchema.omit({ all: true });

export const listStaffSchema = pagesOnly.extend({ status: z.enum(['INVITED', 'ACTIVE', 'DISABLED', 'REMOVED']).optional() });

export const roleSchema = z.object({ name: plainText().trim().min(1).max(60), permissions: permissionList().min(1) });
export const updateRoleSchema = roleSchema.partial();

export const securitySchema = z.object({
  require_two_factor: z.boolean().optional(),
  /** 1 day to 10 years. */
  audit_retention_days: z.int().min(1).max(3650).optional(),
});

export const createApiKeySchema = z.object({
  name: plainText().trim().min(1).max(60),
  /** The key's permissions; left out: every permission the caller holds. */
  permissions: permissionList().min(1).optional(),
  expires_at: clearable(instant),
});

export const signInSchema = z.object({
  /** The store's domain: e-mail addresses are unique per store, and one person may work for several. */
  store: plainText().trim().toLowerCase().min(1).max(255),
  email: email(),
  password: z.string().min(1).max(256),
  totp_code: totpCode().optional(),
  recovery_code: plainText().trim().min(1).max(64).optional(),
});

export const acceptInviteSchema = z.object({ token: z.string().min(1).max(200), name: personName().optional(), password: password() });
export const totpCodeSchema = z.object({ code: totpCode() });
export const changePasswordSchema = z.object({ current_password: z.string().min(1).max(256), new_password: password() });

export const listApiKeysSchema = pagesOnly;

export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;
export type ListStaffInput = z.input<typeof listStaffSchema>;
export type ListApiKeysInput = z.input<typeof listApiKeysSchema>;
export type RoleInput = z.input<typeof roleSchema>;
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;
export type SecurityInput = z.input<typeof securitySchema>;
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
export type SignInInput = z.input<typeof signInSchema>;
