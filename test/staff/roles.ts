import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from '../../src/lib/permissions';
import { generateSecret, secretPrefix, sha256 } from '../../src/lib/secrets';
import type { TestApp } from '../helpers/app';

/**
 * The permission sets the staff suites try (issue 31): the four built-in roles, a custom role that
 * reads the store and its catalog, a read-only role (every `*:read` permission of the vocabulary, so
 * one added later is in it), and a key with no permission at all.
 */
export const PERMISSION_SETS: Record<string, readonly Permission[]> = {
  OWNER: BUILT_IN_ROLES.OWNER,
  ADMIN: BUILT_IN_ROLES.ADMIN,
  SUPPORT: BUILT_IN_ROLES.SUPPORT,
  ACCOUNTANT: BUILT_IN_ROLES.ACCOUNTANT,
  'custom(store:read,catalog:read)': ['store:read', 'catalog:read'],
  'read-only(*:read)': PERMISSIONS.filter((p) => p.endsWith(':read')),
  'none([])': [],
};

/**
 * An API key of the store with exactly `permissions` (`['*']`: every one, the owner's key), inserted
 * as src/modules/store/store.service.ts stores keys (only the SHA-256 of the secret). Returns the secret.
 */
export async function insertApiKey(
  t: TestApp,
  storeId: number,
  permissions: readonly string[],
  opts: { name?: string; expiresAt?: Date | null } = {},
): Promise<string> {
  const key = generateSecret('sk');
  await t.db.apiKey.create({
    data: {
      storeId,
      name: opts.name ?? 'staff-test',
      keyHash: sha256(key),
      keyPrefix: secretPrefix(key),
      permissions: [...permissions],
      expiresAt: opts.expiresAt ?? null,
    },
  });
  return key;
}

/** `fn` over `items`, at most `size` at a time, results in the items' order. */
export async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}
