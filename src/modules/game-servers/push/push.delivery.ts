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
  /** False when the credential no longer opens the store (a rotated token, a deleted server, a revoked key): nothing was leased. */
  valid: boolean;
  /**
   * Milliseconds until a command of the group's scope may become deliverable: a scheduled one falls
   * due, or a lease (the holder's own, unacknowledged: redelivery; or another server's) ends. Null
   * when nothing is waiting.
   */
  msUntilNext: number | null;
}

/**
 * Leases and presents the group's due commands, in one statement that also checks the credential
 * and finds when to look again (src/modules/game-servers/game-server.queries.ts). `resume` also
 * takes back what the holder leased before and has not acknowledged: on a new connection (a
 * restarted plugin), not on every event, or each new approval would push the holder's
 * unacknowledged commands again. No `online` list: push clients check who is online themselves
 * (the public plugins skip a command whose player is offline and pick it up from the user queue
 * when the player joins).
 */
export async function leaseForPush(deps: Deps, cred: PluginCredential, resume: boolean): Promise<PushBatch> {
  const ctx = serviceContext(deps.database, cred.store, cred.actor, `push-${randomUUID()}`, deps.config);
  const batch = await leaseDue(ctx, { holder: cred.holder, resume, limit: POLL_LIMIT, also: 'readyIn', proof: cred.proof });
  return { items: await presentQueueItems(ctx, batch.commands), full: batch.leased >= POLL_LIMIT, valid: batch.valid, msUntilNext: batch.msUntilReady };
}
