import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestError, expectRestPairs } from '../helpers/errors';
import { openShop, type Shop } from '../helpers/shop';
import { storefront, toRest } from './helpers';
import { StorefrontDiscountDocument, StorefrontOrderStatusDocument } from '../graphql/__generated__/operations';

/**
 * What a storefront looks up by a value the buyer holds: GET /v1/webstore/discount/{code}
 * (GraphQL storefrontDiscount) and GET /v1/webstore/order_status/{id} (storefrontOrderStatus).
 * Everything that may not be shown is the same 404; another store's coupon or order never answers;
 * an order answers with its status and nothing else, and its numeric id only for a day.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const DISCOUNT = StorefrontDiscountDocument;
/** The keys of the public API's discount (docs.centralcart.com.br, webstore/discount), then the two this API answered first. */
const DISCOUNT_KEYS = [
  'id',
  'store_id',
  'coupon',
  'type',
  'value',
  'applies_to',
  'max_uses',
  'limit_criteria',
  'min_price',
  'expires_in',
  'created_at',
  'updated_at',
  'code',
  'expires_at',
  // The rules checkout applies to it (issue 33).
  'starts_at',
  'max_uses_per_buyer',
  'first_purchase_only',
  'combinable_with_sales',
  'category_ids',
];
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const STATUS = StorefrontOrderStatusDocument;

const discount = (s: Shop, code: string) =>
  t
    .http()
    .get(`/v1/webstore/discount/${encodeURIComponent(code)}`)
    .set(storefront(s.domain));
const orderStatus = (s: Shop, id: string | number) =>
  t
    .http()
    .get(`/v1/webstore/order_status/${encodeURIComponent(String(id))}`)
    .set(storefront(s.domain));
const coupon = (s: Shop, body: Record<string, unknown>) => t.http().post('/v1/app/coupon').set(bearer(s.key)).send(body);

describe('GET /v1/webstore/discount/{code}', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await openShop(t);
    other = await openShop(t);
    for (const body of [
      { code: 'Summer10', type: 'PERCENTAGE', value: 10 },
      { code: 'FIVEOFF', type: 'PRICE', value: 5, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      { code: 'OFFNOW', type: 'PERCENTAGE', value: 50, enabled: false },
      { code: 'OLD', type: 'PERCENTAGE', value: 50, expires_at: new Date(Date.now() - 60_000).toISOString() },
      { code: 'ONCE', type: 'PERCENTAGE', value: 50, max_uses: 1 },
      { code: 'BIGCART', type: 'PRICE', value: 5, min_price: 50, limit_criteria: 'CLIENT_EMAIL' },
      { code: 'PERPLAYER', type: 'PERCENTAGE', value: 5, min_price: 19.9, limit_criteria: 'CLIENT_IDENTIFIER' },
    ]) {
      expect((await coupon(s, body)).status).toBe(201);
    }
    expect((await coupon(other, { code: 'THEIRS', type: 'PERCENTAGE', value: 90 })).status).toBe(201);
  });

  test("a valid coupon, matched ignoring case, in the public API's shape (code and expires_at kept)", async () => {
    const res = await discount(s, 'summer10');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(DISCOUNT_KEYS);
    const row = await t.db.coupon.findFirstOrThrow({ where: { storeId: s.storeId, codeKey: 'summer10' } });
    expect(res.body).toEqual({
      id: row.id,
      store_id: s.storeId,
      coupon: 'Summer10',
      type: 'PERCENTAGE',
      value: 10,
      applies_to: [],
      max_uses: null,
      // Set neither: the public API's "none" of each.
      limit_criteria: null,
      min_price: 0,
      expires_in: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
      code: 'Summer10',
      expires_at: null,
      starts_at: null,
      max_uses_per_buyer: null,
      first_purchase_only: false,
      combinable_with_sales: true,
      category_ids: [],
    });
    expect(new Date(res.body.created_at).getTime()).toBe(row.createdAt.getTime());
    const gql = await t.gql(storefront(s.domain), DISCOUNT, { code: 'SUMMER10' });
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefrontDiscount)).toEqual(res.body);
  });

  test("min_price and limit_criteria are the coupon's own (the documentation's example: 50 and CLIENT_EMAIL), on both surfaces", async () => {
    const big = await discount(s, 'bigcart');
    expect(big.status).toBe(200);
    expect(Object.keys(big.body)).toEqual(DISCOUNT_KEYS);
    expect(big.body).toMatchObject({ coupon: 'BIGCART', type: 'FIXED', value: 5, min_price: 50, limit_criteria: 'CLIENT_EMAIL' });
    const gql = await t.gql(storefront(s.domain), DISCOUNT, { code: 'BigCart' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.storefrontDiscount).toMatchObject({ minPrice: 50, limitCriteria: 'CLIENT_EMAIL' });
    expect(toRest(gql.data!.storefrontDiscount)).toEqual(big.body);
    const perPlayer = await discount(s, 'PERPLAYER');
    expect(perPlayer.body).toMatchObject({ min_price: 19.9, limit_criteria: 'CLIENT_IDENTIFIER' });
    expect(toRest((await t.gql(storefront(s.domain), DISCOUNT, { code: 'perplayer' })).data!.storefrontDiscount)).toEqual(perPlayer.body);
    // The owner's change shows at once.
    const id = big.body.id;
    expect((await t.http().patch(`/v1/app/coupon/${id}`).set(bearer(s.key)).send({ min_price: 0, limit_criteria: null })).status).toBe(200);
    expect((await discount(s, 'BIGCART')).body).toMatchObject({ min_price: 0, limit_criteria: null });
  });

  test('max_uses is the total cap (null: unlimited); expires_in and expires_at are the same instant', async () => {
    const once = await discount(s, 'once');
    expect(once.body).toMatchObject({ coupon: 'ONCE', max_uses: 1 });
    const five = await discount(s, 'FiveOff');
    expect(five.body.expires_in).toMatch(STORE_TIME);
    expect(five.body.expires_in).toBe(five.body.expires_at);
    const gql = await t.gql(storefront(s.domain), DISCOUNT, { code: 'fiveoff' });
    expect(toRest(gql.data!.storefrontDiscount)).toEqual(five.body);
  });

  test("an amount off is FIXED (the back office's PRICE), with its expiry in the store's offset", async () => {
    const res = await discount(s, 'fiveoff');
    expect(res.body).toMatchObject({
      coupon: 'FIVEOFF',
      code: 'FIVEOFF',
      type: 'FIXED',
      value: 5,
      applies_to: [],
      expires_at: expect.stringMatching(STORE_TIME),
    });
  });

  test.each([
    ['unknown', 'NOPE'],
    ['disabled', 'OFFNOW'],
    ["another store's", 'THEIRS'],
  ])('%s: 404 with the same message on both surfaces', async (_name, code) => {
    const res = await discount(s, code);
    expectRestError(res, 404, 'NOT_FOUND');
    expect(res.body.errors[0].message).toBe('Coupon not found');
    expectGqlError(await t.gql(storefront(s.domain), DISCOUNT, { code }), 'NOT_FOUND');
  });

  test("expired: 422 on coupon, rule expired (checkout's rule), on both surfaces", async () => {
    expectRestPairs(await discount(s, 'OLD'), 422, 'VALIDATION_FAILED', [['coupon', 'expired']]);
    expectGqlError(await t.gql(storefront(s.domain), DISCOUNT, { code: 'old' }), 'VALIDATION_FAILED', 'coupon', 'expired');
  });

  test('used up: valid until its last use is taken, then 422 rule max_uses', async () => {
    expect((await discount(s, 'ONCE')).status).toBe(200);
    const checkout = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(storefront(s.domain))
      .send({
        cart: [{ package_id: s.pkg, quantity: 1 }],
        coupon: 'once',
        gateway: 'PIX',
        client_identifier: 'Steve',
        client_name: 'Steve',
        client_email: 'steve@example.com',
        terms: true,
      });
    expect(checkout.status).toBe(201);
    expectRestPairs(await discount(s, 'ONCE'), 422, 'VALIDATION_FAILED', [['coupon', 'max_uses']]);
  });

  test('a code with odd characters names nothing (404), never an error', async () => {
    for (const code of ['a b', '%', "'; drop table coupons; --", 'x'.repeat(500)]) expectRestError(await discount(s, code), 404, 'NOT_FOUND');
  });
});

describe('GET /v1/webstore/order_status/{id}', () => {
  let s: Shop;
  let other: Shop;
  let placed: { order_id: number; internal_id: string };
  let theirs: { order_id: number; internal_id: string };

  const checkout = async (shop: Shop, buyer: string) => {
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(storefront(shop.domain))
      .send({
        cart: [{ package_id: shop.pkg, quantity: 1 }],
        gateway: 'PIX',
        client_identifier: buyer,
        client_name: buyer,
        client_email: `${buyer}@example.com`,
        terms: true,
      });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    s = await openShop(t);
    other = await openShop(t);
    placed = await checkout(s, 'Alice');
    theirs = await checkout(other, 'Bob');
  });

  test('by the internal_id checkout answered (any case): {status} and nothing else, on both surfaces', async () => {
    for (const ref of [placed.internal_id, placed.internal_id.toLowerCase()]) {
      const res = await orderStatus(s, ref);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'PENDING' });
    }
    const gql = await t.gql(storefront(s.domain), STATUS, { id: placed.internal_id });
    expect(gql).toEqual({ data: { storefrontOrderStatus: { status: 'PENDING' } } });
  });

  test('by the numeric order_id (what in-game clients poll with), status only, and it follows the order', async () => {
    expect((await orderStatus(s, placed.order_id)).body).toEqual({ status: 'PENDING' });
    const approve = await t.http().patch(`/v1/app/order/${placed.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
    expect(approve.status).toBe(200);
    expect((await orderStatus(s, placed.order_id)).body).toEqual({ status: 'APPROVED' });
    expect((await orderStatus(s, placed.internal_id)).body).toEqual({ status: 'APPROVED' });
  });

  test('a numeric id answers only for a day after checkout; the internal id keeps answering', async () => {
    const old = await checkout(s, 'Carol');
    await t.db.order.update({ where: { id: old.order_id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expectRestError(await orderStatus(s, old.order_id), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(storefront(s.domain), STATUS, { id: String(old.order_id) }), 'NOT_FOUND');
    expect((await orderStatus(s, old.internal_id)).body).toEqual({ status: 'PENDING' });
  });

  test("another store's order is not found, by either id, and unknown references are the same 404", async () => {
    for (const ref of [theirs.order_id, theirs.internal_id, 0, 99_999_999, 9_999_999_999, 'ZZZZZZZZZZZZ', 'not-an-id']) {
      const res = await orderStatus(s, ref);
      expectRestError(res, 404, 'NOT_FOUND');
      expect(res.body.errors[0].message).toBe('Order not found');
    }
    expectGqlError(await t.gql(storefront(s.domain), STATUS, { id: theirs.internal_id }), 'NOT_FOUND');
    // The other store still sees its own.
    expect((await orderStatus(other, theirs.internal_id)).body).toEqual({ status: 'PENDING' });
  });
});
