import type { PrismaClient, Store } from '../../generated/prisma/client';
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

/**
 * The store of a live API key. The key is looked up by its SHA-256 (a unique index), and the
 * digest compared again in constant time.
 */
export async function authenticateApiKey(db: PrismaClient, key: string): Promise<{ store: Store; apiKeyId: number } | null> {
  const hash = sha256(key);
  const row = await db.apiKey.findUnique({ where: { keyHash: hash }, include: { store: true } });
  if (!row || row.revokedAt || !digestsEqual(row.keyHash, hash)) return null;
  return { store: row.store, apiKeyId: row.id };
}

export function storeByDomain(db: PrismaClient, domain: string): Promise<Store | null> {
  return db.store.findUnique({ where: { domain } });
}
