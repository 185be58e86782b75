import { getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import type { Test } from 'supertest';
import { routes } from '../../src/app';
import { ERROR_CODES } from '../../src/errors';
import { buildSchema } from '../../src/graphql/schema';
import { openApiDocument } from '../../src/rest/openapi';
import type { Route } from '../../src/rest/route';
import { bearer, type TestApp } from '../helpers/app';

/**
 * Shared machinery of the generated contract suites (test/contract/*.test.ts). Everything here is
 * derived from `routes` (src/app.ts) and from the GraphQL schema, so a route added to a module's
 * table is covered by every suite without a line written for it.
 */

export type Json = any;
export { routes };

/** The error vocabulary: the published codes and UNAVAILABLE (src/errors.ts). */
export { ERROR_CODES };

/** `PATCH /v1/app/category/:id`: how the suites name a route. */
export const routeName = (r: Route) => `${r.method.toUpperCase()} /v1${r.path}`;

/**
 * REST query parameters that repeat another under the public API's name, by `<route> <param>`: the
 * parameter they repeat. GraphQL has one name for each; the suites run the original, and tests of
 * their own (test/orders/search.test.ts, test/clients) the public names.
 */
export const PUBLIC_NAMES: Record<string, string> = {
  'GET /v1/app/order search': 'q',
  'GET /v1/app/package search': 'name',
  'GET /v1/app/coupon coupon': 'code',
  'GET /v1/app/discount coupon': 'code',
};
/**
 * The name of the route an alias repeats (`GET /v1/app/discount/:id` -> `GET /v1/app/coupon/:id`), or the
 * route's own: an alias is the same operation, so it takes the same fixture resources and inputs.
 */
export const canonicalName = (r: Route) => `${r.method.toUpperCase()} /v1${r.aliasOf ?? r.path}`;

/** Path params in path order. */
export const pathParams = (r: Route) => [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
/** Path params that are integer ids (the router's default), in path order. */
export const numericParams = (r: Route) => pathParams(r).filter((p) => r.params?.[p] !== 'string');

/** The path segment right before a param names what it identifies: `/order/:id/note/:note_id` -> order, note. */
export function segmentOf(r: Route, param: string): string {
  const parts = (r.aliasOf ?? r.path).split('/');
  const i = parts.indexOf(`:${param}`);
  return parts[i - 1];
}

/** The segment a route without path params lists or creates: `/app/affiliate/withdraw_request` -> withdraw_request. */
export const lastSegment = (r: Route) =>
  (r.aliasOf ?? r.path)
    .split('/')
    .filter((s) => !s.startsWith(':'))
    .pop()!;

export const isListRoute = (r: Route) => r.method === 'get' && pathParams(r).length === 0;

// ---------------------------------------------------------------- case conversion

export const camelKey = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const snakeKey = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Values the caller keys by its own names (checkout variables, field values): kept as sent, as src/graphql/fields.ts does. */
const RAW_OBJECT_KEYS = new Set(['variables', 'fields', 'metadata']);

/** A REST body (snake_case) as a GraphQL input (camelCase). */
export function toGqlInput(value: unknown): Json {
  if (Array.isArray(value)) return value.map(toGqlInput);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        camelKey(k),
        RAW_OBJECT_KEYS.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v) ? v : toGqlInput(v),
      ]),
    );
  }
  return value;
}

// ---------------------------------------------------------------- GraphQL twins

let schemaCache: GraphQLSchema | undefined;
export const gqlSchema = () => (schemaCache ??= buildSchema());

export interface Twin {
  kind: 'Query' | 'Mutation';
  name: string;
  field: GraphQLField<unknown, unknown> | undefined;
}

export function twinOf(r: Route): Twin | null {
  if (!r.twin) return null;
  const [kind, name] = r.twin.split('.') as ['Query' | 'Mutation', string];
  const root = kind === 'Query' ? gqlSchema().getQueryType() : kind === 'Mutation' ? gqlSchema().getMutationType() : null;
  return { kind, name, field: root?.getFields()[name] };
}

/** The twin's arguments that stand for the route's path params: its required ones other than `input`, in order. */
export const twinPathArgs = (field: GraphQLField<unknown, unknown>) => field.args.filter((a) => isNonNullType(a.type) && a.name !== 'input').map((a) => a.name);

/** Every field of the result down to `depth` levels of objects (fields needing arguments left out). */
function selectionFor(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const parts: string[] = [];
  for (const [name, f] of Object.entries(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    if (isLeafType(getNamedType(f.type))) parts.push(name);
    else if (depth > 0) parts.push(name + selectionFor(f.type, depth - 1));
  }
  return ` { ${parts.length ? parts.join(' ') : '__typename'} }`;
}

export interface CallInput {
  /** Path param values by name. */
  params?: Record<string, string | number>;
  /** The REST body (snake_case); `undefined` sends none. */
  body?: unknown;
  /** REST query params (snake_case). */
  query?: Record<string, string | number | boolean>;
}

/**
 * The GraphQL operation that does what the REST call does: path params positionally onto the twin's
 * required arguments, the body as `input` (camelCase) or, for a twin without `input` (the cart), its
 * keys as arguments, and the query params onto arguments of the same camelCase name.
 */
export function twinOperation(r: Route, call: CallInput, opts: { depth?: number; args?: Record<string, unknown> } = {}) {
  const twin = twinOf(r);
  if (!twin?.field) throw new Error(`${routeName(r)} has no GraphQL twin`);
  const field = twin.field;
  const argNames = new Set(field.args.map((a) => a.name));
  const args: Record<string, unknown> = {};
  const pathArgs = twinPathArgs(field);
  pathParams(r).forEach((p, i) => {
    if (call.params && p in call.params && pathArgs[i]) {
      const v = call.params[p];
      const type = String(field.args.find((a) => a.name === pathArgs[i])!.type);
      args[pathArgs[i]] = type.startsWith('Int') ? Number(v) : String(v);
    }
  });
  if (call.body !== undefined) {
    if (argNames.has('input')) args.input = toGqlInput(call.body);
    else if (call.body !== null && typeof call.body === 'object' && !Array.isArray(call.body)) {
      for (const [k, v] of Object.entries(toGqlInput(call.body) as Record<string, unknown>)) if (argNames.has(k)) args[k] = v;
    }
  }
  for (const [k, v] of Object.entries(call.query ?? {})) if (argNames.has(camelKey(k))) args[camelKey(k)] = v;
  Object.assign(args, opts.args);
  const used = field.args.filter((a) => a.name in args);
  const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const uses = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${twin.kind === 'Query' ? 'query' : 'mutation'} Twin${defs ? `(${defs})` : ''} { ${twin.name}${uses ? `(${uses})` : ''}${selectionFor(field.type, opts.depth ?? 2)} }`;
  return { query, variables: Object.fromEntries(used.map((a) => [a.name, args[a.name]])) };
}

export interface GqlResponse {
  status: number;
  body: { data?: Json; errors?: { message: string; path?: string[]; extensions?: Json }[] };
}

export async function callTwin(
  t: TestApp,
  r: Route,
  headers: Record<string, string>,
  call: CallInput,
  opts: { depth?: number; args?: Record<string, unknown> } = {},
): Promise<GqlResponse> {
  const { query, variables } = twinOperation(r, call, opts);
  const res = await t.http().post('/graphql').set(headers).send({ query, variables });
  return { status: res.status, body: res.body };
}

// ---------------------------------------------------------------- OpenAPI

let docCache: Json;
/** The OpenAPI document the server serves, built from the same tables. */
const openApi = (): Json => (docCache ??= openApiDocument(routes));
/** `/v1/app/order/{id}/note/{note_id}` */
export const openApiPath = (r: Route) => `/v1${r.path.replace(/:(\w+)/g, '{$1}')}`;
const operationOf = (r: Route): Json => openApi().paths[openApiPath(r)]?.[r.method];
/** The JSON schema of the route's request body, as the OpenAPI document gives it. */
export const bodySchemaOf = (r: Route): JsonSchema | undefined => operationOf(r)?.requestBody?.content?.['application/json']?.schema;
/** The JSON schema of one of the route's query parameters, as the OpenAPI document gives it. */
export const queryParamSchemaOf = (r: Route, name: string): JsonSchema | undefined =>
  (operationOf(r)?.parameters as { in: string; name: string; schema: JsonSchema }[] | undefined)?.find((p) => p.in === 'query' && p.name === name)?.schema;
/** The closed value set a JSON schema allows (through anyOf/oneOf/allOf, e.g. a nullable enum), or undefined. */
export const enumOf = (schema: JsonSchema | undefined): unknown[] | undefined =>
  schema?.enum ?? ((schema?.anyOf ?? schema?.oneOf ?? schema?.allOf) as JsonSchema[] | undefined)?.map(enumOf).find(Boolean);

// ---------------------------------------------------------------- REST

export function restPath(r: Route, params: Record<string, string | number> = {}) {
  return `/v1${r.path.replace(/:(\w+)/g, (_, p: string) => {
    if (!(p in params)) throw new Error(`${routeName(r)}: no value for :${p}`);
    return encodeURIComponent(String(params[p]));
  })}`;
}

export function callRest(t: TestApp, r: Route, headers: Record<string, string>, call: CallInput = {}): Test {
  let req = t.http()[r.method](restPath(r, call.params)).set(headers);
  if (call.query) req = req.query(call.query);
  if (call.body !== undefined) req = req.send(call.body as object);
  return req;
}

/** The credentials a route's access asks for, from a store's key and domain. */
export const credentials = (r: Route, s: { key: string; domain: string; serverToken?: string; buyerToken?: string }): Record<string, string> =>
  r.access === 'storefront'
    ? { 'x-store-domain': s.domain }
    : r.access === 'buyer'
      ? { 'x-store-domain': s.domain, ...bearer(s.buyerToken ?? '') }
      : r.access === 'server'
        ? bearer(s.serverToken ?? '')
        : bearer(s.key);

// ---------------------------------------------------------------- errors

export interface Triple {
  code: string;
  field: string | null;
  rule: string | null;
}

const byKey = (a: Triple, b: Triple) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** `{code, field, rule}` of a REST answer, sorted; [] for a success. */
export function restTriples(res: { status: number; body: Json }): Triple[] {
  if (res.status < 400) return [];
  return (res.body?.errors ?? [{ code: `HTTP ${res.status}` }]).map((e: Json) => ({ code: e.code, field: e.field ?? null, rule: e.rule ?? null })).sort(byKey);
}

/** `{code, field, rule}` of a GraphQL answer's errors, sorted; [] for a success. */
export function gqlTriples(res: GqlResponse): Triple[] {
  return (res.body.errors ?? []).map((e) => ({ code: e.extensions?.code, field: e.extensions?.field ?? null, rule: e.extensions?.rule ?? null })).sort(byKey);
}

/** The contract's error body: `{errors: [{message, code, field?, rule?}]}` and nothing else. Returns a reason, or null when it conforms. */
export function errorBodyProblem(body: Json): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `body is not an object: ${JSON.stringify(body)}`;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'errors') return `body keys are ${JSON.stringify(keys)}, expected ["errors"]`;
  if (!Array.isArray(body.errors) || body.errors.length === 0) return 'errors is not a non-empty array';
  for (const e of body.errors) {
    if (e === null || typeof e !== 'object') return `error entry is not an object: ${JSON.stringify(e)}`;
    const extra = Object.keys(e).filter((k) => !['message', 'code', 'field', 'rule'].includes(k));
    if (extra.length) return `error entry has extra keys ${JSON.stringify(extra)}`;
    if (typeof e.message !== 'string' || !e.message) return `message is not a non-empty string: ${JSON.stringify(e)}`;
    if (!(ERROR_CODES as readonly string[]).includes(e.code)) return `code ${JSON.stringify(e.code)} is not in the vocabulary`;
    if ('field' in e && typeof e.field !== 'string') return `field is not a string: ${JSON.stringify(e)}`;
    if ('rule' in e && typeof e.rule !== 'string') return `rule is not a string: ${JSON.stringify(e)}`;
  }
  return null;
}

// ---------------------------------------------------------------- store dumps

/** Every row of every table with a store_id column that belongs to the store, plus the store row, as one text. */
export async function dumpStore(t: TestApp, storeId: number): Promise<{ text: string; tables: Record<string, number> }> {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'store_id'
      ORDER BY table_name`,
  );
  const out: Record<string, unknown> = {};
  const counts: Record<string, number> = {};
  const store = await t.database.pool.query(`SELECT to_jsonb(s)::text AS j FROM stores s WHERE id = $1`, [storeId]);
  out.stores = store.rows.map((r) => r.j);
  for (const { table_name } of tables) {
    const { rows } = await t.database.pool.query<{ j: string }>(`SELECT to_jsonb(x)::text AS j FROM "${table_name}" x WHERE store_id = $1 ORDER BY 1`, [
      storeId,
    ]);
    out[table_name] = rows.map((r) => r.j);
    counts[table_name] = rows.length;
  }
  return { text: JSON.stringify(out, null, 1), tables: counts };
}

// ---------------------------------------------------------------- JSON schema samples

export type JsonSchema = Record<string, any>;

/** A value the JSON schema accepts: required properties only, or every property (`full`). */
export function sampleOf(schema: JsonSchema, full = false): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alts = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alts)) return sampleOf(alts.find((s: JsonSchema) => s.type !== 'null') ?? alts[0], full);
  if (Array.isArray(schema.allOf) && schema.allOf.length) return sampleOf(schema.allOf[0], full);
  if (Array.isArray(schema.type)) return sampleOf({ ...schema, type: schema.type.find((x: string) => x !== 'null') ?? 'null' }, full);
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const keys = full ? Object.keys(props) : ((schema.required ?? []) as string[]);
      return Object.fromEntries(keys.map((k) => [k, sampleOf(props[k] ?? {}, full)]));
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, full ? 1 : 0);
      return Array.from({ length: n }, () => sampleOf(schema.items ?? {}, full));
    }
    case 'string': {
      if (schema.format === 'email') return 'sample@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/sample';
      if (schema.format === 'date-time') return '2030-01-02T03:04:05.000Z';
      if (schema.format === 'date') return '2030-01-02';
      return 'sample'.padEnd(Math.max(schema.minLength ?? 1, 1), 'x').slice(0, schema.maxLength ?? 64);
    }
    case 'integer':
    case 'number': {
      // 1 when the bounds allow it (a count, an id, an amount), else the nearest bound.
      const lo = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity;
      const hi = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
      if (lo <= 1 && 1 <= hi) return 1;
      return lo === -Infinity ? hi : lo;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

export type PathKey = (string | number)[];

export interface Leaf {
  path: PathKey;
  schema: JsonSchema;
}

/** Every property path of a JSON schema (arrays through their first item), with its schema. */
export function leavesOf(schema: JsonSchema, path: PathKey = []): Leaf[] {
  const out: Leaf[] = path.length ? [{ path, schema }] : [];
  const s = (schema.anyOf ?? schema.oneOf)?.find((x: JsonSchema) => x.type !== 'null') ?? schema;
  if (s.type === 'object' && s.properties) {
    for (const [k, v] of Object.entries(s.properties as Record<string, JsonSchema>)) out.push(...leavesOf(v, [...path, k]));
  } else if (s.type === 'array' && s.items) {
    out.push(...leavesOf(s.items, [...path, 0]));
  }
  return out;
}

/** A copy of `value` with `path` set to `leaf` (creating objects/arrays on the way). */
export function setAt(value: unknown, path: PathKey, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const arr = Array.isArray(value) ? [...value] : [];
    arr[head] = setAt(arr[head], rest, leaf);
    return arr;
  }
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
  Object.defineProperty(obj, head, { value: setAt((obj as Record<string, unknown>)[head], rest, leaf), enumerable: true, writable: true, configurable: true });
  return obj;
}

/** A copy of `value` without the property at `path`. */
export function deleteAt(value: unknown, path: PathKey): unknown {
  if (!path.length || value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const arr = [...value];
    if (typeof head === 'number' && head < arr.length) {
      if (rest.length) arr[head] = deleteAt(arr[head], rest);
      else arr.splice(head, 1);
    }
    return arr;
  }
  const obj = { ...(value as Record<string, unknown>) };
  if (rest.length) obj[head as string] = deleteAt(obj[head as string], rest);
  else delete obj[head as string];
  return obj;
}

// ---------------------------------------------------------------- misc

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** YYYY-MM-DD of a UTC day `days` from today. */
export const utcDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every value in a JSON tree under a key named `store_id`/`storeId`. */
export function storeIdsIn(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) storeIdsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'store_id' || k === 'storeId') out.push(v);
      storeIdsIn(v, out);
    }
  }
  return out;
}
