import type { Order, Store, Subscription } from '../../generated/prisma/client';
import { money } from '../../lib/format';
import { moneyDisplay, storeTime } from '../../lib/present';
import type { SubscriptionDetailJson, SubscriptionJson, SubscriptionOrderJson } from './subscription.responses';

type PresentContext = { store: Pick<Store, 'timezone' | 'locale' | 'currency'> };

/** A subscription as GET /v1/app/subscription lists it, and as its webhook events carry it. */
export const presentSubscription = (ctx: PresentContext, s: Subscription): SubscriptionJson => ({
  id: s.id,
  store_id: s.storeId,
  status: s.status,
  gateway: s.gateway,
  provider_id: s.providerId,
  provider_customer_id: s.providerCustomerId,
  package_id: s.packageId,
  package_name: s.packageName,
  interval: s.interval,
  interval_count: s.intervalCount,
  price: money(s.price)!,
  currency: s.currency,
  price_display: moneyDisplay({ locale: ctx.store.locale, currency: s.currency }, s.price),
  client_identifier: s.clientIdentifier,
  client_email: s.clientEmail,
  client_name: s.clientName,
  client_discord: s.clientDiscord,
  current_period_start: storeTime(ctx.store, s.currentPeriodStart)!,
  current_period_end: storeTime(ctx.store, s.currentPeriodEnd)!,
  renewals: s.renewals,
  cancel_at_period_end: s.cancelAtPeriodEnd,
  canceled_at: storeTime(ctx.store, s.canceledAt),
  past_due_at: storeTime(ctx.store, s.pastDueAt),
  expired_at: storeTime(ctx.store, s.expiredAt),
  created_at: storeTime(ctx.store, s.createdAt)!,
  updated_at: storeTime(ctx.store, s.updatedAt)!,
});

const presentSubscriptionOrder = (ctx: PresentContext, o: Order): SubscriptionOrderJson => ({
  id: o.id,
  internal_id: o.internalId,
  status: o.status,
  price: money(o.price)!,
  currency: o.currency,
  review_reason: o.reviewReason,
  paid_at: storeTime(ctx.store, o.paidAt),
  created_at: storeTime(ctx.store, o.createdAt)!,
});

/** GET /v1/app/subscription/{id}: with its orders, oldest first. */
export const presentSubscriptionDetail = (ctx: PresentContext, s: Subscription, orders: Order[]): SubscriptionDetailJson => ({
  ...presentSubscription(ctx, s),
  orders: orders.map((o) => presentSubscriptionOrder(ctx, o)),
});
