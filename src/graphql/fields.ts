import { money, moneyDisplay, storeTime } from '../lib/present';
import { pageMeta, type Filters, type ListResult, type Page } from '../lib/pagination';
import { sc, type GraphQLContext } from './context';
import type { Decimal } from '@prisma/client/runtime/client';
import type { GraphQLResolveInfo } from 'graphql';
import type { CamelToSnake } from '../lib/wire';

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
const RAW_KEYS = ['variables', 'fields', 'metadata'] as const;
const RAW_OBJECT_KEYS = new Set<string>(RAW_KEYS);
type RawObjectKey = (typeof RAW_KEYS)[number];

/** An object key as `toServiceInput` writes it. */
type SnakeKey<K> = K extends string ? CamelToSnake<K> : K extends number ? `${K}` : never;

/**
 * What `toServiceInput` makes of a value of type T, key for key: object keys in snake_case,
 * recursively through objects and lists; a Date, and the object under a RAW_OBJECT_KEYS name
 * (a JSON object of the caller's own keys), as they are. Optional and nullable stay so.
 */
export type ServiceInput<T> = T extends readonly (infer E)[]
  ? ServiceInput<E>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as SnakeKey<K>]: K extends RawObjectKey ? RawObjectValue<T[K]> : ServiceInput<T[K]> }
      : T;

/** The value under a RAW_OBJECT_KEYS name: an object kept as sent, a list still converted. */
type RawObjectValue<V> = V extends readonly unknown[] ? ServiceInput<V> : V;

/** GraphQL list args as `listArgs` hands them on: snake_case names, unset and null ones dropped. */
export type ListArgs<T> = { [K in keyof T as SnakeKey<K>]?: Exclude<T[K], null | undefined> };

// ---- how a converted input fits the service it is handed to ----

type Path<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
/** The keys of any member of a union of object types (keyof of a union is only the shared ones). */
type KeysOf<W> = W extends unknown ? keyof W : never;
/** The value type under K in any member of a union of object types. */
type PropOf<W, K extends PropertyKey> = W extends unknown ? (K extends keyof W ? W[K] : never) : never;
type ObjectPart<W> = Exclude<Extract<W, object>, readonly unknown[] | Date>;
type ElementOf<W> = W extends readonly (infer E)[] ? E : never;
type NotTaken<P extends string, S, W> = { field: P extends '' ? '(the input)' : P; sends: S; serviceTakes: W };

/**
 * Where a converted GraphQL input S does not fit the service's input W: one entry per field that
 * the service does not know (`unknownToService`), or whose values it does not take (`sends` /
 * `serviceTakes`), with its dotted path (`items[].package_id`). `never` when every field fits.
 * A target that names no keys (`object`, `unknown`) takes anything.
 */
export type Drift<S, W, P extends string = ''> = 0 extends 1 & W
  ? never
  : unknown extends W
    ? never
    : S extends readonly (infer E)[]
      ? [ElementOf<W>] extends [never]
        ? NotTaken<P, S, W>
        : Drift<E, ElementOf<W>, `${P}[]`>
      : S extends Date
        ? [S] extends [W]
          ? never
          : NotTaken<P, S, W>
        : S extends object
          ? [ObjectPart<W>] extends [never]
            ? NotTaken<P, S, W>
            : [KeysOf<ObjectPart<W>>] extends [never]
              ? never
              : {
                  [K in keyof S & string]: K extends KeysOf<ObjectPart<W>>
                    ? Drift<S[K], PropOf<ObjectPart<W>, K>, Path<P, K>>
                    : { field: Path<P, K>; unknownToService: S[K] };
                }[keyof S & string]
          : [S] extends [W]
            ? never
            : NotTaken<P, S, W>;

/**
 * `unknown` when S fits W (every field known to the service, every value one it takes); otherwise
 * an object no argument has, whose `serviceInputDrift` lists the fields at fault, so the call does
 * not compile and the error message names them.
 */
type Fits<S, W> = [Drift<S, W>] extends [never]
  ? [S] extends [W]
    ? unknown
    : { serviceInputDrift: { sends: S; serviceTakes: W } }
  : { serviceInputDrift: Drift<S, W> };

/**
 * A GraphQL input (camelCase) as the service's canonical input (the REST body, snake_case),
 * so both surfaces feed the same validator and get the same errors with the same field paths.
 *
 * Typed by where it goes: handed to a service (`createCategory(ctx, toServiceInput(input))`), the
 * result takes the service parameter's type, and the call compiles only if every field of the
 * converted input is a key that parameter knows, with a value it takes (see `Drift`): a field
 * renamed in the SDL or in the zod schema fails here, at the resolver, naming the field. Without a
 * target it is `ServiceInput<T>`.
 */
export function toServiceInput<T, R = ServiceInput<T>>(value: T & Fits<ServiceInput<T>, R>): R;
export function toServiceInput(value: unknown): unknown {
  return convert(value);
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  // graphql-js builds input objects with a null prototype, so test for "object", not for Object.
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [snake(k), RAW_OBJECT_KEYS.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v) ? v : convert(v)]),
    );
  }
  return value;
}

/**
 * GraphQL args (`perPage`, `categoryId`) as service list input (`per_page`, `category_id`); unset, null or empty ones dropped, as REST drops `?from=`.
 * Typed as `toServiceInput` is: by the service (or the annotated variable) it goes to, checked field for field.
 */
export function listArgs<T extends object, R = ListArgs<T>>(args: T & Fits<ListArgs<T>, R>): R;
export function listArgs(args: Record<string, unknown>): Filters {
  const out: Filters = {};
  for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== null && v !== '') out[snake(k)] = v as Filters[string];
  return out;
}

/**
 * A presented REST object with its top-level keys in camelCase, for a GraphQL type written from the
 * same response schema (values, JSON objects included, are kept as they are).
 */
export function camelKeys<T extends object>(json: T): CamelKeys<T> {
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), v])) as CamelKeys<T>;
}

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<SnakeToCamel<T>>}` : S;
type CamelKeys<T> = { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: T[K] };
