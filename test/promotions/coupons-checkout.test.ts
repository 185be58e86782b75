import { setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlPairs, expectRestPairs, type Pair } from '../helpers/errors';
import { StorefrontCheckoutDocument } from '../graphql/__generated__/operations';
import { aBuyer, aCatalog, aRunningSale, items, scopedCoupon, type Catalog } from './coupons.fixture';

/**
 * Scoped coupons at checkout (issue 33), on REST POST /v1/webstore/checkout and GraphQL `checkout`:
 * each refusal names its rule on `coupon` (not_started, expired, max_uses, scope by package, by
 * category with its subcategories, sale, limit by max_uses_per_buyer counted by e-mail and by
 * identifier, first_purchase) and writes nothing; a scoped coupon discounts only the lines in its
 * scope (a variation through its parent, a subcategory through its category), to the cent.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toGql = (value: unknown): any =>
  Array.isArray(value)
    ? value.map(toGql)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), toGql(v)]))
      : value;

type Surface = 'REST' | 'GraphQL';
const SURFACES: Surface[] = ['REST', 'GraphQL'];

/** A storefront checkout on one surface: the order's id and charged price, or the refusal's pairs. */
async function buy(surface: Surface, s: Catalog, body: Json): Promise<{ ok: true; id: number; price: number } | { ok: false; res: any }> {
  if (surface === 'REST') {
    const res = await t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).send(body);
    return res.status === 201 ? { ok: true, id: res.body.order_id, price: res.body.price } : { ok: false, res };
  }
  const res = await t.gql({ 'x-store-domain': s.domain }, StorefrontCheckoutDocument, { input: toGql(body) });
  return res.data?.checkout ? { ok: true, id: res.data.checkout.orderId, price: res.data.checkout.price } : { ok: false, res };
}

async function bought(surface: Surface, s: Catalog, body: Json) {
  const out = await buy(surface, s, body);
  if (!out.ok) throw new Error(`${surface} checkout refused: ${JSON.stringify(out.res.body ?? out.res)}`);
  return out;
}

/** What a refused checkout could have written, for one store. */
const written = async (storeId: number) => ({
  orders: await t.db.order.count({ where: { storeId } }),
  uses: (await t.db.coupon.findMany({ where: { storeId }, select: { uses: true }, orderBy: { id: 'asc' } })).map((c) => c.uses),
});

/** The checkout is refused on `coupon` with exactly `rule`, writing nothing; returns the message. */
async function refused(surface: Surface, s: Catalog, body: Json, rule: string, more: Pair[] = []): Promise<string> {
  const before = await written(s.storeId);
  const out = await buy(surface, s, body);
  expect(out.ok).toBe(false);
  if (out.ok) return '';
  const pairs: Pair[] = [['coupon', rule], ...more];
  if (surface === 'REST') expectRestPairs(out.res, 422, 'VALIDATION_FAILED', pairs);
  else expectGqlPairs(out.res, 'VALIDATION_FAILED', pairs);
  expect(await written(s.storeId)).toEqual(before);
  const errors = surface === 'REST' ? out.res.body.errors : out.res.errors;
  return errors.find((e: Json) => (e.field ?? e.extensions?.field) === 'coupon').message;
}

/** The order's price parts as stored, in numbers. */
async function parts(orderId: number) {
  const o = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { subtotal: Number(o.subtotal), sale: Number(o.saleDiscount), coupon: Number(o.couponDiscount), price: Number(o.price) };
}

let s: Catalog;
beforeAll(async () => {
  s = await aCatalog(t);
});

describe.each(SURFACES)('%s checkout', (surface) => {
  test('not_started: a coupon whose starts_at is ahead is refused until then; it works once started', async () => {
    const c = await scopedCoupon(t, s, { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    const message = await refused(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code.toLowerCase() }, 'not_started');
    expect(message).toContain(c.code);
    await t.db.coupon.update({ where: { id: c.id }, data: { startsAt: new Date(Date.now() - 1000) } });
    expect((await bought(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code })).price).toBe(27);
  });

  test('expired: a coupon past its expires_at is refused with rule expired', async () => {
    const c = await scopedCoupon(t, s, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await t.db.coupon.update({ where: { id: c.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await refused(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code }, 'expired');
  });

  test('max_uses: the use after the last is refused with rule max_uses', async () => {
    const c = await scopedCoupon(t, s, { max_uses: 1 });
    await bought(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code });
    await refused(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code }, 'max_uses');
  });

  test('scope by package: a cart without its package is refused; with it, only that line is discounted', async () => {
    const c = await scopedCoupon(t, s, { type: 'PRICE', value: 4, package_ids: [s.vip] });
    await refused(surface, s, { ...aBuyer(), items: items([s.sword, 1], [s.legend, 1]), coupon: c.code }, 'scope');
    const o = await bought(surface, s, { ...aBuyer(), items: items([s.vip, 1], [s.sword, 2]), coupon: c.code });
    expect(o.price).toBe(46); // 30 + 2 x 10 - 4
    expect(await parts(o.id)).toEqual({ subtotal: 50, sale: 0, coupon: 4, price: 46 });
  });

  test('scope by category includes its subcategories: Legend (in Elite, below Ranks) is in scope, Sword is not', async () => {
    const c = await scopedCoupon(t, s, { type: 'PERCENTAGE', value: 25, category_ids: [s.categoryId] });
    await refused(surface, s, { ...aBuyer(), items: items([s.sword, 3]), coupon: c.code }, 'scope');
    const o = await bought(surface, s, { ...aBuyer(), items: items([s.legend, 1], [s.sword, 1]), coupon: c.code });
    expect(await parts(o.id)).toEqual({ subtotal: 30, sale: 0, coupon: 5, price: 25 }); // 25% of Legend's 20
  });

  test('a variation is in scope through its parent: Sword+ takes a coupon for Sword', async () => {
    const c = await scopedCoupon(t, s, { type: 'PERCENTAGE', value: 10, package_ids: [s.sword] });
    const o = await bought(surface, s, { ...aBuyer(), items: items([s.swordPlus, 3], [s.vip, 1]), coupon: c.code });
    expect(await parts(o.id)).toEqual({ subtotal: 75, sale: 0, coupon: 4.5, price: 70.5 }); // 10% of 3 x 15
    // The parent's scope does not reach up: a coupon for Sword+ alone leaves Sword out.
    const only = await scopedCoupon(t, s, { package_ids: [s.swordPlus] });
    await refused(surface, s, { ...aBuyer(), items: items([s.sword, 1]), coupon: only.code }, 'scope');
  });

  test('an amount off is taken from the lines in scope only, never more than they cost', async () => {
    const c = await scopedCoupon(t, s, { type: 'PRICE', value: 50, category_ids: [s.items] });
    const o = await bought(surface, s, { ...aBuyer(), items: items([s.vip, 2], [s.sword, 1]), coupon: c.code });
    expect(await parts(o.id)).toEqual({ subtotal: 70, sale: 0, coupon: 10, price: 60 });
  });

  test('limit by max_uses_per_buyer: counted by e-mail and by identifier, each on its own', async () => {
    const c = await scopedCoupon(t, s, { max_uses_per_buyer: 2 });
    const first = aBuyer();
    await bought(surface, s, { ...first, items: items([s.vip, 1]), coupon: c.code });
    await bought(surface, s, { ...first, items: items([s.vip, 1]), coupon: c.code });
    // The same e-mail under another identifier, the same identifier under another e-mail (any case): both are this buyer.
    const byEmail = await refused(
      surface,
      s,
      { ...aBuyer({ client_email: first.client_email.toUpperCase() }), items: items([s.vip, 1]), coupon: c.code },
      'limit',
    );
    expect(byEmail).toContain('2 times per buyer');
    await refused(surface, s, { ...aBuyer({ client_identifier: first.client_identifier.toLowerCase() }), items: items([s.vip, 1]), coupon: c.code }, 'limit');
    // A REJECTED order gives its use back.
    const last = await t.db.order.findFirstOrThrow({ where: { couponId: c.id }, orderBy: { id: 'desc' } });
    await t.db.order.update({ where: { id: last.id }, data: { status: 'REJECTED' } });
    await bought(surface, s, { ...aBuyer({ client_identifier: first.client_identifier }), items: items([s.vip, 1]), coupon: c.code });
    // Another buyer is not counted.
    await bought(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code });
  });

  test('first_purchase: a buyer with an order of the store (by e-mail or identifier) is refused; a new one is not', async () => {
    const c = await scopedCoupon(t, s, { first_purchase_only: true });
    const returning = aBuyer();
    await bought(surface, s, { ...returning, items: items([s.sword, 1]) });
    await refused(surface, s, { ...aBuyer({ client_email: returning.client_email }), items: items([s.vip, 1]), coupon: c.code }, 'first_purchase');
    await refused(surface, s, { ...aBuyer({ client_identifier: returning.client_identifier }), items: items([s.vip, 1]), coupon: c.code }, 'first_purchase');
    expect((await bought(surface, s, { ...aBuyer(), items: items([s.vip, 1]), coupon: c.code })).price).toBe(27);
  });
});

describe('sales and coupons that do not combine with them', () => {
  let shop: Catalog;
  beforeAll(async () => {
    shop = await aCatalog(t);
    // VIP at half price while the sale runs.
    await aRunningSale(t, shop.storeId, 50, { packageIds: [shop.vip] });
  });

  test.each(SURFACES)('%s: every line in scope on sale -> rule sale; a line in scope not on sale -> only it is discounted', async (surface) => {
    const c = await scopedCoupon(t, shop, { type: 'PERCENTAGE', value: 10, category_ids: [shop.categoryId], combinable_with_sales: false });
    const message = await refused(surface, shop, { ...aBuyer(), items: items([shop.vip, 1], [shop.sword, 1]), coupon: c.code }, 'sale');
    expect(message).toContain('sale');
    const o = await bought(surface, shop, { ...aBuyer(), items: items([shop.vip, 1], [shop.legend, 1]), coupon: c.code });
    // VIP 30 -> 15 by the sale, left out of the coupon; 10% of Legend's 20.
    expect(await parts(o.id)).toEqual({ subtotal: 50, sale: 15, coupon: 2, price: 33 });
  });

  test.each(SURFACES)('%s: a coupon that combines (the default) adds to the sale: 10%% of the sale price', async (surface) => {
    const c = await scopedCoupon(t, shop, { type: 'PERCENTAGE', value: 10, package_ids: [shop.vip] });
    const o = await bought(surface, shop, { ...aBuyer(), items: items([shop.vip, 1]), coupon: c.code });
    expect(await parts(o.id)).toEqual({ subtotal: 30, sale: 15, coupon: 1.5, price: 13.5 });
  });
});
