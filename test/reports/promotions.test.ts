import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectRestErrors } from '../helpers/errors';
import { aCoupon, aPackage, aStore, approve, checkout } from '../helpers/fixtures';
import { PromotionsReportGetDocument } from '../graphql/__generated__/operations';
import { dayInZone } from '../../src/lib/format';
import { giftCardCodeHash, giftCardLast4 } from '../../src/modules/promotions/giftcard.queries';

/**
 * The promotions report (issue 33): over the approved orders paid in a range of store-local days,
 * what they would have cost at the packages' own prices, what sales and coupons took off, what the
 * store took for them (gateway and gift card together), what gift cards paid, and the coupons that
 * took the most; pending orders, orders paid outside the range and another store's orders do not
 * count. The figures are worked out by hand below.
 */

type Json = Record<string, any>;
type Store = Awaited<ReturnType<typeof aStore>>;

let t: TestApp;
let s: Store;
let other: Store;
const DAY = 86_400_000;
const day = (offset: number) => dayInZone(new Date(Date.now() + offset * DAY), 'America/Sao_Paulo');

const report = (store: Store, query: string) => t.http().get(`/v1/app/report/promotions${query}`).set(bearer(store.key));

beforeAll(async () => {
  t = await setupTestApp();
  [s, other] = await Promise.all([aStore(t), aStore(t)]);
  const big = await aPackage(t, s, { name: 'Big', price: 100 });
  const small = await aPackage(t, s, { name: 'Small', price: 50 });
  const sale = await t
    .http()
    .post('/v1/app/sale')
    .set(bearer(s.key))
    .send({
      name: 'Twenty off',
      type: 'PERCENTAGE',
      value: 20,
      package_ids: [big.id],
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
    });
  expect(sale.status).toBe(201);
  await aCoupon(t, s, { code: 'SAVE10', type: 'PERCENTAGE', value: 10 });
  await aCoupon(t, s, { code: 'FIVE', type: 'PRICE', value: 5 });
  const card = 'GIFT-CARD-TEST-0001';
  await t.db.giftCard.create({
    data: {
      storeId: s.storeId,
      codeHash: giftCardCodeHash(card),
      last4: giftCardLast4(card),
      initialValue: 30,
      balance: 30,
      currency: s.store.currency,
      createdBy: 'test',
    },
  });

  const buy = async (items: [number, number][], extra: Json = {}, paid = true) => {
    const res = await checkout(t, s, { items: items.map(([id, quantity]) => ({ id, quantity })), ...extra });
    if (paid) await approve(t, s, res.order_id);
    return res;
  };
  // 100 at 20% off: 80.
  expect((await buy([[big.id, 1]])).price).toBe(80);
  // 2 x 50 = 100, 10% off: 90.
  expect((await buy([[small.id, 2]], { coupon: 'SAVE10' })).price).toBe(90);
  // 100 + 50 = 150, the sale takes 20: 130, the coupon 5: 125.
  expect(
    (
      await buy(
        [
          [big.id, 1],
          [small.id, 1],
        ],
        { coupon: 'FIVE' },
      )
    ).price,
  ).toBe(125);
  // 50, the gift card pays 30: the gateway charges 20.
  expect((await buy([[small.id, 1]], { gift_card: card })).price).toBe(20);
  // Not counted: a pending order, and one paid 40 days ago (counted in a range that covers it).
  await buy([[small.id, 1]], { coupon: 'SAVE10' }, false);
  const old = await buy([[small.id, 1]], { coupon: 'SAVE10' });
  await t.db.order.update({ where: { id: old.order_id }, data: { paidAt: new Date(Date.now() - 40 * DAY) } });

  // Another store's approved order with a coupon of the same code.
  const theirs = await aPackage(t, other, { price: 70 });
  await aCoupon(t, other, { code: 'SAVE10', type: 'PERCENTAGE', value: 10 });
  const res = await checkout(t, other, { items: [{ id: theirs.id, quantity: 1 }], coupon: 'SAVE10' });
  await approve(t, other, res.order_id);
}, 60_000);
afterAll(() => t.close());

describe('GET /v1/app/report/promotions', () => {
  test('the approved orders paid in the range, to the cent', async () => {
    const res = await report(s, `?from=${day(-1)}&to=${day(1)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: expect.stringMatching(/T03:00:00\.000Z$/),
      to: expect.stringMatching(/T02:59:59\.999Z$/),
      orders: 4,
      revenue_before_discounts: 400, // 100 + 100 + 150 + 50
      sale_discounts: 40, // 20 + 20
      coupon_discounts: 15, // 10 + 5
      revenue: 345, // 80 + 90 + 125 + (20 + 30): 400 - 40 - 15
      gift_card_payments: 30,
      by_coupon: [
        { code: 'SAVE10', orders: 1, discount: 10 },
        { code: 'FIVE', orders: 1, discount: 5 },
      ],
    });
  });

  test('a range that covers the older order counts it too', async () => {
    const res = await report(s, `?from=${day(-60)}&to=${day(0)}`);
    expect(res.body).toMatchObject({
      orders: 5,
      revenue_before_discounts: 450,
      sale_discounts: 40,
      coupon_discounts: 20,
      revenue: 390,
      gift_card_payments: 30,
      by_coupon: [
        { code: 'SAVE10', orders: 2, discount: 15 },
        { code: 'FIVE', orders: 1, discount: 5 },
      ],
    });
  });

  test('a range with no orders answers zeros; another store sees only its own', async () => {
    expect((await report(s, `?from=${day(-200)}&to=${day(-100)}`)).body).toMatchObject({
      orders: 0,
      revenue_before_discounts: 0,
      sale_discounts: 0,
      coupon_discounts: 0,
      revenue: 0,
      gift_card_payments: 0,
      by_coupon: [],
    });
    expect((await report(other, `?from=${day(-1)}&to=${day(1)}`)).body).toMatchObject({
      orders: 1,
      revenue_before_discounts: 70,
      sale_discounts: 0,
      coupon_discounts: 7,
      revenue: 63,
      by_coupon: [{ code: 'SAVE10', orders: 1, discount: 7 }],
    });
  });

  test('the date range rules of the other reports', async () => {
    expectRestErrors(await report(s, ''), [
      { code: 'VALIDATION_FAILED', field: 'from', rule: 'required' },
      { code: 'VALIDATION_FAILED', field: 'to', rule: 'required' },
    ]);
    expectRestErrors(await report(s, `?from=${day(1)}&to=${day(0)}`), [{ code: 'VALIDATION_FAILED', field: 'to', rule: 'range' }]);
    expectRestErrors(await report(s, '?from=2026-01-01&to=2027-01-02'), [{ code: 'VALIDATION_FAILED', field: 'to', rule: 'range' }]);
    expectRestErrors(await report(s, '?from=2026-02-30&to=2026-03-01'), [{ code: 'VALIDATION_FAILED', field: 'from', rule: 'date' }]);
  });

  test('GraphQL promotionsReport gives the same figures', async () => {
    const rest = (await report(s, `?from=${day(-1)}&to=${day(1)}`)).body;
    const gql = await t.gql(s.key, PromotionsReportGetDocument, { from: day(-1), to: day(1) });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.promotionsReport).toEqual({
      from: rest.from,
      to: rest.to,
      orders: rest.orders,
      revenueBeforeDiscounts: rest.revenue_before_discounts,
      saleDiscounts: rest.sale_discounts,
      couponDiscounts: rest.coupon_discounts,
      revenue: rest.revenue,
      giftCardPayments: rest.gift_card_payments,
      byCoupon: rest.by_coupon,
    });
  });
});
