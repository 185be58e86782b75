import { bearer } from '../../helpers/app';
import { expectGqlError, expectRestError } from '../../helpers/errors';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  ISO_Z,
  INTERNAL_ID,
  ORDER_KEYS,
  LINE_KEYS,
  VARIABLE_KEYS,
  CHECKOUT_KEYS,
  ORDER_URL,
  sorted,
  keysOf,
  toGql,
  restCheckout,
  restCreate,
  restGet,
  gqlCheckout,
  gqlCreate,
  rowCounts,
} from './helpers';
import { aStore, aPackage, placeOrder, BUYER, type OrderBody, type StoreFixture } from '../../helpers/fixtures';
import { OrderCreateDocument, OrderGetDocument, StorefrontCheckoutDocument } from '../../graphql/__generated__/operations';

/** Who may check out (storefront access), a placed order and its JSON on the four entry points, localized displays. */

useApp();

// ---------------------------------------------------------------- storefront access

describe('storefront access', () => {
  let s: StoreFixture;
  let pkg: Json;
  beforeAll(async () => {
    s = await aStore(t);
    pkg = await aPackage(t, s, {}, { detail: true });
  });

  test('REST checkout without x-store-domain is 404 Store not found, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('REST checkout with an unknown x-store-domain is 404 Store not found', async () => {
    const res = await t
      .http()
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
      const body = await t.gql(headers, StorefrontCheckoutDocument, { input });
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0].message).toBe('Store not found');
      expect(body.errors![0].extensions.code).toBe('NOT_FOUND');
      expect(body.data ?? null).toBeNull();
    }
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('the admin create needs the API key: 401 UNAUTHENTICATED on both surfaces, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t
      .http()
      .post('/v1/app/order')
      .send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expectRestError(res, 401, 'UNAUTHENTICATED');
    const bad = await t
      .http()
      .post('/v1/app/order')
      .set(bearer('nope'))
      .send({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] });
    expectRestError(bad, 401, 'UNAUTHENTICATED');
    const gql = await t.gql(null, OrderCreateDocument, { input: toGql({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] }) });
    expect(gql.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    // The storefront header is no admin credential.
    const viaDomain = await t.gql({ 'x-store-domain': s.domain }, OrderCreateDocument, { input: toGql({ ...BUYER, items: [{ id: pkg.id, quantity: 1 }] }) });
    expect(viaDomain.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- success and the Order JSON

describe('placing an order', () => {
  let s: StoreFixture;
  let rank: Json;
  let coins: Json;
  beforeAll(async () => {
    s = await aStore(t);
    rank = await aPackage(
      t,
      s,
      {
        name: 'Diamond',
        price: 29.9,
        type: 'SINGLE',
        fields: [{ name: 'steam_id', type: 'TEXT', required: true }],
      },
      { detail: true },
    );
    coins = await aPackage(t, s, { name: 'Coins', price: 10.5, type: 'MULTIPLE' }, { detail: true });
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
      order_url: expect.stringMatching(ORDER_URL),
    });
    expect(res.body.order_url).toContain(`/order/${res.body.internal_id}?t=`);

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
      {
        id: expect.any(Number),
        package_id: rank.id,
        name: 'Diamond',
        quantity: 1,
        unit_price: 29.9,
        price: 29.9,
        price_display: 'R$ 29,90',
        fields: { [fieldId]: 'STEAM_0:1:42' },
      },
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
      subtotal: 50.9,
      sale_discount: 0,
      coupon_discount: 0,
      gift_card_amount: 0,
      internal_id: expect.stringMatching(INTERNAL_ID),
      external_id: null,
      review_reason: null,
      subscription_id: null,
      promo_code: null,
      promo_type: null,
      promo_value: null,
      gateway: 'MERCADOPAGO',
      // How it was paid: not known until its provider says.
      payment_method: null,
      status: 'PENDING',
      metadata: null,
      manually_created: true,
      manually_refunded: false,
      manually_approved: false,
      paid_at: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
      currency: 'BRL',
      variables: expect.any(Array),
      packages: [
        {
          id: expect.any(Number),
          package_id: rank.id,
          name: 'Diamond',
          quantity: 1,
          unit_price: 29.9,
          price: 29.9,
          price_display: 'R$ 29,90',
          fields: { [fieldId]: 'STEAM_0:1:42' },
        },
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
      {
        id: expect.any(Number),
        store_id: s.storeId,
        order_id: res.body.id,
        name: 'nick',
        value: 'Cap',
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
      {
        id: expect.any(Number),
        store_id: s.storeId,
        order_id: res.body.id,
        name: 'server',
        value: 'survival',
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);

    // GET returns the same document.
    const got = await restGet(s, res.body.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  test('optional buyer fields left out are null; internal ids are distinct per order', async () => {
    const a = await placeOrder(t, s, { items: [{ id: coins.id, quantity: 1 }] });
    const b = await placeOrder(t, s, { items: [{ id: coins.id, quantity: 1 }] });
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
    const manual = await placeOrder(t, s, { items: [{ id: coins.id, quantity: 1 }] });
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
        {
          id: rest.variables[0].id,
          storeId: s.storeId,
          orderId: rest.id,
          name: 'nick',
          value: 'Cap',
          createdAt: rest.variables[0].created_at,
          updatedAt: rest.variables[0].updated_at,
        },
      ],
      packages: [
        {
          id: rest.packages[0].id,
          packageId: rank.id,
          name: 'Diamond',
          quantity: 1,
          unitPrice: 29.9,
          price: 29.9,
          fields: { [fieldId]: 'X' },
          package: { id: rank.id, name: 'Diamond' },
        },
        {
          id: rest.packages[1].id,
          packageId: coins.id,
          name: 'Coins',
          quantity: 2,
          unitPrice: 10.5,
          price: 21,
          fields: {},
          package: { id: coins.id, name: 'Coins' },
        },
      ],
    });
    expect(o.createdAt).toMatch(STORE_TIME);
    const q = await t.gql(s.key, OrderGetDocument, { id: o.id });
    expect(q.data!.order).toEqual(o);
  });

  test("GET of an unknown, non-numeric or another store's order is 404", async () => {
    const other = await aStore(t);
    const mine = await placeOrder(t, s, { items: [{ id: coins.id, quantity: 1 }] });
    expectRestError(await restGet(other, mine.id), 404, 'NOT_FOUND');
    expectRestError(await restGet(s, 99999999), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/order/abc').set(bearer(s.key)), 404, 'NOT_FOUND');
    const q = await t.gql(other.key, OrderGetDocument, { id: mine.id });
    expectGqlError(q, 'NOT_FOUND');
  });
});

describe('localized displays', () => {
  test('pt-BR: gateway_display for every gateway', async () => {
    const s = await aStore(t);
    const pkg = await aPackage(t, s, {}, { detail: true });
    const expected: Record<string, string> = { PIX: 'Pix', MERCADOPAGO: 'Mercado Pago', PAYPAL: 'PayPal', PICPAY: 'PicPay', STRIPE: 'Stripe' };
    for (const [gateway, display] of Object.entries(expected)) {
      const o = await placeOrder(t, s, { gateway: gateway as OrderBody['gateway'], items: [{ id: pkg.id, quantity: 1 }] });
      expect(o.gateway).toBe(gateway);
      expect(o.gateway_display).toBe(display);
      expect(o.status_display).toBe('Pendente');
      const q = await t.gql(s.key, OrderGetDocument, { id: o.id });
      expect(q.data!.order.gatewayDisplay).toBe(display);
    }
  });

  test('en-US/USD store: Pending, English gateway names, $ price, USD currency', async () => {
    const s = await aStore(t, { locale: 'en-US', currency: 'USD' });
    const pkg = await aPackage(t, s, { price: 1234.5 }, { detail: true });
    const expected: Record<string, string> = { PIX: 'Pix', MERCADOPAGO: 'Mercado Pago', PAYPAL: 'PayPal', PICPAY: 'PicPay', STRIPE: 'Stripe' };
    for (const [gateway, display] of Object.entries(expected)) {
      const o = await placeOrder(t, s, { gateway: gateway as OrderBody['gateway'], items: [{ id: pkg.id, quantity: 1 }] });
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
    const q = await t.gql(s.key, OrderGetDocument, { id: res.body.order_id });
    expect(q.data!.order.statusDisplay).toBe('Pending');
    expect(q.data!.order.currency).toBe('USD');
  });
});
