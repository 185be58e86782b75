import type { z } from 'zod';
import type { PageMeta as PageMetaSchema, StorefrontPageMeta } from './responses';

/** One page of a list, as services return it; surfaces turn it into their envelope. */
export interface Page<T> {
  kind: 'page';
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

/** `all=true`: every item, no envelope. */
interface All<T> {
  kind: 'all';
  data: T[];
}

export type ListResult<T> = Page<T> | All<T>;

const DEFAULT_PER_PAGE = 15;

export function pageWindow(input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, skip: (page - 1) * perPage, take: perPage };
}

/** A storefront page: `limit` stands for `per_page` when that is not given. */
export const storefrontPageWindow = (input: { page?: number; per_page?: number; limit?: number }) =>
  pageWindow({ page: input.page, per_page: input.per_page ?? input.limit });

export type Filters = Record<string, string | number | boolean | null | undefined>;

/** The Lucid-style meta: the `*_url` fields repeat the path and filters with another page. Its schema is PageMeta in ./responses. */
export type PageMeta = z.output<typeof PageMetaSchema>;

export function pageMeta(page: Page<unknown>, path: string, filters: Filters = {}): PageMeta {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const url = (n: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (k !== 'page' && v !== undefined && v !== null && v !== '') q.set(k, String(v));
    q.set('page', String(n));
    return `${path}?${q.toString()}`;
  };
  return {
    total: page.total,
    per_page: page.perPage,
    current_page: page.page,
    last_page: lastPage,
    first_page: 1,
    first_page_url: url(1),
    last_page_url: url(lastPage),
    next_page_url: page.page < lastPage ? url(page.page + 1) : null,
    previous_page_url: page.page > 1 ? url(page.page - 1) : null,
  };
}

/** The storefront meta carries only the four counters. */
export function shortPageMeta(page: Page<unknown>): z.output<typeof StorefrontPageMeta> {
  return {
    total: page.total,
    per_page: page.perPage,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(page.total / page.perPage)),
  };
}
