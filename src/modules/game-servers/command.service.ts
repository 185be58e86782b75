import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import { lockCommandStatus } from '../../db/locks';
import type { Command, Prisma } from '../../generated/prisma/client';
import { notFound } from '../../errors';
import { parseInput } from '../../lib/validation';
import { requeue } from './command.requeue';
import { updateCommandSchema, type UpdateCommandInput } from './game-server.schemas';
import { dueCommands, type QueuedCommand } from './game-server.queries';

/** Queued commands, as the back office sees them. */

/**
 * What a plugin may run now: PENDING and due. Plugins run whatever these lists return (and then
 * acknowledge it), so a scheduled command (an EXPIRE one due in 30 days) stays out until it is due;
 * the back office sees it on its order and with GET /v1/app/command/{id}. Plugins read these
 * lists all day: each is one statement that brings the buyers along (game-server.queries.ts).
 */

/** The buyer's due commands, in the order they fell due. */
export async function userQueue(ctx: ServiceContext, userId: string): Promise<QueuedCommand[]> {
  return dueCommands(ctx.sql, ctx.store.id, { userId });
}

/** At most this many in one answer of queuedCommands: the oldest first; the rest once these are acknowledged. */
export const QUEUED_COMMANDS_LIMIT = 1000;

/**
 * Every due command of the store, for any server and any player (a plugin with the store's key
 * checks who is online itself), oldest first. A read: nothing is leased.
 */
export async function queuedCommands(ctx: ServiceContext): Promise<QueuedCommand[]> {
  return dueCommands(ctx.sql, ctx.store.id, { limit: QUEUED_COMMANDS_LIMIT });
}

export async function getCommand(ctx: ServiceContext, id: number): Promise<Command> {
  const command = await ctx.db.command.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!command) throw notFound(`Command ${id} not found`);
  return command;
}

/**
 * A person settles or requeues a command. Moving it back to PENDING runs it again as new: no
 * attempts, no lease, due now. Any other status ends its lease, so no server holds it any more.
 */
export async function updateCommand(ctx: ServiceContext, id: number, input: Wire<UpdateCommandInput>): Promise<Command> {
  const data = parseInput(updateCommandSchema, input);
  return ctx.db.$transaction(async (tx) => {
    // Locked: a server's acknowledgement of the same command waits for this change, or this for it.
    const current = await lockCommandStatus(tx, ctx.store.id, id);
    if (!current) throw notFound(`Command ${id} not found`);

    const change: Prisma.CommandUncheckedUpdateInput = {};
    if (data.response !== undefined) change.response = data.response;
    if (data.reason !== undefined) change.reason = data.reason;
    // The same status again is not a change: a pending command keeps its schedule and its lease.
    if (data.status !== undefined && data.status !== current.status) {
      if (data.status === 'PENDING') Object.assign(change, requeue());
      else Object.assign(change, { status: data.status, leasedBy: null, leasedUntil: null });
      // Settled by a person: executed_by stays null (it names game servers only).
      if (data.status === 'DONE') Object.assign(change, { executedAt: new Date(), executedBy: null });
    }
    return tx.command.update({ where: { id }, data: change });
  });
}
