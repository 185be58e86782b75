import { Prisma } from '../../src/generated/prisma/client';

/**
 * An independent calculation of a cart's price under sales, a coupon and a gift card, written from
 * the rules as docs/DECISIONS.md states them ("Promotions (issue 33)"), not from
 * src/modules/promotions/pricing.ts: money as decimals (not cents), scopes expanded downwards (each
 * category's descendants) rather than walked upwards, and the best sale found by sorting.
 */

const D = Prisma.Decimal;
type Dec = Prisma.Decimal;

export interface RefCategory {
  id: number;
  parentId: number | null;
}
export interface RefPackage {
  id: number;
  parentId: number | null;
  categoryId: number;
  /** Money, two decimals. */
  price: string;
}
interface RefPromo {
  type: 'PERCENTAGE' | 'PRICE';
  /** Percent (two decimals) or money. */
  value: string;
  packageIds: number[];
  categoryIds: number[];
}
export interface RefSale extends RefPromo {
  id: number;
}
export interface RefCoupon extends RefPromo {
  combinableWithSales: boolean;
}

export interface RefResult {
  /** Per line: the unit price after the sale. */
  units: string[];
  subtotal: string;
  saleDiscount: string;
  couponDiscount: string;
  total: string;
  giftCard: string;
  due: string;
  refusal: 'scope' | 'sale' | null;
}

/** Every category in `roots` and below them. */
function withDescendants(categories: RefCategory[], roots: number[]): Set<number> {
  const out = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** The package ids a promotion reaches; null: every package. */
function reach(promo: RefPromo, packages: RefPackage[], categories: RefCategory[]): Set<number> | null {
  if (!promo.packageIds.length && !promo.categoryIds.length) return null;
  const cats = withDescendants(categories, promo.categoryIds);
  return new Set(
    packages
      .filter((p) => promo.packageIds.includes(p.id) || (p.parentId !== null && promo.packageIds.includes(p.parentId)) || cats.has(p.categoryId))
      .map((p) => p.id),
  );
}

const round2 = (d: Dec) => d.toDecimalPlaces(2, D.ROUND_HALF_UP);

export function referencePrice(input: {
  categories: RefCategory[];
  packages: RefPackage[];
  cart: { packageId: number; quantity: number }[];
  sales: RefSale[];
  coupon: RefCoupon | null;
  giftCardBalance: string | null;
}): RefResult {
  const byId = new Map(input.packages.map((p) => [p.id, p]));
  const saleReach = input.sales.map((s) => ({ sale: s, reach: reach(s, input.packages, input.categories) }));
  const lines = input.cart.map((item) => {
    const pkg = byId.get(item.packageId)!;
    const unit = new D(pkg.price);
    const cuts = saleReach
      // A sale with no scope reaches nothing (a sale must name packages or categories).
      .filter((s) => s.reach?.has(pkg.id))
      .map((s) => {
        const raw = s.sale.type === 'PERCENTAGE' ? round2(unit.mul(s.sale.value).div(100)) : new D(s.sale.value);
        return { id: s.sale.id, cut: D.min(raw, unit) };
      })
      .filter((c) => c.cut.gt(0))
      .sort((a, b) => (b.cut.cmp(a.cut) !== 0 ? b.cut.cmp(a.cut) : a.id - b.id));
    const cut = cuts[0]?.cut ?? new D(0);
    return { pkg, quantity: item.quantity, list: unit.mul(item.quantity), unitAfter: unit.sub(cut), onSale: cuts.length > 0 };
  });
  const subtotal = lines.reduce((s, l) => s.add(l.list), new D(0));
  const afterSales = lines.reduce((s, l) => s.add(l.unitAfter.mul(l.quantity)), new D(0));
  let couponDiscount = new D(0);
  let refusal: RefResult['refusal'] = null;
  if (input.coupon) {
    const c = input.coupon;
    const r = reach(c, input.packages, input.categories);
    const inScope = lines.filter((l) => r === null || r.has(l.pkg.id));
    const eligible = inScope.filter((l) => c.combinableWithSales || !l.onSale);
    if (!inScope.length) refusal = 'scope';
    else if (!eligible.length) refusal = 'sale';
    const base = eligible.reduce((s, l) => s.add(l.unitAfter.mul(l.quantity)), new D(0));
    couponDiscount = c.type === 'PERCENTAGE' ? base.sub(round2(base.mul(new D(100).sub(c.value)).div(100))) : D.min(new D(c.value), base);
  }
  const total = afterSales.sub(couponDiscount);
  const giftCard = input.giftCardBalance === null ? new D(0) : D.min(new D(input.giftCardBalance), total);
  return {
    units: lines.map((l) => l.unitAfter.toFixed(2)),
    subtotal: subtotal.toFixed(2),
    saleDiscount: subtotal.sub(afterSales).toFixed(2),
    couponDiscount: couponDiscount.toFixed(2),
    total: total.toFixed(2),
    giftCard: giftCard.toFixed(2),
    due: total.sub(giftCard).toFixed(2),
    refusal,
  };
}
