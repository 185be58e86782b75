import type { PrismaClient, Store } from '../../generated/prisma/client';
import type { Queryable } from '../../db/client';
import { takeSql } from '../../rest/ratelimit';
import { invalid, notFound } from '../../errors';
import { digestsEqual, generateSecret, secretPrefix, sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import { createStoreSchema, type CreateStoreInput } from './store.schemas';

/**
 * Stores and their admin API keys. These run outside a request (operator CLI, start-up seed),
 * so they take the database client rather than a request context.
 */

export async function createStore(db: PrismaClient, input: CreateStoreInput): Promise<{ store: Store; apiKey: string }> {
  const data = parseInput(createStoreSchema, input);
  return db.$transaction(async (tx) => {
    if (await tx.store.findUnique({ where: { domain: data.domain } })) {
      throw invalid('domain', 'unique', 'domain is already taken by another store');
    }
    const store = await tx.store.create({ data });
    const apiKey = await issueApiKey(tx as PrismaClient, store.id);
    return { store, apiKey };
  });
}

async function issueApiKey(db: PrismaClient, storeId: number, name = 'admin'): Promise<string> {
  const key = generateSecret('sk');
  await db.apiKey.create({ data: { storeId, name, keyHash: sha256(key), keyPrefix: secretPrefix(key) } });
  return key;
}

export async function createApiKey(db: PrismaClient, storeId: number, name?: string): Promise<string> {
  const store = await db.store.findUnique({ where: { id: storeId } });
  if (!store) throw notFound(`Store ${storeId} not found`);
  return issueApiKey(db, storeId, name);
}

/** Revokes a key given in full. Returns false when no live key matches. */
export async function revokeApiKey(db: PrismaClient, key: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({
    where: { keyHash: sha256(key), revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** The columns of a store, as the Store record names them. */
export const STORE_COLUMNS = `s.id, s.name, s.domain, s.currency, s.locale, s.timezone, s.primary_color AS "primaryColor", s.logo, s.banner,
  s.require_document AS "requireDocument", s.require_phone AS "requirePhone", s.discord_mode AS "discordMode", s.return_url AS "returnUrl",
  s.cancel_url AS "cancelUrl", s.mail_from_name AS "mailFromName", s.mail_reply_to AS "mailReplyTo",
  s.discord_bot_token_enc AS "discordBotTokenEnc", s.discord_bot_token_last4 AS "discordBotTokenLast4",
  s.discord_guild_id AS "discordGuildId", s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

/**
 * The same columns as one JSON object (timestamps as epoch milliseconds, exact for TIMESTAMPTZ(3)),
 * for the key lookup every admin request makes: node-postgres prepares each result column by
 * column, and 25 of them cost more than parsing one JSON value (docs/drafts/pages.md).
 */
const STORE_JSON = `json_build_object(${STORE_COLUMNS.split(',')
  .map((c) => /^\s*(s\.(\w+))(?:\s+AS\s+"(\w+)")?\s*$/.exec(c)!)
  .map(([, column, name, alias]) => `'${alias ?? name}', ${/_at$/.test(name) ? `(extract(epoch FROM ${column}) * 1000)::float8` : column}`)
  .join(', ')})`;
type StoreJson = Omit<Store, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number };

/**
 * The store of a live API key. The key is looked up by its SHA-256 (a unique index), and the
 * digest compared again in constant time. Every admin request starts here, so it is one
 * hand-written statement on the pool rather than a Prisma query (docs/PERFORMANCE.md); with
 * `count`, the same statement also counts the request in the key's rate-limit window
 * (src/rest/ratelimit.ts), with the weight `requests` (0: not counted), and returns that window's count.
 */
export async function authenticateApiKey(
  sql: Queryable,
  key: string,
  opts: { requests?: number } = {},
): Promise<{ store: Store; apiKeyId: number; window?: { count: number; reset: number } } | null> {
  const hash = sha256(key);
  const { rows } = await sql.query<{ apiKeyId: number; keyHash: string; store: StoreJson; windowCount: number | null; windowReset: number | null }>(
    `WITH k AS (
       SELECT k.id AS "apiKeyId", k.key_hash AS "keyHash", ${STORE_JSON} AS store
       FROM api_keys k JOIN stores s ON s.id = k.store_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL
     ), w AS (${takeSql(`SELECT 'admin:' || "apiKeyId" AS bucket, $2::int AS n FROM k WHERE $2::int > 0`)})
     SELECT k.*, w.count AS "windowCount", w.reset AS "windowReset" FROM k LEFT JOIN w ON true`,
    [hash, opts.requests ?? 0],
  );
  const row = rows[0];
  if (!row || !digestsEqual(row.keyHash, hash)) return null;
  const store = row.store as unknown as Store;
  store.createdAt = new Date(row.store.createdAt);
  store.updatedAt = new Date(row.store.updatedAt);
  return { store, apiKeyId: row.apiKeyId, ...(row.windowCount !== null ? { window: { count: Number(row.windowCount), reset: Number(row.windowReset) } } : {}) };
}

/**
 * The store of a storefront's `x-store-domain` (domains are stored lower-case). With `requests`
 * (> 0) and the caller's address hash, the same statement counts the request in the caller's
 * storefront bucket (`storefront:<store id>:<address hash>`: the one place that names it) and returns
 * that window's count, as the admin key lookup does: every storefront request (a checkout in a
 * flash sale too) finds its store and is counted in one statement instead of two.
 */
export async function storeByDomain(
  sql: Queryable,
  domain: string,
  opts: { requests?: number; address?: string } = {},
): Promise<{ store: Store; window?: { count: number; reset: number } } | null> {
  const { rows } = await sql.query<Store & { windowCount: number | null; windowReset: number | null }>(
    `WITH s AS (SELECT ${STORE_COLUMNS} FROM stores s WHERE s.domain = $1),
     w AS (${takeSql(`SELECT 'storefront:' || id || ':' || $3::text AS bucket, $2::int AS n FROM s WHERE $2::int > 0`)})
     SELECT s.*, w.count AS "windowCount", w.reset AS "windowReset" FROM s LEFT JOIN w ON true`,
    [domain, opts.requests ?? 0, opts.address ?? ''],
  );
  const row = rows[0];
  if (!row) return null;
  const { windowCount, windowReset, ...store } = row;
  return { store, ...(windowCount !== null ? { window: { count: Number(windowCount), reset: Number(windowReset) } } : {}) };
}
