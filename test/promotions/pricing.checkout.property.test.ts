import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { bearer } from '../helpers/app';
import { aCategory, aPackage, aStore, type StoreFixture } from '../helpers/fixtures';
import { restCheckout, t, useApp, type Json } from '../orders/checkout/helpers';
import { referencePrice, type RefCategory, type RefCoupon, type RefPackage, type RefSale } from './reference-pricing';

/**
 * The server's totals against an independent calculation (./reference-pricing.ts), through the real
 * storefront checkout (POST /v1/webstore/checkout) on a real database: random prices, running sales,
 * a coupon (scoped or not, combinable or not) and a gift card over random carts of a fixed catalog
 * (a category, its subcategory and theirs, another top-level category; five packages). Each run
 * checks the order's subtotal, sale_discount, coupon_discount, gift_card_amount and price, its lines'
 * unit prices, a refused coupon's rule, the card's balance after, and that an order the card paid in
 * full is APPROVED at once.
 */

useApp();

const RUNS = Number(process.env.PRICING_CHECKOUT_RUNS ?? 30);
const hash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');

let s: StoreFixture;
let categories: RefCategory[];
let packageIds: number[];

beforeAll(async () => {
  s = await aStore(t, { category: { name: 'Top' } });
  const mid = await aCategory(t, s.key, { name: 'Mid', parent_id: s.categoryId });
  const low = await aCategory(t, s.key, { name: 'Low', parent_id: mid.id });
  const other = await aCategory(t, s.key, { name: 'Other' });
  categories = [
    { id: s.categoryId, parentId: null },
    { id: mid.id, parentId: s.categoryId },
    { id: low.id, parentId: mid.id },
    { id: other.id, parentId: null },
  ];
  const where = [s.categoryId, mid.id, low.id, other.id, low.id];
  packageIds = [];
  for (const [i, categoryId] of where.entries()) packageIds.push((await aPackage(t, { ...s, categoryId }, { name: `P${i}`, type: 'MULTIPLE' })).id);
});

const cents = (max: number) => fc.integer({ min: 1, max });
const asMoney = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const scope = () =>
  fc.record({
    packageIds: fc.subarray([0, 1, 2, 3, 4]),
    categoryIds: fc.subarray([0, 1, 2, 3]),
  });
const promo = () =>
  fc
    .oneof(
      fc.record({ type: fc.constant('PERCENTAGE' as const), value: cents(10_000).map(asMoney) }),
      fc.record({ type: fc.constant('PRICE' as const), value: cents(40_000).map(asMoney) }),
    )
    .chain((p) => scope().map((sc) => ({ ...p, ...sc })));

const run = fc.record({
  prices: fc.tuple(cents(30_000), cents(30_000), cents(30_000), cents(30_000), cents(30_000)),
  cart: fc
    .shuffledSubarray([0, 1, 2, 3, 4], { minLength: 1 })
    .chain((idx) => fc.tuple(...idx.map((i) => fc.integer({ min: 1, max: 4 }).map((quantity) => ({ index: i, quantity }))))),
  sales: fc.array(promo(), { maxLength: 3 }),
  coupon: fc.option(
    promo().chain((p) => fc.boolean().map((combinable) => ({ ...p, combinable }))),
    { nil: null },
  ),
  card: fc.option(cents(150_000), { nil: null }),
});

let seq = 0;

test(`the checkout's totals are the independent calculation's (${RUNS} random carts)`, async () => {
  await fc.assert(
    fc.asyncProperty(run, async (r) => {
      seq++;
      const db = t.db;
      for (const [i, id] of packageIds.entries()) await db.package.update({ where: { id }, data: { price: asMoney(r.prices[i]) } });
      await db.sale.deleteMany({ where: { storeId: s.storeId } });
      const hour = 3_600_000;
      const sales: RefSale[] = [];
      for (const x of r.sales) {
        const ids = { packageIds: x.packageIds.map((i) => packageIds[i]), categoryIds: x.categoryIds.map((i) => categories[i].id) };
        const row = await db.sale.create({
          data: {
            storeId: s.storeId,
            name: 'Sale',
            type: x.type,
            value: x.value,
            ...ids,
            startsAt: new Date(Date.now() - hour),
            endsAt: new Date(Date.now() + hour),
          },
        });
        sales.push({ id: row.id, type: x.type, value: x.value, ...ids });
      }
      let coupon: RefCoupon | null = null;
      const code = `P${seq}`;
      if (r.coupon) {
        const ids = { packageIds: r.coupon.packageIds.map((i) => packageIds[i]), categoryIds: r.coupon.categoryIds.map((i) => categories[i].id) };
        await db.coupon.create({
          data: {
            storeId: s.storeId,
            code,
            codeKey: code.toLowerCase(),
            type: r.coupon.type,
            value: r.coupon.value,
            combinableWithSales: r.coupon.combinable,
            ...ids,
          },
        });
        coupon = { type: r.coupon.type, value: r.coupon.value, combinableWithSales: r.coupon.combinable, ...ids };
      }
      const cardCode = `GIFT-${String(seq).padStart(4, '0')}-TEST-CARD`;
      const card = r.card
        ? await db.giftCard.create({
            data: {
              storeId: s.storeId,
              codeHash: hash(cardCode),
              last4: 'CARD',
              initialValue: asMoney(r.card),
              balance: asMoney(r.card),
              currency: 'BRL',
              createdBy: 'test',
            },
          })
        : null;

      const packages: RefPackage[] = packageIds.map((id, i) => ({
        id,
        parentId: null,
        categoryId: [categories[0].id, categories[1].id, categories[2].id, categories[3].id, categories[2].id][i],
        price: asMoney(r.prices[i]),
      }));
      const cart = r.cart.map((l) => ({ packageId: packageIds[l.index], quantity: l.quantity }));
      const want = referencePrice({ categories, packages, cart, sales, coupon, giftCardBalance: card ? asMoney(r.card!) : null });

      const body: Json = {
        cart: cart.map((l) => ({ package_id: l.packageId, quantity: l.quantity })),
        gateway: 'PIX',
        client_name: 'Prop Buyer',
        client_email: `prop${seq}@example.com`,
        ...(coupon ? { coupon: code.toLowerCase() } : {}),
        ...(card ? { gift_card: cardCode.toLowerCase() } : {}),
      };
      const res = await restCheckout(s, body);
      if (want.refusal) {
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'coupon', rule: want.refusal })]);
        if (card) expect(String((await db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).balance)).toBe(String(card.balance));
        return;
      }
      expect(res.status).toBe(201);
      const order = (await t.http().get(`/v1/app/order/${res.body.internal_id}`).set(bearer(s.key))).body;
      const m = (n: number) => n.toFixed(2);
      expect({
        subtotal: m(order.subtotal),
        sale: m(order.sale_discount),
        coupon: m(order.coupon_discount),
        card: m(order.gift_card_amount),
        price: m(order.price),
        units: order.packages.map((l: Json) => m(l.unit_price)),
      }).toEqual({ subtotal: want.subtotal, sale: want.saleDiscount, coupon: want.couponDiscount, card: want.giftCard, price: want.due, units: want.units });
      expect(m(res.body.price)).toBe(want.due);
      if (card) {
        const after = await db.giftCard.findUniqueOrThrow({ where: { id: card.id } });
        expect(Number(after.balance).toFixed(2)).toBe((r.card! / 100 - Number(want.giftCard)).toFixed(2));
        expect(order.status).toBe(Number(want.giftCard) > 0 && want.due === '0.00' ? 'APPROVED' : 'PENDING');
      }
    }),
    { numRuns: RUNS },
  );
});
