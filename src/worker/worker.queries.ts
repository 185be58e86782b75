import { sql } from 'kysely';
import type { Queryable } from '../db/client';
import { db, prepare, type Param } from '../db/sql';

/**
 * The worker's heartbeat, on the pg pool: a worker starts without Prisma (its query compiler loads
 * on the first Prisma query a job makes). A dead instance's graphile-worker ids let another release its jobs.
 */

const insertStatement = prepare('worker.heartbeatStart', (p: Param<{ instanceId: string }>) =>
  db.insertInto('workerHeartbeats').values({ instanceId: p('instanceId'), workerIds: sql<string[]>`'{}'::text[]` }),
);
const beatStatement = prepare('worker.heartbeat', (p: Param<{ instanceId: string; workerIds: string[] }>) =>
  db
    .updateTable('workerHeartbeats')
    .set({ seenAt: sql<Date>`now()`, workerIds: p('workerIds') })
    .where('instanceId', '=', p('instanceId')),
);
const deadStatement = prepare('worker.dead', (p: Param<{ staleAfterSeconds: number; instanceId: string }>) =>
  db
    .selectFrom('workerHeartbeats')
    .select(['instanceId', 'workerIds'])
    .where(sql<boolean>`seen_at < now() - make_interval(secs => ${p('staleAfterSeconds')})`)
    .where('instanceId', '<>', p('instanceId')),
);
const deleteStatement = prepare('worker.heartbeatEnd', (p: Param<{ instanceId: string }>) =>
  db.deleteFrom('workerHeartbeats').where('instanceId', '=', p('instanceId')),
);

export async function startHeartbeat(pool: Queryable, instanceId: string): Promise<void> {
  await insertStatement.runOnPool(pool, { instanceId });
}

/** Seen now, with the graphile-worker pool ids whose locks are this instance's. */
export async function heartbeat(pool: Queryable, instanceId: string, workerIds: string[]): Promise<void> {
  await beatStatement.runOnPool(pool, { instanceId, workerIds });
}

/** Other instances not seen for `staleAfterSeconds`. */
export async function deadInstances(pool: Queryable, instanceId: string, staleAfterSeconds: number): Promise<{ instanceId: string; workerIds: string[] }[]> {
  return deadStatement.runOnPool(pool, { staleAfterSeconds, instanceId });
}

export async function endHeartbeat(pool: Queryable, instanceId: string): Promise<void> {
  await deleteStatement.runOnPool(pool, { instanceId });
}
