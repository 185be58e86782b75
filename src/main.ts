import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { ADMIN_DIR, ADMIN_DIST } from './admin-ui';
import { createApp } from './app';
import { loadConfig, mailStartupLine } from './config';
import { createDatabase } from './db/client';
import { clearServerInfo, startEmbedded, writeServerInfo, type EmbeddedDatabase } from './db/embedded';
import { migrateUrl } from './db/migrate';
import { ensureDemoStore } from './db/seed';
import { isAppError } from './errors';
import { attachPluginPush, type PluginPush } from './modules/game-servers/push/push.server';
import { flushLog, jsonLog } from './logger';
import { setQueueSource, startMetricsServer } from './metrics';
import { migrateJobQueue, startWorker, type JobWorker } from './worker/worker';

/**
 * Start-up: database (embedded unless DATABASE_URL), migrations, then the HTTP API and the job
 * worker, together by default or apart (RUN_API=false / RUN_WORKER=false). Behind PgBouncer in
 * transaction mode, DATABASE_DIRECT_URL is the session connection (docs/ARCHITECTURE.md, "Managed PostgreSQL").
 */
/** npm install builds the admin UI; a checkout without that build gets it here, before listening. */
function ensureAdminBuild() {
  if (existsSync(path.join(ADMIN_DIST, 'index.html'))) return;
  jsonLog({ msg: 'building the admin UI (missing)' });
  const built = spawnSync(process.execPath, [path.join(ADMIN_DIR, 'build.mjs'), '--if-missing', '--quiet'], { stdio: 'inherit' });
  if (built.status !== 0) jsonLog({ level: 'warn', msg: 'admin UI build failed: /admin answers 503 until `npm run admin:build` succeeds' });
}

async function main() {
  const config = loadConfig();
  if (!config.runApi && !config.runWorker) throw new Error('RUN_API and RUN_WORKER are both false: nothing to run');
  // Said once, so an operator who expected e-mail sees why none goes out (also on /readyz); never the login.
  jsonLog(mailStartupLine(config));
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbedded({ dataDir: config.dataDir, port: config.embeddedDbPort, maxConnections: config.poolSize * 2 + 10 });
    url = embedded.url;
  }
  // What needs a session of its own (the migrations' advisory lock, the worker's and push's LISTEN)
  // connects directly when DATABASE_URL goes through a pooler in transaction mode.
  const sessionUrl = config.databaseDirectUrl ?? url;
  const applied = await migrateUrl(sessionUrl);
  if (applied.length) jsonLog({ msg: 'migrations applied', applied });
  await migrateJobQueue(sessionUrl, { embedded: !!embedded, config });
  // The CLI uses this server's database from here on, once it is migrated (server.json, 0600).
  if (embedded) writeServerInfo(config.dataDir, { pid: process.pid, databaseUrl: url });

  const database = createDatabase(url, { poolSize: config.poolSize, namedStatements: config.namedStatements });
  const lines: string[] = [];

  let server: Server | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  let worker: JobWorker | undefined;
  let push: PluginPush | undefined;
  if (config.runApi) {
    const seed = embedded || config.seedDemo;
    const demo = seed ? await ensureDemoStore(database, embedded ? path.join(config.dataDir, 'demo-store.json') : undefined) : undefined;
    ensureAdminBuild();
    const { app, stop } = await createApp({ database, config }, { worker: config.runWorker ? () => worker?.instanceId : undefined });
    stopApp = stop;
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(config.port, config.host, () => resolve(s));
    });
    // Game-server plugins' socket.io connections, on the same port.
    push = attachPluginPush(server, { database, config }, { app: app.express, log: jsonLog, listenUrl: sessionUrl });
    lines.push(
      `Store Commerce API listening on ${config.publicBaseUrl}`,
      `  REST:    ${config.publicBaseUrl}/v1`,
      `  GraphQL: ${config.publicBaseUrl}/graphql`,
      `  Push:    ${config.publicBaseUrl}/socket.io/ (game-server plugins, socket.io)`,
      `  Admin:   ${config.publicBaseUrl}/admin/`,
    );
    if (demo) {
      lines.push(`  Demo store: ${demo.store.domain} (id ${demo.store.id})`);
      lines.push(
        demo.apiKey
          ? `  Admin API key: ${demo.apiKey}`
          : `  Admin API key: shown only when created; make one with: npm run --silent cli -- apikey create --store ${demo.store.id}`,
      );
      if (demo.owner) lines.push(`  Admin sign-in: ${demo.owner.email} / ${demo.owner.password} (store ${demo.store.domain})`);
    }
  }
  if (embedded) lines.push(`  Embedded database (data in ${config.dataDir}): DATABASE_URL=${embedded.url}`);

  worker = config.runWorker ? await startWorker({ database, connectionString: sessionUrl, config, log: jsonLog, embedded: !!embedded }) : undefined;
  if (worker) lines.push(`  Job worker: running (${config.workerConcurrency} jobs at a time)`);
  // A worker-only process has no API: METRICS_PORT serves its /metrics (webhook outcomes are counted here) and /healthz.
  const metricsPort = config.metricsPort;
  if (!server && metricsPort !== undefined) {
    setQueueSource(database.pool, config.workerStaleAfterSeconds);
    server = await startMetricsServer(metricsPort, config.host);
    lines.push(`  Metrics: http://localhost:${metricsPort}/metrics`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    jsonLog({ msg: 'shutting down', signal });
    const force = setTimeout(() => {
      flushLog();
      process.exit(1);
    }, 30_000).unref();
    // Plugins' connections first: they would hold server.close() open; they reconnect elsewhere.
    await push?.close();
    // HTTP next: no new requests, the ones in flight finish.
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopApp?.();
    // The worker stops taking jobs and finishes the ones it runs; the rest stay queued.
    await worker?.stop();
    await database.close();
    if (embedded) {
      // While it still holds DATA_DIR: a server starting after it writes its own server.json.
      clearServerInfo(config.dataDir);
      await embedded.stop();
    }
    clearTimeout(force);
    flushLog();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  // A refusal that names its cause (DATA_DIR in use, not writable, damaged) needs no stack trace.
  jsonLog({ level: 'error', msg: 'failed to start', err: isAppError(e) ? e.message : String((e as Error)?.stack ?? e) });
  flushLog();
  process.exit(1);
});
