import pg from 'pg';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { dayInZone } from '../../src/lib/format';
import { VISITORS_PER_ADDRESS } from '../../src/modules/reports/report.service';
import { makePackage, settle, sleep, storefront, type Shop } from './helpers';
import { aStore } from '../helpers/fixtures';
import { CategoryListDocument, StorefrontCategoryIdsDocument, StorefrontEverythingDocument } from '../graphql/__generated__/operations';

/**
 * Storefront traffic counts visits: one row per visitor per store-local day, recorded after the
 * store is known (never for 404 Store not found), on both surfaces, without delaying the answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const visits = (storeId: number) => t.db.visit.count({ where: { storeId } });
const allVisits = () => t.db.visit.count();

const CATEGORIES = StorefrontCategoryIdsDocument;
const EVERYTHING = StorefrontEverythingDocument;

describe('REST storefront routes', () => {
  let s: Shop;
  beforeEach(async () => {
    s = await aStore(t);
  });

  test('the same visitor twice on one day is one visit', async () => {
    expect((await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'visitor-a'))).status).toBe(200);
    expect((await t.http().get('/v1/webstore/post').set(storefront(s.domain, 'visitor-a'))).status).toBe(200);
    expect(await settle(() => visits(s.storeId), 1)).toBe(1);
  });

  test('two visitors are two visits', async () => {
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'visitor-a'));
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'visitor-b'));
    await t.http().get('/v1/webstore/package').set(storefront(s.domain, 'visitor-a'));
    expect(await settle(() => visits(s.storeId), 2)).toBe(2);
  });

  test('without x-visitor-id the address and user agent tell visitors apart', async () => {
    await t.http().get('/v1/webstore/category').set(storefront(s.domain)).set('user-agent', 'Browser A');
    await t.http().get('/v1/webstore/category').set(storefront(s.domain)).set('user-agent', 'Browser A');
    await t.http().get('/v1/webstore/category').set(storefront(s.domain)).set('user-agent', 'Browser B');
    expect(await settle(() => visits(s.storeId), 2)).toBe(2);
  });

  test('every storefront route counts: cart and checkout too', async () => {
    const pkg = await makePackage(t, s, { name: 'Coins' });
    await t
      .http()
      .post('/v1/webstore/cart')
      .set(storefront(s.domain, 'cart-visitor'))
      .send({ items: [{ id: pkg.id, quantity: 1 }] });
    await t
      .http()
      .post('/v1/webstore/checkout')
      .set(storefront(s.domain, 'buyer'))
      .send({ items: [{ id: pkg.id, quantity: 1 }], client_identifier: 'Steve', client_email: 's@example.com', client_name: 'Steve', gateway: 'PIX' });
    expect(await settle(() => visits(s.storeId), 2)).toBe(2);
  });

  test('a request that reaches the store counts even when its input is refused (422)', async () => {
    const res = await t.http().post('/v1/webstore/cart').set(storefront(s.domain, 'clumsy')).send({ items: [] });
    expect(res.status).toBe(422);
    expect(await settle(() => visits(s.storeId), 1)).toBe(1);
  });

  test('the visit is recorded for the store-local day', async () => {
    const tokyo = await aStore(t, { timezone: 'Asia/Tokyo' });
    await t.http().get('/v1/webstore/category').set(storefront(tokyo.domain, 'traveller'));
    expect(await settle(() => visits(tokyo.storeId), 1)).toBe(1);
    const row = await t.db.visit.findFirstOrThrow({ where: { storeId: tokyo.storeId } });
    const day = row.day instanceof Date ? row.day.toISOString().slice(0, 10) : String(row.day);
    // Around midnight the day may have turned between the request and this line.
    expect([dayInZone(new Date(Date.now() - 5000), 'Asia/Tokyo'), dayInZone(new Date(), 'Asia/Tokyo')]).toContain(day);
  });

  test('visits show in the visitors graph of the day', async () => {
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'one'));
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'two'));
    await settle(() => visits(s.storeId), 2);
    const today = dayInZone(new Date(), 'America/Sao_Paulo');
    const res = await t.http().get(`/v1/app/report/visitors_graph?from=${today}&to=${today}`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.graph.map((p: { visits: number }) => p.visits)).toEqual([2]);
  });

  test('a visit is per store: one visitor on two stores is one visit each', async () => {
    const second = await aStore(t);
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'roamer'));
    await t.http().get('/v1/webstore/category').set(storefront(second.domain, 'roamer'));
    expect(await settle(() => visits(s.storeId), 1)).toBe(1);
    expect(await settle(() => visits(second.storeId), 1)).toBe(1);
  });
});

describe('inflation from one client', () => {
  test('one address cannot count more than VISITORS_PER_ADDRESS visitors a day, whatever x-visitor-id or user agent it sends', async () => {
    const s = await aStore(t);
    for (let i = 0; i < 60; i++) {
      const res = await t
        .http()
        .get('/v1/webstore/category')
        .set(storefront(s.domain, i % 2 ? `fake-${i}` : undefined))
        .set('user-agent', `Bot ${i}`);
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 10; i++) await t.gql(storefront(s.domain, `gql-fake-${i}`), CATEGORIES);
    expect(await settle(() => visits(s.storeId), VISITORS_PER_ADDRESS)).toBe(VISITORS_PER_ADDRESS);
  });

  test('other addresses (behind a trusted proxy) still count as other visitors', async () => {
    const proxied = await setupTestApp({ config: { trustProxy: true } });
    try {
      const s = await aStore(proxied);
      for (let i = 0; i < VISITORS_PER_ADDRESS + 5; i++) {
        await proxied
          .http()
          .get('/v1/webstore/category')
          .set(storefront(s.domain))
          .set('x-forwarded-for', `203.0.113.${i + 1}`);
      }
      const count = () => proxied.db.visit.count({ where: { storeId: s.storeId } });
      expect(await settle(count, VISITORS_PER_ADDRESS + 5)).toBe(VISITORS_PER_ADDRESS + 5);
    } finally {
      await proxied.close();
    }
  });
});

describe('what does not count', () => {
  test('404 Store not found (missing or unknown domain) records nothing', async () => {
    const before = await allVisits();
    expect((await t.http().get('/v1/webstore/category').set({ 'x-visitor-id': 'lost' })).status).toBe(404);
    expect((await t.http().get('/v1/webstore/post').set(storefront('nowhere.test', 'lost'))).status).toBe(404);
    expect((await t.http().post('/v1/webstore/cart').set(storefront('nowhere.test', 'lost')).send({ items: [] })).status).toBe(404);
    expect((await t.gql(storefront('nowhere.test', 'lost'), CATEGORIES)).errors![0].extensions.code).toBe('NOT_FOUND');
    expect(await settle(allVisits, before)).toBe(before);
  });

  test('admin requests record nothing', async () => {
    const s = await aStore(t);
    await t.http().get('/v1/app/category').set(bearer(s.key)).set('x-visitor-id', 'owner');
    await t.gql(s.key, CategoryListDocument);
    expect(await settle(() => visits(s.storeId), 0)).toBe(0);
  });
});

describe('GraphQL storefront fields', () => {
  test('count like REST: one visitor one visit, however many storefront fields an operation has', async () => {
    const s = await aStore(t);
    const body = await t.gql(storefront(s.domain, 'gql-a'), EVERYTHING);
    expect(body.errors).toBeUndefined();
    await t.gql(storefront(s.domain, 'gql-a'), CATEGORIES);
    await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'gql-a'));
    expect(await settle(() => visits(s.storeId), 1)).toBe(1);
    await t.gql(storefront(s.domain, 'gql-b'), CATEGORIES);
    expect(await settle(() => visits(s.storeId), 2)).toBe(2);
  });
});

describe('recording never holds up the answer', () => {
  test('with the visits table locked, storefront requests still answer at once; the visit lands afterwards', async () => {
    const s = await aStore(t);
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE visits IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const res = await t.http().get('/v1/webstore/category').set(storefront(s.domain, 'patient'));
      const gql = await t.gql(storefront(s.domain, 'patient-2'), CATEGORIES);
      expect(res.status).toBe(200);
      expect(gql.errors).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
      await sleep(200);
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    expect(await settle(() => visits(s.storeId), 2)).toBe(2);
  });
});
