import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * The reports read derived data: order_daily_stats (kept by a trigger on orders) for the gateways
 * report, and report_cache (checked against the rollup's version) for top customers. These tests
 * prove the derived data never disagrees with the orders: after every kind of change, the report
 * equals the same aggregate computed from the orders table itself, and a cached top-customers
 * answer is never served once an order of its range changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
}

async function shop(timezone = 'America/Sao_Paulo'): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { timezone });
  const pkg = await aPackage(t, { key, categoryId }, { price: 25.5 });
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id };
}

async function checkout(s: Shop, buyer: string, gateway = 'PIX', quantity = 1): Promise<number> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.pkg, quantity }], client_identifier: buyer, client_email: `${buyer}@buyers.test`, client_name: buyer, gateway });
  expect(res.status).toBe(201);
  return res.body.order_id;
}

const setStatus = async (s: Shop, id: number, status: string) => {
  const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status });
  expect(res.status).toBe(200);
};

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The gateways report computed straight from the orders, as the service did before the rollup. */
async function fromOrders(s: Shop, from: string, to: string, timezone = 'America/Sao_Paulo') {
  const rows = await t.db.$queryRawUnsafe<{ gateway: string; sales: number; revenue: string; gross: string }[]>(
    `SELECT gateway::text, count(*)::int AS sales, sum(net_received)::float8 AS revenue, sum(price)::float8 AS gross
     FROM orders WHERE store_id = $1 AND status = 'APPROVED' AND paid_at IS NOT NULL
       AND (paid_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
     GROUP BY gateway`,
    s.storeId,
    from,
    to,
    timezone,
  );
  return new Map(rows.map((r) => [r.gateway, r]));
}

async function expectReportMatchesOrders(s: Shop, from: string, to: string, timezone = 'America/Sao_Paulo') {
  const res = await t.http().get(`/v1/app/report/gateways?from=${from}&to=${to}`).set(bearer(s.key));
  expect(res.status).toBe(200);
  const truth = await fromOrders(s, from, to, timezone);
  for (const r of res.body as Json[]) {
    const x = truth.get(r.gateway);
    expect({ gateway: r.gateway, sales: r.sales, revenue: r.revenue, gross: r.gross_revenue }).toEqual({
      gateway: r.gateway,
      sales: x?.sales ?? 0,
      revenue: x ? Number(x.revenue) : 0,
      gross: x ? Number(x.gross) : 0,
    });
  }
  return res.body as Json[];
}

describe('order_daily_stats follows every change of an order', () => {
  test('approvals, rejections, refunds, chargebacks, a moved paid_at and a changed net all agree with the orders table', async () => {
    const s = await shop();
    const today = todayIn('America/Sao_Paulo');
    const ids: number[] = [];
    for (const [i, gateway] of ['PIX', 'PIX', 'STRIPE', 'PAYPAL', 'PICPAY', 'MERCADOPAGO', 'STRIPE'].entries())
      ids.push(await checkout(s, `buyer${i}`, gateway, 1 + (i % 3)));
    const before = await expectReportMatchesOrders(s, today, today);
    expect(before.every((r) => r.sales === 0)).toBe(true);

    for (const id of ids.slice(0, 6)) await setStatus(s, id, 'APPROVED');
    await setStatus(s, ids[6], 'REJECTED');
    let report = await expectReportMatchesOrders(s, today, today);
    expect(report.find((r) => r.gateway === 'PIX')!.sales).toBe(2);

    await setStatus(s, ids[0], 'REFUNDED');
    await setStatus(s, ids[2], 'CHARGEDBACK');
    report = await expectReportMatchesOrders(s, today, today);
    expect(report.find((r) => r.gateway === 'PIX')!.sales).toBe(1);
    expect(report.find((r) => r.gateway === 'STRIPE')!.sales).toBe(0);

    // Moved to another day (as a late gateway confirmation would) and a different net amount.
    await t.db.order.update({ where: { id: ids[1] }, data: { paidAt: new Date(`${addDays(today, -3)}T15:00:00.000Z`) } });
    await t.db.order.update({ where: { id: ids[3] }, data: { netReceived: 1.23 } });
    report = await expectReportMatchesOrders(s, today, today);
    expect(report.find((r) => r.gateway === 'PIX')!.sales).toBe(0);
    await expectReportMatchesOrders(s, addDays(today, -3), addDays(today, -3));
    await expectReportMatchesOrders(s, addDays(today, -10), today);
  });

  test('days are store-local: an order paid at 23:30 in Tokyo counts on that Tokyo day', async () => {
    const s = await shop('Asia/Tokyo');
    const id = await checkout(s, 'late');
    await setStatus(s, id, 'APPROVED');
    // 2026-01-10 23:30 in Tokyo is 14:30Z the same day; 2026-01-10 00:30 Tokyo is 15:30Z the day before.
    await t.db.order.update({ where: { id }, data: { paidAt: new Date('2026-01-10T14:30:00.000Z') } });
    const onDay = await expectReportMatchesOrders(s, '2026-01-10', '2026-01-10', 'Asia/Tokyo');
    expect(onDay.find((r) => r.gateway === 'PIX')!.sales).toBe(1);
    await t.db.order.update({ where: { id }, data: { paidAt: new Date('2026-01-09T15:30:00.000Z') } });
    const stillOnDay = await expectReportMatchesOrders(s, '2026-01-10', '2026-01-10', 'Asia/Tokyo');
    expect(stillOnDay.find((r) => r.gateway === 'PIX')!.sales).toBe(1);
    const dayBefore = await expectReportMatchesOrders(s, '2026-01-09', '2026-01-09', 'Asia/Tokyo');
    expect(dayBefore.find((r) => r.gateway === 'PIX')!.sales).toBe(0);
  });

  test('20 concurrent approvals in one store and gateway: the rollup counts every one', async () => {
    const s = await shop();
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(s, `rush${i}`)));
    const results = await Promise.all(ids.map((id) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'APPROVED' })));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const today = todayIn('America/Sao_Paulo');
    const report = await expectReportMatchesOrders(s, today, today);
    expect(report.find((r) => r.gateway === 'PIX')!.sales).toBe(20);
  });
});

describe('top customers: the cached answer is never stale', () => {
  const top = (s: Shop) => t.http().get('/v1/app/widget/top_customers').set(bearer(s.key));

  test('a second read is served from report_cache with the same body, and one statement after authentication', async () => {
    const s = await shop();
    await setStatus(s, await checkout(s, 'alice'), 'APPROVED');
    const first = await top(s);
    expect(first.status).toBe(200);
    expect(await t.db.reportCache.count({ where: { storeId: s.storeId } })).toBe(1);
    const start = t.database.stats.statements;
    const second = await top(s);
    const statements = t.database.stats.statements - start;
    expect(second.body).toEqual(first.body);
    // The API key lookup, then the cache read.
    expect(statements).toBe(2);
  });

  test('an approval, a refund and a new buyer in the range each show on the next read', async () => {
    const s = await shop();
    const a1 = await checkout(s, 'alice');
    await setStatus(s, a1, 'APPROVED');
    expect((await top(s)).body.data.map((c: Json) => [c.identifier, c.purchases])).toEqual([['alice', 1]]);

    const a2 = await checkout(s, 'alice', 'STRIPE', 2);
    await setStatus(s, a2, 'APPROVED');
    expect((await top(s)).body.data.map((c: Json) => [c.identifier, c.purchases])).toEqual([['alice', 2]]);

    const b1 = await checkout(s, 'bob', 'PIX', 5);
    await setStatus(s, b1, 'APPROVED');
    expect((await top(s)).body.data.map((c: Json) => [c.identifier, c.purchases])).toEqual([
      ['bob', 1],
      ['alice', 2],
    ]);

    await setStatus(s, b1, 'REFUNDED');
    expect((await top(s)).body.data.map((c: Json) => [c.identifier, c.purchases])).toEqual([['alice', 2]]);
  });

  test('moving an order out of the range recomputes, a change outside the range keeps the cache; other stores untouched', async () => {
    const s = await shop();
    const other = await shop();
    await setStatus(s, await checkout(s, 'carol'), 'APPROVED');
    await top(s);
    const cached = await t.db.reportCache.findMany({ where: { storeId: s.storeId } });
    const old = await checkout(s, 'dave');
    await setStatus(s, old, 'APPROVED');
    await t.db.order.update({ where: { id: old }, data: { paidAt: new Date(Date.now() - 90 * 86_400_000) } });
    // dave's approval touched today's row, then moved to 90 days ago: today's version moved, so recomputed.
    const after = await top(s);
    expect(after.body.data.map((c: Json) => c.identifier)).toEqual(['carol']);
    const again = await t.db.reportCache.findMany({ where: { storeId: s.storeId } });
    expect(again[0].version).toBeGreaterThan(cached[0].version);
    // A change 90 days back is outside the 30-day range: the cached answer stays valid.
    await t.db.order.update({ where: { id: old }, data: { netReceived: 0.5 } });
    const start = t.database.stats.statements;
    await top(s);
    expect(t.database.stats.statements - start).toBe(2);
    expect(await t.db.reportCache.count({ where: { storeId: other.storeId } })).toBe(0);
    expect((await top(other)).body.data).toEqual([]);
  });
});
