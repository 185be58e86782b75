import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aPackage, aStore } from '../helpers/fixtures';
import { expectGqlError, expectGqlPairs, expectRestError, expectRestPairs, type Pair } from '../helpers/errors';
import {
  CouponCreateDocument,
  CouponGetDocument,
  CouponListDocument,
  CouponUpdateDocument,
  StorefrontCheckoutDocument,
  StorefrontDiscountDocument,
} from '../graphql/__generated__/operations';
import { giftCardCodeHash, giftCardLast4 } from '../../src/modules/promotions/giftcard.queries';
import { aBuyer, aCatalog, items, postCoupon, scopedCoupon, type Catalog } from './coupons.fixture';

/**
 * Scoped coupons in the back office and at the storefront's lookup (issue 33):
 * - /v1/app/coupon (and GraphQL createCoupon, updateCoupon, coupon, coupons) take starts_at,
 *   package_ids, category_ids, max_uses_per_buyer, first_purchase_only, combinable_with_sales, and
 *   answer applies_to: the packages the scope takes now (a list page computes it for all its coupons
 *   in one statement); ids of another store are refused (rule exists, per index);
 * - GET /v1/webstore/discount/{code} (GraphQL storefrontDiscount) names checkout's rule when the coupon
 *   cannot be used (not_started, expired, max_uses; scope for package_id; first_purchase and limit for
 *   email / client_identifier), 404 only for what does not exist;
 * - GraphQL CheckoutInput.giftCard reaches checkout as the REST body's gift_card.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const camelKeys = (o: Json) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snakeKeys = (o: Json) => Object.fromEntries(Object.entries(o).map(([k, v]) => [snake(k), v]));

/** The REST coupon's fields GraphQL answers (the public API's second names, coupon and expires_in, are REST's alone). */
const couponAsGql = (c: Json) => {
  const { coupon: _coupon, expires_in: _expiresIn, ...rest } = c;
  return camelKeys(rest);
};

let s: Catalog;
let other: Catalog;
beforeAll(async () => {
  s = await aCatalog(t);
  other = await aCatalog(t);
});

const getCoupon = (shop: Catalog, id: number) => t.http().get(`/v1/app/coupon/${id}`).set(bearer(shop.key));
const patchCoupon = (shop: Catalog, id: number, body: Json) => t.http().patch(`/v1/app/coupon/${id}`).set(bearer(shop.key)).send(body);

// ---------------------------------------------------------------- back office

describe('coupon fields in the back office', () => {
  test('create with every scope field: stored as given, applies_to the packages the scope takes; GET and GraphQL answer the same', async () => {
    const starts = new Date(Date.now() + 86_400_000);
    const res = await postCoupon(t, s, {
      code: 'Scoped1',
      type: 'PERCENTAGE',
      value: 15,
      starts_at: starts.toISOString(),
      expires_at: new Date(starts.getTime() + 86_400_000).toISOString(),
      package_ids: [s.sword],
      category_ids: [s.categoryId],
      max_uses_per_buyer: 3,
      first_purchase_only: true,
      combinable_with_sales: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      starts_at: expect.stringMatching(STORE_TIME),
      package_ids: [s.sword],
      category_ids: [s.categoryId],
      max_uses_per_buyer: 3,
      first_purchase_only: true,
      combinable_with_sales: false,
      // Sword and its variation; Ranks' VIP and, below it in Elite, Legend: ascending.
      applies_to: [s.vip, s.legend, s.sword, s.swordPlus].sort((a, b) => a - b),
      // The public API's names stay.
      coupon: 'Scoped1',
      min_price: 0,
      limit_criteria: null,
    });
    expect(new Date(res.body.starts_at).getTime()).toBe(starts.getTime());
    const row = await t.db.coupon.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ packageIds: [s.sword], categoryIds: [s.categoryId], maxUsesPerBuyer: 3, firstPurchaseOnly: true, combinableWithSales: false });
    expect((await getCoupon(s, res.body.id)).body).toEqual(res.body);
    const gql = await t.gql(s.key, CouponGetDocument, { id: res.body.id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.coupon).toEqual(couponAsGql(res.body));
    // The /v1/app/discount alias answers the same coupon.
    expect((await t.http().get(`/v1/app/discount/${res.body.id}`).set(bearer(s.key))).body).toEqual(res.body);
  });

  test('GraphQL createCoupon and updateCoupon take the same fields (camelCase) and answer as REST GET', async () => {
    const made = await t.gql(s.key, CouponCreateDocument, {
      input: { code: 'GqlScoped', type: 'PRICE', value: 3, categoryIds: [s.items], maxUsesPerBuyer: 1, combinableWithSales: false },
    });
    expect(made.errors).toBeUndefined();
    const c = made.data!.createCoupon;
    expect(c).toMatchObject({ categoryIds: [s.items], packageIds: [], appliesTo: [s.sword, s.swordPlus], maxUsesPerBuyer: 1, firstPurchaseOnly: false });
    expect(c).toEqual(couponAsGql((await getCoupon(s, c.id)).body));
    const starts = new Date(Date.now() + 3_600_000).toISOString();
    const changed = await t.gql(s.key, CouponUpdateDocument, {
      id: c.id,
      input: { categoryIds: [], packageIds: [s.legend], startsAt: starts, firstPurchaseOnly: true },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateCoupon).toMatchObject({
      packageIds: [s.legend],
      categoryIds: [],
      appliesTo: [s.legend],
      firstPurchaseOnly: true,
      maxUsesPerBuyer: 1,
    });
    expect(new Date(changed.data!.updateCoupon.startsAt!).toISOString()).toBe(starts);
  });

  test('PATCH changes what it names and keeps the rest; [] clears a scope (every package: applies_to [])', async () => {
    const c = await scopedCoupon(t, s, { package_ids: [s.vip], max_uses_per_buyer: 2 });
    expect(c.applies_to).toEqual([s.vip]);
    const res = await patchCoupon(s, c.id, { package_ids: [], combinable_with_sales: false, starts_at: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ package_ids: [], category_ids: [], applies_to: [], max_uses_per_buyer: 2, combinable_with_sales: false, starts_at: null });
    expect((await patchCoupon(s, c.id, { max_uses_per_buyer: null })).body.max_uses_per_buyer).toBeNull();
  });

  test('applies_to is the catalog as it is now: a package added below a scoped category joins it', async () => {
    const shop = await aCatalog(t);
    const c = await scopedCoupon(t, shop, { category_ids: [shop.elite] });
    expect(c.applies_to).toEqual([shop.legend]);
    const deeper = await aCategory(t, shop.key, { name: 'Mythic', parent_id: shop.elite });
    const mythic = await aPackage(t, { key: shop.key, categoryId: deeper.id }, { name: 'Mythic', price: 99 });
    expect((await getCoupon(shop, c.id)).body.applies_to).toEqual([shop.legend, mythic.id]);
  });

  test('a scope whose packages are gone applies to nothing now: applies_to [] beside a non-empty package_ids', async () => {
    const gone = await aPackage(t, s, { name: 'Gone', price: 5 });
    const c = await scopedCoupon(t, s, { package_ids: [gone.id] });
    expect(c.applies_to).toEqual([gone.id]);
    expect((await t.http().delete(`/v1/app/package/${gone.id}`).set(bearer(s.key))).status).toBe(204);
    expect((await getCoupon(s, c.id)).body).toMatchObject({ package_ids: [gone.id], applies_to: [] });
  });

  /** Bodies that refer to the store's own rows are functions of it (its ids are known once it is built). */
  const invalid: [string, Json | ((c: Catalog) => Json), Pair[]][] = [
    ['an unknown package id, at its index', (c) => ({ package_ids: [c.vip, 999_999] }), [['package_ids.1', 'exists']]],
    ['an unknown category id', { category_ids: [999_999] }, [['category_ids.0', 'exists']]],
    ['a repeated package id', { package_ids: [1, 1] }, [['package_ids.1', 'unique']]],
    ['101 package ids', { package_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, [['package_ids', 'max']]],
    ['a package id that is not an id', { package_ids: [0] }, [['package_ids.0', 'min']]],
    ['package_ids not a list', { package_ids: 5 }, [['package_ids', 'type']]],
    ['max_uses_per_buyer 0', { max_uses_per_buyer: 0 }, [['max_uses_per_buyer', 'range']]],
    ['max_uses_per_buyer over 1,000,000', { max_uses_per_buyer: 1_000_001 }, [['max_uses_per_buyer', 'range']]],
    ['max_uses_per_buyer 1.5', { max_uses_per_buyer: 1.5 }, [['max_uses_per_buyer', 'type']]],
    ['first_purchase_only not a boolean', { first_purchase_only: 'yes' }, [['first_purchase_only', 'type']]],
    ['combinable_with_sales null', { combinable_with_sales: null }, [['combinable_with_sales', 'required']]],
    ['starts_at without an offset', { starts_at: '2030-01-01T00:00:00' }, [['starts_at', 'datetime']]],
    ['starts_at at expires_at', { starts_at: '2030-01-01T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' }, [['starts_at', 'range']]],
    [
      'starts_at after expires_at (offsets compared as instants)',
      { starts_at: '2030-01-02T00:00:00Z', expires_at: '2030-01-01T20:00:00-03:00' },
      [['starts_at', 'range']],
    ],
  ];

  test.each(invalid)('422 on create (REST and GraphQL): %s', async (_name, extra, pairs) => {
    const body = { code: `BAD${Math.floor(Math.random() * 1e9)}`, type: 'PERCENTAGE', value: 10, ...(typeof extra === 'function' ? extra(s) : extra) };
    const before = await t.db.coupon.count({ where: { storeId: s.storeId } });
    expectRestPairs(await postCoupon(t, s, body), 422, 'VALIDATION_FAILED', pairs);
    // A value of the wrong type never reaches the service on GraphQL: its input types refuse it (and coerce 5 into [5]).
    if (pairs[0][1] !== 'type') expectGqlPairs(await t.gqlUnchecked(s.key, CouponCreateDocument, { input: camelKeys(body) }), 'VALIDATION_FAILED', pairs);
    expect(await t.db.coupon.count({ where: { storeId: s.storeId } })).toBe(before);
  });

  test("another store's package and category ids are refused as unknown ones (rule exists, naming the index)", async () => {
    const res = await postCoupon(t, s, {
      code: 'NotMine',
      type: 'PRICE',
      value: 1,
      package_ids: [s.vip, other.vip, other.sword],
      category_ids: [other.categoryId],
    });
    expectRestPairs(res, 422, 'VALIDATION_FAILED', [
      ['package_ids.1', 'exists'],
      ['package_ids.2', 'exists'],
      ['category_ids.0', 'exists'],
    ]);
    const c = await scopedCoupon(t, s, {});
    expectRestPairs(await patchCoupon(s, c.id, { category_ids: [s.items, other.items] }), 422, 'VALIDATION_FAILED', [['category_ids.1', 'exists']]);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: c.id } })).categoryIds).toEqual([]);
  });

  test('PATCH setting one of starts_at / expires_at is compared with the other as stored (rule range on the field sent)', async () => {
    const c = await scopedCoupon(t, s, { starts_at: '2030-01-10T00:00:00Z' });
    expectRestPairs(await patchCoupon(s, c.id, { expires_at: '2030-01-09T00:00:00Z' }), 422, 'VALIDATION_FAILED', [['expires_at', 'range']]);
    expect((await patchCoupon(s, c.id, { expires_at: '2030-01-11T00:00:00Z' })).status).toBe(200);
    expectRestPairs(await patchCoupon(s, c.id, { starts_at: '2030-01-12T00:00:00Z' }), 422, 'VALIDATION_FAILED', [['starts_at', 'range']]);
    expectGqlPairs(await t.gql(s.key, CouponUpdateDocument, { id: c.id, input: { startsAt: '2030-01-12T00:00:00Z' } }), 'VALIDATION_FAILED', [
      ['starts_at', 'range'],
    ]);
    // Clearing the start, or moving both at once, is fine.
    expect((await patchCoupon(s, c.id, { starts_at: '2030-02-01T00:00:00Z', expires_at: '2030-03-01T00:00:00Z' })).status).toBe(200);
    expect((await patchCoupon(s, c.id, { starts_at: null, expires_at: '2029-01-01T00:00:00Z' })).status).toBe(200);
  });

  test("another store's coupon is 404 on every route and field", async () => {
    const theirs = await scopedCoupon(t, other, { package_ids: [other.vip] });
    expectRestError(await getCoupon(s, theirs.id), 404, 'NOT_FOUND');
    expectRestError(await patchCoupon(s, theirs.id, { package_ids: [s.vip] }), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/coupon/${theirs.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, CouponGetDocument, { id: theirs.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, CouponUpdateDocument, { id: theirs.id, input: { firstPurchaseOnly: true } }), 'NOT_FOUND');
    expect(await t.db.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ packageIds: [other.vip], firstPurchaseOnly: false });
  });

  test('a list page computes applies_to for all its coupons at once: the same statements for 2 scoped coupons as for 12', async () => {
    const shop = await aCatalog(t);
    const count = async () => {
      const before = t.database.stats.statements;
      const res = await t.http().get('/v1/app/coupon?per_page=100').set(bearer(shop.key));
      expect(res.status).toBe(200);
      return { statements: t.database.stats.statements - before, data: res.body.data as Json[] };
    };
    await scopedCoupon(t, shop, { package_ids: [shop.sword] });
    await scopedCoupon(t, shop, { category_ids: [shop.categoryId] });
    const few = await count();
    for (let i = 0; i < 10; i++) await scopedCoupon(t, shop, i % 2 ? { category_ids: [shop.elite] } : { package_ids: [shop.vip, shop.sword] });
    const many = await count();
    expect(many.data).toHaveLength(12);
    expect(many.statements).toBe(few.statements);
    expect(many.data.map((c) => c.applies_to)).toEqual([
      [shop.sword, shop.swordPlus],
      [shop.vip, shop.legend],
      ...Array.from({ length: 10 }, (_, i) => (i % 2 ? [shop.legend] : [shop.vip, shop.sword, shop.swordPlus])),
    ]);
    // GraphQL's page is the same coupons, with the same applies_to.
    const gql = await t.gql(shop.key, CouponListDocument, { perPage: 100 });
    expect(gql.data!.coupons.data.map((c) => c.appliesTo)).toEqual(many.data.map((c) => c.applies_to));
  });
});

// ---------------------------------------------------------------- GET /v1/webstore/discount/{code}

describe('GET /v1/webstore/discount/{code}', () => {
  const discount = (shop: Catalog, code: string, query: Json = {}) =>
    t
      .http()
      .get(`/v1/webstore/discount/${encodeURIComponent(code)}`)
      .query(query)
      .set('x-store-domain', shop.domain);
  const gqlDiscount = (shop: Catalog, code: string, args: { email?: string; clientIdentifier?: string; packageId?: string } = {}) =>
    t.gql({ 'x-store-domain': shop.domain }, StorefrontDiscountDocument, { code, ...args });

  /** Refused on `coupon` with `rule` on both surfaces (the REST query's names camelCased for GraphQL). */
  async function refusedBoth(shop: Catalog, code: string, query: Json, rule: string) {
    const res = await discount(shop, code, query);
    expectRestPairs(res, 422, 'VALIDATION_FAILED', [['coupon', rule]]);
    expectGqlError(await gqlDiscount(shop, code, camelKeys(query)), 'VALIDATION_FAILED', 'coupon', rule);
    return res.body.errors[0].message as string;
  }
  async function usableBoth(shop: Catalog, code: string, query: Json = {}) {
    const res = await discount(shop, code, query);
    expect(res.status).toBe(200);
    const gql = await gqlDiscount(shop, code, camelKeys(query));
    expect(gql.errors).toBeUndefined();
    expect(snakeKeys(gql.data!.storefrontDiscount)).toEqual(res.body);
    return res.body;
  }

  test('answers the scope and rules: applies_to (real), category_ids, starts_at, max_uses_per_buyer, first_purchase_only, combinable_with_sales', async () => {
    const c = await scopedCoupon(t, s, {
      type: 'PRICE',
      value: 2,
      package_ids: [s.sword],
      category_ids: [s.elite],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      max_uses_per_buyer: 4,
      combinable_with_sales: false,
    });
    const body = await usableBoth(s, c.code.toLowerCase());
    expect(body).toMatchObject({
      coupon: c.code,
      type: 'FIXED',
      applies_to: [s.legend, s.sword, s.swordPlus],
      category_ids: [s.elite],
      starts_at: expect.stringMatching(STORE_TIME),
      max_uses_per_buyer: 4,
      first_purchase_only: false,
      combinable_with_sales: false,
    });
  });

  test('not_started, expired and max_uses are 422 on coupon naming the rule; unknown, disabled and another store’s stay 404', async () => {
    const later = await scopedCoupon(t, s, { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await refusedBoth(s, later.code, {}, 'not_started')).toContain(later.code);
    const old = await scopedCoupon(t, s, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await t.db.coupon.update({ where: { id: old.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await refusedBoth(s, old.code, {}, 'expired');
    const full = await scopedCoupon(t, s, { max_uses: 2 });
    await t.db.coupon.update({ where: { id: full.id }, data: { uses: 2 } });
    await refusedBoth(s, full.code, {}, 'max_uses');
    const off = await scopedCoupon(t, s, { enabled: false });
    const theirs = await scopedCoupon(t, other, {});
    for (const code of ['NO-SUCH-CODE', off.code, theirs.code]) {
      expectRestError(await discount(s, code), 404, 'NOT_FOUND');
      expectGqlError(await gqlDiscount(s, code), 'NOT_FOUND');
    }
    // The buyer's details do not make a disabled coupon answer otherwise.
    expectRestError(await discount(s, off.code, { email: 'a@b.co', package_id: String(s.vip) }), 404, 'NOT_FOUND');
  });

  test('package_id: scope when none of the packages is in its scope; one in scope is enough (comma list, repeated, a variation through its parent)', async () => {
    const c = await scopedCoupon(t, s, { package_ids: [s.sword], category_ids: [s.elite] });
    await usableBoth(s, c.code, { package_id: String(s.sword) });
    await usableBoth(s, c.code, { package_id: String(s.swordPlus) });
    await usableBoth(s, c.code, { package_id: String(s.legend) });
    await usableBoth(s, c.code, { package_id: `${s.vip},${s.legend}` });
    expect((await t.http().get(`/v1/webstore/discount/${c.code}?package_id=${s.vip}&package_id=${s.sword}`).set('x-store-domain', s.domain)).status).toBe(200);
    const message = await refusedBoth(s, c.code, { package_id: `${s.vip}` }, 'scope');
    expect(message).toContain(String(s.vip));
    // Another store's package is not in this coupon's scope either.
    await refusedBoth(s, c.code, { package_id: `${other.sword}` }, 'scope');
    // A coupon for every package takes any package.
    await usableBoth(s, (await scopedCoupon(t, s, {})).code, { package_id: `${s.vip}` });
    // Not an id: 422 on package_id, as the package list's id filter.
    expectRestPairs(await discount(s, c.code, { package_id: 'abc' }), 422, 'VALIDATION_FAILED', [['package_id', 'type']]);
    expectGqlError(await gqlDiscount(s, c.code, { packageId: '0' }), 'VALIDATION_FAILED', 'package_id', 'min');
  });

  test('a scoped coupon with no package in its scope now is refused with scope, whatever the packages given', async () => {
    const empty = await aCategory(t, s.key, { name: 'Empty' });
    const c = await scopedCoupon(t, s, { category_ids: [empty.id] });
    expect(c.applies_to).toEqual([]);
    expect(await refusedBoth(s, c.code, {}, 'scope')).toContain('no package');
  });

  test('email / client_identifier: first_purchase and limit judged from the buyer’s orders, as checkout judges them', async () => {
    const shop = await aCatalog(t);
    const first = await scopedCoupon(t, shop, { first_purchase_only: true });
    const perBuyer = await scopedCoupon(t, shop, { max_uses_per_buyer: 1 });
    const byEmail = await scopedCoupon(t, shop, { limit_criteria: 'CLIENT_EMAIL' });
    const buyer = aBuyer();
    // Without the buyer's details, nothing of theirs is judged.
    await usableBoth(shop, first.code, { email: buyer.client_email });
    const placed = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', shop.domain)
      .send({ ...buyer, items: items([shop.vip, 1]), coupon: perBuyer.code });
    expect(placed.status).toBe(201);
    const byCode = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', shop.domain)
      .send({ ...buyer, items: items([shop.vip, 1]), coupon: byEmail.code });
    expect(byCode.status).toBe(201);

    expect(await refusedBoth(shop, first.code, { email: buyer.client_email.toUpperCase() }, 'first_purchase')).toContain(buyer.client_email);
    await refusedBoth(shop, first.code, { client_identifier: buyer.client_identifier }, 'first_purchase');
    await refusedBoth(shop, perBuyer.code, { email: buyer.client_email }, 'limit');
    await refusedBoth(shop, perBuyer.code, { client_identifier: buyer.client_identifier.toUpperCase() }, 'limit');
    await refusedBoth(shop, byEmail.code, { email: buyer.client_email }, 'limit');
    // Counted by e-mail: the identifier alone does not tell.
    await usableBoth(shop, byEmail.code, { client_identifier: buyer.client_identifier });
    // Another buyer may use all three; their details are checked, not stored.
    const fresh = aBuyer();
    for (const c of [first, perBuyer, byEmail]) await usableBoth(shop, c.code, { email: fresh.client_email, client_identifier: fresh.client_identifier });
    // A rejected order gives its use back, as at checkout.
    await t.db.order.updateMany({ where: { storeId: shop.storeId }, data: { status: 'REJECTED' } });
    await usableBoth(shop, perBuyer.code, { email: buyer.client_email });
    await usableBoth(shop, first.code, { client_identifier: buyer.client_identifier });
    // Not an e-mail: 422 on email.
    expectRestPairs(await discount(shop, first.code, { email: 'not-an-email' }), 422, 'VALIDATION_FAILED', [['email', 'email']]);
    // The lookup writes nothing.
    expect(await t.db.order.count({ where: { storeId: shop.storeId } })).toBe(2);
  });
});

// ---------------------------------------------------------------- GraphQL CheckoutInput.giftCard

describe('GraphQL CheckoutInput.giftCard', () => {
  test('reaches checkout as the REST body’s gift_card: the card pays, the gateway charges the rest', async () => {
    const shop = await aStore(t);
    const pkg = await aPackage(t, shop, { name: 'Ten', price: 10 });
    const code = 'ABCD-EFGH-JKMN-PQRS';
    const store = await t.db.store.findUniqueOrThrow({ where: { id: shop.storeId } });
    const card = await t.db.giftCard.create({
      data: {
        storeId: shop.storeId,
        codeHash: giftCardCodeHash(code),
        last4: giftCardLast4(code),
        initialValue: 4,
        balance: 4,
        currency: store.currency,
        createdBy: 'test',
      },
    });
    const res = await t.gql({ 'x-store-domain': shop.domain }, StorefrontCheckoutDocument, {
      input: { ...camelKeys(aBuyer()), gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }], giftCard: code.toLowerCase() },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.checkout.price).toBe(6);
    expect(Number((await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).balance)).toBe(0);
    // An unknown card is the service's refusal on gift_card, as on REST.
    expectGqlPairs(
      await t.gql({ 'x-store-domain': shop.domain }, StorefrontCheckoutDocument, {
        input: { ...camelKeys(aBuyer()), gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }], giftCard: 'NOPE-NOPE-NOPE-NOPE' },
      }),
      'VALIDATION_FAILED',
      [['gift_card', 'exists']],
    );
  });
});
