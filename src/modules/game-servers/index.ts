import type { AppModule } from '../../module';
import { GameServer, ResentCommands } from './game-server.responses';
import { commandSubscriptions } from './command.effects';
import { createGameServerLoaders } from './game-server.loaders';
import { gameServerResolvers } from './game-server.resolvers';
import { gameServerRoutes } from './game-server.routes';

/** Game servers, the command queue and the plugin protocol (push is attached to the HTTP server by main.ts). */
export const gameServersModule: AppModule = {
  name: 'gameServers',
  routes: gameServerRoutes,
  resolvers: gameServerResolvers,
  sdl: ['game-servers.graphql'],
  shapes: [GameServer, ResentCommands],
  loaders: createGameServerLoaders,
  // Approval queues the packages' commands; a refund or chargeback cancels what has not run and queues theirs.
  subscriptions: commandSubscriptions,
};
