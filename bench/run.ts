import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { createStore } from '../src/modules/store/store.service';
import {
  checkPeerPage,
  enablePix,
  LIMITS_ON_NOT_REFUSING,
  ROOT,
  Statements,
  load,
  log,
  measure,
  migratedDatabase,
  packagePageLoads,
  PEER_GOAL,
  peerLine,
  peerPageLoad,
  peerRatio,
  startChild,
  startPeer,
  stopChild,
  type BenchContext,
  type Child,
  type Load,
  type Row,
} from './lib';
import { SCENARIOS } from './scenarios';
import { SIZES, seedAffiliates, seedCatalog, seedOrders } from './seed';

/**
 * `npm run bench`: seeds a real PostgreSQL (a throwaway PostgreSQL 15 server, as the tests use)
 * with two stores of 10,000 packages, 1,000 affiliates and 1,000,000 orders each, starts the API
 * (as `npm run start:api` would) and the hand-written baseline as child processes, loads each
 * scenario with autocannon for a fixed time and the same connections, and prints req/s, p50, p99,
 * SQL statements per request (pg_stat_statements) and the ratio to the baseline. After scenario 2
 * (the GraphQL page), 2p loads the same page from PostGraphile 5 (bench/peer-postgraphile.ts, a
 * peer on the same database) and the run prints how far ahead ours is (goal >= 6x).
 *
 * Env: BENCH_DURATION (s per scenario, default 15), BENCH_CONNECTIONS (default 10),
 * BENCH_ORDERS (orders per store, default 1,000,000), BENCH_PROFILE=1 (API and baseline under --cpu-prof).
 * BENCH_ONLY=1,2 runs only those main scenarios (by number; or a bench/scenarios one by its function's
 * name, e.g. BENCH_ONLY=approval, on its own), each right after its own baseline
 * run, BENCH_ROUNDS times (default 1), so ratios on a shared machine compare runs of the same
 * minute; the reports and bench/scenarios are skipped and docs/PERFORMANCE.md is left alone.
 * BENCH_API_NODE_ARGS: flags for the API process only (e.g. --max-semi-space-size=32).
 * BENCH_PORT (default 4610): the API's port, the baseline's is the next one, PostGraphile's the one after.
 */

import { CONNECTIONS, DURATION } from './lib';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
// The API listens on BENCH_PORT, the baseline on the next port and PostGraphile on the one after: two
// runs on one machine need two (with the same ports, the second run's checks would reach the first run's processes).
const PORT = Number(process.env.BENCH_PORT ?? 4610);
// The checkout's own ceiling (bench/baseline-checkout.ts) on the port after PostGraphile's; ready when an empty body is refused.
const CHECKOUT_PROBE = { path: '/v1/webstore/checkout', init: { method: 'POST', body: '{}' }, status: 422 };
const CHECKOUT_BASE_NAME = '5b. baseline: node:http + pg, checkout (the same writes by hand)';
const CHECKOUT_GOAL = 0.5;
const checkoutRatio = (apiRps: number, baseRps: number) => Math.round((apiRps / baseRps) * 100) / 100;
const checkoutLine = (ratio: number) => `Checkout vs its baseline (the same writes by hand): ${ratio.toFixed(2)}x (goal >= ${CHECKOUT_GOAL}x)`;
const SMALL_ORDERS = 10_000;

const random = (n: number) => Math.floor(Math.random() * n);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const started = Date.now();
  log('starting PostgreSQL');
  const { server, url } = await migratedDatabase('bench', [
    'shared_preload_libraries=pg_stat_statements',
    'shared_buffers=1GB',
    'pg_stat_statements.track=all',
    'max_wal_size=4GB',
  ]);
  const db = new pg.Pool({ connectionString: url, max: 4 });
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const stmts = new Statements(db);

  const children: Child[] = [];
  try {
    log('seeding two stores: catalog and affiliates');
    const database = createDatabase(url, { poolSize: 2 });
    const a = await createStore(database.prisma, { name: 'Bench A', domain: 'bench-a.example', currency: 'BRL' });
    const b = await createStore(database.prisma, { name: 'Bench B', domain: 'bench-b.example', currency: 'BRL' });
    await database.close();
    for (const s of [a, b]) {
      await seedCatalog(db, s.store.id);
      await seedAffiliates(db, s.store.id);
    }
    await seedOrders(db, a.store.id, 1, SMALL_ORDERS);
    await db.query('VACUUM ANALYZE');

    const packages = (await db.query('SELECT id FROM packages WHERE store_id = $1 AND type = $2 ORDER BY id', [a.store.id, 'MULTIPLE'])).rows.map(
      (r) => r.id as number,
    );
    const pages = Math.ceil(SIZES.packages / 15);
    const adminHeaders = { authorization: `Bearer ${a.apiKey}` };
    const pageLoads = packagePageLoads(adminHeaders, pages);
    const storefront = { 'x-store-domain': a.store.domain };

    const apiEnv = { DATABASE_URL: url, RUN_WORKER: 'false', NODE_ENV: 'production', ...LIMITS_ON_NOT_REFUSING };
    const profileDir = path.join(ROOT, 'bench/results/profiles');
    const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    // BENCH_API_NODE_ARGS: Node/V8 flags for the API only (a trial of a flag against the same baseline).
    const apiNodeArgs = [...nodeArgs, ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
    log('starting the API and the baseline');
    const api = await startChild('api', 'src/main.ts', PORT, apiEnv, apiNodeArgs);
    children.push(api);
    // Checkouts pay with Pix: each answer carries a BR Code and its QR image, as a real store's does.
    for (const s of [a, b]) await enablePix(api, s.apiKey);
    const baseline = await startChild('baseline', 'bench/baseline.ts', PORT + 1, { DATABASE_URL: url }, nodeArgs);
    children.push(baseline);
    // The peer of the GraphQL page (scenario 2p), when scenario 2 (or 2p) runs.
    const withPeer = !ONLY || ONLY.includes('2') || ONLY.includes('2p');
    const peer = withPeer ? await startPeer(url, PORT + 2, nodeArgs) : undefined;
    if (peer) children.push(peer);
    // The checkout's ceiling (scenario 5b), when scenario 5 runs: the same writes by hand (bench/baseline-checkout.ts).
    const checkoutBase =
      !ONLY || ONLY.includes('5')
        ? await startChild('checkout-baseline', 'bench/baseline-checkout.ts', PORT + 3, { DATABASE_URL: url }, nodeArgs, CHECKOUT_PROBE)
        : undefined;
    if (checkoutBase) children.push(checkoutBase);

    // The baseline must answer what the API answers, or it is not a ceiling of the same work.
    for (const page of [1, 7, pages]) {
      const [x, y] = await Promise.all(
        [api, baseline].map((c) => fetch(`${c.url}/v1/app/package?page=${page}`, { headers: adminHeaders }).then((r) => r.json())),
      );
      if (JSON.stringify(x) !== JSON.stringify(y)) {
        fs.writeFileSync('/tmp/bench-api.json', JSON.stringify(x, null, 1));
        fs.writeFileSync('/tmp/bench-baseline.json', JSON.stringify(y, null, 1));
        throw new Error(`baseline and API differ on page ${page}: see /tmp/bench-api.json and /tmp/bench-baseline.json`);
      }
    }
    // And PostGraphile must answer what our GraphQL page answers (ids, names, categories, commands).
    if (peer) await checkPeerPage(api, peer, pageLoads.graphql, a.store.id, pages);

    const reports = (label: string): [string, Load][] => [
      [`6a. report/gateways, 90 days, ${label}`, { headers: adminHeaders, next: () => ({ path: `/v1/app/report/gateways?from=${day(-89)}&to=${day(0)}` }) }],
      [`6b. widget/top_customers, 30 days, ${label}`, { headers: adminHeaders, next: () => ({ path: '/v1/app/widget/top_customers' }) }],
    ];
    const rows: Row[] = [];
    // A cold process (V8, Prisma's query plans, pools) would make whatever is measured first look slow.
    log('warming up the API');
    for (const [, spec] of reports('warm-up')) await load(api.url, spec, 5);
    await load(api.url, pageLoads.rest, 5);
    log(`measuring reports at ${SMALL_ORDERS} orders`);
    if (!ONLY) for (const [name, spec] of reports(`${SMALL_ORDERS.toLocaleString('en')} orders`)) rows.push(await measure(name, api.url, spec, stmts));

    log(`seeding up to ${ORDERS.toLocaleString('en')} orders in each store`);
    const seedStart = Date.now();
    await seedOrders(db, a.store.id, SMALL_ORDERS + 1, ORDERS);
    await seedOrders(db, b.store.id, 1, ORDERS);
    await db.query('VACUUM ANALYZE');
    log(`seeded in ${Math.round((Date.now() - seedStart) / 1000)} s`);
    // Seeding ran without durability; the measured writes pay for it like production does.
    await db.query('ALTER SYSTEM SET fsync = on');
    await db.query('ALTER SYSTEM SET synchronous_commit = on');
    await db.query('ALTER SYSTEM SET full_page_writes = on');
    await db.query('SELECT pg_reload_conf()');

    // Ten different packages: a package twice in one cart is a 422 (rule unique).
    const cartItems = () => {
      const ids = new Set<number>();
      while (ids.size < 10) ids.add(packages[random(packages.length)]);
      return [...ids].map((id) => ({ id, quantity: 1 }));
    };
    let buyer = 0;
    const checkout = () => {
      buyer++;
      return {
        path: '/v1/webstore/checkout',
        body: {
          items: [{ id: packages[random(packages.length)], quantity: 1 }],
          client_identifier: `benchbuyer${buyer}`,
          client_email: `benchbuyer${buyer}@example.com`,
          client_name: `Bench Buyer ${buyer}`,
          gateway: 'PIX',
        },
      };
    };

    // Each main scenario with the server it loads: the API, or (2p) PostGraphile.
    const main: [string, Load, Child][] = [
      ['1. REST GET /v1/app/package?page=N', pageLoads.rest, api],
      ['2. GraphQL packages page, category + commands', pageLoads.graphql, api],
      ...(peer ? [[PEER_NAME, peerPageLoad(a.store.id, pages), peer] as [string, Load, Child]] : []),
      ['3. REST GET /v1/app/affiliate?page=N', { headers: adminHeaders, next: () => ({ path: `/v1/app/affiliate?page=${1 + random(67)}` }) }, api],
      [
        '4. POST /v1/webstore/cart, 10 items',
        { method: 'POST', headers: storefront, next: () => ({ path: '/v1/webstore/cart', body: { items: cartItems() } }) },
        api,
      ],
      ['5. POST /v1/webstore/checkout', { method: 'POST', headers: storefront, next: checkout }, api],
      ...(checkoutBase ? [[CHECKOUT_BASE_NAME, { method: 'POST', headers: storefront, next: checkout }, checkoutBase] as [string, Load, Child]] : []),
    ];
    // The ceiling answers what the API answers (the same keys; ids, codes and links differ), or it is not the same work.
    if (checkoutBase) {
      const answers = await Promise.all(
        [api, checkoutBase].map(async (c) => {
          const { path: p, body } = checkout();
          const res = await fetch(`${c.url}${p}`, {
            method: 'POST',
            headers: { ...storefront, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: res.status, keys: Object.keys((await res.json()) as object).sort() };
        }),
      );
      if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1]))
        throw new Error(`checkout baseline and API answer differently: ${JSON.stringify(answers)}`);
    }
    // Scenarios in bench/scenarios/: each starts what else it needs (a worker, a receiver) and stops it.
    const context: BenchContext = { url, db, stmts, api, apiEnv, nodeArgs, stores: { a, b }, packages, children };
    const scenarioId = (name: string) => name.split('.')[0];
    const baseName = '0. baseline: node:http + pg, package page';
    if (ONLY) {
      // Each selected scenario right after a baseline run: the ratio compares the same minute of a shared machine.
      // 2p runs with 2, right after it (no baseline between): the page against PostGraphile in the same minute.
      const peerRatios: number[] = [];
      const checkoutRatios: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        let base: Row | undefined;
        let graphqlRow: Row | undefined;
        let checkoutRow: Row | undefined;
        const selected = main.filter(
          ([n]) => ONLY.includes(scenarioId(n)) || (scenarioId(n) === '2p' && ONLY.includes('2')) || (scenarioId(n) === '5b' && ONLY.includes('5')),
        );
        for (const [name, spec, server] of selected) {
          if ((scenarioId(name) !== '2p' && scenarioId(name) !== '5b') || !base) {
            base = await measure(`${baseName} (round ${round})`, baseline.url, pageLoads.rest, stmts);
            base.ratio = 1;
            rows.push(base);
          }
          const row = await measure(`${name} (round ${round})`, server.url, spec, stmts);
          row.ratio = Math.round((row.rps / base.rps) * 100) / 100;
          rows.push(row);
          const cpu =
            base.cpuMs && row.cpuMs ? `; CPU per request ${row.cpuMs} ms against ${base.cpuMs} ms, ${Math.round((base.cpuMs / row.cpuMs) * 100) / 100} x` : '';
          log(`${name}: ${row.ratio} x baseline (round ${round})${cpu}`);
          if (scenarioId(name) === '5') checkoutRow = row;
          if (scenarioId(name) === '5b' && checkoutRow) {
            checkoutRatios.push(checkoutRatio(checkoutRow.rps, row.rps));
            log(`${checkoutLine(checkoutRatios.at(-1)!)} (round ${round})`);
          }
          if (scenarioId(name) === '2') graphqlRow = row;
          if (scenarioId(name) === '2p' && graphqlRow) {
            peerRatios.push(peerRatio(graphqlRow.rps, row.rps));
            log(`${peerLine(peerRatios.at(-1)!)} (round ${round})`);
          }
        }
        // A scenario of bench/scenarios named in BENCH_ONLY (approval, webhookBurst, ...): its own rows, each round.
        for (const scenario of SCENARIOS.filter((s) => ONLY.includes(s.name))) {
          for (const row of await scenario(context)) rows.push({ ...row, scenario: `${row.scenario} (round ${round})` });
        }
      }
      const peerLines =
        (peerRatios.length ? `\n\n${peerRatios.map((r, i) => `${peerLine(r)} (round ${i + 1})`).join('\n')}` : '') +
        (checkoutRatios.length ? `\n\n${checkoutRatios.map((r, i) => `${checkoutLine(r)} (round ${i + 1})`).join('\n')}` : '');
      const file = path.join(ROOT, 'bench/results', `${new Date().toISOString().slice(0, 16).replace(/:/g, '')}-only-${ONLY.join('_')}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const peerResult = {
        ...(peerRatios.length ? { postgraphile: { ratios: peerRatios, goal: PEER_GOAL } } : {}),
        ...(checkoutRatios.length ? { checkout: { ratios: checkoutRatios, goal: CHECKOUT_GOAL } } : {}),
      };
      fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), only: ONLY, rows, ...peerResult }, null, 2)}\n`);
      process.stdout.write(`\n${markdownTable(rows)}${peerLines}\n\nwritten to ${path.relative(ROOT, file)}\n`);
      return;
    }
    const baseRow = await measure(baseName, baseline.url, pageLoads.rest, stmts);
    rows.unshift(baseRow);
    for (const [name, spec, server] of main) rows.push(await measure(name, server.url, spec, stmts));
    // How far ahead our GraphQL page is of PostGraphile's (the same page, measured right after it).
    const graphqlRow = rows.find((r) => scenarioId(r.scenario) === '2')!;
    const peerRow = rows.find((r) => scenarioId(r.scenario) === '2p')!;
    const postgraphile = { graphqlRps: graphqlRow.rps, postgraphileRps: peerRow.rps, ratio: peerRatio(graphqlRow.rps, peerRow.rps), goal: PEER_GOAL };
    log(peerLine(postgraphile.ratio));
    // The checkout against its own ceiling (5b, measured right after it).
    const checkoutApiRow = rows.find((r) => scenarioId(r.scenario) === '5')!;
    const checkoutBaseRow = rows.find((r) => scenarioId(r.scenario) === '5b')!;
    const checkoutVsBaseline = {
      apiRps: checkoutApiRow.rps,
      baselineRps: checkoutBaseRow.rps,
      ratio: checkoutRatio(checkoutApiRow.rps, checkoutBaseRow.rps),
      goal: CHECKOUT_GOAL,
    };
    log(checkoutLine(checkoutVsBaseline.ratio));
    if (checkoutBase) await stopChild(checkoutBase);
    // Done with: it would otherwise sit idle (its pool, its memory) beside the scenarios that follow.
    if (peer) await stopChild(peer);
    for (const [name, spec] of reports(`${ORDERS.toLocaleString('en')} orders`)) rows.push(await measure(name, api.url, spec, stmts));
    for (const scenario of SCENARIOS) rows.push(...(await scenario(context)));
    for (const row of rows) if (row.throughput !== false) row.ratio = Math.round((row.rps / baseRow.rps) * 100) / 100;

    const pgVersion = (await db.query('SHOW server_version')).rows[0].server_version as string;
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      versions: { node: process.version, postgres: pgVersion, prisma: require('@prisma/client/package.json').version },
      settings: { durationSeconds: DURATION, connections: CONNECTIONS, ordersPerStore: ORDERS, ...SIZES },
      rows,
      postgraphile,
      checkout: checkoutVsBaseline,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    const outDir = path.join(ROOT, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `${result.date.slice(0, 10)}.json`);
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    const growth = ['6a', '6b'].map((id) => {
      const [small, large] = rows.filter((r) => r.scenario.startsWith(`${id}.`));
      return `${id} x${(large.latencyAvg / small.latencyAvg).toFixed(2)}`;
    });
    const table =
      `${markdownTable(rows)}\n\nScenario 6, average latency at ${ORDERS.toLocaleString('en')} orders over ${SMALL_ORDERS.toLocaleString('en')} orders: ${growth.join(', ')} (target <= 2).` +
      `\n\n${peerLine(postgraphile.ratio)}\n\n${checkoutLine(checkoutVsBaseline.ratio)}`;
    writePerformanceDoc(result, table, path.relative(ROOT, file));
    process.stdout.write(`\n${table}\n\nwritten to ${path.relative(ROOT, file)} and docs/PERFORMANCE.md in ${result.totalSeconds} s\n`);
  } finally {
    for (const c of children) await stopChild(c);
    await db.end().catch(() => undefined);
    server.stop();
  }
}

const PEER_NAME = '2p. PostGraphile 5, the same page';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the results section of docs/PERFORMANCE.md (between the markers) with this run. */
function writePerformanceDoc(
  result: { date: string; machine: Record<string, unknown>; versions: Record<string, string>; settings: Record<string, unknown> },
  table: string,
  file: string,
) {
  const doc = path.join(ROOT, 'docs/PERFORMANCE.md');
  if (!fs.existsSync(doc)) return;
  const text = fs.readFileSync(doc, 'utf8');
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) return;
  const m = result.machine;
  const section = [
    START,
    `Run of ${result.date.slice(0, 16).replace('T', ' ')} UTC (\`${file}\`): ${m.cpus} x ${m.cpu}, ${m.memoryGiB} GiB, ${m.platform}; ` +
      `Node ${result.versions.node}, PostgreSQL ${result.versions.postgres}, Prisma ${result.versions.prisma}; ` +
      `${result.settings.durationSeconds} s per scenario, ${result.settings.connections} connections, ${Number(result.settings.ordersPerStore).toLocaleString('en')} orders per store.`,
    '',
    table,
    END,
  ].join('\n');
  fs.writeFileSync(doc, text.slice(0, a) + section + text.slice(b + END.length));
}

export function markdownTable(rows: Row[]): string {
  const head =
    '| scenario | req/s | p50 ms | p99 ms | avg ms | SQL/request | sent/request | CPU ms/request | x baseline | errors |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.latencyAvg} | ${r.statements} | ${r.sent ?? ''} | ${r.cpuMs ?? ''} | ${r.ratio ?? ''} | ${r.errors} |`,
    ),
  ].join('\n');
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
