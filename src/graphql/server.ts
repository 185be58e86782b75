import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { Log } from '../logger';
import type { GraphQLContext } from './context';
import { formatError, splitFieldErrors } from './errors';
import { operationGate } from './gate';
import { idempotencyPlugin } from './idempotency';
import { PARSE_OPTIONS, depthLimit } from './limits';
import { buildSchema } from './schema';
import { storableArguments } from './text';

export function createGraphQLServer(log: Log): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: true,
    // main.ts owns shutdown: HTTP first, then Apollo, then the database.
    stopOnTerminationSignals: false,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    // Apollo's landing page loads from a CDN, which offline machines cannot reach.
    // No HTTP cache hints are used (every answer is private to a store), and nothing reports to
    // Apollo's cloud: both plugins would otherwise run on every field of every request.
    // Idempotency-Key is last: it keeps the response the other plugins shaped.
    // storableArguments refuses NUL and lone surrogates in any argument before the gate claims a key or a token.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      splitFieldErrors,
      storableArguments,
      operationGate(),
      idempotencyPlugin(),
    ],
    // One small request cannot buy a large answer (src/graphql/limits.ts): the document's size here and
    // its depth in validation; root fields, cost and rate limits in the operation gate (src/graphql/gate.ts).
    parseOptions: PARSE_OPTIONS,
    validationRules: [depthLimit()],
  });
}
