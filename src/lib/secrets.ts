import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { PrismaClient } from '../generated/prisma/client';
import type { Config } from '../config';
import { db as kysely, prepare, type Param } from '../db/sql';

/** A new secret with a readable prefix, e.g. `sk_3kT...`. 32 random bytes. */
export function generateSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What may be shown of a secret after creation: its first characters. */
export const secretPrefix = (secret: string) => secret.slice(0, 10);

/** What may be shown of a stored secret or credential: its last 4 characters. */
export const secretLast4 = (secret: unknown) => String(secret).slice(-4);

let cachedKey: { source: string; key: Buffer } | undefined;

/**
 * The key that seals the secrets the service must read back (webhook signing secrets, payment
 * credentials, Discord bot tokens): SECRET_KEY when set, else one generated once and kept in the
 * database (under its first user's name, webhook_secret_key), so every process shares it.
 */
export async function secretKey(db: PrismaClient, config: Pick<Config, 'secretKey'>): Promise<Buffer> {
  if (config.secretKey) {
    if (cachedKey?.source !== config.secretKey) cachedKey = { source: config.secretKey, key: createHash('sha256').update(config.secretKey).digest() };
    return cachedKey.key;
  }
  let key = storedKeys.get(db);
  if (!key) {
    key = storedKey(db);
    storedKeys.set(db, key);
    // A failed read is not remembered: the next caller asks the database again.
    key.catch(() => storedKeys.delete(db));
  }
  return key;
}

/**
 * The stored key never changes once written (ON CONFLICT DO NOTHING: the first writer wins and every
 * process reads that one), so each process reads it once per database instead of twice per use
 * (every checkout that pays through a provider opens its credentials with it).
 */
const storedKeys = new WeakMap<PrismaClient, Promise<Buffer>>();

const writeKeyStatement = prepare('secrets.writeKey', (p: Param<{ value: string }>) =>
  kysely
    .insertInto('appSettings')
    .values({ key: sql.lit('webhook_secret_key'), value: p('value') })
    .onConflict((oc) => oc.column('key').doNothing()),
);

async function storedKey(db: PrismaClient): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await writeKeyStatement.exec(db, { value: fresh });
  const row = await db.appSetting.findUniqueOrThrow({ where: { key: 'webhook_secret_key' } });
  return Buffer.from(row.value, 'base64');
}

/** AES-256-GCM: `v1:` + base64(iv | tag | ciphertext). */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
