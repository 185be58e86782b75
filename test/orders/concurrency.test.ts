import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * Orders under concurrency: approvals racing for a limited stock or key pool never oversell, never hand
 * out a key twice and never apply an approval twice; a per-user-limited package cannot be bought twice
 * by racing checkouts. Every refused request leaves no trace (no delivery, command or event).
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = any;

interface Shop {
  storeId: number;
  key: string;
  domain: string;
  category: number;
}

async function newShop(): Promise<Shop> {
  const { store, key } = await t.createStore();
  const res = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Ranks' });
  expect(res.status).toBe(201);
  return { storeId: store.id, key, domain: store.domain, category: res.body.id };
}

async function createPackage(shop: Shop, body: Json): Promise<number> {
  const res = await t
    .http()
    .post('/v1/app/package')
    .set(bearer(shop.key))
    .send({ category_id: shop.category, ...body });
  expect(res.status).toBe(201);
  return res.body.id;
}

function checkoutRequest(shop: Shop, packageId: number, clientIdentifier: string) {
  return t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', shop.domain)
    .send({
      items: [{ id: packageId, quantity: 1 }],
      client_identifier: clientIdentifier,
      client_email: `${clientIdentifier.toLowerCase()}@buyers.test`,
      client_name: `Buyer ${clientIdentifier}`,
      gateway: 'PIX',
    });
}

/** Places `n` PENDING orders one after the other, each by a different buyer. */
async function placeOrders(shop: Shop, packageId: number, n: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await checkoutRequest(shop, packageId, `${prefix}${i}`);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PENDING');
    ids.push(res.body.order_id);
  }
  return ids;
}

const approve = (shop: Shop, orderId: number) => t.http().patch(`/v1/app/order/${orderId}`).set(bearer(shop.key)).send({ status: 'APPROVED' });

async function inventoryOf(shop: Shop, packageId: number): Promise<number | null> {
  const res = await t.http().get(`/v1/app/package/${packageId}`).set(bearer(shop.key));
  expect(res.status).toBe(200);
  return res.body.inventory_amount;
}

function expectConflict(res: { status: number; body: Json }) {
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'CONFLICT' }] });
}

const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

describe('approvals racing for 20 license keys and 20 units of stock', () => {
  const KEYS = Array.from({ length: 20 }, (_, i) => `RACE-KEY-${String(i + 1).padStart(2, '0')}`);
  let shop: Shop;
  let pkg: number;
  let orders: number[];
  let results: { orderId: number; status: number; body: Json }[];

  beforeAll(async () => {
    shop = await newShop();
    pkg = await createPackage(shop, {
      name: 'VIP Key',
      price: 10,
      type: 'SINGLE',
      inventory_amount: 20,
      license_keys: KEYS,
      commands: [{ command: 'lp user {client_identifier} parent add vip' }],
    });
    let start = performance.now();
    orders = await placeOrders(shop, pkg, 50, 'racer');
    console.log(`[orders/concurrency] 50 sequential checkouts: ${ms(start)}`);

    start = performance.now();
    const responses = await Promise.all(orders.map((id) => approve(shop, id)));
    console.log(`[orders/concurrency] 50 concurrent approvals (20 keys, stock 20): ${ms(start)}`);
    results = responses.map((r, i) => ({ orderId: orders[i], status: r.status, body: r.body }));
  });

  test('exactly 20 approvals succeed (200) and 30 are refused with 409 CONFLICT', () => {
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (const r of results) {
      if (r.status === 200) {
        expect(r.body).toMatchObject({ id: r.orderId, status: 'APPROVED', status_display: 'Aprovado' });
        expect(r.body.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
      } else {
        expectConflict(r);
      }
    }
  });

  test('inventory ends at 0, never negative', async () => {
    expect(await inventoryOf(shop, pkg)).toBe(0);
    const row = await t.db.package.findUniqueOrThrow({ where: { id: pkg } });
    expect(row.inventoryAmount).toBe(0);
  });

  test('20 LICENSE_KEY deliveries carry the 20 keys, each once, and every key is used by the order it went to', async () => {
    const approved = results.filter((r) => r.status === 200).map((r) => r.orderId);
    const deliveries = await t.db.delivery.findMany({ where: { storeId: shop.storeId }, orderBy: { id: 'asc' } });
    expect(deliveries).toHaveLength(20);
    expect(deliveries.every((d) => d.type === 'LICENSE_KEY' && d.render === false)).toBe(true);
    expect(new Set(deliveries.map((d) => d.value)).size).toBe(20);
    expect([...deliveries.map((d) => d.value)].sort()).toEqual([...KEYS].sort());
    expect([...new Set(deliveries.map((d) => d.orderId))].sort((a, b) => a - b)).toEqual([...approved].sort((a, b) => a - b));

    const keys = await t.db.licenseKey.findMany({ where: { packageId: pkg }, orderBy: { id: 'asc' } });
    expect(keys).toHaveLength(20);
    expect(keys.every((k) => k.used && k.usedAt instanceof Date && k.orderPackageId !== null)).toBe(true);
    const lines = await t.db.orderPackage.findMany({ where: { orderId: { in: approved } } });
    const lineOrder = new Map(lines.map((l) => [l.id, l.orderId]));
    for (const d of deliveries) {
      const key = keys.find((k) => k.id === d.licenseKeyId)!;
      expect(key).toBeDefined();
      expect(key.value).toBe(d.value);
      expect(key.orderPackageId).toBe(d.orderPackageId);
      expect(lineOrder.get(key.orderPackageId!)).toBe(d.orderId);
    }
    // One key per approved order.
    expect(new Set(keys.map((k) => k.orderPackageId)).size).toBe(20);
  });

  test('exactly 20 ORDER_APPROVED events and 20 PURCHASE commands, all for approved orders', async () => {
    const approved = new Set(results.filter((r) => r.status === 200).map((r) => r.orderId));
    const events = await t.db.outboxEvent.findMany({ where: { storeId: shop.storeId, event: 'ORDER_APPROVED' } });
    expect(events).toHaveLength(20);
    expect(new Set(events.map((e) => e.orderId)).size).toBe(20);
    expect(events.every((e) => approved.has(e.orderId!))).toBe(true);

    const commands = await t.db.command.findMany({ where: { storeId: shop.storeId } });
    expect(commands).toHaveLength(20);
    expect(commands.every((c) => c.trigger === 'PURCHASE' && c.status === 'PENDING' && approved.has(c.orderId!))).toBe(true);
    const orderRows = await t.db.order.findMany({ where: { id: { in: [...approved] } } });
    for (const o of orderRows) {
      const c = commands.find((x) => x.orderId === o.id)!;
      expect(c.command).toBe(`lp user ${o.clientIdentifier} parent add vip`);
      expect(c.userId).toBe(o.clientIdentifier);
    }
  });

  test('the 30 refused orders are still PENDING, unpaid, with no delivery, command or event beyond ORDER_CREATED', async () => {
    const refused = results.filter((r) => r.status === 409).map((r) => r.orderId);
    expect(refused).toHaveLength(30);
    const rows = await t.db.order.findMany({ where: { id: { in: refused } } });
    expect(rows).toHaveLength(30);
    expect(rows.every((o) => o.status === 'PENDING' && o.paidAt === null)).toBe(true);
    expect(await t.db.delivery.count({ where: { orderId: { in: refused } } })).toBe(0);
    expect(await t.db.command.count({ where: { orderId: { in: refused } } })).toBe(0);
    const events = await t.db.outboxEvent.findMany({ where: { orderId: { in: refused } } });
    expect(events).toHaveLength(30);
    expect(events.every((e) => e.event === 'ORDER_CREATED')).toBe(true);

    const one = await t.http().get(`/v1/app/order/${refused[0]}`).set(bearer(shop.key));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ status: 'PENDING', paid_at: null });
    const deliveries = await t.http().get(`/v1/app/order/${refused[0]}/delivery`).set(bearer(shop.key));
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toEqual([]);
  });

  test('approving a refused order again, with the pool empty, is still 409 and changes nothing', async () => {
    const refused = results.find((r) => r.status === 409)!.orderId;
    expectConflict(await approve(shop, refused));
    const row = await t.db.order.findUniqueOrThrow({ where: { id: refused } });
    expect(row.status).toBe('PENDING');
    expect(await t.db.outboxEvent.count({ where: { storeId: shop.storeId, event: 'ORDER_APPROVED' } })).toBe(20);
  });
});

describe('one order approved 10 times at once', () => {
  let shop: Shop;
  let pkg: number;
  let orderId: number;
  let responses: { status: number; body: Json }[];

  beforeAll(async () => {
    shop = await newShop();
    pkg = await createPackage(shop, {
      name: 'VIP Once',
      price: 15,
      type: 'SINGLE',
      inventory_amount: 20,
      license_keys: Array.from({ length: 20 }, (_, i) => `ONCE-${i}`),
      commands: [{ command: 'give {client_identifier} vip' }],
    });
    [orderId] = await placeOrders(shop, pkg, 1, 'twice');
    const start = performance.now();
    responses = await Promise.all(Array.from({ length: 10 }, () => approve(shop, orderId)));
    console.log(`[orders/concurrency] 10 concurrent approvals of one order: ${ms(start)}; statuses ${responses.map((r) => r.status).join(',')}`);
  });

  test('every answer is 200 (approved or a no-op) or 409; at least one 200, and all 200s show the same single approval', () => {
    for (const r of responses) expect([200, 409]).toContain(r.status);
    const ok = responses.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((x) => x.status === 409)) expectConflict(r);
    for (const r of ok) expect(r.body).toMatchObject({ id: orderId, status: 'APPROVED' });
    // A no-op must not re-approve: every 200 reports the same paid_at.
    expect(new Set(ok.map((r) => r.body.paid_at)).size).toBe(1);
    expect(ok[0].body.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
  });

  test('the effects are applied once: one event, one delivery, one key, one command, stock down by one', async () => {
    expect(await t.db.outboxEvent.count({ where: { orderId, event: 'ORDER_APPROVED' } })).toBe(1);
    expect(await t.db.outboxEvent.count({ where: { orderId } })).toBe(2); // ORDER_CREATED + ORDER_APPROVED
    const deliveries = await t.db.delivery.findMany({ where: { orderId } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ type: 'LICENSE_KEY', value: 'ONCE-0' });
    expect(await t.db.licenseKey.count({ where: { packageId: pkg, used: true } })).toBe(1);
    expect(await t.db.command.count({ where: { orderId } })).toBe(1);
    expect(await inventoryOf(shop, pkg)).toBe(19);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe('APPROVED');
    expect(order.paidAt).not.toBeNull();
  });
});

describe('per-user limit under 20 racing checkouts by one buyer', () => {
  let shop: Shop;
  let pkg: number;
  let responses: { status: number; body: Json }[];

  beforeAll(async () => {
    shop = await newShop();
    pkg = await createPackage(shop, { name: 'Kit Inicial', price: 5, type: 'MULTIPLE', per_user_limit: true });
    const start = performance.now();
    responses = await Promise.all(Array.from({ length: 20 }, () => checkoutRequest(shop, pkg, 'Steve')));
    console.log(`[orders/concurrency] 20 concurrent checkouts of a per-user-limited package: ${ms(start)}`);
  });

  test('exactly one 201, the other 19 are 409 CONFLICT', () => {
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0].body).toEqual({
      order_id: expect.any(Number),
      internal_id: expect.stringMatching(/^[0-9A-Z]{12}$/),
      status: 'PENDING',
      price: 5,
      price_display: 'R$ 5,00',
      formatted_price: 'R$ 5,00',
      checkout_url: null,
      pix_code: null,
      qr_code: null,
      order_url: expect.stringMatching(/\/order\/[0-9A-Z]{12}\?t=v1\.[1-9]\d*\.[A-Za-z0-9_-]{43}$/),
    });
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectConflict(r);
  });

  test('one order and one ORDER_CREATED event in the database', async () => {
    const orders = await t.db.order.findMany({ where: { storeId: shop.storeId } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ clientIdentifier: 'Steve', status: 'PENDING' });
    expect(await t.db.orderPackage.count({ where: { packageId: pkg } })).toBe(1);
    expect(await t.db.outboxEvent.count({ where: { storeId: shop.storeId } })).toBe(1);
  });

  test('the limit is case-insensitive on the client identifier', async () => {
    expectConflict(await checkoutRequest(shop, pkg, 'STEVE'));
    expect(await t.db.order.count({ where: { storeId: shop.storeId } })).toBe(1);
  });
});

describe('stock-only package (no keys): 15 approvals race for 5 units', () => {
  let shop: Shop;
  let pkg: number;
  let orders: number[];
  let responses: { status: number; body: Json }[];

  beforeAll(async () => {
    shop = await newShop();
    pkg = await createPackage(shop, {
      name: 'Caixa Misteriosa',
      price: 2.5,
      type: 'MULTIPLE',
      inventory_amount: 5,
      commands: [{ command: 'crate give {client_identifier} {quantity}' }],
    });
    orders = await placeOrders(shop, pkg, 15, 'box');
    const start = performance.now();
    responses = await Promise.all(orders.map((id) => approve(shop, id)));
    console.log(`[orders/concurrency] 15 concurrent approvals for stock 5: ${ms(start)}`);
  });

  test('5 approved (200), 10 refused (409)', () => {
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(10);
    for (const r of responses.filter((x) => x.status === 409)) expectConflict(r);
  });

  test('stock ends at 0; 5 events, 5 commands, no deliveries; refused orders untouched', async () => {
    expect(await inventoryOf(shop, pkg)).toBe(0);
    const approved = orders.filter((_, i) => responses[i].status === 200);
    const refused = orders.filter((_, i) => responses[i].status === 409);
    const rows = await t.db.order.findMany({ where: { storeId: shop.storeId } });
    expect(
      rows
        .filter((o) => o.status === 'APPROVED')
        .map((o) => o.id)
        .sort((a, b) => a - b),
    ).toEqual([...approved].sort((a, b) => a - b));
    expect(rows.filter((o) => o.status === 'PENDING' && o.paidAt === null)).toHaveLength(10);
    expect(await t.db.outboxEvent.count({ where: { storeId: shop.storeId, event: 'ORDER_APPROVED' } })).toBe(5);
    const commands = await t.db.command.findMany({ where: { storeId: shop.storeId } });
    expect(commands).toHaveLength(5);
    expect(commands.every((c) => approved.includes(c.orderId!))).toBe(true);
    expect(await t.db.delivery.count({ where: { storeId: shop.storeId } })).toBe(0);
    expect(await t.db.outboxEvent.count({ where: { orderId: { in: refused }, event: { not: 'ORDER_CREATED' } } })).toBe(0);
  });
});

describe('key pool without stock limit: 25 approvals race for 10 keys', () => {
  const KEYS = Array.from({ length: 10 }, (_, i) => `POOL-${i}`);
  let shop: Shop;
  let pkg: number;
  let orders: number[];
  let responses: { status: number; body: Json }[];

  beforeAll(async () => {
    shop = await newShop();
    pkg = await createPackage(shop, { name: 'Gift Card', price: 50, type: 'SINGLE', license_keys: KEYS });
    orders = await placeOrders(shop, pkg, 25, 'gift');
    const start = performance.now();
    responses = await Promise.all(orders.map((id) => approve(shop, id)));
    console.log(`[orders/concurrency] 25 concurrent approvals for 10 keys (no stock limit): ${ms(start)}`);
  });

  test('10 approved, 15 refused; each key delivered exactly once', async () => {
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(15);
    for (const r of responses.filter((x) => x.status === 409)) expectConflict(r);
    const deliveries = await t.db.delivery.findMany({ where: { storeId: shop.storeId } });
    expect(deliveries.map((d) => d.value).sort()).toEqual([...KEYS].sort());
    const approved = orders.filter((_, i) => responses[i].status === 200);
    expect([...new Set(deliveries.map((d) => d.orderId))].sort((a, b) => a - b)).toEqual(approved.sort((a, b) => a - b));
    expect(await t.db.licenseKey.count({ where: { packageId: pkg, used: false } })).toBe(0);
    expect(await t.db.outboxEvent.count({ where: { storeId: shop.storeId, event: 'ORDER_APPROVED' } })).toBe(10);
    expect(await inventoryOf(shop, pkg)).toBeNull();
  });
});
