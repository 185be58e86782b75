import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { lockAndReadOrderByRef, lockNamed, type ProviderRef } from '../../db/locks';
import { conflict, notFound } from '../../errors';
import { Prisma, type Order, type PrismaClient, type Store, type Subscription, type WebhookEvent } from '../../generated/prisma/client';
import type { Gateway } from '../../generated/prisma/enums';
import { pageWindow, type Page } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import type { Log } from '../../logger';
import { queueExpiryActions } from '../discord/discord.actions';
import { writeOutboxEvent } from '../events/outbox';
import { queueExpiryCommands } from '../game-servers/command.effects';
import { loadLifecycle } from '../orders/order.effects';
import { recordOrderEvent } from '../orders/order.events';
import { newInternalId } from '../orders/order.refs';
import type { ChangeScope } from '../orders/order.subscriptions';
import { moveOrder } from '../orders/order.transitions';
import { paymentMismatch } from '../payments/payment.match';
import { claimPaymentEvent } from '../payments/payment.queries';
import { paymentLog } from '../payments/provider.call';
import { cancelAtProvider } from '../payments/subscription.provider';
import type { PaymentUpdate, UpdateOutcome } from '../payments/payment.types';
import { addPeriod } from './subscription.period';
import { presentSubscription } from './subscription.present';
import { cancelSubscriptionSchema, listSubscriptionsSchema, type CancelSubscriptionInput, type ListSubscriptionsInput } from './subscription.schemas';

/**
 * Subscriptions (issue 30): a package sold as a subscription is charged again every period by the
 * provider (Stripe, Mercado Pago), and the provider's notifications move the subscription here:
 *
 * ```
 *  from              to         when                                                   event
 *  (none)            ACTIVE     the first period is paid: its order is approved        SUBSCRIPTION_CREATED
 *  ACTIVE/PAST_DUE   ACTIVE     a renewal is paid: a new order, approved               SUBSCRIPTION_RENEWED
 *  ACTIVE            PAST_DUE   a renewal failed (the provider retries)                 SUBSCRIPTION_PAST_DUE
 *  ACTIVE/PAST_DUE   CANCELED   the owner, the buyer's link, or the provider stops it    SUBSCRIPTION_CANCELED
 *  any but EXPIRED   EXPIRED    it ended: at once, the canceled period is over, or the   SUBSCRIPTION_EXPIRED
 *                               provider gave up (a cancel while PAST_DUE too)
 * ```
 * EXPIRED is final and written once (a conditional update): the package's EXPIRE commands and Discord
 * take-backs of its last paid order are queued then, and only then. An order of a subscription never
 * queues EXPIRE at approval (order.effects.ts, approvalTriggers). docs/DECISIONS.md, "Subscriptions".
 */

// ---------- reading

export async function listSubscriptions(ctx: ServiceContext, input: Wire<ListSubscriptionsInput> = {}): Promise<Page<Subscription>> {
  const q = parseInput(listSubscriptionsSchema, input);
  const where: Prisma.SubscriptionWhereInput = {
    storeId: ctx.store.id,
    ...(q.status ? { status: q.status } : {}),
    ...(q.package_id ? { packageId: q.package_id } : {}),
    ...(q.email ? { clientEmail: { equals: q.email, mode: 'insensitive' } } : {}),
    ...(q.client_identifier ? { clientIdentifier: { equals: q.client_identifier, mode: 'insensitive' } } : {}),
  };
  const { page, perPage, skip, take } = pageWindow(q);
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [total, data] = await Promise.all([ctx.db.subscription.count({ where }), ctx.db.subscription.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getSubscription(ctx: ServiceContext, id: number): Promise<Subscription> {
  const found = await ctx.db.subscription.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!found) throw notFound(`Subscription ${id} not found`);
  return found;
}

/** A subscription's orders, oldest first: its first payment, then each renewal. */
export const subscriptionOrders = (db: PrismaClient | Tx, storeId: number, id: number): Promise<Order[]> =>
  db.order.findMany({ where: { storeId, subscriptionId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

// ---------- events

/** Records a subscription event (the outbox; the webhooks' deliveries follow): the body's data is the subscription as GET shows it. */
async function recordSubscriptionEvent(tx: Tx, store: Store, event: WebhookEvent, sub: Subscription, orderId: number | null): Promise<void> {
  const id = randomUUID();
  const createdAt = new Date();
  await writeOutboxEvent(tx, store.id, orderId, {
    id,
    event,
    createdAt,
    payload: { id, event, date: createdAt.toISOString(), data: presentSubscription({ store }, sub) },
  });
}

/** Serializes every change of one provider subscription (its notifications, a cancel, the sweep) for the rest of the transaction. */
const lockProviderSubscription = (tx: Tx, storeId: number, gateway: Gateway, providerId: string) =>
  lockNamed(tx, `subscription:${storeId}`, `${gateway}:${providerId}`);

/**
 * The end, once: EXPIRED (a conditional update only one change wins), then the EXPIRE commands of the
 * packages of its last paid order and the take-back of every Discord role its orders gave, due now.
 */
async function expire(tx: Tx, scope: ChangeScope, sub: Subscription, now: Date): Promise<Subscription | null> {
  const claimed = await tx.subscription.updateMany({ where: { id: sub.id, status: { not: 'EXPIRED' } }, data: { status: 'EXPIRED', expiredAt: now } });
  if (claimed.count !== 1) return null;
  const expired = (await tx.subscription.findUnique({ where: { id: sub.id } }))!;
  const paid = await tx.order.findMany({
    where: { storeId: sub.storeId, subscriptionId: sub.id, status: 'APPROVED' },
    orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
  });
  const last = paid.at(-1);
  if (last) {
    const data = await loadLifecycle(tx, last);
    await queueExpiryCommands(tx, last, data, now);
    await queueExpiryActions(
      tx,
      last,
      paid.map((o) => o.id),
      now,
      data.items.map(({ line, pkg }) => ({ line, actions: pkg?.discordActions ?? [] })),
    );
  }
  await recordSubscriptionEvent(tx, scope.store, 'SUBSCRIPTION_EXPIRED', expired, last?.id ?? null);
  return expired;
}

// ---------- the provider's notifications

/** Claims a provider's event (payment_events): false when it was applied before. */
const claim = (tx: Tx, store: Store, gateway: Gateway, update: PaymentUpdate, orderId: number | null) =>
  claimPaymentEvent(tx, { storeId: store.id, gateway, eventId: update.eventId }, orderId, update.kind);

const markEvent = (tx: Tx, store: Store, gateway: Gateway, update: PaymentUpdate, data: { orderId?: number; outcome?: string }) =>
  tx.paymentEvent.update({ where: { storeId_gateway_eventId: { storeId: store.id, gateway, eventId: update.eventId } }, data });

/**
 * One verified subscription update from a provider (payment.service.ts hands over the SUBSCRIPTION_
 * kinds), applied once per provider event (payment_events), in one transaction.
 */
export async function applySubscriptionUpdate(db: PrismaClient, config: Config, store: Store, gateway: Gateway, update: PaymentUpdate): Promise<UpdateOutcome> {
  const providerId = update.subscription?.id;
  if (!providerId) return 'IGNORED';
  const scope: ChangeScope = { store, config };
  return db.$transaction(async (tx) => {
    await lockProviderSubscription(tx, store.id, gateway, providerId);
    const sub = await tx.subscription.findUnique({ where: { storeId_gateway_providerId: { storeId: store.id, gateway, providerId } } });
    const now = new Date();
    if (update.kind === 'SUBSCRIPTION_PAID') return sub ? renew(tx, scope, sub, gateway, update, now) : begin(tx, scope, gateway, update, now);
    // A failure, cancel or end of a subscription that never began (its first charge failed, or the buyer
    // gave up before paying): nothing of ours to change.
    if (!sub) return 'IGNORED';
    if (!(await claim(tx, store, gateway, update, null))) return 'ALREADY';
    if (update.kind === 'SUBSCRIPTION_FAILED') {
      if (sub.status !== 'ACTIVE') return 'ALREADY';
      const moved = await tx.subscription.update({ where: { id: sub.id }, data: { status: 'PAST_DUE', pastDueAt: now } });
      await recordSubscriptionEvent(tx, store, 'SUBSCRIPTION_PAST_DUE', moved, null);
      return 'APPLIED';
    }
    if (update.kind === 'SUBSCRIPTION_CANCELED') {
      // Stopped at the provider while a payment is owed: the provider gave up, and the paid period is over.
      if (sub.status === 'PAST_DUE') return (await expire(tx, scope, sub, now)) ? 'APPLIED' : 'ALREADY';
      if (sub.status !== 'ACTIVE') return 'ALREADY';
      const moved = await tx.subscription.update({
        where: { id: sub.id },
        data: { status: 'CANCELED', cancelAtPeriodEnd: update.subscription?.atPeriodEnd ?? true, canceledAt: now },
      });
      await recordSubscriptionEvent(tx, store, 'SUBSCRIPTION_CANCELED', moved, null);
      return 'APPLIED';
    }
    // SUBSCRIPTION_ENDED
    return (await expire(tx, scope, sub, now)) ? 'APPLIED' : 'ALREADY';
  });
}

/**
 * The first period paid: the order that subscribed is approved through the order lifecycle (stock,
 * keys, commands, Discord, e-mail, ORDER_APPROVED) and the subscription begins, ACTIVE. A payment that
 * does not match the order is left for the owner's review, as for any order, and begins nothing.
 */
async function begin(tx: Tx, scope: ChangeScope, gateway: Gateway, update: PaymentUpdate, now: Date): Promise<UpdateOutcome> {
  const { store } = scope;
  const providerId = update.subscription!.id;
  // The provider carries the order's internal id back (Stripe's metadata, Mercado Pago's external
  // reference); else the order holds the provider's subscription as its payment id (a preapproval).
  const ref: ProviderRef = update.internalId ? { internalId: update.internalId } : { externalId: providerId, gateway };
  const order = await lockAndReadOrderByRef(tx, store.id, ref);
  if (!order) {
    paymentLog({ level: 'warn', msg: 'subscription payment for no order of this store', gateway, storeId: store.id, providerId });
    return 'UNKNOWN_ORDER';
  }
  if (!(await claim(tx, store, gateway, update, order.id))) return 'ALREADY';
  const line = await tx.orderPackage.findFirst({ where: { orderId: order.id }, orderBy: { id: 'asc' }, include: { package: true } });
  const pkg = line?.package?.storeId === store.id ? line.package : null;
  const review = async (problem: string) => {
    await tx.order.update({ where: { id: order.id }, data: { reviewReason: problem, externalId: update.externalId ?? order.externalId } });
    await markEvent(tx, store, gateway, update, { outcome: 'REVIEW' });
    paymentLog({ level: 'warn', msg: 'subscription payment left for the owner to review', gateway, storeId: store.id, orderId: order.id, reason: problem });
    return 'REVIEW' as const;
  };
  if (!line || !pkg?.subscriptionInterval || !pkg.subscriptionIntervalCount) {
    return review(`a subscription payment (${gateway} ${providerId}) for an order that is not a subscription's: refund it and cancel the subscription`);
  }
  if (order.status !== 'PENDING' && order.status !== 'APPROVED') {
    return review(`a subscription's first payment (${gateway} ${providerId}) after the order was ${order.status}: refund the buyer and cancel it`);
  }
  const problem = paymentMismatch('subscription', order, gateway, update);
  if (problem) return review(problem);

  const start = update.subscription?.periodStart ?? now;
  const sub = await tx.subscription.create({
    data: {
      storeId: store.id,
      packageId: pkg.id,
      packageName: line.name,
      gateway,
      status: 'ACTIVE',
      providerId,
      providerCustomerId: update.subscription?.customerId ?? null,
      interval: pkg.subscriptionInterval,
      intervalCount: pkg.subscriptionIntervalCount,
      price: order.price,
      currency: order.currency,
      clientIdentifier: order.clientIdentifier,
      clientEmail: order.clientEmail,
      clientName: order.clientName,
      clientDiscord: order.clientDiscord,
      currentPeriodStart: start,
      currentPeriodEnd: update.subscription?.periodEnd ?? addPeriod(start, pkg.subscriptionInterval, pkg.subscriptionIntervalCount),
    },
  });
  const extra = {
    subscriptionId: sub.id,
    externalId: update.externalId ?? order.externalId,
    reviewReason: null,
    paymentMethod: update.paymentMethod ?? order.paymentMethod,
  };
  if (order.status === 'PENDING') await moveOrder(tx, { ...order, ...extra }, 'APPROVED', now, scope, extra);
  // Approved by hand before the provider's word came: it is this subscription's first order.
  else await tx.order.update({ where: { id: order.id }, data: { subscriptionId: sub.id } });
  await recordSubscriptionEvent(tx, store, 'SUBSCRIPTION_CREATED', sub, order.id);
  return 'APPLIED';
}

/**
 * A later period paid: an order of its own, like the first (the same buyer, variables and package at
 * the subscription's price), approved through the order lifecycle, and the subscription's period moves
 * on. A payment that does not match the subscription (amount, currency, gateway), or that comes after
 * it expired, leaves that order PENDING for the owner's review: never approved without them.
 */
async function renew(tx: Tx, scope: ChangeScope, sub: Subscription, gateway: Gateway, update: PaymentUpdate, now: Date): Promise<UpdateOutcome> {
  const { store } = scope;
  if (!(await claim(tx, store, gateway, update, null))) return 'ALREADY';
  const first = await tx.order.findFirst({
    where: { storeId: store.id, subscriptionId: sub.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { lines: { orderBy: { id: 'asc' }, take: 1 }, variables: { orderBy: { id: 'asc' } } },
  });
  const problem =
    sub.status === 'EXPIRED'
      ? `paid through ${gateway} (${update.externalId ?? 'no id'}) after the subscription expired: refund the buyer`
      : paymentMismatch('subscription', sub, gateway, update);
  const created = await tx.order.create({
    data: {
      storeId: store.id,
      internalId: newInternalId(),
      externalId: update.externalId,
      clientIdentifier: sub.clientIdentifier,
      clientEmail: sub.clientEmail,
      clientName: sub.clientName,
      clientDocument: first?.clientDocument ?? null,
      clientPhone: first?.clientPhone ?? null,
      clientDiscord: sub.clientDiscord,
      price: sub.price,
      netReceived: sub.price,
      gateway: sub.gateway,
      status: 'PENDING',
      currency: sub.currency,
      subscriptionId: sub.id,
      reviewReason: problem,
      metadata: first?.metadata ?? Prisma.JsonNull,
      lines: {
        create: [
          {
            storeId: store.id,
            packageId: sub.packageId,
            name: sub.packageName,
            quantity: 1,
            unitPrice: sub.price,
            price: sub.price,
            fields: first?.lines[0]?.fields ?? {},
          },
        ],
      },
      variables: { create: (first?.variables ?? []).map((v) => ({ storeId: store.id, name: v.name, value: v.value })) },
    },
  });
  await markEvent(tx, store, gateway, update, { orderId: created.id, ...(problem ? { outcome: 'REVIEW' } : {}) });
  await recordOrderEvent(tx, store, 'ORDER_CREATED', created);
  if (problem) {
    paymentLog({ level: 'warn', msg: 'subscription renewal left for the owner to review', gateway, storeId: store.id, orderId: created.id, reason: problem });
    return 'REVIEW';
  }
  const extra = { paymentMethod: update.paymentMethod ?? null };
  await moveOrder(tx, { ...created, ...extra }, 'APPROVED', now, scope, extra);
  const start = update.subscription?.periodStart ?? (sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now);
  const moved = await tx.subscription.update({
    where: { id: sub.id },
    data: {
      // A renewal paid after a cancel at the period's end (the provider charged before it was told) keeps it canceled.
      status: sub.status === 'CANCELED' ? 'CANCELED' : 'ACTIVE',
      pastDueAt: null,
      renewals: { increment: 1 },
      currentPeriodStart: start,
      currentPeriodEnd: update.subscription?.periodEnd ?? addPeriod(start, sub.interval, sub.intervalCount),
      ...(update.subscription?.customerId ? { providerCustomerId: update.subscription.customerId } : {}),
    },
  });
  await recordSubscriptionEvent(tx, store, 'SUBSCRIPTION_RENEWED', moved, created.id);
  return 'APPLIED';
}

// ---------- cancel

/**
 * Cancels a subscription: the provider first, then CANCELED here (SUBSCRIPTION_CANCELED), and, when
 * not at the period's end, EXPIRED at once. A subscription canceled at the period's end may still be
 * ended now (the provider, told already, is not asked again); canceled at the period's end again, it is
 * answered unchanged. CONFLICT once it is over.
 */
async function cancel(db: PrismaClient, config: Config, store: Store, current: Subscription, atPeriodEnd: boolean): Promise<Subscription> {
  const refuse = (s: Subscription) => {
    if (s.status === 'EXPIRED') throw conflict(`Subscription ${s.id} is EXPIRED and cannot be canceled`);
  };
  refuse(current);
  // Canceled at the period's end already: asked again (a retry), it is answered as it is, and no one is asked.
  if (current.status === 'CANCELED' && atPeriodEnd) return current;
  // Canceled already, the provider charges no more: ending it now is ours alone (what the buyer keeps).
  if (current.status !== 'CANCELED') await cancelAtProvider(db, config, current, atPeriodEnd);
  const scope: ChangeScope = { store, config };
  return db.$transaction(async (tx) => {
    await lockProviderSubscription(tx, store.id, current.gateway, current.providerId);
    const sub = (await tx.subscription.findUnique({ where: { id: current.id } }))!;
    refuse(sub);
    if (sub.status === 'CANCELED' && atPeriodEnd) return sub;
    const now = new Date();
    let moved = sub;
    if (sub.status !== 'CANCELED') {
      moved = await tx.subscription.update({ where: { id: sub.id }, data: { status: 'CANCELED', cancelAtPeriodEnd: atPeriodEnd, canceledAt: now } });
      await recordSubscriptionEvent(tx, store, 'SUBSCRIPTION_CANCELED', moved, null);
    } else {
      moved = await tx.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: false } });
    }
    if (!atPeriodEnd) moved = (await expire(tx, scope, moved, now)) ?? moved;
    return moved;
  });
}

/** POST /v1/app/subscription/{id}/cancel (and GraphQL cancelSubscription). */
export async function cancelSubscription(ctx: ServiceContext, id: number, input: Wire<CancelSubscriptionInput> = {}): Promise<Subscription> {
  const data = parseInput(cancelSubscriptionSchema, input);
  const current = await getSubscription(ctx, id);
  return cancel(ctx.db, ctx.config, ctx.store, current, data.at_period_end);
}

/** The buyer's cancel (a renewal e-mail's signed link, verified by the caller): at the period's end, as the owner's default. */
export async function cancelForBuyer(db: PrismaClient, config: Config, storeId: number, id: number): Promise<{ store: Store; subscription: Subscription }> {
  const sub = await db.subscription.findFirst({ where: { id, storeId }, include: { store: true } });
  if (!sub) throw notFound('Subscription not found');
  const { store, ...current } = sub;
  if (current.status === 'CANCELED' || current.status === 'EXPIRED') return { store, subscription: current };
  return { store, subscription: await cancel(db, config, store, current, true) };
}

// ---------- the sweep

/**
 * Subscriptions canceled at the period's end whose period is over are EXPIRED (Stripe also says so with
 * customer.subscription.deleted, Mercado Pago does not: its cancel is immediate and the paid period is
 * ours to keep). At most `limit` a run; each in its own transaction, once.
 */
export async function expireEndedSubscriptions(env: { db: PrismaClient; config: Config; log: Log }, limit = 100): Promise<number> {
  const due = await env.db.subscription.findMany({
    where: { status: 'CANCELED', currentPeriodEnd: { lte: new Date() } },
    orderBy: { currentPeriodEnd: 'asc' },
    take: limit,
    include: { store: true },
  });
  let n = 0;
  for (const { store, ...sub } of due) {
    const done = await env.db.$transaction(async (tx) => {
      await lockProviderSubscription(tx, store.id, sub.gateway, sub.providerId);
      const current = await tx.subscription.findUnique({ where: { id: sub.id } });
      if (current?.status !== 'CANCELED') return false;
      return !!(await expire(tx, { store, config: env.config }, current, new Date()));
    });
    if (done) n++;
  }
  return n;
}
