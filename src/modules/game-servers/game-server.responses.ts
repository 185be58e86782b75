import { CommandStatus, CommandTrigger } from '../../generated/prisma/enums';
import { count, gql, id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of game servers and the command queue: what game-server.present.ts returns. */

export const GameServer = gql(
  named(
    'GameServer',
    z.strictObject({
      id: id().describe('Game server id (what gameServerId fields refer to).'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      type: gql(z.string().nullable().describe('Free text the owner picks'), {
        description: 'Free text chosen by the owner (the game, a role); null when not set.',
      }),
      name: z.string().describe('Display name, 1..100 characters.'),
      token: gql(z.string().describe('The server token in full in the create and rotate responses only; "[redacted]" everywhere else'), {
        description:
          'The server token (gs_...): in full only in the result of createGameServer and rotateGameServerToken,\n"[redacted]" everywhere else. Only its SHA-256 is stored.',
      }),
      ...timestampsShape,
    }),
    'A game server of the store. It polls its commands over REST (/v1/server/queue) with its token\n(Authorization: Bearer <server token>).',
  ),
  { fields: { updatedAt: "When a person last changed it, in the store's offset (polls do not change it)." } },
);

const queueItemShape = {
  id: id(),
  store_id: id(),
  user_id: z.string().describe("The buyer's client identifier"),
  command: z.string(),
  offline_execute: z.boolean(),
  execute_at: StoreTimestamp,
  order: z
    .strictObject({
      client_identifier: z.string(),
      client_email: z.string(),
      client_name: z.string(),
      client_discord: z.string().nullable(),
      internal_id: z.string(),
      variables: z.array(z.strictObject({ name: z.string(), value: z.string() })),
    })
    .nullable()
    .describe('The buyer and order the command is for; null for a command without an order'),
};

/** The spec's User queue item: what a game server needs to run a command. */
export const QueueItem = named('QueueItem', z.strictObject(queueItemShape));

/** A queued command in the back office: the queue item plus its state. */
export const Command = named(
  'Command',
  z.strictObject({
    ...queueItemShape,
    status: z.enum(CommandStatus),
    response: z.string().nullable(),
    reason: z.string().nullable(),
    attempts: count(),
    tries: count().describe("attempts under the public API's name"),
    game_server_id: id().nullable(),
    game_server: GameServer.nullable().describe("The game server meant to run it (its token redacted); null when any of the store's servers may"),
    type: z.enum(CommandTrigger),
    order_id: id().nullable(),
    order_package_id: id().nullable().describe('The order line (order package) that queued it; null for a command without one'),
    ...timestampsShape,
  }),
);

/** POST /v1/app/order/{id}/command/resend: what was done, in the store's locale, and the order's commands. */
export const ResentCommands = named(
  'ResentCommands',
  z.strictObject({
    message: gql(z.string().describe("What was done, in the store's locale"), {
      description: 'What was done, in the store\'s locale ("Todos os comandos foram re-adicionados na fila.").',
    }),
    commands: gql(z.array(Command).describe("The order's PURCHASE commands, oldest first, after the resend."), { type: '[QueuedCommand!]!' }),
  }),
  'What resendOrderCommands did (REST POST /v1/app/order/{id}/command/resend: {message, commands}).',
);

/** GET /v1/server/queue. */
export const QueuePoll = named(
  'QueuePoll',
  z.strictObject({
    meta: z.strictObject({ next_check: z.int().min(0).describe('Seconds until the server should poll again') }),
    data: z.array(QueueItem),
  }),
);

/** POST /v1/server/queue/ack: one outcome per acknowledged command, in the order sent. */
export const QueueAck = named(
  'QueueAck',
  z.strictObject({
    data: z.array(
      z.strictObject({
        id: z.int().describe('The command id as sent'),
        status: z.enum(CommandStatus).nullable().describe("The command's status after the acknowledgement; null when not accepted"),
        accepted: z.boolean(),
      }),
    ),
  }),
);

export type GameServerJson = z.output<typeof GameServer>;
export type QueueItemJson = z.output<typeof QueueItem>;
export type CommandJson = z.output<typeof Command>;
export type ResentCommandsJson = z.output<typeof ResentCommands>;
export type QueuePollJson = z.output<typeof QueuePoll>;
export type QueueAckJson = z.output<typeof QueueAck>;
