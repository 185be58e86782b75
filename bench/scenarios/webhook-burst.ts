import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { createDatabase } from '../../src/db/client';
import { encryptSecret, secretKey } from '../../src/lib/secrets';
import { newWebhookSecret, signerFor } from '../../src/modules/webhooks/webhook.crypto';
import { CONNECTIONS, ROOT, log, stopChild, type BenchContext, type Child, type Row } from '../lib';
import { selfSignedCertificate } from '../../test/setup/certificate';
import { freePort } from '../../test/helpers/processes';

/**
 * Webhook burst: a flash sale's approvals, one endpoint subscribed to ORDER_APPROVED. A local
 * HTTPS receiver in this process counts what arrives; a worker-only child (RUN_API=false) sends.
 *
 * - "live": the worker runs while 1,000 PENDING orders are approved through the API
 *   (PATCH /v1/app/order/{id}, BENCH_CONNECTIONS at a time). deliveries/s from the receiver's first
 *   to its last receipt; p50/p99 from each event's creation (the payload's `date`) to its receipt.
 * - "backlog": the worker is stopped, 1,000 more are approved, then a worker starts: how fast one
 *   endpoint's backlog drains, and the SQL statements per delivery of the worker alone (everything
 *   PostgreSQL ran during the drain, nested statements of graphile-worker's functions included, and
 *   the idle polling of the worker's other slots).
 *
 * Each phase checks that every event arrived exactly once, in the order of the events, signed.
 */
const BURST = Number(process.env.BENCH_WEBHOOK_BURST ?? 1000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Receipt {
  id: string;
  date: string;
  at: number;
  signatureOk: boolean;
}

/** The receiver a real endpoint would be: HTTPS, keep-alive with Node's default timeout, answers 200 at once. */
async function startReceiver(certPath: string, keyPath: string, secret: string) {
  const receipts: Receipt[] = [];
  const signer = signerFor(secret);
  const server = https.createServer({ cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const json = JSON.parse(body) as { id: string; date: string };
      const id = String(req.headers['webhook-id']);
      const ts = Number(req.headers['webhook-timestamp']);
      const signatureOk =
        id === json.id &&
        String(req.headers['webhook-signature']) === signer.headers(id, new Date(ts * 1000), body)['webhook-signature'] &&
        String(req.headers['x-centralcart-signature']) === signer.headers(id, new Date(ts * 1000), body)['x-centralcart-signature'];
      receipts.push({ id: json.id, date: json.date, at, signatureOk });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/hook`,
    receipts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nobody listens on (another process answering /healthz on a fixed one would look like our worker). */

type Worker = Child & { stderr: () => string };

/** A worker-only process of the same build as the API, ready when its metrics port answers. */
async function startWorkerChild(ctx: BenchContext, env: Record<string, string>): Promise<Worker> {
  const port = await freePort();
  const proc = spawn(process.execPath, [...ctx.nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...ctx.apiEnv, ...env, RUN_API: 'false', RUN_WORKER: 'true', METRICS_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`worker exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok && proc.exitCode === null) {
        const child = { proc, url, stderr: () => stderr };
        ctx.children.push(child);
        return child;
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`worker did not start: ${stderr}`);
}

/**
 * PENDING orders of one line each, written set-based like bench/seed.ts; each line gets a fresh
 * license key of its package so the approvals never run out of keys, whatever ran before.
 */
async function pendingOrders(db: pg.Pool, storeId: number, packages: number[], n: number, tag: string): Promise<number[]> {
  const { rows } = await db.query(
    `WITH o AS (
       INSERT INTO orders (store_id, internal_id, client_identifier, client_email, client_name, price, net_received, gateway, status, currency, created_at, updated_at)
       SELECT $1::int, 'BURST-' || $3::text || '-' || g, 'burst' || g, 'burst' || g || '@example.com', 'Burst ' || g, 10, 0, 'PIX', 'PENDING', 'BRL', now(), now()
       FROM generate_series(1, $2::int) g
       RETURNING id
     ), l AS (
       INSERT INTO order_packages (store_id, order_id, package_id, name, quantity, unit_price, price, created_at, updated_at)
       SELECT $1, o.id, ($4::int[])[1 + o.id % array_length($4::int[], 1)], 'Package', 1, 10, 10, now(), now() FROM o
       RETURNING package_id, order_id
     ), k AS (
       INSERT INTO license_keys (store_id, package_id, value, updated_at)
       SELECT $1, l.package_id, 'BURST-' || $3::text || '-' || l.order_id, now() FROM l
     )
     SELECT id FROM o ORDER BY id`,
    [storeId, n, tag, packages],
  );
  return rows.map((r) => r.id as number);
}

async function approveAll(ctx: BenchContext, orderIds: number[]): Promise<{ seconds: number; failures: number }> {
  const started = Date.now();
  let next = 0;
  let failures = 0;
  const headers = { authorization: `Bearer ${ctx.stores.a.apiKey}`, 'content-type': 'application/json' };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < orderIds.length) {
        const id = orderIds[next++];
        const res = await fetch(`${ctx.api.url}/v1/app/order/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'APPROVED' }) });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      }
    }),
  );
  return { seconds: (Date.now() - started) / 1000, failures };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/** Waits for every event of `orderIds` at the receiver, then checks once-each, order and signatures. */
async function collect(
  ctx: BenchContext,
  worker: Worker,
  receipts: Receipt[],
  from: number,
  orderIds: number[],
  name: string,
  statementsOf?: () => Promise<number>,
): Promise<Row> {
  const deadline = Date.now() + 300_000;
  while (receipts.length - from < orderIds.length && Date.now() < deadline) {
    if (worker.proc.exitCode !== null) throw new Error(`the worker exited: ${worker.stderr()}`);
    await sleep(50);
  }
  await sleep(500); // anything sent twice would arrive now
  const got = receipts.slice(from);
  const statements = statementsOf ? await statementsOf() : 0;
  const { rows: events } = await ctx.db.query(
    `SELECT id::text FROM outbox_events WHERE order_id = ANY($1::int[]) AND event = 'ORDER_APPROVED' ORDER BY created_at, id`,
    [orderIds],
  );
  const ids = got.map((r) => r.id);
  const once = new Set(ids).size === ids.length && ids.length === events.length;
  // The order promised is the events' order as the worker sees them (created_at); ties between
  // concurrent approvals have no order to keep, so only out-of-order pairs with different dates count.
  let inversions = 0;
  for (let i = 1; i < got.length; i++) if (got[i].date < got[i - 1].date) inversions++;
  const badSignatures = got.filter((r) => !r.signatureOk).length;
  const lags = got.map((r) => r.at - Date.parse(r.date)).sort((a, b) => a - b);
  const span = got.length > 1 ? (got[got.length - 1].at - got[0].at) / 1000 : 0;
  const row: Row = {
    scenario: name,
    throughput: false,
    rps: span ? Math.round((got.length - 1) / span) : 0,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    latencyAvg: lags.length ? Math.round(lags.reduce((a, b) => a + b, 0) / lags.length) : 0,
    statements: got.length ? Math.round((statements / got.length) * 10) / 10 : 0,
    requests: got.length,
    errors: events.length - new Set(ids).size + (ids.length - new Set(ids).size) + inversions + badSignatures,
  };
  log(
    `${name}: ${got.length} receipts of ${events.length} events (${once ? 'each once' : 'NOT each once'}), ${inversions} out of order, ` +
      `${badSignatures} bad signatures; ${row.rps} deliveries/s, event-to-receipt p50 ${row.p50} ms p99 ${row.p99} ms` +
      (statementsOf ? `, ${row.statements} statements/delivery` : ''),
  );
  return row;
}

export const webhookBurst = async (ctx: BenchContext): Promise<Row[]> => {
  const tls = selfSignedCertificate('bench-webhook-');
  const secret = newWebhookSecret();
  const rx = await startReceiver(tls.cert, tls.key, secret);
  const storeId = ctx.stores.a.store.id;
  const database = createDatabase(ctx.url, { poolSize: 1 });
  let worker: Worker | undefined;
  try {
    const key = await secretKey(database.prisma, { secretKey: ctx.apiEnv.SECRET_KEY ?? process.env.SECRET_KEY });
    const hook = await database.prisma.webhook.create({
      data: { storeId, name: 'bench burst', url: rx.url, scopes: ['ORDER_APPROVED'], secretEnc: encryptSecret(key, secret) },
    });
    const workerEnv = { NODE_EXTRA_CA_CERTS: tls.cert, WEBHOOK_ALLOW_PRIVATE: 'true' };
    const rows: Row[] = [];

    log(`webhook burst: ${BURST} approvals with the worker running`);
    const live = await pendingOrders(ctx.db, storeId, ctx.packages, BURST, 'live');
    worker = await startWorkerChild(ctx, workerEnv);
    const approvedLive = await approveAll(ctx, live);
    log(`approved ${live.length} in ${approvedLive.seconds} s (${Math.round(live.length / approvedLive.seconds)}/s), ${approvedLive.failures} refused`);
    rows.push(
      await collect(ctx, worker, rx.receipts, 0, live, `8a. webhook burst, live: ${BURST} approvals, one endpoint (deliveries/s; event-to-receipt ms)`),
    );
    await stopChild(worker);

    log(`webhook backlog: ${BURST} approvals queued, then one worker drains them`);
    const backlog = await pendingOrders(ctx.db, storeId, ctx.packages, BURST, 'backlog');
    const approvedBacklog = await approveAll(ctx, backlog);
    log(`approved ${backlog.length} in ${approvedBacklog.seconds} s, ${approvedBacklog.failures} refused`);
    const from = rx.receipts.length;
    // The queue is held (locked as if by a worker that does not exist) until the new worker is up,
    // so the statements counted are the drain's, not the worker's start-up.
    const queue = `webhook:${hook.id}`;
    await ctx.db.query(`UPDATE graphile_worker._private_job_queues SET locked_at = now(), locked_by = 'bench-hold' WHERE queue_name = $1`, [queue]);
    worker = await startWorkerChild(ctx, workerEnv);
    await sleep(2000);
    await ctx.stmts.reset();
    await ctx.db.query(`UPDATE graphile_worker._private_job_queues SET locked_at = NULL, locked_by = NULL WHERE queue_name = $1`, [queue]);
    await ctx.db.query(`SELECT pg_notify('jobs:insert', '{}')`);
    rows.push(
      await collect(
        ctx,
        worker,
        rx.receipts,
        from,
        backlog,
        `8b. webhook backlog: ${BURST} queued deliveries drained, one endpoint (deliveries/s; SQL per delivery)`,
        () => ctx.stmts.count(),
      ),
    );
    // The count above includes what PostgreSQL runs inside statements (with track=all): mostly the
    // three foreign-key checks of each log row. What the worker sends is the top-level part.
    const sent = await ctx.stmts.count({ topLevel: true });
    rows[rows.length - 1].sent = Math.round((sent / BURST) * 100) / 100;
    log(`8b: ${rows[rows.length - 1].sent} top-level statements per delivery (${sent} for ${BURST})`);
    await database.prisma.webhook.delete({ where: { id: hook.id } });
    return rows;
  } finally {
    if (worker) await stopChild(worker);
    await rx.close();
    await database.close();
    fs.rmSync(tls.dir, { recursive: true, force: true });
  }
};
