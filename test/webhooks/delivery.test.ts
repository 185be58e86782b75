import { Webhook } from 'standardwebhooks';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore, checkout } from '../helpers/fixtures';
import { startReceiver, type ReceivedRequest, type Receiver, type Reply } from '../helpers/receiver';
import { loadConfig, type Config } from '../../src/config';
import type { WebhookEvent } from '../../src/generated/prisma/client';
import { silentLog } from '../../src/logger';
import { sweepAbandonedOrders } from '../../src/modules/orders/order.service';
import { newWebhookSecret } from '../../src/modules/webhooks/webhook.crypto';
import { encryptSecret, secretKey } from '../../src/lib/secrets';
import { processDelivery, RESPONSE_BODY_LIMIT, type DeliveryDeps } from '../../src/modules/webhooks/webhook.delivery';
import { startWorker } from '../../src/worker/worker';

/**
 * The webhook delivery engine against real HTTPS receivers: what is sent for each order event and
 * how it is signed, who gets it, what each attempt logs, the retry schedule on a controlled clock,
 * 429 / 410 / redirects / timeouts, and, with a real job worker, order and isolation per webhook.
 */
const config: Config = { ...loadConfig({}), webhookAllowPrivate: true };
const ALL_EVENTS: WebhookEvent[] = ['ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_REJECTED', 'ORDER_ABANDONED', 'ORDER_REFUNDED', 'ORDER_CHARGEDBACK'];
const DAY = 24 * 3600 * 1000;

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});

async function receiver(initial?: Reply[] | ((req: ReceivedRequest) => Reply | Promise<Reply>)) {
  const r = await startReceiver(initial);
  receivers.push(r);
  return r;
}

interface Shop {
  app: TestApp;
  store: { id: number; domain: string };
  key: string;
  packageId: number;
}

async function shop(app: TestApp = t, pkg: Parameters<typeof aPackage>[2] = {}): Promise<Shop> {
  const { store, key, categoryId } = await aStore(app);
  const created = await aPackage(app, { key, categoryId }, { type: 'SINGLE', ...pkg });
  return { app, store, key, packageId: created.id };
}

let buyers = 0;
async function placeOrder(s: Shop): Promise<number> {
  const client = `buyer${++buyers}`;
  const placed = await checkout(s.app, s.store, {
    items: [{ id: s.packageId, quantity: 1 }],
    client_identifier: client,
    client_email: `${client}@example.com`,
    client_name: client,
  });
  return placed.order_id;
}

async function setStatus(s: Shop, orderId: number, status: string) {
  const res = await s.app.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ status });
  expect(res.status).toBe(200);
}

async function getOrder(s: Shop, orderId: number) {
  const res = await s.app.http().get(`/v1/app/order/${orderId}`).set(bearer(s.key));
  expect(res.status).toBe(200);
  return res.body;
}

async function addWebhook(app: TestApp, storeId: number, url: string, scopes: WebhookEvent[], extra: { enabled?: boolean } = {}) {
  const secret = newWebhookSecret();
  const hook = await app.db.webhook.create({
    data: { storeId, name: `hook ${url}`, url, scopes, secretEnc: encryptSecret(await secretKey(app.db, config), secret), ...extra },
  });
  return { hook, secret };
}

async function eventOf(app: TestApp, orderId: number, event: WebhookEvent) {
  const events = await app.db.outboxEvent.findMany({ where: { orderId, event } });
  expect(events).toHaveLength(1);
  return events[0];
}

async function deliveryOf(app: TestApp, webhookId: number, eventId: string) {
  return app.db.webhookDelivery.findUniqueOrThrow({ where: { webhookId_eventId: { webhookId, eventId } } });
}

async function jobsOf(app: TestApp, deliveryId: number) {
  return app.db.$queryRaw<{ key: string; run_at: Date; queue_name: string; task_identifier: string }[]>`
    SELECT key, run_at, queue_name, task_identifier FROM graphile_worker.jobs WHERE key LIKE ${`delivery:${deliveryId}:%`} ORDER BY id`;
}

const jobCount = async (app: TestApp) => Number((await app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs`)[0].n);

/** The Standard Webhooks check at a given time (the library's verify() only accepts "now" ± 5 min). */
function signatureValidAt(secret: string, req: ReceivedRequest): boolean {
  const id = req.headers['webhook-id'];
  const ts = Number(req.headers['webhook-timestamp']);
  const expected = new Webhook(secret).sign(id, new Date(ts * 1000), req.body);
  return req.headers['webhook-signature'].split(' ').includes(expected);
}

async function until<T>(what: string, fn: () => Promise<T | false | null | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database and app for tests that run a real worker, so it only sees their jobs. */
async function withWorker(cfg: Config, body: (app: TestApp, start: () => Promise<void>) => Promise<void>, opts: { startFirst?: boolean } = {}) {
  const app = await setupTestApp();
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  const start = async () => {
    worker = await startWorker({ database: app.database, connectionString: app.database.url, config: cfg, log: silentLog });
  };
  try {
    if (opts.startFirst) await start();
    await body(app, start);
  } finally {
    await worker?.stop();
    await app.close();
  }
}

describe('what a receiver gets for each order event', () => {
  const scenarios: [WebhookEvent, (s: Shop) => Promise<number>][] = [
    ['ORDER_CREATED', (s) => placeOrder(s)],
    [
      'ORDER_APPROVED',
      async (s) => {
        const id = await placeOrder(s);
        await setStatus(s, id, 'APPROVED');
        return id;
      },
    ],
    [
      'ORDER_REJECTED',
      async (s) => {
        const id = await placeOrder(s);
        await setStatus(s, id, 'REJECTED');
        return id;
      },
    ],
    [
      'ORDER_REFUNDED',
      async (s) => {
        const id = await placeOrder(s);
        await setStatus(s, id, 'APPROVED');
        await setStatus(s, id, 'REFUNDED');
        return id;
      },
    ],
    [
      'ORDER_CHARGEDBACK',
      async (s) => {
        const id = await placeOrder(s);
        await setStatus(s, id, 'APPROVED');
        await setStatus(s, id, 'CHARGEDBACK');
        return id;
      },
    ],
    [
      'ORDER_ABANDONED',
      async (s) => {
        const id = await placeOrder(s);
        await t.db.order.update({ where: { id }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });
        expect(await sweepAbandonedOrders(t.db, DAY)).toBe(1);
        return id;
      },
    ],
  ];

  test.each(scenarios)('%s: the order as GET returns it, signed; only subscribed, enabled webhooks of the store get it', async (event, happen) => {
    const s = await shop();
    const [rx, rxOther, rxOff, rxForeign] = await Promise.all([receiver(), receiver(), receiver(), receiver()]);
    const { hook, secret } = await addWebhook(t, s.store.id, rx.url, ALL_EVENTS);
    const other = await addWebhook(
      t,
      s.store.id,
      rxOther.url,
      ALL_EVENTS.filter((e) => e !== event),
    );
    const off = await addWebhook(t, s.store.id, rxOff.url, ALL_EVENTS, { enabled: false });
    const foreignShop = await shop();
    const foreign = await addWebhook(t, foreignShop.store.id, rxForeign.url, ALL_EVENTS);

    const orderId = await happen(s);
    const asGet = await getOrder(s, orderId);
    const ev = await eventOf(t, orderId, event);

    // Exactly one delivery of this event: to the subscribed, enabled webhook of this store.
    const deliveries = await t.db.webhookDelivery.findMany({ where: { eventId: ev.id } });
    expect(deliveries.map((d) => d.webhookId)).toEqual([hook.id]);
    expect(deliveries[0]).toMatchObject({ status: 'PENDING', attempts: 0, storeId: s.store.id });
    const jobs = await jobsOf(t, deliveries[0].id);
    expect(jobs).toEqual([
      expect.objectContaining({ key: `delivery:${deliveries[0].id}:0`, queue_name: `webhook:${hook.id}`, task_identifier: 'deliver_webhook' }),
    ]);

    const before = Date.now();
    expect(await processDelivery({ db: t.db, config }, deliveries[0].id)).toBe('succeeded');
    expect(rx.requests).toHaveLength(1);
    const req = rx.requests[0];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hook');
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.json).toEqual({ id: ev.id, event, date: ev.createdAt.toISOString(), data: asGet });
    expect(new Date(req.json.date).toISOString()).toBe(req.json.date);
    expect(req.headers['webhook-id']).toBe(ev.id);
    expect(req.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const ts = Number(req.headers['webhook-timestamp']);
    expect(Number.isInteger(ts)).toBe(true);
    expect(ts).toBeGreaterThanOrEqual(Math.floor(before / 1000) - 1);
    expect(ts).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 1);
    expect(new Webhook(secret).verify(req.body, req.headers)).toEqual(req.json);
    // A signature made with another secret does not verify.
    expect(() => new Webhook(newWebhookSecret()).verify(req.body, req.headers)).toThrow();
    expect((await deliveryOf(t, hook.id, ev.id)).status).toBe('SUCCEEDED');

    // Everything else pending for these webhooks goes out too; none of it is this event.
    const pending = await t.db.webhookDelivery.findMany({
      where: { webhookId: { in: [hook.id, other.hook.id, off.hook.id, foreign.hook.id] }, status: 'PENDING' },
      orderBy: { id: 'asc' },
    });
    for (const d of pending) await processDelivery({ db: t.db, config }, d.id);
    expect(rx.requests.filter((r) => r.json.event === event)).toHaveLength(1);
    expect(rxOther.requests.filter((r) => r.json.event === event)).toEqual([]);
    expect(rxOff.requests).toEqual([]);
    expect(rxForeign.requests).toEqual([]);
    // The other webhook does get the events it subscribes to (earlier steps of the scenario).
    const earlier = await t.db.outboxEvent.findMany({ where: { orderId, event: { not: event } }, orderBy: { createdAt: 'asc' } });
    expect(rxOther.requests.map((r) => r.json.id)).toEqual(earlier.map((e) => e.id));
  });
});

test('a disabled webhook gets nothing, also when it is disabled after the event was recorded', async () => {
  const s = await shop();
  const rx = await receiver();
  const { hook } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
  const orderId = await placeOrder(s);
  const d = await deliveryOf(t, hook.id, (await eventOf(t, orderId, 'ORDER_CREATED')).id);
  await t.db.webhook.update({ where: { id: hook.id }, data: { enabled: false } });
  expect(await processDelivery({ db: t.db, config }, d.id)).toBe('failed');
  expect(rx.requests).toEqual([]);
  expect(await deliveryOf(t, hook.id, d.eventId)).toMatchObject({ status: 'FAILED', nextAttemptAt: null });
  expect(await t.db.webhookLog.count({ where: { webhookId: hook.id } })).toBe(0);

  // Events recorded while it is disabled do not even get a delivery.
  const later = await placeOrder(s);
  const ev = await eventOf(t, later, 'ORDER_CREATED');
  expect(await t.db.webhookDelivery.count({ where: { eventId: ev.id } })).toBe(0);
});

describe('the Webhook log of an attempt', () => {
  test('a success records every field; a huge response body is truncated with a marker', async () => {
    const s = await shop();
    const huge = 'x'.repeat(100_000);
    const rx = await receiver([{ status: 200, body: huge, delayMs: 60 }]);
    const { hook } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
    const orderId = await placeOrder(s);
    const ev = await eventOf(t, orderId, 'ORDER_CREATED');
    const d = await deliveryOf(t, hook.id, ev.id);

    const before = Date.now();
    expect(await processDelivery({ db: t.db, config }, d.id)).toBe('succeeded');
    const logs = await t.db.webhookLog.findMany({ where: { deliveryId: d.id } });
    expect(logs).toHaveLength(1);
    const log = logs[0];
    expect(log.id).toMatch(/^[0-9a-f]{24}$/);
    expect(log).toMatchObject({
      storeId: s.store.id,
      webhookId: hook.id,
      deliveryId: d.id,
      eventId: ev.id,
      event: 'ORDER_CREATED',
      url: rx.url,
      responseStatus: 200,
      success: true,
      error: null,
      isResend: false,
      originalLogId: null,
    });
    // request_body is what was sent, byte for byte the signed body.
    expect(log.requestBody).toEqual(JSON.parse(rx.requests[0].body));
    expect(log.requestBody).toEqual(ev.payload);
    expect(log.responseTimeMs).toBeGreaterThanOrEqual(60);
    expect(log.responseTimeMs).toBeLessThan(5000);
    expect(log.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(log.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const body = log.responseBody!;
    expect(body).toMatch(/\[truncated\]$/);
    const kept = body.replace(/…?\[truncated\]$/, '');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(RESPONSE_BODY_LIMIT);
    expect(RESPONSE_BODY_LIMIT).toBe(4096);
    expect(kept).toBe('x'.repeat(kept.length));
    expect(body.length).toBeLessThanOrEqual(4096 + 20);
  });

  test('a small response body is kept as it is', async () => {
    const s = await shop();
    const rx = await receiver([{ status: 202, body: '{"received":true}' }]);
    const { hook } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
    const d = await deliveryOf(t, hook.id, (await eventOf(t, await placeOrder(s), 'ORDER_CREATED')).id);
    expect(await processDelivery({ db: t.db, config }, d.id)).toBe('succeeded');
    const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: d.id } });
    expect(log).toMatchObject({ responseStatus: 202, responseBody: '{"received":true}', success: true, error: null });
  });

  test.each([201, 204, 299])('%i is a success', async (status) => {
    const s = await shop();
    const rx = await receiver([{ status }]);
    const { hook } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
    const d = await deliveryOf(t, hook.id, (await eventOf(t, await placeOrder(s), 'ORDER_CREATED')).id);
    expect(await processDelivery({ db: t.db, config }, d.id)).toBe('succeeded');
    expect((await deliveryOf(t, hook.id, d.eventId)).status).toBe('SUCCEEDED');
  });
});

describe('retries on a controlled clock', () => {
  test('the contract schedule is 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h', () => {
    expect(config.webhookRetrySchedule).toEqual([5, 60, 300, 1800, 7200, 21600, 43200, 86400]);
  });

  /** One delivery for a fresh webhook, and a clock the test moves. */
  async function pendingDelivery(replies: Reply[], then?: Reply) {
    const s = await shop();
    const rx = await receiver();
    rx.script(replies, then);
    const { hook, secret } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
    const ev = await eventOf(t, await placeOrder(s), 'ORDER_CREATED');
    const d = await deliveryOf(t, hook.id, ev.id);
    const clock = { now: new Date() };
    const deps: DeliveryDeps = { db: t.db, config, now: () => clock.now };
    return { s, rx, hook, secret, ev, d, clock, deps };
  }

  /** After a failed attempt at `clock.now`: the wait until the next one, in seconds, checked against the job queued for it. */
  async function nextGap(ctx: Awaited<ReturnType<typeof pendingDelivery>>, attempts: number) {
    const row = await deliveryOf(t, ctx.hook.id, ctx.ev.id);
    expect(row).toMatchObject({ status: 'PENDING', attempts });
    expect(row.nextAttemptAt).not.toBeNull();
    const job = (await jobsOf(t, ctx.d.id)).find((j) => j.key === `delivery:${ctx.d.id}:${attempts}`);
    expect(job).toBeDefined();
    expect(job!.queue_name).toBe(`webhook:${ctx.hook.id}`);
    expect(job!.task_identifier).toBe('deliver_webhook');
    expect(Math.abs(job!.run_at.getTime() - row.nextAttemptAt!.getTime())).toBeLessThanOrEqual(1);
    return (row.nextAttemptAt!.getTime() - ctx.clock.now.getTime()) / 1000;
  }

  test('3 failures then 200: 4 attempts and logs, gaps 5 s, 60 s, 300 s ±10%, one webhook-id, every attempt signed', async () => {
    const ctx = await pendingDelivery([{ status: 500, body: 'boom' }, { status: 500 }, { status: 500 }], { status: 200, body: 'ok' });
    const attemptTimes: Date[] = [];
    for (const [i, base] of [5, 60, 300].entries()) {
      attemptTimes.push(ctx.clock.now);
      expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('retrying');
      const gap = await nextGap(ctx, i + 1);
      expect(gap).toBeGreaterThanOrEqual(base * 0.9);
      expect(gap).toBeLessThanOrEqual(base * 1.1);
      // Nothing goes out before it is due: the job's run_at is the delivery's next attempt.
      ctx.clock.now = (await deliveryOf(t, ctx.hook.id, ctx.ev.id)).nextAttemptAt!;
    }
    attemptTimes.push(ctx.clock.now);
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('succeeded');
    expect(await deliveryOf(t, ctx.hook.id, ctx.ev.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 4, nextAttemptAt: null });
    expect((await jobsOf(t, ctx.d.id)).map((j) => j.key)).toEqual([0, 1, 2, 3].map((n) => `delivery:${ctx.d.id}:${n}`));

    const logs = await t.db.webhookLog.findMany({ where: { deliveryId: ctx.d.id }, orderBy: { createdAt: 'asc' } });
    expect(logs.map((l) => [l.success, l.responseStatus])).toEqual([
      [false, 500],
      [false, 500],
      [false, 500],
      [true, 200],
    ]);
    expect(logs.map((l) => l.createdAt.getTime())).toEqual(attemptTimes.map((d) => d.getTime()));
    expect(logs[0].responseBody).toBe('boom');
    for (const l of logs.slice(0, 3)) expect(l.error).toMatch(/500/);
    expect(logs[3].error).toBeNull();
    expect(new Set(logs.map((l) => l.id)).size).toBe(4);

    expect(ctx.rx.requests).toHaveLength(4);
    for (const [i, req] of ctx.rx.requests.entries()) {
      expect(req.headers['webhook-id']).toBe(ctx.ev.id);
      expect(req.body).toBe(ctx.rx.requests[0].body);
      expect(Number(req.headers['webhook-timestamp'])).toBe(Math.floor(attemptTimes[i].getTime() / 1000));
      expect(signatureValidAt(ctx.secret, req)).toBe(true);
    }
  });

  test('after 9 failed attempts the delivery is FAILED and nothing more is queued', async () => {
    const ctx = await pendingDelivery([], { status: 500 });
    const schedule = config.webhookRetrySchedule;
    for (const [i, base] of schedule.entries()) {
      expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('retrying');
      const gap = await nextGap(ctx, i + 1);
      expect(gap).toBeGreaterThanOrEqual(base * 0.9);
      expect(gap).toBeLessThanOrEqual(base * 1.1);
      ctx.clock.now = (await deliveryOf(t, ctx.hook.id, ctx.ev.id)).nextAttemptAt!;
    }
    const jobsBefore = await jobsOf(t, ctx.d.id);
    expect(jobsBefore).toHaveLength(9);
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('failed');
    expect(await deliveryOf(t, ctx.hook.id, ctx.ev.id)).toMatchObject({ status: 'FAILED', attempts: 9, nextAttemptAt: null });
    expect(await jobsOf(t, ctx.d.id)).toEqual(jobsBefore);
    expect(ctx.rx.requests).toHaveLength(9);
    const logs = await t.db.webhookLog.findMany({ where: { deliveryId: ctx.d.id } });
    expect(logs).toHaveLength(9);
    expect(logs.every((l) => !l.success && l.responseStatus === 500)).toBe(true);

    // A stale job for it is a no-op.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + DAY);
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('skipped');
    expect(ctx.rx.requests).toHaveLength(9);
    expect(await t.db.webhookLog.count({ where: { deliveryId: ctx.d.id } })).toBe(9);
  });

  test('429 with Retry-After: 120 on the first attempt: the next one is at least 120 s later', async () => {
    const ctx = await pendingDelivery([{ status: 429, headers: { 'retry-after': '120' } }]);
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('retrying');
    const gap = await nextGap(ctx, 1);
    expect(gap).toBeGreaterThanOrEqual(120);
    expect(gap).toBeLessThanOrEqual(24 * 3600);
    const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: ctx.d.id } });
    expect(log).toMatchObject({ responseStatus: 429, success: false });
    ctx.clock.now = (await deliveryOf(t, ctx.hook.id, ctx.ev.id)).nextAttemptAt!;
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('succeeded');
    expect(ctx.rx.requests.map((r) => r.headers['webhook-id'])).toEqual([ctx.ev.id, ctx.ev.id]);
  });

  test('a Retry-After shorter than the schedule does not shorten it; a huge one is capped at 24 h', async () => {
    const short = await pendingDelivery([{ status: 429, headers: { 'retry-after': '1' } }]);
    expect(await processDelivery(short.deps, short.d.id)).toBe('retrying');
    const gap = await nextGap(short, 1);
    expect(gap).toBeGreaterThanOrEqual(4.5);
    expect(gap).toBeLessThanOrEqual(5.5);

    const huge = await pendingDelivery([{ status: 503, headers: { 'retry-after': String(30 * 24 * 3600) } }]);
    expect(await processDelivery(huge.deps, huge.d.id)).toBe('retrying');
    const capped = await nextGap(huge, 1);
    expect(capped).toBeGreaterThan(3600);
    expect(capped).toBeLessThanOrEqual(24 * 3600);
  });

  test('410 Gone disables the webhook: the delivery fails, nothing is retried, nothing more is sent', async () => {
    const s = await shop();
    const rx = await receiver([{ status: 410, body: 'gone' }]);
    const { hook } = await addWebhook(t, s.store.id, rx.url, ['ORDER_CREATED']);
    const first = await deliveryOf(t, hook.id, (await eventOf(t, await placeOrder(s), 'ORDER_CREATED')).id);
    const second = await deliveryOf(t, hook.id, (await eventOf(t, await placeOrder(s), 'ORDER_CREATED')).id);

    expect(await processDelivery({ db: t.db, config }, first.id)).toBe('failed');
    const disabled = await t.db.webhook.findUniqueOrThrow({ where: { id: hook.id } });
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledReason).toMatch(/410/);
    expect(await deliveryOf(t, hook.id, first.eventId)).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null });
    expect((await jobsOf(t, first.id)).map((j) => j.key)).toEqual([`delivery:${first.id}:0`]);
    expect(await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: first.id } })).toMatchObject({
      responseStatus: 410,
      success: false,
      responseBody: 'gone',
    });

    // The delivery already queued before the 410 is not sent; new events get no delivery.
    expect(await processDelivery({ db: t.db, config }, second.id)).toBe('failed');
    expect((await deliveryOf(t, hook.id, second.eventId)).status).toBe('FAILED');
    const third = await eventOf(t, await placeOrder(s), 'ORDER_CREATED');
    expect(await t.db.webhookDelivery.count({ where: { eventId: third.id } })).toBe(0);
    expect(rx.requests).toHaveLength(1);
  });

  test('a 302 redirect is a failure and is not followed', async () => {
    const target = await receiver();
    const ctx = await pendingDelivery([{ status: 302, headers: { location: target.url } }]);
    expect(await processDelivery(ctx.deps, ctx.d.id)).toBe('retrying');
    await sleep(300);
    expect(target.requests).toEqual([]);
    expect(ctx.rx.requests).toHaveLength(1);
    const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: ctx.d.id } });
    expect(log).toMatchObject({ responseStatus: 302, success: false });
    expect(log.error).toMatch(/302/);
    const gap = await nextGap(ctx, 1);
    expect(gap).toBeGreaterThanOrEqual(4.5);
    expect(gap).toBeLessThanOrEqual(5.5);
  });

  test('a receiver slower than the timeout fails the attempt with an error that gives the time', async () => {
    const slow = { ...config, webhookTimeoutMs: 500 };
    const ctx = await pendingDelivery([{ status: 200, delayMs: 3000 }]);
    const started = Date.now();
    expect(await processDelivery({ ...ctx.deps, config: slow }, ctx.d.id)).toBe('retrying');
    const took = Date.now() - started;
    expect(took).toBeLessThan(2500);
    expect(ctx.rx.requests).toHaveLength(1);
    const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: ctx.d.id } });
    expect(log).toMatchObject({ success: false, responseStatus: null });
    expect(log.error).toMatch(/500\s?ms/);
    expect(log.responseTimeMs).toBeGreaterThanOrEqual(450);
    expect(log.responseTimeMs).toBeLessThan(2500);
    expect(await deliveryOf(t, ctx.hook.id, ctx.ev.id)).toMatchObject({ status: 'PENDING', attempts: 1 });
  });
});

test('a change that rolls back (approval without license keys) records no event, no delivery and no job', async () => {
  const s = await shop(t, { license_keys: ['ONLY-KEY'] });
  const rx = await receiver();
  const { hook } = await addWebhook(t, s.store.id, rx.url, ALL_EVENTS);
  const first = await placeOrder(s);
  const second = await placeOrder(s);
  await setStatus(s, first, 'APPROVED');

  const deliveriesBefore = await t.db.webhookDelivery.count({ where: { webhookId: hook.id } });
  const eventsBefore = await t.db.outboxEvent.count({ where: { storeId: s.store.id } });
  const jobsBefore = await jobCount(t);
  const refused = await t.http().patch(`/v1/app/order/${second}`).set(bearer(s.key)).send({ status: 'APPROVED' });
  expect(refused.status).toBe(409);
  expect(refused.body.errors[0].code).toBe('CONFLICT');

  expect(await t.db.outboxEvent.count({ where: { orderId: second, event: 'ORDER_APPROVED' } })).toBe(0);
  expect(await t.db.outboxEvent.count({ where: { storeId: s.store.id } })).toBe(eventsBefore);
  expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id } })).toBe(deliveriesBefore);
  expect(await jobCount(t)).toBe(jobsBefore);
  expect((await getOrder(s, second)).status).toBe('PENDING');
});

describe('with a real worker', () => {
  const workerConfig: Config = { ...config };

  test('every event reaches exactly its subscribers, signed; disabled and foreign webhooks get nothing', async () => {
    await withWorker(workerConfig, async (app, start) => {
      const s = await shop(app);
      const foreignShop = await shop(app);
      const [rxApproved, rxCreated, rxOff, rxLateOff, rxForeign] = await Promise.all([receiver(), receiver(), receiver(), receiver(), receiver()]);
      const approved = await addWebhook(app, s.store.id, rxApproved.url, ['ORDER_APPROVED']);
      const created = await addWebhook(app, s.store.id, rxCreated.url, ['ORDER_CREATED']);
      await addWebhook(app, s.store.id, rxOff.url, ALL_EVENTS, { enabled: false });
      const lateOff = await addWebhook(app, s.store.id, rxLateOff.url, ALL_EVENTS);
      await addWebhook(app, foreignShop.store.id, rxForeign.url, ALL_EVENTS);

      const orderId = await placeOrder(s);
      await setStatus(s, orderId, 'APPROVED');
      await app.db.webhook.update({ where: { id: lateOff.hook.id }, data: { enabled: false } });
      const createdEv = await eventOf(app, orderId, 'ORDER_CREATED');
      const approvedEv = await eventOf(app, orderId, 'ORDER_APPROVED');

      await start();
      await until('both deliveries to succeed', async () => {
        const ds = await app.db.webhookDelivery.findMany({ where: { webhookId: { in: [approved.hook.id, created.hook.id] } } });
        return ds.length === 2 && ds.every((d) => d.status === 'SUCCEEDED');
      });
      await until('the late-disabled webhook deliveries to fail', async () => {
        const ds = await app.db.webhookDelivery.findMany({ where: { webhookId: lateOff.hook.id } });
        return ds.length === 2 && ds.every((d) => d.status === 'FAILED');
      });
      await sleep(300);

      expect(rxApproved.requests.map((r) => r.headers['webhook-id'])).toEqual([approvedEv.id]);
      expect(rxCreated.requests.map((r) => r.headers['webhook-id'])).toEqual([createdEv.id]);
      expect(new Webhook(approved.secret).verify(rxApproved.requests[0].body, rxApproved.requests[0].headers)).toEqual(approvedEv.payload);
      expect(new Webhook(created.secret).verify(rxCreated.requests[0].body, rxCreated.requests[0].headers)).toEqual(createdEv.payload);
      expect(rxOff.requests).toEqual([]);
      expect(rxLateOff.requests).toEqual([]);
      expect(rxForeign.requests).toEqual([]);
    });
  });

  test('one healthy webhook receives 10 events in the order they happened', async () => {
    await withWorker(
      workerConfig,
      async (app) => {
        const s = await shop(app);
        // Uneven answer times: events sent in parallel would overtake each other.
        let inFlight = 0;
        let mostAtOnce = 0;
        const rx = await receiver(async () => {
          mostAtOnce = Math.max(mostAtOnce, ++inFlight);
          await sleep(Math.floor(Math.random() * 40));
          inFlight--;
          return { status: 200 };
        });
        const { hook, secret } = await addWebhook(app, s.store.id, rx.url, ['ORDER_CREATED']);
        for (let i = 0; i < 10; i++) await placeOrder(s);
        await until(
          '10 deliveries to succeed',
          async () => (await app.db.webhookDelivery.count({ where: { webhookId: hook.id, status: 'SUCCEEDED' } })) === 10,
          30_000,
        );
        const events = await app.db.outboxEvent.findMany({ where: { storeId: s.store.id }, orderBy: [{ createdAt: 'asc' }, { orderId: 'asc' }] });
        expect(events).toHaveLength(10);
        expect(rx.requests.map((r) => r.headers['webhook-id'])).toEqual(events.map((e) => e.id));
        expect(rx.requests.map((r) => r.json.data.id)).toEqual(events.map((e) => e.orderId));
        for (const r of rx.requests) expect(new Webhook(secret).verify(r.body, r.headers)).toEqual(r.json);
        // Never two at once for one webhook.
        expect(mostAtOnce).toBe(1);
      },
      { startFirst: true },
    );
  });

  test('a dead receiver does not delay a healthy webhook: its events arrive while the dead one is still timing out', async () => {
    const timeoutMs = 5000;
    await withWorker({ ...workerConfig, webhookTimeoutMs: timeoutMs }, async (app, start) => {
      const s = await shop(app);
      const dead = await receiver(() => ({ hang: true }));
      const healthy = await receiver();
      const deadHook = await addWebhook(app, s.store.id, dead.url, ['ORDER_CREATED']);
      const healthyHook = await addWebhook(app, s.store.id, healthy.url, ['ORDER_CREATED']);
      // The dead webhook is older, so its jobs come first.
      expect(deadHook.hook.id).toBeLessThan(healthyHook.hook.id);
      for (let i = 0; i < 5; i++) await placeOrder(s);

      await start();
      await dead.waitFor(1, 10_000);
      const deadSince = dead.requests[0].at;
      await healthy.waitFor(5, timeoutMs - 1000);
      const allIn = Date.now();
      expect(allIn - deadSince).toBeLessThan(timeoutMs);
      await until(
        'the healthy deliveries to be recorded',
        async () => (await app.db.webhookDelivery.count({ where: { webhookId: healthyHook.hook.id, status: 'SUCCEEDED' } })) === 5,
      );
      // The dead one is still on its first request: no log yet, nothing else sent to it.
      expect(await app.db.webhookLog.count({ where: { webhookId: deadHook.hook.id } })).toBe(0);
      expect(dead.requests).toHaveLength(1);
      expect(Date.now() - deadSince).toBeLessThan(timeoutMs);

      // Let the dead one time out for real: the attempt is logged as a timeout and retried later.
      await until(
        'the dead attempt to time out',
        async () => (await app.db.webhookLog.count({ where: { webhookId: deadHook.hook.id } })) >= 1,
        timeoutMs + 5000,
      );
      const log = await app.db.webhookLog.findFirstOrThrow({ where: { webhookId: deadHook.hook.id } });
      expect(log.success).toBe(false);
      expect(log.error).toMatch(new RegExp(`${timeoutMs}\\s?ms`));
      await dead.close();
    });
  }, 60_000);
});
