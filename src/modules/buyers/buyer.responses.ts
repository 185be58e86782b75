import {
  Currency,
  DeliveryType,
  Gateway,
  OrderEmailKind,
  OrderEmailStatus,
  OrderStatus,
  SubscriptionInterval,
  SubscriptionStatus,
} from '../../generated/prisma/enums';
import { count, display, gql, id, money, named, StorefrontPageMeta, StoreTimestamp, z } from '../../lib/responses';

/** REST response schemas of buyer sign-in and the buyer's area (issue 32): what buyer.present.ts returns. */

export const BuyerProfile = named(
  'Buyer',
  z.strictObject({
    id: id().describe("The buyer's id at this store."),
    email: z.string().nullable().describe('Their verified e-mail (by a code, or verified by Discord); null when they only signed in with Discord.'),
    discord_id: z.string().nullable().describe('Their Discord user id; null when they only signed in by e-mail.'),
    discord_username: z.string().nullable().describe('Their Discord user name at their last Discord sign-in; null without one.'),
    last_sign_in_at: StoreTimestamp.nullable().describe("When they last signed in, in the store's offset."),
    created_at: gql(StoreTimestamp.describe('When they first signed in'), {
      type: 'DateTime!',
      description: "When they first signed in, in the store's offset.",
    }),
  }),
  'A signed-in buyer: whose orders the buyer area shows (their e-mail and their Discord id).',
);

export const BuyerTokens = gql(
  named(
    'BuyerTokens',
    z.strictObject({
      token_type: gql(z.literal('Bearer').describe('Send the access token as Authorization: Bearer <access_token>'), {
        description: 'Always Bearer: send the access token as Authorization: Bearer <accessToken>, with x-store-domain.',
      }),
      access_token: z.string().describe('The access token of the storefront API (Authorization: Bearer), good at this store only; shown once.'),
      expires_in: count().describe('Seconds the access token lasts (900).'),
      refresh_token: z.string().describe('Gives the next pair once (auth/refresh); shown once. Using a spent one ends the sign-in.'),
      refresh_expires_in: count().describe('Seconds the refresh token lasts (30 days; each refresh gives a new one).'),
      buyer: BuyerProfile,
    }),
    'A sign-in or a refresh: a new access token and refresh token, and who they are for.',
  ),
  { fields: { buyer: 'Who signed in.' } },
);

export const BuyerCodeSent = named(
  'BuyerCodeSent',
  z.strictObject({
    email: z.string().describe('The address the code goes to, as it will be checked.'),
    expires_in: count().describe('Seconds the code is good for (600).'),
  }),
  'A sign-in code is on its way: the same answer whatever the address (known or not, with orders or not).',
);

export const BuyerDiscordStart = named(
  'BuyerDiscordStart',
  z.strictObject({
    authorize_url: z.string().describe("Discord's authorization page for the store's application: send the buyer there."),
    state: z.string().describe('The state Discord sends back with the code: keep it, and check it matches before calling auth/discord/callback.'),
    expires_in: count().describe('Seconds the sign-in has to finish (600).'),
  }),
  'A Discord sign-in begun: where to send the buyer (with the state and the PKCE challenge; the verifier stays on the server).',
);

export const BuyerOrderLine = named(
  'BuyerOrderLine',
  z.strictObject({
    id: id().describe('Line id (a delivery names it as orderLineId).'),
    name: z.string().describe("The package's name when it was bought."),
    quantity: z.int().min(1).describe('Units bought.'),
    unit_price: gql(money(), { description: "The package's price when it was bought." }),
    price: gql(money(), { description: 'unitPrice x quantity, before any coupon.' }),
    price_display: gql(display(), { description: "price as text in the store's locale and currency." }),
  }),
  'One package line of a buyer order.',
);

export const BuyerDelivery = named(
  'BuyerDelivery',
  z.strictObject({
    id: id().describe('Delivery id.'),
    order_line_id: id().nullable().describe('The line it was delivered for; null if that line no longer exists.'),
    type: z.enum(DeliveryType).describe('LICENSE_KEY (value is the key), DOWNLOAD (a link), CONTENT or CHAT (text).'),
    value: z.string().describe('What the buyer received: the license key, the download link or the text.'),
    render: z.boolean().describe('true: value is HTML the store wrote, to show as HTML.'),
    created_at: gql(StoreTimestamp.describe('When it was delivered'), { type: 'DateTime!', description: "When it was delivered, in the store's offset." }),
  }),
  'Something an order delivered: a license key, a download link, a text.',
);

export const BuyerOrderEmail = named(
  'BuyerOrderEmail',
  z.strictObject({
    id: id().describe('E-mail id.'),
    kind: z.enum(OrderEmailKind).describe('What it tells: APPROVED (the order and everything it delivered), REFUNDED or CHARGEDBACK.'),
    subject: z.string().describe("Its subject, in the store's locale."),
    status: z.enum(OrderEmailStatus).describe('PENDING (on its way), SENT (the mail server took it) or FAILED.'),
    sent_at: StoreTimestamp.nullable().describe("When the mail server took it, in the store's offset; null until then."),
    created_at: gql(StoreTimestamp.describe('When it was queued'), { type: 'DateTime!', description: "When it was queued, in the store's offset." }),
  }),
  'An e-mail sent to the buyer about an order.',
);

export const BuyerOrder = named(
  'BuyerOrder',
  z.strictObject({
    internal_id: z.string().describe('The order reference (12 characters): what the order page and resend take.'),
    status: z.enum(OrderStatus).describe('PENDING until paid, APPROVED once paid (and delivered), or REJECTED, CANCELED, REFUNDED, CHARGEDBACK.'),
    status_display: gql(display(), { description: "The status in the store's locale." }),
    gateway: z.enum(Gateway).describe('How it was paid.'),
    price: gql(money(), { description: "What was charged, in the order's currency." }),
    price_display: gql(display(), { description: "price as text in the store's locale and currency." }),
    currency: z.enum(Currency).describe("The order's currency."),
    coupon: z.string().nullable().describe('The coupon code used; null without one.'),
    paid_at: StoreTimestamp.nullable().describe("When it was paid, in the store's offset; null while unpaid."),
    created_at: gql(StoreTimestamp.describe('When it was placed'), { type: 'DateTime!', description: "When it was placed, in the store's offset." }),
    lines: z.array(BuyerOrderLine).describe('What was bought.'),
    deliveries: z.array(BuyerDelivery).describe('What it delivered (license keys, download links, texts); empty until approved.'),
    emails: z.array(BuyerOrderEmail).describe('The e-mails sent about it, oldest first.'),
  }),
  "One of the signed-in buyer's orders at this store, with what it delivered.",
);

export const BuyerOrderPage = gql(
  named(
    'BuyerOrderPage',
    z.strictObject({
      meta: StorefrontPageMeta,
      data: z.array(BuyerOrder).describe('The orders of this page, newest first.'),
    }),
    "A page of the signed-in buyer's orders, newest first.",
  ),
  { fields: { meta: 'The four counters of this list.' } },
);

export const BuyerSubscription = named(
  'BuyerSubscription',
  z.strictObject({
    id: id().describe('Subscription id.'),
    package_name: z.string().describe('The package subscribed to.'),
    status: z.enum(SubscriptionStatus).describe('ACTIVE, PAST_DUE (a renewal failed) or CANCELED (runs until current_period_end).'),
    interval: z.enum(SubscriptionInterval).describe('The unit of the period.'),
    interval_count: z.int().min(1).max(365).describe('Intervals between charges.'),
    price: gql(money(), { description: 'What each period costs.' }),
    price_display: gql(display(), { description: "price as text in the store's locale and currency." }),
    currency: z.enum(Currency).describe('The currency it is charged in.'),
    current_period_end: gql(StoreTimestamp.describe('When the paid period ends'), {
      type: 'DateTime!',
      description: 'When the paid period ends: the next charge, or (CANCELED) when it ends.',
    }),
    cancel_at_period_end: z.boolean().nullable().describe('Canceled to end at current_period_end; null while not canceled.'),
    created_at: gql(StoreTimestamp.describe('When it began'), { type: 'DateTime!', description: "When it began, in the store's offset." }),
  }),
  "One of the signed-in buyer's subscriptions that has not ended.",
);

export const BuyerSessionsRevoked = named(
  'BuyerSessionsRevoked',
  z.strictObject({
    buyers: count().describe('Buyers with that e-mail or Discord id.'),
    sessions: count().describe('Their sign-ins ended now (their tokens stop working at once).'),
  }),
  "The owner signed a buyer out of the storefront's buyer area.",
);

export type BuyerProfileJson = z.output<typeof BuyerProfile>;
export type BuyerTokensJson = z.output<typeof BuyerTokens>;
export type BuyerCodeSentJson = z.output<typeof BuyerCodeSent>;
export type BuyerDiscordStartJson = z.output<typeof BuyerDiscordStart>;
export type BuyerOrderJson = z.output<typeof BuyerOrder>;
export type BuyerSubscriptionJson = z.output<typeof BuyerSubscription>;
export type BuyerOrderEmailJson = z.output<typeof BuyerOrderEmail>;
