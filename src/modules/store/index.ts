import type { AppModule } from '../../module';
import { StoreApp, StoreSettings, StoreTheme } from './store.responses';
import { storeResolvers } from './store.resolvers';
import { storeRoutes } from './store.routes';

/** The store's own record and settings, and its API keys. */
export const storeModule: AppModule = {
  name: 'store',
  routes: storeRoutes,
  resolvers: storeResolvers,
  sdl: ['store.graphql'],
  shapes: [StoreTheme, StoreSettings, StoreApp],
};
