import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import type { ServiceContext } from '../../src/context';
import { recordVisit } from '../../src/modules/reports/report.service';
import { GatewayReportDocument, TopCustomersDocument, VisitorsGraphDocument } from '../graphql/__generated__/operations';

/**
 * Reports and widgets end to end on a real PostgreSQL, REST and GraphQL, against hand-computed
 * fixtures: the gateways report (approved orders only, paid within whole store-local days, both
 * ends included, every gateway listed), the visitors graph (one point per store-local day, zeros
 * included, variation against the comparison period) and the top customers widget (default the
 * last 30 days, limit, grouping by client identifier, localized spent). Orders come from the
 * storefront checkout and are approved through the API; paid_at is then moved to precise instants
 * to test the day edges.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
type Pair = [field: string, rule: string];

const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const GATEWAY_KEYS = ['gateway', 'gateway_display', 'sales', 'revenue', 'gross_revenue'];
/** The gateways issue 27 added, after the first five: no sale in these tests, so a row of zeros each. */
const ADDED = ['PAGSEGURO', 'PAGARME', 'OTHER'];
const GATEWAYS = ['PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY', ...ADDED];
const DISPLAY: Record<string, string> = {
  PIX: 'Pix',
  MERCADOPAGO: 'Mercado Pago',
  STRIPE: 'Stripe',
  PAYPAL: 'PayPal',
  PICPAY: 'PicPay',
  PAGSEGURO: 'PagSeguro',
  PAGARME: 'Pagar.me',
  OTHER: 'Outro',
};
const DAY_MS = 86_400_000;

const keysOf = (o: object) => Object.keys(o).sort();
const sorted = (keys: string[]) => [...keys].sort();
const sortPairs = (pairs: Pair[]) => [...pairs].sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));

/** `YYYY-MM-DD` plus n days. */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Today in a time zone, as `YYYY-MM-DD`. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** São Paulo has had no daylight saving time since 2019: local midnight is 03:00Z. */
const spMidnight = (day: string) => `${day}T03:00:00.000Z`;

// ---------------------------------------------------------------- GraphQL documents

const GATEWAY_REPORT = GatewayReportDocument;
const VISITORS = VisitorsGraphDocument;
const TOP = TopCustomersDocument;

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  /** Package ids by price. */
  pkg: Record<number, number>;
}

async function shop(input: { timezone?: string; currency?: 'BRL' | 'USD' | 'EUR'; locale?: string } = {}): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { timezone: 'America/Sao_Paulo', ...input });
  const pkg: Record<number, number> = {};
  for (const price of [10, 100, 234.5, 1000]) {
    pkg[price] = (await aPackage(t, { key, categoryId }, { name: `P${price}`, price })).id;
  }
  return { key, storeId: store.id, domain: store.domain, pkg };
}

interface Sale {
  gateway?: string;
  /** [price of the package, quantity] */
  items: [number, number][];
  buyer: string;
  name?: string;
  status?: 'APPROVED' | 'REJECTED' | 'PENDING' | 'REFUNDED';
  /** When it was paid (moved after approval); also set on non-approved orders to prove only the status counts. */
  paidAt?: string;
  net?: number;
}

/** A storefront order taken to its status through the API, with paid_at and net_received moved as asked. */
async function sale(s: Shop, o: Sale): Promise<number> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({
      items: o.items.map(([price, quantity]) => ({ id: s.pkg[price], quantity })),
      client_identifier: o.buyer,
      client_email: `${o.buyer.toLowerCase()}@buyers.test`,
      client_name: o.name ?? `Buyer ${o.buyer}`,
      gateway: o.gateway ?? 'PIX',
    });
  expect(res.status).toBe(201);
  const id = res.body.order_id as number;
  const status = o.status ?? 'APPROVED';
  const steps = status === 'REFUNDED' ? ['APPROVED', 'REFUNDED'] : status === 'PENDING' ? [] : [status];
  for (const step of steps) {
    const r = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: step });
    expect(r.status).toBe(200);
    if (step === 'APPROVED') expect(r.body.paid_at).toEqual(expect.any(String));
  }
  const data: Json = {};
  if (o.paidAt) data.paidAt = new Date(o.paidAt);
  if (o.net !== undefined) data.netReceived = o.net;
  if (Object.keys(data).length) await t.db.order.update({ where: { id }, data });
  return id;
}

const gateways = (s: Shop, q: string) => t.http().get(`/v1/app/report/gateways${q}`).set(bearer(s.key));
const visitors = (s: Shop, q: string) => t.http().get(`/v1/app/report/visitors_graph${q}`).set(bearer(s.key));
const top = (s: Shop, q = '') => t.http().get(`/v1/app/widget/top_customers${q}`).set(bearer(s.key));

function row(gateway: string, sales: number, revenue: number, gross: number) {
  return { gateway, gateway_display: DISPLAY[gateway], sales, revenue, gross_revenue: gross };
}
const zeros = (gateway: string) => row(gateway, 0, 0, 0);
const asGqlRow = (r: Json) => ({ gateway: r.gateway, gatewayDisplay: r.gateway_display, sales: r.sales, revenue: r.revenue, grossRevenue: r.gross_revenue });

function expectRestErrors(res: { status: number; body: any }, status: number, code: string, pairs: Pair[]) {
  expect(res.status).toBe(status);
  expect(sortPairs(res.body.errors.map((e: Json) => [e.field, e.rule]))).toEqual(sortPairs(pairs));
  for (const e of res.body.errors) {
    expect(e.code).toBe(code);
    expect(typeof e.message).toBe('string');
  }
}

function expectGqlErrors(res: { data?: any; errors?: any[] }, code: string, pairs: Pair[]) {
  expect(res.data ?? null).toBeNull();
  expect(res.errors).toBeDefined();
  expect(sortPairs(res.errors!.map((e) => [e.extensions.field, e.extensions.rule]))).toEqual(sortPairs(pairs));
  for (const e of res.errors!) expect(e.extensions.code).toBe(code);
}

const camelQuery = (q: Json) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
const qs = (q: Json) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

// ---------------------------------------------------------------- gateways report

describe('gateways report', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    // The period: 2025-03-10 .. 2025-03-12 in São Paulo = [2025-03-10T03:00Z, 2025-03-13T03:00Z).
    await sale(s, { gateway: 'PIX', items: [[100, 1]], buyer: 'Alex', paidAt: '2025-03-10T12:00:00-03:00', net: 95 });
    // 23:30 local on the `to` day is 02:30Z on the next UTC day: counted.
    await sale(s, { gateway: 'PIX', items: [[10, 1]], buyer: 'Alex', paidAt: '2025-03-12T23:30:00-03:00', net: 9.5 });
    // 00:10 local on the day after `to`: not counted.
    await sale(s, { gateway: 'PIX', items: [[1000, 1]], buyer: 'Alex', paidAt: '2025-03-13T00:10:00-03:00' });
    // Exactly local midnight of `from`: counted.
    await sale(s, { gateway: 'STRIPE', items: [[234.5, 1]], buyer: 'Bea', paidAt: '2025-03-10T00:00:00-03:00', net: 220.1 });
    // 23:59 local the day before `from` (already 2025-03-10 in UTC): not counted.
    await sale(s, { gateway: 'STRIPE', items: [[100, 1]], buyer: 'Bea', paidAt: '2025-03-09T23:59:00-03:00' });
    await sale(s, { gateway: 'MERCADOPAGO', items: [[100, 2]], buyer: 'Cid', paidAt: '2025-03-11T10:00:00-03:00', net: 190 });
    // Never counted, whatever their paid_at: rejected, pending, refunded.
    await sale(s, { gateway: 'MERCADOPAGO', items: [[1000, 1]], buyer: 'Dan', status: 'REJECTED', paidAt: '2025-03-11T10:00:00-03:00' });
    await sale(s, { gateway: 'PAYPAL', items: [[1000, 1]], buyer: 'Dan', status: 'PENDING', paidAt: '2025-03-11T10:00:00-03:00' });
    await sale(s, { gateway: 'PICPAY', items: [[1000, 1]], buyer: 'Dan', status: 'REFUNDED', paidAt: '2025-03-11T10:00:00-03:00' });
    await sale(s, { gateway: 'PAYPAL', items: [[10, 1]], buyer: 'Dan', status: 'REJECTED' });
    // Another store's sale in the period.
    await sale(other, { gateway: 'PAYPAL', items: [[1000, 1]], buyer: 'Eli', paidAt: '2025-03-11T10:00:00-03:00' });
  });

  test('every gateway listed, zeros included; sales, revenue (net) and gross revenue by hand', async () => {
    const res = await gateways(s, '?from=2025-03-10&to=2025-03-12');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const r of res.body) expect(keysOf(r)).toEqual(sorted(GATEWAY_KEYS));
    expect(res.body).toEqual([
      row('PIX', 2, 104.5, 110),
      row('MERCADOPAGO', 1, 190, 200),
      row('STRIPE', 1, 220.1, 234.5),
      zeros('PAYPAL'),
      zeros('PICPAY'),
      ...ADDED.map(zeros),
    ]);
  });

  test('single days: the day after `to` holds the 00:10 sale; the day before `from` holds the 23:59 sale', async () => {
    expect((await gateways(s, '?from=2025-03-13&to=2025-03-13')).body).toEqual([
      row('PIX', 1, 1000, 1000),
      zeros('MERCADOPAGO'),
      zeros('STRIPE'),
      zeros('PAYPAL'),
      zeros('PICPAY'),
      ...ADDED.map(zeros),
    ]);
    expect((await gateways(s, '?from=2025-03-09&to=2025-03-09')).body).toEqual([
      zeros('PIX'),
      zeros('MERCADOPAGO'),
      row('STRIPE', 1, 100, 100),
      zeros('PAYPAL'),
      zeros('PICPAY'),
      ...ADDED.map(zeros),
    ]);
    expect((await gateways(s, '?from=2025-03-12&to=2025-03-12')).body[0]).toEqual(row('PIX', 1, 9.5, 10));
    // A period with no sales at all: a row of zeros per gateway.
    expect((await gateways(s, '?from=2024-01-01&to=2024-12-31')).body).toEqual(GATEWAYS.map(zeros));
    // The other store sees only its own sale.
    expect((await gateways(other, '?from=2025-03-10&to=2025-03-12')).body).toEqual([
      zeros('PIX'),
      zeros('MERCADOPAGO'),
      zeros('STRIPE'),
      row('PAYPAL', 1, 1000, 1000),
      zeros('PICPAY'),
      ...ADDED.map(zeros),
    ]);
  });

  test('gateway_display follows the store locale (en-US)', async () => {
    const us = await shop({ currency: 'USD', locale: 'en-US' });
    await sale(us, { gateway: 'MERCADOPAGO', items: [[234.5, 2]], buyer: 'Sam', paidAt: '2025-03-10T09:00:00-03:00' });
    const res = await gateways(us, '?from=2025-03-10&to=2025-03-10');
    expect(res.body.map((r: Json) => r.gateway_display)).toEqual(['Pix', 'Mercado Pago', 'Stripe', 'PayPal', 'PicPay', 'PagSeguro', 'Pagar.me', 'Other']);
    expect(res.body[1]).toEqual(row('MERCADOPAGO', 1, 469, 469));
  });

  test("days are the store's own: in Asia/Tokyo 15:30Z is already the next day", async () => {
    const tokyo = await shop({ timezone: 'Asia/Tokyo' });
    // 2025-03-10T15:30Z = 2025-03-11 00:30 in Tokyo; 2025-03-10T14:50Z = 23:50 on 03-10.
    await sale(tokyo, { gateway: 'PIX', items: [[10, 1]], buyer: 'Kei', paidAt: '2025-03-10T15:30:00Z' });
    await sale(tokyo, { gateway: 'PIX', items: [[100, 1]], buyer: 'Kei', paidAt: '2025-03-10T14:50:00Z' });
    expect((await gateways(tokyo, '?from=2025-03-10&to=2025-03-10')).body[0]).toEqual(row('PIX', 1, 100, 100));
    expect((await gateways(tokyo, '?from=2025-03-11&to=2025-03-11')).body[0]).toEqual(row('PIX', 1, 10, 10));
  });

  test('a day whose midnight does not exist (daylight saving starts at 00:00) still starts at its first local instant', async () => {
    // America/Santiago, 2025-09-07: clocks jumped from 00:00 (-04:00) to 01:00 (-03:00), so the day began at 04:00Z;
    // 2025-09-07T03:30Z is still 23:30 on 2025-09-06.
    const santiago = await shop({ timezone: 'America/Santiago' });
    await sale(santiago, { gateway: 'PIX', items: [[10, 1]], buyer: 'Ana', paidAt: '2025-09-07T03:30:00Z' });
    await sale(santiago, { gateway: 'PIX', items: [[100, 1]], buyer: 'Ana', paidAt: '2025-09-07T04:30:00Z' });
    expect((await gateways(santiago, '?from=2025-09-06&to=2025-09-06')).body[0]).toEqual(row('PIX', 1, 10, 10));
    expect((await gateways(santiago, '?from=2025-09-07&to=2025-09-07')).body[0]).toEqual(row('PIX', 1, 100, 100));
    // São Paulo did the same on 2018-11-04 (its last daylight saving): 2018-11-04T02:30Z was 23:30 on 2018-11-03.
    await sale(s, { gateway: 'PICPAY', items: [[10, 1]], buyer: 'Old', paidAt: '2018-11-04T02:30:00Z' });
    expect((await gateways(s, '?from=2018-11-03&to=2018-11-03')).body[4]).toEqual(row('PICPAY', 1, 10, 10));
    expect((await gateways(s, '?from=2018-11-04&to=2018-11-04')).body[4]).toEqual(zeros('PICPAY'));
  });

  test.each([
    ['from missing', { to: '2025-03-12' }, [['from', 'required']]],
    ['to missing', { from: '2025-03-10' }, [['to', 'required']]],
    [
      'both missing',
      {},
      [
        ['from', 'required'],
        ['to', 'required'],
      ],
    ],
    ['from not a date', { from: 'yesterday', to: '2025-03-12' }, [['from', 'date']]],
    ['from not a calendar day', { from: '2025-02-30', to: '2025-03-12' }, [['from', 'date']]],
    ['from without zero padding', { from: '2025-3-10', to: '2025-03-12' }, [['from', 'date']]],
    ['to with a time', { from: '2025-03-10', to: '2025-03-12T10:00:00Z' }, [['to', 'date']]],
    ['to month 13', { from: '2025-03-10', to: '2025-13-01' }, [['to', 'date']]],
    [
      'both bad',
      { from: '10/03/2025', to: '20250312' },
      [
        ['from', 'date'],
        ['to', 'date'],
      ],
    ],
    ['from after to', { from: '2025-03-12', to: '2025-03-10' }, [['to', 'range']]],
    ['367 days', { from: '2024-01-01', to: '2025-01-01' }, [['to', 'range']]],
  ] as [string, Json, Pair[]][])('%s -> 422 (REST and GraphQL)', async (_name, q, pairs) => {
    expectRestErrors(await gateways(s, qs(q)), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, GATEWAY_REPORT, q), 'VALIDATION_FAILED', pairs);
  });

  test('an empty from is a missing from (422 from required)', async () => {
    expectRestErrors(await gateways(s, '?from=&to=2025-03-12'), 422, 'VALIDATION_FAILED', [['from', 'required']]);
    expectGqlErrors(await t.gql(s.key, GATEWAY_REPORT, { from: '', to: '2025-03-12' }), 'VALIDATION_FAILED', [['from', 'required']]);
  });

  test('366 days (a leap year) is the longest period accepted; 401 without a key', async () => {
    const res = await gateways(s, '?from=2024-01-01&to=2024-12-31');
    expect(res.status).toBe(200);
    expect((await gateways(s, '?from=2025-03-12&to=2026-03-12')).status).toBe(200);
    expectRestErrors(await gateways(s, '?from=2025-03-12&to=2026-03-13'), 422, 'VALIDATION_FAILED', [['to', 'range']]);
    const anon = await t.http().get('/v1/app/report/gateways?from=2025-03-10&to=2025-03-12');
    expect(anon.status).toBe(401);
    expect(anon.body.errors[0].code).toBe('UNAUTHENTICATED');
  });

  test('GraphQL gatewayReport: the same figures', async () => {
    for (const [from, to] of [
      ['2025-03-10', '2025-03-12'],
      ['2025-03-13', '2025-03-13'],
      ['2025-03-09', '2025-03-09'],
    ]) {
      const res = await t.gql(s.key, GATEWAY_REPORT, { from, to });
      expect(res.errors).toBeUndefined();
      const rest = (await gateways(s, `?from=${from}&to=${to}`)).body;
      expect(res.data!.gatewayReport).toEqual(rest.map(asGqlRow));
    }
    expect((await t.gql(s.key, GATEWAY_REPORT, { from: '2025-03-10', to: '2025-03-12' })).data!.gatewayReport[0]).toEqual({
      gateway: 'PIX',
      gatewayDisplay: 'Pix',
      sales: 2,
      revenue: 104.5,
      grossRevenue: 110,
    });
  });
});

// ---------------------------------------------------------------- visitors graph

describe('visitors graph', () => {
  let s: Shop;
  let other: Shop;
  let hashSeq = 0;
  /** `n` visits on a store-local calendar day (stored as that UTC calendar date). */
  async function visits(shopOf: Shop, day: string, n: number) {
    await t.db.visit.createMany({
      data: Array.from({ length: n }, () => ({ storeId: shopOf.storeId, day: new Date(`${day}T00:00:00Z`), visitorHash: `v${++hashSeq}` })),
    });
  }
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    await visits(s, '2025-03-06', 20);
    await visits(s, '2025-03-07', 6);
    await visits(s, '2025-03-09', 4);
    await visits(s, '2025-03-10', 4);
    await visits(s, '2025-03-12', 11);
    await visits(s, '2025-03-13', 3);
    await visits(other, '2025-03-10', 50);
    await visits(other, '2025-03-08', 7);
  });

  test('one point per day (zeros included), each the start of the store-local day in UTC; variation vs the days before', async () => {
    const res = await visitors(s, '?from=2025-03-10&to=2025-03-12');
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['graph', 'variation']);
    // 15 visits against 10 in 2025-03-07..09.
    expect(res.body).toEqual({
      graph: [
        { date: '2025-03-10T03:00:00.000Z', visits: 4 },
        { date: '2025-03-11T03:00:00.000Z', visits: 0 },
        { date: '2025-03-12T03:00:00.000Z', visits: 11 },
      ],
      variation: 50,
    });
    for (const p of res.body.graph) expect(p.date).toMatch(ISO_Z);
  });

  test('variation: a drop is negative; fractions; 0 when the comparison period had no visits', async () => {
    // 2025-03-12..13: 14 against 2025-03-10..11: 4 -> +250%.
    expect((await visitors(s, '?from=2025-03-12&to=2025-03-13')).body.variation).toBe(250);
    // 2025-03-07: 6 against 2025-03-06: 20 -> -70%.
    expect((await visitors(s, '?from=2025-03-07&to=2025-03-07')).body.variation).toBe(-70);
    // 2025-03-13: 3 against 11 -> -72.72...%.
    expect((await visitors(s, '?from=2025-03-13&to=2025-03-13')).body.variation).toBeCloseTo(-72.73, 1);
    // 2025-03-11: none, against 4 -> -100%.
    expect((await visitors(s, '?from=2025-03-11&to=2025-03-11')).body.variation).toBe(-100);
    // 2025-03-12 against 2025-03-11 (none): 0.
    const noBase = await visitors(s, '?from=2025-03-12&to=2025-03-12');
    expect(noBase.body).toEqual({ graph: [{ date: '2025-03-12T03:00:00.000Z', visits: 11 }], variation: 0 });
    // Nothing at all: zeros every day, variation 0.
    const empty = await visitors(s, '?from=2025-01-30&to=2025-02-02');
    expect(empty.body).toEqual({
      graph: ['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'].map((d) => ({ date: spMidnight(d), visits: 0 })),
      variation: 0,
    });
  });

  test('explicit compare_from/compare_to', async () => {
    // 15 against 2025-03-06 alone (20): -25%.
    const res = await visitors(s, '?from=2025-03-10&to=2025-03-12&compare_from=2025-03-06&compare_to=2025-03-06');
    expect(res.status).toBe(200);
    expect(res.body.variation).toBe(-25);
    expect(res.body.graph.map((p: Json) => p.visits)).toEqual([4, 0, 11]);
    // 15 against 2025-03-13 (3): +400%; a later comparison period is allowed.
    expect((await visitors(s, '?from=2025-03-10&to=2025-03-12&compare_from=2025-03-13&compare_to=2025-03-13')).body.variation).toBe(400);
    // 15 against 2025-03-06..09 (30): -50%.
    expect((await visitors(s, '?from=2025-03-10&to=2025-03-12&compare_from=2025-03-06&compare_to=2025-03-09')).body.variation).toBe(-50);
    // Against an empty period: 0.
    expect((await visitors(s, '?from=2025-03-10&to=2025-03-12&compare_from=2025-02-01&compare_to=2025-02-03')).body.variation).toBe(0);
  });

  test("another store's visits never count", async () => {
    const res = await visitors(other, '?from=2025-03-10&to=2025-03-10');
    expect(res.body).toEqual({ graph: [{ date: '2025-03-10T03:00:00.000Z', visits: 50 }], variation: 0 });
    // 2025-03-09..10: 50 (the first store's 4 on 03-09 are not this store's) against 2025-03-07..08: 7.
    const two = await visitors(other, '?from=2025-03-09&to=2025-03-10');
    expect(two.body.graph.map((p: Json) => p.visits)).toEqual([0, 50]);
    expect(two.body.variation).toBeCloseTo(((50 - 7) / 7) * 100, 1);
  });

  test('dates are the start of each store-local day in UTC: Tokyo days start at 15:00Z the day before', async () => {
    const tokyo = await shop({ timezone: 'Asia/Tokyo' });
    await visits(tokyo, '2025-03-10', 2);
    const res = await visitors(tokyo, '?from=2025-03-10&to=2025-03-11');
    expect(res.body.graph).toEqual([
      { date: '2025-03-09T15:00:00.000Z', visits: 2 },
      { date: '2025-03-10T15:00:00.000Z', visits: 0 },
    ]);
  });

  test('a day whose midnight does not exist starts at its first local instant (São Paulo 2018-11-04 began 01:00 -02:00)', async () => {
    const res = await visitors(s, '?from=2018-11-03&to=2018-11-05');
    expect(res.body.graph.map((p: Json) => p.date)).toEqual(['2018-11-03T03:00:00.000Z', '2018-11-04T03:00:00.000Z', '2018-11-05T02:00:00.000Z']);
  });

  test('recordVisit counts one visit per visitor per store-local day', async () => {
    const fresh = await shop();
    const store = await t.db.store.findUniqueOrThrow({ where: { id: fresh.storeId } });
    const ctx = { db: t.db, store } as unknown as ServiceContext;
    recordVisit(ctx, { id: 'visitor-a' });
    recordVisit(ctx, { id: 'visitor-a' });
    recordVisit(ctx, { ip: '203.0.113.9', userAgent: 'Mozilla/5.0' });
    recordVisit(ctx, { ip: '203.0.113.9', userAgent: 'Mozilla/5.0' });
    recordVisit(ctx, { id: 'visitor-b' });
    // Fire-and-forget: wait for the rows.
    const deadline = Date.now() + 5000;
    while ((await t.db.visit.count({ where: { storeId: fresh.storeId } })) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.db.visit.count({ where: { storeId: fresh.storeId } })).toBe(3);

    const today = todayIn('America/Sao_Paulo');
    const res = await visitors(fresh, `?from=${today}&to=${today}`);
    expect(res.body).toEqual({ graph: [{ date: spMidnight(today), visits: 3 }], variation: 0 });
    const gql = await t.gql(fresh.key, VISITORS, { from: addDays(today, -1), to: today });
    expect(gql.data!.visitorsGraph).toEqual({
      graph: [
        { date: spMidnight(addDays(today, -1)), visits: 0 },
        { date: spMidnight(today), visits: 3 },
      ],
      variation: 0,
    });
  });

  test.each([
    ['from missing', { to: '2025-03-12' }, [['from', 'required']]],
    ['to missing', { from: '2025-03-12' }, [['to', 'required']]],
    ['from not a calendar day', { from: '2025-02-29', to: '2025-03-12' }, [['from', 'date']]],
    ['from after to', { from: '2025-03-12', to: '2025-03-11' }, [['to', 'range']]],
    ['367 days', { from: '2024-03-01', to: '2025-03-02' }, [['to', 'range']]],
    ['compare_from alone', { from: '2025-03-10', to: '2025-03-12', compare_from: '2025-03-01' }, [['compare_to', 'required']]],
    ['compare_to alone', { from: '2025-03-10', to: '2025-03-12', compare_to: '2025-03-01' }, [['compare_from', 'required']]],
    ['compare_from not a date', { from: '2025-03-10', to: '2025-03-12', compare_from: 'last-week', compare_to: '2025-03-01' }, [['compare_from', 'date']]],
    [
      'compare_from after compare_to',
      { from: '2025-03-10', to: '2025-03-12', compare_from: '2025-03-05', compare_to: '2025-03-01' },
      [['compare_to', 'range']],
    ],
  ] as [string, Json, Pair[]][])('%s -> 422 (REST and GraphQL)', async (_name, q, pairs) => {
    expectRestErrors(await visitors(s, qs(q)), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, VISITORS, camelQuery(q)), 'VALIDATION_FAILED', pairs);
  });

  test('GraphQL visitorsGraph: the same graph and variation', async () => {
    for (const q of [
      { from: '2025-03-10', to: '2025-03-12' },
      { from: '2025-03-10', to: '2025-03-12', compare_from: '2025-03-06', compare_to: '2025-03-06' },
      { from: '2025-03-13', to: '2025-03-13' },
    ]) {
      const res = await t.gql(s.key, VISITORS, camelQuery(q));
      expect(res.errors).toBeUndefined();
      expect(res.data!.visitorsGraph).toEqual((await visitors(s, qs(q))).body);
    }
  });
});

// ---------------------------------------------------------------- top customers

test('top customers: orders that named no player are grouped by e-mail, apart from each other and from identified buyers', async () => {
  const s = await shop();
  const anonymous = async (email: string, price: number) => {
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', s.domain)
      .send({ cart: [{ package_id: s.pkg[price], quantity: 1 }], client_email: email, client_name: 'Anon', gateway: 'PIX' });
    expect(res.status).toBe(201);
    expect((await t.http().patch(`/v1/app/order/${res.body.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' })).status).toBe(200);
  };
  await anonymous('ana@buyers.test', 1000);
  await anonymous('ANA@buyers.test', 10);
  await anonymous('bea@buyers.test', 100);
  await sale(s, { items: [[234.5, 1]], buyer: 'Cid', name: 'Cid C' });
  const res = await top(s);
  expect(res.body.data).toEqual([
    { username: 'Anon', spent: 'R$ 1.010,00', purchases: 2, identifier: 'ana@buyers.test' },
    { username: 'Cid C', spent: 'R$ 234,50', purchases: 1, identifier: 'Cid' },
    { username: 'Anon', spent: 'R$ 100,00', purchases: 1, identifier: 'bea@buyers.test' },
  ]);
});

describe('top customers', () => {
  let s: Shop;
  let today: string;
  beforeAll(async () => {
    s = await shop();
    today = todayIn('America/Sao_Paulo');
    const from = addDays(today, -29);
    // Paid now (approval), so within the default last 30 days.
    await sale(s, { items: [[1000, 1]], buyer: 'Alice', name: 'Alice Liddell' });
    await sale(s, { items: [[234.5, 1]], buyer: 'Alice', name: 'Alice Liddell', gateway: 'STRIPE' });
    await sale(s, { items: [[1000, 2]], buyer: 'Bob', name: 'Bob Builder' });
    for (let i = 0; i < 3; i++) await sale(s, { items: [[10, 1]], buyer: 'Carol', name: 'Carol C' });
    // Net received does not matter: spent is what the buyer paid.
    await sale(s, { items: [[100, 1]], buyer: 'Dora', name: 'Dora D', net: 1 });
    // Never counted: rejected and pending orders, a refunded one.
    await sale(s, { items: [[1000, 5]], buyer: 'Dan', status: 'REJECTED' });
    await sale(s, { items: [[1000, 5]], buyer: 'Dan', status: 'PENDING' });
    await sale(s, { items: [[1000, 5]], buyer: 'Ref', status: 'REFUNDED' });
    // Paid at the first instant of the default period: counted; a minute before it: not.
    await sale(s, { items: [[10, 1]], buyer: 'Fay', name: 'Fay F', paidAt: spMidnight(from) });
    await sale(s, { items: [[1000, 3]], buyer: 'Gil', name: 'Gil G', paidAt: new Date(Date.parse(spMidnight(from)) - 60_000).toISOString() });
    // Paid 40 days ago.
    await sale(s, { items: [[1000, 4]], buyer: 'Eve', name: 'Eve E', paidAt: new Date(Date.now() - 40 * DAY_MS).toISOString() });
    // Another store's big spender.
    const other = await shop();
    await sale(other, { items: [[1000, 9]], buyer: 'Bob', name: 'Other Bob' });
  });

  test('default: the last 30 store-local days, limit 10, grouped by identifier, ordered by spent; localized spent', async () => {
    const res = await top(s);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'from', 'to']);
    expect(res.body.data).toEqual([
      { username: 'Bob Builder', spent: 'R$ 2.000,00', purchases: 1, identifier: 'Bob' },
      { username: 'Alice Liddell', spent: 'R$ 1.234,50', purchases: 2, identifier: 'Alice' },
      { username: 'Dora D', spent: 'R$ 100,00', purchases: 1, identifier: 'Dora' },
      { username: 'Carol C', spent: 'R$ 30,00', purchases: 3, identifier: 'Carol' },
      { username: 'Fay F', spent: 'R$ 10,00', purchases: 1, identifier: 'Fay' },
    ]);
    for (const c of res.body.data) expect(keysOf(c)).toEqual(['identifier', 'purchases', 'spent', 'username']);
    // The period's bounds, UTC.
    expect(res.body.from).toBe(spMidnight(addDays(today, -29)));
    expect(res.body.from).toMatch(ISO_Z);
    expect(res.body.to).toMatch(ISO_Z);
    expect([`${addDays(today, 1)}T02:59:59.999Z`, spMidnight(addDays(today, 1))]).toContain(res.body.to);
  });

  test('limit: the first N by spent; 0 and 101 -> 422 limit range; not a number -> 400', async () => {
    const two = await top(s, '?limit=2');
    expect(two.body.data.map((c: Json) => c.identifier)).toEqual(['Bob', 'Alice']);
    const one = await top(s, '?limit=1');
    expect(one.body.data).toEqual([{ username: 'Bob Builder', spent: 'R$ 2.000,00', purchases: 1, identifier: 'Bob' }]);
    expect((await top(s, '?limit=100')).body.data).toHaveLength(5);
    expectRestErrors(await top(s, '?limit=0'), 422, 'VALIDATION_FAILED', [['limit', 'range']]);
    expectRestErrors(await top(s, '?limit=101'), 422, 'VALIDATION_FAILED', [['limit', 'range']]);
    expectRestErrors(await top(s, '?limit=-1'), 422, 'VALIDATION_FAILED', [['limit', 'range']]);
    const bad = await top(s, '?limit=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('BAD_REQUEST');
    expectGqlErrors(await t.gql(s.key, TOP, { limit: 0 }), 'VALIDATION_FAILED', [['limit', 'range']]);
    expectGqlErrors(await t.gql(s.key, TOP, { limit: 101 }), 'VALIDATION_FAILED', [['limit', 'range']]);
  });

  test('more than 10 buyers: the default limit is 10', async () => {
    const many = await shop();
    for (let i = 0; i < 12; i++) await sale(many, { items: [[10, i + 1]], buyer: `B${String(i).padStart(2, '0')}`, name: `Buyer ${i}` });
    const res = await top(many);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data.map((c: Json) => c.identifier)).toEqual(['B11', 'B10', 'B09', 'B08', 'B07', 'B06', 'B05', 'B04', 'B03', 'B02']);
    expect(res.body.data[0]).toEqual({ username: 'Buyer 11', spent: 'R$ 120,00', purchases: 1, identifier: 'B11' });
  });

  test('explicit from/to: whole store-local days, the same edges as the gateways report', async () => {
    const r = await shop();
    await sale(r, { items: [[100, 1]], buyer: 'Alex', name: 'Alex A', paidAt: '2025-03-10T12:00:00-03:00' });
    await sale(r, { items: [[10, 1]], buyer: 'Alex', name: 'Alex A', paidAt: '2025-03-12T23:30:00-03:00' });
    await sale(r, { items: [[1000, 1]], buyer: 'Alex', name: 'Alex A', paidAt: '2025-03-13T00:10:00-03:00' });
    await sale(r, { items: [[234.5, 1]], buyer: 'Bea', name: 'Bea B', paidAt: '2025-03-10T00:00:00-03:00' });
    await sale(r, { items: [[1000, 1]], buyer: 'Bea', name: 'Bea B', paidAt: '2025-03-09T23:59:00-03:00' });
    await sale(r, { items: [[100, 2]], buyer: 'Cid', name: 'Cid C', paidAt: '2025-03-11T10:00:00-03:00' });
    await sale(r, { items: [[1000, 1]], buyer: 'Dan', status: 'REJECTED', paidAt: '2025-03-11T10:00:00-03:00' });

    const res = await top(r, '?from=2025-03-10&to=2025-03-12');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { username: 'Bea B', spent: 'R$ 234,50', purchases: 1, identifier: 'Bea' },
      { username: 'Cid C', spent: 'R$ 200,00', purchases: 1, identifier: 'Cid' },
      { username: 'Alex A', spent: 'R$ 110,00', purchases: 2, identifier: 'Alex' },
    ]);
    expect(res.body.from).toBe('2025-03-10T03:00:00.000Z');
    expect(['2025-03-13T02:59:59.999Z', '2025-03-13T03:00:00.000Z']).toContain(res.body.to);

    const gql = await t.gql(r.key, TOP, { from: '2025-03-10', to: '2025-03-12', limit: 2 });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.topCustomers).toEqual({ data: res.body.data.slice(0, 2), from: res.body.from, to: res.body.to });

    // from alone: 30 days from it.
    const fromOnly = await top(r, '?from=2025-03-13');
    expect(fromOnly.body.data).toEqual([{ username: 'Alex A', spent: 'R$ 1.000,00', purchases: 1, identifier: 'Alex' }]);
    expect(fromOnly.body.from).toBe('2025-03-13T03:00:00.000Z');
    expect(['2025-04-12T02:59:59.999Z', '2025-04-12T03:00:00.000Z']).toContain(fromOnly.body.to);
  });

  test('en-US/USD store: spent as $1,234.50', async () => {
    const us = await shop({ currency: 'USD', locale: 'en-US' });
    await sale(us, {
      items: [
        [1000, 1],
        [234.5, 1],
      ],
      buyer: 'Sam',
      name: 'Sam S',
    });
    expect((await top(us)).body.data).toEqual([{ username: 'Sam S', spent: '$1,234.50', purchases: 1, identifier: 'Sam' }]);
  });

  test.each([
    ['from not a date', { from: '2025-02-30' }, [['from', 'date']]],
    ['to not a date', { to: 'today' }, [['to', 'date']]],
    ['from after to', { from: '2025-03-12', to: '2025-03-10' }, [['to', 'range']]],
    ['367 days', { from: '2024-01-01', to: '2025-01-01' }, [['to', 'range']]],
  ] as [string, Json, Pair[]][])('%s -> 422 (REST and GraphQL)', async (_name, q, pairs) => {
    expectRestErrors(await top(s, qs(q)), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, TOP, q), 'VALIDATION_FAILED', pairs);
  });

  test('GraphQL topCustomers: the same default result; 401 without a key', async () => {
    const res = await t.gql(s.key, TOP, {});
    expect(res.errors).toBeUndefined();
    expect(res.data!.topCustomers).toEqual((await top(s)).body);
    const anon = await t.http().get('/v1/app/widget/top_customers');
    expect(anon.status).toBe(401);
    expect((await t.gql(null, TOP, {})).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
