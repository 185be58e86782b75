import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useQuery } from 'urql';
import type { CombinedError } from '@urql/core';
import type { CatalogCategoriesQuery } from '../../gql/graphql';
import { CategoriesDocument } from './documents';

export type CategoryRow = CatalogCategoriesQuery['categories']['data'][number];

/** The API's largest page: the whole tree usually comes in one request. */
const CATEGORY_PAGE_SIZE = 100;

interface PageState {
  data?: CatalogCategoriesQuery;
  error?: CombinedError;
  fetching: boolean;
}

/**
 * One page of the category list. It renders nothing: it reports its result to useAllCategories.
 * Every page is its own query, so urql's document cache refetches each of them after a mutation
 * that returns a Category.
 */
function CategoryPageLoader({ page, refreshKey, onResult }: { page: number; refreshKey: number; onResult(page: number, state: PageState): void }) {
  const [result, reexecute] = useQuery({ query: CategoriesDocument, variables: { page, perPage: CATEGORY_PAGE_SIZE } });
  const mountedKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== mountedKey.current) reexecute({ requestPolicy: 'network-only' });
  }, [refreshKey, reexecute]);
  useEffect(() => {
    onResult(page, { data: result.data, error: result.error, fetching: result.fetching });
  }, [page, result.data, result.error, result.fetching, onResult]);
  return null;
}

export interface AllCategories {
  /** Render these somewhere on the page (they render nothing): they run the page queries. */
  loaders: ReactElement;
  /** Every category of the store, once all pages have arrived. */
  categories?: CategoryRow[];
  error?: CombinedError;
  fetching: boolean;
  /** Refetch every page from the network (after a delete, whose Boolean result invalidates nothing). */
  refresh(): void;
}

/** All the store's categories, every page of them (the tree needs the whole list). */
export function useAllCategories(): AllCategories {
  const [pages, setPages] = useState<Record<number, PageState>>({});
  const [refreshKey, setRefreshKey] = useState(0);
  const onResult = useCallback((page: number, state: PageState) => setPages((prev) => ({ ...prev, [page]: state })), []);
  const lastPage = Math.max(1, pages[1]?.data?.categories.meta.lastPage ?? 1);
  const numbers = Array.from({ length: lastPage }, (_, i) => i + 1);
  const loaders = (
    <>
      {numbers.map((p) => (
        <CategoryPageLoader key={p} page={p} refreshKey={refreshKey} onResult={onResult} />
      ))}
    </>
  );
  const states = numbers.map((p) => pages[p]);
  const complete = states.every((s) => s?.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `numbers` follows lastPage; `pages` changes only when a page reports a new result.
  const categories = useMemo(() => (complete ? numbers.flatMap((p) => pages[p]!.data!.categories.data) : undefined), [complete, pages, lastPage]);
  return {
    loaders,
    categories,
    error: states.find((s) => s?.error)?.error,
    fetching: states.some((s) => !s || s.fetching),
    refresh: useCallback(() => setRefreshKey((k) => k + 1), []),
  };
}

export interface CategoryNode {
  category: CategoryRow;
  children: CategoryNode[];
  depth: number;
}

const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

/** The tree, siblings by position then id (the API's order). A category whose parent is missing shows at the top. */
export function buildTree(categories: CategoryRow[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, CategoryRow[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, depth: number): CategoryNode[] =>
    (children.get(parent) ?? [])
      .slice()
      .sort(byPosition)
      .filter((c) => !seen.has(c.id) && seen.add(c.id))
      .map((c) => ({ category: c, depth, children: build(c.id, depth + 1) }));
  return build(null, 0);
}

/** The tree as select options, indented by depth ("— Hats"). */
export function categoryOptions(categories: CategoryRow[] | undefined, exclude?: number): { value: number; label: string }[] {
  if (!categories) return [];
  const out: { value: number; label: string }[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      if (n.category.id === exclude) continue;
      out.push({ value: n.category.id, label: `${'— '.repeat(n.depth)}${n.category.name}` });
      walk(n.children);
    }
  };
  walk(buildTree(categories));
  return out;
}

/**
 * The position updates that move `id` one place up or down among its siblings: the new order is
 * numbered 0..n-1 and only the categories whose position changes are sent.
 */
export function moveUpdates(siblings: CategoryRow[], id: number, direction: -1 | 1): { id: number; position: number }[] {
  const order = siblings.slice().sort(byPosition);
  const from = order.findIndex((c) => c.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= order.length) return [];
  [order[from], order[to]] = [order[to], order[from]];
  return order
    .map((c, position) => ({ id: c.id, position, old: c.position }))
    .filter((c) => c.position !== c.old)
    .map(({ id, position }) => ({ id, position }));
}
