import { loadConfig } from '../../src/config';
import { silentLog } from '../../src/logger';
import { expireEndedSubscriptions } from '../../src/modules/subscriptions/subscription.service';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestErrors } from '../helpers/errors';
import { signNotification, startMercadoPagoFake, type MercadoPagoFake } from '../payments/fakes/mercadopago-fake';

/**
 * A monthly VIP through Mercado Pago's subscriptions without a plan (issue 30), end to end: the app's
 * SDK at a local fake of the API (POST /preapproval pending with its init_point, authorized payments
 * with their payments), notifications signed as Mercado Pago signs them (x-signature over data.id) and
 * always read back. The walk: subscribe, three renewals, a rejected installment and its recycled
 * retry, cancel at the period's end (Mercado Pago cancels at once; the sweep ends it when the paid
 * period is over); and a subscription Mercado Pago gives up on after rejected installments.
 */

const TOKEN = 'APP_USR-3333333333333333-112700-cccccccccccccccccccccccccccccccc-3';
const SECRET = 'mp-subscription-webhook-secret';
const ROLE = '998877665544332211';
let t: TestApp;
let fake: MercadoPagoFake;

beforeAll(async () => {
  fake = await startMercadoPagoFake();
  t = await setupTestApp({ config: { payments: { ...loadConfig({}).payments, mercadopagoApiUrl: fake.url, timeoutMs: 2000 } } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  vip: number;
}

async function shop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'BRL' });
  const vip = await aPackage(
    t,
    { key, categoryId },
    {
      name: 'VIP Mensal',
      price: 19.9,
      type: 'SINGLE',
      subscription: { interval: 'MONTH', interval_count: 1 },
      commands: [
        { type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip' },
        { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove vip' },
      ],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: ROLE } }],
    },
  );
  await t
    .http()
    .put('/v1/app/gateway/MERCADOPAGO')
    .set(bearer(key))
    .send({ enabled: true, credentials: { access_token: TOKEN, webhook_secret: SECRET } })
    .expect(200);
  return { key, storeId: store.id, domain: store.domain, vip: vip.id };
}

/** A notification as Mercado Pago posts it for `type`, signed over its data.id. */
async function notify(s: Shop, type: string, dataId: string, secret = SECRET) {
  const body = {
    action: `${type}.updated`,
    api_version: 'v1',
    data: { id: dataId },
    date_created: new Date().toISOString(),
    id: Date.now(),
    live_mode: true,
    type,
  };
  const res = await t
    .http()
    .post(`/v1/payments/mercadopago/${s.storeId}?data.id=${encodeURIComponent(dataId)}&type=${type}`)
    .set('content-type', 'application/json')
    .set(signNotification(secret, dataId))
    .send(JSON.stringify(body));
  return res;
}

const outcome = async (s: Shop, type: string, dataId: string) => {
  const res = await notify(s, type, dataId);
  expect(res.status).toBe(200);
  return res.body.results[0].outcome as string;
};

const subscriptionOf = async (s: Shop, id: number) => (await t.http().get(`/v1/app/subscription/${id}`).set(bearer(s.key)).expect(200)).body;
const commands = (orderIds: number[], trigger: string) => t.db.command.count({ where: { orderId: { in: orderIds }, trigger: trigger as never } });
const discord = (orderIds: number[], trigger: string, action: string) =>
  t.db.orderDiscordAction.count({ where: { orderId: { in: orderIds }, trigger: trigger as never, action, roleId: ROLE } });
const ordersOf = async (subscriptionId: number) => (await t.db.order.findMany({ where: { subscriptionId }, orderBy: { id: 'asc' } })).map((o) => o.id);

/** Checkout, the buyer authorizes at the init_point, Mercado Pago charges the first installment. */
async function subscribe(s: Shop, who: string) {
  const placed = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({
      items: [{ id: s.vip, quantity: 1 }],
      gateway: 'MERCADOPAGO',
      client_identifier: who,
      client_email: `${who}@buyers.test`,
      client_name: who,
      client_discord: '112233445566778899',
    })
    .expect(201);
  const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } });
  const preapproval = fake.preapprovals.get(order.externalId!)!;
  expect(preapproval).toMatchObject({
    status: 'pending',
    external_reference: order.internalId,
    payer_email: `${who}@buyers.test`,
    auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 19.9, currency_id: 'BRL' },
  });
  expect(placed.body.checkout_url).toBe(preapproval.init_point);
  // No Pix charge for a subscription: Mercado Pago charges the card the buyer authorizes.
  expect(placed.body.pix_code ?? null).toBeNull();

  fake.authorize(preapproval.id);
  expect(await outcome(s, 'subscription_preapproval', preapproval.id)).toBe('IGNORED');
  const first = fake.charge(preapproval.id);
  // The charge's own payment notification must not approve the order a second time, nor flag it.
  expect(await outcome(s, 'payment', String(first.payment.id))).toBe('IGNORED');
  expect(await outcome(s, 'subscription_authorized_payment', String(first.id))).toBe('APPLIED');
  const sub = await t.db.subscription.findFirstOrThrow({ where: { storeId: s.storeId, providerId: preapproval.id } });
  return { orderId: order.id, sub, preapprovalId: preapproval.id, first };
}

test('subscribe, three renewals, a rejected installment recycled, cancel at the period end, the sweep: effects once per period, taken back once', async () => {
  const s = await shop();
  const { orderId, sub, preapprovalId, first } = await subscribe(s, 'joao');
  expect(sub).toMatchObject({ status: 'ACTIVE', gateway: 'MERCADOPAGO', renewals: 0, interval: 'MONTH', intervalCount: 1 });
  expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'APPROVED', subscriptionId: sub.id, reviewReason: null });
  // Mercado Pago resends what it was not answered 2xx for: the same installment again changes nothing.
  expect(await outcome(s, 'subscription_authorized_payment', String(first.id))).toBe('ALREADY');
  // A forged notification is refused, and a read-back of another account's installment is nothing.
  expect((await notify(s, 'subscription_authorized_payment', String(first.id), 'not-the-secret')).status).toBe(401);

  for (let i = 0; i < 3; i++) {
    const paid = fake.charge(preapprovalId);
    expect(await outcome(s, 'subscription_authorized_payment', String(paid.id))).toBe('APPLIED');
  }
  let ids = await ordersOf(sub.id);
  expect(ids).toHaveLength(4);
  expect(await commands(ids, 'PURCHASE')).toBe(4);
  expect(await discord(ids, 'PURCHASE', 'ADD_ROLE')).toBe(4);
  expect(await commands(ids, 'EXPIRE')).toBe(0);
  let detail = await subscriptionOf(s, sub.id);
  expect(detail).toMatchObject({ status: 'ACTIVE', renewals: 3 });
  // Mercado Pago gives no period: each paid one follows the last, a month long.
  expect(new Date(detail.current_period_end).getTime()).toBeGreaterThan(Date.now() + 85 * 86_400_000);

  const rejected = fake.charge(preapprovalId, { fail: true });
  expect(await outcome(s, 'subscription_authorized_payment', String(rejected.id))).toBe('APPLIED');
  expect((await subscriptionOf(s, sub.id)).status).toBe('PAST_DUE');
  expect(await ordersOf(sub.id)).toHaveLength(4);
  fake.retry(rejected.id);
  expect(await outcome(s, 'subscription_authorized_payment', String(rejected.id))).toBe('APPLIED');
  detail = await subscriptionOf(s, sub.id);
  expect(detail).toMatchObject({ status: 'ACTIVE', renewals: 4, past_due_at: null });

  // Cancel at the period's end: Mercado Pago's preapproval is cancelled at once (no more charges), ours waits for the period.
  const canceled = await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({ at_period_end: true }).expect(200);
  expect(canceled.body).toMatchObject({ status: 'CANCELED', cancel_at_period_end: true });
  expect(fake.preapprovals.get(preapprovalId)!.status).toBe('cancelled');
  expect(await outcome(s, 'subscription_preapproval', preapprovalId)).toBe('ALREADY');
  expect(await expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog })).toBe(0);
  ids = await ordersOf(sub.id);
  expect(await commands(ids, 'EXPIRE')).toBe(0);

  await t.db.subscription.update({ where: { id: sub.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
  expect(await expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog })).toBe(1);
  expect(await expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog })).toBe(0);
  expect((await subscriptionOf(s, sub.id)).status).toBe('EXPIRED');
  expect(await commands(ids, 'PURCHASE')).toBe(5);
  expect(await commands(ids, 'EXPIRE')).toBe(1);
  expect(await t.db.command.count({ where: { orderId: ids[4], trigger: 'EXPIRE' } })).toBe(1);
  expect(await discord(ids, 'EXPIRE', 'REMOVE_ROLE')).toBe(1);
});

test('Mercado Pago gives up after rejected installments: EXPIRED at once, taken back once', async () => {
  const s = await shop();
  const { orderId, sub, preapprovalId } = await subscribe(s, 'maria');
  const rejected = fake.charge(preapprovalId, { fail: true });
  expect(await outcome(s, 'subscription_authorized_payment', String(rejected.id))).toBe('APPLIED');
  fake.retry(rejected.id, { fail: true });
  // Another rejection of the same installment: still PAST_DUE, one event.
  expect(await outcome(s, 'subscription_authorized_payment', String(rejected.id))).toBe('ALREADY');
  expect((await subscriptionOf(s, sub.id)).status).toBe('PAST_DUE');
  fake.giveUp(preapprovalId);
  expect(await outcome(s, 'subscription_preapproval', preapprovalId)).toBe('APPLIED');
  expect(await outcome(s, 'subscription_preapproval', preapprovalId)).toBe('ALREADY');
  expect((await subscriptionOf(s, sub.id)).status).toBe('EXPIRED');
  expect(await commands([orderId], 'EXPIRE')).toBe(1);
  expect(await discord([orderId], 'EXPIRE', 'REMOVE_ROLE')).toBe(1);
  expect(await t.db.outboxEvent.count({ where: { storeId: s.storeId, event: 'SUBSCRIPTION_EXPIRED' } })).toBe(1);
  // Canceling what is over is a conflict; nothing is asked of Mercado Pago.
  expectRestErrors(await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({}), [{ code: 'CONFLICT' }]);
});

test('the buyer cancels at Mercado Pago while paid up: CANCELED, and it lasts until the period ends', async () => {
  const s = await shop();
  const { sub, preapprovalId, orderId } = await subscribe(s, 'ana');
  await fetch(`${fake.url}/preapproval/${preapprovalId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'cancelled' }),
  });
  expect(await outcome(s, 'subscription_preapproval', preapprovalId)).toBe('APPLIED');
  expect(await subscriptionOf(s, sub.id)).toMatchObject({ status: 'CANCELED', cancel_at_period_end: true });
  expect(await commands([orderId], 'EXPIRE')).toBe(0);
});

test('a subscription checkout through a BRL-only provider in the package price; an installment of another amount is left for review', async () => {
  const s = await shop();
  const { sub, preapprovalId } = await subscribe(s, 'rui');
  fake.preapprovals.get(preapprovalId)!.auto_recurring.transaction_amount = 9.9;
  const cheaper = fake.charge(preapprovalId);
  expect(await outcome(s, 'subscription_authorized_payment', String(cheaper.id))).toBe('REVIEW');
  const ids = await ordersOf(sub.id);
  const review = await t.db.order.findUniqueOrThrow({ where: { id: ids[1] } });
  expect(review).toMatchObject({ status: 'PENDING' });
  expect(review.reviewReason).toMatch(/paid 9\.9 BRL, the subscription is 19\.90 BRL/);
  expect(await commands([review.id], 'PURCHASE')).toBe(0);
});

test("the owner's refund of a renewal gives back that installment's payment at Mercado Pago; the subscription goes on", async () => {
  const s = await shop();
  const { sub, preapprovalId } = await subscribe(s, 'bia');
  const paid = fake.charge(preapprovalId);
  expect(await outcome(s, 'subscription_authorized_payment', String(paid.id))).toBe('APPLIED');
  const [, renewal] = await ordersOf(sub.id);
  expect((await t.db.order.findUniqueOrThrow({ where: { id: renewal } })).externalId).toBe(String(paid.payment.id));
  const before = fake.seen('refund').length;
  const res = await t.http().patch(`/v1/app/order/${renewal}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
  expect(res.body.status).toBe('REFUNDED');
  const refunds = fake.seen('refund').slice(before);
  expect(refunds.map((r) => r.path)).toEqual([`/v1/payments/${paid.payment.id}/refunds`]);
  expect((await subscriptionOf(s, sub.id)).status).toBe('ACTIVE');
});
