import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aStore } from '../helpers/fixtures';
import { expectGqlError, expectRestError, makePackage, PACKAGES_QUERY as PACKAGES, sleep, storefront, toRest, type Json, type Shop } from './helpers';

/**
 * GET /v1/webstore/package's documented parameters (docs.centralcart.com.br, webstore/packages):
 * `v`, `q`, `order_by`, `category_id` (an id or `all`), `id` (one or several) and
 * `include_variations`, on REST and on GraphQL storefrontPackages, with the same answers and the same
 * refusals; all of them in the page's own statements.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

let s: Shop;
let other: Shop;
const cat: Record<string, Json> = {};
const pkg: Record<string, Json> = {};

beforeAll(async () => {
  s = await aStore(t); // its first category, "Ranks"
  other = await aStore(t);
  cat.ranks = { id: s.categoryId };
  cat.kits = await aCategory(t, s.key, { name: 'Kits' });
  cat.hidden = await aCategory(t, s.key, { name: 'Hidden', hide_category: true });
  const p = (name: string, categoryId: number, body: Json = {}) => makePackage(t, s, { name, category_id: categoryId, ...body });
  pkg.gold = await p('VIP Gold', s.categoryId, { price: 50, description: 'The best' });
  pkg.silver = await p('vip silver', s.categoryId, { price: 30 });
  pkg.kit = await p('Starter kit', cat.kits.id, { price: 30, description: 'Everything a VIP starts with' });
  pkg.percent = await p('100% Off Bundle', cat.kits.id, { price: 5 });
  pkg.under = await p('Under_score', cat.kits.id, { price: 7 });
  // Variations of "vip silver": one in its category, one in another.
  pkg.silver30 = await p('Silver 30d', s.categoryId, { price: 10, parent_id: pkg.silver.id });
  pkg.silver90 = await p('Silver 90d', cat.kits.id, { price: 25, parent_id: pkg.silver.id });
  pkg.off = await p('VIP retired', s.categoryId, { enabled: false });
  pkg.hidden = await p('VIP hidden', cat.hidden.id);
  pkg.theirs = await makePackage(t, other, { name: 'VIP theirs' });
});

const get = (query: string) => t.http().get(`/v1/webstore/package${query}`).set(storefront(s.domain));
const ids = (res: { body: Json }) => res.body.data.map((p: Json) => p.id);
const gql = (variables: Json) => t.gql(storefront(s.domain), PACKAGES, variables);

/** The REST answer and GraphQL's, for the same parameters, are the same (GraphQL's camelCase turned to snake_case). */
async function sameOnBoth(query: string, variables: Json) {
  const [rest, graph] = await Promise.all([get(query), gql(variables)]);
  expect(rest.status).toBe(200);
  expect(graph.errors).toBeUndefined();
  expect(toRest(graph.data!.storefrontPackages)).toEqual(rest.body);
  return rest;
}

/** The same refusal on both surfaces: REST 422 and GraphQL VALIDATION_FAILED naming the parameter and the rule. */
async function refusedOnBoth(query: string, variables: Json, field: string, rule: string) {
  expectRestError(await get(query), 422, 'VALIDATION_FAILED', field, rule);
  expectGqlError(await gql(variables), 'VALIDATION_FAILED', field, rule);
}

const DEFAULT = () => [pkg.gold.id, pkg.silver.id, pkg.kit.id, pkg.percent.id, pkg.under.id];

describe('include_variations', () => {
  test('by default only packages that are not variations are items; each lists its enabled variations', async () => {
    const res = await sameOnBoth('?per_page=100', { perPage: 100 });
    expect(ids(res)).toEqual(DEFAULT());
    expect(res.body.meta.total).toBe(5);
    const silver = res.body.data.find((p: Json) => p.id === pkg.silver.id);
    expect(silver.variations.map((v: Json) => v.id)).toEqual([pkg.silver30.id, pkg.silver90.id]);
  });

  test('true: the variations are items too, each in its own category, with parent_id; false is the default', async () => {
    const res = await sameOnBoth('?include_variations=true&per_page=100', { includeVariations: true, perPage: 100 });
    expect(ids(res)).toEqual([pkg.gold.id, pkg.silver.id, pkg.silver30.id, pkg.kit.id, pkg.percent.id, pkg.under.id, pkg.silver90.id]);
    expect(res.body.data.find((p: Json) => p.id === pkg.silver90.id)).toMatchObject({ parent_id: pkg.silver.id, category_id: cat.kits.id });
    const kits = await get(`?include_variations=1&category_id=${cat.kits.id}`);
    expect(ids(kits)).toEqual([pkg.kit.id, pkg.percent.id, pkg.under.id, pkg.silver90.id]);
    for (const value of ['false', '0']) expect(ids(await get(`?include_variations=${value}&per_page=100`))).toEqual(DEFAULT());
  });

  test('a value that is not a boolean is 400, as for every boolean parameter', async () => {
    expectRestError(await get('?include_variations=yes'), 400, 'BAD_REQUEST', 'include_variations');
  });
});

describe('category_id', () => {
  test('all (any case) is every visible category: the same answer as without it, on both surfaces', async () => {
    const without = await get('?per_page=100');
    for (const all of ['all', 'ALL', 'All']) {
      const res = await sameOnBoth(`?category_id=${all}&per_page=100`, { categoryId: all, perPage: 100 });
      expect(res.body).toEqual(without.body);
    }
  });

  test('an id filters, on both surfaces; a hidden or unknown one is an empty page', async () => {
    const res = await sameOnBoth(`?category_id=${cat.kits.id}`, { categoryId: String(cat.kits.id) });
    expect(ids(res)).toEqual([pkg.kit.id, pkg.percent.id, pkg.under.id]);
    expect(ids(await get(`?category_id=${cat.hidden.id}`))).toEqual([]);
    expect(ids(await get(`?category_id=%20${cat.kits.id}%20`))).toEqual(ids(res));
  });

  test('neither an id nor all: 422 type; 0 is min and past int4 max, on both surfaces', async () => {
    await refusedOnBoth('?category_id=vips', { categoryId: 'vips' }, 'category_id', 'type');
    await refusedOnBoth('?category_id=-1', { categoryId: '-1' }, 'category_id', 'type');
    await refusedOnBoth('?category_id=1.5', { categoryId: '1.5' }, 'category_id', 'type');
    await refusedOnBoth('?category_id=0', { categoryId: '0' }, 'category_id', 'min');
    await refusedOnBoth('?category_id=2147483648', { categoryId: '2147483648' }, 'category_id', 'max');
  });
});

describe('id', () => {
  test('one id, or several separated by commas (spaces and repeats allowed), listed in the list order', async () => {
    expect(ids(await sameOnBoth(`?id=${pkg.kit.id}`, { id: String(pkg.kit.id) }))).toEqual([pkg.kit.id]);
    const two = await sameOnBoth(`?id=${pkg.kit.id},${pkg.gold.id}`, { id: `${pkg.kit.id},${pkg.gold.id}` });
    expect(ids(two)).toEqual([pkg.gold.id, pkg.kit.id]);
    expect(two.body.meta.total).toBe(2);
    expect(ids(await get(`?id=%20${pkg.kit.id}%20,%20${pkg.gold.id},${pkg.kit.id}`))).toEqual([pkg.gold.id, pkg.kit.id]);
  });

  test("an id the list would not show is not shown by naming it: disabled, hidden, another store's, a variation (unless include_variations)", async () => {
    const named = [pkg.off.id, pkg.hidden.id, pkg.theirs.id, pkg.silver30.id, 999999].join(',');
    expect(ids(await get(`?id=${named}`))).toEqual([]);
    expect(ids(await get(`?id=${named}&include_variations=true`))).toEqual([pkg.silver30.id]);
  });

  test('the parameter repeated (id=A&id=B, or id[]=A&id[]=B as clients serialize arrays) is the same as A,B', async () => {
    const listed = ids(await get(`?id=${pkg.kit.id},${pkg.gold.id}`));
    expect(listed).toEqual([pkg.gold.id, pkg.kit.id]);
    expect(ids(await get(`?id=${pkg.kit.id}&id=${pkg.gold.id}`))).toEqual(listed);
    expect(ids(await get(`?id%5B%5D=${pkg.kit.id}&id%5B%5D=${pkg.gold.id}`))).toEqual(listed);
    expect(ids(await get(`?id=${pkg.kit.id}&id%5B%5D=${pkg.gold.id}`))).toEqual(listed);
    // A repeated value is checked as every id is.
    const bad = await get(`?id=${pkg.kit.id}&id=abc`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'id', rule: 'type' });
    // Other parameters stay single: a repeated page is still 400, and [] is only taken on a repeatable one.
    expectRestError(await get('?page=1&page=2'), 400, 'BAD_REQUEST', 'page');
    expectRestError(await get('?q%5B%5D=kit'), 400, 'BAD_REQUEST', 'q[]');
  });

  test('not ids: 422 type; 0 min; past int4 max; more than 1,000 max, on both surfaces', async () => {
    for (const bad of ['abc', '1,,2', '1;2', '1,x', '-3', '+3', '2.0', ',']) await refusedOnBoth(`?id=${encodeURIComponent(bad)}`, { id: bad }, 'id', 'type');
    await refusedOnBoth('?id=0', { id: '0' }, 'id', 'min');
    await refusedOnBoth(`?id=${pkg.kit.id},0`, { id: `${pkg.kit.id},0` }, 'id', 'min');
    await refusedOnBoth('?id=2147483648', { id: '2147483648' }, 'id', 'max');
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    await refusedOnBoth(`?id=${many}`, { id: many }, 'id', 'max');
    expect((await get(`?id=${Array.from({ length: 1000 }, (_, i) => i + 1).join(',')}`)).status).toBe(200);
  });
});

describe('q', () => {
  test('the name contains it, ignoring case; the description is not searched', async () => {
    const res = await sameOnBoth('?q=vip', { q: 'vip' });
    expect(ids(res)).toEqual([pkg.gold.id, pkg.silver.id]);
    expect(ids(await get('?q=VIP%20G'))).toEqual([pkg.gold.id]);
    expect(ids(await get('?q=%20%20gold%20'))).toEqual([pkg.gold.id]);
    expect(ids(await get('?q=30d&include_variations=true'))).toEqual([pkg.silver30.id]);
    expect(ids(await get('?q=nothing-like-it'))).toEqual([]);
  });

  test('% and _ match themselves, not any text', async () => {
    expect(ids(await sameOnBoth('?q=%25', { q: '%' }))).toEqual([pkg.percent.id]);
    expect(ids(await get('?q=_'))).toEqual([pkg.under.id]);
    expect(ids(await get('?q=\\'))).toEqual([]);
  });

  test('blank is no filter; over 255 characters is 422 max, on both surfaces', async () => {
    expect(ids(await get('?q=%20%20&per_page=100'))).toEqual(DEFAULT());
    await refusedOnBoth(`?q=${'a'.repeat(256)}`, { q: 'a'.repeat(256) }, 'q', 'max');
  });
});

describe('order_by', () => {
  test('without it: by category, position, id (as before)', async () => {
    expect(ids(await get('?per_page=100'))).toEqual(DEFAULT());
  });

  test.each([
    ['id:asc', () => [pkg.gold.id, pkg.silver.id, pkg.kit.id, pkg.percent.id, pkg.under.id]],
    ['id:desc', () => [pkg.under.id, pkg.percent.id, pkg.kit.id, pkg.silver.id, pkg.gold.id]],
    // vip silver and Starter kit cost 30 both: ties go by id.
    ['price:asc', () => [pkg.percent.id, pkg.under.id, pkg.silver.id, pkg.kit.id, pkg.gold.id]],
    ['price:desc', () => [pkg.gold.id, pkg.silver.id, pkg.kit.id, pkg.under.id, pkg.percent.id]],
  ])('%s, on both surfaces', async (orderBy, expected) => {
    expect(ids(await sameOnBoth(`?order_by=${orderBy}`, { orderBy }))).toEqual(expected());
  });

  test('pages follow the order', async () => {
    const res = await sameOnBoth('?order_by=price:asc&per_page=2&page=2', { orderBy: 'price:asc', perPage: 2, page: 2 });
    expect(ids(res)).toEqual([pkg.silver.id, pkg.kit.id]);
    expect(res.body.meta).toEqual({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
  });

  test('anything else is 422 enum, on both surfaces', async () => {
    for (const bad of ['price', 'name:asc', 'PRICE:ASC', 'price:up', 'position:asc', 'price:asc,id:desc']) {
      await refusedOnBoth(`?order_by=${encodeURIComponent(bad)}`, { orderBy: bad }, 'order_by', 'enum');
    }
  });
});

describe('v', () => {
  test('1 and 2 are the same answer as without it, on both surfaces', async () => {
    const without = await get('?per_page=100');
    for (const v of [1, 2]) expect((await sameOnBoth(`?v=${v}&per_page=100`, { v, perPage: 100 })).body).toEqual(without.body);
  });

  test('another number is 422 range on both surfaces; not a number is 400', async () => {
    for (const v of [0, 3, -2]) await refusedOnBoth(`?v=${v}`, { v }, 'v', 'range');
    expectRestError(await get('?v=two'), 400, 'BAD_REQUEST', 'v');
    expectRestError(await get('?v=2.0'), 400, 'BAD_REQUEST', 'v');
  });
});

describe('together', () => {
  test('every filter at once narrows to what each allows', async () => {
    const res = await sameOnBoth(
      `?v=2&category_id=all&q=silver&include_variations=true&order_by=price:desc&id=${pkg.silver.id},${pkg.silver30.id},${pkg.gold.id}`,
      {
        v: 2,
        categoryId: 'all',
        q: 'silver',
        includeVariations: true,
        orderBy: 'price:desc',
        id: `${pkg.silver.id},${pkg.silver30.id},${pkg.gold.id}`,
      },
    );
    expect(ids(res)).toEqual([pkg.silver.id, pkg.silver30.id]);
    expect(res.body.meta).toEqual({ total: 2, per_page: 15, current_page: 1, last_page: 1 });
  });

  test('several refusals at once: one entry each', async () => {
    const res = await get('?v=9&order_by=x&id=y&category_id=z');
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: Json) => [e.field, e.rule]).sort()).toEqual([
      ['category_id', 'type'],
      ['id', 'type'],
      ['order_by', 'enum'],
      ['v', 'range'],
    ]);
  });

  test('a parameter the route does not take is still refused (400 naming it)', async () => {
    expectRestError(await get('?sort=price'), 400, 'BAD_REQUEST', 'sort');
    expectRestError(await get('?search=vip'), 400, 'BAD_REQUEST', 'search');
  });

  test("another store's domain filters its own packages only", async () => {
    const res = await t.http().get('/v1/webstore/package?q=vip&category_id=all').set(storefront(other.domain));
    expect(ids(res)).toEqual([pkg.theirs.id]);
  });

  test('no statement more than the plain page: the filters and the order are in the same statements', async () => {
    const counted = async (query: string) => {
      const start = t.database.stats.statements;
      const res = await get(query);
      await sleep(100); // the visit is written after the response
      expect(res.status).toBe(200);
      // Both pages hold vip silver, so both read variations.
      expect(ids(res)).toContain(pkg.silver.id);
      return t.database.stats.statements - start;
    };
    await counted('');
    const plain = await counted('');
    const filtered = await counted(`?v=2&category_id=all&q=i&include_variations=true&order_by=price:desc&id=${pkg.silver.id},${pkg.kit.id}`);
    expect(filtered).toBe(plain);
  });

  test('the admin key is no storefront credential for any of them', async () => {
    expectRestError(await t.http().get('/v1/webstore/package?category_id=all&v=2').set(bearer(s.key)), 404, 'NOT_FOUND');
  });
});

test('GraphQL categoryId is an ID: an Int literal (what it was) and a text id both filter', async () => {
  const query = (arg: string) => t.gql(storefront(s.domain), `{ storefrontPackages(categoryId: ${arg}) { data { id } } }`);
  const byInt = await query(String(cat.kits.id));
  const byText = await query(`"${cat.kits.id}"`);
  expect(byInt.errors).toBeUndefined();
  expect(byInt.data).toEqual(byText.data);
  expect((byInt.data as Json).storefrontPackages.data.length).toBeGreaterThan(0);
});
