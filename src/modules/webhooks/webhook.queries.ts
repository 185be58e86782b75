import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import type { WebhookEvent } from '../../generated/prisma/client';

/**
 * The webhook deliveries' statements: scheduling an event's deliveries with their jobs, and the
 * worker's hot path, a batch read with its events in one statement and a batch's outcome (logs,
 * delivery states, jobs) written in one statement. graphile-worker's functions are called in
 * `sql` fragments: its schema is not ours to type.
 */

/** The job that delivers an event to a webhook (the graphile-worker task name). */
export const DELIVER_TASK = 'deliver_webhook';

/** A delivery's job key: one job per delivery and attempt, so a retry is a new job. */
const jobKey = (deliveryId: number, attemptsMade: number) => `delivery:${deliveryId}:${attemptsMade}`;

export interface BatchWebhook {
  id: number;
  storeId: number;
  url: string;
  secretEnc: string;
  enabled: boolean;
}

export interface BatchDelivery {
  id: number;
  eventId: string;
  attempts: number;
  event: WebhookEvent;
  payload: Record<string, unknown>;
}

/**
 * The webhook of a delivery and up to `limit` of its deliveries that are due now, oldest event
 * first (the order a healthy receiver is promised). A delivery waiting for a retry is not due, so
 * later ones go ahead of it. Only the job of one delivery of a webhook runs at a time (its queue),
 * so nobody else reads the same batch.
 */
const readBatchStatement = prepare('webhooks.readBatch', (p: Param<{ deliveryId: number; limit: number }>) =>
  db
    .selectFrom('webhooks as w')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhookDeliveries as d')
          .innerJoin('outboxEvents as e', 'e.id', 'd.eventId')
          .select(['d.id', 'd.eventId', 'd.attempts', 'e.event', 'e.payload', 'e.createdAt'])
          .whereRef('d.webhookId', '=', 'w.id')
          .where('d.status', '=', sql.lit('PENDING'))
          .where('d.nextAttemptAt', '<=', sql<Date>`now()`)
          .orderBy('e.createdAt')
          .orderBy('d.id')
          .limit(p('limit'))
          .as('b'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'w.id as webhookId',
      'w.storeId',
      'w.url',
      'w.secretEnc',
      'w.enabled',
      'b.id as deliveryId',
      sql<string | null>`${eb.ref('b.eventId')}::text`.as('eventId'),
      'b.attempts',
      'b.event',
      'b.payload',
    ])
    .where('w.id', '=', (eb) => eb.selectFrom('webhookDeliveries').select('webhookId').where('id', '=', p('deliveryId')))
    .orderBy('b.createdAt')
    .orderBy('b.id'),
);

export async function readBatch(tx: SqlTx, deliveryId: number, limit: number): Promise<{ webhook: BatchWebhook | null; deliveries: BatchDelivery[] }> {
  const rows = await readBatchStatement.run(tx, { deliveryId, limit });
  if (!rows.length) return { webhook: null, deliveries: [] };
  const w = rows[0];
  return {
    webhook: { id: w.webhookId, storeId: w.storeId, url: w.url, secretEnc: w.secretEnc, enabled: w.enabled },
    deliveries: rows
      .filter((r) => r.deliveryId !== null)
      .map((r) => ({ id: r.deliveryId!, eventId: r.eventId!, attempts: r.attempts!, event: r.event!, payload: r.payload as Record<string, unknown> })),
  };
}

/** What became of one delivery of a batch. */
export interface DeliveryResult {
  deliveryId: number;
  /** Its attempts before this one: its pending job is `jobKey(deliveryId, attemptsBefore)`. */
  attemptsBefore: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  /** The retry's time when status stays PENDING; a job is added for it. */
  nextAttemptAt: Date | null;
  /** The attempt's log; none when it was failed without an attempt (webhook disabled). */
  log: {
    id: string;
    eventId: string;
    event: WebhookEvent;
    responseStatus: number | null;
    responseBody: string | null;
    responseTimeMs: number;
    success: boolean;
    error: string | null;
    createdAt: Date;
  } | null;
}

interface WriteBatchArgs {
  rows: string;
  storeId: number;
  webhookId: number;
  url: string;
  disable: string | null;
  runningJobKey: string | null;
  queue: string;
  requeue: number | null;
}

const writeBatchStatement = prepare(
  'webhooks.writeBatch',
  (p: Param<WriteBatchArgs>) =>
    sql<{ logs: number; settled: number; disabled: number; removed: number; retried: number; requeued: number }>`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${p('rows')}::jsonb) AS r(
        delivery_id int, old_key text, status text, attempts int, next_at timestamptz, new_key text,
        log_id text, event_id uuid, event text, response_status int, response_body text,
        response_time_ms int, success boolean, error text, created_at timestamptz)
    ), logs AS (
      INSERT INTO webhook_logs (id, store_id, webhook_id, delivery_id, event_id, event, url, request_body,
                                response_status, response_body, response_time_ms, success, error, is_resend, created_at)
      SELECT r.log_id, ${p('storeId')}, ${p('webhookId')}, r.delivery_id, r.event_id, r.event::"WebhookEvent", ${p('url')}, e.payload,
             r.response_status, r.response_body, r.response_time_ms, r.success, r.error, false, r.created_at
      FROM r JOIN outbox_events e ON e.id = r.event_id
      WHERE r.log_id IS NOT NULL
      RETURNING id
    ), settled AS (
      UPDATE webhook_deliveries d
      SET status = r.status::"WebhookDeliveryStatus", attempts = r.attempts, next_attempt_at = r.next_at, updated_at = now()
      FROM r WHERE d.id = r.delivery_id AND d.status = 'PENDING'
      RETURNING d.id
    ), disabled AS (
      UPDATE webhooks SET enabled = false, disabled_reason = ${p('disable')}, updated_at = now()
      WHERE id = ${p('webhookId')} AND ${p('disable')}::text IS NOT NULL
      RETURNING id
    ), removed AS (
      -- complete_jobs, not remove_job: the same delete of unlocked jobs without a NOTIFY per job,
      -- which would wake every worker to look for work that is not there.
      SELECT graphile_worker.complete_jobs(ARRAY(
        SELECT j.id FROM graphile_worker.jobs j JOIN r ON j.key = r.old_key WHERE r.old_key IS DISTINCT FROM ${p('runningJobKey')}::text
      )) AS job
    ), retried AS (
      SELECT graphile_worker.add_job(${sql.lit(DELIVER_TASK)}::text, json_build_object('deliveryId', r.delivery_id),
               queue_name => ${p('queue')}::text, run_at => r.next_at, max_attempts => 10, job_key => r.new_key)
      FROM r WHERE r.new_key IS NOT NULL
    ), requeued AS (
      SELECT graphile_worker.add_job(${sql.lit(DELIVER_TASK)}::text, json_build_object('deliveryId', d.id),
               queue_name => ${p('queue')}::text, run_at => d.next_attempt_at, max_attempts => 10, job_key => 'delivery:' || d.id || ':' || d.attempts)
      FROM webhook_deliveries d
      WHERE d.id = ${p('requeue')}::int AND d.status = 'PENDING' AND NOT EXISTS (SELECT 1 FROM r WHERE r.delivery_id = d.id)
    )
    SELECT (SELECT count(*) FROM logs)::int AS logs, (SELECT count(*) FROM settled)::int AS settled, (SELECT count(*) FROM disabled)::int AS disabled,
           (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM retried)::int AS retried, (SELECT count(*) FROM requeued)::int AS requeued`,
);

/**
 * One statement for a batch's outcome: every attempt's log, every delivery's new state, the job of
 * each delivery deleted (the running job excepted: graphile-worker completes it) and a job added
 * for each retry; on 410 the webhook disabled. Being one statement it is all or nothing, so a
 * delivery is never left PENDING without a job, nor with a job and already done.
 *
 * `requeue`: the delivery of the running job. When this run did not settle it (the batch stopped
 * early, or it was past the batch's end) it gets its job back, since the running one completes.
 */
export async function writeBatch(
  tx: SqlTx,
  webhook: { id: number; storeId: number; url: string },
  results: DeliveryResult[],
  opts: { runningJobKey: string | null; requeue: number | null; disable: string | null },
): Promise<void> {
  const rows = results.map((r) => ({
    delivery_id: r.deliveryId,
    old_key: jobKey(r.deliveryId, r.attemptsBefore),
    status: r.status,
    attempts: r.attempts,
    next_at: r.nextAttemptAt?.toISOString() ?? null,
    new_key: r.status === 'PENDING' ? jobKey(r.deliveryId, r.attempts) : null,
    log_id: r.log?.id ?? null,
    event_id: r.log?.eventId ?? null,
    event: r.log?.event ?? null,
    response_status: r.log?.responseStatus ?? null,
    response_body: r.log?.responseBody ?? null,
    response_time_ms: r.log?.responseTimeMs ?? null,
    success: r.log?.success ?? null,
    error: r.log?.error ?? null,
    created_at: r.log?.createdAt.toISOString() ?? null,
  }));
  await writeBatchStatement.run(tx, {
    rows: JSON.stringify(rows),
    storeId: webhook.storeId,
    webhookId: webhook.id,
    url: webhook.url,
    disable: opts.disable,
    runningJobKey: opts.runningJobKey,
    queue: `webhook:${webhook.id}`,
    requeue: opts.requeue,
  });
}

const scheduleStatement = prepare(
  'webhooks.schedule',
  (p: Param<{ storeId: number; eventId: string; event: WebhookEvent }>) =>
    sql<{ job: unknown }>`
    WITH hooks AS (
      SELECT id FROM webhooks WHERE store_id = ${p('storeId')} AND enabled AND ${p('event')}::"WebhookEvent" = ANY(scopes) ORDER BY id
    ), deliveries AS (
      INSERT INTO webhook_deliveries (store_id, webhook_id, event_id, next_attempt_at, updated_at)
      SELECT ${p('storeId')}, id, ${p('eventId')}::uuid, now(), now() FROM hooks ORDER BY id
      RETURNING id, webhook_id
    )
    SELECT graphile_worker.add_job(
      ${sql.lit(DELIVER_TASK)}::text,
      json_build_object('deliveryId', d.id),
      queue_name => 'webhook:' || d.webhook_id,
      run_at => now(),
      max_attempts => 10,
      job_key => 'delivery:' || d.id || ':0'
    ) FROM (SELECT * FROM deliveries ORDER BY webhook_id) d`,
);

/**
 * Creates, inside the event's transaction, one delivery per enabled webhook of the store that
 * subscribes to the event, and the job that sends it, in one statement whatever the number of
 * webhooks (the deliveries, then a job for each, in webhook order).
 */
export async function insertDeliveries(tx: SqlTx, storeId: number, eventId: string, event: WebhookEvent): Promise<void> {
  await scheduleStatement.exec(tx, { storeId, eventId, event });
}

const enqueueStatement = prepare(
  'webhooks.enqueue',
  (p: Param<{ deliveryId: number; queue: string; runAt: Date; jobKey: string }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(DELIVER_TASK)}::text,
    json_build_object('deliveryId', ${p('deliveryId')}::int),
    queue_name => ${p('queue')}::text,
    run_at => ${p('runAt')}::timestamptz,
    max_attempts => 10,
    job_key => ${p('jobKey')}::text
  )`,
);

/** The job of one attempt of a delivery (a resend, a retry scheduled by hand). */
export async function enqueueDelivery(tx: SqlTx, deliveryId: number, webhookId: number, attemptNo: number, runAt: Date): Promise<void> {
  await enqueueStatement.exec(tx, { deliveryId, queue: `webhook:${webhookId}`, runAt, jobKey: jobKey(deliveryId, attemptNo) });
}
