import { listBody, listResponse, route, type Route } from '../../rest/route';
import * as commands from './command.service';
import { presentAck, presentCommand, presentGameServer, presentPoll, presentQueueItems } from './game-server.present';
import * as servers from './game-server.service';
import * as queue from './queue.service';
import { ackSchema, createGameServerSchema, listGameServersSchema, pollSchema, updateCommandSchema, updateGameServerSchema } from './game-server.schemas';
import { z } from '../../lib/responses';
import { Command, GameServer, QueueAck, QueueItem, QueuePoll } from './game-server.responses';

export const gameServerRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/game-server',
    access: 'admin',
    summary: 'List game servers',
    twin: 'Query.gameServers',
    response: listResponse(GameServer),
    query: listGameServersSchema,
    handler: async (ctx, input) => listBody(ctx, input, await servers.listGameServers(ctx, input.query), presentGameServer),
  }),
  route({
    method: 'post',
    path: '/app/game-server',
    access: 'admin',
    summary: 'Create a game server (the response carries its token, shown only this once)',
    twin: 'Mutation.createGameServer',
    response: GameServer,
    body: createGameServerSchema,
    status: 201,
    handler: async (ctx, { body }) => presentGameServer(ctx, await servers.createGameServer(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Get a game server',
    twin: 'Query.gameServer',
    response: GameServer,
    handler: async (ctx, { params }) => presentGameServer(ctx, await servers.getGameServer(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Update a game server',
    twin: 'Mutation.updateGameServer',
    response: GameServer,
    body: updateGameServerSchema,
    handler: async (ctx, { params, body }) => presentGameServer(ctx, await servers.updateGameServer(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Delete a game server',
    twin: 'Mutation.deleteGameServer',
    status: 204,
    handler: async (ctx, { params }) => servers.deleteGameServer(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/app/game-server/:id/token',
    access: 'admin',
    summary: 'Replace the server token (the new one is shown only this once; the old one stops working)',
    twin: 'Mutation.rotateGameServerToken',
    response: GameServer,
    handler: async (ctx, { params }) => presentGameServer(ctx, await servers.rotateGameServerToken(ctx, params.id)),
  }),
  route({
    method: 'get',
    path: '/app/user_queue/:user_id',
    params: { user_id: 'string' },
    access: 'admin',
    summary: "A buyer's due commands, as plugins run them (user_id = the client identifier)",
    twin: 'Query.userQueue',
    response: z.array(QueueItem),
    handler: async (ctx, { params }) => presentQueueItems(ctx, await commands.userQueue(ctx, params.str.user_id)),
  }),
  route({
    method: 'get',
    path: '/app/queued_commands',
    access: 'admin',
    summary: `Every due command of the store, any server and player, oldest first (a bare array, at most ${commands.QUEUED_COMMANDS_LIMIT})`,
    twin: 'Query.queuedCommands',
    response: z.array(QueueItem),
    handler: async (ctx) => presentQueueItems(ctx, await commands.queuedCommands(ctx)),
  }),
  route({
    method: 'get',
    path: '/app/command/:id',
    access: 'admin',
    summary: 'Get a queued command',
    twin: 'Query.command',
    response: Command,
    handler: async (ctx, { params }) => presentCommand(ctx, await commands.getCommand(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/command/:id',
    access: 'admin',
    summary: 'Update a queued command (status PENDING requeues it)',
    twin: 'Mutation.updateCommand',
    response: Command,
    body: updateCommandSchema,
    handler: async (ctx, { params, body }) => presentCommand(ctx, await commands.updateCommand(ctx, params.id, body)),
  }),
  route({
    method: 'get',
    path: '/server/queue',
    access: 'server',
    summary: 'Game server: due commands for this server (online = comma-separated player names)',
    twin: null, // the game-server plugin protocol is REST only
    response: QueuePoll,
    query: pollSchema,
    handler: async (ctx, { query }) => presentPoll(ctx, await queue.pollQueue(ctx, { online: query.online })),
  }),
  route({
    method: 'post',
    path: '/server/queue/ack',
    access: 'server',
    summary: 'Game server: report what it ran (DONE or FAILED)',
    twin: null, // the game-server plugin protocol is REST only
    response: QueueAck,
    body: ackSchema,
    handler: async (ctx, { body }) => presentAck(ctx, await queue.ackCommands(ctx, body)),
  }),
];
