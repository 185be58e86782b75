import { setupTestApp, bearer, type TestApp } from '../../helpers/app';
import type { StoreFixture } from '../../helpers/fixtures';
import { OrderCreateDocument, StorefrontCheckoutDocument } from '../../graphql/__generated__/operations';

/**
 * Placing orders end to end: the storefront checkout (POST /v1/webstore/checkout, GraphQL
 * `checkout`) and the admin manual order (POST /v1/app/order, GraphQL `createOrder`), the Order
 * JSON, the ORDER_CREATED outbox event, and the order list with its filters. Real PostgreSQL;
 * failures assert status, code, field, rule and that nothing was written.
 */

/** This suite's app, on the database of the file that calls useApp() (each test file has its own). */
export let t: TestApp;
export function useApp() {
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());
}

export type Json = Record<string, any>;
export type Pair = [field: string, rule: string];

export const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
export const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const INTERNAL_ID = /^[0-9A-Z]{12}$/;

export const ORDER_KEYS = [
  'id',
  'store_id',
  'client_identifier',
  'client_email',
  'client_name',
  'client_document',
  'client_phone',
  'client_discord',
  'price',
  'net_received',
  'subtotal',
  'sale_discount',
  'coupon_discount',
  'gift_card_amount',
  'internal_id',
  'external_id',
  'review_reason',
  'subscription_id',
  'promo_code',
  'promo_type',
  'promo_value',
  'gateway',
  'payment_method',
  'status',
  'metadata',
  'manually_created',
  'manually_refunded',
  'manually_approved',
  'paid_at',
  'created_at',
  'updated_at',
  'currency',
  'variables',
  'packages',
  'deliveries',
  'emails',
  'discord_actions',
  'price_display',
  'status_display',
  'gateway_display',
];
export const LINE_KEYS = ['id', 'package_id', 'name', 'quantity', 'unit_price', 'price', 'price_display', 'fields'];
export const VARIABLE_KEYS = ['id', 'store_id', 'order_id', 'name', 'value', 'created_at', 'updated_at'];
export const CHECKOUT_KEYS = [
  'order_id',
  'internal_id',
  'status',
  'price',
  'price_display',
  'formatted_price',
  'checkout_url',
  'pix_code',
  'qr_code',
  'order_url',
];
/** The hosted order page's address with its signed token (src/modules/order-page). */
export const ORDER_URL = /^https?:\/\/[^/]+\/order\/[0-9A-Z]{12}\?t=v1\.[1-9]\d*\.[A-Za-z0-9_-]{43}$/;
export const META_KEYS = [
  'total',
  'per_page',
  'current_page',
  'last_page',
  'first_page',
  'first_page_url',
  'last_page_url',
  'next_page_url',
  'previous_page_url',
];

export const sorted = (keys: string[]) => [...keys].sort();
export const keysOf = (o: object) => Object.keys(o).sort();

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A REST body as a GraphQL input: keys camelCase, except inside `variables` and `fields` (the caller's own keys). */
export function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), k === 'variables' || k === 'fields' || k === 'metadata' ? v : toGql(v)]));
  }
  return value;
}

// ---------------------------------------------------------------- fixtures

export const restCheckout = (s: StoreFixture, body: Json) => t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).send(body);
export const restCreate = (s: StoreFixture, body: Json) => t.http().post('/v1/app/order').set(bearer(s.key)).send(body);
export const restGet = (s: StoreFixture, id: number) => t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
export const gqlCheckout = (s: StoreFixture, body: Json) => t.gql({ 'x-store-domain': s.domain }, StorefrontCheckoutDocument, { input: toGql(body) });
export const gqlCreate = (s: StoreFixture, body: Json) => t.gql(s.key, OrderCreateDocument, { input: toGql(body) });

/** Every row placing an order writes, for one store: a refused request must leave them all unchanged. */
export async function rowCounts(storeId: number) {
  const [orders, lines, variables, events, coupons] = await Promise.all([
    t.db.order.count({ where: { storeId } }),
    t.db.orderPackage.count({ where: { storeId } }),
    t.db.orderVariable.count({ where: { storeId } }),
    t.db.outboxEvent.count({ where: { storeId } }),
    t.db.coupon.findMany({ where: { storeId }, select: { id: true, uses: true }, orderBy: { id: 'asc' } }),
  ]);
  return { orders, lines, variables, events, coupons };
}

const bySortedField = (pairs: { field?: string; rule?: string; code?: string }[]) => [...pairs].sort((a, b) => String(a.field).localeCompare(String(b.field)));

export function expectRestErrors(res: { status: number; body: any }, status: number, code: string, pairs: Pair[]) {
  expect(res.status).toBe(status);
  for (const e of res.body.errors) expect(typeof e.message).toBe('string');
  expect(bySortedField(res.body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule })))).toEqual(
    bySortedField(pairs.map(([field, rule]) => ({ code, field, rule }))),
  );
}

export function expectGqlErrors(body: { data?: any; errors?: any[] }, code: string, pairs: Pair[]) {
  expect(body.errors).toBeDefined();
  expect(body.data ?? null).toBeNull();
  expect(bySortedField(body.errors!.map((e) => ({ code: e.extensions.code, field: e.extensions.field, rule: e.extensions.rule })))).toEqual(
    bySortedField(pairs.map(([field, rule]) => ({ code, field, rule }))),
  );
}
