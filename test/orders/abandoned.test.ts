import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { sweepAbandonedOrders } from '../../src/modules/orders/order.service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function placeOrder(domain: string, packageId: number, client: string) {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', domain)
    .send({ items: [{ id: packageId, quantity: 1 }], client_identifier: client, client_email: `${client}@x.io`, client_name: client, gateway: 'PIX' });
  expect(res.status).toBe(201);
  return res.body.order_id as number;
}

test('a PENDING order older than the configured age emits ORDER_ABANDONED exactly once', async () => {
  const { store, key, categoryId } = await aStore(t, { category: { name: 'C' } });
  const pkg = await aPackage(t, { key, categoryId }, { name: 'P', price: 5, type: 'SINGLE' });
  const stale = await placeOrder(store.domain, pkg.id, 'old');
  const fresh = await placeOrder(store.domain, pkg.id, 'new');
  const approved = await placeOrder(store.domain, pkg.id, 'paid');
  const day = 24 * 3600 * 1000;
  await t.db.order.updateMany({ where: { id: { in: [stale, approved] } }, data: { createdAt: new Date(Date.now() - 2 * day) } });
  expect((await t.http().patch(`/v1/app/order/${approved}`).set(bearer(key)).send({ status: 'APPROVED' })).status).toBe(200);

  expect(await sweepAbandonedOrders(t.db, day)).toBe(1);
  expect(await sweepAbandonedOrders(t.db, day)).toBe(0);
  // Concurrent sweepers never emit twice either.
  await t.db.order.update({ where: { id: fresh }, data: { createdAt: new Date(Date.now() - 2 * day) } });
  const counts = await Promise.all([sweepAbandonedOrders(t.db, day), sweepAbandonedOrders(t.db, day), sweepAbandonedOrders(t.db, day)]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(1);

  const events = await t.db.outboxEvent.findMany({ where: { storeId: store.id, event: 'ORDER_ABANDONED' }, orderBy: { createdAt: 'asc' } });
  expect(events.map((e) => e.orderId).sort()).toEqual([stale, fresh].sort());
  const payload = events[0].payload as { event: string; data: { id: number; status: string } };
  expect(payload.event).toBe('ORDER_ABANDONED');
  expect(payload.data.status).toBe('PENDING');
  // Still PENDING: abandonment is an event, not a status.
  expect((await t.db.order.findUnique({ where: { id: stale } }))!.status).toBe('PENDING');
});
