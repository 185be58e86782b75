import pg from 'pg';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * What an approval costs in SQL (issue 18): `PATCH /v1/app/order/{id} {"status":"APPROVED"}` on a
 * PENDING order with one line whose package has one license key, one command and one webhook
 * subscribed to ORDER_APPROVED. Every statement sent on the pool counts, BEGIN and COMMIT included,
 * as well as the admin key lookup (with its rate-limit counter) every admin request makes. The order
 * row, its lines and its variables are each read once: the approval loads them and hands them on.
 */

// Every statement's text, captured while `capturing` is set. Patched on the prototype before the
// app opens any connection, so the counting wrapper of src/db/client.ts calls through this one.
const captured: string[] = [];
let capturing = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const q = args[0];
    captured.push((typeof q === 'string' ? q : ((q as { text?: string })?.text ?? '')).replace(/\s+/g, ' ').trim());
  }
  return query.apply(this, args);
};

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  (pg.Client.prototype as unknown as { query: unknown }).query = query;
  await t.close();
});

interface Shape {
  key: string;
  domain: string;
  packages: number[];
}

/** A store with `lines` packages, each with `keys` license keys, one PURCHASE command, and one webhook on ORDER_APPROVED. */
async function store(prefix: string, lines: number, keys: number): Promise<Shape> {
  const { store: s, key } = await t.createStore();
  const post = async (path: string, body: object) => {
    const res = await t.http().post(path).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const category = await post('/v1/app/category', { name: 'Ranks' });
  const packages: number[] = [];
  for (let i = 0; i < lines; i++) {
    packages.push(
      await post('/v1/app/package', {
        name: `${prefix} ${i}`,
        category_id: category,
        price: 10 + i,
        type: 'MULTIPLE',
        commands: [{ command: `give {client_identifier} rank${i}` }],
        license_keys: Array.from({ length: keys }, (_, k) => `${prefix}-${i}-${k}`),
      }),
    );
  }
  await post('/v1/app/webhooks', { name: 'Orders', url: 'https://127.0.0.1:9/hook', scopes: ['ORDER_APPROVED'] });
  return { key, domain: s.domain, packages };
}

async function placeOrder(s: Shape, buyer: string): Promise<number> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': s.domain })
    .send({ items: s.packages.map((id) => ({ id, quantity: 1 })), gateway: 'PIX', client_identifier: buyer, client_email: `${buyer}@buyers.test`, client_name: buyer });
  expect(res.status).toBe(201);
  return res.body.order_id;
}

/** Approves `id` while counting and capturing its statements. */
async function approve(s: Shape, id: number) {
  captured.length = 0;
  const start = t.database.stats.statements;
  capturing = true;
  const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
  capturing = false;
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('APPROVED');
  return { statements: t.database.stats.statements - start, texts: [...captured], body: res.body };
}

/** Statements that read rows of `table` (a SELECT from it, or a FROM/JOIN of it inside a larger statement). */
const reads = (texts: string[], table: string) => texts.filter((q) => new RegExp(`\\b(FROM|JOIN)\\s+("?public"?\\.)?"?${table}"?(\\s|$|\\))`, 'i').test(q));

test('an approval of one line with one key, one command and one webhook costs at most 12 statements, reading order, lines and variables once', async () => {
  const s = await store('ONE', 1, 1);
  // Warm up: the first request may open pool connections and prepare the app's caches.
  await approve(s, await placeOrder(s, 'warm'));
  await t.db.licenseKey.create({ data: { storeId: (await t.db.package.findUniqueOrThrow({ where: { id: s.packages[0] } })).storeId, packageId: s.packages[0], value: 'ONE-0-extra' } });

  const id = await placeOrder(s, 'alice');
  const { statements, texts, body } = await approve(s, id);
  console.log(`approval (1 line, 1 key, 1 command, 1 webhook): ${statements} statements\n  ${texts.join('\n  ')}`);

  expect(statements).toBeLessThanOrEqual(12);
  expect(texts).toHaveLength(statements);
  expect(reads(texts, 'orders')).toHaveLength(1);
  expect(reads(texts, 'order_packages')).toHaveLength(1);
  expect(reads(texts, 'order_variables')).toHaveLength(1);

  // The effects happened: a key delivered, a command queued, a delivery queued for the webhook.
  expect(body.deliveries).toHaveLength(1);
  expect(await t.db.command.count({ where: { orderId: id } })).toBe(1);
  const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: id, event: 'ORDER_APPROVED' } });
  expect(await t.db.webhookDelivery.count({ where: { eventId: event.id } })).toBe(1);
  // What the change held and handed on is what a read gives afterwards: the answer and the payload.
  const read = await t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
  expect(read.status).toBe(200);
  expect(body).toEqual(read.body);
  expect((event.payload as { data: unknown }).data).toEqual(read.body);
});

test('three lines cost no more per line than the effects need', async () => {
  const one = await store('A', 1, 2);
  const three = await store('B', 3, 2);
  await approve(one, await placeOrder(one, 'warm'));
  await approve(three, await placeOrder(three, 'warm'));

  const single = await approve(one, await placeOrder(one, 'bob'));
  const triple = await approve(three, await placeOrder(three, 'carol'));
  const perLine = (triple.statements - single.statements) / 2;
  console.log(`approval: 1 line ${single.statements} statements, 3 lines ${triple.statements} statements (${perLine} per extra line)`);

  expect(triple.body.deliveries).toHaveLength(3);
  // Keys are claimed and delivered per package (each its own SKIP LOCKED claim); everything else
  // (lines, variables, commands, the order, the event) is one statement whatever the number of lines.
  expect(perLine).toBeLessThanOrEqual(1);
  expect(reads(triple.texts, 'orders')).toHaveLength(1);
  expect(reads(triple.texts, 'order_packages')).toHaveLength(1);
  expect(reads(triple.texts, 'order_variables')).toHaveLength(1);
});
