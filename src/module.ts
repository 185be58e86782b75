import type { RequestHandler } from 'express';
import type { TaskList } from 'graphile-worker';
import type { Deps } from './context';
import type { Config } from './config';
import type { Database, Queryable } from './db/client';
import type { PrismaClient } from './generated/prisma/client';
import type { Resolvers } from './graphql/__generated__/resolvers-types';
import type { Log } from './logger';
import type { OutboxSubscription } from './modules/events/outbox';
import type { OrderSubscription } from './modules/orders/order.subscriptions';
import type { RecurringPayments } from './modules/payments/payment.types';
import type { Route } from './rest/route';
import type { ZodType } from 'zod';

/** What a module's worker tasks are given: the process's database, settings and log, and a stop signal. */
export interface WorkerEnv {
  database: Database;
  db: PrismaClient;
  config: Config;
  log: Log;
  /** Aborted when the worker begins to stop: a batch ends after the item in flight. */
  stopping: AbortSignal;
  /** Tests' replacements for a module's delivery parts, by module name (`webhooks`, `mail`). */
  overrides: Record<string, unknown>;
}

/**
 * Everything a module adds to the application, declared once in its `index.ts` (after Medusa v2's
 * `Module(...)` and Saleor's apps): the assembly (`src/modules.ts`) loops over one list of these, so a
 * new module is one file there and one line in the list, not an edit of app.ts, the GraphQL schema,
 * the loaders and the worker.
 */
export interface AppModule {
  name: string;
  /** Its REST route table (`<m>.routes.ts`), in the order the router should try them. */
  routes?: Route[];
  /**
   * The response schemas (`<m>.responses.ts`) GraphQL shows as object types of the same name: their SDL
   * is written from them (scripts/graphql-shapes.ts, part of `npm run codegen`) into
   * schema/__generated__/<name>.graphql, which the schema loads after `sdl`. What GraphQL adds to such a
   * type (relations, fields with arguments) is an `extend type` in the module's own SDL.
   */
  shapes?: ZodType[];
  /** Its GraphQL resolvers (`<m>.resolvers.ts`). */
  resolvers?: Resolvers;
  /** Its GraphQL SDL files under schema/ (besides base.graphql, which the assembly always reads). */
  sdl?: string[];
  /** Its per-request DataLoaders (`<m>.loaders.ts`): made on first use, per request and store. */
  loaders?: (db: PrismaClient, storeId: number, sql: Queryable) => Record<string, unknown>;
  /** Its worker tasks, and the crontab lines that schedule the periodic ones. */
  tasks?: (env: WorkerEnv) => TaskList;
  crontab?: string[];
  /**
   * Express handlers mounted before the JSON body parser under `prefix` (a provider's notification,
   * whose signature covers the raw bytes); the front leaves the prefix to express.
   */
  raw?: { prefix: string; handler: (deps: Deps, log: Log) => RequestHandler };
  /**
   * What it does when something happens elsewhere, without the module where it happens importing it:
   * an order's status change (`transition`, in its transaction; `step`, a call to the outside before
   * an owner's change, with its compensation; `checkout`, a checkout's payment data;
   * src/modules/orders/order.subscriptions.ts), or an event recorded in the outbox (`recorded`, in the
   * recording transaction; src/modules/events/outbox.ts). The module list installs them.
   */
  subscriptions?: (OrderSubscription | OutboxSubscription | RecurringPayments)[];
}
