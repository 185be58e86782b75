import type { PrismaClient, WebhookEvent } from '../../generated/prisma/client';

/**
 * The worker's hot path over webhook_deliveries, in raw SQL: a batch read with its events in one
 * statement, and a batch's outcome (logs, delivery states, jobs) written in one statement.
 */

/** The job that delivers an event to a webhook (the graphile-worker task name). */
export const DELIVER_TASK = 'deliver_webhook';

/** A delivery's job key: one job per delivery and attempt, so a retry is a new job. */
export const jobKey = (deliveryId: number, attemptsMade: number) => `delivery:${deliveryId}:${attemptsMade}`;

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
export async function readBatch(db: PrismaClient, deliveryId: number, limit: number): Promise<{ webhook: BatchWebhook | null; deliveries: BatchDelivery[] }> {
  const rows = await db.$queryRaw<
    {
      webhook_id: number;
      store_id: number;
      url: string;
      secret_enc: string;
      enabled: boolean;
      delivery_id: number | null;
      event_id: string | null;
      attempts: number | null;
      event: WebhookEvent | null;
      payload: Record<string, unknown> | null;
    }[]
  >`
    SELECT w.id AS webhook_id, w.store_id, w.url, w.secret_enc, w.enabled,
           b.id AS delivery_id, b.event_id::text AS event_id, b.attempts, b.event::text AS event, b.payload
    FROM webhooks w
    LEFT JOIN LATERAL (
      SELECT d.id, d.event_id, d.attempts, e.event, e.payload, e.created_at
      FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE d.webhook_id = w.id AND d.status = 'PENDING' AND d.next_attempt_at <= now()
      ORDER BY e.created_at, d.id
      LIMIT ${limit}
    ) b ON true
    WHERE w.id = (SELECT webhook_id FROM webhook_deliveries WHERE id = ${deliveryId})
    ORDER BY b.created_at, b.id`;
  if (!rows.length) return { webhook: null, deliveries: [] };
  const w = rows[0];
  return {
    webhook: { id: w.webhook_id, storeId: w.store_id, url: w.url, secretEnc: w.secret_enc, enabled: w.enabled },
    deliveries: rows
      .filter((r) => r.delivery_id !== null)
      .map((r) => ({ id: r.delivery_id!, eventId: r.event_id!, attempts: r.attempts!, event: r.event!, payload: r.payload! })),
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
  db: PrismaClient,
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
  const queue = `webhook:${webhook.id}`;
  await db.$queryRaw`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        delivery_id int, old_key text, status text, attempts int, next_at timestamptz, new_key text,
        log_id text, event_id uuid, event text, response_status int, response_body text,
        response_time_ms int, success boolean, error text, created_at timestamptz)
    ), logs AS (
      INSERT INTO webhook_logs (id, store_id, webhook_id, delivery_id, event_id, event, url, request_body,
                                response_status, response_body, response_time_ms, success, error, is_resend, created_at)
      SELECT r.log_id, ${webhook.storeId}, ${webhook.id}, r.delivery_id, r.event_id, r.event::"WebhookEvent", ${webhook.url}, e.payload,
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
      UPDATE webhooks SET enabled = false, disabled_reason = ${opts.disable}, updated_at = now()
      WHERE id = ${webhook.id} AND ${opts.disable}::text IS NOT NULL
      RETURNING id
    ), removed AS (
      -- complete_jobs, not remove_job: the same delete of unlocked jobs without a NOTIFY per job,
      -- which would wake every worker to look for work that is not there.
      SELECT graphile_worker.complete_jobs(ARRAY(
        SELECT j.id FROM graphile_worker.jobs j JOIN r ON j.key = r.old_key WHERE r.old_key IS DISTINCT FROM ${opts.runningJobKey}::text
      )) AS job
    ), retried AS (
      SELECT graphile_worker.add_job(${DELIVER_TASK}::text, json_build_object('deliveryId', r.delivery_id),
               queue_name => ${queue}::text, run_at => r.next_at, max_attempts => 10, job_key => r.new_key)
      FROM r WHERE r.new_key IS NOT NULL
    ), requeued AS (
      SELECT graphile_worker.add_job(${DELIVER_TASK}::text, json_build_object('deliveryId', d.id),
               queue_name => ${queue}::text, run_at => d.next_attempt_at, max_attempts => 10, job_key => 'delivery:' || d.id || ':' || d.attempts)
      FROM webhook_deliveries d
      WHERE d.id = ${opts.requeue}::int AND d.status = 'PENDING' AND NOT EXISTS (SELECT 1 FROM r WHERE r.delivery_id = d.id)
    )
    SELECT (SELECT count(*) FROM logs)::int AS logs, (SELECT count(*) FROM settled)::int AS settled, (SELECT count(*) FROM disabled)::int AS disabled,
           (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM retried)::int AS retried, (SELECT count(*) FROM requeued)::int AS requeued`;
}
