import { startMercadoPagoFake, type MercadoPagoFake } from './fakes/mercadopago-fake';

/**
 * The Mercado Pago fake's subscriptions without an associated plan (groundwork for recurring
 * packages), as Mercado Pago documents them: POST /preapproval answers a pending subscription with the
 * init_point the buyer authorizes at; the frequency is in days or months; each recurring charge is an
 * authorized payment with its payment; cancelled is final; another account sees none of it.
 */

let fake: MercadoPagoFake;
const TOKEN = 'APP_USR-1111111111111111-112700-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1';
const OTHER = 'APP_USR-2222222222222222-112700-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-2';

beforeAll(async () => {
  fake = await startMercadoPagoFake();
});
afterAll(() => fake?.close());

async function call(method: string, path: string, body?: unknown, token = TOKEN) {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const monthly = (over: Record<string, unknown> = {}) => ({
  reason: 'VIP 30 days',
  external_reference: 'ABCDEF123456',
  payer_email: 'buyer@example.com',
  back_url: 'https://shop.example/return',
  auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 19.9, currency_id: 'BRL' },
  ...over,
});

test('a subscription is created pending with its init_point, authorized by the buyer, charged, and cancelled for good', async () => {
  const created = await call('POST', '/preapproval', monthly());
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    status: 'pending',
    external_reference: 'ABCDEF123456',
    auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 19.9 },
  });
  expect(created.body.init_point).toContain(`preapproval_id=${created.body.id}`);

  fake.authorize(created.body.id);
  expect((await call('GET', `/preapproval/${created.body.id}`)).body).toMatchObject({ status: 'authorized' });

  const paid = fake.charge(created.body.id);
  const read = await call('GET', `/authorized_payments/${paid.id}`);
  expect(read.body).toMatchObject({ preapproval_id: created.body.id, status: 'processed', transaction_amount: 19.9, payment: { status: 'approved' } });
  const payment = await call('GET', `/v1/payments/${paid.payment.id}`);
  expect(payment.body).toMatchObject({ status: 'approved', external_reference: 'ABCDEF123456', transaction_amount: 19.9 });

  const failed = fake.charge(created.body.id, { fail: true });
  expect((await call('GET', `/authorized_payments/${failed.id}`)).body).toMatchObject({ status: 'recycling', payment: { status: 'rejected' } });

  expect((await call('PUT', `/preapproval/${created.body.id}`, { status: 'cancelled' })).body).toMatchObject({ status: 'cancelled', next_payment_date: null });
  expect((await call('PUT', `/preapproval/${created.body.id}`, { status: 'authorized' })).status).toBe(400);
  expect(() => fake.charge(created.body.id)).toThrow(/no authorized preapproval/);
});

test('what Mercado Pago refuses: weeks or years as a frequency, another currency, missing payer or return URL', async () => {
  expect(
    (await call('POST', '/preapproval', monthly({ auto_recurring: { frequency: 1, frequency_type: 'weeks', transaction_amount: 5, currency_id: 'BRL' } })))
      .status,
  ).toBe(400);
  expect(
    (await call('POST', '/preapproval', monthly({ auto_recurring: { frequency: 0, frequency_type: 'days', transaction_amount: 5, currency_id: 'BRL' } })))
      .status,
  ).toBe(400);
  expect(
    (await call('POST', '/preapproval', monthly({ auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 5, currency_id: 'USD' } })))
      .status,
  ).toBe(400);
  expect((await call('POST', '/preapproval', monthly({ payer_email: undefined }))).status).toBe(400);
  expect((await call('POST', '/preapproval', monthly({ back_url: undefined }))).status).toBe(400);
});

test("another account's subscription and charges are not found", async () => {
  const created = await call('POST', '/preapproval', monthly());
  fake.authorize(created.body.id);
  const charged = fake.charge(created.body.id);
  expect((await call('GET', `/preapproval/${created.body.id}`, undefined, OTHER)).status).toBe(404);
  expect((await call('PUT', `/preapproval/${created.body.id}`, { status: 'cancelled' }, OTHER)).status).toBe(404);
  expect((await call('GET', `/authorized_payments/${charged.id}`, undefined, OTHER)).status).toBe(404);
  expect((await call('GET', `/preapproval/${created.body.id}`)).body.status).toBe('authorized');
});
