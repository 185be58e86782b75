import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore, approve, checkout } from '../helpers/fixtures';
import {
  DeliveryUpdateDocument,
  OrderDeliveriesDocument,
  OrderGetDocument,
  OrderListDocument,
  OrderListStoreIdsDocument,
  OrderNoteCreateDocument,
  OrderNoteDeleteDocument,
  OrderNoteUpdateDocument,
  OrderNotesDocument,
  OrderUpdateDocument,
  OrdersByClientAndEmailDocument,
  StorefrontCheckoutDocument,
} from '../graphql/__generated__/operations';

/**
 * Tenant isolation for orders: store B's key gets 404 (REST) / NOT_FOUND (GraphQL) on every route of
 * store A's orders, never sees them in its lists, cannot buy A's packages through its own storefront,
 * and every refused attempt leaves A's rows exactly as they were.
 */

let t: TestApp;

type Json = any;

interface Side {
  storeId: number;
  key: string;
  domain: string;
  package: number;
  order: number;
  otherOrder: number;
  note: number;
  otherNote: number;
  delivery: number;
  clientIdentifier: string;
  clientEmail: string;
}

let a: Side;
let b: Side;

async function buildStore(prefix: string): Promise<Side> {
  const s = await aStore(t);
  const { store, key } = s;
  const post = async (path: string, body: object, headers: Record<string, string> = bearer(key)) => {
    const res = await t.http().post(path).set(headers).send(body);
    expect(res.status).toBe(201);
    return res.body;
  };
  const pkg = (
    await aPackage(t, s, {
      name: `${prefix} VIP`,
      price: 20,
      type: 'SINGLE',
      inventory_amount: 10,
      license_keys: [`${prefix}-KEY-1`, `${prefix}-KEY-2`, `${prefix}-KEY-3`],
      email: { title: 'Obrigado', content: '<p>Seu VIP</p>' },
      commands: [{ command: 'give {client_identifier} vip' }],
    })
  ).id;
  const clientIdentifier = `${prefix}Player`;
  const clientEmail = `${prefix.toLowerCase()}@buyers.test`;
  const buy = (ci: string) =>
    checkout(t, s, { items: [{ id: pkg, quantity: 1 }], client_identifier: ci, client_email: clientEmail, client_name: `${prefix} Buyer` });
  const order = (await buy(clientIdentifier)).order_id;
  const otherOrder = (await buy(`${clientIdentifier}2`)).order_id;
  await approve(t, s, order);
  const note = (await post(`/v1/app/order/${order}/note`, { content: `${prefix} note` })).id;
  const otherNote = (await post(`/v1/app/order/${otherOrder}/note`, { content: `${prefix} other note` })).id;
  const deliveries = await t.http().get(`/v1/app/order/${order}/delivery`).set(bearer(key));
  expect(deliveries.status).toBe(200);
  expect(deliveries.body).toHaveLength(2); // the license key and the e-mail content
  return {
    storeId: store.id,
    key,
    domain: store.domain,
    package: pkg,
    order,
    otherOrder,
    note,
    otherNote,
    delivery: deliveries.body[0].id,
    clientIdentifier,
    clientEmail,
  };
}

/** Every row of store A that B might reach, straight from the database. */
async function snapshotA() {
  const where = { storeId: a.storeId };
  return {
    orders: await t.db.order.findMany({ where, orderBy: { id: 'asc' }, include: { lines: true, variables: true } }),
    notes: await t.db.orderNote.findMany({ where, orderBy: { id: 'asc' } }),
    deliveries: await t.db.delivery.findMany({ where, orderBy: { id: 'asc' } }),
    commands: await t.db.command.findMany({ where, orderBy: { id: 'asc' } }),
    events: await t.db.outboxEvent.findMany({ where, orderBy: { createdAt: 'asc' } }),
    packages: await t.db.package.findMany({ where, orderBy: { id: 'asc' }, include: { licenseKeys: { orderBy: { id: 'asc' } } } }),
  };
}

let before: Awaited<ReturnType<typeof snapshotA>>;
let bOrderCount: number;

beforeAll(async () => {
  t = await setupTestApp();
  a = await buildStore('A');
  b = await buildStore('B');
  before = await snapshotA();
  expect(before.orders).toHaveLength(2);
  expect(before.notes).toHaveLength(2);
  expect(before.deliveries).toHaveLength(2);
  expect(before.commands).toHaveLength(1);
  expect(before.events.map((e) => e.event)).toEqual(['ORDER_CREATED', 'ORDER_CREATED', 'ORDER_APPROVED']);
  bOrderCount = await t.db.order.count({ where: { storeId: b.storeId } });
  expect(bOrderCount).toBe(2);
});
afterAll(() => t.close());

/** After every refused attempt, store A is exactly as it was, and B gained no order. */
afterEach(async () => {
  expect(await snapshotA()).toEqual(before);
  expect(await t.db.order.count({ where: { storeId: b.storeId } })).toBe(bOrderCount);
});

function expectNotFound(res: { status: number; body: Json; headers: Record<string, string> }) {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'NOT_FOUND' }] });
}

function expectGqlNotFound(body: { data?: Json; errors?: { extensions: Json }[] }) {
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0].extensions.code).toBe('NOT_FOUND');
  expect(body.data ?? null).toBeNull();
}

function expectUnauthenticated(res: { status: number; body: Json }) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] });
}

describe("B's key on A's order routes (REST)", () => {
  test('GET /v1/app/order/:id -> 404', async () => {
    expectNotFound(await t.http().get(`/v1/app/order/${a.order}`).set(bearer(b.key)));
    expectNotFound(await t.http().get(`/v1/app/order/${a.otherOrder}`).set(bearer(b.key)));
  });

  test('PATCH /v1/app/order/:id (a legal transition, buyer fields, variables) -> 404', async () => {
    expectNotFound(await t.http().patch(`/v1/app/order/${a.order}`).set(bearer(b.key)).send({ status: 'REFUNDED' }));
    expectNotFound(await t.http().patch(`/v1/app/order/${a.otherOrder}`).set(bearer(b.key)).send({ status: 'APPROVED' }));
    expectNotFound(await t.http().patch(`/v1/app/order/${a.otherOrder}`).set(bearer(b.key)).send({ status: 'CANCELED' }));
    expectNotFound(
      await t
        .http()
        .patch(`/v1/app/order/${a.order}`)
        .set(bearer(b.key))
        .send({ client_identifier: 'Hacker', client_discord: 'h#1', variables: { nick: 'x' }, manually_approved: true }),
    );
  });

  test('notes: list, create, update, delete -> 404', async () => {
    expectNotFound(await t.http().get(`/v1/app/order/${a.order}/note`).set(bearer(b.key)));
    expectNotFound(await t.http().post(`/v1/app/order/${a.order}/note`).set(bearer(b.key)).send({ content: 'intruder' }));
    expectNotFound(await t.http().patch(`/v1/app/order/${a.order}/note/${a.note}`).set(bearer(b.key)).send({ content: 'intruder' }));
    expectNotFound(await t.http().delete(`/v1/app/order/${a.order}/note/${a.note}`).set(bearer(b.key)));
  });

  test('deliveries: list and update -> 404', async () => {
    expectNotFound(await t.http().get(`/v1/app/order/${a.order}/delivery`).set(bearer(b.key)));
    expectNotFound(await t.http().patch(`/v1/app/order/${a.order}/delivery/${a.delivery}`).set(bearer(b.key)).send({ value: 'STOLEN' }));
  });

  test("A's note or delivery id under B's own order id -> 404", async () => {
    expectNotFound(await t.http().patch(`/v1/app/order/${b.order}/note/${a.note}`).set(bearer(b.key)).send({ content: 'x' }));
    expectNotFound(await t.http().delete(`/v1/app/order/${b.order}/note/${a.note}`).set(bearer(b.key)));
    expectNotFound(await t.http().patch(`/v1/app/order/${b.order}/delivery/${a.delivery}`).set(bearer(b.key)).send({ value: 'STOLEN' }));
  });

  test("within A: a note of A's other order under A's order id -> 404 (A's own key)", async () => {
    expectNotFound(await t.http().patch(`/v1/app/order/${a.order}/note/${a.otherNote}`).set(bearer(a.key)).send({ content: 'x' }));
    expectNotFound(await t.http().delete(`/v1/app/order/${a.order}/note/${a.otherNote}`).set(bearer(a.key)));
    expectNotFound(await t.http().patch(`/v1/app/order/${a.otherOrder}/delivery/${a.delivery}`).set(bearer(a.key)).send({ value: 'X' }));
  });
});

describe("B's key on A's orders (GraphQL)", () => {
  test('order(id) -> NOT_FOUND', async () => {
    expectGqlNotFound(await t.gql(b.key, OrderGetDocument, { id: a.order }));
  });

  test('updateOrder -> NOT_FOUND', async () => {
    expectGqlNotFound(await t.gql(b.key, OrderUpdateDocument, { id: a.order, input: { status: 'REFUNDED' } }));
    expectGqlNotFound(await t.gql(b.key, OrderUpdateDocument, { id: a.otherOrder, input: { status: 'APPROVED', clientIdentifier: 'Hacker' } }));
  });

  test('orderNotes, createOrderNote, updateOrderNote, deleteOrderNote -> NOT_FOUND', async () => {
    expectGqlNotFound(await t.gql(b.key, OrderNotesDocument, { orderId: a.order }));
    expectGqlNotFound(await t.gql(b.key, OrderNoteCreateDocument, { orderId: a.order, input: { content: 'intruder' } }));
    expectGqlNotFound(await t.gql(b.key, OrderNoteUpdateDocument, { orderId: a.order, noteId: a.note, input: { content: 'x' } }));
    expectGqlNotFound(await t.gql(b.key, OrderNoteDeleteDocument, { orderId: a.order, noteId: a.note }));
    // A's note under B's own order.
    expectGqlNotFound(await t.gql(b.key, OrderNoteUpdateDocument, { orderId: b.order, noteId: a.note, input: { content: 'x' } }));
    expectGqlNotFound(await t.gql(b.key, OrderNoteDeleteDocument, { orderId: b.order, noteId: a.note }));
  });

  test('orderDeliveries, updateDelivery -> NOT_FOUND', async () => {
    expectGqlNotFound(await t.gql(b.key, OrderDeliveriesDocument, { orderId: a.order }));
    expectGqlNotFound(await t.gql(b.key, DeliveryUpdateDocument, { orderId: a.order, deliveryId: a.delivery, input: { value: 'STOLEN' } }));
    expectGqlNotFound(await t.gql(b.key, DeliveryUpdateDocument, { orderId: b.order, deliveryId: a.delivery, input: { value: 'STOLEN' } }));
  });
});

describe("B's lists never contain A's orders", () => {
  const bIds = () => [b.otherOrder, b.order].sort((x, y) => x - y);

  test('REST list (paged and all=true) holds only B orders', async () => {
    const res = await t.http().get('/v1/app/order?per_page=100').set(bearer(b.key));
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data.map((o: Json) => o.id).sort((x: number, y: number) => x - y)).toEqual(bIds());
    expect(res.body.data.every((o: Json) => o.store_id === b.storeId)).toBe(true);

    const all = await t.http().get('/v1/app/order?all=true').set(bearer(b.key));
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((o: Json) => o.id).sort((x: number, y: number) => x - y)).toEqual(bIds());
  });

  test("filters matching only A's orders give an empty list for B", async () => {
    for (const q of [
      `client_identifier=${a.clientIdentifier}`,
      `email=${encodeURIComponent(a.clientEmail)}`,
      `client_identifier=${a.clientIdentifier}&status=APPROVED`,
    ]) {
      const res = await t.http().get(`/v1/app/order?${q}`).set(bearer(b.key));
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(0);
      expect(res.body.data).toEqual([]);
    }
    // The same filter for A finds A's order: the filter itself works.
    const own = await t.http().get(`/v1/app/order?client_identifier=${a.clientIdentifier}`).set(bearer(a.key));
    expect(own.status).toBe(200);
    expect(own.body.data.map((o: Json) => o.id)).toEqual([a.order]);
    // B's status filter sees B's approved order only.
    const approved = await t.http().get('/v1/app/order?status=APPROVED').set(bearer(b.key));
    expect(approved.body.data.map((o: Json) => o.id)).toEqual([b.order]);
  });

  test('GraphQL orders holds only B orders; filtered by A buyer it is empty', async () => {
    const res = await t.gql(b.key, OrderListStoreIdsDocument, { perPage: 100 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.orders.meta.total).toBe(2);
    expect(res.data!.orders.data.map((o: Json) => o.id).sort((x: number, y: number) => x - y)).toEqual(bIds());
    expect(res.data!.orders.data.every((o: Json) => o.storeId === b.storeId)).toBe(true);

    const filtered = await t.gql(b.key, OrdersByClientAndEmailDocument, { c: a.clientIdentifier, e: a.clientEmail });
    expect(filtered.errors).toBeUndefined();
    expect(filtered.data!.a).toEqual({ meta: { total: 0 }, data: [] });
    expect(filtered.data!.b).toEqual({ meta: { total: 0 }, data: [] });
  });
});

describe("B's storefront cannot sell A's package", () => {
  const body = () => ({
    items: [{ id: a.package, quantity: 1 }],
    client_identifier: 'Thief',
    client_email: 'thief@buyers.test',
    client_name: 'Thief',
    gateway: 'PIX',
  });

  test('REST checkout with x-store-domain of B -> 422 items.0.id exists, nothing written', async () => {
    const events = await t.db.outboxEvent.count();
    const res = await t.http().post('/v1/webstore/checkout').set('x-store-domain', b.domain).send(body());
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'VALIDATION_FAILED', field: 'items.0.id', rule: 'exists' }] });
    expect(await t.db.outboxEvent.count()).toBe(events);
    expect(await t.db.order.count({ where: { clientIdentifier: 'Thief' } })).toBe(0);
  });

  test("admin create with B's key and A's package -> 422 items.0.id exists", async () => {
    const res = await t.http().post('/v1/app/order').set(bearer(b.key)).send(body());
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'VALIDATION_FAILED', field: 'items.0.id', rule: 'exists' }] });
  });

  test('GraphQL checkout with x-store-domain of B -> VALIDATION_FAILED items.0.id exists', async () => {
    const res = await t.gql({ 'x-store-domain': b.domain }, StorefrontCheckoutDocument, {
      input: { items: [{ id: a.package, quantity: 1 }], clientIdentifier: 'Thief', clientEmail: 'thief@buyers.test', clientName: 'Thief', gateway: 'PIX' },
    });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions).toEqual({ code: 'VALIDATION_FAILED', field: 'items.0.id', rule: 'exists' });
    expect(await t.db.order.count({ where: { clientIdentifier: 'Thief' } })).toBe(0);
  });
});

describe('the storefront credential opens no admin route', () => {
  const storefront = () => ({ 'x-store-domain': a.domain });

  test('REST admin order routes with only x-store-domain -> 401', async () => {
    expectUnauthenticated(await t.http().get('/v1/app/order').set(storefront()));
    expectUnauthenticated(await t.http().get(`/v1/app/order/${a.order}`).set(storefront()));
    expectUnauthenticated(await t.http().patch(`/v1/app/order/${a.otherOrder}`).set(storefront()).send({ status: 'APPROVED' }));
    expectUnauthenticated(await t.http().post('/v1/app/order').set(storefront()).send({}));
    expectUnauthenticated(await t.http().get(`/v1/app/order/${a.order}/note`).set(storefront()));
    expectUnauthenticated(await t.http().post(`/v1/app/order/${a.order}/note`).set(storefront()).send({ content: 'x' }));
    expectUnauthenticated(await t.http().delete(`/v1/app/order/${a.order}/note/${a.note}`).set(storefront()));
    expectUnauthenticated(await t.http().get(`/v1/app/order/${a.order}/delivery`).set(storefront()));
    expectUnauthenticated(await t.http().patch(`/v1/app/order/${a.order}/delivery/${a.delivery}`).set(storefront()).send({ value: 'X' }));
  });

  test('GraphQL admin order fields with only x-store-domain -> UNAUTHENTICATED', async () => {
    const list = await t.gql(storefront(), OrderListDocument);
    expect(list.errors).toHaveLength(1);
    expect(list.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(list.data ?? null).toBeNull();
    const update = await t.gql(storefront(), OrderUpdateDocument, { id: a.otherOrder, input: { status: 'APPROVED' } });
    expect(update.errors).toHaveLength(1);
    expect(update.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
