import type * as PaypalSdk from '@paypal/paypal-server-sdk';
import type { OAuthToken, Order } from '@paypal/paypal-server-sdk';
import { createHash } from 'node:crypto';
import { z } from '../../../lib/validation';
import type { Config } from '../../../config';
import { NotVerified, type PaymentOrder, type PaymentProvider, type PaymentUpdate } from '../payment.types';

/**
 * PayPal: Orders v2 through @paypal/paypal-server-sdk, captured when the buyer approves.
 *
 * - Checkout creates an order (intent CAPTURE) whose purchase unit carries the order's internal id as
 *   custom_id and invoice_id; the buyer is sent to its payer-action (approve) link.
 * - Notifications are webhooks, verified by PayPal itself (POST /v1/notifications/verify-webhook-signature
 *   with the transmission headers and the store's webhook_id); only then is the event read.
 *   CHECKOUT.ORDER.APPROVED is captured here; the completed capture is the payment (its id is the
 *   order's external_id: refunds need it).
 * - An owner's REFUNDED refunds the capture.
 */

const paypalCredentials = z.object({
  client_id: z.string().trim().min(8).max(256),
  client_secret: z.string().trim().min(8).max(256),
  webhook_id: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'must be the webhook id PayPal shows (letters, digits, -)'),
});
export type PaypalCredentials = z.output<typeof paypalCredentials>;

type Payments = Config['payments'];

/**
 * The SDK is loaded by the first PayPal call, not at start-up: it is the heaviest module the
 * service would load (about 150 ms of CPU and 20-30 MiB with its @apimatic dependencies), for a
 * gateway most stores never enable.
 */
let loaded: typeof PaypalSdk | undefined;
const paypalSdk = () => (loaded ??= require('@paypal/paypal-server-sdk') as typeof PaypalSdk);

/** An SDK error: none can exist before the SDK is loaded. */
const isApiError = (e: unknown): e is PaypalSdk.ApiError => loaded !== undefined && e instanceof loaded.ApiError;

/**
 * Access tokens, kept until a margin before their `expires_in` (9 hours at PayPal), per store and app.
 * PayPal asks integrations to reuse a token until it expires and names one per call as a cause of
 * RATE_LIMIT_REACHED ("Rate limiting guidelines"): a flash sale would then have checkouts answered
 * without payment data. The key holds the store (a token is never shared across stores, even of one
 * app), the app (client id, and a digest of its secret, so new credentials take effect at once) and
 * PAYPAL_API_URL. An entry holds the request while it is under way, so concurrent calls share it.
 */
interface CachedToken {
  token: Promise<string>;
  /** When to ask for a new one (ms since the epoch); Infinity while the request is under way. */
  refreshAt: number;
  value?: string;
}
const tokens = new Map<string, CachedToken>();

/** How long before `expires_in` a token is replaced: 5 minutes, or half its life when shorter. */
const refreshMargin = (lifetimeS: number) => Math.min(300, lifetimeS / 2);

/** A token request PayPal refused or did not answer: not a rejected token, so no second try. */
class TokenFailure extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'TokenFailure';
  }
}

function cachedToken(key: string, request: () => Promise<OAuthToken>): Promise<string> {
  const now = Date.now();
  const cached = tokens.get(key);
  if (cached && cached.refreshAt > now) return cached.token;
  for (const [k, entry] of tokens) if (entry.refreshAt <= now) tokens.delete(k);
  const entry: CachedToken = { refreshAt: Number.POSITIVE_INFINITY, token: Promise.resolve('') };
  entry.token = request().then(
    (t) => {
      const lifetimeS = t.expiresIn === undefined ? 0 : Number(t.expiresIn);
      entry.refreshAt = Date.now() + Math.max(0, lifetimeS - refreshMargin(lifetimeS)) * 1000;
      entry.value = t.accessToken;
      return t.accessToken;
    },
    (e) => {
      if (tokens.get(key) === entry) tokens.delete(key);
      throw new TokenFailure(e);
    },
  );
  tokens.set(key, entry);
  return entry.token;
}

/** A call PayPal answered 401: the token it carried is no longer taken (expired early, revoked). */
const tokenRejected = (e: unknown) =>
  !(e instanceof TokenFailure) && (e as { status?: number; statusCode?: number } | null)?.[isApiError(e) ? 'statusCode' : 'status'] === 401;

/**
 * The SDK for one store's credentials, every request (the OAuth token's too) sent to PAYPAL_API_URL.
 * The SDK takes no base URL: its Environment is Production or Sandbox, each with a fixed host. Its
 * controllers take any client that hands out request builders, and a builder takes request
 * interceptors (`interceptRequest`, @apimatic/core's builder, which the SDK does not document), so the
 * builders handed out here move each request onto the configured origin before it leaves. That is an
 * internal: the SDK is pinned to an exact version (package.json), and test/payments/sdk-internals.test.ts
 * fails when the builder or its interceptor moves, or a request would leave for PayPal's own host
 * (docs/DECISIONS.md). The token comes from the cache above; a request for one is bounded by the
 * payment timeout, not by the signal of the call that happened to start it (others may be waiting on it).
 */
export function paypalApi(storeId: number, credentials: PaypalCredentials, config: Payments, signal: AbortSignal) {
  const { Client, Environment, OAuthAuthorizationController, OrdersController, PaymentsController } = paypalSdk();
  let used: string | undefined;
  const sdk = new Client({
    environment: Environment.Production,
    timeout: config.timeoutMs,
    clientCredentialsAuthCredentials: {
      oAuthClientId: credentials.client_id,
      oAuthClientSecret: credentials.client_secret,
      oAuthTokenProvider: async () => ({ accessToken: await accessToken(), tokenType: 'Bearer' }),
    },
  });
  const builders = sdk.getRequestBuilderFactory();
  const rebased: typeof builders = (...args) => {
    const builder = builders(...args);
    builder.interceptRequest((request) => {
      const url = new URL(request.url);
      return { ...request, url: `${config.paypalApiUrl}${url.pathname}${url.search}` };
    });
    return builder;
  };
  const client = { getRequestBuilderFactory: () => rebased };
  const oauth = new OAuthAuthorizationController(client);
  const basic = `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
  const secretDigest = createHash('sha256').update(credentials.client_secret).digest('hex').slice(0, 16);
  const key = `${config.paypalApiUrl}|${storeId}|${credentials.client_id}|${secretDigest}`;
  const accessToken = async () => {
    used = await cachedToken(key, () =>
      oauth.requestToken({ authorization: basic }, undefined, { abortSignal: AbortSignal.timeout(config.timeoutMs) }).then((r) => r.result),
    );
    return used;
  };
  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    /** The bearer token, for the one call the SDK has no controller for (verify-webhook-signature). */
    bearer: async () => `Bearer ${await accessToken()}`,
    /** Forgets the token this client used, when PayPal refused it (unless another call replaced it already). */
    dropToken: () => {
      const cached = tokens.get(key);
      if (cached && used !== undefined && cached.value === used) tokens.delete(key);
    },
    options: { abortSignal: signal },
  };
}

/**
 * Runs `work` with a client; a 401 (the cached token no longer taken) drops that token and runs it once
 * more with a new one. What `work` sends is safe to send twice: PayPal-Request-Id keys each write.
 */
async function withPaypal<T>(make: () => PaypalApi, work: (api: PaypalApi) => Promise<T>): Promise<T> {
  const api = make();
  try {
    return await work(api);
  } catch (e) {
    if (!tokenRejected(e)) throw e;
    api.dropToken();
    return work(make());
  }
}

type PaypalApi = ReturnType<typeof paypalApi>;

/** What a PayPal error may say in a log: the status and PayPal's error name, never the request (it holds the token). */
function failure(what: string, e: unknown): Error {
  // Not a 401 to retry: the token request itself was refused (invalid_client) or went unanswered.
  if (e instanceof TokenFailure) return new Error(failure(`gave no access token (${what})`, e.cause).message);
  if (isApiError(e)) {
    const body = e.result as { name?: string; error?: string; details?: { issue?: string }[] } | undefined;
    const name = body?.details?.[0]?.issue ?? body?.name ?? body?.error ?? 'no error name';
    // The status goes along: a 401 is a token PayPal no longer takes, which withPaypal retries.
    return Object.assign(new Error(`PayPal ${what}: HTTP ${e.statusCode} (${name})`), { status: e.statusCode });
  }
  return Object.assign(new Error(`PayPal ${what}: ${e instanceof Error ? e.message : String(e)}`), {
    status: (e as { status?: number } | null)?.status,
  });
}

/** The issue PayPal names in a 4xx answer (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED...), or null. */
function issueOf(e: unknown): string | null {
  if (!isApiError(e)) return null;
  const body = e.result as { name?: string; details?: { issue?: string }[] } | undefined;
  return body?.details?.[0]?.issue ?? body?.name ?? null;
}

/** PayPal's final word on the request (not a 401: that is our token, taken again by withPaypal). */
const isClientError = (e: unknown) => isApiError(e) && e.statusCode >= 400 && e.statusCode < 500 && e.statusCode !== 401;

/** PayPal's locale format (xx or xx-YY); the store's locale is passed only when it fits. */
const LOCALE = /^[a-z]{2}(?:-[A-Z]{2})?$/;

/** Our internal ids: PayPal carries them back in custom_id / invoice_id (and disputes in custom / invoice_number). */
const INTERNAL_ID = /^[0-9A-Z]{12}$/;
const internalIdOf = (...values: unknown[]) => {
  for (const v of values) if (typeof v === 'string' && INTERNAL_ID.test(v.toUpperCase())) return v.toUpperCase();
  return null;
};

const TRANSMISSION_HEADERS = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'] as const;

interface WebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the resource's shape depends on event_type; each field read is checked where it is used.
  resource: Record<string, any>;
}

/**
 * Asks PayPal whether this transmission is one it sent for the store's webhook. The event goes back
 * exactly as it arrived (its raw bytes, already checked to be one JSON object): PayPal checks a CRC of
 * it, and a re-serialised event can differ from what it signed.
 */
async function verifyWebhook(
  api: PaypalApi,
  config: Payments,
  credentials: PaypalCredentials,
  headers: Record<(typeof TRANSMISSION_HEADERS)[number], string>,
  raw: string,
  signal: AbortSignal,
) {
  const body =
    `{"auth_algo":${JSON.stringify(headers['paypal-auth-algo'])},"cert_url":${JSON.stringify(headers['paypal-cert-url'])},` +
    `"transmission_id":${JSON.stringify(headers['paypal-transmission-id'])},"transmission_sig":${JSON.stringify(headers['paypal-transmission-sig'])},` +
    `"transmission_time":${JSON.stringify(headers['paypal-transmission-time'])},"webhook_id":${JSON.stringify(credentials.webhook_id)},"webhook_event":${raw}}`;
  const authorization = await api.bearer();
  const res = await fetch(`${config.paypalApiUrl}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal,
  });
  const answer = (await res.json().catch(() => null)) as { verification_status?: string; name?: string } | null;
  // A 4xx is PayPal's answer about this transmission (a malformed signature, a foreign certificate);
  // a 5xx or no answer says nothing about it, and PayPal retries the webhook on our 503.
  if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 408 || res.status === 429) {
    throw Object.assign(new Error(`PayPal verify-webhook-signature: HTTP ${res.status}${answer?.name ? ` (${answer.name})` : ''}`), { status: res.status });
  }
  if (!res.ok) throw new NotVerified(`PayPal refused to verify the transmission (HTTP ${res.status}${answer?.name ? ` ${answer.name}` : ''})`);
  if (answer?.verification_status !== 'SUCCESS') throw new NotVerified(`PayPal says the transmission is ${answer?.verification_status ?? 'not verified'}`);
}

/** A capture as PayPal's JSON has it (a webhook's resource; the SDK's camelCase capture is mapped to it). */
interface CaptureJson {
  id?: string;
  status?: string;
  amount?: { value?: string; currency_code?: string };
  custom_id?: string;
  invoice_id?: string;
}

/** A completed capture as the payment: keyed by the capture, which CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED both describe. */
function paid(capture: CaptureJson, eventId: string, fallbackInternalId: string | null): PaymentUpdate {
  if (typeof capture.id !== 'string' || !capture.id || capture.status !== 'COMPLETED') return ignored(eventId);
  return {
    eventId: `capture:${capture.id}`,
    kind: 'PAID',
    internalId: internalIdOf(capture.custom_id, capture.invoice_id) ?? fallbackInternalId,
    externalId: capture.id,
    amount: typeof capture.amount?.value === 'string' ? capture.amount.value : null,
    currency: typeof capture.amount?.currency_code === 'string' ? capture.amount.currency_code.toUpperCase() : null,
    // A capture does not say whether the buyer used their balance or a card saved in PayPal: the wallet paid.
    paymentMethod: 'WALLET',
  };
}

const ignored = (eventId: string): PaymentUpdate => ({ eventId, kind: 'IGNORED', internalId: null, externalId: null, amount: null, currency: null });

/** The first completed capture of an order the SDK returned. */
function completedCapture(order: Order) {
  for (const unit of order.purchaseUnits ?? []) {
    for (const capture of unit.payments?.captures ?? []) if (capture.status === 'COMPLETED') return { capture, unit };
  }
  return null;
}

/**
 * CHECKOUT.ORDER.APPROVED: the buyer approved; we capture (PayPal-Request-Id keyed by the PayPal order,
 * so a retried webhook gets the same capture back). A capture PayPal refuses (declined instrument, an
 * order that is not this account's) is its final word: nothing is paid. An order captured earlier is
 * read back for its capture.
 */
async function captureApproved(api: PaypalApi, event: WebhookEvent): Promise<PaymentUpdate> {
  const orderId = event.resource?.id;
  if (typeof orderId !== 'string' || !orderId) return ignored(event.id);
  let order: Order;
  try {
    ({ result: order } = await api.orders.captureOrder({ id: orderId, paypalRequestId: `capture-${orderId}`, prefer: 'return=representation' }, api.options));
  } catch (e) {
    if (issueOf(e) === 'ORDER_ALREADY_CAPTURED') {
      try {
        ({ result: order } = await api.orders.getOrder({ id: orderId }, api.options));
      } catch (e2) {
        throw failure('did not show a captured order', e2);
      }
    } else if (isClientError(e)) {
      return ignored(event.id);
    } else {
      throw failure('did not capture the approved order', e);
    }
  }
  const found = completedCapture(order);
  if (!found) return ignored(event.id);
  const { capture, unit } = found;
  return paid(
    {
      id: capture.id,
      status: capture.status,
      amount: capture.amount && { value: capture.amount.value, currency_code: capture.amount.currencyCode },
      custom_id: capture.customId,
      invoice_id: capture.invoiceId,
    },
    event.id,
    internalIdOf(unit.customId, unit.invoiceId),
  );
}

/** The capture a refund or reversal belongs to: its `up` link (…/v2/payments/captures/{id}). */
function captureIdOf(resource: WebhookEvent['resource']): string | null {
  const links: { rel?: string; href?: string }[] = Array.isArray(resource?.links) ? resource.links : [];
  const up = links.find((l) => l.rel === 'up' && typeof l.href === 'string' && /\/captures\/[^/]+$/.test(l.href));
  return up ? decodeURIComponent(up.href!.split('/').pop()!) : null;
}

/**
 * PAYMENT.CAPTURE.REFUNDED comes for every refund, partial ones too: the capture is read back and the
 * order is REFUNDED only once the capture is (wholly) REFUNDED. A partial refund leaves it APPROVED.
 */
async function refunded(api: PaypalApi, event: WebhookEvent): Promise<PaymentUpdate> {
  const captureId = captureIdOf(event.resource);
  if (!captureId) return ignored(event.id);
  let status: string | undefined;
  try {
    ({
      result: { status },
    } = await api.payments.getCapturedPayment({ captureId }, api.options));
  } catch (e) {
    if (isClientError(e)) return ignored(event.id);
    throw failure('did not show the refunded capture', e);
  }
  if (status !== 'REFUNDED') return ignored(event.id);
  return {
    eventId: event.id,
    kind: 'REFUNDED',
    internalId: internalIdOf(event.resource.custom_id, event.resource.invoice_id),
    externalId: captureId,
    amount: null,
    currency: null,
  };
}

/**
 * Disputes: a dispute is a conversation until it is lost. CHARGEDBACK when it comes from outside PayPal
 * (dispute_channel EXTERNAL: the buyer's card issuer or bank took the money back) or when it is resolved
 * in the buyer's favour. PayPal's CHARGEBACK *stage* is not that: it is the claim stage, "a PayPal dispute
 * lifecycle stage and not a credit card or debit card chargeback" (Disputes lifecycle stages reference),
 * where every dispute starts for a merchant who opted out of inquiries, and which the store may still
 * win. An inquiry or a claim inside PayPal leaves the order alone until it is resolved.
 */
function disputed(event: WebhookEvent): PaymentUpdate {
  const d = event.resource ?? {};
  const lost = event.event_type === 'CUSTOMER.DISPUTE.CREATED' ? d.dispute_channel === 'EXTERNAL' : d.outcome?.outcome_code === 'RESOLVED_BUYER_FAVOUR';
  const tx = Array.isArray(d.disputed_transactions) ? d.disputed_transactions[0] : undefined;
  if (!lost || !tx) return ignored(event.id);
  return {
    eventId: event.id,
    kind: 'CHARGEDBACK',
    internalId: internalIdOf(tx.custom, tx.invoice_number),
    externalId: typeof tx.seller_transaction_id === 'string' ? tx.seller_transaction_id : null,
    amount: null,
    currency: null,
  };
}

/** PAYMENT.CAPTURE.REVERSED: PayPal took the payment back (a chargeback, a reversal); its resource is a refund of the capture. */
function reversed(event: WebhookEvent): PaymentUpdate {
  const r = event.resource ?? {};
  const captureId = event.resource_type === 'capture' ? r.id : captureIdOf(r);
  if (typeof captureId !== 'string') return ignored(event.id);
  return { eventId: event.id, kind: 'CHARGEDBACK', internalId: internalIdOf(r.custom_id, r.invoice_id), externalId: captureId, amount: null, currency: null };
}

function transmission(headers: Record<string, string | string[] | undefined>) {
  const out = {} as Record<(typeof TRANSMISSION_HEADERS)[number], string>;
  for (const name of TRANSMISSION_HEADERS) {
    const value = headers[name];
    if (typeof value !== 'string' || !value) throw new NotVerified(`no ${name} header`);
    out[name] = value;
  }
  return out;
}

function webhookEvent(raw: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new NotVerified('the body is not JSON');
  }
  const e = event as Partial<WebhookEvent> | null;
  if (!e || typeof e !== 'object' || Array.isArray(e) || typeof e.id !== 'string' || typeof e.event_type !== 'string') {
    throw new NotVerified('the body is not a PayPal webhook event');
  }
  return { ...e, resource: e.resource && typeof e.resource === 'object' ? e.resource : {} } as WebhookEvent;
}

export const paypalProvider: PaymentProvider<PaypalCredentials> = {
  gateway: 'PAYPAL',
  credentials: paypalCredentials,
  // Two decimals in the amount: PayPal refuses them for HUF, JPY and TWD.
  currencies: ['BRL', 'USD', 'EUR'],

  async createPayment({ order, store, credentials, urls, config, signal }) {
    const { CheckoutPaymentIntent, PaypalExperienceUserAction, PaypalWalletContextShippingPreference } = paypalSdk();
    let created: Order;
    try {
      ({ result: created } = await withPaypal(
        () => paypalApi(store.id, credentials, config, signal),
        (api) =>
          api.orders.createOrder(
            {
              // A retried create within PayPal's 6 hours gives the same order back.
              paypalRequestId: `order-${order.internalId}`,
              prefer: 'return=minimal',
              body: {
                intent: CheckoutPaymentIntent.Capture,
                purchaseUnits: [
                  {
                    referenceId: order.internalId,
                    customId: order.internalId,
                    invoiceId: order.internalId,
                    description: `${store.name} #${order.internalId}`.slice(0, 127),
                    amount: { currencyCode: order.currency, value: order.price },
                  },
                ],
                paymentSource: {
                  paypal: {
                    experienceContext: {
                      brandName: store.name.slice(0, 127),
                      ...(LOCALE.test(store.locale) ? { locale: store.locale } : {}),
                      returnUrl: urls.success,
                      cancelUrl: urls.cancel,
                      userAction: PaypalExperienceUserAction.PayNow,
                      // Digital goods: nothing to ship.
                      shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                    },
                  },
                },
              },
            },
            api.options,
          ),
      ));
    } catch (e) {
      throw failure('did not create the order', e);
    }
    const link = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!created.id || !link) throw new Error('PayPal created an order without an approve link');
    return { checkoutUrl: link.href, externalId: created.id };
  },

  async parseNotification({ storeId, notification, credentials, config, signal }) {
    const headers = transmission(notification.headers);
    const raw = notification.rawBody.toString('utf8');
    const event = webhookEvent(raw);
    const read = async (api: PaypalApi): Promise<PaymentUpdate[]> => {
      await verifyWebhook(api, config, credentials, headers, raw, signal);
      switch (event.event_type) {
        case 'CHECKOUT.ORDER.APPROVED':
          return [await captureApproved(api, event)];
        case 'PAYMENT.CAPTURE.COMPLETED':
          return [paid(event.resource, event.id, null)];
        case 'PAYMENT.CAPTURE.REFUNDED':
          return [await refunded(api, event)];
        case 'PAYMENT.CAPTURE.REVERSED':
          return [reversed(event)];
        case 'CUSTOMER.DISPUTE.CREATED':
        case 'CUSTOMER.DISPUTE.RESOLVED':
          return [disputed(event)];
        default:
          return [ignored(event.id)];
      }
    };
    try {
      return await withPaypal(() => paypalApi(storeId, credentials, config, signal), read);
    } catch (e) {
      throw e instanceof TokenFailure ? failure('could not verify the webhook', e) : e;
    }
  },

  /**
   * Refunds the whole capture (the order's external_id once PayPal confirmed it). PayPal-Request-Id is
   * keyed by the order, so an owner who retries after a timeout does not refund twice; a capture
   * already wholly refunded is done. An order approved by hand keeps the PayPal order id: it is read
   * back, and refunded through its capture if it has one; without one PayPal holds no money of it.
   */
  async refund({ storeId, order, credentials, config, signal, idempotencyKey }) {
    await withPaypal(
      () => paypalApi(storeId, credentials, config, signal),
      (api) => refundOrder(api, order, idempotencyKey),
    );
  },
};

/** The refund of `order` with one client (a 401 leaves with its status, for withPaypal to retry). */
async function refundOrder(api: PaypalApi, order: PaymentOrder, idempotencyKey: string) {
  const refundCapture = async (captureId: string) => {
    try {
      const { result } = await api.payments.refundCapturedPayment(
        { captureId, paypalRequestId: idempotencyKey, prefer: 'return=minimal', body: {} },
        api.options,
      );
      if (result.status === 'FAILED' || result.status === 'CANCELLED') throw new Error(`PayPal refund ${result.id ?? ''} is ${result.status}`);
    } catch (e) {
      if (issueOf(e) === 'CAPTURE_FULLY_REFUNDED') return;
      throw e;
    }
  };
  try {
    await refundCapture(order.externalId!);
  } catch (e) {
    if (!(isApiError(e) && e.statusCode === 404)) throw failure('did not refund the capture', e);
    let paypalOrder: Order;
    try {
      ({ result: paypalOrder } = await api.orders.getOrder({ id: order.externalId! }, api.options));
    } catch (e2) {
      throw failure(`knows no capture or order ${order.externalId}`, e2);
    }
    const found = completedCapture(paypalOrder);
    if (!found?.capture.id) return;
    try {
      await refundCapture(found.capture.id);
    } catch (e3) {
      throw failure('did not refund the capture', e3);
    }
  }
}
