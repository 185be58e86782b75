import { serviceContext } from '../../src/context';
import { listOrders } from '../../src/modules/orders/order.service';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { buyer, openDesk, place, setStatus, type Desk, type Placed } from './back-office-helpers';
import { OrderSearchDeliveriesDocument, OrderSearchDocument } from '../graphql/__generated__/operations';

/**
 * GET /v1/app/order?q= and GraphQL orders(q:): the orders of one buyer (client identifier, e-mail,
 * name or Discord id) or one internal_id, exactly and ignoring case, in the caller's store only.
 */

let t: TestApp;
let a: Desk;
let b: Desk;
const o: Record<string, Placed> = {};

type Json = any;

beforeAll(async () => {
  t = await setupTestApp();
  a = await openDesk(t, 'A');
  b = await openDesk(t, 'B');
  o.steve1 = await place(t, a, buyer('Steve', { client_discord: '111111111111111111' }));
  o.steve2 = await place(t, a, buyer('steve', { client_email: 'steve@buyers.test', client_name: 'Steven Grant' }), a.plain);
  o.steve2nd = await place(t, a, buyer('Steve2'));
  o.underscore = await place(t, a, buyer('St_ve'));
  o.alex = await place(t, a, buyer('Alex', { client_email: 'alex@mail.test', client_name: 'Alex Mercer', client_discord: 'alexdiscord' }));
  await setStatus(t, a, o.steve1, 'APPROVED');
  // Store B has a buyer with the same identifier, e-mail, name and Discord id.
  o.bSteve = await place(t, b, buyer('Steve', { client_discord: '111111111111111111' }));
});
afterAll(() => t.close());

const search = (d: Desk, q: Record<string, string | number>) => t.http().get('/v1/app/order').query(q).set(bearer(d.key));
const ids = (res: { body: Json }) => res.body.data.map((x: Json) => x.id);

describe('what q matches', () => {
  test.each([
    ['the client identifier, ignoring case', 'STEVE', ['steve2', 'steve1']],
    ['the e-mail, ignoring case', 'Steve@Buyers.TEST', ['steve2', 'steve1']],
    ['the name, ignoring case', 'steven grant', ['steve2']],
    ['the Discord id', '111111111111111111', ['steve1']],
    ['a Discord user name, ignoring case', 'AlexDiscord', ['alex']],
    ['surrounding spaces do not count', '  alex mercer ', ['alex']],
  ])('%s', async (_what, q, expected) => {
    const res = await search(a, { q });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected.map((k) => o[k].id));
    expect(res.body.meta.total).toBe(expected.length);
  });

  test('the internal_id, in any case', async () => {
    for (const q of [o.alex.internal_id, o.alex.internal_id.toLowerCase()]) expect(ids(await search(a, { q }))).toEqual([o.alex.id]);
  });

  test('exact, not a substring or a pattern: Steve does not find Steve2, and _ and % are characters', async () => {
    expect(ids(await search(a, { q: 'Stev' }))).toEqual([]);
    expect(ids(await search(a, { q: 'St_ve' }))).toEqual([o.underscore.id]);
    expect(ids(await search(a, { q: 'St%' }))).toEqual([]);
    expect(ids(await search(a, { q: 'nobody' }))).toEqual([]);
  });

  test('q combines with the other filters; the page links repeat it', async () => {
    const res = await search(a, { q: 'steve', status: 'PENDING', per_page: 1 });
    expect(ids(res)).toEqual([o.steve2.id]);
    expect(res.body.meta).toMatchObject({ total: 1, first_page_url: '/v1/app/order?q=steve&status=PENDING&per_page=1&page=1' });
  });

  test("never another store's orders, whatever matches there", async () => {
    for (const q of ['Steve', 'steve@buyers.test', '111111111111111111', o.bSteve.internal_id]) {
      const res = await search(a, { q });
      expect(ids(res)).not.toContain(o.bSteve.id);
      expect(JSON.stringify(res.body)).not.toContain(`"store_id":${b.storeId}`);
    }
    expect(ids(await search(b, { q: 'steve' }))).toEqual([o.bSteve.id]);
    expect(ids(await search(b, { q: o.steve1.internal_id }))).toEqual([]);
  });

  test('found orders are the full Order, deliveries included', async () => {
    const [found] = (await search(a, { q: '111111111111111111' })).body.data;
    expect(found).toEqual((await t.http().get(`/v1/app/order/${o.steve1.id}`).set(bearer(a.key))).body);
    expect(found.deliveries).toHaveLength(2);
  });
});

describe('refused searches', () => {
  test('a blank q is required, a long one is too long (422); `?q=` is no search', async () => {
    expectRestErrors(await search(a, { q: '   ' }), [{ code: 'VALIDATION_FAILED', field: 'q', rule: 'required' }]);
    expectRestErrors(await search(a, { q: 'x'.repeat(255) }), [{ code: 'VALIDATION_FAILED', field: 'q', rule: 'max' }]);
    expect((await t.http().get('/v1/app/order?q=').set(bearer(a.key))).body.meta.total).toBe(5);
  });

  test('the same refusals on GraphQL', async () => {
    const query = OrderSearchDocument;
    expectGqlError(await t.gql(a.key, query, { q: '   ' }), 'VALIDATION_FAILED', 'q', 'required');
    expectGqlError(await t.gql(a.key, query, { q: 'x'.repeat(255) }), 'VALIDATION_FAILED', 'q', 'max');
  });
});

test('GraphQL orders(q:) finds what REST finds, in the same order', async () => {
  for (const q of ['steve', o.alex.internal_id, 'alex@mail.test']) {
    const out = await t.gql(a.key, OrderSearchDeliveriesDocument, { q });
    expect(out.errors).toBeUndefined();
    const rest = (await search(a, { q })).body;
    expect(out.data!.orders.meta.total).toBe(rest.meta.total);
    expect(out.data!.orders.data).toEqual(
      rest.data.map((x: Json) => ({ id: x.id, internalId: x.internal_id, deliveries: x.deliveries.map((d: Json) => ({ value: d.value })) })),
    );
  }
});

test('the list reads the same rows Prisma does: every column under its field name, money as Decimal', async () => {
  const store = await t.db.store.findUniqueOrThrow({ where: { id: a.storeId } });
  const page = await listOrders(serviceContext(t.database, store, { kind: 'system' }, 'test'), { q: 'steve' });
  const rows = await t.db.order.findMany({ where: { id: { in: [o.steve2.id, o.steve1.id] } }, orderBy: { id: 'desc' } });
  expect(page.data).toEqual(rows);
  expect(page.data[0].price.constructor).toBe(rows[0].price.constructor);
});

describe("the public API's names for list filters (REST)", () => {
  test('GET /v1/app/order?search= is q: the same orders; both sent, both must match', async () => {
    expect(ids(await search(a, { search: 'STEVE' }))).toEqual([o.steve2.id, o.steve1.id]);
    expect(ids(await search(a, { search: 'steve', q: 'steven grant' }))).toEqual([o.steve2.id]);
    expect(ids(await search(a, { search: 'steve', q: 'alex' }))).toEqual([]);
    expect(ids(await search(b, { search: 'steve' }))).toEqual([o.bSteve.id]);
    expectRestErrors(await search(a, { search: '  ' }), [{ code: 'VALIDATION_FAILED', field: 'search', rule: 'required' }]);
  });

  test('GET /v1/app/package?search= is name (contains, any case); both sent, the name contains both', async () => {
    const names = async (q: Record<string, string>) => (await t.http().get('/v1/app/package').query(q).set(bearer(a.key))).body.data.map((p: Json) => p.name);
    expect(await names({ search: 'coins' })).toEqual(['A Coins']);
    expect(await names({ search: 'a ', name: 'key' })).toEqual(['A Key']);
    expect(await names({ search: 'coins', name: 'key' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
  });

  test('GET /v1/app/discount?coupon= and /v1/app/coupon?coupon= are code (exact, any case); two different codes find nothing', async () => {
    const created = await t.http().post('/v1/app/discount').set(bearer(a.key)).send({ code: 'NATAL10', type: 'PERCENTAGE', value: 10 });
    expect(created.status).toBe(201);
    await t.http().post('/v1/app/discount').set(bearer(a.key)).send({ code: 'OTHER5', type: 'PRICE', value: 5 });
    await t.http().post('/v1/app/discount').set(bearer(b.key)).send({ code: 'NATAL10', type: 'PERCENTAGE', value: 50 });
    for (const path of ['/v1/app/discount', '/v1/app/coupon']) {
      const found = async (q: Record<string, string>) => (await t.http().get(path).query(q).set(bearer(a.key))).body.data.map((c: Json) => [c.id, c.coupon]);
      expect(await found({ coupon: 'natal10' })).toEqual([[created.body.id, 'NATAL10']]);
      expect(await found({ coupon: 'natal10', code: 'NATAL10' })).toEqual([[created.body.id, 'NATAL10']]);
      expect(await found({ coupon: 'natal10', code: 'OTHER5' })).toEqual([]);
    }
  });
});
