import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { loadConfig } from '../../src/config';
import { processDelivery } from '../../src/modules/webhooks/webhook.delivery';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aPackage } from '../helpers/fixtures';
import { startReceiver, type ReceivedRequest, type Receiver } from '../helpers/receiver';

/**
 * Receivers written from CentralCart's webhook documentation verify `x-centralcart-signature`: the
 * lowercase hex HMAC-SHA256 of `<x-centralcart-timestamp>.<body>`, keyed with the secret string as
 * the create response showed it, within a 300 s skew. Two such receivers are modelled here: the
 * documentation's snippet, which signs `JSON.stringify` of the parsed body, and the usual hardened one,
 * which signs the raw bytes and compares in constant time. Both must accept the first delivery, its
 * retry and a resend, and refuse a body changed on the way.
 */

let t: TestApp;
let receiver: Receiver;
const config = { ...loadConfig({}), webhookAllowPrivate: true };

beforeAll(async () => {
  t = await setupTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const SKEW_S = 300;

/** The documentation's snippet: HMAC over `${timestamp}.${JSON.stringify(payload)}`, compared as strings. */
function documentationVerify(req: Pick<ReceivedRequest, 'headers' | 'body'>, secret: string, nowS = Date.now() / 1000): boolean {
  const signature = req.headers['x-centralcart-signature'];
  const timestamp = req.headers['x-centralcart-timestamp'];
  if (!signature || !timestamp || Math.abs(nowS - Number(timestamp)) > SKEW_S) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${JSON.stringify(JSON.parse(req.body))}`)
    .digest('hex');
  return signature === expected;
}

/** A receiver that signs the raw body (Next.js `req.text()`, express.raw) and compares in constant time. */
function rawBodyVerify(req: Pick<ReceivedRequest, 'headers' | 'body'>, secret: string, nowS = Date.now() / 1000): boolean {
  const signature = Buffer.from(req.headers['x-centralcart-signature'] ?? '', 'utf8');
  const timestamp = req.headers['x-centralcart-timestamp'];
  if (!/^\d+$/.test(timestamp ?? '') || Math.abs(nowS - Number(timestamp)) > SKEW_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${req.body}`).digest('hex'), 'utf8');
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

test('first delivery, retry and resend each verify as the documentation says, and carry the Standard Webhooks signature too', async () => {
  const { store, key } = await t.createStore();
  const created = await t
    .http()
    .post('/v1/app/webhooks')
    .set(bearer(key))
    .send({ name: 'Roles bot', url: receiver.url, scopes: ['ORDER_CREATED'] });
  expect(created.status).toBe(201);
  const secret: string = created.body.secret;

  // The receiver answers 401 to what it cannot verify, and the first verified delivery with a 500 (so it is retried).
  let verified = 0;
  receiver.respond((req) => {
    if (!documentationVerify(req, secret) || !rawBodyVerify(req, secret)) return { status: 401, body: 'bad signature' };
    verified++;
    return verified === 1 ? { status: 500, body: 'try later' } : { status: 200, body: 'ok' };
  });

  const pkg = await aPackage(t, { key, categoryId: (await aCategory(t, key)).id }, { type: 'SINGLE' });
  const order = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', store.domain)
    .send({
      cart: [{ package_id: pkg.id, quantity: 1 }],
      client_identifier: 'Steve',
      client_email: 's@example.com',
      client_name: 'João Ü <b>',
      gateway: 'PIX',
    });
  expect(order.body).toMatchObject({ order_id: expect.any(Number) });

  const delivery = await t.db.webhookDelivery.findFirstOrThrow({ where: { webhookId: created.body.id } });
  expect(await processDelivery({ db: t.db, config }, delivery.id)).toBe('retrying');
  expect(await processDelivery({ db: t.db, config }, delivery.id)).toBe('succeeded');

  const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: delivery.id, success: true } });
  const resent = await t.http().post(`/v1/app/webhooks/logs/${log.id}/resend`).set(bearer(key));
  expect(resent.status).toBe(200);
  expect(resent.body).toMatchObject({ is_resend: true, success: true, response_status: 200 });

  expect(receiver.requests.map((r) => r.headers['x-centralcart-signature'] !== undefined)).toEqual([true, true, true]);
  expect(verified).toBe(3);
  for (const req of receiver.requests) {
    expect(req.headers['x-centralcart-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(req.headers['x-centralcart-timestamp']).toBe(req.headers['webhook-timestamp']);
    expect(req.json).toMatchObject({ event: 'ORDER_CREATED', data: { client_name: 'João Ü <b>' } });
    expect(() => new StandardWebhook(secret).verify(req.body, req.headers)).not.toThrow();
  }
});

test('a tampered body, another secret, a stale or missing timestamp are refused by the documented check', async () => {
  const { key } = await t.createStore();
  const created = await t
    .http()
    .post('/v1/app/webhooks')
    .set(bearer(key))
    .send({ name: 'Test', url: receiver.url, scopes: ['ORDER_APPROVED'] });
  const secret: string = created.body.secret;
  receiver.requests.length = 0;
  receiver.script([]);
  const sent = await t.http().post(`/v1/app/webhooks/${created.body.id}/test`).set(bearer(key));
  expect(sent.status).toBeLessThan(300);
  const [req] = await receiver.waitFor(1);
  expect(documentationVerify(req, secret)).toBe(true);
  expect(rawBodyVerify(req, secret)).toBe(true);

  const tampered = { ...req, body: req.body.replace('"ORDER_APPROVED"', '"ORDER_REFUNDED"') };
  expect(tampered.body).not.toBe(req.body);
  expect(documentationVerify(tampered, secret)).toBe(false);
  expect(rawBodyVerify(tampered, secret)).toBe(false);

  // Keyed with the secret as shown (whsec_ and all), not with its decoded base64 part.
  const decoded = Buffer.from(secret.slice('whsec_'.length), 'base64').toString('latin1');
  expect(documentationVerify(req, decoded)).toBe(false);
  expect(documentationVerify(req, `${secret}x`)).toBe(false);

  const ts = Number(req.headers['x-centralcart-timestamp']);
  expect(documentationVerify(req, secret, ts + SKEW_S + 1)).toBe(false);
  const { 'x-centralcart-timestamp': _, ...noTimestamp } = req.headers;
  expect(rawBodyVerify({ ...req, headers: noTimestamp }, secret)).toBe(false);
});
