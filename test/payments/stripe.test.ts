import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config';
import { createLog } from '../../src/logger';
import { fromMinor, lineItems, toMinor } from '../../src/modules/payments/providers/stripe';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestErrors } from '../helpers/errors';
import { checkoutBody } from '../helpers/shop';
import { signStripe, startStripeFake, stripeEvent, type StripeFake } from './fakes/stripe-fake';

/**
 * STRIPE end to end: the app on a real database, its Stripe client pointed at a local fake of the
 * API (STRIPE_API_URL), and notifications signed as Stripe signs them (the SDK's own
 * generateTestHeaderString with the store's endpoint secret).
 */

const TIMEOUT_MS = 2000;
let t: TestApp;
let fake: StripeFake;
/** Every line the app logged, and every credential handed to it: the last test looks for the one in the other. */
const logged: string[] = [];
const credentials: string[] = [];

beforeAll(async () => {
  fake = await startStripeFake();
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logged.push(String(chunk));
      cb();
    },
  });
  t = await setupTestApp({
    config: { payments: { ...loadConfig({}).payments, stripeApiUrl: fake.url, timeoutMs: TIMEOUT_MS } },
    log: createLog(stream as never, 'trace'),
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

afterEach(() => fake.reset());

const secret = (prefix: string) => {
  const value = `${prefix}${randomBytes(18).toString('hex')}`;
  credentials.push(value);
  return value;
};

interface StripeShop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
  secretKey: string;
  webhookSecret: string;
}

/** A store selling a 12.34 package, with Stripe set up through PUT /v1/app/gateway/STRIPE. */
async function stripeShop(currency: 'USD' | 'BRL' | 'EUR' = 'USD'): Promise<StripeShop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency });
  const pkg = await aPackage(t, { key, categoryId }, { price: 12.34 });
  const shop = { key, storeId: store.id, domain: store.domain, pkg: pkg.id, secretKey: secret('sk_test_'), webhookSecret: secret('whsec_') };
  await t
    .http()
    .put('/v1/app/gateway/STRIPE')
    .set(bearer(key))
    .send({ enabled: true, credentials: { secret_key: shop.secretKey, webhook_secret: shop.webhookSecret } })
    .expect(200);
  return shop;
}

const checkout = (s: StripeShop, buyer = 'alice', quantity = 2) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ ...checkoutBody(s, buyer, quantity), gateway: 'STRIPE' });

const getOrder = async (s: StripeShop, id: number) => (await t.http().get(`/v1/app/order/${id}`).set(bearer(s.key)).expect(200)).body;

/** POST /v1/payments/stripe/{store}: the event's exact bytes, with a Stripe-Signature header unless null. */
function notify(storeId: number, payload: string, signature: string | null) {
  const req = t.http().post(`/v1/payments/stripe/${storeId}`).set('content-type', 'application/json; charset=utf-8');
  if (signature !== null) req.set('stripe-signature', signature);
  return req.send(payload);
}

/** A checkout the buyer then pays at the fake Stripe: the order, its session, and the session as paid. */
async function paidCheckout(s: StripeShop, buyer = 'alice') {
  const placed = await checkout(s, buyer).expect(201);
  const order = await getOrder(s, placed.body.order_id);
  const paid = fake.pay(order.external_id);
  return { orderId: placed.body.order_id as number, internalId: placed.body.internal_id as string, sessionId: order.external_id as string, paid };
}

/** A paid checkout confirmed by Stripe's checkout.session.completed: the order is APPROVED. */
async function approvedCheckout(s: StripeShop, buyer = 'alice') {
  const c = await paidCheckout(s, buyer);
  const payload = stripeEvent('checkout.session.completed', c.paid);
  const res = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret));
  expect(res.body.results).toEqual([{ eventId: JSON.parse(payload).id, outcome: 'APPLIED' }]);
  return { ...c, paymentIntent: c.paid.payment_intent as string };
}

const eventsOf = (orderId: number, event: string) => t.db.outboxEvent.count({ where: { orderId, event: event as never } });

describe('Stripe settings', () => {
  test('PUT /v1/app/gateway/STRIPE validates each credential under credentials.*, stores them sealed, and shows only their last 4', async () => {
    const { store, key } = await t.createStore({ gateways: false, currency: 'USD' });
    const put = (body: object) => t.http().put('/v1/app/gateway/STRIPE').set(bearer(key)).send(body);

    const bad = await put({ enabled: true, credentials: { secret_key: 'pk_test_publishablekey123', webhook_secret: 'not-a-secret' } });
    expectRestErrors(bad, [
      { code: 'VALIDATION_FAILED', field: 'credentials.secret_key', rule: 'regex' },
      { code: 'VALIDATION_FAILED', field: 'credentials.webhook_secret', rule: 'regex' },
    ]);
    const missing = await put({ enabled: true, credentials: { secret_key: secret('sk_test_') } });
    expectRestErrors(missing, [{ code: 'VALIDATION_FAILED', field: 'credentials.webhook_secret', rule: 'required' }]);
    const listed = await t.http().get('/v1/app/gateway').set(bearer(key)).expect(200);
    expect(listed.body.find((g: any) => g.gateway === 'STRIPE')).toMatchObject({ enabled: false, configured: false, credentials: null });

    const secretKey = secret('sk_live_');
    const webhookSecret = secret('whsec_');
    const ok = await put({ enabled: true, name: 'Card', credentials: { secret_key: secretKey, webhook_secret: webhookSecret } }).expect(200);
    expect(ok.body).toMatchObject({
      gateway: 'STRIPE',
      enabled: true,
      name: 'Card',
      configured: true,
      credentials: { secret_key: secretKey.slice(-4), webhook_secret: webhookSecret.slice(-4) },
    });
    expect(ok.body.notification_url).toMatch(new RegExp(`/v1/payments/stripe/${store.id}$`));
    const again = await t.http().get('/v1/app/gateway').set(bearer(key)).expect(200);
    expect(JSON.stringify(again.body)).not.toContain(secretKey);
    expect(JSON.stringify(again.body)).not.toContain(webhookSecret);
    const row = await t.db.storeGateway.findUnique({ where: { storeId_gateway: { storeId: store.id, gateway: 'STRIPE' } } });
    expect(row!.credentialsEnc).not.toContain(secretKey.slice(8));
    // The storefront offers it under the owner's name.
    const offered = await t.http().get('/v1/webstore/gateway').set('x-store-domain', store.domain).expect(200);
    expect(JSON.stringify(offered.body)).toContain('STRIPE');
  });
});

describe('Stripe checkout', () => {
  test('answers the Checkout Session url; the session asks for the order total in the store currency and carries the internal id', async () => {
    const s = await stripeShop('USD');
    await t
      .http()
      .patch('/v1/app/store')
      .set(bearer(s.key))
      .send({ return_url: 'https://shop.example/thanks', cancel_url: 'https://shop.example/cart' })
      .expect(200);
    const before = fake.calls('POST', '/v1/checkout/sessions').length;

    const placed = await checkout(s, 'alice', 2);
    expect(placed.status).toBe(201);
    expect(placed.body.price).toBe(24.68);

    const calls = fake.calls('POST', '/v1/checkout/sessions');
    expect(calls).toHaveLength(before + 1);
    const call = calls.at(-1)!;
    const session = [...fake.sessions.values()].find((x) => x.client_reference_id === placed.body.internal_id)!;
    expect(placed.body.checkout_url).toBe(session.url);
    expect(placed.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(placed.body.pix_code).toBeNull();

    expect(call.headers.authorization).toBe(`Bearer ${s.secretKey}`);
    expect(call.headers['idempotency-key']).toBe(`checkout-${s.storeId}-${placed.body.internal_id}`);
    expect(call.form).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '2', price_data: { currency: 'usd', unit_amount: '1234', product_data: { name: 'VIP' } } }],
      client_reference_id: placed.body.internal_id,
      metadata: { internal_id: placed.body.internal_id, store_id: String(s.storeId) },
      payment_intent_data: { metadata: { internal_id: placed.body.internal_id, store_id: String(s.storeId) } },
      customer_email: 'alice@buyers.test',
      success_url: 'https://shop.example/thanks',
      cancel_url: 'https://shop.example/cart',
      adaptive_pricing: { enabled: 'false' },
    });
    expect(session.amount_total).toBe(2468);

    const order = await getOrder(s, placed.body.order_id);
    expect(order).toMatchObject({ status: 'PENDING', gateway: 'STRIPE', external_id: session.id, paid_at: null });
  });

  test('a session that cannot list the lines exactly (a discount) is one line for the whole price; amounts are exact in minor units', () => {
    const order = {
      id: 1,
      internalId: 'ABCDEF123456',
      price: '20.00',
      currency: 'BRL',
      clientName: 'a',
      clientEmail: 'a@b.test',
      clientDocument: null,
      clientPhone: null,
      externalId: null,
      lines: [
        { name: 'VIP', quantity: 2, unitPrice: '12.34' },
        { name: 'Kit', quantity: 1, unitPrice: '0.99' },
      ],
    };
    expect(lineItems(order)).toEqual([
      { quantity: 1, price_data: { currency: 'brl', unit_amount: 2000, product_data: { name: 'Order ABCDEF123456', description: '2 x VIP, 1 x Kit' } } },
    ]);
    expect(lineItems({ ...order, price: '25.67' })).toEqual([
      { quantity: 2, price_data: { currency: 'brl', unit_amount: 1234, product_data: { name: 'VIP' } } },
      { quantity: 1, price_data: { currency: 'brl', unit_amount: 99, product_data: { name: 'Kit' } } },
    ]);
    expect(toMinor('0.1', 'EUR')).toBe(10);
    expect(toMinor('29.90', 'USD')).toBe(2990);
    expect(() => toMinor('1.005', 'USD')).toThrow(/finer/);
    expect(() => toMinor('1', 'JPY')).toThrow(/no Stripe amount rule/);
    expect(fromMinor(5, 'usd')).toBe('0.05');
    expect(fromMinor(2468, 'brl')).toBe('24.68');
    expect(fromMinor(100, 'jpy')).toBeNull();
  });

  test('Stripe down: the checkout answers 201 at once with the order and no payment data', async () => {
    const s = await stripeShop();
    await fake.down();
    try {
      const started = Date.now();
      const placed = await checkout(s);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ status: 'PENDING', checkout_url: null, pix_code: null, qr_code: null });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
      const order = await getOrder(s, placed.body.order_id);
      expect(order).toMatchObject({ status: 'PENDING', external_id: null });
    } finally {
      await fake.up();
    }
    // Up again, the next checkout gets its session.
    expect((await checkout(s, 'bob').expect(201)).body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  test('Stripe answering an error: 201 without payment data', async () => {
    const s = await stripeShop();
    fake.failWith(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****abcd' });
    const placed = await checkout(s).expect(201);
    expect(placed.body.checkout_url).toBeNull();
    expect(fake.calls('POST', '/v1/checkout/sessions').at(-1)!.headers.authorization).toBe(`Bearer ${s.secretKey}`);
  });

  test('Stripe hanging: the checkout answers 201 without payment data once PAYMENT_TIMEOUT_MS is up, and the held request is cut', async () => {
    const s = await stripeShop();
    const before = fake.calls('POST', '/v1/checkout/sessions').length;
    fake.hang();
    const started = Date.now();
    const placed = await checkout(s);
    const took = Date.now() - started;
    expect(placed.status).toBe(201);
    expect(placed.body.checkout_url).toBeNull();
    // It did wait for Stripe (the request arrived and was held), and no longer than the bound allows.
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(before + 1);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 3000);
    // The core's abort reached the socket (the SDK's own timeout is a second later): the fake sees the connection closed.
    const deadline = Date.now() + 500;
    while (fake.held() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(fake.held()).toBe(0);
  });
});

describe('Stripe notifications', () => {
  test('checkout.session.completed, verified, approves the order once: APPROVED, the PaymentIntent as external_id, paid_at, ORDER_APPROVED', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s);
    const payload = stripeEvent('checkout.session.completed', c.paid);
    const eventId = JSON.parse(payload).id;

    // Stripe may deliver the same event twice at once: one approval.
    const [a, b] = await Promise.all([
      notify(s.storeId, payload, signStripe(payload, s.webhookSecret)),
      notify(s.storeId, payload, signStripe(payload, s.webhookSecret)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.results[0].outcome, b.body.results[0].outcome].sort()).toEqual(['ALREADY', 'APPLIED']);

    const order = await getOrder(s, c.orderId);
    expect(order).toMatchObject({ status: 'APPROVED', external_id: c.paid.payment_intent });
    expect(c.paid.payment_intent).toMatch(/^pi_/);
    expect(order.paid_at).not.toBeNull();
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(1);

    // A retry later (Stripe signs each delivery anew) changes nothing.
    const retry = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret)).expect(200);
    expect(retry.body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    const after = await getOrder(s, c.orderId);
    expect(after.updated_at).toBe(order.updated_at);
    expect(after.paid_at).toBe(order.paid_at);
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(1);
  });

  test("retries are signed anew (Stripe's webhooks page), so the 5-minute tolerance holds: an hour-old signature is refused, the re-signed retry applies", async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s);
    const payload = stripeEvent('checkout.session.completed', c.paid);
    const hourOld = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret, Math.floor(Date.now() / 1000) - 3600));
    expect(hourOld.status).toBe(401);
    const resigned = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret));
    expect(resigned.body.results).toEqual([{ eventId: JSON.parse(payload).id, outcome: 'APPLIED' }]);
  });

  test('forged, unsigned, replayed or altered notifications are 401 and change nothing', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s);
    const payload = stripeEvent('checkout.session.completed', c.paid);

    const attempts: [string, string, string | null][] = [
      ['signed with another secret', payload, signStripe(payload, secret('whsec_'))],
      ['no signature', payload, null],
      ['an empty signature', payload, ''],
      ['a signature header without a signature', payload, `t=${Math.floor(Date.now() / 1000)}`],
      ['signed 10 minutes ago (a replay)', payload, signStripe(payload, s.webhookSecret, Math.floor(Date.now() / 1000) - 600)],
      ['the body altered after signing', payload.replace(`"amount_total": ${c.paid.amount_total}`, `"amount_total": 1`), signStripe(payload, s.webhookSecret)],
    ];
    for (const [what, body, signature] of attempts) {
      const res = await notify(s.storeId, body, signature);
      expect({ what, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({ what, status: 401, code: 'UNAUTHENTICATED' });
    }
    expect(attempts[5]![1]).not.toBe(payload);

    const order = await getOrder(s, c.orderId);
    expect(order).toMatchObject({ status: 'PENDING', external_id: c.sessionId, paid_at: null });
    expect(await t.db.paymentEvent.count({ where: { storeId: s.storeId } })).toBe(0);
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(0);

    // The genuine event still approves it afterwards: the refusals left nothing behind.
    await notify(s.storeId, payload, signStripe(payload, s.webhookSecret)).expect(200);
    expect((await getOrder(s, c.orderId)).status).toBe('APPROVED');
  });

  test('a payment of another amount or currency leaves the order PENDING and flagged for review', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s);

    const less = stripeEvent('checkout.session.completed', { ...c.paid, amount_total: c.paid.amount_total - 1 });
    const res = await notify(s.storeId, less, signStripe(less, s.webhookSecret)).expect(200);
    expect(res.body.results).toEqual([{ eventId: JSON.parse(less).id, outcome: 'REVIEW' }]);
    let order = await getOrder(s, c.orderId);
    // The payment's id is kept (the owner can find it at Stripe), and the reason is on the Order.
    expect(order).toMatchObject({
      status: 'PENDING',
      external_id: c.paid.payment_intent,
      paid_at: null,
      review_reason: 'paid 24.67 USD, the order is 24.68 USD',
    });
    let row = await t.db.order.findUnique({ where: { id: c.orderId } });
    expect(row!.reviewReason).toBe('paid 24.67 USD, the order is 24.68 USD');

    const euros = stripeEvent('checkout.session.completed', { ...c.paid, currency: 'eur' });
    expect((await notify(s.storeId, euros, signStripe(euros, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('REVIEW');
    row = await t.db.order.findUnique({ where: { id: c.orderId } });
    expect(row!.reviewReason).toBe('paid in EUR, the order is in USD');
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(0);

    // An unpaid completion (a delayed method still in process) is nothing yet.
    const unpaid = stripeEvent('checkout.session.completed', { ...c.paid, payment_status: 'unpaid' });
    expect((await notify(s.storeId, unpaid, signStripe(unpaid, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('IGNORED');

    // The right payment, when it comes (here as the delayed method succeeding), approves it and clears the flag.
    const right = stripeEvent('checkout.session.async_payment_succeeded', c.paid);
    expect((await notify(s.storeId, right, signStripe(right, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('APPLIED');
    order = await getOrder(s, c.orderId);
    expect(order).toMatchObject({ status: 'APPROVED', review_reason: null });
    row = await t.db.order.findUnique({ where: { id: c.orderId } });
    expect(row!.reviewReason).toBeNull();
  });

  test("another store's notification URL cannot touch this store's orders", async () => {
    const a = await stripeShop();
    const b = await stripeShop();
    const c = await paidCheckout(a);
    const payload = stripeEvent('checkout.session.completed', c.paid);

    // B's endpoint, signed with B's secret, naming A's order: no such order at B.
    const atB = await notify(b.storeId, payload, signStripe(payload, b.webhookSecret)).expect(200);
    expect(atB.body.results).toEqual([{ eventId: JSON.parse(payload).id, outcome: 'UNKNOWN_ORDER' }]);
    // B's endpoint with A's signature: not B's secret.
    expect((await notify(b.storeId, payload, signStripe(payload, a.webhookSecret))).status).toBe(401);
    // A store without Stripe set up has no endpoint.
    const { store: none } = await t.createStore({ gateways: false });
    expect((await notify(none.id, payload, signStripe(payload, a.webhookSecret))).status).toBe(404);

    expect(await getOrder(a, c.orderId)).toMatchObject({ status: 'PENDING', paid_at: null });
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(0);
    // A's own endpoint still approves it (B's delivery did not use up the event id).
    expect((await notify(a.storeId, payload, signStripe(payload, a.webhookSecret)).expect(200)).body.results[0].outcome).toBe('APPLIED');
  });

  test('charge.refunded moves an approved order to REFUNDED when the charge is fully refunded', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);

    const partial = stripeEvent('charge.refunded', fake.refundedCharge(c.paymentIntent, { partial: true }));
    expect((await notify(s.storeId, partial, signStripe(partial, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('IGNORED');
    expect((await getOrder(s, c.orderId)).status).toBe('APPROVED');

    const charge = fake.refundedCharge(c.paymentIntent);
    expect(charge.metadata.internal_id).toBe(c.internalId);
    const full = stripeEvent('charge.refunded', charge);
    expect((await notify(s.storeId, full, signStripe(full, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('APPLIED');
    expect(await getOrder(s, c.orderId)).toMatchObject({ status: 'REFUNDED', external_id: c.paymentIntent });
    expect(await eventsOf(c.orderId, 'ORDER_REFUNDED')).toBe(1);
    // No owner's refund was asked of Stripe: Stripe told us.
    expect(fake.calls('POST', '/v1/refunds').filter((r) => r.form.payment_intent === c.paymentIntent)).toHaveLength(0);
  });

  test('a refunded charge without our metadata is found by its PaymentIntent', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);
    const full = stripeEvent('charge.refunded', { ...fake.refundedCharge(c.paymentIntent), metadata: {} });
    expect((await notify(s.storeId, full, signStripe(full, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('APPLIED');
    expect((await getOrder(s, c.orderId)).status).toBe('REFUNDED');
  });

  test('a dispute opened moves the order to CHARGEDBACK; an inquiry does not', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);

    const inquiry = stripeEvent('charge.dispute.created', fake.dispute(c.paymentIntent, 'warning_needs_response'));
    expect((await notify(s.storeId, inquiry, signStripe(inquiry, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('IGNORED');
    expect((await getOrder(s, c.orderId)).status).toBe('APPROVED');

    const dispute = fake.dispute(c.paymentIntent);
    const opened = stripeEvent('charge.dispute.created', dispute);
    expect((await notify(s.storeId, opened, signStripe(opened, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('APPLIED');
    expect((await getOrder(s, c.orderId)).status).toBe('CHARGEDBACK');
    expect(await eventsOf(c.orderId, 'ORDER_CHARGEDBACK')).toBe(1);

    // Its funds_withdrawn, which follows, finds it done.
    const withdrawn = stripeEvent('charge.dispute.funds_withdrawn', dispute);
    expect((await notify(s.storeId, withdrawn, signStripe(withdrawn, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('ALREADY');
    expect(await eventsOf(c.orderId, 'ORDER_CHARGEDBACK')).toBe(1);
  });

  test('events this API does not act on are acknowledged and change nothing', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s);
    const other = stripeEvent('payment_intent.succeeded', { id: c.paid.payment_intent, object: 'payment_intent', metadata: { internal_id: c.internalId } });
    expect((await notify(s.storeId, other, signStripe(other, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('IGNORED');
    expect((await getOrder(s, c.orderId)).status).toBe('PENDING');
  });
});

describe("the owner's refund", () => {
  test('PATCH status REFUNDED refunds the PaymentIntent at Stripe first; a failing Stripe is 503 and the order stays APPROVED', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);
    const refundsTo = () => fake.calls('POST', '/v1/refunds').filter((r) => r.form.payment_intent === c.paymentIntent);

    fake.failWith(500);
    const failed = await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'REFUNDED' });
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].code).toBe('UNAVAILABLE');
    expect(failed.headers['retry-after']).toBeDefined();
    expect(refundsTo()).toHaveLength(1);
    expect(await getOrder(s, c.orderId)).toMatchObject({ status: 'APPROVED' });
    expect(await eventsOf(c.orderId, 'ORDER_REFUNDED')).toBe(0);
    expect(fake.refunds.filter((r) => r.payment_intent === c.paymentIntent)).toHaveLength(0);

    fake.reset();
    const ok = await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
    expect(ok.body.status).toBe('REFUNDED');
    const call = refundsTo().at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${s.secretKey}`);
    expect(call.headers['idempotency-key']).toBe(`refund-${c.internalId}`);
    expect(fake.refunds.filter((r) => r.payment_intent === c.paymentIntent)).toHaveLength(1);
    expect(await getOrder(s, c.orderId)).toMatchObject({ status: 'REFUNDED', external_id: c.paymentIntent });

    // Stripe then notifies the refund it made: the order is already REFUNDED.
    const event = stripeEvent('charge.refunded', fake.refundedCharge(c.paymentIntent));
    expect((await notify(s.storeId, event, signStripe(event, s.webhookSecret)).expect(200)).body.results[0].outcome).toBe('ALREADY');
    expect(await eventsOf(c.orderId, 'ORDER_REFUNDED')).toBe(1);
  });

  test('a payment already refunded at Stripe (from its dashboard) lets the owner record the refund', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);
    const dashboard = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: c.paymentIntent }).toString(),
    });
    expect(dashboard.status).toBe(200);
    await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
    expect((await getOrder(s, c.orderId)).status).toBe('REFUNDED');
  });

  test('an order approved by hand (external_id still the session) is refunded through the session it was paid by, or not at Stripe if it was not paid there', async () => {
    const s = await stripeShop();
    // Paid at Stripe, but approved by the owner before the confirmation arrived.
    const paid = await paidCheckout(s, 'alice');
    await t.http().patch(`/v1/app/order/${paid.orderId}`).set(bearer(s.key)).send({ status: 'APPROVED' }).expect(200);
    expect((await getOrder(s, paid.orderId)).external_id).toBe(paid.sessionId);
    await t.http().patch(`/v1/app/order/${paid.orderId}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
    expect(fake.calls('GET', `/v1/checkout/sessions/${paid.sessionId}`)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.paid.payment_intent)).toHaveLength(1);

    // Never paid at Stripe (the buyer paid some other way): nothing to refund there.
    const placed = await checkout(s, 'bob').expect(201);
    const unpaid = await getOrder(s, placed.body.order_id);
    await t.http().patch(`/v1/app/order/${unpaid.id}`).set(bearer(s.key)).send({ status: 'APPROVED' }).expect(200);
    const refundsBefore = fake.calls('POST', '/v1/refunds').length;
    await t.http().patch(`/v1/app/order/${unpaid.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
    expect(fake.calls('GET', `/v1/checkout/sessions/${unpaid.external_id}`)).toHaveLength(1);
    expect(fake.calls('POST', '/v1/refunds')).toHaveLength(refundsBefore);
    expect((await getOrder(s, unpaid.id)).status).toBe('REFUNDED');
  });

  test("a payment of the store's former Stripe account is not found with its new keys: 503, nothing refunded anywhere, the order stays APPROVED", async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s);
    // The owner connects another Stripe account: its key cannot see the old account's PaymentIntent.
    const other = { secret_key: secret('sk_live_'), webhook_secret: secret('whsec_') };
    await t.http().put('/v1/app/gateway/STRIPE').set(bearer(s.key)).send({ enabled: true, credentials: other }).expect(200);
    const res = await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'REFUNDED' });
    expect(res.status).toBe(503);
    expect(res.body.errors[0].message).toMatch(/No such payment_intent/);
    expect(fake.refunds.filter((r) => r.payment_intent === c.paymentIntent)).toHaveLength(0);
    expect((await getOrder(s, c.orderId)).status).toBe('APPROVED');
  });
});

test('no log line of this file carries a Stripe secret key or webhook secret', () => {
  const text = logged.join('');
  // The failures above were logged (so the search is over something) ...
  expect(text).toContain('payment notification refused: not verified');
  expect(text).toContain('payment provider gave no payment data');
  expect(text).toContain('payment provider refused or did not answer a refund');
  // ... and none of them names a credential, whole or without its prefix.
  expect(credentials.length).toBeGreaterThan(10);
  for (const c of credentials) {
    expect(text).not.toContain(c);
    expect(text).not.toContain(c.replace(/^(sk|rk)_(test|live)_|^whsec_/, ''));
  }
});

describe('payments the order cannot take: left for the owner, never silent', () => {
  test('paid after the owner canceled the order: it stays CANCELED, flagged with the payment to refund, and logged', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s, 'late');
    await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'CANCELED' }).expect(200);
    const payload = stripeEvent('checkout.session.completed', c.paid);
    const res = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret)).expect(200);
    expect(res.body.results).toEqual([{ eventId: JSON.parse(payload).id, outcome: 'REVIEW' }]);
    expect(await getOrder(s, c.orderId)).toMatchObject({
      status: 'CANCELED',
      external_id: c.paid.payment_intent,
      review_reason: `paid through STRIPE (${c.paid.payment_intent}) after the order was CANCELED: refund the buyer`,
    });
    expect(logged.join('')).toContain('payment confirmation left for the owner to review');
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(0);
  });

  test('approved by hand before Stripe confirmed it: the confirmation records the payment, so a refund goes to Stripe', async () => {
    const s = await stripeShop();
    const c = await paidCheckout(s, 'early');
    await t.http().patch(`/v1/app/order/${c.orderId}`).set(bearer(s.key)).send({ status: 'APPROVED' }).expect(200);
    const payload = stripeEvent('checkout.session.completed', c.paid);
    const res = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret)).expect(200);
    expect(res.body.results[0].outcome).toBe('ALREADY');
    expect(await getOrder(s, c.orderId)).toMatchObject({ status: 'APPROVED', external_id: c.paid.payment_intent, review_reason: null });
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(1);
  });

  test('a second, different payment for an order already paid through Stripe is flagged for review', async () => {
    const s = await stripeShop();
    const c = await approvedCheckout(s, 'twice');
    // The buyer paid the same order again (another session of the same order id, e.g. two tabs).
    const second = { ...c.paid, id: `${c.paid.id}_2`, payment_intent: 'pi_3SecondPaymentOfTheSameOrder' };
    const payload = stripeEvent('checkout.session.completed', second);
    const res = await notify(s.storeId, payload, signStripe(payload, s.webhookSecret)).expect(200);
    expect(res.body.results[0].outcome).toBe('REVIEW');
    const order = await getOrder(s, c.orderId);
    expect(order.status).toBe('APPROVED');
    expect(order.review_reason).toBe(`a second payment (STRIPE pi_3SecondPaymentOfTheSameOrder) for an order already paid (${c.paymentIntent}): refund one`);
    // The order keeps the payment that paid it: an owner's refund goes there.
    expect(order.external_id).toBe(c.paymentIntent);
    expect(await eventsOf(c.orderId, 'ORDER_APPROVED')).toBe(1);
  });
});
