import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlPairs, expectRestErrors, expectRestPairs, type Pair } from '../helpers/errors';
import { aCategory, aPackage, aStore, BUYER } from '../helpers/fixtures';
import {
  CartPreviewDocument,
  SaleCreateDocument,
  SaleDeleteDocument,
  SaleGetDocument,
  SaleListDocument,
  SaleUpdateDocument,
  StorefrontPackagesDocument,
} from '../graphql/__generated__/operations';

/**
 * Scheduled sales (issue 33): the owner's CRUD on both surfaces and its rules (scope, ids of this
 * store only, dates read in the store's time zone, at most 366 days), where a sale stands (status, the
 * list's filter), and what the storefront and checkout make of it: a running sale prices the package
 * page, the cart and the order alike; a scheduled, ended or disabled one prices nothing; the largest
 * cut wins; a category takes its subcategories; one store's sale never touches another's packages;
 * and a store with no sale running pays no statement for sales on its package page.
 */

type Json = Record<string, any>;
type Store = Awaited<ReturnType<typeof aStore>>;

let t: TestApp;
let a: Store;
let b: Store;

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = await Promise.all([aStore(t), aStore(t)]);
});
afterAll(() => t.close());

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const SALE_KEYS = [
  'id',
  'store_id',
  'name',
  'type',
  'value',
  'package_ids',
  'category_ids',
  'starts_at',
  'ends_at',
  'enabled',
  'status',
  'applies_to',
  'created_at',
  'updated_at',
].sort();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `ms` from now, ISO 8601 with Z. */
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const RUNNING = () => ({ starts_at: at(-HOUR), ends_at: at(DAY) });
const SCHEDULED = () => ({ starts_at: at(DAY), ends_at: at(2 * DAY) });
const ENDED = () => ({ starts_at: at(-2 * DAY), ends_at: at(-DAY) });

const postSale = (s: Store, body: Json) => t.http().post('/v1/app/sale').set(bearer(s.key)).send(body);
let saleSeq = 0;
async function aSale(s: Store, body: Json): Promise<Json> {
  const res = await postSale(s, { name: `Sale ${++saleSeq}`, type: 'PERCENTAGE', value: 10, ...RUNNING(), ...body });
  if (res.status !== 201) throw new Error(`POST /v1/app/sale answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const removeSale = async (s: Store, id: number) => expect((await t.http().delete(`/v1/app/sale/${id}`).set(bearer(s.key))).status).toBe(204);
/** Removes every sale of the store, so each test starts from none. */
const noSales = (s: Store) => t.db.sale.deleteMany({ where: { storeId: s.storeId } });

/** A fresh category (under `parent` when given) and a package in it. */
async function aShelf(s: Store, body: Json = {}, parent?: number) {
  const category = await aCategory(t, s.key, { name: `Shelf ${++saleSeq}`, ...(parent ? { parent_id: parent } : {}) });
  const pkg = await aPackage(t, { key: s.key, categoryId: category.id }, { name: `Item ${saleSeq}`, price: 100, ...body });
  return { categoryId: category.id, pkgId: pkg.id };
}

const storefront = (s: Store) => ({ 'x-store-domain': s.domain });
async function listed(s: Store, id: number): Promise<Json> {
  const res = await t.http().get(`/v1/webstore/package?id=${id}&include_variations=true`).set(storefront(s));
  expect(res.status).toBe(200);
  expect(res.body.data).toHaveLength(1);
  return res.body.data[0];
}
async function inCart(s: Store, items: Json[]): Promise<Json[]> {
  const res = await t.http().post('/v1/webstore/cart').set(storefront(s)).send({ items });
  expect(res.status).toBe(200);
  return res.body;
}

// ---------------------------------------------------------------- CRUD

describe('the owner’s sales', () => {
  beforeEach(() => noSales(a));

  test('create, read, list, change and remove on REST', async () => {
    const { categoryId, pkgId } = await aShelf(a);
    const created = await postSale(a, { name: '  Black Friday  ', type: 'PERCENTAGE', value: 25, package_ids: [pkgId], ...RUNNING() });
    expect(created.status).toBe(201);
    const sale = created.body;
    expect(Object.keys(sale).sort()).toEqual(SALE_KEYS);
    expect(sale).toMatchObject({
      store_id: a.storeId,
      name: 'Black Friday',
      type: 'PERCENTAGE',
      value: 25,
      package_ids: [pkgId],
      category_ids: [],
      enabled: true,
      status: 'RUNNING',
      applies_to: [pkgId],
    });
    for (const k of ['starts_at', 'ends_at', 'created_at', 'updated_at']) expect(sale[k]).toMatch(STORE_TIME);

    const got = await t.http().get(`/v1/app/sale/${sale.id}`).set(bearer(a.key));
    expect(got.status).toBe(200);
    expect(got.body).toEqual(sale);

    const list = await t.http().get('/v1/app/sale').set(bearer(a.key));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([sale]);
    expect(list.body.meta).toMatchObject({ total: 1, current_page: 1 });

    const changed = await t
      .http()
      .patch(`/v1/app/sale/${sale.id}`)
      .set(bearer(a.key))
      .send({ type: 'PRICE', value: 7.5, category_ids: [categoryId], package_ids: [], enabled: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      type: 'PRICE',
      value: 7.5,
      package_ids: [],
      category_ids: [categoryId],
      enabled: false,
      status: 'DISABLED',
      applies_to: [pkgId],
    });
    expect(changed.body.name).toBe('Black Friday');

    await removeSale(a, sale.id);
    expect((await t.http().get(`/v1/app/sale/${sale.id}`).set(bearer(a.key))).status).toBe(404);
    expect((await t.http().delete(`/v1/app/sale/${sale.id}`).set(bearer(a.key))).status).toBe(404);
  });

  test('the same on GraphQL, with the REST values in camelCase', async () => {
    const { pkgId } = await aShelf(a);
    const created = await t.gql(a.key, SaleCreateDocument, { input: { name: 'Weekend', type: 'PRICE', value: 5, packageIds: [pkgId], ...camel(RUNNING()) } });
    expect(created.errors).toBeUndefined();
    const sale = created.data!.createSale;
    const rest = (await t.http().get(`/v1/app/sale/${sale.id}`).set(bearer(a.key))).body;
    expect(sale).toEqual(camel(rest));

    expect((await t.gql(a.key, SaleGetDocument, { id: sale.id })).data!.sale).toEqual(sale);
    const list = await t.gql(a.key, SaleListDocument, { status: 'RUNNING' });
    expect(list.data!.sales.data).toEqual([sale]);
    expect(list.data!.sales.meta.total).toBe(1);

    const updated = await t.gql(a.key, SaleUpdateDocument, { id: sale.id, input: { name: 'Long weekend', value: 6 } });
    expect(updated.data!.updateSale).toMatchObject({ name: 'Long weekend', value: 6, type: 'PRICE' });

    expect((await t.gql(a.key, SaleDeleteDocument, { id: sale.id })).data!.deleteSale).toBe(true);
    const gone = await t.gql(a.key, SaleGetDocument, { id: sale.id });
    expect(gone.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  test('status says where each sale stands, and the list filters by it, ordered by starts_at', async () => {
    const { pkgId } = await aShelf(a);
    const scheduled = await aSale(a, { package_ids: [pkgId], ...SCHEDULED() });
    const ended = await aSale(a, { package_ids: [pkgId], ...ENDED() });
    const running = await aSale(a, { package_ids: [pkgId], ...RUNNING() });
    const disabled = await aSale(a, { package_ids: [pkgId], ...RUNNING(), enabled: false });
    expect([scheduled.status, ended.status, running.status, disabled.status]).toEqual(['SCHEDULED', 'ENDED', 'RUNNING', 'DISABLED']);

    const ids = async (query: string) => {
      const res = await t.http().get(`/v1/app/sale${query}`).set(bearer(a.key));
      expect(res.status).toBe(200);
      return res.body.data.map((s: Json) => s.id);
    };
    expect(await ids('')).toEqual([ended.id, running.id, disabled.id, scheduled.id]);
    expect(await ids('?status=all')).toEqual([ended.id, running.id, disabled.id, scheduled.id]);
    expect(await ids('?status=SCHEDULED')).toEqual([scheduled.id]);
    expect(await ids('?status=RUNNING')).toEqual([running.id]);
    expect(await ids('?status=ENDED')).toEqual([ended.id]);
    expect(await ids('?status=DISABLED')).toEqual([disabled.id]);
    expect(await ids('?per_page=2&page=2')).toEqual([disabled.id, scheduled.id]);
    expectRestErrors(await t.http().get('/v1/app/sale?status=LIVE').set(bearer(a.key)), [{ code: 'VALIDATION_FAILED', field: 'status', rule: 'enum' }]);
    const gql = await t.gql(a.key, SaleListDocument, { status: 'ENDED' });
    expect(gql.data!.sales.data.map((s) => s.id)).toEqual([ended.id]);
  });
});

const camel = (o: Json): Json => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

// ---------------------------------------------------------------- validation

describe('what a sale must be', () => {
  let pkgId: number;
  let otherPkg: number;
  let otherCategory: number;
  beforeAll(async () => {
    ({ pkgId } = await aShelf(a));
    ({ pkgId: otherPkg, categoryId: otherCategory } = await aShelf(b));
  });

  const cases: [string, Json, Pair[]][] = [
    [
      'nothing',
      {},
      [
        ['name', 'required'],
        ['type', 'required'],
        ['value', 'required'],
        ['starts_at', 'required'],
        ['ends_at', 'required'],
      ],
    ],
    ['a percentage over 100', { type: 'PERCENTAGE', value: 100.01 }, [['value', 'range']]],
    ['an amount over 1,000,000', { type: 'PRICE', value: 1_000_000.01 }, [['value', 'range']]],
    ['nothing off', { value: 0 }, [['value', 'range']]],
    ['three decimals', { type: 'PRICE', value: 1.005 }, [['value', 'decimals']]],
    ['a type of its own', { type: 'FREE' }, [['type', 'enum']]],
    ['an empty name', { name: '   ' }, [['name', 'required']]],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, [['name', 'max']]],
    ['no scope', { package_ids: [], category_ids: [] }, [['package_ids', 'required']]],
    ['no scope at all', { package_ids: undefined }, [['package_ids', 'required']]],
    ['an unknown package', { package_ids: [-1, 2_000_000_000] }, [['package_ids.1', 'exists']]],
    ['more than 100 packages', { package_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, [['package_ids', 'max']]],
    ['an end before the start', { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, [['ends_at', 'range']]],
    ['an end at the start', { starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, [['ends_at', 'range']]],
    ['more than 366 days', { starts_at: '2026-01-01T00:00', ends_at: '2027-01-02T00:00:01' }, [['ends_at', 'range']]],
    ['a date that is no date', { starts_at: 'next friday' }, [['starts_at', 'date']]],
    ['a day that does not exist', { starts_at: '2026-02-30T00:00' }, [['starts_at', 'date']]],
    ['an hour that does not exist', { ends_at: '2026-12-01T24:00' }, [['ends_at', 'date']]],
  ];
  // -1 stands for the store's own package, filled in when the case runs.
  const fill = (body: Json) => ({ ...body, ...(body.package_ids ? { package_ids: body.package_ids.map((id: number) => (id === -1 ? pkgId : id)) } : {}) });

  test.each(cases)('%s: 422 naming the field and rule, nothing written', async (_name, over, pairs) => {
    const before = await t.db.sale.count();
    const body = _name === 'nothing' ? {} : fill({ name: 'Sale', type: 'PERCENTAGE', value: 10, package_ids: [-1], ...RUNNING(), ...over });
    if ('package_ids' in over && over.package_ids === undefined) delete body.package_ids;
    expectRestPairs(await postSale(a, body), 422, 'VALIDATION_FAILED', pairs);
    expect(await t.db.sale.count()).toBe(before);
  });

  test("another store's package or category is refused exactly as an unknown one", async () => {
    const res = await postSale(a, { name: 'Theirs', type: 'PRICE', value: 1, package_ids: [pkgId, otherPkg], category_ids: [otherCategory], ...RUNNING() });
    expectRestPairs(res, 422, 'VALIDATION_FAILED', [
      ['package_ids.1', 'exists'],
      ['category_ids.0', 'exists'],
    ]);
  });

  test('GraphQL refuses the same input with the same fields and rules', async () => {
    const out = await t.gql(a.key, SaleCreateDocument, {
      input: { name: 'Sale', type: 'PERCENTAGE', value: 20, packageIds: [otherPkg], startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
    });
    expectGqlPairs(out, 'VALIDATION_FAILED', [
      ['package_ids.0', 'exists'],
      ['ends_at', 'range'],
    ]);
  });

  test('a change is checked on the sale as it would be', async () => {
    const sale = await aSale(a, { type: 'PRICE', value: 500, package_ids: [pkgId] });
    const patch = (body: Json) => t.http().patch(`/v1/app/sale/${sale.id}`).set(bearer(a.key)).send(body);
    expectRestPairs(await patch({ type: 'PERCENTAGE' }), 422, 'VALIDATION_FAILED', [['value', 'range']]);
    expectRestPairs(await patch({ ends_at: sale.starts_at }), 422, 'VALIDATION_FAILED', [['ends_at', 'range']]);
    expectRestPairs(await patch({ package_ids: [] }), 422, 'VALIDATION_FAILED', [['package_ids', 'required']]);
    expectRestPairs(await patch({ category_ids: [otherCategory] }), 422, 'VALIDATION_FAILED', [['category_ids.0', 'exists']]);
    expect((await t.http().get(`/v1/app/sale/${sale.id}`).set(bearer(a.key))).body).toEqual(sale);
    expect((await patch({ type: 'PERCENTAGE', value: 100 })).body).toMatchObject({ type: 'PERCENTAGE', value: 100 });
  });

  test("one store's sales are another's 404s", async () => {
    const sale = await aSale(a, { package_ids: [pkgId] });
    for (const req of [
      t.http().get(`/v1/app/sale/${sale.id}`),
      t.http().patch(`/v1/app/sale/${sale.id}`).send({ name: 'Mine now' }),
      t.http().delete(`/v1/app/sale/${sale.id}`),
    ]) {
      expectRestErrors(await req.set(bearer(b.key)), [{ code: 'NOT_FOUND' }]);
    }
    expect((await t.http().get('/v1/app/sale').set(bearer(b.key))).body.data.map((s: Json) => s.id)).not.toContain(sale.id);
    const gql = await t.gql(b.key, SaleGetDocument, { id: sale.id });
    expect(gql.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await t.http().get(`/v1/app/sale/${sale.id}`).set(bearer(a.key))).body.name).toBe(sale.name);
  });
});

// ---------------------------------------------------------------- time zones

describe("dates in the store's time zone", () => {
  test("a local date-time is the store's wall clock; one with an offset is that instant", async () => {
    const { pkgId } = await aShelf(a);
    const sale = await aSale(a, { package_ids: [pkgId], starts_at: '2026-11-27T00:00', ends_at: '2026-11-30T23:59:59' });
    expect(sale.starts_at).toBe('2026-11-27T00:00:00.000-03:00');
    expect(sale.ends_at).toBe('2026-11-30T23:59:59.000-03:00');
    const row = await t.db.sale.findUniqueOrThrow({ where: { id: sale.id } });
    expect(row.startsAt.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-12-01T02:59:59.000Z');

    const withOffset = await aSale(a, { package_ids: [pkgId], starts_at: '2026-11-27T00:00+01:00', ends_at: '2026-11-28T00:00:00.000Z' });
    expect(withOffset.starts_at).toBe('2026-11-26T20:00:00.000-03:00');
    expect(withOffset.ends_at).toBe('2026-11-27T21:00:00.000-03:00');
  });

  test('another zone reads the same text as another instant; a skipped hour moves forward', async () => {
    const tokyo = await aStore(t, { timezone: 'Asia/Tokyo' });
    const { pkgId } = await aShelf(tokyo);
    const sale = await aSale(tokyo, { package_ids: [pkgId], starts_at: '2026-11-27T00:00', ends_at: '2026-11-28T00:00' });
    expect(sale.starts_at).toBe('2026-11-27T00:00:00.000+09:00');
    expect((await t.db.sale.findUniqueOrThrow({ where: { id: sale.id } })).startsAt.toISOString()).toBe('2026-11-26T15:00:00.000Z');

    // New York skips 02:00..03:00 on 2026-03-08 and repeats 01:00..02:00 on 2026-11-01.
    const ny = await aStore(t, { timezone: 'America/New_York' });
    const shelf = await aShelf(ny);
    const dst = await aSale(ny, { package_ids: [shelf.pkgId], starts_at: '2026-03-08T02:30', ends_at: '2026-11-01T01:30' });
    const row = await t.db.sale.findUniqueOrThrow({ where: { id: dst.id } });
    expect(row.startsAt.toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 02:30 read at -05:00, i.e. 03:30 EDT
    expect(row.endsAt.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // the first 01:30, EDT
  });
});

// ---------------------------------------------------------------- the storefront and checkout

describe('the storefront while a sale runs', () => {
  beforeEach(async () => {
    await noSales(a);
    await noSales(b);
  });

  test('a running sale prices the package; scheduled, ended and disabled ones do not', async () => {
    const { pkgId } = await aShelf(a, { price: 100 });
    const before = await listed(a, pkgId);
    expect(before.pricing).toEqual({ price: 100, compare_at: 100, percent_discount: 0, min: 100, max: 100 });
    expect(before.sale).toBeNull();

    await aSale(a, { package_ids: [pkgId], value: 50, ...SCHEDULED() });
    await aSale(a, { package_ids: [pkgId], value: 60, ...ENDED() });
    await aSale(a, { package_ids: [pkgId], value: 70, ...RUNNING(), enabled: false });
    expect((await listed(a, pkgId)).pricing.price).toBe(100);
    expect((await listed(a, pkgId)).sale).toBeNull();

    const running = await aSale(a, { name: 'Black <b>Friday</b>', package_ids: [pkgId], value: 20 });
    const on = await listed(a, pkgId);
    expect(on.pricing).toEqual({ price: 80, compare_at: 100, percent_discount: -20, min: 80, max: 80 });
    expect(on.sale).toEqual({ id: running.id, name: 'Black <b>Friday</b>', ends_at: running.ends_at });
  });

  test('compare_at is the higher of the package’s comparison price and its own price', async () => {
    const higher = await aShelf(a, { price: 90, compare_at_price: 120 });
    const lower = await aShelf(a, { price: 90, compare_at_price: 50 });
    await aSale(a, { type: 'PRICE', value: 30, package_ids: [higher.pkgId, lower.pkgId] });
    expect((await listed(a, higher.pkgId)).pricing).toEqual({ price: 60, compare_at: 120, percent_discount: -50, min: 60, max: 60 });
    expect((await listed(a, lower.pkgId)).pricing).toEqual({ price: 60, compare_at: 90, percent_discount: -33.33, min: 60, max: 60 });
  });

  test('the largest cut wins when two sales take a package (then the older sale)', async () => {
    const { pkgId, categoryId } = await aShelf(a, { price: 100 });
    await aSale(a, { type: 'PERCENTAGE', value: 10, package_ids: [pkgId] });
    const big = await aSale(a, { type: 'PRICE', value: 15, category_ids: [categoryId] });
    expect((await listed(a, pkgId)).pricing.price).toBe(85);
    expect((await listed(a, pkgId)).sale.id).toBe(big.id);
    const tie = await aSale(a, { type: 'PERCENTAGE', value: 15, package_ids: [pkgId] });
    expect(tie.id).toBeGreaterThan(big.id);
    expect((await listed(a, pkgId)).sale.id).toBe(big.id);
  });

  test('a category sale takes its subcategories’ packages, not its neighbours’; a package sale takes its variations', async () => {
    const top = await aShelf(a, { price: 100 });
    const sub = await aShelf(a, { price: 40 }, top.categoryId);
    const subsub = await aShelf(a, { price: 10 }, sub.categoryId);
    const neighbour = await aShelf(a, { price: 100 });
    const variation = await aPackage(t, { key: a.key, categoryId: neighbour.categoryId }, { name: 'Neighbour 30 days', price: 60, parent_id: neighbour.pkgId });

    const byCategory = await aSale(a, { type: 'PERCENTAGE', value: 50, category_ids: [top.categoryId] });
    expect(byCategory.applies_to).toEqual([top.pkgId, sub.pkgId, subsub.pkgId]);
    expect((await listed(a, sub.pkgId)).pricing.price).toBe(20);
    expect((await listed(a, subsub.pkgId)).pricing.price).toBe(5);
    expect((await listed(a, neighbour.pkgId)).sale).toBeNull();

    const byPackage = await aSale(a, { type: 'PRICE', value: 25, package_ids: [neighbour.pkgId] });
    expect(byPackage.applies_to).toEqual([neighbour.pkgId, variation.id]);
    const parent = await listed(a, neighbour.pkgId);
    expect(parent.pricing).toEqual({ price: 75, compare_at: 100, percent_discount: -25, min: 35, max: 35 });
    expect(parent.variations).toEqual([expect.objectContaining({ id: variation.id, price: 35, compare_at: 60 })]);
    expect((await listed(a, variation.id)).pricing).toMatchObject({ price: 35, compare_at: 60 });
  });

  test("one store's sale never prices another store's packages", async () => {
    const mine = await aShelf(a, { price: 100 });
    const theirs = await aShelf(b, { price: 100 });
    await aSale(a, { value: 50, category_ids: [mine.categoryId] });
    expect((await listed(a, mine.pkgId)).pricing.price).toBe(50);
    const other = await listed(b, theirs.pkgId);
    expect(other.pricing.price).toBe(100);
    expect(other.sale).toBeNull();
  });

  test('GraphQL storefrontPackages and cart show the same prices and sale', async () => {
    const { pkgId } = await aShelf(a, { price: 100, compare_at_price: 110 });
    const sale = await aSale(a, { value: 20, package_ids: [pkgId] });
    const gql = await t.gql(storefront(a), StorefrontPackagesDocument, { id: String(pkgId) });
    const item = gql.data!.storefrontPackages.data[0];
    expect(item.pricing).toEqual({ price: 80, compareAt: 110, percentDiscount: -27.27, min: 80, max: 80 });
    expect(item.sale).toEqual({ id: sale.id, name: sale.name, endsAt: sale.ends_at });
    const cart = await t.gql(storefront(a), CartPreviewDocument, { items: [{ id: pkgId, quantity: 2 }] });
    expect(cart.data!.cart[0].pricing).toEqual(item.pricing);
    expect(cart.data!.cart[0].sale).toEqual(item.sale);
  });

  test('the cart shows the sale price, and checkout charges what the cart shows', async () => {
    const onSale = await aShelf(a, { price: 33.33 });
    const byCategory = await aShelf(a, { price: 19.99 });
    const full = await aShelf(a, { price: 12.5 });
    await aSale(a, { type: 'PERCENTAGE', value: 15, package_ids: [onSale.pkgId] });
    await aSale(a, { type: 'PRICE', value: 4.99, category_ids: [byCategory.categoryId] });
    const items = [
      { id: onSale.pkgId, quantity: 3 },
      { id: byCategory.pkgId, quantity: 2 },
      { id: full.pkgId, quantity: 1 },
    ];
    const lines = await inCart(a, items);
    expect(lines.map((l) => l.pricing.price)).toEqual([28.33, 15, 12.5]); // 33.33 - 5.00 (15%, half up), 19.99 - 4.99
    expect(lines.map((l) => l.sale !== null)).toEqual([true, true, false]);
    const shown = lines.reduce((sum, l, i) => sum + Math.round(l.pricing.price * 100) * items[i].quantity, 0);

    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(storefront(a))
      .send({ ...BUYER, items });
    expect(res.status).toBe(201);
    expect(Math.round(res.body.price * 100)).toBe(shown);
    const order = await t.db.order.findFirstOrThrow({ where: { storeId: a.storeId, internalId: res.body.internal_id } });
    expect(order.subtotal.toFixed(2)).toBe('152.47'); // 99.99 + 39.98 + 12.50
    expect(order.saleDiscount.toFixed(2)).toBe('24.98'); // 3 x 5.00 + 2 x 4.99
    expect(res.body.price).toBe(127.49);
    expect(order.price.toFixed(2)).toBe((shown / 100).toFixed(2));
  });
});

// ---------------------------------------------------------------- statements

describe('what sales cost the package page', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** Statements of the package page and of a cart of one line of `pkgId`. */
  const counted = async (s: Store, pkgId?: number) => {
    const start = t.database.stats.statements;
    const res = pkgId
      ? await t
          .http()
          .post('/v1/webstore/cart')
          .set(storefront(s))
          .send({ items: [{ id: pkgId, quantity: 1 }] })
      : await t.http().get('/v1/webstore/package?per_page=5').set(storefront(s));
    await sleep(100); // the visit is written after the response
    expect(res.status).toBe(200);
    return t.database.stats.statements - start;
  };

  test('no statement for a store whose sales ended; one more while a sale runs (package page and cart)', async () => {
    const s = await aStore(t);
    const shelf = await aShelf(s, { price: 100 });
    const sub = await aShelf(s, { price: 100 }, shelf.categoryId);
    await counted(s); // warm-up
    await counted(s, sub.pkgId);
    const none = await counted(s);
    const noneCart = await counted(s, sub.pkgId);

    const ended = await aSale(s, { category_ids: [shelf.categoryId], ...ENDED() });
    expect((await t.db.store.findUniqueOrThrow({ where: { id: s.storeId } })).salesUntil!.getTime()).toBe(Date.parse(ended.ends_at));
    expect(await counted(s)).toBe(none);
    expect(await counted(s, sub.pkgId)).toBe(noneCart);

    await aSale(s, { category_ids: [shelf.categoryId], value: 10 });
    expect(await counted(s)).toBe(none + 1);
    expect(await counted(s, sub.pkgId)).toBe(noneCart + 1);
    expect((await listed(s, sub.pkgId)).pricing.price).toBe(90);
  });
});
