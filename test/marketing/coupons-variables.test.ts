import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectGqlError, expectGqlPairs as expectGqlErrors, expectRestError, expectRestPairs as expectRestErrors, outside, type Pair } from '../helpers/errors';
import {
  CouponCreateDocument,
  CouponDeleteDocument,
  CouponGetDocument,
  CouponListDocument,
  CouponUpdateDocument,
  StorefrontCheckoutDocument,
  VariableCreateDocument,
  VariableDeleteDocument,
  VariableGetDocument,
  VariableListDocument,
  VariableUpdateDocument,
} from '../graphql/__generated__/operations';

/**
 * Coupons (/v1/app/coupon) and variables (/v1/app/variable) end to end on a real PostgreSQL, REST
 * and GraphQL: CRUD with every rule, codes unique ignoring case, PERCENTAGE at most 100, min_price
 * and limit_criteria set, changed and cleared (checkout applies them: test/orders/checkout/coupon-rules); a coupon
 * made through the API discounts a storefront checkout (code in another case) and its max_uses
 * holds, also under concurrency; a package that references an API-made variable makes checkout
 * require it; store isolation.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const COUPON_KEYS = [
  'id',
  'store_id',
  'code',
  'type',
  'value',
  'enabled',
  'max_uses',
  'uses',
  'expires_at',
  'min_price',
  'limit_criteria',
  'starts_at',
  'package_ids',
  'category_ids',
  'max_uses_per_buyer',
  'first_purchase_only',
  'combinable_with_sales',
  'applies_to',
  'coupon',
  'expires_in',
  'created_at',
  'updated_at',
];
const VARIABLE_KEYS = ['id', 'store_id', 'name', 'description', 'created_at', 'updated_at'];
const META_KEYS = ['total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url', 'previous_page_url'];

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (o: object) => Object.keys(o).sort();
const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toGql = (o: Json) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));

const couponAsGql = (c: Json) => ({
  id: c.id,
  storeId: c.store_id,
  code: c.code,
  type: c.type,
  value: c.value,
  enabled: c.enabled,
  maxUses: c.max_uses,
  uses: c.uses,
  expiresAt: c.expires_at,
  minPrice: c.min_price,
  limitCriteria: c.limit_criteria,
  startsAt: c.starts_at,
  packageIds: c.package_ids,
  categoryIds: c.category_ids,
  maxUsesPerBuyer: c.max_uses_per_buyer,
  firstPurchaseOnly: c.first_purchase_only,
  combinableWithSales: c.combinable_with_sales,
  appliesTo: c.applies_to,
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});
const variableAsGql = (v: Json) => ({
  id: v.id,
  storeId: v.store_id,
  name: v.name,
  description: v.description,
  createdAt: v.created_at,
  updatedAt: v.updated_at,
});

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
  packageId: number;
}

async function shop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t);
  const pkg = await aPackage(t, { key, categoryId }, { price: 80 });
  return { key, storeId: store.id, domain: store.domain, categoryId, packageId: pkg.id };
}

const api = {
  createCoupon: (s: Shop, b: Json) => t.http().post('/v1/app/coupon').set(bearer(s.key)).send(b),
  getCoupon: (s: Shop, id: number | string) => t.http().get(`/v1/app/coupon/${id}`).set(bearer(s.key)),
  patchCoupon: (s: Shop, id: number | string, b: Json) => t.http().patch(`/v1/app/coupon/${id}`).set(bearer(s.key)).send(b),
  deleteCoupon: (s: Shop, id: number | string) => t.http().delete(`/v1/app/coupon/${id}`).set(bearer(s.key)),
  listCoupons: (s: Shop, q = '') => t.http().get(`/v1/app/coupon${q}`).set(bearer(s.key)),
  createVariable: (s: Shop, b: Json) => t.http().post('/v1/app/variable').set(bearer(s.key)).send(b),
  getVariable: (s: Shop, id: number | string) => t.http().get(`/v1/app/variable/${id}`).set(bearer(s.key)),
  patchVariable: (s: Shop, id: number | string, b: Json) => t.http().patch(`/v1/app/variable/${id}`).set(bearer(s.key)).send(b),
  deleteVariable: (s: Shop, id: number | string) => t.http().delete(`/v1/app/variable/${id}`).set(bearer(s.key)),
  listVariables: (s: Shop) => t.http().get('/v1/app/variable').set(bearer(s.key)),
};

let couponSeq = 0;
async function coupon(s: Shop, extra: Json = {}): Promise<Json> {
  couponSeq++;
  const res = await api.createCoupon(s, { code: `CODE${couponSeq}`, type: 'PERCENTAGE', value: 10, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

const BUYER = { client_email: 'buyer@example.com', client_name: 'Buyer', gateway: 'PIX' };
let buyerSeq = 0;
const checkout = (s: Shop, extra: Json = {}) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ ...BUYER, client_identifier: `buyer${++buyerSeq}`, items: [{ id: s.packageId, quantity: 1 }], ...extra });

async function rows(storeId: number) {
  const [coupons, variables, orders] = await Promise.all([
    t.db.coupon.findMany({ where: { storeId }, orderBy: { id: 'asc' } }),
    t.db.variable.findMany({ where: { storeId }, orderBy: { id: 'asc' } }),
    t.db.order.count({ where: { storeId } }),
  ]);
  return { coupons, variables, orders };
}

// ---------------------------------------------------------------- coupons: CRUD

describe('coupons', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('create 201: exactly the coupon fields, defaults, expires_at in the store offset; GET answers the same', async () => {
    const res = await api.createCoupon(s, { code: 'Summer10', type: 'PERCENTAGE', value: 12.5 });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(COUPON_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      code: 'Summer10',
      type: 'PERCENTAGE',
      value: 12.5,
      enabled: true,
      max_uses: null,
      uses: 0,
      expires_at: null,
      // No minimum and no per-buyer limit unless the owner sets them.
      min_price: 0,
      limit_criteria: null,
      // No start, no scope (every package), no per-buyer count, any buyer, adds to sales (issue 33).
      starts_at: null,
      package_ids: [],
      category_ids: [],
      max_uses_per_buyer: null,
      first_purchase_only: false,
      combinable_with_sales: true,
      applies_to: [],
      // The public API's names for code and expires_at, which integrations read.
      coupon: 'Summer10',
      expires_in: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect((await api.getCoupon(s, res.body.id)).body).toEqual(res.body);

    const full = await api.createCoupon(s, { code: 'FLAT-5_OFF', type: 'PRICE', value: 150, enabled: false, max_uses: 3, expires_at: '2030-01-01T12:00:00Z' });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({
      code: 'FLAT-5_OFF',
      type: 'PRICE',
      value: 150,
      enabled: false,
      max_uses: 3,
      uses: 0,
      expires_at: '2030-01-01T09:00:00.000-03:00',
    });
    expect(full.body).toMatchObject({ coupon: 'FLAT-5_OFF', expires_in: '2030-01-01T09:00:00.000-03:00' });
    const row = await t.db.coupon.findUniqueOrThrow({ where: { id: full.body.id } });
    expect(row.expiresAt!.toISOString()).toBe('2030-01-01T12:00:00.000Z');
    expect(row.codeKey).toBe('flat-5_off');
    // A PERCENTAGE coupon of exactly 100 is fine.
    expect((await api.createCoupon(s, { code: 'ALLFREE', type: 'PERCENTAGE', value: 100 })).body.value).toBe(100);
  });

  const invalid: [string, Json, Pair[]][] = [
    ['code missing', { code: undefined }, [['code', 'required']]],
    ['code empty', { code: '' }, [['code', 'required']]],
    ['code with a space', { code: 'TEN OFF' }, [['code', 'regex']]],
    ['code with %', { code: '10%' }, [['code', 'regex']]],
    ['code of 65 characters', { code: 'C'.repeat(65) }, [['code', 'max']]],
    ['type missing', { type: undefined }, [['type', 'required']]],
    ['type unknown', { type: 'FREE_SHIPPING' }, [['type', 'enum']]],
    ['type lower case', { type: 'percentage' }, [['type', 'enum']]],
    ['value missing', { value: undefined }, [['value', 'required']]],
    ['value 0', { value: 0 }, [['value', 'range']]],
    ['value negative', { value: -5 }, [['value', 'range']]],
    ['PERCENTAGE value 100.01', { value: 100.01 }, [['value', 'range']]],
    ['PERCENTAGE value 101', { value: 101 }, [['value', 'range']]],
    ['PRICE value above 1,000,000', { type: 'PRICE', value: 1_000_000.01 }, [['value', 'range']]],
    ['value with three decimals', { value: 1.234 }, [['value', 'decimals']]],
    ['max_uses 0', { max_uses: 0 }, [['max_uses', 'range']]],
    ['max_uses fractional', { max_uses: 1.5 }, [['max_uses', 'type']]],
    ['enabled not a boolean', { enabled: 'yes' }, [['enabled', 'type']]],
    ['min_price negative', { min_price: -0.01 }, [['min_price', 'range']]],
    ['min_price above 1,000,000', { min_price: 1_000_000.01 }, [['min_price', 'range']]],
    ['min_price with three decimals', { min_price: 49.999 }, [['min_price', 'decimals']]],
    ['min_price null', { min_price: null }, [['min_price', 'required']]],
    ['limit_criteria unknown', { limit_criteria: 'CLIENT_PHONE' }, [['limit_criteria', 'enum']]],
    ['limit_criteria lower case', { limit_criteria: 'client_email' }, [['limit_criteria', 'enum']]],
    [
      'several fields',
      { code: 'a b', type: 'X', value: 0 },
      [
        ['code', 'regex'],
        ['type', 'enum'],
        ['value', 'range'],
      ],
    ],
  ];

  test.each(invalid)('create: %s -> 422 (REST and GraphQL), nothing written', async (_name, extra, pairs) => {
    const before = await rows(s.storeId);
    const b: Json = { code: `BAD${++couponSeq}`, type: 'PERCENTAGE', value: 10, ...extra };
    expectRestErrors(await api.createCoupon(s, b), 422, 'VALIDATION_FAILED', pairs);
    // A wrong GraphQL type (enabled "yes", maxUses 1.5) is refused by GraphQL itself before validation.
    const gqlTyped = typeof b.enabled === 'string' || (b.max_uses !== undefined && !Number.isInteger(b.max_uses));
    if (!gqlTyped) {
      expectGqlErrors(await t.gql(s.key, CouponCreateDocument, { input: toGql(b) }), 'VALIDATION_FAILED', pairs);
    }
    expect(await rows(s.storeId)).toEqual(before);
  });

  test('expires_at must be an ISO timestamp with an offset (422 on field expires_at)', async () => {
    const before = await rows(s.storeId);
    for (const expires_at of ['tomorrow', '2030-01-01', '2030-13-01T00:00:00Z']) {
      const res = await api.createCoupon(s, { code: 'EXP', type: 'PRICE', value: 5, expires_at });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: Json) => [e.code, e.field])).toEqual([['VALIDATION_FAILED', 'expires_at']]);
    }
    expect(await rows(s.storeId)).toEqual(before);
  });

  test('code is unique per store ignoring case (422 code unique); another store may use it', async () => {
    await coupon(s, { code: 'BlackFriday' });
    const before = await rows(s.storeId);
    for (const code of ['BlackFriday', 'blackfriday', 'BLACKFRIDAY']) {
      expectRestErrors(await api.createCoupon(s, { code, type: 'PRICE', value: 5 }), 422, 'VALIDATION_FAILED', [['code', 'unique']]);
    }
    expectGqlErrors(await t.gql(s.key, CouponCreateDocument, { input: { code: 'blackFRIDAY', type: 'PRICE', value: 5 } }), 'VALIDATION_FAILED', [
      ['code', 'unique'],
    ]);
    expect(await rows(s.storeId)).toEqual(before);
    const theirs = await api.createCoupon(other, { code: 'BLACKFRIDAY', type: 'PRICE', value: 5 });
    expect(theirs.status).toBe(201);
    expect(theirs.body.store_id).toBe(other.storeId);
  });

  test('PATCH: partial; code unique on rename (own code in other case fine); PERCENTAGE stays within 100', async () => {
    const c = await coupon(s, { code: 'Patchable', type: 'PERCENTAGE', value: 20 });
    const taken = await coupon(s, { code: 'TakenCode' });
    const res = await api.patchCoupon(s, c.id, { value: 25 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...c, value: 25, updated_at: expect.stringMatching(STORE_TIME) });
    expect((await api.patchCoupon(s, c.id, { code: 'PATCHABLE' })).body.code).toBe('PATCHABLE');
    const renamed = await api.patchCoupon(s, c.id, { code: 'Renamed', enabled: false, max_uses: 7, expires_at: '2031-06-01T00:00:00-03:00' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      code: 'Renamed',
      enabled: false,
      max_uses: 7,
      expires_at: '2031-06-01T00:00:00.000-03:00',
      value: 25,
      type: 'PERCENTAGE',
    });
    const cleared = await api.patchCoupon(s, c.id, { max_uses: null, expires_at: null, enabled: true });
    expect(cleared.body).toMatchObject({ max_uses: null, expires_at: null, enabled: true });

    const before = await rows(s.storeId);
    expectRestErrors(await api.patchCoupon(s, c.id, { code: 'takencode' }), 422, 'VALIDATION_FAILED', [['code', 'unique']]);
    expectRestErrors(await api.patchCoupon(s, c.id, { value: 101 }), 422, 'VALIDATION_FAILED', [['value', 'range']]);
    expectRestErrors(await api.patchCoupon(s, c.id, { type: 'BOGO' }), 422, 'VALIDATION_FAILED', [['type', 'enum']]);
    expectRestErrors(await api.patchCoupon(s, c.id, { code: '' }), 422, 'VALIDATION_FAILED', [['code', 'required']]);
    expectGqlErrors(await t.gql(s.key, CouponUpdateDocument, { id: c.id, input: { value: 250 } }), 'VALIDATION_FAILED', [['value', 'range']]);
    expectGqlErrors(await t.gql(s.key, CouponUpdateDocument, { id: c.id, input: { code: 'TAKENCODE' } }), 'VALIDATION_FAILED', [['code', 'unique']]);
    expect(await rows(s.storeId)).toEqual(before);

    // A PRICE coupon of 150 may not become a PERCENTAGE coupon without a value within 100.
    const price = await coupon(s, { type: 'PRICE', value: 150 });
    const before2 = await rows(s.storeId);
    expectRestErrors(await api.patchCoupon(s, price.id, { type: 'PERCENTAGE' }), 422, 'VALIDATION_FAILED', [['value', 'range']]);
    expect(await rows(s.storeId)).toEqual(before2);
    const switched = await api.patchCoupon(s, price.id, { type: 'PERCENTAGE', value: 15 });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ type: 'PERCENTAGE', value: 15 });
    expect(taken.code).toBe('TakenCode');
  });

  test('min_price and limit_criteria: set on create, changed and cleared by PATCH (REST and GraphQL, /v1/app/discount too); GET and the list answer them', async () => {
    const c = await coupon(s, { code: 'Limited50', type: 'PRICE', value: 10, min_price: 50, limit_criteria: 'CLIENT_EMAIL' });
    expect(c).toMatchObject({ min_price: 50, limit_criteria: 'CLIENT_EMAIL' });
    const row = await t.db.coupon.findUniqueOrThrow({ where: { id: c.id } });
    expect([row.minPrice.toString(), row.limitCriteria]).toEqual(['50', 'CLIENT_EMAIL']);
    expect((await api.getCoupon(s, c.id)).body).toEqual(c);
    expect((await t.http().get(`/v1/app/discount/${c.id}`).set(bearer(s.key))).body).toEqual(c);
    expect((await api.listCoupons(s, '?code=limited50')).body.data).toEqual([c]);

    const changed = await api.patchCoupon(s, c.id, { min_price: 12.34, limit_criteria: 'CLIENT_IDENTIFIER' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...c, min_price: 12.34, limit_criteria: 'CLIENT_IDENTIFIER', updated_at: expect.stringMatching(STORE_TIME) });
    // Left out: kept. null: no per-buyer limit; 0: no minimum.
    expect((await api.patchCoupon(s, c.id, { value: 11 })).body).toMatchObject({ min_price: 12.34, limit_criteria: 'CLIENT_IDENTIFIER' });
    const viaAlias = await t.http().patch(`/v1/app/discount/${c.id}`).set(bearer(s.key)).send({ min_price: 0, limit_criteria: null });
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.body).toMatchObject({ min_price: 0, limit_criteria: null });

    const created = await t.gql(s.key, CouponCreateDocument, {
      input: { code: 'GqlLimited', type: 'PERCENTAGE', value: 5, minPrice: 99.9, limitCriteria: 'CLIENT_IDENTIFIER' },
    });
    expect(created.errors).toBeUndefined();
    const g = created.data!.createCoupon;
    expect(g).toMatchObject({ minPrice: 99.9, limitCriteria: 'CLIENT_IDENTIFIER' });
    expect(g).toEqual(couponAsGql((await api.getCoupon(s, g.id)).body));
    const cleared = await t.gql(s.key, CouponUpdateDocument, { id: g.id, input: { minPrice: 0, limitCriteria: null } });
    expect(cleared.data!.updateCoupon).toMatchObject({ minPrice: 0, limitCriteria: null });
    const before = await rows(s.storeId);
    expectGqlErrors(await t.gql(s.key, CouponUpdateDocument, { id: g.id, input: { minPrice: -1, limitCriteria: outside('EMAIL') } }), 'VALIDATION_FAILED', [
      ['min_price', 'range'],
      ['limit_criteria', 'enum'],
    ]);
    expectRestErrors(await api.patchCoupon(s, g.id, { min_price: 0.001 }), 422, 'VALIDATION_FAILED', [['min_price', 'decimals']]);
    expect(await rows(s.storeId)).toEqual(before);
  });

  test('list: paginated, code filter ignoring case, all=true; bad parameters', async () => {
    const s2 = await shop();
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await coupon(s2, { code: `List${i}` }));
    const res = await api.listCoupons(s2, '?per_page=3');
    expect(res.status).toBe(200);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toMatchObject({ total: 4, per_page: 3, current_page: 1, last_page: 2, next_page_url: '/v1/app/coupon?per_page=3&page=2' });
    expect(res.body.data).toEqual(made.slice(0, 3));
    expect((await api.listCoupons(s2, '?per_page=3&page=2')).body.data).toEqual(made.slice(3));
    const byCode = await api.listCoupons(s2, '?code=LIST2');
    expect(byCode.body.data.map((c: Json) => c.id)).toEqual([made[2].id]);
    expect(byCode.body.meta.first_page_url).toBe('/v1/app/coupon?code=LIST2&page=1');
    const all = await api.listCoupons(s2, '?all=true');
    expect(all.body).toEqual(made);
    expectRestErrors(await api.listCoupons(s2, '?page=0'), 422, 'VALIDATION_FAILED', [['page', 'min']]);
    expect((await api.listCoupons(s2, '?all=perhaps')).status).toBe(400);

    const gql = await t.gql(s2.key, CouponListDocument, { perPage: 3, page: 2 });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.coupons.data).toEqual(made.slice(3).map(couponAsGql));
    expect(gql.data!.coupons.meta).toMatchObject({ total: 4, perPage: 3, currentPage: 2, lastPage: 2, previousPageUrl: '/v1/app/coupon?per_page=3&page=1' });
    expect((await t.gql(s2.key, CouponListDocument, { code: 'list0' })).data!.coupons.data.map((c: Json) => c.id)).toEqual([made[0].id]);
  });

  test('delete 204; orders keep their promo code; an affiliate link is cleared; then 404', async () => {
    const c = await coupon(s, { code: 'ToDelete', type: 'PRICE', value: 10 });
    const order = await checkout(s, { coupon: 'todelete' });
    expect(order.status).toBe(201);
    const aff = await t
      .http()
      .post('/v1/app/affiliate')
      .set(bearer(s.key))
      .send({ name: 'Linked', ref_code: 'linked', percent_commission: 5, email: 'l@aff.io', linked_discount_id: c.id });
    expect(aff.status).toBe(201);

    const res = await api.deleteCoupon(s, c.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await t.db.coupon.count({ where: { id: c.id } })).toBe(0);
    const o = await t.http().get(`/v1/app/order/${order.body.order_id}`).set(bearer(s.key));
    expect(o.body).toMatchObject({ promo_code: 'ToDelete', promo_type: 'PRICE', promo_value: 10, price: 70 });
    expect((await t.http().get(`/v1/app/affiliate/${aff.body.id}`).set(bearer(s.key))).body.linked_discount_id).toBeNull();
    expectRestError(await api.getCoupon(s, c.id), 404, 'NOT_FOUND');
    expectRestError(await api.deleteCoupon(s, c.id), 404, 'NOT_FOUND');
  });

  test("another store's coupon: 404 on get, patch, delete (both surfaces), untouched", async () => {
    const theirs = await coupon(other, { code: 'TheirsOnly' });
    const before = await rows(other.storeId);
    expectRestError(await api.getCoupon(s, theirs.id), 404, 'NOT_FOUND');
    expectRestError(await api.patchCoupon(s, theirs.id, { value: 50 }), 404, 'NOT_FOUND');
    expectRestError(await api.deleteCoupon(s, theirs.id), 404, 'NOT_FOUND');
    expectRestError(await api.getCoupon(s, 'abc'), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, CouponGetDocument, { id: theirs.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, CouponUpdateDocument, { id: theirs.id, input: { value: 50 } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, CouponDeleteDocument, { id: theirs.id }), 'NOT_FOUND');
    expect((await api.listCoupons(s, '?code=TheirsOnly')).body.data).toEqual([]);
    expect(await rows(other.storeId)).toEqual(before);
    expectRestError(await t.http().get('/v1/app/coupon'), 401, 'UNAUTHENTICATED');
  });

  test('GraphQL createCoupon, coupon, updateCoupon, deleteCoupon: the same data as REST', async () => {
    const created = await t.gql(s.key, CouponCreateDocument, {
      input: { code: 'GqlCode', type: 'PRICE', value: 7.5, maxUses: 2, expiresAt: '2030-05-05T10:00:00+00:00' },
    });
    expect(created.errors).toBeUndefined();
    const c = created.data!.createCoupon;
    const rest = await api.getCoupon(s, c.id);
    expect(c).toEqual(couponAsGql(rest.body));
    expect(c).toMatchObject({ code: 'GqlCode', type: 'PRICE', value: 7.5, maxUses: 2, uses: 0, enabled: true, expiresAt: '2030-05-05T07:00:00.000-03:00' });
    expect((await t.gql(s.key, CouponGetDocument, { id: c.id })).data!.coupon).toEqual(c);
    const updated = await t.gql(s.key, CouponUpdateDocument, { id: c.id, input: { enabled: false } });
    expect(updated.data!.updateCoupon).toEqual({ ...c, enabled: false, updatedAt: expect.stringMatching(STORE_TIME) });
    expectGqlErrors(await t.gql(s.key, CouponCreateDocument, { input: {} }), 'VALIDATION_FAILED', [
      ['code', 'required'],
      ['type', 'required'],
      ['value', 'required'],
    ]);
    expect(await t.gql(s.key, CouponDeleteDocument, { id: c.id })).toEqual({ data: { deleteCoupon: true } });
    expect(await t.db.coupon.count({ where: { id: c.id } })).toBe(0);
  });
});

// ---------------------------------------------------------------- coupons at checkout

describe('an API-made coupon at checkout', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });

  test('PERCENTAGE coupon typed in another case discounts the order; uses counted', async () => {
    const c = await coupon(s, { code: 'Welcome15', type: 'PERCENTAGE', value: 15 });
    const res = await checkout(s, { coupon: 'wELCOME15', items: [{ id: s.packageId, quantity: 2 }] });
    expect(res.status).toBe(201);
    // 2 x 80 = 160, 15% off = 136.
    expect(res.body).toMatchObject({ status: 'PENDING', price: 136, price_display: 'R$ 136,00' });
    const order = (await t.http().get(`/v1/app/order/${res.body.order_id}`).set(bearer(s.key))).body;
    expect(order).toMatchObject({ price: 136, promo_code: 'Welcome15', promo_type: 'PERCENTAGE', promo_value: 15 });
    expect((await api.getCoupon(s, c.id)).body.uses).toBe(1);

    const gql = await t.gql({ 'x-store-domain': s.domain }, StorefrontCheckoutDocument, {
      input: {
        clientIdentifier: 'GqlBuyer',
        clientEmail: 'g@b.io',
        clientName: 'G',
        gateway: 'PIX',
        coupon: 'WELCOME15',
        items: [{ id: s.packageId, quantity: 1 }],
      },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.checkout).toMatchObject({ price: 68, priceDisplay: 'R$ 68,00' });
    expect((await api.getCoupon(s, c.id)).body.uses).toBe(2);
  });

  test('PRICE coupon: value off, never below zero', async () => {
    await coupon(s, { code: 'Minus30', type: 'PRICE', value: 30 });
    await coupon(s, { code: 'Minus500', type: 'PRICE', value: 500 });
    expect((await checkout(s, { coupon: 'minus30' })).body.price).toBe(50);
    expect((await checkout(s, { coupon: 'MINUS500' })).body.price).toBe(0);
  });

  test('max_uses is enforced: the next checkout is 422 coupon max_uses and writes nothing; raising max_uses lets it through', async () => {
    const c = await coupon(s, { code: 'Twice', type: 'PRICE', value: 5, max_uses: 2 });
    expect((await checkout(s, { coupon: 'TWICE' })).status).toBe(201);
    expect((await checkout(s, { coupon: 'twice' })).status).toBe(201);
    expect((await api.getCoupon(s, c.id)).body).toMatchObject({ uses: 2, max_uses: 2 });
    const before = await rows(s.storeId);
    expectRestErrors(await checkout(s, { coupon: 'Twice' }), 422, 'VALIDATION_FAILED', [['coupon', 'max_uses']]);
    expect(await rows(s.storeId)).toEqual(before);
    expect((await api.patchCoupon(s, c.id, { max_uses: 3 })).status).toBe(200);
    expect((await checkout(s, { coupon: 'twice' })).status).toBe(201);
    expect((await api.getCoupon(s, c.id)).body.uses).toBe(3);
  });

  test('max_uses under concurrency: 10 checkouts for a coupon of 3 uses -> exactly 3 orders with it', async () => {
    const c = await coupon(s, { code: 'Rush', type: 'PERCENTAGE', value: 50, max_uses: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(s, { coupon: 'rush' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: c.id } })).uses).toBe(3);
    expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(3);
  });

  test('a coupon disabled or expired through the API is refused: 422 coupon exists / expired, nothing written', async () => {
    const c = await coupon(s, { code: 'Seasonal', type: 'PERCENTAGE', value: 10 });
    expect((await api.patchCoupon(s, c.id, { enabled: false })).status).toBe(200);
    const before = await rows(s.storeId);
    expectRestErrors(await checkout(s, { coupon: 'seasonal' }), 422, 'VALIDATION_FAILED', [['coupon', 'exists']]);
    expect(await rows(s.storeId)).toEqual(before);
    expect((await api.patchCoupon(s, c.id, { enabled: true, expires_at: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    const expired = await rows(s.storeId);
    expectRestErrors(await checkout(s, { coupon: 'SEASONAL' }), 422, 'VALIDATION_FAILED', [['coupon', 'expired']]);
    expect(await rows(s.storeId)).toEqual(expired);
    expect(expired.orders).toBe(before.orders);
    expect((await api.patchCoupon(s, c.id, { expires_at: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(200);
    expect((await checkout(s, { coupon: 'Seasonal' })).body.price).toBe(72);
    // Another store's coupon code does not exist here.
    const other = await shop();
    await coupon(other, { code: 'OnlyThere' });
    expectRestErrors(await checkout(s, { coupon: 'OnlyThere' }), 422, 'VALIDATION_FAILED', [['coupon', 'exists']]);
  });
});

// ---------------------------------------------------------------- variables

describe('variables', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('create 201: exactly the variable fields; GET and the list (a bare array) answer the same', async () => {
    const res = await api.createVariable(s, { name: 'nick_name2', description: 'Your in-game nick' });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(VARIABLE_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      name: 'nick_name2',
      description: 'Your in-game nick',
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect((await api.getVariable(s, res.body.id)).body).toEqual(res.body);
    const bare = await api.createVariable(s, { name: 'Server' });
    expect(bare.status).toBe(201);
    expect(bare.body.description).toBeNull();
    const listed = await api.listVariables(s);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([res.body, bare.body]);
    expect((await api.listVariables(other)).body).toEqual([]);
  });

  const invalid: [string, Json, Pair[]][] = [
    ['name missing', {}, [['name', 'required']]],
    ['name empty', { name: '' }, [['name', 'required']]],
    ['name with a hyphen', { name: 'my-var' }, [['name', 'regex']]],
    ['name with a space', { name: 'my var' }, [['name', 'regex']]],
    ['name with braces', { name: '{nick}' }, [['name', 'regex']]],
    ['name with an accent', { name: 'usuário' }, [['name', 'regex']]],
    ['name of 65 characters', { name: 'v'.repeat(65) }, [['name', 'max']]],
    ['description too long', { name: 'okname', description: 'd'.repeat(501) }, [['description', 'max']]],
  ];

  test.each(invalid)('create: %s -> 422 (REST and GraphQL), nothing written', async (_name, b, pairs) => {
    const before = await rows(s.storeId);
    expectRestErrors(await api.createVariable(s, b), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, VariableCreateDocument, { input: b }), 'VALIDATION_FAILED', pairs);
    expect(await rows(s.storeId)).toEqual(before);
  });

  test('names are unique per store (422 name unique, also on rename); another store may use the name', async () => {
    const steam = await api.createVariable(s, { name: 'steam_id' });
    const email = await api.createVariable(s, { name: 'discord_tag' });
    const before = await rows(s.storeId);
    expectRestErrors(await api.createVariable(s, { name: 'steam_id' }), 422, 'VALIDATION_FAILED', [['name', 'unique']]);
    expectGqlErrors(await t.gql(s.key, VariableCreateDocument, { input: { name: 'steam_id' } }), 'VALIDATION_FAILED', [['name', 'unique']]);
    expectRestErrors(await api.patchVariable(s, email.body.id, { name: 'steam_id' }), 422, 'VALIDATION_FAILED', [['name', 'unique']]);
    expectRestErrors(await api.patchVariable(s, email.body.id, { name: 'bad name' }), 422, 'VALIDATION_FAILED', [['name', 'regex']]);
    expect(await rows(s.storeId)).toEqual(before);
    expect((await api.createVariable(other, { name: 'steam_id' })).status).toBe(201);

    const renamed = await api.patchVariable(s, steam.body.id, { description: 'Steam 64 id' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...steam.body, description: 'Steam 64 id', updated_at: expect.stringMatching(STORE_TIME) });
    const renamed2 = await api.patchVariable(s, steam.body.id, { name: 'steam64' });
    expect(renamed2.body).toMatchObject({ name: 'steam64', description: 'Steam 64 id' });
    expect((await api.patchVariable(s, steam.body.id, { description: null })).body.description).toBeNull();
  });

  test("another store's variable: 404 on get, patch, delete (both surfaces); delete 204 then 404", async () => {
    const theirs = (await api.createVariable(other, { name: 'their_var' })).body;
    expectRestError(await api.getVariable(s, theirs.id), 404, 'NOT_FOUND');
    expectRestError(await api.patchVariable(s, theirs.id, { name: 'stolen' }), 404, 'NOT_FOUND');
    expectRestError(await api.deleteVariable(s, theirs.id), 404, 'NOT_FOUND');
    expectRestError(await api.getVariable(s, 'abc'), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, VariableGetDocument, { id: theirs.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, VariableUpdateDocument, { id: theirs.id, input: { name: 'stolen' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, VariableDeleteDocument, { id: theirs.id }), 'NOT_FOUND');
    expect((await t.db.variable.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('their_var');

    const mine = (await api.createVariable(s, { name: 'temp_var' })).body;
    const res = await api.deleteVariable(s, mine.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await t.db.variable.count({ where: { id: mine.id } })).toBe(0);
    expectRestError(await api.getVariable(s, mine.id), 404, 'NOT_FOUND');
    expectRestError(await api.deleteVariable(s, mine.id), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/variable'), 401, 'UNAUTHENTICATED');
  });

  test('GraphQL variables, variable, createVariable, updateVariable, deleteVariable: the same data as REST', async () => {
    const s2 = await shop();
    const created = await t.gql(s2.key, VariableCreateDocument, { input: { name: 'gql_var', description: 'From GraphQL' } });
    expect(created.errors).toBeUndefined();
    const v = created.data!.createVariable;
    expect(v).toEqual(variableAsGql((await api.getVariable(s2, v.id)).body));
    expect((await t.gql(s2.key, VariableGetDocument, { id: v.id })).data!.variable).toEqual(v);
    const updated = await t.gql(s2.key, VariableUpdateDocument, { id: v.id, input: { name: 'gql_var2' } });
    expect(updated.data!.updateVariable).toEqual({ ...v, name: 'gql_var2', updatedAt: expect.stringMatching(STORE_TIME) });
    const list = await t.gql(s2.key, VariableListDocument);
    expect(list.data!.variables).toEqual((await api.listVariables(s2)).body.map(variableAsGql));
    expect(list.data!.variables.map((x: Json) => x.name)).toEqual(['gql_var2']);
    expect(await t.gql(s2.key, VariableDeleteDocument, { id: v.id })).toEqual({ data: { deleteVariable: true } });
    expect((await t.gql(s2.key, VariableListDocument)).data!.variables).toEqual([]);
  });

  test('a package referencing an API-made variable: checkout requires it (422 variables.<name> required), then stores it', async () => {
    const v = (await api.createVariable(s, { name: 'nick', description: 'Nick' })).body;
    const pkg = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(s.key))
      .send({ name: 'Needs nick', category_id: s.categoryId, price: 10, type: 'SINGLE', variables: [v.id], commands: [{ command: 'give {nick}' }] });
    expect(pkg.status).toBe(201);
    const full = await t.http().get(`/v1/app/package/${pkg.body.id}`).set(bearer(s.key));
    expect(full.body.variables.map((x: Json) => x.id)).toEqual([v.id]);

    const items = [{ id: pkg.body.id, quantity: 1 }];
    const before = await rows(s.storeId);
    expectRestErrors(await checkout(s, { items }), 422, 'VALIDATION_FAILED', [['variables.nick', 'required']]);
    expectRestErrors(await checkout(s, { items, variables: { nick: '  ' } }), 422, 'VALIDATION_FAILED', [['variables.nick', 'required']]);
    expectRestErrors(await checkout(s, { items, variables: { Nick: 'Steve' } }), 422, 'VALIDATION_FAILED', [['variables.nick', 'required']]);
    expectGqlErrors(
      await t.gql({ 'x-store-domain': s.domain }, StorefrontCheckoutDocument, {
        input: { clientIdentifier: 'g', clientEmail: 'g@b.io', clientName: 'G', gateway: 'PIX', items },
      }),
      'VALIDATION_FAILED',
      [['variables.nick', 'required']],
    );
    expect(await rows(s.storeId)).toEqual(before);

    const ok = await checkout(s, { items, variables: { nick: 'Steve' } });
    expect(ok.status).toBe(201);
    const order = (await t.http().get(`/v1/app/order/${ok.body.order_id}`).set(bearer(s.key))).body;
    expect(order.variables.map((x: Json) => [x.name, x.value])).toEqual([['nick', 'Steve']]);
    // Approval renders the command with the variable.
    expect((await t.http().patch(`/v1/app/order/${ok.body.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' })).status).toBe(200);
    expect((await t.db.command.findMany({ where: { orderId: ok.body.order_id } })).map((c) => c.command)).toEqual(['give Steve']);

    // Renamed: checkout now asks for the new name.
    expect((await api.patchVariable(s, v.id, { name: 'player' })).status).toBe(200);
    expectRestErrors(await checkout(s, { items, variables: { nick: 'Steve' } }), 422, 'VALIDATION_FAILED', [['variables.player', 'required']]);
    // Deleted: the package stops asking for it.
    expect((await api.deleteVariable(s, v.id)).status).toBe(204);
    expect((await t.http().get(`/v1/app/package/${pkg.body.id}`).set(bearer(s.key))).body.variables).toEqual([]);
    // Its command still says {nick}: checkout asks for that value for the command, and takes it.
    expectRestErrors(await checkout(s, { items }), 422, 'VALIDATION_FAILED', [['variables.nick', 'required']]);
    expect((await checkout(s, { items, variables: { nick: 'Steve' } })).status).toBe(201);
  });

  test("a package may not reference another store's variable (422 variables.N exists)", async () => {
    const theirs = (await api.createVariable(other, { name: 'foreign_var' })).body;
    const mine = (await api.createVariable(s, { name: 'local_var' })).body;
    const res = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(s.key))
      .send({ name: 'Mixed', category_id: s.categoryId, price: 10, type: 'SINGLE', variables: [mine.id, theirs.id] });
    expectRestErrors(res, 422, 'VALIDATION_FAILED', [['variables.1', 'exists']]);
    expect(await t.db.package.count({ where: { storeId: s.storeId, name: 'Mixed' } })).toBe(0);
  });
});
