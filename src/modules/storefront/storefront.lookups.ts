import type { ServiceContext } from '../../context';
import type { Coupon, OrderStatus } from '../../generated/prisma/client';
import { notFound } from '../../errors';
import { MAX_INT } from '../../lib/validation';

/**
 * What a storefront may look up one at a time by a value the buyer holds: a coupon by its code, an
 * order's status by the reference checkout gave. Each answers 404 alike for what does not exist, is
 * another store's or may not be shown, so the answer never tells them apart.
 */

/**
 * A coupon with what the public API's discount also tells a storefront: the packages it is limited to
 * (none: every package; coupons are not limited to packages yet). Its smallest subtotal (`minPrice`,
 * 0: any) and per-buyer limit (`limitCriteria`, null: none) are the coupon's own, as checkout applies them.
 */
export interface StorefrontCoupon extends Coupon {
  appliesTo: number[];
}

/** A coupon the buyer can use now: enabled, not expired, uses left. Codes match ignoring case, as checkout matches them. */
export async function storefrontDiscount(ctx: ServiceContext, code: string): Promise<StorefrontCoupon> {
  const coupon = await ctx.db.coupon.findUnique({ where: { storeId_codeKey: { storeId: ctx.store.id, codeKey: code.trim().toLowerCase() } } });
  const usable = coupon?.enabled && (coupon.expiresAt === null || coupon.expiresAt > new Date()) && (coupon.maxUses === null || coupon.uses < coupon.maxUses);
  if (!usable) throw notFound('Coupon not found');
  return { ...coupon, appliesTo: [] };
}

/**
 * How long an order's numeric id answers: a checkout's payment window. Numeric ids are sequential,
 * so anyone can walk them; limiting them to recent orders bounds what walking shows to today's
 * statuses. The internal id (random, 60 bits) answers for the order's whole life.
 */
const NUMERIC_ORDER_STATUS_WINDOW_MS = 24 * 60 * 60 * 1000;

const NUMERIC = /^\d{1,10}$/;

/**
 * The status of an order of this store, by the `internal_id` checkout answered (any case) or, for the
 * clients that poll with it, the numeric `order_id` of an order placed within the window. Nothing
 * but the status is ever returned.
 */
export async function storefrontOrderStatus(ctx: ServiceContext, reference: string): Promise<{ status: OrderStatus }> {
  const ref = reference.trim();
  const numeric = NUMERIC.test(ref);
  if (numeric && (Number(ref) < 1 || Number(ref) > MAX_INT)) throw notFound('Order not found');
  const where = numeric
    ? { storeId: ctx.store.id, id: Number(ref), createdAt: { gte: new Date(Date.now() - NUMERIC_ORDER_STATUS_WINDOW_MS) } }
    : { storeId: ctx.store.id, internalId: ref.toUpperCase() };
  const order = await ctx.db.order.findFirst({ where, select: { status: true } });
  if (!order) throw notFound('Order not found');
  return order;
}
