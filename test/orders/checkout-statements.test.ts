import request from 'supertest';
import { createApp } from '../../src/app';
import { createDatabase } from '../../src/db/client';
import { silentLog } from '../../src/logger';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * The statement budget of a storefront checkout, in the bench's shape (scenario 5): the store found
 * by `x-store-domain` with its rate limit on, one line of a package with 2 commands and 3 license
 * keys, a new buyer each time, Pix with credentials (the answer carries a BR Code and its QR).
 * Every statement sent on the pool counts, BEGIN and COMMIT included, and the visit record too.
 * The count must not grow with the number of lines.
 */

const BUDGET = 10;

let t: TestApp;
let key: string;
let shop: Record<string, string>;
const packages: number[] = [];

const PIX = { key: 'bench@example.com', key_type: 'EMAIL', merchant_name: 'Bench Store', merchant_city: 'Sao Paulo' };

beforeAll(async () => {
  // The bench runs with every limit on (high enough to refuse nothing): the counter is a statement of each request.
  t = await setupTestApp({ config: { rateLimits: { admin: 100_000_000, storefront: 100_000_000, server: 100_000_000, anonymous: 0 } } });
  const made = await t.createStore({ gateways: false, currency: 'BRL', locale: 'pt-BR' });
  key = made.key;
  shop = { 'x-store-domain': made.store.domain };
  expect((await t.http().put('/v1/app/gateway/PIX').set(bearer(key)).send({ enabled: true, credentials: PIX })).status).toBe(200);
  const category = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Ranks' });
  for (let i = 0; i < 5; i++) {
    const res = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(key))
      .send({
        name: `VIP ${i}`,
        category_id: category.body.id,
        price: 14.95 + i,
        type: 'MULTIPLE',
        commands: [{ command: `give {client_identifier} vip${i}` }, { command: `say thanks {client_name}` }],
        license_keys: [`K-${i}-A`, `K-${i}-B`, `K-${i}-C`],
      });
    expect(res.status).toBe(201);
    packages.push(res.body.id);
  }
});
afterAll(() => t.close());

let buyer = 0;
const checkout = (lines: number) => {
  buyer++;
  return t
    .http()
    .post('/v1/webstore/checkout')
    .set(shop)
    .send({
      items: packages.slice(0, lines).map((id) => ({ id, quantity: 1 })),
      client_identifier: `benchbuyer${buyer}`,
      client_email: `benchbuyer${buyer}@example.com`,
      client_name: `Bench Buyer ${buyer}`,
      gateway: 'PIX',
    });
};

/** The statements a checkout sends, counting the fire-and-forget visit, which may land after the answer. */
async function counted(lines: number) {
  await settle();
  const start = t.database.stats.statements;
  const res = await checkout(lines);
  await settle();
  return { res, statements: t.database.stats.statements - start };
}

/** Waits until no statement has been sent for a while. */
async function settle() {
  let last = -1;
  while (last !== t.database.stats.statements) {
    last = t.database.stats.statements;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test(`a storefront checkout in the bench's shape costs <= ${BUDGET} statements, the same for 1 line and 5`, async () => {
  // Warm up: pool connections, the secret key, the first visit of this visitor today.
  expect((await checkout(1)).status).toBe(201);

  const one = await counted(1);
  const five = await counted(5);
  console.log(`storefront checkout (Pix, rate limit on): 1 line -> ${one.statements} statements, 5 lines -> ${five.statements} statements`);

  for (const { res } of [one, five]) {
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.pix_code).toContain(res.body.internal_id);
    expect(res.body.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
  }
  expect(one.res.body.price).toBe(14.95);
  expect(five.res.body.price).toBe(84.75);
  // What was written is what was answered.
  const stored = await t.db.order.findUniqueOrThrow({ where: { id: five.res.body.order_id }, include: { lines: true } });
  expect(stored.lines).toHaveLength(5);
  expect(stored.pixCode).toBe(five.res.body.pix_code);
  expect(stored.qrCode).toBe(five.res.body.qr_code);
  expect(await t.db.outboxEvent.count({ where: { orderId: stored.id, event: 'ORDER_CREATED' } })).toBe(1);

  expect(one.statements).toBeLessThanOrEqual(BUDGET);
  expect(five.statements).toBe(one.statements);
});

test('a coupon costs no statement; one with a per-buyer limit costs one more (whether the buyer used it), and only that one', async () => {
  const coupon = (code: string, extra: Record<string, unknown> = {}) =>
    t
      .http()
      .post('/v1/app/coupon')
      .set(bearer(key))
      .send({ code, type: 'PERCENTAGE', value: 10, ...extra });
  expect((await coupon('PLAIN')).status).toBe(201);
  expect((await coupon('MINIMUM', { min_price: 10 })).status).toBe(201);
  expect((await coupon('ONCEMAIL', { limit_criteria: 'CLIENT_EMAIL' })).status).toBe(201);
  expect((await coupon('ONCEID', { limit_criteria: 'CLIENT_IDENTIFIER' })).status).toBe(201);
  const measure = async (code?: string) => {
    await settle();
    buyer++;
    const start = t.database.stats.statements;
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(shop)
      .send({
        items: [{ id: packages[0], quantity: 1 }],
        client_identifier: `couponbuyer${buyer}`,
        client_email: `couponbuyer${buyer}@example.com`,
        client_name: 'Coupon Buyer',
        gateway: 'PIX',
        ...(code ? { coupon: code } : {}),
      });
    await settle();
    expect(res.status).toBe(201);
    return t.database.stats.statements - start;
  };
  await measure(); // warm-up
  const none = await measure();
  const counts = { PLAIN: await measure('plain'), MINIMUM: await measure('minimum'), ONCEMAIL: await measure('oncemail'), ONCEID: await measure('onceid') };
  console.log(`checkout without a coupon -> ${none} statements; with one: ${JSON.stringify(counts)}`);
  expect(counts).toEqual({ PLAIN: none, MINIMUM: none, ONCEMAIL: none + 1, ONCEID: none + 1 });
});

/** The same, for the owner's manual order (POST /v1/app/order): it shares placing the order, and answers the whole order. */
const MANUAL_BUDGET = 8;

let manualBuyer = 0;
const manualOrder = (lines: number) => {
  manualBuyer++;
  return t
    .http()
    .post('/v1/app/order')
    .set(bearer(key))
    .send({
      items: packages.slice(0, lines).map((id) => ({ id, quantity: 1 })),
      client_identifier: `manualbuyer${manualBuyer}`,
      client_email: `manualbuyer${manualBuyer}@example.com`,
      client_name: `Manual Buyer ${manualBuyer}`,
      gateway: 'PIX',
      variables: { note: 'by hand' },
    });
};

test(`the owner's manual order costs <= ${MANUAL_BUDGET} statements, the same for 1 line and 5, and answers the lines and variables written`, async () => {
  expect((await manualOrder(1)).status).toBe(201);
  await settle();
  const measure = async (lines: number) => {
    const start = t.database.stats.statements;
    const res = await manualOrder(lines);
    await settle();
    return { res, statements: t.database.stats.statements - start };
  };
  const one = await measure(1);
  const five = await measure(5);
  console.log(`manual order (admin key, rate limit on): 1 line -> ${one.statements} statements, 5 lines -> ${five.statements} statements`);
  expect(five.res.status).toBe(201);
  expect(five.res.body.manually_created).toBe(true);
  // The answer is what GET answers (the lines and variables as stored).
  const got = await t.http().get(`/v1/app/order/${five.res.body.id}`).set(bearer(key));
  expect(five.res.body).toEqual(got.body);
  expect(five.res.body.packages.map((l: { package_id: number }) => l.package_id)).toEqual(packages);
  expect(five.res.body.variables).toMatchObject([{ name: 'note', value: 'by hand' }]);
  expect(one.statements).toBeLessThanOrEqual(MANUAL_BUDGET);
  expect(five.statements).toBe(one.statements);
});

test('a checkout schedules the ORDER_CREATED delivery of each webhook taking it (one statement more), and none for other webhooks', async () => {
  const made = await t.createStore({ gateways: false, currency: 'BRL', locale: 'pt-BR' });
  const own = { 'x-store-domain': made.store.domain };
  const admin = bearer(made.key);
  expect((await t.http().put('/v1/app/gateway/PIX').set(admin).send({ enabled: true, credentials: PIX })).status).toBe(200);
  const category = await t.http().post('/v1/app/category').set(admin).send({ name: 'Ranks' });
  const pkg = (await t.http().post('/v1/app/package').set(admin).send({ name: 'VIP', category_id: category.body.id, price: 5, type: 'MULTIPLE' })).body.id;
  const order = async (n: number) => {
    await settle();
    const start = t.database.stats.statements;
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(own)
      .send({
        items: [{ id: pkg, quantity: 1 }],
        client_identifier: `hooked${n}`,
        client_email: `hooked${n}@example.com`,
        client_name: 'Hooked',
        gateway: 'PIX',
      });
    await settle();
    const statements = t.database.stats.statements - start;
    expect(res.status).toBe(201);
    const deliveries = await t.db.webhookDelivery.findMany({ where: { event: { orderId: res.body.order_id } } });
    return { statements, deliveries };
  };
  const hook = (scopes: string[]) =>
    t
      .http()
      .post('/v1/app/webhooks')
      .set(admin)
      .send({ name: scopes.join(' '), url: 'https://127.0.0.1:9/hook', scopes });

  const first = await hook(['ORDER_APPROVED']);
  expect(first.body).toMatchObject({ scopes: ['ORDER_APPROVED'] });
  await order(0); // warm-up: this visitor's visit, this store's first request
  const approvedOnly = await order(1);
  expect(approvedOnly.deliveries).toHaveLength(0);

  const created = await hook(['ORDER_CREATED']);
  expect(created.status).toBe(201);
  const subscribed = await order(2);
  expect(subscribed.deliveries.map((d) => d.webhookId)).toEqual([created.body.id]);
  console.log(`checkout with no webhook taking ORDER_CREATED -> ${approvedOnly.statements} statements, with one -> ${subscribed.statements}`);
  expect(subscribed.statements).toBe(approvedOnly.statements + 1);
});

// A checkout's transaction holds a pooled connection; nothing inside it may wait for another, or as
// many concurrent checkouts as the pool has connections wait for each other until the pool gives up
// (503 after 5 s). A new process is the test: its stored-key cache is cold (the key is read on first use).
test('concurrent Pix checkouts on a new process with a pool of 2: each answers 201, none waits for a second connection', async () => {
  const database = createDatabase(t.database.url, { poolSize: 2 });
  const { app, stop } = await createApp({ database, config: t.config }, { log: silentLog });
  try {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        request(app)
          .post('/v1/webstore/checkout')
          .set(shop)
          .send({
            items: [{ id: packages[0], quantity: 1 }],
            client_identifier: `coldbuyer${n}`,
            client_email: `cold${n}@example.com`,
            client_name: 'Cold',
            gateway: 'PIX',
          }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    for (const a of answers) expect(a.body.pix_code).toContain(a.body.internal_id);
    expect(Date.now() - started).toBeLessThan(4_000);
  } finally {
    await stop();
    await database.close();
  }
});
