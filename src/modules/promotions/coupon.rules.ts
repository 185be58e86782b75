/**
 * A coupon's rules that do not depend on the cart's prices, shared by every checkout and by the
 * storefront's `GET /v1/webstore/discount/{code}`, so both refuse a code for the same reason with the
 * same rule (issue 33). Each refusal is one rule on the field `coupon`:
 *
 * | rule           | when                                                                       |
 * |----------------|----------------------------------------------------------------------------|
 * | exists         | no coupon of the store has the code, or the owner disabled it              |
 * | not_started    | its starts_at is still ahead                                               |
 * | expired        | its expires_at has passed                                                  |
 * | max_uses       | every use was taken                                                        |
 * | min_price      | the cart (after sales, before the coupon) is below its min_price           |
 * | scope          | no line of the cart is in its packages or categories                       |
 * | sale           | every line in its scope is on sale, and it does not combine with sales     |
 * | limit          | the buyer used it as often as limit_criteria / max_uses_per_buyer allow    |
 * | first_purchase | it is for a first purchase, and the buyer has an order of the store        |
 * | subscription   | the cart is a subscription package                                         |
 */

export interface CouponState {
  code: string;
  enabled: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export interface CouponRefusal {
  rule: string;
  message: string;
}

/** Why the coupon cannot be used by anyone now (null: it can), in the table's order. */
export function couponStateRefusal(coupon: CouponState | null, now: Date, show: (d: Date) => string): CouponRefusal | null {
  if (!coupon?.enabled) return { rule: 'exists', message: 'coupon is not a valid coupon of this store' };
  if (coupon.startsAt && coupon.startsAt > now) return { rule: 'not_started', message: `coupon ${coupon.code} can be used from ${show(coupon.startsAt)}` };
  if (coupon.expiresAt && coupon.expiresAt <= now) return { rule: 'expired', message: `coupon ${coupon.code} expired at ${show(coupon.expiresAt)}` };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return { rule: 'max_uses', message: `coupon ${coupon.code} has no uses left` };
  return null;
}

export interface CouponBuyerRules {
  code: string;
  limitCriteria: 'CLIENT_EMAIL' | 'CLIENT_IDENTIFIER' | null;
  maxUsesPerBuyer: number | null;
  firstPurchaseOnly: boolean;
}

/** What the buyer's history says of it: their orders with it (by e-mail, by identifier, by either) and all their orders. */
export interface BuyerHistory {
  byEmail: number;
  byIdentifier: number;
  byBuyer: number;
  orders: number;
}

/** Whether a coupon needs the buyer's history at all. */
export const countsBuyers = (c: CouponBuyerRules) => c.limitCriteria !== null || c.maxUsesPerBuyer !== null || c.firstPurchaseOnly;

/** Why this buyer cannot use it (null: they can). */
export function couponBuyerRefusal(coupon: CouponBuyerRules, history: BuyerHistory, buyer: { email: string; identifier: string | null }): CouponRefusal | null {
  if (coupon.firstPurchaseOnly && history.orders > 0)
    return { rule: 'first_purchase', message: `coupon ${coupon.code} is for a first purchase, and ${buyer.email} already has an order at this store` };
  if (coupon.limitCriteria === 'CLIENT_EMAIL' && history.byEmail > 0)
    return { rule: 'limit', message: `coupon ${coupon.code} can be used once per e-mail, and ${buyer.email} already has an order with it` };
  if (coupon.limitCriteria === 'CLIENT_IDENTIFIER' && history.byIdentifier > 0)
    return { rule: 'limit', message: `coupon ${coupon.code} can be used once per buyer identifier, and ${buyer.identifier} already has an order with it` };
  if (coupon.maxUsesPerBuyer !== null && history.byBuyer >= coupon.maxUsesPerBuyer) {
    const times = coupon.maxUsesPerBuyer === 1 ? 'once' : `${coupon.maxUsesPerBuyer} times`;
    return {
      rule: 'limit',
      message: `coupon ${coupon.code} can be used ${times} per buyer (by e-mail and identifier), and this buyer has used it ${history.byBuyer}`,
    };
  }
  return null;
}
