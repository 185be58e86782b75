import type { Response } from 'supertest';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * Categories end to end, through REST (/v1/app/category) and GraphQL (/graphql), against a real
 * PostgreSQL. Every failure is checked on both surfaces for the same code/field/rule, and for
 * having written nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// helpers

type Surface = 'rest' | 'graphql';
const SURFACES: Surface[] = ['rest', 'graphql'];

type Body = Record<string, unknown>;

interface Expected {
  code: string;
  field?: string;
  rule?: string;
}

const BASE = '/v1/app/category';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const CATEGORY_KEYS = [
  'id',
  'store_id',
  'name',
  'slug',
  'parent_id',
  'position',
  'hide_category',
  'hide_subcategory',
  'image',
  'banner',
  'created_at',
  'updated_at',
].sort();

const META_KEYS = [
  'total',
  'per_page',
  'current_page',
  'last_page',
  'first_page',
  'first_page_url',
  'last_page_url',
  'next_page_url',
  'previous_page_url',
].sort();

const FIELDS = 'id storeId name slug parentId position hideCategory hideSubcategory image banner createdAt updatedAt';
const META = 'total perPage currentPage lastPage firstPage firstPageUrl lastPageUrl nextPageUrl previousPageUrl';

const Q = {
  create: `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`,
  update: `mutation ($id: Int!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`,
  delete: `mutation ($id: Int!) { deleteCategory(id: $id) }`,
  get: `query ($id: Int!) { category(id: $id) { ${FIELDS} parent { id slug } subcategories { id slug position } } }`,
  list: `query ($page: Int, $perPage: Int, $parentId: Int) {
    categories(page: $page, perPage: $perPage, parentId: $parentId) { meta { ${META} } data { id name slug parentId position } }
  }`,
};

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The REST body as the GraphQL input (camelCase keys, same values). */
const toGqlInput = (body: Body): Body => Object.fromEntries(Object.entries(body).map(([k, v]) => [camel(k), v]));

/** A GraphQL Category (without its relations) as the REST JSON object. */
const gqlToRest = (c: Record<string, unknown>): Body =>
  Object.fromEntries(
    Object.entries(c)
      .filter(([k]) => k !== 'parent' && k !== 'subcategories')
      .map(([k, v]) => [snake(k), v]),
  );

/** Creates a category through REST and returns the REST JSON. */
async function make(key: string, body: Body): Promise<Record<string, any>> {
  const res = await t.http().post(BASE).set(bearer(key)).send(body);
  if (res.status !== 201) throw new Error(`setup create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function createOnSurface(surface: Surface, key: string, body: Body) {
  if (surface === 'rest') {
    const res = await t.http().post(BASE).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  }
  const out = await t.gql(key, Q.create, { input: toGqlInput(body) });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.createCategory);
}

async function updateOnSurface(surface: Surface, key: string, id: number, body: Body) {
  if (surface === 'rest') {
    const res = await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body);
    expect(res.status).toBe(200);
    return res.body as Record<string, any>;
  }
  const out = await t.gql(key, Q.update, { id, input: toGqlInput(body) });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.updateCategory);
}

function expectRestErrors(res: Response, status: number, expected: Expected[]) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    errors: expected.map((e) => ({
      message: expect.any(String),
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  });
}

function expectGqlErrors(out: Awaited<ReturnType<TestApp['gql']>>, expected: Expected[]) {
  expect(out.data ?? null).toBeNull();
  expect(out.errors).toBeDefined();
  expect(out.errors!.map((e) => e.extensions)).toEqual(
    expected.map((e) => ({
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  );
  for (const e of out.errors!) expect(typeof e.message).toBe('string');
}

const STATUS: Record<string, number> = { BAD_REQUEST: 400, UNAUTHENTICATED: 401, NOT_FOUND: 404, CONFLICT: 409, VALIDATION_FAILED: 422 };

async function failCreate(surface: Surface, key: string, body: Body, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().post(BASE).set(bearer(key)).send(body), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.create, { input: toGqlInput(body) }), expected);
  }
}

async function failUpdate(surface: Surface, key: string, id: number, body: Body, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.update, { id, input: toGqlInput(body) }), expected);
  }
}

async function failDelete(surface: Surface, key: string, id: number, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().delete(`${BASE}/${id}`).set(bearer(key)), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.delete, { id }), expected);
  }
}

/** A list link: the category path, exactly `filters` (any order), then `page` as the last parameter. */
function expectLink(url: string, filters: Record<string, string>, page: number) {
  expect(url.startsWith(`${BASE}?`)).toBe(true);
  const entries = [...new URLSearchParams(url.slice(BASE.length + 1)).entries()];
  expect(entries[entries.length - 1]).toEqual(['page', String(page)]);
  expect(Object.fromEntries(entries.slice(0, -1))).toEqual(filters);
  expect(entries).toHaveLength(Object.keys(filters).length + 1);
}

const countIn = (storeId: number) => t.db.category.count({ where: { storeId } });
const row = (id: number) => t.db.category.findUnique({ where: { id } });

/** A package in the category, written directly: only its existence matters to categories. */
async function packageIn(storeId: number, categoryId: number) {
  return t.db.package.create({
    data: { storeId, categoryId, name: 'Pkg', slug: `pkg-${categoryId}-${Date.now()}`, type: 'SINGLE', price: '10.00' },
  });
}

// ---------------------------------------------------------------------------------------------
// authentication

describe('authentication', () => {
  const unauthenticatedBody = { errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] };

  test.each(['list', 'one', 'create', 'update', 'delete'])(
    'REST %s without a key, with a wrong key, or without "Bearer" -> 401 and nothing written',
    async (what) => {
    const { store, key } = await t.createStore();
    const existing = await make(key, { name: 'Keep Me' });
    const before = await row(existing.id);

    const call = (headers: Record<string, string>) => {
      const agent = t.http();
      switch (what) {
        case 'list':
          return agent.get(BASE).set(headers);
        case 'one':
          return agent.get(`${BASE}/${existing.id}`).set(headers);
        case 'create':
          return agent.post(BASE).set(headers).send({ name: 'Sneaky' });
        case 'update':
          return agent.patch(`${BASE}/${existing.id}`).set(headers).send({ name: 'Sneaky' });
        default:
          return agent.delete(`${BASE}/${existing.id}`).set(headers);
      }
    };

    for (const headers of [{}, bearer('sk_definitely_not_a_key'), { authorization: key }]) {
      const res = await call(headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthenticatedBody);
    }
    expect(await countIn(store.id)).toBe(1);
    expect(await row(existing.id)).toEqual(before);
  },
  );

  test('REST with a revoked key -> 401', async () => {
    const { store, key } = await t.createStore();
    expect((await t.http().get(BASE).set(bearer(key))).status).toBe(200);
    await t.db.apiKey.updateMany({ where: { storeId: store.id }, data: { revokedAt: new Date() } });
    const res = await t.http().post(BASE).set(bearer(key)).send({ name: 'Late' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthenticatedBody);
    expect(await countIn(store.id)).toBe(0);
    expectGqlErrors(await t.gql(key, Q.create, { input: { name: 'Late' } }), [{ code: 'UNAUTHENTICATED' }]);
    expect(await countIn(store.id)).toBe(0);
  });

  test('GraphQL without a key or with a wrong key -> UNAUTHENTICATED and nothing written', async () => {
    const { store, key } = await t.createStore();
    const existing = await make(key, { name: 'Keep Me' });
    const before = await row(existing.id);

    for (const auth of [null, 'sk_definitely_not_a_key']) {
      expectGqlErrors(await t.gql(auth, Q.list, {}), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.get, { id: existing.id }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.create, { input: { name: 'Sneaky' } }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.update, { id: existing.id, input: { name: 'Sneaky' } }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.delete, { id: existing.id }), [{ code: 'UNAUTHENTICATED' }]);
    }
    expect(await countIn(store.id)).toBe(1);
    expect(await row(existing.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// list

describe('list', () => {
  /** A store with `n` top-level categories C1..Cn, positions 0..n-1. */
  async function storeWith(n: number) {
    const { store, key } = await t.createStore();
    const cats: Record<string, any>[] = [];
    for (let i = 1; i <= n; i++) cats.push(await make(key, { name: `C${i}` }));
    return { store, key, cats };
  }

  test('REST default page: per_page 15, exact meta, full objects, only the store\'s own categories', async () => {
    const { store, key, cats } = await storeWith(3);
    const other = await t.createStore();
    await make(other.key, { name: 'Foreign' });

    const res = await t.http().get(BASE).set(bearer(key));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'meta']);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/category?page=1',
      last_page_url: '/v1/app/category?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    expect(res.body.data).toEqual(cats);
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
      expect(c.store_id).toBe(store.id);
    }
  });

  test('REST empty store: total 0, last_page 1', async () => {
    const { key } = await t.createStore();
    const res = await t.http().get(BASE).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: {
        total: 0,
        per_page: 15,
        current_page: 1,
        last_page: 1,
        first_page: 1,
        first_page_url: '/v1/app/category?page=1',
        last_page_url: '/v1/app/category?page=1',
        next_page_url: null,
        previous_page_url: null,
      },
      data: [],
    });
  });

  test('REST per_page and page: first, middle and last page with exact meta', async () => {
    const { key, cats } = await storeWith(5);

    const p1 = await t.http().get(`${BASE}?per_page=2`).set(bearer(key));
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({
      total: 5,
      per_page: 2,
      current_page: 1,
      last_page: 3,
      first_page: 1,
      first_page_url: '/v1/app/category?per_page=2&page=1',
      last_page_url: '/v1/app/category?per_page=2&page=3',
      next_page_url: '/v1/app/category?per_page=2&page=2',
      previous_page_url: null,
    });
    expect(p1.body.data.map((c: any) => c.id)).toEqual([cats[0].id, cats[1].id]);

    // page given before per_page: the links still carry the filters first and page last
    const p2 = await t.http().get(`${BASE}?page=2&per_page=2`).set(bearer(key));
    expect(p2.status).toBe(200);
    expect(p2.body.meta).toEqual({
      total: 5,
      per_page: 2,
      current_page: 2,
      last_page: 3,
      first_page: 1,
      first_page_url: '/v1/app/category?per_page=2&page=1',
      last_page_url: '/v1/app/category?per_page=2&page=3',
      next_page_url: '/v1/app/category?per_page=2&page=3',
      previous_page_url: '/v1/app/category?per_page=2&page=1',
    });
    expect(p2.body.data.map((c: any) => c.id)).toEqual([cats[2].id, cats[3].id]);

    const p3 = await t.http().get(`${BASE}?per_page=2&page=3`).set(bearer(key));
    expect(p3.status).toBe(200);
    expect(p3.body.meta).toEqual({
      total: 5,
      per_page: 2,
      current_page: 3,
      last_page: 3,
      first_page: 1,
      first_page_url: '/v1/app/category?per_page=2&page=1',
      last_page_url: '/v1/app/category?per_page=2&page=3',
      next_page_url: null,
      previous_page_url: '/v1/app/category?per_page=2&page=2',
    });
    expect(p3.body.data.map((c: any) => c.id)).toEqual([cats[4].id]);
  });

  test('REST page past the end -> data [] with true meta', async () => {
    const { key } = await storeWith(3);
    const res = await t.http().get(`${BASE}?per_page=2&page=7`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(Object.keys(res.body.meta).sort()).toEqual(META_KEYS);
    expect(res.body.meta).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 7,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/category?per_page=2&page=1',
      last_page_url: '/v1/app/category?per_page=2&page=2',
      next_page_url: null,
    });
    // a page before this one exists; the brief does not decide between page 6 and the last page
    expect(res.body.meta.previous_page_url).toMatch(/^\/v1\/app\/category\?per_page=2&page=\d+$/);
  });

  test('REST per_page=100 is accepted', async () => {
    const { key } = await storeWith(2);
    const res = await t.http().get(`${BASE}?per_page=100`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta.per_page).toBe(100);
    expect(res.body.data).toHaveLength(2);
  });

  test('REST order is position, then id', async () => {
    const { key } = await t.createStore();
    const a = await make(key, { name: 'A', position: 2 });
    const b = await make(key, { name: 'B', position: 0 });
    const c = await make(key, { name: 'C', position: 1 });
    const d = await make(key, { name: 'D', position: 0 });

    const res = await t.http().get(BASE).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: any) => x.name)).toEqual(['B', 'D', 'C', 'A']);
    expect(res.body.data.map((x: any) => x.id)).toEqual([b.id, d.id, c.id, a.id]);

    const all = await t.http().get(`${BASE}?all=true`).set(bearer(key));
    expect(all.body.map((x: any) => x.name)).toEqual(['B', 'D', 'C', 'A']);
  });

  test('REST all=true -> bare array of every category, beyond one page', async () => {
    const { store, key } = await t.createStore();
    const other = await t.createStore();
    await make(other.key, { name: 'Foreign' });
    const made: Record<string, any>[] = [];
    for (let i = 1; i <= 17; i++) made.push(await make(key, { name: `Cat ${i}` }));

    const res = await t.http().get(`${BASE}?all=true`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(17);
    expect(res.body).toEqual(made);
    for (const c of res.body) expect(c.store_id).toBe(store.id);
  });

  test('REST parent_id filter: only its direct children, filter repeated in the links', async () => {
    const { key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const otherParent = await make(key, { name: 'Other Parent' });
    const k1 = await make(key, { name: 'Kid 1', parent_id: parent.id });
    const k2 = await make(key, { name: 'Kid 2', parent_id: parent.id });
    const k3 = await make(key, { name: 'Kid 3', parent_id: parent.id });
    const grandkid = await make(key, { name: 'Grandkid', parent_id: k1.id });
    await make(key, { name: 'Elsewhere', parent_id: otherParent.id });

    const res = await t.http().get(`${BASE}?parent_id=${parent.id}&per_page=2`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: `/v1/app/category?parent_id=${parent.id}&per_page=2&page=1`,
      last_page_url: `/v1/app/category?parent_id=${parent.id}&per_page=2&page=2`,
      next_page_url: `/v1/app/category?parent_id=${parent.id}&per_page=2&page=2`,
      previous_page_url: null,
    });
    expect(res.body.data.map((c: any) => c.id)).toEqual([k1.id, k2.id]);

    const page2 = await t.http().get(`${BASE}?parent_id=${parent.id}&per_page=2&page=2`).set(bearer(key));
    expect(page2.body.data.map((c: any) => c.id)).toEqual([k3.id]);

    const all = await t.http().get(`${BASE}?parent_id=${parent.id}&all=true`).set(bearer(key));
    expect(all.status).toBe(200);
    expect(all.body.map((c: any) => c.id)).toEqual([k1.id, k2.id, k3.id]);

    const nested = await t.http().get(`${BASE}?parent_id=${k1.id}`).set(bearer(key));
    expect(nested.body.data.map((c: any) => c.id)).toEqual([grandkid.id]);
  });

  test('REST parent_id of another store lists nothing', async () => {
    const { key } = await t.createStore();
    await make(key, { name: 'Mine' });
    const other = await t.createStore();
    const foreignParent = await make(other.key, { name: 'Foreign Parent' });
    await make(other.key, { name: 'Foreign Kid', parent_id: foreignParent.id });

    const res = await t.http().get(`${BASE}?parent_id=${foreignParent.id}`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(0);
    expect(res.body.data).toEqual([]);
  });

  test.each([
    ['page=0', 'page', 'min'],
    ['page=-1', 'page', 'min'],
    ['per_page=101', 'per_page', 'range'],
    ['per_page=0', 'per_page', 'range'],
  ])('REST %s -> 422 field %s rule %s', async (query, field, rule) => {
    const { key } = await t.createStore();
    const res = await t.http().get(`${BASE}?${query}`).set(bearer(key));
    expectRestErrors(res, 422, [{ code: 'VALIDATION_FAILED', field, rule }]);
  });

  test.each(['page=abc', 'per_page=ten', 'all=maybe', 'parent_id=abc', 'page=1.5'])(
    'REST %s -> 400 BAD_REQUEST',
    async (query) => {
      const { key } = await t.createStore();
      const res = await t.http().get(`${BASE}?${query}`).set(bearer(key));
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    },
  );

  test('GraphQL categories: exact camelCase meta, links are the REST paths with page last', async () => {
    const { key, cats } = await storeWith(5);

    const out = await t.gql(key, Q.list, { page: 2, perPage: 2 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.categories.meta).toEqual({
      total: 5,
      perPage: 2,
      currentPage: 2,
      lastPage: 3,
      firstPage: 1,
      firstPageUrl: '/v1/app/category?per_page=2&page=1',
      lastPageUrl: '/v1/app/category?per_page=2&page=3',
      nextPageUrl: '/v1/app/category?per_page=2&page=3',
      previousPageUrl: '/v1/app/category?per_page=2&page=1',
    });
    expect(out.data!.categories.data.map((c: any) => c.id)).toEqual([cats[2].id, cats[3].id]);
  });

  test('GraphQL categories: defaults (page 1, perPage 15) and the same rows as REST', async () => {
    const { key, cats } = await storeWith(3);
    const out = await t.gql(key, Q.list, {});
    expect(out.errors).toBeUndefined();
    expect(out.data!.categories.meta).toEqual({
      total: 3,
      perPage: 15,
      currentPage: 1,
      lastPage: 1,
      firstPage: 1,
      firstPageUrl: '/v1/app/category?page=1',
      lastPageUrl: '/v1/app/category?page=1',
      nextPageUrl: null,
      previousPageUrl: null,
    });
    expect(out.data!.categories.data).toEqual(
      cats.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parentId: null, position: c.position })),
    );
  });

  test('GraphQL categories: page past the end -> data [] with true meta', async () => {
    const { key } = await storeWith(3);
    const out = await t.gql(key, Q.list, { page: 9, perPage: 2 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.categories.data).toEqual([]);
    expect(out.data!.categories.meta).toMatchObject({
      total: 3,
      perPage: 2,
      currentPage: 9,
      lastPage: 2,
      firstPage: 1,
      nextPageUrl: null,
    });
  });

  test('GraphQL categories: parentId filter, repeated in the links', async () => {
    const { key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    await make(key, { name: 'Loose' });
    const k1 = await make(key, { name: 'Kid 1', parent_id: parent.id });
    const k2 = await make(key, { name: 'Kid 2', parent_id: parent.id });

    const out = await t.gql(key, Q.list, { parentId: parent.id, perPage: 1 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.categories.data.map((c: any) => c.id)).toEqual([k1.id]);
    const meta = out.data!.categories.meta;
    expect(meta).toMatchObject({ total: 2, perPage: 1, currentPage: 1, lastPage: 2, firstPage: 1, previousPageUrl: null });
    expect(Object.keys(meta).sort()).toEqual(
      ['total', 'perPage', 'currentPage', 'lastPage', 'firstPage', 'firstPageUrl', 'lastPageUrl', 'nextPageUrl', 'previousPageUrl'].sort(),
    );
    // GraphQL arguments have no order of their own: the filters may come in any order, page last
    const filters = { parent_id: String(parent.id), per_page: '1' };
    expectLink(meta.firstPageUrl, filters, 1);
    expectLink(meta.lastPageUrl, filters, 2);
    expectLink(meta.nextPageUrl, filters, 2);
    const page2 = await t.gql(key, Q.list, { parentId: parent.id, perPage: 1, page: 2 });
    expect(page2.data!.categories.data.map((c: any) => c.id)).toEqual([k2.id]);
  });

  test.each([
    [{ page: 0 }, 'page', 'min'],
    [{ perPage: 101 }, 'per_page', 'range'],
    [{ perPage: 0 }, 'per_page', 'range'],
  ])('GraphQL categories(%j) -> VALIDATION_FAILED field %s rule %s, as REST', async (vars, field, rule) => {
    const { key } = await t.createStore();
    expectGqlErrors(await t.gql(key, Q.list, vars), [{ code: 'VALIDATION_FAILED', field, rule }]);
  });

  test('GraphQL categories with parent and subcategories does not query per row', async () => {
    const { key } = await t.createStore();
    const query = `{ categories(perPage: 100) { data { id parent { id } subcategories { id } } } }`;

    const measure = async () => {
      const before = t.database.stats.statements;
      const out = await t.gql(key, query);
      expect(out.errors).toBeUndefined();
      return { statements: t.database.stats.statements - before, rows: out.data!.categories.data.length };
    };

    const p1 = await make(key, { name: 'P1' });
    await make(key, { name: 'K1', parent_id: p1.id });
    const small = await measure();
    expect(small.rows).toBe(2);

    for (let i = 2; i <= 5; i++) {
      const p = await make(key, { name: `P${i}` });
      await make(key, { name: `K${i}`, parent_id: p.id });
    }
    const large = await measure();
    expect(large.rows).toBe(10);
    expect(large.statements).toBe(small.statements);
  });
});

// ---------------------------------------------------------------------------------------------
// get

describe('get', () => {
  test('REST GET one: exact fields, store offset timestamps', async () => {
    const { store, key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const created = await make(key, {
      name: 'Skins',
      parent_id: parent.id,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://cdn.example.com/skins.png',
      banner: 'http://cdn.example.com/skins-banner.png',
    });

    const res = await t.http().get(`${BASE}/${created.id}`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(CATEGORY_KEYS);
    expect(res.body).toEqual({
      id: created.id,
      store_id: store.id,
      name: 'Skins',
      slug: 'skins',
      parent_id: parent.id,
      position: 0,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://cdn.example.com/skins.png',
      banner: 'http://cdn.example.com/skins-banner.png',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const dbRow = await row(created.id);
    expect(new Date(res.body.created_at).getTime()).toBe(dbRow!.createdAt.getTime());
    expect(new Date(res.body.updated_at).getTime()).toBe(dbRow!.updatedAt.getTime());
  });

  test('GraphQL category(id): same data as REST, with parent and ordered subcategories', async () => {
    const { key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const s1 = await make(key, { name: 'Sub B', parent_id: parent.id, position: 1 });
    const s2 = await make(key, { name: 'Sub A', parent_id: parent.id, position: 0 });

    const out = await t.gql(key, Q.get, { id: parent.id });
    expect(out.errors).toBeUndefined();
    const c = out.data!.category;
    const rest = await t.http().get(`${BASE}/${parent.id}`).set(bearer(key));
    expect(gqlToRest(c)).toEqual(rest.body);
    expect(c.parent).toBeNull();
    expect(c.subcategories).toEqual([
      { id: s2.id, slug: 'sub-a', position: 0 },
      { id: s1.id, slug: 'sub-b', position: 1 },
    ]);

    const sub = await t.gql(key, Q.get, { id: s1.id });
    expect(sub.data!.category.parent).toEqual({ id: parent.id, slug: 'parent' });
    expect(sub.data!.category.parentId).toBe(parent.id);
    expect(sub.data!.category.subcategories).toEqual([]);
  });

  test.each(SURFACES)('%s: unknown id and another store\'s id -> NOT_FOUND', async (surface) => {
    const { key } = await t.createStore();
    const other = await t.createStore();
    const foreign = await make(other.key, { name: 'Foreign' });

    for (const id of [foreign.id, 999999]) {
      if (surface === 'rest') {
        expectRestErrors(await t.http().get(`${BASE}/${id}`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
      } else {
        expectGqlErrors(await t.gql(key, Q.get, { id }), [{ code: 'NOT_FOUND' }]);
      }
    }
  });

  test('timestamps carry the offset of the store\'s own time zone', async () => {
    const { key } = await t.createStore({ timezone: 'Asia/Tokyo' });
    const c = await make(key, { name: 'Tokyo' });
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+09:00$/);
    const out = await t.gql(key, Q.get, { id: c.id });
    expect(out.data!.category.createdAt).toBe(c.created_at);
    expect(new Date(c.created_at).getTime()).toBe((await row(c.id))!.createdAt.getTime());
  });

  test('REST unknown path under /v1/app -> 404 NOT_FOUND', async () => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().get('/v1/app/categoryz').set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });

  test.each(['abc', '0', '-1', '1.5'])('REST GET /category/%s (not an id) -> 404', async (id) => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().get(`${BASE}/${id}`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });
});

// ---------------------------------------------------------------------------------------------
// create

describe('create', () => {
  test.each(SURFACES)('%s: minimal create -> 201 with generated slug, defaults, stored', async (surface) => {
    const { store, key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
    expect(c).toEqual({
      id: expect.any(Number),
      store_id: store.id,
      name: 'Ranks VIP',
      slug: 'ranks-vip',
      parent_id: null,
      position: 0,
      hide_category: false,
      hide_subcategory: false,
      image: null,
      banner: null,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const stored = await row(c.id);
    expect(stored).toMatchObject({
      storeId: store.id,
      name: 'Ranks VIP',
      slug: 'ranks-vip',
      parentId: null,
      position: 0,
      hideCategory: false,
      hideSubcategory: false,
      image: null,
      banner: null,
    });
    // the other surface reads the same thing
    const rest = await t.http().get(`${BASE}/${c.id}`).set(bearer(key));
    expect(rest.body).toEqual(c);
  });

  test('REST responds 201', async () => {
    const { key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).send({ name: 'Kits' });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('kits');
  });

  test.each(SURFACES)('%s: every field supplied is stored', async (surface) => {
    const { store, key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const c = await createOnSurface(surface, key, {
      name: 'Full',
      slug: 'custom-slug-1',
      parent_id: parent.id,
      position: 7,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://img.example.com/a.png',
      banner: 'http://img.example.com/b.png',
    });
    expect(c).toMatchObject({
      store_id: store.id,
      name: 'Full',
      slug: 'custom-slug-1',
      parent_id: parent.id,
      position: 7,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://img.example.com/a.png',
      banner: 'http://img.example.com/b.png',
    });
    expect(await row(c.id)).toMatchObject({ slug: 'custom-slug-1', parentId: parent.id, position: 7 });
  });

  test.each(SURFACES)('%s: generated slugs are unique per store with -2, -3 suffixes', async (surface) => {
    const { key } = await t.createStore();
    const a = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    const b = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    const c = await createOnSurface(surface, key, { name: 'ranks vip' });
    expect([a.slug, b.slug, c.slug]).toEqual(['ranks-vip', 'ranks-vip-2', 'ranks-vip-3']);
  });

  test('a generated slug skips a suffix that a supplied slug already holds', async () => {
    const { key } = await t.createStore();
    await make(key, { name: 'Kits' });
    await make(key, { name: 'Something', slug: 'kits-2' });
    const c = await make(key, { name: 'Kits' });
    expect(c.slug).toBe('kits-3');
  });

  test.each(SURFACES)('%s: another store may use the same slug, generated or supplied', async (surface) => {
    const s1 = await t.createStore();
    const s2 = await t.createStore();
    await make(s1.key, { name: 'Ranks VIP' });
    await make(s1.key, { name: 'Other', slug: 'shared' });

    const generated = await createOnSurface(surface, s2.key, { name: 'Ranks VIP' });
    expect(generated.slug).toBe('ranks-vip');
    const supplied = await createOnSurface(surface, s2.key, { name: 'Mine', slug: 'shared' });
    expect(supplied.slug).toBe('shared');
    expect(await countIn(s2.store.id)).toBe(2);
  });

  test('concurrent creates with the same name all succeed with distinct generated slugs', async () => {
    const { store, key } = await t.createStore();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.http().post(BASE).set(bearer(key)).send({ name: 'Rush Hour' })),
    );
    expect(results.map((r) => [r.status, r.body.errors])).toEqual(Array.from({ length: 5 }, () => [201, undefined]));
    expect(results.map((r) => r.body.slug).sort()).toEqual(['rush-hour', 'rush-hour-2', 'rush-hour-3', 'rush-hour-4', 'rush-hour-5']);
    expect(await countIn(store.id)).toBe(5);
  });

  test('concurrent creates in one parent get distinct positions at the end', async () => {
    const { key } = await t.createStore();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.http().post(BASE).set(bearer(key)).send({ name: `Cat ${i}`, slug: `cat-${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.position).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test.each(SURFACES)('%s: position defaults to the end among its siblings', async (surface) => {
    const { key } = await t.createStore();
    const a = await createOnSurface(surface, key, { name: 'A' });
    const b = await createOnSurface(surface, key, { name: 'B' });
    const a1 = await createOnSurface(surface, key, { name: 'A1', parent_id: a.id });
    const a2 = await createOnSurface(surface, key, { name: 'A2', parent_id: a.id });
    const b1 = await createOnSurface(surface, key, { name: 'B1', parent_id: b.id });
    const c = await createOnSurface(surface, key, { name: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect([a1.position, a2.position]).toEqual([0, 1]);
    expect(b1.position).toBe(0);
  });

  test.each(SURFACES)('%s: hide_subcategory true is accepted for a subcategory', async (surface) => {
    const { key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const c = await createOnSurface(surface, key, { name: 'Sub', parent_id: parent.id, hide_subcategory: true });
    expect(c.hide_subcategory).toBe(true);
    expect((await row(c.id))!.hideSubcategory).toBe(true);
  });

  test.each(SURFACES)('%s: hide_subcategory false on a top-level category is fine', async (surface) => {
    const { key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Top', hide_subcategory: false });
    expect(c.hide_subcategory).toBe(false);
  });

  test.each(SURFACES)('%s: parent_id null creates a top-level category', async (surface) => {
    const { key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Top', parent_id: null });
    expect(c.parent_id).toBeNull();
  });

  // Each case: a store (with one existing category "Existing" / slug "existing"), the body to send,
  // and the errors both surfaces must answer.
  type Ctx = { key: string; storeId: number; existingId: number; foreignId: number };
  const createFailures: [string, (c: Ctx) => Body, Expected[]][] = [
    ['name missing', () => ({}), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name null', () => ({ name: null }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name empty', () => ({ name: '' }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name 101 chars', () => ({ name: 'x'.repeat(101) }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'max' }]],
    ['slug with spaces', () => ({ name: 'Ok', slug: 'bad slug' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with a double hyphen', () => ({ name: 'Ok', slug: 'a--b' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with a leading hyphen', () => ({ name: 'Ok', slug: '-ab' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with punctuation', () => ({ name: 'Ok', slug: 'vip!' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug taken in the store', () => ({ name: 'Ok', slug: 'existing' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }]],
    ['parent_id unknown', () => ({ name: 'Ok', parent_id: 999999 }), [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }]],
    [
      "parent_id of another store's category",
      (c) => ({ name: 'Ok', parent_id: c.foreignId }),
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      'hide_subcategory true on a top-level category',
      () => ({ name: 'Ok', hide_subcategory: true }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true with parent_id null',
      () => ({ name: 'Ok', parent_id: null, hide_subcategory: true }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    ['image not a URL', () => ({ name: 'Ok', image: 'not a url' }), [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }]],
    ['image ftp URL', () => ({ name: 'Ok', image: 'ftp://example.com/a.png' }), [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }]],
    ['banner javascript URL', () => ({ name: 'Ok', banner: 'javascript:alert(1)' }), [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }]],
    ['banner relative path', () => ({ name: 'Ok', banner: '/img/b.png' }), [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }]],
    [
      'several failing fields',
      () => ({ image: 'nope', banner: 'nope either' }),
      [
        { code: 'VALIDATION_FAILED', field: 'name', rule: 'required' },
        { code: 'VALIDATION_FAILED', field: 'image', rule: 'url' },
        { code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' },
      ],
    ],
  ];

  describe.each(SURFACES)('%s failures', (surface) => {
    test.each(createFailures)('%s -> 422 and nothing written', async (_title, build, expected) => {
      const { store, key } = await t.createStore();
      const other = await t.createStore();
      const existing = await make(key, { name: 'Existing' });
      const foreign = await make(other.key, { name: 'Foreign' });
      const body = build({ key, storeId: store.id, existingId: existing.id, foreignId: foreign.id });

      await failCreate(surface, key, body, expected);

      expect(await countIn(store.id)).toBe(1);
      expect(await countIn(other.store.id)).toBe(1);
      expect(await t.db.category.count({ where: { parentId: foreign.id } })).toBe(0);
    });
  });

  test.each([
    ['name a number', { name: 123 }, 'name'],
    ['parent_id a string', { name: 'Ok', parent_id: '1' }, 'parent_id'],
    ['hide_category a string', { name: 'Ok', hide_category: 'yes' }, 'hide_category'],
    ['image a number', { name: 'Ok', image: 5 }, 'image'],
  ])('REST %s -> 422 rule type, nothing written', async (_title, body, field) => {
    const { store, key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).send(body);
    expectRestErrors(res, 422, [{ code: 'VALIDATION_FAILED', field, rule: 'type' }]);
    expect(await countIn(store.id)).toBe(0);
  });

  test('GraphQL input of the wrong GraphQL type -> BAD_REQUEST, nothing written', async () => {
    const { store, key } = await t.createStore();
    const out = await t.gql(key, Q.create, { input: { name: 123 } });
    expect(out.errors).toBeDefined();
    expect(out.errors![0].extensions.code).toBe('BAD_REQUEST');
    expect(await countIn(store.id)).toBe(0);
  });

  test('REST body that is not JSON -> 400 BAD_REQUEST, nothing written', async () => {
    const { store, key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).set('content-type', 'application/json').send('{"name": "Broken"');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await countIn(store.id)).toBe(0);
  });

  test('name of exactly 100 characters is accepted', async () => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'n'.repeat(100) });
    expect(c.name).toBe('n'.repeat(100));
  });
});

// ---------------------------------------------------------------------------------------------
// update

describe('update', () => {
  test.each(SURFACES)('%s: rename without a slug regenerates the slug from the new name', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Old Name' });
    expect(c.slug).toBe('old-name');

    const updated = await updateOnSurface(surface, key, c.id, { name: 'Ranks VIP' });
    expect(updated).toMatchObject({ id: c.id, name: 'Ranks VIP', slug: 'ranks-vip' });
    expect(await row(c.id)).toMatchObject({ name: 'Ranks VIP', slug: 'ranks-vip' });
  });

  test.each(SURFACES)('%s: a regenerated slug is made unique in the store', async (surface) => {
    const { key } = await t.createStore();
    await make(key, { name: 'Ranks VIP' });
    const c = await make(key, { name: 'Other' });
    const updated = await updateOnSurface(surface, key, c.id, { name: 'Ranks VIP' });
    expect(updated.slug).toBe('ranks-vip-2');
  });

  test.each(SURFACES)('%s: rename with an explicit slug keeps that slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Old Name' });
    const updated = await updateOnSurface(surface, key, c.id, { name: 'New Name', slug: 'my-own-slug' });
    expect(updated).toMatchObject({ name: 'New Name', slug: 'my-own-slug' });
    expect(await row(c.id)).toMatchObject({ name: 'New Name', slug: 'my-own-slug' });
  });

  test.each(SURFACES)('%s: slug alone changes only the slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Keep' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'kept-name' });
    expect(updated).toMatchObject({ name: 'Keep', slug: 'kept-name' });
  });

  test.each(SURFACES)('%s: a change that does not touch the name keeps the slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Stable', slug: 'custom' });
    const updated = await updateOnSurface(surface, key, c.id, { hide_category: true });
    expect(updated).toMatchObject({ name: 'Stable', slug: 'custom', hide_category: true });
  });

  test.each(SURFACES)('%s: its own slug may be sent again', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Same' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'same', name: 'Same Again' });
    expect(updated).toMatchObject({ name: 'Same Again', slug: 'same' });
  });

  test.each(SURFACES)('%s: a slug used in another store is allowed', async (surface) => {
    const { key } = await t.createStore();
    const other = await t.createStore();
    await make(other.key, { name: 'Theirs', slug: 'popular' });
    const c = await make(key, { name: 'Mine' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'popular' });
    expect(updated.slug).toBe('popular');
  });

  test.each(SURFACES)('%s: parent_id null detaches a subcategory', async (surface) => {
    const { key } = await t.createStore();
    const parent = await make(key, { name: 'Parent' });
    const sub = await make(key, { name: 'Sub', parent_id: parent.id });
    const updated = await updateOnSurface(surface, key, sub.id, { parent_id: null });
    expect(updated.parent_id).toBeNull();
    expect((await row(sub.id))!.parentId).toBeNull();
    const children = await t.http().get(`${BASE}?parent_id=${parent.id}`).set(bearer(key));
    expect(children.body.meta.total).toBe(0);
  });

  test.each(SURFACES)('%s: parent_id moves a category under another one of the store', async (surface) => {
    const { key } = await t.createStore();
    const a = await make(key, { name: 'A' });
    const b = await make(key, { name: 'B' });
    const a1 = await make(key, { name: 'A1', parent_id: a.id });
    const updated = await updateOnSurface(surface, key, a1.id, { parent_id: b.id });
    expect(updated.parent_id).toBe(b.id);
    expect((await row(a1.id))!.parentId).toBe(b.id);
  });

  test.each(SURFACES)('%s: every field can change; updated_at moves, created_at does not', async (surface) => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Before', image: 'https://x.example.com/1.png' });
    await new Promise((r) => setTimeout(r, 5));
    const updated = await updateOnSurface(surface, key, c.id, {
      name: 'After',
      position: 4,
      hide_category: true,
      image: null,
      banner: 'https://x.example.com/banner.png',
    });
    expect(updated).toMatchObject({
      id: c.id,
      name: 'After',
      slug: 'after',
      position: 4,
      hide_category: true,
      hide_subcategory: false,
      image: null,
      banner: 'https://x.example.com/banner.png',
      created_at: c.created_at,
    });
    expect(updated.updated_at).toMatch(TIMESTAMP);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(new Date(c.updated_at).getTime());
  });

  describe('hide_subcategory accepted', () => {
    test.each(SURFACES)('%s: on a category that has subcategories', async (surface) => {
      const { key } = await t.createStore();
      const parent = await make(key, { name: 'Parent' });
      await make(key, { name: 'Kid', parent_id: parent.id });
      const updated = await updateOnSurface(surface, key, parent.id, { hide_subcategory: true });
      expect(updated.hide_subcategory).toBe(true);
      expect((await row(parent.id))!.hideSubcategory).toBe(true);
    });

    test.each(SURFACES)('%s: on a subcategory', async (surface) => {
      const { key } = await t.createStore();
      const parent = await make(key, { name: 'Parent' });
      const kid = await make(key, { name: 'Kid', parent_id: parent.id });
      const updated = await updateOnSurface(surface, key, kid.id, { hide_subcategory: true });
      expect(updated.hide_subcategory).toBe(true);
    });

    test.each(SURFACES)('%s: on a top-level category made a subcategory in the same request', async (surface) => {
      const { key } = await t.createStore();
      const parent = await make(key, { name: 'Parent' });
      const loose = await make(key, { name: 'Loose' });
      const updated = await updateOnSurface(surface, key, loose.id, { parent_id: parent.id, hide_subcategory: true });
      expect(updated).toMatchObject({ parent_id: parent.id, hide_subcategory: true });
      expect(await row(loose.id)).toMatchObject({ parentId: parent.id, hideSubcategory: true });
    });

    test.each(SURFACES)('%s: on a parent detached from its own parent, since it still has subcategories', async (surface) => {
      const { key } = await t.createStore();
      const top = await make(key, { name: 'Top' });
      const mid = await make(key, { name: 'Mid', parent_id: top.id });
      await make(key, { name: 'Leaf', parent_id: mid.id });
      const updated = await updateOnSurface(surface, key, mid.id, { parent_id: null, hide_subcategory: true });
      expect(updated).toMatchObject({ parent_id: null, hide_subcategory: true });
    });

    test.each(SURFACES)('%s: false is always accepted', async (surface) => {
      const { key } = await t.createStore();
      const c = await make(key, { name: 'Alone' });
      const updated = await updateOnSurface(surface, key, c.id, { hide_subcategory: false });
      expect(updated.hide_subcategory).toBe(false);
    });
  });

  // Each case builds its own categories and returns the id to PATCH and the body to send.
  type Setup = (key: string, foreignKey: string) => Promise<{ id: number; body: Body }>;
  const updateFailures: [string, Setup, Expected[]][] = [
    [
      'name empty',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { name: '' } }),
      [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }],
    ],
    [
      'name 101 chars',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { name: 'y'.repeat(101) } }),
      [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'max' }],
    ],
    [
      'slug with bad characters',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { slug: 'no_underscores' } }),
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }],
    ],
    [
      'slug of another category of the store',
      async (key) => {
        await make(key, { name: 'Taken' });
        return { id: (await make(key, { name: 'Cat' })).id, body: { slug: 'taken' } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }],
    ],
    [
      'rename with an explicit slug of another category',
      async (key) => {
        await make(key, { name: 'Taken' });
        return { id: (await make(key, { name: 'Cat' })).id, body: { name: 'Fresh Name', slug: 'taken' } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }],
    ],
    [
      'image not a URL',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { image: 'mailto:a@b.c' } }),
      [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }],
    ],
    [
      'banner not a URL',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { banner: 'www.example.com/b.png' } }),
      [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }],
    ],
    [
      'parent_id unknown',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { parent_id: 999999 } }),
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      "parent_id of another store's category",
      async (key, foreignKey) => {
        const foreign = await make(foreignKey, { name: 'Foreign' });
        return { id: (await make(key, { name: 'Cat' })).id, body: { parent_id: foreign.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      'parent_id itself',
      async (key) => {
        const c = await make(key, { name: 'Cat' });
        return { id: c.id, body: { parent_id: c.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id itself while it is a subcategory',
      async (key) => {
        const p = await make(key, { name: 'P' });
        const c = await make(key, { name: 'Cat', parent_id: p.id });
        return { id: c.id, body: { parent_id: c.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id its child',
      async (key) => {
        const c = await make(key, { name: 'Cat' });
        const child = await make(key, { name: 'Child', parent_id: c.id });
        return { id: c.id, body: { parent_id: child.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id its grandchild',
      async (key) => {
        const c = await make(key, { name: 'Cat' });
        const child = await make(key, { name: 'Child', parent_id: c.id });
        const grandchild = await make(key, { name: 'Grandchild', parent_id: child.id });
        return { id: c.id, body: { parent_id: grandchild.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'hide_subcategory true on a top-level category without subcategories',
      async (key) => ({ id: (await make(key, { name: 'Cat' })).id, body: { hide_subcategory: true } }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true while detaching a childless subcategory in the same request',
      async (key) => {
        const p = await make(key, { name: 'P' });
        const c = await make(key, { name: 'Cat', parent_id: p.id });
        return { id: c.id, body: { parent_id: null, hide_subcategory: true } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true on a category whose only subcategory is in another branch',
      async (key) => {
        const p = await make(key, { name: 'P' });
        await make(key, { name: 'Kid', parent_id: p.id });
        return { id: (await make(key, { name: 'Cat' })).id, body: { hide_subcategory: true } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'unknown id',
      async () => ({ id: 999999, body: { name: 'Whatever' } }),
      [{ code: 'NOT_FOUND' }],
    ],
    [
      "another store's id",
      async (_key, foreignKey) => ({ id: (await make(foreignKey, { name: 'Foreign' })).id, body: { name: 'Hijacked' } }),
      [{ code: 'NOT_FOUND' }],
    ],
  ];

  describe.each(SURFACES)('%s failures', (surface) => {
    test.each(updateFailures)('%s -> error and nothing written', async (_title, setup, expected) => {
      const { store, key } = await t.createStore();
      const other = await t.createStore();
      const { id, body } = await setup(key, other.key);
      const everyRow = () => t.db.category.findMany({ where: { storeId: { in: [store.id, other.store.id] } }, orderBy: { id: 'asc' } });
      const before = await everyRow();

      await failUpdate(surface, key, id, body, expected);

      expect(await everyRow()).toEqual(before);
    });
  });

  test('REST PATCH with a non-numeric id -> 404', async () => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().patch(`${BASE}/abc`).set(bearer(key)).send({ name: 'X' }), 404, [{ code: 'NOT_FOUND' }]);
  });

  test('REST PATCH with wrong JSON types -> 422 rule type, nothing written', async () => {
    const { key } = await t.createStore();
    const c = await make(key, { name: 'Cat' });
    const before = await row(c.id);
    const res = await t.http().patch(`${BASE}/${c.id}`).set(bearer(key)).send({ hide_category: 'true' });
    expectRestErrors(res, 422, [{ code: 'VALIDATION_FAILED', field: 'hide_category', rule: 'type' }]);
    expect(await row(c.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// delete

describe('delete', () => {
  test('REST DELETE an empty category -> 204 with an empty body, row gone', async () => {
    const { store, key } = await t.createStore();
    const c = await make(key, { name: 'Doomed' });
    const keep = await make(key, { name: 'Keep' });
    const res = await t.http().delete(`${BASE}/${c.id}`).set(bearer(key));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await row(c.id)).toBeNull();
    expect(await countIn(store.id)).toBe(1);
    expect(await row(keep.id)).not.toBeNull();
    expectRestErrors(await t.http().get(`${BASE}/${c.id}`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });

  test('GraphQL deleteCategory -> true, row gone', async () => {
    const { store, key } = await t.createStore();
    const c = await make(key, { name: 'Doomed' });
    const out = await t.gql(key, Q.delete, { id: c.id });
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ deleteCategory: true });
    expect(await row(c.id)).toBeNull();
    expect(await countIn(store.id)).toBe(0);
  });

  test.each(SURFACES)('%s: a subcategory can be deleted, then its parent', async (surface) => {
    const { store, key } = await t.createStore();
    const p = await make(key, { name: 'P' });
    const k = await make(key, { name: 'K', parent_id: p.id });
    for (const id of [k.id, p.id]) {
      if (surface === 'rest') expect((await t.http().delete(`${BASE}/${id}`).set(bearer(key))).status).toBe(204);
      else expect((await t.gql(key, Q.delete, { id })).data).toEqual({ deleteCategory: true });
    }
    expect(await countIn(store.id)).toBe(0);
  });

  describe.each(SURFACES)('%s failures', (surface) => {
    test('with packages -> 409 CONFLICT, category and packages kept', async () => {
      const { store, key } = await t.createStore();
      const c = await make(key, { name: 'Full' });
      await packageIn(store.id, c.id);
      const before = await row(c.id);
      await failDelete(surface, key, c.id, [{ code: 'CONFLICT' }]);
      expect(await row(c.id)).toEqual(before);
      expect(await t.db.package.count({ where: { categoryId: c.id } })).toBe(1);
    });

    test('with subcategories -> 409 CONFLICT, nothing removed', async () => {
      const { store, key } = await t.createStore();
      const c = await make(key, { name: 'Parent' });
      const kid = await make(key, { name: 'Kid', parent_id: c.id });
      const before = await row(c.id);
      await failDelete(surface, key, c.id, [{ code: 'CONFLICT' }]);
      expect(await row(c.id)).toEqual(before);
      expect((await row(kid.id))!.parentId).toBe(c.id);
      expect(await countIn(store.id)).toBe(2);
    });

    test('unknown id -> 404 NOT_FOUND', async () => {
      const { store, key } = await t.createStore();
      await make(key, { name: 'Bystander' });
      await failDelete(surface, key, 999999, [{ code: 'NOT_FOUND' }]);
      expect(await countIn(store.id)).toBe(1);
    });

    test("another store's id -> 404 NOT_FOUND, its category kept", async () => {
      const { key } = await t.createStore();
      const other = await t.createStore();
      const foreign = await make(other.key, { name: 'Foreign' });
      await failDelete(surface, key, foreign.id, [{ code: 'NOT_FOUND' }]);
      expect(await row(foreign.id)).not.toBeNull();
    });

    test('a deleted id -> 404 NOT_FOUND the second time', async () => {
      const { key } = await t.createStore();
      const c = await make(key, { name: 'Once' });
      expect((await t.http().delete(`${BASE}/${c.id}`).set(bearer(key))).status).toBe(204);
      await failDelete(surface, key, c.id, [{ code: 'NOT_FOUND' }]);
    });
  });

  test('REST DELETE with a non-numeric id -> 404', async () => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().delete(`${BASE}/abc`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });
});
