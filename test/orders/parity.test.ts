import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { ORDER_KEYS as ORDER_BODY_KEYS } from './checkout/helpers';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CheckoutResultDocument,
  DeliveryUpdateDocument,
  OrderDeliveriesDocument,
  OrderNoteCreateDocument,
  OrderNoteDeleteDocument,
  OrderNotesDocument,
  OrderNoteUpdateDocument,
  ParityOrderCreateDocument,
  ParityOrderGetDocument,
  ParityOrderListDocument,
  ParityOrderNotesAndDeliveriesDocument,
  ParityOrderUpdateDocument,
} from '../graphql/__generated__/operations';

/**
 * Orders parity: one scenario (checkout, admin order, approval, notes, delivery fix, buyer change,
 * rejection, refund, lists) runs through REST in one store and through GraphQL in another store with
 * identical catalogs. Every answer is compared field by field (GraphQL camelCase mapped to REST
 * snake_case); ids are compared through the scenario row they point at, timestamps by format. The same
 * invalid inputs must give the same error lists (code, field, rule) on both surfaces, and write nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = any;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const INTERNAL_ID = /^[0-9A-Z]{12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const snakeKey = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camelKey = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Renames keys recursively, except inside `fields` and `metadata` (the caller's own keys, kept as sent). */
function deepKeys(value: Json, rename: (k: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => deepKeys(v, rename));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), k === 'fields' || k === 'metadata' ? v : deepKeys(v, rename)]));
  }
  return value;
}
const snakeize = (v: Json) => deepKeys(v, snakeKey);
/** A REST body as GraphQL input: camelCase keys, `variables`/`fields`/`metadata` objects kept as sent. */
function camelInput(v: Json): Json {
  if (Array.isArray(v)) return v.map(camelInput);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [camelKey(k), (k === 'variables' || k === 'fields' || k === 'metadata') && x && !Array.isArray(x) ? x : camelInput(x)]),
    );
  }
  return v;
}

function ts(value: unknown): string | null {
  if (value === null) return null;
  expect(value).toEqual(expect.stringMatching(TIMESTAMP));
  return '<ts>';
}

// ---------------------------------------------------------------- the two surfaces

interface ErrorTriple {
  code: string;
  field?: string;
  rule?: string;
}
type Outcome = { ok: true; data: Json } | { ok: false; status: number; errors: ErrorTriple[] };

const STATUS_OF: Record<string, number> = { BAD_REQUEST: 400, UNAUTHENTICATED: 401, NOT_FOUND: 404, CONFLICT: 409, VALIDATION_FAILED: 422 };

const triple = (code: string, field?: string, rule?: string): ErrorTriple => ({
  code,
  ...(field !== undefined && field !== null ? { field } : {}),
  ...(rule !== undefined && rule !== null ? { rule } : {}),
});

interface Surface {
  name: 'rest' | 'graphql';
  checkout(domain: string, body: Json): Promise<Outcome>;
  createOrder(body: Json): Promise<Outcome>;
  getOrder(id: number): Promise<Outcome>;
  updateOrder(id: number, body: Json): Promise<Outcome>;
  listOrders(query: Record<string, string | number>): Promise<Outcome>;
  listNotes(orderId: number): Promise<Outcome>;
  createNote(orderId: number, body: Json): Promise<Outcome>;
  updateNote(orderId: number, noteId: number, body: Json): Promise<Outcome>;
  deleteNote(orderId: number, noteId: number): Promise<Outcome>;
  listDeliveries(orderId: number): Promise<Outcome>;
  updateDelivery(orderId: number, deliveryId: number, body: Json): Promise<Outcome>;
}

function restSurface(key: string): Surface {
  const call = async (req: Promise<{ status: number; body: Json }>, okStatus: number): Promise<Outcome> => {
    const res = await req;
    if (res.status === okStatus) return { ok: true, data: okStatus === 204 ? null : res.body };
    expect(Array.isArray(res.body?.errors)).toBe(true);
    for (const e of res.body.errors) expect(typeof e.message).toBe('string');
    const errors = res.body.errors.map((e: Json) => triple(e.code, e.field, e.rule));
    for (const e of errors) expect(STATUS_OF[e.code]).toBe(res.status);
    return { ok: false, status: res.status, errors };
  };
  const h = () => t.http();
  return {
    name: 'rest',
    checkout: (domain, body) => call(h().post('/v1/webstore/checkout').set('x-store-domain', domain).send(body), 201),
    createOrder: (body) => call(h().post('/v1/app/order').set(bearer(key)).send(body), 201),
    getOrder: (id) => call(h().get(`/v1/app/order/${id}`).set(bearer(key)), 200),
    updateOrder: (id, body) => call(h().patch(`/v1/app/order/${id}`).set(bearer(key)).send(body), 200),
    listOrders: (query) => call(h().get('/v1/app/order').query(query).set(bearer(key)), 200),
    listNotes: (orderId) => call(h().get(`/v1/app/order/${orderId}/note`).set(bearer(key)), 200),
    createNote: (orderId, body) => call(h().post(`/v1/app/order/${orderId}/note`).set(bearer(key)).send(body), 201),
    updateNote: (orderId, noteId, body) => call(h().patch(`/v1/app/order/${orderId}/note/${noteId}`).set(bearer(key)).send(body), 200),
    deleteNote: async (orderId, noteId) => {
      const res = await h().delete(`/v1/app/order/${orderId}/note/${noteId}`).set(bearer(key));
      if (res.status === 204) {
        expect(res.text).toBe('');
        return { ok: true, data: true };
      }
      return call(Promise.resolve(res), 204);
    },
    listDeliveries: (orderId) => call(h().get(`/v1/app/order/${orderId}/delivery`).set(bearer(key)), 200),
    updateDelivery: (orderId, deliveryId, body) => call(h().patch(`/v1/app/order/${orderId}/delivery/${deliveryId}`).set(bearer(key)).send(body), 200),
  };
}

// The GraphQL side's documents are test/graphql/orders.graphql's (ParityOrderFields: every field REST answers).
function gqlSurface(key: string): Surface {
  const call = async (auth: string | Record<string, string>, query: TypedDocumentNode<Json, Json>, variables: Json, pick: string): Promise<Outcome> => {
    const res = await t.gql(auth, query, variables);
    if (!res.errors) return { ok: true, data: snakeize(res.data![pick]) };
    expect(res.data ?? null).toBeNull();
    const errors = res.errors.map((e) => {
      expect(typeof e.message).toBe('string');
      return triple(e.extensions.code, e.extensions.field, e.extensions.rule);
    });
    const status = STATUS_OF[errors[0].code];
    for (const e of errors) expect(STATUS_OF[e.code]).toBe(status);
    return { ok: false, status, errors };
  };
  return {
    name: 'graphql',
    checkout: (domain, body) => call({ 'x-store-domain': domain }, CheckoutResultDocument, { input: camelInput(body) }, 'checkout'),
    createOrder: (body) => call(key, ParityOrderCreateDocument, { input: camelInput(body) }, 'createOrder'),
    getOrder: (id) => call(key, ParityOrderGetDocument, { id }, 'order'),
    updateOrder: (id, body) => call(key, ParityOrderUpdateDocument, { id, input: camelInput(body) }, 'updateOrder'),
    listOrders: (query) => call(key, ParityOrderListDocument, Object.fromEntries(Object.entries(query).map(([k, v]) => [camelKey(k), v])), 'orders'),
    listNotes: (orderId) => call(key, OrderNotesDocument, { orderId }, 'orderNotes'),
    createNote: (orderId, body) => call(key, OrderNoteCreateDocument, { orderId, input: camelInput(body) }, 'createOrderNote'),
    updateNote: (orderId, noteId, body) => call(key, OrderNoteUpdateDocument, { orderId, noteId, input: camelInput(body) }, 'updateOrderNote'),
    deleteNote: (orderId, noteId) => call(key, OrderNoteDeleteDocument, { orderId, noteId }, 'deleteOrderNote'),
    listDeliveries: (orderId) => call(key, OrderDeliveriesDocument, { orderId }, 'orderDeliveries'),
    updateDelivery: (orderId, deliveryId, body) => call(key, DeliveryUpdateDocument, { orderId, deliveryId, input: camelInput(body) }, 'updateDelivery'),
  };
}

// ---------------------------------------------------------------- one store per surface

interface Side {
  surface: Surface;
  storeId: number;
  key: string;
  domain: string;
  apiKeyId: number;
  packages: number[];
  /** The required custom field of package 0. */
  fieldId: number;
  affiliateId: number;
  orders: number[];
  /** Every answer of the scenario, by step name. */
  steps: Record<string, Outcome>;
}

async function buildSide(surface: 'rest' | 'graphql'): Promise<Side> {
  const s = await aStore(t);
  const { store, key } = s;
  const apiKey = await t.db.apiKey.findFirstOrThrow({ where: { storeId: store.id } });
  const variable = await t.db.variable.create({ data: { storeId: store.id, name: 'nick' } });
  await t.db.coupon.create({ data: { storeId: store.id, code: 'OFF10', codeKey: 'off10', type: 'PERCENTAGE', value: 10 } });
  const affiliate = await t.db.affiliate.create({
    data: { storeId: store.id, name: 'Aff', refCode: 'Ref_1', refCodeKey: 'ref_1', percentCommission: 10, email: 'aff@x.io' },
  });

  const gold = await aPackage(t, s, {
    name: 'VIP Gold',
    price: 29.9,
    type: 'SINGLE',
    expiry_days: 30,
    license_keys: ['GOLD-0001', 'GOLD-0002'],
    email: { title: 'Seu VIP', content: '<p>Obrigado, {client_name}!</p>' },
    fields: [{ name: 'Nick', type: 'TEXT', required: true }],
    variables: [variable.id],
    commands: [
      { command: 'lp user {client_identifier} parent add gold {nick} #{order_id} {internal_id} x{quantity} {package_name}' },
      { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove gold', schedule: 5 },
      { type: 'REFUND', command: 'ban {client_identifier} {client_discord}' },
    ],
    discord_actions: [
      { action: 'ADD_ROLE', parameters: { role_id: '223344556677889900' } },
      { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { channel_id: '334455667788990011', message: 'Reembolso {internal_id}' } },
    ],
  });
  const coins = await aPackage(t, s, {
    name: 'Coins',
    price: 2.5,
    type: 'MULTIPLE',
    inventory_amount: 100,
    commands: [{ command: 'eco give {client_identifier} {quantity}', schedule: 10 }],
  });
  await t.db.affiliatePackageCommission.create({
    data: { storeId: store.id, affiliateId: affiliate.id, packageId: coins.id, percentCommission: 20 },
  });
  const field = await t.db.packageField.findFirstOrThrow({ where: { packageId: gold.id } });
  return {
    surface: surface === 'rest' ? restSurface(key) : gqlSurface(key),
    storeId: store.id,
    key,
    domain: store.domain,
    apiKeyId: apiKey.id,
    packages: [gold.id, coins.id],
    fieldId: field.id,
    affiliateId: affiliate.id,
    orders: [],
    steps: {},
  };
}

// ---------------------------------------------------------------- normalizers (snake_case in, comparable out)

function ref(kind: string, ids: number[], id: number | null): string | null {
  if (id === null) return null;
  const i = ids.indexOf(id);
  expect(i).toBeGreaterThanOrEqual(0);
  return `${kind}#${i}`;
}

const ORDER_KEYS = [...ORDER_BODY_KEYS].sort();

function normOrder(o: Json, side: Side) {
  expect(Object.keys(o).sort()).toEqual(ORDER_KEYS);
  expect(o.store_id).toBe(side.storeId);
  expect(o.internal_id).toMatch(INTERNAL_ID);
  expect(o.net_received).toBe(o.price);
  const { id, store_id: _s, internal_id: _i, ...rest } = o;
  return {
    ...rest,
    id: ref('order', side.orders, id),
    paid_at: ts(o.paid_at),
    created_at: ts(o.created_at),
    updated_at: ts(o.updated_at),
    variables: o.variables.map((v: Json) => {
      expect(Object.keys(v).sort()).toEqual(['created_at', 'id', 'name', 'order_id', 'store_id', 'updated_at', 'value']);
      expect(typeof v.id).toBe('number');
      expect(v.store_id).toBe(side.storeId);
      expect(v.order_id).toBe(id);
      return { name: v.name, value: v.value, created_at: ts(v.created_at), updated_at: ts(v.updated_at) };
    }),
    packages: o.packages.map((l: Json) => {
      expect(Object.keys(l).sort()).toEqual(['fields', 'id', 'name', 'package_id', 'price', 'price_display', 'quantity', 'unit_price']);
      expect(typeof l.id).toBe('number');
      expect(l.price).toBeCloseTo(l.unit_price * l.quantity, 2);
      const { id: _l, ...line } = l;
      // Lines keep custom-field values by field id; name the scenario's field instead of its id.
      const fields = Object.fromEntries(Object.entries(l.fields as Json).map(([k, v]) => [k === String(side.fieldId) ? 'Nick' : `unknown field ${k}`, v]));
      return { ...line, fields, package_id: ref('package', side.packages, l.package_id) };
    }),
    // Ids differ between the stores; the rest must be the same.
    discord_actions: o.discord_actions.map(({ id: _a, ...a }: Json) => ({
      ...a,
      run_at: ts(a.run_at),
      done_at: ts(a.done_at),
      created_at: ts(a.created_at),
      updated_at: ts(a.updated_at),
    })),
    // Named by what they deliver and for which line of this order: ids differ between the stores.
    deliveries: o.deliveries.map((d: Json) => {
      expect(d.store_id).toBe(side.storeId);
      return {
        line: o.packages.findIndex((l: Json) => l.id === d.order_package_id),
        license_key: d.license_key_id === null ? null : 'a key',
        type: d.type,
        value: d.value,
        render: d.render,
        created_at: ts(d.created_at),
        updated_at: ts(d.updated_at),
      };
    }),
  };
}

function normNote(n: Json, side: Side) {
  expect(Object.keys(n).sort()).toEqual(['content', 'created_at', 'id', 'order_id', 'updated_at', 'user_id']);
  expect(typeof n.id).toBe('number');
  expect(n.user_id).toBe(side.apiKeyId);
  return {
    order_id: ref('order', side.orders, n.order_id),
    user_id: '<api key>',
    content: n.content,
    created_at: ts(n.created_at),
    updated_at: ts(n.updated_at),
  };
}

async function normDelivery(d: Json, side: Side) {
  expect(Object.keys(d).sort()).toEqual(['created_at', 'id', 'license_key_id', 'order_package_id', 'render', 'store_id', 'type', 'updated_at', 'value'].sort());
  expect(typeof d.id).toBe('number');
  expect(d.store_id).toBe(side.storeId);
  const line = await t.db.orderPackage.findUniqueOrThrow({ where: { id: d.order_package_id } });
  expect(line.storeId).toBe(side.storeId);
  let key: string | null = null;
  if (d.license_key_id !== null) {
    const k = await t.db.licenseKey.findUniqueOrThrow({ where: { id: d.license_key_id } });
    expect(k.storeId).toBe(side.storeId);
    key = `key:${k.value}`;
  }
  return {
    order_line: `${ref('order', side.orders, line.orderId)}/${ref('package', side.packages, line.packageId)}`,
    license_key: key,
    type: d.type,
    value: d.value,
    render: d.render,
    created_at: ts(d.created_at),
    updated_at: ts(d.updated_at),
  };
}

function normErrors(errors: ErrorTriple[], side: Side): ErrorTriple[] {
  return errors.map((e) => (e.field ? { ...e, field: e.field.replace(`.fields.${side.fieldId}`, '.fields.<nick field>') } : e));
}

/** A meta link as path, sorted filters and page, after checking that page comes last. */
function normLink(url: string | null) {
  if (url === null) return null;
  const [path, query = ''] = url.split('?');
  const entries = [...new URLSearchParams(query).entries()];
  expect(entries[entries.length - 1][0]).toBe('page');
  const params = entries.slice(0, -1).sort(([a], [b]) => a.localeCompare(b));
  return { path, params, page: entries[entries.length - 1][1] };
}
const normLinks = (meta: Json) => ({
  ...meta,
  first_page_url: normLink(meta.first_page_url),
  last_page_url: normLink(meta.last_page_url),
  next_page_url: normLink(meta.next_page_url),
  previous_page_url: normLink(meta.previous_page_url),
});

let rest: Side;
let gql: Side;
let sides: Side[];

/** Runs one step on both sides (REST first) and records each answer. */
async function both(step: string, fn: (side: Side) => Promise<Outcome>): Promise<[Outcome, Outcome]> {
  const out: Outcome[] = [];
  for (const side of sides) {
    const o = await fn(side);
    side.steps[step] = o;
    out.push(o);
  }
  return out as [Outcome, Outcome];
}

function okData(o: Outcome): Json {
  if (!o.ok) throw new Error(`expected success, got ${o.status} ${JSON.stringify(o.errors)}`);
  return o.data;
}

const CHECKOUT_BODY = (side: Side) => ({
  items: [
    { id: side.packages[0], quantity: 1, fields: { Nick: 'Steve' } },
    { id: side.packages[1], quantity: 3 },
  ],
  client_identifier: 'Steve',
  client_email: 'Steve@Example.com',
  client_name: 'Steve Buyer',
  gateway: 'PIX',
  client_discord: 'steve#1',
  client_document: '123.456.789-00',
  client_phone: '+55 11 99999-0000',
  coupon: 'OFF10',
  ref_code: 'REF_1',
  variables: { nick: 'Steve_MC' },
  metadata: { utm_source: 'discord', campaignId: 7, vip: true, note: null },
});

const ADMIN_BODY = (side: Side) => ({
  items: [{ id: side.packages[1], quantity: 2 }],
  client_identifier: 'Alex',
  client_email: 'alex@example.com',
  client_name: 'Alex',
  gateway: 'MERCADOPAGO',
});

beforeAll(async () => {
  rest = await buildSide('rest');
  gql = await buildSide('graphql');
  sides = [rest, gql];
});

describe('the scenario gives the same data on both surfaces', () => {
  test('checkout (storefront)', async () => {
    const [r, g] = await both('checkout', (s) => s.surface.checkout(s.domain, CHECKOUT_BODY(s)));
    for (const [side, o] of [
      [rest, r],
      [gql, g],
    ] as const) {
      const d = okData(o);
      expect(Object.keys(d).sort()).toEqual([
        'checkout_url',
        'formatted_price',
        'internal_id',
        'order_id',
        'order_url',
        'pix_code',
        'price',
        'price_display',
        'qr_code',
        'status',
      ]);
      expect(d.internal_id).toMatch(INTERNAL_ID);
      side.orders.push(d.order_id);
    }
    // order_url is the hosted order page of each side's own order (issue 32).
    for (const o of [r, g]) expect(okData(o).order_url).toMatch(new RegExp(`/order/${okData(o).internal_id}\\?t=v1\\.\\d+\\.[\\w-]{43}$`));
    const norm = (o: Outcome) => ({ ...okData(o), order_id: '<id>', internal_id: '<internal_id>', order_url: '<order_url>' });
    expect(norm(g)).toEqual(norm(r));
    // 29.90 + 3 x 2.50 = 37.40, minus 10 %.
    expect(norm(r)).toEqual({
      order_id: '<id>',
      internal_id: '<internal_id>',
      status: 'PENDING',
      price: 33.66,
      price_display: 'R$ 33,66',
      formatted_price: 'R$ 33,66',
      checkout_url: null,
      pix_code: null,
      qr_code: null,
      order_url: '<order_url>',
    });
  });

  test('the placed order read back', async () => {
    const [r, g] = await both('order after checkout', (s) => s.surface.getOrder(s.orders[0]));
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(okData(r).internal_id).toBe(okData(rest.steps.checkout).internal_id);
    expect(okData(g).internal_id).toBe(okData(gql.steps.checkout).internal_id);
    expect(nr).toEqual({
      id: 'order#0',
      client_identifier: 'Steve',
      client_email: 'steve@example.com',
      client_name: 'Steve Buyer',
      client_document: '123.456.789-00',
      client_phone: '+55 11 99999-0000',
      client_discord: 'steve#1',
      price: 33.66,
      net_received: 33.66,
      subtotal: 37.4,
      sale_discount: 0,
      coupon_discount: 3.74,
      gift_card_amount: 0,
      external_id: null,
      review_reason: null,
      subscription_id: null,
      promo_code: 'OFF10',
      promo_type: 'PERCENTAGE',
      promo_value: 10,
      gateway: 'PIX',
      payment_method: null,
      status: 'PENDING',
      metadata: { utm_source: 'discord', campaignId: 7, vip: true, note: null },
      manually_created: false,
      manually_refunded: false,
      manually_approved: false,
      paid_at: null,
      created_at: '<ts>',
      updated_at: '<ts>',
      currency: 'BRL',
      variables: [{ name: 'nick', value: 'Steve_MC', created_at: '<ts>', updated_at: '<ts>' }],
      packages: [
        { package_id: 'package#0', name: 'VIP Gold', quantity: 1, unit_price: 29.9, price: 29.9, price_display: 'R$ 29,90', fields: { Nick: 'Steve' } },
        { package_id: 'package#1', name: 'Coins', quantity: 3, unit_price: 2.5, price: 7.5, price_display: 'R$ 7,50', fields: {} },
      ],
      deliveries: [],
      emails: [],
      discord_actions: [],
      price_display: 'R$ 33,66',
      status_display: 'Pendente',
      gateway_display: 'Pix',
    });
  });

  test('admin create order', async () => {
    const [r, g] = await both('create order', (s) => s.surface.createOrder(ADMIN_BODY(s)));
    rest.orders.push(okData(r).id);
    gql.orders.push(okData(g).id);
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(nr).toMatchObject({
      id: 'order#1',
      client_identifier: 'Alex',
      price: 5,
      price_display: 'R$ 5,00',
      promo_code: null,
      promo_type: null,
      promo_value: null,
      gateway: 'MERCADOPAGO',
      gateway_display: 'Mercado Pago',
      manually_created: true,
      status: 'PENDING',
      variables: [],
      packages: [{ package_id: 'package#1', name: 'Coins', quantity: 2, unit_price: 2.5, price: 5, fields: {} }],
    });
  });

  test('approve', async () => {
    const [r, g] = await both('approve', (s) => s.surface.updateOrder(s.orders[0], { status: 'APPROVED', manually_approved: true }));
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(nr).toMatchObject({ status: 'APPROVED', status_display: 'Aprovado', manually_approved: true, paid_at: '<ts>' });
    // Written with the approval, not yet run (no worker here): the role now, its take-back at expiry.
    expect(nr.discord_actions.map((a: Json) => [a.type, a.action, a.role_id, a.automatic, a.status, a.attempts])).toEqual([
      ['PURCHASE', 'ADD_ROLE', '223344556677889900', false, 'PENDING', 0],
      ['EXPIRE', 'REMOVE_ROLE', '223344556677889900', true, 'PENDING', 0],
    ]);
    for (const side of sides) {
      const coins = await t.db.package.findUniqueOrThrow({ where: { id: side.packages[1] } });
      expect(coins.inventoryAmount).toBe(97);
      // 29.90 x 0.9 x 10 % + 7.50 x 0.9 x 20 % = 2.691 + 1.35 = 4.04
      const aff = await t.db.affiliate.findUniqueOrThrow({ where: { id: side.affiliateId } });
      expect(aff.balance.toFixed(2)).toBe('4.04');
    }
  });

  test('notes: add two, edit one, delete one, list', async () => {
    const [r1, g1] = await both('note 1', (s) => s.surface.createNote(s.orders[0], { content: 'Pago via Pix' }));
    const [r2, g2] = await both('note 2', (s) => s.surface.createNote(s.orders[0], { content: 'Cliente pediu reembolso' }));
    expect(normNote(okData(g1), gql)).toEqual(normNote(okData(r1), rest));
    expect(normNote(okData(g2), gql)).toEqual(normNote(okData(r2), rest));
    expect(normNote(okData(r1), rest)).toEqual({ order_id: 'order#0', user_id: '<api key>', content: 'Pago via Pix', created_at: '<ts>', updated_at: '<ts>' });

    const [re, ge] = await both('edit note', (s) =>
      s.surface.updateNote(s.orders[0], okData(s.steps['note 1']).id, { content: '  Pago via Pix (conferido)  ' }),
    );
    expect(normNote(okData(ge), gql)).toEqual(normNote(okData(re), rest));
    expect(okData(re)).toMatchObject({ id: okData(r1).id, content: 'Pago via Pix (conferido)' });

    const [rd, gd] = await both('delete note', (s) => s.surface.deleteNote(s.orders[0], okData(s.steps['note 2']).id));
    expect(okData(rd)).toBe(true);
    expect(okData(gd)).toBe(true);

    const [rl, gl] = await both('notes', (s) => s.surface.listNotes(s.orders[0]));
    expect(okData(gl).map((n: Json) => normNote(n, gql))).toEqual(okData(rl).map((n: Json) => normNote(n, rest)));
    expect(okData(rl).map((n: Json) => [n.id, n.content])).toEqual([[okData(r1).id, 'Pago via Pix (conferido)']]);
    for (const side of sides) expect(await t.db.orderNote.count({ where: { storeId: side.storeId } })).toBe(1);
  });

  test('deliveries: list, then correct the license key', async () => {
    const [rl, gl] = await both('deliveries', (s) => s.surface.listDeliveries(s.orders[0]));
    const nr = await Promise.all(okData(rl).map((d: Json) => normDelivery(d, rest)));
    const ng = await Promise.all(okData(gl).map((d: Json) => normDelivery(d, gql)));
    expect(ng).toEqual(nr);
    expect(nr).toEqual([
      {
        order_line: 'order#0/package#0',
        license_key: 'key:GOLD-0001',
        type: 'LICENSE_KEY',
        value: 'GOLD-0001',
        render: false,
        created_at: '<ts>',
        updated_at: '<ts>',
      },
      {
        order_line: 'order#0/package#0',
        license_key: null,
        type: 'CONTENT',
        value: '<p>Obrigado, {client_name}!</p>',
        render: true,
        created_at: '<ts>',
        updated_at: '<ts>',
      },
    ]);

    const [ru, gu] = await both('update delivery', (s) => {
      const keyDelivery = okData(s.steps.deliveries).find((d: Json) => d.type === 'LICENSE_KEY');
      return s.surface.updateDelivery(s.orders[0], keyDelivery.id, { value: 'GOLD-REPLACED' });
    });
    const nu = await normDelivery(okData(ru), rest);
    expect(await normDelivery(okData(gu), gql)).toEqual(nu);
    expect(nu).toMatchObject({ type: 'LICENSE_KEY', value: 'GOLD-REPLACED', license_key: 'key:GOLD-0001' });
    for (const side of sides) {
      // The key pool is not touched by the correction.
      const keys = await t.db.licenseKey.findMany({ where: { packageId: side.packages[0] }, orderBy: { id: 'asc' } });
      expect(keys.map((k) => [k.value, k.used])).toEqual([
        ['GOLD-0001', true],
        ['GOLD-0002', false],
      ]);
    }
  });

  test('the GraphQL order carries the same notes and deliveries as the REST sub-resources', async () => {
    const res = await t.gql(gql.key, ParityOrderNotesAndDeliveriesDocument, { id: gql.orders[0] });
    expect(res.errors).toBeUndefined();
    const notes = await t.http().get(`/v1/app/order/${rest.orders[0]}/note`).set(bearer(rest.key));
    const deliveries = await t.http().get(`/v1/app/order/${rest.orders[0]}/delivery`).set(bearer(rest.key));
    expect(snakeize(res.data!.order.notes).map((n: Json) => normNote(n, gql))).toEqual(notes.body.map((n: Json) => normNote(n, rest)));
    expect(await Promise.all(snakeize(res.data!.order.deliveries).map((d: Json) => normDelivery(d, gql)))).toEqual(
      await Promise.all(deliveries.body.map((d: Json) => normDelivery(d, rest))),
    );
    expect(deliveries.body.map((d: Json) => d.value)).toEqual(['GOLD-REPLACED', '<p>Obrigado, {client_name}!</p>']);
  });

  test('buyer change re-renders pending commands the same way', async () => {
    const [r, g] = await both('change buyer', (s) =>
      s.surface.updateOrder(s.orders[0], { client_identifier: 'SteveNew', client_discord: 'steve#2', variables: { nick: 'Steve2', extra: 'x' } }),
    );
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(nr).toMatchObject({ client_identifier: 'SteveNew', client_discord: 'steve#2', status: 'APPROVED' });
    expect(nr.variables.map((v: Json) => [v.name, v.value]).sort()).toEqual([
      ['extra', 'x'],
      ['nick', 'Steve2'],
    ]);
  });

  test('reject the admin order', async () => {
    const [r, g] = await both('reject', (s) => s.surface.updateOrder(s.orders[1], { status: 'REJECTED' }));
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(nr).toMatchObject({ status: 'REJECTED', status_display: 'Rejeitado', paid_at: null });
  });

  test('refund', async () => {
    const [r, g] = await both('refund', (s) => s.surface.updateOrder(s.orders[0], { status: 'REFUNDED', manually_refunded: true }));
    const nr = normOrder(okData(r), rest);
    expect(normOrder(okData(g), gql)).toEqual(nr);
    expect(nr).toMatchObject({ status: 'REFUNDED', status_display: 'Reembolsado', manually_refunded: true, manually_approved: true, paid_at: '<ts>' });
    expect(nr.discord_actions.map((a: Json) => [a.type, a.action, a.automatic, a.status])).toEqual([
      ['PURCHASE', 'ADD_ROLE', false, 'CANCELED'],
      ['EXPIRE', 'REMOVE_ROLE', true, 'CANCELED'],
      ['REFUND', 'REMOVE_ROLE', true, 'PENDING'],
      ['REFUND', 'SEND_MESSAGE', false, 'PENDING'],
    ]);
  });

  test('the list is the same (meta, data, order)', async () => {
    const [r, g] = await both('list', (s) => s.surface.listOrders({ per_page: 1, page: 2 }));
    const rd = okData(r);
    const gd = okData(g);
    expect(gd.meta).toEqual(rd.meta);
    expect(rd.meta).toEqual({
      total: 2,
      per_page: 1,
      current_page: 2,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/order?per_page=1&page=1',
      last_page_url: '/v1/app/order?per_page=1&page=2',
      next_page_url: null,
      previous_page_url: '/v1/app/order?per_page=1&page=1',
    });
    expect(gd.data.map((o: Json) => normOrder(o, gql))).toEqual(rd.data.map((o: Json) => normOrder(o, rest)));
    // Newest first: page 2 of 1 is the first order.
    expect(rd.data.map((o: Json) => o.id)).toEqual([rest.orders[0]]);

    const [rf, gf] = await both('list filtered', (s) => s.surface.listOrders({ status: 'REJECTED', gateway: 'MERCADOPAGO', email: 'ALEX@example.com' }));
    // The filters are repeated in the links, page last; their order among themselves is not part of the contract.
    expect(normLinks(okData(gf).meta)).toEqual(normLinks(okData(rf).meta));
    expect(normLinks(okData(rf).meta)).toMatchObject({
      total: 1,
      first_page_url: {
        path: '/v1/app/order',
        params: [
          ['email', 'ALEX@example.com'],
          ['gateway', 'MERCADOPAGO'],
          ['status', 'REJECTED'],
        ],
        page: '1',
      },
    });
    expect(okData(gf).data.map((o: Json) => normOrder(o, gql))).toEqual(okData(rf).data.map((o: Json) => normOrder(o, rest)));
    expect(okData(rf).data.map((o: Json) => o.id)).toEqual([rest.orders[1]]);
  });

  test('side effects in the database are the same: commands, commission, events', async () => {
    const effects = async (side: Side) => {
      const orders = await t.db.order.findMany({ where: { storeId: side.storeId }, orderBy: { id: 'asc' } });
      const byId = new Map(orders.map((o) => [o.id, o]));
      const o0 = byId.get(side.orders[0])!;
      const scrub = (text: string) =>
        orders.reduce(
          (s, o) =>
            s
              .split(o.internalId)
              .join(`<internal:${ref('order', side.orders, o.id)}>`)
              .split(`#${o.id} `)
              .join(`#<${ref('order', side.orders, o.id)}> `),
          text,
        );
      const commands = await t.db.command.findMany({ where: { storeId: side.storeId }, orderBy: { id: 'asc' } });
      const txs = await t.db.affiliateTransaction.findMany({ where: { storeId: side.storeId }, orderBy: { id: 'asc' } });
      const affiliate = await t.db.affiliate.findUniqueOrThrow({ where: { id: side.affiliateId } });
      const events = await t.db.outboxEvent.findMany({ where: { storeId: side.storeId }, orderBy: [{ createdAt: 'asc' }] });
      return {
        commission: o0.affiliateCommission?.toFixed(2),
        balance: affiliate.balance.toFixed(2),
        coupons: (await t.db.coupon.findFirstOrThrow({ where: { storeId: side.storeId } })).uses,
        commands: commands.map((c) => ({
          order: ref('order', side.orders, c.orderId),
          trigger: c.trigger,
          status: c.status,
          reason: c.reason,
          userId: c.userId,
          command: scrub(c.command),
          delayMinutes: c.trigger === 'REFUND' ? 'at refund' : Math.round((c.executeAt.getTime() - o0.paidAt!.getTime()) / 60_000),
        })),
        transactions: txs.map((x) => ({
          operation: x.operation,
          amount: x.amount.toFixed(2),
          order: ref('order', side.orders, x.orderId),
          message: scrub(x.message ?? ''),
        })),
        events: events.map((e) => {
          const p = e.payload as Json;
          expect(Object.keys(p).sort()).toEqual(['data', 'date', 'event', 'id']);
          expect(p.id).toBe(e.id);
          expect(p.id).toMatch(UUID);
          expect(p.date).toMatch(ISO_Z);
          expect(p.event).toBe(e.event);
          expect(p.data.id).toBe(e.orderId);
          return { event: e.event, order: ref('order', side.orders, e.orderId), data: normOrder(p.data, side) };
        }),
      };
    };
    const er = await effects(rest);
    const eg = await effects(gql);
    expect(eg).toEqual(er);

    expect(er.commission).toBe('4.04');
    expect(er.balance).toBe('0.00');
    expect(er.coupons).toBe(1);
    expect(er.transactions).toEqual([
      { operation: 'COMMISSION', amount: '4.04', order: 'order#0', message: expect.any(String) },
      { operation: 'COMMISSION_REVERSAL', amount: '4.04', order: 'order#0', message: expect.any(String) },
    ]);
    expect(er.commands).toEqual([
      {
        order: 'order#0',
        trigger: 'PURCHASE',
        status: 'CANCELED',
        reason: expect.any(String),
        userId: 'SteveNew',
        command: 'lp user SteveNew parent add gold Steve2 #<order#0> <internal:order#0> x1 VIP Gold',
        delayMinutes: 0,
      },
      {
        order: 'order#0',
        trigger: 'EXPIRE',
        status: 'CANCELED',
        reason: expect.any(String),
        userId: 'SteveNew',
        command: 'lp user SteveNew parent remove gold',
        delayMinutes: 30 * 24 * 60 + 5,
      },
      {
        order: 'order#0',
        trigger: 'PURCHASE',
        status: 'CANCELED',
        reason: expect.any(String),
        userId: 'SteveNew',
        command: 'eco give SteveNew 3',
        delayMinutes: 10,
      },
      { order: 'order#0', trigger: 'REFUND', status: 'PENDING', reason: null, userId: 'SteveNew', command: 'ban SteveNew steve#2', delayMinutes: 'at refund' },
    ]);
    expect(er.events.map((e) => [e.event, e.order])).toEqual([
      ['ORDER_CREATED', 'order#0'],
      ['ORDER_CREATED', 'order#1'],
      ['ORDER_APPROVED', 'order#0'],
      ['ORDER_REJECTED', 'order#1'],
      ['ORDER_REFUNDED', 'order#0'],
    ]);
    expect(er.events.map((e) => e.data.status)).toEqual(['PENDING', 'PENDING', 'APPROVED', 'REJECTED', 'REFUNDED']);
  });
});

describe('the same invalid input gives the same errors on both surfaces, and writes nothing', () => {
  const counts = async (side: Side) => ({
    orders: await t.db.order.count({ where: { storeId: side.storeId } }),
    events: await t.db.outboxEvent.count({ where: { storeId: side.storeId } }),
    notes: await t.db.orderNote.count({ where: { storeId: side.storeId } }),
    deliveries: await t.db.delivery.findMany({ where: { storeId: side.storeId }, orderBy: { id: 'asc' } }),
    orderRows: await t.db.order.findMany({ where: { storeId: side.storeId }, orderBy: { id: 'asc' } }),
    coupon: (await t.db.coupon.findFirstOrThrow({ where: { storeId: side.storeId } })).uses,
  });

  const base = (side: Side) => ({
    items: [{ id: side.packages[1], quantity: 1 }],
    client_identifier: 'Bob',
    client_email: 'bob@example.com',
    client_name: 'Bob',
    // The first package's commands name {client_discord}: an order without one is refused.
    client_discord: 'bob#1',
    gateway: 'PIX',
  });

  const CASES: { name: string; status: number; expected: ErrorTriple[]; run: (s: Side) => Promise<Outcome> }[] = [
    {
      name: 'checkout with an empty body',
      status: 422,
      // The fields' own rules first, then the rules of the whole body (lines under either name). No
      // identifier is required as such: only a cart whose commands need one asks for it.
      expected: [
        triple('VALIDATION_FAILED', 'client_email', 'required'),
        triple('VALIDATION_FAILED', 'client_name', 'required'),
        triple('VALIDATION_FAILED', 'gateway', 'required'),
        triple('VALIDATION_FAILED', 'cart', 'required'),
      ],
      run: (s) => s.surface.checkout(s.domain, {}),
    },
    {
      name: 'checkout with a bad e-mail and gateway',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'client_email', 'email'), triple('VALIDATION_FAILED', 'gateway', 'enum')],
      run: (s) => s.surface.checkout(s.domain, { ...base(s), client_email: 'not-an-email', gateway: 'BITCOIN' }),
    },
    {
      name: 'checkout with an unknown package, a SINGLE bought twice without its field, a repeated package, a missing variable',
      status: 422,
      expected: [
        triple('VALIDATION_FAILED', 'items.0.id', 'exists'),
        triple('VALIDATION_FAILED', 'items.1.quantity', 'max'),
        triple('VALIDATION_FAILED', 'items.1.fields.<nick field>', 'required'),
        triple('VALIDATION_FAILED', 'items.2.id', 'unique'),
        triple('VALIDATION_FAILED', 'variables.nick', 'required'),
      ],
      run: (s) =>
        s.surface.checkout(s.domain, {
          ...base(s),
          items: [
            { id: 99_999_999, quantity: 1 },
            { id: s.packages[0], quantity: 2 },
            { id: s.packages[0], quantity: 1, fields: { Nick: 'x' } },
          ],
        }),
    },
    {
      name: 'checkout with quantity 0',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'items.0.quantity', 'range')],
      run: (s) => s.surface.checkout(s.domain, { ...base(s), items: [{ id: s.packages[1], quantity: 0 }] }),
    },
    {
      name: 'checkout with an unknown coupon',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'coupon', 'exists')],
      run: (s) => s.surface.checkout(s.domain, { ...base(s), coupon: 'NOPE' }),
    },
    {
      name: 'checkout on an unknown store domain',
      status: 404,
      expected: [triple('NOT_FOUND')],
      run: (s) => s.surface.checkout('no-such-store.test', base(s)),
    },
    {
      name: 'checkout of more coins than in stock',
      status: 409,
      expected: [triple('CONFLICT')],
      run: (s) => s.surface.checkout(s.domain, { ...base(s), items: [{ id: s.packages[1], quantity: 98 }] }),
    },
    {
      name: 'admin create without items or client name',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'items', 'min'), triple('VALIDATION_FAILED', 'client_name', 'required')],
      run: (s) => s.surface.createOrder({ ...base(s), items: [], client_name: undefined }),
    },
    {
      name: 'update with an unknown status',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'status', 'enum')],
      run: (s) => s.surface.updateOrder(s.orders[1], { status: 'FOO' }),
    },
    {
      name: 'a refunded order cannot be approved',
      status: 409,
      expected: [triple('CONFLICT')],
      run: (s) => s.surface.updateOrder(s.orders[0], { status: 'APPROVED' }),
    },
    {
      name: 'a rejected order cannot be canceled',
      status: 409,
      expected: [triple('CONFLICT')],
      run: (s) => s.surface.updateOrder(s.orders[1], { status: 'CANCELED' }),
    },
    {
      name: 'an unknown order',
      status: 404,
      expected: [triple('NOT_FOUND')],
      run: (s) => s.surface.getOrder(99_999_999),
    },
    {
      name: 'an empty note',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'content', 'required')],
      run: (s) => s.surface.createNote(s.orders[0], { content: '   ' }),
    },
    {
      name: 'a note too long',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'content', 'max')],
      run: (s) => s.surface.createNote(s.orders[0], { content: 'x'.repeat(5001) }),
    },
    {
      name: "another order's note",
      status: 404,
      expected: [triple('NOT_FOUND')],
      run: (s) => s.surface.updateNote(s.orders[1], okData(s.steps['note 1']).id, { content: 'moved' }),
    },
    {
      name: 'a delivery without value',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'value', 'required')],
      run: (s) => s.surface.updateDelivery(s.orders[0], okData(s.steps.deliveries)[0].id, { value: '' }),
    },
    {
      name: 'orders listed from a non-date',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'from', 'date')],
      run: (s) => s.surface.listOrders({ from: 'not-a-date' }),
    },
    {
      name: 'orders listed from a day that does not exist',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'from', 'date')],
      run: (s) => s.surface.listOrders({ from: '2024-02-30' }),
    },
    {
      name: 'orders listed with from after to',
      status: 422,
      expected: [triple('VALIDATION_FAILED', 'to', 'range')],
      run: (s) => s.surface.listOrders({ from: '2024-05-02', to: '2024-05-01' }),
    },
  ];

  test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await Promise.all(sides.map(counts));
    const [r, g] = await both(`error: ${c.name}`, c.run);
    const errs = (o: Outcome, side: Side) => {
      if (o.ok) throw new Error(`${side.surface.name}: expected an error, got ${JSON.stringify(o.data).slice(0, 200)}`);
      return { status: o.status, errors: normErrors(o.errors, side) };
    };
    const er = errs(r, rest);
    const eg = errs(g, gql);
    expect(eg).toEqual(er);
    expect(er).toEqual({ status: c.status, errors: c.expected });
    expect(await Promise.all(sides.map(counts))).toEqual(before);
  });
});
