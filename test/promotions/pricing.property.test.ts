import fc from 'fast-check';
import { fromCents, priceCart, toCents } from '../../src/modules/promotions/pricing';
import { referencePrice, type RefCategory, type RefCoupon, type RefPackage, type RefSale } from './reference-pricing';

/**
 * The pricing core (src/modules/promotions/pricing.ts) against an independent calculation
 * (./reference-pricing.ts) over random catalogs, carts, sales, coupons and gift cards: the same
 * totals to the cent, and the rules' bounds (never negative, never more off than a rule allows,
 * integer cents throughout). The checkout's own totals are compared with the same reference in
 * pricing.checkout.property.test.ts.
 */

const money = (maxCents: number) => fc.integer({ min: 1, max: maxCents }).map((c) => fromCents(c));
const percent = fc.integer({ min: 1, max: 10_000 }).map((bp) => fromCents(bp));

/** A category forest of 1..6 categories (each parent earlier than its child) and 1..8 packages, some variations. */
const catalog = fc
  .record({
    parents: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 6 }),
    packages: fc.array(fc.record({ category: fc.nat(), price: fc.integer({ min: 1, max: 2_000_000 }), parent: fc.option(fc.nat(), { nil: null }) }), {
      minLength: 1,
      maxLength: 8,
    }),
  })
  .map(({ parents, packages }) => {
    const categories: RefCategory[] = parents.map((p, i) => ({ id: 100 + i, parentId: p === null || i === 0 ? null : 100 + (p % i) }));
    const list: RefPackage[] = [];
    packages.forEach((p, i) => {
      // A variation's parent is an earlier package that is not a variation itself, in the same category.
      const parent = p.parent === null || i === 0 ? null : list[p.parent % i];
      const base = parent && parent.parentId === null ? parent : null;
      list.push({
        id: 1 + i,
        parentId: base ? base.id : null,
        categoryId: base ? base.categoryId : categories[p.category % categories.length].id,
        price: fromCents(p.price),
      });
    });
    return { categories, packages: list };
  });

const scope = (c: { categories: RefCategory[]; packages: RefPackage[] }) =>
  fc.record({
    packageIds: fc.subarray(c.packages.map((p) => p.id)),
    categoryIds: fc.subarray(c.categories.map((k) => k.id)),
  });

const promo = (c: { categories: RefCategory[]; packages: RefPackage[] }) =>
  fc
    .oneof(fc.record({ type: fc.constant('PERCENTAGE' as const), value: percent }), fc.record({ type: fc.constant('PRICE' as const), value: money(3_000_000) }))
    .chain((p) => scope(c).map((s) => ({ ...p, ...s })));

const scenario = catalog.chain((c) =>
  fc.record({
    catalog: fc.constant(c),
    cart: fc
      .shuffledSubarray(c.packages, { minLength: 1 })
      .chain((pkgs) => fc.tuple(...pkgs.map((p) => fc.integer({ min: 1, max: 50 }).map((quantity) => ({ packageId: p.id, quantity }))))),
    sales: fc.array(promo(c), { maxLength: 4 }).map((list) => list.map((s, i): RefSale => ({ ...s, id: i + 1 }))),
    coupon: fc.option(
      promo(c).chain((p) => fc.boolean().map((combinableWithSales): RefCoupon => ({ ...p, combinableWithSales }))),
      { nil: null },
    ),
    giftCardBalance: fc.option(money(5_000_000), { nil: null }),
  }),
);

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function core(s: Scenario) {
  const byId = new Map(s.catalog.packages.map((p) => [p.id, p]));
  return priceCart({
    lines: s.cart.map((item) => {
      const p = byId.get(item.packageId)!;
      return { packageId: p.id, parentId: p.parentId, categoryId: p.categoryId, unitCents: toCents(p.price), quantity: item.quantity };
    }),
    sales: s.sales.map((x) => ({ ...x, value: toCents(x.value) })),
    coupon: s.coupon && { ...s.coupon, value: toCents(s.coupon.value) },
    parents: new Map(s.catalog.categories.map((k) => [k.id, k.parentId])),
    giftCardBalance: s.giftCardBalance === null ? undefined : toCents(s.giftCardBalance),
  });
}
const RUNS = Number(process.env.PRICING_RUNS ?? 1500);

describe('the pricing core against an independent calculation', () => {
  test('the same totals, to the cent, for every cart, sale, coupon and gift card', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const got = core(s);
        const want = referencePrice({ ...s.catalog, cart: s.cart, sales: s.sales, coupon: s.coupon, giftCardBalance: s.giftCardBalance });
        expect({
          units: got.lines.map((l) => fromCents(l.saleUnitCents)),
          subtotal: fromCents(got.subtotal),
          saleDiscount: fromCents(got.saleDiscount),
          couponDiscount: fromCents(got.couponDiscount),
          total: fromCents(got.total),
          giftCard: fromCents(got.giftCard),
          due: fromCents(got.due),
          refusal: got.couponRefusal,
        }).toEqual(want);
      }),
      { numRuns: RUNS },
    );
  });

  test('never negative, never more off than a rule allows, integer cents throughout', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const got = core(s);
        for (const v of [got.subtotal, got.saleDiscount, got.afterSales, got.couponBase, got.couponDiscount, got.total, got.giftCard, got.due]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(got.total).toBe(got.subtotal - got.saleDiscount - got.couponDiscount);
        expect(got.due + got.giftCard).toBe(got.total);
        // A sale takes at most its percentage (rounded to the cent) or its amount off each unit, never the unit below 0.
        for (const line of got.lines) {
          expect(line.saleUnitCents).toBeGreaterThanOrEqual(0);
          expect(line.saleUnitCents).toBeLessThanOrEqual(line.unitCents);
          const sale = s.sales.find((x) => x.id === line.saleId);
          if (!sale) expect(line.saleUnitCents).toBe(line.unitCents);
          else if (sale.type === 'PRICE') expect(line.unitCents - line.saleUnitCents).toBeLessThanOrEqual(toCents(sale.value));
          else expect(line.unitCents - line.saleUnitCents).toBeLessThanOrEqual(Math.ceil((line.unitCents * toCents(sale.value)) / 10_000));
        }
        if (!s.coupon) expect(got.couponDiscount).toBe(0);
        else if (s.coupon.type === 'PRICE') expect(got.couponDiscount).toBeLessThanOrEqual(Math.min(toCents(s.coupon.value), got.couponBase));
        else expect(got.couponDiscount).toBeLessThanOrEqual(Math.ceil((got.couponBase * toCents(s.coupon.value)) / 10_000));
        if (s.giftCardBalance !== null) expect(got.giftCard).toBeLessThanOrEqual(toCents(s.giftCardBalance));
      }),
      { numRuns: RUNS },
    );
  });

  test('a cart never costs more with a promotion than without it', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const bare = core({ ...s, sales: [], coupon: null, giftCardBalance: null });
        const got = core(s);
        expect(got.total).toBeLessThanOrEqual(bare.total);
        expect(bare.total).toBe(bare.subtotal);
        expect(got.subtotal).toBe(bare.subtotal);
      }),
      { numRuns: RUNS },
    );
  });

  test('money text and cents convert both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(5)).toBe('0.05');
  });
});
