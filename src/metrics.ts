import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'kysely';
import type { Queryable } from './db/client';
import { db, prepare, type Param } from './db/sql';
import { withRequestId, type Log } from './logger';

/**
 * Prometheus metrics of this process (one registry per process, whatever number of apps it runs):
 * HTTP latency per route pattern, webhook delivery outcomes (counted where the worker runs),
 * the job queue's depth and the live workers (read from the database at scrape time), and Node's
 * default process metrics. Labels are route patterns and classes, never ids or store data.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration, by method, route pattern (or graphql:<operation type>) and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts run by the job worker: success, failure (retried later), gave_up (last retry failed, 410 Gone, or webhook disabled)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
for (const outcome of ['success', 'failure', 'gave_up']) webhookDeliveries.inc({ outcome }, 0);

/** Order e-mail attempts (src/modules/mail/order-email.delivery.ts), counted in the worker's process. */
export const orderEmailAttempts = new Counter({
  name: 'order_emails_total',
  help: 'Order e-mail attempts run by the job worker: sent, failure (retried later), gave_up (the last retry failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
for (const outcome of ['sent', 'failure', 'gave_up']) orderEmailAttempts.inc({ outcome }, 0);

/** Game-server plugins connected for push (src/modules/game-servers/push/), in this process. */
export const pluginConnections = new Gauge({
  name: 'plugin_connections',
  help: 'Game-server plugins connected to this process for push (socket.io), by credential: server (a server token) or key (an admin API key)',
  labelNames: ['credential'] as const,
  registers: [registry],
});
for (const credential of ['server', 'key']) pluginConnections.set({ credential }, 0);

export const pluginPushes = new Counter({
  name: 'plugin_pushes_total',
  help: 'EXECUTE_COMMAND events this process sent to plugins (one per connection; a redelivery counts again)',
  registers: [registry],
});

let queueSource: { sql: Queryable; staleAfterSeconds: number } | undefined;

/** Where the scrape-time gauges read from: this process's pool. */
export function setQueueSource(sql: Queryable, staleAfterSeconds: number): void {
  queueSource = { sql, staleAfterSeconds };
}

const JOB_STATES = ['ready', 'scheduled', 'running', 'failed'] as const;
type QueueRow = Record<(typeof JOB_STATES)[number] | 'workers', string>;

// graphile-worker's jobs table is outside our schema: a whole-statement template, prepared once.
const queueStatement = prepare('metrics.queue', (p: Param<{ cutoff: Date }>) => {
  const workers = db
    .selectFrom('workerHeartbeats')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('seenAt', '>', p('cutoff'));
  return sql<QueueRow>`SELECT count(*) FILTER (WHERE is_available AND run_at <= now()) AS ready,
                              count(*) FILTER (WHERE is_available AND run_at > now()) AS scheduled,
                              count(*) FILTER (WHERE locked_at IS NOT NULL) AS running,
                              count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts) AS failed,
                              ${workers} AS workers
                         FROM graphile_worker._private_jobs`;
});

let inflight: Promise<QueueRow | undefined> | undefined;
/** One statement per scrape for both gauges (they are collected concurrently); the jobs table holds only jobs not yet done. */
function readQueue(): Promise<QueueRow | undefined> {
  if (!queueSource) return Promise.resolve(undefined);
  const { sql, staleAfterSeconds } = queueSource;
  inflight ??= queueStatement
    .runOnPool(sql, { cutoff: new Date(Date.now() - staleAfterSeconds * 1000) })
    // No queue tables (yet) or no database: no value rather than a stale one.
    .then(
      (rows) => rows[0],
      () => undefined,
    )
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

// Registered in `registry`, which reads it through collect(): no binding needed.
new Gauge({
  name: 'job_queue_depth',
  help: 'graphile-worker jobs (whole database): ready (due, waiting for a worker), scheduled (due later: retries), running (locked by a worker), failed (out of attempts)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const row = await readQueue();
    if (!row) this.reset();
    else for (const state of JOB_STATES) this.set({ state }, Number(row[state]));
  },
});

new Gauge({
  name: 'job_workers_live',
  help: 'Job worker processes with a heartbeat younger than WORKER_STALE_AFTER_SECONDS (whole database)',
  registers: [registry],
  async collect() {
    const row = await readQueue();
    if (!row) this.reset();
    else this.set(Number(row.workers));
  },
});

/** The Prometheus text of this process. */
async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

export const metricsHandler: RequestHandler = async (_req, res) => {
  const { contentType, body } = await metricsText();
  res.setHeader('content-type', contentType);
  res.setHeader('cache-control', 'no-store');
  res.send(body);
};

/** The operation type of a GraphQL request body, without parsing the document: a label, not a check. */
function graphqlOperationType(body: unknown): string {
  const b = body as { query?: unknown; operationName?: unknown } | undefined;
  if (!b || typeof b.query !== 'string') return 'invalid';
  const doc = b.query.replace(/#[^\n\r]*/g, ' ');
  if (typeof b.operationName === 'string' && /^[_A-Za-z][_0-9A-Za-z]*$/.test(b.operationName)) {
    const m = doc.match(new RegExp(`\\b(query|mutation|subscription)\\s+${b.operationName}\\b`));
    if (m) return m[1];
  }
  const first = doc.match(/^[\s,]*(query|mutation|subscription|\{)/);
  if (!first) return 'invalid';
  return first[1] === '{' ? 'query' : first[1];
}

/**
 * The route pattern of a finished request: the express route that answered (`/v1/app/package/:id`),
 * `graphql:<query|mutation|...>` for the GraphQL endpoint, or `unmatched` (never the raw path, which
 * would carry ids and grow without bound).
 */
function routeLabel(req: Request, mountedAt: string | undefined): string {
  if (req.route?.path !== undefined && typeof req.route.path === 'string') return `${mountedAt ?? ''}${req.route.path}`;
  if (mountedAt === '/graphql') return req.method === 'POST' ? `graphql:${graphqlOperationType(req.body)}` : 'graphql';
  return 'unmatched';
}

const MOUNTS = ['/v1', '/graphql'];

const ID = /^(\d{1,10}|[0-9a-fA-F]{24})$/;

/**
 * The path as logged: the route pattern with its id parameters (integers, 24-hex log ids) filled
 * in, any other parameter left as its name, and nothing at all for a path no route matched. A
 * careless client may put a key or a token anywhere in a URL; only what cannot be one is written.
 */
function loggedPath(route: string, path: string): string | undefined {
  if (route === 'unmatched') return undefined;
  if (route.startsWith('graphql')) return '/graphql';
  const pattern = route.split('/');
  const actual = path.split('/');
  if (pattern.length !== actual.length) return route;
  return pattern.map((seg, i) => (seg.startsWith(':') && ID.test(actual[i]) ? actual[i] : seg)).join('/');
}

/** The path without its query string (which may carry a key, e.g. GraphiQL's `?key=`). */
const pathOnly = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * The first middleware: the request id (the caller's `x-request-id` when well-formed, else a new
 * one) echoed in the response and carried by every log line of the request; one access log line
 * and one histogram sample when the response ends. Nothing from headers, bodies or the query string
 * is logged, and of the path only what `loggedPath` keeps.
 */
export function observeRequests(log: Log, newId: () => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const given = req.header('x-request-id');
    const requestId = given && /^[\w.:-]{1,128}$/.test(given) ? given : newId();
    res.setHeader('x-request-id', requestId);
    res.locals.requestId = requestId;
    const path = pathOnly(req.originalUrl);
    const mountedAt = MOUNTS.find((m) => path === m || path.startsWith(`${m}/`));
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const aborted = !res.writableFinished;
      const status = res.statusCode;
      const route = routeLabel(req, mountedAt);
      httpDuration.observe({ method: req.method, route, status_class: aborted ? 'aborted' : `${Math.floor(status / 100)}xx` }, seconds);
      log({
        msg: 'request',
        requestId,
        method: req.method,
        route,
        path: loggedPath(route, path),
        status,
        durationMs: Math.round(seconds * 1e6) / 1e3,
        ...(aborted ? { aborted: true } : {}),
      });
    });
    withRequestId(requestId, next);
  };
}

/**
 * For a process that runs only the job worker: `/metrics` (its webhook outcomes live here) and
 * `/healthz` on a bare HTTP server.
 */
export function startMetricsServer(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = pathOnly(req.url ?? '/');
    if (req.method === 'GET' && path === '/metrics') {
      metricsText().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          res.end(body);
        },
        () => {
          res.writeHead(500).end();
        },
      );
      return;
    }
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Not found","code":"NOT_FOUND"}]}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
