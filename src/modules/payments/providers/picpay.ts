import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from '../../../lib/validation';
import type { Config } from '../../../config';
import { NotVerified, type PaymentProvider, type PaymentUpdate } from '../payment.types';

/**
 * PicPay: its e-commerce public API (no official Node SDK), over fetch, at PICPAY_API_URL.
 *
 * - Checkout creates a payment whose referenceId is the order's internal id; the buyer pays at its
 *   paymentUrl or by scanning its QR code.
 * - PicPay's callback says only which payment changed, with the store's seller token: the token is
 *   compared in constant time, then the payment's status is read back from PicPay and only that is
 *   believed.
 * - An owner's REFUNDED cancels the payment (with its authorizationId, the order's external_id).
 */

const picpayCredentials = z.object({
  token: z.string().trim().min(8).max(256),
  seller_token: z.string().trim().min(8).max(256),
});
export type PicpayCredentials = z.output<typeof picpayCredentials>;

type Payments = Config['payments'];

/** One call to PicPay with the store's x-picpay-token; a non-2xx answer is an error naming its status and PicPay's message. */
async function picpay<T>(
  config: Payments,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  signal: AbortSignal,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${config.picpayApiUrl}${path}`, {
    method,
    headers: { 'x-picpay-token': token, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  const json = (await res.json().catch(() => null)) as T & { message?: string };
  if (!res.ok) {
    const message = typeof json?.message === 'string' ? `: ${json.message.slice(0, 200)}` : '';
    throw Object.assign(new Error(`PicPay ${method} ${path.replace(/\/payments\/[^/]+/, '/payments/{referenceId}')}: HTTP ${res.status}${message}`), {
      status: res.status,
    });
  }
  return { status: res.status, json };
}

/** PicPay wants the buyer's CPF as 123.456.789-10 (a CNPJ is formatted the same way, 12.345.678/0001-90). */
function documentOf(raw: string | null): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  throw new Error(
    raw
      ? "PicPay needs the buyer's CPF or CNPJ: client_document has neither 11 nor 14 digits"
      : "PicPay needs the buyer's CPF: the order has no client_document",
  );
}

/** Constant time whatever the lengths: both sides are hashed first. */
const sameSecret = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

interface Status {
  referenceId?: string;
  authorizationId?: string;
  status?: string;
  /** Current API: the amounts by stage. */
  summary?: { authorized?: number; paid?: number; refunded?: number };
  /** Older answers carry the payment's value. */
  value?: number;
}

const KINDS: Record<string, PaymentUpdate['kind']> = { paid: 'PAID', completed: 'PAID', refunded: 'REFUNDED', chargeback: 'CHARGEDBACK' };

const amountOf = (s: Status) => {
  const n = s.summary?.paid ?? s.value;
  return typeof n === 'number' && Number.isFinite(n) ? String(n) : null;
};

export const picpayProvider: PaymentProvider<PicpayCredentials> = {
  gateway: 'PICPAY',
  credentials: picpayCredentials,
  currencies: ['BRL'],

  /**
   * PicPay requires the buyer's document: an order without a CPF (or CNPJ) is not sent, and the
   * checkout answers 201 without payment data, as for a provider that is down; a store selling
   * through PicPay should require client_document.
   */
  async createPayment({ order, urls, credentials, config, signal }) {
    const document = documentOf(order.clientDocument);
    const [firstName, ...rest] = order.clientName.trim().split(/\s+/);
    const { json } = await picpay<{ paymentUrl?: string; qrcode?: { base64?: string } }>(config, credentials.token, 'POST', '/payments', signal, {
      referenceId: order.internalId,
      callbackUrl: urls.notification,
      returnUrl: urls.success,
      leaveUrl: urls.cancel,
      value: Number(order.price),
      buyer: {
        firstName,
        ...(rest.length ? { lastName: rest.join(' ') } : {}),
        document,
        email: order.clientEmail,
        ...(order.clientPhone ? { phone: order.clientPhone } : {}),
      },
    });
    if (!json?.paymentUrl) throw new Error('PicPay created a payment without a paymentUrl');
    const qr = json.qrcode?.base64;
    return { checkoutUrl: json.paymentUrl, qrCode: typeof qr === 'string' && qr ? qr.replace(/^data:[^,]*,/, '') : null };
  },

  async parseNotification({ notification, credentials, config, signal }) {
    const token = notification.headers['x-seller-token'];
    if (typeof token !== 'string' || !token) throw new NotVerified('no x-seller-token header');
    if (!sameSecret(token, credentials.seller_token)) throw new NotVerified("x-seller-token is not the store's seller token");
    let body: { referenceId?: unknown } | null;
    try {
      body = JSON.parse(notification.rawBody.toString('utf8'));
    } catch {
      throw new NotVerified('the body is not JSON');
    }
    const reference = body && typeof body === 'object' ? body.referenceId : undefined;
    if ((typeof reference !== 'string' && typeof reference !== 'number') || String(reference) === '')
      throw new NotVerified('the callback names no referenceId');
    const referenceId = String(reference);
    // The callback says only that something changed: what changed is PicPay's answer, nothing in the body.
    let status: Status;
    try {
      ({ json: status } = await picpay<Status>(config, credentials.token, 'GET', `/payments/${encodeURIComponent(referenceId)}/status`, signal));
    } catch (e) {
      // Not a payment of this seller: nothing to do (PicPay would retry a 503 21 times).
      if ((e as { status?: number }).status === 404)
        return [
          {
            eventId: `${referenceId}:unknown`,
            kind: 'IGNORED',
            internalId: null,
            externalId: null,
            amount: null,
            currency: null,
            warning: "payment notification names a payment the store's PicPay account does not have",
          },
        ];
      throw e;
    }
    status ??= {};
    const kind = KINDS[status?.status ?? ''] ?? 'IGNORED';
    const authorizationId = typeof status.authorizationId === 'string' ? status.authorizationId : null;
    const readBack = typeof status.referenceId === 'string' || typeof status.referenceId === 'number' ? String(status.referenceId) : referenceId;
    return [
      {
        // Keyed by the kind, not PicPay's word for it: paid and then completed are one payment.
        eventId: `${readBack}:${authorizationId ?? '-'}:${kind}`,
        kind,
        internalId: readBack,
        externalId: authorizationId,
        amount: kind === 'PAID' ? amountOf(status) : null,
        currency: kind === 'PAID' ? 'BRL' : null,
        paymentMethod: kind === 'PAID' ? 'WALLET' : null,
      },
    ];
  },

  /** Cancels the payment at PicPay: a paid one is given back to the buyer (authorizationId required then). */
  async refund({ order, credentials, config, signal }) {
    await picpay(
      config,
      credentials.token,
      'POST',
      `/payments/${encodeURIComponent(order.internalId)}/cancellations`,
      signal,
      order.externalId ? { authorizationId: order.externalId } : {},
    );
  },
};
