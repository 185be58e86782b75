import type { ZodType } from 'zod';
import type { ServiceContext } from '../context';
import { pageMeta, type ListResult } from '../lib/pagination';

export type QueryType = 'int' | 'string' | 'bool';
export type Access = 'admin' | 'storefront' | 'server';

export interface RouteInput {
  /** Path params: ids as numbers, params declared 'string' as given. */
  params: Record<string, number> & { str: Record<string, string> };
  query: Record<string, string | number | boolean | undefined>;
  body: unknown;
  /** The request path without the query, e.g. /v1/app/package. */
  path: string;
  /** The query string's own entries, for the list envelope's links. */
  rawQuery: Record<string, string>;
}

/** One REST route, declared as data; src/rest/router.ts turns every table into express routes. */
export interface Route {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Express path, params as `:name`; a param is a positive integer id unless `params` says 'string'. */
  path: string;
  params?: Record<string, 'string'>;
  access: Access;
  summary: string;
  /**
   * The GraphQL root field that does the same (`Query.orders`, `Mutation.createPackage`), or null
   * for a REST-only route. Required, so a route cannot be added without saying; the contract
   * suite checks every twin exists and answers like the route.
   */
  twin: `${'Query' | 'Mutation'}.${string}` | null;
  /** The body's validation schema, the one the service parses with: the OpenAPI document is built from it. */
  body?: ZodType;
  /** Query parameters and their types; a value of the wrong type is a 400. */
  query?: Record<string, QueryType>;
  /** Success status: 200 by default; 201 for creates, 204 for deletes. */
  status?: 200 | 201 | 204;
  handler(ctx: ServiceContext, input: RouteInput): Promise<unknown>;
}

/** The list envelope, or a bare array for all=true. */
export async function listBody<T>(
  ctx: ServiceContext,
  input: RouteInput,
  result: ListResult<T>,
  present: (ctx: ServiceContext, row: T) => unknown,
  presentAll: (ctx: ServiceContext, row: T) => unknown = present,
) {
  if (result.kind === 'all') return Promise.all(result.data.map((row) => presentAll(ctx, row)));
  return {
    meta: pageMeta(result, input.path, input.rawQuery),
    data: await Promise.all(result.data.map((row) => present(ctx, row))),
  };
}
