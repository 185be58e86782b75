import { HeaderMap, type ApolloServerPlugin, type GraphQLRequest, type GraphQLResponse } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { ServiceContext } from '../context';
import type { ErrorCode } from '../errors';
import { claim, keep, keepable, release, requestHash, scopeOf, type KeyScope } from '../http/idempotency';
import type { GraphQLContext } from './context';
import { requestError } from './errors';
import { provenServices } from './gate';

/**
 * `Idempotency-Key` on POST /graphql, for mutations (the contract says any POST; queries ignore the
 * header: docs/DECISIONS.md, "Production readiness"): the same rules and the same table as REST (src/http/idempotency.ts), as an Apollo plugin
 * (`idempotencyPlugin`, below): the key is claimed once the operation gate (src/graphql/gate.ts) has
 * proven every credential the operation names and taken its rate-limit tokens. The operation, its name and variables are the request compared; the whole GraphQL response
 * (status and body, as sent) is what is kept and replayed. A response carrying INTERNAL or
 * UNAVAILABLE (nothing it tried committed), UNAUTHENTICATED or RATE_LIMITED (the caller's, not the
 * request's) is not kept: the key is released. Queries, and operations that name no credential (only
 * public fields: nothing to protect, nobody to scope by), ignore the header.
 */

interface Claimed {
  db: ServiceContext['db'];
  scope: KeyScope;
  key: string;
}

/**
 * Whose key it is: the credentials the operation proved. One credential is scoped as on REST; an
 * operation naming two (an admin key beside a storefront domain) is scoped by both, each with its
 * store, so neither caller alone, nor the pair with another store, shares its keys.
 */
function operationScope(services: ServiceContext[]): KeyScope {
  const scopes = services.map(scopeOf);
  if (scopes.length === 1) return scopes[0];
  const caller = scopes
    .map((s) => `${s.storeId}/${s.caller}`)
    .sort()
    .join(' ');
  return { storeId: scopes[0].storeId, caller };
}

/** Claims the key for this operation: the earlier response to replay, or the claim to settle once answered. */
async function claimOperation(services: ServiceContext[], key: string, request: GraphQLRequest): Promise<{ replay: GraphQLResponse } | { claimed: Claimed }> {
  const scope = operationScope(services);
  const db = services[0].db;
  const hash = requestHash('POST', '/graphql', { query: request.query, operationName: request.operationName ?? null, variables: request.variables ?? null });
  const first = await claim(db, scope, key, hash);
  if (!first) return { claimed: { db, scope, key } };
  return {
    replay: {
      http: { status: first.status, headers: new HeaderMap([['idempotency-replayed', 'true']]) },
      body: { kind: 'single', singleResult: first.body as FormattedExecutionResult },
    },
  };
}

/** Keeps the response for replays, or releases the key (see above). */
async function settleOperation({ db, scope, key }: Claimed, response: GraphQLResponse): Promise<void> {
  const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
  const status = response.http.status ?? 200;
  const codes = (body?.errors ?? []).map((e) => e.extensions?.code as ErrorCode);
  if (body && status < 500 && keepable(codes)) await keep(db, scope, key, status, body);
  else await release(db, scope, key);
}

/**
 * The plugin: claims the key in `didResolveOperation`, after the gate (a refused operation claims
 * nothing: the gate answers it), answers a repeat in `responseForOperation` instead of executing,
 * and keeps or releases in `willSendResponse`. Registered last (src/graphql/server.ts), so the
 * response it keeps is the one the other plugins shaped and sent.
 */
export function idempotencyPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let replay: GraphQLResponse | undefined;
      let claimed: Claimed | undefined;
      return {
        async didResolveOperation({ operation, request, contextValue }) {
          const key = operation?.operation === 'mutation' ? request.http?.headers.get('idempotency-key') : undefined;
          if (key === undefined) return;
          const services = await provenServices(contextValue)?.catch(() => undefined);
          if (!services?.length) return;
          try {
            const first = await claimOperation(services, key, request);
            if ('claimed' in first) claimed = first.claimed;
            else replay = first.replay;
          } catch (e) {
            throw requestError(e);
          }
        },
        async responseForOperation() {
          return replay ?? null;
        },
        async willSendResponse({ response }) {
          if (claimed) await settleOperation(claimed, response);
        },
      };
    },
  };
}
