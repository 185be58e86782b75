import { setupTestApp, bearer, type TestApp } from '../../helpers/app';
import { aCategory, aPackage, type StoreFixture } from '../../helpers/fixtures';

/**
 * Packages end to end, through REST (/v1/app/package) and GraphQL (/graphql), on a real
 * PostgreSQL. Failures assert status, code, field, rule, and that no row was written.
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

export const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

export const LIST_ITEM_KEYS = [
  'id',
  'category_id',
  'store_id',
  'position',
  'enabled',
  'name',
  'type',
  'price',
  'expiry_days',
  'inventory_amount',
  'description',
  'slug',
  'image',
  'icon',
  'created_at',
  'updated_at',
  'per_user_limit',
  'parent_id',
  'is_variation_parent',
  'commands',
  'discord_actions',
  'emails',
  'license_keys',
  'price_display',
];
export const CREATE_KEYS = [
  'id',
  'store_id',
  'name',
  'category_id',
  'price',
  'expiry_days',
  'type',
  'inventory_amount',
  'position',
  'slug',
  'image',
  'icon',
  'created_at',
  'updated_at',
];
export const DETAIL_KEYS = [...LIST_ITEM_KEYS, 'compare_at_price', 'variables', 'fields', 'email', 'content', 'variations', 'subscription', 'gift_card_value'];
export const SIMPLE_KEYS = ['id', 'category_id', 'parent_id', 'name', 'slug', 'type', 'enabled', 'price', 'price_display', 'position'];
export const COMMAND_KEYS = [
  'id',
  'type',
  'command',
  'game_server_id',
  'offline_execute',
  'schedule',
  'execute_once',
  'internal_id',
  'created_at',
  'updated_at',
];
export const DISCORD_KEYS = ['id', 'type', 'action', 'role_id', 'channel_id', 'message', 'parameters', 'internal_id', 'created_at', 'updated_at'];
export const LICENSE_KEY_KEYS = ['id', 'value', 'key', 'used', 'used_at', 'created_at', 'updated_at'];
export const VARIABLE_KEYS = ['id', 'name', 'description', 'type', 'required', 'created_at', 'updated_at'];
export const CONTENT_KEYS = ['package_id', 'store_id', 'title', 'description'];
export const VARIATION_KEYS = [
  'id',
  'category_id',
  'store_id',
  'position',
  'enabled',
  'name',
  'type',
  'price',
  'expiry_days',
  'inventory_amount',
  'description',
  'slug',
  'image',
  'icon',
  'created_at',
  'updated_at',
  'per_user_limit',
  'parent_id',
  'is_variation_parent',
  'price_display',
];
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
/** A REST body (snake_case) as the GraphQL input (camelCase), nested objects and lists included. */
export function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), toGql(v)]));
  }
  return value;
}

/**
 * A REST package detail as GraphQL's Package: camelCase, and `variables` (whole variables on REST) as
 * GraphQL's `askedVariables`, next to GraphQL's `variables` (their ids).
 */
export function restDetailAsGql(body: Json): Json {
  const { variables, ...rest } = toGql(body);
  return { ...rest, variables: variables.map((v: Json) => v.id), askedVariables: variables };
}

// ---------------------------------------------------------------- fixtures

export const createCategory = async (key: string, name: string): Promise<number> => (await aCategory(t, key, { name })).id;

let variableSeq = 0;
export const variable = (storeId: number) => t.db.variable.create({ data: { storeId, name: `nick${++variableSeq}` } });

export async function restCreate(key: string, body: Json) {
  return t.http().post('/v1/app/package').set(bearer(key)).send(body);
}

/** aPackage with this suite's defaults (SINGLE at 29.90): the create answer. */
export const makePackage = (s: StoreFixture, body: Json = {}): Promise<Json> => aPackage(t, s, { price: 29.9, type: 'SINGLE', ...body });

export async function restGet(key: string, id: number) {
  return t.http().get(`/v1/app/package/${id}`).set(bearer(key));
}

/** Rows the package endpoints write, for one store: a refused request must leave them all unchanged. */
export async function rowCounts(storeId: number) {
  const [packages, commands, keys, discordActions, variables] = await Promise.all([
    t.db.package.count({ where: { storeId } }),
    t.db.packageCommand.count({ where: { storeId } }),
    t.db.licenseKey.count({ where: { storeId } }),
    t.db.packageDiscordAction.count({ where: { storeId } }),
    t.db.packageVariable.count({ where: { storeId } }),
  ]);
  return { packages, commands, keys, discordActions, variables };
}

export function expectRestError(res: { status: number; body: any }, status: number, code: string, field?: string, rule?: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors).toHaveLength(1);
  const [e] = res.body.errors;
  expect(typeof e.message).toBe('string');
  expect(e.code).toBe(code);
  if (field === undefined) expect(e.field).toBeUndefined();
  else expect(e.field).toBe(field);
  if (rule === undefined) expect(e.rule).toBeUndefined();
  else expect(e.rule).toBe(rule);
}

export function expectGqlError(body: { data?: any; errors?: any[] }, code: string, field?: string, rule?: string) {
  expect(body.errors).toHaveLength(1);
  const ext = body.errors![0].extensions;
  expect(ext.code).toBe(code);
  expect(ext.field).toBe(field);
  expect(ext.rule).toBe(rule);
}
