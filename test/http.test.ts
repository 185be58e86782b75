import { setupTestApp, bearer, type TestApp } from './helpers/app';
import { aPackage, aStore } from './helpers/fixtures';

/** HTTP basics every route shares: errors are JSON in the one vocabulary, auth, request ids, probes, list links. */

let t: TestApp;
let key: string;
let storeId: number;
let categoryId: number;

beforeAll(async () => {
  t = await setupTestApp();
  const s = await aStore(t);
  key = s.key;
  storeId = s.store.id;
  categoryId = s.categoryId;
  // Three names with an "a", one without: `name=a` matches three.
  for (const name of ['Alpha', 'Beta', 'Gamma', 'Omicron']) await aPackage(t, s, { name, price: 1, type: 'SINGLE' });
});
afterAll(() => t.close());

type Res = { status: number; body: any; headers: Record<string, string>; text: string };

function expectJsonError(res: Res, status: number, code: string, extra: Record<string, unknown> = {}) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(/<html|<!DOCTYPE/i);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0]).toEqual({ message: expect.any(String), code, ...extra });
}

describe('unknown routes', () => {
  test.each([
    ['get', '/v1/nothing-here'],
    ['get', '/v1/app/nothing-here'],
    ['get', '/nothing-here'],
    ['post', '/v1/nothing-here'],
    ['post', '/nothing-here'],
    ['put', '/v1/app/category'],
    ['delete', '/v1/app/category'],
  ] as const)('%s %s -> 404 JSON NOT_FOUND', async (method, path) => {
    const res = await t.http()[method](path).set(bearer(key)).send({ a: 1 });
    expectJsonError(res, 404, 'NOT_FOUND');
  });

  test('an unknown route answers 404 even without credentials', async () => {
    expectJsonError(await t.http().get('/v1/app/nothing-here'), 404, 'NOT_FOUND');
    expectJsonError(await t.http().post('/v1/app/nothing-here').send({}), 404, 'NOT_FOUND');
  });
});

describe('bad requests', () => {
  test('malformed JSON body -> 400 BAD_REQUEST and nothing written', async () => {
    const before = await t.db.category.count({ where: { storeId } });
    const res = await t.http().post('/v1/app/category').set(bearer(key)).set('content-type', 'application/json').send('{"name": "Broken"');
    expectJsonError(res, 400, 'BAD_REQUEST');
    const patch = await t.http().patch(`/v1/app/category/${categoryId}`).set(bearer(key)).set('content-type', 'application/json').send('{name:1}');
    expectJsonError(patch, 400, 'BAD_REQUEST');
    expect(await t.db.category.count({ where: { storeId } })).toBe(before);
    expect((await t.db.category.findUnique({ where: { id: categoryId } }))!.name).toBe('Ranks');
  });

  test('malformed JSON body to GraphQL -> 400 BAD_REQUEST', async () => {
    const res = await t.http().post('/graphql').set(bearer(key)).set('content-type', 'application/json').send('{"query": ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.errors[0].code ?? res.body.errors[0].extensions?.code).toBe('BAD_REQUEST');
  });

  test.each([
    ['/v1/app/package?page=abc', 'page'],
    ['/v1/app/package?per_page=ten', 'per_page'],
    ['/v1/app/package?page=1.5', 'page'],
    ['/v1/app/package?all=maybe', 'all'],
    ['/v1/app/category?all=maybe', 'all'],
    ['/v1/app/package?category_id=abc', 'category_id'],
  ])('%s -> 400 BAD_REQUEST', async (path) => {
    const res = await t.http().get(path).set(bearer(key));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });

  test.each([
    ['/v1/app/package?per_page=0', 'per_page', 'range'],
    ['/v1/app/package?per_page=101', 'per_page', 'range'],
    ['/v1/app/category?per_page=101', 'per_page', 'range'],
    ['/v1/app/package?page=0', 'page', 'min'],
    ['/v1/app/category?page=0', 'page', 'min'],
  ])('%s -> 422 field %s rule %s', async (path, field, rule) => {
    const res = await t.http().get(path).set(bearer(key));
    expectJsonError(res, 422, 'VALIDATION_FAILED', { field, rule });
  });

  test('per_page 1 and 100 are accepted', async () => {
    for (const n of [1, 100]) {
      const res = await t.http().get(`/v1/app/package?per_page=${n}`).set(bearer(key));
      expect(res.status).toBe(200);
      expect(res.body.meta.per_page).toBe(n);
    }
  });

  test.each([
    ['get', '/v1/app/package/abc'],
    ['get', '/v1/app/category/abc'],
    ['get', '/v1/app/package/1.5'],
    ['get', '/v1/app/package/-1'],
    ['get', '/v1/app/package/0'],
    ['patch', '/v1/app/category/abc'],
    ['delete', '/v1/app/package/abc'],
  ] as const)('non-numeric or non-positive id: %s %s -> 404', async (method, path) => {
    const res = await t.http()[method](path).set(bearer(key)).send({ name: 'x' });
    expectJsonError(res, 404, 'NOT_FOUND');
  });
});

describe('authentication', () => {
  test('missing Authorization -> 401 UNAUTHENTICATED', async () => {
    for (const res of [await t.http().get('/v1/app/package'), await t.http().post('/v1/app/category').send({ name: 'No key' })]) {
      expectJsonError(res, 401, 'UNAUTHENTICATED');
    }
    expect(await t.db.category.count({ where: { name: 'No key' } })).toBe(0);
  });

  test.each(['Bearer nonsense', 'Bearer ', 'Basic dXNlcjpwYXNz', 'nonsense'])('Authorization "%s" -> 401', async (auth) => {
    const res = await t.http().get('/v1/app/category').set('authorization', auth);
    expectJsonError(res, 401, 'UNAUTHENTICATED');
  });

  test('GraphQL admin field without a key -> UNAUTHENTICATED', async () => {
    const res = await t.gql(null, '{ packages { meta { total } } }');
    expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
    const bad = await t.gql('nonsense', '{ category(id: 1) { id } }');
    expect(bad.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const mutation = await t.gql(null, 'mutation { createCategory(input: { name: "No key" }) { id } }');
    expect(mutation.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await t.db.category.count({ where: { name: 'No key' } })).toBe(0);
  });

  test('the public GraphQL field needs no key', async () => {
    const res = await t.gql(null, 'mutation { ping }');
    expect(res).toEqual({ data: { ping: true } });
  });
});

describe('GraphQL request errors', () => {
  test('syntax error -> BAD_REQUEST', async () => {
    const res = await t.gql(key, '{ packages { data { id }');
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions.code).toBe('BAD_REQUEST');
  });

  test('unknown field -> BAD_REQUEST', async () => {
    const res = await t.gql(key, '{ packages { data { id nope } } }');
    expect(res.errors?.[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('request ids', () => {
  test('x-request-id is echoed back when sent', async () => {
    const res = await t.http().get('/v1/app/category').set(bearer(key)).set('x-request-id', 'test-req-123');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('test-req-123');
    const err = await t.http().get('/v1/nothing-here').set('x-request-id', 'test-req-404');
    expect(err.headers['x-request-id']).toBe('test-req-404');
    const gql = await t.http().post('/graphql').set(bearer(key)).set('x-request-id', 'test-req-gql').send({ query: '{ store { id } }' });
    expect(gql.headers['x-request-id']).toBe('test-req-gql');
  });

  test('x-request-id is generated when not sent, a new one each time', async () => {
    const one = await t.http().get('/v1/app/category').set(bearer(key));
    const two = await t.http().get('/v1/app/category');
    expect(one.headers['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
    expect(two.headers['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });
});

describe('probes', () => {
  test('/healthz -> 200', async () => {
    const res = await t.http().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.status).toBe('ok');
  });

  test('/readyz -> 200 with migrations ok', async () => {
    const res = await t.http().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok', migrations: 'ok' });
  });
});

describe('success statuses and list shapes', () => {
  test('201 create, 200 read and update, 204 delete with an empty body', async () => {
    const created = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Temp' });
    expect(created.status).toBe(201);
    const read = await t.http().get(`/v1/app/category/${created.body.id}`).set(bearer(key));
    expect(read.status).toBe(200);
    const updated = await t.http().patch(`/v1/app/category/${created.body.id}`).set(bearer(key)).send({ name: 'Temp 2' });
    expect(updated.status).toBe(200);
    expect(updated.body.slug).toBe('temp-2');
    const deleted = await t.http().delete(`/v1/app/category/${created.body.id}`).set(bearer(key));
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await t.db.category.findUnique({ where: { id: created.body.id } })).toBeNull();
  });

  test('list meta URLs keep the filters, page last', async () => {
    const res = await t.http().get('/v1/app/package?name=a&per_page=2').set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/package?name=a&per_page=2&page=1',
      last_page_url: '/v1/app/package?name=a&per_page=2&page=2',
      next_page_url: '/v1/app/package?name=a&per_page=2&page=2',
      previous_page_url: null,
    });
    expect(res.body.data.map((p: any) => p.name)).toEqual(['Alpha', 'Beta']);

    // A page given first in the query still goes last in the links.
    const second = await t.http().get(`/v1/app/package?page=2&category_id=${categoryId}&name=a&per_page=2`).set(bearer(key));
    expect(second.status).toBe(200);
    expect(second.body.meta).toMatchObject({
      current_page: 2,
      first_page_url: `/v1/app/package?category_id=${categoryId}&name=a&per_page=2&page=1`,
      previous_page_url: `/v1/app/package?category_id=${categoryId}&name=a&per_page=2&page=1`,
      next_page_url: null,
    });
    expect(second.body.data.map((p: any) => p.name)).toEqual(['Gamma']);
  });

  test('filter values are URL-encoded in the links', async () => {
    const res = await t.http().get('/v1/app/package?name=a%26b%20c&per_page=1').set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(0);
    expect(res.body.meta.first_page_url).toMatch(/^\/v1\/app\/package\?name=a%26b(\+|%20)c&per_page=1&page=1$/);
  });

  test('all=true returns a bare array', async () => {
    const res = await t.http().get('/v1/app/package?all=true').set(bearer(key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(4);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['id', 'category_id', 'parent_id', 'name', 'slug', 'type', 'enabled', 'price', 'price_display', 'position'].sort(),
    );
  });
});
