import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  SURFACES,
  BASE,
  TIMESTAMP,
  CATEGORY_KEYS,
  META_KEYS,
  Q,
  gqlToRest,
  expectRestErrors,
  expectGqlErrors,
  expectLink,
  countIn,
  row,
} from './helpers';
import { CategoryTreeDocument } from '../../graphql/__generated__/operations';
import { aCategory } from '../../helpers/fixtures';

/** Authentication, listing categories and reading one, on both surfaces. */

useApp();

// ---------------------------------------------------------------------------------------------
// authentication

describe('authentication', () => {
  const unauthenticatedBody = { errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] };

  test.each(['list', 'one', 'create', 'update', 'delete'])(
    'REST %s without a key, with a wrong key, or without "Bearer" -> 401 and nothing written',
    async (what) => {
      const { store, key } = await t.createStore();
      const existing = await aCategory(t, key, { name: 'Keep Me' });
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
    const existing = await aCategory(t, key, { name: 'Keep Me' });
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
    for (let i = 1; i <= n; i++) cats.push(await aCategory(t, key, { name: `C${i}` }));
    return { store, key, cats };
  }

  test("REST default page: per_page 15, exact meta, full objects, only the store's own categories", async () => {
    const { store, key, cats } = await storeWith(3);
    const other = await t.createStore();
    await aCategory(t, other.key, { name: 'Foreign' });

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
    const a = await aCategory(t, key, { name: 'A', position: 2 });
    const b = await aCategory(t, key, { name: 'B', position: 0 });
    const c = await aCategory(t, key, { name: 'C', position: 1 });
    const d = await aCategory(t, key, { name: 'D', position: 0 });

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
    await aCategory(t, other.key, { name: 'Foreign' });
    const made: Record<string, any>[] = [];
    for (let i = 1; i <= 17; i++) made.push(await aCategory(t, key, { name: `Cat ${i}` }));

    const res = await t.http().get(`${BASE}?all=true`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(17);
    expect(res.body).toEqual(made);
    for (const c of res.body) expect(c.store_id).toBe(store.id);
  });

  test('REST parent_id filter: only its direct children, filter repeated in the links', async () => {
    const { key } = await t.createStore();
    const parent = await aCategory(t, key, { name: 'Parent' });
    const otherParent = await aCategory(t, key, { name: 'Other Parent' });
    const k1 = await aCategory(t, key, { name: 'Kid 1', parent_id: parent.id });
    const k2 = await aCategory(t, key, { name: 'Kid 2', parent_id: parent.id });
    const k3 = await aCategory(t, key, { name: 'Kid 3', parent_id: parent.id });
    const grandkid = await aCategory(t, key, { name: 'Grandkid', parent_id: k1.id });
    await aCategory(t, key, { name: 'Elsewhere', parent_id: otherParent.id });

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
    await aCategory(t, key, { name: 'Mine' });
    const other = await t.createStore();
    const foreignParent = await aCategory(t, other.key, { name: 'Foreign Parent' });
    await aCategory(t, other.key, { name: 'Foreign Kid', parent_id: foreignParent.id });

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

  test.each(['page=abc', 'per_page=ten', 'all=maybe', 'parent_id=abc', 'page=1.5'])('REST %s -> 400 BAD_REQUEST', async (query) => {
    const { key } = await t.createStore();
    const res = await t.http().get(`${BASE}?${query}`).set(bearer(key));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

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
    expect(out.data!.categories.data).toEqual(cats.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parentId: null, position: c.position })));
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
    const parent = await aCategory(t, key, { name: 'Parent' });
    await aCategory(t, key, { name: 'Loose' });
    const k1 = await aCategory(t, key, { name: 'Kid 1', parent_id: parent.id });
    const k2 = await aCategory(t, key, { name: 'Kid 2', parent_id: parent.id });

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
    expectLink(meta.nextPageUrl!, filters, 2);
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
    const measure = async () => {
      const before = t.database.stats.statements;
      const out = await t.gql(key, CategoryTreeDocument);
      expect(out.errors).toBeUndefined();
      return { statements: t.database.stats.statements - before, rows: out.data!.categories.data.length };
    };

    const p1 = await aCategory(t, key, { name: 'P1' });
    await aCategory(t, key, { name: 'K1', parent_id: p1.id });
    const small = await measure();
    expect(small.rows).toBe(2);

    for (let i = 2; i <= 5; i++) {
      const p = await aCategory(t, key, { name: `P${i}` });
      await aCategory(t, key, { name: `K${i}`, parent_id: p.id });
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
    const parent = await aCategory(t, key, { name: 'Parent' });
    const created = await aCategory(t, key, {
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
    const parent = await aCategory(t, key, { name: 'Parent' });
    const s1 = await aCategory(t, key, { name: 'Sub B', parent_id: parent.id, position: 1 });
    const s2 = await aCategory(t, key, { name: 'Sub A', parent_id: parent.id, position: 0 });

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

  test.each(SURFACES)("%s: unknown id and another store's id -> NOT_FOUND", async (surface) => {
    const { key } = await t.createStore();
    const other = await t.createStore();
    const foreign = await aCategory(t, other.key, { name: 'Foreign' });

    for (const id of [foreign.id, 999999]) {
      if (surface === 'rest') {
        expectRestErrors(await t.http().get(`${BASE}/${id}`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
      } else {
        expectGqlErrors(await t.gql(key, Q.get, { id }), [{ code: 'NOT_FOUND' }]);
      }
    }
  });

  test("timestamps carry the offset of the store's own time zone", async () => {
    const { key } = await t.createStore({ timezone: 'Asia/Tokyo' });
    const c = await aCategory(t, key, { name: 'Tokyo' });
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
