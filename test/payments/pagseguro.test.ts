import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { pagseguroProvider } from '../../src/modules/payments/providers/pagseguro';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestPairs } from '../helpers/errors';
import { signPagbank, startPagseguroFake, type PagbankNotification, type PagseguroFake } from './fakes/pagseguro-fake';

/**
 * PAGSEGURO (PagBank) end to end against a local PagBank (fakes/pagseguro-fake.ts) that the provider
 * is pointed at through PAGSEGURO_API_URL: the gateway's settings, a checkout's Pix code (an order
 * with a QR code) and hosted checkout page, notifications signed as PagBank signs them (x-authenticity-token)
 * and read back before anything changes, refunds both ways, and a PagBank that is down or silent.
 */

const TIMEOUT_MS = 3000;
let t: TestApp;
let pf: PagseguroFake;
/** Everything the app logged, to check no token is ever in it. */
const logged: Record<string, unknown>[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  pf = await startPagseguroFake();
  t = await setupTestApp({
    config: { payments: { ...loadConfig({}).payments, pagseguroApiUrl: pf.url, timeoutMs: TIMEOUT_MS } },
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
  token: string;
}

const newToken = () => {
  const token = `${randomBytes(18).toString('hex')}-${randomBytes(18).toString('hex')}`;
  tokens.push(token);
  return token;
};

/** A BRL store selling a 29.90 package, with a PagBank account set up through the API. */
async function pagbankShop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'BRL', locale: 'pt-BR' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 29.9 });
  const token = newToken();
  pf.account(token);
  const set = await t.http().put('/v1/app/gateway/PAGSEGURO').set(bearer(key)).send({ enabled: true, credentials: { token } });
  expect(set.status).toBe(200);
  return { key, storeId: store.id, domain: store.domain, pkg: pkg.id, token };
}

const BUYER = {
  client_identifier: 'joao',
  client_email: 'joao@example.com',
  client_name: 'João da Silva',
  client_document: '123.456.789-09',
  client_phone: '+55 27 91234-5678',
};

const checkout = (s: Shop, buyer: Record<string, unknown> = BUYER) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.pkg, quantity: 1 }], ...buyer, gateway: 'PAGSEGURO' });

const notify = (storeId: number, n: PagbankNotification) => t.http().post(`/v1/payments/pagseguro/${storeId}`).set(n.headers).send(n.body);

const orderRow = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const eventsOf = (orderId: number) => t.db.paymentEvent.findMany({ where: { orderId } });

/** A checkout with the buyer's CPF: the order, and its Pix order at PagBank (its external_id). */
async function placed(s: Shop, buyer: Record<string, unknown> = BUYER) {
  const res = await checkout(s, buyer);
  expect(res.status).toBe(201);
  const order = await orderRow(res.body.order_id);
  return { res, order, pixOrder: order.externalId };
}

/** A placed order the buyer paid by Pix, confirmed through PagBank's notification: APPROVED, its charge the external_id. */
async function paid(s: Shop) {
  const { order, pixOrder } = await placed(s);
  const res = await notify(s.storeId, pf.payPix(pixOrder!));
  expect(res.status).toBe(200);
  const row = await orderRow(order.id);
  expect(row.status).toBe('APPROVED');
  return row;
}

describe('settings', () => {
  test('PUT /v1/app/gateway/PAGSEGURO validates the token; only its last 4 characters come back; PagBank charges only in BRL', async () => {
    const { store, key } = await t.createStore({ gateways: false, currency: 'BRL' });
    const put = (k: string, body: object) => t.http().put('/v1/app/gateway/PAGSEGURO').set(bearer(k)).send(body);
    expectRestPairs(await put(key, { enabled: true, credentials: { token: 'short' } }), 422, 'VALIDATION_FAILED', [['credentials.token', 'min']]);
    expectRestPairs(await put(key, { enabled: true, credentials: { token: 'has spaces and; other things' } }), 422, 'VALIDATION_FAILED', [
      ['credentials.token', 'regex'],
    ]);
    expectRestPairs(await put(key, { enabled: true }), 422, 'VALIDATION_FAILED', [['credentials', 'required']]);
    expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);

    const token = newToken();
    const usd = await t.createStore({ gateways: false, currency: 'USD' });
    expectRestPairs(await put(usd.key, { enabled: true, credentials: { token } }), 422, 'VALIDATION_FAILED', [['enabled', 'currency']]);

    const ok = await put(key, { enabled: true, credentials: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      gateway: 'PAGSEGURO',
      enabled: true,
      configured: true,
      display: 'PagSeguro',
      credentials: { token: token.slice(-4) },
      notification_url: `${t.config.publicBaseUrl}/v1/payments/pagseguro/${store.id}`,
    });
    expect(JSON.stringify(ok.body)).not.toContain(token);
  });
});

describe('checkout', () => {
  test('with a CPF: the Pix code and its QR of a PagBank order, and the hosted checkout page; PagBank got the amount, the internal id and our URLs', async () => {
    const s = await pagbankShop();
    const { res, order, pixOrder } = await placed(s);
    const [created] = pf.seen('POST /orders');
    const [page] = pf.seen('POST /checkouts');
    const made = pf.orders.get(pixOrder!)!;
    expect(made).toBeDefined();

    expect(res.body.pix_code).toBe(made.qr_codes![0].text);
    // The QR image bare, without a data: prefix; a PNG.
    expect(res.body.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(res.body.qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(res.body.checkout_url).toMatch(/^https:\/\/pagamento\.pagseguro\.uol\.com\.br\/pagamento\?code=/);
    expect(order).toMatchObject({ status: 'PENDING', pixCode: res.body.pix_code, checkoutUrl: res.body.checkout_url, externalId: made.id });
    expect(pixOrder).toMatch(/^ORDE_/);

    const notificationUrl = `${t.config.publicBaseUrl}/v1/payments/pagseguro/${s.storeId}`;
    for (const r of [created, page]) expect(r.headers.authorization).toBe(`Bearer ${s.token}`);
    expect(created.headers['x-idempotency-key']).toBe(`pix-${order.internalId}`);
    expect(created.json).toMatchObject({
      reference_id: order.internalId,
      customer: { name: 'João da Silva', email: 'joao@example.com', tax_id: '12345678909', phones: [{ country: '55', area: '27', number: '912345678' }] },
      items: [{ reference_id: order.internalId, quantity: 1, unit_amount: 2990 }],
      qr_codes: [{ amount: { value: 2990 } }],
      notification_urls: [notificationUrl],
    });
    expect(page.json).toMatchObject({
      reference_id: order.internalId,
      customer_modifiable: true,
      items: [{ quantity: 1, unit_amount: 2990 }],
      payment_methods: [{ type: 'CREDIT_CARD' }, { type: 'PIX' }],
      redirect_url: `https://${s.domain}`,
      payment_notification_urls: [notificationUrl],
    });
  });

  test('without a CPF: only the checkout page (PagBank takes no order without customer.tax_id); the buyer types it there', async () => {
    const s = await pagbankShop();
    const { client_document: _d, ...noDocument } = BUYER;
    const { res, order } = await placed(s, noDocument);
    expect(res.body).toMatchObject({ pix_code: null, qr_code: null, checkout_url: expect.stringMatching(/^https:\/\/pagamento\./) });
    expect(order.externalId).toBeNull();
    expect(pf.seen('POST /orders')).toHaveLength(0);
    expect(pf.seen('POST /checkouts')).toHaveLength(1);
  });

  test('one of the two failing still answers the other; both failing or PagBank silent: 201 without payment data, within the bound', async () => {
    const s = await pagbankShop();
    pf.when('POST /checkouts', { status: 500, body: { error_messages: [{ code: 'INTERNAL_SERVER_ERROR', description: 'Erro interno' }] } });
    const pixOnly = await checkout(s);
    expect(pixOnly.body).toMatchObject({ pix_code: expect.any(String), qr_code: expect.any(String), checkout_url: null });

    pf.when('POST /orders', { status: 500, body: { error_messages: [{ code: 'INTERNAL_SERVER_ERROR', description: 'Erro interno' }] } });
    const none = await checkout(s);
    expect(none.status).toBe(201);
    expect(none.body).toMatchObject({ status: 'PENDING', pix_code: null, qr_code: null, checkout_url: null });
    expect((await orderRow(none.body.order_id)).externalId).toBeNull();

    pf.when('POST /orders', 'hang');
    pf.when('POST /checkouts', 'hang');
    const started = Date.now();
    const hung = await checkout(s);
    const took = Date.now() - started;
    expect(hung.status).toBe(201);
    expect(hung.body.checkout_url).toBeNull();
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);
  });

  test('a token PagBank does not know: 201 without payment data (PagBank answers 401)', async () => {
    const s = await pagbankShop();
    const stranger = newToken();
    expect(
      (
        await t
          .http()
          .put('/v1/app/gateway/PAGSEGURO')
          .set(bearer(s.key))
          .send({ enabled: true, credentials: { token: stranger } })
      ).status,
    ).toBe(200);
    const res = await checkout(s);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pix_code: null, checkout_url: null });
    expect(pf.seen('POST /checkouts')[0].headers.authorization).toBe(`Bearer ${stranger}`);
  });
});

describe('notifications', () => {
  test('a signed notification of the paid Pix order, read back from PagBank, approves once; the same again changes nothing', async () => {
    const s = await pagbankShop();
    const { order, pixOrder } = await placed(s);
    const n = pf.payPix(pixOrder!);
    const charge = pf.orders.get(pixOrder!)!.charges[0];

    const first = await notify(s.storeId, n);
    expect(first.status).toBe(200);
    const eventId = `${charge.id}:PAID`;
    expect(first.body.results).toEqual([{ eventId, outcome: 'APPLIED' }]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'APPROVED', externalId: charge.id, reviewReason: null });
    const [readBack] = pf.seen('GET /orders/:id');
    expect(readBack.params.id).toBe(pixOrder);
    expect(readBack.headers.authorization).toBe(`Bearer ${s.token}`);

    expect((await notify(s.storeId, n)).body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    expect((await notify(s.storeId, pf.notification(pixOrder!))).body.results).toEqual([{ eventId, outcome: 'ALREADY' }]);
    expect((await orderRow(order.id)).updatedAt).toEqual(row.updatedAt);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await t.db.outboxEvent.count({ where: { orderId: order.id, event: 'ORDER_APPROVED' } })).toBe(1);
  });

  test('a card payment on the checkout page (an order PagBank makes) approves the order and becomes its external_id', async () => {
    const s = await pagbankShop();
    const { client_document: _d, ...noDocument } = BUYER;
    const { order } = await placed(s, noDocument);
    const res = await notify(s.storeId, pf.payCheckout(order.internalId));
    const [made] = pf.ordersOf(order.internalId);
    expect(res.body.results).toEqual([{ eventId: `${made.charges[0].id}:PAID`, outcome: 'APPLIED' }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'APPROVED', externalId: made.charges[0].id });
  });

  test('forged, unsigned, tampered and wrongly signed notifications are 401, read nothing back and change nothing', async () => {
    const s = await pagbankShop();
    const other = await pagbankShop();
    const { order, pixOrder } = await placed(s);
    const genuine = pf.payPix(pixOrder!);
    const tampered = genuine.body.replace('"PAID"', '"PAID" ');
    const cases: [string, PagbankNotification][] = [
      ['no signature', { headers: { 'content-type': 'application/json' }, body: genuine.body }],
      ['an empty signature', { headers: { 'content-type': 'application/json', 'x-authenticity-token': '' }, body: genuine.body }],
      ['signed with another token', { headers: { ...genuine.headers, 'x-authenticity-token': signPagbank(newToken(), genuine.body) }, body: genuine.body }],
      [
        "signed with another store's token",
        { headers: { ...genuine.headers, 'x-authenticity-token': signPagbank(other.token, genuine.body) }, body: genuine.body },
      ],
      ['the body changed after signing', { headers: genuine.headers, body: tampered }],
      ['the token alone hashed', { headers: { ...genuine.headers, 'x-authenticity-token': signPagbank(s.token, '') }, body: genuine.body }],
      ['the token itself', { headers: { ...genuine.headers, 'x-authenticity-token': s.token }, body: genuine.body }],
    ];
    for (const [why, n] of cases) {
      const res = await notify(s.storeId, n);
      expect({ why, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({ why, status: 401, code: 'UNAUTHENTICATED' });
    }
    expect(pf.seen('GET /orders/:id')).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: pixOrder });
    expect(await eventsOf(order.id)).toHaveLength(0);
    // The genuine one does approve: the cases above failed on their signature only.
    expect((await notify(s.storeId, genuine)).body.results[0].outcome).toBe('APPLIED');
  });

  test("only PagBank's order counts: a signed body claiming a payment PagBank does not have changes nothing", async () => {
    const s = await pagbankShop();
    const { order, pixOrder } = await placed(s);
    const body = JSON.stringify({
      id: pixOrder,
      reference_id: order.internalId,
      charges: [{ id: 'CHAR_MADE-UP', status: 'PAID', amount: { value: 2990, currency: 'BRL', summary: { total: 2990, paid: 2990, refunded: 0 } } }],
    });
    const res = await notify(s.storeId, { headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbank(s.token, body) }, body });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ eventId: `${pixOrder}:unpaid`, outcome: 'IGNORED' }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', externalId: pixOrder });
  });

  test('a payment of another amount leaves the order PENDING with review_reason', async () => {
    const s = await pagbankShop();
    const { order, pixOrder } = await placed(s);
    const res = await notify(s.storeId, pf.payPix(pixOrder!, { paid: 100 }));
    expect(res.status).toBe(200);
    expect(res.body.results[0].outcome).toBe('REVIEW');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING', reviewReason: 'paid 1.00 BRL, the order is 29.90 BRL', paidAt: null });
  });

  test("another store's order is out of reach: its notification is not signed with this store's token", async () => {
    const a = await pagbankShop();
    const b = await pagbankShop();
    const { order, pixOrder } = await placed(a);
    expect((await notify(b.storeId, pf.payPix(pixOrder!))).status).toBe(401);
    expect(pf.seen('GET /orders/:id')).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'PENDING' });
    expect(await t.db.paymentEvent.count({ where: { storeId: b.storeId } })).toBe(0);
  });

  test('PagBank unable to say (down, slow) is 503 and nothing is recorded: its retry applies', async () => {
    const s = await pagbankShop();
    const { order, pixOrder } = await placed(s);
    const n = pf.payPix(pixOrder!);
    pf.when('GET /orders/:id', { status: 500, body: { error_messages: [{ code: 'INTERNAL_SERVER_ERROR', description: 'Erro interno' }] } });
    const down = await notify(s.storeId, n);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    pf.when('GET /orders/:id', 'hang');
    const started = Date.now();
    expect((await notify(s.storeId, n)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('PENDING');
    expect(await eventsOf(order.id)).toHaveLength(0);

    pf.reset();
    expect((await notify(s.storeId, n)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('APPROVED');
  });

  test('the update says how the buyer paid: PIX, CREDIT_CARD, or the PagBank wallet', async () => {
    const s = await pagbankShop();
    const parse = (n: PagbankNotification) =>
      pagseguroProvider.parseNotification!({
        storeId: s.storeId,
        notification: { headers: n.headers, query: {}, rawBody: Buffer.from(n.body) },
        credentials: { token: s.token },
        config: { ...t.config.payments, pagseguroApiUrl: pf.url },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    const pix = await placed(s);
    expect(await parse(pf.payPix(pix.pixOrder!))).toMatchObject([{ kind: 'PAID', paymentMethod: 'PIX', amount: '29.90', currency: 'BRL' }]);
    const card = await placed(s);
    expect(await parse(pf.payCheckout(card.order.internalId))).toMatchObject([{ kind: 'PAID', paymentMethod: 'CREDIT_CARD' }]);
    const wallet = await placed(s);
    expect(await parse(pf.payCheckout(wallet.order.internalId, { method: 'PAGBANK' }))).toMatchObject([{ kind: 'PAID', paymentMethod: 'WALLET' }]);
  });
});

describe('refunds', () => {
  test('a refund made at PagBank (the charge CANCELED after it was paid) arrives as REFUNDED; a partial one changes nothing', async () => {
    const s = await pagbankShop();
    const order = await paid(s);
    const partial = await notify(s.storeId, pf.move(order.externalId!, 'PAID', { refunded: 1000 }));
    expect(partial.body.results[0].outcome).toBe('ALREADY');
    expect((await orderRow(order.id)).status).toBe('APPROVED');
    const refunded = await notify(s.storeId, pf.move(order.externalId!, 'CANCELED', { refunded: 2990 }));
    expect(refunded.body.results).toEqual([{ eventId: `${order.externalId}:REFUNDED`, outcome: 'APPLIED' }]);
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
    expect(await t.db.outboxEvent.count({ where: { orderId: order.id, event: 'ORDER_REFUNDED' } })).toBe(1);
  });

  test("an owner's REFUNDED cancels the charge at PagBank first; PagBank failing or silent is 503 and the order is unchanged", async () => {
    const s = await pagbankShop();
    const order = await paid(s);
    const charge = [...pf.orders.values()].flatMap((o) => o.charges).find((c) => c.id === order.externalId)!;
    const patch = () => t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' });

    pf.when('POST /charges/:id/cancel', { status: 500, body: { error_messages: [{ code: 'INTERNAL_SERVER_ERROR', description: 'Erro interno' }] } });
    const failed = await patch();
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].code).toBe('UNAVAILABLE');
    expect((await orderRow(order.id)).status).toBe('APPROVED');
    expect(charge.status).toBe('PAID');

    pf.when('POST /charges/:id/cancel', 'hang');
    const started = Date.now();
    expect((await patch()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await orderRow(order.id)).status).toBe('APPROVED');

    pf.reset();
    const ok = await patch();
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('REFUNDED');
    const [cancel] = pf.seen('POST /charges/:id/cancel');
    expect(cancel.params.id).toBe(charge.id);
    expect(cancel.headers.authorization).toBe(`Bearer ${s.token}`);
    expect(cancel.headers['x-idempotency-key']).toBe(`refund-${order.internalId}-${charge.id}`);
    expect(cancel.json).toEqual({ amount: { value: 2990 } });
    expect(charge.status).toBe('CANCELED');
    // PagBank's notification of its own cancel then finds it done.
    const [pixOrder] = pf.ordersOf(order.internalId);
    expect((await notify(s.storeId, pf.notification(pixOrder.id))).body.results[0].outcome).toBe('ALREADY');
  });

  test('an order approved by hand whose Pix order was never paid: nothing is cancelled at PagBank, the order is REFUNDED', async () => {
    const s = await pagbankShop();
    const { order } = await placed(s);
    const patch = (status: string) => t.http().patch(`/v1/app/order/${order.id}`).set(bearer(s.key)).send({ status });
    expect((await patch('APPROVED')).status).toBe(200);
    const res = await patch('REFUNDED');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUNDED');
    expect(pf.seen('GET /orders/:id')).toHaveLength(1);
    expect(pf.seen('POST /charges/:id/cancel')).toHaveLength(0);
  });
});

describe('logs', () => {
  test('failures were logged, and no token ever was', () => {
    const msgs = logged.map((e) => String(e.msg));
    expect(msgs).toContain('payment provider gave no payment data; the order stays PENDING without it');
    expect(msgs).toContain('payment provider refused or did not answer a refund');
    expect(msgs).toContain('payment notification refused: not verified');
    const text = JSON.stringify(logged);
    for (const token of tokens) expect(text).not.toContain(token);
  });
});
