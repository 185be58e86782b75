import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { silentLog, type Log } from '../../src/logger';
import { createStore } from '../../src/modules/store/store.service';
import { Gateway } from '../../src/generated/prisma/enums';
import type { CreateStoreInput } from '../../src/modules/store/store.schemas';
import { createTestDatabase } from './db';

/** A DocumentNode that is not a typed document (TypedDocumentNode carries `__apiType`). */
type UntypedDocument = DocumentNode & { __apiType?: never };

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;

type Auth = string | Record<string, string> | null;
export interface GqlBody<R> {
  data?: R | null;
  errors?: { message: string; extensions: Record<string, any> }[];
}

let storeSeq = 0;

/**
 * The app in-process on its own fresh database, with helpers to call both surfaces. Webhooks may
 * target private addresses (the local receivers) unless `webhookAllowPrivate: false`. Logs go nowhere
 * unless `log` is given (test/ops/observability.secrets.test.ts captures them).
 */
export async function setupTestApp(opts: { webhookAllowPrivate?: boolean; config?: Partial<Config>; log?: Log } = {}) {
  const database = await createTestDatabase();
  // VALIDATE_RESPONSES (on for the whole suite, test/setup/global-setup.ts): every REST success body is checked against its schema.
  // Rate limits are off unless a test turns them on (test/http/ratelimit.test.ts): suites send bursts, and statement budgets are counted without them.
  const config: Config = {
    ...loadConfig({ VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES }),
    webhookAllowPrivate: opts.webhookAllowPrivate ?? true,
    rateLimits: { admin: 0, storefront: 0, server: 0, anonymous: 0 },
    ...opts.config,
  };
  const { app, stop } = await createApp({ database, config }, { log: opts.log ?? silentLog });

  /** POSTs a GraphQL operation; returns the whole response body. */
  async function post(auth: Auth, query: string | DocumentNode, variables: Record<string, unknown>): Promise<GqlBody<Record<string, any>>> {
    const headers: Record<string, string> = typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : (auth ?? {});
    const res = await request(app)
      .post('/graphql')
      .set(headers)
      .send({ query: typeof query === 'string' ? query : print(query), variables });
    return res.body;
  }

  /**
   * A GraphQL operation with an admin key (or other headers); returns the whole response body.
   * A typed document (test/graphql/*.graphql, through codegen) types the variables and `data`; a
   * string is for what is malformed or hostile on purpose (limits, cost, injection, fuzz).
   */
  async function gql<R, V extends Record<string, unknown>>(auth: Auth, document: TypedDocumentNode<R, V>, variables?: V): Promise<GqlBody<R>>;
  // A string, or a plain DocumentNode; a typed document never falls through to here, so its
  // variables are always checked by the overload above (gqlUnchecked is the way around, on purpose).
  async function gql(auth: Auth, query: string | UntypedDocument, variables?: Record<string, unknown>): Promise<GqlBody<Record<string, any>>>;
  async function gql(auth: Auth, query: string | DocumentNode, variables: Record<string, unknown> = {}) {
    return post(auth, query, variables);
  }

  /**
   * Any document, its variables unchecked: a table of different documents (an authorization sweep),
   * or a table of values a document refuses (validation cases). Everything else goes through gql.
   */
  const gqlUnchecked = (auth: Auth, query: string | DocumentNode, variables: Record<string, unknown> = {}) => post(auth, query, variables);

  return {
    app,
    database,
    config,
    db: database.prisma,
    http: () => request(app),

    /** A new store and its admin key. */
    /**
     * A store and its admin key. Its five gateways are enabled without a provider connected (no
     * credentials: a state only this helper makes), so checkouts behave as before payments existed:
     * PENDING, no payment data. `{ gateways: false }` leaves them off, as a new store has them;
     * test/payments sets them up through the API.
     */
    async createStore(input: Partial<CreateStoreInput> & { gateways?: false } = {}) {
      storeSeq++;
      const { gateways, ...fields } = input;
      const { store, apiKey } = await createStore(database.prisma, {
        name: `Store ${storeSeq}`,
        domain: `store-${storeSeq}-${Date.now()}.test`,
        ...fields,
      });
      if (gateways !== false) {
        await database.prisma.storeGateway.createMany({ data: Object.values(Gateway).map((gateway) => ({ storeId: store.id, gateway, enabled: true })) });
      }
      return { store, key: apiKey };
    },

    gql,
    gqlUnchecked,

    async close() {
      await stop();
      await database.close();
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
