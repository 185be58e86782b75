import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import { secretKey } from '../../lib/secrets';

/**
 * The buyer's cancel link in a subscription's e-mails: a signed, expiring token naming the store and
 * the subscription, `v1.<store>.<subscription>.<expires>.<signature>`. The signature is an HMAC-SHA256
 * with a key derived from the service's secret key (the one that seals credentials), compared in
 * constant time; nothing is stored. A link lasts LINK_DAYS: every renewal e-mail carries a fresh one.
 */
const LINK_DAYS = 45;

const keys = new WeakMap<Buffer, Buffer>();
async function linkKey(db: PrismaClient, config: Pick<Config, 'secretKey'>): Promise<Buffer> {
  const root = await secretKey(db, config);
  let key = keys.get(root);
  if (!key) {
    key = createHmac('sha256', root).update('subscription-cancel-link/v1').digest();
    keys.set(root, key);
  }
  return key;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

async function cancelToken(db: PrismaClient, config: Pick<Config, 'secretKey'>, storeId: number, subscriptionId: number, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + LINK_DAYS * 86_400;
  const body = `v1.${storeId}.${subscriptionId}.${expires}`;
  return `${body}.${sign(await linkKey(db, config), body)}`;
}

/** The link a buyer follows (GET shows what it cancels, and a button that POSTs it). */
export async function cancelLink(
  db: PrismaClient,
  config: Pick<Config, 'secretKey' | 'publicBaseUrl'>,
  storeId: number,
  subscriptionId: number,
): Promise<string> {
  return `${config.publicBaseUrl}/v1/webstore/subscription/cancel?token=${await cancelToken(db, config, storeId, subscriptionId)}`;
}

/** What a valid, unexpired token names; null for anything else (malformed, forged, expired). */
export async function readCancelToken(
  db: PrismaClient,
  config: Pick<Config, 'secretKey'>,
  token: unknown,
  now = new Date(),
): Promise<{ storeId: number; subscriptionId: number } | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^v1\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const body = `v1.${m[1]}.${m[2]}.${m[3]}`;
  const expected = Buffer.from(sign(await linkKey(db, config), body));
  const given = Buffer.from(m[4]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[3]) * 1000 < now.getTime()) return null;
  return { storeId: Number(m[1]), subscriptionId: Number(m[2]) };
}
