import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, runMigrations, type Runner, type TaskList, type WorkerEvents, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import type { Config } from '../config';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeRateLimitCounters } from '../http/ratelimit';
import type { Database } from '../db/client';
import type { Log } from '../logger';
import { sweepAbandonedOrders } from '../modules/orders/order.service';
import { DELIVER_TASK, drainWebhook, type DeliveryDeps } from '../modules/webhooks/webhook.delivery';
import { smtpSender } from '../modules/mail/mail.transport';
import { processOrderEmail, type MailDeps } from '../modules/mail/order-email.delivery';
import { SEND_ORDER_EMAIL_TASK } from '../modules/mail/order-email.queue';
import { DISCORD_TASK } from '../modules/discord/discord.actions';
import { processOrderDiscordActions, type DiscordDeps } from '../modules/discord/discord.delivery';
import { deadInstances, endHeartbeat, heartbeat, startHeartbeat } from './worker.queries';

/** Where graphile-worker's statements go unnamed: the embedded database, and `DB_NAMED_STATEMENTS=false`. */
interface StatementNaming {
  embedded?: boolean;
  config?: Pick<Config, 'namedStatements'>;
}
const noPreparedStatements = ({ embedded, config }: StatementNaming) => !!embedded || config?.namedStatements === false;

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
  const deps: DeliveryDeps = { db, config, ...opts.deliveryDeps };
  const mailDeps: MailDeps = { db, config, log, sender: config.mail ? smtpSender(config.mail) : undefined, ...opts.mailDeps };
  const discordDeps: DiscordDeps = { db, config, log };
  // Aborted when stop() begins: a webhook batch ends after the message in flight (graphile-worker's
  // own abortSignal fires only when its graceful shutdown times out).
  const stopping = new AbortController();

  const taskList: TaskList = {
    // A delivery's job sends its webhook's due deliveries as a batch (webhook.delivery.ts drainWebhook).
    [DELIVER_TASK]: async (payload, helpers) => {
      const { deliveryId } = payload as { deliveryId: number };
      const signal = AbortSignal.any([stopping.signal, helpers.abortSignal]);
      const results = await drainWebhook(deps, deliveryId, { runningJobKey: helpers.job.key, signal });
      for (const r of results) if (r.outcome === 'failed') log({ level: 'warn', msg: 'webhook delivery failed for good', deliveryId: r.deliveryId });
    },
    [SEND_ORDER_EMAIL_TASK]: async (payload) => {
      const { emailId } = payload as { emailId: number };
      await processOrderEmail(mailDeps, emailId);
    },
    [DISCORD_TASK]: async (payload) => {
      const { orderId } = payload as { orderId: number };
      await processOrderDiscordActions(discordDeps, orderId);
    },
    purge_idempotency_keys: async () => {
      const n = await purgeIdempotencyKeys(db);
      if (n) log({ msg: 'expired idempotency keys deleted', deleted: n });
    },
    purge_rate_limit_counters: async () => {
      const n = await purgeRateLimitCounters(database.pool);
      if (n) log({ msg: 'old rate-limit windows deleted', deleted: n });
    },
    sweep_abandoned_orders: async () => {
      const n = await sweepAbandonedOrders(db, config.abandonAfterMinutes * 60_000);
      if (n) log({ msg: 'abandoned orders', emitted: n });
    },
  };

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
    crontab: ['* * * * * sweep_abandoned_orders ?max=1', '17 * * * * purge_idempotency_keys ?max=1', '23 * * * * purge_rate_limit_counters ?max=1'].join('\n'),
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
