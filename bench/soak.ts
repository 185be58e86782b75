import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { createStore } from '../src/modules/store/store.service';
import { LIMITS_ON_NOT_REFUSING, migratedDatabase, startChild, stopChild, type Child } from './lib';
import { seedAffiliates, seedCatalog, seedOrders } from './seed';

/**
 * `npm run soak`: mixed traffic at a fixed rate against the API (as `npm run start:api` runs it)
 * on a throwaway PostgreSQL, for SOAK_SECONDS (default 600). Passes when no request failed and
 * the API's resident memory at the end is within 20% of what it was after the warm-up.
 *
 * Traffic per 10 requests: 4 package pages, 2 GraphQL package pages, 1 affiliate page, 1 cart,
 * 1 checkout, 1 gateways report. SOAK_RATE requests/s in total (default 100).
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const WARMUP = Math.min(60, Math.max(10, Math.floor(SECONDS / 10)));
const log = (msg: string) => process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function main() {
  const { server, url } = await migratedDatabase('soak');
  const db = new pg.Pool({ connectionString: url, max: 2 });
  let api: Child | undefined;
  try {
    const database = createDatabase(url, { poolSize: 2 });
    const { store, apiKey } = await createStore(database.prisma, { name: 'Soak', domain: 'soak.example' });
    await database.close();
    const small = { categories: 20, packages: 500, commandsPerPackage: 2, keysPerPackage: 3, affiliates: 100, customers: 2_000, days: 365 };
    await seedCatalog(db, store.id, small);
    await seedAffiliates(db, store.id, small);
    await seedOrders(db, store.id, 1, 20_000, small);
    await db.query('VACUUM ANALYZE');
    const packages = (await db.query("SELECT id FROM packages WHERE store_id = $1 AND type = 'MULTIPLE' ORDER BY id", [store.id])).rows.map(
      (r) => r.id as number,
    );

    api = await startChild('api', 'src/main.ts', 4620, { DATABASE_URL: url, RUN_WORKER: 'false', NODE_ENV: 'production', ...LIMITS_ON_NOT_REFUSING });
    const pid = api.proc.pid!;
    const admin = { authorization: `Bearer ${apiKey}` };
    const random = (n: number) => Math.floor(Math.random() * n);
    const today = new Date().toISOString().slice(0, 10);
    let n = 0;
    const next = (): autocannon.Request => {
      n++;
      const k = n % 10;
      if (k < 4) return { method: 'GET', path: `/v1/app/package?page=${1 + random(34)}`, headers: admin };
      if (k < 6)
        return {
          method: 'POST',
          path: '/graphql',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'query($p: Int) { packages(page: $p) { data { id name price category { name } commands { command } } } }',
            variables: { p: 1 + random(34) },
          }),
        };
      if (k === 6) return { method: 'GET', path: `/v1/app/affiliate?page=${1 + random(7)}`, headers: admin };
      if (k === 7)
        return {
          method: 'POST',
          path: '/v1/webstore/cart',
          headers: { 'x-store-domain': store.domain, 'content-type': 'application/json' },
          body: JSON.stringify({ items: [...new Set(Array.from({ length: 5 }, () => packages[random(packages.length)]))].map((id) => ({ id, quantity: 1 })) }),
        };
      if (k === 8)
        return {
          method: 'POST',
          path: '/v1/webstore/checkout',
          headers: { 'x-store-domain': store.domain, 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ id: packages[random(packages.length)], quantity: 1 }],
            client_identifier: `soak${n}`,
            client_email: `soak${n}@example.com`,
            client_name: `Soak ${n}`,
            gateway: 'PIX',
          }),
        };
      return { method: 'GET', path: `/v1/app/report/gateways?from=2026-01-01&to=${today}`, headers: admin };
    };

    const samples: { at: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMiB(pid) }), 5_000);
    log(`${SECONDS} s at ${RATE} req/s (warm-up ${WARMUP} s)`);
    const result = await autocannon({
      url: api.url,
      connections: 10,
      overallRate: RATE,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
    });
    clearInterval(sampler);
    const afterWarmup = samples.find((s) => s.at >= WARMUP)?.rss ?? samples[0]?.rss;
    const end = samples[samples.length - 1]?.rss;
    const growth = afterWarmup ? (end - afterWarmup) / afterWarmup : 0;
    const errors = result.errors + result.timeouts + result.non2xx;
    const report = {
      seconds: SECONDS,
      rate: RATE,
      requests: result.requests.total,
      errors,
      non2xx: result.non2xx,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      rssMiB: { afterWarmup, end, max: Math.max(...samples.map((s) => s.rss)), growthPercent: Math.round(growth * 1000) / 10 },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const ok = errors === 0 && Math.abs(growth) <= 0.2;
    log(ok ? 'passed: no errors, memory flat' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (api) await stopChild(api);
    await db.end().catch(() => undefined);
    server.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
