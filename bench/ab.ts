import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { createStore } from '../src/modules/store/store.service';
import { freePort } from '../test/helpers/processes';
import {
  checkPeerPage,
  LIMITS_ON_NOT_REFUSING,
  load,
  log,
  migratedDatabase,
  packagePageLoads,
  PEER_GOAL,
  peerPageLoad,
  processCpuMs,
  startChild,
  startPeer,
  stopChild,
  type Child,
} from './lib';
import { SIZES, seedCatalog } from './seed';

/**
 * A/B of API variants on one page, interleaved: each round loads the baseline and every variant
 * for AB_SECONDS in turn, so a noisy machine (a shared VM's neighbours) weighs on all of them
 * alike. Reports each variant's median req/s ratio to the baseline of its round and its median
 * CPU ms/request. Variants are environments of the compiled API:
 *
 *   AB_VARIANTS='{"before":{"AB_ROOT":"/path/to/other/checkout"},"now":{}}' AB_PAGE=rest|graphql AB_ROUNDS=6 AB_SECONDS=8 tsx bench/ab.ts
 *
 * (AB_ROOT: that checkout's dist/main.js, built there; without it, this tree's build.)
 *
 * With AB_PAGE=graphql, PostGraphile 5 (bench/peer-postgraphile.ts) serving the same page is loaded
 * in each round too, after the variants, and each variant's median ratio to it is printed (goal >= 6x).
 */
const VARIANTS: Record<string, Record<string, string>> = JSON.parse(process.env.AB_VARIANTS ?? '{"api":{}}');
const PAGE = process.env.AB_PAGE ?? 'rest';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 8);
/** Node flags for the variants (not the baseline), e.g. AB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const NODE_ARGS = process.env.AB_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** The PostGraphile peer's name in the rounds (AB_PAGE=graphql). */
const PEER = 'postgraphile';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU ms so far of each PostgreSQL process on the machine (run nothing else meanwhile), by pid. */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') cpu.set(Number(pid), processCpuMs(Number(pid)));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return cpu;
}

/**
 * PostgreSQL's CPU ms since `before`: what each server process used since then (a connection
 * opened meanwhile, all of its time). The database shares the machine's cores with the API, so its
 * cost per page weighs on req/s as the API's own does.
 */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function main() {
  const { server, url } = await migratedDatabase('bench', ['shared_buffers=256MB']);
  const db = new pg.Pool({ connectionString: url, max: 4 });
  const children: Child[] = [];
  try {
    const database = createDatabase(url, { poolSize: 2 });
    const a = await createStore(database.prisma, { name: 'Bench A', domain: 'bench-a.example', currency: 'BRL' });
    await database.close();
    await seedCatalog(db, a.store.id);
    await db.query('VACUUM ANALYZE');
    const pages = Math.ceil(SIZES.packages / 15);
    const headers = { authorization: `Bearer ${a.apiKey}` };
    const { rest, graphql } = packagePageLoads(headers, pages);
    const spec = PAGE === 'graphql' ? graphql : rest;
    const apiEnv = { DATABASE_URL: url, RUN_WORKER: 'false', NODE_ENV: 'production', ...LIMITS_ON_NOT_REFUSING };
    const servers: [string, Child][] = [];
    const started = (name: string, c: Child) => {
      servers.push([name, c]);
      children.push(c); // stopped in finally, even when a later one fails to start
    };
    started('baseline', await startChild('baseline', 'bench/baseline.ts', await freePort(), { DATABASE_URL: url }));
    // A variant's AB_ROOT runs another checkout's build (its dist/main.js): this tree against an earlier commit.
    for (const [name, { AB_ROOT, ...env }] of Object.entries(VARIANTS))
      started(
        name,
        await startChild(name, AB_ROOT ? path.resolve(AB_ROOT, 'dist/main.js') : 'src/main.ts', await freePort(), { ...apiEnv, ...env }, NODE_ARGS),
      );
    // The GraphQL page's peer, checked to answer what the first variant answers.
    const variantNames = Object.keys(VARIANTS);
    if (PAGE === 'graphql') {
      const peer = await startPeer(url, await freePort());
      started(PEER, peer);
      await checkPeerPage(servers[1][1], peer, graphql, a.store.id, pages);
    }
    const peerLoad = peerPageLoad(a.store.id, pages);
    const loadOf = (name: string) => (name === 'baseline' ? rest : name === PEER ? peerLoad : spec);
    for (const [name, c] of servers) await load(c.url, loadOf(name), 4); // warm-up
    const results = new Map<string, { rps: number[]; cpu: number[]; pg: number[]; gen: number[]; ratio: number[] }>();
    // Each variant's req/s over PostGraphile's in the same round.
    const overPeer = new Map<string, number[]>(variantNames.map((n) => [n, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      let baseRps = 0;
      const roundRps = new Map<string, number>();
      for (const [name, c] of servers) {
        const cpu0 = processCpuMs(c.proc.pid!);
        const pg0 = postgresCpu();
        const gen0 = process.cpuUsage();
        const r = await load(c.url, loadOf(name), SECONDS);
        const cpu = (processCpuMs(c.proc.pid!) - cpu0) / r.requests.total;
        const genUsage = process.cpuUsage(gen0);
        const gen = (genUsage.user + genUsage.system) / 1000 / r.requests.total;
        const pgCpu = postgresCpuSince(pg0) / r.requests.total;
        const rps = r.requests.total / SECONDS;
        if (name === 'baseline') baseRps = rps;
        roundRps.set(name, rps);
        const e = results.get(name) ?? { rps: [], cpu: [], pg: [], gen: [], ratio: [] };
        e.rps.push(rps);
        e.cpu.push(cpu);
        e.pg.push(pgCpu);
        e.gen.push(gen);
        e.ratio.push(rps / baseRps);
        results.set(name, e);
        log(
          `round ${round} ${name}: ${rps.toFixed(0)} req/s, ${cpu.toFixed(3)} ms CPU/request (PostgreSQL ${pgCpu.toFixed(3)}, load generator ${gen.toFixed(3)}), ${(rps / baseRps).toFixed(2)} x baseline, ${r.non2xx} non-2xx`,
        );
      }
      const peerRps = roundRps.get(PEER);
      if (peerRps)
        for (const n of variantNames) {
          overPeer.get(n)!.push(roundRps.get(n)! / peerRps);
          log(`round ${round} ${n}: ${(roundRps.get(n)! / peerRps).toFixed(2)} x PostGraphile`);
        }
    }
    console.log(`\n${PAGE} page, ${ROUNDS} rounds of ${SECONDS} s, medians:`);
    for (const [name, e] of results)
      console.log(
        `${name.padEnd(12)} ${median(e.rps).toFixed(0).padStart(5)} req/s  ${median(e.cpu).toFixed(3)} ms CPU/request  PostgreSQL ${median(e.pg).toFixed(3)}  load generator ${median(e.gen).toFixed(3)}  ${median(e.ratio).toFixed(2)} x baseline  (ratios ${e.ratio.map((x) => x.toFixed(2)).join(' ')})`,
      );
    if (PAGE === 'graphql')
      for (const [name, ratios] of overPeer)
        console.log(
          `${name.padEnd(12)} GraphQL page vs PostGraphile 5: ${median(ratios).toFixed(2)}x median (goal >= ${PEER_GOAL}x)  (ratios ${ratios.map((x) => x.toFixed(2)).join(' ')})`,
        );
  } finally {
    for (const c of children) await stopChild(c);
    await db.end();
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
