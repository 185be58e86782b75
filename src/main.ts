import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { clearServerInfo, startEmbedded, writeServerInfo, type EmbeddedDatabase } from './db/embedded';
import { migrateUrl } from './db/migrate';
import { ensureDemoStore } from './db/seed';
import { jsonLog } from './logger';
import { sweepAbandonedOrders } from './modules/orders/order.service';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbedded({ dataDir: config.dataDir, port: config.embeddedDbPort, maxConnections: config.poolSize + 5 });
    url = embedded.url;
    writeServerInfo(config.dataDir, { pid: process.pid, databaseUrl: url });
  }
  const applied = await migrateUrl(url);
  if (applied.length) jsonLog({ msg: 'migrations applied', applied });

  const database = createDatabase(url, { poolSize: config.poolSize });
  const seed = embedded || process.env.SEED_DEMO === 'true';
  const demo = seed ? await ensureDemoStore(database.prisma, embedded ? path.join(config.dataDir, 'demo-store.json') : undefined) : undefined;

  const { app, stop } = await createApp({ database, config });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
  });

  const lines = [
    `Store Commerce API listening on ${config.publicBaseUrl}`,
    `  REST:    ${config.publicBaseUrl}/v1`,
    `  GraphQL: ${config.publicBaseUrl}/graphql`,
  ];
  if (embedded) lines.push(`  Embedded database (data in ${config.dataDir}): DATABASE_URL=${embedded.url}`);
  if (demo) {
    lines.push(`  Demo store: ${demo.store.domain} (id ${demo.store.id})`);
    lines.push(
      demo.apiKey
        ? `  Admin API key: ${demo.apiKey}`
        : `  Admin API key: shown only when created; make one with: npm run --silent cli -- apikey create --store ${demo.store.id}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  // Until the job worker exists, the abandoned-order sweep runs here, once a minute.
  const sweep = setInterval(() => {
    sweepAbandonedOrders(database.prisma, config.abandonAfterMinutes * 60_000).catch((e) =>
      jsonLog({ level: 'error', msg: 'abandoned-order sweep failed', err: String(e) }),
    );
  }, 60_000);
  sweep.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    jsonLog({ msg: 'shutting down', signal });
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // Stop taking connections; requests in flight finish first.
    clearInterval(sweep);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections?.();
    await stop();
    await database.close();
    if (embedded) {
      await embedded.stop();
      clearServerInfo(config.dataDir);
    }
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  jsonLog({ level: 'error', msg: 'failed to start', err: String((e as Error)?.stack ?? e) });
  process.exit(1);
});
