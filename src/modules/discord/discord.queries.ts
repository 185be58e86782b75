import { sql } from 'kysely';
import { prepare, type Param, type SqlTx } from '../../db/sql';

/** The job that runs an order's due Discord actions. */
export const DISCORD_TASK = 'run_discord_actions';

// graphile-worker's add_job is outside our schema: whole-statement templates, prepared.
const runStatement = prepare(
  'discord.scheduleRun',
  (p: Param<{ orderId: number; queue: string; runAt: Date; jobKey: string }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(DISCORD_TASK)}::text,
    json_build_object('orderId', ${p('orderId')}::int),
    queue_name => ${p('queue')}::text,
    run_at => ${p('runAt')}::timestamptz,
    max_attempts => 5,
    job_key => ${p('jobKey')}::text
  )`,
);

/** The job of `orderId`'s actions due at `runAt`; its key makes adding the same moment twice one job. */
export async function insertDiscordRun(tx: SqlTx, orderId: number, runAt: Date): Promise<void> {
  await runStatement.exec(tx, { orderId, queue: `discord:${orderId}`, runAt, jobKey: `discord:${orderId}:${runAt.getTime()}` });
}

const runsStatement = prepare(
  'discord.scheduleRuns',
  (p: Param<{ orderId: number; queue: string; at: string[]; keys: string[] }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(DISCORD_TASK)}::text,
    json_build_object('orderId', ${p('orderId')}::int),
    queue_name => ${p('queue')}::text,
    run_at => m.at::timestamptz,
    max_attempts => 5,
    job_key => m.key
  ) FROM unnest(${p('at')}::text[], ${p('keys')}::text[]) WITH ORDINALITY AS m(at, key, n) ORDER BY m.n`,
);

/** One job per moment (distinct, in the given order), in one statement. */
export async function insertDiscordRuns(tx: SqlTx, orderId: number, times: number[]): Promise<void> {
  await runsStatement.exec(tx, {
    orderId,
    queue: `discord:${orderId}`,
    at: times.map((t) => new Date(t).toISOString()),
    keys: times.map((t) => `discord:${orderId}:${t}`),
  });
}

const idsStatement = prepare(
  'discord.nextIds',
  (p: Param<{ count: number }>) =>
    sql<{
      id: number;
    }>`SELECT nextval(pg_get_serial_sequence('order_discord_actions', 'id'))::int AS id FROM generate_series(1, ${p('count')}::int) ORDER BY 1`,
);

/** Ids for `count` order Discord actions, ascending, taken before their rows are written (a take-back names its source's id). */
export async function nextDiscordActionIds(tx: SqlTx, count: number): Promise<number[]> {
  return (await idsStatement.run(tx, { count })).map((r) => r.id);
}
