import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { startHttpFake, type FakeReply, type FakeRequest, type HttpFake } from './wallet-fake-server';

/**
 * PayPal's REST API, only the endpoints the PAYPAL provider calls, with PayPal's shapes:
 *
 *   POST /v1/oauth2/token                          client credentials (Basic) -> bearer token
 *   POST /v2/checkout/orders                       create (PayPal-Request-Id replays)
 *   GET  /v2/checkout/orders/:id                   show
 *   POST /v2/checkout/orders/:id/capture           capture an APPROVED order (ORDER_ALREADY_CAPTURED after)
 *   GET  /v2/payments/captures/:id                 show a capture
 *   POST /v2/payments/captures/:id/refund          refund it wholly (CAPTURE_FULLY_REFUNDED after)
 *   POST /v1/notifications/verify-webhook-signature
 *
 * Orders and captures belong to the app (client_id) whose token made them: another app's token gets
 * PayPal's 404. Webhooks are signed as PayPal signs them: SHA256withRSA over
 * `transmission_id|transmission_time|webhook_id|crc32(body)` with the fake's key; the verify endpoint
 * checks exactly that, so it answers SUCCESS only for a transmission the fake sent, unaltered, for
 * that webhook id, asked by the app the webhook belongs to (`registerWebhook`).
 *
 * Access tokens live `expires_in` seconds (9 hours, as PayPal's; `tokenLifetime` shortens it) and are
 * refused after (401 invalid_token), as are those of an app whose credentials PayPal no longer takes
 * (`refusedClients`) and those `revokeTokens()` drops: what an integration that caches tokens meets.
 */

interface PaypalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
  clientId: string;
  orderId: string;
}

interface PaypalOrder {
  id: string;
  clientId: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  request: any;
  capture?: PaypalCapture;
}

export interface SignedWebhook {
  headers: Record<string, string>;
  /** The raw body, exactly the bytes that were signed. */
  body: string;
  event: any;
}

export interface PaypalFake extends HttpFake {
  orders: Map<string, PaypalOrder>;
  captures: Map<string, PaypalCapture>;
  /** The buyer approves the order at PayPal; returns its CHECKOUT.ORDER.APPROVED webhook for `webhookId`. */
  approve(orderId: string, webhookId: string): SignedWebhook;
  /** The next capture is made with this amount (a PayPal that charged something else), or this status. */
  nextCapture(fields: { amount?: { currency_code: string; value: string }; status?: string }): void;
  /** Captures an approved order as if PayPal did it elsewhere (no request): for PAYMENT.CAPTURE.* events. */
  captureNow(orderId: string): PaypalCapture;
  /** A webhook event as PayPal sends it to `webhookId`'s URL: event envelope, headers, signature. */
  webhook(eventType: string, resourceType: string, resource: unknown, webhookId: string): SignedWebhook;
  /** The resource PayPal puts in PAYMENT.CAPTURE.COMPLETED / REFUNDED / REVERSED for this capture. */
  captureResource(capture: PaypalCapture): any;
  refundResource(capture: PaypalCapture, refundId?: string): any;
  /** Client ids whose token requests are refused (401 invalid_client), and whose tokens no longer work. */
  refusedClients: Set<string>;
  /** The `expires_in` of the tokens issued from now on, in seconds. */
  tokenLifetime: number;
  /** Every token issued so far stops working (401 invalid_token), as when PayPal drops them. */
  revokeTokens(): void;
  /** The webhook (its id, as the app's dashboard shows it) belongs to this app. */
  registerWebhook(clientId: string, webhookId: string): void;
}

const ids = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

const error = (status: number, name: string, issue?: string): FakeReply => ({
  status,
  body: {
    name,
    message: name.replace(/_/g, ' ').toLowerCase(),
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: issue }] } : {}),
  },
});

export async function startPaypalFake(): Promise<PaypalFake> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();
  const webhooks = new Map<string, string>();
  const lifetime = { seconds: 32400 };
  const orders = new Map<string, PaypalOrder>();
  const captures = new Map<string, PaypalCapture>();
  const replays = new Map<string, FakeReply>();
  const refunded = new Map<string, string>();
  const refusedClients = new Set<string>();
  let next: { amount?: PaypalCapture['amount']; status?: string } = {};
  let base = '';
  const certUrl = () => `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`;

  /** The app whose bearer token this is, or null (401): unknown, expired, revoked or of a refused app. */
  const app = (req: FakeRequest) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const token = m ? tokens.get(m[1]) : undefined;
    if (!token || token.expiresAt <= Date.now() || refusedClients.has(token.clientId)) return null;
    return token.clientId;
  };
  const unauthorized: FakeReply = { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };

  /** PayPal-Request-Id: the same key for the same call gives the first answer again. */
  const idempotent = (req: FakeRequest, clientId: string, work: () => FakeReply): FakeReply => {
    const key = req.headers['paypal-request-id'];
    if (!key) return work();
    const k = `${clientId}|${req.route}|${JSON.stringify(req.params)}|${key}`;
    const seen = replays.get(k);
    if (seen) return { ...seen, status: 200 };
    const reply = work();
    if (reply.status < 300) replays.set(k, reply);
    return reply;
  };

  const orderBody = (o: PaypalOrder) => {
    const pu = o.request.purchase_units[0];
    return {
      id: o.id,
      intent: o.request.intent,
      status: o.status,
      purchase_units: [
        {
          reference_id: pu.reference_id ?? 'default',
          amount: pu.amount,
          ...(pu.custom_id ? { custom_id: pu.custom_id } : {}),
          ...(pu.invoice_id ? { invoice_id: pu.invoice_id } : {}),
          ...(o.capture ? { payments: { captures: [captureBody(o.capture)] } } : {}),
        },
      ],
      links: [
        { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        ...(o.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `https://www.paypal.com/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }] : []),
      ],
    };
  };
  const captureBody = (c: PaypalCapture) => ({
    id: c.id,
    status: c.status,
    amount: c.amount,
    final_capture: true,
    ...(c.custom_id ? { custom_id: c.custom_id } : {}),
    ...(c.invoice_id ? { invoice_id: c.invoice_id } : {}),
    links: [
      { href: `${base}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${c.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${c.orderId}`, rel: 'up', method: 'GET' },
    ],
  });

  const capture = (o: PaypalOrder): PaypalCapture => {
    const pu = o.request.purchase_units[0];
    const c: PaypalCapture = {
      id: ids(),
      status: next.status ?? 'COMPLETED',
      amount: next.amount ?? pu.amount,
      custom_id: pu.custom_id,
      invoice_id: pu.invoice_id,
      clientId: o.clientId,
      orderId: o.id,
    };
    next = {};
    captures.set(c.id, c);
    o.capture = c;
    o.status = 'COMPLETED';
    return c;
  };

  const signed = (event: any, webhookId: string): SignedWebhook => {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = createSign('sha256')
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
      .sign(privateKey, 'base64');
    return {
      body,
      event,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sig,
        'paypal-cert-url': certUrl(),
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  };

  const webhook = (eventType: string, resourceType: string, resource: unknown, webhookId: string) =>
    signed(
      {
        id: `WH-${ids()}`,
        create_time: new Date().toISOString(),
        resource_type: resourceType,
        event_type: eventType,
        summary: eventType,
        resource,
        event_version: '1.0',
        resource_version: '2.0',
        links: [],
      },
      webhookId,
    );

  const fake = await startHttpFake({
    'POST /v1/oauth2/token': (req) => {
      const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const [clientId, secret] = m ? Buffer.from(m[1], 'base64').toString().split(':') : [];
      if (!clientId || !secret || refusedClients.has(clientId) || !/grant_type=client_credentials/.test(req.body)) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.set(token, { clientId, expiresAt: Date.now() + lifetime.seconds * 1000 });
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: `APP-${ids()}`,
          expires_in: lifetime.seconds,
          nonce: randomUUID(),
        },
      };
    },

    'POST /v2/checkout/orders': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      const b = req.json;
      const pu = b?.purchase_units?.[0];
      if (b?.intent !== 'CAPTURE' && b?.intent !== 'AUTHORIZE') return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      if (!pu?.amount?.currency_code || !/^\d+(\.\d{2})?$/.test(pu.amount.value ?? '')) return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      return idempotent(req, clientId, () => {
        const o: PaypalOrder = { id: ids(), clientId, status: 'PAYER_ACTION_REQUIRED', request: b };
        orders.set(o.id, o);
        const body = orderBody(o);
        return { status: 201, body: req.headers.prefer === 'return=minimal' ? { id: body.id, status: body.status, links: body.links } : body };
      });
    },

    'GET /v2/checkout/orders/:id': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      const o = orders.get(req.params.id);
      if (!o || o.clientId !== clientId) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return { status: 200, body: orderBody(o) };
    },

    'POST /v2/checkout/orders/:id/capture': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      return idempotent(req, clientId, () => {
        const o = orders.get(req.params.id);
        if (!o || o.clientId !== clientId) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (o.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (o.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        capture(o);
        return { status: 201, body: orderBody(o) };
      });
    },

    'GET /v2/payments/captures/:id': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      const c = captures.get(req.params.id);
      if (!c || c.clientId !== clientId) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return { status: 200, body: captureBody(c) };
    },

    'POST /v2/payments/captures/:id/refund': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      return idempotent(req, clientId, () => {
        const c = captures.get(req.params.id);
        if (!c || c.clientId !== clientId) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (c.status === 'REFUNDED') return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
        if (c.status !== 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'CANNOT_BE_REFUNDED');
        c.status = 'REFUNDED';
        const refundId = ids();
        refunded.set(c.id, refundId);
        return {
          status: 201,
          body: {
            id: refundId,
            status: 'COMPLETED',
            links: [
              { href: `${base}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
              { href: `${base}/v2/payments/captures/${c.id}`, rel: 'up', method: 'GET' },
            ],
          },
        };
      });
    },

    'POST /v1/notifications/verify-webhook-signature': (req) => {
      const clientId = app(req);
      if (!clientId) return unauthorized;
      const b = req.json;
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
      if (!b || fields.some((f) => typeof b[f] !== 'string') || typeof b.webhook_event !== 'object')
        return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
      // PayPal's CRC is of the event as it sent it; the provider sends the raw body back, which for
      // PayPal's compact JSON serialises back to the same bytes.
      const expected = `${b.transmission_id}|${b.transmission_time}|${b.webhook_id}|${crc32(JSON.stringify(b.webhook_event))}`;
      let ok = false;
      try {
        ok =
          // An app verifies only its own webhooks' transmissions.
          webhooks.get(b.webhook_id) === clientId &&
          b.auth_algo === 'SHA256withRSA' &&
          b.cert_url === certUrl() &&
          createVerify('sha256').update(expected).verify(publicKey, b.transmission_sig, 'base64');
      } catch {
        ok = false;
      }
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    },
  });
  base = fake.url;

  const captureResource = (c: PaypalCapture) => ({
    ...captureBody(c),
    supplementary_data: { related_ids: { order_id: c.orderId } },
    create_time: new Date().toISOString(),
    update_time: new Date().toISOString(),
  });

  return {
    ...fake,
    orders,
    captures,
    refusedClients,
    get tokenLifetime() {
      return lifetime.seconds;
    },
    set tokenLifetime(seconds: number) {
      lifetime.seconds = seconds;
    },
    revokeTokens() {
      tokens.clear();
    },
    registerWebhook(clientId, webhookId) {
      webhooks.set(webhookId, clientId);
    },
    approve(orderId, webhookId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`the fake has no order ${orderId}`);
      o.status = 'APPROVED';
      return webhook(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        { ...orderBody(o), payer: { email_address: 'buyer@example.com', payer_id: ids() } },
        webhookId,
      );
    },
    nextCapture(fields) {
      next = fields;
    },
    captureNow(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`the fake has no order ${orderId}`);
      return capture(o);
    },
    webhook,
    captureResource,
    refundResource(c, refundId) {
      return {
        id: refundId ?? refunded.get(c.id) ?? ids(),
        status: 'COMPLETED',
        amount: c.amount,
        ...(c.custom_id ? { custom_id: c.custom_id } : {}),
        ...(c.invoice_id ? { invoice_id: c.invoice_id } : {}),
        links: [
          { href: `${base}/v2/payments/refunds/${refundId ?? 'X'}`, rel: 'self', method: 'GET' },
          { href: `${base}/v2/payments/captures/${c.id}`, rel: 'up', method: 'GET' },
        ],
      };
    },
  };
}
