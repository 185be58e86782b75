import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestError, expectRestPairs } from '../helpers/errors';

/**
 * OTHER: a way of paying no provider reports (a bank transfer, cash...). Enabled without credentials,
 * in any currency; checkout answers the order with no payment data and asks no one; the owner approves
 * it by hand, and a refund asks no one either. Buyers see the owner's name for it, else "Outro"/"Other".
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const put = (key: string, body: object) => t.http().put('/v1/app/gateway/OTHER').set(bearer(key)).send(body);

async function shop(currency: 'BRL' | 'USD' = 'BRL') {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency, locale: currency === 'BRL' ? 'pt-BR' : 'en-US' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 15 });
  return { store, key, pkg: pkg.id };
}

const checkout = (domain: string, pkg: number) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', domain)
    .send({ items: [{ id: pkg, quantity: 1 }], client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve', gateway: 'OTHER' });

test('enabled without credentials, in any currency; credentials sent are refused and nothing is stored', async () => {
  const { store, key } = await shop('USD');
  expectRestPairs(await put(key, { enabled: true, credentials: { iban: 'DE89370400440532013000' } }), 422, 'VALIDATION_FAILED', [['credentials', 'empty']]);
  expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);

  const res = await put(key, { enabled: true, name: 'Bank transfer (ask us on Discord)' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    gateway: 'OTHER',
    enabled: true,
    configured: true,
    credentials: null,
    name: 'Bank transfer (ask us on Discord)',
    display: 'Bank transfer (ask us on Discord)',
  });
  // An empty set is taken and keeps nothing.
  expect((await put(key, { enabled: true, credentials: {} })).body).toMatchObject({ enabled: true, configured: true, credentials: null });
  const row = await t.db.storeGateway.findUniqueOrThrow({ where: { storeId_gateway: { storeId: store.id, gateway: 'OTHER' } } });
  expect(row.credentialsEnc).toBeNull();
  expect((await put(key, { enabled: true, name: null })).body.display).toBe('Other');
});

test('checkout: 201, PENDING, no payment data; the owner approves by hand; a refund asks no one; no notification URL takes it', async () => {
  const { store, key, pkg } = await shop();
  expect((await put(key, { enabled: true })).status).toBe(200);
  const listed = await t.http().get('/v1/webstore/gateway').set('x-store-domain', store.domain);
  expect(listed.body).toEqual([{ gateway: 'OTHER', name: 'OTHER', display: 'Outro', fee: 0, is_percentage_fee: false }]);

  const res = await checkout(store.domain, pkg);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ status: 'PENDING', checkout_url: null, pix_code: null, qr_code: null });
  const order = await t.http().get(`/v1/app/order/${res.body.order_id}`).set(bearer(key));
  expect(order.body).toMatchObject({ gateway: 'OTHER', gateway_display: 'Outro', status: 'PENDING' });
  expect(await t.db.order.findUniqueOrThrow({ where: { id: res.body.order_id } })).toMatchObject({ externalId: null, checkoutUrl: null });

  const approve = await t.http().patch(`/v1/app/order/${res.body.order_id}`).set(bearer(key)).send({ status: 'APPROVED' });
  expect(approve.status).toBe(200);
  expect(approve.body.status).toBe('APPROVED');
  const refund = await t.http().patch(`/v1/app/order/${res.body.order_id}`).set(bearer(key)).send({ status: 'REFUNDED' });
  expect(refund.body.status).toBe('REFUNDED');

  const notified = await t.http().post(`/v1/payments/other/${store.id}`).set('content-type', 'application/json').send('{"status":"paid"}');
  expectRestError(notified, 404, 'NOT_FOUND');
  expect(await t.db.paymentEvent.count({ where: { storeId: store.id } })).toBe(0);
});

test('disabled, checkout refuses it like any gateway the store does not take', async () => {
  const { store, key, pkg } = await shop();
  expect((await put(key, { enabled: false })).body).toMatchObject({ enabled: false, configured: true });
  expectRestPairs(await checkout(store.domain, pkg), 422, 'VALIDATION_FAILED', [['gateway', 'enabled']]);
});
