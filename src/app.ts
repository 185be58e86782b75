import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import type { Deps } from './context';
import { createContext } from './http/request-context';
import { createGraphQLServer } from './graphql/server';
import { graphqlContext } from './graphql/context';
import { graphiqlRouter } from './graphql/graphiql';
import { graphqlMiddleware } from './graphql/http';
import { jsonLog, type Log } from './logger';
import { readinessHandler } from './health';
import { metricsHandler, observeRequests, setQueueSource } from './metrics';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { gameServerRoutes } from './modules/game-servers/game-server.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { discordRoutes } from './modules/discord/discord.routes';
import { affiliateRoutes } from './modules/affiliates/affiliate.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { reportRoutes } from './modules/reports/report.routes';
import { webhookRoutes } from './modules/webhooks/webhook.routes';
import { postRoutes } from './modules/posts/post.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { storeRoutes } from './modules/store/store.routes';
import { gatewayRoutes } from './modules/payments/gateway.routes';
import { paymentNotifications } from './modules/payments/payment.routes';
import { setPaymentLog } from './modules/payments/payment.service';
import { errorHandler, unknownRoute } from './rest/errors';
import type { Route } from './rest/route';
import { buildRouter } from './rest/router';
import { boundBodyDepth } from './rest/body-depth';
import { docsRouter } from './rest/docs';
import { adminRouter } from './admin-ui';
import { collapseEmptySegments } from './paths';
import { crossOrigin } from './rest/cors';

/** Every module's REST table, in one list: the router, and later the OpenAPI document, read it. */
export const routes: Route[] = [
  ...storeRoutes,
  ...catalogRoutes,
  ...orderRoutes,
  ...discordRoutes,
  ...gameServerRoutes,
  ...webhookRoutes,
  ...affiliateRoutes,
  ...marketingRoutes,
  ...reportRoutes,
  ...storefrontRoutes,
  ...postRoutes,
  ...gatewayRoutes,
];

export interface App {
  app: Express;
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
  app.use(observeRequests(log, randomUUID));
  // Browsers on other origins (in-game shops, storefronts) call REST and GraphQL: preflights end here.
  app.use(['/v1', '/graphql'], crossOrigin());
  app.use((req, res, next) => {
    const requestId = res.locals.requestId as string;
    res.locals.context = createContext(req, deps, requestId, res);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: database, migrations, and the job worker when this process runs one (src/health.ts, docs/DECISIONS.md).
  app.get('/readyz', readinessHandler(deps, { log, worker: opts.worker }));
  // Prometheus text; aggregates only (route patterns, classes, counts), so no key is asked for.
  setQueueSource(deps.database.pool, deps.config.workerStaleAfterSeconds);
  app.get('/metrics', metricsHandler);

  // Payment providers' notifications: raw bodies (signatures cover their bytes), before the JSON parser.
  setPaymentLog(log);
  app.use(paymentNotifications(deps));
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] });
  app.use('/v1', json, boundBodyDepth('rest'), buildRouter(routes));

  app.use(docsRouter(routes));
  app.use(adminRouter());
  app.use(graphiqlRouter());
  const graphql = createGraphQLServer(log);
  await graphql.start();
  app.use(
    '/graphql',
    json,
    boundBodyDepth('graphql'),
    graphqlMiddleware(graphql, async ({ res }) => graphqlContext(res.locals.context)),
  );

  app.use(unknownRoute);
  app.use(errorHandler(log));

  return {
    app,
    async stop() {
      await graphql.stop();
    },
  };
}
