import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { Log } from '../logger';
import type { GraphQLContext } from './context';
import { formatError, splitFieldErrors } from './errors';
import { costLimit, depthLimit, rateLimitStatus } from './limits';
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
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginUsageReportingDisabled(), splitFieldErrors, rateLimitStatus, costLimit(), storableArguments],
    // One operation cannot ask for the whole database: depth here, cost in costLimit (src/graphql/limits.ts).
    validationRules: [depthLimit()],
  });
}
