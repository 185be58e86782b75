import { keyPools, packagesWithFields } from '../../src/modules/storefront/storefront.queries';
import { setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * The cart's reads run as prepared statements on the pool (src/modules/storefront/storefront.queries.ts);
 * they must read what Prisma's `findMany({ include: { fields } })` and the key pools' `groupBy` read,
 * field for field and type for type.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

test('packages with their fields read as Prisma reads them, only the store’s own', async () => {
  const s = await aStore(t);
  const other = await aStore(t);
  const [a, b, c] = [await aPackage(t, s, { name: 'A' }), await aPackage(t, s, { name: 'B' }), await aPackage(t, s, { name: 'C' })];
  const foreign = await aPackage(t, other, { name: 'Foreign' });
  await t.db.package.update({ where: { id: a.id }, data: { compareAtPrice: '19.90', giftCardValue: '5.05', inventoryAmount: 3 } });
  await t.db.packageField.createMany({
    data: [
      { storeId: s.storeId, packageId: a.id, name: 'Nick', position: 2 },
      { storeId: s.storeId, packageId: a.id, name: 'Server', type: 'NUMBER', required: false, description: 'Which one', position: 1 },
      { storeId: s.storeId, packageId: a.id, name: 'Mail', type: 'EMAIL', position: 1 },
    ],
  });
  const ids = [c.id, a.id, b.id, foreign.id, 999_999_999];
  const ours = await packagesWithFields(t.database.pool, s.storeId, ids);
  const prismas = await t.db.package.findMany({
    where: { storeId: s.storeId, id: { in: ids } },
    orderBy: { id: 'asc' },
    include: { fields: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } },
  });
  expect(prismas).toHaveLength(3);
  expect(ours).toStrictEqual(prismas);
  expect(ours.find((p) => p.id === a.id)!.fields.map((f) => f.name)).toEqual(['Server', 'Mail', 'Nick']);
  expect(await packagesWithFields(t.database.pool, s.storeId, [])).toEqual([]);
});

test('key pools: total and unused keys per package, none for a package without keys', async () => {
  const s = await aStore(t);
  const other = await aStore(t);
  const [a, b, none] = [await aPackage(t, s, { name: 'A' }), await aPackage(t, s, { name: 'B' }), await aPackage(t, s, { name: 'None' })];
  const key = (packageId: number, storeId: number, used: boolean, n: number) => ({ storeId, packageId, value: `K-${packageId}-${n}`, used });
  await t.db.licenseKey.createMany({
    data: [key(a.id, s.storeId, false, 1), key(a.id, s.storeId, true, 2), key(a.id, s.storeId, false, 3), key(b.id, s.storeId, true, 4)],
  });
  // Another store's keys for the same ids never count.
  await t.db.licenseKey.createMany({ data: [key(a.id, other.storeId, false, 5)] });
  const pools = await keyPools(t.database.pool, s.storeId, [a.id, b.id, none.id]);
  expect([...pools.entries()].sort(([x], [y]) => x - y)).toEqual([
    [a.id, { total: 3, unused: 2 }],
    [b.id, { total: 1, unused: 0 }],
  ]);
});
