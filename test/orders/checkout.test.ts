import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestError } from '../helpers/errors';

/**
 * Placing orders end to end: the storefront checkout (POST /v1/webstore/checkout, GraphQL
 * `checkout`) and the admin manual order (POST /v1/app/order, GraphQL `createOrder`), the Order
 * JSON, the ORDER_CREATED outbox event, and the order list with its filters. Real PostgreSQL;
 * failures assert status, code, field, rule and that nothing was written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
type Pair = [field: string, rule: string];

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const INTERNAL_ID = /^[0-9A-Z]{12}$/;

const ORDER_KEYS = [
  'id', 'store_id', 'client_identifier', 'client_email', 'client_name', 'client_document', 'client_phone', 'client_discord',
  'price', 'net_received', 'internal_id', 'external_id', 'review_reason', 'promo_code', 'promo_type', 'promo_value', 'gateway', 'status',
  'manually_created', 'manually_refunded', 'manually_approved', 'paid_at', 'created_at', 'updated_at', 'currency',
  'variables', 'packages', 'deliveries', 'emails', 'discord_actions', 'price_display', 'status_display', 'gateway_display',
];
const LINE_KEYS = ['id', 'package_id', 'name', 'quantity', 'unit_price', 'price', 'price_display', 'fields'];
const VARIABLE_KEYS = ['id', 'store_id', 'order_id', 'name', 'value', 'created_at', 'updated_at'];
const CHECKOUT_KEYS = ['order_id', 'internal_id', 'status', 'price', 'price_display', 'formatted_price', 'checkout_url', 'pix_code', 'qr_code'];
const META_KEYS = [
  'total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url',
  'previous_page_url',
];

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (o: object) => Object.keys(o).sort();

const BUYER = { client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve Rogers', gateway: 'PIX' };

// ---------------------------------------------------------------- GraphQL documents

const ORDER_FIELDS = `
  id storeId clientIdentifier clientEmail clientName clientDocument clientPhone clientDiscord price netReceived
  internalId externalId promoCode promoType promoValue gateway status manuallyCreated manuallyRefunded manuallyApproved
  paidAt createdAt updatedAt currency priceDisplay statusDisplay gatewayDisplay
  variables { id storeId orderId name value createdAt updatedAt }
  packages { id packageId name quantity unitPrice price fields package { id name } }
`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { orderId internalId status price priceDisplay } }`;
const CREATE_ORDER = `mutation($input: CheckoutInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
const GET_ORDER = `query($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const LIST_ORDERS = `query($page: Int, $perPage: Int, $status: String, $clientIdentifier: String, $email: String, $gateway: String, $from: String, $to: String) {
  orders(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, gateway: $gateway, from: $from, to: $to) {
    meta { total perPage currentPage lastPage firstPage firstPageUrl lastPageUrl nextPageUrl previousPageUrl }
    data { id status clientIdentifier gateway createdAt }
  }
}`;

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A REST body as a GraphQL input: keys camelCase, except inside `variables` and `fields` (the caller's own keys). */
function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [camel(k), k === 'variables' || k === 'fields' ? v : toGql(v)]),
    );
  }
  return value;
}

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
}

async function shop(input: { currency?: 'BRL' | 'USD' | 'EUR'; locale?: string; timezone?: string } = {}): Promise<Shop> {
  const { store, key } = await t.createStore(input);
  const res = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Ranks' });
  expect(res.status).toBe(201);
  return { key, storeId: store.id, domain: store.domain, categoryId: res.body.id };
}

/** A package created through the API; returns the full package (GET), so field ids are known. */
async function makePackage(s: Shop, body: Json = {}): Promise<Json> {
  const res = await t.http()
    .post('/v1/app/package')
    .set(bearer(s.key))
    .send({ name: 'VIP', category_id: s.categoryId, price: 10, type: 'MULTIPLE', ...body });
  expect(res.status).toBe(201);
  const full = await t.http().get(`/v1/app/package/${res.body.id}`).set(bearer(s.key));
  expect(full.status).toBe(200);
  return full.body;
}

const restCheckout = (s: Shop, body: Json) => t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).send(body);
const restCreate = (s: Shop, body: Json) => t.http().post('/v1/app/order').set(bearer(s.key)).send(body);
const restGet = (s: Shop, id: number) => t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
const gqlCheckout = (s: Shop, body: Json) => t.gql({ 'x-store-domain': s.domain }, CHECKOUT, { input: toGql(body) });
const gqlCreate = (s: Shop, body: Json) => t.gql(s.key, CREATE_ORDER, { input: toGql(body) });

async function placed(s: Shop, body: Json): Promise<Json> {
  const res = await restCreate(s, { ...BUYER, ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** Every row placing an order writes, for one store: a refused request must leave them all unchanged. */
async function rowCounts(storeId: number) {
  const [orders, lines, variables, events, coupons] = await Promise.all([
    t.db.order.count({ where: { storeId } }),
    t.db.orderPackage.count({ where: { storeId } }),
    t.db.orderVariable.count({ where: { storeId } }),
    t.db.outboxEvent.count({ where: { storeId } }),
    t.db.coupon.findMany({ where: { storeId }, select: { id: true, uses: true }, orderBy: { id: 'asc' } }),
  ]);
  return { orders, lines, variables, events, coupons };
}

const bySortedField = (pairs: { field?: string; rule?: string; code?: string }[]) =>
  [...pairs].sort((a, b) => String(a.field).localeCompare(String(b.field)));

function expectRestErrors(res: { status: number; body: any }, status: number, code: string, pairs: Pair[]) {
  expect(res.status).toBe(status);
  for (const e of res.body.errors) expect(typeof e.message).toBe('string');
  expect(bySortedField(res.body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule })))).toEqual(
    bySortedField(pairs.map(([field, rule]) => ({ code, field, rule }))),
  );
}


function expectGqlErrors(body: { data?: any; errors?: any[] }, code: string, pairs: Pair[]) {
  expect(body.errors).toBeDefined();
  expect(body.data ?? null).toBeNull();
  expect(bySortedField(body.errors!.map((e) => ({ code: e.extensions.code, field: e.extensions.field, rule: e.extensions.rule })))).toEqual(
    bySortedField(pairs.map(([field, rule]) => ({ code, field, rule }))),
  );
}


// ---------------------------------------------------------------- storefront access

describe('storefront access', () => {
  let s: Shop;
  let pkg: Json;
  beforeAll(async () => {
    s = await shop();
    pkg = await makePackage(s);
  });

  test('REST checkout without x-store-domain is 404 Store not found, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t.http().post('/v1/webstore/checkout').send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('REST checkout with an unknown x-store-domain is 404 Store not found', async () => {
    const res = await t.http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', 'nobody.test')
      .send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
  });

  test('GraphQL checkout without or with an unknown x-store-domain is NOT_FOUND Store not found', async () => {
    const before = await rowCounts(s.storeId);
    const input = toGql({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    for (const headers of [{}, { 'x-store-domain': 'nobody.test' }] as Record<string, string>[]) {
      const body = await t.gql(headers, CHECKOUT, { input });
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0].message).toBe('Store not found');
      expect(body.errors![0].extensions.code).toBe('NOT_FOUND');
      expect(body.data ?? null).toBeNull();
    }
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('the admin create needs the API key: 401 UNAUTHENTICATED on both surfaces, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t.http().post('/v1/app/order').send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expectRestError(res, 401, 'UNAUTHENTICATED');
    const bad = await t.http().post('/v1/app/order').set(bearer('nope')).send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expectRestError(bad, 401, 'UNAUTHENTICATED');
    const gql = await t.gql(null, CREATE_ORDER, { input: toGql({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] }) });
    expect(gql.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    // The storefront header is no admin credential.
    const viaDomain = await t.gql({ 'x-store-domain': s.domain }, CREATE_ORDER, { input: toGql({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] }) });
    expect(viaDomain.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- success and the Order JSON

describe('placing an order', () => {
  let s: Shop;
  let rank: Json;
  let coins: Json;
  beforeAll(async () => {
    s = await shop();
    rank = await makePackage(s, {
      name: 'Diamond',
      price: 29.9,
      type: 'SINGLE',
      fields: [{ name: 'steam_id', type: 'TEXT', required: true }],
    });
    coins = await makePackage(s, { name: 'Coins', price: 10.5, type: 'MULTIPLE' });
  });

  test('storefront checkout: 201 {order_id, internal_id, status, price, price_display, formatted_price, payment data}, priced by the server', async () => {
    const fieldId = String(rank.fields[0].id);
    const res = await restCheckout(s, {
      ...BUYER,
      // A client-sent price is not the server's business.
      price: 0.01,
      items: [
        { id: rank.id, quantity: 1, fields: { [fieldId]: 'STEAM_0:1:42' } },
        { id: coins.id, quantity: 3, price: 0.01 },
      ],
    });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(CHECKOUT_KEYS));
    expect(res.body).toEqual({
      order_id: expect.any(Number),
      internal_id: expect.stringMatching(INTERNAL_ID),
      status: 'PENDING',
      price: 61.4,
      price_display: 'R$ 61,40',
      formatted_price: 'R$ 61,40',
      // Payment data: filled once a gateway is connected.
      checkout_url: null,
      pix_code: null,
      qr_code: null,
    });

    const row = await t.db.order.findUniqueOrThrow({ where: { id: res.body.order_id } });
    expect(row.storeId).toBe(s.storeId);
    expect(row.internalId).toBe(res.body.internal_id);
    expect(row.manuallyCreated).toBe(false);
    expect(row.paidAt).toBeNull();

    const got = await restGet(s, res.body.order_id);
    expect(got.status).toBe(200);
    expect(got.body.manually_created).toBe(false);
    expect(got.body.price).toBe(61.4);
    expect(got.body.packages).toEqual([
      { id: expect.any(Number), package_id: rank.id, name: 'Diamond', quantity: 1, unit_price: 29.9, price: 29.9, price_display: 'R$ 29,90', fields: { [fieldId]: 'STEAM_0:1:42' } },
      { id: expect.any(Number), package_id: coins.id, name: 'Coins', quantity: 3, unit_price: 10.5, price: 31.5, price_display: 'R$ 31,50', fields: {} },
    ]);
  });

  test('admin create: 201 with the full Order, exactly its fields, manually_created true', async () => {
    const fieldId = String(rank.fields[0].id);
    const res = await restCreate(s, {
      client_identifier: ' Steve ',
      client_email: ' Steve.Rogers@Example.COM ',
      client_name: 'Steve Rogers',
      client_document: '123.456.789-00',
      client_phone: '+55 11 99999-0000',
      client_discord: 'steve#0001',
      gateway: 'MERCADOPAGO',
      variables: { nick: 'Cap', server: 'survival' },
      items: [
        { id: rank.id, quantity: 1, fields: { [fieldId]: 'STEAM_0:1:42' } },
        { id: coins.id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(ORDER_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      client_identifier: 'Steve',
      client_email: 'steve.rogers@example.com',
      client_name: 'Steve Rogers',
      client_document: '123.456.789-00',
      client_phone: '+55 11 99999-0000',
      client_discord: 'steve#0001',
      price: 50.9,
      net_received: 50.9,
      internal_id: expect.stringMatching(INTERNAL_ID),
      external_id: null,
      review_reason: null,
      promo_code: null,
      promo_type: null,
      promo_value: null,
      gateway: 'MERCADOPAGO',
      status: 'PENDING',
      manually_created: true,
      manually_refunded: false,
      manually_approved: false,
      paid_at: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
      currency: 'BRL',
      variables: expect.any(Array),
      packages: [
        { id: expect.any(Number), package_id: rank.id, name: 'Diamond', quantity: 1, unit_price: 29.9, price: 29.9, price_display: 'R$ 29,90', fields: { [fieldId]: 'STEAM_0:1:42' } },
        { id: expect.any(Number), package_id: coins.id, name: 'Coins', quantity: 2, unit_price: 10.5, price: 21, price_display: 'R$ 21,00', fields: {} },
      ],
      deliveries: [],
      emails: [],
      discord_actions: [],
      price_display: 'R$ 50,90',
      status_display: 'Pendente',
      gateway_display: 'Mercado Pago',
    });
    for (const l of res.body.packages) expect(keysOf(l)).toEqual(sorted(LINE_KEYS));
    const vars = [...res.body.variables].sort((a: Json, b: Json) => a.name.localeCompare(b.name));
    for (const v of vars) expect(keysOf(v)).toEqual(sorted(VARIABLE_KEYS));
    expect(vars).toEqual([
      { id: expect.any(Number), store_id: s.storeId, order_id: res.body.id, name: 'nick', value: 'Cap', created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME) },
      { id: expect.any(Number), store_id: s.storeId, order_id: res.body.id, name: 'server', value: 'survival', created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME) },
    ]);

    // GET returns the same document.
    const got = await restGet(s, res.body.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  test('optional buyer fields left out are null; internal ids are distinct per order', async () => {
    const a = await placed(s, { items: [{ id: coins.id, quantity: 1 }] });
    const b = await placed(s, { items: [{ id: coins.id, quantity: 1 }] });
    expect(a.client_document).toBeNull();
    expect(a.client_phone).toBeNull();
    expect(a.client_discord).toBeNull();
    expect(a.variables).toEqual([]);
    expect(a.internal_id).not.toBe(b.internal_id);
  });

  test('every new order writes exactly one ORDER_CREATED outbox event whose data is the Order JSON', async () => {
    const res = await restCheckout(s, { ...BUYER, client_discord: 'steve#1', items: [{ id: coins.id, quantity: 2 }], variables: { nick: 'Cap' } });
    expect(res.status).toBe(201);
    const id = res.body.order_id;
    const events = await t.db.outboxEvent.findMany({ where: { orderId: id } });
    expect(events).toHaveLength(1);
    const [ev] = events;
    expect(ev.storeId).toBe(s.storeId);
    expect(ev.event).toBe('ORDER_CREATED');
    const payload = ev.payload as Json;
    expect(keysOf(payload)).toEqual(['data', 'date', 'event', 'id']);
    expect(payload.id).toBe(ev.id);
    expect(payload.event).toBe('ORDER_CREATED');
    expect(payload.date).toMatch(ISO_Z);
    const got = await restGet(s, id);
    expect(payload.data).toEqual(got.body);

    // The admin create writes one too.
    const manual = await placed(s, { items: [{ id: coins.id, quantity: 1 }] });
    const manualEvents = await t.db.outboxEvent.findMany({ where: { orderId: manual.id } });
    expect(manualEvents.map((e) => e.event)).toEqual(['ORDER_CREATED']);
    expect((manualEvents[0].payload as Json).data).toEqual(manual);
  });

  test('GraphQL checkout (storefront header, no key) places the same order', async () => {
    const before = await rowCounts(s.storeId);
    const fieldId = String(rank.fields[0].id);
    const body = await gqlCheckout(s, {
      ...BUYER,
      items: [
        { id: rank.id, quantity: 1, fields: { [fieldId]: 'STEAM_0:1:42' } },
        { id: coins.id, quantity: 3 },
      ],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.checkout).toEqual({
      orderId: expect.any(Number),
      internalId: expect.stringMatching(INTERNAL_ID),
      status: 'PENDING',
      price: 61.4,
      priceDisplay: 'R$ 61,40',
    });
    const after = await rowCounts(s.storeId);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.lines).toBe(before.lines + 2);
    expect(after.events).toBe(before.events + 1);
    const got = await restGet(s, body.data!.checkout.orderId);
    expect(got.body.manually_created).toBe(false);
    expect(got.body.internal_id).toBe(body.data!.checkout.internalId);
    const events = await t.db.outboxEvent.findMany({ where: { orderId: got.body.id } });
    expect(events.map((e) => e.event)).toEqual(['ORDER_CREATED']);
  });

  test('GraphQL createOrder answers the Order with the same data as REST', async () => {
    const fieldId = String(rank.fields[0].id);
    const body = await gqlCreate(s, {
      ...BUYER,
      client_email: 'Steve@Example.com',
      client_discord: 'steve#0001',
      gateway: 'PAYPAL',
      variables: { nick: 'Cap' },
      items: [
        { id: rank.id, quantity: 1, fields: { [fieldId]: 'X' } },
        { id: coins.id, quantity: 2 },
      ],
    });
    expect(body.errors).toBeUndefined();
    const o = body.data!.createOrder;
    const rest = (await restGet(s, o.id)).body;
    expect(o).toEqual({
      id: rest.id,
      storeId: s.storeId,
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve Rogers',
      clientDocument: null,
      clientPhone: null,
      clientDiscord: 'steve#0001',
      price: 50.9,
      netReceived: 50.9,
      internalId: rest.internal_id,
      externalId: null,
      promoCode: null,
      promoType: null,
      promoValue: null,
      gateway: 'PAYPAL',
      status: 'PENDING',
      manuallyCreated: true,
      manuallyRefunded: false,
      manuallyApproved: false,
      paidAt: null,
      createdAt: rest.created_at,
      updatedAt: rest.updated_at,
      currency: 'BRL',
      priceDisplay: 'R$ 50,90',
      statusDisplay: 'Pendente',
      gatewayDisplay: 'PayPal',
      variables: [
        { id: rest.variables[0].id, storeId: s.storeId, orderId: rest.id, name: 'nick', value: 'Cap', createdAt: rest.variables[0].created_at, updatedAt: rest.variables[0].updated_at },
      ],
      packages: [
        { id: rest.packages[0].id, packageId: rank.id, name: 'Diamond', quantity: 1, unitPrice: 29.9, price: 29.9, fields: { [fieldId]: 'X' }, package: { id: rank.id, name: 'Diamond' } },
        { id: rest.packages[1].id, packageId: coins.id, name: 'Coins', quantity: 2, unitPrice: 10.5, price: 21, fields: {}, package: { id: coins.id, name: 'Coins' } },
      ],
    });
    expect(o.createdAt).toMatch(STORE_TIME);
    const q = await t.gql(s.key, GET_ORDER, { id: o.id });
    expect(q.data!.order).toEqual(o);
  });

  test('GET of an unknown, non-numeric or another store\'s order is 404', async () => {
    const other = await shop();
    const mine = await placed(s, { items: [{ id: coins.id, quantity: 1 }] });
    expectRestError(await restGet(other, mine.id), 404, 'NOT_FOUND');
    expectRestError(await restGet(s, 99999999), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/order/abc').set(bearer(s.key)), 404, 'NOT_FOUND');
    const q = await t.gql(other.key, GET_ORDER, { id: mine.id });
    expectGqlError(q, 'NOT_FOUND');
  });
});

describe('localized displays', () => {
  test('pt-BR: gateway_display for every gateway', async () => {
    const s = await shop();
    const pkg = await makePackage(s);
    const expected: Record<string, string> = { PIX: 'Pix', MERCADOPAGO: 'Mercado Pago', PAYPAL: 'PayPal', PICPAY: 'PicPay', STRIPE: 'Stripe' };
    for (const [gateway, display] of Object.entries(expected)) {
      const o = await placed(s, { gateway, items: [{ id: pkg.id, quantity: 1 }] });
      expect(o.gateway).toBe(gateway);
      expect(o.gateway_display).toBe(display);
      expect(o.status_display).toBe('Pendente');
      const q = await t.gql(s.key, GET_ORDER, { id: o.id });
      expect(q.data!.order.gatewayDisplay).toBe(display);
    }
  });

  test('en-US/USD store: Pending, English gateway names, $ price, USD currency', async () => {
    const s = await shop({ locale: 'en-US', currency: 'USD' });
    const pkg = await makePackage(s, { price: 1234.5 });
    const expected: Record<string, string> = { PIX: 'Pix', MERCADOPAGO: 'Mercado Pago', PAYPAL: 'PayPal', PICPAY: 'PicPay', STRIPE: 'Stripe' };
    for (const [gateway, display] of Object.entries(expected)) {
      const o = await placed(s, { gateway, items: [{ id: pkg.id, quantity: 1 }] });
      expect(o.currency).toBe('USD');
      expect(o.price).toBe(1234.5);
      expect(o.price_display).toBe('$1,234.50');
      expect(o.status_display).toBe('Pending');
      expect(o.gateway_display).toBe(display);
    }
    const res = await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(2469);
    expect(res.body.price_display).toBe('$2,469.00');
    const gql = await gqlCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expect(gql.data!.checkout.priceDisplay).toBe('$1,234.50');
    const q = await t.gql(s.key, GET_ORDER, { id: res.body.order_id });
    expect(q.data!.order.statusDisplay).toBe('Pending');
    expect(q.data!.order.currency).toBe('USD');
  });
});

// ---------------------------------------------------------------- validation

describe('checkout validation (422), the same on all four entry points, nothing written', () => {
  let s: Shop;
  let other: Shop;
  const p: Record<string, Json> = {};
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    p.single = await makePackage(s, { name: 'Single', type: 'SINGLE', price: 29.9 });
    p.multi = await makePackage(s, { name: 'Multi', type: 'MULTIPLE', price: 5 });
    p.limited = await makePackage(s, { name: 'Limited', type: 'MULTIPLE', per_user_limit: true });
    p.disabled = await makePackage(s, { name: 'Disabled', enabled: false });
    p.fielded = await makePackage(s, {
      name: 'Fielded',
      fields: [
        { name: 'steam_id', type: 'TEXT', required: true },
        { name: 'age', type: 'NUMBER', required: false },
        { name: 'contact', type: 'EMAIL', required: false },
      ],
    });
    p.withVar = await makePackage(s, { name: 'Needs nick', variables: [nick.id] });
    p.foreign = await makePackage(other, { name: 'Foreign' });
    await t.db.coupon.create({ data: { storeId: s.storeId, code: 'OFF', codeKey: 'off', type: 'PERCENTAGE', value: 10, enabled: false } });
    await t.db.coupon.create({
      data: { storeId: s.storeId, code: 'OLD', codeKey: 'old', type: 'PERCENTAGE', value: 10, expiresAt: new Date(Date.now() - 60_000) },
    });
    await t.db.coupon.create({ data: { storeId: other.storeId, code: 'THEIRS', codeKey: 'theirs', type: 'PERCENTAGE', value: 10 } });
  });

  const field = (pkg: string, name: string) => String(p[pkg].fields.find((f: Json) => f.name === name).id);
  const one = (pkg: string, extra: Json = {}) => ({ ...BUYER, items: [{ id: p[pkg].id, quantity: 1, ...extra }] });

  const cases: [string, () => Json, () => Pair[]][] = [
    // cart is the name real clients send (items its alias): a body with neither is told about cart.
    ['items missing', () => ({ ...BUYER }), () => [['cart', 'required']]],
    ['items empty', () => ({ ...BUYER, items: [] }), () => [['items', 'min']]],
    ['51 items', () => ({ ...BUYER, items: Array.from({ length: 51 }, () => ({ id: p.multi.id, quantity: 1 })) }), () => [['items', 'max']]],
    ['unknown package', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 1 }, { id: 99999999, quantity: 1 }] }), () => [['items.1.id', 'exists']]],
    ["another store's package", () => one('foreign'), () => [['items.0.id', 'exists']]],
    ['disabled package', () => one('disabled'), () => [['items.0.id', 'exists']]],
    ['item id missing', () => ({ ...BUYER, items: [{ quantity: 1 }] }), () => [['items.0.id', 'required']]],
    [
      'same package twice',
      () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 1 }, { id: p.single.id, quantity: 1 }, { id: p.multi.id, quantity: 2 }] }),
      () => [['items.2.id', 'unique']],
    ],
    ['quantity 0', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 0 }] }), () => [['items.0.quantity', 'range']]],
    ['quantity 1000', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 1000 }] }), () => [['items.0.quantity', 'range']]],
    ['quantity missing', () => ({ ...BUYER, items: [{ id: p.multi.id }] }), () => [['items.0.quantity', 'required']]],
    ['SINGLE package quantity 2', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 5 }, { id: p.single.id, quantity: 2 }] }), () => [['items.1.quantity', 'max']]],
    ['per_user_limit package quantity 2', () => ({ ...BUYER, items: [{ id: p.limited.id, quantity: 2 }] }), () => [['items.0.quantity', 'max']]],
    ['required custom field missing', () => one('fielded'), () => [[`items.0.fields.${field('fielded', 'steam_id')}`, 'required']]],
    [
      'required custom field blank (keyed by name)',
      () => one('fielded', { fields: { steam_id: '   ' } }),
      () => [[`items.0.fields.${field('fielded', 'steam_id')}`, 'required']],
    ],
    [
      'NUMBER field not numeric',
      () => one('fielded', { fields: { [field('fielded', 'steam_id')]: 'S1', [field('fielded', 'age')]: 'twelve' } }),
      () => [[`items.0.fields.${field('fielded', 'age')}`, 'type']],
    ],
    [
      'EMAIL field invalid (keyed by name)',
      () => one('fielded', { fields: { steam_id: 'S1', contact: 'not-an-email' } }),
      () => [[`items.0.fields.${field('fielded', 'contact')}`, 'email']],
    ],
    ['package variable not given', () => one('withVar'), () => [['variables.nick', 'required']]],
    ['package variable empty', () => ({ ...one('withVar'), variables: { nick: '' } }), () => [['variables.nick', 'required']]],
    ['package variable blank', () => ({ ...one('withVar'), variables: { nick: '   ', other: 'x' } }), () => [['variables.nick', 'required']]],
    ['unknown coupon', () => ({ ...one('multi'), coupon: 'NOPE' }), () => [['coupon', 'exists']]],
    ["another store's coupon", () => ({ ...one('multi'), coupon: 'THEIRS' }), () => [['coupon', 'exists']]],
    ['disabled coupon', () => ({ ...one('multi'), coupon: 'OFF' }), () => [['coupon', 'exists']]],
    ['expired coupon', () => ({ ...one('multi'), coupon: 'old' }), () => [['coupon', 'exists']]],
    ['client_email invalid', () => ({ ...one('multi'), client_email: 'steve-at-example' }), () => [['client_email', 'email']]],
    ['gateway unknown', () => ({ ...one('multi'), gateway: 'BITCOIN' }), () => [['gateway', 'enum']]],
    [
      'buyer fields missing',
      () => ({ items: [{ id: p.multi.id, quantity: 1 }] }),
      () => [
        ['client_identifier', 'required'],
        ['client_email', 'required'],
        ['client_name', 'required'],
        ['gateway', 'required'],
      ],
    ],
    ['client_identifier empty', () => ({ ...one('multi'), client_identifier: '' }), () => [['client_identifier', 'required']]],
    [
      'several failing fields: one error each',
      () => ({
        ...BUYER,
        items: [{ id: p.multi.id, quantity: 1 }, { id: p.foreign.id, quantity: 1 }, { id: p.fielded.id, quantity: 1 }],
        coupon: 'NOPE',
      }),
      () => [
        ['items.1.id', 'exists'],
        [`items.2.fields.${field('fielded', 'steam_id')}`, 'required'],
        ['coupon', 'exists'],
      ],
    ],
  ];

  describe.each([
    ['REST checkout', 'rest' as const, restCheckout],
    ['REST admin create', 'rest' as const, restCreate],
    ['GraphQL checkout', 'gql' as const, gqlCheckout],
    ['GraphQL createOrder', 'gql' as const, gqlCreate],
  ])('%s', (_name, surface, call) => {
    test.each(cases)('%s', async (_case, body, pairs) => {
      const before = await rowCounts(s.storeId);
      const res: any = await call(s, body());
      if (surface === 'rest') expectRestErrors(res, 422, 'VALIDATION_FAILED', pairs());
      else expectGqlErrors(res, 'VALIDATION_FAILED', pairs());
      expect(await rowCounts(s.storeId)).toEqual(before);
    });
  });

  test('REST: a value of the wrong JSON type is rule type', async () => {
    const before = await rowCounts(s.storeId);
    expectRestErrors(await restCheckout(s, { ...BUYER, items: [{ id: p.multi.id, quantity: 'two' }] }), 422, 'VALIDATION_FAILED', [
      ['items.0.quantity', 'type'],
    ]);
    expectRestErrors(await restCheckout(s, { ...BUYER, items: 'all' }), 422, 'VALIDATION_FAILED', [['items', 'type']]);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('REST: a body that is not JSON is 400 BAD_REQUEST', async () => {
    const res = await t.http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', s.domain)
      .set('content-type', 'application/json')
      .send('{"items": [');
    expectRestError(res, 400, 'BAD_REQUEST');
  });

  test('custom fields keyed by field id or by name, and package variables given, are accepted', async () => {
    const byId = await restCheckout(s, one('fielded', { fields: { [field('fielded', 'steam_id')]: 'S1', [field('fielded', 'age')]: '12', [field('fielded', 'contact')]: 'a@b.io' } }));
    expect(byId.status).toBe(201);
    const byName = await restCheckout(s, one('fielded', { fields: { steam_id: 'S1', age: 12, contact: 'a@b.io' } }));
    expect(byName.status).toBe(201);
    const withVar = await restCheckout(s, { ...one('withVar'), variables: { nick: 'Cap' } });
    expect(withVar.status).toBe(201);
    const got = await restGet(s, withVar.body.order_id);
    expect(got.body.variables.map((v: Json) => [v.name, v.value])).toEqual([['nick', 'Cap']]);
  });
});

// ---------------------------------------------------------------- conflicts

describe('checkout conflicts (409 CONFLICT), nothing written', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });

  async function expectConflict(body: Json) {
    const before = await rowCounts(s.storeId);
    expectRestError(await restCheckout(s, body), 409, 'CONFLICT');
    expectRestError(await restCreate(s, body), 409, 'CONFLICT');
    expectGqlError(await gqlCheckout(s, body), 'CONFLICT');
    expectGqlError(await gqlCreate(s, body), 'CONFLICT');
    expect(await rowCounts(s.storeId)).toEqual(before);
  }

  test('inventory_amount below the quantity', async () => {
    const pkg = await makePackage(s, { name: 'Stocked', inventory_amount: 2 });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 3 }] });
    const ok = await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect(ok.status).toBe(201);
    // Placing an order takes no stock; approval does.
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(2);
  });

  test('a license-key pool with fewer unused keys than the quantity', async () => {
    const pkg = await makePackage(s, { name: 'Keys', license_keys: ['K-1', 'K-2'] });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 3 }] });
    const ok = await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect(ok.status).toBe(201);
    // Used keys do not count.
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.id, value: 'K-1' }, data: { used: true, usedAt: new Date() } });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect((await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    // A package without a pool is not limited by keys.
    const free = await makePackage(s, { name: 'No keys' });
    expect((await restCheckout(s, { ...BUYER, items: [{ id: free.id, quantity: 999 }] })).status).toBe(201);
  });

  test('a per_user_limit package the buyer already has in a PENDING or APPROVED order (identifier case-insensitive)', async () => {
    const pkg = await makePackage(s, { name: 'Once', per_user_limit: true });
    const other = await makePackage(s, { name: 'Other' });
    const first = await restCheckout(s, { ...BUYER, client_identifier: 'Steve', items: [{ id: pkg.id, quantity: 1 }] });
    expect(first.status).toBe(201);
    await expectConflict({ ...BUYER, client_identifier: 'STEVE', items: [{ id: other.id, quantity: 1 }, { id: pkg.id, quantity: 1 }] });
    await expectConflict({ ...BUYER, client_identifier: 'steve', items: [{ id: pkg.id, quantity: 1 }] });
    // Another buyer may.
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Alex', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);

    // APPROVED still blocks.
    const approve = await t.http().patch(`/v1/app/order/${first.body.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
    expect(approve.status).toBe(200);
    await expectConflict({ ...BUYER, client_identifier: 'Steve', items: [{ id: pkg.id, quantity: 1 }] });

    // A CANCELED or REJECTED one does not.
    const bob = await restCheckout(s, { ...BUYER, client_identifier: 'Bob', items: [{ id: pkg.id, quantity: 1 }] });
    expect(bob.status).toBe(201);
    await expectConflict({ ...BUYER, client_identifier: 'bob', items: [{ id: pkg.id, quantity: 1 }] });
    expect((await t.http().patch(`/v1/app/order/${bob.body.order_id}`).set(bearer(s.key)).send({ status: 'CANCELED' })).status).toBe(200);
    const again = await restCheckout(s, { ...BUYER, client_identifier: 'BOB', items: [{ id: pkg.id, quantity: 1 }] });
    expect(again.status).toBe(201);
    expect((await t.http().patch(`/v1/app/order/${again.body.order_id}`).set(bearer(s.key)).send({ status: 'REJECTED' })).status).toBe(200);
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Bob', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
  });

  test("per_user_limit matches the buyer's identifier as text: an underscore is not a wildcard", async () => {
    const pkg = await makePackage(s, { name: 'Once per name', per_user_limit: true });
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'SteveX9', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    // Under ILIKE, "Steve_9" (a usual Minecraft name) would match "SteveX9" and refuse a buyer who owns nothing.
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Steve_9', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    await expectConflict({ ...BUYER, client_identifier: 'steve_9', items: [{ id: pkg.id, quantity: 1 }] });
  });

  test('a coupon whose max_uses are exhausted', async () => {
    const pkg = await makePackage(s, { name: 'Couponed', price: 20 });
    const coupon = await t.db.coupon.create({
      data: { storeId: s.storeId, code: 'ONCE', codeKey: 'once', type: 'PERCENTAGE', value: 50, maxUses: 1 },
    });
    const first = await restCheckout(s, { ...BUYER, coupon: 'once', items: [{ id: pkg.id, quantity: 1 }] });
    expect(first.status).toBe(201);
    expect(first.body.price).toBe(10);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).uses).toBe(1);
    await expectConflict({ ...BUYER, coupon: 'ONCE', items: [{ id: pkg.id, quantity: 1 }] });
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).uses).toBe(1);
  });
});

// ---------------------------------------------------------------- pricing, coupons, affiliates

describe('server-side pricing and coupons', () => {
  let s: Shop;
  let a: Json;
  let b: Json;
  beforeAll(async () => {
    s = await shop();
    a = await makePackage(s, { name: 'A', price: 29.9, type: 'SINGLE' });
    b = await makePackage(s, { name: 'B', price: 10.5 });
    await t.db.coupon.createMany({
      data: [
        { storeId: s.storeId, code: 'OFF10', codeKey: 'off10', type: 'PERCENTAGE', value: 10 },
        { storeId: s.storeId, code: 'MINUS20', codeKey: 'minus20', type: 'PRICE', value: 20 },
        { storeId: s.storeId, code: 'FREE', codeKey: 'free', type: 'PRICE', value: 100 },
        { storeId: s.storeId, code: 'HALF', codeKey: 'half', type: 'PERCENTAGE', value: 50, expiresAt: new Date(Date.now() + 86_400_000) },
      ],
    });
  });

  const items = () => [
    { id: a.id, quantity: 1 },
    { id: b.id, quantity: 3 },
  ];

  test('no coupon: sum of unit price x quantity; promo fields null', async () => {
    const o = await placed(s, { items: items() });
    expect(o.price).toBe(61.4);
    expect(o.net_received).toBe(61.4);
    expect([o.promo_code, o.promo_type, o.promo_value]).toEqual([null, null, null]);
  });

  test('PERCENTAGE coupon (code case-insensitive): value% off, recorded on the order', async () => {
    const o = await placed(s, { coupon: 'Off10', items: items() });
    expect(o.price).toBe(55.26);
    expect(o.net_received).toBe(55.26);
    expect(o.price_display).toBe('R$ 55,26');
    expect(o.promo_code).toBe('OFF10');
    expect(o.promo_type).toBe('PERCENTAGE');
    expect(o.promo_value).toBe(10);
    // Lines keep the undiscounted prices.
    expect(o.packages.map((l: Json) => [l.unit_price, l.price])).toEqual([[29.9, 29.9], [10.5, 31.5]]);
    const c = await restCheckout(s, { ...BUYER, coupon: 'off10', items: items() });
    expect(c.body.price).toBe(55.26);
    expect(c.body.price_display).toBe('R$ 55,26');
  });

  test('PRICE coupon: value off', async () => {
    const o = await placed(s, { coupon: 'MINUS20', items: items() });
    expect(o.price).toBe(41.4);
    expect(o.promo_code).toBe('MINUS20');
    expect(o.promo_type).toBe('PRICE');
    expect(o.promo_value).toBe(20);
  });

  test('PRICE coupon larger than the total: not below 0', async () => {
    const o = await placed(s, { coupon: 'free', items: items() });
    expect(o.price).toBe(0);
    expect(o.net_received).toBe(0);
    expect(o.price_display).toBe('R$ 0,00');
    expect(o.promo_value).toBe(100);
  });

  test('a coupon with a future expiry is usable; uses are counted', async () => {
    const o = await placed(s, { coupon: 'HALF', items: [{ id: b.id, quantity: 2 }] });
    expect(o.price).toBe(10.5);
    const row = await t.db.coupon.findFirstOrThrow({ where: { storeId: s.storeId, codeKey: 'half' } });
    expect(row.uses).toBe(1);
    const gql = await gqlCheckout(s, { ...BUYER, coupon: 'half', items: [{ id: b.id, quantity: 2 }] });
    expect(gql.data!.checkout.price).toBe(10.5);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: row.id } })).uses).toBe(2);
  });
});

describe('ref_code and affiliates', () => {
  let s: Shop;
  let pkg: Json;
  let aff: { id: number };
  let selfOk: { id: number };
  beforeAll(async () => {
    s = await shop();
    pkg = await makePackage(s, { price: 50 });
    aff = await t.db.affiliate.create({
      data: { storeId: s.storeId, name: 'Aff', refCode: 'Ref_1', refCodeKey: 'ref_1', percentCommission: 10, email: 'aff@x.io' },
    });
    selfOk = await t.db.affiliate.create({
      data: { storeId: s.storeId, name: 'Self', refCode: 'Self-2', refCodeKey: 'self-2', percentCommission: 10, email: 'me@x.io', selfAffiliated: true },
    });
  });

  const affiliateOf = async (orderId: number) => (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).affiliateId;

  test('ref_code attaches the affiliate, case-insensitively, on both surfaces', async () => {
    const res = await restCheckout(s, { ...BUYER, ref_code: 'REF_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBe(aff.id);
    const manual = await placed(s, { ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(await affiliateOf(manual.id)).toBe(aff.id);
    const gql = await gqlCheckout(s, { ...BUYER, ref_code: 'Ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(await affiliateOf(gql.data!.checkout.orderId)).toBe(aff.id);
  });

  test("the buyer's own ref_code (affiliate email == client_email) is not attached when self_affiliated is false", async () => {
    const res = await restCheckout(s, { ...BUYER, client_email: 'AFF@x.io', ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
    const gql = await gqlCreate(s, { ...BUYER, client_email: 'aff@x.io', ref_code: 'ref_1', items: [{ id: pkg.id, quantity: 1 }] });
    expect(gql.errors).toBeUndefined();
    expect(await affiliateOf(gql.data!.createOrder.id)).toBeNull();
  });

  test('self-referral is attached when the affiliate is self_affiliated', async () => {
    const res = await restCheckout(s, { ...BUYER, client_email: 'Me@X.io', ref_code: 'SELF-2', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBe(selfOk.id);
  });

  test('an unknown ref_code is ignored: the order is still placed, without affiliate', async () => {
    const before = await rowCounts(s.storeId);
    const res = await restCheckout(s, { ...BUYER, ref_code: 'nobody', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(50);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
    expect((await rowCounts(s.storeId)).orders).toBe(before.orders + 1);
    const gql = await gqlCheckout(s, { ...BUYER, ref_code: 'nobody', items: [{ id: pkg.id, quantity: 1 }] });
    expect(gql.errors).toBeUndefined();
    expect(await affiliateOf(gql.data!.checkout.orderId)).toBeNull();
  });

  test("another store's affiliate ref_code is unknown here", async () => {
    const other = await shop();
    await t.db.affiliate.create({
      data: { storeId: other.storeId, name: 'Theirs', refCode: 'theirs', refCodeKey: 'theirs', percentCommission: 10, email: 't@x.io' },
    });
    const res = await restCheckout(s, { ...BUYER, ref_code: 'theirs', items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(await affiliateOf(res.body.order_id)).toBeNull();
  });
});

// ---------------------------------------------------------------- list

describe('GET /v1/app/order and GraphQL orders', () => {
  let s: Shop;
  let other: Shop;
  const o: Record<string, number> = {};
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    const pkg = await makePackage(s);
    const theirs = await makePackage(other);
    o.steve1 = (await placed(s, { client_identifier: 'Steve', client_email: 'steve@example.com', gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }] })).id;
    o.alex = (await placed(s, { client_identifier: 'Alex', client_email: 'alex@example.com', gateway: 'STRIPE', items: [{ id: pkg.id, quantity: 1 }] })).id;
    o.steve2 = (await placed(s, { client_identifier: 'Steve', client_email: 'steve@example.com', gateway: 'PAYPAL', items: [{ id: pkg.id, quantity: 1 }] })).id;
    o.bob = (await placed(s, { client_identifier: 'Bob', client_email: 'bob@example.com', gateway: 'PIX', items: [{ id: pkg.id, quantity: 1 }] })).id;
    const cancel = await t.http().patch(`/v1/app/order/${o.bob}`).set(bearer(s.key)).send({ status: 'CANCELED' });
    expect(cancel.status).toBe(200);
    await placed(other, { items: [{ id: theirs.id, quantity: 1 }] });
    // Distinct creation instants so "newest first" is unambiguous.
    const base = Date.parse('2026-01-05T12:00:00.000Z');
    for (const [i, key] of ['steve1', 'alex', 'steve2', 'bob'].entries()) {
      await t.db.order.update({ where: { id: o[key] }, data: { createdAt: new Date(base + i * 60_000) } });
    }
  });

  const list = (query: string) => t.http().get(`/v1/app/order${query}`).set(bearer(s.key));
  const ids = (res: { body: any }) => res.body.data.map((x: Json) => x.id);

  test('newest first, only the store\'s orders, full Order items and the meta', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([o.bob, o.steve2, o.alex, o.steve1]);
    for (const item of res.body.data) expect(keysOf(item)).toEqual(sorted(ORDER_KEYS));
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 4,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/order?page=1',
      last_page_url: '/v1/app/order?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    const one = await restGet(s, o.alex);
    expect(res.body.data[2]).toEqual(one.body);
  });

  test.each([
    ['?status=CANCELED', ['bob']],
    ['?status=PENDING', ['steve2', 'alex', 'steve1']],
    ['?client_identifier=Steve', ['steve2', 'steve1']],
    ['?email=alex%40example.com', ['alex']],
    ['?gateway=PIX', ['bob', 'steve1']],
    ['?status=PENDING&gateway=PIX', ['steve1']],
    ['?status=APPROVED', []],
  ])('filter %s', async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected.map((k) => o[k]));
    expect(res.body.meta.total).toBe(expected.length);
  });

  test('pages keep the filters in the links, page last', async () => {
    const res = await list('?per_page=2&status=PENDING&page=2');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([o.steve1]);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/order?per_page=2&status=PENDING&page=1',
      last_page_url: '/v1/app/order?per_page=2&status=PENDING&page=2',
      next_page_url: null,
      previous_page_url: '/v1/app/order?per_page=2&status=PENDING&page=1',
    });
    const past = await list('?page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(4);
    expect(past.body.meta.current_page).toBe(9);
  });

  test('all=true is a bare array', async () => {
    const res = await list('?all=true&client_identifier=Steve');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((x: Json) => x.id)).toEqual([o.steve2, o.steve1]);
  });

  test('GraphQL orders: same data, order and meta', async () => {
    const body = await t.gql(s.key, LIST_ORDERS, { status: 'PENDING', perPage: 2 });
    expect(body.errors).toBeUndefined();
    expect(body.data!.orders.data.map((x: Json) => x.id)).toEqual([o.steve2, o.alex]);
    expect(body.data!.orders.meta).toEqual({
      total: 3,
      perPage: 2,
      currentPage: 1,
      lastPage: 2,
      firstPage: 1,
      firstPageUrl: expect.stringContaining('status=PENDING'),
      lastPageUrl: expect.stringMatching(/page=2$/),
      nextPageUrl: expect.stringMatching(/page=2$/),
      previousPageUrl: null,
    });
    const steve = await t.gql(s.key, LIST_ORDERS, { clientIdentifier: 'Steve', gateway: 'PAYPAL' });
    expect(steve.data!.orders.data).toEqual([
      { id: o.steve2, status: 'PENDING', clientIdentifier: 'Steve', gateway: 'PAYPAL', createdAt: '2026-01-05T09:02:00.000-03:00' },
    ]);
    const email = await t.gql(s.key, LIST_ORDERS, { email: 'bob@example.com' });
    expect(email.data!.orders.data.map((x: Json) => x.id)).toEqual([o.bob]);
    const theirs = await t.gql(other.key, LIST_ORDERS, {});
    expect(theirs.data!.orders.meta.total).toBe(1);
  });

  test.each([
    ['?from=2026-02-30', 'from', 'date'],
    ['?to=2026-13-01', 'to', 'date'],
    ['?from=abc', 'from', 'date'],
    ['?from=2026-1-5', 'from', 'date'],
    ['?from=2026-03-11&to=2026-03-10', 'to', 'range'],
    ['?status=SHIPPED', 'status', 'enum'],
    ['?gateway=BITCOIN', 'gateway', 'enum'],
    ['?page=0', 'page', 'min'],
    ['?per_page=101', 'per_page', 'range'],
  ])('REST %s -> 422 %s %s', async (query, field, rule) => {
    expectRestErrors(await list(query), 422, 'VALIDATION_FAILED', [[field, rule]]);
  });

  test.each([
    [{ from: '2026-02-30' }, 'from', 'date'],
    [{ to: '2026-13-01' }, 'to', 'date'],
    [{ from: 'abc' }, 'from', 'date'],
    [{ from: '2026-03-11', to: '2026-03-10' }, 'to', 'range'],
    [{ status: 'SHIPPED' }, 'status', 'enum'],
    [{ perPage: 101 }, 'per_page', 'range'],
  ])('GraphQL orders(%j) -> VALIDATION_FAILED %s %s', async (args, field, rule) => {
    expectGqlErrors(await t.gql(s.key, LIST_ORDERS, args), 'VALIDATION_FAILED', [[field, rule]]);
  });

  test('REST: a page that is not a number is 400', async () => {
    const res = await list('?page=abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });
});

describe('date range filters are whole days in the store time zone, both included', () => {
  test('America/Sao_Paulo (-03:00)', async () => {
    const s = await shop();
    const pkg = await makePackage(s);
    const at = {
      lateOn9: '2026-03-10T02:59:59.999Z', // 2026-03-09 23:59:59.999 in São Paulo
      startOf10: '2026-03-10T03:00:00.000Z', // 2026-03-10 00:00
      endOf10: '2026-03-11T02:59:59.999Z', // 2026-03-10 23:59:59.999
      startOf11: '2026-03-11T03:00:00.000Z', // 2026-03-11 00:00
    };
    const id: Record<string, number> = {};
    for (const [k, iso] of Object.entries(at)) {
      id[k] = (await placed(s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
      await t.db.order.update({ where: { id: id[k] }, data: { createdAt: new Date(iso) } });
    }
    const q = async (query: string) => {
      const res = await t.http().get(`/v1/app/order${query}`).set(bearer(s.key));
      expect(res.status).toBe(200);
      return res.body.data.map((x: Json) => x.id);
    };
    expect(await q('?from=2026-03-10&to=2026-03-10')).toEqual([id.endOf10, id.startOf10]);
    expect(await q('?to=2026-03-09')).toEqual([id.lateOn9]);
    expect(await q('?from=2026-03-11&to=2026-03-11')).toEqual([id.startOf11]);
    expect(await q('?from=2026-03-09&to=2026-03-11')).toEqual([id.startOf11, id.endOf10, id.startOf10, id.lateOn9]);
    expect(await q('?from=2026-03-12')).toEqual([]);
    const got = await restGet(s, id.lateOn9);
    expect(got.body.created_at).toBe('2026-03-09T23:59:59.999-03:00');

    const gql = await t.gql(s.key, LIST_ORDERS, { from: '2026-03-10', to: '2026-03-10' });
    expect(gql.data!.orders.data.map((x: Json) => x.id)).toEqual([id.endOf10, id.startOf10]);
    expect(gql.data!.orders.data[1].createdAt).toBe('2026-03-10T00:00:00.000-03:00');
  });

  test('Asia/Tokyo (+09:00): the same instants fall on other days', async () => {
    const s = await shop({ timezone: 'Asia/Tokyo' });
    const pkg = await makePackage(s);
    const lateOn9 = (await placed(s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
    const startOf10 = (await placed(s, { items: [{ id: pkg.id, quantity: 1 }] })).id;
    await t.db.order.update({ where: { id: lateOn9 }, data: { createdAt: new Date('2026-03-09T14:59:59.999Z') } });
    await t.db.order.update({ where: { id: startOf10 }, data: { createdAt: new Date('2026-03-09T15:00:00.000Z') } });
    const day = async (d: string) =>
      (await t.http().get(`/v1/app/order?from=${d}&to=${d}`).set(bearer(s.key))).body.data.map((x: Json) => x.id);
    expect(await day('2026-03-09')).toEqual([lateOn9]);
    expect(await day('2026-03-10')).toEqual([startOf10]);
    const got = await restGet(s, startOf10);
    expect(got.body.created_at).toBe('2026-03-10T00:00:00.000+09:00');
  });
});
