import type { Route } from '../../rest/route';

export const gameServerRoutes: Route[] = [];
