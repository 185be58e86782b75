import { bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore, checkout } from '../helpers/fixtures';
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
  const s = await aStore(t, { ...store, category: { name: 'Keys' } });
  const keyed = await aPackage(t, s, {
    name: `${prefix} Key`,
    price: 30,
    license_keys: [1, 2, 3, 4, 5, 6].map((n) => `${prefix}-KEY-${n}`),
    email: { title: 'Thanks', content: `<p>${prefix} content</p>` },
  });
  const plain = await aPackage(t, s, { name: `${prefix} Coins`, price: 12.5 });
  return { key: s.key, storeId: s.storeId, domain: s.domain, keyed: keyed.id, plain: plain.id };
}

/** A storefront checkout of one unit of `pkg` (the keyed package by default) for `buyer`. */
export async function place(t: TestApp, d: Desk, buyer: Buyer, pkg = d.keyed): Promise<Placed> {
  const placed = await checkout(t, d, { items: [{ id: pkg, quantity: 1 }], ...buyer });
  return { id: placed.order_id, internal_id: placed.internal_id };
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
