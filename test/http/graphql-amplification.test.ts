import { getIntrospectionQuery } from 'graphql';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { insideOneWindow, limitHeaders } from '../helpers/ratelimit';
import { checkoutField, openShop, type Shop } from '../helpers/shop';

/**
 * GraphQL amplification (issue 14, item 5): one small request must not buy a large answer or many
 * effects. Introspection and every alias count in depth and cost; every root field (each alias)
 * pays one rate-limit token of its credential, taken for the whole operation before any field runs;
 * operations without a credential and failed authentications pay from a bucket per client address;
 * variable defaults count in the cost.
 */

const LIMITS = { admin: 40, storefront: 8, server: 5, anonymous: 5 };

let t: TestApp;
beforeAll(async () => {
  // trustProxy: each test names its own client address with X-Forwarded-For, so buckets never meet.
  t = await setupTestApp({ config: { rateLimits: LIMITS, trustProxy: true } });
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address no other test uses. */
const address = () => `198.51.100.${++addressSeq}`;

const shop = () => openShop(t);

const post = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  t.http().post('/graphql').set(headers).send({ query, variables });
const aliased = (n: number, field: (i: number) => string) => Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join('\n');
const checkout = checkoutField;
const orders = (s: Shop) => t.db.order.count({ where: { storeId: s.storeId } });

function expectRefused(res: { status: number; body: any; text: string }, text: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['BAD_REQUEST']);
  expect(res.body.errors[0].message).toMatch(text);
  expect(res.text.length).toBeLessThan(2_000);
}

const FULL_INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

describe('introspection counts', () => {
  test('the issue: introspection under 1,000 aliases, no credential, is refused at once', async () => {
    const query = `{ ${aliased(1000, () => '__schema { types { name fields { name type { name } } } }')} }`;
    expect(query.length).toBeGreaterThan(50_000);
    const started = Date.now();
    const res = await post({ 'x-forwarded-for': address() }, query);
    expectRefused(res, /./);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('variants under the size cap: the whole schema a few times, through fragments, or under one alias', async () => {
    // Ten full introspection queries in one: about ten times what one returns, over the cost limit.
    const fragments = FULL_INTROSPECTION.slice(FULL_INTROSPECTION.indexOf('fragment'));
    const tenSchemas = `query { ${aliased(10, () => '__schema { queryType { name } types { ...FullType } directives { name args { ...InputValue } } }')} } ${fragments}`;
    expectRefused(await post({ 'x-forwarded-for': address() }, tenSchemas), /may return about \d+ fields/);
    // Most of the schema, field types two wrappers deep, nineteen times (one under the root-field cap).
    const wide =
      '__schema { types { name kind description fields { name description args { name description type { name kind ofType { name kind ofType { name kind } } } } type { name kind ofType { name kind ofType { name kind } } } } } }';
    expectRefused(await post({ 'x-forwarded-for': address() }, `{ ${aliased(19, () => wide)} }`), /may return about \d+ fields/);
    // Many small __type answers: each alias is a root field, capped, and each pays a token of the address.
    const type = '__type(name: "Mutation") { fields { name args { name type { name } } } }';
    expectRefused(await post({ 'x-forwarded-for': address() }, `{ ${aliased(60, () => type)} }`), /60 root fields/);
    const few = await post({ 'x-forwarded-for': address() }, `{ ${aliased(LIMITS.anonymous + 1, () => type)} }`);
    expect(few.status).toBe(429);
  });

  test('introspection cycling through types: refused by graphql-js past three levels, priced by its real size below', async () => {
    const cycle = '__schema { types { fields { type { fields { type { fields { name } } } } } } }';
    const deep = await post({ 'x-forwarded-for': address() }, `{ ${cycle} }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toMatch(/introspection depth/);
    // Field types are mostly non-null wrappers, whose `fields` are null: the real answer is small, and passes.
    const shallow = await post({ 'x-forwarded-for': address() }, '{ __schema { types { fields { type { fields { name } } } } } }');
    expect(shallow.status).toBe(200);
  });

  test('introspection nesting counts in depth', async () => {
    let ofType = 'name';
    for (let i = 0; i < 16; i++) ofType = `ofType { ${ofType} }`;
    expectRefused(await post({ 'x-forwarded-for': address() }, `{ __type(name: "Query") { fields { type { ${ofType} } } } }`), /nested \d+ levels deep/);
  });

  test("GraphiQL's and codegen's full introspection query still passes, with or without a key", async () => {
    const s = await shop();
    for (const headers of [{ 'x-forwarded-for': address() }, { ...bearer(s.key), 'x-forwarded-for': address() }]) {
      const res = await post(headers, FULL_INTROSPECTION);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.__schema.types.length).toBeGreaterThan(50);
    }
  });
});

describe('aliases and root fields', () => {
  test('the issue: 200 aliased checkouts in one request create no order', async () => {
    const s = await shop();
    const res = await post({ 'x-store-domain': s.domain, 'x-forwarded-for': address() }, `mutation { ${aliased(200, (i) => checkout(s, `bulk${i}`))} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['BAD_REQUEST']);
    expect(await orders(s)).toBe(0);
  });

  test('each aliased checkout pays a token; over the limit none of them runs', async () => {
    const s = await shop();
    const ip = address();
    await insideOneWindow(t, 3);
    const over = await post(
      { 'x-store-domain': s.domain, 'x-forwarded-for': ip },
      `mutation { ${aliased(LIMITS.storefront + 1, (i) => checkout(s, `over${i}`))} }`,
    );
    expect(over.status).toBe(429);
    expect(over.body.errors.map((e: any) => e.extensions.code)).toEqual(['RATE_LIMITED']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await orders(s)).toBe(0);

    const other = address();
    const within = await post({ 'x-store-domain': s.domain, 'x-forwarded-for': other }, `mutation { ${aliased(3, (i) => checkout(s, `ok${i}`))} }`);
    expect(within.status).toBe(200);
    expect(limitHeaders(within)).toMatchObject({ limit: LIMITS.storefront, remaining: LIMITS.storefront - 3 });
    expect(await orders(s)).toBe(3);
  });

  test('the issue: 2,000 aliased storefront reads are refused; 3 pay 3 tokens, through fragments too', async () => {
    const s = await shop();
    const many = await post({ 'x-store-domain': s.domain, 'x-forwarded-for': address() }, `{ ${aliased(2000, () => 'storefrontCategories { id }')} }`);
    expect(many.status).toBe(400);
    expect(many.body.errors.map((e: any) => e.extensions.code)).toEqual(['BAD_REQUEST']);

    await insideOneWindow(t, 2);
    const ip = address();
    const query = `fragment Shop on Query { b: storefrontCategories { id } ... on Query { c: storefrontPackages { data { id } } } }
      query { a: storefrontCategories { id } ...Shop }`;
    const res = await post({ 'x-store-domain': s.domain, 'x-forwarded-for': ip }, query);
    expect(res.status).toBe(200);
    expect(limitHeaders(res).remaining).toBe(LIMITS.storefront - 3);
  });

  test('a batch of operations in one request is refused (each operation is one request)', async () => {
    const s = await shop();
    const batch = Array.from({ length: 20 }, (_, i) => ({ query: `mutation { ${checkout(s, `batch${i}`)} }` }));
    const res = await t.http().post('/graphql').set({ 'x-store-domain': s.domain, 'x-forwarded-for': address() }).send(batch);
    expect(res.status).toBe(400);
    expect(await orders(s)).toBe(0);
  });

  test('admin root fields pay one token each; the same response key twice is one field', async () => {
    const s = await shop();
    await insideOneWindow(t, 2);
    const before = limitHeaders(await post(bearer(s.key), '{ store { id } }')).remaining;
    const res = await post(bearer(s.key), '{ a: store { id } b: store { name } store { id } store { domain } categories { data { id } } }');
    expect(res.status).toBe(200);
    expect(limitHeaders(res).remaining).toBe(before - 4);
  });

  test('mutations mixed with public fields: the checkouts pay the visitor, the rest the address', async () => {
    const s = await shop();
    const ip = address();
    await insideOneWindow(t, 2);
    const res = await post(
      { 'x-store-domain': s.domain, 'x-forwarded-for': ip },
      `mutation { ${aliased(2, (i) => checkout(s, `mix${i}`))} p1: ping p2: ping __typename }`,
    );
    expect(res.status).toBe(200);
    expect(await orders(s)).toBe(2);
    // The address's bucket paid for the two pings: LIMITS.anonymous - 2 anonymous operations are left.
    for (let i = 0; i < LIMITS.anonymous - 2; i++) expect((await post({ 'x-forwarded-for': ip }, '{ __typename }')).status).toBe(200);
    expect((await post({ 'x-forwarded-for': ip }, '{ __typename }')).status).toBe(429);
  });
});

describe('anonymous operations and failed authentications pay per client address', () => {
  test('operations without a credential are limited per address', async () => {
    const ip = address();
    await insideOneWindow(t, LIMITS.anonymous + 2);
    for (let i = 0; i < LIMITS.anonymous; i++) {
      const res = await post({ 'x-forwarded-for': ip }, i % 2 ? '{ __typename }' : 'mutation { ping }');
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toMatchObject({ limit: LIMITS.anonymous, remaining: LIMITS.anonymous - 1 - i });
    }
    const refused = await post({ 'x-forwarded-for': ip }, '{ __typename }');
    expect(refused.status).toBe(429);
    expect(refused.body.errors.map((e: any) => e.extensions.code)).toEqual(['RATE_LIMITED']);
    expect((await post({ 'x-forwarded-for': address() }, '{ __typename }')).status).toBe(200);
  });

  test('bad API keys, unknown store domains and bad server tokens share the address bucket, on both surfaces', async () => {
    const s = await shop();
    const ip = address();
    await insideOneWindow(t, LIMITS.anonymous + 3);
    const attempts = [
      () => t.http().get('/v1/app/category').set(bearer('sk_guess')).set('x-forwarded-for', ip),
      () => t.http().get('/v1/webstore/category').set('x-store-domain', 'guess.test').set('x-forwarded-for', ip),
      () => t.http().get('/v1/server/queue').set(bearer('gs_guess')).set('x-forwarded-for', ip),
      () => post({ ...bearer('sk_guess'), 'x-forwarded-for': ip }, '{ store { id } }'),
      () => post({ 'x-store-domain': 'guess.test', 'x-forwarded-for': ip }, '{ storefrontCategories { id } }'),
    ];
    for (let i = 0; i < LIMITS.anonymous; i++) {
      const res = await attempts[i % attempts.length]();
      expect([401, 404]).toContain(res.status);
      expect(limitHeaders(res)).toMatchObject({ limit: LIMITS.anonymous, remaining: LIMITS.anonymous - 1 - i });
    }
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A valid credential from the same address has its own bucket.
    expect((await t.http().get('/v1/app/category').set(bearer(s.key)).set('x-forwarded-for', ip)).status).toBe(200);
    expect((await post({ 'x-store-domain': s.domain, 'x-forwarded-for': ip }, '{ storefrontCategories { id } }')).status).toBe(200);
  });
});

describe('variable defaults count in the cost', () => {
  const page = (perPage: string) =>
    `packages(perPage: ${perPage}) { data { id name commands { id command } discordActions { id } licenseKeys { id } fields { id } } }`;

  test('a page size given as a variable default is counted with the default, not as 15', async () => {
    const s = await shop();
    const query = `query ($n: Int = 100) { ${aliased(10, () => page('$n'))} }`;
    expectRefused(await post(bearer(s.key), query), /may return about \d+ fields/);
    const explicit = await post(bearer(s.key), query, { n: 2 });
    expect(explicit.status).toBe(200);
    expect(explicit.body.errors).toBeUndefined();
  });

  test('an inline fragment does not hide a default; null or a small value given overrides it', async () => {
    const s = await shop();
    const query = `query ($n: Int = 100) { ... on Query { ${aliased(10, () => page('$n'))} } }`;
    expectRefused(await post(bearer(s.key), query), /may return about \d+ fields/);
    for (const n of [null, 5]) {
      const res = await post(bearer(s.key), query, { n });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    }
  });
});

describe('the limiter itself is cheap', () => {
  test('fragments spread twice at every level are refused at once', async () => {
    const s = await shop();
    const levels = 18;
    let query = 'query { ...F0 }\n';
    for (let i = 0; i < levels; i++) query += `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }\n`;
    query += `fragment F${levels} on Query { packages { data { id category { id } } } }`;
    const started = Date.now();
    const res = await post(bearer(s.key), query);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBeLessThan(500);
  });

  test('many aliases in a large document are refused before validation', async () => {
    const res = await post({ 'x-forwarded-for': address() }, `{ ${aliased(5000, () => '__typename')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['BAD_REQUEST']);
  });
});
