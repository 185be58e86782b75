import type { Tx } from './client';

/**
 * Serializes one kind of write per store until the transaction ends, for rules that read
 * before they write (the next free slug, the next position): two concurrent creates then
 * see each other's rows instead of picking the same value.
 */
export async function lockStoreScope(tx: Tx, scope: string, storeId: number): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${scope}), ${storeId}::int)::text AS locked`;
}
