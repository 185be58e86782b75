import { bearer } from '../../helpers/app';
import { t, useApp, type Json, ORDER_KEYS, META_KEYS, sorted, keysOf, restGet, expectRestErrors, expectGqlErrors } from './helpers';
import { aStore, aPackage, placeOrder, type StoreFixture } from '../../helpers/fixtures';
import { OrderListDocument } from '../../graphql/__generated__/operations';

/** Listing orders (REST and GraphQL): filters, pages, and date ranges as whole days in the store time zone. */

useApp();

// ---------------------------------------------------------------- list

describe('GET /v1/app/order and GraphQL orders', () => {
  let s: StoreFixture;
  let other: StoreFixture;
  const o: Record<string, number> = {};
  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    const pkg = await aPackage(t, s, {}, { detail: true });
    const theirs = await aPackage(t, other, {}, { detail: true });
    o.steve1 = (
      await placeOrder(t, s, { client_identifier: 'Steve', client_email: 'steve@example.com', gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }] })
    ).id;
    o.alex = (
      await placeOrder(t, s, { client_identifier: 'Alex', client_email: 'alex@example.com', gateway: 'STRIPE', items: [{ id: pkg.id, quantity: 1 }] })
    ).id;
    o.steve2 = (
      await placeOrder(t, s, { client_identifier: 'Steve', client_email: 'steve@example.com', gateway: 'PAYPAL', items: [{ id: pkg.id, quantity: 1 }] })
    ).id;
    o.bob = (await placeOrder(t, s, { client_identifier: 'Bob', client_email: 'bob@example.com', gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }] })).id;
    const cancel = await t.http().patch(`/v1/app/order/${o.bob}`).set(bearer(s.key)).send({ status: 'CANCELED' });
    expect(cancel.status).toBe(200);
    await placeOrder(t, other, { items: [{ id: theirs.id, quantity: 1 }] });
    // Distinct creation instants so "newest first" is unambiguous.
    const base = Date.parse('2026-01-05T12:00:00.000Z');
    for (const [i, key] of ['steve1', 'alex', 'steve2', 'bob'].entries()) {
      await t.db.order.update({ where: { id: o[key] }, data: { createdAt: new Date(base + i * 60_000) } });
    }
  });

  const list = (query: string) => t.http().get(`/v1/app/order${query}`).set(bearer(s.key));
  const ids = (res: { body: any }) => res.body.data.map((x: Json) => x.id);

  test("newest first, only the store's orders, full Order items and the meta", async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([o.bob, o.steve2, o.alex, o.steve1]);
    for (const item of res.body.data) expect(keysOf(item)).toEqual(sorted(ORDER_KEYS));
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 4,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/order?page=1',
      last_page_url: '/v1/app/order?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    const one = await restGet(s, o.alex);
    expect(res.body.data[2]).toEqual(one.body);
  });

  test.each([
    ['?status=CANCELED', ['bob']],
    ['?status=PENDING', ['steve2', 'alex', 'steve1']],
    ['?client_identifier=Steve', ['steve2', 'steve1']],
    ['?email=alex%40example.com', ['alex']],
    ['?gateway=PIX', ['bob', 'steve1']],
    ['?status=PENDING&gateway=PIX', ['steve1']],
    ['?status=APPROVED', []],
  ])('filter %s', async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected.map((k) => o[k]));
    expect(res.body.meta.total).toBe(expected.length);
  });

  test('pages keep the filters in the links, page last', async () => {
    const res = await list('?per_page=2&status=PENDING&page=2');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([o.steve1]);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/order?per_page=2&status=PENDING&page=1',
      last_page_url: '/v1/app/order?per_page=2&status=PENDING&page=2',
      next_page_url: null,
      previous_page_url: '/v1/app/order?per_page=2&status=PENDING&page=1',
    });
    const past = await list('?page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(4);
    expect(past.body.meta.current_page).toBe(9);
  });

  test('all=true is a bare array', async () => {
    const res = await list('?all=true&client_identifier=Steve');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((x: Json) => x.id)).toEqual([o.steve2, o.steve1]);
  });

  test('GraphQL orders: same data, order and meta', async () => {
    const body = await t.gql(s.key, OrderListDocument, { status: 'PENDING', perPage: 2 });
    expect(body.errors).toBeUndefined();
    expect(body.data!.orders.data.map((x: Json) => x.id)).toEqual([o.steve2, o.alex]);
    expect(body.data!.orders.meta).toEqual({
      total: 3,
      perPage: 2,
      currentPage: 1,
      lastPage: 2,
      firstPage: 1,
      firstPageUrl: expect.stringContaining('status=PENDING'),
      lastPageUrl: expect.stringMatching(/page=2$/),
      nextPageUrl: expect.stringMatching(/page=2$/),
      previousPageUrl: null,
    });
    const steve = await t.gql(s.key, OrderListDocument, { clientIdentifier: 'Steve', gateway: 'PAYPAL' });
    expect(steve.data!.orders.data).toEqual([
      { id: o.steve2, status: 'PENDING', clientIdentifier: 'Steve', gateway: 'PAYPAL', createdAt: '2026-01-05T09:02:00.000-03:00' },
    ]);
    const email = await t.gql(s.key, OrderListDocument, { email: 'bob@example.com' });
    expect(email.data!.orders.data.map((x: Json) => x.id)).toEqual([o.bob]);
    const theirs = await t.gql(other.key, OrderListDocument, {});
    expect(theirs.data!.orders.meta.total).toBe(1);
  });

  test.each([
    ['?from=2026-02-30', 'from', 'date'],
    ['?to=2026-13-01', 'to', 'date'],
    ['?from=abc', 'from', 'date'],
    ['?from=2026-1-5', 'from', 'date'],
    ['?from=2026-03-11&to=2026-03-10', 'to', 'range'],
    ['?status=SHIPPED', 'status', 'enum'],
    ['?gateway=BITCOIN', 'gateway', 'enum'],
    ['?page=0', 'page', 'min'],
    ['?per_page=101', 'per_page', 'range'],
  ])('REST %s -> 422 %s %s', async (query, field, rule) => {
    expectRestErrors(await list(query), 422, 'VALIDATION_FAILED', [[field, rule]]);
  });

  test.each([
    [{ from: '2026-02-30' }, 'from', 'date'],
    [{ to: '2026-13-01' }, 'to', 'date'],
    [{ from: 'abc' }, 'from', 'date'],
    [{ from: '2026-03-11', to: '2026-03-10' }, 'to', 'range'],
    [{ status: 'SHIPPED' }, 'status', 'enum'],
    [{ perPage: 101 }, 'per_page', 'range'],
  ])('GraphQL orders(%j) -> VALIDATION_FAILED %s %s', async (args, field, rule) => {
    expectGqlErrors(await t.gqlUnchecked(s.key, OrderListDocument, args), 'VALIDATION_FAILED', [[field, rule]]);
  });

  test('REST: a page that is not a number is 400', async () => {
    const res = await list('?page=abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });
});

describe('date range filters are whole days in the store time zone, both included', () => {
  test('America/Sao_Paulo (-03:00)', async () => {
    const s = await aStore(t);
    const pkg = await aPackage(t, s, {}, { detail: true });
    const at = {
      lateOn9: '2026-03-10T02:59:59.999Z', // 2026-03-09 23:59:59.999 in São Paulo
      startOf10: '2026-03-10T03:00:00.000Z', // 2026-03-10 00:00
      endOf10: '2026-03-11T02:59:59.999Z', // 2026-03-10 23:59:59.999
      startOf11: '2026-03-11T03:00:00.000Z', // 2026-03-11 00:00
    };
    const id: Record<string, number> = {};
    for (const [k, iso] of Object.entries(at)) {
      id[k] = (await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
      await t.db.order.update({ where: { id: id[k] }, data: { createdAt: new Date(iso) } });
    }
    const q = async (query: string) => {
      const res = await t.http().get(`/v1/app/order${query}`).set(bearer(s.key));
      expect(res.status).toBe(200);
      return res.body.data.map((x: Json) => x.id);
    };
    expect(await q('?from=2026-03-10&to=2026-03-10')).toEqual([id.endOf10, id.startOf10]);
    expect(await q('?to=2026-03-09')).toEqual([id.lateOn9]);
    expect(await q('?from=2026-03-11&to=2026-03-11')).toEqual([id.startOf11]);
    expect(await q('?from=2026-03-09&to=2026-03-11')).toEqual([id.startOf11, id.endOf10, id.startOf10, id.lateOn9]);
    expect(await q('?from=2026-03-12')).toEqual([]);
    const got = await restGet(s, id.lateOn9);
    expect(got.body.created_at).toBe('2026-03-09T23:59:59.999-03:00');

    const gql = await t.gql(s.key, OrderListDocument, { from: '2026-03-10', to: '2026-03-10' });
    expect(gql.data!.orders.data.map((x: Json) => x.id)).toEqual([id.endOf10, id.startOf10]);
    expect(gql.data!.orders.data[1].createdAt).toBe('2026-03-10T00:00:00.000-03:00');
  });

  test('Asia/Tokyo (+09:00): the same instants fall on other days', async () => {
    const s = await aStore(t, { timezone: 'Asia/Tokyo' });
    const pkg = await aPackage(t, s, {}, { detail: true });
    const lateOn9 = (await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
    const startOf10 = (await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
    await t.db.order.update({ where: { id: lateOn9 }, data: { createdAt: new Date('2026-03-09T14:59:59.999Z') } });
    await t.db.order.update({ where: { id: startOf10 }, data: { createdAt: new Date('2026-03-09T15:00:00.000Z') } });
    const day = async (d: string) => (await t.http().get(`/v1/app/order?from=${d}&to=${d}`).set(bearer(s.key))).body.data.map((x: Json) => x.id);
    expect(await day('2026-03-09')).toEqual([lateOn9]);
    expect(await day('2026-03-10')).toEqual([startOf10]);
    const got = await restGet(s, startOf10);
    expect(got.body.created_at).toBe('2026-03-10T00:00:00.000+09:00');
  });
});
