import type { Config } from '../../config';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import type { Order, OrderRefund, PrismaClient, Store } from '../../generated/prisma/client';
import type { Log } from '../../logger';
import { lockOrder, moveOrder } from '../orders/order.transitions';
import type { TransitionStep, TransitionSubscription } from '../orders/order.subscriptions';
import { credentialsOf } from './gateway.service';
import { paymentOrder } from './payment.service';
import { bounded, paymentLog, reason } from './provider.call';
import { PROVIDERS } from './providers';
import { requestRefund, settleRefund } from './refund.queries';

/**
 * An owner's refund of an order paid through a provider, as a step with compensation (Medusa's
 * `createStep`): the provider gives the money back before the order says it did, and a crash or a
 * refused change in between must not lose that. So:
 *
 *   1. the intent is recorded (order_refunds, REQUESTED, with its idempotency key) and committed;
 *   2. the provider is asked, with that key (a second call for it is the same refund, never another);
 *   3. its success is recorded (PROVIDER_DONE), or its refusal (FAILED: nothing went back, 503);
 *   4. the order moves to REFUNDED, in a transaction that also marks the refund APPLIED (this module's
 *      subscription to the change, below: the same holds when the provider's own notification of the
 *      refund moves the order).
 *
 * Should 4 fail (409: the order changed meanwhile; a commission that cannot be taken back), the
 * compensation records why on the refund: PROVIDER_DONE, which the owner sees on the order (`refund`)
 * and a retry finishes without asking the provider again; FAILED when the order can never become
 * REFUNDED (charged back meanwhile: the buyer may have the money twice). The money cannot be taken
 * back from the provider, so compensating is recording, and finishing forward. A process that dies
 * after 1 or after 3 runs no compensation: its REQUESTED or PROVIDER_DONE refund is finished by the
 * owner's retry or by the worker (finish_refunds, every minute, once it is older than twice the
 * payment timeout: no live call can still be waiting for it).
 */

const keyOf = (order: Pick<Order, 'internalId'>) => `refund-${order.internalId}`;

/** An order a gift card paid in full (issue 33): nothing was charged through its gateway (its price, the gateway's part, is 0). */
const paidByGiftCard = (order: Pick<Order, 'paymentMethod'>) => order.paymentMethod === 'GIFT_CARD';

/** Steps 2 and 3: the provider asked with the refund's key; its answer recorded on the refund. A refusal is 503 (the order is unchanged). */
async function askProvider(db: PrismaClient, config: Config, storeId: number, order: Order, refund: OrderRefund, credentials: unknown): Promise<void> {
  const provider = PROVIDERS[order.gateway];
  try {
    const input = await paymentOrder(db, order);
    await bounded(config.payments, (signal) =>
      provider.refund!({ storeId, order: input, credentials, config: config.payments, signal, idempotencyKey: refund.idempotencyKey }),
    );
  } catch (e) {
    // Only a refund still REQUESTED: the provider's notification may have applied it meanwhile.
    await db.orderRefund.updateMany({ where: { id: refund.id, status: 'REQUESTED' }, data: { status: 'FAILED', error: `${order.gateway}: ${reason(e)}` } });
    paymentLog({
      level: 'warn',
      msg: 'payment provider refused or did not answer a refund',
      gateway: order.gateway,
      storeId,
      orderId: order.id,
      reason: reason(e),
    });
    throw new AppError('UNAVAILABLE', `${order.gateway} did not refund the payment (${reason(e)}); the order is unchanged, retry shortly`, { retryAfter: 30 });
  }
  await db.orderRefund.updateMany({
    where: { id: refund.id, status: 'REQUESTED' },
    data: { status: 'PROVIDER_DONE', providerDoneAt: new Date(), error: null },
  });
}

/**
 * Steps 1 to 3, before an owner's REFUNDED of an APPROVED order takes effect. Pix (no provider), orders
 * without a provider id and gateways without credentials are left to the owner, as they were: no
 * refund is recorded. An order approved by hand still goes to its provider, which reads its payment
 * back and refunds only what it was paid.
 */
async function refundAtProvider(ctx: ServiceContext, order: Order): Promise<void> {
  const provider = PROVIDERS[order.gateway];
  if (!provider.refund || !order.externalId || order.status !== 'APPROVED') return;
  // Paid in full by a gift card (issue 33): no provider took anything; the card gets its amount back.
  if (paidByGiftCard(order)) return;
  const credentials = await credentialsOf(ctx.db, ctx.config, ctx.store.id, order.gateway, { evenDisabled: true });
  if (!credentials) return;
  const refund = await requestRefund(ctx.db, {
    storeId: ctx.store.id,
    orderId: order.id,
    gateway: order.gateway,
    amount: order.price.toFixed(2),
    currency: order.currency,
    idempotencyKey: keyOf(order),
  });
  // The money went back before (the change after it failed or its process died): only the change is left.
  if (refund.status === 'PROVIDER_DONE') return;
  await askProvider(ctx.db, ctx.config, ctx.store.id, order, refund, credentials);
}

/**
 * The compensation of steps 1 to 3 when the change after them fails (or the order's record, when the
 * worker's change does): the refund keeps PROVIDER_DONE with why, for a retry; FAILED when the order
 * is no longer APPROVED (and not REFUNDED: then the change that made it so applied the refund).
 */
async function refundNotApplied(db: PrismaClient, orderId: number, gateway: string, error: unknown): Promise<void> {
  const why = error instanceof Error ? error.message : String(error);
  const order = await db.order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order || order.status === 'APPROVED') {
    await db.orderRefund.updateMany({
      where: { orderId, status: 'PROVIDER_DONE' },
      data: { error: `${gateway} gave the money back, but the order could not be marked REFUNDED: ${why}; retry to finish` },
    });
    return;
  }
  if (order.status === 'REFUNDED') return;
  await db.orderRefund.updateMany({
    where: { orderId, status: { in: ['REQUESTED', 'PROVIDER_DONE'] } },
    data: {
      status: 'FAILED',
      error: `${gateway} gave the money back, but the order is ${order.status} and cannot become REFUNDED (${why}): check with ${gateway} whether the buyer was paid back twice`,
    },
  });
}

const chargedBack = (gateway: string) =>
  `the order was charged back while this refund was under way: if ${gateway} gave the money back too, the buyer was paid back twice`;

/** The owner's refund, as a step of an owner's change APPROVED -> REFUNDED (src/modules/orders/order.subscriptions.ts). */
const refundStep: TransitionStep = {
  on: 'step',
  from: ['APPROVED'],
  to: ['REFUNDED'],
  run: refundAtProvider,
  compensate: (ctx, order, error) => refundNotApplied(ctx.db, order.id, order.gateway, error),
};

/**
 * Step 4's record, in the transaction of the change: an order leaving APPROVED marks its refund
 * APPLIED (REFUNDED) or FAILED (CHARGEDBACK under way), and hands the refund on for the event and the
 * answer. An order without a provider payment id has no refund: nothing is sent.
 */
const refundSettled: TransitionSubscription = {
  on: 'transition',
  from: ['APPROVED'],
  to: ['REFUNDED', 'CHARGEDBACK'],
  stage: 'after',
  async handler({ tx, order, to, now }) {
    if (order.externalId === null || paidByGiftCard(order)) return undefined;
    return { known: { refund: await settleRefund(tx, order.id, to, now, chargedBack(order.gateway)) } };
  },
};

export const refundSubscriptions = [refundStep, refundSettled];

/** What the worker's task is given. */
export interface RefundDeps {
  db: PrismaClient;
  config: Config;
  log: Log;
}

/**
 * Refunds left REQUESTED or PROVIDER_DONE by a process that died (or a change that failed), older than
 * `olderThanMs` (twice the payment timeout: any call for them has ended): each is finished as the
 * owner's retry would: the provider asked again with the same key if it never answered, then the
 * order moved to REFUNDED (its subscription marks the refund APPLIED). Several workers may run it:
 * each refund is claimed by a conditional update first. Returns how many it finished.
 */
export async function finishStuckRefunds(deps: RefundDeps, opts: { now?: Date; olderThanMs?: number; batch?: number } = {}): Promise<number> {
  const { db, config, log } = deps;
  const now = opts.now ?? new Date();
  const stale = new Date(now.getTime() - (opts.olderThanMs ?? 2 * config.payments.timeoutMs));
  const stuck = await db.orderRefund.findMany({
    where: { status: { in: ['REQUESTED', 'PROVIDER_DONE'] }, updatedAt: { lt: stale } },
    include: { order: true, store: true },
    orderBy: { id: 'asc' },
    take: opts.batch ?? 50,
  });
  let finished = 0;
  for (const { order, store, ...refund } of stuck) {
    const asks = refund.status === 'REQUESTED';
    const claimed = await db.orderRefund.updateMany({
      where: { id: refund.id, status: refund.status, updatedAt: refund.updatedAt },
      data: { updatedAt: new Date(), ...(asks ? { attempts: { increment: 1 } } : {}) },
    });
    if (claimed.count !== 1) continue;
    try {
      if (await finishRefund(deps, store, order, { ...refund, attempts: refund.attempts + (asks ? 1 : 0) })) finished++;
    } catch (e) {
      log({ level: 'warn', msg: 'a stuck refund could not be finished', storeId: store.id, orderId: order.id, reason: reason(e) });
    }
  }
  return finished;
}

async function finishRefund({ db, config }: RefundDeps, store: Store, order: Order, refund: OrderRefund): Promise<boolean> {
  if (order.status !== 'APPROVED') {
    // Moved without this refund's change (a notification moves a REFUNDED order and applies it itself).
    await refundNotApplied(db, order.id, order.gateway, new Error(`order ${order.id} is ${order.status}`));
    return false;
  }
  if (refund.status === 'REQUESTED') {
    const credentials = await credentialsOf(db, config, store.id, order.gateway, { evenDisabled: true });
    if (!credentials) {
      await db.orderRefund.updateMany({
        where: { id: refund.id, status: 'REQUESTED' },
        data: { status: 'FAILED', error: `${order.gateway} has no credentials at this store any more: nothing was asked` },
      });
      return false;
    }
    try {
      await askProvider(db, config, store.id, order, refund, credentials);
    } catch {
      return false; // FAILED, with the provider's answer: the owner sees it and retries
    }
  }
  try {
    await db.$transaction(async (tx) => {
      const current = await lockOrder(tx, store.id, order.id);
      await moveOrder(tx, current, 'REFUNDED', new Date(), { store, config });
    });
    return true;
  } catch (e) {
    await refundNotApplied(db, order.id, order.gateway, e);
    return false;
  }
}
