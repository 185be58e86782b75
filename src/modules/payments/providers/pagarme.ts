import type { Config } from '../../../config';
import { z } from '../../../lib/validation';
import { NotVerified, type PaymentData, type PaymentMethod, type PaymentProvider, type PaymentUpdate } from '../payment.types';
import { PROVIDER_ID, brazilianPhone, fromCents, headerOf, jsonObject, pixQrImage, sameSecret, taxIdOf, toCents } from './brl';

/**
 * Pagar.me: its API v5 ("core") over fetch, at PAGARME_API_URL, with the store's secret key as the
 * Basic user (empty password).
 *
 * Not through @pagarme/pagarme-nodejs-sdk (7.0.2): its Client has one environment with a fixed base URL
 * (a request interceptor could move it, as paypal.ts does), but its request models make fields the API
 * documents as optional required and check them before sending: an order's customer must carry a full
 * address, metadata, code and phones, and a checkout payment a billing address, accepted brands and
 * more. An order without the buyer's address, which this store never asks for, cannot be sent through it.
 *
 * - Checkout creates two orders, both with the order's internal id as code (and metadata internal_id):
 *   one paid on Pagar.me's hosted checkout page (payment_method checkout: card and Pix, the buyer types
 *   what is missing there) and, when the buyer gave a CPF or CNPJ, one with a Pix charge whose code is
 *   shown at once. One failing still answers the other.
 * - Pagar.me does not sign v5 webhooks. What a webhook names (a charge or an order) is read back with
 *   the store's secret key and only that is believed: a webhook naming nothing of the store's account
 *   is answered 200 and does nothing (Pagar.me would resend anything else, to no end). A store may also set a webhook_token: then a webhook must carry it, as the URL's
 *   `token` query parameter or as the password of Basic authentication, or it is refused unread.
 * - An owner's REFUNDED cancels the paid charge (DELETE /charges/{id}), which gives the money back.
 */

const pagarmeCredentials = z.object({
  secret_key: z
    .string()
    .trim()
    .regex(/^sk_(test_)?[A-Za-z0-9]{8,}$/, 'must be a Pagar.me secret key (sk_... or sk_test_...)'),
  webhook_token: z
    .string()
    .trim()
    .min(16)
    .max(256)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - (it goes into a URL)')
    .optional(),
});
export type PagarmeCredentials = z.output<typeof pagarmeCredentials>;

type Payments = Config['payments'];

/** One call to Pagar.me; a non-2xx answer is an error naming its status and Pagar.me's message (never the key). */
async function pagarme<T>(
  config: Payments,
  secretKey: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  signal: AbortSignal,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const res = await fetch(`${config.pagarmeApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  const json = (await res.json().catch(() => null)) as T & { message?: string };
  if (!res.ok) {
    const said = typeof json?.message === 'string' ? `: ${json.message.slice(0, 200)}` : '';
    throw Object.assign(new Error(`Pagar.me ${method} ${path.replace(/\/(or|ch)_[^/]+/, '/$1_…')}: HTTP ${res.status}${said}`), { status: res.status });
  }
  return json;
}

interface Charge {
  id?: string;
  code?: string;
  status?: string;
  amount?: number;
  paid_amount?: number;
  canceled_amount?: number;
  currency?: string;
  payment_method?: string;
  order?: { id?: string; code?: string };
  metadata?: Record<string, string>;
  last_transaction?: { qr_code?: string; qr_code_url?: string };
}

interface PagarmeOrder {
  id?: string;
  code?: string;
  metadata?: Record<string, string>;
  charges?: Charge[];
  checkouts?: { id?: string; payment_url?: string }[];
}

const METHODS: Record<string, PaymentMethod> = {
  pix: 'PIX',
  credit_card: 'CREDIT_CARD',
  debit_card: 'DEBIT_CARD',
  boleto: 'BOLETO',
  bank_transfer: 'BANK_TRANSFER',
};

/**
 * What a charge read back says: paid is paid, and so are overpaid and underpaid (with what was paid, so
 * the amount check leaves the order for the owner to review); chargedback is a chargeback; canceled
 * after money was taken is a refund; pending, processing, failed and an unpaid cancel change nothing.
 */
function kindOf(c: Charge): PaymentUpdate['kind'] {
  if (c.status === 'paid' || c.status === 'overpaid' || c.status === 'underpaid') return 'PAID';
  if (c.status === 'chargedback') return 'CHARGEDBACK';
  if (c.status === 'canceled' && (c.paid_amount ?? 0) > 0) return 'REFUNDED';
  return 'IGNORED';
}

const isPaid = (c: Charge) => kindOf(c) === 'PAID';

const updateOf = (c: Charge & { id: string }, internalId: string | null): PaymentUpdate => {
  const kind = kindOf(c);
  return {
    eventId: `${c.id}:${kind}`,
    kind,
    internalId,
    externalId: c.id,
    amount: kind === 'PAID' ? fromCents(c.paid_amount ?? c.amount) : null,
    currency: kind === 'PAID' ? (c.currency ?? 'BRL').toUpperCase() : null,
    paymentMethod: METHODS[c.payment_method ?? ''] ?? null,
  };
};

/** The order's internal id as Pagar.me carries it back: the order's code, else its metadata. */
const internalIdOf = (...holders: ({ code?: string; metadata?: Record<string, string> } | undefined)[]) => {
  for (const h of holders) {
    if (typeof h?.metadata?.internal_id === 'string') return h.metadata.internal_id;
    if (typeof h?.code === 'string' && h.code) return h.code;
  }
  return null;
};

/** The token a webhook carries: the URL's `token`, else the password of its Basic authorization. */
function tokenOf(headers: Record<string, string | string[] | undefined>, query: Record<string, unknown>): string | undefined {
  if (typeof query.token === 'string' && query.token) return query.token;
  const auth = headerOf(headers, 'authorization');
  const basic = auth && /^Basic\s+(.+)$/i.exec(auth);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

const ignored = (eventId: string): PaymentUpdate => ({ eventId, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null });

export const pagarmeProvider: PaymentProvider<PagarmeCredentials> = {
  gateway: 'PAGARME',
  credentials: pagarmeCredentials,
  // Pagar.me charges in reais only.
  currencies: ['BRL'],

  async createPayment({ order, store, credentials, urls, config, signal }) {
    const cents = toCents(order.price);
    const key = credentials.secret_key;
    // One item of the order's total, not its lines: a coupon makes the lines' sum differ from the price.
    const items = [{ code: order.internalId, description: `${store.name} #${order.internalId}`.slice(0, 256), quantity: 1, amount: cents }];
    const taxId = taxIdOf(order.clientDocument);
    const phone = brazilianPhone(order.clientPhone);
    const customer = {
      name: order.clientName.slice(0, 64),
      email: order.clientEmail,
      ...(taxId ? { document: taxId, type: taxId.length === 11 ? 'individual' : 'company' } : {}),
      ...(phone ? { phones: { mobile_phone: { country_code: '55', area_code: phone.area, number: phone.number } } } : {}),
    };
    const common = { code: order.internalId, items, customer, closed: true, metadata: { internal_id: order.internalId } };
    const page = pagarme<PagarmeOrder>(
      config,
      key,
      'POST',
      '/orders',
      signal,
      {
        ...common,
        payments: [
          {
            payment_method: 'checkout',
            amount: cents,
            checkout: {
              // Minutes: a day, as the Pix charge and the order's abandonment.
              expires_in: 24 * 60,
              accepted_payment_methods: ['credit_card', 'pix'],
              success_url: urls.success,
              customer_editable: true,
              billing_address_editable: true,
              skip_checkout_success_page: false,
              pix: { expires_in: 24 * 3600 },
            },
          },
        ],
      },
      `checkout-${order.internalId}`,
    );
    // Pagar.me takes no Pix order without the buyer's document.
    const pix = taxId
      ? pagarme<PagarmeOrder>(
          config,
          key,
          'POST',
          '/orders',
          signal,
          { ...common, payments: [{ payment_method: 'pix', pix: { expires_in: 24 * 3600 } }] },
          `pix-${order.internalId}`,
        )
      : Promise.reject(new Error("Pagar.me makes no Pix charge without the buyer's CPF or CNPJ"));
    const [made, checkout] = await Promise.allSettled([pix, page]);
    if (made.status === 'rejected' && checkout.status === 'rejected') throw checkout.reason;
    const data: PaymentData = {};
    if (made.status === 'fulfilled') {
      const charge = made.value.charges?.[0];
      const code = charge?.last_transaction?.qr_code;
      if (code) {
        data.pixCode = code;
        data.qrCode = await pixQrImage(code);
        // The Pix charge: the payment itself once paid, and what a refund cancels.
        data.externalId = charge.id ?? null;
      }
    }
    if (checkout.status === 'fulfilled') data.checkoutUrl = checkout.value.checkouts?.[0]?.payment_url ?? null;
    if (!data.pixCode && !data.checkoutUrl) throw new Error('Pagar.me answered without a Pix code or a checkout page');
    return data;
  },

  async parseNotification({ notification, credentials, config, signal }) {
    if (credentials.webhook_token) {
      const token = tokenOf(notification.headers, notification.query);
      if (!token) throw new NotVerified("no token: this store's Pagar.me webhooks must carry its webhook_token");
      if (!sameSecret(token, credentials.webhook_token)) throw new NotVerified("the token is not the store's webhook_token");
    }
    const body = jsonObject(notification.rawBody);
    const type = typeof body?.type === 'string' ? body.type : '';
    const data = body?.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null;
    const id = typeof data?.id === 'string' ? data.id : '';
    if (!type || !PROVIDER_ID.test(id)) throw new NotVerified('not a Pagar.me webhook (no type, or no data.id)');
    const [object] = type.split('.');
    if (object !== 'charge' && object !== 'order') return [ignored(`${type}:${id}`)];
    // The webhook is not signed: what it names is read back with the store's key, and only that counts.
    // One the account does not have is answered 200 and does nothing: Pagar.me resends whatever is not
    // answered 200, and no resend of it would find anything (a forgery learns nothing more from a 200).
    const read = async <T>(path: string) => {
      try {
        return await pagarme<T>(config, credentials.secret_key, 'GET', path, signal);
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
    };
    const notFound = (): PaymentUpdate[] => [
      { ...ignored(`${id}:not_found`), warning: `payment notification names a ${object} the store's Pagar.me account does not have` },
    ];
    if (object === 'charge') {
      const charge = await read<Charge>(`/charges/${encodeURIComponent(id)}`);
      if (charge === null) return notFound();
      if (typeof charge?.id !== 'string') throw new Error('Pagar.me answered a charge without an id');
      return [updateOf({ ...charge, id: charge.id }, internalIdOf(charge.order, charge))];
    }
    const placed = await read<PagarmeOrder>(`/orders/${encodeURIComponent(id)}`);
    if (placed === null) return notFound();
    const internalId = internalIdOf(placed);
    const updates = (placed?.charges ?? [])
      .filter((c): c is Charge & { id: string } => typeof c?.id === 'string')
      .map((c) => updateOf(c, internalId))
      .filter((u) => u.kind !== 'IGNORED');
    return updates.length ? updates : [ignored(`${id}:unpaid`)];
  },

  /**
   * Cancels the paid charge, which refunds it (the whole of what was paid). The order's external_id is
   * its charge (the Pix charge made at checkout, or the one that paid); a charge not paid, or already
   * cancelled, has nothing to give back.
   */
  async refund({ order, credentials, config, signal, idempotencyKey }) {
    const ref = order.externalId;
    if (!ref || !PROVIDER_ID.test(ref)) throw new Error('the order has no Pagar.me charge to refund');
    let charge: Charge | undefined;
    if (ref.startsWith('or_')) {
      const read = await pagarme<PagarmeOrder>(config, credentials.secret_key, 'GET', `/orders/${encodeURIComponent(ref)}`, signal);
      charge = read?.charges?.find(isPaid);
    } else {
      charge = await pagarme<Charge>(config, credentials.secret_key, 'GET', `/charges/${encodeURIComponent(ref)}`, signal);
    }
    if (!charge?.id || !isPaid(charge) || !PROVIDER_ID.test(charge.id)) return;
    await pagarme(
      config,
      credentials.secret_key,
      'DELETE',
      `/charges/${encodeURIComponent(charge.id)}`,
      signal,
      { amount: charge.paid_amount ?? charge.amount },
      `${idempotencyKey}-${charge.id}`,
    );
  },
};
