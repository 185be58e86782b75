import { route, type Route } from '../../rest/route';
import { presentApp, presentStore } from './store.present';
import { StoreApp, StoreSettings } from './store.responses';
import { updateStoreSchema } from './store.schemas';
import { appRecord, updateStore } from './store-settings.service';

export const storeRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app',
    access: 'admin',
    permission: 'store:read',
    summary: "The key's application record: plugins call it at start-up to check their key",
    twin: 'Query.app',
    response: StoreApp,
    handler: async (ctx) => presentApp(ctx, appRecord(ctx.store)),
  }),
  route({
    method: 'get',
    path: '/app/store',
    access: 'admin',
    permission: 'store:read',
    summary: 'The store and its storefront settings',
    twin: 'Query.store',
    response: StoreSettings,
    handler: async (ctx) => presentStore(ctx, ctx.store),
  }),
  route({
    method: 'patch',
    path: '/app/store',
    access: 'admin',
    permission: 'settings:write',
    summary: "Change the store's name, locale and storefront settings (domain, currency and time zone are fixed)",
    twin: 'Mutation.updateStore',
    response: StoreSettings,
    body: updateStoreSchema,
    handler: async (ctx, { body }) => presentStore(ctx, await updateStore(ctx, body)),
  }),
];
