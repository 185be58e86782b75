import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { StaffUser } from '../../generated/prisma/client';
import { decryptSecret, encryptSecret, secretKey, sha256 } from '../../lib/secrets';

/**
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads from an otpauth:// URL), through otplib. The secret is sealed with SECRET_KEY like the
 * other secrets the service must read back; a code is accepted one step early or late (clock drift)
 * and only once (the step of the last accepted code is kept). Ten recovery codes, shown once and
 * kept as SHA-256 digests, each good once.
 */

const PERIOD = 30;
const RECOVERY_CODES = 10;

// otplib (and its hash and base32 modules) load on first use, not at start-up.
const otp = () => import('otplib');

export const newTotpSecret = async () => (await otp()).generateSecret();

export async function totpEnrollment(secret: string, issuer: string, account: string) {
  const otpauthUrl = (await otp()).generateURI({ issuer, label: account, secret });
  // Loaded on first use, as the payment QR codes do: start-up stays free of it.
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUrl, qrCode };
}

export const sealTotp = async (database: Pick<Database, 'prisma'>, config: Config, secret: string) =>
  encryptSecret(await secretKey(database.prisma, config), secret);
export const openTotp = async (database: Pick<Database, 'prisma'>, config: Config, sealed: string) =>
  decryptSecret(await secretKey(database.prisma, config), sealed);

/** The time step a code matched at (undefined: no match). */
export async function matchStep(secret: string, code: string, now = Date.now()): Promise<number | undefined> {
  const result = (await otp()).verifySync({ secret, token: code, epochTolerance: PERIOD, epoch: Math.floor(now / 1000) });
  return result.valid ? Math.floor(now / 1000 / PERIOD) + result.delta : undefined;
}

/** `xxxxx-xxxxx`: 50 bits each, from a reduced alphabet (no 0/o, 1/l). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const recoveryDigest = (code: string) => sha256(code.trim().toLowerCase().replace(/\s/g, ''));

/**
 * A signed-in user's second factor: a TOTP code newer than the last one accepted, or an unused
 * recovery code (used up here). Both are taken in one conditional update, so two requests cannot
 * spend one code twice.
 */
export async function checkSecondFactor(
  database: Pick<Database, 'prisma'>,
  config: Config,
  user: StaffUser,
  given: { totp_code?: string; recovery_code?: string },
): Promise<'ok' | 'missing' | 'wrong'> {
  if (given.recovery_code) {
    const digest = recoveryDigest(given.recovery_code);
    const n = await database.prisma.$executeRaw`
      UPDATE staff_users SET recovery_codes_hash = array_remove(recovery_codes_hash, ${digest})
      WHERE id = ${user.id} AND ${digest} = ANY(recovery_codes_hash)`;
    return n > 0 ? 'ok' : 'wrong';
  }
  if (!given.totp_code) return 'missing';
  if (!user.totpSecretEnc) return 'wrong';
  const step = await matchStep(await openTotp(database, config, user.totpSecretEnc), given.totp_code);
  if (step === undefined) return 'wrong';
  const n = await database.prisma.$executeRaw`
    UPDATE staff_users SET totp_last_step = ${step}
    WHERE id = ${user.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`;
  return n > 0 ? 'ok' : 'wrong';
}
