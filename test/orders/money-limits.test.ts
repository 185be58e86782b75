import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aCoupon, aPackage } from '../helpers/fixtures';
import { PLACE, SURFACES, UPDATE_ORDER, approve, buyer, expectRefused, makeShop, orderRows, type Shop } from './buyer-helpers';

/**
 * Issue 14, item 7: money past its column. Amounts are numeric(12,2) (at most 9,999,999,999.99).
 * An order whose line or total cannot be stored is a 422 on the line's quantity (rule `total`),
 * not a 500 "numeric field overflow"; an affiliate balance that a commission, its reversal or a
 * rejected withdrawal would push past the column is a 409; the daily report rollup holds any
 * day of such orders.
 */

const MAX_MONEY = '9999999999.99';

let t: TestApp;
let s: Shop;
/** Eleven packages at the highest price the catalog accepts (1,000,000). */
let dear: number[];
beforeAll(async () => {
  t = await setupTestApp();
  s = await makeShop(t);
  dear = [];
  for (let i = 0; i < 11; i++) {
    dear.push((await aPackage(t, s, { name: `Dear ${i}`, price: 1_000_000 })).id);
  }
});
afterAll(() => t.close());

const lines = (quantities: number[]) => quantities.map((quantity, i) => ({ id: dear[i], quantity }));

describe('order totals past the money column', () => {
  test('eleven lines of 999 x 1,000,000: 422 on the line that passes the limit, on every surface, nothing written', async () => {
    const before = await orderRows(t, s.storeId);
    for (const surface of SURFACES) {
      const answer = await PLACE[surface](t, s, buyer(s, { items: lines(Array(11).fill(999)), variables: undefined }));
      if (surface.startsWith('REST')) expect(answer.status).toBe(422);
      expectRefused(answer, 'VALIDATION_FAILED', [['items.10.quantity', 'total']]);
    }
    expect(await orderRows(t, s.storeId)).toEqual(before);
  });

  test('a coupon does not make an oversized cart fit: the total before discounts is what must fit', async () => {
    await aCoupon(t, s, { code: 'HALF', type: 'PERCENTAGE', value: 50 });
    const answer = await PLACE['REST storefront'](t, s, buyer(s, { items: lines(Array(11).fill(999)), coupon: 'HALF', variables: undefined }));
    expectRefused(answer, 'VALIDATION_FAILED', [['items.10.quantity', 'total']]);
    expect((await t.db.coupon.findFirstOrThrow({ where: { storeId: s.storeId, code: 'HALF' } })).uses).toBe(0);
  });

  test('just under the limit is placed and approved', async () => {
    const answer = await PLACE['REST admin'](t, s, buyer(s, { items: lines([...Array(10).fill(999), 1]), variables: undefined }));
    expect(answer.status).toBe(201);
    expect(answer.body.price).toBe(9_991_000_000);
    expect((await approve(t, s, answer.body.id)).status).toBe(200);
  });

  test('one line past the limit (a package priced before the catalog limit): 422 on its quantity', async () => {
    const old = await t.db.package.create({
      data: { storeId: s.storeId, categoryId: s.categoryId, name: 'Legacy', slug: `legacy-${Date.now()}`, price: '9999999999.00', type: 'MULTIPLE' },
    });
    for (const surface of SURFACES) {
      const answer = await PLACE[surface](t, s, buyer(s, { items: [{ id: old.id, quantity: 2 }], variables: undefined }));
      expectRefused(answer, 'VALIDATION_FAILED', [['items.0.quantity', 'total']]);
    }
    const one = await PLACE['REST storefront'](t, s, buyer(s, { items: [{ id: old.id, quantity: 1 }], variables: undefined }));
    expect(one.status).toBe(201);
  });
});

describe('affiliate balances past the money column: 409, nothing changed', () => {
  async function affiliate(balance: string) {
    const res = await t
      .http()
      .post('/v1/app/affiliate')
      .set(bearer(s.key))
      .send({
        name: 'Aff',
        ref_code: `AFF${Math.random().toString(36).slice(2, 8)}`,
        percent_commission: 100,
        email: `aff${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
      });
    expect(res.status).toBe(201);
    await t.db.affiliate.update({ where: { id: res.body.id }, data: { balance } });
    return res.body as { id: number; ref_code: string };
  }
  const state = async (orderId: number, affiliateId: number) => ({
    order: (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status,
    balance: (await t.db.affiliate.findUniqueOrThrow({ where: { id: affiliateId } })).balance.toString(),
    ledger: await t.db.affiliateTransaction.count({ where: { affiliateId } }),
    commands: await t.db.command.count({ where: { orderId } }),
  });

  test('a commission that would overflow the balance: approval is 409 on both surfaces', async () => {
    const a = await affiliate('9999999995.00');
    const placed = await PLACE['REST storefront'](t, s, buyer(s, { ref_code: a.ref_code }));
    expect(placed.status).toBe(201);
    const id = placed.body.order_id as number;
    const before = await state(id, a.id);
    for (const surface of ['REST', 'GraphQL'] as const) {
      const answer = await UPDATE_ORDER[surface](t, s, id, { status: 'APPROVED' });
      if (surface === 'REST') expect(answer.status).toBe(409);
      expectRefused(answer, 'CONFLICT');
    }
    expect(await state(id, a.id)).toEqual(before);
  });

  test('a reversal that would overflow a negative balance: refund is 409', async () => {
    const a = await affiliate('0');
    const placed = await PLACE['REST storefront'](t, s, buyer(s, { ref_code: a.ref_code }));
    expect((await approve(t, s, placed.body.order_id)).status).toBe(200);
    await t.db.affiliate.update({ where: { id: a.id }, data: { balance: `-${MAX_MONEY.replace('.99', '.00')}` } });
    const id = placed.body.order_id as number;
    const before = await state(id, a.id);
    const answer = await UPDATE_ORDER.REST(t, s, id, { status: 'REFUNDED' });
    expect(answer.status).toBe(409);
    expect(await state(id, a.id)).toEqual(before);
  });

  test('rejecting a withdraw request that would overflow the balance is 409', async () => {
    const a = await affiliate('1000000000.00');
    const request = await t.http().post('/v1/app/affiliate/withdraw_request').set(bearer(s.key)).send({ affiliate_id: a.id, amount: 1_000_000_000 });
    expect(request.status).toBe(201);
    await t.db.affiliate.update({ where: { id: a.id }, data: { balance: '9999999000.00' } });
    const settle = await t.http().patch(`/v1/app/affiliate/withdraw_request/${request.body.id}`).set(bearer(s.key)).send({ operation: 'WITHDRAW_REJECTED' });
    expect(settle.status).toBe(409);
    expect((await t.db.affiliate.findUniqueOrThrow({ where: { id: a.id } })).balance.toString()).toBe('9999999000');
  });
});

test('the daily report rollup holds a day of orders at the largest total', async () => {
  const sh = await makeShop(t);
  const paidAt = new Date();
  await t.db.order.createMany({
    data: Array.from({ length: 100 }, (_, i) => ({
      storeId: sh.storeId,
      internalId: `BIG${i}${Date.now()}`,
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve',
      price: MAX_MONEY,
      netReceived: MAX_MONEY,
      gateway: 'PIX' as const,
      currency: 'BRL',
      status: 'APPROVED' as const,
      paidAt,
    })),
  });
  const placed = await PLACE['REST storefront'](t, sh, buyer(sh));
  expect((await approve(t, sh, placed.body.order_id)).status).toBe(200);
  const [row] = await t.db.$queryRaw<{ revenue: string }[]>`SELECT sum(revenue)::text AS revenue FROM order_daily_stats WHERE store_id = ${sh.storeId}`;
  expect(row.revenue).toBe('1000000000009.00');
});
