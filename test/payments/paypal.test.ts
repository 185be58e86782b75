import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestPairs } from '../helpers/errors';
import { startPaypalFake, type PaypalFake, type SignedWebhook } from './fakes/paypal-fake';

/**
 * PAYPAL end to end against a local PayPal (fakes/paypal-fake.ts): the store's settings, a checkout
 * that answers the approve link, webhooks verified by PayPal's verify-webhook-signature and applied
 * once, refunds and disputes both ways, and a PayPal that is down or does not answer.
 */

const TIMEOUT_MS = 3000;
let t: TestApp;
let pp: PaypalFake;

beforeAll(async () => {
  pp = await startPaypalFake();
  t = await setupTestApp({ config: { payments: { ...loadConfig({}).payments, paypalApiUrl: pp.url, timeoutMs: TIMEOUT_MS } } });
});
afterAll(async () => {
  await t?.close();
  await pp?.close();
});
afterEach(() => pp.reset());

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
  creds: { client_id: string; client_secret: string; webhook_id: string };
}

const newCreds = () => ({
  client_id: `AZ${randomBytes(10).toString('hex')}`,
  client_secret: `EL${randomBytes(16).toString('hex')}`,
  webhook_id: `${randomBytes(4).toString('hex').toUpperCase()}-WH`,
});

/** A USD store selling a 29.90 package, with PayPal set up through the API and its return/cancel URLs. */
async function paypalShop(sameApp?: Shop['creds']): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'USD' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 29.9 });
  const settings = await t
    .http()
    .patch('/v1/app/store')
    .set(bearer(key))
    .send({ return_url: `https://${store.domain}/thanks`, cancel_url: `https://${store.domain}/cart` });
  expect(settings.status).toBe(200);
  const creds = sameApp ?? newCreds();
  pp.registerWebhook(creds.client_id, creds.webhook_id);
  const set = await t.http().put('/v1/app/gateway/PAYPAL').set(bearer(key)).send({ enabled: true, credentials: creds });
  expect(set.status).toBe(200);
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id, creds };
}

const tokenRequests = (s: Shop) =>
  pp
    .seen('POST /v1/oauth2/token')
    .filter((r) => r.headers.authorization === `Basic ${Buffer.from(`${s.creds.client_id}:${s.creds.client_secret}`).toString('base64')}`);

const checkout = (s: Shop) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({
      items: [{ id: s.pkg, quantity: 1 }],
      client_identifier: 'steve',
      client_email: 'steve@example.com',
      client_name: 'Steve Rogers',
      gateway: 'PAYPAL',
    });

const notify = (storeId: number, w: Pick<SignedWebhook, 'headers' | 'body'>) => t.http().post(`/v1/payments/paypal/${storeId}`).set(w.headers).send(w.body);

const orderRow = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const eventsOf = (orderId: number) => t.db.paymentEvent.findMany({ where: { orderId } });

/** A checkout whose PayPal order exists at the fake: the order row and the PayPal order id. */
async function placed(s: Shop) {
  const res = await checkout(s);
  expect(res.status).toBe(201);
  const order = await orderRow(res.body.order_id);
  expect(order.externalId).toBeTruthy();
  return { res, order, paypalId: order.externalId! };
}

/** A placed order the buyer approved and we captured through the webhook: APPROVED, external_id the capture. */
async function paid(s: Shop) {
  const { order, paypalId } = await placed(s);
  const approved = await notify(s.storeId, pp.approve(paypalId, s.creds.webhook_id));
  expect(approved.status).toBe(200);
  const row = await orderRow(order.id);
  expect(row.status).toBe('APPROVED');
  return { order: row, paypalId, capture: pp.captures.get(row.externalId!)! };
}

describe('settings', () => {
  test('PUT /v1/app/gateway/PAYPAL validates each credential and never shows them back', async () => {
    const { store, key } = await t.createStore({ gateways: false, currency: 'USD' });
    const bad = await t
      .http()
      .put('/v1/app/gateway/PAYPAL')
      .set(bearer(key))
      .send({ enabled: true, credentials: { client_id: 'short', webhook_id: 'has spaces!' } });
    expectRestPairs(bad, 422, 'VALIDATION_FAILED', [
      ['credentials.client_id', 'min'],
      ['credentials.client_secret', 'required'],
      ['credentials.webhook_id', 'regex'],
    ]);
    const none = await t.http().put('/v1/app/gateway/PAYPAL').set(bearer(key)).send({ enabled: true });
    expectRestPairs(none, 422, 'VALIDATION_FAILED', [['credentials', 'required']]);
    expect(await t.db.storeGateway.count({ where: { storeId: store.id, gateway: 'PAYPAL' } })).toBe(0);

    const creds = newCreds();
    const ok = await t.http().put('/v1/app/gateway/PAYPAL').set(bearer(key)).send({ enabled: true, name: 'PayPal or card', credentials: creds });
    expect(ok.status).toBe(200);
    const list = await t.http().get('/v1/app/gateway').set(bearer(key));
    const paypal = list.body.find((g: any) => g.gateway === 'PAYPAL');
    expect(paypal).toMatchObject({
      enabled: true,
      configured: true,
      name: 'PayPal or card',
      credentials: { client_id: creds.client_id.slice(-4), client_secret: creds.client_secret.slice(-4), webhook_id: creds.webhook_id.slice(-4) },
    });
    expect(JSON.stringify(list.body)).not.toContain(creds.client_secret);
    expect(paypal.notification_url).toMatch(/\/v1\/payments\/paypal\/\d+$/);
  });
});

describe('checkout', () => {
  test('answers the approve link; PayPal got the amount, the internal id and the store return/cancel URLs with the store credentials', async () => {
    const s = await paypalShop();
    const { res, order, paypalId } = await placed(s);
    expect(res.body.checkout_url).toBe(`https://www.paypal.com/checkoutnow?token=${paypalId}`);
    expect(res.body.pix_code).toBeNull();
    expect(order.status).toBe('PENDING');
    expect(order.checkoutUrl).toBe(res.body.checkout_url);

    const [token] = pp.seen('POST /v1/oauth2/token');
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from(`${s.creds.client_id}:${s.creds.client_secret}`).toString('base64')}`);
    const [create] = pp.seen('POST /v2/checkout/orders');
    expect(create.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(create.headers['paypal-request-id']).toBe(`order-${order.internalId}`);
    expect(create.json.intent).toBe('CAPTURE');
    expect(create.json.purchase_units).toHaveLength(1);
    expect(create.json.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '29.90' },
      custom_id: order.internalId,
      invoice_id: order.internalId,
    });
    expect(create.json.payment_source.paypal.experience_context).toMatchObject({
      return_url: `https://${s.domain}/thanks`,
      cancel_url: `https://${s.domain}/cart`,
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    });
  });

  test('PayPal failing, refusing the credentials or not answering: 201 without payment data, within the bound', async () => {
    const s = await paypalShop();
    pp.when('POST /v2/checkout/orders', { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    const failed = await checkout(s);
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: 'PENDING', checkout_url: null, qr_code: null });
    expect((await orderRow(failed.body.order_id)).externalId).toBeNull();

    pp.reset();
    // PayPal no longer takes the app's credentials: its cached token is refused (401), and so is a new one.
    pp.refusedClients.add(s.creds.client_id);
    const ordersBefore = pp.orders.size;
    const refused = await checkout(s);
    pp.refusedClients.clear();
    expect(refused.status).toBe(201);
    expect(refused.body.checkout_url).toBeNull();
    expect(pp.orders.size).toBe(ordersBefore);
    expect(tokenRequests(s)).toHaveLength(1);

    pp.reset();
    pp.when('POST /v2/checkout/orders', 'hang');
    const started = Date.now();
    const hung = await checkout(s);
    const took = Date.now() - started;
    expect(hung.status).toBe(201);
    expect(hung.body.checkout_url).toBeNull();
    expect(pp.seen('POST /v2/checkout/orders')).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);

    pp.reset();
    pp.when('POST /v1/oauth2/token', 'hang');
    // A store whose token is not cached yet.
    const tokenHung = await checkout(await paypalShop());
    expect(tokenHung.status).toBe(201);
    expect(tokenHung.body.checkout_url).toBeNull();
  });
});

describe('access tokens (PayPal: cache them until expires_in; a token per call is a cause of RATE_LIMIT_REACHED)', () => {
  test('one token per store and app, shared by concurrent calls and reused by checkouts, webhooks and refunds', async () => {
    const s = await paypalShop();
    pp.reset();
    await Promise.all([checkout(s), checkout(s), checkout(s), checkout(s), checkout(s)]);
    const { order, paypalId } = await placed(s);
    expect((await notify(s.storeId, pp.approve(paypalId, s.creds.webhook_id))).status).toBe(200);
    expect((await t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' })).status).toBe(200);
    expect(pp.seen('POST /v2/checkout/orders')).toHaveLength(6);
    expect(tokenRequests(s)).toHaveLength(1);
    const used = new Set(pp.requests.filter((r) => r.route !== 'POST /v1/oauth2/token').map((r) => r.headers.authorization));
    expect(used.size).toBe(1);
  });

  test('never shared across stores, even with the same app: each store asks for its own', async () => {
    const a = await paypalShop();
    const b = await paypalShop(a.creds);
    pp.reset();
    await checkout(a);
    await checkout(b);
    await checkout(a);
    expect(tokenRequests(a)).toHaveLength(2);
    const [first, second, third] = pp.seen('POST /v2/checkout/orders').map((r) => r.headers.authorization);
    expect(first).not.toBe(second);
    expect(third).toBe(first);
  });

  test('asked again a margin before expires_in, not after it', async () => {
    pp.tokenLifetime = 2;
    try {
      const s = await paypalShop();
      pp.reset();
      await checkout(s);
      await checkout(s);
      expect(tokenRequests(s)).toHaveLength(1);
      // Half the lifetime is the margin for a short-lived token (5 minutes for PayPal's 9 hours).
      await new Promise((r) => setTimeout(r, 1200));
      const res = await checkout(s);
      expect(res.body.checkout_url).toEqual(expect.any(String));
      expect(tokenRequests(s)).toHaveLength(2);
    } finally {
      pp.tokenLifetime = 32400;
    }
  });

  test('a token PayPal refuses (401) is dropped and asked for once more; the call then goes through', async () => {
    const s = await paypalShop();
    await checkout(s);
    pp.reset();
    pp.revokeTokens();
    const res = await checkout(s);
    expect(res.status).toBe(201);
    expect(res.body.checkout_url).toEqual(expect.any(String));
    expect(tokenRequests(s)).toHaveLength(1);
    expect(pp.seen('POST /v2/checkout/orders')).toHaveLength(2);
    // The same on a webhook's verification: a revoked token is 401 there too, and the retry verifies.
    const { order, paypalId } = await placed(s);
    pp.revokeTokens();
    const approved = await notify(s.storeId, pp.approve(paypalId, s.creds.webhook_id));
    expect(approved.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('APPROVED');
    expect(tokenRequests(s)).toHaveLength(2);
  });
});

describe('notifications', () => {
  test('an approved order is captured once and approves the order once, whichever events arrive and however often', async () => {
    const s = await paypalShop();
    const { order, paypalId } = await placed(s);
    const approval = pp.approve(paypalId, s.creds.webhook_id);

    const first = await notify(s.storeId, approval);
    expect(first.status).toBe(200);
    const row = await orderRow(order.id);
    expect(row.status).toBe('APPROVED');
    const capture = pp.orders.get(paypalId)!.capture!;
    expect(row.externalId).toBe(capture.id);
    expect(first.body.results).toEqual([{ eventId: `capture:${capture.id}`, outcome: 'APPLIED' }]);

    // PayPal was asked to verify exactly what arrived, for this store's webhook.
    const [verify] = pp.seen('POST /v1/notifications/verify-webhook-signature');
    expect(verify.json).toMatchObject({
      webhook_id: s.creds.webhook_id,
      transmission_id: approval.headers['paypal-transmission-id'],
      transmission_sig: approval.headers['paypal-transmission-sig'],
      auth_algo: 'SHA256withRSA',
    });
    expect(verify.json.webhook_event).toEqual(approval.event);
    const [captured] = pp.seen('POST /v2/checkout/orders/:id/capture');
    expect(captured.params.id).toBe(paypalId);
    expect(captured.headers['paypal-request-id']).toBe(`capture-${paypalId}`);

    // PayPal retries the same webhook, then sends the capture's own event: nothing changes.
    const again = await notify(s.storeId, approval);
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual([{ eventId: `capture:${capture.id}`, outcome: 'ALREADY' }]);
    const completed = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', pp.captureResource(capture), s.creds.webhook_id));
    expect(completed.body.results).toEqual([{ eventId: `capture:${capture.id}`, outcome: 'ALREADY' }]);
    expect(pp.orders.get(paypalId)!.capture!.id).toBe(capture.id);
    const after = await orderRow(order.id);
    expect(after.status).toBe('APPROVED');
    expect(after.updatedAt).toEqual(row.updatedAt);
    expect(after.paidAt).toEqual(row.paidAt);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  test('PAYMENT.CAPTURE.COMPLETED alone approves (a capture made elsewhere); an approval whose capture is taken already is read back', async () => {
    const s = await paypalShop();
    const a = await placed(s);
    pp.approve(a.paypalId, s.creds.webhook_id);
    const capture = pp.captureNow(a.paypalId);
    const res = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', pp.captureResource(capture), s.creds.webhook_id));
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ eventId: `capture:${capture.id}`, outcome: 'APPLIED' }]);
    expect(await orderRow(a.order.id)).toMatchObject({ status: 'APPROVED', externalId: capture.id });

    // The approval arrives late (after PayPal's 6 hours of PayPal-Request-Id): ORDER_ALREADY_CAPTURED, the order is read back.
    const b = await placed(s);
    const approval = pp.approve(b.paypalId, s.creds.webhook_id);
    const bCapture = pp.captureNow(b.paypalId);
    const late = await notify(s.storeId, approval);
    expect(late.status).toBe(200);
    expect(late.body.results).toEqual([{ eventId: `capture:${bCapture.id}`, outcome: 'APPLIED' }]);
    expect(pp.seen('GET /v2/checkout/orders/:id').map((r) => r.params.id)).toEqual([b.paypalId]);
    expect(await orderRow(b.order.id)).toMatchObject({ status: 'APPROVED', externalId: bCapture.id });
  });

  test("unsigned, forged, altered or another webhook's transmissions are 401 and change nothing", async () => {
    const s = await paypalShop();
    const other = await paypalShop();
    const { order, paypalId } = await placed(s);
    const genuine = pp.approve(paypalId, s.creds.webhook_id);
    const before = await orderRow(order.id);

    const unsigned = await notify(s.storeId, { headers: { 'content-type': 'application/json' }, body: genuine.body });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errors[0].code).toBe('UNAUTHENTICATED');
    expect(pp.seen('POST /v1/notifications/verify-webhook-signature')).toHaveLength(0);

    const forged = await notify(s.storeId, {
      headers: { ...genuine.headers, 'paypal-transmission-sig': randomBytes(256).toString('base64') },
      body: genuine.body,
    });
    expect(forged.status).toBe(401);
    // A genuine signature on another body: a changed amount, another order.
    const altered = JSON.parse(genuine.body);
    altered.resource.purchase_units[0].amount.value = '0.01';
    const tampered = await notify(s.storeId, { headers: genuine.headers, body: JSON.stringify(altered) });
    expect(tampered.status).toBe(401);
    // Signed by PayPal, but for another store's webhook.
    const elsewhere = await notify(s.storeId, pp.approve(paypalId, other.creds.webhook_id));
    expect(elsewhere.status).toBe(401);
    // Not JSON at all.
    const junk = await notify(s.storeId, { headers: genuine.headers, body: 'id=1&event_type=PAYMENT.CAPTURE.COMPLETED' });
    expect(junk.status).toBe(401);

    expect(pp.seen('POST /v1/notifications/verify-webhook-signature')).toHaveLength(3);
    expect(pp.seen('POST /v2/checkout/orders/:id/capture')).toHaveLength(0);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  test('a capture of another amount or currency leaves the order PENDING with review_reason', async () => {
    const s = await paypalShop();
    const { order, paypalId } = await placed(s);
    pp.nextCapture({ amount: { currency_code: 'USD', value: '1.00' } });
    const res = await notify(s.storeId, pp.approve(paypalId, s.creds.webhook_id));
    expect(res.status).toBe(200);
    expect(res.body.results[0].outcome).toBe('REVIEW');
    const row = await orderRow(order.id);
    expect(row.status).toBe('PENDING');
    expect(row.reviewReason).toBe('paid 1.00 USD, the order is 29.90 USD');
    expect(row.paidAt).toBeNull();

    const b = await placed(s);
    pp.approve(b.paypalId, s.creds.webhook_id);
    pp.nextCapture({ amount: { currency_code: 'EUR', value: '29.90' } });
    const eur = pp.captureNow(b.paypalId);
    const res2 = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', pp.captureResource(eur), s.creds.webhook_id));
    expect(res2.body.results[0].outcome).toBe('REVIEW');
    expect(await orderRow(b.order.id)).toMatchObject({ status: 'PENDING', reviewReason: 'paid in EUR, the order is in USD' });
  });

  test("another store's order is out of reach: its capture is unknown here, its approval cannot be captured with this store's PayPal", async () => {
    const a = await paypalShop();
    const b = await paypalShop();
    const { order, paypalId } = await placed(a);
    const approvalForB = pp.approve(paypalId, b.creds.webhook_id);
    const viaB = await notify(b.storeId, approvalForB);
    expect(viaB.status).toBe(200);
    expect(viaB.body.results[0].outcome).toBe('IGNORED');
    // B's token was used, and PayPal said the order is not B's.
    expect(pp.seen('POST /v2/checkout/orders/:id/capture')).toHaveLength(1);
    expect(pp.orders.get(paypalId)!.capture).toBeUndefined();

    const capture = pp.captureNow(paypalId);
    const completed = await notify(b.storeId, pp.webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', pp.captureResource(capture), b.creds.webhook_id));
    expect(completed.status).toBe(200);
    expect(completed.body.results[0].outcome).toBe('UNKNOWN_ORDER');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: paypalId });
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  test('PayPal unable to verify (down, slow) is 503 and nothing is recorded: its retry applies', async () => {
    const s = await paypalShop();
    const { order, paypalId } = await placed(s);
    const approval = pp.approve(paypalId, s.creds.webhook_id);
    pp.when('POST /v1/notifications/verify-webhook-signature', { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
    const down = await notify(s.storeId, approval);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    pp.when('POST /v1/notifications/verify-webhook-signature', 'hang');
    const started = Date.now();
    const slow = await notify(s.storeId, approval);
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING' });
    expect(pp.seen('POST /v2/checkout/orders/:id/capture')).toHaveLength(0);

    pp.reset();
    const retried = await notify(s.storeId, approval);
    expect(retried.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('APPROVED');
  });
});

describe('refunds and disputes', () => {
  test('PAYMENT.CAPTURE.REFUNDED refunds the order once the capture is wholly refunded; a partial refund leaves it APPROVED', async () => {
    const s = await paypalShop();
    const { order, capture } = await paid(s);
    capture.status = 'PARTIALLY_REFUNDED';
    const partial = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.REFUNDED', 'refund', pp.refundResource(capture, 'R1'), s.creds.webhook_id));
    expect(partial.status).toBe(200);
    expect(partial.body.results[0].outcome).toBe('IGNORED');
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    capture.status = 'REFUNDED';
    const whole = pp.webhook('PAYMENT.CAPTURE.REFUNDED', 'refund', pp.refundResource(capture, 'R2'), s.creds.webhook_id);
    const res = await notify(s.storeId, whole);
    expect(res.body.results).toEqual([{ eventId: whole.event.id, outcome: 'APPLIED' }]);
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
    expect(pp.seen('GET /v2/payments/captures/:id').map((r) => r.params.id)).toEqual([capture.id, capture.id]);
    const again = await notify(s.storeId, whole);
    expect(again.body.results[0].outcome).toBe('ALREADY');
  });

  test("a claim (PayPal's CHARGEBACK stage, not a card chargeback) changes nothing until resolved for the buyer; a dispute the store wins leaves it APPROVED", async () => {
    const s = await paypalShop();
    const dispute = (capture: { id: string; custom_id?: string }, fields: Record<string, unknown>) => ({
      dispute_id: `PP-D-${randomBytes(3).toString('hex')}`,
      disputed_transactions: [{ seller_transaction_id: capture.id, custom: capture.custom_id }],
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'UNDER_REVIEW',
      dispute_amount: { currency_code: 'USD', value: '29.90' },
      ...fields,
    });
    const send = (type: string, body: unknown) => notify(s.storeId, pp.webhook(type, 'dispute', body, s.creds.webhook_id));

    // A merchant who opted out of inquiries gets every dispute created as a claim: the store may still win it.
    const won = await paid(s);
    const claim = await send('CUSTOMER.DISPUTE.CREATED', dispute(won.capture, { dispute_channel: 'INTERNAL', dispute_life_cycle_stage: 'CHARGEBACK' }));
    expect(claim.status).toBe(200);
    expect(claim.body.results[0].outcome).toBe('IGNORED');
    expect((await orderRow(won.order.id)).status).toBe('APPROVED');
    const sellerWins = await send(
      'CUSTOMER.DISPUTE.RESOLVED',
      dispute(won.capture, { status: 'RESOLVED', dispute_channel: 'INTERNAL', outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' } }),
    );
    expect(sellerWins.body.results[0].outcome).toBe('IGNORED');
    expect((await orderRow(won.order.id)).status).toBe('APPROVED');

    const lost = await paid(s);
    expect(
      (await send('CUSTOMER.DISPUTE.CREATED', dispute(lost.capture, { dispute_channel: 'INTERNAL', dispute_life_cycle_stage: 'CHARGEBACK' }))).body.results[0]
        .outcome,
    ).toBe('IGNORED');
    const buyerWins = await send(
      'CUSTOMER.DISPUTE.RESOLVED',
      dispute(lost.capture, { status: 'RESOLVED', dispute_channel: 'INTERNAL', outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } }),
    );
    expect(buyerWins.body.results[0].outcome).toBe('APPLIED');
    expect((await orderRow(lost.order.id)).status).toBe('CHARGEDBACK');
  });

  test('a card chargeback, a dispute lost and a reversal are CHARGEDBACK; an inquiry inside PayPal changes nothing', async () => {
    const s = await paypalShop();
    const dispute = (capture: { id: string; custom_id?: string }, fields: Record<string, unknown>) => ({
      dispute_id: `PP-D-${randomBytes(3).toString('hex')}`,
      disputed_transactions: [{ seller_transaction_id: capture.id, custom: capture.custom_id }],
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'OPEN',
      dispute_amount: { currency_code: 'USD', value: '29.90' },
      ...fields,
    });

    const one = await paid(s);
    const inquiry = await notify(
      s.storeId,
      pp.webhook(
        'CUSTOMER.DISPUTE.CREATED',
        'dispute',
        dispute(one.capture, { dispute_channel: 'INTERNAL', dispute_life_cycle_stage: 'INQUIRY' }),
        s.creds.webhook_id,
      ),
    );
    expect(inquiry.body.results[0].outcome).toBe('IGNORED');
    expect((await orderRow(one.order.id)).status).toBe('APPROVED');
    const lost = await notify(
      s.storeId,
      pp.webhook(
        'CUSTOMER.DISPUTE.RESOLVED',
        'dispute',
        dispute(one.capture, { status: 'RESOLVED', outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } }),
        s.creds.webhook_id,
      ),
    );
    expect(lost.body.results[0].outcome).toBe('APPLIED');
    expect((await orderRow(one.order.id)).status).toBe('CHARGEDBACK');

    const two = await paid(s);
    const card = await notify(
      s.storeId,
      pp.webhook(
        'CUSTOMER.DISPUTE.CREATED',
        'dispute',
        dispute(two.capture, { dispute_channel: 'EXTERNAL', dispute_life_cycle_stage: 'CHARGEBACK' }),
        s.creds.webhook_id,
      ),
    );
    expect(card.body.results[0].outcome).toBe('APPLIED');
    expect((await orderRow(two.order.id)).status).toBe('CHARGEDBACK');

    const three = await paid(s);
    // A reversal's resource is a refund of the capture, found by its `up` link (no custom_id here).
    const { custom_id: _c, invoice_id: _i, ...bare } = pp.refundResource(three.capture, 'RV1');
    const reversal = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.REVERSED', 'refund', bare, s.creds.webhook_id));
    expect(reversal.body.results[0].outcome).toBe('APPLIED');
    expect((await orderRow(three.order.id)).status).toBe('CHARGEDBACK');
  });

  test("an owner's REFUNDED refunds the capture at PayPal first; PayPal failing or silent is 503 and the order is unchanged", async () => {
    const s = await paypalShop();
    const { order, capture } = await paid(s);
    const patch = (id: number) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'REFUNDED' });

    pp.when('POST /v2/payments/captures/:id/refund', { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    const failed = await patch(order.id);
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].code).toBe('UNAVAILABLE');
    expect(failed.headers['retry-after']).toBeDefined();
    expect(await orderRow(order.id)).toMatchObject({ status: 'APPROVED' });
    expect(capture.status).toBe('COMPLETED');

    pp.when('POST /v2/payments/captures/:id/refund', 'hang');
    const started = Date.now();
    const silent = await patch(order.id);
    expect(silent.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    pp.reset();
    const ok = await patch(order.id);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('REFUNDED');
    const [refund] = pp.seen('POST /v2/payments/captures/:id/refund');
    expect(refund.params.id).toBe(capture.id);
    expect(refund.headers['paypal-request-id']).toBe(`refund-${order.internalId}`);
    expect(capture.status).toBe('REFUNDED');
    // PayPal's own PAYMENT.CAPTURE.REFUNDED for that refund then finds it done.
    const echo = await notify(s.storeId, pp.webhook('PAYMENT.CAPTURE.REFUNDED', 'refund', pp.refundResource(capture), s.creds.webhook_id));
    expect(echo.body.results[0].outcome).toBe('ALREADY');
  });

  test('an order approved by hand keeps the PayPal order id: REFUNDED reads it back and refunds its capture, or nothing when PayPal took no money', async () => {
    const s = await paypalShop();
    const patch = (id: number, status: string) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status });

    const unpaid = await placed(s);
    expect((await patch(unpaid.order.id, 'APPROVED')).status).toBe(200);
    const refunded = await patch(unpaid.order.id, 'REFUNDED');
    expect(refunded.status).toBe(200);
    expect(pp.seen('POST /v2/payments/captures/:id/refund').map((r) => r.params.id)).toEqual([unpaid.paypalId]);
    expect(pp.seen('GET /v2/checkout/orders/:id').map((r) => r.params.id)).toEqual([unpaid.paypalId]);

    pp.reset();
    // Paid at PayPal, but the confirmation was of another amount: the owner approved it after review.
    const reviewed = await placed(s);
    pp.nextCapture({ amount: { currency_code: 'USD', value: '29.00' } });
    await notify(s.storeId, pp.approve(reviewed.paypalId, s.creds.webhook_id));
    expect((await orderRow(reviewed.order.id)).status).toBe('PENDING');
    const refundAt = (await orderRow(reviewed.order.id)).externalId;
    expect((await patch(reviewed.order.id, 'APPROVED')).status).toBe(200);
    expect(refundAt).toBe(pp.orders.get(reviewed.paypalId)!.capture!.id);
    expect((await patch(reviewed.order.id, 'REFUNDED')).status).toBe(200);
    const capture = pp.orders.get(reviewed.paypalId)!.capture!;
    // The review kept the capture's id on the order: the refund goes straight to it.
    expect((await orderRow(reviewed.order.id)).externalId).toBe(capture.id);
    expect(pp.seen('POST /v2/payments/captures/:id/refund').map((r) => r.params.id)).toEqual([capture.id]);
    expect(capture.status).toBe('REFUNDED');
  });
});
