import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { createLog } from '../../src/logger';
import { finishStuckRefunds } from '../../src/modules/payments/refund.service';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { callJson, freePort, killAll, startApp, until } from '../helpers/processes';
import { checkoutBody } from '../helpers/shop';
import { signStripe, startStripeFake, stripeEvent, type StripeFake } from './fakes/stripe-fake';

/**
 * An owner's refund at the provider is a step with compensation (issue 29): its intent is recorded
 * and committed before the provider is asked, with an idempotency key the provider keeps; then the
 * order moves. Here the API process is SIGKILLed after Stripe made the refund and before the answer
 * reached it, and, in a second case, the order is charged back while the refund is under way (the
 * change then answers 409). Neither loses the money that went back: the order shows the refund, and
 * the owner's retry or the worker finishes it without a second refund at Stripe.
 */

const TIMEOUT_MS = 2000;
let t: TestApp;
let fake: StripeFake;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await setupTestApp({
    config: { payments: { ...loadConfig({}).payments, stripeApiUrl: fake.url, timeoutMs: TIMEOUT_MS } },
    log: createLog({ write: () => true } as never, 'trace'),
  });
});
afterAll(async () => {
  killAll();
  await t?.close();
  await fake?.close();
});
afterEach(() => fake.reset());

const hex = () => randomBytes(18).toString('hex');

async function approvedStripeOrder() {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'USD' });
  const pkg = await aPackage(t, { key, categoryId }, { price: 12.34 });
  const webhookSecret = `whsec_${hex()}`;
  await t
    .http()
    .put('/v1/app/gateway/STRIPE')
    .set(bearer(key))
    .send({ enabled: true, credentials: { secret_key: `sk_test_${hex()}`, webhook_secret: webhookSecret } })
    .expect(200);
  const s = { key, storeId: store.id, domain: store.domain, pkg: pkg.id };
  const placed = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', store.domain)
    .send({ ...checkoutBody(s, 'alice', 1), gateway: 'STRIPE' })
    .expect(201);
  const orderId = placed.body.order_id as number;
  const order = (await t.http().get(`/v1/app/order/${orderId}`).set(bearer(key)).expect(200)).body;
  const paid = fake.pay(order.external_id);
  const completed = stripeEvent('checkout.session.completed', paid);
  await notify(store.id, completed, webhookSecret).expect(200);
  return { ...s, webhookSecret, orderId, internalId: placed.body.internal_id as string, paymentIntent: paid.payment_intent as string };
}

function notify(storeId: number, payload: string, secret: string) {
  return t
    .http()
    .post(`/v1/payments/stripe/${storeId}`)
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', signStripe(payload, secret))
    .send(payload);
}

const getOrder = async (key: string, id: number) => (await t.http().get(`/v1/app/order/${id}`).set(bearer(key)).expect(200)).body;
const refundsAtStripe = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent);
const refundEvents = (orderId: number) => t.db.outboxEvent.count({ where: { orderId, event: 'ORDER_REFUNDED' } });

/**
 * PATCH REFUNDED through a separate API process that is SIGKILLed once Stripe has made the refund
 * and before its answer leaves: what a crash between the provider's call and the change leaves.
 */
async function crashMidRefund(o: { key: string; orderId: number }) {
  const port = await freePort();
  const api = startApp(t.database.url, {
    PORT: String(port),
    RUN_API: 'true',
    RUN_WORKER: 'false',
    STRIPE_API_URL: fake.url,
    PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const base = `http://127.0.0.1:${port}`;
  await until('the API process to answer', async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok, 30_000, api.output);
  fake.answerAfter(async (method, path) => {
    if (method !== 'POST' || path !== '/v1/refunds') return;
    api.kill('SIGKILL');
    await api.exited;
  });
  const dying = callJson(base, 'PATCH', `/v1/app/order/${o.orderId}`, { authorization: `Bearer ${o.key}` }, { status: 'REFUNDED' }).then(
    () => 'answered',
    () => 'no answer',
  );
  expect(await api.exited).not.toBe(0);
  expect(await dying).toBe('no answer');
  fake.reset();
}

test('the API dies after Stripe refunded and before it heard so: the order shows the refund REQUESTED, and the retry finishes it with one refund at Stripe', async () => {
  const o = await approvedStripeOrder();
  await crashMidRefund(o);
  expect(refundsAtStripe(o.paymentIntent)).toHaveLength(1);

  // What the owner sees: still APPROVED, and a refund that was asked for, with its key.
  const seen = await getOrder(o.key, o.orderId);
  expect(seen.status).toBe('APPROVED');
  expect(seen.refund).toMatchObject({ status: 'REQUESTED', gateway: 'STRIPE', amount: 12.34, idempotency_key: `refund-${o.internalId}`, attempts: 1 });
  expect(await refundEvents(o.orderId)).toBe(0);

  // The owner's retry: Stripe is asked again with the same key, replays its refund, and the order moves.
  const retried = await t.http().patch(`/v1/app/order/${o.orderId}`).set(bearer(o.key)).send({ status: 'REFUNDED' }).expect(200);
  expect(retried.body.status).toBe('REFUNDED');
  expect(retried.body.refund).toMatchObject({ status: 'APPLIED', error: null });
  const calls = fake.calls('POST', '/v1/refunds').filter((r) => r.form.payment_intent === o.paymentIntent);
  expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([`refund-${o.internalId}`, `refund-${o.internalId}`]);
  expect(refundsAtStripe(o.paymentIntent)).toHaveLength(1);
  expect(await refundEvents(o.orderId)).toBe(1);
});

test('a refund left REQUESTED by a dead process is finished by the worker once it is stale, and only then', async () => {
  const o = await approvedStripeOrder();
  await crashMidRefund(o);
  expect((await getOrder(o.key, o.orderId)).refund.status).toBe('REQUESTED');

  const deps = { db: t.db, config: t.config, log: () => {} };
  // Fresh: a call for it could still be under way, so the worker leaves it.
  expect(await finishStuckRefunds(deps, { olderThanMs: 60_000 })).toBe(0);
  expect((await getOrder(o.key, o.orderId)).status).toBe('APPROVED');
  // Stale: asked again with the same key (Stripe replays), and the order moves.
  expect(await finishStuckRefunds(deps, { olderThanMs: 0, now: new Date(Date.now() + 1000) })).toBe(1);
  const done = await getOrder(o.key, o.orderId);
  expect(done).toMatchObject({ status: 'REFUNDED', refund: { status: 'APPLIED', attempts: 2 } });
  expect(refundsAtStripe(o.paymentIntent)).toHaveLength(1);
  expect(await refundEvents(o.orderId)).toBe(1);
  // Nothing left for the worker.
  expect(await finishStuckRefunds(deps, { olderThanMs: 0, now: new Date(Date.now() + 1000) })).toBe(0);
});

test('charged back while the refund is under way: 409, the refund is recorded FAILED with why, and the order stays CHARGEDBACK', async () => {
  const o = await approvedStripeOrder();
  // While Stripe makes the refund, a dispute is opened and the order becomes CHARGEDBACK; then Stripe answers.
  const dispute = stripeEvent('charge.dispute.created', fake.dispute(o.paymentIntent));
  fake.answerAfter(async (method, path) => {
    if (method !== 'POST' || path !== '/v1/refunds') return;
    const res = await notify(o.storeId, dispute, o.webhookSecret);
    expect(res.body.results[0].outcome).toBe('APPLIED');
  });
  const res = await t.http().patch(`/v1/app/order/${o.orderId}`).set(bearer(o.key)).send({ status: 'REFUNDED' });
  expect(res.status).toBe(409);
  expect(res.body.errors[0].code).toBe('CONFLICT');

  const order = await getOrder(o.key, o.orderId);
  expect(order.status).toBe('CHARGEDBACK');
  expect(order.refund).toMatchObject({ status: 'FAILED', applied_at: null });
  expect(order.refund.error).toMatch(/charged back/);
  expect(order.refund.provider_refunded_at).toBeNull();
  expect(refundsAtStripe(o.paymentIntent)).toHaveLength(1);
  expect(await refundEvents(o.orderId)).toBe(0);
});

test('the provider refuses: the refund is FAILED with its answer, the order stays APPROVED, and a retry asks again with the same key', async () => {
  const o = await approvedStripeOrder();
  fake.failWith(500);
  const refused = await t.http().patch(`/v1/app/order/${o.orderId}`).set(bearer(o.key)).send({ status: 'REFUNDED' });
  expect(refused.status).toBe(503);
  fake.reset();
  const seen = await getOrder(o.key, o.orderId);
  expect(seen).toMatchObject({ status: 'APPROVED', refund: { status: 'FAILED', provider_refunded_at: null } });
  expect(seen.refund.error).toMatch(/STRIPE/);

  const ok = await t.http().patch(`/v1/app/order/${o.orderId}`).set(bearer(o.key)).send({ status: 'REFUNDED' }).expect(200);
  expect(ok.body.refund).toMatchObject({ status: 'APPLIED', attempts: 2, error: null });
  expect(refundsAtStripe(o.paymentIntent)).toHaveLength(1);
});
