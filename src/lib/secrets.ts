import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
