import type * as MercadoPagoSdk from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { z } from '../../../lib/validation';
import type { InvoiceResponse } from 'mercadopago/dist/clients/invoice/commonTypes';
import type { PreApprovalResponse } from 'mercadopago/dist/clients/preApproval/commonTypes';
import { mercadopagoFrequency } from '../../subscriptions/subscription.period';
import { NotVerified, type PaymentData, type PaymentMethod, type PaymentProvider, type PaymentUpdate } from '../payment.types';

const mercadopagoCredentials = z.object({
  access_token: z
    .string()
    .trim()
    .regex(/^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/, 'must be a Mercado Pago access token (APP_USR-... or TEST-...)'),
  webhook_secret: z.string().trim().min(8).max(256),
});
export type MercadoPagoCredentials = z.output<typeof mercadopagoCredentials>;

/**
 * Our notification URL as Mercado Pago is given it: `source_news=webhooks` asks for the signed Webhooks
 * notifications only. Without it a payment's `notification_url` also gets the IPN ones
 * (`?topic=payment&id=...`, `topic=merchant_order`), which the secret cannot verify.
 */
function webhooksOnly(url: string): string {
  const u = new URL(url);
  u.searchParams.set('source_news', 'webhooks');
  return u.toString();
}

/** What an IPN notification names (its `topic` and `id`, in the URL or its body), in characters fit for a log. */
const IPN_PART = /^[A-Za-z0-9_.:/-]{1,120}$/;

/**
 * The SDK (3.6.1) has no per-client base URL: its RestClient prefixes every path with the static
 * `AppConfig.BASE_URL` (dist/utils/config), which the package does not export. We set it from
 * MERCADOPAGO_API_URL right before each call. That is safe with several apps in one process: the SDK
 * builds the URL synchronously when the call starts, before its first await, so a call always goes
 * where it was set to go. It is an internal, so the SDK is pinned to an exact version (package.json):
 * a release that moves AppConfig fails at import, and test/payments/sdk-internals.test.ts fails when
 * BASE_URL is no longer what a call reads, synchronously, or a request would leave for
 * api.mercadopago.com (docs/DECISIONS.md).
 */
function at<T>(apiUrl: string, call: () => Promise<T>): Promise<T> {
  (AppConfig as unknown as { BASE_URL: string }).BASE_URL = apiUrl.replace(/\/+$/, '');
  return call();
}

/**
 * The SDK is loaded by the first Mercado Pago call, not at start-up (it costs start-up time and
 * memory for a gateway a store may never enable). Its AppConfig (above) is still imported at
 * start-up: a small module of its own, and the loud failure when it moves stays where it was.
 */
let loaded: typeof MercadoPagoSdk | undefined;
const mercadopagoSdk = () => (loaded ??= require('mercadopago') as typeof MercadoPagoSdk);

/**
 * One SDK configuration per call: the SDK merges each call's requestOptions into the configuration it
 * was given and keeps them, so a shared one would hand one call's idempotency key to the next. No
 * retries of its own (it would back off for seconds past PAYMENT_TIMEOUT_MS; Mercado Pago retries its
 * notifications, a buyer or owner retries a checkout or a refund), and its own timeout is ours, since
 * it does not take our AbortSignal.
 */
const sdkConfig = (accessToken: string, timeoutMs: number, idempotencyKey?: string) => {
  const { MercadoPagoConfig } = mercadopagoSdk();
  return new MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries: 0, ...(idempotencyKey ? { idempotencyKey } : {}) } });
};

const one = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
};

/** A JSON number as the decimal string the service compares ("29.9"), unrounded; null when it is not a finite amount. */
const decimal = (n: unknown): string | null => (typeof n === 'number' && Number.isFinite(n) ? String(n) : null);

/**
 * How a payment was paid, from its `payment_type_id` (and `payment_method_id`, which tells Pix from
 * other bank transfers): Mercado Pago's "Payment methods" reference lists credit_card, debit_card,
 * prepaid_card, ticket and atm (boleto, lottery), bank_transfer (Pix) and account_money (the wallet).
 */
function methodOf(payment: Pick<PaymentResponse, 'payment_type_id' | 'payment_method_id'>): PaymentMethod | null {
  if (payment.payment_method_id === 'pix') return 'PIX';
  switch (payment.payment_type_id) {
    case 'credit_card':
      return 'CREDIT_CARD';
    case 'debit_card':
    case 'prepaid_card':
      return 'DEBIT_CARD';
    case 'ticket':
    case 'atm':
      return 'BOLETO';
    case 'bank_transfer':
      return 'BANK_TRANSFER';
    case 'account_money':
    case 'digital_wallet':
    case 'digital_currency':
      return 'WALLET';
    default:
      return null;
  }
}

type MercadoPagoCredentialsOf = { access_token: string };
type PaymentsConfig = Parameters<PaymentProvider['createPayment']>[0]['config'];

/**
 * A subscription's installment (an authorized payment), read back: its payment approved renews the
 * subscription (the first one begins it), rejected makes it past due. Each payment of the installment
 * is its own event: a retry that succeeds after a rejection is a new one.
 */
async function authorizedPaymentUpdate(id: string, credentials: MercadoPagoCredentialsOf, config: PaymentsConfig): Promise<PaymentUpdate> {
  const { Invoice } = mercadopagoSdk();
  let a: InvoiceResponse;
  try {
    a = await at(config.mercadopagoApiUrl, () => new Invoice(sdkConfig(credentials.access_token, config.timeoutMs)).get({ id }));
  } catch (e) {
    if ((e as { status?: number }).status === 404) {
      return {
        eventId: `authorized_payment:${id}:not_found`,
        kind: 'IGNORED',
        internalId: null,
        externalId: null,
        amount: null,
        currency: null,
        warning: "subscription notification names an authorized payment the store's Mercado Pago account does not have",
      };
    }
    throw e;
  }
  const paymentStatus = a.payment?.status ?? 'none';
  const base = {
    eventId: `authorized_payment:${a.id ?? id}:${a.payment?.id ?? '-'}:${paymentStatus}`,
    internalId: a.external_reference || null,
    externalId: a.payment?.id !== undefined ? String(a.payment.id) : null,
    currency: a.currency_id ? a.currency_id.toUpperCase() : null,
    subscription: { id: a.preapproval_id ?? '' },
  };
  if (!a.preapproval_id) return { ...base, kind: 'IGNORED', amount: null };
  if (paymentStatus === 'approved') return { ...base, kind: 'SUBSCRIPTION_PAID', amount: decimal(a.transaction_amount), paymentMethod: 'CREDIT_CARD' };
  if (paymentStatus === 'rejected') return { ...base, kind: 'SUBSCRIPTION_FAILED', amount: null };
  return { ...base, kind: 'IGNORED', amount: null };
}

/** A subscription changed at Mercado Pago, read back: cancelled (by the buyer there, or after three rejected installments) stops it. */
async function preapprovalUpdate(id: string, credentials: MercadoPagoCredentialsOf, config: PaymentsConfig): Promise<PaymentUpdate> {
  const { PreApproval } = mercadopagoSdk();
  let p: PreApprovalResponse;
  try {
    p = await at(config.mercadopagoApiUrl, () => new PreApproval(sdkConfig(credentials.access_token, config.timeoutMs)).get({ id }));
  } catch (e) {
    if ((e as { status?: number }).status === 404) {
      return { eventId: `preapproval:${id}:not_found`, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null };
    }
    throw e;
  }
  const status = p.status ?? 'unknown';
  const base = { eventId: `preapproval:${p.id ?? id}:${status}`, internalId: p.external_reference || null, externalId: null, amount: null, currency: null };
  if (status === 'cancelled') return { ...base, kind: 'SUBSCRIPTION_CANCELED', subscription: { id: p.id ?? id, atPeriodEnd: true } };
  // pending (not yet authorized), authorized (its installments tell the rest), paused: nothing to change here.
  return { ...base, kind: 'IGNORED' };
}

const KIND: Record<string, PaymentUpdate['kind']> = {
  approved: 'PAID',
  refunded: 'REFUNDED',
  charged_back: 'CHARGEDBACK',
};

/**
 * Mercado Pago: Pix payments and Checkout Pro preferences (the mercadopago SDK).
 *
 * A notification is verified by its `x-signature` (HMAC-SHA256 of the documented manifest with the
 * store's webhook secret, whatever its age), and then only the payment read back
 * with the store's access token is believed: status, amount, currency and external reference.
 */
export const mercadopagoProvider: PaymentProvider<MercadoPagoCredentials> = {
  gateway: 'MERCADOPAGO',
  credentials: mercadopagoCredentials,
  // An account charges in its own country's currency, and of the store currencies only BRL is one of a
  // Mercado Pago country (USD and EUR are not): enabling it in another is 422 (docs/DECISIONS.md, issue 28).
  currencies: ['BRL'],

  async createPayment({ order, store, credentials, urls, config }) {
    // A store enabled before the currency rule: Mercado Pago would refuse the charge, so it is not asked.
    if (order.currency !== 'BRL') throw new Error(`Mercado Pago charges only in BRL; the order is in ${order.currency}`);
    const { Payment, Preference, PreApproval } = mercadopagoSdk();
    const { access_token: token } = credentials;
    const amount = Number(order.price);
    const title = `${store.name} #${order.internalId}`.slice(0, 250);
    const notificationUrl = webhooksOnly(urls.notification);

    if (order.subscription) {
      // A subscription without a plan, pending until the buyer authorizes it at its init_point (the
      // checkout_url). Its notifications go to the URL set in the application's "Webhooks" settings
      // (topics subscription_preapproval and subscription_authorized_payment): a preapproval takes no
      // notification_url of its own.
      const terms = order.subscription;
      const created: PreApprovalResponse = await at(config.mercadopagoApiUrl, () =>
        new PreApproval(sdkConfig(token, config.timeoutMs, `preapproval-${order.internalId}`)).create({
          body: {
            reason: `${store.name}: ${terms.packageName}`.slice(0, 250),
            external_reference: order.internalId,
            payer_email: order.clientEmail,
            back_url: urls.success,
            auto_recurring: { ...mercadopagoFrequency(terms.interval, terms.intervalCount), transaction_amount: amount, currency_id: order.currency },
            status: 'pending',
          },
        }),
      );
      if (!created.init_point || !created.id) throw new Error('Mercado Pago answered a subscription without its init_point');
      return { checkoutUrl: created.init_point, externalId: created.id };
    }

    // One item of the order's total, not its lines: a coupon or a rounding makes the lines' sum differ
    // from the price, and the amount paid must be the order's price to approve it.
    const preference = () =>
      at(config.mercadopagoApiUrl, () =>
        new Preference(sdkConfig(token, config.timeoutMs, `preference-${order.internalId}`)).create({
          body: {
            items: [{ id: order.internalId, title, quantity: 1, unit_price: amount, currency_id: order.currency }],
            payer: { email: order.clientEmail, name: order.clientName },
            external_reference: order.internalId,
            notification_url: notificationUrl,
            back_urls: { success: urls.success, pending: urls.success, failure: urls.cancel },
            auto_return: 'approved',
          },
        }),
      );

    // Both a Pix charge and a Checkout Pro page. Pix is how most Brazilian buyers pay, and its code is
    // shown at once, without leaving the store; the page is for card, boleto and Mercado Pago balance.
    // Both carry the order's internal id, so whichever the buyer pays approves
    // the order, and the other is never paid (the Pix charge expires). The page keeps Pix too, so a
    // client that only follows checkout_url still offers it. One of the two failing still answers the
    // other. (A buyer who pays both is charged twice: the second approval finds the order APPROVED.)
    const pix = at(config.mercadopagoApiUrl, () =>
      new Payment(sdkConfig(token, config.timeoutMs, `pix-${order.internalId}`)).create({
        body: {
          payment_method_id: 'pix',
          transaction_amount: amount,
          description: title,
          external_reference: order.internalId,
          notification_url: notificationUrl,
          payer: { email: order.clientEmail, first_name: order.clientName },
        },
      }),
    );
    const [paid, page] = await Promise.allSettled([pix, preference()]);
    if (paid.status === 'rejected' && page.status === 'rejected') throw paid.reason;
    const data: PaymentData = {};
    if (paid.status === 'fulfilled') {
      const tx = paid.value.point_of_interaction?.transaction_data;
      if (tx?.qr_code) {
        data.pixCode = tx.qr_code;
        data.qrCode = tx.qr_code_base64?.replace(/^data:image\/[a-z]+;base64,/, '') ?? null;
        data.externalId = paid.value.id !== undefined ? String(paid.value.id) : null;
      }
    }
    if (page.status === 'fulfilled' && page.value.init_point) data.checkoutUrl = page.value.init_point;
    if (!data.pixCode && !data.checkoutUrl) throw new Error('Mercado Pago answered without a Pix code or a checkout page');
    return data;
  },

  async parseNotification({ notification, credentials, config }) {
    const { headers, query, rawBody } = notification;
    // biome-ignore lint/suspicious/noExplicitAny: a notification's JSON as Mercado Pago sent it; each field read is checked where it is used.
    let body: Record<string, any> = {};
    try {
      const parsed = JSON.parse(rawBody.toString('utf8') || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
    } catch {
      // Not JSON: the signature still decides, and data.id comes from the query string.
    }
    // IPN (`?topic=payment&id=...`): carries no signature the secret verifies, and what it says a Webhooks
    // notification says too. Answered 200 unread, or Mercado Pago would resend it every 15 minutes forever.
    const ipnTopic = one(query.topic) ?? (one(body.type) === undefined ? one(body.topic) : undefined);
    if (ipnTopic && one(query['data.id']) === undefined && one(query.type) === undefined && one(body.type) === undefined) {
      const ipnId = one(query.id) ?? one(body.resource) ?? '';
      const safe = (v: string) => (IPN_PART.test(v) ? v : '-');
      return [{ eventId: `ipn:${safe(ipnTopic)}:${safe(ipnId)}`, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null }];
    }
    const queryData = query.data && typeof query.data === 'object' ? (query.data as Record<string, unknown>) : {};
    let dataId = one(query['data.id']) ?? one(queryData.id) ?? one(body.data?.id);
    // The documented manifest takes an alphanumeric data.id in lower case.
    if (dataId && /^[A-Za-z0-9]+$/.test(dataId)) dataId = dataId.toLowerCase();

    const signature = one(headers['x-signature']);
    const { InvalidWebhookSignatureError, Payment, WebhookSignatureValidator } = mercadopagoSdk();
    try {
      WebhookSignatureValidator.validate({ xSignature: signature, xRequestId: one(headers['x-request-id']), dataId, secret: credentials.webhook_secret });
    } catch (e) {
      if (e instanceof InvalidWebhookSignatureError) throw new NotVerified(e.reason);
      throw e;
    }
    // The signature decides, not the age of its `ts`. Mercado Pago's "Webhooks" page makes an age check
    // optional and does not say a retry is signed anew, while it resends what is not answered 200/201
    // every 15 minutes and later, without end: a window would turn our own 503 (Mercado Pago down while
    // we read the payment back) into a paid order left PENDING. Nothing here is believed (the payment is
    // read back), so a replay only reads the payment again and finds its event applied.

    const type = one(body.type) ?? one(query.type) ?? one(query.topic);
    if (type === 'subscription_authorized_payment' && dataId) return [await authorizedPaymentUpdate(dataId, credentials, config)];
    if (type === 'subscription_preapproval' && dataId) return [await preapprovalUpdate(dataId, credentials, config)];
    if (type !== 'payment' || !dataId) {
      // merchant_order, chargebacks, subscriptions...: a payment's own notification carries what we act on.
      return [{ eventId: `${type ?? 'unknown'}:${dataId ?? ''}`, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null }];
    }

    let payment: PaymentResponse;
    try {
      payment = await at(config.mercadopagoApiUrl, () => new Payment(sdkConfig(credentials.access_token, config.timeoutMs)).get({ id: dataId }));
    } catch (e) {
      // Not a payment of this store's account (its token cannot see it): no retry would change that.
      if ((e as { status?: number }).status === 404) {
        return [
          {
            eventId: `${dataId}:not_found`,
            kind: 'IGNORED',
            internalId: null,
            externalId: null,
            amount: null,
            currency: null,
            warning: "payment notification names a payment the store's Mercado Pago account does not have",
          },
        ];
      }
      throw e;
    }
    const paymentId = payment.id !== undefined ? String(payment.id) : dataId;
    const status = payment.status ?? 'unknown';
    // A subscription's charge: its authorized payment's notification (subscription_authorized_payment)
    // is the one that renews. This one, naming the first order's reference, must not approve it again.
    if (payment.operation_type === 'recurring_payment') {
      return [{ eventId: `${paymentId}:${status}`, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null }];
    }
    return [
      {
        // The same notification again finds this event applied; a later status of the same payment is a new event.
        eventId: `${paymentId}:${status}`,
        kind: KIND[status] ?? 'IGNORED',
        internalId: payment.external_reference || null,
        externalId: paymentId,
        amount: decimal(payment.transaction_amount),
        currency: payment.currency_id ? payment.currency_id.toUpperCase() : null,
        paymentMethod: methodOf(payment),
      },
    ];
  },

  async cancelSubscription({ providerId, credentials, config }) {
    // Mercado Pago has no "at the period's end": cancelled stops every later charge, and the buyer keeps
    // the paid period here until it ends (the subscriptions module expires it then).
    const { PreApproval } = mercadopagoSdk();
    const client = () => new PreApproval(sdkConfig(credentials.access_token, config.timeoutMs));
    try {
      await at(config.mercadopagoApiUrl, () => client().update({ id: providerId, body: { status: 'cancelled' } }));
    } catch (e) {
      // Cancelled already (by the buyer at Mercado Pago, or after three rejected installments): done.
      if ((e as { status?: number }).status === 400) {
        const read: PreApprovalResponse = await at(config.mercadopagoApiUrl, () => client().get({ id: providerId }));
        if (read.status === 'cancelled') return;
      }
      throw e;
    }
  },

  async refund({ order, credentials, config, idempotencyKey }) {
    if (!order.externalId) throw new Error('the order has no Mercado Pago payment id to refund');
    const externalId = order.externalId;
    const { Payment, PaymentRefund } = mercadopagoSdk();
    // Read back first: an order approved by hand may hold a Pix charge the buyer never paid (nothing to
    // give back), or a payment already refunded at Mercado Pago (done).
    const payment: PaymentResponse = await at(config.mercadopagoApiUrl, () =>
      new Payment(sdkConfig(credentials.access_token, config.timeoutMs)).get({ id: externalId }),
    );
    if (payment.status !== 'approved') return;
    // The whole payment (no amount); the key makes an owner's retry after a timeout the same refund.
    await at(config.mercadopagoApiUrl, () =>
      new PaymentRefund(sdkConfig(credentials.access_token, config.timeoutMs, `${idempotencyKey}-${externalId}`)).create({
        payment_id: externalId,
        body: {},
      }),
    );
  },
};
