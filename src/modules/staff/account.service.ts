import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { withAudit, type AuditActor } from '../../db/audit-context';
import { AppError, conflict, unauthenticated } from '../../errors';
import type { StaffUser, Store } from '../../generated/prisma/client';
import { sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import { hashPassword, openSession, passwordMatches, type ProvenSession } from './session.service';
import { acceptInviteSchema, changePasswordSchema, totpCodeSchema } from './staff.schemas';
import { checkSecondFactor, newRecoveryCodes, newTotpSecret, openTotp, recoveryDigest, sealTotp, totpEnrollment, matchStep } from './totp';

/**
 * What a staff user does for their own account: accept the invite (choose a password, which signs
 * them in), set up or turn off TOTP, change the password. Each change is audited under the user.
 */

interface Client {
  ip?: string;
  userAgent?: string;
}

const own = (session: { store: Pick<Store, 'id'>; user: Pick<StaffUser, 'id' | 'name'> }, operation: string, ip?: string): AuditActor => ({
  store_id: session.store.id,
  actor_type: 'staff',
  actor_id: session.user.id,
  actor_name: session.user.name,
  operation,
  ip: ip ?? null,
  request_id: '',
});

/** Accepts an invitation: sets the name and password, spends the link, and opens a session. */
export async function acceptInvite(
  database: Database,
  input: unknown,
  client: Client,
): Promise<{ token: string; user: StaffUser; store: Store; expiresAt: Date }> {
  const data = parseInput(acceptInviteSchema, input);
  const user = await database.prisma.staffUser.findUnique({ where: { inviteTokenHash: sha256(data.token) }, include: { store: true } });
  if (!user || user.removedAt || !user.inviteExpiresAt || user.inviteExpiresAt <= new Date())
    throw unauthenticated('This invitation link is not valid any more: ask for a new one');
  const passwordHash = await hashPassword(data.password);
  const actor = own({ store: user.store, user }, 'POST /v1/auth/invite/accept', client.ip);
  // Spent in the same statement that checks it, so one link opens one account once.
  const { count } = await withAudit(
    actor,
    async () =>
      await database.prisma.staffUser.updateMany({
        where: { id: user.id, inviteTokenHash: user.inviteTokenHash },
        data: { passwordHash, inviteTokenHash: null, inviteExpiresAt: null, ...(data.name ? { name: data.name } : {}) },
      }),
  );
  if (count === 0) throw unauthenticated('This invitation link is not valid any more: ask for a new one');
  const fresh = await database.prisma.staffUser.findUniqueOrThrow({ where: { id: user.id } });
  const { token, session } = await openSession(database, fresh, user.store, client, 'POST /v1/auth/invite/accept');
  return { token, user: fresh, store: user.store, expiresAt: session.expiresAt };
}

/** Starts TOTP set-up: a new secret (not in force until a code proves the app has it), its otpauth URL and QR code. */
export async function startTotp(database: Database, config: Config, session: ProvenSession, ip?: string) {
  if (session.user.totpEnabledAt) throw conflict('Two-factor sign-in is already on: turn it off first to change the app');
  const secret = await newTotpSecret();
  const sealed = await sealTotp(database, config, secret);
  await withAudit(
    own(session, 'POST /v1/auth/totp/setup', ip),
    async () => await database.prisma.staffUser.update({ where: { id: session.user.id }, data: { totpSecretEnc: sealed, totpLastStep: null } }),
  );
  const { otpauthUrl, qrCode } = await totpEnrollment(secret, session.store.name, session.user.email);
  return { secret, otpauthUrl, qrCode };
}

const wrongCode = () => new AppError('VALIDATION_FAILED', [{ field: 'code', rule: 'totp', message: 'The code is wrong or was already used' }]);

/** Turns TOTP on with a first code from the app; answers the ten recovery codes, once. */
export async function enableTotp(database: Database, config: Config, session: ProvenSession, input: unknown, ip?: string): Promise<string[]> {
  const { code } = parseInput(totpCodeSchema, input);
  const user = await database.prisma.staffUser.findUniqueOrThrow({ where: { id: session.user.id } });
  if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on');
  if (!user.totpSecretEnc) throw conflict('Start the set-up first (POST /v1/auth/totp/setup)');
  const step = await matchStep(await openTotp(database, config, user.totpSecretEnc), code);
  if (step === undefined) throw wrongCode();
  const codes = newRecoveryCodes();
  await withAudit(
    own(session, 'POST /v1/auth/totp/enable', ip),
    async () =>
      await database.prisma.staffUser.update({
        where: { id: user.id },
        data: { totpEnabledAt: new Date(), totpLastStep: step, recoveryCodesHash: codes.map(recoveryDigest) },
      }),
  );
  return codes;
}

/** Turns TOTP off, with a current code (or a recovery code); refused where the store requires it. */
export async function disableTotp(database: Database, config: Config, session: ProvenSession, input: unknown, ip?: string): Promise<void> {
  const { code } = parseInput(totpCodeSchema, input);
  if (session.store.requireTwoFactor) throw conflict('This store requires two-factor sign-in for every staff user');
  const user = await database.prisma.staffUser.findUniqueOrThrow({ where: { id: session.user.id } });
  if (!user.totpEnabledAt) throw conflict('Two-factor sign-in is not on');
  if ((await checkSecondFactor(database, config, user, { totp_code: code })) !== 'ok') throw wrongCode();
  await withAudit(
    own(session, 'POST /v1/auth/totp/disable', ip),
    async () =>
      await database.prisma.staffUser.update({
        where: { id: user.id },
        data: { totpEnabledAt: null, totpSecretEnc: null, totpLastStep: null, recoveryCodesHash: [] },
      }),
  );
}

/** Changes the password (the current one proves it is the user); every other session of the user ends. */
export async function changePassword(database: Database, session: ProvenSession, input: unknown, ip?: string): Promise<void> {
  const data = parseInput(changePasswordSchema, input);
  const user = await database.prisma.staffUser.findUniqueOrThrow({ where: { id: session.user.id } });
  if (!user.passwordHash || !(await passwordMatches(user.passwordHash, data.current_password)))
    throw new AppError('VALIDATION_FAILED', [{ field: 'current_password', rule: 'password', message: 'is not your current password' }]);
  const passwordHash = await hashPassword(data.new_password);
  await withAudit(
    own(session, 'POST /v1/auth/password', ip),
    async () =>
      await database.prisma.$transaction([
        database.prisma.staffUser.update({ where: { id: user.id }, data: { passwordHash } }),
        database.prisma.staffSession.updateMany({
          where: { staffUserId: user.id, id: { not: session.sessionId }, revokedAt: null },
          data: { revokedAt: new Date() },
        }),
      ]),
  );
}
