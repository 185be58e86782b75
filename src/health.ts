import type { RequestHandler } from 'express';
import type { Config } from './config';
import type { Database } from './db/client';
import { pendingMigrations } from './db/migrate';
import type { Log } from './logger';

export interface WorkerStatus {
  /**
   * ok: a fresh heartbeat (this process's own, when it runs a worker; else any); none: no heartbeat;
   * stale: only old ones; starting: this process's worker has not started yet.
   */
  status: 'ok' | 'stale' | 'none' | 'starting';
  /** Whether this process runs a job worker (then readiness depends on it). */
  in_process: boolean;
  /** Workers with a heartbeat younger than WORKER_STALE_AFTER_SECONDS, in the whole deployment. */
  live: number;
  last_seen_at: string | null;
}

export interface Readiness {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
  migrations?: 'ok' | 'pending';
  pending?: string[];
  worker?: WorkerStatus;
  /** Whether this deployment sends buyers e-mail (SMTP_URL and MAIL_FROM set); off is no failure. */
  mail?: 'on' | 'off';
}

const TIMEOUT_MS = 2000;

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/**
 * `/readyz`: may this instance take traffic? The database answers (within 2 s), every migration
 * this code knows is applied, and, when this process runs the job worker, that worker has a fresh
 * heartbeat. An API-only instance reports the deployment's workers but does not fail on them:
 * requests never wait for the worker (events wait in the outbox), so taking every API instance out
 * of the load balancer because the worker is down would turn a delivery delay into an outage.
 * Alert on `job_workers_live` / `job_queue_depth` instead. `mail` says whether buyers get e-mail
 * (SMTP_URL and MAIL_FROM set); it never makes the instance unready: e-mail waits in order_emails.
 */
export function readinessHandler(deps: { database: Database; config: Config }, opts: { log: Log; worker?: () => string | undefined }): RequestHandler {
  let migrationsOk = false; // once applied, they stay applied for this code
  return async (_req, res) => {
    const body: Readiness = { status: 'ok', database: 'ok', mail: deps.config.mail ? 'on' : 'off' };
    try {
      await timeout(
        (async () => {
          const client = await deps.database.pool.connect();
          try {
            if (!migrationsOk) {
              const pending = await pendingMigrations(client);
              if (pending.length) {
                body.migrations = 'pending';
                body.pending = pending;
              } else migrationsOk = true;
            }
            if (migrationsOk) body.migrations = 'ok';
            const inProcess = !!opts.worker;
            const own = opts.worker?.();
            const cutoff = new Date(Date.now() - deps.config.workerStaleAfterSeconds * 1000);
            const { rows } = await client.query<{ live: string; last: Date | null; own_last: Date | null }>(
              `SELECT count(*) FILTER (WHERE seen_at > $1) AS live, max(seen_at) AS last,
                      max(seen_at) FILTER (WHERE instance_id = $2) AS own_last
                 FROM worker_heartbeats`,
              [cutoff, own ?? ''],
            );
            const live = Number(rows[0].live);
            const { last, own_last: ownLast } = rows[0];
            let status: WorkerStatus['status'];
            if (inProcess) status = !own ? 'starting' : !ownLast ? 'none' : ownLast > cutoff ? 'ok' : 'stale';
            else status = live > 0 ? 'ok' : last ? 'stale' : 'none';
            body.worker = { status, in_process: inProcess, live, last_seen_at: last ? last.toISOString() : null };
          } finally {
            client.release();
          }
        })(),
        TIMEOUT_MS,
      );
    } catch (e) {
      opts.log({ level: 'warn', msg: 'readiness: database unavailable', err: String((e as Error)?.message ?? e) });
      res.status(503).json({ status: 'unavailable', database: 'unavailable' } satisfies Readiness);
      return;
    }
    const ready = body.migrations === 'ok' && (!body.worker?.in_process || body.worker.status === 'ok');
    body.status = ready ? 'ok' : 'unavailable';
    res.status(ready ? 200 : 503).json(body);
  };
}
