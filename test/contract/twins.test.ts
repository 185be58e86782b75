import { getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { buildFixture, fixtureParams, validBody, type Fixture } from './fixture';
import {
  PUBLIC_NAMES,
  bodySchemaOf,
  callRest,
  callTwin,
  camelKey,
  credentials,
  enumOf,
  errorBodyProblem,
  gqlSchema,
  gqlTriples,
  leavesOf,
  numericParams,
  pathParams,
  queryParamSchemaOf,
  restTriples,
  routeName,
  routes,
  twinOf,
  twinPathArgs,
  type GqlResponse,
  type Json,
  type PathKey,
} from './lib';
import type { Route } from '../../src/rest/route';

/**
 * GENERATED from `routes` (src/app.ts): every REST route has a GraphQL twin (`route.twin`) that
 * exists, is of the right kind, takes the same path ids, query filters and body, asks for the same
 * credential, refuses an empty body with the same {code, field, rule} list, and answers NOT_FOUND for
 * an id that does not exist. A route added to any module's table is checked here without a line
 * written for it.
 */

let t: TestApp;
let a: Fixture;

beforeAll(async () => {
  t = await setupTestApp();
  a = await buildFixture(t, 'A');
});
afterAll(() => t.close());

const named = <T extends { path: string; method: string }>(list: T[]) => list.map((r) => [routeName(r as never), r] as const);

/** The game-server plugin protocol is REST only (docs/DECISIONS.md, "The contract, visible"); every other route must say which GraphQL field does the same. */
const restOnly = (r: (typeof routes)[number]) => r.path.startsWith('/server/');
/** Writes answered by a GraphQL Query: the cart reads and writes nothing (REST uses POST only to carry the body). */
const QUERY_WRITES = new Set(['POST /v1/webstore/cart']);
/** REST query parameters without a GraphQL argument, and why. */
const REST_ONLY_QUERY: Record<string, string> = {
  all: 'GraphQL lists are always paginated (docs/DECISIONS.md)',
  statistics: 'GraphQL Affiliate always carries its statistics field',
};
/** GraphQL root fields that no route twins, and why (every other root field is some route's twin). */
const GRAPHQL_ONLY: Record<string, string> = {
  'Mutation.ping': 'a reachability check for GraphQL clients; REST has /healthz',
  // Cursor connections beside the offset pages (issue 29): REST keeps its pages, GraphQL has both.
  'Query.ordersConnection': 'a cursor connection over Query.orders (GET /v1/app/order) with its filters; REST pages by offset',
  'Query.webhookLogsConnection': 'a cursor connection over Query.webhookLogs (GET /v1/app/webhooks/logs) with its filters; REST pages by offset',
  'Query.withdrawRequestsConnection':
    'a cursor connection over Query.withdrawRequests (GET /v1/app/affiliate/withdraw_request) with its filters; REST pages by offset',
};
const QUERY_TYPES: Record<string, string> = { int: 'Int', string: 'String', bool: 'Boolean', list: 'String' };

const twinned = routes.filter((r) => r.twin);
const NOT_THERE = 999_999;

function expectGqlCode(res: GqlResponse, code: string, message?: string) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors![0].extensions?.code).toBe(code);
  if (message) expect(res.body.errors![0].message).toBe(message);
  expect(res.body.data ?? null).toBeNull();
}

function expectRest(res: { status: number; body: Json }, status: number, code: string, message?: string) {
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: { errors: [{ message: message ?? expect.any(String), code }] },
  });
}

describe('every route declares its twin', () => {
  test('the route table is the REST surface: 73 routes, no method and path twice', () => {
    const names = routes.map(routeName);
    expect(new Set(names).size).toBe(names.length);
    expect(routes.length).toBeGreaterThanOrEqual(73);
  });

  test.each(named(routes))('%s declares twin (null only for /server/*)', (_name, r) => {
    expect(Object.hasOwn(r, 'twin')).toBe(true);
    if (restOnly(r)) expect(r.twin).toBeNull();
    else expect(r.twin).toMatch(/^(Query|Mutation)\.[a-z][A-Za-z0-9]*$/);
  });

  test('every GraphQL root field is a route’s twin, or GraphQL-only with a reason', () => {
    const twins = new Set<string | null>(twinned.map((r) => r.twin));
    const fields = [gqlSchema().getQueryType()!, gqlSchema().getMutationType()!].flatMap((root) =>
      Object.keys(root.getFields()).map((f) => `${root.name}.${f}`),
    );
    expect(fields.filter((f) => !twins.has(f) && !(f in GRAPHQL_ONLY))).toEqual([]);
    // A listed field that became a twin (or went away) leaves the list.
    expect(Object.keys(GRAPHQL_ONLY).filter((f) => twins.has(f) || !fields.includes(f))).toEqual([]);
  });

  test('no two routes share a twin, but an alias shares the twin of the route it repeats', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const r of twinned.filter((x) => x.aliasOf)) {
      const origin = twinned.find((x) => x.method === r.method && x.path === r.aliasOf);
      if (origin?.twin !== r.twin) dupes.push(`${routeName(r)} is an alias of ${r.aliasOf} but its twin is ${r.twin}, not ${origin?.twin}`);
    }
    for (const r of twinned.filter((x) => !x.aliasOf)) {
      if (seen.has(r.twin!)) dupes.push(`${r.twin} is the twin of ${seen.get(r.twin!)} and ${routeName(r)}`);
      seen.set(r.twin!, routeName(r));
    }
    expect(dupes).toEqual([]);
  });

  test.each(named(twinned))('%s: the twin is a root field of the right kind with the same arguments', (_name, r) => {
    const twin = twinOf(r)!;
    const expectedKind = r.method === 'get' || QUERY_WRITES.has(routeName(r)) ? 'Query' : 'Mutation';
    expect(`${twin.kind}.${twin.name}`).toBe(`${expectedKind}.${twin.name}`);
    expect(twin.field).toBeDefined();
    const field = twin.field!;

    // Path params -> the twin's required arguments, in order: Int! for ids, String! for string params.
    const args = twinPathArgs(field);
    expect(args).toHaveLength(pathParams(r).length);
    pathParams(r).forEach((p, i) => {
      const type = String(field.args.find((x) => x.name === args[i])!.type);
      expect(`${p}: ${type}`).toBe(`${p}: ${r.params?.[p] === 'string' ? 'String!' : 'Int!'}`);
    });

    // Query params -> arguments of the same camelCase name and type.
    for (const [q, type] of Object.entries(r.query ?? {})) {
      if (q in REST_ONLY_QUERY) continue;
      if (`${routeName(r)} ${q}` in PUBLIC_NAMES) {
        expect(field.args.map((x) => x.name)).toContain(PUBLIC_NAMES[`${routeName(r)} ${q}`]);
        continue;
      }
      const arg = field.args.find((x) => x.name === camelKey(q));
      // GraphQL's ID takes text (and integer literals): a text parameter that is an id, or "all", may be one.
      // A text parameter with a closed value set is the GraphQL enum of those values (checked below).
      const named = arg && getNamedType(arg.type);
      const expected =
        type === 'string' && arg && String(arg.type) === 'ID' ? 'ID' : type === 'string' && named && isEnumType(named) ? named.name : QUERY_TYPES[type];
      expect(`${q} -> ${arg ? `${arg.name}: ${String(arg.type)}` : 'missing'}`).toBe(`${q} -> ${camelKey(q)}: ${expected}`);
    }

    // Body -> `input`, or (the cart) one argument per top-level property.
    const input = field.args.find((x) => x.name === 'input');
    if (!r.body) expect(input).toBeUndefined();
    else if (!input) {
      const props = Object.keys(bodySchemaOf(r)?.properties ?? {});
      expect(props.length).toBeGreaterThan(0);
      expect(props.map(camelKey).filter((p) => !field.args.some((x) => x.name === p))).toEqual([]);
    } else {
      expect(isNonNullType(input.type)).toBe(true);
      // Every body property has an input field (camelCase), so the same input can be sent on both surfaces.
      const fields = Object.keys((getNamedType(input.type) as unknown as { getFields(): Record<string, unknown> }).getFields());
      const props = Object.keys(bodySchemaOf(r)?.properties ?? {});
      expect(props.map(camelKey).filter((p) => !fields.includes(p))).toEqual([]);
    }
  });
});

/**
 * REST values whose set is closed (a zod enum: the OpenAPI `enum`) that GraphQL takes as a String, and
 * why. Every other one must be a GraphQL enum with the same values (issue 29), so a client reads them
 * from the schema; a value outside it is VALIDATION_FAILED rule enum on both surfaces (src/graphql/enums.ts).
 */
const STRING_ENUMS: Record<string, string> = {
  'GET /v1/webstore/package order_by': 'its values (id:asc, price:desc...) are not GraphQL names; the service refuses any other (rule enum)',
  // The permission vocabulary (src/lib/permissions.ts; Query.permissions lists it).
  'POST /v1/app/role permissions.0': 'permissions (orders:read, catalog:write...) are not GraphQL names; the service refuses any other (rule enum)',
  'PATCH /v1/app/role/:id permissions.0': 'permissions (orders:read, catalog:write...) are not GraphQL names; the service refuses any other (rule enum)',
  'POST /v1/app/api-key permissions.0': 'permissions (orders:read, catalog:write...) are not GraphQL names; the service refuses any other (rule enum)',
};

/** The GraphQL input position a REST body path reaches in the twin (`input` fields, or the twin's own arguments), or undefined. */
function inputPosition(r: Route, path: PathKey): GraphQLInputType | undefined {
  const field = twinOf(r)?.field;
  if (!field) return undefined;
  const input = field.args.find((a) => a.name === 'input');
  let fields: Record<string, { type: GraphQLInputType }> = input
    ? (getNamedType(input.type) as unknown as { getFields(): Record<string, { type: GraphQLInputType }> }).getFields()
    : Object.fromEntries(field.args.map((a) => [a.name, a]));
  let type: GraphQLInputType | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      const list = type && getNullableType(type);
      if (!list || !isListType(list)) return undefined;
      type = list.ofType as GraphQLInputType;
      continue;
    }
    if (type) {
      const named = getNamedType(type);
      if (!isInputObjectType(named)) return undefined;
      fields = named.getFields();
    }
    type = fields[camelKey(key)]?.type;
    if (!type) return undefined;
  }
  return type;
}

const describeType = (type: GraphQLInputType | undefined) => {
  const named = type && getNamedType(type);
  return named ? (isEnumType(named) ? `enum ${named.name} ${JSON.stringify(named.getValues().map((v) => v.name))}` : named.name) : 'missing';
};

describe('a closed value set is a GraphQL enum of the same values', () => {
  const cases = twinned.flatMap((r) => {
    const body = bodySchemaOf(r);
    const fromBody = (body ? leavesOf(body) : [])
      .filter((l) => enumOf(l.schema))
      .map((l) => ({ where: l.path.join('.'), values: enumOf(l.schema)!, type: () => inputPosition(r, l.path) }));
    const fromQuery = Object.keys(r.query ?? {})
      .filter((q) => enumOf(queryParamSchemaOf(r, q)))
      .map((q) => ({ where: q, values: enumOf(queryParamSchemaOf(r, q))!, type: () => twinOf(r)?.field?.args.find((a) => a.name === camelKey(q))?.type }));
    return [...fromBody, ...fromQuery].map((c) => [`${routeName(r)} ${c.where}`, c] as const);
  });

  test('the routes have closed value sets to check (the table finds them)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  test.each(cases)('%s', (name, c) => {
    if (name in STRING_ENUMS) {
      expect(describeType(c.type())).toBe('String');
      return;
    }
    const type = c.type();
    const named = type && getNamedType(type);
    expect(describeType(type)).toBe(`enum ${named && isEnumType(named) ? named.name : '<a GraphQL enum>'} ${JSON.stringify(c.values)}`);
  });

  test('every exception is still a route parameter with a closed set', () => {
    expect(Object.keys(STRING_ENUMS).filter((k) => !cases.some(([name]) => name === k))).toEqual([]);
  });
});

describe('the twin asks for the same credential as the route', () => {
  const call = (r: (typeof routes)[number]) => ({ params: fixtureParams(a, r), body: r.body ? {} : undefined });

  test.each(named(routes.filter((r) => r.access === 'admin')))('%s: 401 UNAUTHENTICATED without an admin key, on both surfaces', async (_n, r) => {
    const none = await callRest(t, r, {}, call(r));
    expectRest(none, 401, 'UNAUTHENTICATED');
    expectRest(await callRest(t, r, { 'x-store-domain': a.domain }, call(r)), 401, 'UNAUTHENTICATED');
    expectRest(await callRest(t, r, bearer('sk_not_a_key'), call(r)), 401, 'UNAUTHENTICATED');
    expectGqlCode(await callTwin(t, r, {}, call(r)), 'UNAUTHENTICATED');
    expectGqlCode(await callTwin(t, r, { 'x-store-domain': a.domain }, call(r)), 'UNAUTHENTICATED');
    expectGqlCode(await callTwin(t, r, bearer('sk_not_a_key'), call(r)), 'UNAUTHENTICATED');
  });

  test.each(named(routes.filter((r) => r.access === 'storefront')))(
    '%s: 404 "Store not found" without a known x-store-domain, on both surfaces',
    async (_n, r) => {
      expectRest(await callRest(t, r, {}, call(r)), 404, 'NOT_FOUND', 'Store not found');
      expectRest(await callRest(t, r, bearer(a.key), call(r)), 404, 'NOT_FOUND', 'Store not found');
      expectRest(await callRest(t, r, { 'x-store-domain': 'unknown.example.com' }, call(r)), 404, 'NOT_FOUND', 'Store not found');
      expectGqlCode(await callTwin(t, r, {}, call(r)), 'NOT_FOUND', 'Store not found');
      expectGqlCode(await callTwin(t, r, bearer(a.key), call(r)), 'NOT_FOUND', 'Store not found');
      expectGqlCode(await callTwin(t, r, { 'x-store-domain': 'unknown.example.com' }, call(r)), 'NOT_FOUND', 'Store not found');
    },
  );

  test.each(named(routes.filter((r) => r.access === 'server')))('%s: 401 without a server token (an admin key is not one)', async (_n, r) => {
    const body = r.body ? {} : undefined;
    expectRest(await callRest(t, r, {}, { body }), 401, 'UNAUTHENTICATED');
    expectRest(await callRest(t, r, bearer(a.key), { body }), 401, 'UNAUTHENTICATED');
  });
});

describe('parity: an empty body gives the same {code, field, rule} list on both surfaces', () => {
  test.each(named(twinned.filter((r) => r.body)))('%s with {} / input: {}', async (_n, r) => {
    const params = fixtureParams(a, r);
    const rest = await callRest(t, r, credentials(r, a), { params, body: {} });
    const gql = await callTwin(t, r, credentials(r, a), { params, body: {} });
    expect(rest.status).toBeLessThan(500);
    if (rest.status >= 400) expect(errorBodyProblem(rest.body)).toBeNull();
    expect(gql.status).toBeLessThan(500);
    expect(gqlTriples(gql)).toEqual(restTriples(rest));
  });

  // GraphQL inputs are nullable where REST requires a field, so that null reaches the validator on both surfaces.
  test.each(named(twinned.filter((r) => r.body)))('%s with every property null', async (_n, r) => {
    const params = fixtureParams(a, r);
    const body = Object.fromEntries(Object.keys(bodySchemaOf(r)?.properties ?? {}).map((k) => [k, null]));
    const rest = await callRest(t, r, credentials(r, a), { params, body });
    const gql = await callTwin(t, r, credentials(r, a), { params, body });
    expect(rest.status).toBeLessThan(500);
    if (rest.status >= 400) expect(errorBodyProblem(rest.body)).toBeNull();
    expect(gqlTriples(gql)).toEqual(restTriples(rest));
  });
});

describe('an id that does not exist is NOT_FOUND on both surfaces', () => {
  const withIds = twinned.filter((r) => numericParams(r).length > 0);
  const cases = withIds.flatMap((r) => numericParams(r).map((p) => [`${routeName(r)} with :${p} = ${NOT_THERE}`, r, p] as const));

  test.each(cases)('%s', async (_n, r, param) => {
    const params = { ...fixtureParams(a, r), [param]: NOT_THERE };
    const body = validBody(r, a);
    expectRest(await callRest(t, r, credentials(r, a), { params, body }), 404, 'NOT_FOUND');
    expectGqlCode(await callTwin(t, r, credentials(r, a), { params, body }), 'NOT_FOUND');
  });

  test.each(named(withIds))('%s: a path id that is not a positive integer names nothing (404); GraphQL 0 and -1 too', async (_n, r) => {
    const body = validBody(r, a);
    for (const param of numericParams(r)) {
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '0x10', '12345678901234567890']) {
        const res = await callRest(t, r, credentials(r, a), { params: { ...fixtureParams(a, r), [param]: bad }, body });
        expect(`${param}=${bad}: ${res.status} ${res.body?.errors?.[0]?.code}`).toBe(`${param}=${bad}: 404 NOT_FOUND`);
      }
      for (const bad of [0, -1]) {
        const res = await callTwin(t, r, credentials(r, a), { params: { ...fixtureParams(a, r), [param]: bad }, body });
        expect(`${param}=${bad}: ${res.body.errors?.map((e) => e.extensions?.code).join(',')}`).toBe(`${param}=${bad}: NOT_FOUND`);
      }
    }
  });

  test.each(named(routes.filter((r) => r.body)))('%s: its valid body passes its own schema (so a 404 above is the id, not the body)', (_n, r) => {
    const parsed = r.body!.safeParse(validBody(r, a));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
