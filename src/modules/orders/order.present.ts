import type { ServiceContext } from '../../context';
import type { Delivery, Order, OrderDiscordAction, OrderEmail, OrderNote, OrderPackage, OrderRefund, OrderVariable } from '../../generated/prisma/client';
import { gatewayDisplay, statusDisplay } from '../../lib/i18n';
import { money, moneyDisplay, storeTime, timestamps, type PresentContext } from '../../lib/present';
import { presentOrderDiscordAction } from '../discord/discord.present';
import { orderPageUrl } from '../order-page/order-page.token';
import type { PaymentMethod } from '../payments/payment.types';
import { presentOrderRefund } from '../payments/refund.present';
import type { CheckoutResultJson, DeliveryJson, OrderEmailJson, OrderJson, OrderLineJson, OrderNoteJson, OrderVariableJson } from './order.responses';

const presentOrderVariable = (ctx: PresentContext, v: OrderVariable): OrderVariableJson => ({
  id: v.id,
  store_id: v.storeId,
  order_id: v.orderId,
  name: v.name,
  value: v.value,
  ...timestamps(ctx, v),
});

const presentOrderLine = (ctx: PresentContext, l: OrderPackage): OrderLineJson => ({
  id: l.id,
  package_id: l.packageId,
  name: l.name,
  quantity: l.quantity,
  unit_price: money(l.unitPrice)!,
  price: money(l.price)!,
  price_display: moneyDisplay(ctx.store, l.price),
  fields: l.fields as Record<string, string>,
});

export const presentDelivery = (ctx: PresentContext, d: Delivery): DeliveryJson => ({
  id: d.id,
  store_id: d.storeId,
  order_package_id: d.orderPackageId,
  license_key_id: d.licenseKeyId,
  type: d.type,
  value: d.value,
  render: d.render,
  ...timestamps(ctx, d),
});

export const presentOrderEmail = (ctx: PresentContext, e: OrderEmail): OrderEmailJson => ({
  id: e.id,
  kind: e.kind,
  to: e.toAddress,
  subject: e.subject,
  status: e.status,
  attempts: e.attempts,
  last_error: e.lastError,
  next_attempt_at: storeTime(ctx.store, e.nextAttemptAt),
  sent_at: storeTime(ctx.store, e.sentAt),
  ...timestamps(ctx, e),
});

/** What an order carries besides its own row: its lines, variables, deliveries, e-mails, Discord actions and the owner's refund at its provider (null: none). */
export interface OrderRelations {
  lines: OrderPackage[];
  variables: OrderVariable[];
  deliveries: Delivery[];
  emails: OrderEmail[];
  discordActions: OrderDiscordAction[];
  refund: OrderRefund | null;
}

/** What an order that was never paid has of what payment brings: nothing. */
export const NO_PAID_RELATIONS = { deliveries: [], emails: [], discordActions: [], refund: null } satisfies Partial<OrderRelations>;

/** The Order as GET returns it (and as webhook payloads carry it). */
export function presentOrderWith(ctx: PresentContext, o: Order, { lines, variables, deliveries, emails, discordActions, refund }: OrderRelations): OrderJson {
  return {
    id: o.id,
    store_id: o.storeId,
    client_identifier: o.clientIdentifier,
    client_email: o.clientEmail,
    client_name: o.clientName,
    client_document: o.clientDocument,
    client_phone: o.clientPhone,
    client_discord: o.clientDiscord,
    price: money(o.price)!,
    net_received: money(o.netReceived)!,
    subtotal: money(o.subtotal)!,
    sale_discount: money(o.saleDiscount)!,
    coupon_discount: money(o.couponDiscount)!,
    gift_card_amount: money(o.giftCardAmount)!,
    internal_id: o.internalId,
    external_id: o.externalId,
    review_reason: o.reviewReason,
    subscription_id: o.subscriptionId,
    promo_code: o.promoCode,
    promo_type: o.promoType,
    promo_value: money(o.promoValue),
    gateway: o.gateway,
    payment_method: o.paymentMethod as PaymentMethod | null,
    status: o.status,
    metadata: o.metadata as OrderJson['metadata'],
    manually_created: o.manuallyCreated,
    manually_refunded: o.manuallyRefunded,
    manually_approved: o.manuallyApproved,
    paid_at: storeTime(ctx.store, o.paidAt),
    ...timestamps(ctx, o),
    currency: o.currency,
    variables: variables.map((v) => presentOrderVariable(ctx, v)),
    packages: lines.map((l) => presentOrderLine(ctx, l)),
    deliveries: deliveries.map((d) => presentDelivery(ctx, d)),
    emails: emails.map((e) => presentOrderEmail(ctx, e)),
    discord_actions: discordActions.map((a) => presentOrderDiscordAction(ctx, a)),
    // Only on an order with one: every other order's JSON (and payload) is what it was.
    ...(refund ? { refund: presentOrderRefund(ctx, refund) } : {}),
    price_display: moneyDisplay(ctx.store, o.price),
    status_display: statusDisplay(o.status, ctx.store.locale),
    gateway_display: gatewayDisplay(o.gateway, ctx.store.locale),
  };
}

export type { OrderJson };

/**
 * Deliveries (and e-mails and Discord actions) are made by approval only, which sets paid_at in the
 * same transaction (and nothing clears it): an order never paid has none, and its page or event does not ask for them.
 */
export const mayHaveDeliveries = (o: Order) => o.paidAt !== null;

/**
 * An owner's refund at a provider is recorded only for a paid order that holds the provider's payment
 * id (src/modules/payments/refund.service.ts), and neither is ever cleared: any other order has none,
 * and its page or event does not ask.
 */
export const mayHaveRefund = (o: Order) => o.paidAt !== null && o.externalId !== null;

export async function presentOrder(ctx: ServiceContext, o: Order): Promise<OrderJson> {
  const paid = mayHaveDeliveries(o);
  const [lines, variables, deliveries, emails, discordActions, refund] = await Promise.all([
    ctx.loaders.orderLinesByOrder.load(o.id),
    ctx.loaders.orderVariablesByOrder.load(o.id),
    paid ? ctx.loaders.deliveriesByOrder.load(o.id) : [],
    paid ? ctx.loaders.emailsByOrder.load(o.id) : [],
    paid ? ctx.loaders.discordActionsByOrder.load(o.id) : [],
    mayHaveRefund(o) ? ctx.loaders.refundByOrder.load(o.id) : null,
  ]);
  return presentOrderWith(ctx, o, { lines, variables, deliveries, emails, discordActions, refund });
}

/**
 * What checkout answers: the order's references, what to pay, and how (payment data stays null
 * until a gateway is connected). `formatted_price` is `price_display` under the name storefront
 * clients read; both are kept. `order_url` is the hosted order page with its signed token (issue 32).
 */
export async function presentCheckout(ctx: ServiceContext, o: Order): Promise<CheckoutResultJson> {
  const display = moneyDisplay(ctx.store, o.price);
  return {
    order_id: o.id,
    internal_id: o.internalId,
    status: o.status,
    price: money(o.price)!,
    price_display: display,
    formatted_price: display,
    checkout_url: o.checkoutUrl,
    pix_code: o.pixCode,
    qr_code: o.qrCode,
    order_url: await orderPageUrl(ctx.db, ctx.config, o),
  };
}

export const presentNote = (ctx: ServiceContext, n: OrderNote): OrderNoteJson => ({
  id: n.id,
  order_id: n.orderId,
  user_id: n.userId,
  content: n.content,
  ...timestamps(ctx, n),
});
