import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The signer of a webhook's messages: the Standard Webhooks package's own (`v1,` + base64
 * HMAC-SHA256 of `id.timestamp.body`), the code receivers verify with. It decodes the secret when
 * made, so a batch makes one and signs all its messages with it.
 */
export type Signer = Pick<Webhook, 'sign'>;
export const signerFor = (secret: string): Signer => new Webhook(secret);

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
