import { getIntrospectionQuery } from 'graphql';
import { MAX_COST, MAX_DEPTH } from '../../src/graphql/limits';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * GraphQL depth and cost limits (src/graphql/limits.ts): an operation nested deeper than
 * MAX_DEPTH, or whose estimated answer exceeds MAX_COST fields, is refused with BAD_REQUEST (HTTP 400)
 * before anything executes. Introspection counts too, within bounds GraphiQL and codegen fit
 * (test/http/graphql-amplification.test.ts).
 */

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await setupTestApp();
  key = (await t.createStore()).key;
});
afterAll(() => t.close());

const post = (query: string, variables: Record<string, unknown> = {}) => t.http().post('/graphql').set(bearer(key)).send({ query, variables });

/** `categories { data { subcategories { ... { id } } } }` with `levels` fields in all. */
const nested = (levels: number) => {
  let inner = 'id';
  for (let i = 0; i < levels - 3; i++) inner = `subcategories { ${inner} }`;
  return `{ categories(perPage: 1) { data { ${inner} } } }`;
};

function expectRefused(res: { status: number; body: any }, text: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
  expect(res.body.errors[0].message).toMatch(text);
}

describe('depth', () => {
  test(`more than ${MAX_DEPTH} levels is BAD_REQUEST`, async () => {
    expectRefused(await post(nested(MAX_DEPTH + 1)), new RegExp(`nested ${MAX_DEPTH + 1} levels deep; at most ${MAX_DEPTH}`));
  });

  test('levels inside fragments count', async () => {
    const query = `
      fragment Deep on Category { subcategories { subcategories { subcategories { subcategories { subcategories { subcategories { subcategories { subcategories { id } } } } } } } } }
      query { categories(perPage: 1) { data { ...Deep } } }`;
    expectRefused(await post(query), /nested 11 levels deep/);
  });

  test('the refusal comes before credentials are checked', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .send({ query: nested(MAX_DEPTH + 1) });
    expectRefused(res, /levels deep/);
  });

  test('the full introspection query (GraphiQL, codegen) fits', async () => {
    const res = await post(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('cost', () => {
  const page = (alias: string, perPage: string) =>
    `${alias}: packages(perPage: ${perPage}) { data { id commands { id } discordActions { id } licenseKeys { id } fields { id } } }`;

  // One page of 100 packages with four relation lists, every value counted (leaves too):
  // 100 x (1 [packages] + 1 [data] + 1 [id] + 4 x 15 x (1 [relation] + 1 [id])) = 12,300.
  const PAGE_COST = 12_300;
  const tooMany = Math.floor(MAX_COST / PAGE_COST) + 1;
  const aliases = (n: number, perPage: string) => Array.from({ length: n }, (_, i) => page(`p${i}`, perPage)).join(' ');

  test(`a page of 100 with every relation fits; enough of them in one operation do not (over ${MAX_COST})`, async () => {
    const fits = await post(`{ ${aliases(tooMany - 1, '100')} }`);
    expect(fits.status).toBe(200);
    expect(fits.body.errors).toBeUndefined();
    expectRefused(await post(`{ ${aliases(tooMany, '100')} }`), new RegExp(`may return about ${tooMany * PAGE_COST} fields; at most ${MAX_COST}`));
  });

  test('page sizes given as variables are counted with their values; the default page is 15', async () => {
    const query = `query ($n: Int) { ${aliases(tooMany, '$n')} }`;
    expectRefused(await post(query, { n: 100 }), /fields/);
    const small = await post(query, { n: 5 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
    const byDefault = await post(query);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.errors).toBeUndefined();
  });

  test('nested lists multiply: a refused mutation does not run', async () => {
    const query = `mutation { createCategory(input: { name: "Never" }) { id subcategories { id subcategories { id subcategories { id subcategories { id subcategories { id } } } } } } }`;
    expectRefused(await post(query), /fields/);
    expect(await t.db.category.count({ where: { name: 'Never' } })).toBe(0);
  });
});
