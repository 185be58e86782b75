import type { ServiceContext } from '../../context';
import type { Command, GameServer } from '../../generated/prisma/client';
import { storeTime, timestamps } from '../../lib/present';
import type { AckOutcome, PollResult } from './queue.service';
import type { QueuedCommand } from './game-server.queries';
import { commandOrder } from './command.buyer';
import type { CommandJson, GameServerJson, QueueAckJson, QueueItemJson, QueuePollJson, ResentCommandsJson } from './game-server.responses';
import { resentMessage } from '../../lib/i18n';

export { commandOrder };

/** What stands for a secret that is not shown again. */
export const REDACTED = '[redacted]';

/** A game server; `token` only in the create and rotate responses, redacted everywhere else. */
export const presentGameServer = (ctx: ServiceContext, s: GameServer & { token?: string }): GameServerJson => ({
  id: s.id,
  store_id: s.storeId,
  type: s.type,
  name: s.name,
  token: s.token ?? REDACTED,
  ...timestamps(ctx, s),
});

/**
 * The User queue item: what a game server needs to run the command. One shape wherever a plugin
 * reads commands: the poll, the user queue, queued commands and the push event EXECUTE_COMMAND.
 */
async function presentQueueItem(ctx: ServiceContext, c: Command | QueuedCommand): Promise<QueueItemJson> {
  const found = await commandOrder(ctx, c);
  return {
    id: c.id,
    store_id: c.storeId,
    user_id: c.userId,
    command: c.command,
    offline_execute: c.offlineExecute,
    execute_at: storeTime(ctx.store, c.executeAt)!,
    order: found && {
      // A string, as plugins read it: "" for an order without one (none of its commands needs it).
      client_identifier: found.order.clientIdentifier ?? '',
      client_email: found.order.clientEmail,
      client_name: found.order.clientName,
      client_discord: found.order.clientDiscord,
      internal_id: found.order.internalId,
      variables: found.variables,
    },
  };
}

/** Queue items of a list (user queue, queued commands, poll): their orders load in one batch. */
export const presentQueueItems = (ctx: ServiceContext, list: (Command | QueuedCommand)[]): Promise<QueueItemJson[]> =>
  Promise.all(list.map((c) => presentQueueItem(ctx, c)));

/** A command in the back office: the queue item plus its state. */
export async function presentCommand(ctx: ServiceContext, c: Command): Promise<CommandJson> {
  const [item, server] = await Promise.all([presentQueueItem(ctx, c), c.gameServerId ? ctx.loaders.gameServerById.load(c.gameServerId) : null]);
  return {
    ...item,
    status: c.status,
    response: c.response,
    reason: c.reason,
    attempts: c.attempts,
    tries: c.attempts,
    game_server_id: c.gameServerId,
    game_server: server ? presentGameServer(ctx, server) : null,
    type: c.trigger,
    order_id: c.orderId,
    order_package_id: c.orderPackageId,
    ...timestamps(ctx, c),
  };
}

/** The answer of a resend: the public API's message, in the store's locale, with the order's commands. */
export async function presentResentCommands(ctx: ServiceContext, commands: Command[]): Promise<ResentCommandsJson> {
  return { message: resentMessage(ctx.store.locale), commands: await Promise.all(commands.map((c) => presentCommand(ctx, c))) };
}

export async function presentPoll(ctx: ServiceContext, poll: PollResult): Promise<QueuePollJson> {
  return {
    meta: { next_check: poll.nextCheck },
    data: await presentQueueItems(ctx, poll.commands),
  };
}

export const presentAck = (_ctx: ServiceContext, outcomes: AckOutcome[]): QueueAckJson => ({ data: outcomes });
