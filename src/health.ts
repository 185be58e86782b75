import type { RequestHandler } from 'express';
import type { Config } from './config';
import type { Database } from './db/client';
import { pendingMigrations } from './db/migrate';
import { db, prepare, type Param } from './db/sql';
import type { Log } from './logger';

interface WorkerStatus {
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

interface Readiness {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
  migrations?: 'ok' | 'pending';
  pending?: string[];
  worker?: WorkerStatus;
  /** Whether this deployment sends buyers e-mail (SMTP_URL and MAIL_FROM set); off is no failure. */
  mail?: 'on' | 'off';
}

const TIMEOUT_MS = 2000;

/** The deployment's live workers, its latest heartbeat and this process's own. */
const heartbeatStatement = prepare('health.heartbeats', (p: Param<{ cutoff: Date; own: string }>) =>
  db
    .selectFrom('workerHeartbeats')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('seenAt', '>', p('cutoff')).as('live'),
      eb.fn.max<Date | null>('seenAt').as('last'),
      eb.fn.max<Date | null>('seenAt').filterWhere('instanceId', '=', p('own')).as('ownLast'),
    ]),
);

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
            const [row] = await heartbeatStatement.runOnPool(client, { cutoff, own: own ?? '' });
            const live = Number(row.live);
            const { last, ownLast } = row;
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
