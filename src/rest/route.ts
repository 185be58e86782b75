import { z, type ZodType } from 'zod';
import { PageMeta } from '../lib/responses';
import type { ServiceContext } from '../context';
import { pageMeta, type ListResult, type Page, type PageMeta as PageMetaJson } from '../lib/pagination';

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

type Handler<R> = (ctx: ServiceContext, input: RouteInput) => Promise<R>;

interface RouteBase {
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
}

/**
 * One REST route, declared as data; src/rest/router.ts turns every table into express routes.
 * A route that answers with a body must declare its schema (`response`): the OpenAPI document
 * describes the body with it, and with `validateResponses` the router checks every body against it.
 */
export type Route = RouteBase &
  (
    | {
        /** Success status: 200 by default; 201 for creates. */
        status?: 200 | 201;
        /** The success body's schema (the presenter's, or `listResponse(...)`). */
        response: ZodType;
        handler: Handler<unknown>;
      }
    | {
        /** 204: a delete, no body. */
        status: 204;
        response?: undefined;
        handler: Handler<unknown>;
      }
  );

/**
 * A route whose handler is checked against its response schema at compile time: the handler
 * must return what `response` describes (`z.input` of it). Use it for every route table entry.
 */
export function route<S extends ZodType>(r: RouteBase & { status?: 200 | 201; response: S; handler: Handler<z.input<S>> }): Route;
export function route(r: RouteBase & { status: 204; response?: undefined; handler: Handler<void> }): Route;
export function route(r: Route): Route {
  return r;
}

/** The `{meta, data}` page of a back-office list. */
export const pageResponse = <I extends ZodType>(item: I) => z.strictObject({ meta: PageMeta, data: z.array(item) });

type PageOf<I extends ZodType> = ReturnType<typeof pageResponse<I>>;

/**
 * The schema of a back-office list that takes `all=true`: the `{meta, data}` page, or the bare
 * array (of `allItem`, when all=true presents a shorter item).
 */
export function listResponse<I extends ZodType>(item: I): z.ZodUnion<[PageOf<I>, z.ZodArray<I>]>;
export function listResponse<I extends ZodType, A extends ZodType>(item: I, allItem: A): z.ZodUnion<[PageOf<I>, z.ZodArray<A>]>;
export function listResponse(item: ZodType, allItem?: ZodType) {
  return z.union([pageResponse(item), z.array(allItem ?? item)]);
}

type Presenter<T, P> = (ctx: ServiceContext, row: T) => P | Promise<P>;

/** The list envelope, or a bare array for all=true (of `presentAll`'s items, when given). */
export async function listBody<T, P>(ctx: ServiceContext, input: RouteInput, result: Page<T>, present: Presenter<T, P>): Promise<{ meta: PageMetaJson; data: P[] }>;
export async function listBody<T, P>(ctx: ServiceContext, input: RouteInput, result: ListResult<T>, present: Presenter<T, P>): Promise<{ meta: PageMetaJson; data: P[] } | P[]>;
export async function listBody<T, P, A>(
  ctx: ServiceContext,
  input: RouteInput,
  result: ListResult<T>,
  present: Presenter<T, P>,
  presentAll: Presenter<T, A>,
): Promise<{ meta: PageMetaJson; data: P[] } | A[]>;
export async function listBody<T>(
  ctx: ServiceContext,
  input: RouteInput,
  result: ListResult<T>,
  present: Presenter<T, unknown>,
  presentAll: Presenter<T, unknown> = present,
) {
  if (result.kind === 'all') return Promise.all(result.data.map((row) => presentAll(ctx, row)));
  return {
    meta: pageMeta(result, input.path, input.rawQuery),
    data: await Promise.all(result.data.map((row) => present(ctx, row))),
  };
}
