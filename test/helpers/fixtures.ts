import { bearer, type TestApp } from './app';
import type { CreateCategoryInput } from '../../src/modules/catalog/category.schemas';
import type { CreatePackageInput } from '../../src/modules/catalog/package.schemas';
import type { CategoryJson, PackageCreatedJson, PackageJson } from '../../src/modules/catalog/catalog.responses';
import type { CreateGameServerInput } from '../../src/modules/game-servers/game-server.schemas';
import type { GameServerJson } from '../../src/modules/game-servers/game-server.responses';
import type { CreateCouponInput, CreateVariableInput } from '../../src/modules/marketing/marketing.schemas';
import type { CouponJson, VariableJson } from '../../src/modules/marketing/marketing.responses';
import type { CheckoutInput } from '../../src/modules/orders/order.schemas';
import type { CheckoutResultJson, OrderJson } from '../../src/modules/orders/order.responses';

/**
 * Builders for the rows most tests start from. Each goes through the admin REST API (as a store's
 * owner would) and fails the test when the API refuses: a fixture that silently did not happen
 * makes the assertions after it lie. Defaults are the common case; every field can be overridden.
 *
 * Bodies are the create schemas' zod input types and answers their response schemas' output types
 * (src/modules/<m>/<m>.schemas.ts, <m>.responses.ts): the shapes the API validates and answers
 * (VALIDATE_RESPONSES is on in tests), written once, so a renamed field fails tsc here.
 */

/** A store with its admin key and a first category to put packages in. */
export interface StoreFixture {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
}

/** The store's row, as t.createStore made it. */
type StoreRow = Awaited<ReturnType<TestApp['createStore']>>['store'];

/** What t.createStore takes (`gateways: false` leaves them off), and the first category's body ("Ranks" unless given). */
type StoreBuild = NonNullable<Parameters<TestApp['createStore']>[0]> & { category?: Partial<CreateCategoryInput> };

/** A checkout or manual order body; the buyer's fields default to BUYER's. */
export type OrderBody = Omit<CheckoutInput, keyof typeof BUYER> & Partial<Pick<CheckoutInput, keyof typeof BUYER>>;

/** The buyer of the orders the builders place. */
export const BUYER = { client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve Rogers', gateway: 'PIX' } as const;

/** The answer's status is `status` (201 unless told), else the test fails with what the API said. */
function expectStatus(res: { status: number; body: unknown }, what: string, status = 201) {
  if (res.status !== status) throw new Error(`fixture ${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

/** A category through REST (`name` defaults to "Ranks"). */
export async function aCategory(t: TestApp, key: string, body: Partial<CreateCategoryInput> = {}): Promise<CategoryJson> {
  const res = await t
    .http()
    .post('/v1/app/category')
    .set(bearer(key))
    .send({ name: 'Ranks', ...body });
  expectStatus(res, 'POST /v1/app/category');
  return res.body;
}

/**
 * A new store (t.createStore: gateways enabled, no provider, unless `gateways: false`) with one
 * category, "Ranks" unless `category` says otherwise; `store` is its row.
 */
export async function aStore(t: TestApp, input: StoreBuild = {}): Promise<StoreFixture & { store: StoreRow }> {
  const { category: categoryBody, ...storeInput } = input;
  const { store, key } = await t.createStore(storeInput);
  const category = await aCategory(t, key, categoryBody);
  return { key, storeId: store.id, domain: store.domain, categoryId: category.id, store };
}

/**
 * A package through REST in the store's category: "VIP", MULTIPLE, at 10 unless `body` says
 * otherwise. Returns the create answer, or with `{ detail: true }` the package as GET answers it
 * (with its variables, fields and e-mail).
 */
export async function aPackage(t: TestApp, s: Pick<StoreFixture, 'key' | 'categoryId'>, body?: Partial<CreatePackageInput>): Promise<PackageCreatedJson>;
export async function aPackage(
  t: TestApp,
  s: Pick<StoreFixture, 'key' | 'categoryId'>,
  body: Partial<CreatePackageInput> | undefined,
  opts: { detail: true },
): Promise<PackageJson>;
export async function aPackage(
  t: TestApp,
  s: Pick<StoreFixture, 'key' | 'categoryId'>,
  body: Partial<CreatePackageInput> = {},
  opts: { detail?: boolean } = {},
): Promise<PackageCreatedJson | PackageJson> {
  const res = await t
    .http()
    .post('/v1/app/package')
    .set(bearer(s.key))
    .send({ name: 'VIP', category_id: s.categoryId, price: 10, type: 'MULTIPLE', ...body });
  expectStatus(res, 'POST /v1/app/package');
  if (!opts.detail) return res.body as PackageCreatedJson;
  const full = await t.http().get(`/v1/app/package/${res.body.id}`).set(bearer(s.key));
  expectStatus(full, 'GET /v1/app/package/:id', 200);
  return full.body as PackageJson;
}

/** A coupon through REST: `code` unique per call unless given, 10% off unless `body` says otherwise. */
let couponSeq = 0;
export async function aCoupon(t: TestApp, s: Pick<StoreFixture, 'key'>, body: Partial<CreateCouponInput> = {}): Promise<CouponJson> {
  const res = await t
    .http()
    .post('/v1/app/coupon')
    .set(bearer(s.key))
    .send({ code: `COUPON${++couponSeq}`, type: 'PERCENTAGE', value: 10, ...body });
  expectStatus(res, 'POST /v1/app/coupon');
  return res.body;
}

/** A store variable through REST (`name` unique per call unless given). */
let variableSeq = 0;
export async function aVariable(t: TestApp, s: Pick<StoreFixture, 'key'>, body: Partial<CreateVariableInput> = {}): Promise<VariableJson> {
  const res = await t
    .http()
    .post('/v1/app/variable')
    .set(bearer(s.key))
    .send({ name: `var${++variableSeq}`, ...body });
  expectStatus(res, 'POST /v1/app/variable');
  return res.body;
}

let serverSeq = 0;
/** A game server row written directly (its token is never used by the tests that need only its id). */
export const aGameServer = (t: TestApp, storeId: number, data: { name?: string } = {}) =>
  t.db.gameServer.create({ data: { storeId, name: `s${++serverSeq}`, tokenHash: `hash-${serverSeq}-${Math.random()}`, tokenPrefix: 'x', ...data } });

/** A game server through REST, for tests that poll with its token: the create answer, the only one that carries `token`. */
export async function aServer(t: TestApp, s: Pick<StoreFixture, 'key'>, body: Partial<CreateGameServerInput> = {}): Promise<GameServerJson> {
  const res = await t
    .http()
    .post('/v1/app/game-server')
    .set(bearer(s.key))
    .send({ name: `Server ${++serverSeq}`, ...body });
  expectStatus(res, 'POST /v1/app/game-server');
  return res.body;
}

/** A manual order (POST /v1/app/order) bought by BUYER unless `body` says otherwise. */
export async function placeOrder(t: TestApp, s: Pick<StoreFixture, 'key'>, body: OrderBody): Promise<OrderJson> {
  const res = await t
    .http()
    .post('/v1/app/order')
    .set(bearer(s.key))
    .send({ ...BUYER, ...body });
  expectStatus(res, 'POST /v1/app/order');
  return res.body;
}

/** A storefront checkout (POST /v1/webstore/checkout) bought by BUYER unless `body` says otherwise. */
export async function checkout(t: TestApp, s: Pick<StoreFixture, 'domain'>, body: OrderBody): Promise<CheckoutResultJson> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({ ...BUYER, ...body });
  expectStatus(res, 'POST /v1/webstore/checkout');
  return res.body;
}

/** Approves an order through PATCH /v1/app/order/:id; returns the approved order. */
export async function approve(t: TestApp, s: Pick<StoreFixture, 'key'>, orderId: number): Promise<OrderJson> {
  const res = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ status: 'APPROVED' });
  expectStatus(res, 'PATCH /v1/app/order/:id', 200);
  return res.body;
}
