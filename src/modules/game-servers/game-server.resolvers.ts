import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { gqlPage, listArgs, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateGameServerArgs,
  MutationDeleteGameServerArgs,
  MutationRotateGameServerTokenArgs,
  MutationUpdateCommandArgs,
  MutationUpdateGameServerArgs,
  QueryCommandArgs,
  QueryGameServerArgs,
  QueryGameServersArgs,
  QueryUserQueueArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import * as commands from './command.service';
import { commandOrder, REDACTED } from './game-server.present';
import * as servers from './game-server.service';
import type { ListGameServersInput } from './game-server.schemas';

export const gameServerResolvers: Resolvers = {
  Query: {
    gameServers: admin('game_servers:read', async (ctx, args: QueryGameServersArgs) => {
      const input: ListGameServersInput = listArgs(args);
      return gqlPage(await servers.listGameServers(ctx, input), '/v1/app/game-server', input);
    }),
    gameServer: admin('game_servers:read', (ctx, { id }: QueryGameServerArgs) => servers.getGameServer(ctx, id)),
    userQueue: admin('game_servers:read', (ctx, { userId }: QueryUserQueueArgs) => commands.userQueue(ctx, userId)),
    queuedCommands: admin('game_servers:read', (ctx) => commands.queuedCommands(ctx)),
    command: admin('game_servers:read', (ctx, { id }: QueryCommandArgs) => commands.getCommand(ctx, id)),
  },
  Mutation: {
    createGameServer: admin('game_servers:write', (ctx, { input }: MutationCreateGameServerArgs) => servers.createGameServer(ctx, toServiceInput(input))),
    updateGameServer: admin('game_servers:write', (ctx, { id, input }: MutationUpdateGameServerArgs) =>
      servers.updateGameServer(ctx, id, toServiceInput(input)),
    ),
    deleteGameServer: admin('game_servers:write', async (ctx, { id }: MutationDeleteGameServerArgs) => {
      await servers.deleteGameServer(ctx, id);
      return true;
    }),
    rotateGameServerToken: admin('game_servers:write', (ctx, { id }: MutationRotateGameServerTokenArgs) => servers.rotateGameServerToken(ctx, id)),
    updateCommand: admin('game_servers:write', (ctx, { id, input }: MutationUpdateCommandArgs) => commands.updateCommand(ctx, id, toServiceInput(input))),
  },
  GameServer: {
    ...timestampFields('createdAt', 'updatedAt'),
    token: (s) => (s as { token?: string }).token ?? REDACTED,
  },
  QueuedCommand: {
    ...timestampFields('createdAt', 'updatedAt', 'executeAt'),
    type: (c) => c.trigger,
    gameServer: (c, _, ctx, info) => (c.gameServerId ? sc(ctx, info).loaders.gameServerById.load(c.gameServerId) : null),
    order: async (c, _, ctx, info) => {
      const found = await commandOrder(sc(ctx, info), c);
      return found && { ...found.order, clientIdentifier: found.order.clientIdentifier ?? '', variables: found.variables };
    },
  },
};
