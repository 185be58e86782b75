import { Currency, DeliveryType, Gateway, OrderEmailKind, OrderEmailStatus, OrderStatus, PromoType } from '../../generated/prisma/enums';
import { count, display, gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { OrderDiscordAction } from '../discord/discord.responses';
import { PAYMENT_METHODS } from '../payments/payment.types';
import { OrderRefund } from '../payments/refund.responses';

/** REST response schemas of orders: what order.present.ts returns (and webhook payloads carry as `data`). */

export const OrderVariable = gql(
  named(
    'OrderVariable',
    z.strictObject({
      id: id().describe('Order variable id.'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      order_id: id().describe('Id of the order it belongs to.'),
      name: z.string().describe("Variable name, 1..64 characters: a store variable's name or a free key; unique within the order."),
      value: z.string().describe("The buyer's value, up to 255 characters."),
      ...timestampsShape,
    }),
    'A value for a store variable, given at checkout or set by updateOrder; commands use it as {name}.',
  ),
  { fields: { createdAt: "When it was given, in the store's offset." } },
);

export const OrderLine = named(
  'OrderLine',
  z.strictObject({
    id: id().describe('Line id (Delivery.orderPackageId refers to it).'),
    package_id: gql(id().nullable().describe('null once the package is deleted'), {
      description: 'Id of the package sold; null once the package has been deleted.',
    }),
    name: gql(z.string().describe('The package name when ordered'), { description: "The package's name at the time of sale." }),
    quantity: z.int().min(1).describe('Units bought, 1..999 (1 for SINGLE and per-user-limited packages).'),
    unit_price: gql(money(), { description: "The package's price at the time of sale, in the order's currency." }),
    price: gql(money(), { description: 'unitPrice x quantity, before any coupon.' }),
    price_display: gql(display().describe("price as text in the store's locale and currency"), {
      description: "price as text in the store's locale and currency (R$ 59,80).",
    }),
    fields: gql(z.record(z.string(), z.string()).describe('The custom field values the buyer filled, by field name'), {
      description: "The buyer's values for the package's custom fields, by field id; {} when none.",
    }),
  }),
  'One package line of an order, with the name and prices it was sold at.',
);

export const Delivery = gql(
  named(
    'Delivery',
    z.strictObject({
      id: id().describe('Delivery id.'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      order_package_id: id().nullable().describe('The order line (OrderLine.id) it was delivered for; null if that line no longer exists.'),
      license_key_id: id().nullable().describe('The license key it came from (LICENSE_KEY deliveries); null otherwise.'),
      type: z.enum(DeliveryType).describe('What kind of delivery it is.'),
      value: z.string().describe('What the buyer receives: the license key or the content. updateDelivery can correct it.'),
      render: gql(z.boolean().describe('true: value is HTML to render'), { description: 'true: the value is HTML to render.' }),
      ...timestampsShape,
    }),
    'Something an approved order delivered to the buyer for one of its lines.',
  ),
  { fields: { createdAt: "When it was delivered, in the store's offset.", updatedAt: "When it was last edited, in the store's offset." } },
);

/** An e-mail to the order's buyer and how its sending went (src/modules/mail). */
export const OrderEmail = gql(
  named(
    'OrderEmail',
    z.strictObject({
      id: id().describe('E-mail id.'),
      kind: gql(
        z.enum(OrderEmailKind).describe('What it tells the buyer: APPROVED (the order and everything it delivered), REFUNDED or CHARGEDBACK (a short notice)'),
        { description: 'What it tells the buyer.' },
      ),
      to: gql(z.string().describe("The buyer's address it goes to (the order's client_email)"), {
        description: "The buyer's address it goes to (the order's clientEmail).",
      }),
      subject: z.string().describe("Its subject, in the store's locale."),
      status: gql(
        z
          .enum(OrderEmailStatus)
          .describe("PENDING: waiting for its first attempt or a retry; SENT: the store's SMTP server took it (250); FAILED: the last retry failed"),
        { description: 'PENDING, SENT or FAILED.' },
      ),
      attempts: gql(count().describe('Attempts made so far'), { description: 'Attempts made so far.' }),
      last_error: gql(
        z
          .string()
          .nullable()
          .describe("What the last failed attempt got: the SMTP server's answer (451 4.3.0 ...) or why it could not be reached; null once sent"),
        { description: "What the last failed attempt got: the SMTP server's answer (451 4.3.0 ...) or why it could not be reached; null once sent." },
      ),
      next_attempt_at: gql(StoreTimestamp.nullable().describe('When the next retry runs; null when none is waiting'), {
        description: "When the next retry runs, in the store's offset; null when none is waiting.",
      }),
      sent_at: gql(StoreTimestamp.nullable().describe('When the SMTP server took it; null until then'), {
        description: "When the SMTP server took it, in the store's offset; null until then.",
      }),
      ...timestampsShape,
    }),
    "An e-mail to the order's buyer and how its sending went (REST: emails[] on the order).",
  ),
  { fields: { createdAt: "When it was queued, in the store's offset.", updatedAt: "When it last changed, in the store's offset." } },
);

/** The Order as GET returns it, and as webhook payloads carry it. */
export const Order = gql(
  named(
    'Order',
    z.strictObject({
      id: id().describe('Order id: what paths take and what the {order_id} command placeholder is.'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      client_identifier: gql(
        z.string().nullable().describe('The player the commands are for; null when the checkout named none (nothing in its cart needed one)'),
        {
          description:
            "The buyer's in-game identifier, 1..64 characters; commands are queued for it. Null when the checkout named none (nothing in its cart needed one).",
        },
      ),
      client_email: z.string().describe("The buyer's e-mail address, lower-cased."),
      client_name: z.string().describe("The buyer's name, 1..100 characters."),
      client_document: z.string().nullable().describe("The buyer's document number (e.g. CPF), up to 32 characters; null when not given."),
      client_phone: z.string().nullable().describe("The buyer's phone number, up to 32 characters; null when not given."),
      client_discord: z.string().nullable().describe("The buyer's Discord user, up to 64 characters; null when not given."),
      price: gql(money(), {
        description:
          "What the gateway charges, in the order's currency: subtotal - sale_discount - coupon_discount - gift_card_amount (a percentage coupon rounded half-up to cents).",
      }),
      net_received: gql(money(), { description: "What the store receives, in the order's currency; equal to price (no gateway fees are modelled)." }),
      subtotal: gql(money().describe("The lines at their packages' own prices, before any sale or coupon"), {
        description: "The lines at their packages' own prices, before any sale or coupon, in the order's currency.",
      }),
      sale_discount: gql(money().describe('What running sales took off the lines; 0 without a sale'), {
        description: 'What running sales took off the lines when the order was placed; 0 without a sale.',
      }),
      coupon_discount: gql(money().describe('What the coupon took off (after the sales); 0 without a coupon'), {
        description: 'What the coupon took off, after the sales; 0 without a coupon.',
      }),
      gift_card_amount: gql(money().describe('What a gift card paid; price is the rest. 0 without a gift card'), {
        description:
          'What a gift card paid (held while PENDING, given back to the card if the order is rejected, canceled or refunded); price is the rest. 0 without a gift card.',
      }),
      internal_id: gql(z.string().describe('The buyer-facing reference'), {
        description: 'The buyer-facing reference: 12 characters of Crockford base32, unique in the store.',
      }),
      external_id: gql(z.string().nullable().describe("The payment provider's id of the payment (or of the checkout, until paid); null without one"), {
        description: "The payment provider's id of the payment (or of the checkout, until paid); null without one.",
      }),
      review_reason: gql(
        z
          .string()
          .nullable()
          .describe(
            "Why a provider's payment did not approve the order (another amount or currency, paid after canceling, a second payment): the owner should look; null when none",
          ),
        {
          description:
            "Why a provider's payment did not approve the order (another amount or currency, paid after canceling, a second payment); null when none.",
        },
      ),
      subscription_id: id()
        .nullable()
        .describe('The subscription this order paid a period of (its first payment or a renewal: GET /v1/app/subscription/{id}); null for an order sold once.'),
      promo_code: z.string().nullable().describe('The coupon code used, as the coupon spells it; null without a coupon.'),
      promo_type: z.enum(PromoType).nullable().describe("The coupon's type when the order was placed; null without a coupon."),
      promo_value: money().nullable().describe("The coupon's value when the order was placed (percent or amount); null without a coupon."),
      gateway: z.enum(Gateway).describe('The payment gateway the buyer chose.'),
      payment_method: gql(
        z
          .enum(PAYMENT_METHODS)
          .nullable()
          .describe('How the order was paid, as its payment provider reported it; null until a provider confirms a payment (or when it does not say)'),
        { description: 'How the order was paid, as its payment provider reported it; null until a provider confirms a payment (or when it does not say).' },
      ),
      status: z.enum(OrderStatus).describe('Lifecycle state; see OrderStatus for the allowed changes.'),
      metadata: gql(
        z
          .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
          .nullable()
          .describe("The integrator's own key/value data, as given at checkout or by PATCH; null when none"),
        { description: "The integrator's own key/value data (strings, numbers, booleans, null), as given at checkout or by updateOrder; null when none." },
      ),
      manually_created: z.boolean().describe('true for an order entered by an admin (createOrder, REST POST /v1/app/order).'),
      manually_refunded: z.boolean().describe('Flag set through updateOrder: a person did the refund. Informational; it changes no status.'),
      manually_approved: z.boolean().describe('Flag set through updateOrder: a person approved it. Informational; it changes no status.'),
      paid_at: StoreTimestamp.nullable().describe("When it was approved, in the store's offset; null until then."),
      ...timestampsShape,
      currency: z.enum(Currency).describe("The store's currency when the order was placed; every amount of the order is in it."),
      variables: z.array(OrderVariable).describe('Values the buyer gave for store variables, oldest first.'),
      packages: z.array(OrderLine).describe("The order's lines (REST: `packages`)."),
      deliveries: gql(z.array(Delivery).describe('What approval delivered (license keys, content), oldest first; empty until approved'), {
        description: 'What approval delivered, oldest first (REST: `deliveries` on the order, and GET /v1/app/order/{id}/delivery).',
      }),
      emails: gql(
        z
          .array(OrderEmail)
          .describe(
            'E-mails to the buyer (on approval, refund and chargeback; POST /v1/app/order/{id}/email/resend), oldest first; empty until approved, and while the server sends no e-mail',
          ),
        {
          description:
            'E-mails to the buyer (on approval, refund and chargeback, and resendOrderEmails), oldest first; empty until approved, and while the server sends no e-mail.',
        },
      ),
      discord_actions: gql(
        z
          .array(OrderDiscordAction)
          .describe("Each run of the packages' Discord actions (roles given and taken back, messages), oldest first, with its status; empty until approved"),
        {
          description: "Each run of the packages' Discord actions (roles given and taken back, messages), oldest first, with its status; empty until approved.",
        },
      ),
      refund: gql(
        OrderRefund.optional().describe(
          "The owner's refund at the payment provider (PATCH status REFUNDED on an order paid through one), recorded before the provider is asked; absent when there is none",
        ),
        { description: "The owner's refund at the payment provider (status REFUNDED on an order paid through one); null when there is none." },
      ),
      price_display: gql(display(), { description: "price as text in the store's locale and currency (R$ 29,90)." }),
      status_display: gql(display(), { description: 'status in the store\'s locale (pt-BR "Aprovado", en-US "Approved").' }),
      gateway_display: gql(display(), { description: 'The gateway\'s display name in the store\'s locale ("Mercado Pago").' }),
    }),
    "An order, from the storefront's checkout or an admin's createOrder. REST: /v1/app/order; webhook\nmessages carry it in its REST form.",
  ),
  { fields: { createdAt: "When it was placed, in the store's offset." } },
);

/** POST /v1/webstore/checkout and POST /v1/app/checkout. */
export const CheckoutResult = named(
  'CheckoutResult',
  z.strictObject({
    order_id: gql(id().describe('The order id (GET /v1/webstore/order_status/{id} answers for it during a day)'), {
      description: "The new order's id (storefrontOrderStatus answers for it during a day).",
    }),
    internal_id: gql(z.string().describe('The reference to show the buyer and to poll GET /v1/webstore/order_status/{id} with'), {
      description: 'The reference to show the buyer (12 characters of Crockford base32), and to poll storefrontOrderStatus with.',
    }),
    status: z.enum(OrderStatus).describe('Always PENDING: the order waits for its payment.'),
    price: gql(money(), { description: "Total to pay in the store's currency, computed by the server." }),
    price_display: gql(display(), { description: "The total as text in the store's locale and currency (R$ 29,90)." }),
    formatted_price: gql(display().describe('The same text as price_display'), {
      description: 'The same text as priceDisplay, under the name storefront clients read.',
    }),
    checkout_url: gql(z.string().nullable().describe("The payment page to send the buyer to; null until the store's gateway gives one"), {
      description: "The payment page to send the buyer to; null until the store's gateway gives one.",
    }),
    pix_code: gql(z.string().nullable().describe('The Pix copy-and-paste code; null until the gateway gives one'), {
      description: 'The Pix copy-and-paste code; null until the gateway gives one.',
    }),
    qr_code: gql(z.string().nullable().describe('The Pix QR code, a base64 PNG; null until the gateway gives one'), {
      description: 'The Pix QR code as a base64 PNG; null until the gateway gives one.',
    }),
    order_url: gql(
      z
        .string()
        .describe(
          'The hosted order page, with its signed token (GET /order/{internal_id}?t=...): to send the buyer to, or link; it shows the status (and how to pay while PENDING), then what the order delivered',
        ),
      {
        description:
          'The hosted order page with its signed token: to send the buyer to, or link; it shows the status (and how to pay while PENDING), then what the order delivered.',
      },
    ),
  }),
  "What checkout answers (REST 201): the order's references, what to pay, and how (payment data null until a gateway gives it).",
);

export const OrderNote = gql(
  named(
    'OrderNote',
    z.strictObject({
      id: id().describe('Note id.'),
      order_id: id().describe('Id of the order it is about.'),
      user_id: gql(z.int().min(0).describe('The id of the API key that wrote it (0: written by the system)'), {
        description: 'The id of the API key that wrote it (there are no user accounts).',
      }),
      content: z.string().describe("The note's text, 1..5,000 characters."),
      ...timestampsShape,
    }),
    "A note on an order, for the store's staff.",
  ),
  { fields: { createdAt: "When it was written, in the store's offset.", updatedAt: "When it was last edited, in the store's offset." } },
);

export type OrderVariableJson = z.output<typeof OrderVariable>;
export type OrderLineJson = z.output<typeof OrderLine>;
export type OrderJson = z.output<typeof Order>;
export type CheckoutResultJson = z.output<typeof CheckoutResult>;
export type OrderNoteJson = z.output<typeof OrderNote>;
export type DeliveryJson = z.output<typeof Delivery>;
export type OrderEmailJson = z.output<typeof OrderEmail>;
