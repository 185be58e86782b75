import type { Gateway, SubscriptionInterval } from '../../generated/prisma/enums';
import type { Order, OrderPackage, PrismaClient, Store } from '../../generated/prisma/client';
import type { Config } from '../../config';
import type { z } from '../../lib/validation';

/**
 * What every payment provider implements (src/modules/payments/providers/*). The service around it
 * (payment.service.ts) owns the rules: which order, once, the amount check, the transitions. A
 * provider only speaks its API: create a payment, verify and read a notification, refund.
 */

/** The order as a provider needs it to ask for money. Amounts are decimal strings ("29.90"). */
export interface PaymentOrder {
  id: number;
  /** The buyer-facing reference: the external reference / txid / metadata every provider carries back. */
  internalId: string;
  price: string;
  currency: string;
  clientName: string;
  clientEmail: string;
  clientDocument: string | null;
  clientPhone: string | null;
  lines: { name: string; quantity: number; unitPrice: string }[];
  /** The provider's id of this order's payment, once known. */
  externalId: string | null;
  /** Set for the first order of a subscription: the provider sets up a charge every period instead of one payment. */
  subscription?: SubscriptionTerms | null;
}

/** What a subscription checkout asks the provider to charge every period: the order's price, for this package. */
export interface SubscriptionTerms {
  packageId: number;
  packageName: string;
  interval: SubscriptionInterval;
  intervalCount: number;
}

interface PaymentStore {
  id: number;
  name: string;
  domain: string;
  locale: string;
}

/** Where the provider sends the buyer back, and where it notifies us. */
interface PaymentUrls {
  /** POST /v1/payments/{gateway}/{store_id}, on PUBLIC_BASE_URL. */
  notification: string;
  /** The store's return_url, else its storefront. */
  success: string;
  /** The store's cancel_url, else its storefront. */
  cancel: string;
}

interface CreatePaymentInput<C> {
  order: PaymentOrder;
  store: PaymentStore;
  credentials: C;
  urls: PaymentUrls;
  config: Config['payments'];
  /** Aborted when the checkout's time for the provider is up (PAYMENT_TIMEOUT_MS). */
  signal: AbortSignal;
}

/** What the buyer is shown to pay; every field optional (a gateway gives what it has). */
export interface PaymentData {
  checkoutUrl?: string | null;
  pixCode?: string | null;
  /** Base64 of a PNG, without a data: prefix. */
  qrCode?: string | null;
  /** The provider's id of the payment (session, preference, order), kept as the order's external_id. */
  externalId?: string | null;
}

/** The columns a provider's payment data fills on its order. */
export const paymentColumns = (data: PaymentData) => ({
  checkoutUrl: data.checkoutUrl ?? null,
  pixCode: data.pixCode ?? null,
  qrCode: data.qrCode ?? null,
  ...(data.externalId ? { externalId: data.externalId } : {}),
});

/** What a local provider (Pix) made before the order was written: its payment data, or why it made none. */
export type LocalPayment = { data: PaymentData } | { failed: string; ms: number };

/** The order as a provider sees it, before it is written (no id yet, no provider id). */
export type UnwrittenOrder = Pick<Order, 'internalId' | 'price' | 'currency' | 'clientName' | 'clientEmail' | 'clientDocument' | 'clientPhone'> & {
  lines: Pick<OrderPackage, 'name' | 'quantity' | 'unitPrice'>[];
};

/** A notification as it arrived: the raw body is what signatures cover. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  rawBody: Buffer;
}

/**
 * What a verified notification says happened. `kind` IGNORED is an event the provider sends that
 * changes nothing here (a payment still in process, an event type we do not act on).
 */
export interface PaymentUpdate {
  /** Unique per event at the provider: a replay of the same event finds it already applied. */
  eventId: string;
  /**
   * PAID, REFUNDED, CHARGEDBACK: an order's payment. The SUBSCRIPTION_ kinds are a subscription's
   * (`subscription` says which): a period paid (the first one approves the order that subscribed), a
   * renewal that failed, canceled at the provider (no more charges), ended (the provider gave up, or
   * the canceled period is over).
   */
  kind: 'PAID' | 'REFUNDED' | 'CHARGEDBACK' | 'IGNORED' | 'SUBSCRIPTION_PAID' | 'SUBSCRIPTION_FAILED' | 'SUBSCRIPTION_CANCELED' | 'SUBSCRIPTION_ENDED';
  /** For the SUBSCRIPTION_ kinds: the provider's subscription and what it says of it. */
  subscription?: ProviderSubscription;
  /** The order's internal id as the provider carried it back (external reference, metadata, txid). */
  internalId: string | null;
  /** The provider's payment id, kept as the order's external_id. */
  externalId: string | null;
  /** What the provider says was paid, as a decimal string, and in which currency (upper case). */
  amount: string | null;
  currency: string | null;
  /**
   * How the buyer paid, as the provider reports it, in our words (`PaymentMethod`): kept as the
   * order's `payment_method` when the update pays it. Left out or null: not known.
   */
  paymentMethod?: PaymentMethod | null;
  /**
   * Said in the log as a warning when the update is received: what an IGNORED update the owner may want
   * to know of means (a notification naming an object the store's account does not have).
   */
  warning?: string;
}

/** A provider's subscription, as a notification names it. */
interface ProviderSubscription {
  /** Stripe sub_..., a Mercado Pago preapproval id. */
  id: string;
  customerId?: string | null;
  /** The paid period, when the provider says it (Stripe's invoice line); else it is counted from the package's interval. */
  periodStart?: Date | null;
  periodEnd?: Date | null;
  /** SUBSCRIPTION_CANCELED: true when it runs to the end of the paid period. */
  atPeriodEnd?: boolean;
}

/** The order's `payment_method`: how a paid order was paid. */
export const PAYMENT_METHODS = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'BOLETO', 'WALLET', 'BANK_TRANSFER', 'MANUAL', 'GIFT_CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface NotificationInput<C> {
  /** The store whose URL the notification came to (a provider keeping state per account keys it by store too). */
  storeId: number;
  notification: IncomingNotification;
  credentials: C;
  config: Config['payments'];
  signal: AbortSignal;
}

interface CancelSubscriptionInput<C> {
  storeId: number;
  /** The provider's id of the subscription. */
  providerId: string;
  /** true: no charge after the paid period (which the buyer keeps); false: ends it now. */
  atPeriodEnd: boolean;
  credentials: C;
  config: Config['payments'];
  signal: AbortSignal;
}

interface RefundInput<C> {
  storeId: number;
  order: PaymentOrder;
  credentials: C;
  config: Config['payments'];
  signal: AbortSignal;
  /**
   * The refund's key, recorded with its intent (order_refunds) before the call: every call for the
   * order's refund carries it (a provider that keys per charge adds the charge's id), so a retry after
   * a crash or a timeout is the same refund, never a second one.
   */
  idempotencyKey: string;
}

/** Thrown by a provider when a notification is not what the provider would send (bad or missing signature). */
export class NotVerified extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotVerified';
  }
}

/** What a verified update did (the notification's answer lists one per update). */
export type UpdateOutcome = 'APPLIED' | 'ALREADY' | 'REVIEW' | 'IGNORED' | 'UNKNOWN_ORDER';

/**
 * The module that keeps subscriptions (src/modules/subscriptions), as payments knows it: a module's
 * `subscriptions` entry (AppModule) that applies the SUBSCRIPTION_ updates of a verified notification.
 * Without one installed, they change nothing.
 */
export interface RecurringPayments {
  on: 'recurring';
  apply(db: PrismaClient, config: Config, store: Store, gateway: Gateway, update: PaymentUpdate): Promise<UpdateOutcome>;
}

export interface PaymentProvider<C = Record<string, string>> {
  gateway: Gateway;
  /** The credentials PUT /v1/app/gateway/{gateway} takes, validated (errors under `credentials.<name>`). */
  credentials: z.ZodType<C>;
  /** Currencies the provider can charge in; a store in another currency cannot enable it. */
  currencies?: string[];
  /**
   * The payment data is made here without asking anyone and without the order's id (Pix: a code and
   * its QR image from the order's reference and amount): checkout makes it before writing the order
   * and writes it with the order, instead of updating the order after (its `order.id` is 0 then).
   */
  local?: boolean;
  createPayment(input: CreatePaymentInput<C>): Promise<PaymentData>;
  /** Verifies the notification the provider's way (throws NotVerified), then reads what it says. */
  parseNotification?(input: NotificationInput<C>): Promise<PaymentUpdate[]>;
  /** Asks the provider to give the buyer their money back (an owner's REFUNDED). */
  refund?(input: RefundInput<C>): Promise<void>;
  /**
   * Present on a provider that charges again by itself (Stripe, Mercado Pago): its createPayment sets
   * up a subscription for an order with `subscription` terms, and this stops one. Providers without it
   * cannot sell subscription packages (checkout answers 422).
   */
  cancelSubscription?(input: CancelSubscriptionInput<C>): Promise<void>;
}
