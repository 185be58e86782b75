import { bearer, type TestApp } from '../helpers/app';
import type { CreateStoreInput } from '../../src/modules/store/store.schemas';

/** A store selling a license key (with an e-mail content) and a plain package, with its admin key and domain. */
export interface Desk {
  key: string;
  storeId: number;
  domain: string;
  keyed: number;
  plain: number;
}

export interface Buyer {
  client_identifier: string;
  client_email: string;
  client_name: string;
  client_discord?: string | null;
}

/** An order as the tests know it: both of its names. */
export interface Placed {
  id: number;
  internal_id: string;
}

export async function openDesk(t: TestApp, prefix: string, store: Partial<CreateStoreInput> = {}): Promise<Desk> {
  const { store: s, key } = await t.createStore(store);
  const post = async (path: string, body: object) => {
    const res = await t.http().post(path).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const category = await post('/v1/app/category', { name: 'Keys' });
  const keyed = await post('/v1/app/package', {
    name: `${prefix} Key`,
    category_id: category,
    price: 30,
    type: 'MULTIPLE',
    license_keys: [1, 2, 3, 4, 5, 6].map((n) => `${prefix}-KEY-${n}`),
    email: { title: 'Thanks', content: `<p>${prefix} content</p>` },
  });
  const plain = await post('/v1/app/package', { name: `${prefix} Coins`, category_id: category, price: 12.5, type: 'MULTIPLE' });
  return { key, storeId: s.id, domain: s.domain, keyed, plain };
}

/** A storefront checkout of one unit of `pkg` (the keyed package by default) for `buyer`. */
export async function place(t: TestApp, d: Desk, buyer: Buyer, pkg = d.keyed): Promise<Placed> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': d.domain })
    .send({ items: [{ id: pkg, quantity: 1 }], gateway: 'PIX', ...buyer });
  expect(res.status).toBe(201);
  return { id: res.body.order_id, internal_id: res.body.internal_id };
}

export async function setStatus(t: TestApp, d: Desk, order: Placed, status: string) {
  const res = await t.http().patch(`/v1/app/order/${order.id}`).set(bearer(d.key)).send({ status });
  expect(res.status).toBe(200);
  return res.body;
}

export const buyer = (identifier: string, extra: Partial<Buyer> = {}): Buyer => ({
  client_identifier: identifier,
  client_email: `${identifier.toLowerCase()}@buyers.test`,
  client_name: `${identifier} Buyer`,
  ...extra,
});
