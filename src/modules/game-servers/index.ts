import type { AppModule } from '../../module';
import { createGameServerLoaders } from './game-server.loaders';
import { gameServerResolvers } from './game-server.resolvers';
import { gameServerRoutes } from './game-server.routes';

/** Game servers, the command queue and the plugin protocol (push is attached to the HTTP server by main.ts). */
export const gameServersModule: AppModule = {
  name: 'gameServers',
  routes: gameServerRoutes,
  resolvers: gameServerResolvers,
  sdl: ['game-servers.graphql'],
  loaders: createGameServerLoaders,
};
