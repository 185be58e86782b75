import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { pagarmeProvider } from '../../src/modules/payments/providers/pagarme';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestPairs } from '../helpers/errors';
import { startPagarmeFake, type PagarmeFake, type PagarmeWebhook } from './fakes/pagarme-fake';

/**
 * PAGARME end to end against a local Pagar.me API v5 (fakes/pagarme-fake.ts) that the provider is
 * pointed at through PAGARME_API_URL: the gateway's settings, a checkout's Pix charge and hosted
 * checkout page, webhooks (unsigned in v5) believed only through what is read back with the store's
 * secret key, an optional per-store webhook token, refunds and chargebacks both ways, and a Pagar.me
 * that is down or silent.
 */

const TIMEOUT_MS = 3000;
let t: TestApp;
let pf: PagarmeFake;
const logged: Record<string, unknown>[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  pf = await startPagarmeFake();
  t = await setupTestApp({
    config: { payments: { ...loadConfig({}).payments, pagarmeApiUrl: pf.url, timeoutMs: TIMEOUT_MS } },
    log: (entry) => logged.push(entry),
  });
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
  secretKey: string;
  webhookToken?: string;
}

const secret = (prefix: string, bytes: number) => {
  const s = `${prefix}${randomBytes(bytes).toString('hex')}`;
  secrets.push(s);
  return s;
};

/** A BRL store selling a 29.90 package, with a Pagar.me account set up through the API (and a webhook token when asked). */
async function pagarmeShop(opts: { webhookToken?: boolean } = {}): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'BRL', locale: 'pt-BR' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 29.9 });
  const secretKey = secret('sk_test_', 16);
  const webhookToken = opts.webhookToken ? secret('wht_', 16) : undefined;
  pf.account(secretKey);
  const set = await t
    .http()
    .put('/v1/app/gateway/PAGARME')
    .set(bearer(key))
    .send({ enabled: true, credentials: { secret_key: secretKey, ...(webhookToken ? { webhook_token: webhookToken } : {}) } });
  expect(set.status).toBe(200);
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id, secretKey, webhookToken };
}

const BUYER = {
  client_identifier: 'maria',
  client_email: 'maria@example.com',
  client_name: 'Maria Souza',
  client_document: '12.345.678/0001-95',
  client_phone: '(21) 98765-4321',
};

const checkout = (s: Shop, buyer: Record<string, unknown> = BUYER) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.pkg, quantity: 1 }], ...buyer, gateway: 'PAGARME' });

/** POSTs a webhook as Pagar.me sends it, to the URL the owner pasted (with `?token=` when the store has one). */
const notify = (storeId: number, w: PagarmeWebhook, query = '') => t.http().post(`/v1/payments/pagarme/${storeId}${query}`).set(w.headers).send(w.body);
const notifyShop = (s: Shop, w: PagarmeWebhook) => notify(s.storeId, w, s.webhookToken ? `?token=${s.webhookToken}` : '');

const orderRow = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const eventsOf = (orderId: number) => t.db.paymentEvent.findMany({ where: { orderId } });

/** A checkout with the buyer's document: the order, and its Pix charge at Pagar.me (its external_id). */
async function placed(s: Shop, buyer: Record<string, unknown> = BUYER) {
  const res = await checkout(s, buyer);
  expect(res.status).toBe(201);
  const order = await orderRow(res.body.order_id);
  return { res, order, pixCharge: order.externalId };
}

async function paid(s: Shop) {
  const { order, pixCharge } = await placed(s);
  const res = await notifyShop(s, pf.payPix(pixCharge!));
  expect(res.status).toBe(200);
  const row = await orderRow(order.id);
  expect(row.status).toBe('APPROVED');
  return row;
}

describe('settings', () => {
  test('PUT /v1/app/gateway/PAGARME validates the secret key and the optional webhook token; Pagar.me charges only in BRL', async () => {
    const { store, key } = await t.createStore({ gateways: false, currency: 'BRL' });
    const put = (k: string, body: object) => t.http().put('/v1/app/gateway/PAGARME').set(bearer(k)).send(body);
    expectRestPairs(await put(key, { enabled: true, credentials: { secret_key: 'pk_test_1234567890abcdef' } }), 422, 'VALIDATION_FAILED', [
      ['credentials.secret_key', 'regex'],
    ]);
    expectRestPairs(await put(key, { enabled: true, credentials: { secret_key: secret('sk_', 16), webhook_token: 'short' } }), 422, 'VALIDATION_FAILED', [
      ['credentials.webhook_token', 'min'],
    ]);
    expectRestPairs(await put(key, { enabled: true, credentials: {} }), 422, 'VALIDATION_FAILED', [['credentials.secret_key', 'required']]);
    expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);

    const secretKey = secret('sk_', 16);
    const usd = await t.createStore({ gateways: false, currency: 'USD' });
    expectRestPairs(await put(usd.key, { enabled: true, credentials: { secret_key: secretKey } }), 422, 'VALIDATION_FAILED', [['enabled', 'currency']]);

    const ok = await put(key, { enabled: true, credentials: { secret_key: secretKey } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      gateway: 'PAGARME',
      enabled: true,
      configured: true,
      display: 'Pagar.me',
      credentials: { secret_key: secretKey.slice(-4) },
      notification_url: `${t.config.publicBaseUrl}/v1/payments/pagarme/${store.id}`,
    });
    expect(JSON.stringify(ok.body)).not.toContain(secretKey);
  });
});

describe('checkout', () => {
  test("with a CPF or CNPJ: a Pix charge's code and QR, and the hosted checkout page; Pagar.me got the amount, the internal id and the buyer", async () => {
    const s = await pagarmeShop();
    const { res, order, pixCharge } = await placed(s);
    const asked = pf.seen('POST /orders');
    expect(asked).toHaveLength(2);
    const pixAsk = asked.find((r) => r.json.payments[0].payment_method === 'pix')!;
    const pageAsk = asked.find((r) => r.json.payments[0].payment_method === 'checkout')!;
    const basic = `Basic ${Buffer.from(`${s.secretKey}:`).toString('base64')}`;
    for (const r of asked) expect(r.headers.authorization).toBe(basic);
    expect(pixAsk.headers['idempotency-key']).toBe(`pix-${order.internalId}`);
    expect(pageAsk.headers['idempotency-key']).toBe(`checkout-${order.internalId}`);

    const customer = {
      name: 'Maria Souza',
      email: 'maria@example.com',
      document: '12345678000195',
      type: 'company',
      phones: { mobile_phone: { country_code: '55', area_code: '21', number: '987654321' } },
    };
    expect(pixAsk.json).toMatchObject({
      code: order.internalId,
      items: [{ code: order.internalId, quantity: 1, amount: 2990 }],
      customer,
      closed: true,
      metadata: { internal_id: order.internalId },
      payments: [{ payment_method: 'pix', pix: { expires_in: 86400 } }],
    });
    expect(pageAsk.json).toMatchObject({
      code: order.internalId,
      customer,
      payments: [
        {
          payment_method: 'checkout',
          amount: 2990,
          checkout: { accepted_payment_methods: ['credit_card', 'pix'], success_url: `https://${s.domain}`, customer_editable: true },
        },
      ],
    });

    const [pixOrder] = pf.ordersOf(order.internalId).filter((o) => o.charges.length);
    const charge = pixOrder.charges[0];
    expect(pixCharge).toBe(charge.id);
    expect(res.body.pix_code).toBe(charge.last_transaction!.qr_code);
    expect(res.body.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(res.body.qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(res.body.checkout_url).toMatch(/^https:\/\/payment-link\.pagar\.me\//);
    expect(order).toMatchObject({ status: 'PENDING', pixCode: res.body.pix_code, checkoutUrl: res.body.checkout_url });
  });

  test('without a document: only the checkout page (Pagar.me takes no Pix order without one)', async () => {
    const s = await pagarmeShop();
    const { client_document: _d, ...noDocument } = BUYER;
    const { res, order } = await placed(s, noDocument);
    expect(res.body).toMatchObject({ pix_code: null, qr_code: null, checkout_url: expect.any(String) });
    expect(order.externalId).toBeNull();
    const asked = pf.seen('POST /orders');
    expect(asked.map((r) => r.json.payments[0].payment_method)).toEqual(['checkout']);
    expect(asked[0].json.customer).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.com',
      phones: { mobile_phone: { country_code: '55', area_code: '21', number: '987654321' } },
    });
  });

  test('one failing still answers the other; both failing, a refused key or Pagar.me silent: 201 without payment data, within the bound', async () => {
    const s = await pagarmeShop();
    pf.when('POST /orders', { status: 500, body: { message: 'Internal server error.' } });
    const none = await checkout(s);
    expect(none.status).toBe(201);
    expect(none.body).toMatchObject({ status: 'PENDING', pix_code: null, qr_code: null, checkout_url: null });
    pf.when('POST /orders', null);

    const stranger = secret('sk_', 16);
    expect(
      (
        await t
          .http()
          .put('/v1/app/gateway/PAGARME')
          .set(bearer(s.key))
          .send({ enabled: true, credentials: { secret_key: stranger } })
      ).status,
    ).toBe(200);
    const refused = await checkout(s);
    expect(refused.body).toMatchObject({ pix_code: null, checkout_url: null });

    pf.account(stranger);
    pf.when('POST /orders', 'hang');
    const started = Date.now();
    const hung = await checkout(s);
    const took = Date.now() - started;
    expect(hung.status).toBe(201);
    expect(hung.body.checkout_url).toBeNull();
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);
  });
});

describe('webhooks', () => {
  test('charge.paid, read back from Pagar.me, approves once; the same again and order.paid change nothing', async () => {
    const s = await pagarmeShop();
    const { order, pixCharge } = await placed(s);
    const w = pf.payPix(pixCharge!);
    const first = await notify(s.storeId, w);
    expect(first.status).toBe(200);
    const eventId = `${pixCharge}:PAID`;
    expect(first.body.results).toEqual([{ eventId, outcome: 'APPLIED' }]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'APPROVED', externalId: pixCharge, reviewReason: null });
    const [readBack] = pf.seen('GET /charges/:id');
    expect(readBack.params.id).toBe(pixCharge);
    expect(readBack.headers.authorization).toBe(`Basic ${Buffer.from(`${s.secretKey}:`).toString('base64')}`);

    expect((await notify(s.storeId, w)).body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    const [pixOrder] = pf.ordersOf(order.internalId).filter((o) => o.charges.length);
    expect((await notify(s.storeId, pf.webhook('order.paid', pixOrder.id))).body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    expect((await orderRow(order.id)).updatedAt).toEqual(row.updatedAt);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  test('a card payment on the checkout page (order.paid) approves the order and its charge becomes the external_id', async () => {
    const s = await pagarmeShop();
    const { client_document: _d, ...noDocument } = BUYER;
    const { order } = await placed(s, noDocument);
    const res = await notify(s.storeId, pf.payCheckout(order.internalId));
    const [pageOrder] = pf.ordersOf(order.internalId);
    const charge = pageOrder.charges[0];
    expect(res.body.results).toEqual([{ eventId: `${charge.id}:PAID`, outcome: 'APPLIED' }]);
    expect(pf.seen('GET /orders/:id')[0].params.id).toBe(pageOrder.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'APPROVED', externalId: charge.id });
  });

  test("webhooks are not signed: a malformed one is 401; one naming nothing of the store's account is 200 and changes nothing (no retry helps); a claim the read-back does not bear out changes nothing", async () => {
    const a = await pagarmeShop();
    const b = await pagarmeShop();
    const { order, pixCharge } = await placed(a);
    const json = (o: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(o) });
    const forged = (data: unknown, type = 'charge.paid') => json({ id: 'hook_forged', type, created_at: new Date().toISOString(), data });
    const cases: [string, number, PagarmeWebhook][] = [
      ['not JSON', a.storeId, { headers: { 'content-type': 'application/json' }, body: 'paid!' }],
      ['no type', a.storeId, json({ id: 'hook_x', data: { id: pixCharge } })],
      ['no data.id', a.storeId, forged({ status: 'paid' })],
    ];
    for (const [why, storeId, w] of cases) {
      const res = await notify(storeId, w);
      expect({ why, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({ why, status: 401, code: 'UNAUTHENTICATED' });
    }
    // Pagar.me resends what is not answered 200 (up to 31 times): a charge its read-back says is not the
    // account's (a forgery, or an account the URL was also given to) is answered 200 and does nothing.
    const foreign: [string, number, string, PagarmeWebhook][] = [
      ['a charge Pagar.me does not have', a.storeId, 'ch_madeup000000000', forged({ id: 'ch_madeup000000000', status: 'paid', amount: 2990 })],
      ["store A's charge on store B's URL", b.storeId, pixCharge!, forged({ id: pixCharge, status: 'paid', amount: 2990 })],
    ];
    for (const [why, storeId, id, w] of foreign) {
      const res = await notify(storeId, w);
      expect({ why, status: res.status, results: res.body.results }).toEqual({
        why,
        status: 200,
        results: [{ eventId: `${id}:not_found`, outcome: 'IGNORED' }],
      });
    }
    expect(await t.db.paymentEvent.count({ where: { storeId: { in: [a.storeId, b.storeId] } } })).toBe(0);
    // Store A's own charge, claimed paid while Pagar.me says pending: read back, nothing to do.
    const claimed = await notify(a.storeId, forged({ id: pixCharge, status: 'paid', amount: 2990, paid_amount: 2990 }));
    expect(claimed.status).toBe(200);
    expect(claimed.body.results).toEqual([{ eventId: `${pixCharge}:IGNORED`, outcome: 'IGNORED' }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: pixCharge });
    expect(await eventsOf(order.id)).toHaveLength(0);
    // Event types that are not about a charge or an order are acknowledged and ignored, unread.
    const reads = pf.requests.length;
    const customer = await notify(a.storeId, json({ id: 'hook_c', type: 'customer.created', data: { id: 'cus_123' } }));
    expect(customer.body.results).toEqual([{ eventId: 'customer.created:cus_123', outcome: 'IGNORED' }]);
    expect(pf.requests.length).toBe(reads);
  });

  test('a store with a webhook token: a webhook without it, or with another, is refused unread; in the URL or as Basic password it is taken', async () => {
    const s = await pagarmeShop({ webhookToken: true });
    const { order, pixCharge } = await placed(s);
    const w = pf.payPix(pixCharge!);
    expect((await notify(s.storeId, w)).status).toBe(401);
    expect((await notify(s.storeId, w, '?token=wht_not-the-one-0000000000')).status).toBe(401);
    expect(
      (await notify(s.storeId, { ...w, headers: { ...w.headers, authorization: `Basic ${Buffer.from('pagarme:wrong-token-0000000000').toString('base64')}` } }))
        .status,
    ).toBe(401);
    expect(pf.seen('GET /charges/:id')).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('PENDING');

    const basic = await notify(s.storeId, {
      ...w,
      headers: { ...w.headers, authorization: `Basic ${Buffer.from(`pagarme:${s.webhookToken}`).toString('base64')}` },
    });
    expect(basic.body.results[0].outcome).toBe('APPLIED');
    expect((await notifyShop(s, w)).body.results[0].outcome).toBe('ALREADY');
  });

  test('underpaid and overpaid charges leave the order PENDING with review_reason', async () => {
    const s = await pagarmeShop();
    const under = await placed(s);
    const res = await notify(s.storeId, pf.payPix(under.pixCharge!, { paid: 1000 }));
    expect(res.body.results[0].outcome).toBe('REVIEW');
    expect(await orderRow(under.order.id)).toMatchObject({ status: 'PENDING', reviewReason: 'paid 10.00 BRL, the order is 29.90 BRL', paidAt: null });
    const over = await placed(s);
    expect((await notify(s.storeId, pf.payPix(over.pixCharge!, { paid: 3990 }))).body.results[0].outcome).toBe('REVIEW');
    expect((await orderRow(over.order.id)).reviewReason).toBe('paid 39.90 BRL, the order is 29.90 BRL');
  });

  test('Pagar.me unable to say (down, slow) is 503 and nothing is recorded: its retry applies', async () => {
    const s = await pagarmeShop();
    const { order, pixCharge } = await placed(s);
    const w = pf.payPix(pixCharge!);
    pf.when('GET /charges/:id', { status: 500, body: { message: 'Internal server error.' } });
    const down = await notify(s.storeId, w);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    pf.when('GET /charges/:id', 'hang');
    const started = Date.now();
    expect((await notify(s.storeId, w)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await eventsOf(order.id)).toHaveLength(0);
    pf.reset();
    expect((await notify(s.storeId, w)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('APPROVED');
  });

  test('the update says how the buyer paid: PIX or CREDIT_CARD', async () => {
    const s = await pagarmeShop();
    const parse = (w: PagarmeWebhook) =>
      pagarmeProvider.parseNotification!({
        storeId: s.storeId,
        notification: { headers: w.headers, query: {}, rawBody: Buffer.from(w.body) },
        credentials: { secret_key: s.secretKey },
        config: { ...t.config.payments, pagarmeApiUrl: pf.url },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    const pix = await placed(s);
    expect(await parse(pf.payPix(pix.pixCharge!))).toMatchObject([{ kind: 'PAID', paymentMethod: 'PIX', amount: '29.90', currency: 'BRL' }]);
    const card = await placed(s);
    expect(await parse(pf.payCheckout(card.order.internalId))).toMatchObject([{ kind: 'PAID', paymentMethod: 'CREDIT_CARD' }]);
  });
});

describe('refunds and chargebacks', () => {
  test('a refund and a chargeback at Pagar.me arrive as REFUNDED and CHARGEDBACK', async () => {
    const s = await pagarmeShop();
    const one = await paid(s);
    const refunded = await notify(s.storeId, pf.move(one.externalId!, 'canceled'));
    expect(refunded.body.results).toEqual([{ eventId: `${one.externalId}:REFUNDED`, outcome: 'APPLIED' }]);
    expect((await orderRow(one.id)).status).toBe('REFUNDED');

    const two = await paid(s);
    const chargeback = await notify(s.storeId, pf.move(two.externalId!, 'chargedback'));
    expect(chargeback.body.results).toEqual([{ eventId: `${two.externalId}:CHARGEDBACK`, outcome: 'APPLIED' }]);
    expect((await orderRow(two.id)).status).toBe('CHARGEDBACK');
    expect(await t.db.outboxEvent.count({ where: { orderId: two.id, event: 'ORDER_CHARGEDBACK' } })).toBe(1);
  });

  test("an owner's REFUNDED cancels the charge at Pagar.me first; Pagar.me failing or silent is 503 and the order is unchanged", async () => {
    const s = await pagarmeShop();
    const order = await paid(s);
    const patch = () => t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' });

    pf.when('DELETE /charges/:id', { status: 500, body: { message: 'Internal server error.' } });
    const failed = await patch();
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].code).toBe('UNAVAILABLE');
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    pf.when('DELETE /charges/:id', 'hang');
    const started = Date.now();
    expect((await patch()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    pf.reset();
    const ok = await patch();
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('REFUNDED');
    const [cancel] = pf.seen('DELETE /charges/:id');
    expect(cancel.params.id).toBe(order.externalId);
    expect(cancel.headers['idempotency-key']).toBe(`refund-${order.internalId}-${order.externalId}`);
    expect(cancel.json).toEqual({ amount: 2990 });
    const [pixOrder] = pf.ordersOf(order.internalId).filter((o) => o.charges.length);
    expect(pixOrder.charges[0].status).toBe('canceled');
    // Pagar.me's charge.refunded for that cancel then finds it done.
    expect((await notify(s.storeId, pf.webhook('charge.refunded', order.externalId!))).body.results[0].outcome).toBe('ALREADY');
  });

  test('an order approved by hand whose Pix charge was never paid: nothing is cancelled at Pagar.me, the order is REFUNDED', async () => {
    const s = await pagarmeShop();
    const { order } = await placed(s);
    const patch = (status: string) => t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status });
    expect((await patch('APPROVED')).status).toBe(200);
    const res = await patch('REFUNDED');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUNDED');
    expect(pf.seen('GET /charges/:id')).toHaveLength(1);
    expect(pf.seen('DELETE /charges/:id')).toHaveLength(0);
  });
});

describe('logs', () => {
  test('failures were logged, and no secret key or webhook token ever was', () => {
    const msgs = logged.map((e) => String(e.msg));
    expect(msgs).toContain('payment provider gave no payment data; the order stays PENDING without it');
    expect(msgs).toContain('payment provider refused or did not answer a refund');
    expect(msgs).toContain('payment notification refused: not verified');
    const text = JSON.stringify(logged);
    for (const s of secrets) expect(text).not.toContain(s);
  });
});
