import { bearer, type TestApp } from './app';
import type { CreateStoreInput } from '../../src/modules/store/store.schemas';

/**
 * Builders for the rows most tests start from. Each goes through the admin REST API (as a store's
 * owner would) and fails the test when the API refuses: a fixture that silently did not happen
 * makes the assertions after it lie. Defaults are the common case; every field can be overridden.
 */

type Json = Record<string, any>;

/** A store with its admin key and a first category to put packages in. */
export interface StoreFixture {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
}

/** The buyer of the orders the builders place. */
export const BUYER = { client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve Rogers', gateway: 'PIX' };

/** A category through REST (`name` defaults to "Ranks"); returns its JSON. */
export async function aCategory(t: TestApp, key: string, body: Json = {}): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/app/category')
    .set(bearer(key))
    .send({ name: 'Ranks', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** A new store (t.createStore: gateways enabled, no provider) with one category, "Ranks". */
export async function aStore(t: TestApp, input: Partial<CreateStoreInput> = {}): Promise<StoreFixture> {
  const { store, key } = await t.createStore(input);
  const category = await aCategory(t, key);
  return { key, storeId: store.id, domain: store.domain, categoryId: category.id };
}

/**
 * A package through REST in the store's category: "VIP", MULTIPLE, at 10 unless `body` says
 * otherwise. Returns the create answer, or with `{ detail: true }` the package as GET answers it
 * (with its variables, fields and e-mail).
 */
export async function aPackage(t: TestApp, s: Pick<StoreFixture, 'key' | 'categoryId'>, body: Json = {}, opts: { detail?: boolean } = {}): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/app/package')
    .set(bearer(s.key))
    .send({ name: 'VIP', category_id: s.categoryId, price: 10, type: 'MULTIPLE', ...body });
  expect(res.status).toBe(201);
  if (!opts.detail) return res.body;
  const full = await t.http().get(`/v1/app/package/${res.body.id}`).set(bearer(s.key));
  expect(full.status).toBe(200);
  return full.body;
}

let serverSeq = 0;
/** A game server row written directly (its token is never used by the tests that need only its id). */
export const aGameServer = (t: TestApp, storeId: number, data: { name?: string } = {}) =>
  t.db.gameServer.create({ data: { storeId, name: `s${++serverSeq}`, tokenHash: `hash-${serverSeq}-${Math.random()}`, tokenPrefix: 'x', ...data } });

/** A manual order (POST /v1/app/order) bought by BUYER unless `body` says otherwise; returns the Order JSON. */
export async function placeOrder(t: TestApp, s: Pick<StoreFixture, 'key'>, body: Json): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/app/order')
    .set(bearer(s.key))
    .send({ ...BUYER, ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** A storefront checkout (POST /v1/webstore/checkout) bought by BUYER unless `body` says otherwise; returns its answer. */
export async function checkout(t: TestApp, s: Pick<StoreFixture, 'domain'>, body: Json): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ ...BUYER, ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** Approves an order through PATCH /v1/app/order/:id; returns the approved Order JSON. */
export async function approve(t: TestApp, s: Pick<StoreFixture, 'key'>, orderId: number): Promise<Json> {
  const res = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ status: 'APPROVED' });
  expect(res.status).toBe(200);
  return res.body;
}
