import fc from 'fast-check';
import { getNamedType, isInputObjectType, isNonNullType, type GraphQLType } from 'graphql';
import { setupTestApp, type TestApp } from '../helpers/app';
import { buildFixture, fixtureParams, validBody, type Fixture } from './fixture';
import {
  bodySchemaOf,
  credentials,
  deleteAt,
  ERROR_CODES,
  errorBodyProblem,
  leavesOf,
  numericParams,
  pathParams,
  restPath,
  routeName,
  routes,
  setAt,
  twinOf,
  twinOperation,
  type JsonSchema,
  type Leaf,
  type PathKey,
} from './lib';
import type { Route } from '../../src/rest/route';

/**
 * GENERATED fuzzing of every route that takes a body or query parameters, with fast-check: random
 * JSON, the route's valid body with fields replaced by values of the wrong type (from the JSON schema
 * of /openapi.json), huge strings, extreme and negative numbers, nested junk, prototype keys, bodies
 * that are not JSON, random query strings; each input goes to REST and to the GraphQL twin.
 * Asserted: no response is a 5xx, every 4xx body is {errors: [{message, code, field?, rule?}]} with a
 * code of the vocabulary, and GraphQL answers only with codes of the vocabulary, never INTERNAL.
 *
 *   FUZZ_RUNS   inputs per route, for bodies and for query strings (default 15; `npm run fuzz`: 500)
 *   FUZZ_SEED   the seed (printed on failure, with the command that replays it; default: random)
 *   FUZZ_STRICT=1  keep the inputs of the known server bugs 1-4 (end of this file: integers past
 *                  PostgreSQL's int4, NUL characters, more than 50 GraphQL variable errors, lone
 *                  surrogates); by default they are tamed here and left to the deterministic tests
 *                  at the end, which assert the correct behaviour and are marked `test.failing`.
 */

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 15));
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const STRICT = process.env.FUZZ_STRICT === '1';
const INT4 = 2 ** 31 - 1;
const TIMEOUT = 60_000 + RUNS * 1_500;

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await setupTestApp();
  f = await buildFixture(t, 'F');
}, 120_000);
afterAll(() => t.close());

const named = (list: Route[]) => list.map((r) => [routeName(r), r] as const);
/** One seed per route from FUZZ_SEED, so `-t '<route>'` replays the same inputs. */
const seedFor = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED) >>> 0;

// ---------------------------------------------------------------- checks

const show = (v: unknown) => {
  const s =
    typeof v === 'string'
      ? JSON.stringify(v)
      : JSON.stringify(v, (_k, x) => (typeof x === 'string' && x.length > 200 ? `${x.slice(0, 200)}...(${x.length} chars)` : x));
  return s === undefined ? String(v) : s.length > 2000 ? `${s.slice(0, 2000)}...` : s;
};

/** Why a REST answer breaks the contract, or null. */
function restProblem(res: { status: number; body: unknown; headers: Record<string, string> }): string | null {
  if (res.status >= 500) return `status ${res.status} ${show(res.body)}`;
  if (res.status >= 400) {
    if (!/application\/json/.test(res.headers['content-type'] ?? '')) return `${res.status} with content-type ${res.headers['content-type']}`;
    const problem = errorBodyProblem(res.body);
    if (problem) return `${res.status}: ${problem}`;
    const expected: Record<string, number> = {
      BAD_REQUEST: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      VALIDATION_FAILED: 422,
      RATE_LIMITED: 429,
    };
    const codes = [...new Set((res.body as { errors: { code: string }[] }).errors.map((e) => e.code))];
    if (codes.length !== 1) return `${res.status} mixes codes ${codes}`;
    if (expected[codes[0]] !== res.status && !(res.status === 413 && codes[0] === 'BAD_REQUEST')) return `${res.status} carries code ${codes[0]}`;
  }
  return null;
}

/**
 * Bug 3: more than 50 variable errors make graphql-js abort with "Too many errors processing
 * variables", which the server reports as an INTERNAL error (after 50 BAD_REQUEST ones).
 */
const isBug3 = (res: { status: number; body: any }) => {
  const errors: any[] = res.body?.errors ?? [];
  const internal = errors.filter((e) => e?.extensions?.code === 'INTERNAL');
  return (
    res.status === 400 &&
    errors.length > 50 &&
    internal.length === 1 &&
    !internal[0].path &&
    errors.length - 1 === errors.filter((e) => e?.extensions?.code === 'BAD_REQUEST').length
  );
};

/** Why a GraphQL answer breaks the contract, or null. */
function gqlProblem(res: { status: number; body: any }, opts: { strict?: boolean } = {}): string | null {
  if (res.status >= 500) return `status ${res.status} ${show(res.body)}`;
  if (!(opts.strict ?? STRICT) && isBug3(res)) return null;
  const body = res.body;
  if (body === null || typeof body !== 'object') return `not a JSON object: ${show(body)}`;
  if (res.status >= 400 && !body.errors) return `${res.status} without errors: ${show(body)}`;
  for (const e of body.errors ?? []) {
    const code = e?.extensions?.code ?? e?.code;
    if (typeof e?.message !== 'string' || !e.message) return `error without a message: ${show(e)}`;
    if (!(ERROR_CODES as readonly string[]).includes(code)) return `code ${show(code)} is not in the vocabulary: ${show(e)}`;
    if (code === 'INTERNAL') return `INTERNAL: ${show(e)}`;
    const ext = e.extensions ?? e;
    if ('field' in ext && typeof ext.field !== 'string') return `field is not a string: ${show(e)}`;
    if ('rule' in ext && typeof ext.rule !== 'string') return `rule is not a string: ${show(e)}`;
  }
  if (!body.errors && (body.data === undefined || body.data === null)) return `neither data nor errors: ${show(body)}`;
  return null;
}

// ---------------------------------------------------------------- known server bugs, kept out of the random inputs

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Without FUZZ_STRICT: NUL characters become \u0001, lone surrogates U+FFFD, integers past int4 (up to 2^53) become ±(2^31-1). */
function tame(value: unknown): unknown {
  if (STRICT) return value;
  if (typeof value === 'string') return value.replaceAll('\u0000', '\u0001').replace(LONE_SURROGATE, '\ufffd');
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) > INT4 && Math.abs(value) <= 2 ** 53 ? Math.sign(value) * INT4 : value;
  if (Array.isArray(value)) return value.map(tame);
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, tame(k) as string, { value: tame(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}
const tameText = (s: string) =>
  STRICT
    ? s
    : s
        .replaceAll('\u0000', '\u0001')
        .replace(/%00/gi, '%01')
        .replace(/-?\d+/g, (d) => (Math.abs(Number(d)) > INT4 && Math.abs(Number(d)) <= 2 ** 53 ? String(Math.sign(Number(d)) * INT4) : d));

// ---------------------------------------------------------------- arbitraries

const edgeNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.001,
  0.005,
  1.005,
  1.5,
  -1.5,
  99.999,
  100.01,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
  999_999,
  1_000_000,
  1_000_000.01,
  1_000_000_000,
);
const edgeString = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '🙂',
  '../../etc/passwd',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '%00',
  '%',
  'a'.repeat(256),
  '2024-02-30',
  '2024-13-01T00:00:00Z',
  '2030-01-01T00:00:00',
  'https://',
  'http://[::1]/',
  'https://127.0.0.1:1/x',
  'javascript:alert(1)',
  'ORDER_CREATED',
  'PIX',
  'SINGLE',
  'PENDING',
  'APPROVED',
  'WITHDRAW_PAID',
  'x@y',
  'a@b.co',
  '  padded  ',
  'UPPER-case_Slug',
);
const hugeString = fc.constantFrom('x'.repeat(5_000), '🙂'.repeat(3_000), 'é'.repeat(20_000), 'x'.repeat(100_001));
const deepJunk = fc.integer({ min: 5, max: 800 }).chain((depth) =>
  fc.constantFrom('array', 'object').map((kind) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
    return v;
  }),
);
const protoJunk = fc.constantFrom(
  JSON.parse('{"__proto__": {"admin": true, "store_id": 1}}'),
  JSON.parse('{"constructor": {"prototype": {"admin": true}}}'),
  JSON.parse('{"toString": 1, "valueOf": "x", "hasOwnProperty": null}'),
);
const scalarJunk = fc.oneof(edgeNumber, edgeString, fc.integer(), fc.double({ noNaN: true }), fc.string({ maxLength: 40 }), fc.boolean(), fc.constant(null));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalarJunk },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepJunk },
  { weight: 1, arbitrary: protoJunk },
  { weight: 1, arbitrary: fc.array(scalarJunk, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), scalarJunk, { maxKeys: 4 }) },
);

const typeOf = (s: JsonSchema): string => {
  const alt = (s.anyOf ?? s.oneOf)?.find((x: JsonSchema) => x.type !== 'null');
  if (alt) return typeOf(alt);
  if (Array.isArray(s.type)) return s.type.find((x: string) => x !== 'null') ?? 'null';
  return s.type ?? 'any';
};

/** Values of every JSON type but the field's own, and the field's type at its edges. */
function wrongFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const others: fc.Arbitrary<unknown>[] = [];
  if (type !== 'string') others.push(edgeString, fc.string({ maxLength: 20 }));
  if (type !== 'number' && type !== 'integer') others.push(edgeNumber, fc.integer());
  if (type === 'integer') others.push(fc.constantFrom(1.5, 0.1, -0.5, 1e-7), fc.constantFrom('1', '2', ' 3 '));
  if (type === 'number') others.push(fc.constantFrom('1.5', '10', '1,5'));
  if (type !== 'boolean') others.push(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
  if (type !== 'array') others.push(fc.array(scalarJunk, { maxLength: 3 }));
  if (type !== 'object') others.push(fc.dictionary(fc.string({ maxLength: 8 }), scalarJunk, { maxKeys: 3 }));
  // The right type, at or past its bounds.
  if (type === 'string') others.push(edgeString, hugeString, fc.string({ minLength: 0, maxLength: 300 }));
  if (type === 'integer' || type === 'number') others.push(edgeNumber, fc.integer({ min: -1_000_000, max: 10_000_000 }));
  if (Array.isArray(schema.enum)) others.push(fc.constantFrom(...schema.enum.map((e: unknown) => (typeof e === 'string' ? e.toLowerCase() : e))));
  return fc.oneof(...others);
}

type Mutation = (v: unknown) => unknown;

function mutationFor(leaf: Leaf): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 5, arbitrary: wrongFor(leaf.schema).map((x) => (v: unknown) => setAt(v, leaf.path, x)) },
    { weight: 2, arbitrary: junk.map((x) => (v: unknown) => setAt(v, leaf.path, x)) },
    { weight: 1, arbitrary: fc.constant((v: unknown) => setAt(v, leaf.path, null)) },
    { weight: 1, arbitrary: fc.constant((v: unknown) => deleteAt(v, leaf.path)) },
    // Lists: many copies of the item (limits, duplicates).
    {
      weight: 1,
      arbitrary: fc.integer({ min: 2, max: 400 }).map((n) => (v: unknown) => {
        const arrayPath: PathKey = leaf.path.slice(0, Math.max(leaf.path.lastIndexOf(0), 0));
        if (!arrayPath.length) return v;
        let item: unknown = v;
        for (const k of [...arrayPath, 0]) item = (item as Record<string | number, unknown> | undefined)?.[k];
        return setAt(
          v,
          arrayPath,
          Array.from({ length: n }, () => item),
        );
      }),
    },
  );
}

type BodyInput = { kind: 'json'; body: unknown } | { kind: 'raw'; text: string };

const rawText = fc.oneof(
  fc.constantFrom(
    '{"price": NaN}',
    '{',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'null',
    '"str"',
    '123',
    'true',
    '',
    ' ',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1)),
);

function bodyInputs(r: Route): fc.Arbitrary<BodyInput> {
  const schema = bodySchemaOf(r) ?? {};
  const base = validBody(r, f);
  const leaves = leavesOf(schema);
  const keys = Object.keys(schema.properties ?? {});
  const mutated = leaves.length
    ? fc.array(fc.constantFrom(...leaves).chain(mutationFor), { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce((v, m) => m(v), base as unknown))
    : junk;
  const keyed = fc.dictionary(keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 }), junk, {
    maxKeys: 6,
  });
  return fc.oneof(
    { weight: 6, arbitrary: mutated.map((body) => ({ kind: 'json' as const, body: tame(body) })) },
    { weight: 2, arbitrary: keyed.map((body) => ({ kind: 'json' as const, body: tame(body) })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => ({ kind: 'json' as const, body: tame(body) })) },
    { weight: 1, arbitrary: rawText.map((text) => ({ kind: 'raw' as const, text: tameText(text) })) },
  );
}

/** Path params: the fixture's ids, sometimes something else. */
function pathInputs(r: Route): fc.Arbitrary<Record<string, string | number>> {
  const own = fixtureParams(f, r);
  const entries = pathParams(r).map((p) =>
    fc
      .oneof(
        { weight: 9, arbitrary: fc.constant(own[p]) },
        {
          weight: 1,
          arbitrary: fc.oneof(fc.integer({ min: -5, max: 2 ** 31 - 1 }), fc.string({ minLength: 1, maxLength: 30 }).map(tameText), fc.constant('0')),
        },
      )
      .map((v) => [p, v] as const),
  );
  return entries.length ? fc.tuple(...entries).map((e) => Object.fromEntries(e)) : fc.constant({});
}

// ---------------------------------------------------------------- sending

async function sendBody(r: Route, params: Record<string, string | number>, input: BodyInput, fx: Fixture = f) {
  const req = t.http()[r.method](restPath(r, params)).set(credentials(r, fx));
  // Sent as text: supertest would not send a bare number or boolean as JSON.
  const text = input.kind === 'raw' ? input.text : (JSON.stringify(input.body) ?? 'null');
  return req.set('content-type', 'application/json').send(text);
}

async function sendTwin(r: Route, params: Record<string, string | number>, body: unknown, fx: Fixture = f) {
  const { query, variables } = twinOperation(r, { params, body });
  return t.http().post('/graphql').set(credentials(r, fx)).send({ query, variables });
}

async function fuzz(name: string, property: fc.IAsyncProperty<any>) {
  const seed = seedFor(name);
  try {
    await fc.assert(property, { numRuns: RUNS, seed, endOnFailure: false });
  } catch (e) {
    throw new Error(
      `fuzz of ${name} failed (FUZZ_SEED=${SEED}, route seed ${seed}, FUZZ_RUNS=${RUNS}${STRICT ? ', FUZZ_STRICT=1' : ''}).\n` +
        `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx jest test/contract/fuzz.test.ts -t '${name}'\n` +
        `${((e as Error).cause as Error | undefined)?.message ?? ''}\n${(e as Error).message}`,
    );
  }
}

// ---------------------------------------------------------------- the fuzz

const withBody = routes.filter((r) => r.body);
const withQuery = routes.filter((r) => r.query && Object.keys(r.query).length);

describe(`bodies (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  test.each(named(withBody))(
    '%s: no 5xx, every error in the contract shape, on REST and the twin',
    async (name, r) => {
      await fuzz(
        name,
        fc.asyncProperty(pathInputs(r), bodyInputs(r), async (params, input) => {
          const rest = await sendBody(r, params, input);
          const problem = restProblem(rest);
          if (problem) throw new Error(`REST ${name} ${show(params)} ${input.kind === 'raw' ? `raw ${show(input.text)}` : show(input.body)}\n  -> ${problem}`);
          if (r.twin && input.kind === 'json') {
            const gql = await sendTwin(r, params, input.body);
            const gproblem = gqlProblem(gql);
            if (gproblem) throw new Error(`GraphQL ${r.twin} ${show(params)} ${show(input.body)}\n  -> ${gproblem}`);
          }
        }),
      );
    },
    TIMEOUT,
  );
});

const queryValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1',
      '0',
      '-1',
      '2',
      '100',
      '101',
      '15',
      'abc',
      '1.5',
      '1e3',
      ' 1 ',
      '',
      'true',
      'false',
      'maybe',
      'TRUE',
      'yes',
      'null',
      '[]',
      '0x1f',
      '9007199254740993',
      '99999999999999999999',
      '2147483648',
      'PIX',
      'APPROVED',
      'ORDER_APPROVED',
      'WITHDRAW_PAID',
      '2024-01-01',
      '2024-02-30',
      '2030-12-31T23:59:59Z',
      '2024-01-01T00:00:00',
      'a@b.c',
      '%',
      '\u0000',
      '🙂',
      "'",
      '"',
      '<',
      'x'.repeat(300),
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10)) },
);

function queryStrings(r: Route): fc.Arbitrary<string> {
  const keys = Object.keys(r.query ?? {});
  const pair = fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), queryValue);
  const raw = fc.constantFrom(
    '%',
    '%ZZ',
    '&&',
    '=',
    '==1',
    'page[]=1',
    'page[a]=1',
    'per_page[]=2',
    '__proto__=1',
    'constructor[prototype][x]=1',
    'all',
    'page',
    `${keys[0]}=1&${keys[0]}=2`,
    '%00',
    'a=%E0%A4%A',
  );
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: pair.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`) }, { weight: 1, arbitrary: raw }), {
      maxLength: 6,
    })
    .map((parts) => tameText(parts.join('&')));
}

/** The twin's optional arguments (the list filters), with typed random values. */
function twinArgs(r: Route): fc.Arbitrary<Record<string, unknown>> {
  const field = twinOf(r)?.field;
  if (!field) return fc.constant({});
  const entries = field.args
    .filter((a) => !isNonNullType(a.type))
    .map((a) => {
      const type = getNamedType(a.type).name;
      const value: fc.Arbitrary<unknown> =
        type === 'Int'
          ? fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 1, 100, 101, 2 ** 31 - 1))
          : type === 'Boolean'
            ? fc.boolean()
            : type === 'Float'
              ? fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), edgeNumber)
              : queryValue;
      return fc.option(value, { nil: undefined }).map((v) => [a.name, v] as const);
    });
  return entries.length ? fc.tuple(...entries).map((e) => Object.fromEntries(e.filter(([, v]) => v !== undefined))) : fc.constant({});
}

describe(`query strings (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  test.each(named(withQuery))(
    '%s: no 5xx, every error in the contract shape; the twin with random filters too',
    async (name, r) => {
      const path = restPath(r, fixtureParams(f, r));
      await fuzz(
        name,
        fc.asyncProperty(queryStrings(r), twinArgs(r), async (qs, args) => {
          const rest = await t.http()[r.method](`${path}?${qs}`).set(credentials(r, f));
          const problem = restProblem(rest);
          if (problem) throw new Error(`REST ${name}?${qs}\n  -> ${problem}`);
          if (r.twin) {
            const { query, variables } = twinOperation(r, { params: fixtureParams(f, r) }, { args: tame(args) as Record<string, unknown> });
            const gql = await t.http().post('/graphql').set(credentials(r, f)).send({ query, variables });
            const gproblem = gqlProblem(gql);
            if (gproblem) throw new Error(`GraphQL ${r.twin} ${show(variables)}\n  -> ${gproblem}`);
          }
        }),
      );
    },
    TIMEOUT,
  );
});

describe('bodies over the 1 MB limit', () => {
  test.each(named(withBody))('%s: 413 BAD_REQUEST', async (_n, r) => {
    const res = await sendBody(r, fixtureParams(f, r), { kind: 'json', body: { padding: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(errorBodyProblem(res.body)).toBeNull();
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });
});

// ---------------------------------------------------------------- known server bugs, asserted deterministically

/**
 * Inputs the random fuzz keeps away from (unless FUZZ_STRICT=1) because they hit known server bugs,
 * generated here for every field of every route and asserting the CORRECT behaviour (a 4xx or a
 * plain success, never a 5xx or INTERNAL). Routes that still fail are listed in the KNOWN sets and
 * run as `test.failing`: when the server is fixed they fail, and the route leaves its KNOWN set.
 *
 * Bug 1: an integer above PostgreSQL's int4 (2,147,483,647) but within JavaScript's safe integers
 *   passes the zod id()/position schemas and the `int` query parser and reaches the database: 500
 *   INTERNAL instead of a 422 (`exists` for an id, `max` for a position) or an empty filter.
 * Bug 2: a NUL character (\u0000) in a string passes validation and PostgreSQL refuses it (text
 *   cannot hold 0x00): 500 INTERNAL (GraphQL: INTERNAL).
 * Bug 3: a GraphQL request with more than 50 invalid variable values: graphql-js aborts with "Too
 *   many errors processing variables", which the server maps to INTERNAL instead of BAD_REQUEST.
 * Bug 4: a lone UTF-16 surrogate (JSON "\ud800") in a string that is stored in a jsonb column
 *   (delivery values, order line field values, order variables...): PostgreSQL refuses the escape,
 *   500 INTERNAL.
 */

/** A store of its own, so the random fuzz above cannot change what these deterministic checks see. */
let g: Fixture;

type EdgeKind = 'int' | 'nul' | 'surrogate';
const EDGE_VALUE: Record<EdgeKind, number | string> = { int: 2 ** 31, nul: 'a\u0000b', surrogate: 'a\ud800b' };
const EDGE_TYPE: Record<EdgeKind, string> = { int: 'integer', nul: 'string', surrogate: 'string' };

async function bodyEdgeFailures(r: Route, kind: EdgeKind): Promise<string[]> {
  const schema = bodySchemaOf(r) ?? {};
  const out: string[] = [];
  for (const leaf of leavesOf(schema)) {
    if (typeOf(leaf.schema) !== EDGE_TYPE[kind]) continue;
    const body = setAt(validBody(r, g), leaf.path, EDGE_VALUE[kind]);
    const problem = restProblem(await sendBody(r, fixtureParams(g, r), { kind: 'json', body }, g));
    if (problem) out.push(`REST ${leaf.path.join('.')}: ${problem.slice(0, 100)}`);
    if (r.twin && kind !== 'int') {
      const gproblem = gqlProblem(await sendTwin(r, fixtureParams(g, r), body, g), { strict: true });
      if (gproblem) out.push(`GraphQL ${leaf.path.join('.')}: ${gproblem.slice(0, 100)}`);
    }
  }
  return out;
}

async function queryEdgeFailures(r: Route, kind: EdgeKind): Promise<string[]> {
  const out: string[] = [];
  const params = fixtureParams(g, r);
  for (const [name, type] of Object.entries(r.query ?? {})) {
    if ((kind === 'int') !== (type === 'int') || type === 'bool') continue;
    const value = String(EDGE_VALUE[kind]);
    const problem = restProblem(
      await t
        .http()
        [r.method](`${restPath(r, params)}?${name}=${encodeURIComponent(value)}`)
        .set(credentials(r, g)),
    );
    if (problem) out.push(`REST ?${name}: ${problem.slice(0, 100)}`);
    const arg = twinOf(r)?.field?.args.find((a) => a.name === name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()));
    if (kind !== 'int' && arg) {
      const { query, variables } = twinOperation(r, { params }, { args: { [arg.name]: value } });
      const gproblem = gqlProblem(await t.http().post('/graphql').set(credentials(r, g)).send({ query, variables }), { strict: true });
      if (gproblem) out.push(`GraphQL ${arg.name}: ${gproblem.slice(0, 100)}`);
    }
  }
  // String path params (a buyer identifier, a log id) take the same strings.
  if (kind !== 'int') {
    for (const p of pathParams(r).filter((x) => !numericParams(r).includes(x))) {
      const res = await t
        .http()
        [r.method](restPath(r, { ...params, [p]: String(EDGE_VALUE[kind]) }))
        .set(credentials(r, g));
      const problem = restProblem(res);
      if (problem) out.push(`REST :${p}: ${problem.slice(0, 100)}`);
    }
  }
  return out;
}

const KNOWN: Record<string, Set<string>> = {
  'body int': new Set(),
  'query int': new Set(),
  'body nul': new Set(),
  'query nul': new Set(),
  'body surrogate': new Set(),
  'graphql variables': new Set(),
};

function edgeSuite(title: string, list: Route[], known: Set<string>, run: (r: Route) => Promise<string[]>) {
  describe(title, () => {
    const ok = list.filter((r) => !known.has(routeName(r)));
    const bad = list.filter((r) => known.has(routeName(r)));
    if (ok.length) test.each(named(ok))('%s', async (_n, r) => expect(await run(r)).toEqual([]));
    if (bad.length) test.failing.each(named(bad))('%s (known bug)', async (_n, r) => expect(await run(r)).toEqual([]));
  });
}

const hasLeaf = (r: Route, type: string) => leavesOf(bodySchemaOf(r) ?? {}).some((l) => typeOf(l.schema) === type);
const hasQuery = (r: Route, type: string) => Object.values(r.query ?? {}).includes(type as never);
const hasStringPath = (r: Route) => pathParams(r).length > numericParams(r).length;

/** Every list argument of the twin (top level, or a field of its `input`), with an element GraphQL cannot coerce. */
function listVariables(r: Route): { path: string[]; bad: unknown }[] {
  const field = twinOf(r)?.field;
  if (!field) return [];
  const out: { path: string[]; bad: unknown }[] = [];
  const visit = (fields: Record<string, { type: unknown }>, path: string[]) => {
    for (const [name, x] of Object.entries(fields)) {
      const type = String(x.type);
      if (!type.startsWith('[')) continue;
      out.push({ path: [...path, name], bad: isInputObjectType(getNamedType(x.type as GraphQLType)) ? 1 : {} });
    }
  };
  visit(Object.fromEntries(field.args.map((a) => [a.name, a])), []);
  const input = field.args.find((a) => a.name === 'input');
  const inputType = input && getNamedType(input.type);
  if (inputType && isInputObjectType(inputType)) visit(inputType.getFields(), ['input']);
  return out;
}

async function manyVariableErrors(r: Route): Promise<string[]> {
  const out: string[] = [];
  for (const { path, bad } of listVariables(r)) {
    const flood = Array.from({ length: 60 }, () => bad);
    // A top-level list argument is declared only when it is given (an undeclared variable would be ignored).
    const args = path.length === 1 ? { [path[0]]: flood } : {};
    const { query, variables } = twinOperation(r, { params: fixtureParams(g, r), body: r.body ? {} : undefined }, { args });
    const v = setAt(variables, path, flood) as Record<string, unknown>;
    const res = await t.http().post('/graphql').set(credentials(r, g)).send({ query, variables: v });
    const codes = [...new Set((res.body?.errors ?? []).map((e: any) => e?.extensions?.code))];
    if (res.status >= 500 || codes.join() !== 'BAD_REQUEST') out.push(`${path.join('.')}: ${res.status} ${codes.join(',')}`);
  }
  return out;
}

describe('known server bugs', () => {
  beforeAll(async () => {
    g = await buildFixture(t, 'G');
  }, 120_000);

  edgeSuite(
    'bug 1: integers past int4 in bodies are a 4xx',
    withBody.filter((r) => hasLeaf(r, 'integer')),
    KNOWN['body int'],
    (r) => bodyEdgeFailures(r, 'int'),
  );
  edgeSuite(
    'bug 1: integers past int4 in query parameters are a 4xx or a plain result',
    withQuery.filter((r) => hasQuery(r, 'int')),
    KNOWN['query int'],
    (r) => queryEdgeFailures(r, 'int'),
  );
  edgeSuite(
    'bug 2: NUL characters in body strings are a 4xx or stored',
    withBody.filter((r) => hasLeaf(r, 'string')),
    KNOWN['body nul'],
    (r) => bodyEdgeFailures(r, 'nul'),
  );
  edgeSuite(
    'bug 2: NUL characters in query and path strings are a 4xx or a plain result',
    routes.filter((r) => hasQuery(r, 'string') || hasStringPath(r)),
    KNOWN['query nul'],
    (r) => queryEdgeFailures(r, 'nul'),
  );
  // (A lone surrogate cannot be put in a URL: encodeURIComponent refuses it, so bug 4 is checked in bodies only.)
  edgeSuite(
    'bug 4: lone surrogates in body strings are a 4xx or stored',
    withBody.filter((r) => hasLeaf(r, 'string')),
    KNOWN['body surrogate'],
    (r) => bodyEdgeFailures(r, 'surrogate'),
  );

  edgeSuite(
    'bug 3: more than 50 invalid GraphQL variable values are BAD_REQUEST',
    routes.filter((r) => listVariables(r).length > 0),
    KNOWN['graphql variables'],
    manyVariableErrors,
  );
});
