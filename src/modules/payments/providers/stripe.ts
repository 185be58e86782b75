import type Stripe from 'stripe';
import type { Config } from '../../../config';
import type { Currency } from '../../../generated/prisma/enums';
import { z } from '../../../lib/validation';
import type { SubscriptionInterval } from '../../../generated/prisma/enums';
import {
  NotVerified,
  type PaymentData,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentUpdate,
  type SubscriptionTerms,
} from '../payment.types';

/**
 * Stripe through its SDK: a Checkout Session per order (its url is the checkout_url), webhooks
 * verified with the store's endpoint secret, refunds of the order's PaymentIntent. The order's
 * internal id travels as the session's client_reference_id and in the metadata of the session and
 * of its PaymentIntent (Stripe copies the latter onto the charge, so refunds carry it back too).
 * The order's external_id is the session id until the payment is confirmed, then its PaymentIntent.
 */

const stripeCredentials = z.object({
  secret_key: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)'),
  webhook_secret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be the endpoint's signing secret (whsec_...)"),
});
export type StripeCredentials = z.output<typeof stripeCredentials>;

/**
 * Digits of each currency's minor unit, the unit Stripe counts amounts in. Keyed by the model's
 * currencies, so a currency added to the enum fails the type check here until someone says how
 * Stripe counts it (zero-decimal ones such as JPY are 0; three-decimal ones have rules of their own).
 */
const MINOR_DIGITS: Record<Currency, number> = { BRL: 2, USD: 2, EUR: 2 };

function digitsOf(currency: string): number {
  const digits = MINOR_DIGITS[currency.toUpperCase() as Currency];
  if (digits === undefined) throw new Error(`no Stripe amount rule for currency ${currency}`);
  return digits;
}

/** "29.90" USD -> 2990. A price finer than the currency's minor unit cannot be charged exactly: refused. */
export function toMinor(price: string, currency: string): number {
  const digits = digitsOf(currency);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(price);
  if (!m) throw new Error(`not an amount: ${price}`);
  const fraction = m[2] ?? '';
  if (/[1-9]/.test(fraction.slice(digits))) throw new Error(`${price} ${currency} is finer than Stripe can charge`);
  const minor = Number(m[1] + fraction.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new Error(`${price} ${currency} is too large`);
  return minor;
}

/** 2990 usd -> "29.90"; null for a currency we have no rule for (the amount check then flags the order). */
export function fromMinor(minor: number, currency: string): string | null {
  const digits = MINOR_DIGITS[currency.toUpperCase() as Currency];
  if (digits === undefined || !Number.isSafeInteger(minor) || minor < 0) return null;
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/**
 * What the Checkout page lists: the order's lines when they add up to its price exactly, else one
 * line for the whole order (a coupon or other discount makes the lines worth more than the price).
 * Either way the session's total is the order's price to the minor unit, which the amount check
 * on the confirmation relies on.
 */
export function lineItems(order: PaymentOrder): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const currency = order.currency.toLowerCase();
  const total = toMinor(order.price, order.currency);
  const lines = order.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit: toMinor(l.unitPrice, order.currency) }));
  const sum = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
  // Checkout takes up to 100 lines, each with a name and a positive quantity.
  const listable = lines.length > 0 && lines.length <= 100 && lines.every((l) => l.quantity >= 1 && l.unit > 0 && l.name.trim());
  if (listable && sum === total) {
    return lines.map((l) => ({ quantity: l.quantity, price_data: { currency, unit_amount: l.unit, product_data: { name: l.name } } }));
  }
  const summary = order.lines.map((l) => `${l.quantity} x ${l.name}`).join(', ');
  return [
    {
      quantity: 1,
      price_data: {
        currency,
        unit_amount: total,
        product_data: { name: `Order ${order.internalId}`, ...(summary ? { description: summary.slice(0, 500) } : {}) },
      },
    },
  ];
}

/**
 * The SDK is loaded by the first Stripe call, not at start-up (about 50 ms and several MiB for a
 * gateway a store may never enable); its types are all this module needs before that.
 */
let loaded: typeof Stripe | undefined;
const stripeSdk = () => (loaded ??= require('stripe') as typeof Stripe);

/**
 * A client for one call, with the store's key, at STRIPE_API_URL (tests point it at a local fake).
 * No retries of its own (the checkout has PAYMENT_TIMEOUT_MS in all, and the provider retries
 * notifications); requests go through fetch so the core's abort signal cuts the connection when
 * the time is up instead of leaving it open behind the race.
 */
function clientFor(secretKey: string, config: Config['payments'], signal: AbortSignal): Stripe {
  const base = new URL(config.stripeApiUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const StripeSdk = stripeSdk();
  return new StripeSdk(secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
    // A backstop: the core's signal ends the request at timeoutMs; this ends it should a caller pass none that fires.
    timeout: config.timeoutMs + 1000,
    telemetry: false,
    httpClient: StripeSdk.createFetchHttpClient((url, init) => fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal })),
  });
}

const idOf = (ref: string | { id: string } | null | undefined): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** The first sentence of the SDK's verification error: says what failed without its advice paragraph. */
const firstSentence = (e: unknown) => (e instanceof Error ? e.message : String(e)).split(/(?<=\.)\s/)[0]!.slice(0, 200);

/** What a verified event says happened; anything not listed here changes nothing. */
/**
 * How a Checkout Session was paid, when it offered one way only (its `payment_method_types`; the
 * session does not name the method a buyer picked among several without reading its PaymentIntent).
 */
function methodOf(types: string[] | undefined): PaymentMethod | null {
  if (types?.length !== 1) return null;
  const known: Record<string, PaymentMethod> = { card: 'CREDIT_CARD', pix: 'PIX', boleto: 'BOLETO', link: 'WALLET', paypal: 'WALLET' };
  return known[types[0]] ?? null;
}

/** Seconds since the epoch (Stripe's timestamps) as a Date; null when absent. */
const dateOf = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * A subscription's invoice, paid or failed. Since API 2025-03-31.basil an invoice names its
 * subscription under `parent.subscription_details` (with the subscription's metadata, which carries
 * the order's internal id), and the period it bills is on its line.
 */
function invoiceUpdate(event: Stripe.Event, invoice: Stripe.Invoice, kind: 'SUBSCRIPTION_PAID' | 'SUBSCRIPTION_FAILED'): PaymentUpdate | null {
  const details = invoice.parent?.subscription_details;
  const subscription = idOf(details?.subscription);
  if (!subscription) return null;
  const line = invoice.lines?.data?.[0];
  const currency = invoice.currency?.toUpperCase() ?? null;
  return {
    eventId: event.id,
    kind,
    internalId: details?.metadata?.internal_id ?? null,
    externalId: invoice.id ?? null,
    amount: kind === 'SUBSCRIPTION_PAID' && currency ? fromMinor(invoice.amount_paid, currency) : null,
    currency,
    paymentMethod: 'CREDIT_CARD',
    subscription: {
      id: subscription,
      customerId: idOf(invoice.customer),
      periodStart: dateOf(line?.period?.start),
      periodEnd: dateOf(line?.period?.end),
    },
  };
}

/** A subscription's own change: canceled to end at the period's end, or ended. Other changes are told by its invoices. */
function subscriptionChange(event: Stripe.Event, sub: Stripe.Subscription, deleted: boolean): PaymentUpdate | null {
  const base = {
    eventId: event.id,
    internalId: sub.metadata?.internal_id ?? null,
    externalId: null,
    amount: null,
    currency: null,
  };
  const ended = deleted || ['canceled', 'unpaid', 'incomplete_expired'].includes(sub.status);
  if (ended) return { ...base, kind: 'SUBSCRIPTION_ENDED', subscription: { id: sub.id, customerId: idOf(sub.customer) } };
  if (sub.cancel_at_period_end)
    return { ...base, kind: 'SUBSCRIPTION_CANCELED', subscription: { id: sub.id, customerId: idOf(sub.customer), atPeriodEnd: true } };
  return null;
}

function readEvent(event: Stripe.Event): PaymentUpdate {
  const ignored: PaymentUpdate = { eventId: event.id, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null };
  switch (event.type) {
    case 'invoice.paid':
      return invoiceUpdate(event, event.data.object, 'SUBSCRIPTION_PAID') ?? ignored;
    case 'invoice.payment_failed':
      return invoiceUpdate(event, event.data.object, 'SUBSCRIPTION_FAILED') ?? ignored;
    case 'customer.subscription.updated':
      return subscriptionChange(event, event.data.object, false) ?? ignored;
    case 'customer.subscription.deleted':
      return subscriptionChange(event, event.data.object, true) ?? ignored;
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // `unpaid` is a delayed method (a boleto, a bank debit) still in process: its async_payment_succeeded comes later.
      if (session.mode !== 'payment' || session.payment_status !== 'paid') return ignored;
      // Sessions are created with Adaptive Pricing off; should a buyer still pay in a converted
      // currency, the store's own currency and amount are the ones to compare with the order.
      const conversion = session.currency_conversion;
      const currency = (conversion?.source_currency ?? session.currency)?.toUpperCase() ?? null;
      const minor = conversion?.amount_total ?? session.amount_total;
      return {
        eventId: event.id,
        kind: 'PAID',
        internalId: session.metadata?.internal_id ?? session.client_reference_id ?? null,
        externalId: idOf(session.payment_intent),
        amount: currency && minor !== null ? fromMinor(minor, currency) : null,
        currency,
        paymentMethod: methodOf(session.payment_method_types),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the order APPROVED: the buyer keeps what was delivered.
      if (!charge.refunded) return ignored;
      return {
        eventId: event.id,
        kind: 'REFUNDED',
        internalId: charge.metadata?.internal_id ?? null,
        externalId: idOf(charge.payment_intent),
        amount: fromMinor(charge.amount_refunded, charge.currency),
        currency: charge.currency.toUpperCase(),
      };
    }
    // A dispute moves the order to CHARGEDBACK when it is opened, not when it is lost: that is when
    // Stripe takes the amount (and its fee) out of the balance, and waiting weeks for the outcome
    // would leave the buyer with the money and the goods (keys, commands) meanwhile. A dispute the
    // store later wins leaves the order CHARGEDBACK (no transition leads back to APPROVED); the
    // owner sees the outcome in Stripe. Inquiries (warning_* statuses) take no money and change
    // nothing; one that escalates withdraws the funds, and charge.dispute.funds_withdrawn says so.
    case 'charge.dispute.created':
    case 'charge.dispute.funds_withdrawn': {
      const dispute = event.data.object;
      if (dispute.status.startsWith('warning_')) return ignored;
      return {
        eventId: event.id,
        kind: 'CHARGEDBACK',
        // A dispute has no metadata of ours: its PaymentIntent is the order's external_id once paid.
        internalId: null,
        externalId: idOf(dispute.payment_intent),
        amount: fromMinor(dispute.amount, dispute.currency),
        currency: dispute.currency.toUpperCase(),
      };
    }
    default:
      return ignored;
  }
}

const INTERVALS: Record<SubscriptionInterval, Stripe.PriceCreateParams.Recurring.Interval> = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/**
 * The recurring Price a subscription checkout charges: one per package, amount, currency and period,
 * found again by its lookup_key (unique per Stripe account), created with its Product the first time.
 * A price change makes a new key, so existing subscriptions keep the Price they were sold at.
 */
async function recurringPrice(stripe: Stripe, storeId: number, order: PaymentOrder, terms: SubscriptionTerms): Promise<string> {
  const unit = toMinor(order.price, order.currency);
  const currency = order.currency.toLowerCase();
  const interval = INTERVALS[terms.interval];
  const key = `store${storeId}-package${terms.packageId}-${unit}${currency}-every${terms.intervalCount}${interval}`;
  const find = async () => (await stripe.prices.list({ lookup_keys: [key], limit: 1 })).data[0]?.id;
  const found = await find();
  if (found) return found;
  const metadata = { store_id: String(storeId), package_id: String(terms.packageId) };
  const product = await stripe.products.create({ name: terms.packageName.slice(0, 250) || `Package ${terms.packageId}`, metadata });
  try {
    const price = await stripe.prices.create({
      product: product.id,
      currency,
      unit_amount: unit,
      recurring: { interval, interval_count: terms.intervalCount },
      lookup_key: key,
      metadata,
    });
    return price.id;
  } catch (e) {
    // Another checkout made it a moment ago: the key is taken, and its Price is the one to charge.
    if (e instanceof stripeSdk().errors.StripeError && e.param === 'lookup_key') {
      const again = await find();
      if (again) return again;
    }
    throw e;
  }
}

/** Stripe: a Checkout Session per order (the stripe SDK); subscription mode for a subscription package. */
export const stripeProvider: PaymentProvider<StripeCredentials> = {
  gateway: 'STRIPE',
  credentials: stripeCredentials,

  async createPayment({ order, store, credentials, urls, config, signal }): Promise<PaymentData> {
    const stripe = clientFor(credentials.secret_key, config, signal);
    const reference = { internal_id: order.internalId, store_id: String(store.id) };
    if (order.subscription) {
      const price = await recurringPrice(stripe, store.id, order, order.subscription);
      // The subscription carries the order's internal id in its metadata: every invoice names it again.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: order.internalId,
          metadata: reference,
          subscription_data: { metadata: reference, description: `${store.name}: ${order.subscription.packageName}`.slice(0, 500) },
          customer_email: order.clientEmail,
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { idempotencyKey: `checkout-${store.id}-${order.internalId}` },
      );
      if (!session.url) throw new Error(`Stripe created session ${session.id} without a url`);
      return { checkoutUrl: session.url, externalId: session.id };
    }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: lineItems(order),
        client_reference_id: order.internalId,
        metadata: reference,
        payment_intent_data: { metadata: reference, description: `${store.name} order ${order.internalId}`.slice(0, 1000) },
        customer_email: order.clientEmail,
        success_url: urls.success,
        cancel_url: urls.cancel,
        // The buyer pays the order's price in the store's currency, which is what the confirmation is checked against.
        adaptive_pricing: { enabled: false },
      },
      // One session per order even if the call is repeated (an order's checkout runs once; the key only guards a resend).
      { idempotencyKey: `checkout-${store.id}-${order.internalId}` },
    );
    if (!session.url) throw new Error(`Stripe created session ${session.id} without a url`);
    return { checkoutUrl: session.url, externalId: session.id };
  },

  async parseNotification({ notification, credentials }) {
    const header = notification.headers['stripe-signature'];
    if (typeof header !== 'string' || !header) throw new NotVerified('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Checks the signature over the raw body and that its timestamp is within the SDK's tolerance (5 minutes): a replay is refused.
      event = stripeSdk().webhooks.constructEvent(notification.rawBody, header, credentials.webhook_secret);
    } catch (e) {
      throw new NotVerified(`Stripe-Signature check failed: ${firstSentence(e)}`);
    }
    return [readEvent(event)];
  },

  async cancelSubscription({ providerId, atPeriodEnd, credentials, config, signal }) {
    const stripe = clientFor(credentials.secret_key, config, signal);
    try {
      if (atPeriodEnd) await stripe.subscriptions.update(providerId, { cancel_at_period_end: true });
      else await stripe.subscriptions.cancel(providerId);
    } catch (e) {
      // Canceled already (in the Stripe dashboard, or Stripe gave up): no more charges, which is what was asked.
      if (e instanceof stripeSdk().errors.StripeError && e.statusCode === 400) {
        const sub = await stripe.subscriptions.retrieve(providerId);
        if (sub.status === 'canceled') return;
      }
      throw e;
    }
  },

  async refund({ order, credentials, config, signal, idempotencyKey }) {
    const stripe = clientFor(credentials.secret_key, config, signal);
    let paymentIntent = order.externalId;
    if (paymentIntent?.startsWith('cs_')) {
      // Approved by hand before (or without) Stripe's confirmation: the order still holds its session.
      const session = await stripe.checkout.sessions.retrieve(paymentIntent);
      paymentIntent = idOf(session.payment_intent);
      // Never paid at Stripe: there is no money there to give back, and the owner's REFUNDED is theirs to record.
      if (!paymentIntent || session.payment_status !== 'paid') return;
    }
    if (paymentIntent?.startsWith('in_')) {
      // A subscription's period: its order holds the invoice. Since 2025-03-31.basil an invoice's
      // payments are listed apart (https://docs.stripe.com/api/invoice-payment/list); its paid one is the PaymentIntent to refund.
      const payments = await stripe.invoicePayments.list({ invoice: paymentIntent, status: 'paid', limit: 10 });
      const paid = payments.data.find((p) => p.payment.type === 'payment_intent' && p.payment.payment_intent);
      // Not paid at Stripe (approved by hand): nothing there to give back.
      if (!paid) return;
      paymentIntent = idOf(paid.payment.payment_intent);
    }
    if (!paymentIntent) return;
    try {
      // The key makes a resent refund the same refund. Stripe keeps the answer for a key for 24 hours,
      // a 500 included; a second full refund is refused by Stripe anyway (below).
      await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { internal_id: order.internalId } }, { idempotencyKey });
    } catch (e) {
      // Refunded already (in the Stripe dashboard, say): the money is back, which is what the owner asked for.
      if (e instanceof stripeSdk().errors.StripeError && e.code === 'charge_already_refunded') return;
      throw e;
    }
  },
};
