import { Currency, DeliveryType, Gateway, OrderEmailKind, OrderEmailStatus, OrderStatus, PromoType } from '../../generated/prisma/enums';
import { count, display, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { OrderDiscordAction } from '../discord/discord.responses';
import { PAYMENT_METHODS } from '../payments/payment.types';

/** REST response schemas of orders: what order.present.ts returns (and webhook payloads carry as `data`). */

const OrderVariable = named(
  'OrderVariable',
  z.strictObject({
    id: id(),
    store_id: id(),
    order_id: id(),
    name: z.string(),
    value: z.string(),
    ...timestampsShape,
  }),
);

const OrderLine = named(
  'OrderLine',
  z.strictObject({
    id: id(),
    package_id: id().nullable().describe('null once the package is deleted'),
    name: z.string().describe('The package name when ordered'),
    quantity: z.int().min(1),
    unit_price: money(),
    price: money(),
    price_display: display().describe("price as text in the store's locale and currency"),
    fields: z.record(z.string(), z.string()).describe('The custom field values the buyer filled, by field name'),
  }),
);

export const Delivery = named(
  'Delivery',
  z.strictObject({
    id: id(),
    store_id: id(),
    order_package_id: id().nullable(),
    license_key_id: id().nullable(),
    type: z.enum(DeliveryType),
    value: z.string(),
    render: z.boolean().describe('true: value is HTML to render'),
    ...timestampsShape,
  }),
);

/** An e-mail to the order's buyer and how its sending went (src/modules/mail). */
export const OrderEmail = named(
  'OrderEmail',
  z.strictObject({
    id: id(),
    kind: z
      .enum(OrderEmailKind)
      .describe('What it tells the buyer: APPROVED (the order and everything it delivered), REFUNDED or CHARGEDBACK (a short notice)'),
    to: z.string().describe("The buyer's address it goes to (the order's client_email)"),
    subject: z.string(),
    status: z
      .enum(OrderEmailStatus)
      .describe("PENDING: waiting for its first attempt or a retry; SENT: the store's SMTP server took it (250); FAILED: the last retry failed"),
    attempts: count().describe('Attempts made so far'),
    last_error: z
      .string()
      .nullable()
      .describe("What the last failed attempt got: the SMTP server's answer (451 4.3.0 ...) or why it could not be reached; null once sent"),
    next_attempt_at: StoreTimestamp.nullable().describe('When the next retry runs; null when none is waiting'),
    sent_at: StoreTimestamp.nullable().describe('When the SMTP server took it; null until then'),
    ...timestampsShape,
  }),
);

/** The Order as GET returns it, and as webhook payloads carry it. */
export const Order = named(
  'Order',
  z.strictObject({
    id: id(),
    store_id: id(),
    client_identifier: z.string().nullable().describe('The player the commands are for; null when the checkout named none (nothing in its cart needed one)'),
    client_email: z.string(),
    client_name: z.string(),
    client_document: z.string().nullable(),
    client_phone: z.string().nullable(),
    client_discord: z.string().nullable(),
    price: money(),
    net_received: money(),
    internal_id: z.string().describe('The buyer-facing reference'),
    external_id: z.string().nullable().describe("The payment provider's id of the payment (or of the checkout, until paid); null without one"),
    review_reason: z
      .string()
      .nullable()
      .describe(
        "Why a provider's payment did not approve the order (another amount or currency, paid after canceling, a second payment): the owner should look; null when none",
      ),
    promo_code: z.string().nullable(),
    promo_type: z.enum(PromoType).nullable(),
    promo_value: money().nullable(),
    gateway: z.enum(Gateway),
    payment_method: z
      .enum(PAYMENT_METHODS)
      .nullable()
      .describe('How the order was paid, as its payment provider reported it; null until a provider confirms a payment (or when it does not say)'),
    status: z.enum(OrderStatus),
    metadata: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .nullable()
      .describe("The integrator's own key/value data, as given at checkout or by PATCH; null when none"),
    manually_created: z.boolean(),
    manually_refunded: z.boolean(),
    manually_approved: z.boolean(),
    paid_at: StoreTimestamp.nullable(),
    ...timestampsShape,
    currency: z.enum(Currency),
    variables: z.array(OrderVariable),
    packages: z.array(OrderLine),
    deliveries: z.array(Delivery).describe('What approval delivered (license keys, content), oldest first; empty until approved'),
    emails: z
      .array(OrderEmail)
      .describe(
        'E-mails to the buyer (on approval, refund and chargeback; POST /v1/app/order/{id}/email/resend), oldest first; empty until approved, and while the server sends no e-mail',
      ),
    discord_actions: z
      .array(OrderDiscordAction)
      .describe("Each run of the packages' Discord actions (roles given and taken back, messages), oldest first, with its status; empty until approved"),
    price_display: display(),
    status_display: display(),
    gateway_display: display(),
  }),
);

/** POST /v1/webstore/checkout and POST /v1/app/checkout. */
export const CheckoutResult = named(
  'CheckoutResult',
  z.strictObject({
    order_id: id().describe('The order id (GET /v1/webstore/order_status/{id} answers for it during a day)'),
    internal_id: z.string().describe('The reference to show the buyer and to poll GET /v1/webstore/order_status/{id} with'),
    status: z.enum(OrderStatus),
    price: money(),
    price_display: display(),
    formatted_price: display().describe('The same text as price_display'),
    checkout_url: z.string().nullable().describe("The payment page to send the buyer to; null until the store's gateway gives one"),
    pix_code: z.string().nullable().describe('The Pix copy-and-paste code; null until the gateway gives one'),
    qr_code: z.string().nullable().describe('The Pix QR code, a base64 PNG; null until the gateway gives one'),
  }),
);

export const OrderNote = named(
  'OrderNote',
  z.strictObject({
    id: id(),
    order_id: id(),
    user_id: z.int().min(0).describe('The id of the API key that wrote it (0: written by the system)'),
    content: z.string(),
    ...timestampsShape,
  }),
);

export type OrderVariableJson = z.output<typeof OrderVariable>;
export type OrderLineJson = z.output<typeof OrderLine>;
export type OrderJson = z.output<typeof Order>;
export type CheckoutResultJson = z.output<typeof CheckoutResult>;
export type OrderNoteJson = z.output<typeof OrderNote>;
export type DeliveryJson = z.output<typeof Delivery>;
export type OrderEmailJson = z.output<typeof OrderEmail>;
