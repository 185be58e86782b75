import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { startHttpFake, type FakeReply, type FakeRequest, type HttpFake } from './wallet-fake-server';

/**
 * PagBank's (PagSeguro's) Orders and Checkout APIs, only the endpoints the PAGSEGURO provider calls,
 * with PagBank's shapes (developer.pagbank.com.br: "Criar pedido com QR Code (PIX)", "Objeto Order",
 * "Criar Checkout", "Objeto Checkout", "Webhooks", "Confirmar autenticidade da notificação"):
 *
 *   POST /orders                 an order with a Pix QR code (Bearer token; customer.tax_id required)
 *   POST /checkouts              a hosted checkout page (links rel PAY)
 *   GET  /orders/:id             an order and its charges
 *   GET  /charges/:id            a charge
 *   POST /charges/:id/cancel     cancel (refund) a paid charge, amount.value in centavos
 *
 * Every call needs `Authorization: Bearer <token>` of a known account (else 401), and an account sees
 * only its own orders and charges (another's id is 404). A write repeated with the same
 * x-idempotency-key answers its first result. The buyer's payment is a test's move (`payPix`,
 * `payCheckout`), which answers the notification PagBank would send: the order as it is, signed with
 * x-authenticity-token = SHA-256 hex of `<token>-<body>`.
 */

type ChargeStatus = 'AUTHORIZED' | 'PAID' | 'IN_ANALYSIS' | 'DECLINED' | 'CANCELED' | 'WAITING';

interface Charge {
  id: string;
  reference_id: string;
  status: ChargeStatus;
  created_at: string;
  paid_at?: string;
  amount: { value: number; currency: string; summary: { total: number; paid: number; refunded: number } };
  payment_method: { type: string };
}

interface Order {
  id: string;
  token: string;
  reference_id: string;
  created_at: string;
  customer?: unknown;
  items: unknown[];
  qr_codes?: { id: string; expiration_date: string; amount: { value: number }; text: string; arrangements: string[]; links: unknown[] }[];
  charges: Charge[];
  notification_urls: string[];
  links: unknown[];
}

interface Checkout {
  id: string;
  token: string;
  reference_id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
  request: any;
}

export interface PagbankNotification {
  headers: Record<string, string>;
  body: string;
}

export interface PagseguroFake extends HttpFake {
  orders: Map<string, Order>;
  checkouts: Map<string, Checkout>;
  /** An account: its token (what the API takes as Bearer and what signs its notifications). */
  account(token: string): void;
  /** The buyer pays the order's Pix QR code (or `paid` centavos of it); returns PagBank's notification. */
  payPix(orderId: string, opts?: { paid?: number }): PagbankNotification;
  /** The buyer pays on the checkout page of `referenceId`: PagBank makes an order with a paid charge; returns its notification. */
  payCheckout(referenceId: string, opts?: { method?: string; paid?: number }): PagbankNotification;
  /** A charge's status changes at PagBank (a refund from its panel...); returns the order's notification. */
  move(chargeId: string, status: ChargeStatus, opts?: { refunded?: number }): PagbankNotification;
  /** PagBank's notification of an order as it is now. */
  notification(orderId: string): PagbankNotification;
  /** The order a reference id was given (the Pix order, or the one a checkout made), newest first. */
  ordersOf(referenceId: string): Order[];
}

/** PagBank's signature of a notification: SHA-256 (hex) of the account's token, a hyphen and the raw body. */
export const signPagbank = (token: string, body: string) => createHash('sha256').update(`${token}-${body}`).digest('hex');

const upperId = (prefix: string) => `${prefix}_${randomUUID().toUpperCase()}`;
const error = (status: number, code: string, description: string, parameter?: string): FakeReply => ({
  status,
  body: { error_messages: [{ code, description, ...(parameter ? { parameter_name: parameter } : {}) }] },
});
const isCents = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** What a PagBank Pix code looks like (a dynamic BR Code whose location is PagBank's). */
const pixCode = (value: number) =>
  `00020101021226830014br.gov.bcb.pix2561api.pagseguro.com/pix/v2/${randomUUID()}5204899953039865802BR5913PagSeguro Ltda6009Sao Paulo62070503***6304${(
    value % 10000
  )
    .toString(16)
    .toUpperCase()
    .padStart(4, '0')}`;

const publicOrder = ({ token: _t, ...o }: Order) => o;

export async function startPagseguroFake(): Promise<PagseguroFake> {
  const accounts = new Set<string>();
  const orders = new Map<string, Order>();
  const checkouts = new Map<string, Checkout>();
  const idempotent = new Map<string, FakeReply>();
  let base = '';

  const tokenOf = (req: FakeRequest) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return m && accounts.has(m[1]) ? m[1] : null;
  };
  const unauthorized = () => error(401, 'UNAUTHORIZED', 'Invalid credential. Review AUTHORIZATION header');

  /** A write: authorized, then answered once per idempotency key. */
  const write =
    (handler: (req: FakeRequest, token: string) => FakeReply | Promise<FakeReply>) =>
    async (req: FakeRequest): Promise<FakeReply> => {
      const token = tokenOf(req);
      if (!token) return unauthorized();
      const key = req.headers['x-idempotency-key'];
      const scoped = key ? `${token}|${req.route}|${key}` : null;
      if (scoped && idempotent.has(scoped)) return idempotent.get(scoped)!;
      const reply = await handler(req, token);
      if (scoped && reply.status < 500) idempotent.set(scoped, reply);
      return reply;
    };

  const chargeOf = (token: string, id: string) => {
    for (const o of orders.values()) {
      const c = o.token === token ? o.charges.find((x) => x.id === id) : undefined;
      if (c) return { order: o, charge: c };
    }
    return null;
  };

  const fake = await startHttpFake({
    'POST /orders': write((req, token) => {
      const b = req.json ?? {};
      if (typeof b.reference_id !== 'string' || !b.reference_id || b.reference_id.length > 64) return error(400, '40002', 'invalid_parameter', 'reference_id');
      if (!b.customer?.name) return error(400, '40002', 'invalid_parameter', 'customer.name');
      if (!b.customer?.email) return error(400, '40002', 'invalid_parameter', 'customer.email');
      if (!/^(\d{11}|\d{14})$/.test(b.customer?.tax_id ?? '')) return error(400, '40002', 'invalid_parameter', 'customer.tax_id');
      if (!Array.isArray(b.items) || !b.items.length || !b.items.every((i: any) => i?.name && isCents(i.unit_amount) && isCents(i.quantity)))
        return error(400, '40002', 'invalid_parameter', 'items');
      const qr = b.qr_codes?.[0];
      if (!qr || !isCents(qr.amount?.value)) return error(400, '40002', 'invalid_parameter', 'qr_codes[0].amount.value');
      const id = upperId('ORDE');
      const qrId = upperId('QRCO');
      const order: Order = {
        id,
        token,
        reference_id: b.reference_id,
        created_at: new Date().toISOString(),
        customer: b.customer,
        items: b.items,
        qr_codes: [
          {
            id: qrId,
            expiration_date: qr.expiration_date ?? new Date(Date.now() + 86_400_000).toISOString(),
            amount: { value: qr.amount.value },
            text: pixCode(qr.amount.value),
            arrangements: ['PIX'],
            links: [
              { rel: 'QRCODE.PNG', href: `${base}/qrcode/${qrId}/png`, media: 'image/png', type: 'GET' },
              { rel: 'QRCODE.BASE64', href: `${base}/qrcode/${qrId}/base64`, media: 'text/plain', type: 'GET' },
            ],
          },
        ],
        charges: [],
        notification_urls: b.notification_urls ?? [],
        links: [{ rel: 'SELF', href: `${base}/orders/${id}`, media: 'application/json', type: 'GET' }],
      };
      orders.set(id, order);
      return { status: 201, body: publicOrder(order) };
    }),

    'POST /checkouts': write((req, token) => {
      const b = req.json ?? {};
      if (typeof b.reference_id !== 'string' || !b.reference_id) return error(400, '40002', 'invalid_parameter', 'reference_id');
      if (b.customer_modifiable === false && !b.customer) return error(400, '40002', 'invalid_parameter', 'customer');
      if (!Array.isArray(b.items) || !b.items.length || !b.items.every((i: any) => i?.name && isCents(i.unit_amount) && isCents(i.quantity)))
        return error(400, '40002', 'invalid_parameter', 'items');
      const methods = ['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'BOLETO'];
      if (b.payment_methods && !b.payment_methods.every((m: any) => methods.includes(m?.type)))
        return error(400, '40002', 'invalid_parameter', 'payment_methods');
      const id = upperId('CHEC');
      checkouts.set(id, { id, token, reference_id: b.reference_id, status: 'ACTIVE', request: b });
      return {
        status: 201,
        body: {
          id,
          reference_id: b.reference_id,
          status: 'ACTIVE',
          created_at: new Date().toISOString(),
          links: [
            { rel: 'SELF', href: `${base}/checkouts/${id}`, method: 'GET' },
            { rel: 'PAY', href: `https://pagamento.pagseguro.uol.com.br/pagamento?code=${randomBytes(16).toString('hex')}`, method: 'GET' },
          ],
        },
      };
    }),

    'GET /orders/:id': (req) => {
      const token = tokenOf(req);
      if (!token) return unauthorized();
      const o = orders.get(req.params.id);
      if (!o || o.token !== token) return error(404, 'NOT_FOUND', 'Order not found');
      return { status: 200, body: publicOrder(o) };
    },

    'GET /charges/:id': (req) => {
      const token = tokenOf(req);
      if (!token) return unauthorized();
      const found = chargeOf(token, req.params.id);
      return found ? { status: 200, body: found.charge } : error(404, 'NOT_FOUND', 'Charge not found');
    },

    'POST /charges/:id/cancel': write((req, token) => {
      const found = chargeOf(token, req.params.id);
      if (!found) return error(404, 'NOT_FOUND', 'Charge not found');
      const { charge } = found;
      const value = req.json?.amount?.value;
      if (!isCents(value)) return error(400, '40002', 'invalid_parameter', 'amount.value');
      if (charge.status !== 'PAID') return error(409, '40005', 'Charge can not be canceled');
      const left = charge.amount.summary.paid - charge.amount.summary.refunded;
      if (value > left) return error(400, '40002', 'amount.value greater than the charge balance', 'amount.value');
      charge.amount.summary.refunded += value;
      if (charge.amount.summary.refunded === charge.amount.summary.paid) charge.status = 'CANCELED';
      return { status: 201, body: charge };
    }),
  });
  base = fake.url;

  const notification = (orderId: string): PagbankNotification => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`the fake has no order ${orderId}`);
    const body = JSON.stringify(publicOrder(o));
    return { headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbank(o.token, body) }, body };
  };
  const newCharge = (o: Order, value: number, paid: number, type: string): Charge => ({
    id: upperId('CHAR'),
    reference_id: o.reference_id,
    status: 'PAID',
    created_at: new Date().toISOString(),
    paid_at: new Date().toISOString(),
    amount: { value, currency: 'BRL', summary: { total: value, paid, refunded: 0 } },
    payment_method: { type },
  });

  return {
    ...fake,
    orders,
    checkouts,
    account(token) {
      accounts.add(token);
    },
    payPix(orderId, opts = {}) {
      const o = orders.get(orderId);
      if (!o?.qr_codes) throw new Error(`the fake has no Pix order ${orderId}`);
      const value = o.qr_codes[0].amount.value;
      o.charges.push(newCharge(o, value, opts.paid ?? value, 'PIX'));
      return notification(orderId);
    },
    payCheckout(referenceId, opts = {}) {
      const c = [...checkouts.values()].find((x) => x.reference_id === referenceId);
      if (!c) throw new Error(`the fake has no checkout ${referenceId}`);
      const value = c.request.items.reduce((sum: number, i: any) => sum + i.unit_amount * i.quantity, 0);
      const id = upperId('ORDE');
      const o: Order = {
        id,
        token: c.token,
        reference_id: c.reference_id,
        created_at: new Date().toISOString(),
        items: c.request.items,
        charges: [],
        notification_urls: c.request.payment_notification_urls ?? [],
        links: [],
      };
      o.charges.push(newCharge(o, value, opts.paid ?? value, opts.method ?? 'CREDIT_CARD'));
      orders.set(id, o);
      c.status = 'INACTIVE';
      return notification(id);
    },
    move(chargeId, status, opts = {}) {
      for (const o of orders.values()) {
        const c = o.charges.find((x) => x.id === chargeId);
        if (!c) continue;
        c.status = status;
        if (opts.refunded !== undefined) c.amount.summary.refunded = opts.refunded;
        return notification(o.id);
      }
      throw new Error(`the fake has no charge ${chargeId}`);
    },
    notification,
    ordersOf: (referenceId) => [...orders.values()].filter((o) => o.reference_id === referenceId).reverse(),
  };
}
