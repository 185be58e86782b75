import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestErrors, expectRestPairs } from '../helpers/errors';
import { signNotification, startMercadoPagoFake, type MercadoPagoFake } from './fakes/mercadopago-fake';

/**
 * MERCADOPAGO end to end against a local Mercado Pago (./fakes/mercadopago-fake.ts) that the SDK is
 * pointed at through MERCADOPAGO_API_URL: the gateway's settings, a checkout's Pix code and Checkout
 * Pro page, notifications signed as Mercado Pago signs them and read back before anything changes,
 * refunds asked of the provider, and a provider that is down or does not answer. Real PostgreSQL.
 */

const TIMEOUT_MS = 1000;
const PRICE = 29.9;
const TOKEN_A = 'APP_USR-1111111111111111-112233-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-111111111';
const TOKEN_B = 'APP_USR-2222222222222222-112233-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-222222222';
const SECRET_A = 'whsec-a-0123456789abcdef0123456789abcdef';
const SECRET_B = 'whsec-b-fedcba9876543210fedcba9876543210';

type Json = Record<string, any>;

let t: TestApp;
let fake: MercadoPagoFake;
/** Everything the app logged, to check no credential is ever in it. */
const logged: Record<string, unknown>[] = [];

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
  secret: string;
}
let a: Shop;
let b: Shop;

/** A BRL store with no gateway enabled and one package at PRICE. */
async function brlShop(secret: string): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { currency: 'BRL', gateways: false });
  const pkg = await aPackage(t, { key, categoryId }, { price: PRICE });
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id, secret };
}

const setGateway = (s: Shop, body: Json) => t.http().put('/v1/app/gateway/MERCADOPAGO').set(bearer(s.key)).send(body);

const checkout = (s: Shop, buyer = `buyer${Math.floor(Math.random() * 1e6)}`) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.pkg, quantity: 1 }], client_identifier: buyer, client_email: `${buyer}@buyers.test`, client_name: buyer, gateway: 'MERCADOPAGO' });

const getOrder = async (s: Shop, id: number) => {
  const res = await t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
  expect(res.status).toBe(200);
  return res.body as Json;
};

/** A checkout at MERCADOPAGO that got its Pix charge: the order, its internal id and the fake's payment id. */
async function placed(s: Shop) {
  const res = await checkout(s);
  expect(res.status).toBe(201);
  expect(res.body.pix_code).toEqual(expect.any(String));
  const order = await getOrder(s, res.body.order_id);
  return { orderId: res.body.order_id as number, internalId: res.body.internal_id as string, paymentId: order.external_id as string };
}

/** POSTs a notification as Mercado Pago sends it: `?data.id=&type=payment` and the JSON body. */
function notify(storeId: number, dataId: string, headers: Record<string, string>, type = 'payment') {
  const body = {
    action: `${type}.updated`,
    api_version: 'v1',
    data: { id: dataId },
    date_created: new Date().toISOString(),
    id: Date.now(),
    live_mode: true,
    type,
    user_id: '123456',
  };
  return t
    .http()
    .post(`/v1/payments/mercadopago/${storeId}?data.id=${encodeURIComponent(dataId)}&type=${type}`)
    .set('content-type', 'application/json')
    .set(headers)
    .send(JSON.stringify(body));
}

const signed = (s: Shop, dataId: string, opts?: Parameters<typeof signNotification>[2]) => notify(s.storeId, dataId, signNotification(s.secret, dataId, opts));

const orderRow = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const approvedEvents = (id: number) => t.db.outboxEvent.count({ where: { orderId: id, event: 'ORDER_APPROVED' } });

const UPDATE_GATEWAY = `mutation($gateway: String!, $input: PaymentGatewayInput!) { updatePaymentGateway(gateway: $gateway, input: $input) { enabled configured } }`;

beforeAll(async () => {
  fake = await startMercadoPagoFake();
  t = await setupTestApp({
    config: { payments: { ...loadConfig({}).payments, mercadopagoApiUrl: fake.url, timeoutMs: TIMEOUT_MS } },
    log: (entry) => logged.push(entry),
  });
  a = await brlShop(SECRET_A);
  b = await brlShop(SECRET_B);
  // Connected through GraphQL here; the REST PUT is the subject of its own tests (on a third store).
  for (const [s, token] of [
    [a, TOKEN_A],
    [b, TOKEN_B],
  ] as const) {
    const out = await t.gql(s.key, UPDATE_GATEWAY, {
      gateway: 'MERCADOPAGO',
      input: { enabled: true, credentials: { access_token: token, webhook_secret: s.secret } },
    });
    expect(out.data?.updatePaymentGateway).toEqual({ enabled: true, configured: true });
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setMode('ok'));

describe('PUT /v1/app/gateway/MERCADOPAGO', () => {
  const TOKEN_C = 'TEST-3333333333333333-112233-cccccccccccccccccccccccccccccccc-333333333';
  const SECRET_C = 'whsec-c-00112233445566778899aabbccddeeff';
  let c: Shop;
  beforeAll(async () => {
    c = await brlShop(SECRET_C);
  });

  test('credentials are validated per field, enabling needs them, and nothing is stored on a refusal', async () => {
    expectRestPairs(await setGateway(c, { enabled: true, credentials: { access_token: 'sk_live_123', webhook_secret: 'short' } }), 422, 'VALIDATION_FAILED', [
      ['credentials.access_token', 'regex'],
      ['credentials.webhook_secret', 'min'],
    ]);
    expectRestPairs(await setGateway(c, { enabled: true, credentials: {} }), 422, 'VALIDATION_FAILED', [
      ['credentials.access_token', 'required'],
      ['credentials.webhook_secret', 'required'],
    ]);
    expectRestErrors(await setGateway(c, { enabled: true }), [{ code: 'VALIDATION_FAILED', field: 'credentials', rule: 'required' }]);
    expect(await t.db.storeGateway.count({ where: { storeId: c.storeId } })).toBe(0);
    // Not enabled, a checkout with it is refused and asks Mercado Pago nothing.
    const before = fake.requests.length;
    expectRestErrors(await checkout(c), [{ code: 'VALIDATION_FAILED', field: 'gateway', rule: 'enabled' }]);
    expect(fake.requests.length).toBe(before);
  });

  test('valid credentials enable it: only their last 4 characters come back, the storefront lists it, checkouts use them', async () => {
    const res = await setGateway(c, { enabled: true, credentials: { access_token: TOKEN_C, webhook_secret: SECRET_C } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gateway: 'MERCADOPAGO',
      enabled: true,
      configured: true,
      credentials: { access_token: TOKEN_C.slice(-4), webhook_secret: SECRET_C.slice(-4) },
    });
    expect(res.body.notification_url).toBe(`${t.config.publicBaseUrl}/v1/payments/mercadopago/${c.storeId}`);
    expect(JSON.stringify(res.body)).not.toContain(SECRET_C);
    expect(JSON.stringify(res.body)).not.toContain(TOKEN_C);
    const listed = await t.http().get('/v1/webstore/gateway').set('x-store-domain', c.domain);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('MERCADOPAGO');

    const before = fake.requests.length;
    const paid = await checkout(c);
    expect(paid.status).toBe(201);
    expect(paid.body.pix_code).toEqual(expect.any(String));
    const asked = fake.requests.slice(before);
    expect(asked.length).toBe(2);
    for (const r of asked) expect(r.headers.authorization).toBe(`Bearer ${TOKEN_C}`);
  });
});

describe('checkout', () => {
  test('answers the Pix code and QR of a Pix charge and a Checkout Pro page, both made for the order', async () => {
    const before = fake.requests.length;
    const res = await checkout(a, 'alice');
    expect(res.status).toBe(201);
    const mine = fake.requests.slice(before);

    const [pix] = mine.filter((r) => r.endpoint === 'createPayment');
    const [pref] = mine.filter((r) => r.endpoint === 'createPreference');
    expect(pix).toBeDefined();
    expect(pref).toBeDefined();
    // source_news=webhooks: only the signed Webhooks notifications, not the unsignable IPN ones as well
    // (Mercado Pago's "Webhooks" page, "Configuración al crear pagos").
    const notificationUrl = `${t.config.publicBaseUrl}/v1/payments/mercadopago/${a.storeId}?source_news=webhooks`;

    expect(pix.json).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: PRICE,
      external_reference: res.body.internal_id,
      notification_url: notificationUrl,
      payer: { email: 'alice@buyers.test' },
    });
    expect(pix.headers.authorization).toBe(`Bearer ${TOKEN_A}`);
    expect(pix.headers['x-idempotency-key']).toContain(res.body.internal_id);

    expect(pref.json).toMatchObject({
      items: [{ quantity: 1, unit_price: PRICE, currency_id: 'BRL' }],
      external_reference: res.body.internal_id,
      notification_url: notificationUrl,
      back_urls: { success: `https://${a.domain}`, failure: `https://${a.domain}` },
      auto_return: 'approved',
    });

    const payment = [...fake.payments.values()].find((p) => p.external_reference === res.body.internal_id)!;
    expect(res.body.pix_code).toBe(payment.point_of_interaction!.transaction_data.qr_code);
    expect(res.body.qr_code).toBe(payment.point_of_interaction!.transaction_data.qr_code_base64);
    expect(res.body.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(res.body.checkout_url).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=/);
    expect(res.body.status).toBe('PENDING');

    const order = await getOrder(a, res.body.order_id);
    expect(order.external_id).toBe(String(payment.id));
    expect(order.status).toBe('PENDING');
  });

  test('a store in another currency cannot enable Mercado Pago (422 enabled/currency); one enabled before does not offer it nor send to it', async () => {
    const { store, key, categoryId } = await aStore(t, { currency: 'USD', gateways: false });
    const pkg = await aPackage(t, { key, categoryId }, { price: 12.5 });
    const usd: Shop = { key, storeId: store.id, domain: store.domain, pkg: pkg.id, secret: SECRET_A };
    const credentials = { access_token: TOKEN_A, webhook_secret: SECRET_A };
    const refused = await setGateway(usd, { enabled: true, credentials });
    expectRestPairs(refused, 422, 'VALIDATION_FAILED', [['enabled', 'currency']]);
    expect(refused.body.errors[0].message).toMatch(/MERCADOPAGO charges only in BRL; this store sells in USD/);
    const out = await t.gql(key, UPDATE_GATEWAY, { gateway: 'MERCADOPAGO', input: { enabled: true, credentials } });
    expect(out.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);
    // Saved without enabling is allowed (nothing is charged).
    expect((await setGateway(usd, { enabled: false, credentials })).status).toBe(200);

    // A store enabled before this rule: the storefront does not offer Mercado Pago; a checkout naming it
    // answers without payment data and Mercado Pago is not asked.
    await t.db.storeGateway.update({ where: { storeId_gateway: { storeId: store.id, gateway: 'MERCADOPAGO' } }, data: { enabled: true } });
    const offered = await t.http().get('/v1/webstore/gateway').set('x-store-domain', store.domain);
    expect(offered.body.map((g: { gateway: string }) => g.gateway)).not.toContain('MERCADOPAGO');
    const before = fake.requests.length;
    const res = await checkout(usd);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pix_code: null, qr_code: null, checkout_url: null });
    expect(fake.requests.slice(before)).toEqual([]);
    expect(
      logged.some((e) => e.msg === 'payment provider gave no payment data; the order stays PENDING without it' && /only in BRL/.test(String(e.reason))),
    ).toBe(true);
  });

  test("the fake charges as Mercado Pago does: a preference in a currency not the account's is refused", async () => {
    // What the rule above protects from: Mercado Pago answers 400 to a USD preference of a Brazilian account.
    const res = await fetch(`${fake.url}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN_A}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ title: 'x', quantity: 1, unit_price: 1, currency_id: 'USD' }] }),
    });
    expect(res.status).toBe(400);
  });

  test('provider down: the checkout is 201 with the order PENDING and no payment data', async () => {
    fake.setMode('down');
    const before = fake.requests.length;
    const res = await checkout(a);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING', pix_code: null, qr_code: null, checkout_url: null });
    // It did ask, once per call (no retries of the SDK's own piling up).
    expect(
      fake.requests
        .slice(before)
        .map((r) => r.endpoint)
        .sort(),
    ).toEqual(['createPayment', 'createPreference']);
    const row = await orderRow(res.body.order_id);
    expect(row.externalId).toBeNull();
  });

  test('when only one of the two fails, the checkout answers the other', async () => {
    fake.setMode('down', 'createPreference');
    const pixOnly = await checkout(a);
    expect(pixOnly.status).toBe(201);
    expect(pixOnly.body).toMatchObject({ pix_code: expect.any(String), qr_code: expect.any(String), checkout_url: null });
    expect((await orderRow(pixOnly.body.order_id)).externalId).toEqual(expect.any(String));

    fake.setMode('ok');
    fake.setMode('down', 'createPayment');
    const pageOnly = await checkout(a);
    expect(pageOnly.status).toBe(201);
    expect(pageOnly.body).toMatchObject({ pix_code: null, qr_code: null, checkout_url: expect.any(String) });
    expect((await orderRow(pageOnly.body.order_id)).externalId).toBeNull();
  });

  test('provider hanging: the checkout answers 201 without payment data once timeoutMs is up, not later', async () => {
    fake.setMode('hang');
    const started = Date.now();
    const res = await checkout(a);
    const took = Date.now() - started;
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING', pix_code: null, qr_code: null, checkout_url: null });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2500);
  });
});

describe('notifications', () => {
  test('a correctly signed notification of an approved payment approves the order once; the same again changes nothing', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved', status_detail: 'accredited' });
    const headers = signNotification(a.secret, o.paymentId);

    const first = await notify(a.storeId, o.paymentId, headers);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([{ eventId: `${o.paymentId}:approved`, outcome: 'APPLIED' }]);
    const approved = await getOrder(a, o.orderId);
    expect(approved).toMatchObject({ status: 'APPROVED', external_id: o.paymentId });
    expect(approved.paid_at).toEqual(expect.any(String));
    // The read-back went to the fake with the store's token.
    const reads = fake.seen('getPayment').filter((r) => r.path === `/v1/payments/${o.paymentId}`);
    expect(reads.length).toBe(1);
    expect(reads[0].headers.authorization).toBe(`Bearer ${TOKEN_A}`);

    const again = await notify(a.storeId, o.paymentId, headers);
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual([{ eventId: `${o.paymentId}:approved`, outcome: 'ALREADY' }]);
    // A new delivery of the same event (new request id and ts) is the same event too.
    const retried = await signed(a, o.paymentId);
    expect(retried.body.results).toEqual([{ eventId: `${o.paymentId}:approved`, outcome: 'ALREADY' }]);
    expect(await getOrder(a, o.orderId)).toEqual(approved);
    expect(await approvedEvents(o.orderId)).toBe(1);
  });

  test('forged, unsigned and tampered notifications are 401, read nothing back and change nothing', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    const reads = fake.seen('getPayment').length;
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, Record<string, string>][] = [
      ['another secret', signNotification('not-the-store-secret', o.paymentId)],
      ["the other store's secret", signNotification(b.secret, o.paymentId)],
      ['no signature', { 'x-request-id': randomUUID() }],
      ['a malformed signature', { 'x-signature': 'v1=abc', 'x-request-id': randomUUID() }],
      ['signed for another payment', signNotification(a.secret, '999999')],
      ['a request id not the one signed', { ...signNotification(a.secret, o.paymentId, { requestId: 'req-1' }), 'x-request-id': 'req-2' }],
    ];
    for (const [why, headers] of cases) {
      const res = await notify(a.storeId, o.paymentId, headers);
      expect({ why, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({ why, status: 401, code: 'UNAUTHENTICATED' });
    }
    // The signed ts is part of the signature: another ts after it (the one read) breaks it.
    const old = signNotification(a.secret, o.paymentId, { ts: now - 3600 });
    const restamped = await notify(a.storeId, o.paymentId, { ...old, 'x-signature': `${old['x-signature']},ts=${now}` });
    expect(restamped.status).toBe(401);

    expect(fake.seen('getPayment').length).toBe(reads);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe('PENDING');
    expect(await t.db.paymentEvent.count({ where: { orderId: o.orderId } })).toBe(0);
    // The same payment, signed right, does approve: the cases above failed on their signature only.
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
  });

  test("a retry an hour later, signed with the delivery's first ts, still applies (the payment is read back, so age proves nothing)", async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    // The first delivery, an hour ago, met Mercado Pago down: 503, so it retries with the same request.
    const first = signNotification(a.secret, o.paymentId, { ts: Math.floor(Date.now() / 1000) - 3600 });
    fake.setMode('down', 'getPayment');
    expect((await notify(a.storeId, o.paymentId, first)).status).toBe(503);
    fake.setMode('ok');
    const retry = await notify(a.storeId, o.paymentId, first);
    expect(retry.status).toBe(200);
    expect(retry.body.results).toEqual([{ eventId: `${o.paymentId}:approved`, outcome: 'APPLIED' }]);
    expect((await orderRow(o.orderId)).status).toBe('APPROVED');
    // A day old, or a clock ahead: the signature decides, not the age.
    const later = await placed(a);
    fake.updatePayment(later.paymentId, { status: 'approved' });
    expect((await signed(a, later.paymentId, { ts: Math.floor(Date.now() / 1000) + 20 * 60 })).body.results[0].outcome).toBe('APPLIED');
  });

  test('IPN-shaped requests (?topic=&id=, which the secret cannot verify) are answered 200 and change nothing', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    const reads = fake.seen('getPayment').length;
    for (const [topic, body] of [
      ['payment', { resource: o.paymentId, topic: 'payment' }],
      ['merchant_order', { resource: 'https://api.mercadolibre.com/merchant_orders/123', topic: 'merchant_order' }],
    ] as const) {
      const ipn = await t
        .http()
        .post(`/v1/payments/mercadopago/${a.storeId}?topic=${topic}&id=${topic === 'payment' ? o.paymentId : '123'}`)
        .set('content-type', 'application/json')
        // IPN carries an x-signature that the webhook secret does not verify (Mercado Pago's "IPN" page).
        .set({ 'x-signature': `ts=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 'x-request-id': randomUUID() })
        .send(JSON.stringify(body));
      expect(ipn.status).toBe(200);
      expect(ipn.body.results).toEqual([{ eventId: expect.stringMatching(new RegExp(`^ipn:${topic}:`)), outcome: 'IGNORED' }]);
    }
    expect(fake.seen('getPayment').length).toBe(reads);
    expect((await orderRow(o.orderId)).status).toBe('PENDING');
    // The Webhooks notification of the same payment does the work.
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
  });

  test('a signature within the tolerance (10 minutes old) is accepted', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    const res = await signed(a, o.paymentId, { ts: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(200);
    expect(res.body.results[0].outcome).toBe('APPLIED');
  });

  test('a payment whose read-back amount differs leaves the order PENDING with a review reason', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved', transaction_amount: 1 });
    const res = await signed(a, o.paymentId);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ eventId: `${o.paymentId}:approved`, outcome: 'REVIEW' }]);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe('PENDING');
    expect(row.paidAt).toBeNull();
    expect(row.reviewReason).toMatch(/paid 1 BRL, the order is 29\.90 BRL/);
    expect(await approvedEvents(o.orderId)).toBe(0);
  });

  test('a payment in another currency leaves the order PENDING with a review reason', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved', currency_id: 'usd' });
    const res = await signed(a, o.paymentId);
    expect(res.body.results[0].outcome).toBe('REVIEW');
    const row = await orderRow(o.orderId);
    expect(row.status).toBe('PENDING');
    expect(row.reviewReason).toMatch(/paid in USD/);
  });

  test("a payment of store A's account notified on store B's URL (signed with B's secret) is answered 200 and changes nothing", async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    const res = await signed(b, o.paymentId);
    // Mercado Pago answers B's token 404 for A's payment: not B's, so nothing to retry (a 503 would be resent forever).
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ eventId: `${o.paymentId}:not_found`, outcome: 'IGNORED' }]);
    expect(logged.some((e) => e.msg === "payment notification names a payment the store's Mercado Pago account does not have")).toBe(true);
    // B's credentials read it back, A's order is untouched, and no order of B moved.
    expect(fake.seen('getPayment').at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN_B}`);
    expect((await orderRow(o.orderId)).status).toBe('PENDING');
    expect(await t.db.order.count({ where: { storeId: b.storeId, status: { not: 'PENDING' } } })).toBe(0);
    expect(await t.db.paymentEvent.count({ where: { storeId: b.storeId } })).toBe(0);
  });

  test('a read-back status of pending, in_process or rejected changes nothing', async () => {
    const o = await placed(a);
    for (const status of ['pending', 'in_process', 'rejected']) {
      fake.updatePayment(o.paymentId, { status });
      const res = await signed(a, o.paymentId);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([{ eventId: `${o.paymentId}:${status}`, outcome: 'IGNORED' }]);
    }
    expect((await orderRow(o.orderId)).status).toBe('PENDING');
    // And once it is approved, that status change gets through.
    fake.updatePayment(o.paymentId, { status: 'approved' });
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
  });

  test('notifications of other types (merchant_order) are verified, then ignored without a read-back', async () => {
    const reads = fake.seen('getPayment').length;
    const res = await notify(a.storeId, '7777777', signNotification(a.secret, '7777777'), 'merchant_order');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ eventId: 'merchant_order:7777777', outcome: 'IGNORED' }]);
    expect(fake.seen('getPayment').length).toBe(reads);
    expect((await notify(a.storeId, '7777777', signNotification(b.secret, '7777777'), 'merchant_order')).status).toBe(401);
  });

  test('a card payment made on the Checkout Pro page approves the order and becomes its external_id', async () => {
    const o = await placed(a);
    const card = fake.addPayment({
      owner: TOKEN_A,
      status: 'approved',
      transaction_amount: PRICE,
      external_reference: o.internalId,
      payment_method_id: 'visa',
    });
    const res = await signed(a, String(card.id));
    expect(res.body.results).toEqual([{ eventId: `${card.id}:approved`, outcome: 'APPLIED' }]);
    expect(await getOrder(a, o.orderId)).toMatchObject({ status: 'APPROVED', external_id: String(card.id) });
  });

  test('refunded and charged_back read-backs move an APPROVED order to REFUNDED and CHARGEDBACK', async () => {
    const r = await placed(a);
    const c = await placed(a);
    for (const o of [r, c]) {
      fake.updatePayment(o.paymentId, { status: 'approved' });
      expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
    }
    fake.updatePayment(r.paymentId, { status: 'refunded' });
    fake.updatePayment(c.paymentId, { status: 'charged_back' });
    const refunded = await signed(a, r.paymentId);
    const chargedBack = await signed(a, c.paymentId);
    expect(refunded.body.results).toEqual([{ eventId: `${r.paymentId}:refunded`, outcome: 'APPLIED' }]);
    expect(chargedBack.body.results).toEqual([{ eventId: `${c.paymentId}:charged_back`, outcome: 'APPLIED' }]);
    expect((await getOrder(a, r.orderId)).status).toBe('REFUNDED');
    expect((await getOrder(a, c.orderId)).status).toBe('CHARGEDBACK');
    expect(await t.db.outboxEvent.count({ where: { orderId: r.orderId, event: 'ORDER_REFUNDED' } })).toBe(1);
    expect(await t.db.outboxEvent.count({ where: { orderId: c.orderId, event: 'ORDER_CHARGEDBACK' } })).toBe(1);
    // Again: nothing more.
    expect((await signed(a, r.paymentId)).body.results[0].outcome).toBe('ALREADY');
  });

  test('the provider down or hanging on the read-back is 503 (Mercado Pago retries) and changes nothing', async () => {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    for (const mode of ['down', 'hang'] as const) {
      fake.setMode(mode, 'getPayment');
      const res = await signed(a, o.paymentId);
      expect(res.status).toBe(503);
      expect(res.body.errors[0].code).toBe('UNAVAILABLE');
    }
    expect((await orderRow(o.orderId)).status).toBe('PENDING');
    fake.setMode('ok');
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
  });
});

describe("an owner's REFUNDED", () => {
  async function approvedOrder() {
    const o = await placed(a);
    fake.updatePayment(o.paymentId, { status: 'approved' });
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('APPLIED');
    return o;
  }
  const patch = (id: number, body: Json) => t.http().patch(`/v1/app/order/${id}`).set(bearer(a.key)).send(body);

  test('asks Mercado Pago to refund the payment, then the order is REFUNDED', async () => {
    const o = await approvedOrder();
    const before = fake.seen('refund').length;
    const res = await patch(o.orderId, { status: 'REFUNDED' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUNDED');
    const refunds = fake.seen('refund').slice(before);
    expect(refunds.length).toBe(1);
    expect(refunds[0].path).toBe(`/v1/payments/${o.paymentId}/refunds`);
    expect(refunds[0].headers.authorization).toBe(`Bearer ${TOKEN_A}`);
    expect(refunds[0].headers['x-idempotency-key']).toContain(o.paymentId);
    expect(fake.payments.get(o.paymentId)!.status).toBe('refunded');
    // Mercado Pago's own notification of that refund then finds nothing to do.
    expect((await signed(a, o.paymentId)).body.results[0].outcome).toBe('ALREADY');
  });

  test('a refund the provider refuses, or does not answer, is 503 and the order stays APPROVED', async () => {
    const o = await approvedOrder();
    for (const mode of ['down', 'hang'] as const) {
      fake.setMode(mode, 'refund');
      const res = await patch(o.orderId, { status: 'REFUNDED' });
      expect(res.status).toBe(503);
      expect(res.body.errors[0].code).toBe('UNAVAILABLE');
      expect(res.headers['retry-after']).toBeDefined();
      const row = await orderRow(o.orderId);
      expect(row.status).toBe('APPROVED');
    }
    expect(await t.db.outboxEvent.count({ where: { orderId: o.orderId, event: 'ORDER_REFUNDED' } })).toBe(0);
  });

  test('an order approved by hand whose Pix charge was never paid: nothing is refunded at Mercado Pago, the order is REFUNDED', async () => {
    const o = await placed(a);
    expect((await patch(o.orderId, { status: 'APPROVED' })).status).toBe(200);
    const before = fake.seen('refund').length;
    const res = await patch(o.orderId, { status: 'REFUNDED' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUNDED');
    expect(fake.seen('refund').slice(before)).toEqual([]);
  });
});

describe('logs', () => {
  test('the failures above were logged, and no access token or webhook secret ever was', () => {
    const msgs = logged.map((e) => String(e.msg));
    expect(msgs).toContain('payment provider gave no payment data; the order stays PENDING without it');
    expect(msgs).toContain('payment provider refused or did not answer a refund');
    expect(msgs).toContain('payment notification refused: not verified');
    const text = JSON.stringify(logged);
    for (const secret of [TOKEN_A, TOKEN_B, SECRET_A, SECRET_B]) expect(text).not.toContain(secret);
  });
});
