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
    if (form.mode !== 'payment')
      return { status: 400, json: errorBody({ type: 'invalid_request_error', message: 'This fake only knows mode=payment.', param: 'mode' }) };
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

  function route(method: string, path: string, form: Record<string, any>, account: string): { status: number; json: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, account);
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      const found = sessions.get(decodeURIComponent(get[1]!));
      const s = found?._account === account ? found : undefined;
      return s
        ? { status: 200, json: publicSession(s) }
        : {
            status: 404,
            json: errorBody({ type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${get[1]}'`, param: 'session' }),
          };
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
      const charge = {
        id: rid('ch_3'),
        object: 'charge',
        amount: s.amount_total,
        amount_captured: s.amount_total,
        amount_refunded: 0,
        captured: true,
        created: now(),
        currency: s.currency,
        livemode: false,
        metadata: { ...(s._payment_intent_data.metadata ?? {}) },
        paid: true,
        payment_intent: piId,
        refunded: false,
        status: 'succeeded',
      };
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
