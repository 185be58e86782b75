import { createHmac, randomBytes } from 'node:crypto';

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
