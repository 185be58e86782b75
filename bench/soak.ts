import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { createStore } from '../src/modules/store/store.service';
import { enablePix, LIMITS_ON_NOT_REFUSING, migratedDatabase, startChild, stopChild, type Child } from './lib';
import { seedAffiliates, seedCatalog, seedOrders } from './seed';

/**
 * `npm run soak`: mixed traffic at a fixed rate against the API (as `npm run start:api` runs it)
 * on a throwaway PostgreSQL: SOAK_WARMUP seconds of it (default 60: the API's heap grows for about
 * a minute before it settles), then SOAK_SECONDS measured (default 600, at least 20). Passes when no
 * request failed, in either, and the API's memory did not grow over the measured run: at its start
 * and at its end the API runs two full garbage collections (bench/gc-probe.cjs, on SIGUSR2) and
 * reports its memory; what is live then (V8's heap plus the buffers held outside it) may grow by at
 * most 10%. The resident set, after those collections and sampled each second, is reported too, but
 * it swings by 30% and more within a minute as V8 and malloc keep or return pages, so it is no verdict
 * (a CI run failed on a 46% rise of the RSS floor whose live heap had not grown).
 *
 * Traffic per 10 requests: 4 package pages, 2 GraphQL package pages, 1 affiliate page, 1 cart,
 * 1 checkout (Pix, enabled on the store as `npm run bench` does: a store with no gateway enabled
 * refuses every checkout), 1 gateways report. SOAK_RATE requests/s in total (default 100). Exits
 * non-zero on any failed request (error, timeout or non-2xx answer) or on that memory growth; CI runs
 * it for 60 s (.ci/run).
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 60);
/** The two stretches of the measured run whose memory is compared: its first and last quarters (at least 5 s each). */
const WINDOW = Math.max(5, Math.floor(SECONDS / 4));
const log = (msg: string) => process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function main() {
  if (!(SECONDS >= 20) || !(WARMUP >= 0)) throw new Error('SOAK_SECONDS must be at least 20 (two stretches to compare), SOAK_WARMUP a number of seconds');
  log('starting PostgreSQL');
  const { server, url } = await migratedDatabase('soak');
  const db = new pg.Pool({ connectionString: url, max: 2 });
  let api: Child | undefined;
  try {
    const database = createDatabase(url, { poolSize: 2 });
    const { store, apiKey } = await createStore(database.prisma, { name: 'Soak', domain: 'soak.example', currency: 'BRL' });
    await database.close();
    log('seeding the store');
    const small = { categories: 20, packages: 500, commandsPerPackage: 2, keysPerPackage: 3, affiliates: 100, customers: 2_000, days: 365 };
    await seedCatalog(db, store.id, small);
    await seedAffiliates(db, store.id, small);
    await seedOrders(db, store.id, 1, 20_000, small);
    await db.query('VACUUM ANALYZE');
    const packages = (await db.query("SELECT id FROM packages WHERE store_id = $1 AND type = 'MULTIPLE' ORDER BY id", [store.id])).rows.map(
      (r) => r.id as number,
    );

    log('starting the API (built first when src/ changed)');
    const probeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'soak-')), 'memory.json');
    api = await startChild(
      'api',
      'src/main.ts',
      4620,
      { DATABASE_URL: url, RUN_WORKER: 'false', NODE_ENV: 'production', GC_PROBE_FILE: probeFile, ...LIMITS_ON_NOT_REFUSING },
      ['--expose-gc', '--require', path.join(__dirname, 'gc-probe.cjs')],
    );
    const child = api;
    /** Memory in MiB right after two full collections in the API. */
    const collected = async () => {
      fs.rmSync(probeFile, { force: true });
      child.proc.kill('SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(probeFile); i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 200));
      const m = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
      const mib = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
      return { live: mib(m.heapUsed + m.external), heapUsed: mib(m.heapUsed), external: mib(m.external), rss: mib(m.rss) };
    };
    await enablePix(api, apiKey);
    const pid = api.proc.pid!;
    const apiUrl = api.url;
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

    /** Non-2xx answers by status and body (their first 300 characters), so a failed run says what failed. */
    const failures = new Map<string, number>();
    const run = (seconds: number) =>
      autocannon({
        url: apiUrl,
        connections: 10,
        overallRate: RATE,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({ ...req, ...next() }),
            onResponse: (status, body) => {
              if (status >= 200 && status < 300) return;
              const answer = `${status} ${body.slice(0, 300)}`;
              failures.set(answer, (failures.get(answer) ?? 0) + 1);
            },
          },
        ],
      });
    const failed = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
    let warmup: autocannon.Result | undefined;
    if (WARMUP > 0) {
      log(`warm-up: ${WARMUP} s at ${RATE} req/s`);
      warmup = await run(WARMUP);
    }
    const rssBefore = rssMiB(pid);
    const gcBefore = await collected();
    const samples: { at: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rss: rssMiB(pid) }), 1_000);
    log(`${SECONDS} s at ${RATE} req/s, measured`);
    const result = await run(SECONDS);
    clearInterval(sampler);
    const gcAfter = await collected();
    const grew = (a: number, b: number) => Math.round(((b - a) / a) * 1000) / 10;
    const liveGrowth = grew(gcBefore.live, gcAfter.live);
    const rssGrowth = grew(gcBefore.rss, gcAfter.rss);
    // RSS rises and falls as the garbage collector lets the heap grow and then collects it (by 30% and
    // more within a minute), so two single samples say little: a leak shows as a rising floor, the
    // lowest RSS of a stretch (what a collection leaves).
    const floor = (from: number, to: number) => Math.min(...samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss));
    const first = floor(0, WINDOW);
    const last = floor(SECONDS - WINDOW, Number.POSITIVE_INFINITY);
    const growth = Number.isFinite(first) && Number.isFinite(last) ? (last - first) / first : Number.NaN;
    const errors = failed(result) + (warmup ? failed(warmup) : 0);
    const report = {
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      rate: RATE,
      requests: result.requests.total,
      warmupRequests: warmup?.requests.total ?? 0,
      errors,
      non2xx: result.non2xx + (warmup?.non2xx ?? 0),
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
      failures: [...failures]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([answer, count]) => ({ count, answer })),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      afterFullGcMiB: { start: gcBefore, end: gcAfter, liveGrowthPercent: liveGrowth, rssGrowthPercent: rssGrowth },
      rssMiB: {
        afterWarmup: rssBefore,
        floorFirstQuarter: first,
        floorLastQuarter: last,
        max: Math.max(...samples.map((s) => s.rss)),
        growthPercent: Math.round(growth * 1000) / 10,
        every5s: samples.filter((_, i) => i % 5 === 4).map((s) => s.rss),
      },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const ok = errors === 0 && liveGrowth <= 10;
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
