import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, runMigrations, type Runner, type TaskList, type WorkerEvents, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import type { Config } from '../config';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeRateLimitCounters } from '../http/ratelimit';
import type { Database } from '../db/client';
import type { Log } from '../logger';
import { MODULES } from '../modules';
import type { WorkerEnv } from '../module';
import type { DeliveryDeps } from '../modules/webhooks/webhook.delivery';
import type { MailDeps } from '../modules/mail/order-email.delivery';
import { deadInstances, endHeartbeat, heartbeat, startHeartbeat } from './worker.queries';

/** Where graphile-worker's statements go unnamed: the embedded database, and `DB_NAMED_STATEMENTS=false`. */
interface StatementNaming {
  embedded?: boolean;
  config?: Pick<Config, 'namedStatements'>;
}
const noPreparedStatements = ({ embedded, config }: StatementNaming) => !!embedded || config?.namedStatements === false;

/** Every module's tasks in one list; two modules naming a task alike would silently replace one, so it throws. */
function moduleTasks(env: WorkerEnv): TaskList {
  const out: TaskList = {};
  for (const m of MODULES) {
    for (const [name, task] of Object.entries(m.tasks?.(env) ?? {})) {
      if (out[name]) throw new Error(`worker task ${name} is declared by two modules (the second is ${m.name})`);
      out[name] = task;
    }
  }
  return out;
}

/** graphile-worker's own tables; applied at start-up by the API and the worker alike (idempotent). */
export async function migrateJobQueue(connectionString: string, opts: StatementNaming = {}): Promise<void> {
  await runMigrations({ connectionString, noPreparedStatements: noPreparedStatements(opts), logger: quietLogger });
}

// graphile-worker logs through its own logger; keep its chatter out of our JSON lines.
const quietLogger = new Logger(() => () => undefined);

export interface JobWorker {
  instanceId: string;
  stop(): Promise<void>;
}

/**
 * The job worker: webhook deliveries (one queue per webhook, so one receiver's events go in order
 * and a dead one delays no other; a job sends a batch), e-mails to buyers, orders' Discord actions
 * (one queue per order), and the periodic abandoned-order sweep. Several processes can run it
 * against one database. Each writes a heartbeat; when one dies (SIGKILL, crash), the others
 * release the jobs it had locked once its heartbeat is stale, instead of graphile-worker's 4 h.
 */
export async function startWorker(opts: {
  database: Database;
  connectionString: string;
  config: Config;
  log: Log;
  embedded?: boolean;
  deliveryDeps?: Partial<DeliveryDeps>;
  mailDeps?: Partial<MailDeps>;
}): Promise<JobWorker> {
  const { database, config, log } = opts;
  const db = database.prisma;
  const instanceId = `w-${randomUUID()}`;
  // Aborted when stop() begins: a webhook batch ends after the message in flight (graphile-worker's
  // own abortSignal fires only when its graceful shutdown times out).
  const stopping = new AbortController();
  const env = { database, db, config, log, stopping: stopping.signal, overrides: { webhooks: opts.deliveryDeps, mail: opts.mailDeps } };

  // Each module's tasks (webhook deliveries, e-mails, Discord actions, the abandoned-order sweep), and the
  // worker's own housekeeping.
  const taskList: TaskList = {
    ...moduleTasks(env),
    purge_idempotency_keys: async () => {
      const n = await purgeIdempotencyKeys(db);
      if (n) log({ msg: 'expired idempotency keys deleted', deleted: n });
    },
    purge_rate_limit_counters: async () => {
      const n = await purgeRateLimitCounters(database.pool);
      if (n) log({ msg: 'old rate-limit windows deleted', deleted: n });
    },
  };
  const crontab = [...MODULES.flatMap((m) => m.crontab ?? []), '17 * * * * purge_idempotency_keys ?max=1', '23 * * * * purge_rate_limit_counters ?max=1'];

  // graphile-worker locks jobs and queues under the worker POOL's id; record it in the heartbeat
  // as soon as the pool exists (inside run(), so the emitter must be passed in).
  const lockIds = new Set<string>();
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => {
    lockIds.add(workerPool.id);
    void beat();
  });
  // The heartbeat's statements go straight to the pool: a worker's start-up then needs nothing of
  // Prisma, whose query compiler (about 30 MiB) loads on the first Prisma query a job or request makes.
  await startHeartbeat(database.pool, instanceId);
  // graphile-worker's connections come from a pool of ours: one it made itself it would end without
  // waiting, after taking its error handler off, so a connection the server closed in between (a
  // restart, a failover) would be an unhandled error. Ours keeps its handler and is ended in stop().
  // Room for every job, its LISTEN connection and the utilities' calls.
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: config.workerConcurrency + 3 });
  pool.on('error', () => undefined);
  // graphile-worker checks that checked-out clients have an error handler too (and says so at start-up otherwise).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: config.workerConcurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    noPreparedStatements: noPreparedStatements(opts),
    taskList,
    crontab: crontab.join('\n'),
    logger: quietLogger,
    events,
  });

  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, noPreparedStatements: noPreparedStatements(opts), logger: quietLogger });
  async function beat() {
    await heartbeat(database.pool, instanceId, [...lockIds]).catch((e) => log({ level: 'error', msg: 'worker heartbeat failed', err: String(e) }));
  }
  async function releaseDeadWorkers() {
    const dead = await deadInstances(database.pool, instanceId, config.workerStaleAfterSeconds);
    for (const row of dead) {
      if (row.workerIds.length) await utils.forceUnlockWorkers(row.workerIds);
      await endHeartbeat(database.pool, row.instanceId).catch(() => undefined);
      log({ level: 'warn', msg: 'released the jobs of a dead worker', instanceId: row.instanceId, workerIds: row.workerIds });
    }
  }
  const everyBeat = Math.max(1000, Math.floor((config.workerStaleAfterSeconds * 1000) / 4));
  const timer = setInterval(() => {
    void beat().then(() => releaseDeadWorkers().catch((e) => log({ level: 'error', msg: 'worker recovery failed', err: String(e) })));
  }, everyBeat);
  timer.unref();
  await releaseDeadWorkers();

  return {
    instanceId,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      // Stops taking jobs, lets the running ones finish, then releases its locks. graphile-worker
      // 0.18 can still hold a job's (and so its queue's) lock after stop() resolves; nothing of
      // ours runs any more, so any lock left under our pool ids is released here, or that
      // webhook's deliveries would wait for no one (test/ops/sigterm.test.ts).
      await runner.stop();
      if (lockIds.size) await utils.forceUnlockWorkers([...lockIds]);
      await utils.release();
      await endHeartbeat(database.pool, instanceId).catch(() => undefined);
      // Bounded: a connection graphile-worker never gave back would hold end() forever.
      await Promise.race([pool.end().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000).unref())]);
    },
  };
}
