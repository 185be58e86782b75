import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import type { Deps } from './context';
import { createContext } from './http/request-context';
import { createGraphQLServer } from './graphql/server';
import { graphqlContext } from './graphql/context';
import { graphiqlRouter } from './graphql/graphiql';
import { graphqlMiddleware } from './graphql/http';
import { jsonLog, type Log } from './logger';
import { readinessHandler } from './health';
import { metricsHandler, observeRequests, setQueueSource } from './metrics';
import { errorHandler, unknownRoute } from './rest/errors';
import type { Route } from './rest/route';
import { buildRouter, routeHandler } from './rest/router';
import { boundBodyDepth } from './rest/body-depth';
import { docsRouter } from './rest/docs';
import { adminRouter } from './admin-ui';
import { collapseEmptySegments } from './paths';
import { crossOrigin } from './rest/cors';
import { createFront, type FrontEndpoint } from './http/front';
import { MODULES } from './modules';

/** Every module's REST table, in the module list's order: the router, and later the OpenAPI document, read it. */
export const routes: Route[] = MODULES.flatMap((m) => m.routes ?? []);

/** The HTTP request listener (what `http.createServer` takes, and supertest), and `listen` as express's. */
export type HttpApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  listen(port: number, host: string, ready?: () => void): Server;
  /** The express app behind it (its settings: socket.io's handshake reads `req.ip` as express computes it). */
  express: Express;
};

const methodOf = (r: Route) => r.method.toUpperCase() as FrontEndpoint['method'];

export interface App {
  app: HttpApp;
  stop(): Promise<void>;
}

/** The HTTP application without listen(), so tests drive it in-process. */
export async function createApp(deps: Deps, opts: { log?: Log; worker?: () => string | undefined } = {}): Promise<App> {
  const log = opts.log ?? jsonLog;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Behind a load balancer, the client's address (storefront rate limits, visits) comes from X-Forwarded-For.
  if (deps.config.trustProxy !== undefined) app.set('trust proxy', deps.config.trustProxy);

  // `/v1/app//x` (a base URL with a trailing slash) is `/v1/app/x`, before anything reads the path.
  app.use(collapseEmptySegments());
  // The request id (echoed in x-request-id, on every log line of the request), the access log and the latency histogram.
  const observe = observeRequests(log, randomUUID);
  app.use(observe);
  // Browsers on other origins (in-game shops, storefronts) call REST and GraphQL: preflights end here.
  const cors = crossOrigin();
  app.use(['/v1', '/graphql'], cors);
  const context: RequestHandler = (req, res, next) => {
    const requestId = res.locals.requestId as string;
    res.locals.context = createContext(req, deps, requestId, res);
    next();
  };
  app.use(context);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: database, migrations, and the job worker when this process runs one (src/health.ts, docs/DECISIONS.md).
  app.get('/readyz', readinessHandler(deps, { log, worker: opts.worker }));
  // Prometheus text; aggregates only (route patterns, classes, counts), so no key is asked for.
  setQueueSource(deps.database.pool, deps.config.workerStaleAfterSeconds);
  app.get('/metrics', metricsHandler);

  // Modules' raw handlers (payment providers' notifications: signatures cover the bytes), before the JSON parser.
  const raw = MODULES.flatMap((m) => (m.raw ? [m.raw] : []));
  for (const r of raw) app.use(r.handler(deps, log));
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] });
  const restBody = [json, boundBodyDepth('rest')];
  app.use('/v1', ...restBody, buildRouter(routes));

  app.use(docsRouter(routes));
  app.use(adminRouter());
  app.use(graphiqlRouter());
  const graphql = createGraphQLServer(log);
  await graphql.start();
  const graphqlRequest = [json, boundBodyDepth('graphql'), graphqlMiddleware(graphql, async ({ res }) => graphqlContext(res.locals.context))];
  app.use('/graphql', ...graphqlRequest);

  app.use(unknownRoute);
  const errors = errorHandler(log);
  app.use(errors);

  // The API's endpoints skip express's router (src/http/front.ts): the same middleware and handlers, found directly.
  const front = createFront(app, {
    before: [observe, cors, context],
    endpoints: [
      ...routes.map((r) => ({ method: methodOf(r), path: `/v1${r.path}`, routePath: r.path, handlers: [...restBody, routeHandler(r)] })),
      { method: 'POST' as const, path: '/graphql', handlers: graphqlRequest },
    ],
    // Mounted before the table: the modules' raw handlers (payment notifications: raw bodies, the provider's signature).
    reserved: raw.map((r) => r.prefix),
    unmatched: unknownRoute,
    errors,
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!front(req, res)) app(req, res);
  };

  return {
    app: Object.assign(handler, {
      listen: (port: number, host: string, ready?: () => void): Server => http.createServer(handler).listen(port, host, ready),
      express: app,
    }),
    async stop() {
      await graphql.stop();
    },
  };
}
