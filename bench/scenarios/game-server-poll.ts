import autocannon from 'autocannon';
import type pg from 'pg';
import { generateSecret, secretPrefix, sha256 } from '../../src/lib/secrets';
import { CONNECTIONS, DURATION, log, rowOf, type BenchContext, type Row, type Scenario } from '../lib';

/**
 * Game-server plugins polling `GET /v1/server/queue` (issue 18: at most 2 statements per poll with
 * 1,000 servers in the store). 1,000 servers in store b, a tenth of them with 3 commands due (each
 * for an order of the store, so the answer carries the buyer and the variables), 100 more due for
 * any server, and 10 connections polling round the 1,000 tokens, one server after another, as
 * 1,000 plugins polling every few seconds would. A server with commands gets them again on each
 * poll (its own unacknowledged lease: a restarted plugin resumes), so those polls do the full work.
 */

const SERVERS = 1000;
const SHARE_WITH_COMMANDS = 0.1;
const COMMANDS_PER_SERVER = 3;
const ANY_SERVER_COMMANDS = 100;
const WARMUP = 5;

export interface BenchServers {
  ids: number[];
  tokens: string[];
}

/** Game servers made with set-based SQL, their tokens stored as the API stores them (SHA-256 and prefix). */
export async function createServers(db: pg.Pool, storeId: number, n: number, name: string): Promise<BenchServers> {
  const tokens = Array.from({ length: n }, () => generateSecret('gs'));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO game_servers (store_id, name, token_hash, token_prefix, updated_at)
     SELECT $1, $2 || ' ' || t.n, t.hash, t.prefix, now()
     FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(hash, prefix, n)
     ORDER BY t.n
     RETURNING id`,
    [storeId, name, tokens.map(sha256), tokens.map(secretPrefix)],
  );
  return { ids: rows.map((r) => r.id), tokens };
}

/** Removes what a scenario made: its commands and its servers (rate-limit windows expire by themselves). */
export async function dropServers(db: pg.Pool, storeId: number, servers: BenchServers, commandIds: number[]) {
  await db.query('DELETE FROM commands WHERE store_id = $1 AND (id = ANY($2::int[]) OR game_server_id = ANY($3::int[]))', [storeId, commandIds, servers.ids]);
  await db.query('DELETE FROM game_servers WHERE store_id = $1 AND id = ANY($2::int[])', [storeId, servers.ids]);
}

/**
 * Due commands, one row per entry of `serverIds` (null: for any server), each for one of the store's
 * orders (the buyer's identifier as the player); returns their ids.
 */
export async function queueCommands(db: pg.Pool, storeId: number, serverIds: (number | null)[], orders: { id: number; player: string }[], label = 'diamond') {
  const picked = serverIds.map((_, i) => orders[i % orders.length]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO commands (store_id, order_id, game_server_id, user_id, trigger, command, offline_execute, execute_at, updated_at)
     SELECT $1, t.order_id, t.server_id, t.player, 'PURCHASE'::"CommandTrigger", 'give ' || t.player || ' ' || $5 || ' ' || t.n, true,
            now() - interval '1 second', now()
     FROM unnest($2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS t(server_id, order_id, player, n)
     ORDER BY t.n
     RETURNING id`,
    [storeId, serverIds, picked.map((o) => o.id), picked.map((o) => o.player), label],
  );
  return rows.map((r) => r.id);
}

/** Commands already due in the store would be handed to these servers too: said, so a figure is not misread. */
export async function warnIfQueued(db: pg.Pool, storeId: number, scenario: string) {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM commands WHERE store_id = $1 AND status = 'PENDING'`, [storeId]);
  if (Number(rows[0].n) > 0) log(`${scenario}: warning, the store already has ${rows[0].n} PENDING commands; they will be served too`);
}

export async function someOrders(db: pg.Pool, storeId: number, n: number) {
  const { rows } = await db.query<{ id: number; player: string }>(
    'SELECT id, client_identifier AS player FROM orders WHERE store_id = $1 ORDER BY id DESC LIMIT $2',
    [storeId, n],
  );
  if (!rows.length) throw new Error('the store has no orders to queue commands for');
  return rows;
}

/**
 * Statements the API sent itself since the last reset (pg_stat_statements' `toplevel`), leaving out
 * those that ran inside them (the commands table's NOTIFY trigger fires once per UPDATE statement,
 * leases included, and is counted in the row's figure like every nested statement of the bench).
 */
function drive(base: string, tokens: string[], seconds: number) {
  let next = 0;
  const token = () => tokens[next++ % tokens.length];
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        // The players a plugin reports online; every queued command here runs offline too.
        path: '/v1/server/queue?online=Steve,Alex',
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${token()}` } }),
      },
    ],
  });
}

export const gameServerPoll: Scenario = async (ctx: BenchContext): Promise<Row[]> => {
  // Store b: the same size as a, and no other scenario queues commands in it (approvals in store a
  // do, for any server, and polls and plugins here would be handed them).
  const storeId = ctx.stores.b.store.id;
  await warnIfQueued(ctx.db, storeId, 'game-server poll');
  log(`game-server poll: creating ${SERVERS} servers and their commands`);
  const servers = await createServers(ctx.db, storeId, SERVERS, 'Bench poll');
  const commandIds: number[] = [];
  try {
    const orders = await someOrders(ctx.db, storeId, 500);
    const busy = servers.ids.slice(0, Math.round(SERVERS * SHARE_WITH_COMMANDS));
    commandIds.push(
      ...(await queueCommands(
        ctx.db,
        storeId,
        busy.flatMap((id) => Array(COMMANDS_PER_SERVER).fill(id)),
        orders,
      )),
    );
    commandIds.push(...(await queueCommands(ctx.db, storeId, Array(ANY_SERVER_COMMANDS).fill(null), orders, 'emerald')));
    await ctx.db.query('ANALYZE game_servers, commands');

    // What is measured must be the real answer: a busy server gets its 3 commands with their buyers.
    const check = await fetch(`${ctx.api.url}/v1/server/queue`, { headers: { authorization: `Bearer ${servers.tokens[0]}` } });
    const body = (await check.json()) as { data: { order: unknown }[] };
    if (check.status !== 200 || body.data.length < COMMANDS_PER_SERVER || !body.data.every((c) => c.order)) {
      throw new Error(`game-server poll: unexpected answer ${check.status} ${JSON.stringify(body).slice(0, 300)}`);
    }

    await drive(ctx.api.url, servers.tokens, WARMUP);
    await ctx.stmts.reset();
    const r = await drive(ctx.api.url, servers.tokens, DURATION);
    const statements = await ctx.stmts.count();
    const sent = await ctx.stmts.count({ topLevel: true });
    const row = rowOf(
      `9. GET /v1/server/queue, ${SERVERS.toLocaleString('en')} servers, ${SHARE_WITH_COMMANDS * 100}% with ${COMMANDS_PER_SERVER} due`,
      r,
      statements,
      sent,
    );
    log(
      `${row.scenario}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.statements} statements/request (${row.sent} sent by the API), ${row.errors} errors`,
    );
    return [row];
  } finally {
    await dropServers(ctx.db, storeId, servers, commandIds);
  }
};
