import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { CategoriesWithParentAndSubcategoriesDocument, PackagesWithRelationsDocument } from '../graphql/__generated__/operations';

/**
 * No N+1: a list costs the same number of SQL statements whatever the page size, because relations
 * are batched per request (DataLoaders) instead of loaded row by row.
 */

let t: TestApp;
let key: string;
let categoryIds: number[];

const CATEGORY_COUNT = 4;
const PACKAGE_COUNT = 15;

beforeAll(async () => {
  t = await setupTestApp();
  const store = await t.createStore();
  key = store.key;

  categoryIds = [];
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const res = await t
      .http()
      .post('/v1/app/category')
      .set(bearer(key))
      .send({ name: `Category ${c}` });
    expect(res.status).toBe(201);
    categoryIds.push(res.body.id);
  }
  for (let i = 0; i < PACKAGE_COUNT; i++) {
    const res = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(key))
      .send({
        name: `Package ${i}`,
        category_id: categoryIds[i % CATEGORY_COUNT],
        price: 10 + i,
        type: 'SINGLE',
        commands: [{ command: `give {client_identifier} item${i}` }, { type: 'EXPIRE', command: `take {client_identifier} item${i}` }],
        discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: String(100_000_000_000_000_000n + BigInt(i)) } }],
        license_keys: [`KEY-${i}-A`, `KEY-${i}-B`],
      });
    expect(res.status).toBe(201);
  }

  // Another store's rows must not change the count either.
  const other = await t.createStore();
  const cat = await t.http().post('/v1/app/category').set(bearer(other.key)).send({ name: 'Other' });
  await t.http().post('/v1/app/package').set(bearer(other.key)).send({ name: 'Other', category_id: cat.body.id, price: 1, type: 'SINGLE' });
});
afterAll(() => t.close());

/** The SQL statements one call sends, and its result. */
async function counted<T>(call: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const start = t.database.stats.statements;
  const result = await call();
  return { statements: t.database.stats.statements - start, result };
}

test('GraphQL packages with category, commands, discord actions and license keys: same statement count for 15 and 5', async () => {
  // Warm up: the first request may open pool connections.
  await t.gql(key, PackagesWithRelationsDocument, { n: 1 });

  const page15 = await counted(() => t.gql(key, PackagesWithRelationsDocument, { n: 15 }));
  const page5 = await counted(() => t.gql(key, PackagesWithRelationsDocument, { n: 5 }));
  console.log(`GraphQL packages: perPage 15 -> ${page15.statements} statements, perPage 5 -> ${page5.statements} statements`);

  expect(page15.result.errors).toBeUndefined();
  expect(page5.result.errors).toBeUndefined();
  const data15 = page15.result.data!.packages.data;
  expect(page15.result.data!.packages.meta.total).toBe(PACKAGE_COUNT);
  expect(data15).toHaveLength(15);
  expect(page5.result.data!.packages.data).toHaveLength(5);
  // The relations really were resolved, for every row.
  expect(new Set(data15.map((p: any) => p.category.id))).toEqual(new Set(categoryIds));
  for (const p of data15) {
    expect(p.category.name).toMatch(/^Category \d$/);
    expect(p.commands).toHaveLength(2);
    expect(p.commands[0].command).toBe(`give {client_identifier} item${p.name.split(' ')[1]}`);
    expect(p.discordActions).toHaveLength(1);
    expect(p.licenseKeys).toHaveLength(2);
  }

  expect(page15.statements).toBe(page5.statements);
  expect(page15.statements).toBeGreaterThan(0);
  // Issue 7's budget: at most 4 (the key, the count, the page with its relations, the categories).
  expect(page15.statements).toBeLessThanOrEqual(4);
});

test('REST GET /v1/app/package: same statement count for per_page 15 and 5', async () => {
  await t.http().get('/v1/app/package?per_page=1').set(bearer(key));

  const page15 = await counted(() => t.http().get('/v1/app/package?per_page=15').set(bearer(key)));
  const page5 = await counted(() => t.http().get('/v1/app/package?per_page=5').set(bearer(key)));
  console.log(`REST /v1/app/package: per_page 15 -> ${page15.statements} statements, per_page 5 -> ${page5.statements} statements`);

  expect(page15.result.status).toBe(200);
  expect(page5.result.status).toBe(200);
  expect(page15.result.body.data).toHaveLength(15);
  expect(page5.result.body.data).toHaveLength(5);
  for (const p of page15.result.body.data) {
    expect(p.commands).toHaveLength(2);
    expect(p.discord_actions).toHaveLength(1);
    expect(p.license_keys).toHaveLength(2);
  }

  expect(page15.statements).toBe(page5.statements);
  expect(page15.statements).toBeGreaterThan(0);
  // The key, the count, the page with commands, Discord actions and license keys (one LATERAL join).
  expect(page15.statements).toBeLessThanOrEqual(3);
});

test('GraphQL categories with parent and subcategories: same statement count for 4 and 2', async () => {
  // Nest one level so that parent and subcategories have something to load.
  for (const parent of categoryIds) {
    const res = await t
      .http()
      .post('/v1/app/category')
      .set(bearer(key))
      .send({ name: `Sub of ${parent}`, parent_id: parent });
    expect(res.status).toBe(201);
  }
  const q = CategoriesWithParentAndSubcategoriesDocument;
  await t.gql(key, q, { n: 1 });
  const big = await counted(() => t.gql(key, q, { n: 8 }));
  const small = await counted(() => t.gql(key, q, { n: 2 }));
  console.log(`GraphQL categories: perPage 8 -> ${big.statements} statements, perPage 2 -> ${small.statements} statements`);

  expect(big.result.errors).toBeUndefined();
  const rows = big.result.data!.categories.data;
  expect(rows).toHaveLength(8);
  expect(rows.filter((c: any) => c.parent !== null)).toHaveLength(CATEGORY_COUNT);
  expect(rows.filter((c: any) => c.subcategories.length === 1)).toHaveLength(CATEGORY_COUNT);
  expect(big.statements).toBe(small.statements);
  expect(big.statements).toBeLessThanOrEqual(12);
});
