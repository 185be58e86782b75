import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateUrl } from '../src/db/migrate';
import { startTestServer, type TestServer } from '../test/setup/postgres';

/** Child processes of the benchmark and the soak run: the API (src/main.ts, run compiled from dist/) and the baseline. */

export const ROOT = path.resolve(__dirname, '..');
/**
 * The rate limiter stays on (its statement per request is part of the cost being measured) with
 * limits no load here reaches, so no request is refused.
 */
export const LIMITS_ON_NOT_REFUSING = {
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
  RATE_LIMIT_STOREFRONT_PER_MINUTE: '100000000',
  RATE_LIMIT_SERVER_PER_MINUTE: '100000000',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A throwaway PostgreSQL (the tests' helper, with `settings`) holding one migrated database `name`. */
export async function migratedDatabase(name: string, settings?: string[]): Promise<{ server: TestServer; url: string }> {
  const server = await startTestServer({ settings });
  const admin = new pg.Pool({ connectionString: server.url('postgres'), max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = server.url(name);
  await migrateUrl(url);
  return { server, url };
}

/**
 * Pix enabled with a static key, through the running API as an owner does it (`PUT /v1/app/gateway/PIX`):
 * a new store takes no payment method, so every checkout would be 422 on `gateway`; with Pix, each
 * checkout's answer carries a BR Code and its QR image, as a real store's does.
 */
export async function enablePix(api: Child, apiKey: string): Promise<void> {
  const res = await fetch(`${api.url}/v1/app/gateway/PIX`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      credentials: { key: 'bench@example.com', key_type: 'EMAIL', merchant_name: 'Bench Store', merchant_city: 'Sao Paulo' },
    }),
  });
  if (!res.ok) throw new Error(`enabling Pix answered ${res.status}: ${await res.text()}`);
}

/** The two package-page loads every comparison uses: REST `?page=N` and the GraphQL page (category + commands), N random in 1..pages. */
export function packagePageLoads(headers: Record<string, string>, pages: number): { rest: Load; graphql: Load } {
  const page = () => 1 + Math.floor(Math.random() * pages);
  return {
    rest: { headers, next: () => ({ path: `/v1/app/package?page=${page()}` }) },
    graphql: {
      method: 'POST',
      headers,
      next: () => ({
        path: '/graphql',
        body: {
          query:
            'query($page: Int) { packages(page: $page) { meta { total currentPage lastPage } data { id name price category { id name } commands { id command type } } } }',
          variables: { page: page() },
        },
      }),
    },
  };
}

/**
 * The GraphQL page (scenario 2) as PostGraphile 5 names it (bench/peer-postgraphile.ts): the
 * store's packages in the page's order (category_id, position, id: src/modules/catalog/package.page.ts),
 * 15 at the page's offset, each with its category (by packages.category_id) and its commands (by
 * package_commands.package_id, in the page's order: position, id), and the total. The store is an
 * argument: the peer has no API key to find it by. `rowId` is the table's id (PostGraphile's `id`
 * is its global Node id); the command's type is its column, `trigger`.
 */
const PER_PAGE = 15;
const PEER_QUERY = `query($storeId: Int!, $offset: Int!) {
  allPackages(condition: { storeId: $storeId }, orderBy: [CATEGORY_ID_ASC, POSITION_ASC, ROW_ID_ASC], first: ${PER_PAGE}, offset: $offset) {
    totalCount
    nodes {
      rowId name price
      categoryByCategoryId { rowId name }
      packageCommandsByPackageId(orderBy: [POSITION_ASC, ROW_ID_ASC]) { nodes { rowId command trigger } }
    }
  }
}`;

const peerBody = (storeId: number, page: number) => ({ query: PEER_QUERY, variables: { storeId, offset: (page - 1) * PER_PAGE } });

/** The GraphQL page's load on the PostGraphile peer: page N of the store, N random in 1..pages (as packagePageLoads). */
export function peerPageLoad(storeId: number, pages: number): Load {
  return { method: 'POST', headers: {}, next: () => ({ path: '/graphql', body: peerBody(storeId, 1 + Math.floor(Math.random() * pages)) }) };
}

/**
 * Starts the PostGraphile 5 peer (bench/peer-postgraphile.ts) on `port`, serving the database at
 * `url`; it listens once its schema is built.
 */
export function startPeer(url: string, port: number, nodeArgs: string[] = []): Promise<Child> {
  const probe: ReadyProbe = {
    path: '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) },
    status: 200,
  };
  return startChild(
    'postgraphile',
    'bench/peer-postgraphile.ts',
    port,
    { DATABASE_URL: url, NODE_ENV: 'production', GRAPHILE_ENV: 'production' },
    nodeArgs,
    probe,
  );
}

/** A page as both answers carry it, for comparing them. */
interface ComparablePage {
  total: number;
  packages: { id: number; name: string; price: number; category: { id: number; name: string }; commands: { id: number; command: string; type: string }[] }[];
}
type Named<T> = { data?: T | null };
interface OurAnswer {
  packages?: {
    meta: { total: number };
    data: { id: number; name: string; price: number; category: { id: number; name: string }; commands: { id: number; command: string; type: string }[] }[];
  };
}
interface PeerAnswer {
  allPackages?: {
    totalCount: number;
    nodes: {
      rowId: number;
      name: string;
      /** numeric as PostGraphile's BigFloat: a string. */
      price: string;
      categoryByCategoryId: { rowId: number; name: string };
      packageCommandsByPackageId: { nodes: { rowId: number; command: string; trigger: string }[] };
    }[];
  };
}

const ourPage = (a: Named<OurAnswer>): ComparablePage | undefined =>
  a.data?.packages && {
    total: a.data.packages.meta.total,
    packages: a.data.packages.data.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      category: { id: p.category.id, name: p.category.name },
      commands: p.commands.map((c) => ({ id: c.id, command: c.command, type: c.type })),
    })),
  };

const peerPage = (a: Named<PeerAnswer>): ComparablePage | undefined =>
  a.data?.allPackages && {
    total: a.data.allPackages.totalCount,
    packages: a.data.allPackages.nodes.map((p) => ({
      id: p.rowId,
      name: p.name,
      price: Number(p.price),
      category: { id: p.categoryByCategoryId.rowId, name: p.categoryByCategoryId.name },
      commands: p.packageCommandsByPackageId.nodes.map((c) => ({ id: c.rowId, command: c.command, type: c.trigger })),
    })),
  };

/**
 * The peer must answer the page our GraphQL answers, or it is not the same work: on the first,
 * seventh and last page, the same total, package ids, names, prices, categories (id, name) and
 * commands (id, command, type), in the same order. Throws (with both answers in /tmp) if not.
 */
export async function checkPeerPage(api: Child, peer: Child, graphql: Load, storeId: number, pages: number): Promise<void> {
  const post = async <T>(c: Child, headers: Record<string, string>, body: unknown): Promise<Named<T>> => {
    const res = await fetch(`${c.url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.json() as Promise<Named<T>>;
  };
  const query = (graphql.next().body as { query: string }).query;
  for (const page of [1, 7, pages]) {
    const [ours, theirs] = await Promise.all([
      post<OurAnswer>(api, graphql.headers, { query, variables: { page } }),
      post<PeerAnswer>(peer, {}, peerBody(storeId, page)),
    ]);
    const [o, t] = [ourPage(ours), peerPage(theirs)];
    if (!o?.packages.length || JSON.stringify(o) !== JSON.stringify(t)) {
      fs.writeFileSync('/tmp/bench-graphql.json', JSON.stringify(ours, null, 1));
      fs.writeFileSync('/tmp/bench-postgraphile.json', JSON.stringify(theirs, null, 1));
      throw new Error(`PostGraphile and our GraphQL page differ on page ${page}: see /tmp/bench-graphql.json and /tmp/bench-postgraphile.json`);
    }
  }
}

/** Our GraphQL page's req/s over PostGraphile's on the same page, to two decimals. */
export const peerRatio = (graphqlRps: number, peerRps: number) => Math.round((graphqlRps / peerRps) * 100) / 100;
export const PEER_GOAL = 6;
export const peerLine = (ratio: number) => `GraphQL page vs PostGraphile 5: ${ratio.toFixed(2)}x (goal >= ${PEER_GOAL}x)`;

export interface Child {
  proc: ChildProcess;
  url: string;
}

let built = false;

/**
 * The compiled counterpart of a source under src/ (`src/main.ts` -> `dist/main.js`), built once per
 * run when src/ changed since the last build: the API is measured as production runs it.
 */
export function builtScript(script: string): string {
  if (!built) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the build failed (scripts/build.mjs)');
    built = true;
  }
  return path.join('dist', path.relative('src', script)).replace(/\.ts$/, '.js');
}

/** A script under src/ runs compiled (dist/, see builtScript); others (the baseline) through tsx. */
/** The process serving each base URL started by startChild, for its CPU time. */
const servers = new Map<string, number>();

/** CPU time (user + system) a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * How startChild knows a child is serving: a request and the status it answers. The API and the
 * baseline answer 401 to a package page with an unknown key; the PostGraphile peer (no keys) is
 * asked for `__typename`.
 */
export interface ReadyProbe {
  path: string;
  init?: RequestInit;
  status: number;
}
const UNKNOWN_KEY_PROBE: ReadyProbe = { path: '/v1/app/package', init: { headers: { authorization: 'Bearer none' } }, status: 401 };

/**
 * The Node flags production runs the service with (package.json's start scripts and the Dockerfile's
 * CMD; test/ops/build.test.ts keeps the three the same): a young generation of 8 MiB semi-spaces,
 * which keeps idle RSS under 120 MiB at no measured cost in throughput (docs/PERFORMANCE.md, round three).
 */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=8'];

export async function startChild(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  probe: ReadyProbe = UNKNOWN_KEY_PROBE,
): Promise<Child> {
  // The API (src/, or another checkout's dist/) as production runs it: the compiled build with production's Node flags.
  const run =
    script.startsWith('src/') || script.endsWith('dist/main.js')
      ? [...PRODUCTION_NODE_ARGS, script.startsWith('src/') ? builtScript(script) : script]
      : ['--import', 'tsx', script];
  const proc = spawn(process.execPath, [...nodeArgs, ...run], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  // The API's log lines (one access line per request) are read and dropped; the tail is kept for errors.
  proc.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    try {
      const res = await fetch(`${url}${probe.path}`, probe.init);
      if (res.status === probe.status) {
        servers.set(url, proc.pid!);
        return { proc, url };
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not start: ${stderr}`);
}

export async function stopChild(child: Child) {
  if (child.proc.exitCode !== null) return;
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
}

export const DURATION = Number(process.env.BENCH_DURATION ?? 15);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = 5;

export const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

export interface Load {
  method?: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  /** A new path (and body) for every request. */
  next: () => { path: string; body?: unknown };
}

export interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  latencyAvg: number;
  statements: number;
  /** Top-level statements per request: those the API (or worker) sent itself. */
  sent?: number;
  requests: number;
  errors: number;
  /** CPU time (user + system) the serving process used per request while measured, in ms: a figure a busy machine inflates less than req/s. */
  cpuMs?: number;
  ratio?: number;
  /** false: not request throughput (deliveries, commands pushed, start-up times), so no ratio to the baseline. */
  throughput?: false;
}

export class Statements {
  constructor(private readonly db: pg.Pool) {}
  async reset() {
    await this.db.query('SELECT pg_stat_statements_reset()');
  }
  /**
   * Statements the server ran since reset, the benchmark's own bookkeeping left out: all of them
   * (track=all: foreign-key checks, triggers and the statements inside functions such as
   * graphile_worker.add_job included), or `topLevel` only, those the clients sent.
   */
  async count(opts: { topLevel?: boolean } = {}): Promise<number> {
    const { rows } = await this.db.query(
      `SELECT coalesce(sum(calls), 0)::bigint AS n FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND query NOT ILIKE '%pg_stat_statements%' ${opts.topLevel ? 'AND toplevel' : ''}`,
    );
    return Number(rows[0].n);
  }
}

export async function load(base: string, spec: Load, seconds: number): Promise<autocannon.Result> {
  const first = spec.next();
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: spec.method ?? 'GET',
        path: first.path,
        headers: { ...spec.headers, ...(spec.method && spec.method !== 'GET' ? { 'content-type': 'application/json' } : {}) },
        setupRequest: (req) => {
          const n = spec.next();
          return { ...req, path: n.path, ...(n.body !== undefined ? { body: JSON.stringify(n.body) } : {}) };
        },
      },
    ],
  });
}

/** A row from an autocannon result and the statements PostgreSQL ran meanwhile. */
export function rowOf(name: string, r: autocannon.Result, statements: number, sent?: number): Row {
  const requests = r.requests.total;
  const per = (n: number) => (requests ? Math.round((n / requests) * 10) / 10 : 0);
  return {
    scenario: name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    latencyAvg: Math.round(r.latency.average * 100) / 100,
    statements: per(statements),
    ...(sent !== undefined ? { sent: per(sent) } : {}),
    requests,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export async function measure(name: string, base: string, spec: Load, stmts: Statements): Promise<Row> {
  await load(base, spec, WARMUP);
  await stmts.reset();
  const pid = servers.get(base);
  const cpuBefore = pid ? processCpuMs(pid) : 0;
  const r = await load(base, spec, DURATION);
  const cpu = pid ? processCpuMs(pid) - cpuBefore : 0;
  const row = rowOf(name, r, await stmts.count(), await stmts.count({ topLevel: true }));
  if (pid && row.requests) row.cpuMs = Math.round((cpu / row.requests) * 1000) / 1000;
  log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.statements} statements/request (${row.sent} sent), ${row.errors} errors${row.cpuMs !== undefined ? `, ${row.cpuMs} ms CPU/request` : ''}`,
  );
  return row;
}

/** What a scenario in bench/scenarios/ is given: the seeded database and the running API (no job worker). */
export interface BenchContext {
  /** The bench database's URL. */
  url: string;
  /** A pool on it for the scenario's own reads and checks (not counted when it reads pg_stat_statements). */
  db: pg.Pool;
  stmts: Statements;
  /** The API as `npm run start:api` runs it. */
  api: Child;
  /** The environment the API was started with, for more processes of the same build (a worker). */
  apiEnv: Record<string, string>;
  nodeArgs: string[];
  /** Two stores with 10,000 packages and 1,000,000 orders each; BRL, Pix enabled. */
  stores: Record<'a' | 'b', { store: { id: number; domain: string | null }; apiKey: string }>;
  /** Store a's MULTIPLE packages. */
  packages: number[];
  /** Children started here are stopped at the end of the run even if the scenario throws. */
  children: Child[];
}

/** A scenario: measures and returns its rows (req/s, p50 and p99 mean what its name says). */
export type Scenario = (ctx: BenchContext) => Promise<Row[]>;
