import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Actor } from '../../context';
import type { Database } from '../../db/client';
import { withAudit } from '../../db/audit-context';
import { AppError, unauthenticated } from '../../errors';
import type { CustomRole, StaffUser, Store } from '../../generated/prisma/client';
import { addressBucket, addressHash, takeRequest } from '../../http/ratelimit';
import { BUILT_IN_ROLES, Permissions } from '../../lib/permissions';
import { sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import type { Log } from '../../logger';
import { signInSchema, type SignInInput } from './staff.schemas';
import { checkSecondFactor } from './totp';

/**
 * Staff sign-in and sessions (issue 31). A session is a random token in an httpOnly, SameSite=Strict
 * cookie; only its SHA-256 is stored. Its CSRF token is derived from it (an HMAC), so it needs no
 * storage and cannot be guessed without the cookie. Passwords are argon2id (OWASP's parameters:
 * 19 MiB, 2 passes, 1 lane).
 */

const SESSION_COOKIE = 'cc_session';
export const CSRF_HEADER = 'x-csrf-token';
/** A session lasts 7 days from sign-in, and ends after 12 hours without a request. */
const SESSION_DAYS = 7;
const IDLE_HOURS = 12;

const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// The native argon2 module loads on the first sign-in, not at start-up.
const argon2 = () => import('@node-rs/argon2');
export const hashPassword = async (password: string) => (await argon2()).hash(password, ARGON);
/** Whether `password` matches an argon2 hash (false for a malformed hash too). */
export const passwordMatches = async (hash: string, password: string) => (await argon2()).verify(hash, password).catch(() => false);
/** A hash no password matches, verified when the e-mail is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

export const csrfToken = (sessionToken: string) => createHmac('sha256', sessionToken).update('csrf').digest('base64url');

export function csrfMatches(sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const want = Buffer.from(csrfToken(sessionToken));
  const got = Buffer.from(sent);
  return want.length === got.length && timingSafeEqual(want, got);
}

type UserWithRole = StaffUser & { customRole: CustomRole | null };

/** What a staff user may do: the role's permissions, or none until TOTP is set up where the store requires it. */
export function staffPermissions(user: UserWithRole, store: Pick<Store, 'requireTwoFactor'>): Permissions {
  if (store.requireTwoFactor && !user.totpEnabledAt) return new Permissions([]);
  if (user.role === 'CUSTOM') return new Permissions(user.customRole?.permissions ?? []);
  return new Permissions(BUILT_IN_ROLES[user.role]);
}

export const staffStatus = (u: Pick<StaffUser, 'removedAt' | 'disabledAt' | 'passwordHash'>) =>
  u.removedAt ? 'REMOVED' : u.disabledAt ? 'DISABLED' : u.passwordHash === null ? 'INVITED' : 'ACTIVE';

interface Client {
  ip?: string;
  userAgent?: string;
}

/** A new session for a user who proved who they are; returns the cookie's token (shown once, to the browser). */
export async function openSession(database: Pick<Database, 'prisma'>, user: StaffUser, store: Store, client: Client, operation: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const actor = {
    store_id: store.id,
    actor_type: 'staff' as const,
    actor_id: user.id,
    actor_name: user.name,
    operation,
    ip: client.ip ?? null,
    request_id: '',
  };
  const session = await withAudit(
    actor,
    async () =>
      await database.prisma.$transaction(async (tx) => {
        await tx.staffUser.update({ where: { id: user.id }, data: { lastSignInAt: new Date(), failedSignIns: 0, lockedUntil: null } });
        return tx.staffSession.create({
          data: {
            storeId: store.id,
            staffUserId: user.id,
            tokenHash: sha256(token),
            ip: client.ip ?? null,
            userAgent: client.userAgent?.slice(0, 300) ?? null,
            expiresAt,
          },
        });
      }),
  );
  return { token, session };
}

const locked = (until: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    [{ message: `Too many failed sign-ins: this account is locked until ${until.toISOString()}`, field: 'email', rule: 'locked' }],
    {
      retryAfter: seconds,
    },
  );
};

const BAD_CREDENTIALS = 'Invalid e-mail, password or store';

/**
 * Signs a staff user in: e-mail and password, then the TOTP code (or a recovery code) when the user
 * has two-factor on. Limited per client address (config.signIn.perAddress a minute) and per account
 * (maxFailures wrong passwords or codes in a row lock it for lockMinutes: 429 naming until when).
 * Every refusal is logged (store, account id, the address's hash, why), never with what was typed.
 */
export async function signIn(database: Database, config: Config, log: Log, input: SignInInput, client: Client) {
  await takeRequest(database.pool, `sign-in:${addressBucket(client.ip)}`, config.signIn.perAddress).catch((e) => {
    log({ level: 'warn', msg: 'sign-in refused: too many attempts from one address', address: addressHash(client.ip) });
    throw e;
  });
  const data = parseInput(signInSchema, input);
  const user = await database.prisma.staffUser.findFirst({
    where: { email: data.email, store: { domain: data.store } },
    include: { customRole: true, store: true },
  });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  if (!user || user.passwordHash === null) {
    await passwordMatches(await dummyHash, data.password);
    log({ level: 'warn', msg: 'sign-in refused: unknown account', address: addressHash(client.ip) });
    throw unauthenticated(BAD_CREDENTIALS);
  }
  const refuse = (reason: string) =>
    log({ level: 'warn', msg: `sign-in refused: ${reason}`, store_id: user.storeId, staff_user_id: user.id, address: addressHash(client.ip) });
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    refuse('account locked');
    throw locked(user.lockedUntil);
  }
  const fail = async (reason: string, error: AppError): Promise<never> => {
    const lockUntil = new Date(Date.now() + config.signIn.lockMinutes * 60_000);
    // One statement counts the failure and locks at the limit, so parallel guesses cannot slip past it.
    const [row] = await database.prisma.$queryRaw<{ failed_sign_ins: number; locked_until: Date | null }[]>`
      UPDATE staff_users SET
        failed_sign_ins = CASE WHEN failed_sign_ins + 1 >= ${config.signIn.maxFailures} THEN 0 ELSE failed_sign_ins + 1 END,
        locked_until = CASE WHEN failed_sign_ins + 1 >= ${config.signIn.maxFailures} THEN ${lockUntil} ELSE locked_until END
      WHERE id = ${user.id}
      RETURNING failed_sign_ins, locked_until`;
    refuse(reason);
    if (row?.locked_until && row.locked_until > new Date()) {
      log({
        level: 'warn',
        msg: 'staff account locked after repeated failed sign-ins',
        store_id: user.storeId,
        staff_user_id: user.id,
        until: row.locked_until.toISOString(),
      });
      throw locked(row.locked_until);
    }
    throw error;
  };
  if (!(await passwordMatches(user.passwordHash, data.password))) return fail('wrong password', unauthenticated(BAD_CREDENTIALS));
  if (user.removedAt || user.disabledAt) {
    refuse('account disabled');
    throw new AppError('UNAUTHENTICATED', [{ message: 'This staff account is disabled', field: 'email', rule: 'disabled' }]);
  }
  if (user.totpEnabledAt) {
    const second = await checkSecondFactor(database, config, user, { totp_code: data.totp_code, recovery_code: data.recovery_code });
    if (second === 'missing')
      throw new AppError('UNAUTHENTICATED', [{ message: 'Enter the 6-digit code from your authenticator app', field: 'totp_code', rule: 'required' }]);
    if (second === 'wrong')
      return fail(
        'wrong second factor',
        new AppError('UNAUTHENTICATED', [{ message: 'The code is wrong or was already used', field: 'totp_code', rule: 'totp' }]),
      );
  }
  const { token, session } = await openSession(database, user, user.store, client, 'POST /v1/auth/sign-in');
  return { token, session, user, store: user.store };
}

/** Ends a session (sign-out): its cookie is worthless from now on. */
export async function closeSession(database: Pick<Database, 'prisma'>, token: string): Promise<void> {
  await database.prisma.staffSession.updateMany({ where: { tokenHash: sha256(token), revokedAt: null }, data: { revokedAt: new Date() } });
}

export interface ProvenSession {
  store: Store;
  user: UserWithRole;
  sessionId: number;
  expiresAt: Date;
  actor: Extract<Actor, { kind: 'admin' }>;
}

/**
 * The live session of a cookie's token: not revoked, not past its end nor idle too long, its user
 * neither disabled nor removed. Marks it seen (at most once a minute, as API keys' last use).
 */
export async function authenticateSession(database: Pick<Database, 'prisma'>, token: string): Promise<ProvenSession | null> {
  const tokenHash = sha256(token);
  const session = await database.prisma.staffSession.findUnique({
    where: { tokenHash },
    include: { store: true, staffUser: { include: { customRole: true } } },
  });
  const now = Date.now();
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + IDLE_HOURS * 3_600_000 <= now) return null;
  if (!timingSafeEqual(Buffer.from(session.tokenHash), Buffer.from(tokenHash))) return null;
  const user = session.staffUser;
  if (user.disabledAt || user.removedAt) return null;
  if (session.lastSeenAt.getTime() < now - 60_000) {
    await database.prisma.staffSession.update({ where: { id: session.id }, data: { lastSeenAt: new Date() } });
  }
  const actor = {
    kind: 'admin' as const,
    apiKeyId: null,
    staffUserId: user.id,
    sessionId: session.id,
    name: user.name,
    permissions: staffPermissions(user, session.store),
  };
  return { store: session.store, user, sessionId: session.id, expiresAt: session.expiresAt, actor };
}

/** The Set-Cookie value of a session (or of its removal, `token` null). Secure when the API is served over https. */
export function sessionCookie(token: string | null, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${token ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${token ? SESSION_DAYS * 86_400 : 0}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The session token of a request's Cookie header, if any. */
export function cookieToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=').trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Deletes sessions that ended (expired or revoked) more than 30 days ago; how many. */
export async function pruneSessions(db: Pick<Database['prisma'], 'staffSession'>): Promise<number> {
  const before = new Date(Date.now() - 30 * 86_400_000);
  const { count } = await db.staffSession.deleteMany({ where: { OR: [{ expiresAt: { lt: before } }, { revokedAt: { lt: before } }] } });
  return count;
}
