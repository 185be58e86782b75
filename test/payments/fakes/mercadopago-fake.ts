import { createHmac, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local Mercado Pago of exactly the endpoints the provider uses (src/modules/payments/providers/
 * mercadopago.ts): POST /v1/payments (a Pix charge), GET /v1/payments/{id} (the read-back),
 * POST /v1/payments/{id}/refunds, POST /checkout/preferences (Checkout Pro). It listens on
 * 127.0.0.1 on a random port, records every request, keeps the payments it made (their status and
 * amount can be changed, and others added, to stand for what happened at Mercado Pago), and can
 * answer an endpoint with a failure or not at all. Like Mercado Pago, a write repeated with the same
 * X-Idempotency-Key answers the first result.
 *
 * Like Mercado Pago, each access token is an account: a payment belongs to the account that made it
 * (or the one `addPayment` names), and another account's token reading or refunding it gets the 404
 * Mercado Pago answers for a payment it cannot see. An account charges in its country's currency
 * (BRL unless `account()` says otherwise): a preference or a Pix charge in another is a 400.
 *
 * Subscriptions without an associated plan ("assinaturas", groundwork for recurring packages):
 * POST /preapproval (pending, with the init_point the buyer authorizes at), GET and PUT
 * /preapproval/{id} (cancelled is final), GET /authorized_payments/{id} (one recurring charge and its
 * payment). The subscription's frequency is in days or months only, as Mercado Pago documents it.
 * `authorize` and `charge` play the buyer and Mercado Pago's scheduler.
 */

type Endpoint =
  | 'createPayment'
  | 'getPayment'
  | 'refund'
  | 'createPreference'
  | 'createPreapproval'
  | 'getPreapproval'
  | 'updatePreapproval'
  | 'getAuthorizedPayment';
/** `down`: 500 with Mercado Pago's error body; `hang`: never answers (the client must time out). */
type Mode = 'ok' | 'down' | 'hang';

interface FakeRequest {
  endpoint: Endpoint | 'unknown';
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: any;
}

interface FakePayment {
  id: number;
  /** The access token of the account that holds it (not part of Mercado Pago's answer). */
  owner: string;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string;
  notification_url?: string;
  point_of_interaction?: { type: string; transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
  refunds: { id: number; amount: number }[];
  /** `recurring_payment` for a subscription's charge (Mercado Pago's payment reference: "automatic recurring payment"). */
  operation_type?: string;
}

interface FakePreapproval {
  id: string;
  owner: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string | null;
  payer_email: string;
  back_url: string;
  init_point: string;
  date_created: string;
  last_modified: string;
  next_payment_date: string | null;
  auto_recurring: { frequency: number; frequency_type: 'days' | 'months'; transaction_amount: number; currency_id: string };
}

interface FakeAuthorizedPayment {
  id: number;
  owner: string;
  preapproval_id: string;
  type: 'scheduled';
  status: 'processed' | 'recycling';
  external_reference: string | null;
  /** Attempts to collect it after the first. */
  retry_attempt: number;
  transaction_amount: number;
  currency_id: string;
  date_created: string;
  debit_date: string;
  payment: { id: number; status: string; status_detail: string };
}

export interface MercadoPagoFake {
  /** `http://127.0.0.1:<port>`: what MERCADOPAGO_API_URL is set to. */
  url: string;
  requests: FakeRequest[];
  payments: Map<string, FakePayment>;
  /** Every later call to `endpoint` (or to all of them) answers this way. */
  setMode(mode: Mode, endpoint?: Endpoint): void;
  /** An account's currency (its country's); every token is a BRL account until told otherwise. */
  account(token: string, opts: { currency: string }): void;
  /** A payment Mercado Pago holds that the provider did not create (a card payment on the checkout page...), of `owner`'s account. */
  addPayment(fields: Partial<FakePayment> & { owner: string }): FakePayment;
  /** Changes what a read-back of the payment says (it was approved, refunded, charged back...). */
  updatePayment(id: string | number, fields: Partial<FakePayment>): FakePayment;
  /** The requests to one endpoint, oldest first. */
  seen(endpoint: Endpoint): FakeRequest[];
  preapprovals: Map<string, FakePreapproval>;
  /** The buyer authorizes a pending subscription at its init_point: authorized, its first charge due now. */
  authorize(preapprovalId: string): FakePreapproval;
  /** Mercado Pago's scheduler charges an authorized subscription: a payment (approved, or rejected when `fail`) and its authorized payment. */
  charge(preapprovalId: string, opts?: { fail?: boolean }): FakeAuthorizedPayment;
  /**
   * Mercado Pago attempts a recycling installment again (up to 4 attempts in about 10 days): a new
   * payment; processed when approved, or after the fourth attempt still rejected.
   */
  retry(authorizedPaymentId: number | string, opts?: { fail?: boolean }): FakeAuthorizedPayment;
  /** After 3 installments with rejected payments Mercado Pago cancels the subscription by itself. */
  giveUp(preapprovalId: string): FakePreapproval;
  close(): Promise<void>;
}

/** What a Pix "copia e cola" from Mercado Pago looks like (its content does not matter to the API). */
const pixCode = (id: number, amount: number) =>
  `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865406${amount.toFixed(2)}5802BR5913MERCADO PAGO6009SAO PAULO62070503***6304${String(id).slice(-4)}`;

/** A few bytes of PNG, base64, as Mercado Pago sends qr_code_base64 (bare, no data: prefix). */
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64');

const route = (method: string, path: string): { endpoint: Endpoint | 'unknown'; id?: string } => {
  if (method === 'POST' && path === '/v1/payments') return { endpoint: 'createPayment' };
  const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
  if (method === 'GET' && payment) return { endpoint: 'getPayment', id: decodeURIComponent(payment[1]) };
  const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
  if (method === 'POST' && refund) return { endpoint: 'refund', id: decodeURIComponent(refund[1]) };
  if (method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) return { endpoint: 'createPreference' };
  // The SDK posts to /preapproval/ (a trailing slash), which Mercado Pago takes as /preapproval.
  if (method === 'POST' && (path === '/preapproval' || path === '/preapproval/')) return { endpoint: 'createPreapproval' };
  const preapproval = /^\/preapproval\/([^/]+)$/.exec(path);
  if (method === 'GET' && preapproval) return { endpoint: 'getPreapproval', id: decodeURIComponent(preapproval[1]) };
  if (method === 'PUT' && preapproval) return { endpoint: 'updatePreapproval', id: decodeURIComponent(preapproval[1]) };
  const authorized = /^\/authorized_payments\/([^/]+)$/.exec(path);
  if (method === 'GET' && authorized) return { endpoint: 'getAuthorizedPayment', id: decodeURIComponent(authorized[1]) };
  return { endpoint: 'unknown' };
};

export async function startMercadoPagoFake(): Promise<MercadoPagoFake> {
  const requests: FakeRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const modes = new Map<Endpoint | '*', Mode>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const currencies = new Map<string, string>();
  const currencyOf = (token: string) => currencies.get(token) ?? 'BRL';
  const sockets = new Set<Socket>();
  let nextId = 1_300_000_000 + Math.floor(Math.random() * 1_000_000);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) => send(res, 404, { message: `${what} not found`, error: 'not_found', status: 404, cause: [] });

  function newPayment(fields: Partial<FakePayment> & { owner: string }): FakePayment {
    const id = fields.id ?? nextId++;
    const payment: FakePayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      transaction_amount: 0,
      currency_id: 'BRL',
      external_reference: null,
      payment_method_id: 'pix',
      refunds: [],
      ...fields,
    };
    payments.set(String(id), payment);
    return payment;
  }

  const publicPayment = ({ owner: _o, ...p }: FakePayment) => p;
  const paymentNotFound = { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404, cause: [] } };
  const badCurrency = (currency: unknown) => ({
    status: 400,
    body: {
      message: `currency_id ${String(currency)} is not the account's currency`,
      error: 'bad_request',
      status: 400,
      cause: [{ code: 'invalid_currency_id' }],
    },
  });

  const preapprovals = new Map<string, FakePreapproval>();
  const authorizedPayments = new Map<string, FakeAuthorizedPayment>();
  const publicPreapproval = ({ owner: _o, ...p }: FakePreapproval) => p;
  const publicAuthorized = ({ owner: _o, ...a }: FakeAuthorizedPayment) => a;
  const badRequest = (message: string) => ({ status: 400, body: { message, error: 'bad_request', status: 400, cause: [] } });
  const iso = (d: Date) => d.toISOString().replace('Z', '-00:00');
  const nextDate = (from: Date, r: FakePreapproval['auto_recurring']) => {
    const d = new Date(from);
    if (r.frequency_type === 'days') d.setUTCDate(d.getUTCDate() + r.frequency);
    else d.setUTCMonth(d.getUTCMonth() + r.frequency);
    return d;
  };

  function answer(endpoint: Endpoint, id: string | undefined, json: any, token: string): { status: number; body: unknown } {
    // A payment of another account is, for this token, a payment that does not exist.
    const mine = (pid: string) => {
      const p = payments.get(pid);
      return p && p.owner === token ? p : undefined;
    };
    switch (endpoint) {
      case 'createPayment': {
        const amount = Number(json?.transaction_amount);
        if (json?.payment_method_id !== 'pix' || !Number.isFinite(amount) || amount <= 0 || !json?.payer?.email) {
          return {
            status: 400,
            body: { message: 'invalid payment', error: 'bad_request', status: 400, cause: [{ code: 2034, description: 'Invalid users involved' }] },
          };
        }
        // Pix is a Brazilian account's: its charges are in reais.
        if (currencyOf(token) !== 'BRL') return badCurrency('BRL');
        const id = nextId++;
        const p = newPayment({
          owner: token,
          id,
          transaction_amount: amount,
          external_reference: json.external_reference ?? null,
          notification_url: json.notification_url,
          point_of_interaction: {
            type: 'OPENPLATFORM',
            transaction_data: { qr_code: pixCode(id, amount), qr_code_base64: PNG_BASE64, ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket` },
          },
        });
        return { status: 201, body: publicPayment(p) };
      }
      case 'getPayment': {
        const p = mine(id!);
        return p ? { status: 200, body: publicPayment(p) } : paymentNotFound;
      }
      case 'refund': {
        const p = mine(id!);
        if (!p) return paymentNotFound;
        if (p.status !== 'approved')
          return { status: 400, body: { message: `Payment ${p.status}, cannot be refunded`, error: 'bad_request', status: 400, cause: [] } };
        const refund = { id: nextId++, payment_id: p.id, amount: p.transaction_amount, status: 'approved' };
        p.refunds.push({ id: refund.id, amount: refund.amount });
        p.status = 'refunded';
        p.status_detail = 'refunded';
        return { status: 201, body: refund };
      }
      case 'createPreapproval': {
        const r = json?.auto_recurring;
        if (!json?.payer_email) return badRequest('payer_email is required');
        if (!json?.back_url) return badRequest('back_url is required');
        if (!json?.reason) return badRequest('reason is required');
        if (!r || !(Number.isInteger(r.frequency) && r.frequency >= 1)) return badRequest('auto_recurring.frequency must be a positive integer');
        if (r.frequency_type !== 'days' && r.frequency_type !== 'months') return badRequest('auto_recurring.frequency_type must be days or months');
        if (!(Number(r.transaction_amount) > 0)) return badRequest('auto_recurring.transaction_amount must be positive');
        if (r.currency_id !== currencyOf(token)) return badCurrency(r.currency_id);
        const pid = randomUUID().replace(/-/g, '');
        const created = iso(new Date());
        const p: FakePreapproval = {
          id: pid,
          owner: token,
          status: 'pending',
          reason: json.reason,
          external_reference: json.external_reference ?? null,
          payer_email: json.payer_email,
          back_url: json.back_url,
          init_point: `https://www.mercadopago.com.br/subscriptions/checkout?preapproval_id=${pid}`,
          date_created: created,
          last_modified: created,
          next_payment_date: null,
          auto_recurring: {
            frequency: r.frequency,
            frequency_type: r.frequency_type,
            transaction_amount: Number(r.transaction_amount),
            currency_id: r.currency_id,
          },
        };
        preapprovals.set(pid, p);
        return { status: 201, body: publicPreapproval(p) };
      }
      case 'getPreapproval':
      case 'updatePreapproval': {
        const p = preapprovals.get(id!);
        if (!p || p.owner !== token) return { status: 404, body: { message: 'The preapproval does not exist', error: 'not_found', status: 404, cause: [] } };
        if (endpoint === 'getPreapproval') return { status: 200, body: publicPreapproval(p) };
        if (p.status === 'cancelled') return badRequest('You can not modify a cancelled preapproval');
        if (json?.status && !['cancelled', 'paused', 'authorized'].includes(json.status)) return badRequest(`Invalid status ${json.status}`);
        if (json?.status) {
          const status = json.status as FakePreapproval['status'];
          Object.assign(p, { status, last_modified: iso(new Date()), ...(status === 'cancelled' ? { next_payment_date: null } : {}) });
        }
        return { status: 200, body: publicPreapproval(p) };
      }
      case 'getAuthorizedPayment': {
        const a = authorizedPayments.get(id!);
        return a && a.owner === token
          ? { status: 200, body: publicAuthorized(a) }
          : { status: 404, body: { message: 'authorized payment not found', error: 'not_found', status: 404, cause: [] } };
      }
      case 'createPreference': {
        const items: any[] = Array.isArray(json?.items) ? json.items : [];
        const wrong = items.find((i) => (i?.currency_id ?? currencyOf(token)) !== currencyOf(token));
        if (wrong) return badCurrency(wrong.currency_id);
        const pid = `${Math.floor(Math.random() * 1e9)}-${randomUUID()}`;
        return {
          status: 201,
          body: {
            ...json,
            id: pid,
            init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${pid}`,
            sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${pid}`,
          },
        };
      }
    }
  }

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: any;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const path = (req.url ?? '/').split('?')[0];
      const { endpoint, id } = route(req.method ?? 'GET', path);
      requests.push({ endpoint, method: req.method ?? 'GET', path, headers: req.headers, body, json });
      if (endpoint === 'unknown') return notFound(res, `${req.method} ${path}`);
      const mode = modes.get(endpoint) ?? modes.get('*') ?? 'ok';
      if (mode === 'hang') return;
      if (mode === 'down') return send(res, 500, { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] });
      const bearer = /^Bearer ((?:APP_USR|TEST)-\S+)$/.exec(String(req.headers.authorization ?? ''));
      if (!bearer) {
        return send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      }
      const token = bearer[1];
      const key = req.method !== 'GET' ? req.headers['x-idempotency-key'] : undefined;
      const scoped = `${token}:${endpoint}:${id ?? ''}:${key}`;
      const replay = typeof key === 'string' ? idempotent.get(scoped) : undefined;
      const result = replay ?? answer(endpoint, id, json, token);
      if (typeof key === 'string' && !replay && result.status < 300) idempotent.set(scoped, result);
      send(res, result.status, result.body);
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    setMode(mode, endpoint) {
      if (endpoint) modes.set(endpoint, mode);
      else {
        modes.clear();
        modes.set('*', mode);
      }
    },
    account(token, opts) {
      currencies.set(token, opts.currency);
    },
    addPayment: newPayment,
    updatePayment(id, fields) {
      const p = payments.get(String(id));
      if (!p) throw new Error(`the fake holds no payment ${id}`);
      Object.assign(p, fields);
      return p;
    },
    seen: (endpoint) => requests.filter((r) => r.endpoint === endpoint),
    preapprovals,
    authorize(preapprovalId) {
      const p = preapprovals.get(preapprovalId);
      if (p?.status !== 'pending') throw new Error(`the fake holds no pending preapproval ${preapprovalId}`);
      Object.assign(p, { status: 'authorized', next_payment_date: iso(new Date()), last_modified: iso(new Date()) });
      return p;
    },
    charge(preapprovalId, opts = {}) {
      const p = preapprovals.get(preapprovalId);
      if (p?.status !== 'authorized') throw new Error(`the fake holds no authorized preapproval ${preapprovalId}`);
      const payment = newPayment({
        owner: p.owner,
        id: nextId++,
        transaction_amount: p.auto_recurring.transaction_amount,
        currency_id: p.auto_recurring.currency_id,
        external_reference: p.external_reference,
        payment_method_id: 'master',
        status: opts.fail ? 'rejected' : 'approved',
        status_detail: opts.fail ? 'cc_rejected_insufficient_amount' : 'accredited',
        operation_type: 'recurring_payment',
      });
      const a: FakeAuthorizedPayment = {
        id: nextId++,
        owner: p.owner,
        preapproval_id: p.id,
        type: 'scheduled',
        // A rejected charge is retried by Mercado Pago ("recycling") before it gives up.
        status: opts.fail ? 'recycling' : 'processed',
        external_reference: p.external_reference,
        retry_attempt: 0,
        transaction_amount: p.auto_recurring.transaction_amount,
        currency_id: p.auto_recurring.currency_id,
        date_created: iso(new Date()),
        debit_date: iso(new Date()),
        payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
      };
      authorizedPayments.set(String(a.id), a);
      if (!opts.fail) p.next_payment_date = iso(nextDate(new Date(), p.auto_recurring));
      return a;
    },
    retry(authorizedPaymentId, opts = {}) {
      const a = authorizedPayments.get(String(authorizedPaymentId));
      if (a?.status !== 'recycling') throw new Error(`the fake holds no recycling authorized payment ${authorizedPaymentId}`);
      const p = preapprovals.get(a.preapproval_id)!;
      const payment = newPayment({
        owner: a.owner,
        id: nextId++,
        transaction_amount: a.transaction_amount,
        currency_id: a.currency_id,
        external_reference: a.external_reference,
        payment_method_id: 'master',
        status: opts.fail ? 'rejected' : 'approved',
        status_detail: opts.fail ? 'cc_rejected_insufficient_amount' : 'accredited',
        operation_type: 'recurring_payment',
      });
      a.retry_attempt += 1;
      a.payment = { id: payment.id, status: payment.status, status_detail: payment.status_detail };
      if (!opts.fail || a.retry_attempt >= 3) a.status = 'processed';
      if (!opts.fail) p.next_payment_date = iso(nextDate(new Date(), p.auto_recurring));
      return a;
    },
    giveUp(preapprovalId) {
      const p = preapprovals.get(preapprovalId);
      if (p?.status !== 'authorized') throw new Error(`the fake holds no authorized preapproval ${preapprovalId}`);
      Object.assign(p, { status: 'cancelled', next_payment_date: null, last_modified: iso(new Date()) });
      return p;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Headers of a notification signed as Mercado Pago signs it: `x-signature: ts=<seconds>,v1=<hex>`,
 * the HMAC-SHA256 with the application's secret of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * (a part whose value is absent is left out; an alphanumeric data.id in lower case).
 */
export function signNotification(secret: string, dataId: string | null, opts: { requestId?: string | null; ts?: number } = {}) {
  const ts = opts.ts ?? Math.floor(Date.now() / 1000);
  const requestId = opts.requestId === undefined ? randomUUID() : opts.requestId;
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const manifest = `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, ...(requestId ? { 'x-request-id': requestId } : {}) };
}
