/**
 * How a cart is priced (issue 33): the one calculation the storefront's package page, the cart
 * preview and every checkout use, in integer cents, with no I/O. The order:
 *
 * 1. each line's unit price at its package's own price (`unitCents`);
 * 2. the best running sale of the line's package (or its parent, for a variation) or of its category
 *    or any category above it: PERCENTAGE takes `value`% of the unit (rounded half up, to the cent),
 *    PRICE takes `value` (at most the unit); the largest cut wins, then the lowest sale id;
 * 3. the coupon, on the lines in its scope (every line when it has none; lines on sale are left out
 *    when it does not combine with sales): PERCENTAGE rounds the discounted base half up, as orders
 *    always were (`base - round(base * (100 - p) / 100)`), PRICE takes at most the base;
 * 4. a gift card pays what it can of the rest (`giftCard`), the gateway the remainder (`due`).
 *
 * Nothing is ever negative, and total = subtotal - saleDiscount - couponDiscount.
 */

type PromoKind = 'PERCENTAGE' | 'PRICE';

/** A scope: packages (a variation is in scope through its parent) and categories (subcategories included). Both empty: everything. */
export interface Scope {
  packageIds: readonly number[];
  categoryIds: readonly number[];
}

export interface SaleRule extends Scope {
  id: number;
  type: PromoKind;
  /** PERCENTAGE: basis points (10% = 1000); PRICE: cents off each unit. `toCents` of the stored value is both. */
  value: number;
}

export interface CouponRule extends Scope {
  type: PromoKind;
  /** PERCENTAGE: basis points; PRICE: cents off the lines in scope. */
  value: number;
  combinableWithSales: boolean;
}

export interface LineInput {
  packageId: number;
  /** The package a variation belongs to; null for a package of its own. */
  parentId: number | null;
  categoryId: number;
  unitCents: number;
  quantity: number;
}

interface PricedLine extends LineInput {
  /** The unit after the sale (unitCents when none runs for it). */
  saleUnitCents: number;
  saleId: number | null;
  /** saleUnitCents * quantity: what the line costs before the coupon. */
  lineCents: number;
  /** Whether the coupon's discount counts this line. */
  couponEligible: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The lines at their packages' own prices. */
  subtotal: number;
  saleDiscount: number;
  /** The lines after their sales, before the coupon (what a coupon's min_price is compared with). */
  afterSales: number;
  /** What the coupon's discount was taken from; 0 without a coupon. */
  couponBase: number;
  couponDiscount: number;
  /** subtotal - saleDiscount - couponDiscount. */
  total: number;
  /** What the gift card pays: min(its balance, total). */
  giftCard: number;
  /** What the gateway charges: total - giftCard. */
  due: number;
  /** Why a coupon given could not discount anything: no line in its scope, or every such line is on sale. */
  couponRefusal: 'scope' | 'sale' | null;
}

/** a * b / c rounded half up, for non-negative integers (exact: BigInt, whatever the sizes). */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/** Every category id with the ids of the categories above it (itself first), from each category's parent. */
function ancestry(parents: ReadonlyMap<number, number | null>, categoryId: number): number[] {
  const path: number[] = [];
  let id: number | null | undefined = categoryId;
  while (id !== null && id !== undefined && !path.includes(id)) {
    path.push(id);
    id = parents.get(id);
  }
  return path;
}

/** Whether a line falls in a scope (an empty scope takes every line). */
export function inScope(scope: Scope, line: Pick<LineInput, 'packageId' | 'parentId' | 'categoryId'>, parents: ReadonlyMap<number, number | null>): boolean {
  if (!scope.packageIds.length && !scope.categoryIds.length) return true;
  if (scope.packageIds.includes(line.packageId) || (line.parentId !== null && scope.packageIds.includes(line.parentId))) return true;
  return scope.categoryIds.length > 0 && ancestry(parents, line.categoryId).some((id) => scope.categoryIds.includes(id));
}

/** What a sale takes off one unit. */
function saleCut(sale: Pick<SaleRule, 'type' | 'value'>, unitCents: number): number {
  return sale.type === 'PERCENTAGE' ? Math.min(unitCents, mulDivRound(unitCents, sale.value, 10_000)) : Math.min(unitCents, sale.value);
}

/** The best sale for a unit of this line (the largest cut, then the lowest id), or null when none takes anything. */
export function bestSale(
  sales: readonly SaleRule[],
  line: Pick<LineInput, 'packageId' | 'parentId' | 'categoryId' | 'unitCents'>,
  parents: ReadonlyMap<number, number | null>,
): { sale: SaleRule; cut: number } | null {
  let best: { sale: SaleRule; cut: number } | null = null;
  for (const sale of sales) {
    if ((!sale.packageIds.length && !sale.categoryIds.length) || !inScope(sale, line, parents)) continue;
    const cut = saleCut(sale, line.unitCents);
    if (cut > 0 && (!best || cut > best.cut || (cut === best.cut && sale.id < best.sale.id))) best = { sale, cut };
  }
  return best;
}

export function priceCart(input: {
  lines: readonly LineInput[];
  sales?: readonly SaleRule[];
  coupon?: CouponRule | null;
  /** The categories' parents (null: top level), for scopes that name categories. */
  parents?: ReadonlyMap<number, number | null>;
  /** The gift card's balance in cents; undefined: no gift card. */
  giftCardBalance?: number;
}): PricedCart {
  const parents = input.parents ?? new Map<number, number | null>();
  const sales = input.sales ?? [];
  const coupon = input.coupon ?? null;
  const lines = input.lines.map((line): PricedLine => {
    const best = bestSale(sales, line, parents);
    const saleUnitCents = line.unitCents - (best?.cut ?? 0);
    const eligible = !!coupon && inScope(coupon, line, parents) && (coupon.combinableWithSales || !best);
    return { ...line, saleUnitCents, saleId: best?.sale.id ?? null, lineCents: saleUnitCents * line.quantity, couponEligible: eligible };
  });
  const subtotal = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const afterSales = lines.reduce((s, l) => s + l.lineCents, 0);
  const couponBase = lines.reduce((s, l) => s + (l.couponEligible ? l.lineCents : 0), 0);
  let couponDiscount = 0;
  let couponRefusal: PricedCart['couponRefusal'] = null;
  if (coupon) {
    if (!lines.some((l) => inScope(coupon, l, parents))) couponRefusal = 'scope';
    else if (!lines.some((l) => l.couponEligible)) couponRefusal = 'sale';
    couponDiscount =
      coupon.type === 'PERCENTAGE' ? couponBase - mulDivRound(couponBase, 10_000 - Math.min(coupon.value, 10_000), 10_000) : Math.min(coupon.value, couponBase);
  }
  const total = afterSales - couponDiscount;
  const giftCard = input.giftCardBalance === undefined ? 0 : Math.max(0, Math.min(input.giftCardBalance, total));
  return {
    lines,
    subtotal,
    saleDiscount: subtotal - afterSales,
    afterSales,
    couponBase,
    couponDiscount,
    total,
    giftCard,
    due: total - giftCard,
    couponRefusal,
  };
}

/** Money as stored (a Decimal, a number or its text with at most two decimals) in integer cents. */
export function toCents(value: { toString(): string } | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.toString();
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

/** Integer cents as money text with two decimals ("12.34"), what a Decimal column takes. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
