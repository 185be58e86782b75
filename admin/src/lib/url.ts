import { useSearchParams } from 'react-router-dom';

/** List state (page, filters) kept in the query string, so reloads and the back button keep it. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  function set(changes: Partial<Record<K | 'page', string | number | null>>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    // A new filter starts again at page 1 (a cursor list: at its start).
    for (const k of ['page', 'after', 'before']) if (!(k in changes)) next.delete(k);
    setParams(next);
  }
  return { page, filters, set, setPage: (p: number) => set({ page: p } as Partial<Record<K | 'page', number>>) };
}

/** Optional filter value for a GraphQL variable: '' means not given. */
export function opt(value: string): string | undefined {
  return value === '' ? undefined : value;
}

export function optInt(value: string): number | undefined {
  if (value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}
