import slugify from 'slugify';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function toSlug(text: string): string {
  const s = slugify(text, { lower: true, strict: true, trim: true });
  return s || 'item';
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold.
 * `taken` holds the existing slugs that start with `base`.
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A slug for `text` that `takenWithPrefix` (existing slugs starting with the base) does not hold. */
export async function uniqueSlug(text: string, takenWithPrefix: (base: string) => Promise<string[]>): Promise<string> {
  const base = toSlug(text);
  return firstFreeSlug(base, await takenWithPrefix(base));
}
