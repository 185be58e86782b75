import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aCategory, aPackage, aStore } from '../helpers/fixtures';
import { createApiKey, revokeApiKey } from '../../src/modules/store/store.service';
import {
  CatalogListsByParentCategoryNameDocument,
  CategoryCreateDocument,
  CategoryDeleteDocument,
  CategoryGetDocument,
  CategoryListDocument,
  CategoryUpdateDocument,
  PackageCreateDocument,
  PackageDeleteDocument,
  PackageGetDocument,
  PackageUpdateDocument,
} from '../graphql/__generated__/operations';

/**
 * Tenant isolation: a key sees and touches only its own store. Another store's id is a 404 (REST) or
 * NOT_FOUND (GraphQL), never its data, and a refused attempt leaves the other store's rows as they were.
 */

let t: TestApp;
let a: { storeId: number; key: string; category: number; subcategory: number; package: number; variation: number };
let b: { storeId: number; key: string; category: number; package: number };

beforeAll(async () => {
  t = await setupTestApp();

  const sa = await aStore(t, { category: { name: 'Ranks', slug: 'ranks' } });
  const category = sa.categoryId;
  const subcategory = (await aCategory(t, sa.key, { name: 'Mensal', parent_id: category })).id;
  const inSubcategory = { key: sa.key, categoryId: subcategory };
  const pkg = (
    await aPackage(t, inSubcategory, {
      slug: 'vip',
      price: 29.9,
      type: 'SINGLE',
      commands: [{ command: 'give {client_identifier} diamond' }],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801' } }],
      license_keys: ['A-KEY-1', 'A-KEY-2'],
    })
  ).id;
  const variation = (await aPackage(t, inSubcategory, { name: 'VIP Plus', price: 39.9, type: 'SINGLE', parent_id: pkg })).id;
  a = { storeId: sa.storeId, key: sa.key, category, subcategory, package: pkg, variation };

  const sb = await aStore(t, { category: { name: 'Kits' } });
  const bPackage = (await aPackage(t, sb, { name: 'Kit', price: 5, type: 'SINGLE' })).id;
  b = { storeId: sb.storeId, key: sb.key, category: sb.categoryId, package: bPackage };
});
afterAll(() => t.close());

/** Every row of store A that B might reach, read straight from the database. */
async function snapshotA() {
  return {
    categories: await t.db.category.findMany({ where: { storeId: a.storeId }, orderBy: { id: 'asc' } }),
    packages: await t.db.package.findMany({
      where: { storeId: a.storeId },
      orderBy: { id: 'asc' },
      include: { commands: true, discordActions: true, licenseKeys: true, fields: true, variables: true },
    }),
  };
}

async function snapshotB() {
  return {
    categories: await t.db.category.findMany({ where: { storeId: b.storeId }, orderBy: { id: 'asc' } }),
    packages: await t.db.package.findMany({ where: { storeId: b.storeId }, orderBy: { id: 'asc' }, include: { commands: true, licenseKeys: true } }),
  };
}

let before: Awaited<ReturnType<typeof snapshotA>>;
beforeAll(async () => {
  before = await snapshotA();
  expect(before.categories).toHaveLength(2);
  expect(before.packages).toHaveLength(2);
  expect(before.packages[0].commands).toHaveLength(1);
  expect(before.packages[0].licenseKeys).toHaveLength(2);
});

/** After every refused attempt, store A is exactly as it was. */
afterEach(async () => {
  expect(await snapshotA()).toEqual(before);
});

function expectNotFound(res: { status: number; body: any; headers: Record<string, string> }) {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'NOT_FOUND' }] });
  // Nothing of A's row may leak into the message.
  expect(JSON.stringify(res.body)).not.toMatch(/Ranks|Mensal|VIP|A-KEY/);
}

function expectGqlNotFound(res: { data?: any; errors?: { message: string; extensions: Record<string, any> }[] }) {
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0].extensions.code).toBe('NOT_FOUND');
  expect(res.data ?? null).toBeNull();
  expect(JSON.stringify(res)).not.toMatch(/Ranks|Mensal|VIP|A-KEY/);
}

describe('REST: B cannot reach A by id', () => {
  test.each([
    ['category', () => a.category],
    ['category', () => a.subcategory],
    ['package', () => a.package],
    ['package', () => a.variation],
  ])('GET /v1/app/%s/:id of A -> 404', async (kind, id) => {
    expectNotFound(await t.http().get(`/v1/app/${kind}/${id()}`).set(bearer(b.key)));
  });

  test('PATCH A category -> 404', async () => {
    expectNotFound(await t.http().patch(`/v1/app/category/${a.category}`).set(bearer(b.key)).send({ name: 'Hacked' }));
    expectNotFound(await t.http().patch(`/v1/app/category/${a.subcategory}`).set(bearer(b.key)).send({ parent_id: null, hide_category: true }));
    // A valid body that would be valid in B's own store too: still A's id, still 404.
    expectNotFound(await t.http().patch(`/v1/app/category/${a.category}`).set(bearer(b.key)).send({ parent_id: b.category }));
  });

  test('PATCH A package -> 404', async () => {
    expectNotFound(await t.http().patch(`/v1/app/package/${a.package}`).set(bearer(b.key)).send({ name: 'Hacked', price: 0 }));
    expectNotFound(
      await t
        .http()
        .patch(`/v1/app/package/${a.package}`)
        .set(bearer(b.key))
        .send({ license_keys: ['STOLEN'] }),
    );
    expectNotFound(await t.http().patch(`/v1/app/package/${a.package}`).set(bearer(b.key)).send({ commands: [] }));
    expectNotFound(await t.http().patch(`/v1/app/package/${a.variation}`).set(bearer(b.key)).send({ category_id: b.category }));
  });

  test('DELETE A category and package -> 404', async () => {
    expectNotFound(await t.http().delete(`/v1/app/package/${a.variation}`).set(bearer(b.key)));
    expectNotFound(await t.http().delete(`/v1/app/package/${a.package}`).set(bearer(b.key)));
    expectNotFound(await t.http().delete(`/v1/app/category/${a.category}`).set(bearer(b.key)));
    expectNotFound(await t.http().delete(`/v1/app/category/${a.subcategory}`).set(bearer(b.key)));
  });
});

describe('REST: B lists never include A', () => {
  test('category list', async () => {
    const res = await t.http().get('/v1/app/category?per_page=100').set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(1);
    expect(res.body.data.map((c: any) => c.id)).toEqual([b.category]);
    expect(res.body.data.every((c: any) => c.store_id === b.storeId)).toBe(true);
  });

  test('category list filtered by A parent is empty', async () => {
    const res = await t.http().get(`/v1/app/category?parent_id=${a.category}`).set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
  });

  test('category all=true', async () => {
    const res = await t.http().get('/v1/app/category?all=true').set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.id)).toEqual([b.category]);
  });

  test('package list', async () => {
    const res = await t.http().get('/v1/app/package?per_page=100').set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(1);
    expect(res.body.data.map((p: any) => p.id)).toEqual([b.package]);
    expect(res.body.data[0].store_id).toBe(b.storeId);
  });

  test('package list filtered by A category or A names is empty', async () => {
    for (const q of [`category_id=${a.subcategory}`, `category_id=${a.category}`, 'name=VIP']) {
      const res = await t.http().get(`/v1/app/package?${q}`).set(bearer(b.key));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta.total).toBe(0);
    }
  });

  test('package all=true', async () => {
    const res = await t.http().get('/v1/app/package?all=true').set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.id)).toEqual([b.package]);
  });

  test('and A still sees its own rows (the ids are real)', async () => {
    const res = await t.http().get(`/v1/app/package/${a.package}`).set(bearer(a.key));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'VIP', store_id: a.storeId });
    expect(res.body.license_keys.map((k: any) => k.key)).toEqual(['A-KEY-1', 'A-KEY-2']);
    const list = await t.http().get('/v1/app/category').set(bearer(a.key));
    expect(list.body.data.map((c: any) => c.id).sort()).toEqual([a.category, a.subcategory].sort());
  });
});

describe('GraphQL: B cannot reach A by id', () => {
  test('category(id) and package(id)', async () => {
    expectGqlNotFound(await t.gql(b.key, CategoryGetDocument, { id: a.category }));
    expectGqlNotFound(await t.gql(b.key, CategoryGetDocument, { id: a.subcategory }));
    expectGqlNotFound(await t.gql(b.key, PackageGetDocument, { id: a.package }));
    expectGqlNotFound(await t.gql(b.key, PackageGetDocument, { id: a.variation }));
  });

  test('updateCategory and updatePackage', async () => {
    expectGqlNotFound(await t.gql(b.key, CategoryUpdateDocument, { id: a.category, input: { name: 'Hacked' } }));
    expectGqlNotFound(await t.gql(b.key, CategoryUpdateDocument, { id: a.subcategory, input: { parentId: null } }));
    expectGqlNotFound(await t.gql(b.key, PackageUpdateDocument, { id: a.package, input: { name: 'Hacked', price: 0, licenseKeys: ['X'] } }));
    expectGqlNotFound(await t.gql(b.key, PackageUpdateDocument, { id: a.variation, input: { categoryId: b.category } }));
  });

  test('deleteCategory and deletePackage', async () => {
    expectGqlNotFound(await t.gql(b.key, PackageDeleteDocument, { id: a.variation }));
    expectGqlNotFound(await t.gql(b.key, PackageDeleteDocument, { id: a.package }));
    expectGqlNotFound(await t.gql(b.key, CategoryDeleteDocument, { id: a.subcategory }));
    expectGqlNotFound(await t.gql(b.key, CategoryDeleteDocument, { id: a.category }));
  });

  test('lists never include A', async () => {
    const res = await t.gql(b.key, CatalogListsByParentCategoryNameDocument, { c: a.subcategory, p: a.category, name: 'VIP' });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      all: { meta: { total: 1 }, data: [{ id: b.category, storeId: b.storeId, subcategories: [] }] },
      sub: { meta: { total: 0 }, data: [] },
      pkgs: { meta: { total: 1 }, data: [{ id: b.package, storeId: b.storeId, category: { id: b.category } }] },
      byCat: { meta: { total: 0 }, data: [] },
      byName: { meta: { total: 0 }, data: [] },
    });
  });
});

describe("A's ids in B's bodies are 422 exists, like ids that do not exist", () => {
  async function expect422(res: { status: number; body: any }, field: string) {
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ message: expect.any(String), code: 'VALIDATION_FAILED', field, rule: 'exists' }]);
  }

  test('REST create category with A parent_id', async () => {
    const beforeB = await snapshotB();
    await expect422(await t.http().post('/v1/app/category').set(bearer(b.key)).send({ name: 'Sub', parent_id: a.category }), 'parent_id');
    // An id that exists nowhere fails the same way.
    await expect422(await t.http().post('/v1/app/category').set(bearer(b.key)).send({ name: 'Sub', parent_id: 999_999 }), 'parent_id');
    expect(await snapshotB()).toEqual(beforeB);
  });

  test('REST create package with A category_id or parent_id', async () => {
    const beforeB = await snapshotB();
    await expect422(
      await t.http().post('/v1/app/package').set(bearer(b.key)).send({ name: 'P', category_id: a.subcategory, price: 1, type: 'SINGLE' }),
      'category_id',
    );
    await expect422(
      await t.http().post('/v1/app/package').set(bearer(b.key)).send({ name: 'P', category_id: 999_999, price: 1, type: 'SINGLE' }),
      'category_id',
    );
    await expect422(
      await t.http().post('/v1/app/package').set(bearer(b.key)).send({ name: 'P', category_id: b.category, price: 1, type: 'SINGLE', parent_id: a.package }),
      'parent_id',
    );
    expect(await snapshotB()).toEqual(beforeB);
  });

  test('REST update own rows with A ids', async () => {
    const beforeB = await snapshotB();
    await expect422(await t.http().patch(`/v1/app/category/${b.category}`).set(bearer(b.key)).send({ parent_id: a.category }), 'parent_id');
    await expect422(await t.http().patch(`/v1/app/package/${b.package}`).set(bearer(b.key)).send({ category_id: a.category }), 'category_id');
    await expect422(await t.http().patch(`/v1/app/package/${b.package}`).set(bearer(b.key)).send({ parent_id: a.package }), 'parent_id');
    expect(await snapshotB()).toEqual(beforeB);
  });

  test('GraphQL create with A ids', async () => {
    const beforeB = await snapshotB();
    const cat = await t.gql(b.key, CategoryCreateDocument, { input: { name: 'Sub', parentId: a.category } });
    expect(cat.errors?.map((e) => e.extensions)).toEqual([{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }]);
    const pkg = await t.gql(b.key, PackageCreateDocument, { input: { name: 'P', categoryId: a.subcategory, price: 1, type: 'SINGLE' } });
    expect(pkg.errors?.map((e) => e.extensions)).toEqual([{ code: 'VALIDATION_FAILED', field: 'category_id', rule: 'exists' }]);
    const variation = await t.gql(b.key, PackageCreateDocument, {
      input: { name: 'P', categoryId: b.category, price: 1, type: 'SINGLE', parentId: a.package },
    });
    expect(variation.errors?.map((e) => e.extensions)).toEqual([{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }]);
    expect(await snapshotB()).toEqual(beforeB);
  });
});

describe('revoked keys', () => {
  test('a revoked key is refused with 401 on REST and UNAUTHENTICATED on GraphQL', async () => {
    const { store, key } = await t.createStore();
    const other = await createApiKey(t.db, store.id, 'second');

    const ok = await t.http().get('/v1/app/category').set(bearer(key));
    expect(ok.status).toBe(200);

    expect(await revokeApiKey(t.db, key)).toBe(true);

    for (const req of [
      t.http().get('/v1/app/category').set(bearer(key)),
      t.http().get('/v1/app/package').set(bearer(key)),
      t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'After revoke' }),
    ]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] });
    }
    const g = await t.gql(key, CategoryListDocument);
    expect(g.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(g.data ?? null).toBeNull();
    expect(await t.db.category.count({ where: { storeId: store.id } })).toBe(0);

    // Revoking one key leaves the store's other keys working; revoking twice reports nothing to revoke.
    const stillOk = await t.http().get('/v1/app/category').set(bearer(other));
    expect(stillOk.status).toBe(200);
    expect(await revokeApiKey(t.db, key)).toBe(false);
  });
});
