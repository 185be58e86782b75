import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { LIMITS_ON_NOT_REFUSING, PRODUCTION_NODE_ARGS, ROOT, builtScript, log, processCpuMs, type BenchContext, type Row, type Scenario } from '../lib';
import { freePort } from '../../test/helpers/processes';

/**
 * Start-up and memory, as production runs the service: `node dist/main.js` (API + job worker) on
 * the bench's PostgreSQL, migrations already applied. Each run is a new process: the time from
 * spawn to the "listening" line it prints once the API and the worker are both up, its resident
 * memory (VmRSS, the whole process) after IDLE_MS idle, then after REQUESTS mixed requests (REST
 * and GraphQL pages, 10 at a time). The same for `node --import tsx src/main.ts`, which the
 * service ran before the build, for comparison.
 *
 * Rows: "ms to listening" has p50 = median and p99 = worst of the runs (best in the name), and so
 * has the CPU time the process used until then (the figure a busy machine does not inflate);
 * "RSS MiB" has p50 = median idle RSS and p99 = median RSS after the requests.
 *
 * Alone, on any migrated-or-empty database: `DATABASE_URL=... npx tsx bench/scenarios/startup.ts [dist|tsx|both]`;
 * STARTUP_CWD=<another checkout> runs that one's dist/main.js or src/main.ts (a before/after comparison).
 */

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const IDLE_MS = 5_000;
const REQUESTS = 1_000;
const LISTENING = /listening on/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The process's resident set, in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]);
  return Math.round((kb / 1024) * 10) / 10;
}

interface StartupRun {
  listeningMs: number;
  /** CPU used until listening: what the wall time is on an idle machine, less the waits on PostgreSQL. */
  listeningCpuMs: number;
  idleRssMiB: number;
  loadedRssMiB: number;
}

async function startOnce(args: string[], env: Record<string, string>, apiKey: string, cwd = ROOT): Promise<StartupRun> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  try {
    let listeningCpuMs = 0;
    const listeningMs = await new Promise<number>((resolve, reject) => {
      let stdout = '';
      proc.stdout!.on('data', (d) => {
        stdout += d;
        if (LISTENING.test(stdout)) {
          const ms = Math.round(performance.now() - started);
          listeningCpuMs = processCpuMs(proc.pid!);
          resolve(ms);
        }
      });
      proc.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${out}`)));
    });
    await sleep(IDLE_MS);
    const idleRssMiB = rssMiB(proc.pid!);
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${apiKey}` };
    let next = 0;
    const one = async () => {
      while (next < REQUESTS) {
        const n = next++;
        const res =
          n % 2
            ? await fetch(`${base}/v1/app/package?page=${1 + (n % 50)}`, { headers })
            : await fetch(`${base}/graphql`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({
                  query: 'query($page: Int) { packages(page: $page) { meta { total } data { id name price category { id name } commands { id command } } } }',
                  variables: { page: 1 + (n % 50) },
                }),
              });
        if (res.status !== 200) throw new Error(`request ${n}: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 10 }, one));
    await sleep(1_000);
    const loadedRssMiB = rssMiB(proc.pid!);
    return { listeningMs, listeningCpuMs, idleRssMiB, loadedRssMiB };
  } finally {
    if (proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }
  }
}

async function measureStartup(label: string, args: string[], env: Record<string, string>, apiKey: string, runs: number, cwd = ROOT): Promise<Row[]> {
  const results: StartupRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await startOnce(args, env, apiKey, cwd);
    log(
      `${label} run ${i + 1}: listening in ${r.listeningMs} ms (${r.listeningCpuMs} ms of CPU), RSS ${r.idleRssMiB} MiB idle, ${r.loadedRssMiB} MiB after ${REQUESTS} requests`,
    );
    results.push(r);
  }
  const ms = results.map((r) => r.listeningMs);
  const tenth = (x: number) => Math.round(x * 10) / 10;
  const row = (scenario: string, p50: number, p99: number): Row => ({
    scenario,
    throughput: false,
    rps: 0,
    p50: tenth(p50),
    p99: tenth(p99),
    latencyAvg: 0,
    statements: 0,
    requests: runs,
    errors: 0,
  });
  const rows = [
    row(`S1. start-up, ${label}: ms to listening (API + worker), best ${Math.min(...ms)}, p50 median, p99 worst of ${runs}`, median(ms), Math.max(...ms)),
    row(
      `S1c. start-up, ${label}: CPU ms until listening, p50 median, p99 worst of ${runs}`,
      median(results.map((r) => r.listeningCpuMs)),
      Math.max(...results.map((r) => r.listeningCpuMs)),
    ),
    row(
      `S2. memory, ${label}: RSS MiB, p50 idle ${IDLE_MS / 1000} s after start, p99 after ${REQUESTS} requests (medians of ${runs})`,
      median(results.map((r) => r.idleRssMiB)),
      median(results.map((r) => r.loadedRssMiB)),
    ),
  ];
  for (const r of rows) log(`${r.scenario}: ${r.p50} / ${r.p99}`);
  return rows;
}

export const startup: Scenario = async (ctx: BenchContext) => {
  // API + worker, as `npm start` and the image run them; the rate limits of the bench stay.
  const env = { ...ctx.apiEnv, RUN_WORKER: 'true' };
  const apiKey = ctx.stores.a.apiKey;
  return [
    ...(await measureStartup(`node ${PRODUCTION_NODE_ARGS.join(' ')} dist/main.js`, [...PRODUCTION_NODE_ARGS, builtScript('src/main.ts')], env, apiKey, RUNS)),
    // Before issue 34: V8's default young generation (up to 32 MiB of semi-spaces, most of the idle RSS above the heap).
    ...(await measureStartup('node dist/main.js (no flag, before)', [builtScript('src/main.ts')], env, apiKey, Math.min(RUNS, 3))),
    ...(await measureStartup('node --import tsx src/main.ts (before)', ['--import', 'tsx', 'src/main.ts'], env, apiKey, Math.min(RUNS, 3))),
  ];
};

if (require.main === module) {
  (async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL: a PostgreSQL database for the runs (migrated by the first start)');
    const { createDatabase } = await import('../../src/db/client');
    const { migrateUrl } = await import('../../src/db/migrate');
    const { createStore } = await import('../../src/modules/store/store.service');
    await migrateUrl(url);
    const database = createDatabase(url, { poolSize: 1 });
    const { apiKey } = await createStore(database.prisma, { name: 'Startup', domain: `startup-${Date.now()}.example`, currency: 'BRL' });
    await database.close();
    const env = { DATABASE_URL: url, NODE_ENV: 'production', ...LIMITS_ON_NOT_REFUSING };
    const which = process.argv[2] ?? 'both';
    const cwd = process.env.STARTUP_CWD ?? ROOT;
    const rows: Row[] = [];
    const dist = cwd === ROOT ? builtScript('src/main.ts') : 'dist/main.js';
    if (which !== 'tsx')
      rows.push(
        ...(await measureStartup(`node ${PRODUCTION_NODE_ARGS.join(' ')} dist/main.js (${cwd})`, [...PRODUCTION_NODE_ARGS, dist], env, apiKey, RUNS, cwd)),
      );
    if (which !== 'dist')
      rows.push(...(await measureStartup(`node --import tsx src/main.ts (${cwd})`, ['--import', 'tsx', 'src/main.ts'], env, apiKey, RUNS, cwd)));
    for (const r of rows) process.stdout.write(`${r.scenario}: ${r.p50} / ${r.p99}\n`);
  })().catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  });
}
