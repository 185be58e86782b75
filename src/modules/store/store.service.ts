import { sql } from 'kysely';
import type { PrismaClient, Store } from '../../generated/prisma/client';
import type { Queryable } from '../../db/client';
import { db as kysely, type Param, prepare } from '../../db/sql';
import { take } from '../../http/ratelimit';
import { invalid, notFound } from '../../errors';
import { digestsEqual, generateSecret, secretPrefix, sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import { STORE_FIELDS } from './store.fields';
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

/**
 * The same columns as one JSON object (timestamps as epoch milliseconds, exact for TIMESTAMPTZ(3)),
 * for the key lookup every admin request makes: node-postgres prepares each result column by
 * column, and 25 of them cost more than parsing one JSON value (docs/PERFORMANCE.md).
 */
const storeJson = sql<StoreJson>`json_build_object(${sql.join(
  STORE_FIELDS.flatMap((f) => [
    sql.lit(f),
    f === 'createdAt' || f === 'updatedAt' ? sql`(extract(epoch FROM ${sql.ref(`s.${f}`)}) * 1000)::float8` : sql.ref(`s.${f}`),
  ]),
)})`;
type StoreJson = Omit<Store, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number };

/** A lookup's rate-limit window, when the request was counted. */
const windowOf = (row: { windowCount: number | null; windowReset: number | null }) =>
  row.windowCount !== null ? { window: { count: Number(row.windowCount), reset: Number(row.windowReset) } } : {};

const apiKeyStatement = prepare('store.authenticateApiKey', (p: Param<{ hash: string; requests: number }>) =>
  kysely
    .with('k', (q) =>
      q
        .selectFrom('apiKeys as k')
        .innerJoin('stores as s', 's.id', 'k.storeId')
        .select(['k.id as apiKeyId', 'k.keyHash', 'k.name', 'k.permissions', 'k.lastUsedAt', storeJson.as('store')])
        .where('k.keyHash', '=', p('hash'))
        .where('k.revokedAt', 'is', null)
        .where((w) => w.or([w('k.expiresAt', 'is', null), w('k.expiresAt', '>', sql<Date>`now()`)])),
    )
    // "Last used at" to the minute: a key's row is written at most once a minute, not on every request.
    .with('used', (q) =>
      q
        .updateTable('apiKeys')
        .set({ lastUsedAt: sql`now()` })
        .where('id', '=', (s) => s.selectFrom('k').select('k.apiKeyId'))
        .where((w) => w.or([w('lastUsedAt', 'is', null), w('lastUsedAt', '<', sql<Date>`now() - interval '1 minute'`)]))
        .returning('id'),
    )
    .with('w', (q) =>
      take(
        q
          .selectFrom('k')
          .select([sql<string>`'admin:' || ${sql.ref('apiKeyId')}`.as('bucket'), sql<number>`${p('requests')}::int`.as('n')])
          .where(sql<boolean>`${p('requests')}::int > 0`),
      ),
    )
    .selectFrom('k')
    .leftJoin('w', (join) => join.onTrue())
    .select(['k.apiKeyId', 'k.keyHash', 'k.name', 'k.permissions', 'k.store'])
    .select(['w.count as windowCount', 'w.reset as windowReset'])
    .select(sql<number>`(SELECT count(*) FROM used)::int`.as('touched')),
);

/**
 * The store of a live API key. The key is looked up by its SHA-256 (a unique index), and the
 * digest compared again in constant time. Every admin request starts here, so it is one
 * hand-written statement on the pool rather than a Prisma query (docs/PERFORMANCE.md); with
 * `count`, the same statement also counts the request in the key's rate-limit window
 * (src/http/ratelimit.ts), with the weight `requests` (0: not counted), and returns that window's count.
 */
export async function authenticateApiKey(
  sql: Queryable,
  key: string,
  opts: { requests?: number } = {},
): Promise<{ store: Store; apiKeyId: number; name: string; permissions: string[]; window?: { count: number; reset: number } } | null> {
  const hash = sha256(key);
  const [row] = await apiKeyStatement.runOnPool(sql, { hash, requests: opts.requests ?? 0 });
  if (!row || !digestsEqual(row.keyHash, hash)) return null;
  const store = row.store as unknown as Store;
  store.createdAt = new Date(row.store.createdAt);
  store.updatedAt = new Date(row.store.updatedAt);
  return { store, apiKeyId: row.apiKeyId, name: row.name, permissions: row.permissions, ...windowOf(row) };
}

const domainStatement = prepare('store.storeByDomain', (p: Param<{ domain: string; requests: number; address: string }>) =>
  kysely
    .with('s', (q) =>
      q
        .selectFrom('stores as s')
        .select(STORE_FIELDS.map((f) => `s.${f}` as const))
        .where('s.domain', '=', p('domain')),
    )
    .with('w', (q) =>
      take(
        q
          .selectFrom('s')
          .select([sql<string>`'storefront:' || ${sql.ref('id')} || ':' || ${p('address')}::text`.as('bucket'), sql<number>`${p('requests')}::int`.as('n')])
          .where(sql<boolean>`${p('requests')}::int > 0`),
      ),
    )
    .selectFrom('s')
    .leftJoin('w', (join) => join.onTrue())
    .selectAll('s')
    .select(['w.count as windowCount', 'w.reset as windowReset']),
);

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
  const [row] = await domainStatement.runOnPool(sql, { domain, requests: opts.requests ?? 0, address: opts.address ?? '' });
  if (!row) return null;
  const { windowCount, windowReset, ...store } = row;
  return { store: store as Store, ...windowOf({ windowCount, windowReset }) };
}
