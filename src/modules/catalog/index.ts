import type { AppModule } from '../../module';
import {
  Category,
  LicenseKey,
  Package,
  PackageCommand,
  PackageContent,
  PackageDiscordAction,
  PackageEmail,
  PackageField,
  PackageVariable,
  PackageSubscription,
  PackageVariation,
} from './catalog.responses';
import { createCatalogLoaders } from './catalog.loaders';
import { catalogResolvers } from './catalog.resolvers';
import { catalogRoutes } from './catalog.routes';

/** Categories and packages (commands, Discord actions, license keys, fields, variations). */
export const catalogModule: AppModule = {
  name: 'catalog',
  routes: catalogRoutes,
  resolvers: catalogResolvers,
  sdl: ['catalog.graphql'],
  shapes: [
    Category,
    PackageCommand,
    PackageDiscordAction,
    LicenseKey,
    PackageField,
    PackageEmail,
    PackageVariable,
    PackageContent,
    PackageVariation,
    PackageSubscription,
    Package,
  ],
  loaders: createCatalogLoaders,
};
