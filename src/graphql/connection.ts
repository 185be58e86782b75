import type { Slice } from '../lib/keyset';

/**
 * Cursor connections (issue 29) over a service's Slice (src/lib/keyset.ts): a list's connection type
 * gets its fields with `XConnection: connectionFields<Row>()` in the module's resolvers, and its root
 * field returns the service's slice. PageInfo resolves from the same slice (codegen maps both to it),
 * so `totalCount` and the side of hasNext/hasPreviousPage that costs a statement run only when selected.
 */
export function connectionFields<T>() {
  return {
    edges: (s: Slice<T>) => s.data.map((node, i) => ({ cursor: s.cursors[i], node })),
    pageInfo: (s: Slice<T>) => s,
    totalCount: (s: Slice<T>) => s.totalCount(),
  };
}

/** PageInfo's fields, from the slice its connection returned. */
export const pageInfoFields = {
  hasNextPage: (s: Slice<unknown>) => s.hasNextPage(),
  hasPreviousPage: (s: Slice<unknown>) => s.hasPreviousPage(),
  startCursor: (s: Slice<unknown>) => s.cursors[0] ?? null,
  endCursor: (s: Slice<unknown>) => s.cursors.at(-1) ?? null,
};
