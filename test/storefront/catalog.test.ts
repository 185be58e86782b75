import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  CART_ITEM_KEYS,
  CATEGORY_KEYS,
  FIELD_KEYS,
  LIST_ITEM_EXTRA_KEYS,
  LIST_STOCK_KEYS,
  PRICING_KEYS,
  SHORT_META_KEYS,
  expectGqlError,
  expectRestError,
  keysOf,
  makePackage,
  PACKAGES_QUERY as PACKAGES,
  sleep,
  sorted,
  storefront,
  toRest,
  type Json,
  type Shop,
} from './helpers';
import { aStore, aCategory } from '../helpers/fixtures';
import { StorefrontCategoriesDocument } from '../graphql/__generated__/operations';

/**
 * The storefront catalog: GET /v1/webstore/category and /v1/webstore/package, GraphQL
 * storefrontCategories and storefrontPackages. Hidden categories (and everything below them) and
 * disabled packages never show; another store's rows never show.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const CATEGORIES = StorefrontCategoriesDocument;

let s: Shop;
let other: Shop;
const cat: Record<string, Json> = {};
const pkg: Record<string, Json> = {};

beforeAll(async () => {
  s = await aStore(t); // its first category, "Ranks", is visible
  other = await aStore(t);
  const c = (name: string, body: Json = {}) => aCategory(t, s.key, { name, ...body });
  cat.ranks = { id: s.categoryId };
  cat.hidden = await c('Hidden', { hide_category: true, image: 'https://cdn.example.com/h.png' });
  cat.underHidden = await c('Under hidden', { parent_id: cat.hidden.id });
  cat.deepUnderHidden = await c('Deep under hidden', { parent_id: cat.underHidden.id });
  cat.kits = await c('Kits', { image: 'https://cdn.example.com/kits.png', banner: 'https://cdn.example.com/kits-banner.png' });
  cat.kitsSmall = await c('Small kits', { parent_id: cat.kits.id });
  cat.kitsSecret = await c('Secret kits', { parent_id: cat.kits.id, hide_category: true });
  cat.kitsSecretChild = await c('Secret child', { parent_id: cat.kitsSecret.id });
  cat.menu = await c('Menu', {});
  cat.menuChild = await c('Menu child', { parent_id: cat.menu.id });
  // hide_subcategory is a navigation hint for the storefront, not a visibility rule: Menu child still shows.
  const menu = await t.http().patch(`/v1/app/category/${cat.menu.id}`).set(bearer(s.key)).send({ hide_subcategory: true });
  expect(menu.status).toBe(200);

  const p = (name: string, categoryId: number, body: Json = {}, extra: Json = {}) => makePackage(t, s, { name, category_id: categoryId, ...body }, extra);
  pkg.vip = await p('VIP', s.categoryId, { price: 80, compare_at_price: 100, fields: [{ name: 'Nick', description: 'In-game name' }] });
  pkg.disabled = await p('Old VIP', s.categoryId, { enabled: false });
  pkg.soldOut = await p('Sold out', s.categoryId, { inventory_amount: 1 }, { inventoryAmount: 0 });
  pkg.bulk = await p('Bulk', s.categoryId, { inventory_amount: 2 }, { minQuantity: 3 });
  pkg.keys = await p('Keys', s.categoryId, { license_keys: ['A'] });
  pkg.inHidden = await p('In hidden', cat.hidden.id);
  pkg.underHidden = await p('Under hidden', cat.underHidden.id);
  pkg.deep = await p('Deep', cat.deepUnderHidden.id);
  pkg.small = await p('Small kit', cat.kitsSmall.id, { price: 5 });
  pkg.secret = await p('Secret kit', cat.kitsSecret.id);
  pkg.menuChild = await p('Menu child item', cat.menuChild.id);

  const otherCat = await aCategory(t, other.key, { name: 'Theirs' });
  cat.other = otherCat;
  pkg.other = await makePackage(t, other, { name: 'Their package', category_id: otherCat.id });
});

// ---------------------------------------------------------------- categories

describe('GET /v1/webstore/category', () => {
  test('a bare array of the visible categories by position, exactly the storefront keys', async () => {
    const res = await t.http().get('/v1/webstore/category').set(storefront(s.domain));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const c of res.body) expect(keysOf(c)).toEqual(sorted(CATEGORY_KEYS));
    const rows = await t.db.category.findMany({
      where: { storeId: s.storeId, id: { in: [cat.ranks.id, cat.kits.id, cat.kitsSmall.id, cat.menu.id, cat.menuChild.id] } },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    expect(res.body).toEqual(
      rows.map(({ id, name, slug, parentId, position, image, banner }) => ({
        id,
        name,
        slug,
        parent_id: parentId,
        position,
        image,
        banner,
        packages_count: expect.any(Number),
      })),
    );
    const kits = res.body.find((c: Json) => c.id === cat.kits.id);
    expect(kits).toEqual({
      id: cat.kits.id,
      name: 'Kits',
      slug: 'kits',
      parent_id: null,
      position: cat.kits.position,
      image: 'https://cdn.example.com/kits.png',
      banner: 'https://cdn.example.com/kits-banner.png',
      // Small kit, in its visible subcategory; the secret subcategory's package is not listed.
      packages_count: 1,
    });
  });

  test('hidden categories and everything below them never show', async () => {
    const res = await t.http().get('/v1/webstore/category').set(storefront(s.domain));
    const ids = res.body.map((c: Json) => c.id);
    for (const hidden of [cat.hidden, cat.underHidden, cat.deepUnderHidden, cat.kitsSecret, cat.kitsSecretChild]) {
      expect(ids).not.toContain(hidden.id);
    }
  });

  test('hiding and unhiding a parent takes its subtree with it', async () => {
    await t.http().patch(`/v1/app/category/${cat.kits.id}`).set(bearer(s.key)).send({ hide_category: true });
    const hidden = await t.http().get('/v1/webstore/category').set(storefront(s.domain));
    expect(hidden.body.map((c: Json) => c.id)).not.toContain(cat.kitsSmall.id);
    const packages = await t.http().get('/v1/webstore/package?per_page=100').set(storefront(s.domain));
    expect(packages.body.data.map((p: Json) => p.id)).not.toContain(pkg.small.id);
    await t.http().patch(`/v1/app/category/${cat.kits.id}`).set(bearer(s.key)).send({ hide_category: false });
    const shown = await t.http().get('/v1/webstore/category').set(storefront(s.domain));
    expect(shown.body.map((c: Json) => c.id)).toEqual(expect.arrayContaining([cat.kits.id, cat.kitsSmall.id]));
  });

  test('GraphQL storefrontCategories returns the same data', async () => {
    const [rest, gql] = await Promise.all([t.http().get('/v1/webstore/category').set(storefront(s.domain)), t.gql(storefront(s.domain), CATEGORIES)]);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefrontCategories)).toEqual(rest.body);
  });

  test("another store's domain sees only its own categories", async () => {
    const res = await t.http().get('/v1/webstore/category').set(storefront(other.domain));
    expect(res.body.map((c: Json) => c.name).sort()).toEqual(['Ranks', 'Theirs']);
  });
});

// ---------------------------------------------------------------- packages

describe('GET /v1/webstore/package', () => {
  const visibleIds = () => [pkg.vip.id, pkg.soldOut.id, pkg.bulk.id, pkg.keys.id, pkg.small.id, pkg.menuChild.id];

  test('enabled packages of visible categories, with the storefront meta (only the four counters)', async () => {
    const res = await t.http().get('/v1/webstore/package?per_page=100').set(storefront(s.domain));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(SHORT_META_KEYS));
    expect(res.body.meta).toEqual({ total: 6, per_page: 100, current_page: 1, last_page: 1 });
    expect(res.body.data.map((p: Json) => p.id).sort()).toEqual(visibleIds().sort());
    for (const hidden of [pkg.disabled, pkg.inHidden, pkg.underHidden, pkg.deep, pkg.secret, pkg.other]) {
      expect(res.body.data.map((p: Json) => p.id)).not.toContain(hidden.id);
    }
  });

  test('the item is the cart item with parent, description and variations; stock is {available, quantity, min_amount}', async () => {
    const res = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    for (const p of res.body.data) {
      expect(keysOf(p)).toEqual(sorted([...CART_ITEM_KEYS, ...LIST_ITEM_EXTRA_KEYS]));
      expect(keysOf(p.pricing)).toEqual(sorted(PRICING_KEYS));
      expect(keysOf(p.stock)).toEqual(sorted(LIST_STOCK_KEYS));
      for (const f of p.fields) expect(keysOf(f)).toEqual(sorted(FIELD_KEYS));
    }
    const vip = res.body.data.find((p: Json) => p.id === pkg.vip.id);
    expect(vip).toEqual({
      id: pkg.vip.id,
      category_id: s.categoryId,
      store_id: s.storeId,
      position: pkg.vip.position,
      enabled: true,
      name: 'VIP',
      slug: 'vip',
      type: 'MULTIPLE',
      image: null,
      fields: [{ id: expect.any(Number), name: 'Nick', type: 'TEXT', description: 'In-game name', required: true }],
      pricing: { price: 80, compare_at: 100, percent_discount: -20, min: 80, max: 80 },
      sale: null,
      stock: { available: true, quantity: null, min_amount: 1 },
      parent_id: null,
      description: null,
      variations: [],
      subscription: null,
    });
  });

  test('available: false when the minimum quantity cannot be bought (no stock, too little stock, no keys)', async () => {
    const res = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    const stock = (id: number) => res.body.data.find((p: Json) => p.id === id).stock;
    expect(stock(pkg.soldOut.id)).toEqual({ available: false, quantity: 0, min_amount: 1 });
    expect(stock(pkg.bulk.id)).toEqual({ available: false, quantity: 2, min_amount: 3 });
    expect(stock(pkg.keys.id)).toEqual({ available: true, quantity: 1, min_amount: 1 });
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.keys.id }, data: { used: true } });
    const after = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    expect(after.body.data.find((p: Json) => p.id === pkg.keys.id).stock.available).toBe(false);
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.keys.id }, data: { used: false } });
  });

  test('ordered by category, position, id; category_id filters', async () => {
    const res = await t.http().get(`/v1/webstore/package?category_id=${s.categoryId}`).set(storefront(s.domain));
    expect(res.body.data.map((p: Json) => p.id)).toEqual([pkg.vip.id, pkg.soldOut.id, pkg.bulk.id, pkg.keys.id]);
    expect(res.body.meta.total).toBe(4);
    const small = await t.http().get(`/v1/webstore/package?category_id=${cat.kitsSmall.id}`).set(storefront(s.domain));
    expect(small.body.data.map((p: Json) => p.id)).toEqual([pkg.small.id]);
  });

  test("a hidden, unknown or another store's category_id is simply an empty list", async () => {
    for (const id of [cat.hidden.id, cat.underHidden.id, cat.kitsSecret.id, 999999, cat.other.id]) {
      const res = await t.http().get(`/v1/webstore/package?category_id=${id}`).set(storefront(s.domain));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ meta: { total: 0, per_page: 15, current_page: 1, last_page: 1 }, data: [] });
    }
  });

  test('pages, and query errors', async () => {
    const res = await t.http().get('/v1/webstore/package?per_page=4&page=2').set(storefront(s.domain));
    expect(res.body.meta).toEqual({ total: 6, per_page: 4, current_page: 2, last_page: 2 });
    expect(res.body.data).toHaveLength(2);
    expectRestError(await t.http().get('/v1/webstore/package?per_page=1001').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'per_page', 'range');
    expectRestError(await t.http().get('/v1/webstore/package?limit=0').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'limit', 'range');
    // category_id is text (an id or `all`), so a value that is neither is the service's 422, as for any text parameter.
    expectRestError(await t.http().get('/v1/webstore/package?category_id=x').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'category_id', 'type');
    expectRestError(await t.http().get('/v1/webstore/package?category_id=0').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'category_id', 'min');
  });

  test('GraphQL storefrontPackages returns the same data', async () => {
    const [rest, gql] = await Promise.all([
      t.http().get('/v1/webstore/package?per_page=3&page=2').set(storefront(s.domain)),
      t.gql(storefront(s.domain), PACKAGES, { page: 2, perPage: 3 }),
    ]);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefrontPackages)).toEqual(rest.body);
    const filtered = await t.gql(storefront(s.domain), PACKAGES, { categoryId: String(cat.hidden.id) });
    expect(filtered.data!.storefrontPackages).toEqual({ meta: { total: 0, perPage: 15, currentPage: 1, lastPage: 1 }, data: [] });
  });

  test('a package disabled later disappears; enabled again it is back', async () => {
    await t.http().patch(`/v1/app/package/${pkg.small.id}`).set(bearer(s.key)).send({ enabled: false });
    const gone = await t.http().get('/v1/webstore/package?per_page=100').set(storefront(s.domain));
    expect(gone.body.data.map((p: Json) => p.id)).not.toContain(pkg.small.id);
    await t.http().patch(`/v1/app/package/${pkg.small.id}`).set(bearer(s.key)).send({ enabled: true });
    const back = await t.http().get('/v1/webstore/package?per_page=100').set(storefront(s.domain));
    expect(back.body.data.map((p: Json) => p.id)).toContain(pkg.small.id);
  });

  test("another store's domain sees only its own packages", async () => {
    const res = await t.http().get('/v1/webstore/package').set(storefront(other.domain));
    expect(res.body.data.map((p: Json) => p.id)).toEqual([pkg.other.id]);
    const gql = await t.gql(storefront(other.domain), PACKAGES);
    expect(gql.data!.storefrontPackages.data.map((p: Json) => p.id)).toEqual([pkg.other.id]);
  });

  test('the same number of SQL statements for 2 and for 6 packages', async () => {
    const counted = async (perPage: number) => {
      const start = t.database.stats.statements;
      const res = await t.http().get(`/v1/webstore/package?per_page=${perPage}`).set(storefront(s.domain));
      await sleep(100); // the visit is written after the response
      expect(res.body.data).toHaveLength(perPage);
      return t.database.stats.statements - start;
    };
    await counted(2);
    expect(await counted(6)).toBe(await counted(2));
  });
});

describe('unknown store', () => {
  test.each(['/v1/webstore/category', '/v1/webstore/package'])('%s without or with an unknown domain: 404 Store not found', async (path) => {
    for (const headers of [{}, storefront('nowhere.test')]) {
      const res = await t.http().get(path).set(headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
    }
  });

  test.each([CATEGORIES, PACKAGES])('GraphQL without a known domain: NOT_FOUND Store not found', async (query) => {
    const body = await t.gqlUnchecked(storefront('nowhere.test'), query);
    expectGqlError(body, 'NOT_FOUND');
    expect(body.errors![0].message).toBe('Store not found');
  });
});
