import { listBody, type Route } from '../../rest/route';
import * as commands from './command.service';
import { presentAck, presentCommand, presentGameServer, presentPoll, presentQueueItem } from './game-server.present';
import * as servers from './game-server.service';
import * as queue from './queue.service';
import type { AckInput, CreateGameServerInput, UpdateCommandInput, UpdateGameServerInput } from './game-server.schemas';

const page = { page: 'int', per_page: 'int', all: 'bool' } as const;

export const gameServerRoutes: Route[] = [
  {
    method: 'get',
    path: '/app/game-server',
    access: 'admin',
    summary: 'List game servers',
    query: page,
    handler: async (ctx, input) => listBody(ctx, input, await servers.listGameServers(ctx, input.query), presentGameServer),
  },
  {
    method: 'post',
    path: '/app/game-server',
    access: 'admin',
    summary: 'Create a game server (the response carries its token, shown only this once)',
    status: 201,
    handler: async (ctx, { body }) => presentGameServer(ctx, await servers.createGameServer(ctx, body as CreateGameServerInput)),
  },
  {
    method: 'get',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Get a game server',
    handler: async (ctx, { params }) => presentGameServer(ctx, await servers.getGameServer(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Update a game server',
    handler: async (ctx, { params, body }) =>
      presentGameServer(ctx, await servers.updateGameServer(ctx, params.id, body as UpdateGameServerInput)),
  },
  {
    method: 'delete',
    path: '/app/game-server/:id',
    access: 'admin',
    summary: 'Delete a game server',
    status: 204,
    handler: async (ctx, { params }) => servers.deleteGameServer(ctx, params.id),
  },
  {
    method: 'post',
    path: '/app/game-server/:id/token',
    access: 'admin',
    summary: 'Replace the server token (the new one is shown only this once; the old one stops working)',
    handler: async (ctx, { params }) => presentGameServer(ctx, await servers.rotateGameServerToken(ctx, params.id)),
  },
  {
    method: 'get',
    path: '/app/user_queue/:user_id',
    params: { user_id: 'string' },
    access: 'admin',
    summary: "A buyer's pending commands (user_id = the client identifier)",
    handler: async (ctx, { params }) =>
      Promise.all((await commands.userQueue(ctx, params.str.user_id)).map((c) => presentQueueItem(ctx, c))),
  },
  {
    method: 'get',
    path: '/app/command/:id',
    access: 'admin',
    summary: 'Get a queued command',
    handler: async (ctx, { params }) => presentCommand(ctx, await commands.getCommand(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/command/:id',
    access: 'admin',
    summary: 'Update a queued command (status PENDING requeues it)',
    handler: async (ctx, { params, body }) =>
      presentCommand(ctx, await commands.updateCommand(ctx, params.id, body as UpdateCommandInput)),
  },
  {
    method: 'get',
    path: '/server/queue',
    access: 'server',
    summary: "Game server: due commands for this server (online = comma-separated player names)",
    query: { online: 'string' },
    handler: async (ctx, { query }) => presentPoll(ctx, await queue.pollQueue(ctx, { online: query.online as string | undefined })),
  },
  {
    method: 'post',
    path: '/server/queue/ack',
    access: 'server',
    summary: 'Game server: report what it ran (DONE or FAILED)',
    handler: async (ctx, { body }) => presentAck(await queue.ackCommands(ctx, body as AckInput)),
  },
];
