import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestPairs } from '../helpers/errors';
import { startPicpayFake, type PicpayCallback, type PicpayFake } from './fakes/picpay-fake';

/**
 * PICPAY end to end against a local PicPay (fakes/picpay-fake.ts): the store's settings, a checkout
 * that answers the payment link and QR code, callbacks checked by seller token and believed only
 * through PicPay's status read-back, applied once, refunds and chargebacks both ways, and a PicPay
 * that is down or does not answer.
 */

const TIMEOUT_MS = 3000;
let t: TestApp;
let pf: PicpayFake;

beforeAll(async () => {
  pf = await startPicpayFake();
  t = await setupTestApp({ config: { payments: { ...loadConfig({}).payments, picpayApiUrl: pf.url, timeoutMs: TIMEOUT_MS } } });
});
afterAll(async () => {
  await t?.close();
  await pf?.close();
});
afterEach(() => pf.reset());

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
  creds: { token: string; seller_token: string };
}

/** A BRL store selling a 29.90 package, with a PicPay account set up through the API. */
async function picpayShop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'BRL', locale: 'pt-BR' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 29.9 });
  const settings = await t
    .http()
    .patch('/v1/app/store')
    .set(bearer(key))
    .send({ return_url: `https://${store.domain}/obrigado`, cancel_url: `https://${store.domain}/carrinho` });
  expect(settings.status).toBe(200);
  const creds = { token: randomBytes(12).toString('hex'), seller_token: randomBytes(18).toString('hex') };
  pf.account(creds.token, creds.seller_token);
  const set = await t.http().put('/v1/app/gateway/PICPAY').set(bearer(key)).send({ enabled: true, credentials: creds });
  expect(set.status).toBe(200);
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id, creds };
}

const BUYER = {
  client_identifier: 'joao',
  client_email: 'joao@example.com',
  client_name: 'João da Silva',
  client_document: '12345678909',
  client_phone: '+55 27 12345-6789',
};

const checkout = (s: Shop, buyer: Record<string, unknown> = BUYER) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.pkg, quantity: 1 }], ...buyer, gateway: 'PICPAY' });

const notify = (storeId: number, cb: PicpayCallback) => t.http().post(`/v1/payments/picpay/${storeId}`).set(cb.headers).send(cb.body);

const orderRow = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const eventsOf = (orderId: number) => t.db.paymentEvent.findMany({ where: { orderId } });

async function placed(s: Shop) {
  const res = await checkout(s);
  expect(res.status).toBe(201);
  expect(res.body.checkout_url).toBeTruthy();
  return { res, order: await orderRow(res.body.order_id) };
}

/** A placed order the buyer paid, confirmed through PicPay's callback: APPROVED. */
async function paid(s: Shop) {
  const { order } = await placed(s);
  const res = await notify(s.storeId, pf.pay(order.internalId));
  expect(res.status).toBe(200);
  const row = await orderRow(order.id);
  expect(row.status).toBe('APPROVED');
  return row;
}

describe('settings', () => {
  test('PUT /v1/app/gateway/PICPAY validates the tokens; PicPay charges only in BRL', async () => {
    const { store, key } = await t.createStore({ gateways: false, currency: 'BRL' });
    const bad = await t
      .http()
      .put('/v1/app/gateway/PICPAY')
      .set(bearer(key))
      .send({ enabled: true, credentials: { token: 'short' } });
    expectRestPairs(bad, 422, 'VALIDATION_FAILED', [
      ['credentials.token', 'min'],
      ['credentials.seller_token', 'required'],
    ]);
    expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);

    const usd = await t.createStore({ gateways: false, currency: 'USD' });
    const creds = { token: randomBytes(12).toString('hex'), seller_token: randomBytes(18).toString('hex') };
    const refused = await t.http().put('/v1/app/gateway/PICPAY').set(bearer(usd.key)).send({ enabled: true, credentials: creds });
    expectRestPairs(refused, 422, 'VALIDATION_FAILED', [['enabled', 'currency']]);

    const ok = await t.http().put('/v1/app/gateway/PICPAY').set(bearer(key)).send({ enabled: true, credentials: creds });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      gateway: 'PICPAY',
      enabled: true,
      configured: true,
      credentials: { token: creds.token.slice(-4), seller_token: creds.seller_token.slice(-4) },
    });
    expect(JSON.stringify(ok.body)).not.toContain(creds.seller_token);
  });
});

describe('checkout', () => {
  test('answers the payment link and its QR code; PicPay got the amount, the internal id, our URLs and the buyer', async () => {
    const s = await picpayShop();
    const { res, order } = await placed(s);
    const [created] = pf.seen('POST /payments');
    const payment = pf.payments.get(`${s.creds.token}|${order.internalId}`)!;
    expect(payment).toBeDefined();
    expect(res.body.checkout_url).toMatch(/^https:\/\/app\.picpay\.com\/checkout\//);
    // The QR image bare, without PicPay's data: prefix; a PNG.
    expect(res.body.qr_code).not.toMatch(/^data:/);
    expect(Buffer.from(res.body.qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(res.body.pix_code).toBeNull();
    expect(order).toMatchObject({ status: 'PENDING', checkoutUrl: res.body.checkout_url, externalId: null });

    expect(created.headers['x-picpay-token']).toBe(s.creds.token);
    expect(created.json).toEqual({
      referenceId: order.internalId,
      callbackUrl: `${t.config.publicBaseUrl}/v1/payments/picpay/${s.storeId}`,
      returnUrl: `https://${s.domain}/obrigado`,
      leaveUrl: `https://${s.domain}/carrinho`,
      value: 29.9,
      buyer: { firstName: 'João', lastName: 'da Silva', document: '123.456.789-09', email: 'joao@example.com', phone: '+55 27 12345-6789' },
    });
  });

  test("without the buyer's CPF or CNPJ the checkout is refused (422 client_document): no order, PicPay not asked", async () => {
    const s = await picpayShop();
    const before = await t.db.order.count();
    const { client_document: _d, ...noDocument } = BUYER;
    expectRestPairs(await checkout(s, noDocument), 422, 'VALIDATION_FAILED', [['client_document', 'required']]);
    expectRestPairs(await checkout(s, { ...BUYER, client_document: '1234' }), 422, 'VALIDATION_FAILED', [['client_document', 'required']]);
    expect(await t.db.order.count()).toBe(before);
    expect(pf.seen('POST /payments')).toHaveLength(0);
  });

  test('PicPay failing or not answering: 201 without payment data, within the bound', async () => {
    const s = await picpayShop();
    pf.when('POST /payments', { status: 500, body: { message: 'Problema geral' } });
    const failed = await checkout(s);
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: 'PENDING', checkout_url: null, qr_code: null });

    pf.when('POST /payments', 'hang');
    const started = Date.now();
    const hung = await checkout(s);
    const took = Date.now() - started;
    expect(hung.status).toBe(201);
    expect(hung.body.checkout_url).toBeNull();
    expect(pf.seen('POST /payments')).toHaveLength(2);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);
  });
});

describe('notifications', () => {
  test('a paid callback, read back from PicPay, approves once; retries and the later "completed" change nothing', async () => {
    const s = await picpayShop();
    const { order } = await placed(s);
    const cb = pf.pay(order.internalId);
    const payment = pf.payments.get(`${s.creds.token}|${order.internalId}`)!;

    const first = await notify(s.storeId, cb);
    expect(first.status).toBe(200);
    const eventId = `${order.internalId}:${payment.authorizationId}:PAID`;
    expect(first.body.results).toEqual([{ eventId, outcome: 'APPLIED' }]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'APPROVED', externalId: payment.authorizationId, reviewReason: null });
    const [readBack] = pf.seen('GET /payments/:referenceId/status');
    expect(readBack.params.referenceId).toBe(order.internalId);
    expect(readBack.headers['x-picpay-token']).toBe(s.creds.token);

    const again = await notify(s.storeId, cb);
    expect(again.body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    const completed = await notify(s.storeId, pf.move(order.internalId, 'completed'));
    expect(completed.body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    const after = await orderRow(order.id);
    expect(after.updatedAt).toEqual(row.updatedAt);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  test("only PicPay's status counts: a callback for a payment not paid there changes nothing", async () => {
    const s = await picpayShop();
    const { order } = await placed(s);
    const res = await notify(s.storeId, {
      headers: { 'content-type': 'application/json', 'x-seller-token': s.creds.seller_token },
      body: JSON.stringify({ referenceId: order.internalId, authorizationId: 'made-up', status: 'paid' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0].outcome).toBe('IGNORED');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: null });
  });

  test('a wrong or missing seller token is 401: PicPay is not even asked, nothing changes', async () => {
    const s = await picpayShop();
    const { order } = await placed(s);
    const cb = pf.pay(order.internalId);
    const wrong = await notify(s.storeId, { headers: { ...cb.headers, 'x-seller-token': `${s.creds.seller_token.slice(0, -1)}x` }, body: cb.body });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('UNAUTHENTICATED');
    const missing = await notify(s.storeId, { headers: { 'content-type': 'application/json' }, body: cb.body });
    expect(missing.status).toBe(401);
    // The store's API token is not its seller token.
    const apiToken = await notify(s.storeId, { headers: { ...cb.headers, 'x-seller-token': s.creds.token }, body: cb.body });
    expect(apiToken.status).toBe(401);
    expect(pf.seen('GET /payments/:referenceId/status')).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: null });
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  test('a payment of another amount leaves the order PENDING with review_reason; the older status shape (value) is read too', async () => {
    const s = await picpayShop();
    const { order } = await placed(s);
    const res = await notify(s.storeId, pf.pay(order.internalId, { paid: 1 }));
    expect(res.status).toBe(200);
    expect(res.body.results[0].outcome).toBe('REVIEW');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', reviewReason: 'paid 1 BRL, the order is 29.90 BRL', paidAt: null });

    const b = await placed(s);
    const legacy = await notify(s.storeId, pf.pay(b.order.internalId, { legacy: true }));
    expect(legacy.body.results[0].outcome).toBe('APPLIED');
    expect((await orderRow(b.order.id)).status).toBe('APPROVED');
    const [, second] = pf.seen('GET /payments/:referenceId/status');
    expect(second.params.referenceId).toBe(b.order.internalId);
  });

  test("another store's order is out of reach: its callback fails our token check, and our PicPay knows no such payment", async () => {
    const a = await picpayShop();
    const b = await picpayShop();
    const { order } = await placed(a);
    const cb = pf.pay(order.internalId);
    // A's genuine callback sent to B's URL: not B's seller token.
    expect((await notify(b.storeId, cb)).status).toBe(401);
    // B's own seller token naming A's payment: B's PicPay account has no such payment.
    const viaB = await notify(b.storeId, { headers: { ...cb.headers, 'x-seller-token': b.creds.seller_token }, body: cb.body });
    expect(viaB.status).toBe(200);
    expect(viaB.body.results[0].outcome).toBe('IGNORED');
    expect(pf.seen('GET /payments/:referenceId/status')[0].headers['x-picpay-token']).toBe(b.creds.token);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: null });
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  test('PicPay unable to say (down, slow) is 503 and nothing is recorded: its retry applies', async () => {
    const s = await picpayShop();
    const { order } = await placed(s);
    const cb = pf.pay(order.internalId);
    pf.when('GET /payments/:referenceId/status', { status: 500, body: { message: 'Problema geral' } });
    const down = await notify(s.storeId, cb);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    pf.when('GET /payments/:referenceId/status', 'hang');
    const started = Date.now();
    expect((await notify(s.storeId, cb)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('PENDING');

    pf.reset();
    expect((await notify(s.storeId, cb)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('APPROVED');
  });
});

describe('refunds and chargebacks', () => {
  test('a refund and a chargeback at PicPay arrive as REFUNDED and CHARGEDBACK', async () => {
    const s = await picpayShop();
    const one = await paid(s);
    const refunded = await notify(s.storeId, pf.move(one.internalId, 'refunded'));
    expect(refunded.body.results[0]).toMatchObject({ outcome: 'APPLIED', eventId: expect.stringMatching(/:REFUNDED$/) });
    expect((await orderRow(one.id)).status).toBe('REFUNDED');

    const two = await paid(s);
    const chargeback = await notify(s.storeId, pf.move(two.internalId, 'chargeback'));
    expect(chargeback.body.results[0]).toMatchObject({ outcome: 'APPLIED', eventId: expect.stringMatching(/:CHARGEDBACK$/) });
    expect((await orderRow(two.id)).status).toBe('CHARGEDBACK');
    expect((await orderRow(one.id)).status).toBe('REFUNDED');
  });

  test("an owner's REFUNDED cancels the payment at PicPay first; PicPay failing or silent is 503 and the order is unchanged", async () => {
    const s = await picpayShop();
    const order = await paid(s);
    const payment = pf.payments.get(`${s.creds.token}|${order.internalId}`)!;
    const patch = () => t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' });

    pf.when('POST /payments/:referenceId/cancellations', { status: 500, body: { message: 'Problema geral' } });
    const failed = await patch();
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].code).toBe('UNAVAILABLE');
    expect((await orderRow(order.id)).status).toBe('APPROVED');
    expect(payment.status).toBe('paid');

    pf.when('POST /payments/:referenceId/cancellations', 'hang');
    const started = Date.now();
    expect((await patch()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    pf.reset();
    const ok = await patch();
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('REFUNDED');
    const [cancel] = pf.seen('POST /payments/:referenceId/cancellations');
    expect(cancel.params.referenceId).toBe(order.internalId);
    expect(cancel.headers['x-picpay-token']).toBe(s.creds.token);
    expect(cancel.json).toEqual({ authorizationId: payment.authorizationId });
    expect(payment.status).toBe('refunded');
    // PicPay's callback for its own refund then finds it done.
    const echo = await notify(s.storeId, pf.callback(order.internalId));
    expect(echo.body.results[0].outcome).toBe('ALREADY');
  });
});
