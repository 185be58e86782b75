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

/** A store with `lines` packages, each with `keys` license keys and one PURCHASE command, and one webhook (on ORDER_APPROVED unless `scopes`). */
async function store(prefix: string, lines: number, keys: number, scopes = ['ORDER_APPROVED']): Promise<Shape> {
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
  await post('/v1/app/webhooks', { name: 'Orders', url: 'https://127.0.0.1:9/hook', scopes });
  return { key, domain: s.domain, packages };
}

async function placeOrder(s: Shape, buyer: string): Promise<number> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': s.domain })
    .send({
      items: s.packages.map((id) => ({ id, quantity: 1 })),
      gateway: 'PIX',
      client_identifier: buyer,
      client_email: `${buyer}@buyers.test`,
      client_name: buyer,
    });
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
  await t.db.licenseKey.create({
    data: { storeId: (await t.db.package.findUniqueOrThrow({ where: { id: s.packages[0] } })).storeId, packageId: s.packages[0], value: 'ONE-0-extra' },
  });

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

test('a refund reads the lines and variables once, and its answer and payload are what GET gives', async () => {
  const s = await store('REF', 1, 2);
  const id = await placeOrder(s, 'dave');
  await approve(s, id);
  captured.length = 0;
  const start = t.database.stats.statements;
  capturing = true;
  const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'REFUNDED' });
  capturing = false;
  const statements = t.database.stats.statements - start;
  console.log(`refund (1 line, 1 key, 1 command, no webhook on it): ${statements} statements\n  ${captured.join('\n  ')}`);
  expect(res.status).toBe(200);
  expect(statements).toBeLessThanOrEqual(19);
  expect(res.body.status).toBe('REFUNDED');
  // The status check before the provider is asked reads the order once more, outside the transaction.
  expect(reads(captured, 'orders')).toHaveLength(2);
  expect(reads(captured, 'order_packages')).toHaveLength(1);
  expect(reads(captured, 'order_variables')).toHaveLength(1);
  const read = await t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
  expect(res.body).toEqual(read.body);
  const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: id, event: 'ORDER_REFUNDED' } });
  expect((event.payload as { data: unknown }).data).toEqual(read.body);
});

test('a rejection reads the lines and variables once, and its answer and payload are what GET gives', async () => {
  const s = await store('REJ', 1, 1, ['ORDER_REJECTED']);
  const id = await placeOrder(s, 'fred');
  captured.length = 0;
  const start = t.database.stats.statements;
  capturing = true;
  const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'REJECTED' });
  capturing = false;
  const statements = t.database.stats.statements - start;
  console.log(`rejection (1 line, 1 webhook): ${statements} statements`);
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('REJECTED');
  // 9, and since issue 31 one more: the audit log's actor, set right after BEGIN (src/db/client.ts).
  expect(statements).toBeLessThanOrEqual(10);
  expect(reads(captured, 'orders')).toHaveLength(1);
  expect(reads(captured, 'order_packages')).toHaveLength(1);
  expect(reads(captured, 'order_variables')).toHaveLength(1);
  const read = await t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));
  expect(res.body).toEqual(read.body);
  const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: id, event: 'ORDER_REJECTED' } });
  expect(await t.db.webhookDelivery.count({ where: { eventId: event.id } })).toBe(1);
  expect((event.payload as { data: unknown }).data).toEqual(read.body);
});

describe('with e-mail on, Discord actions and an affiliate', () => {
  let m: TestApp;
  beforeAll(async () => {
    // No worker runs here: the e-mail is queued, never sent.
    m = await setupTestApp({ config: { mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@mail.test' } } });
  });
  afterAll(() => m.close());

  test('an approval queues all of it, reads order, lines and variables once, and answers and records what GET gives', async () => {
    const { store: s, key } = await m.createStore();
    const post = async (path: string, body: object) => {
      const res = await m.http().post(path).set(bearer(key)).send(body);
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const category = await post('/v1/app/category', { name: 'Ranks' });
    const role = (n: number) => String(200_000_000_000_000_000n + BigInt(n));
    const packages: number[] = [];
    for (let i = 0; i < 2; i++) {
      packages.push(
        await post('/v1/app/package', {
          name: `Rank ${i}`,
          category_id: category,
          price: 20 + i,
          type: 'MULTIPLE',
          expiry_days: 30,
          commands: [{ command: `give {client_identifier} rank${i} {server}` }, { type: 'EXPIRE', command: `take {client_identifier} rank${i}` }],
          discord_actions: [
            { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: role(i) } },
            { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: role(10 + i) } },
          ],
          license_keys: [`FULL-${i}-A`, `FULL-${i}-B`],
          email: { title: 'Thanks', content: `<p>Rank ${i}</p>` },
        }),
      );
    }
    await post('/v1/app/affiliate', {
      name: 'Ann',
      ref_code: 'ann',
      percent_commission: 10,
      email: 'ann@aff.test',
      package_commissions: [{ package_id: packages[1], percent_commission: 25 }],
    });
    await post('/v1/app/webhooks', { name: 'Orders', url: 'https://127.0.0.1:9/hook', scopes: ['ORDER_APPROVED'] });
    const checkout = await m
      .http()
      .post('/v1/webstore/checkout')
      .set({ 'x-store-domain': s.domain })
      .send({
        items: packages.map((id) => ({ id, quantity: 1 })),
        gateway: 'PIX',
        client_identifier: 'erin',
        client_discord: '123456789012345678',
        client_email: 'erin@buyers.test',
        client_name: 'Erin',
        ref_code: 'ann',
        variables: { server: 'lobby' },
      });
    expect(checkout.status).toBe(201);
    const id = checkout.body.order_id as number;

    captured.length = 0;
    const start = m.database.stats.statements;
    capturing = true;
    const res = await m.http().patch(`/v1/app/order/${id}`).set(bearer(key)).send({ status: 'APPROVED' });
    capturing = false;
    const statements = m.database.stats.statements - start;
    console.log(`approval (2 lines, keys, content, 2 commands and 2 Discord actions each, expiry, affiliate, e-mail, webhook): ${statements} statements`);
    expect(res.status).toBe(200);
    // 19, and since issue 31 one more: the audit log's actor, set right after BEGIN (src/db/client.ts).
    expect(statements).toBeLessThanOrEqual(20);
    expect(reads(captured, 'orders')).toHaveLength(1);
    expect(reads(captured, 'order_packages')).toHaveLength(1);
    expect(reads(captured, 'order_variables')).toHaveLength(1);

    // Per line: a key and the content, a purchase and an expiry command, two roles given and their two take-backs.
    expect(res.body.deliveries.map((d: { type: string }) => d.type)).toEqual(['LICENSE_KEY', 'CONTENT', 'LICENSE_KEY', 'CONTENT']);
    expect(res.body.emails).toHaveLength(1);
    expect(res.body.discord_actions).toHaveLength(8);
    const actions = await m.db.orderDiscordAction.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } });
    // Each line's actions, then its take-backs, each naming the action that gives its role.
    expect(actions.map((a) => [a.trigger, a.action, a.roleId])).toEqual([
      ['PURCHASE', 'ADD_ROLE', role(0)],
      ['PURCHASE', 'ADD_ROLE', role(10)],
      ['EXPIRE', 'REMOVE_ROLE', role(0)],
      ['EXPIRE', 'REMOVE_ROLE', role(10)],
      ['PURCHASE', 'ADD_ROLE', role(1)],
      ['PURCHASE', 'ADD_ROLE', role(11)],
      ['EXPIRE', 'REMOVE_ROLE', role(1)],
      ['EXPIRE', 'REMOVE_ROLE', role(11)],
    ]);
    for (const a of actions.filter((x) => x.automatic)) expect(actions.find((g) => g.id === a.sourceId)?.roleId).toBe(a.roleId);
    const commands = await m.db.command.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } });
    expect(commands.map((c) => c.command)).toEqual(['give erin rank0 lobby', 'take erin rank0', 'give erin rank1 lobby', 'take erin rank1']);
    // 10% of 20 and 25% of 21.
    expect((await m.db.order.findUniqueOrThrow({ where: { id } })).affiliateCommission?.toFixed(2)).toBe('7.25');
    expect((await m.db.affiliate.findFirstOrThrow({ where: { storeId: s.id } })).balance.toFixed(2)).toBe('7.25');
    const jobs = await m.db.$queryRaw<{ task: string; n: number }[]>`
      SELECT task_identifier AS task, count(*)::int AS n FROM graphile_worker.jobs GROUP BY 1 ORDER BY 1`;
    expect(jobs).toEqual(
      expect.arrayContaining([
        { task: 'send_order_email', n: 1 },
        { task: 'run_discord_actions', n: 2 },
      ]),
    );

    const read = await m.http().get(`/v1/app/order/${id}`).set(bearer(key));
    expect(res.body).toEqual(read.body);
    const event = await m.db.outboxEvent.findFirstOrThrow({ where: { orderId: id, event: 'ORDER_APPROVED' } });
    expect((event.payload as { data: unknown }).data).toEqual(read.body);
  });
});
