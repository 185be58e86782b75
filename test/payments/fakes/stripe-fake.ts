import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local Stripe: the endpoints src/modules/payments/providers/stripe.ts calls, answering with the
 * fields, ids and error bodies Stripe's API uses, plus what the tests need to play Stripe's part
 * (a buyer paying a session, a refund, a dispute) and to sign events the way Stripe signs them.
 *
 *   POST /v1/checkout/sessions      a Checkout Session (form-encoded, as the SDK sends it)
 *   GET  /v1/checkout/sessions/:id  read it back
 *   POST /v1/refunds                a full refund of a PaymentIntent
 *
 * and Billing, for subscriptions (API 2025-03-31.basil and later: a subscription's billing period is on
 * its items, an invoice names its subscription under `parent.subscription_details`):
 *
 *   POST /v1/products                       a Product
 *   POST /v1/prices, GET /v1/prices         a recurring Price; `lookup_key` unique per account; list by lookup_keys
 *   POST /v1/checkout/sessions mode=subscription   one recurring price, quantity 1
 *   GET/POST/DELETE /v1/subscriptions/:id   read it; cancel_at_period_end; cancel now
 *   GET /v1/invoice_payments?invoice=       an invoice's payments (its PaymentIntent, refundable)
 *
 * Requests need `Authorization: Bearer sk_...` and honour Idempotency-Key as Stripe does: the same
 * key and parameters replay the first answer, other parameters are an idempotency_error. Each secret
 * key is an account, as at Stripe: a session and its PaymentIntent belong to the account that made the
 * session, and another account's key gets Stripe's resource_missing for them. Failures
 * injected with `failWith` are answered before anything executes (as a 503 from Stripe's edge is),
 * so they are not kept for the key.
 */

interface StripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form body decoded into nested objects (`line_items[0][quantity]` -> `line_items[0].quantity`). */
  form: Record<string, any>;
  body: string;
  at: number;
}

type StripeErrorBody = { type: string; message: string; code?: string; param?: string };

const rid = (prefix: string, n = 24) => `${prefix}${randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n)}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]\[|\[|\]/).filter(Boolean);
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return out;
}

const errorBody = (e: StripeErrorBody) => ({
  error: {
    ...(e.code ? { code: e.code, doc_url: `https://stripe.com/docs/error-codes/${e.code.replace(/_/g, '-')}` } : {}),
    message: e.message,
    ...(e.param ? { param: e.param } : {}),
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_fake',
    type: e.type,
  },
});

export async function startStripeFake() {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, any>();
  /** PaymentIntents of paid sessions, with their charge. */
  const intents = new Map<string, { id: string; session: any; charge: any }>();
  const refunds: any[] = [];
  const products = new Map<string, any>();
  const prices = new Map<string, any>();
  const subscriptions = new Map<string, any>();
  const invoices: any[] = [];
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>();
  let injected: { status: number; error: StripeErrorBody } | 'hang' | 'late' | null = null;
  const hanging = new Set<ServerResponse>();
  let onLate: ((method: string, path: string) => Promise<void>) | undefined;

  const send = (res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req_', 14), 'stripe-version': Stripe.API_VERSION, ...headers });
    res.end(JSON.stringify(json));
  };

  function createSession(form: Record<string, any>, account: string) {
    const items: any[] = form.line_items ?? [];
    if (form.mode === 'subscription') return createSubscriptionSession(form, account);
    if (form.mode !== 'payment')
      return {
        status: 400,
        json: errorBody({ type: 'invalid_request_error', message: 'This fake only knows mode=payment and mode=subscription.', param: 'mode' }),
      };
    if (!items.length)
      return {
        status: 400,
        json: errorBody({ type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: line_items.', param: 'line_items' }),
      };
    const currencies = new Set(items.map((i) => i.price_data?.currency));
    if (currencies.size !== 1)
      return { status: 400, json: errorBody({ type: 'invalid_request_error', message: 'All line items must use the same currency.', param: 'line_items' }) };
    const total = items.reduce((s, i) => s + Number(i.price_data.unit_amount) * Number(i.quantity), 0);
    const id = rid('cs_test_a1', 56);
    const created = now();
    const session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: form.adaptive_pricing?.enabled === 'true' },
      amount_subtotal: total,
      amount_total: total,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency: [...currencies][0],
      currency_conversion: null,
      customer: null,
      customer_details: null,
      customer_email: form.customer_email ?? null,
      expires_at: created + 86400,
      livemode: false,
      locale: null,
      metadata: form.metadata ?? {},
      mode: 'payment',
      payment_intent: null as string | null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      // Kept for the PaymentIntent the payment creates; Stripe does not echo it on the session.
      _payment_intent_data: form.payment_intent_data ?? {},
      _account: account,
    };
    sessions.set(id, session);
    return { status: 200, json: publicSession(session) };
  }

  const publicSession = (s: any) => {
    const { _payment_intent_data, _account, ...rest } = s;
    return rest;
  };

  function createRefund(form: Record<string, any>, account: string) {
    const pi = intents.get(form.payment_intent);
    if (!pi || pi.session._account !== account) {
      return {
        status: 400,
        json: errorBody({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${form.payment_intent}'`,
          param: 'payment_intent',
        }),
      };
    }
    if (pi.charge.refunded) {
      return {
        status: 400,
        json: errorBody({ type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${pi.charge.id} has already been refunded.` }),
      };
    }
    pi.charge.amount_refunded = pi.charge.amount;
    pi.charge.refunded = true;
    const refund = {
      id: rid('re_'),
      object: 'refund',
      amount: pi.charge.amount,
      charge: pi.charge.id,
      created: now(),
      currency: pi.charge.currency,
      metadata: form.metadata ?? {},
      payment_intent: pi.id,
      reason: form.reason ?? null,
      status: 'succeeded',
    };
    refunds.push(refund);
    return { status: 200, json: refund };
  }

  const missing = (kind: string, id: string, param?: string) => ({
    status: 404,
    json: errorBody({ type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) }),
  });
  const invalid = (message: string, param?: string) => ({
    status: 400,
    json: errorBody({ type: 'invalid_request_error', message, ...(param ? { param } : {}) }),
  });
  const publicOf = (o: any) => {
    const { _account, ...rest } = o;
    return rest;
  };
  const INTERVALS = new Set(['day', 'week', 'month', 'year']);
  /** One period after `from` (seconds), as Stripe bills: calendar months and years, days and weeks by length. */
  function periodEnd(from: number, interval: string, count: number): number {
    const d = new Date(from * 1000);
    if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
    else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
    else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
    else d.setUTCFullYear(d.getUTCFullYear() + count);
    return Math.floor(d.getTime() / 1000);
  }

  function createProduct(form: Record<string, any>, account: string) {
    if (!form.name)
      return {
        status: 400,
        json: errorBody({ type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: name.', param: 'name' }),
      };
    const product = {
      id: rid('prod_', 14),
      object: 'product',
      active: true,
      created: now(),
      livemode: false,
      metadata: form.metadata ?? {},
      name: form.name,
      _account: account,
    };
    products.set(product.id, product);
    return { status: 200, json: publicOf(product) };
  }

  function createPrice(form: Record<string, any>, account: string) {
    const product = products.get(form.product);
    if (!product || product._account !== account) return missing('product', String(form.product), 'product');
    if (!form.currency) return invalid('Missing required param: currency.', 'currency');
    const interval = form.recurring?.interval;
    if (form.recurring && !INTERVALS.has(interval))
      return invalid(`Invalid recurring[interval]: must be one of day, week, month, or year`, 'recurring[interval]');
    const count = Number(form.recurring?.interval_count ?? 1);
    // Stripe: at most one year between payments.
    const maxCount = { day: 365, week: 52, month: 12, year: 1 }[interval as 'day'] ?? 1;
    if (form.recurring && !(count >= 1 && count <= maxCount))
      return invalid('The maximum billing interval is one year (1 year, 12 months, 52 weeks or 365 days).', 'recurring[interval_count]');
    const taken = [...prices.values()].find((p) => p._account === account && form.lookup_key && p.lookup_key === form.lookup_key);
    if (taken && form.transfer_lookup_key !== 'true') return invalid(`A price (\`${taken.id}\`) already uses that lookup key.`, 'lookup_key');
    if (taken) taken.lookup_key = null;
    const price = {
      id: rid('price_', 24),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: String(form.currency).toLowerCase(),
      livemode: false,
      lookup_key: form.lookup_key ?? null,
      metadata: form.metadata ?? {},
      product: product.id,
      recurring: form.recurring ? { interval, interval_count: count, usage_type: 'licensed' } : null,
      type: form.recurring ? 'recurring' : 'one_time',
      unit_amount: Number(form.unit_amount),
      _account: account,
    };
    prices.set(price.id, price);
    return { status: 200, json: publicOf(price) };
  }

  function listPrices(form: Record<string, any>, account: string) {
    const keys: string[] = form.lookup_keys === undefined ? [] : ([] as string[]).concat(form.lookup_keys);
    const data = [...prices.values()].filter((p) => p._account === account && (!keys.length || keys.includes(p.lookup_key))).map(publicOf);
    return { status: 200, json: { object: 'list', data, has_more: false, url: '/v1/prices' } };
  }

  function createSubscriptionSession(form: Record<string, any>, account: string) {
    const items: any[] = form.line_items ?? [];
    if (items.length !== 1) return invalid('This fake takes one line item in subscription mode.', 'line_items');
    const price = prices.get(items[0].price);
    if (!price || price._account !== account) return missing('price', String(items[0].price), 'line_items[0][price]');
    if (price.type !== 'recurring') return invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
    const quantity = Number(items[0].quantity ?? 1);
    const id = rid('cs_test_b1', 56);
    const created = now();
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: price.unit_amount * quantity,
      amount_total: price.unit_amount * quantity,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency: price.currency,
      customer: null as string | null,
      customer_details: null as unknown,
      customer_email: form.customer_email ?? null,
      expires_at: created + 86400,
      livemode: false,
      metadata: form.metadata ?? {},
      mode: 'subscription',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      // Since 2025-03-31.basil the subscription is created once the buyer pays.
      subscription: null as string | null,
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      _subscription_data: form.subscription_data ?? {},
      _price: price.id,
      _quantity: quantity,
      _payment_intent_data: {},
      _account: account,
    };
    sessions.set(id, session);
    return { status: 200, json: publicSession(session) };
  }

  const publicSubscription = (sub: any) => publicOf(sub);

  /** An invoice of a subscription's period, paid or failed, as invoice.paid / invoice.payment_failed carry it. */
  function invoiceFor(sub: any, reason: 'subscription_create' | 'subscription_cycle', paid: boolean) {
    const item = sub.items.data[0];
    const amount = item.price.unit_amount * item.quantity;
    const invoice = {
      id: rid('in_1'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now(),
      currency: item.price.currency,
      customer: sub.customer,
      livemode: false,
      metadata: {},
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: sub.metadata, subscription: sub.id } },
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: paid ? 'paid' : 'open',
      lines: {
        object: 'list',
        data: [
          {
            id: rid('il_1'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product } },
            quantity: item.quantity,
          },
        ],
        has_more: false,
      },
    };
    invoices.push(invoice);
    if (paid) payInvoice(invoice, sub);
    return invoice;
  }

  /** The charge of a PaymentIntent that succeeded, as charge events carry it. */
  const succeededCharge = (piId: string, amount: number, currency: string, metadata: Record<string, string>) => ({
    id: rid('ch_3'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    created: now(),
    currency,
    livemode: false,
    metadata,
    paid: true,
    payment_intent: piId,
    refunded: false,
    status: 'succeeded',
  });

  /**
   * An invoice's payment: a PaymentIntent and its charge (refundable through POST /v1/refunds), listed
   * by GET /v1/invoice_payments?invoice= as Stripe lists an invoice's payments since 2025-03-31.basil.
   */
  function payInvoice(invoice: any, sub: any) {
    const piId = rid('pi_3');
    intents.set(piId, { id: piId, session: { _account: sub._account }, charge: succeededCharge(piId, invoice.amount_due, invoice.currency, {}) });
    invoice._payment_intent = piId;
  }

  function listInvoicePayments(form: Record<string, any>, account: string) {
    const data = invoices
      .filter((i) => i.id === form.invoice && subscriptions.get(i.parent.subscription_details.subscription)?._account === account)
      .filter((i) => !form.status || (form.status === 'paid') === (i.status === 'paid'))
      .map((i) => ({
        id: rid('inpay_'),
        object: 'invoice_payment',
        amount_paid: i.status === 'paid' ? i.amount_paid : null,
        amount_requested: i.amount_due,
        currency: i.currency,
        invoice: i.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: i._payment_intent ?? null },
        status: i.status === 'paid' ? 'paid' : 'open',
      }));
    return { status: 200, json: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
  }

  function subscriptionRoute(method: string, id: string, form: Record<string, any>, account: string) {
    const sub = subscriptions.get(id);
    if (!sub || sub._account !== account) return missing('subscription', id);
    if (method === 'GET') return { status: 200, json: publicSubscription(sub) };
    if (sub.status === 'canceled') return invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    if (method === 'DELETE') {
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return { status: 200, json: publicSubscription(sub) };
    }
    if (form.cancel_at_period_end !== undefined) {
      const at = form.cancel_at_period_end === 'true';
      Object.assign(sub, { cancel_at_period_end: at, cancel_at: at ? sub.items.data[0].current_period_end : null, canceled_at: at ? now() : null });
    }
    if (form.metadata) sub.metadata = { ...sub.metadata, ...form.metadata };
    return { status: 200, json: publicSubscription(sub) };
  }

  function route(method: string, path: string, form: Record<string, any>, account: string): { status: number; json: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, account);
    if (method === 'POST' && path === '/v1/products') return createProduct(form, account);
    if (method === 'POST' && path === '/v1/prices') return createPrice(form, account);
    if (method === 'GET' && path === '/v1/prices') return listPrices(form, account);
    if (method === 'GET' && path === '/v1/invoice_payments') return listInvoicePayments(form, account);
    const subPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subPath && ['GET', 'POST', 'DELETE'].includes(method)) return subscriptionRoute(method, decodeURIComponent(subPath[1]!), form, account);
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      const found = sessions.get(decodeURIComponent(get[1]!));
      const s = found?._account === account ? found : undefined;
      return s ? { status: 200, json: publicSession(s) } : missing('checkout.session', get[1]!, 'session');
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form, account);
    return {
      status: 404,
      json: errorBody({
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      }),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = parseForm(req.method === 'GET' ? url.searchParams.toString() : body);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form, body, at: Date.now() });

    if (injected === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (injected && injected !== 'late') return send(res, injected.status, errorBody(injected.error));

    const auth = /^Bearer ((?:sk|rk)_(?:test|live)_\S+)$/.exec(String(req.headers.authorization ?? ''));
    if (!auth) {
      return send(
        res,
        401,
        errorBody({
          type: 'invalid_request_error',
          message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        }),
      );
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string') {
      const seen = idempotent.get(`${auth[1]}:${key}`);
      if (seen && seen.body !== body) {
        return send(
          res,
          400,
          errorBody({
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (seen) return send(res, seen.status, seen.json, { 'idempotency-key': key, 'idempotent-replayed': 'true' });
    }
    const answer = route(req.method ?? '', url.pathname, form, auth[1]);
    if (typeof key === 'string') idempotent.set(`${auth[1]}:${key}`, { body, ...answer });
    if (injected === 'late' && onLate) {
      // Done at Stripe; the answer leaves when the hook is done (a slow network, or a caller that died meanwhile).
      await onLate(req.method ?? '', url.pathname);
      if (res.destroyed || !res.socket || res.socket.destroyed) return;
    }
    send(res, answer.status, answer.json, typeof key === 'string' ? { 'idempotency-key': key } : {});
  }

  let server = http.createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, errorBody({ type: 'api_error', message: String(e) })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    sessions,
    refunds,
    /** Requests to one endpoint, e.g. `calls('POST', '/v1/refunds')`. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),

    /** Every later request is answered with this Stripe error until `reset()` (default: a 500 api_error). */
    failWith(status = 500, error: StripeErrorBody = { type: 'api_error', message: 'An unknown error occurred' }) {
      injected = { status, error };
    },
    /** Every later request is held open without an answer until `reset()` or `close()`. */
    hang() {
      injected = 'hang';
    },
    /**
     * Every later request is carried out (a refund made, its idempotency key kept) and its answer sent
     * once `hook` settles, if the caller is still there: what a caller sees of a slow answer, or
     * nothing, when it dies after Stripe acted. Until `reset()`.
     */
    answerAfter(hook: (method: string, path: string) => Promise<void>) {
      injected = 'late';
      onLate = hook;
    },
    /** Requests held open by `hang()` whose connection the client has not closed yet. */
    held: () => hanging.size,
    reset() {
      injected = null;
      onLate = undefined;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    /** Stop listening (connections refused) until `up()`, on the same port. */
    down: stop,
    async up() {
      server = http.createServer((req, res) => {
        handle(req, res).catch((e) => send(res, 500, errorBody({ type: 'api_error', message: String(e) })));
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,

    /**
     * The buyer pays a session: it completes with a PaymentIntent and its charge (carrying the
     * PaymentIntent's metadata, as Stripe copies it). Returns the session as Stripe then shows it.
     */
    pay(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`the fake has no session ${sessionId}`);
      const piId = rid('pi_3');
      const charge = succeededCharge(piId, s.amount_total, s.currency, { ...(s._payment_intent_data.metadata ?? {}) });
      Object.assign(s, { payment_intent: piId, payment_status: 'paid', status: 'complete', customer_details: { email: s.customer_email, name: null } });
      intents.set(piId, { id: piId, session: s, charge });
      return publicSession(s);
    },
    /** The charge of a paid PaymentIntent as a `charge.refunded` event carries it; `partial` refunds half. */
    refundedCharge(paymentIntent: string, opts: { partial?: boolean } = {}) {
      const pi = intents.get(paymentIntent);
      if (!pi) throw new Error(`the fake has no payment intent ${paymentIntent}`);
      const amount_refunded = opts.partial ? Math.floor(pi.charge.amount / 2) : pi.charge.amount;
      return { ...pi.charge, amount_refunded, refunded: amount_refunded === pi.charge.amount };
    },
    /** A dispute on a paid PaymentIntent's charge (`warning_needs_response` is an inquiry). */
    dispute(paymentIntent: string, status = 'needs_response') {
      const pi = intents.get(paymentIntent);
      if (!pi) throw new Error(`the fake has no payment intent ${paymentIntent}`);
      return {
        id: rid('dp_1'),
        object: 'dispute',
        amount: pi.charge.amount,
        charge: pi.charge.id,
        created: now(),
        currency: pi.charge.currency,
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: pi.id,
        reason: 'fraudulent',
        status,
      };
    },
    products,
    prices,
    subscriptions,
    invoices,
    /**
     * The buyer pays a subscription-mode session: a Customer, the Subscription (active, its period on
     * its item), and its first invoice paid (billing_reason subscription_create). Returns what the
     * checkout.session.completed and invoice.paid events carry.
     */
    paySubscription(sessionId: string) {
      const s = sessions.get(sessionId);
      if (s?.mode !== 'subscription') throw new Error(`the fake has no subscription-mode session ${sessionId}`);
      const price = prices.get(s._price);
      const customer = rid('cus_', 14);
      const start = now();
      const sub = {
        id: rid('sub_1'),
        object: 'subscription',
        cancel_at: null as number | null,
        cancel_at_period_end: false,
        canceled_at: null as number | null,
        collection_method: 'charge_automatically',
        created: start,
        currency: price.currency,
        customer,
        ended_at: null as number | null,
        items: {
          object: 'list',
          data: [
            {
              id: rid('si_', 14),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: periodEnd(start, price.recurring.interval, price.recurring.interval_count),
              price: publicOf(price),
              quantity: s._quantity,
            },
          ],
          has_more: false,
        },
        latest_invoice: null as string | null,
        livemode: false,
        metadata: { ...(s._subscription_data.metadata ?? {}) },
        start_date: start,
        status: 'active',
        _account: s._account,
      };
      subscriptions.set(sub.id, sub);
      const invoice = invoiceFor(sub, 'subscription_create', true);
      sub.latest_invoice = invoice.id;
      Object.assign(s, {
        customer,
        subscription: sub.id,
        payment_status: 'paid',
        status: 'complete',
        customer_details: { email: s.customer_email, name: null },
      });
      return { session: publicSession(s), subscription: publicSubscription(sub), invoice };
    },
    /**
     * The next period of a subscription: its item's period moves on, and the invoice is paid, or fails
     * (the subscription is then past_due, as Stripe sets it while Smart Retries go on). A payment of a
     * past_due subscription's open invoice (`recover`) makes it active again.
     */
    renew(subscriptionId: string, opts: { fail?: boolean } = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') throw new Error(`the fake has no live subscription ${subscriptionId}`);
      const item = sub.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(item.current_period_start, item.price.recurring.interval, item.price.recurring.interval_count);
      const invoice = invoiceFor(sub, 'subscription_cycle', !opts.fail);
      sub.latest_invoice = invoice.id;
      sub.status = opts.fail ? 'past_due' : 'active';
      return { subscription: publicSubscription(sub), invoice };
    },
    /** A past_due subscription's open invoice paid on a retry: invoice.paid, and the subscription active again. */
    recover(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      const invoice = invoices.find((i) => i.id === sub?.latest_invoice);
      if (sub?.status !== 'past_due' || invoice?.status !== 'open') throw new Error(`${subscriptionId} has no open invoice to pay`);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, attempt_count: invoice.attempt_count + 1 });
      payInvoice(invoice, sub);
      sub.status = 'active';
      return { subscription: publicSubscription(sub), invoice };
    },
    /** Stripe ends a subscription (retries exhausted, or the period ended after cancel_at_period_end): customer.subscription.deleted. */
    end(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`the fake has no subscription ${subscriptionId}`);
      Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: sub.canceled_at ?? now() });
      return publicSubscription(sub);
    },
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** An event as Stripe posts it to an endpoint: the JSON text, which is exactly what gets signed. */
export function stripeEvent(type: string, object: unknown, id = rid('evt_1')): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

/** The Stripe-Signature header Stripe would send for `payload` with the endpoint's secret (`timestamp` in seconds). */
export const signStripe = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
