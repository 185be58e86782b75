import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Config } from '../../config';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks signature of one message: `v1,` + base64 HMAC-SHA256, keyed with the
 * secret's decoded bytes, of `id.timestamp.body`.
 */
export function sign(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

let cachedKey: { source: string; key: Buffer } | undefined;

/**
 * The key that encrypts webhook secrets at rest (they must stay readable to sign): SECRET_KEY
 * when set, else one generated once and kept in the database, so every process shares it.
 */
export async function secretKey(db: PrismaClient, config: Pick<Config, 'secretKey'>): Promise<Buffer> {
  if (config.secretKey) {
    if (cachedKey?.source !== config.secretKey) cachedKey = { source: config.secretKey, key: createHash('sha256').update(config.secretKey).digest() };
    return cachedKey.key;
  }
  const fresh = randomBytes(32).toString('base64');
  await db.$executeRaw`INSERT INTO app_settings (key, value) VALUES ('webhook_secret_key', ${fresh}) ON CONFLICT (key) DO NOTHING`;
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

/** A 24-hex ObjectId: 4 bytes of seconds, 5 random bytes, a 3-byte counter. */
const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);
export function objectId(now = new Date()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(now.getTime() / 1000), 0);
  processRandom.copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}
