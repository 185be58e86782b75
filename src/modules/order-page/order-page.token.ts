import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import { secretKey } from '../../lib/secrets';

/**
 * The buyer's link to the hosted order page (issue 32): `/order/<internal_id>?t=v1.<store>.<signature>`.
 * The signature is an HMAC-SHA256 of `v1.<store>.<internal_id>` with a key derived from the service's
 * secret key (the one that seals credentials; as the subscription cancel link, subscription.token.ts),
 * compared in constant time; nothing is stored. It does not expire: the link is the buyer's receipt, in
 * e-mails kept for years, and it shows nothing but that one order (docs/DECISIONS.md, "Hosted order page
 * (issue 32)"). A new SECRET_KEY, or a new version, ends every link at once.
 */
const VERSION = 'v1';

const keys = new WeakMap<Buffer, Buffer>();
async function pageKey(db: PrismaClient, config: Pick<Config, 'secretKey'>): Promise<Buffer> {
  const root = await secretKey(db, config);
  let key = keys.get(root);
  if (!key) {
    key = createHmac('sha256', root).update(`order-page/${VERSION}`).digest();
    keys.set(root, key);
  }
  return key;
}

const sign = (key: Buffer, storeId: number, internalId: string) => createHmac('sha256', key).update(`${VERSION}.${storeId}.${internalId}`).digest('base64url');

/** The page's absolute address with its token, on PUBLIC_BASE_URL: what checkout answers as order_url and the e-mails link. */
export async function orderPageUrl(
  db: PrismaClient,
  config: Pick<Config, 'secretKey' | 'publicBaseUrl'>,
  order: { storeId: number; internalId: string },
): Promise<string> {
  const token = `${VERSION}.${order.storeId}.${sign(await pageKey(db, config), order.storeId, order.internalId)}`;
  return `${config.publicBaseUrl}/order/${encodeURIComponent(order.internalId)}?t=${token}`;
}

/**
 * The store a valid token names for this internal id; null for anything else (malformed, forged, made
 * for another order or another store), before any read of the database.
 */
export async function readOrderPageToken(db: PrismaClient, config: Pick<Config, 'secretKey'>, internalId: string, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || token.length > 80 || !/^[0-9A-Za-z_-]{1,64}$/.test(internalId)) return null;
  const m = /^v1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const storeId = Number(m[1]);
  const expected = Buffer.from(sign(await pageKey(db, config), storeId, internalId));
  const given = Buffer.from(m[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return storeId;
}
