import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  LIST_ITEM_KEYS,
  DETAIL_KEYS,
  SIMPLE_KEYS,
  COMMAND_KEYS,
  DISCORD_KEYS,
  LICENSE_KEY_KEYS,
  META_KEYS,
  sorted,
  keysOf,
  createCategory,
  variable,
  makePackage,
  restGet,
  expectRestError,
  expectGqlError,
} from './helpers';
import { PackageGetDocument, PackageListDocument } from '../../graphql/__generated__/operations';
import { aStore, aGameServer, type StoreFixture } from '../../helpers/fixtures';

/** Listing packages and reading one (REST and GraphQL). */

useApp();

// ---------------------------------------------------------------- list

describe('GET /v1/app/package (list)', () => {
  let s: StoreFixture;
  let kits: number;
  let made: Json[];
  beforeAll(async () => {
    s = await aStore(t);
    kits = await createCategory(s.key, 'Kits');
    const server = await aGameServer(t, s.storeId);
    made = [];
    made.push(
      await makePackage(s, {
        name: 'Diamond Sword',
        price: 29.9,
        commands: [{ command: 'give sword', game_server_id: server.id }],
        discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778802' } }],
        license_keys: ['SW-1'],
      }),
    );
    made.push(await makePackage(s, { name: 'Iron SWORD', price: 10 }));
    made.push(await makePackage(s, { name: 'Shield', price: 5.5 }));
    made.push(await makePackage(s, { name: 'Starter kit', price: 1, category_id: kits }));
    made.push(await makePackage(s, { name: 'Sword kit', price: 2, category_id: kits }));
    // Another store's packages never show up.
    const other = await aStore(t);
    await makePackage(other, { name: 'Foreign Sword' });
  });

  test('items have exactly the list fields, nested items their fields; default per_page 15', async () => {
    const res = await t.http().get('/v1/app/package').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 5,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/package?page=1',
      last_page_url: '/v1/app/package?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    expect(res.body.data).toHaveLength(5);
    for (const p of res.body.data as Json[]) expect(keysOf(p)).toEqual(sorted(LIST_ITEM_KEYS));
    const sword = res.body.data.find((p: Json) => p.id === made[0].id);
    expect(sword).toMatchObject({
      store_id: s.storeId,
      category_id: s.categoryId,
      name: 'Diamond Sword',
      price: 29.9,
      price_display: 'R$ 29,90',
      enabled: true,
      position: 0,
      expiry_days: null,
      inventory_amount: null,
      description: null,
      image: null,
      icon: null,
      per_user_limit: false,
      parent_id: null,
      is_variation_parent: false,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect(sword.commands).toHaveLength(1);
    expect(keysOf(sword.commands[0])).toEqual(sorted(COMMAND_KEYS));
    expect(sword.discord_actions).toHaveLength(1);
    expect(keysOf(sword.discord_actions[0])).toEqual(sorted(DISCORD_KEYS));
    expect(keysOf(sword.discord_actions[0].parameters)).toEqual(['channel_id', 'message', 'role_id']);
    expect(sword.license_keys).toHaveLength(1);
    expect(keysOf(sword.license_keys[0])).toEqual(sorted(LICENSE_KEY_KEYS));
    expect(res.body.data.find((p: Json) => p.id === made[2].id).price_display).toBe('R$ 5,50');
  });

  test('pagination: meta and links page by page, and a page past the end', async () => {
    const page1 = await t.http().get('/v1/app/package?per_page=2').set(bearer(s.key));
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({
      total: 5,
      per_page: 2,
      current_page: 1,
      last_page: 3,
      first_page: 1,
      first_page_url: '/v1/app/package?per_page=2&page=1',
      last_page_url: '/v1/app/package?per_page=2&page=3',
      next_page_url: '/v1/app/package?per_page=2&page=2',
      previous_page_url: null,
    });
    expect(page1.body.data).toHaveLength(2);

    const page3 = await t.http().get('/v1/app/package?per_page=2&page=3').set(bearer(s.key));
    expect(page3.body.meta).toMatchObject({
      total: 5,
      current_page: 3,
      last_page: 3,
      next_page_url: null,
      previous_page_url: '/v1/app/package?per_page=2&page=2',
    });
    expect(page3.body.data).toHaveLength(1);

    const all = [1, 2, 3].map(async (n) => (await t.http().get(`/v1/app/package?per_page=2&page=${n}`).set(bearer(s.key))).body.data);
    const ids = (await Promise.all(all)).flat().map((p: Json) => p.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids.sort()).toEqual(made.map((p) => p.id).sort());

    const past = await t.http().get('/v1/app/package?per_page=2&page=4').set(bearer(s.key));
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ total: 5, per_page: 2, current_page: 4, last_page: 3, next_page_url: null });
  });

  test('category_id filters, and the links repeat the filter', async () => {
    const res = await t.http().get(`/v1/app/package?category_id=${kits}&per_page=1`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      total: 2,
      per_page: 1,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=1`,
      last_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=2`,
      next_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=2`,
      previous_page_url: null,
    });
    const both = await t.http().get(`/v1/app/package?category_id=${kits}`).set(bearer(s.key));
    expect(both.body.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
    expect(both.body.data.map((p: Json) => p.position)).toEqual([0, 1]);
  });

  test('a category_id of another store lists nothing', async () => {
    const other = await aStore(t);
    const res = await t.http().get(`/v1/app/package?category_id=${other.categoryId}`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
  });

  test('name matches partially, ignoring case', async () => {
    const res = await t.http().get('/v1/app/package?name=sWoRd').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Json) => p.name).sort()).toEqual(['Diamond Sword', 'Iron SWORD', 'Sword kit']);
    expect(res.body.meta.total).toBe(3);
    expect(res.body.meta.first_page_url).toBe('/v1/app/package?name=sWoRd&page=1');

    const combined = await t.http().get(`/v1/app/package?name=KIT&category_id=${kits}`).set(bearer(s.key));
    expect(combined.body.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);

    const none = await t.http().get('/v1/app/package?name=axe').set(bearer(s.key));
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.total).toBe(0);
  });

  test('name is matched literally: % and _ in it are not wildcards', async () => {
    const own = await aStore(t);
    await makePackage(own, { name: 'Sale 100%' });
    await makePackage(own, { name: 'Big_Kit' });
    await makePackage(own, { name: 'Sword' });
    const names = async (text: string) => {
      const res = await t
        .http()
        .get(`/v1/app/package?name=${encodeURIComponent(text)}`)
        .set(bearer(own.key));
      expect(res.status).toBe(200);
      return res.body.data.map((p: Json) => p.name);
    };
    expect(await names('%')).toEqual(['Sale 100%']);
    expect(await names('_')).toEqual(['Big_Kit']);
    expect(await names('S_ord')).toEqual([]);
    const gql = await t.gql(own.key, PackageListDocument, { name: '%' });
    expect(gql.data!.packages.data.map((p: Json) => p.name)).toEqual(['Sale 100%']);
  });

  test('all=true gives a bare array of simplified items', async () => {
    const res = await t.http().get('/v1/app/package?all=true').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(5);
    for (const p of res.body as Json[]) expect(keysOf(p)).toEqual(sorted(SIMPLE_KEYS));
    expect(res.body.find((p: Json) => p.id === made[0].id)).toEqual({
      id: made[0].id,
      category_id: s.categoryId,
      parent_id: null,
      name: 'Diamond Sword',
      slug: 'diamond-sword',
      type: 'SINGLE',
      enabled: true,
      price: 29.9,
      price_display: 'R$ 29,90',
      position: 0,
    });
    const filtered = await t.http().get(`/v1/app/package?all=true&category_id=${kits}`).set(bearer(s.key));
    expect(filtered.body.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
  });

  test('price_display follows the store currency and locale: en-US/USD', async () => {
    const us = await aStore(t, { currency: 'USD', locale: 'en-US' });
    await makePackage(us, { name: 'Bundle', price: 1234.5 });
    const res = await t.http().get('/v1/app/package').set(bearer(us.key));
    expect(res.body.data[0].price).toBe(1234.5);
    expect(res.body.data[0].price_display).toBe('$1,234.50');
    const all = await t.http().get('/v1/app/package?all=true').set(bearer(us.key));
    expect(all.body[0].price_display).toBe('$1,234.50');
    const gql = await t.gql(us.key, PackageListDocument);
    expect(gql.data!.packages.data[0].priceDisplay).toBe('$1,234.50');
  });

  test.each([
    ['page=0', 'page=0', 'page', 'min'],
    ['per_page=101', 'per_page=101', 'per_page', 'range'],
    ['per_page=0', 'per_page=0', 'per_page', 'range'],
  ])('%s -> 422', async (_title, query, field, rule) => {
    const res = await t.http().get(`/v1/app/package?${query}`).set(bearer(s.key));
    expectRestError(res, 422, 'VALIDATION_FAILED', field, rule);
  });

  test.each([['page=abc'], ['all=maybe'], ['category_id=abc'], ['per_page=1.5']])('%s -> 400 BAD_REQUEST', async (query) => {
    const res = await t.http().get(`/v1/app/package?${query}`).set(bearer(s.key));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });

  test('401 without or with an unknown key', async () => {
    const none = await t.http().get('/v1/app/package');
    expectRestError(none, 401, 'UNAUTHENTICATED');
    const unknown = await t.http().get('/v1/app/package').set(bearer('sk_not_a_real_key'));
    expectRestError(unknown, 401, 'UNAUTHENTICATED');
  });

  test('the number of SQL statements does not grow with the page size (no N+1)', async () => {
    const count = async (perPage: number) => {
      const before = t.database.stats.statements;
      const res = await t.http().get(`/v1/app/package?per_page=${perPage}`).set(bearer(s.key));
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(perPage);
      return t.database.stats.statements - before;
    };
    const one = await count(1);
    const five = await count(5);
    expect(five).toBe(one);
  });

  describe('packages (GraphQL)', () => {
    test('pages with the same meta as REST', async () => {
      const body = await t.gql(s.key, PackageListDocument, { perPage: 2 });
      expect(body.errors).toBeUndefined();
      expect(body.data!.packages.meta).toEqual({
        total: 5,
        perPage: 2,
        currentPage: 1,
        lastPage: 3,
        firstPage: 1,
        firstPageUrl: '/v1/app/package?per_page=2&page=1',
        lastPageUrl: '/v1/app/package?per_page=2&page=3',
        nextPageUrl: '/v1/app/package?per_page=2&page=2',
        previousPageUrl: null,
      });
      const def = await t.gql(s.key, PackageListDocument);
      expect(def.data!.packages.meta).toMatchObject({ total: 5, perPage: 15, currentPage: 1, lastPage: 1 });
      expect(def.data!.packages.data).toHaveLength(5);
      expect(def.data!.packages.data.find((p: Json) => p.id === made[0].id)).toEqual({
        id: made[0].id,
        name: 'Diamond Sword',
        categoryId: s.categoryId,
        position: 0,
        price: 29.9,
        priceDisplay: 'R$ 29,90',
        enabled: true,
      });
    });

    test('links repeat the filters, with page last, when page is given', async () => {
      const body = await t.gql(s.key, PackageListDocument, { page: 1, perPage: 1, categoryId: kits });
      expect(body.errors).toBeUndefined();
      const meta = body.data!.packages.meta;
      expect(meta).toMatchObject({ total: 2, perPage: 1, currentPage: 1, lastPage: 2, previousPageUrl: null });
      for (const [url, page] of [
        [meta.firstPageUrl, '1'],
        [meta.lastPageUrl, '2'],
        [meta.nextPageUrl, '2'],
      ] as const) {
        const [path, query] = (url as string).split('?');
        expect(path).toBe('/v1/app/package');
        const params = [...new URLSearchParams(query).entries()];
        expect(params[params.length - 1]).toEqual(['page', page]);
        expect(Object.fromEntries(params)).toEqual({ per_page: '1', category_id: String(kits), page });
      }
    });

    test('categoryId and name filter as in REST', async () => {
      const byCategory = await t.gql(s.key, PackageListDocument, { categoryId: kits });
      expect(byCategory.data!.packages.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
      const byName = await t.gql(s.key, PackageListDocument, { name: 'SWORD' });
      expect(byName.data!.packages.data.map((p: Json) => p.name).sort()).toEqual(['Diamond Sword', 'Iron SWORD', 'Sword kit']);
      expect(byName.data!.packages.meta.total).toBe(3);
    });

    test('a page past the end gives no data with true meta', async () => {
      const body = await t.gql(s.key, PackageListDocument, { page: 9, perPage: 2 });
      expect(body.data!.packages.data).toEqual([]);
      expect(body.data!.packages.meta).toMatchObject({ total: 5, currentPage: 9, lastPage: 3, nextPageUrl: null });
    });

    test('page 0 fails with field page rule min, as in REST', async () => {
      expectGqlError(await t.gql(s.key, PackageListDocument, { page: 0 }), 'VALIDATION_FAILED', 'page', 'min');
    });

    test('perPage 101 fails with field per_page rule range, as in REST', async () => {
      expectGqlError(await t.gql(s.key, PackageListDocument, { perPage: 101 }), 'VALIDATION_FAILED', 'per_page', 'range');
    });

    test('without a key -> UNAUTHENTICATED', async () => {
      expectGqlError(await t.gql(null, PackageListDocument), 'UNAUTHENTICATED');
    });
  });
});

// ---------------------------------------------------------------- get one

describe('GET /v1/app/package/:id', () => {
  test('returns the list item plus compare_at_price, variables, fields, email, content and variations', async () => {
    const s = await aStore(t);
    const v1 = await variable(s.storeId);
    const v2 = await variable(s.storeId);
    const p = await makePackage(s, {
      name: 'Full',
      compare_at_price: 39.9,
      variables: [v2.id, v1.id],
      fields: [{ name: 'Nickname', type: 'TEXT', description: 'In-game name', required: true }],
      email: { title: 'T', content: 'C' },
    });
    const res = await restGet(s.key, p.id);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(DETAIL_KEYS));
    expect(res.body).toMatchObject({
      id: p.id,
      name: 'Full',
      price: 29.9,
      compare_at_price: 39.9,
      email: { title: 'T', content: 'C' },
      fields: [{ id: expect.any(Number), name: 'Nickname', type: 'TEXT', description: 'In-game name', required: true }],
      created_at: p.created_at,
    });
    // The variables whole, by id.
    expect(res.body.variables.map((v: Json) => [v.id, v.name])).toEqual([
      [v1.id, v1.name],
      [v2.id, v2.name],
    ]);

    const plain = await makePackage(s, { name: 'Plain' });
    const got = await restGet(s.key, plain.id);
    expect(got.body).toMatchObject({
      compare_at_price: null,
      variables: [],
      fields: [],
      email: null,
      emails: [],
      content: null,
      variations: [],
      commands: [],
      discord_actions: [],
      license_keys: [],
    });
  });

  test("404 for another store's package, an unknown id and a non-numeric id; GraphQL NOT_FOUND", async () => {
    const s = await aStore(t);
    const other = await aStore(t);
    const foreign = await makePackage(other, { name: 'Foreign' });
    expectRestError(await restGet(s.key, foreign.id), 404, 'NOT_FOUND');
    expectRestError(await restGet(s.key, 99_999_999), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/package/abc').set(bearer(s.key)), 404, 'NOT_FOUND');
    const gql = await t.gql(s.key, PackageGetDocument, { id: foreign.id });
    expectGqlError(gql, 'NOT_FOUND');
    expect(gql.data ?? null).toBeNull();
  });
});
