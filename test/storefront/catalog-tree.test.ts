import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import {
  expectGqlError,
  expectRestError,
  keysOf,
  PACKAGES_QUERY as PACKAGES,
  makePackage,
  sorted,
  storefront,
  toRest,
  VARIATION_KEYS,
  type Json,
  type Shop,
} from './helpers';
import { aStore, aCategory } from '../helpers/fixtures';
import { StorefrontCategoryTreeDocument, StorefrontPackageIdsDocument } from '../graphql/__generated__/operations';

/**
 * What in-game shops read from the catalog: the category tree (include_sub_categories=true) with
 * packages_count, and packages with their variations, price range, units left and whole pages
 * (`limit` up to 1,000). GraphQL answers the same; another store's rows never count or show.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const TREE = StorefrontCategoryTreeDocument;

let s: Shop;
let other: Shop;
const cat: Record<string, Json> = {};
const pkg: Record<string, Json> = {};

beforeAll(async () => {
  s = await aStore(t); // "Ranks", top level
  other = await aStore(t);
  const c = (name: string, body: Json = {}) => aCategory(t, s.key, { name, ...body });
  cat.ranks = { id: s.categoryId };
  cat.kits = await c('Kits');
  cat.small = await c('Small kits', { parent_id: cat.kits.id });
  cat.tiny = await c('Tiny kits', { parent_id: cat.small.id });
  cat.secret = await c('Secret kits', { parent_id: cat.kits.id, hide_category: true });
  cat.empty = await c('Empty');

  const p = (name: string, categoryId: number, body: Json = {}, extra: Json = {}) => makePackage(t, s, { name, category_id: categoryId, ...body }, extra);
  pkg.vip = await p('VIP', s.categoryId, { price: 30, description: '<p>Perks</p>' });
  pkg.vip30 = await p('VIP 30 days', s.categoryId, { price: 20, parent_id: pkg.vip.id, icon: 'https://cdn.example.com/30.png', compare_at_price: 25 });
  pkg.vip90 = await p('VIP 90 days', s.categoryId, { price: 50, parent_id: pkg.vip.id, inventory_amount: 3 });
  pkg.vipOff = await p('VIP retired', s.categoryId, { price: 1, parent_id: pkg.vip.id, enabled: false });
  pkg.keys = await p('Keys', cat.small.id, { license_keys: ['K1', 'K2'], inventory_amount: 5 });
  pkg.tiny = await p('Tiny', cat.tiny.id);
  pkg.tinyOff = await p('Tiny off', cat.tiny.id, { enabled: false });
  pkg.secret = await p('Secret', cat.secret.id);
  await makePackage(t, other, { name: 'Theirs' });
});

describe('GET /v1/webstore/category?include_sub_categories=true', () => {
  test('the top-level categories, each with its visible subcategories (recursively) and packages_count', async () => {
    const res = await t.http().get('/v1/webstore/category?include_sub_categories=true').set(storefront(s.domain));
    expect(res.status).toBe(200);
    const node = (c: Json, count: number, subs: Json[]) => ({
      id: c.id,
      name: expect.any(String),
      slug: expect.any(String),
      parent_id: c.parent_id ?? null,
      position: expect.any(Number),
      image: null,
      banner: null,
      packages_count: count,
      sub_categories: subs,
    });
    expect(res.body).toEqual([
      // VIP is listed in Ranks; its variations are not items of the list by default (include_variations), so they do not count.
      node(cat.ranks, 1, []),
      // Keys in Small kits and Tiny in Tiny kits count for Kits; the hidden subcategory neither shows nor counts.
      node(cat.kits, 2, [node(cat.small, 2, [node(cat.tiny, 1, [])])]),
      node(cat.empty, 0, []),
    ]);
  });

  test('without the parameter the list stays flat: every visible category, with the same counts', async () => {
    const res = await t.http().get('/v1/webstore/category').set(storefront(s.domain));
    const counts = new Map([
      [cat.ranks.id, 1],
      [cat.kits.id, 2],
      [cat.small.id, 2],
      [cat.tiny.id, 1],
      [cat.empty.id, 0],
    ]);
    // Ordered as before: by position (among siblings), then id.
    const rows = await t.db.category.findMany({ where: { id: { in: [...counts.keys()] } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    expect(res.body.map((c: Json) => [c.id, c.packages_count])).toEqual(rows.map((r) => [r.id, counts.get(r.id)]));
    for (const c of res.body) expect(c).not.toHaveProperty('sub_categories');
    const falsy = await t.http().get('/v1/webstore/category?include_sub_categories=false').set(storefront(s.domain));
    expect(falsy.body).toEqual(res.body);
  });

  test('packages_count is what the package list gives for the category and those below it', async () => {
    const list = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    expect(list.body.meta.total).toBe(1);
    const kits = await t.http().get(`/v1/webstore/package?category_id=${cat.small.id}`).set(storefront(s.domain));
    const tiny = await t.http().get(`/v1/webstore/package?category_id=${cat.tiny.id}`).set(storefront(s.domain));
    expect(kits.body.meta.total + tiny.body.meta.total).toBe(2);
  });

  test('GraphQL gives the same tree, and null subCategories in the flat list', async () => {
    const [rest, gql] = await Promise.all([
      t.http().get('/v1/webstore/category?include_sub_categories=true').set(storefront(s.domain)),
      t.gql(storefront(s.domain), TREE, { tree: true }),
    ]);
    expect(gql.errors).toBeUndefined();
    // Selected two levels down: the third level's subcategories are left out of the GraphQL selection.
    const cut = (c: Json, depth: number): Json => ({ ...c, sub_categories: depth ? c.sub_categories.map((x: Json) => cut(x, depth - 1)) : undefined });
    const strip = (c: Json): Json => JSON.parse(JSON.stringify(c));
    expect(toRest(gql.data!.storefrontCategories)).toEqual(rest.body.map((c: Json) => strip(cut(c, 2))));
    const flat = await t.gql(storefront(s.domain), TREE, { tree: false });
    expect(flat.data!.storefrontCategories.map((c: Json) => c.subCategories)).toEqual([null, null, null, null, null]);
  });

  test("another store's categories and packages never show or count", async () => {
    const res = await t.http().get('/v1/webstore/category?include_sub_categories=true').set(storefront(other.domain));
    expect(res.body.map((c: Json) => [c.name, c.packages_count])).toEqual([['Ranks', 1]]);
  });

  test('a value that is not a boolean is 400', async () => {
    expectRestError(
      await t.http().get('/v1/webstore/category?include_sub_categories=maybe').set(storefront(s.domain)),
      400,
      'BAD_REQUEST',
      'include_sub_categories',
    );
  });
});

describe('GET /v1/webstore/package: variations, price range, units left', () => {
  test('a package with variations lists its enabled ones, by position, and its price range is theirs', async () => {
    const res = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    const vip = res.body.data.find((p: Json) => p.id === pkg.vip.id);
    expect(vip).toMatchObject({ parent_id: null, description: '<p>Perks</p>', pricing: { price: 30, compare_at: 30, percent_discount: 0, min: 20, max: 50 } });
    for (const v of vip.variations) expect(keysOf(v)).toEqual(sorted(VARIATION_KEYS));
    expect(vip.variations).toEqual([
      {
        id: pkg.vip30.id,
        name: 'VIP 30 days',
        slug: 'vip-30-days',
        image: null,
        icon: 'https://cdn.example.com/30.png',
        price: 20,
        compare_at: 25,
        stock: { available: true, quantity: null },
      },
      {
        id: pkg.vip90.id,
        name: 'VIP 90 days',
        slug: 'vip-90-days',
        image: null,
        icon: null,
        price: 50,
        compare_at: 50,
        stock: { available: true, quantity: 3 },
      },
    ]);
    // By default the variations are not items of the list (the public API lists only the package they belong to) ...
    expect(res.body.data.map((p: Json) => p.id)).toEqual([pkg.vip.id]);
    // ... with include_variations=true they are too, pointing at their parent; the disabled one never is.
    const all = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}&include_variations=true`).set(storefront(s.domain));
    expect(all.body.data.map((p: Json) => p.id).sort()).toEqual([pkg.vip.id, pkg.vip30.id, pkg.vip90.id].sort());
    const child = all.body.data.find((p: Json) => p.id === pkg.vip30.id);
    expect(child).toMatchObject({ parent_id: pkg.vip.id, variations: [], pricing: { min: 20, max: 20 } });
    expect(all.body.data.find((p: Json) => p.id === pkg.vip.id)).toEqual(vip);
  });

  test('stock.quantity: the units left (stock, unused keys: the smaller), null when nothing limits them', async () => {
    const res = await t.http().get(`/v1/webstore/package?category_id=${cat.small.id}`).set(storefront(s.domain));
    expect(res.body.data[0].stock).toEqual({ available: true, quantity: 2, min_amount: 1 });
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.keys.id }, data: { used: true } });
    const none = await t.http().get(`/v1/webstore/package?category_id=${cat.small.id}`).set(storefront(s.domain));
    expect(none.body.data[0].stock).toEqual({ available: false, quantity: 0, min_amount: 1 });
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.keys.id }, data: { used: false } });
    const tiny = await t.http().get(`/v1/webstore/package?category_id=${cat.tiny.id}`).set(storefront(s.domain));
    expect(tiny.body.data[0].stock).toEqual({ available: true, quantity: null, min_amount: 1 });
  });

  test('GraphQL storefrontPackages returns the same data', async () => {
    const [rest, gql] = await Promise.all([
      t.http().get(`/v1/webstore/package?category_id=${s.categoryId}&limit=2`).set(storefront(s.domain)),
      t.gql(storefront(s.domain), PACKAGES, { categoryId: String(s.categoryId), limit: 2 }),
    ]);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefrontPackages)).toEqual(rest.body);
  });
});

describe('limit: another name for per_page, up to 1,000', () => {
  test('limit=999 (what in-game shops send) gives one page of up to 999', async () => {
    const res = await t.http().get('/v1/webstore/package?limit=999').set(storefront(s.domain));
    expect(res.status).toBe(200);
    // VIP, Keys and Tiny (VIP's variations are items only with include_variations).
    expect(res.body.meta).toEqual({ total: 3, per_page: 999, current_page: 1, last_page: 1 });
    const two = await t.http().get('/v1/webstore/package?limit=2&page=2').set(storefront(s.domain));
    expect(two.body.meta).toEqual({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
  });

  test('per_page wins when both are sent; past 1,000 either is 422 range', async () => {
    const both = await t.http().get('/v1/webstore/package?limit=2&per_page=4').set(storefront(s.domain));
    expect(both.body.meta.per_page).toBe(4);
    expectRestError(await t.http().get('/v1/webstore/package?limit=1001').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'limit', 'range');
    expectRestError(await t.http().get('/v1/webstore/package?per_page=1001').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'per_page', 'range');
    const light = StorefrontPackageIdsDocument;
    expectGqlError(await t.gql(storefront(s.domain), light, { limit: 1001 }), 'VALIDATION_FAILED', 'limit', 'range');
  });

  test("GraphQL's cost estimate counts a page by its limit: every field of 1,000 packages is refused, of 50 is not", async () => {
    const small = await t.gql(storefront(s.domain), PACKAGES, { limit: 50 });
    expect(small.errors).toBeUndefined();
    const big = await t.gql(storefront(s.domain), PACKAGES, { limit: 1000 });
    expectGqlError(big, 'BAD_REQUEST');
    expect(big.errors![0].message).toMatch(/may return about \d+ fields/);
  });

  test('the admin key is no storefront credential', async () => {
    expectRestError(await t.http().get('/v1/webstore/package?limit=5').set(bearer(s.key)), 404, 'NOT_FOUND');
  });
});
