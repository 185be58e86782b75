import { io, type Socket } from 'socket.io-client';
import { DURATION, log, type BenchContext, type Row, type Scenario } from '../lib';
import { createServers, dropServers, queueCommands, someOrders, warnIfQueued } from './game-server-poll';

/**
 * Push to game-server plugins over socket.io (src/modules/game-servers/push/): PLUGINS servers of
 * store b connected with their tokens on the API's port, then commands queued for them (one INSERT
 * per batch, as an approval's transaction queues its commands: the table's trigger notifies the API)
 * at RATE per second for DURATION seconds, round the servers. Counted from the plugins' side: each
 * command's first EXECUTE_COMMAND; the row's req/s is commands delivered per second (first queued to
 * last received), p50/p99 the time from queueing (before the INSERT is sent) to receipt, and
 * SQL/request the API's statements per delivered command (the benchmark's own INSERTs left out).
 * Commands are not acknowledged: within the run no lease (60 s) ends, so none is pushed twice.
 */

const PLUGINS = Number(process.env.BENCH_PUSH_PLUGINS ?? 200);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 500);
const BATCH_MS = 100;
/** After the last batch, how long delivery may still take before the rest counts as lost. */
const DRAIN_MS = 20_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { authorization: `Bearer ${token}`, 'x-extension': 'plugin' },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`plugin refused: ${err.message}`)));
  });
}

export const socketPush: Scenario = async (ctx: BenchContext): Promise<Row[]> => {
  // Store b: the same size as a, and no other scenario queues commands in it (approvals in store a
  // do, for any server, and polls and plugins here would be handed them).
  const storeId = ctx.stores.b.store.id;
  await warnIfQueued(ctx.db, storeId, 'socket.io push');
  log(`socket.io push: connecting ${PLUGINS} plugins`);
  const servers = await createServers(ctx.db, storeId, PLUGINS, 'Bench push');
  const commandIds: number[] = [];
  const sockets: Socket[] = [];
  try {
    const orders = await someOrders(ctx.db, storeId, 500);
    for (let i = 0; i < PLUGINS; i += 50) sockets.push(...(await Promise.all(servers.tokens.slice(i, i + 50).map((t) => connect(ctx.api.url, t)))));
    const queuedAt = new Map<number, number>();
    const receivedAt = new Map<number, number>();
    let duplicates = 0;
    for (const socket of sockets) {
      socket.on('EXECUTE_COMMAND', (item: { id: number }) => {
        if (receivedAt.has(item.id)) duplicates++;
        else receivedAt.set(item.id, Date.now());
      });
    }
    await sleep(1_000); // the connections' first deliveries (nothing leased yet) are over

    const perBatch = Math.max(1, Math.round((RATE * BATCH_MS) / 1000));
    const batches = Math.max(1, Math.round((DURATION * 1000) / BATCH_MS));
    log(`socket.io push: queueing ${perBatch * batches} commands, ${perBatch} every ${BATCH_MS} ms`);
    await ctx.stmts.reset();
    const start = Date.now();
    let next = 0;
    for (let b = 0; b < batches; b++) {
      const due = start + b * BATCH_MS;
      if (Date.now() < due) await sleep(due - Date.now());
      const targets = Array.from({ length: perBatch }, () => servers.ids[next++ % servers.ids.length]);
      const at = Date.now();
      const ids = await queueCommands(ctx.db, storeId, targets, orders, `push ${b}`);
      for (const id of ids) queuedAt.set(id, at);
      commandIds.push(...ids);
    }
    const deadline = Date.now() + DRAIN_MS;
    while (Date.now() < deadline && [...queuedAt.keys()].some((id) => !receivedAt.has(id))) await sleep(100);
    // The benchmark's own INSERTs left out: each with its NOTIFY trigger's statement inside it, and
    // per row the foreign-key checks of its store, order and game server.
    const statements = (await ctx.stmts.count()) - 2 * batches - 3 * queuedAt.size;
    const sent = (await ctx.stmts.count({ topLevel: true })) - batches;

    const latencies = [...queuedAt]
      .filter(([id]) => receivedAt.has(id))
      .map(([id, at]) => receivedAt.get(id)! - at)
      .sort((a, b) => a - b);
    const delivered = latencies.length;
    const last = Math.max(...[...receivedAt.values()]);
    const seconds = Math.max(0.001, (last - start) / 1000);
    const lost = queuedAt.size - delivered;
    // Anything else pushed would be another scenario's command reaching these servers: a defect.
    const foreign = [...receivedAt.keys()].filter((id) => !queuedAt.has(id)).length;
    const row: Row = {
      throughput: false,
      scenario: `10. socket.io push, ${PLUGINS} plugins, commands queued at ${RATE}/s (req/s = commands delivered/s)`,
      rps: Math.round(delivered / seconds),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      latencyAvg: delivered ? Math.round((latencies.reduce((s, x) => s + x, 0) / delivered) * 100) / 100 : 0,
      statements: delivered ? Math.round((statements / delivered) * 10) / 10 : 0,
      requests: delivered,
      errors: lost + duplicates + foreign,
    };
    const perCommand = delivered ? Math.round((sent / delivered) * 10) / 10 : 0;
    log(
      `${row.scenario}: ${row.rps} commands/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.statements} statements/command (${perCommand} sent by the API), ${lost} lost, ${duplicates} duplicates, ${foreign} foreign`,
    );
    return [row];
  } finally {
    for (const s of sockets) s.disconnect();
    await dropServers(ctx.db, storeId, servers, commandIds);
  }
};
