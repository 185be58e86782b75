import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Prisma, PrismaClient, Webhook, WebhookEvent, WebhookLog } from '../../generated/prisma/client';
import { objectId, signerFor, type Signer } from './webhook.crypto';
import { decryptSecret, secretKey } from '../../lib/secrets';
import { guardedLookup, literalHostBlocked } from './webhook.ssrf';
import { webhookDeliveries } from '../../metrics';
import { DELIVER_TASK, enqueueDelivery, insertDeliveries, readBatch, writeBatch, type DeliveryResult } from './webhook.queries';

export { DELIVER_TASK };

export const RESPONSE_BODY_LIMIT = 4096;
const USER_AGENT = 'StoreCommerce-Webhooks/1.0';

export interface SendResult {
  status: number | null;
  body: string | null;
  timeMs: number;
  error: string | null;
  /** Seconds the receiver asked to wait (Retry-After on 429/503). */
  retryAfter?: number;
}

function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * One POST to a receiver: no redirects followed, a hard time limit, private addresses refused at
 * connect time unless allowed. Never throws: failures come back as `error`. `keepAlive`: on a
 * pooled connection (the worker's batches); without it a connection of its own (resends).
 */
export function send(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean; keepAlive?: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      resolve({ status: null, body: null, timeMs: 0, error: 'invalid URL' });
      return;
    }
    if (literalHostBlocked(u, opts.allowPrivate)) {
      resolve({ status: null, body: null, timeMs: 0, error: 'refused: the URL points at a private address' });
      return;
    }
    const client = u.protocol === 'https:' ? https : http;
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (r: Omit<SendResult, 'timeMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, timeMs: elapsed() });
    };
    const timer = setTimeout(() => {
      current?.destroy(new Error(`no response within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    const post = (retried: boolean) => {
      const req = client.request(
        u,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
          // The guarded lookup runs whenever a socket is opened, pooled or not: a re-pointed host is
          // refused at its next connection.
          lookup: guardedLookup(opts.allowPrivate) as never,
          agent: opts.keepAlive ? keepAliveAgent(u.protocol === 'https:', opts.allowPrivate) : false,
        },
        (res) => onResponse(res),
      );
      current = req;
      req.on('error', (e: NodeJS.ErrnoException) => {
        // A pooled socket the receiver closed while it sat idle fails at once, before any answer:
        // that is the pool's race, not the receiver's answer, so it is sent again on a new socket.
        if (!retried && !settled && req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) {
          post(true);
          return;
        }
        finish({ status: null, body: null, error: e.message });
      });
      req.end(body);
    };
    const onResponse = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < RESPONSE_BODY_LIMIT * 4) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => {
        let text = Buffer.concat(chunks).toString('utf8');
        if (text.length > RESPONSE_BODY_LIMIT) text = `${text.slice(0, RESPONSE_BODY_LIMIT)}…[truncated]`;
        finish({
          status: res.statusCode ?? null,
          body: text,
          error: null,
          retryAfter:
            res.statusCode === 429 || res.statusCode === 503 ? parseRetryAfter(res.headers['retry-after'] as string | undefined, new Date()) : undefined,
        });
      });
      res.on('error', (e) => finish({ status: res.statusCode ?? null, body: null, error: e.message }));
    };
    post(false);
  });
}

const agents = new Map<string, http.Agent>();

/**
 * One keep-alive agent per protocol and SSRF mode (Node pools its sockets per host and port), so a
 * burst to one receiver pays one TLS handshake, not one per message. Sockets opened while private
 * addresses were allowed are never reused when they are not.
 */
function keepAliveAgent(tls: boolean, allowPrivate: boolean): http.Agent {
  const name = `${tls ? 'https' : 'http'}:${allowPrivate}`;
  let agent = agents.get(name);
  if (!agent) {
    const options = { keepAlive: true, maxFreeSockets: 64, scheduling: 'lifo' as const };
    agent = tls ? new https.Agent(options) : new http.Agent(options);
    agents.set(name, agent);
  }
  return agent;
}

export interface DeliveryDeps {
  db: PrismaClient;
  config: Config;
  now?: () => Date;
  sender?: typeof send;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** The headers of one message, with both its signatures (`signerFor`), signed at `now`. */
function signedHeaders(signer: Signer, messageId: string, now: Date, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    ...signer.headers(messageId, now, body),
  };
}

/** Signs and sends one message to a webhook and writes the attempt's log. */
export async function attempt(
  deps: DeliveryDeps,
  input: {
    webhook: Webhook;
    event: WebhookEvent;
    /** The event id: the same `webhook-id` on every retry and resend of one event. */
    messageId: string;
    payload: Prisma.JsonObject;
    eventId?: string | null;
    deliveryId?: number | null;
    isResend?: boolean;
    originalLogId?: string | null;
  },
): Promise<{ log: WebhookLog; result: SendResult }> {
  const now = deps.now?.() ?? new Date();
  const key = await secretKey(deps.db, deps.config);
  const signer = signerFor(decryptSecret(key, input.webhook.secretEnc));
  const body = JSON.stringify(input.payload);
  const headers = signedHeaders(signer, input.messageId, now, body);
  const result = await (deps.sender ?? send)(input.webhook.url, headers, body, {
    timeoutMs: deps.config.webhookTimeoutMs,
    allowPrivate: deps.config.webhookAllowPrivate,
  });
  const success = isSuccess(result.status);
  const log = await deps.db.webhookLog.create({
    data: {
      id: objectId(now),
      storeId: input.webhook.storeId,
      webhookId: input.webhook.id,
      deliveryId: input.deliveryId ?? null,
      eventId: input.eventId ?? null,
      event: input.event,
      url: input.webhook.url,
      requestBody: input.payload,
      responseStatus: result.status,
      responseBody: result.body,
      responseTimeMs: result.timeMs,
      success,
      error: success ? null : (result.error ?? `receiver answered ${result.status}`),
      isResend: input.isResend ?? false,
      originalLogId: input.originalLogId ?? null,
      createdAt: now,
    },
  });
  return { log, result };
}

/**
 * Creates, inside the event's transaction, one delivery per enabled webhook of the store that
 * subscribes to the event, and the job that sends it: a crash between the change and the send
 * cannot lose the event. Jobs of one webhook share a queue, so they run one at a time in order.
 */
export async function scheduleDeliveries(tx: Tx, storeId: number, eventId: string, event: WebhookEvent): Promise<void> {
  await insertDeliveries(tx, storeId, eventId, event);
}

/** The wait before the next attempt: the schedule with ±10% jitter, or longer when the receiver asks. */
export function nextDelaySeconds(schedule: number[], attemptsMade: number, retryAfter: number | undefined, random = Math.random): number | null {
  if (attemptsMade > schedule.length) return null;
  const base = schedule[attemptsMade - 1];
  const jittered = base * (0.9 + random() * 0.2);
  return Math.min(Math.max(jittered, retryAfter ?? 0), 24 * 3600);
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

const GONE_REASON = 'the receiver answered 410 Gone';

/**
 * What one attempt's answer makes of a delivery: succeeded; retried later (the contract's
 * schedule, or the receiver's Retry-After); failed after the last retry; or, on 410 Gone, failed
 * with the webhook disabled.
 */
function decide(
  config: Config,
  attemptsMade: number,
  result: SendResult,
  now: Date,
): { outcome: Exclude<DeliveryOutcome, 'skipped'>; gone: boolean; runAt: Date | null } {
  if (isSuccess(result.status)) return { outcome: 'succeeded', gone: false, runAt: null };
  if (result.status === 410) return { outcome: 'failed', gone: true, runAt: null };
  const delay = nextDelaySeconds(config.webhookRetrySchedule, attemptsMade, result.retryAfter);
  if (delay === null) return { outcome: 'failed', gone: false, runAt: null };
  return { outcome: 'retrying', gone: false, runAt: new Date(now.getTime() + delay * 1000) };
}

/**
 * One attempt of a pending delivery, then its next state (see decide). The worker sends in
 * batches (drainWebhook); this is the single-delivery form, with the caller's clock.
 */
export async function processDelivery(deps: DeliveryDeps, deliveryId: number): Promise<DeliveryOutcome> {
  const outcome = await processDeliveryOnce(deps, deliveryId);
  count(outcome);
  return outcome;
}

const OUTCOME_LABEL = { succeeded: 'success', retrying: 'failure', failed: 'gave_up' } as const;

/** The webhook_deliveries_total counter of the process that runs the worker (src/metrics.ts). */
function count(outcome: DeliveryOutcome) {
  if (outcome !== 'skipped') webhookDeliveries.inc({ outcome: OUTCOME_LABEL[outcome] });
}

async function processDeliveryOnce(deps: DeliveryDeps, deliveryId: number): Promise<DeliveryOutcome> {
  const db = deps.db;
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true, event: true } });
  if (delivery?.status !== 'PENDING') return 'skipped';
  if (!delivery.webhook.enabled) {
    await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'FAILED', nextAttemptAt: null } });
    return 'failed';
  }
  const payload = delivery.event.payload as Prisma.JsonObject;
  const { result } = await attempt(deps, {
    webhook: delivery.webhook,
    event: delivery.event.event,
    messageId: delivery.eventId,
    payload,
    eventId: delivery.eventId,
    deliveryId,
  });
  const attempts = delivery.attempts + 1;
  const now = deps.now?.() ?? new Date();
  const next = decide(deps.config, attempts, result, now);

  if (next.outcome === 'succeeded') {
    await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'SUCCEEDED', attempts, nextAttemptAt: null } });
  } else if (next.gone) {
    await db.$transaction([
      db.webhook.update({ where: { id: delivery.webhookId }, data: { enabled: false, disabledReason: GONE_REASON } }),
      db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'FAILED', attempts, nextAttemptAt: null } }),
    ]);
  } else if (next.outcome === 'failed') {
    await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'FAILED', attempts, nextAttemptAt: null } });
  } else {
    const runAt = next.runAt!;
    await db.$transaction(async (tx) => {
      await tx.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { attempts, nextAttemptAt: runAt } });
      await enqueueDelivery(tx, deliveryId, delivery.webhookId, attempts, runAt);
    });
  }
  return next.outcome;
}

/** Deliveries one job sends at most: the job's own cost (graphile-worker's statements) is paid per batch. */
export const BATCH_SIZE = 100;
/** Results are written every this many deliveries of a batch, so a crash repeats few messages and logs show up soon. */
const WRITE_EVERY = 25;

const keys = new WeakMap<PrismaClient, Buffer>();

/**
 * The sealing key, read once per process and database: it never changes once made (SECRET_KEY is
 * the process's; the generated one is inserted once and never updated), so a batch does not pay
 * secretKey's two statements.
 */
async function cachedSecretKey(deps: DeliveryDeps): Promise<Buffer> {
  if (deps.config.secretKey) return secretKey(deps.db, deps.config);
  let key = keys.get(deps.db);
  if (!key) {
    key = await secretKey(deps.db, deps.config);
    keys.set(deps.db, key);
  }
  return key;
}

/**
 * The job of one delivery: sends it and the webhook's other due deliveries, oldest event first,
 * one at a time on a pooled connection, and records them a batch at a time (one statement read,
 * one written). The batch stops at the first attempt that fails (the rest keep their jobs, so a dead
 * receiver costs one time-out per job, as before, and a shutdown waits for one at most), on 410,
 * and when the worker stops. At least once: a crash before a write sends those messages again,
 * with the same webhook-id.
 */
export async function drainWebhook(
  deps: DeliveryDeps,
  deliveryId: number,
  opts: { runningJobKey?: string | null; signal?: AbortSignal; batchSize?: number } = {},
): Promise<{ deliveryId: number; outcome: DeliveryOutcome }[]> {
  const { webhook, deliveries } = await readBatch(deps.db, deliveryId, opts.batchSize ?? BATCH_SIZE);
  if (!webhook) return [];
  const write = (results: DeliveryResult[], last: boolean, disable: string | null = null) =>
    writeBatch(deps.db, webhook, results, { runningJobKey: opts.runningJobKey ?? null, requeue: last ? deliveryId : null, disable });
  const outcomes: { deliveryId: number; outcome: DeliveryOutcome }[] = [];

  if (!webhook.enabled) {
    // Failed without an attempt, as a delivery of a disabled webhook always is.
    await write(
      deliveries.map((d) => ({ deliveryId: d.id, attemptsBefore: d.attempts, status: 'FAILED', attempts: d.attempts, nextAttemptAt: null, log: null })),
      true,
    );
    outcomes.push(...deliveries.map((d) => ({ deliveryId: d.id, outcome: 'failed' as const })));
    for (const o of outcomes) count(o.outcome);
    return outcomes;
  }

  const signer = signerFor(decryptSecret(await cachedSecretKey(deps), webhook.secretEnc));
  let pending: DeliveryResult[] = [];
  let disable: string | null = null;
  for (const d of deliveries) {
    if (opts.signal?.aborted) break;
    const now = deps.now?.() ?? new Date();
    const body = JSON.stringify(d.payload);
    const result = await (deps.sender ?? send)(webhook.url, signedHeaders(signer, d.eventId, now, body), body, {
      timeoutMs: deps.config.webhookTimeoutMs,
      allowPrivate: deps.config.webhookAllowPrivate,
      keepAlive: true,
    });
    const success = isSuccess(result.status);
    const attempts = d.attempts + 1;
    const next = decide(deps.config, attempts, result, deps.now?.() ?? new Date());
    pending.push({
      deliveryId: d.id,
      attemptsBefore: d.attempts,
      status: next.outcome === 'succeeded' ? 'SUCCEEDED' : next.outcome === 'failed' ? 'FAILED' : 'PENDING',
      attempts,
      nextAttemptAt: next.runAt,
      log: {
        id: objectId(now),
        eventId: d.eventId,
        event: d.event,
        responseStatus: result.status,
        responseBody: result.body,
        responseTimeMs: result.timeMs,
        success,
        error: success ? null : (result.error ?? `receiver answered ${result.status}`),
        createdAt: now,
      },
    });
    outcomes.push({ deliveryId: d.id, outcome: next.outcome });
    if (next.gone) disable = GONE_REASON;
    if (!success) break;
    if (pending.length >= WRITE_EVERY) {
      await write(pending, false);
      pending = [];
    }
  }
  await write(pending, true, disable);
  for (const o of outcomes) count(o.outcome);
  return outcomes;
}
