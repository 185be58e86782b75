import type { Config } from '../../config';
import type { ServiceContext } from '../../context';
import { AppError, notFound, unauthenticated } from '../../errors';
import { Prisma, type Order, type OrderPackage, type PrismaClient, type Store } from '../../generated/prisma/client';
import type { Gateway } from '../../generated/prisma/enums';
import { bounded, paymentLog as log, reason } from './provider.call';
import { moveOrder } from '../orders/order.transitions';
import { claimPaymentEvent, markPaymentEvent, paidThroughProvider } from './payment.queries';
import { lockAndReadOrderByRef, type ProviderRef } from '../../db/locks';
import { credentialsOf, gatewayOf, notificationUrl, openCredentials, openCredentialsWith } from './gateway.service';
import {
  NotVerified,
  paymentColumns,
  type IncomingNotification,
  type LocalPayment,
  type PaymentOrder,
  type PaymentUpdate,
  type SubscriptionTerms,
  type UnwrittenOrder,
} from './payment.types';
import { PROVIDERS } from './providers';
import { recurringPayments } from './recurring';
import { paymentMismatch } from './payment.match';

/**
 * Money in and out through the store's payment providers: the payment data a checkout answers,
 * the notifications that approve (or refund) an order, and the refunds an owner asks for. The
 * providers (providers/*.ts) speak their APIs; the rules are here.
 */

export async function paymentOrder(db: PrismaClient | Prisma.TransactionClient, order: Order, known?: OrderPackage[]): Promise<PaymentOrder> {
  const lines = known ?? (await db.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }));
  return toPaymentOrder(order.id, order, lines);
}

/** What a provider is told of an order: written (its id and payment id) or about to be (id 0, none). */
function toPaymentOrder(
  id: number,
  o: Pick<Order, 'internalId' | 'currency' | 'clientName' | 'clientEmail' | 'clientDocument' | 'clientPhone'> & {
    price: Prisma.Decimal;
    externalId?: string | null;
  },
  lines: Pick<OrderPackage, 'name' | 'quantity' | 'unitPrice'>[],
): PaymentOrder {
  return {
    id,
    internalId: o.internalId,
    price: o.price.toFixed(2),
    currency: o.currency,
    clientName: o.clientName,
    clientEmail: o.clientEmail,
    clientDocument: o.clientDocument,
    clientPhone: o.clientPhone,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: new Prisma.Decimal(l.unitPrice).toFixed(2) })),
    externalId: o.externalId ?? null,
  };
}

const storefrontUrl = (store: Store) => `https://${store.domain}`;

/**
 * The payment data of a provider that needs no one to make it (`local`: Pix), made before its order
 * is written so that it is written with it (one UPDATE less per checkout, the answer unchanged).
 * undefined for every other provider, and without credentials: they are asked once the order exists
 * (payCheckout). A failure is kept, not thrown: the order is still written, without payment data,
 * and payCheckout logs it as it logs a provider that did not answer.
 */
export async function localPayment(
  ctx: ServiceContext,
  gateway: Gateway,
  sealed: string | null,
  key: Buffer,
  order: UnwrittenOrder,
): Promise<LocalPayment | undefined> {
  const provider = PROVIDERS[gateway];
  if (!sealed || !provider.local) return undefined;
  const credentials = openCredentialsWith(key, sealed);
  const started = Date.now();
  try {
    const input = toPaymentOrder(0, { ...order, externalId: null }, order.lines);
    const data = await bounded(ctx.config.payments, (signal) =>
      provider.createPayment({
        order: input,
        store: paymentStore(ctx.store),
        credentials,
        urls: paymentUrls(ctx, gateway),
        config: ctx.config.payments,
        signal,
      }),
    );
    return { data };
  } catch (e) {
    return { failed: reason(e), ms: Date.now() - started };
  }
}

const paymentStore = (store: Store) => ({ id: store.id, name: store.name, domain: store.domain, locale: store.locale });

const paymentUrls = (ctx: ServiceContext, gateway: Gateway) => ({
  notification: notificationUrl(ctx.config, gateway, ctx.store.id),
  success: ctx.store.returnUrl ?? storefrontUrl(ctx.store),
  cancel: ctx.store.cancelUrl ?? storefrontUrl(ctx.store),
});

const noPaymentData = (ctx: ServiceContext, order: Order, ms: number, why: string) =>
  log({
    level: 'warn',
    msg: 'payment provider gave no payment data; the order stays PENDING without it',
    gateway: order.gateway,
    storeId: ctx.store.id,
    orderId: order.id,
    ms,
    reason: why,
  });

/**
 * The payment data of a checkout's order, from its gateway's provider, kept on the order. A provider
 * that fails or does not answer within PAYMENT_TIMEOUT_MS (10 s) leaves the order PENDING without
 * payment data: the checkout still answers 201 with it (docs/DECISIONS.md, "Payments"). `sealed` is the
 * gateway's stored credentials, as checkout read them with the enabled gateways (null: no provider to ask).
 * `known.lines`: the order's lines as checkout wrote them; `known.local`: what a local provider made
 * before the order was written (already on the order).
 */
export async function payCheckout(
  ctx: ServiceContext,
  order: Order,
  sealed: string | null,
  known: { lines?: OrderPackage[]; local?: LocalPayment; subscription?: SubscriptionTerms | null } = {},
): Promise<Order> {
  if (!sealed) return order;
  if (known.local) {
    if ('failed' in known.local) noPaymentData(ctx, order, known.local.ms, known.local.failed);
    return order;
  }
  const provider = PROVIDERS[order.gateway];
  const credentials = await openCredentials(ctx.db, ctx.config, sealed);
  const started = Date.now();
  try {
    const input = { ...(await paymentOrder(ctx.db, order, known.lines)), subscription: known.subscription ?? null };
    const data = await bounded(ctx.config.payments, (signal) =>
      provider.createPayment({
        order: input,
        store: paymentStore(ctx.store),
        credentials,
        urls: paymentUrls(ctx, order.gateway),
        config: ctx.config.payments,
        signal,
      }),
    );
    return await ctx.db.order.update({ where: { id: order.id }, data: paymentColumns(data) });
  } catch (e) {
    noPaymentData(ctx, order, Date.now() - started, reason(e));
    return order;
  }
}

export interface NotificationOutcome {
  /** What each verified update did. */
  results: { eventId: string; outcome: 'APPLIED' | 'ALREADY' | 'REVIEW' | 'IGNORED' | 'UNKNOWN_ORDER' }[];
}

/**
 * POST /v1/payments/{gateway}/{store_id}: a provider's notification. Nothing in it is trusted until
 * the provider verifies it its own way (providers/*.ts): an unverifiable one is 401 and changes
 * nothing. Each verified update is applied once (payment_events), to an order of this store only.
 */
export async function receiveNotification(
  db: PrismaClient,
  config: Config,
  rawGateway: string,
  rawStoreId: string,
  notification: IncomingNotification,
): Promise<NotificationOutcome> {
  const gateway = gatewayOf(rawGateway);
  const storeId = /^[1-9]\d{0,9}$/.test(rawStoreId) ? Number(rawStoreId) : NaN;
  const store = Number.isSafeInteger(storeId) ? await db.store.findUnique({ where: { id: storeId } }) : null;
  if (!store) throw notFound('Store not found');
  const provider = PROVIDERS[gateway];
  // Credentials of a gateway the owner disabled still verify: a refund of an earlier payment must arrive.
  const credentials = await credentialsOf(db, config, store.id, gateway, { evenDisabled: true });
  if (!provider.parseNotification || !credentials) throw notFound(`${gateway} is not set up for this store`);
  let updates: PaymentUpdate[];
  try {
    updates = await bounded(config.payments, (signal) =>
      provider.parseNotification!({ storeId: store.id, notification, credentials, config: config.payments, signal }),
    );
  } catch (e) {
    if (e instanceof NotVerified) {
      log({ level: 'warn', msg: 'payment notification refused: not verified', gateway, storeId: store.id, reason: e.message });
      throw unauthenticated(`Notification not verified: ${e.message}`);
    }
    log({ level: 'warn', msg: 'payment notification could not be read back from the provider', gateway, storeId: store.id, reason: reason(e) });
    throw new AppError('UNAVAILABLE', `${gateway} could not confirm the notification right now; retry`, { retryAfter: 60 });
  }
  const results: NotificationOutcome['results'] = [];
  for (const update of updates) {
    if (update.warning) log({ level: 'warn', msg: update.warning, gateway, storeId: store.id, eventId: update.eventId });
    results.push({ eventId: update.eventId, outcome: await applyUpdate(db, config, store, gateway, update) });
  }
  return { results };
}

/** One verified update, once: a second arrival of the same event finds its row and changes nothing. */
async function applyUpdate(
  db: PrismaClient,
  config: Config,
  store: Store,
  gateway: Gateway,
  update: PaymentUpdate,
): Promise<NotificationOutcome['results'][number]['outcome']> {
  if (update.kind === 'IGNORED') return 'IGNORED';
  if (update.kind.startsWith('SUBSCRIPTION_')) return (await recurringPayments()?.apply(db, config, store, gateway, update)) ?? 'IGNORED';
  const scope = { store, config };
  return db.$transaction(async (tx) => {
    // The order is locked as it is found (one statement): the event's claim below and everything after
    // happen with concurrent changes of the order queued behind this one.
    const ref: ProviderRef | null = update.internalId
      ? { internalId: update.internalId }
      : update.externalId
        ? { externalId: update.externalId, gateway }
        : null;
    const order = ref ? await lockAndReadOrderByRef(tx, store.id, ref) : undefined;
    if (!order) {
      log({
        level: 'warn',
        msg: 'payment notification for no order of this store',
        gateway,
        storeId: store.id,
        internalId: update.internalId,
        externalId: update.externalId,
      });
      return 'UNKNOWN_ORDER';
    }
    const event = { storeId: store.id, gateway, eventId: update.eventId };
    if (!(await claimPaymentEvent(tx, event, order.id, update.kind))) return 'ALREADY';
    const now = new Date();
    if (update.kind === 'PAID') {
      // Money taken, and the order cannot take it, or this is not its payment: the owner must look.
      // The event's row says what it did: PAID only for the payment that paid the order.
      const mark = (outcome: 'REVIEW' | 'ALREADY') => markPaymentEvent(tx, event, outcome);
      // The payment's id is kept on the order, unless the order already holds the payment that paid it.
      const review = async (problem: string, keepId = false) => {
        await tx.order.update({
          where: { id: order.id },
          data: { reviewReason: problem, externalId: keepId ? order.externalId : (update.externalId ?? order.externalId) },
        });
        await mark('REVIEW');
        log({
          level: 'warn',
          msg: 'payment confirmation left for the owner to review',
          gateway,
          storeId: store.id,
          orderId: order.id,
          status: order.status,
          reason: problem,
        });
        return 'REVIEW' as const;
      };
      if (order.status === 'APPROVED') {
        if (update.externalId === null || update.externalId === order.externalId) {
          await mark('ALREADY');
          return 'ALREADY';
        }
        // Approved by hand before the provider's word came: this payment is the one that paid it.
        if (!(await paidThroughProvider(tx, order.id, update.eventId))) {
          await tx.order.update({
            where: { id: order.id },
            data: { externalId: update.externalId, paymentMethod: update.paymentMethod ?? order.paymentMethod },
          });
          return 'ALREADY';
        }
        return review(`a second payment (${gateway} ${update.externalId}) for an order already paid (${order.externalId ?? 'by hand'}): refund one`, true);
      }
      if (order.status !== 'PENDING')
        return review(`paid through ${gateway} (${update.externalId ?? 'no id'}) after the order was ${order.status}: refund the buyer`);
      const problem = paymentMismatch('order', order, gateway, update);
      if (problem) return review(problem);
      const extra = { externalId: update.externalId ?? order.externalId, reviewReason: null, paymentMethod: update.paymentMethod ?? order.paymentMethod };
      await moveOrder(tx, { ...order, ...extra }, 'APPROVED', now, scope, extra);
      return 'APPLIED';
    }
    // A refund or a dispute lost: only an approved order has something to give back.
    if (order.status !== 'APPROVED') return 'ALREADY';
    const target = update.kind === 'REFUNDED' ? 'REFUNDED' : 'CHARGEDBACK';
    await moveOrder(tx, order, target, now, scope);
    return 'APPLIED';
  });
}
