import { t, useApp, type Json, restCheckout, gqlCheckout, gqlCreate, rowCounts } from './helpers';
import { aStore, aPackage, placeOrder, BUYER, type StoreFixture } from '../../helpers/fixtures';

/** Server-side pricing, coupons, ref_code and affiliates at checkout. */

useApp();

// ---------------------------------------------------------------- pricing, coupons, affiliates

describe('server-side pricing and coupons', () => {
  let s: StoreFixture;
  let a: Json;
  let b: Json;
  beforeAll(async () => {
    s = await aStore(t);
    a = await aPackage(t, s, { name: 'A', price: 29.9, type: 'SINGLE' }, { detail: true });
    b = await aPackage(t, s, { name: 'B', price: 10.5 }, { detail: true });
    await t.db.coupon.createMany({
      data: [
        { storeId: s.storeId, code: 'OFF10', codeKey: 'off10', type: 'PERCENTAGE', value: 10 },
        { storeId: s.storeId, code: 'MINUS20', codeKey: 'minus20', type: 'PRICE', value: 20 },
        { storeId: s.storeId, code: 'FREE', codeKey: 'free', type: 'PRICE', value: 100 },
        { storeId: s.storeId, code: 'HALF', codeKey: 'half', type: 'PERCENTAGE', value: 50, expiresAt: new Date(Date.now() + 86_400_000) },
      ],
    });
  });

  const items = () => [
    { id: a.id, quantity: 1 },
    { id: b.id, quantity: 3 },
  ];

  test('no coupon: sum of unit price x quantity; promo fields null', async () => {
    const o = await placeOrder(t, s, { items: items() });
    expect(o.price).toBe(61.4);
    expect(o.net_received).toBe(61.4);
    expect([o.promo_code, o.promo_type, o.promo_value]).toEqual([null, null, null]);
  });

  test('PERCENTAGE coupon (code case-insensitive): value% off, recorded on the order', async () => {
    const o = await placeOrder(t, s, { coupon: 'Off10', items: items() });
    expect(o.price).toBe(55.26);
    expect(o.net_received).toBe(55.26);
    expect(o.price_display).toBe('R$ 55,26');
    expect(o.promo_code).toBe('OFF10');
    expect(o.promo_type).toBe('PERCENTAGE');
    expect(o.promo_value).toBe(10);
    // Lines keep the undiscounted prices.
    expect(o.packages.map((l: Json) => [l.unit_price, l.price])).toEqual([
      [29.9, 29.9],
      [10.5, 31.5],
    ]);
    const c = await restCheckout(s, { ...BUYER, coupon: 'off10', items: items() });
    expect(c.body.price).toBe(55.26);
    expect(c.body.price_display).toBe('R$ 55,26');
  });

  test('PRICE coupon: value off', async () => {
    const o = await placeOrder(t, s, { coupon: 'MINUS20', items: items() });
    expect(o.price).toBe(41.4);
    expect(o.promo_code).toBe('MINUS20');
    expect(o.promo_type).toBe('PRICE');
    expect(o.promo_value).toBe(20);
  });

  test('PRICE coupon larger than the total: not below 0', async () => {
    const o = await placeOrder(t, s, { coupon: 'free', items: items() });
    expect(o.price).toBe(0);
    expect(o.net_received).toBe(0);
    expect(o.price_display).toBe('R$ 0,00');
    expect(o.promo_value).toBe(100);
  });

  test('a coupon with a future expiry is usable; uses are counted', async () => {
    const o = await placeOrder(t, s, { coupon: 'HALF', items: [{ id: b.id, quantity: 2 }] });
    expect(o.price).toBe(10.5);
    const row = await t.db.coupon.findFirstOrThrow({ where: { storeId: s.storeId, codeKey: 'half' } });
    expect(row.uses).toBe(1);
    const gql = await gqlCheckout(s, { ...BUYER, coupon: 'half', items: [{ id: b.id, quantity: 2 }] });
    expect(gql.data!.checkout.price).toBe(10.5);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: row.id } })).uses).toBe(2);
  });
});

describe('ref_code and affiliates', () => {
  let s: StoreFixture;
  let pkg: Json;
  let aff: { id: number };
  let selfOk: { id: number };
  beforeAll(async () => {
    s = await aStore(t);
    pkg = await aPackage(t, s, { price: 50 }, { detail: true });
    aff = await t.db.affiliate.create({
      data: { storeId: s.storeId, name: 'Aff', refCode: 'Ref_1', refCodeKey: 'ref_1', percentCommission: 10, email: 'aff@x.io' },
    });
    selfOk = await t.db.affiliate.create({
      data: { storeId: s.storeId, name: 'Self', refCode: 'Self-2', refCodeKey: 'self-2', percentCommission: 10, email: 'me@x.io', selfAffiliated: true },
    });
  });

  const affiliateOf = async (orderId: number) => (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).affiliateId;

  test('ref_code attaches the affiliate, case-insensitively, on both surfaces', async () => {
    const res = await restCheckout(s, { ...BUYER, ref_code: 'REF_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBe(aff.id);
    const manual = await placeOrder(t, s, { ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(await affiliateOf(manual.id)).toBe(aff.id);
    const gql = await gqlCheckout(s, { ...BUYER, ref_code: 'Ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(await affiliateOf(gql.data!.checkout.orderId)).toBe(aff.id);
  });

  test("the buyer's own ref_code (affiliate email == client_email) is not attached when self_affiliated is false", async () => {
    const res = await restCheckout(s, { ...BUYER, client_email: 'AFF@x.io', ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
    const gql = await gqlCreate(s, { ...BUYER, client_email: 'aff@x.io', ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(gql.errors).toBeUndefined();
    expect(await affiliateOf(gql.data!.createOrder.id)).toBeNull();
  });

  test('self-referral is attached when the affiliate is self_affiliated', async () => {
    const res = await restCheckout(s, { ...BUYER, client_email: 'Me@X.io', ref_code: 'SELF-2', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBe(selfOk.id);
  });

  test('an unknown ref_code is ignored: the order is still placed, without affiliate', async () => {
    const before = await rowCounts(s.storeId);
    const res = await restCheckout(s, { ...BUYER, ref_code: 'nobody', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(50);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
    expect((await rowCounts(s.storeId)).orders).toBe(before.orders + 1);
    const gql = await gqlCheckout(s, { ...BUYER, ref_code: 'nobody', items: [{ id: pkg.id, quantity: 1 }] });
    expect(gql.errors).toBeUndefined();
    expect(await affiliateOf(gql.data!.checkout.orderId)).toBeNull();
  });

  test("another store's affiliate ref_code is unknown here", async () => {
    const other = await aStore(t);
    await t.db.affiliate.create({
      data: { storeId: other.storeId, name: 'Theirs', refCode: 'theirs', refCodeKey: 'theirs', percentCommission: 10, email: 't@x.io' },
    });
    const res = await restCheckout(s, { ...BUYER, ref_code: 'theirs', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
  });
});
