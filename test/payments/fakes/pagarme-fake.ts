import { randomBytes, randomUUID } from 'node:crypto';
import { startHttpFake, type FakeReply, type FakeRequest, type HttpFake } from './wallet-fake-server';

/**
 * Pagar.me's API v5 ("core"), only the endpoints the PAGARME provider calls, with Pagar.me's shapes
 * (docs.pagar.me: "Pix", "Checkout Pagar.me", "Visão Geral sobre Pagamento", "Exemplo de webhook",
 * "Webhooks: O que são?"):
 *
 *   POST   /orders          an order: payments [{payment_method: pix}] or [{payment_method: checkout}]
 *   GET    /orders/:id      an order and its charges
 *   GET    /charges/:id     a charge (with its order)
 *   DELETE /charges/:id     cancel a charge: a paid one is refunded
 *
 * Every call needs Basic authentication whose user is a known secret key (else 401), and an account sees
 * only its own orders and charges (another's id is 404). A write repeated with the same
 * idempotency-key answers its first result. A Pix order needs the customer's document and type (422
 * otherwise). The buyer's payment is a test's move (`payPix`, `payCheckout`, `move`), which answers the
 * webhook Pagar.me would send: `{id: hook_..., type, created_at, data}`, unsigned, as v5 webhooks are.
 */

type ChargeStatus = 'pending' | 'paid' | 'canceled' | 'processing' | 'failed' | 'overpaid' | 'underpaid' | 'chargedback';

interface Charge {
  id: string;
  code: string;
  gateway_id: string;
  amount: number;
  paid_amount?: number;
  canceled_amount?: number;
  status: ChargeStatus;
  currency: string;
  payment_method: string;
  created_at: string;
  paid_at?: string;
  last_transaction?: Record<string, unknown>;
}

interface Order {
  id: string;
  key: string;
  code: string;
  amount: number;
  currency: string;
  closed: boolean;
  items: unknown[];
  customer: Record<string, unknown>;
  status: 'pending' | 'paid' | 'canceled' | 'failed';
  metadata?: Record<string, string>;
  charges: Charge[];
  checkouts?: Record<string, unknown>[];
  created_at: string;
}

export interface PagarmeWebhook {
  headers: Record<string, string>;
  body: string;
  query?: string;
}

export interface PagarmeFake extends HttpFake {
  orders: Map<string, Order>;
  /** An account: its secret key (the Basic user). */
  account(secretKey: string): void;
  /** The buyer pays the Pix charge (or `paid` centavos of it): charge.paid. */
  payPix(chargeId: string, opts?: { paid?: number }): PagarmeWebhook;
  /** The buyer pays on the checkout page of the order coded `code`: order.paid with its new charge. */
  payCheckout(code: string, opts?: { method?: string }): PagarmeWebhook;
  /** A charge's status changes at Pagar.me (refunded from its dashboard, charged back): charge.<event>. */
  move(chargeId: string, status: ChargeStatus): PagarmeWebhook;
  /** A webhook as Pagar.me sends it, for a charge or an order as they are now. */
  webhook(type: string, id: string): PagarmeWebhook;
  /** The orders coded `code`, oldest first. */
  ordersOf(code: string): Order[];
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)}`;
const invalid = (errors: Record<string, string[]>): FakeReply => ({ status: 422, body: { message: 'The request is invalid.', errors } });
const isCents = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
const EVENT: Partial<Record<ChargeStatus, string>> = {
  paid: 'charge.paid',
  overpaid: 'charge.overpaid',
  underpaid: 'charge.underpaid',
  canceled: 'charge.refunded',
  chargedback: 'charge.chargedback',
  failed: 'charge.payment_failed',
  pending: 'charge.pending',
  processing: 'charge.processing',
};

const publicOrder = ({ key: _k, ...o }: Order) => o;
const chargeWithOrder = (o: Order, c: Charge) => ({ ...c, order: { id: o.id, code: o.code, amount: o.amount, status: o.status, closed: o.closed } });

export async function startPagarmeFake(): Promise<PagarmeFake> {
  const accounts = new Set<string>();
  const orders = new Map<string, Order>();
  const idempotent = new Map<string, FakeReply>();
  let base = '';

  const keyOf = (req: FakeRequest) => {
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return null;
    const user = Buffer.from(m[1], 'base64').toString('utf8').split(':')[0];
    return accounts.has(user) ? user : null;
  };
  const unauthorized = (): FakeReply => ({ status: 401, body: { message: 'Authorization has been denied for this request.' } });
  const chargeOf = (key: string, chargeId: string) => {
    for (const o of orders.values()) {
      const c = o.key === key ? o.charges.find((x) => x.id === chargeId) : undefined;
      if (c) return { order: o, charge: c };
    }
    return null;
  };
  const settle = (o: Order) => {
    if (o.charges.some((c) => ['paid', 'overpaid', 'underpaid'].includes(c.status))) o.status = 'paid';
    else if (o.charges.length && o.charges.every((c) => c.status === 'canceled')) o.status = 'canceled';
  };

  const fake = await startHttpFake({
    'POST /orders': async (req) => {
      const key = keyOf(req);
      if (!key) return unauthorized();
      const idem = req.headers['idempotency-key'];
      const scoped = idem ? `${key}|orders|${idem}` : null;
      if (scoped && idempotent.has(scoped)) return idempotent.get(scoped)!;
      const b = req.json ?? {};
      if (!Array.isArray(b.items) || !b.items.length) return invalid({ 'order.items': ['The items field is required.'] });
      for (const [i, item] of b.items.entries()) {
        if (!isCents(item?.amount)) return invalid({ [`order.items[${i}].amount`]: ['The amount field must be greater than 0.'] });
        if (!item?.description) return invalid({ [`order.items[${i}].description`]: ['The description field is required.'] });
        if (!isCents(item?.quantity)) return invalid({ [`order.items[${i}].quantity`]: ['The quantity field is required.'] });
      }
      if (!b.customer?.name || !b.customer?.email) return invalid({ 'order.customer': ['The name and email fields are required.'] });
      const payment = b.payments?.[0];
      if (!payment?.payment_method) return invalid({ 'order.payments': ['The payments field is required.'] });
      const amount = b.items.reduce((sum: number, i: any) => sum + i.amount * i.quantity, 0);
      const now = new Date().toISOString();
      const order: Order = {
        id: id('or'),
        key,
        code: b.code ?? randomBytes(5).toString('hex').toUpperCase(),
        amount,
        currency: 'BRL',
        closed: b.closed ?? true,
        items: b.items.map((i: any) => ({ id: id('oi'), ...i, status: 'active', created_at: now })),
        customer: { id: id('cus'), ...b.customer, delinquent: false, created_at: now },
        status: 'pending',
        metadata: b.metadata,
        charges: [],
        created_at: now,
      };
      if (payment.payment_method === 'pix') {
        if (!b.customer.document || !b.customer.type)
          return invalid({ 'order.customer.document': ['The document and type fields are required for pix payments.'] });
        if (!payment.pix?.expires_in && !payment.pix?.expires_at) return invalid({ 'order.payments[0].pix.expires_in': ['The expires_in field is required.'] });
        const tranId = id('tran');
        order.charges.push({
          id: id('ch'),
          code: order.code,
          gateway_id: randomUUID(),
          amount,
          status: 'pending',
          currency: 'BRL',
          payment_method: 'pix',
          created_at: now,
          last_transaction: {
            id: tranId,
            transaction_type: 'pix',
            status: 'waiting_payment',
            success: true,
            amount,
            qr_code: `00020101021226820014br.gov.bcb.pix2560pix.stone.com.br/pix/v2/${randomUUID()}5204000053039865802BR5913PAGAR ME SA6014RIO DE JANEIRO62290525${tranId.slice(0, 25)}6304ABCD`,
            qr_code_url: `${base}/transactions/${tranId}/qrcode?payment_method=pix`,
            expires_at: new Date(Date.now() + payment.pix.expires_in * 1000).toISOString(),
          },
        });
      } else if (payment.payment_method === 'checkout') {
        const c = payment.checkout;
        if (!Array.isArray(c?.accepted_payment_methods) || !c.accepted_payment_methods.length)
          return invalid({ 'order.payments[0].checkout.accepted_payment_methods': ['The accepted_payment_methods field is required.'] });
        if (!c.success_url) return invalid({ 'order.payments[0].checkout.success_url': ['The success_url field is required.'] });
        if (payment.amount !== undefined && payment.amount !== amount)
          return invalid({ 'order.payments[0].amount': ["The sum of the payments' amounts must be the order's amount."] });
        order.checkouts = [
          {
            id: id('chk'),
            currency: 'BRL',
            amount,
            status: 'open',
            success_url: c.success_url,
            payment_url: `https://payment-link.pagar.me/${id('pl')}`,
            customer_editable: c.customer_editable ?? false,
            accepted_payment_methods: c.accepted_payment_methods,
            expires_at: new Date(Date.now() + (c.expires_in ?? 60) * 60_000).toISOString(),
          },
        ];
      } else {
        return invalid({ 'order.payments[0].payment_method': ['The payment_method is not supported here.'] });
      }
      orders.set(order.id, order);
      const reply = { status: 200, body: publicOrder(order) };
      if (scoped) idempotent.set(scoped, reply);
      return reply;
    },

    'GET /orders/:id': (req) => {
      const key = keyOf(req);
      if (!key) return unauthorized();
      const o = orders.get(req.params.id);
      return o && o.key === key ? { status: 200, body: publicOrder(o) } : { status: 404, body: { message: 'Order not found' } };
    },

    'GET /charges/:id': (req) => {
      const key = keyOf(req);
      if (!key) return unauthorized();
      const found = chargeOf(key, req.params.id);
      return found ? { status: 200, body: chargeWithOrder(found.order, found.charge) } : { status: 404, body: { message: 'Charge not found' } };
    },

    'DELETE /charges/:id': (req) => {
      const key = keyOf(req);
      if (!key) return unauthorized();
      const idem = req.headers['idempotency-key'];
      const scoped = idem ? `${key}|cancel|${idem}` : null;
      if (scoped && idempotent.has(scoped)) return idempotent.get(scoped)!;
      const found = chargeOf(key, req.params.id);
      if (!found) return { status: 404, body: { message: 'Charge not found' } };
      const { order, charge } = found;
      if (charge.status === 'canceled' || charge.status === 'chargedback' || charge.status === 'failed')
        return { status: 412, body: { message: 'This charge can not be canceled.' } };
      const amount = req.json?.amount ?? charge.paid_amount ?? charge.amount;
      if (!isCents(amount) || amount > (charge.paid_amount ?? charge.amount)) return invalid({ amount: ['The amount is greater than the charge balance.'] });
      charge.canceled_amount = amount;
      charge.status = 'canceled';
      settle(order);
      const reply = { status: 200, body: chargeWithOrder(order, charge) };
      if (scoped) idempotent.set(scoped, reply);
      return reply;
    },
  });
  base = fake.url;

  const find = (chargeId: string) => {
    for (const o of orders.values()) {
      const c = o.charges.find((x) => x.id === chargeId);
      if (c) return { order: o, charge: c };
    }
    throw new Error(`the fake has no charge ${chargeId}`);
  };
  const webhook = (type: string, objectId: string): PagarmeWebhook => {
    const data = type.startsWith('order.')
      ? publicOrder(orders.get(objectId) ?? (undefined as never))
      : (() => {
          const { order, charge } = find(objectId);
          return chargeWithOrder(order, charge);
        })();
    const body = JSON.stringify({ id: id('hook'), account: { id: 'acc_fake', name: 'Loja' }, type, created_at: new Date().toISOString(), data });
    return { headers: { 'content-type': 'application/json' }, body };
  };

  return {
    ...fake,
    orders,
    account(secretKey) {
      accounts.add(secretKey);
    },
    payPix(chargeId, opts = {}) {
      const { order, charge } = find(chargeId);
      const paid = opts.paid ?? charge.amount;
      charge.paid_amount = paid;
      charge.status = paid === charge.amount ? 'paid' : paid > charge.amount ? 'overpaid' : 'underpaid';
      charge.paid_at = new Date().toISOString();
      settle(order);
      return webhook(EVENT[charge.status]!, chargeId);
    },
    payCheckout(code, opts = {}) {
      const o = [...orders.values()].find((x) => x.code === code && x.checkouts?.length);
      if (!o) throw new Error(`the fake has no checkout order ${code}`);
      o.charges.push({
        id: id('ch'),
        code: o.code,
        gateway_id: randomUUID(),
        amount: o.amount,
        paid_amount: o.amount,
        status: 'paid',
        currency: 'BRL',
        payment_method: opts.method ?? 'credit_card',
        created_at: new Date().toISOString(),
        paid_at: new Date().toISOString(),
      });
      settle(o);
      return webhook('order.paid', o.id);
    },
    move(chargeId, status) {
      const { order, charge } = find(chargeId);
      charge.status = status;
      if (status === 'canceled') charge.canceled_amount = charge.paid_amount ?? charge.amount;
      settle(order);
      return webhook(EVENT[status] ?? `charge.${status}`, chargeId);
    },
    webhook,
    ordersOf: (code) => [...orders.values()].filter((o) => o.code === code),
  };
}
