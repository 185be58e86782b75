import { bearer, type TestApp } from '../helpers/app';
import { aCategory, aPackage, aStore, type StoreFixture } from '../helpers/fixtures';

/**
 * A store whose catalog has what coupon scopes are about, through the admin API:
 *
 * ```
 * Ranks (categoryId)          VIP 30.00
 *   Elite (elite)             Legend 20.00          (a subcategory)
 * Items (items)               Sword 10.00
 *                               Sword+ 15.00        (a variation of Sword)
 * ```
 */
export interface Catalog extends StoreFixture {
  elite: number;
  items: number;
  vip: number;
  legend: number;
  sword: number;
  swordPlus: number;
}

export async function aCatalog(t: TestApp): Promise<Catalog> {
  const s = await aStore(t);
  const elite = await aCategory(t, s.key, { name: 'Elite', parent_id: s.categoryId });
  const items = await aCategory(t, s.key, { name: 'Items' });
  const vip = await aPackage(t, s, { name: 'VIP', price: 30 });
  const legend = await aPackage(t, { key: s.key, categoryId: elite.id }, { name: 'Legend', price: 20 });
  const sword = await aPackage(t, { key: s.key, categoryId: items.id }, { name: 'Sword', price: 10 });
  const swordPlus = await aPackage(t, { key: s.key, categoryId: items.id }, { name: 'Sword+', price: 15, parent_id: sword.id });
  return { ...s, elite: elite.id, items: items.id, vip: vip.id, legend: legend.id, sword: sword.id, swordPlus: swordPlus.id };
}

type Json = Record<string, any>;

/** POST /v1/app/coupon with the store's key: the raw answer (status and body). */
export const postCoupon = (t: TestApp, s: Pick<StoreFixture, 'key'>, body: Json) => t.http().post('/v1/app/coupon').set(bearer(s.key)).send(body);

let seq = 0;
/** A coupon through REST with a fresh code (`code` in the answer), 10% off unless `body` says otherwise; the test fails if refused. */
export async function scopedCoupon(t: TestApp, s: Pick<StoreFixture, 'key'>, body: Json = {}): Promise<Json> {
  const res = await postCoupon(t, s, { code: `SCOPE${++seq}`, type: 'PERCENTAGE', value: 10, ...body });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let buyers = 0;
/** A buyer of their own (a new e-mail and identifier), with `extra` over it. */
export const aBuyer = (extra: Json = {}) => {
  buyers++;
  return { client_identifier: `Buyer_${buyers}`, client_email: `buyer${buyers}@example.com`, client_name: 'Buyer', gateway: 'PIX', ...extra };
};

/** Lines of a checkout body: [package id, quantity] pairs. */
export const items = (...lines: [number, number][]) => lines.map(([id, quantity]) => ({ id, quantity }));

/** A running sale written directly (the sales module is another part's): `percent` off `packageIds`; the trigger sets stores.sales_until. */
export async function aRunningSale(t: TestApp, storeId: number, percent: number, scope: { packageIds?: number[]; categoryIds?: number[] }) {
  const sale = await t.db.sale.create({
    data: {
      storeId,
      name: `${percent}% off`,
      type: 'PERCENTAGE',
      value: percent,
      packageIds: scope.packageIds ?? [],
      categoryIds: scope.categoryIds ?? [],
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    },
  });
  const store = await t.db.store.findUniqueOrThrow({ where: { id: storeId }, select: { salesUntil: true } });
  if (store.salesUntil?.getTime() !== sale.endsAt.getTime()) throw new Error('stores.sales_until was not set by the sales trigger');
  return sale;
}
