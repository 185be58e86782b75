import { createHash } from 'node:crypto';
import type { Config } from '../../../config';
import { z } from '../../../lib/validation';
import { NotVerified, type PaymentData, type PaymentMethod, type PaymentProvider, type PaymentUpdate } from '../payment.types';
import { PROVIDER_ID, brazilianPhone, fromCents, headerOf, jsonObject, pixQrImage, sameSecret, taxIdOf, toCents } from './brl';

/**
 * PagBank (PagSeguro): its Orders and Checkout APIs over fetch (PagBank publishes no Node SDK), at
 * PAGSEGURO_API_URL, with the account's token as Bearer.
 *
 * - Checkout asks for two things at once, both carrying the order's internal id as reference_id: a
 *   hosted checkout page (POST /checkouts: card and Pix, the buyer types their data there) and, when
 *   the buyer gave a CPF or CNPJ (PagBank requires customer.tax_id on an order), an order with a Pix
 *   QR code (POST /orders with qr_codes) whose code is shown at once. One failing still answers the other.
 * - A notification is PagBank's order as it was at that moment, signed: x-authenticity-token is the
 *   SHA-256 (hex) of `<token>-<raw body>`. A missing or wrong one is refused before anything is read;
 *   then the order is read back (GET /orders/{id}) and only that is believed, charge by charge.
 * - An owner's REFUNDED cancels the paid charge (POST /charges/{id}/cancel) for what is left of it.
 */

const pagseguroCredentials = z.object({
  token: z
    .string()
    .trim()
    .min(16)
    .max(512)
    .regex(/^[A-Za-z0-9-]+$/, 'must be the token PagBank shows (letters, digits, -)'),
});
export type PagseguroCredentials = z.output<typeof pagseguroCredentials>;

type Payments = Config['payments'];

interface PagbankError {
  error_messages?: { code?: string; description?: string; parameter_name?: string }[];
}

/** One call to PagBank; a non-2xx answer is an error naming its status and PagBank's first message (never the token). */
async function pagbank<T>(
  config: Payments,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  signal: AbortSignal,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const res = await fetch(`${config.pagseguroApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  const json = (await res.json().catch(() => null)) as T & PagbankError;
  if (!res.ok) {
    const first = json?.error_messages?.[0];
    const said = first ? `: ${[first.parameter_name, first.description ?? first.code].filter(Boolean).join(' ').slice(0, 200)}` : '';
    throw Object.assign(new Error(`PagBank ${method} ${path.replace(/\/(ORDE|CHAR|CHEC)_[^/]+/, '/$1_…')}: HTTP ${res.status}${said}`), {
      status: res.status,
    });
  }
  return json;
}

interface Link {
  rel?: string;
  href?: string;
}

interface Charge {
  id?: string;
  reference_id?: string;
  status?: string;
  amount?: { value?: number; currency?: string; summary?: { total?: number; paid?: number; refunded?: number } };
  payment_method?: { type?: string };
}

interface PagbankOrder {
  id?: string;
  reference_id?: string;
  charges?: Charge[];
  qr_codes?: { id?: string; text?: string; links?: Link[] }[];
}

/** PagBank's payment method, in our words. PAGBANK is "Pagar com PagBank": the buyer's PagBank wallet. */
const METHODS: Record<string, PaymentMethod> = {
  PIX: 'PIX',
  CREDIT_CARD: 'CREDIT_CARD',
  DEBIT_CARD: 'DEBIT_CARD',
  BOLETO: 'BOLETO',
  PAGBANK: 'WALLET',
};

/**
 * What a charge read back says. PAID is paid (a partial refund keeps it PAID: nothing moves); CANCELED
 * after money was taken is a refund (PagBank's cancel of a paid charge gives it back); AUTHORIZED,
 * IN_ANALYSIS, WAITING, DECLINED and a CANCELED that was never paid change nothing.
 */
function kindOf(c: Charge): PaymentUpdate['kind'] {
  if (c.status === 'PAID') return 'PAID';
  if (c.status === 'CANCELED' && (c.amount?.summary?.refunded ?? 0) > 0) return 'REFUNDED';
  return 'IGNORED';
}

const paidOf = (c: Charge) => c.amount?.summary?.paid ?? c.amount?.value;

export const pagseguroProvider: PaymentProvider<PagseguroCredentials> = {
  gateway: 'PAGSEGURO',
  credentials: pagseguroCredentials,
  // PagBank charges in reais only (an order's amount.currency is BRL).
  currencies: ['BRL'],

  async createPayment({ order, store, credentials, urls, config, signal }) {
    const cents = toCents(order.price);
    // One item of the order's total, not its lines: a coupon makes the lines' sum differ from the price.
    const item = { reference_id: order.internalId, name: `${store.name} #${order.internalId}`.slice(0, 64), quantity: 1, unit_amount: cents };
    const page = pagbank<{ id?: string; links?: Link[] }>(
      config,
      credentials.token,
      'POST',
      '/checkouts',
      signal,
      {
        reference_id: order.internalId,
        // The buyer types name, e-mail and CPF on PagBank's page: ours may lack what PagBank requires.
        customer_modifiable: true,
        items: [item],
        payment_methods: [{ type: 'CREDIT_CARD' }, { type: 'PIX' }],
        redirect_url: urls.success,
        // The order PagBank makes when the buyer pays is notified here; the checkout's own status is not asked for.
        payment_notification_urls: [urls.notification],
      },
      `checkout-${order.internalId}`,
    );
    const taxId = taxIdOf(order.clientDocument);
    const phone = brazilianPhone(order.clientPhone);
    const pix = taxId
      ? pagbank<PagbankOrder>(
          config,
          credentials.token,
          'POST',
          '/orders',
          signal,
          {
            reference_id: order.internalId,
            customer: {
              name: order.clientName.slice(0, 120),
              email: order.clientEmail,
              tax_id: taxId,
              ...(phone ? { phones: [{ country: '55', area: phone.area, number: phone.number, type: 'MOBILE' }] } : {}),
            },
            items: [item],
            qr_codes: [{ amount: { value: cents } }],
            notification_urls: [urls.notification],
          },
          `pix-${order.internalId}`,
        )
      : Promise.reject(new Error("PagBank makes no Pix order without the buyer's CPF or CNPJ"));
    const [made, checkout] = await Promise.allSettled([pix, page]);
    if (made.status === 'rejected' && checkout.status === 'rejected') throw checkout.reason;
    const data: PaymentData = {};
    if (made.status === 'fulfilled') {
      const code = made.value.qr_codes?.[0]?.text;
      if (code) {
        data.pixCode = code;
        data.qrCode = await pixQrImage(code);
        // The Pix order until paid; its charge, once paid, is what a refund needs (the notification brings it).
        data.externalId = made.value.id ?? null;
      }
    }
    if (checkout.status === 'fulfilled') data.checkoutUrl = checkout.value.links?.find((l) => l.rel === 'PAY')?.href ?? null;
    if (!data.pixCode && !data.checkoutUrl) throw new Error('PagBank answered without a Pix code or a checkout page');
    return data;
  },

  async parseNotification({ notification, credentials, config, signal }) {
    const signature = headerOf(notification.headers, 'x-authenticity-token');
    if (!signature) throw new NotVerified('no x-authenticity-token header');
    const expected = createHash('sha256').update(`${credentials.token}-`).update(notification.rawBody).digest('hex');
    if (!sameSecret(signature.toLowerCase(), expected)) throw new NotVerified("x-authenticity-token is not the SHA-256 of the store's token and this body");
    const body = jsonObject(notification.rawBody);
    const id = typeof body?.id === 'string' ? body.id : '';
    // Orders are what PagBank notifies payments with (a Pix order's, and the one a checkout page makes).
    if (!/^ORDE_/.test(id) || !PROVIDER_ID.test(id))
      return [{ eventId: `${id.slice(0, 80) || 'unknown'}:ignored`, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null }];
    let read: PagbankOrder;
    try {
      read = await pagbank<PagbankOrder>(config, credentials.token, 'GET', `/orders/${encodeURIComponent(id)}`, signal);
    } catch (e) {
      // Signed with this store's token, yet not an order of its account: nothing to do (a retry would not change it).
      if ((e as { status?: number }).status === 404)
        return [
          {
            eventId: `${id}:unknown`,
            kind: 'IGNORED',
            internalId: null,
            externalId: null,
            amount: null,
            currency: null,
            warning: "payment notification names an order the store's PagBank account does not have",
          },
        ];
      throw e;
    }
    const internalId = typeof read?.reference_id === 'string' ? read.reference_id : null;
    const updates: PaymentUpdate[] = (read?.charges ?? [])
      .filter((c): c is Charge & { id: string } => typeof c?.id === 'string')
      .map((c) => {
        const kind = kindOf(c);
        return {
          // Keyed by the kind, not PagBank's status: the same payment notified again is applied once.
          eventId: `${c.id}:${kind}`,
          kind,
          internalId,
          externalId: c.id,
          amount: kind === 'PAID' ? fromCents(paidOf(c)) : null,
          currency: kind === 'PAID' ? (c.amount?.currency ?? 'BRL').toUpperCase() : null,
          paymentMethod: METHODS[c.payment_method?.type ?? ''] ?? null,
        };
      })
      .filter((u) => u.kind !== 'IGNORED');
    return updates.length ? updates : [{ eventId: `${id}:unpaid`, kind: 'IGNORED', internalId, externalId: null, amount: null, currency: null }];
  },

  /**
   * Cancels what was paid and not yet given back. The order's external_id is its charge once paid, or
   * its Pix order when the owner approved it by hand: then the order is read back and only a paid charge
   * of it is cancelled (an unpaid Pix order has nothing to give back).
   */
  async refund({ order, credentials, config, signal, idempotencyKey }) {
    const ref = order.externalId;
    if (!ref || !PROVIDER_ID.test(ref)) throw new Error('the order has no PagBank charge or order id to refund');
    let charge: Charge | undefined;
    if (ref.startsWith('ORDE_')) {
      const read = await pagbank<PagbankOrder>(config, credentials.token, 'GET', `/orders/${encodeURIComponent(ref)}`, signal);
      charge = read?.charges?.find((c) => c.status === 'PAID');
    } else {
      charge = await pagbank<Charge>(config, credentials.token, 'GET', `/charges/${encodeURIComponent(ref)}`, signal);
    }
    if (!charge?.id || charge.status !== 'PAID' || !PROVIDER_ID.test(charge.id)) return;
    const left = (paidOf(charge) ?? 0) - (charge.amount?.summary?.refunded ?? 0);
    if (left <= 0) return;
    await pagbank(
      config,
      credentials.token,
      'POST',
      `/charges/${encodeURIComponent(charge.id)}/cancel`,
      signal,
      { amount: { value: left } },
      `${idempotencyKey}-${charge.id}`,
    );
  },
};
