import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectGqlError, expectRestError, expectRestErrors, expectGqlErrors } from '../helpers/errors';
import { AffiliateMetricsDocument } from '../graphql/__generated__/operations';

/**
 * GET /v1/app/affiliate/{id}/metrics and its twin affiliateMetrics (docs.centralcart.com.br, "Affiliate
 * metrics"): the affiliate, and three figures over store-local days (each with one point per day,
 * zeros included): commissions and store revenue from the APPROVED orders that carried the affiliate
 * (the orders `statistics` counts), by the day they were paid, and withdraw requests (pending or paid)
 * by the day they were made. Rules of the period, another store's affiliate, both surfaces.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const METRICS_KEYS = ['affiliate', 'commissions', 'store_revenue', 'withdraws'];
const SERIES_KEYS = ['graph', 'total_count', 'total_value'];

const METRICS_QUERY = AffiliateMetricsDocument;

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  packages: number[];
}

async function shop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t);
  const packages: number[] = [];
  for (const [name, price] of [
    ['VIP', 100],
    ['MVP', 50],
    ['Key', 20],
  ] as const) {
    packages.push((await aPackage(t, { key, categoryId }, { name, price })).id);
  }
  return { key, storeId: store.id, domain: store.domain, packages };
}

let refSeq = 0;
async function affiliate(s: Shop, extra: Json = {}): Promise<Json> {
  refSeq++;
  const res = await t
    .http()
    .post('/v1/app/affiliate')
    .set(bearer(s.key))
    .send({ name: `Partner ${refSeq}`, ref_code: `M${refSeq}`, percent_commission: 10, email: `m${refSeq}@partners.test`, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

/** A storefront order of `items` carrying `refCode`, moved to each of `statuses`; paid at `paidAt` when approved. */
async function order(s: Shop, refCode: string | null, items: [number, number][], statuses: string[], paidAt?: string, net?: number): Promise<number> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({
      items: items.map(([id, quantity]) => ({ id, quantity })),
      client_identifier: 'Steve',
      client_email: 'steve@buyers.test',
      client_name: 'Steve',
      gateway: 'PIX',
      ...(refCode ? { ref_code: refCode } : {}),
    });
  expect(res.status).toBe(201);
  const id = res.body.order_id as number;
  for (const status of statuses) {
    const moved = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status });
    expect(moved.status).toBe(200);
  }
  if (paidAt) await t.db.order.update({ where: { id }, data: { paidAt: new Date(paidAt), ...(net !== undefined ? { netReceived: net } : {}) } });
  return id;
}

/** A withdraw request made at `at`, then settled as `operation` when given. */
async function withdraw(s: Shop, affiliateId: number, amount: number, at: string, operation?: string) {
  const res = await t.http().post('/v1/app/affiliate/withdraw_request').set(bearer(s.key)).send({ affiliate_id: affiliateId, amount });
  expect(res.status).toBe(201);
  if (operation) {
    const settled = await t.http().patch(`/v1/app/affiliate/withdraw_request/${res.body.id}`).set(bearer(s.key)).send({ operation });
    expect(settled.status).toBe(200);
  }
  await t.db.affiliateTransaction.update({ where: { id: res.body.id }, data: { createdAt: new Date(at) } });
}

const restMetrics = (s: Shop, id: number | string, query = '') => t.http().get(`/v1/app/affiliate/${id}/metrics${query}`).set(bearer(s.key));

/** The start of a São Paulo day (UTC-3, no daylight saving) in UTC, as the graph writes it. */
const day = (d: string) => `${d}T03:00:00.000Z`;

/** A REST series as GraphQL's. */
const gqlSeries = (x: Json) => ({ totalCount: x.total_count, totalValue: x.total_value, graph: x.graph });

describe('an affiliate with orders and withdrawals over a few days', () => {
  let s: Shop;
  let other: Shop;
  let ana: Json;
  let foreign: Json;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    ana = await affiliate(s, { name: 'Ana', ref_code: 'ANA' });
    const bob = await affiliate(s, { ref_code: 'BOB' });
    foreign = await affiliate(other, { ref_code: 'ANA' });
    const [vip, mvp, key] = s.packages;

    // São Paulo days: 2026-03-10 runs from 03:00Z to 03:00Z of the 11th.
    await order(s, 'ana', [[vip, 1]], ['APPROVED'], '2026-03-10T15:00:00.000Z', 95.5); // day 10, commission 10
    await order(s, 'ANA', [[mvp, 2]], ['APPROVED'], '2026-03-11T02:30:00.000Z', 98.25); // 23:30 local: day 10, commission 10
    await order(s, 'ana', [[key, 1]], ['APPROVED'], '2026-03-12T12:00:00.000Z', 19); // day 12, commission 2
    await order(s, 'ana', [[key, 2]], ['APPROVED'], '2026-03-13T04:00:00.000Z', 40); // day 13: outside 10..12, commission 4
    // Not counted: rejected, pending, refunded after approval, another affiliate's, no affiliate, another store's.
    await order(s, 'ana', [[vip, 1]], ['REJECTED']);
    await order(s, 'ana', [[vip, 1]], []);
    await order(s, 'ana', [[vip, 1]], ['APPROVED', 'REFUNDED'], '2026-03-11T12:00:00.000Z');
    await order(s, 'bob', [[vip, 1]], ['APPROVED'], '2026-03-11T12:00:00.000Z');
    await order(s, null, [[vip, 1]], ['APPROVED'], '2026-03-11T12:00:00.000Z');
    await order(other, 'ana', [[other.packages[0], 1]], ['APPROVED'], '2026-03-11T12:00:00.000Z');
    expect(bob.id).not.toBe(ana.id);

    // Withdrawals: pending on the 11th, paid late on the 11th (local), rejected on the 11th (gave its amount back), one on the 14th.
    await t.http().patch(`/v1/app/affiliate/${ana.id}`).set(bearer(s.key)).send({ balance: 500 });
    await withdraw(s, ana.id, 5, '2026-03-11T12:00:00.000Z');
    await withdraw(s, ana.id, 7, '2026-03-12T02:00:00.000Z', 'WITHDRAW_PAID');
    await withdraw(s, ana.id, 100, '2026-03-11T13:00:00.000Z', 'WITHDRAW_REJECTED');
    await withdraw(s, ana.id, 3, '2026-03-14T12:00:00.000Z');
  });

  test('REST: the affiliate and three series, one point per store-local day, zeros included', async () => {
    const res = await restMetrics(s, ana.id, '?from=2026-03-10&to=2026-03-12');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(METRICS_KEYS);
    for (const k of ['commissions', 'withdraws', 'store_revenue']) {
      expect(Object.keys(res.body[k]).sort()).toEqual(SERIES_KEYS);
      for (const p of res.body[k].graph) expect(Object.keys(p).sort()).toEqual(['count', 'date', 'total']);
    }
    expect(res.body).toEqual({
      // Balance: 500 set by hand, minus 5 pending, 7 paid and 3 pending (the rejected 100 came back).
      affiliate: { id: ana.id, name: 'Ana', ref_code: 'ANA', balance: 485 },
      commissions: {
        total_count: 3,
        total_value: 22,
        graph: [
          { date: day('2026-03-10'), count: 2, total: 20 },
          { date: day('2026-03-11'), count: 0, total: 0 },
          { date: day('2026-03-12'), count: 1, total: 2 },
        ],
      },
      withdraws: {
        total_count: 2,
        total_value: 12,
        graph: [
          { date: day('2026-03-10'), count: 0, total: 0 },
          { date: day('2026-03-11'), count: 2, total: 12 },
          { date: day('2026-03-12'), count: 0, total: 0 },
        ],
      },
      store_revenue: {
        total_count: 3,
        total_value: 212.75,
        graph: [
          { date: day('2026-03-10'), count: 2, total: 193.75 },
          { date: day('2026-03-11'), count: 0, total: 0 },
          { date: day('2026-03-12'), count: 1, total: 19 },
        ],
      },
    });
  });

  test('GraphQL affiliateMetrics: the same figures, camelCase', async () => {
    const rest = (await restMetrics(s, ana.id, '?from=2026-03-10&to=2026-03-12')).body;
    const body = await t.gql(s.key, METRICS_QUERY, { id: ana.id, from: '2026-03-10', to: '2026-03-12' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.affiliateMetrics).toEqual({
      affiliate: { id: rest.affiliate.id, name: rest.affiliate.name, refCode: rest.affiliate.ref_code, balance: rest.affiliate.balance },
      commissions: gqlSeries(rest.commissions),
      withdraws: gqlSeries(rest.withdraws),
      storeRevenue: gqlSeries(rest.store_revenue),
    });
  });

  test("over a period holding all its orders, store_revenue is the affiliate's statistics (sales, revenue)", async () => {
    const metrics = (await restMetrics(s, ana.id, '?from=2026-03-01&to=2026-03-31')).body;
    const stats = (await t.http().get(`/v1/app/affiliate/${ana.id}?statistics=true`).set(bearer(s.key))).body.statistics;
    expect(stats).toEqual({ revenue: 252.75, sales: 4 });
    expect([metrics.store_revenue.total_count, metrics.store_revenue.total_value]).toEqual([stats.sales, stats.revenue]);
    expect(metrics.store_revenue.graph).toHaveLength(31);
    expect(metrics.commissions).toMatchObject({ total_count: 4, total_value: 26 });
    expect(metrics.withdraws).toMatchObject({ total_count: 3, total_value: 15 });
    // The credited commissions are the affiliate's ledger, less what was reversed.
    const ledger = await t.db.affiliateTransaction.findMany({ where: { affiliateId: ana.id, operation: { in: ['COMMISSION', 'COMMISSION_REVERSAL'] } } });
    const net = ledger.reduce((sum, e) => sum + (e.operation === 'COMMISSION' ? 1 : -1) * Number(e.amount), 0);
    expect(net).toBe(metrics.commissions.total_value);
  });

  test('from alone: 30 days from it; a one-day period has one point', async () => {
    const month = (await restMetrics(s, ana.id, '?from=2026-03-10')).body;
    expect(month.store_revenue.graph).toHaveLength(30);
    expect(month.store_revenue.graph[0].date).toBe(day('2026-03-10'));
    expect(month.store_revenue.graph[29].date).toBe(day('2026-04-08'));
    expect(month.store_revenue.total_count).toBe(4);
    const one = (await restMetrics(s, ana.id, '?from=2026-03-13&to=2026-03-13')).body;
    expect(one.store_revenue).toEqual({ total_count: 1, total_value: 40, graph: [{ date: day('2026-03-13'), count: 1, total: 40 }] });
  });

  test("another store's affiliate, an unknown id, a non-numeric id: 404 (GraphQL NOT_FOUND), nothing of theirs shown", async () => {
    const rest = await restMetrics(s, foreign.id, '?from=2026-03-01&to=2026-03-31');
    expectRestError(rest, 404, 'NOT_FOUND');
    expectRestError(await restMetrics(s, 99_999_999), 404, 'NOT_FOUND');
    expectRestError(await restMetrics(s, 'abc'), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, METRICS_QUERY, { id: foreign.id, from: '2026-03-01', to: '2026-03-31' }), 'NOT_FOUND');
    // Their own key sees their order (the other store's "ANA").
    const theirs = (await restMetrics(other, foreign.id, '?from=2026-03-01&to=2026-03-31')).body;
    expect(theirs.store_revenue.total_count).toBe(1);
    expect(theirs.withdraws.total_count).toBe(0);
  });

  test('without a key: 401, GraphQL UNAUTHENTICATED', async () => {
    expectRestError(await t.http().get(`/v1/app/affiliate/${ana.id}/metrics`), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(null, METRICS_QUERY, { id: ana.id }), 'UNAUTHENTICATED');
  });

  describe('the period is refused on both surfaces with field and rule', () => {
    const cases: [title: string, query: Json, field: string, rule: string][] = [
      ['from not a calendar day', { from: '2026-02-30', to: '2026-03-01' }, 'from', 'date'],
      ['to not YYYY-MM-DD', { from: '2026-03-01', to: '03/10/2026' }, 'to', 'date'],
      ['to before from', { from: '2026-03-10', to: '2026-03-09' }, 'to', 'range'],
      ['a period over 366 days', { from: '2025-01-01', to: '2026-01-02' }, 'to', 'range'],
    ];
    test.each(cases)('%s', async (_title, query, field, rule) => {
      const rest = await restMetrics(s, ana.id, `?${new URLSearchParams(query).toString()}`);
      expectRestErrors(rest, [{ code: 'VALIDATION_FAILED', field, rule }]);
      expectGqlErrors(await t.gql(s.key, METRICS_QUERY, { id: ana.id, ...query }), [{ code: 'VALIDATION_FAILED', field, rule }]);
    });

    test('366 days is accepted', async () => {
      const res = await restMetrics(s, ana.id, '?from=2025-03-11&to=2026-03-11');
      expect(res.status).toBe(200);
      expect(res.body.commissions.graph).toHaveLength(366);
    });

    test('an unknown query parameter is 400', async () => {
      expect((await restMetrics(s, ana.id, '?since=2026-03-01')).status).toBe(400);
    });
  });
});

test('by default the last 30 store-local days, today included', async () => {
  const s = await shop();
  const a = await affiliate(s);
  await order(s, a.ref_code, [[s.packages[2], 1]], ['APPROVED']);
  const res = await restMetrics(s, a.id);
  expect(res.status).toBe(200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const graph = res.body.store_revenue.graph;
  expect(graph).toHaveLength(30);
  expect(graph[29]).toEqual({ date: day(today), count: 1, total: 20 });
  expect(res.body.commissions).toMatchObject({ total_count: 1, total_value: 2 });
  expect(res.body.withdraws).toMatchObject({ total_count: 0, total_value: 0 });
  expect(res.body.withdraws.graph.every((p: Json) => p.count === 0 && p.total === 0)).toBe(true);
});
