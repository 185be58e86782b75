import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { silentLog } from '../../src/logger';
import { processOrderEmail } from '../../src/modules/mail/order-email.delivery';
import { expireEndedSubscriptions } from '../../src/modules/subscriptions/subscription.service';
import { cancelLink } from '../../src/modules/subscriptions/subscription.token';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCoupon, aPackage, aStore } from '../helpers/fixtures';
import { expectRestErrors } from '../helpers/errors';
import { signStripe, startStripeFake, stripeEvent, type StripeFake } from '../payments/fakes/stripe-fake';

/**
 * A monthly VIP through Stripe Billing, end to end (issue 30): the app on a real database, its Stripe
 * client at a local fake of the API (a Checkout Session in subscription mode, a recurring Price found
 * by its lookup_key, invoices naming their subscription as API 2025-03-31.basil does), and every event
 * signed as Stripe signs it. The walk: subscribe, three renewals, a failed payment and its recovery,
 * cancel at the period's end, the end; the package's PURCHASE commands and Discord role once per paid
 * period, its EXPIRE command and the role's take-back exactly once.
 */

const ROLE = '223344556677889900';
let t: TestApp;
let fake: StripeFake;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await setupTestApp({ config: { payments: { ...loadConfig({}).payments, stripeApiUrl: fake.url, timeoutMs: 2000 } } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => fake.reset());

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  vip: number;
  other: number;
  webhookSecret: string;
}

async function shop(): Promise<Shop> {
  const { store, key, categoryId } = await aStore(t, { gateways: false, currency: 'USD', locale: 'en-US' });
  const vip = await aPackage(t, { key, categoryId }, {
    name: 'VIP <monthly>',
    price: 19.9,
    type: 'SINGLE',
    subscription: { interval: 'MONTH', interval_count: 1 },
    commands: [
      { type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip' },
      { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove vip' },
    ],
    discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: ROLE } }],
  } as never);
  const other = await aPackage(t, { key, categoryId }, { name: 'Crate', price: 5 });
  const webhookSecret = `whsec_${randomBytes(18).toString('hex')}`;
  await t
    .http()
    .put('/v1/app/gateway/STRIPE')
    .set(bearer(key))
    .send({ enabled: true, credentials: { secret_key: `sk_test_${randomBytes(18).toString('hex')}`, webhook_secret: webhookSecret } })
    .expect(200);
  // Pix enabled without credentials (no provider asked): a gateway that cannot charge again.
  await t.db.storeGateway.create({ data: { storeId: store.id, gateway: 'PIX', enabled: true } });
  return { key, storeId: store.id, domain: store.domain, vip: vip.id, other: other.id, webhookSecret };
}

const buyer = (name: string) => ({ client_identifier: name, client_email: `${name}@buyers.test`, client_name: name, client_discord: '112233445566778899' });

const checkout = (s: Shop, body: Record<string, unknown>) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ items: [{ id: s.vip, quantity: 1 }], gateway: 'STRIPE', ...buyer('steve'), ...body });

/** Posts a Stripe event signed with the store's endpoint secret; the app's results. */
async function deliver(s: Shop, type: string, object: unknown, id?: string) {
  const payload = stripeEvent(type, object, id);
  const res = await t
    .http()
    .post(`/v1/payments/stripe/${s.storeId}`)
    .set('content-type', 'application/json')
    .set('stripe-signature', signStripe(payload, s.webhookSecret))
    .send(payload);
  expect(res.status).toBe(200);
  return { id: JSON.parse(payload).id as string, results: res.body.results as { eventId: string; outcome: string }[], payload };
}

const subscriptionOf = async (s: Shop, id: number) => (await t.http().get(`/v1/app/subscription/${id}`).set(bearer(s.key)).expect(200)).body;
const commands = (orderIds: number[], trigger: string) => t.db.command.count({ where: { orderId: { in: orderIds }, trigger: trigger as never } });
const discord = (orderIds: number[], trigger: string, action: string) =>
  t.db.orderDiscordAction.count({ where: { orderId: { in: orderIds }, trigger: trigger as never, action, roleId: ROLE } });
const events = (storeId: number, event: string) => t.db.outboxEvent.count({ where: { storeId, event: event as never } });

/** Subscribes `who` through Checkout and pays it: the order approved, the subscription ACTIVE. */
async function subscribe(s: Shop, who: string) {
  const placed = await checkout(s, buyer(who)).expect(201);
  const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } });
  const sessionId = order.externalId!;
  expect(fake.sessions.get(sessionId)).toMatchObject({ mode: 'subscription', currency: 'usd', amount_total: 1990 });
  const paid = fake.paySubscription(sessionId);
  expect((await deliver(s, 'checkout.session.completed', paid.session)).results[0].outcome).toBe('IGNORED');
  const first = await deliver(s, 'invoice.paid', paid.invoice);
  expect(first.results).toEqual([{ eventId: first.id, outcome: 'APPLIED' }]);
  const sub = await t.db.subscription.findFirstOrThrow({ where: { storeId: s.storeId, providerId: paid.subscription.id } });
  return { orderId: order.id as number, placed: placed.body, sub, stripeId: paid.subscription.id as string, first };
}

test('the package says it is a subscription; expiry_days follows the period, and a different one is refused', async () => {
  const s = await shop();
  const pkg = (await t.http().get(`/v1/app/package/${s.vip}`).set(bearer(s.key)).expect(200)).body;
  expect(pkg).toMatchObject({ subscription: { interval: 'MONTH', interval_count: 1 }, expiry_days: 30 });
  const gql = await t.gql(s.key, `{ package(id: ${s.vip}) { expiryDays subscription { interval intervalCount } } }`);
  expect(gql.data?.package).toEqual({ expiryDays: 30, subscription: { interval: 'MONTH', intervalCount: 1 } });

  const bad = await t.http().patch(`/v1/app/package/${s.vip}`).set(bearer(s.key)).send({ expiry_days: 7 });
  expectRestErrors(bad, [{ code: 'VALIDATION_FAILED', field: 'expiry_days', rule: 'subscription' }]);
  const tooLong = await t
    .http()
    .patch(`/v1/app/package/${s.vip}`)
    .set(bearer(s.key))
    .send({ subscription: { interval: 'MONTH', interval_count: 13 } });
  expectRestErrors(tooLong, [{ code: 'VALIDATION_FAILED', field: 'subscription.interval_count', rule: 'max' }]);
  const weekly = await t
    .http()
    .patch(`/v1/app/package/${s.vip}`)
    .set(bearer(s.key))
    .send({ subscription: { interval: 'WEEK', interval_count: 2 } });
  expect(weekly.body).toMatchObject({ subscription: { interval: 'WEEK', interval_count: 2 }, expiry_days: 14 });
  const once = await t.http().patch(`/v1/app/package/${s.other}`).set(bearer(s.key)).send({ expiry_days: 7 });
  expect(once.body).toMatchObject({ subscription: null, expiry_days: 7 });
});

test('a cart may not mix a subscription with other packages, buy two, use a coupon, or pay through a gateway that cannot charge again', async () => {
  const s = await shop();
  const mixed = await checkout(s, {
    items: [
      { id: s.vip, quantity: 1 },
      { id: s.other, quantity: 1 },
    ],
  });
  expectRestErrors(mixed, [{ code: 'VALIDATION_FAILED', field: 'items', rule: 'subscription' }]);
  const two = await checkout(s, { items: [{ id: s.vip, quantity: 2 }] });
  expectRestErrors(two, [
    { code: 'VALIDATION_FAILED', field: 'items.0.quantity', rule: 'max' },
    { code: 'VALIDATION_FAILED', field: 'items.0.quantity', rule: 'subscription' },
  ]);
  const pix = await checkout(s, { gateway: 'PIX' });
  expectRestErrors(pix, [{ code: 'VALIDATION_FAILED', field: 'gateway', rule: 'recurring' }]);
  expect(pix.body.errors[0].message).toMatch(/MERCADOPAGO or STRIPE|STRIPE or MERCADOPAGO/);
  const coupon = await aCoupon(t, s);
  expectRestErrors(await checkout(s, { coupon: coupon.code }), [{ code: 'VALIDATION_FAILED', field: 'coupon', rule: 'subscription' }]);
  expect(await t.db.order.count({ where: { storeId: s.storeId } })).toBe(0);
});

test('subscribe, three renewals, a failed payment and its recovery, cancel at the period end, the end: effects once per period, taken back once', async () => {
  const s = await shop();
  const { orderId, placed, sub, stripeId, first } = await subscribe(s, 'steve');
  expect(placed.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  // The session charged the package's recurring Price, made once and found again by its lookup_key.
  await subscribe(s, 'steve2'); // a second buyer: the same Price
  expect([...fake.prices.values()].map((p) => p.recurring)).toEqual([{ interval: 'month', interval_count: 1, usage_type: 'licensed' }]);

  expect(sub).toMatchObject({ status: 'ACTIVE', gateway: 'STRIPE', renewals: 0, packageId: s.vip, clientIdentifier: 'steve' });
  const approved = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
  expect(approved).toMatchObject({ status: 'APPROVED', subscriptionId: sub.id });
  // Paid once: PURCHASE now, no EXPIRE at the end of the period (the subscription decides when it ends).
  expect(await commands([orderId], 'PURCHASE')).toBe(1);
  expect(await commands([orderId], 'EXPIRE')).toBe(0);
  expect(await discord([orderId], 'PURCHASE', 'ADD_ROLE')).toBe(1);
  expect(await discord([orderId], 'EXPIRE', 'REMOVE_ROLE')).toBe(0);

  // The same event again (Stripe retries) changes nothing; a forged one is refused.
  const replay = await deliver(s, 'invoice.paid', JSON.parse(first.payload).data.object, first.id);
  expect(replay.results).toEqual([{ eventId: first.id, outcome: 'ALREADY' }]);
  const forged = stripeEvent('invoice.paid', fake.renew(stripeId).invoice);
  const refused = await t
    .http()
    .post(`/v1/payments/stripe/${s.storeId}`)
    .set('content-type', 'application/json')
    .set('stripe-signature', signStripe(forged, 'whsec_notthestoresecret000'))
    .send(forged);
  expect(refused.status).toBe(401);
  expect(await t.db.order.count({ where: { subscriptionId: sub.id } })).toBe(1);
  // That renewal's invoice is paid: delivered properly, it is the first of three renewals.
  for (let i = 0; i < 3; i++) {
    const invoice = i === 0 ? JSON.parse(forged).data.object : fake.renew(stripeId).invoice;
    const r = await deliver(s, 'invoice.paid', invoice);
    expect(r.results[0].outcome).toBe('APPLIED');
    const again = await deliver(s, 'invoice.paid', invoice, r.id);
    expect(again.results[0].outcome).toBe('ALREADY');
  }
  let orders = await t.db.order.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: 'asc' } });
  expect(orders.map((o) => o.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'APPROVED']);
  expect(orders.every((o) => o.price.toFixed(2) === '19.90' && o.clientIdentifier === 'steve')).toBe(true);
  let ids = orders.map((o) => o.id);
  expect(await commands(ids, 'PURCHASE')).toBe(4);
  expect(await discord(ids, 'PURCHASE', 'ADD_ROLE')).toBe(4);
  expect(await commands(ids, 'EXPIRE')).toBe(0);
  let detail = await subscriptionOf(s, sub.id);
  expect(detail).toMatchObject({ status: 'ACTIVE', renewals: 3 });
  expect(detail.orders.map((o: { id: number }) => o.id)).toEqual(ids);
  // The period is Stripe's: the last invoice's line.
  const item = fake.subscriptions.get(stripeId).items.data[0];
  expect(new Date(detail.current_period_end).getTime()).toBe(item.current_period_end * 1000);

  // A renewal fails: PAST_DUE, nothing taken back, no order approved.
  const failed = fake.renew(stripeId, { fail: true });
  expect((await deliver(s, 'invoice.payment_failed', failed.invoice)).results[0].outcome).toBe('APPLIED');
  expect((await subscriptionOf(s, sub.id)).status).toBe('PAST_DUE');
  expect(await t.db.order.count({ where: { subscriptionId: sub.id } })).toBe(4);
  // Smart Retries pay it: ACTIVE again, and that period's order.
  const recovered = fake.recover(stripeId);
  expect((await deliver(s, 'invoice.paid', recovered.invoice)).results[0].outcome).toBe('APPLIED');
  detail = await subscriptionOf(s, sub.id);
  expect(detail).toMatchObject({ status: 'ACTIVE', renewals: 4, past_due_at: null });

  // The owner cancels at the period's end: Stripe is told first, then CANCELED here.
  const canceled = await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({ at_period_end: true }).expect(200);
  expect(canceled.body).toMatchObject({ status: 'CANCELED', cancel_at_period_end: true });
  expect(fake.subscriptions.get(stripeId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
  // Stripe's own word of it changes nothing more.
  expect((await deliver(s, 'customer.subscription.updated', fake.subscriptions.get(stripeId))).results[0].outcome).toBe('ALREADY');
  // Canceling at the period's end again (a retry) answers it unchanged, without asking Stripe.
  const calls = fake.requests.length;
  const again = await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({}).expect(200);
  expect(again.body).toEqual(canceled.body);
  expect(fake.requests.length).toBe(calls);

  // The period ends: Stripe deletes it; EXPIRED, and the EXPIRE command and the role's take-back run once.
  const ended = fake.end(stripeId);
  const end = await deliver(s, 'customer.subscription.deleted', ended);
  expect(end.results[0].outcome).toBe('APPLIED');
  expect((await deliver(s, 'customer.subscription.deleted', ended, end.id)).results[0].outcome).toBe('ALREADY');
  expect((await deliver(s, 'customer.subscription.deleted', ended)).results[0].outcome).toBe('ALREADY');
  expect(await expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog })).toBe(0);
  orders = await t.db.order.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: 'asc' } });
  ids = orders.map((o) => o.id);
  expect(ids).toHaveLength(5);
  expect(await commands(ids, 'PURCHASE')).toBe(5);
  expect(await commands(ids, 'EXPIRE')).toBe(1);
  expect(await t.db.command.count({ where: { orderId: ids[4], trigger: 'EXPIRE' } })).toBe(1);
  expect(await discord(ids, 'EXPIRE', 'REMOVE_ROLE')).toBe(1);
  expect((await subscriptionOf(s, sub.id)).status).toBe('EXPIRED');

  // One webhook event per change, for the owner's integrations.
  expect(
    Object.fromEntries(
      await Promise.all(
        ['SUBSCRIPTION_CREATED', 'SUBSCRIPTION_RENEWED', 'SUBSCRIPTION_PAST_DUE', 'SUBSCRIPTION_CANCELED', 'SUBSCRIPTION_EXPIRED'].map(async (e) => [
          e,
          await events(s.storeId, e),
        ]),
      ),
    ),
  ).toEqual({ SUBSCRIPTION_CREATED: 2, SUBSCRIPTION_RENEWED: 4, SUBSCRIPTION_PAST_DUE: 1, SUBSCRIPTION_CANCELED: 1, SUBSCRIPTION_EXPIRED: 1 });
  expect(await t.db.outboxEvent.count({ where: { storeId: s.storeId, event: 'ORDER_APPROVED' } })).toBe(6);
});

test('a renewal charging another amount is left for review, never approved; one after the end too', async () => {
  const s = await shop();
  const { sub, stripeId } = await subscribe(s, 'alex');
  const invoice = fake.renew(stripeId).invoice;
  const cheaper = { ...invoice, amount_paid: 990 };
  expect((await deliver(s, 'invoice.paid', cheaper)).results[0].outcome).toBe('REVIEW');
  const review = await t.db.order.findFirstOrThrow({ where: { subscriptionId: sub.id }, orderBy: { id: 'desc' } });
  expect(review.status).toBe('PENDING');
  expect(review.reviewReason).toMatch(/paid 9\.90 USD, the subscription is 19\.90 USD/);
  expect(await commands([review.id], 'PURCHASE')).toBe(0);
  expect((await subscriptionOf(s, sub.id)).renewals).toBe(0);
});

test('the owner cancels now: the end at once; a provider that cannot be reached changes nothing (503)', async () => {
  const s = await shop();
  const { sub, stripeId, orderId } = await subscribe(s, 'nora');
  fake.failWith(500);
  const down = await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({ at_period_end: false });
  expectRestErrors(down, [{ code: 'UNAVAILABLE' }]);
  expect((await subscriptionOf(s, sub.id)).status).toBe('ACTIVE');
  fake.reset();
  const now = await t.gql(s.key, `mutation { cancelSubscription(id: ${sub.id}, atPeriodEnd: false) { status cancelAtPeriodEnd expiredAt } }`);
  expect(now.data?.cancelSubscription).toMatchObject({ status: 'EXPIRED', cancelAtPeriodEnd: false, expiredAt: expect.any(String) });
  expect(fake.subscriptions.get(stripeId).status).toBe('canceled');
  expect(await commands([orderId], 'EXPIRE')).toBe(1);
  expect(await discord([orderId], 'EXPIRE', 'REMOVE_ROLE')).toBe(1);
  // Stripe's deleted event after it changes nothing more.
  await deliver(s, 'customer.subscription.deleted', fake.subscriptions.get(stripeId));
  expect(await commands([orderId], 'EXPIRE')).toBe(1);
});

test('lists filter by status, buyer and package, and never show another store', async () => {
  const s = await shop();
  const a = await subscribe(s, 'ana');
  await subscribe(s, 'bob');
  const other = await shop();
  await subscribe(other, 'ana');
  const list = (q: string) => t.http().get(`/v1/app/subscription${q}`).set(bearer(s.key)).expect(200);
  expect((await list('')).body.meta.total).toBe(2);
  expect((await list('?email=ANA@buyers.test')).body.data.map((x: { id: number }) => x.id)).toEqual([a.sub.id]);
  expect((await list('?client_identifier=bob')).body.data).toHaveLength(1);
  expect((await list(`?package_id=${s.vip}&status=ACTIVE`)).body.meta.total).toBe(2);
  expect((await list('?status=EXPIRED')).body.meta.total).toBe(0);
  await t.http().get(`/v1/app/subscription/${a.sub.id}`).set(bearer(other.key)).expect(404);
  const gql = await t.gql(
    s.key,
    `{ subscriptions(email: "ana@buyers.test") { meta { total } data { id status clientIdentifier packageId orders { id status paidAt } } } }`,
  );
  expect(gql.data?.subscriptions).toMatchObject({
    meta: { total: 1 },
    data: [{ id: a.sub.id, status: 'ACTIVE', packageId: s.vip, orders: [{ id: a.orderId, status: 'APPROVED', paidAt: expect.any(String) }] }],
  });
});

test("the buyer's signed link cancels at the period's end; a forged or altered one does nothing", async () => {
  const s = await shop();
  const { sub, stripeId } = await subscribe(s, 'mia');
  const link = await cancelLink(t.db, t.config, s.storeId, sub.id);
  const path = link.slice(link.indexOf('/v1/'));
  const shown = await t.http().get(path).expect(200);
  expect(shown.text).toContain('VIP &lt;monthly&gt;');
  expect(shown.text).not.toContain('VIP <monthly>');
  expect((await subscriptionOf(s, sub.id)).status).toBe('ACTIVE');

  const token = new URL(link).searchParams.get('token')!;
  const altered = token.replace(/\.(\d+)\./, (_m, id) => `.${Number(id) + 1}.`);
  await t.http().post(`/v1/webstore/subscription/cancel?token=${altered}`).expect(401);
  await t
    .http()
    .post(`/v1/webstore/subscription/cancel?token=${token.slice(0, -2)}xx`)
    .expect(401);

  fake.failWith(500);
  await t.http().post(path).set('accept', 'application/json').expect(503);
  expect((await subscriptionOf(s, sub.id)).status).toBe('ACTIVE');
  fake.reset();
  const done = await t.http().post(path).set('accept', 'application/json').expect(200);
  expect(done.body).toMatchObject({ id: sub.id, status: 'CANCELED', cancel_at_period_end: true });
  expect(fake.subscriptions.get(stripeId).cancel_at_period_end).toBe(true);
});

test('the sweep expires a canceled subscription once its period is over, once', async () => {
  const s = await shop();
  const { sub, orderId } = await subscribe(s, 'zoe');
  await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({}).expect(200);
  expect(await expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog })).toBe(0);
  await t.db.subscription.update({ where: { id: sub.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
  const [a, b] = await Promise.all([
    expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog }),
    expireEndedSubscriptions({ db: t.db, config: t.config, log: silentLog }),
  ]);
  expect(a + b).toBe(1);
  expect((await subscriptionOf(s, sub.id)).status).toBe('EXPIRED');
  expect(await commands([orderId], 'EXPIRE')).toBe(1);
  expect(await events(s.storeId, 'SUBSCRIPTION_EXPIRED')).toBe(1);
});

test("renewals are sales in the gateway report; the owner's refund of one gives back its invoice's payment at Stripe", async () => {
  const s = await shop();
  const { sub, stripeId } = await subscribe(s, 'lia');
  await deliver(s, 'invoice.paid', fake.renew(stripeId).invoice);
  await deliver(s, 'invoice.paid', fake.renew(stripeId).invoice);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await t
    .http()
    .get(`/v1/app/report/gateways?from=${day(-2)}&to=${day(2)}`)
    .set(bearer(s.key))
    .expect(200);
  expect(report.body.find((r: { gateway: string }) => r.gateway === 'STRIPE')).toMatchObject({ sales: 3, revenue: 59.7 });

  const renewal = await t.db.order.findFirstOrThrow({ where: { subscriptionId: sub.id }, orderBy: { id: 'desc' } });
  expect(renewal.externalId).toMatch(/^in_/);
  const refunded = await t.http().patch(`/v1/app/order/${renewal.id}`).set(bearer(s.key)).send({ status: 'REFUNDED' }).expect(200);
  expect(refunded.body.status).toBe('REFUNDED');
  const invoice = fake.invoices.find((i) => i.id === renewal.externalId);
  expect(fake.refunds.filter((r) => r.payment_intent === invoice._payment_intent)).toHaveLength(1);
  expect(await commands([renewal.id], 'REFUND')).toBe(0);
  // The subscription goes on: a refund of one period is not a cancel.
  expect((await subscriptionOf(s, sub.id)).status).toBe('ACTIVE');
});

test("webhooks take the SUBSCRIPTION_ scopes; every approved e-mail of a subscription order carries the buyer's cancel link", async () => {
  const s = await shop();
  const hook = await t
    .http()
    .post('/v1/app/webhooks')
    .set(bearer(s.key))
    .send({ name: 'Subs', url: 'https://127.0.0.1:1/subs', scopes: ['SUBSCRIPTION_CREATED', 'SUBSCRIPTION_RENEWED'] });
  expect(hook.status).toBe(201);
  const { stripeId, orderId } = await subscribe(s, 'kai');
  await deliver(s, 'invoice.paid', fake.renew(stripeId).invoice);
  const deliveries = await t.db.webhookDelivery.findMany({ where: { webhookId: hook.body.id }, include: { event: true }, orderBy: { id: 'asc' } });
  expect(deliveries.map((d) => d.event.event)).toEqual(['SUBSCRIPTION_CREATED', 'SUBSCRIPTION_RENEWED']);
  expect(deliveries[1].event.payload).toMatchObject({ event: 'SUBSCRIPTION_RENEWED', data: { status: 'ACTIVE', renewals: 1, client_identifier: 'kai' } });

  const sent: { text: string; html: string }[] = [];
  const mail = { smtpUrl: 'smtp://127.0.0.1:1', from: 'orders@mailer.example.com' };
  const renewal = await t.db.order.findFirstOrThrow({ where: { storeId: s.storeId, subscriptionId: { not: null } }, orderBy: { id: 'desc' } });
  for (const id of [orderId, renewal.id]) {
    // This app sends no e-mail (no SMTP_URL), so none was queued at approval: the row approval queues with one.
    const email = await t.db.orderEmail.create({
      data: { storeId: s.storeId, orderId: id, kind: 'APPROVED', toAddress: 'kai@buyers.test', subject: 'Your order', messageId: `<${id}@test>` },
    });
    const outcome = await processOrderEmail(
      {
        db: t.db,
        config: { ...t.config, mail },
        log: silentLog,
        sender: async (m) => {
          sent.push({ text: String(m.text), html: String(m.html) });
          return { response: '250 OK' };
        },
      },
      email.id,
    );
    expect(outcome).toBe('sent');
  }
  for (const m of sent) {
    const link = /(https?:\/\/\S+\/v1\/webstore\/subscription\/cancel\?token=\S+)/.exec(m.text)?.[1];
    expect(link).toBeDefined();
    expect(m.html).toContain(link!.replace(/&/g, '&amp;'));
    // The link works: it shows the subscription it cancels.
    await t
      .http()
      .get(link!.slice(link!.indexOf('/v1/')))
      .expect(200);
  }
});

test('canceled at the period end, it may still be ended now: here only, Stripe (told already) is not asked again', async () => {
  const s = await shop();
  const { sub, orderId } = await subscribe(s, 'ivo');
  await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({ at_period_end: true }).expect(200);
  const calls = fake.requests.length;
  fake.failWith(500);
  const now = await t.http().post(`/v1/app/subscription/${sub.id}/cancel`).set(bearer(s.key)).send({ at_period_end: false }).expect(200);
  fake.reset();
  expect(now.body).toMatchObject({ status: 'EXPIRED', cancel_at_period_end: false });
  expect(fake.requests.length).toBe(calls);
  expect(await commands([orderId], 'EXPIRE')).toBe(1);
});
