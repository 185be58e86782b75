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
 */

type Endpoint = 'createPayment' | 'getPayment' | 'refund' | 'createPreference';
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
