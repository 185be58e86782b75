import { Webhook } from 'standardwebhooks';
import { setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, checkout } from '../helpers/fixtures';
import { startApp, type AppProcess } from '../helpers/processes';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { loadConfig } from '../../src/config';
import { recordOrderEvent } from '../../src/modules/orders/order.events';
import { newWebhookSecret } from '../../src/modules/webhooks/webhook.crypto';
import { encryptSecret, secretKey } from '../../src/lib/secrets';

/**
 * Events are never lost by a crash: 500 queued deliveries, a worker process SIGKILLed in the middle
 * of one, a second worker that takes over the dead one's jobs once its heartbeat is stale. Every
 * event reaches the receiver at least once; a repeat is the same message (same webhook-id, valid
 * signature), so receivers can deduplicate.
 */
const EVENTS = 500;
const KILL_AT = 100; // the request during which the first worker dies
// After the kill: the second worker must take over within STALL_MS (its start-up plus the 2 s
// staleness), and keep delivering; SETTLE_MS caps the whole catch-up (about 10 deliveries a second
// were measured for one webhook, in order, on a loaded 2-core machine).
const STALL_MS = 30_000;
const SETTLE_MS = 150_000;

let t: TestApp;
let rx: Receiver | undefined;
const children: WorkerProcess[] = [];

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await rx?.close();
  await t.close();
});

type WorkerProcess = AppProcess;

/** A worker-only process (node with tsx's loader, in its own process group; see test/helpers/processes.ts). */
function startWorkerProcess(databaseUrl: string): WorkerProcess {
  if (!process.env.NODE_EXTRA_CA_CERTS) throw new Error('NODE_EXTRA_CA_CERTS is not set (test/setup/global-setup.ts sets it)');
  const proc = startApp(databaseUrl, { RUN_API: 'false', RUN_WORKER: 'true', WORKER_STALE_AFTER_SECONDS: '2' });
  children.push(proc);
  return proc;
}

async function until(what: string, fn: () => Promise<boolean>, timeoutMs: number, onTimeout?: () => Promise<string> | string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${onTimeout ? `\n${await onTimeout()}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What holds the queue up when the second worker does not finish: locked jobs and queues, heartbeats. */
async function diagnose(): Promise<string> {
  const jobs = await t.db.$queryRaw<
    unknown[]
  >`SELECT id, key, locked_by, locked_at, attempts, last_error FROM graphile_worker.jobs WHERE locked_by IS NOT NULL`;
  const queues = await t.db.$queryRaw<unknown[]>`SELECT queue_name, locked_by, locked_at FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL`;
  const beats = await t.db.workerHeartbeat.findMany();
  return JSON.stringify({ lockedJobs: jobs, lockedQueues: queues, heartbeats: beats }, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v), 1);
}

test(`${EVENTS} events survive a worker SIGKILLed mid-delivery: all arrive, repeats are the same signed message`, async () => {
  const started = Date.now();
  const config = { ...loadConfig({}), webhookAllowPrivate: true };
  const { store, key, categoryId } = await aStore(t);
  const pkg = await aPackage(t, { key, categoryId }, { type: 'SINGLE' });
  const placed = await checkout(t, store, { items: [{ id: pkg.id, quantity: 1 }], client_name: 'Steve' });
  const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.order_id } });

  let first: WorkerProcess | undefined;
  let killedEventId: string | undefined;
  rx = await startReceiver(async (req) => {
    if (req.index === KILL_AT) {
      // Dies with this request in flight: it was received, but its success is never recorded.
      killedEventId = req.headers['webhook-id'];
      first!.kill('SIGKILL');
      return { destroy: true, delayMs: 50 };
    }
    return { status: 200, body: 'ok', delayMs: 20 };
  });

  const secret = newWebhookSecret();
  const hook = await t.db.webhook.create({
    data: { storeId: store.id, name: 'crash', url: rx.url, scopes: ['ORDER_CREATED'], secretEnc: encryptSecret(await secretKey(t.db, config), secret) },
  });

  const eventIds: string[] = [];
  for (let batch = 0; batch < EVENTS / 50; batch++) {
    const ids = await t.db.$transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 50; i++) out.push(await recordOrderEvent(tx, store, 'ORDER_CREATED', order));
      return out;
    });
    eventIds.push(...ids);
  }
  expect(new Set(eventIds).size).toBe(EVENTS);
  expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id, status: 'PENDING' } })).toBe(EVENTS);
  const queued = await t.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE queue_name = ${`webhook:${hook.id}`}`;
  expect(Number(queued[0].n)).toBe(EVENTS);
  const enqueuedAt = Date.now();

  first = startWorkerProcess(t.database.url);
  await until(
    'the first worker to be killed',
    async () => killedEventId !== undefined,
    60_000,
    () => first!.output(),
  );
  await first.exited;
  const killedAt = Date.now();
  const beforeKill = rx.requests.length;
  expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id, status: 'PENDING' } })).toBeGreaterThan(0);

  const second = startWorkerProcess(t.database.url);
  const settleStart = Date.now();
  for (;;) {
    if ((await t.db.webhookDelivery.count({ where: { webhookId: hook.id, status: 'SUCCEEDED' } })) === EVENTS) break;
    const lastArrival = Math.max(killedAt, rx.requests[rx.requests.length - 1].at);
    const stalled = Date.now() - lastArrival > STALL_MS;
    if (stalled || Date.now() - settleStart > SETTLE_MS) {
      throw new Error(
        `${stalled ? `nothing delivered for ${STALL_MS} ms` : `not done after ${SETTLE_MS} ms`} after the first worker was killed: ` +
          `received ${rx.requests.length}\n${await diagnose()}\nsecond worker output:\n${second.output()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const doneAt = Date.now();
  second.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const received = rx.requests;
  const byEvent = new Map<string, number>();
  for (const r of received) byEvent.set(r.json.id, (byEvent.get(r.json.id) ?? 0) + 1);
  const repeats = [...byEvent.entries()].filter(([, n]) => n > 1);
  console.log(
    [
      `crash test: ${EVENTS} events, first worker SIGKILLed during request #${KILL_AT + 1} (${beforeKill} requests received by then)`,
      `received ${received.length} requests, ${byEvent.size} distinct events, ${received.length - byEvent.size} duplicates (${repeats.length} events repeated)`,
      `enqueue ${enqueuedAt - started} ms, until kill ${killedAt - enqueuedAt} ms, second worker finished after ${doneAt - killedAt} ms, total ${doneAt - started} ms`,
    ].join('\n'),
  );

  // Every event arrived, none missing, nothing that was not queued.
  expect([...byEvent.keys()].sort()).toEqual([...eventIds].sort());
  // Each request is the message of its event, signed: a repeat carries the same webhook-id.
  const verifier = new Webhook(secret);
  for (const r of received) {
    expect(r.headers['webhook-id']).toBe(r.json.id);
    expect(verifier.verify(r.body, r.headers)).toEqual(r.json);
  }
  // The request in flight at the kill was never recorded as delivered, so it was sent again.
  expect(repeats.map(([id]) => id)).toContain(killedEventId);
  const killedCopies = received.filter((r) => r.json.id === killedEventId);
  expect(new Set(killedCopies.map((r) => r.body)).size).toBe(1);
  expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id, status: { not: 'SUCCEEDED' } } })).toBe(0);
}, 240_000);
