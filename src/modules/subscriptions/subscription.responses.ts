import { Gateway, OrderStatus, SubscriptionInterval, SubscriptionStatus } from '../../generated/prisma/enums';
import { display, gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of subscriptions: what subscription.present.ts returns. */

/** An order of a subscription, as its detail lists it: the first one, then each renewal. */
export const SubscriptionOrder = named(
  'SubscriptionOrder',
  z.strictObject({
    id: id().describe('Order id (GET /v1/app/order/{id} has it whole).'),
    internal_id: z.string().describe('The buyer-facing reference.'),
    status: z.enum(OrderStatus).describe('APPROVED once its payment was confirmed; PENDING with review_reason when the payment did not match.'),
    price: gql(money(), { description: 'What the period was charged.' }),
    currency: z.string().describe('The currency it was charged in.'),
    review_reason: z.string().nullable().describe('Why the payment did not approve it (a different amount or currency); null when none.'),
    paid_at: gql(StoreTimestamp.nullable().describe('When its payment approved it; null while PENDING'), {
      description: 'When its payment approved it; null while PENDING.',
    }),
    created_at: gql(StoreTimestamp.describe('When it was placed'), { type: 'DateTime!', description: 'When it was placed (the checkout, or the renewal).' }),
  }),
  'An order of a subscription: its first payment or a renewal.',
);

const subscriptionShape = {
  id: id().describe('Subscription id.'),
  store_id: id().describe("The owning store's id (always the caller's store)."),
  status: gql(z.enum(SubscriptionStatus).describe('ACTIVE, PAST_DUE, CANCELED or EXPIRED'), {
    description: 'ACTIVE (paid up), PAST_DUE (a renewal failed; the provider retries), CANCELED (ends at current_period_end, or ended), EXPIRED (over).',
  }),
  gateway: z.enum(Gateway).describe('The provider that charges it: STRIPE or MERCADOPAGO.'),
  provider_id: z.string().describe("The provider's id of the subscription (Stripe sub_..., a Mercado Pago preapproval id)."),
  provider_customer_id: z.string().nullable().describe("The provider's customer (Stripe cus_...); null when the provider has none."),
  package_id: id().nullable().describe('The package subscribed to; null once the package was deleted.'),
  package_name: z.string().describe('The package name at subscription time.'),
  interval: z.enum(SubscriptionInterval).describe('The unit of the period.'),
  interval_count: z.int().min(1).max(365).describe('Intervals between charges.'),
  price: gql(money(), { description: 'What each period costs: the price at subscription time. A renewal charging anything else is left for review.' }),
  currency: z.string().describe('The currency it is charged in.'),
  price_display: gql(display(), { description: "The price as text in the store's locale and currency." }),
  client_identifier: z.string().nullable().describe('The player the commands are for.'),
  client_email: z.string(),
  client_name: z.string(),
  client_discord: z.string().nullable(),
  current_period_start: StoreTimestamp,
  current_period_end: gql(StoreTimestamp.describe('When the paid period ends'), {
    type: 'DateTime!',
    description: 'When the paid period ends: the next charge, or (CANCELED) when it expires.',
  }),
  renewals: z.int().min(0).describe('Paid periods after the first.'),
  cancel_at_period_end: z.boolean().nullable().describe('Canceled to end at current_period_end (true) or at once (false); null while not canceled.'),
  canceled_at: StoreTimestamp.nullable(),
  past_due_at: StoreTimestamp.nullable().describe('When the last failed renewal made it PAST_DUE; null when it is not.'),
  expired_at: StoreTimestamp.nullable(),
  ...timestampsShape,
};

/** GET /v1/app/subscription items. */
export const Subscription = gql(named('Subscription', z.strictObject(subscriptionShape), "A buyer's subscription to a recurring package."), {
  name: 'StoreSubscription',
  fields: {
    clientEmail: "The buyer's e-mail.",
    clientName: "The buyer's name.",
    clientDiscord: "The buyer's Discord user id; null when none.",
    currentPeriodStart: 'When the paid period began.',
    canceledAt: 'When it was canceled; null while not.',
    expiredAt: 'When it ended; null while not.',
  },
});

/** GET /v1/app/subscription/{id}: the subscription with its orders, oldest first. */
export const SubscriptionDetail = named(
  'SubscriptionDetail',
  z.strictObject({ ...subscriptionShape, orders: z.array(SubscriptionOrder).describe('Its orders, oldest first: the first payment, then each renewal.') }),
);

export type SubscriptionJson = z.output<typeof Subscription>;
export type SubscriptionDetailJson = z.output<typeof SubscriptionDetail>;
export type SubscriptionOrderJson = z.output<typeof SubscriptionOrder>;
