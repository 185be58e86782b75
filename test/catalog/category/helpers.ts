import type { Response } from 'supertest';
import {
  CategoryCreateDocument,
  CategoryDeleteDocument,
  CategoryGetDocument,
  CategoryListDocument,
  CategoryUpdateDocument,
} from '../../graphql/__generated__/operations';
import { setupTestApp, bearer, type TestApp } from '../../helpers/app';

/**
 * Categories end to end, through REST (/v1/app/category) and GraphQL (/graphql), against a real
 * PostgreSQL. Every failure is checked on both surfaces for the same code/field/rule, and for
 * having written nothing.
 */

/** This suite's app, on the database of the file that calls useApp() (each test file has its own). */
export let t: TestApp;
export function useApp() {
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());
}

// ---------------------------------------------------------------------------------------------
// helpers

type Surface = 'rest' | 'graphql';
export const SURFACES: Surface[] = ['rest', 'graphql'];

export type Body = Record<string, unknown>;

export interface Expected {
  code: string;
  field?: string;
  rule?: string;
}

export const BASE = '/v1/app/category';
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

export const CATEGORY_KEYS = [
  'id',
  'store_id',
  'name',
  'slug',
  'parent_id',
  'position',
  'hide_category',
  'hide_subcategory',
  'image',
  'banner',
  'created_at',
  'updated_at',
].sort();

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
].sort();

export const Q = {
  create: CategoryCreateDocument,
  update: CategoryUpdateDocument,
  delete: CategoryDeleteDocument,
  get: CategoryGetDocument,
  list: CategoryListDocument,
};

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The REST body as the GraphQL input (camelCase keys, same values). */
const toGqlInput = (body: Body): Body => Object.fromEntries(Object.entries(body).map(([k, v]) => [camel(k), v]));

/** A GraphQL Category (without its relations) as the REST JSON object. */
export const gqlToRest = (c: Record<string, unknown>): Body =>
  Object.fromEntries(
    Object.entries(c)
      .filter(([k]) => k !== 'parent' && k !== 'subcategories')
      .map(([k, v]) => [snake(k), v]),
  );

export async function createOnSurface(surface: Surface, key: string, body: Body) {
  if (surface === 'rest') {
    const res = await t.http().post(BASE).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  }
  const out = await t.gql(key, Q.create, { input: toGqlInput(body) });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.createCategory);
}

export async function updateOnSurface(surface: Surface, key: string, id: number, body: Body) {
  if (surface === 'rest') {
    const res = await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body);
    expect(res.status).toBe(200);
    return res.body as Record<string, any>;
  }
  const out = await t.gql(key, Q.update, { id, input: toGqlInput(body) });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.updateCategory);
}

export function expectRestErrors(res: Response, status: number, expected: Expected[]) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    errors: expected.map((e) => ({
      message: expect.any(String),
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  });
}

export function expectGqlErrors(out: Awaited<ReturnType<TestApp['gql']>>, expected: Expected[]) {
  expect(out.data ?? null).toBeNull();
  expect(out.errors).toBeDefined();
  expect(out.errors!.map((e) => e.extensions)).toEqual(
    expected.map((e) => ({
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  );
  for (const e of out.errors!) expect(typeof e.message).toBe('string');
}

const STATUS: Record<string, number> = { BAD_REQUEST: 400, UNAUTHENTICATED: 401, NOT_FOUND: 404, CONFLICT: 409, VALIDATION_FAILED: 422 };

export async function failCreate(surface: Surface, key: string, body: Body, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().post(BASE).set(bearer(key)).send(body), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.create, { input: toGqlInput(body) }), expected);
  }
}

export async function failUpdate(surface: Surface, key: string, id: number, body: Body, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.update, { id, input: toGqlInput(body) }), expected);
  }
}

export async function failDelete(surface: Surface, key: string, id: number, expected: Expected[]) {
  if (surface === 'rest') {
    expectRestErrors(await t.http().delete(`${BASE}/${id}`).set(bearer(key)), STATUS[expected[0].code], expected);
  } else {
    expectGqlErrors(await t.gql(key, Q.delete, { id }), expected);
  }
}

/** A list link: the category path, exactly `filters` (any order), then `page` as the last parameter. */
export function expectLink(url: string, filters: Record<string, string>, page: number) {
  expect(url.startsWith(`${BASE}?`)).toBe(true);
  const entries = [...new URLSearchParams(url.slice(BASE.length + 1)).entries()];
  expect(entries[entries.length - 1]).toEqual(['page', String(page)]);
  expect(Object.fromEntries(entries.slice(0, -1))).toEqual(filters);
  expect(entries).toHaveLength(Object.keys(filters).length + 1);
}

export const countIn = (storeId: number) => t.db.category.count({ where: { storeId } });
export const row = (id: number) => t.db.category.findUnique({ where: { id } });

/** A package in the category, written directly: only its existence matters to categories. */
export async function packageIn(storeId: number, categoryId: number) {
  return t.db.package.create({
    data: { storeId, categoryId, name: 'Pkg', slug: `pkg-${categoryId}-${Date.now()}`, type: 'SINGLE', price: '10.00' },
  });
}
