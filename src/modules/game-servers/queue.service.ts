import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import { lockCommands } from '../../db/locks';
import type { Command } from '../../generated/prisma/client';
import { leaseStatement, type LeaseResult, type LeaseStatement, type QueuedCommand } from './game-server.queries';
import { parseInput } from '../../lib/validation';
import { ackSchema, pollSchema, type AckInput, type PollInput } from './game-server.schemas';
import { screenLeased } from './queue.guard';

/**
 * The game-server protocol: a server polls for its due commands and acknowledges what it ran.
 * A poll leases what it returns to the polling server, so two servers never run the same command
 * at once; an acknowledgement settles it.
 */

/** How long a polled command stays with the server that got it before others may be offered it. */
const LEASE_SECONDS = 60;
/** At most this many commands per poll; a full batch asks the server to come back soon. */
export const POLL_LIMIT = 100;
/** A command that failed this many times stays FAILED. */
const MAX_ATTEMPTS = 3;
const NEXT_CHECK = { normal: 30, min: 5 };

function serverIdOf(ctx: ServiceContext): number {
  if (ctx.actor.kind !== 'server') throw new Error('the queue protocol needs a game-server context');
  return ctx.actor.gameServerId;
}

/** The names in `online=a,b,c`: trimmed, empty entries dropped; compared exactly (case-sensitive). */
const onlineNames = (online: string | undefined) => [
  ...new Set(
    (online ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
];

export interface PollResult {
  nextCheck: number;
  commands: QueuedCommand[];
}

/**
 * Who holds a lease: a game server by id, or null for the store's admin keys (a plugin connected
 * for push with the store's key, src/modules/game-servers/push/). A key's lease keeps every server's
 * poll away until it ends, like any other lease.
 */
export type LeaseHolder = number | null;

/** What a lease handed out: the commands to run, how many were leased (blocked ones included), and what `also` asked. */
export interface Leased extends Omit<LeaseResult, 'commands'> {
  leased: number;
  commands: QueuedCommand[];
}

export interface LeaseRequest {
  holder: LeaseHolder;
  /** Players online on the server: `offline_execute: false` commands only for them. Absent: every player (push clients check themselves). */
  online?: string[];
  /** Also hand out again what the holder leased and has not acknowledged (a poll always; a push connection when it starts). */
  resume: boolean;
  limit: number;
  /** What else to find in the same statement (a poll's next_check, a push group's timer). */
  also?: LeaseStatement['also'];
  /** Lease only while this credential still holds (push deliveries). */
  proof?: LeaseStatement['proof'];
}

/**
 * Leases due commands to `holder` for LEASE_SECONDS and returns them, by execute_at and id: PENDING,
 * due, of the holder's scope (a server: its own and those for any server; the store's keys: all of
 * the store's) and not leased to anyone else. Selection and lease are one statement (FOR UPDATE SKIP
 * LOCKED), so two holders asking at once never get the same command. A command for any server that
 * must run only once is claimed for good by the first server to get it. The queue guard then keeps
 * back what must not run (src/modules/game-servers/queue.guard.ts).
 */
export async function leaseDue(ctx: ServiceContext, req: LeaseRequest): Promise<Leased> {
  const { commands: leased, ...rest } = await leaseStatement(ctx.sql, { ...req, storeId: ctx.store.id, leaseSeconds: LEASE_SECONDS });
  return { ...rest, leased: leased.length, commands: await screenLeased(ctx, req.holder, leased) };
}

/**
 * The due commands for the polling server, leased to it for LEASE_SECONDS (leaseDue). The holder
 * polling again within its lease gets its unacknowledged commands again: a restarted plugin resumes.
 */
export async function pollQueue(ctx: ServiceContext, input: Wire<PollInput> = {}): Promise<PollResult> {
  const q = parseInput(pollSchema, input);
  const serverId = serverIdOf(ctx);
  // The server's last_seen_at was set when its token was proven (serverByTokenHash): no statement here.
  const served = await leaseDue(ctx, { holder: serverId, online: onlineNames(q.online), resume: true, limit: POLL_LIMIT, also: 'nextDue' });
  // A full batch asks for a quick return even when some of it was blocked: more may be waiting.
  return { commands: served.commands, nextCheck: nextCheck(served.leased, served.secondsToNextDue) };
}

/** Seconds until the server should poll again: sooner when a batch was full or a command falls due. */
function nextCheck(returned: number, secondsToNextDue: number | null): number {
  if (returned >= POLL_LIMIT) return NEXT_CHECK.min;
  if (secondsToNextDue === null) return NEXT_CHECK.normal;
  return Math.min(NEXT_CHECK.normal, Math.max(NEXT_CHECK.min, Math.ceil(secondsToNextDue)));
}

export interface AckOutcome {
  id: number;
  /** The command's status after the acknowledgement; null when it was not accepted. */
  status: Command['status'] | null;
  accepted: boolean;
}

/**
 * Settles what the server ran. DONE is final; FAILED retries after `attempts` minutes until
 * MAX_ATTEMPTS, then stays FAILED. Only commands the server holds are accepted (leased to it, meant
 * for it, or already run by it); a repeated acknowledgement is accepted and changes nothing.
 */
export async function ackCommands(ctx: ServiceContext, input: Wire<AckInput>): Promise<AckOutcome[]> {
  const data = parseInput(ackSchema, input);
  const serverId = serverIdOf(ctx);
  const storeId = ctx.store.id;
  const ids = data.results.map((r) => r.id).sort((a, b) => a - b);

  const outcomes = await ctx.db.$transaction(async (tx) => {
    // Locked in id order, so concurrent acknowledgements cannot deadlock, and a poll skips them meanwhile.
    const rows = await lockCommands(tx, storeId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = new Date();
    const out: AckOutcome[] = [];

    for (const result of data.results) {
      const row = byId.get(result.id);
      const holds = !!row && (row.leasedBy === serverId || row.gameServerId === serverId || (row.status === 'DONE' && row.executedBy === serverId));
      if (!row || !holds) {
        out.push({ id: result.id, status: null, accepted: false });
        continue;
      }
      const response = result.response === undefined ? row.response : result.response;
      let status = row.status;
      if (row.status === 'PENDING' && result.status === 'DONE') {
        status = 'DONE';
        await tx.command.update({
          where: { id: row.id },
          data: { status, executedAt: now, executedBy: serverId, response, leasedBy: null, leasedUntil: null },
        });
      } else if (row.status === 'PENDING' && result.status === 'FAILED' && row.leasedBy === serverId) {
        // Only the delivery the server holds counts as an attempt: a repeated FAILED changes nothing.
        const attempts = row.attempts + 1;
        status = attempts < MAX_ATTEMPTS ? 'PENDING' : 'FAILED';
        await tx.command.update({
          where: { id: row.id },
          data: {
            status,
            attempts,
            response,
            leasedBy: null,
            leasedUntil: null,
            ...(status === 'PENDING' ? { executeAt: new Date(now.getTime() + attempts * 60_000) } : {}),
          },
        });
      }
      out.push({ id: result.id, status, accepted: true });
    }
    return out;
  });
  // last_seen_at was set when the token was proven.
  return outcomes;
}
