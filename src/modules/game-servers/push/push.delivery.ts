import { randomUUID } from 'node:crypto';
import { serviceContext, type Deps } from '../../../context';
import { presentQueueItems } from '../game-server.present';
import type { QueueItemJson } from '../game-server.responses';
import { leaseDue, POLL_LIMIT } from '../queue.service';
import type { PluginCredential } from './push.auth';

/**
 * What one push delivery reads and writes: the commands a connection group may run now, leased to
 * its holder exactly as a poll leases them (src/modules/game-servers/queue.service.ts), so push and
 * polls of other servers never hand out one command at once, and the time at which something more
 * may become deliverable.
 */

export interface PushBatch {
  items: QueueItemJson[];
  /** The batch was full: more may be waiting. */
  full: boolean;
}

/**
 * Leases and presents the group's due commands. `resume` also takes back what the holder leased
 * before and has not acknowledged: on a new connection (a restarted plugin), not on every event,
 * or each new approval would push the holder's unacknowledged commands again. No `online` list:
 * push clients check who is online themselves (the public plugins skip a command whose player is
 * offline and pick it up from the user queue when the player joins).
 */
export async function leaseForPush(deps: Deps, cred: PluginCredential, resume: boolean): Promise<PushBatch> {
  const ctx = serviceContext(deps.database, cred.store, cred.actor, `push-${randomUUID()}`, deps.config);
  const { leased, commands } = await leaseDue(ctx, { holder: cred.holder, resume, limit: POLL_LIMIT });
  return { items: await presentQueueItems(ctx, commands), full: leased >= POLL_LIMIT };
}

/**
 * Milliseconds until a command of the group's scope may become deliverable: a scheduled one falls
 * due, or a lease (the holder's own, unacknowledged: redelivery; or another server's) ends. Null
 * when nothing is waiting.
 */
export async function msUntilNext(deps: Deps, cred: PluginCredential): Promise<number | null> {
  const scope = cred.holder === null ? '' : 'AND (game_server_id = $2 OR game_server_id IS NULL)';
  const { rows } = await deps.database.pool.query<{ ms: number | null }>(
    `SELECT EXTRACT(EPOCH FROM min(ready) - now())::float8 * 1000 AS ms FROM (
       SELECT GREATEST(execute_at, leased_until) AS ready FROM commands
       WHERE store_id = $1 AND status = 'PENDING' ${scope}
     ) c WHERE ready > now()`,
    cred.holder === null ? [cred.store.id] : [cred.store.id, cred.holder],
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(ms));
}
