import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { expectRestErrors } from '../helpers/errors';
import { checkoutBody, openShop, type Shop } from '../helpers/shop';

/**
 * Idempotency-Key on POST (docs/DECISIONS.md, "Production readiness"): the first response for a key is replayed for
 * the same request, another request with the key is a 422, a repeat while the first runs is a
 * 409, and an effect never happens twice, even for retries sent at the same moment.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const shop = () => openShop(t);
const checkout = (s: Shop, body: object, key?: string) => {
  const req = t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain);
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
};
const orders = (s: Shop) => t.db.order.count({ where: { storeId: s.storeId } });

describe('Idempotency-Key', () => {
  test('a retried checkout returns the first response and creates one order', async () => {
    const s = await shop();
    const first = await checkout(s, checkoutBody(s), 'k-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await checkout(s, checkoutBody(s), 'k-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // Byte for byte: the stored answer keeps its key order (json, not jsonb, which puts shorter keys first).
    expect(Object.keys(first.body)[0]).not.toBe('id');
    expect(again.text).toBe(first.text);
    expect(await orders(s)).toBe(1);
    // The body's key order does not make it another request.
    const { gateway, ...rest } = checkoutBody(s);
    const reordered = await checkout(s, { gateway, ...rest }, 'k-1');
    expect(reordered.status).toBe(201);
    expect(reordered.body).toEqual(first.body);
    // Without a key, or with another key, a checkout is a new checkout.
    expect((await checkout(s, checkoutBody(s))).status).toBe(201);
    expect((await checkout(s, checkoutBody(s), 'k-2')).status).toBe(201);
    expect(await orders(s)).toBe(3);
  });

  test('the same key with another body or on another route is 422 rule idempotency, and changes nothing', async () => {
    const s = await shop();
    expect((await checkout(s, checkoutBody(s), 'k')).status).toBe(201);
    expectRestErrors(await checkout(s, checkoutBody(s, 'alice', 2), 'k'), [{ code: 'VALIDATION_FAILED', field: 'Idempotency-Key', rule: 'idempotency' }]);
    // Another route of the same caller (keys are per caller: test/http/idempotency.scope.test.ts).
    const cart = await t
      .http()
      .post('/v1/webstore/cart')
      .set('x-store-domain', s.domain)
      .set('Idempotency-Key', 'k')
      .send({ items: [{ id: s.pkg, quantity: 1 }] });
    expectRestErrors(cart, [{ code: 'VALIDATION_FAILED', field: 'Idempotency-Key', rule: 'idempotency' }]);
    expect((await t.http().post('/v1/app/category').set(bearer(s.key)).set('Idempotency-Key', 'k2').send({ name: 'Keys' })).status).toBe(201);
    const other = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(s.key))
      .set('Idempotency-Key', 'k2')
      .send({ name: 'Kit', category_id: 1, price: 1, type: 'SINGLE' });
    expectRestErrors(other, [{ code: 'VALIDATION_FAILED', field: 'Idempotency-Key', rule: 'idempotency' }]);
    expect(await orders(s)).toBe(1);
    expect(await t.db.category.count({ where: { storeId: s.storeId } })).toBe(2);
    expect(await t.db.package.count({ where: { storeId: s.storeId } })).toBe(1);
  });

  test('20 concurrent retries with one key: one order; every answer is the first response or a 409', async () => {
    const s = await shop();
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(s, checkoutBody(s), 'rush')));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(new Set(created.map((r) => r.body.order_id)).size).toBe(1);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors[0].code).toBe('CONFLICT');
    expect(await orders(s)).toBe(1);
  });

  test('a refused request is replayed as refused; keys are per store; a key expires after 24 h', async () => {
    const s = await shop();
    const bad = { ...checkoutBody(s), items: [{ id: 999_999, quantity: 1 }] };
    const first = await checkout(s, bad, 'refused');
    expect(first.status).toBe(422);
    const again = await checkout(s, bad, 'refused');
    expect(again.status).toBe(422);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);

    const other = await shop();
    expect((await checkout(s, checkoutBody(s), 'shared')).status).toBe(201);
    const theirs = await checkout(other, checkoutBody(other), 'shared');
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(await orders(other)).toBe(1);

    await t.db.idempotencyKey.updateMany({ where: { storeId: s.storeId, key: 'shared' }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const later = await checkout(s, checkoutBody(s), 'shared');
    expect(later.status).toBe(201);
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(await orders(s)).toBe(2);
  });

  test('admin POSTs too: a retried manual order is not created twice', async () => {
    const s = await shop();
    const body = { ...checkoutBody(s, 'bob'), status: 'PENDING' };
    const first = await t.http().post('/v1/app/order').set(bearer(s.key)).set('Idempotency-Key', 'manual-1').send(body);
    expect(first.status).toBe(201);
    const again = await t.http().post('/v1/app/order').set(bearer(s.key)).set('Idempotency-Key', 'manual-1').send(body);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await orders(s)).toBe(1);
  });

  test('a key that is not 1..255 visible characters is a 400 and runs nothing', async () => {
    const s = await shop();
    for (const key of ['x'.repeat(256), 'has space']) {
      expectRestErrors(await checkout(s, checkoutBody(s), key), [{ code: 'BAD_REQUEST', field: 'Idempotency-Key' }]);
    }
    expect(await orders(s)).toBe(0);
  });

  test('GET, PATCH and DELETE ignore the header', async () => {
    const s = await shop();
    const a = await t.http().get('/v1/app/package').set(bearer(s.key)).set('Idempotency-Key', 'get');
    const b = await t.http().get('/v1/app/package').set(bearer(s.key)).set('Idempotency-Key', 'get');
    expect(a.status).toBe(200);
    expect(b.headers['idempotency-replayed']).toBeUndefined();
    expect(await t.db.idempotencyKey.count({ where: { storeId: s.storeId } })).toBe(0);
  });
});

describe('Idempotency-Key on GraphQL mutations', () => {
  const CREATE = 'mutation($name: String) { createCategory(input: { name: $name }) { id name } }';
  const post = (s: Shop, query: string, variables: Record<string, unknown>, key?: string) => {
    const req = t.http().post('/graphql').set(bearer(s.key));
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ query, variables });
  };
  const categories = (s: Shop) => t.db.category.count({ where: { storeId: s.storeId } });

  test('a retried mutation returns the first response and creates once; other variables are 422', async () => {
    const s = await shop();
    const first = await post(s, CREATE, { name: 'Kits' }, 'g-1');
    expect(first.status).toBe(200);
    expect(first.body.data.createCategory.name).toBe('Kits');
    const again = await post(s, CREATE, { name: 'Kits' }, 'g-1');
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await categories(s)).toBe(2);
    const other = await post(s, CREATE, { name: 'Capes' }, 'g-1');
    expect(other.status).toBe(422);
    expect(other.body.errors.map((e: any) => e.extensions)).toEqual([{ code: 'VALIDATION_FAILED', field: 'Idempotency-Key', rule: 'idempotency' }]);
    expect(await categories(s)).toBe(2);
  });

  test('10 concurrent retries of one mutation create one category', async () => {
    const s = await shop();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(s, CREATE, { name: 'Rush' }, 'g-rush')));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await t.db.category.count({ where: { storeId: s.storeId, name: 'Rush' } })).toBe(1);
  });

  test('a refused mutation is replayed as refused; queries ignore the header', async () => {
    const s = await shop();
    const bad = await post(s, CREATE, { name: '' }, 'g-bad');
    const again = await post(s, CREATE, { name: '' }, 'g-bad');
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(bad.body);
    const q = await post(s, '{ categories { meta { total } } }', {}, 'g-query');
    expect(q.body.data.categories.meta.total).toBe(1);
    expect(await t.db.idempotencyKey.count({ where: { storeId: s.storeId, key: 'g-query' } })).toBe(0);
  });
});
