import Stripe from 'stripe';
import { signStripe, startStripeFake, stripeEvent, type StripeFake } from './fakes/stripe-fake';

/**
 * The Stripe fake's Billing part (groundwork for recurring packages), driven through the official SDK
 * as the product will drive it: a recurring Price found again by its lookup_key, a Checkout Session in
 * subscription mode, the subscription's periods on its item, invoices naming their subscription under
 * `parent` (API 2025-03-31.basil and later), cancel at period end and cancel now. What Stripe refuses,
 * the fake refuses with Stripe's error types; the events it yields verify with the SDK.
 */

let fake: StripeFake;
let stripe: Stripe;

/** The official SDK, with an account's key, at the fake. */
const client = (key: string) => {
  const url = new URL(fake.url);
  return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
};

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = client('sk_test_billingfake000000000000');
});
afterAll(() => fake?.close());

async function monthlyPrice(lookupKey: string, amount = 1990) {
  const product = await stripe.products.create({ name: 'VIP', metadata: { package_id: '7' } });
  return stripe.prices.create({
    product: product.id,
    currency: 'brl',
    unit_amount: amount,
    recurring: { interval: 'month', interval_count: 1 },
    lookup_key: lookupKey,
  });
}

test('a recurring price is found again by its lookup_key; a second one with the key is refused unless transferred', async () => {
  const price = await monthlyPrice('pkg-7-1990-brl-month-1');
  expect(price).toMatchObject({ type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, unit_amount: 1990, currency: 'brl' });
  const found = await stripe.prices.list({ lookup_keys: ['pkg-7-1990-brl-month-1'] });
  expect(found.data.map((p) => p.id)).toEqual([price.id]);

  await expect(monthlyPrice('pkg-7-1990-brl-month-1')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'lookup_key' });
  const moved = await stripe.prices.create({
    product: price.product as string,
    currency: 'brl',
    unit_amount: 2490,
    recurring: { interval: 'month' },
    lookup_key: 'pkg-7-1990-brl-month-1',
    transfer_lookup_key: true,
  });
  expect((await stripe.prices.list({ lookup_keys: ['pkg-7-1990-brl-month-1'] })).data.map((p) => p.id)).toEqual([moved.id]);
  // Another account sees none of it.
  const other = client('sk_test_anotheraccount0000000000');
  expect((await other.prices.list({ lookup_keys: ['pkg-7-1990-brl-month-1'] })).data).toEqual([]);
});

test('more than a year between payments is refused, as Stripe refuses it', async () => {
  const product = await stripe.products.create({ name: 'Long' });
  await expect(
    stripe.prices.create({ product: product.id, currency: 'brl', unit_amount: 100, recurring: { interval: 'month', interval_count: 13 } }),
  ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'recurring[interval_count]' });
  await expect(
    stripe.prices.create({ product: product.id, currency: 'brl', unit_amount: 100, recurring: { interval: 'week', interval_count: 52 } }),
  ).resolves.toMatchObject({
    recurring: { interval: 'week', interval_count: 52 },
  });
});

test('a subscription-mode session: paid, then renewed, a failed renewal and its recovery, cancel at period end, and the end', async () => {
  const price = await monthlyPrice('pkg-8-1990-brl-month-1');
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'https://shop.example/ok',
    customer_email: 'buyer@example.com',
    subscription_data: { metadata: { internal_id: 'ABCDEF123456' } },
  });
  expect(session).toMatchObject({ mode: 'subscription', status: 'open', subscription: null, amount_total: 1990, currency: 'brl' });

  const paid = fake.paySubscription(session.id);
  const read = await stripe.checkout.sessions.retrieve(session.id);
  expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: paid.subscription.id });
  const sub = await stripe.subscriptions.retrieve(paid.subscription.id);
  const item = sub.items.data[0]!;
  expect(sub).toMatchObject({ status: 'active', metadata: { internal_id: 'ABCDEF123456' }, cancel_at_period_end: false });
  // A calendar month later (a period is on the item since 2025-03-31.basil).
  const end = new Date(item.current_period_start * 1000);
  end.setUTCMonth(end.getUTCMonth() + 1);
  expect(item.current_period_end).toBe(end.getTime() / 1000);
  expect(paid.invoice).toMatchObject({ billing_reason: 'subscription_create', status: 'paid', amount_paid: 1990, currency: 'brl' });
  expect(paid.invoice.parent.subscription_details.subscription).toBe(sub.id);

  // The events verify with the SDK, as the product's endpoint will check them.
  const secret = 'whsec_billingfake';
  const payload = stripeEvent('invoice.paid', paid.invoice);
  const event = stripe.webhooks.constructEvent(payload, signStripe(payload, secret), secret);
  expect(event.type).toBe('invoice.paid');

  const renewed = fake.renew(sub.id);
  expect(renewed.invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', period_start: item.current_period_end });
  const failed = fake.renew(sub.id, { fail: true });
  expect(failed.invoice).toMatchObject({ status: 'open', amount_paid: 0 });
  expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
  const recovered = fake.recover(sub.id);
  expect(recovered.invoice).toMatchObject({ id: failed.invoice.id, status: 'paid', attempt_count: 2 });
  expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');

  const cancelling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
  expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: cancelling.items.data[0]!.current_period_end });
  const ended = fake.end(sub.id);
  expect(ended).toMatchObject({ status: 'canceled' });
  await expect(stripe.subscriptions.update(sub.id, { cancel_at_period_end: false })).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  expect(() => fake.renew(sub.id)).toThrow(/no live subscription/);
});

test('cancel now; a subscription of another account or an unknown one is resource_missing', async () => {
  const price = await monthlyPrice('pkg-9-990-brl-week-2', 990);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'https://shop.example/ok',
  });
  const { subscription } = fake.paySubscription(session.id);
  const other = client('sk_test_anotheraccount0000000000');
  await expect(other.subscriptions.retrieve(subscription.id)).rejects.toMatchObject({ code: 'resource_missing' });
  await expect(stripe.subscriptions.retrieve('sub_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
  const canceled = await stripe.subscriptions.cancel(subscription.id);
  expect(canceled).toMatchObject({ status: 'canceled' });
  expect(canceled.ended_at).not.toBeNull();
});

test('subscription mode takes a recurring price only', async () => {
  const product = await stripe.products.create({ name: 'Once' });
  const once = await stripe.prices.create({ product: product.id, currency: 'brl', unit_amount: 500 });
  await expect(
    stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: once.id, quantity: 1 }], success_url: 'https://x.example' }),
  ).rejects.toMatchObject({
    type: 'StripeInvalidRequestError',
  });
  await expect(
    stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'https://x.example' }),
  ).rejects.toMatchObject({
    code: 'resource_missing',
  });
});
