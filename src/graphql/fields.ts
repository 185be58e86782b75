import { money, moneyDisplay, storeTime } from '../lib/present';
import { pageMeta, type Filters, type ListResult, type Page } from '../lib/pagination';
import { sc, type GraphQLContext } from './context';
import type { Decimal } from '@prisma/client/runtime/client';
import type { GraphQLResolveInfo } from 'graphql';

type TimestampResolver<K extends string> = (row: Record<K, Date | null>, _: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => string;

/** Resolvers for timestamp fields: the same text as REST, in the offset of the store the root field answers for. */
export function timestampFields<K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((n) => [n, ((row, _, ctx, info) => storeTime(sc(ctx, info).store, row[n])) as TimestampResolver<K>])) as Record<
    K,
    TimestampResolver<K>
  >;
}

/** Resolvers for money fields: JSON numbers with at most two decimals. */
export function moneyFields<K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((n) => [n, (row: Record<K, Decimal | null>) => money(row[n])])) as Record<K, (row: Record<K, Decimal | null>) => number>;
}

export const displayMoney = (value: Decimal | number, ctx: GraphQLContext, info: GraphQLResolveInfo) => moneyDisplay(sc(ctx, info).store, value);

/** A service page as a GraphQL page: the REST meta with camelCase names. */
export function gqlPage<T>(result: ListResult<T>, path: string, filters: Filters) {
  if (result.kind !== 'page') throw new Error('GraphQL lists are always paginated');
  const m = pageMeta(result as Page<T>, path, filters);
  return {
    meta: {
      total: m.total,
      perPage: m.per_page,
      currentPage: m.current_page,
      lastPage: m.last_page,
      firstPage: m.first_page,
      firstPageUrl: m.first_page_url,
      lastPageUrl: m.last_page_url,
      nextPageUrl: m.next_page_url,
      previousPageUrl: m.previous_page_url,
    },
    data: result.data,
  };
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Inputs whose value is a JSON object of the caller's own keys (names, field ids): kept as sent. */
const RAW_OBJECT_KEYS = new Set(['variables', 'fields', 'metadata']);

/**
 * A GraphQL input (camelCase) as the service's canonical input (the REST body, snake_case),
 * so both surfaces feed the same validator and get the same errors with the same field paths.
 */
export function toServiceInput(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toServiceInput);
  // graphql-js builds input objects with a null prototype, so test for "object", not for Object.
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        snake(k),
        RAW_OBJECT_KEYS.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v) ? v : toServiceInput(v),
      ]),
    );
  }
  return value;
}

/** GraphQL args (`perPage`, `categoryId`) as service list input (`per_page`, `category_id`); unset, null or empty ones dropped, as REST drops `?from=`. */
export function listArgs(args: Record<string, unknown>): Filters {
  const out: Filters = {};
  for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== null && v !== '') out[snake(k)] = v as Filters[string];
  return out;
}
