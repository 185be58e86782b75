import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Prisma, PrismaClient, Webhook, WebhookEvent, WebhookLog } from '../../generated/prisma/client';
import { objectId, sign } from './webhook.crypto';
import { decryptSecret, secretKey } from '../../lib/secrets';
import { guardedLookup, literalHostBlocked } from './webhook.ssrf';
import { webhookDeliveries } from '../../metrics';

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
 * connect time unless allowed. Never throws: failures come back as `error`.
 */
export function send(url: string, headers: Record<string, string>, body: string, opts: { timeoutMs: number; allowPrivate: boolean }): Promise<SendResult> {
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
    const finish = (r: Omit<SendResult, 'timeMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, timeMs: elapsed() });
    };
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup(opts.allowPrivate) as never,
        agent: false,
      },
      (res) => {
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
            retryAfter: res.statusCode === 429 || res.statusCode === 503 ? parseRetryAfter(res.headers['retry-after'] as string | undefined, new Date()) : undefined,
          });
        });
        res.on('error', (e) => finish({ status: res.statusCode ?? null, body: null, error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no response within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('error', (e) => finish({ status: null, body: null, error: e.message }));
    req.end(body);
  });
}

export interface DeliveryDeps {
  db: PrismaClient;
  config: Config;
  now?: () => Date;
  sender?: typeof send;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

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
  const secret = decryptSecret(key, input.webhook.secretEnc);
  const body = JSON.stringify(input.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': input.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, input.messageId, timestamp, body),
  };
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

/** The job that delivers one event to one webhook. */
export const DELIVER_TASK = 'deliver_webhook';

/**
 * Creates, inside the event's transaction, one delivery per enabled webhook of the store that
 * subscribes to the event, and the job that sends it: a crash between the change and the send
 * cannot lose the event. Jobs of one webhook share a queue, so they run one at a time in order.
 */
export async function scheduleDeliveries(tx: Tx, storeId: number, eventId: string, event: WebhookEvent): Promise<void> {
  // One statement whatever the number of webhooks: the deliveries, then a job for each, in webhook order.
  await tx.$executeRaw`
    WITH hooks AS (
      SELECT id FROM webhooks WHERE store_id = ${storeId} AND enabled AND ${event}::"WebhookEvent" = ANY(scopes) ORDER BY id
    ), deliveries AS (
      INSERT INTO webhook_deliveries (store_id, webhook_id, event_id, next_attempt_at, updated_at)
      SELECT ${storeId}, id, ${eventId}::uuid, now(), now() FROM hooks ORDER BY id
      RETURNING id, webhook_id
    )
    SELECT graphile_worker.add_job(
      ${DELIVER_TASK}::text,
      json_build_object('deliveryId', d.id),
      queue_name => 'webhook:' || d.webhook_id,
      run_at => now(),
      max_attempts => 10,
      job_key => 'delivery:' || d.id || ':0'
    ) FROM (SELECT * FROM deliveries ORDER BY webhook_id) d`;
}

async function enqueueDelivery(db: Tx, deliveryId: number, webhookId: number, attemptNo: number, runAt: Date) {
  await db.$executeRaw`SELECT graphile_worker.add_job(
    ${DELIVER_TASK}::text,
    json_build_object('deliveryId', ${deliveryId}::int),
    queue_name => ${`webhook:${webhookId}`}::text,
    run_at => ${runAt}::timestamptz,
    max_attempts => 10,
    job_key => ${`delivery:${deliveryId}:${attemptNo}`}::text
  )`;
}

/** The wait before the next attempt: the schedule with ±10% jitter, or longer when the receiver asks. */
export function nextDelaySeconds(schedule: number[], attemptsMade: number, retryAfter: number | undefined, random = Math.random): number | null {
  if (attemptsMade > schedule.length) return null;
  const base = schedule[attemptsMade - 1];
  const jittered = base * (0.9 + random() * 0.2);
  return Math.min(Math.max(jittered, retryAfter ?? 0), 24 * 3600);
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/**
 * One attempt of a pending delivery, then its next state: succeeded; retried later (the
 * contract's schedule, or the receiver's Retry-After); failed after the last retry; or, on 410
 * Gone, failed with the webhook disabled.
 */
export async function processDelivery(deps: DeliveryDeps, deliveryId: number): Promise<DeliveryOutcome> {
  const outcome = await processDeliveryOnce(deps, deliveryId);
  // The webhook_deliveries_total counter of the process that runs the worker (src/metrics.ts).
  if (outcome !== 'skipped') webhookDeliveries.inc({ outcome: OUTCOME_LABEL[outcome] });
  return outcome;
}

const OUTCOME_LABEL = { succeeded: 'success', retrying: 'failure', failed: 'gave_up' } as const;

async function processDeliveryOnce(deps: DeliveryDeps, deliveryId: number): Promise<DeliveryOutcome> {
  const db = deps.db;
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true, event: true } });
  if (!delivery || delivery.status !== 'PENDING') return 'skipped';
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

  if (isSuccess(result.status)) {
    await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'SUCCEEDED', attempts, nextAttemptAt: null } });
    return 'succeeded';
  }
  if (result.status === 410) {
    await db.$transaction([
      db.webhook.update({ where: { id: delivery.webhookId }, data: { enabled: false, disabledReason: 'the receiver answered 410 Gone' } }),
      db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'FAILED', attempts, nextAttemptAt: null } }),
    ]);
    return 'failed';
  }
  const delay = nextDelaySeconds(deps.config.webhookRetrySchedule, attempts, result.retryAfter);
  if (delay === null) {
    await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { status: 'FAILED', attempts, nextAttemptAt: null } });
    return 'failed';
  }
  const runAt = new Date(now.getTime() + delay * 1000);
  await db.$transaction(async (tx) => {
    await tx.webhookDelivery.updateMany({ where: { id: deliveryId, status: 'PENDING' }, data: { attempts, nextAttemptAt: runAt } });
    await enqueueDelivery(tx, deliveryId, delivery.webhookId, attempts, runAt);
  });
  return 'retrying';
}
