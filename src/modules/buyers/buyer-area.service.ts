import type { ServiceContext } from '../../context';
import { conflict, notFound } from '../../errors';
import type { Buyer, Delivery, Order, OrderEmail, OrderPackage, Subscription } from '../../generated/prisma/client';
import { pageWindow, type Page } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import { resendStatusEmail, STATUS_EMAIL } from '../mail/order-email.queue';
import { lockOrder } from '../orders/order.transitions';
import { takeResend } from './buyer.limits';
import { buyerOrderId, buyerOrderIds, buyerSubscriptionIds, type BuyerIdentity } from './buyer.queries';
import { buyerOrdersSchema, type BuyerOrdersInput } from './buyer.schemas';

/**
 * The buyer's area (issue 32): who is signed in, their orders at this store (found by their verified
 * e-mail and their Discord id, buyer.queries.ts) with what each delivered and the e-mails sent for it,
 * "resend my keys", and their subscriptions. Every read is of the signed-in buyer's own rows at the
 * request's store: an order of someone else, or of another store, is 404 like one that does not exist.
 */

/** An order as the buyer's area shows it: its lines, what it delivered and its e-mails. */
export interface BuyerOrderRow extends Order {
  lines: OrderPackage[];
  deliveries: Delivery[];
  emails: OrderEmail[];
}

function signedIn(ctx: ServiceContext): { buyerId: number } & BuyerIdentity {
  if (ctx.actor.kind !== 'buyer') throw new Error("the buyer's area needs a signed-in buyer's context");
  return ctx.actor;
}

/** GET /v1/webstore/me. */
export async function getMe(ctx: ServiceContext): Promise<Buyer> {
  const { buyerId } = signedIn(ctx);
  return ctx.db.buyer.findFirstOrThrow({ where: { id: buyerId, storeId: ctx.store.id } });
}

/** The orders with their relations, in the order of `ids`: three statements whatever the page. */
async function withRelations(ctx: ServiceContext, ids: number[]): Promise<BuyerOrderRow[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.order.findMany({
    where: { id: { in: ids }, storeId: ctx.store.id },
    include: { lines: { orderBy: { id: 'asc' } }, deliveries: { orderBy: { id: 'asc' } }, emails: { orderBy: { id: 'asc' } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const DEFAULT_PER_PAGE = 20;

/** GET /v1/webstore/me/orders: newest first. */
export async function listBuyerOrders(ctx: ServiceContext, input: Wire<BuyerOrdersInput> = {}): Promise<Page<BuyerOrderRow>> {
  const q = parseInput(buyerOrdersSchema, input);
  const who = signedIn(ctx);
  const { page, perPage, skip, take } = pageWindow({ page: q.page, per_page: q.per_page ?? DEFAULT_PER_PAGE });
  const { ids, total } = await buyerOrderIds(ctx.db, ctx.store.id, who, { skip, take });
  return { kind: 'page', data: await withRelations(ctx, ids), total, page, perPage };
}

/** The id of the buyer's order `internalId` (any case); 404 when it is not theirs, here. */
async function theirOrderId(ctx: ServiceContext, internalId: string): Promise<number> {
  const ref = internalId.trim().toUpperCase();
  const id = /^[0-9A-Z]{1,32}$/.test(ref) ? await buyerOrderId(ctx.db, ctx.store.id, signedIn(ctx), ref) : null;
  if (id === null) throw notFound('Order not found');
  return id;
}

/** GET /v1/webstore/me/orders/{internal_id}. */
export async function getBuyerOrder(ctx: ServiceContext, internalId: string): Promise<BuyerOrderRow> {
  const [order] = await withRelations(ctx, [await theirOrderId(ctx, internalId)]);
  return order;
}

/**
 * POST /v1/webstore/me/orders/{internal_id}/resend: the e-mail of the order's status again, to the
 * order's own address, as the owner's "Resend e-mail" sends it (one on its way is not doubled).
 * At most 3 a minute per buyer; CONFLICT for an order with nothing to send (not approved, refunded
 * or charged back) and when this server sends no e-mail. The order's e-mails, oldest first.
 */
export async function resendBuyerOrderEmail(ctx: ServiceContext, internalId: string): Promise<OrderEmail[]> {
  const id = await theirOrderId(ctx, internalId);
  await takeResend(ctx, signedIn(ctx).buyerId);
  const mail = ctx.config.mail;
  return ctx.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, ctx.store.id, id);
    const kind = STATUS_EMAIL[order.status];
    if (!kind) throw conflict(`Order ${order.internalId} is ${order.status}: there is nothing to send until it is approved`);
    if (!mail) throw conflict('E-mail is off at this store: nothing can be sent');
    await resendStatusEmail(tx, { store: ctx.store, mail }, order, kind);
    return tx.orderEmail.findMany({ where: { orderId: id, storeId: ctx.store.id }, orderBy: { id: 'asc' } });
  });
}

/** GET /v1/webstore/me/subscriptions: the buyer's subscriptions that have not ended (EXPIRED ones are left out), newest first. */
export async function listBuyerSubscriptions(ctx: ServiceContext): Promise<Subscription[]> {
  const ids = await buyerSubscriptionIds(ctx.db, ctx.store.id, signedIn(ctx));
  if (!ids.length) return [];
  const rows = await ctx.db.subscription.findMany({ where: { id: { in: ids }, storeId: ctx.store.id } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
