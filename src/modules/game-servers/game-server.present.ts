import type { ServiceContext } from '../../context';
import type { Command, GameServer } from '../../generated/prisma/client';
import { storeTime, timestamps } from '../../lib/present';
import type { AckOutcome, PollResult } from './queue.service';
import type { QueueBuyer, QueuedCommand } from './game-server.queries';
import type { CommandJson, GameServerJson, QueueAckJson, QueueItemJson, QueuePollJson } from './game-server.responses';

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
 * The buyer's order as a command item shows it, or null for a command without an order. A command
 * read with its buyer (the poll's lease, the queue reads: src/modules/game-servers/game-server.queries.ts)
 * carries it; any other comes through the request's loaders, batched.
 */
export async function commandOrder(ctx: ServiceContext, c: Pick<Command, 'orderId'> & { buyer?: QueueBuyer | null }): Promise<QueueBuyer | null> {
  if (c.buyer !== undefined) return c.buyer;
  if (c.orderId === null) return null;
  const [order, variables] = await Promise.all([
    ctx.loaders.orderById.load(c.orderId),
    ctx.loaders.orderVariablesByOrder.load(c.orderId),
  ]);
  if (!order) return null;
  return { order, variables: variables.map((v) => ({ name: v.name, value: v.value })) };
}

/**
 * The User queue item: what a game server needs to run the command. One shape wherever a plugin
 * reads commands: the poll, the user queue, queued commands and the push event EXECUTE_COMMAND.
 */
export async function presentQueueItem(ctx: ServiceContext, c: Command | QueuedCommand): Promise<QueueItemJson> {
  const found = await commandOrder(ctx, c);
  return {
    id: c.id,
    store_id: c.storeId,
    user_id: c.userId,
    command: c.command,
    offline_execute: c.offlineExecute,
    execute_at: storeTime(ctx.store, c.executeAt)!,
    order: found && {
      client_identifier: found.order.clientIdentifier,
      client_email: found.order.clientEmail,
      client_name: found.order.clientName,
      client_discord: found.order.clientDiscord,
      internal_id: found.order.internalId,
      variables: found.variables,
    },
  };
}

/** Queue items of a list (user queue, queued commands, poll): their orders load in one batch. */
export const presentQueueItems = (ctx: ServiceContext, list: (Command | QueuedCommand)[]): Promise<QueueItemJson[]> => Promise.all(list.map((c) => presentQueueItem(ctx, c)));

/** A command in the back office: the queue item plus its state. */
export async function presentCommand(ctx: ServiceContext, c: Command): Promise<CommandJson> {
  return {
    ...(await presentQueueItem(ctx, c)),
    status: c.status,
    response: c.response,
    reason: c.reason,
    attempts: c.attempts,
    game_server_id: c.gameServerId,
    type: c.trigger,
    order_id: c.orderId,
    ...timestamps(ctx, c),
  };
}

export async function presentPoll(ctx: ServiceContext, poll: PollResult): Promise<QueuePollJson> {
  return {
    meta: { next_check: poll.nextCheck },
    data: await presentQueueItems(ctx, poll.commands),
  };
}

export const presentAck = (outcomes: AckOutcome[]): QueueAckJson => ({ data: outcomes });
