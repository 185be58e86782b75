import type { Prisma } from '../../src/generated/prisma/client';
import type { TestApp } from '../helpers/app';
import { aPackage, type StoreFixture } from '../helpers/fixtures';
import { StorefrontPackagesDocument } from '../graphql/__generated__/operations';

/** Shared setup for the storefront suites: stores, categories and packages through the admin API. */

export type Json = Record<string, any>;

export const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

export const sorted = (keys: string[]) => [...keys].sort();
export const keysOf = (o: object) => Object.keys(o).sort();

export const SHORT_META_KEYS = ['total', 'per_page', 'current_page', 'last_page'];
export const CART_ITEM_KEYS = ['id', 'category_id', 'store_id', 'position', 'enabled', 'name', 'slug', 'type', 'image', 'fields', 'pricing', 'sale', 'stock'];
export const FIELD_KEYS = ['id', 'name', 'type', 'description', 'required'];
export const PRICING_KEYS = ['price', 'compare_at', 'percent_discount', 'min', 'max'];
export const CART_STOCK_KEYS = ['quantity', 'available', 'min_amount'];
export const LIST_STOCK_KEYS = ['available', 'quantity', 'min_amount'];
/** The catalog item is the cart item with these, and the list's stock. */
export const LIST_ITEM_EXTRA_KEYS = ['parent_id', 'description', 'variations', 'subscription'];
export const VARIATION_KEYS = ['id', 'name', 'slug', 'image', 'icon', 'price', 'compare_at', 'stock'];
export const CATEGORY_KEYS = ['id', 'name', 'slug', 'parent_id', 'position', 'image', 'banner', 'packages_count'];

/** GraphQL storefrontPackages with every field of the REST item, to compare the two surfaces. */
export const PACKAGES_QUERY = StorefrontPackagesDocument;

export type Shop = StoreFixture;

export const storefront = (domain: string, visitor?: string) => ({
  'x-store-domain': domain,
  ...(visitor ? { 'x-visitor-id': visitor } : {}),
});

/** A package through the admin API; `min_quantity` (not in the create body) is written directly. */
export async function makePackage(t: TestApp, s: Shop, body: Json = {}, extra: Partial<Prisma.PackageUpdateInput> = {}): Promise<Json> {
  const pkg = await aPackage(t, s, { price: 29.9, ...body });
  if (Object.keys(extra).length) await t.db.package.update({ where: { id: pkg.id }, data: extra });
  return pkg;
}

export function expectRestError(res: { status: number; body: any }, status: number, code: string, field?: string, rule?: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors).toHaveLength(1);
  const [e] = res.body.errors;
  expect(typeof e.message).toBe('string');
  expect(e.code).toBe(code);
  expect(e.field).toBe(field);
  expect(e.rule).toBe(rule);
}

export function expectGqlError(body: { data?: any; errors?: any[] }, code: string, field?: string, rule?: string) {
  expect(body.errors).toHaveLength(1);
  const ext = body.errors![0].extensions;
  expect(ext.code).toBe(code);
  expect(ext.field).toBe(field);
  expect(ext.rule).toBe(rule);
}

/** The `[field, rule]` pairs of a REST error body, in order. */
export const restPairs = (body: any): [string, string][] => body.errors.map((e: any) => [e.field, e.rule]);
/** The `[field, rule]` pairs of a GraphQL response's errors, in order. */
export const gqlPairs = (body: any): [string, string][] => body.errors.map((e: any) => [e.extensions.field, e.extensions.rule]);

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A REST body (snake_case) as the GraphQL input (camelCase); `fields` objects are kept as sent. */
export function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), k === 'fields' ? v : toGql(v)]));
  }
  return value;
}
/** A GraphQL result (camelCase) as REST JSON (snake_case), to compare the two surfaces. */
export function toRest(value: unknown): any {
  if (Array.isArray(value)) return value.map(toRest);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), toRest(v)]));
  }
  return value;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `read` returns `expected` (visits are written after the response), then a little longer to see it stays. */
export async function settle<T>(read: () => Promise<T>, expected: T, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await sleep(25);
    value = await read();
  }
  await sleep(150);
  return read();
}
