import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The signer of a webhook's messages. Every delivery carries two signatures over the same body:
 * - CentralCart's documented one, which receivers written from its documentation verify:
 *   `x-centralcart-timestamp` (unix seconds) and `x-centralcart-signature`, the lowercase hex
 *   HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret string exactly as shown at creation
 *   (`whsec_...`, all of it);
 * - Standard Webhooks (the `standardwebhooks` package's own signer): `webhook-id`,
 *   `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed
 *   with the secret's base64 part.
 * It decodes the secret when made, so a batch makes one and signs all its messages with it.
 */
export interface Signer {
  /** The signature headers of one message sent at `now`. */
  headers(messageId: string, now: Date, body: string): Record<string, string>;
}

export function signerFor(secret: string): Signer {
  const standard = new Webhook(secret);
  const key = Buffer.from(secret, 'utf8');
  return {
    headers(messageId, now, body) {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      return {
        'x-centralcart-timestamp': timestamp,
        'x-centralcart-signature': createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex'),
        'webhook-id': messageId,
        'webhook-timestamp': timestamp,
        'webhook-signature': standard.sign(messageId, now, body),
      };
    },
  };
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
