import type { ServiceContext } from '../../context';
import type { Coupon, OrderStatus } from '../../generated/prisma/client';
import { invalid, notFound } from '../../errors';
import { storeTime } from '../../lib/present';
import { MAX_INT, parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import { couponHistory } from '../orders/checkout.queries';
import { couponBuyerRefusal, couponStateRefusal, countsBuyers } from '../promotions/coupon.rules';
import { packagesInScopes } from '../promotions/scope.queries';
import { storefrontDiscountSchema, type StorefrontDiscountInput } from './storefront.schemas';

/**
 * What a storefront may look up one at a time by a value the buyer holds: a coupon by its code, an
 * order's status by the reference checkout gave. Each answers 404 alike for what does not exist, is
 * another store's or may not be shown, so the answer never tells them apart (a coupon of the store's
 * that cannot be used now says why, with checkout's rule: the buyer holds its code already).
 */

/**
 * A coupon with what the public API's discount also tells a storefront: the packages its scope takes
 * now (`appliesTo`; empty: every package). Its smallest subtotal (`minPrice`, 0: any) and per-buyer
 * rules are the coupon's own, as checkout applies them.
 */
export interface StorefrontCoupon extends Coupon {
  appliesTo: number[];
}

/**
 * A coupon the buyer can use now, by its code (matched ignoring case, as checkout matches it). An
 * unknown or disabled code is 404, as another store's is; a real one that cannot be used now is 422 on
 * `coupon` with checkout's rule (promotions/coupon.rules.ts): not_started, expired, max_uses; `scope`
 * when it is scoped and takes none of the `package_id` given (or no package at all now); with the
 * buyer's `email` or `client_identifier`, first_purchase and limit, judged by checkout's own statement
 * of the buyer's history (read-only here: nothing is held, checkout judges again under its locks).
 * Rules that need the priced cart (min_price, sale) are checkout's alone.
 */
export async function storefrontDiscount(ctx: ServiceContext, code: string, input: Wire<StorefrontDiscountInput> = {}): Promise<StorefrontCoupon> {
  const q = parseInput(storefrontDiscountSchema, input);
  const coupon = await ctx.db.coupon.findUnique({ where: { storeId_codeKey: { storeId: ctx.store.id, codeKey: code.trim().toLowerCase() } } });
  if (!coupon?.enabled) throw notFound('Coupon not found');
  const state = couponStateRefusal(coupon, new Date(), (d) => storeTime(ctx.store, d)!);
  if (state) throw invalid('coupon', state.rule, state.message);
  const scoped = coupon.packageIds.length > 0 || coupon.categoryIds.length > 0;
  const [[appliesTo], history] = await Promise.all([
    packagesInScopes(ctx.db, ctx.store.id, [coupon]),
    (q.email || q.client_identifier) && countsBuyers(coupon)
      ? // No e-mail given: '' matches no order (checkout stores a valid address), so only the identifier counts.
        couponHistory(ctx.db, ctx.store.id, coupon.id, q.email ?? '', q.client_identifier ?? null)
      : null,
  ]);
  if (scoped && (appliesTo.length === 0 || (q.package_id && !q.package_id.some((id) => appliesTo.includes(id))))) {
    const message = appliesTo.length
      ? `coupon ${coupon.code} applies to other packages: none of ${q.package_id!.join(', ')} is in its packages or categories`
      : `coupon ${coupon.code} applies to no package of the store now: its packages and categories hold none`;
    throw invalid('coupon', 'scope', message);
  }
  if (history) {
    const refusal = couponBuyerRefusal(coupon, history, { email: q.email ?? q.client_identifier!, identifier: q.client_identifier ?? null });
    if (refusal) throw invalid('coupon', refusal.rule, refusal.message);
  }
  return { ...coupon, appliesTo };
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
