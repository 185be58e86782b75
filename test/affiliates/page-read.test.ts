import { affiliatePage } from '../../src/modules/affiliates/affiliate.queries';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * The affiliates page without a filter is read by prepared statements on the pool
 * (`affiliatePage`, src/modules/affiliates/affiliate.queries.ts); its rows must be the ones
 * Prisma's count and join-include read, field for field and type for type (Decimal, Date, JSON).
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

test('a page reads as Prisma reads it, with its total, and only the store’s own', async () => {
  const s = await aStore(t);
  const other = await aStore(t);
  const packages = [await aPackage(t, s), await aPackage(t, s, { name: 'Second' })];
  for (let i = 0; i < 7; i++) {
    const res = await t
      .http()
      .post('/v1/app/affiliate')
      .set(bearer(s.key))
      .send({
        name: `Affiliate ${i}`,
        ref_code: `Page_${i}`,
        email: `affiliate${i}@example.com`,
        percent_commission: 10.5 + i,
        min_withdraw: 20,
        ...(i % 2 ? { package_commissions: packages.map((p, k) => ({ package_id: p.id, percent_commission: 5.25 + k })) } : {}),
        ...(i === 3 ? { withdraw_settings: { full_name: 'Carla', pix_key: '+5511999999999', pix_key_type: 'PHONE', cpf_cnpj: '12.345.678/0001-90' } } : {}),
      });
    expect(res.status).toBe(201);
  }
  await t
    .http()
    .post('/v1/app/affiliate')
    .set(bearer(other.key))
    .send({ name: 'Elsewhere', ref_code: 'Elsewhere', email: 'else@example.com', percent_commission: 1 })
    .expect(201);
  // A balance with cents, as commissions leave it.
  await t.db.affiliate.updateMany({ where: { storeId: s.storeId }, data: { balance: '12.30' } });

  for (const [take, skip] of [
    [3, 0],
    [3, 3],
    [3, 6],
    [3, 9],
    [100, 0],
  ]) {
    const ours = await affiliatePage(t.database.pool, s.storeId, take, skip);
    const prismas = await t.db.affiliate.findMany({
      where: { storeId: s.storeId },
      orderBy: { id: 'asc' },
      skip,
      take,
      include: { packageCommissions: { orderBy: { id: 'asc' } } },
    });
    expect(ours.total).toBe(7);
    expect(ours.page).toStrictEqual(prismas);
  }
  expect((await affiliatePage(t.database.pool, s.storeId, 100, 0)).page.filter((a) => a.packageCommissions.length === 2)).toHaveLength(3);
});

test('revenue and sales per affiliate: approved orders only, of this store, summed exactly (0.1 + 0.2 is 0.3)', async () => {
  const s = await aStore(t);
  const other = await aStore(t);
  const a = await t
    .http()
    .post('/v1/app/affiliate')
    .set(bearer(s.key))
    .send({ name: 'Stats', ref_code: 'StatsRef', email: 's@example.com', percent_commission: 10 });
  const b = await t
    .http()
    .post('/v1/app/affiliate')
    .set(bearer(s.key))
    .send({ name: 'None', ref_code: 'NoneRef', email: 'n@example.com', percent_commission: 10 });
  const order = (storeId: number, status: 'APPROVED' | 'PENDING', net: string, affiliateId: number) =>
    t.db.order.create({
      data: {
        storeId,
        internalId: `o${Math.random()}`,
        clientIdentifier: 'x',
        clientEmail: 'x@example.com',
        clientName: 'X',
        price: net,
        netReceived: net,
        gateway: 'PIX',
        status,
        currency: 'BRL',
        affiliateId,
      },
    });
  await order(s.storeId, 'APPROVED', '0.10', a.body.id);
  await order(s.storeId, 'APPROVED', '0.20', a.body.id);
  await order(s.storeId, 'PENDING', '99.00', a.body.id);
  await order(other.storeId, 'APPROVED', '50.00', a.body.id);
  const res = await t.http().get('/v1/app/affiliate?page=1').set(bearer(s.key)).expect(200);
  const byId = new Map(res.body.data.map((x: { id: number; revenue: string; sales: number }) => [x.id, x]));
  expect(byId.get(a.body.id)).toMatchObject({ revenue: 0.3, sales: 2 });
  expect(byId.get(b.body.id)).toMatchObject({ revenue: 0, sales: 0 });
});
