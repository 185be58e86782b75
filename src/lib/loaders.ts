import DataLoader from 'dataloader';

/**
 * A DataLoader that also answers synchronously for what was primed: `get(key)` returns a primed
 * value itself, and a promise (`load`) otherwise. A page primes every item's relations (the package
 * page's category and commands); a GraphQL resolver that returns the value rather than a promise of
 * it lets graphql-js complete the item without a promise per field and per object (on the package
 * page, two promises and a `promiseForObject` per item of 15).
 *
 * The value `get` returns is always the one `load` would resolve to: as DataLoader's own `prime`,
 * priming a key that is already cached (primed, or asked of `load`) changes nothing.
 */
export class PrimedLoader<K, V> extends DataLoader<K, V> {
  private readonly primed = new Map<K, V>();
  private readonly asked = new Set<K>();

  override load(key: K): Promise<V> {
    this.asked.add(key);
    return super.load(key);
  }

  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    if (!this.primed.has(key) && !this.asked.has(key) && !(value instanceof Error) && !isThenable(value)) this.primed.set(key, value);
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.primed.delete(key);
    this.asked.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.primed.clear();
    this.asked.clear();
    return super.clearAll();
  }

  /** The primed value, or a promise of the loaded one. */
  get(key: K): V | Promise<V> {
    return this.primed.has(key) ? (this.primed.get(key) as V) : this.load(key);
  }
}

const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as PromiseLike<unknown> | null)?.then === 'function';

/** A loader of rows by id; results come back in key order, null for a missing id. */
export function loaderById<T extends { id: number }>(fetch: (ids: number[]) => Promise<T[]>) {
  return new PrimedLoader<number, T | null>(async (ids) => {
    const rows = await fetch([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** A loader of the rows that belong to each key (e.g. commands by package id), in fetch order. */
export function loaderGroup<T, K extends number | string>(fetch: (keys: K[]) => Promise<T[]>, keyOf: (row: T) => K) {
  return new PrimedLoader<K, T[]>(async (keys) => {
    const rows = await fetch([...keys]);
    const groups = new Map<K, T[]>();
    for (const row of rows) {
      const k = keyOf(row);
      const list = groups.get(k);
      if (list) list.push(row);
      else groups.set(k, [row]);
    }
    return keys.map((k) => groups.get(k) ?? []);
  });
}
