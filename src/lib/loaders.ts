import DataLoader from 'dataloader';

/** A loader of rows by id; results come back in key order, null for a missing id. */
export function loaderById<T extends { id: number }>(fetch: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await fetch([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** A loader of the rows that belong to each key (e.g. commands by package id), in fetch order. */
export function loaderGroup<T, K extends number | string>(fetch: (keys: K[]) => Promise<T[]>, keyOf: (row: T) => K) {
  return new DataLoader<K, T[]>(async (keys) => {
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
