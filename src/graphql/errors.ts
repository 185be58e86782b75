import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { AppError, unavailableFrom } from '../errors';
import { currentRequestId } from '../logger';
import { HTTP_STATUS } from '../http/status';

// Apollo's own request errors (parse, validation, variable coercion) are the caller's mistake.
const REQUEST_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The one mapping from the error vocabulary to GraphQL errors: `extensions` carry the same
 * `code`, `field` and `rule` as the REST body. An error with several failing fields is split into
 * one GraphQL error per field by the plugin below.
 */
export function formatError(log: (entry: Record<string, unknown>) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const bug = error instanceof RequestBug;
    const raw = error instanceof GraphQLError && (bug || error.originalError instanceof AppError) ? error.originalError : unwrapResolverError(error);
    const original = raw instanceof AppError ? raw : (unavailableFrom(raw) ?? raw);
    if (original instanceof AppError) {
      const [first] = original.details;
      return {
        message: first.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(first.field !== undefined ? { field: first.field } : {}),
          ...(first.rule !== undefined ? { rule: first.rule } : {}),
          ...(original.details.length > 1 ? { details: original.details } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    // An error outside any field (no path) is about the request itself: parsing, validation or
    // variables (graphql-js gives up on variables after 50 errors without a code).
    if (!bug && ((typeof code === 'string' && REQUEST_ERRORS.has(code)) || !formatted.path)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_REQUEST' } };
    }
    const requestId = (formatted.extensions?.requestId as string | undefined) ?? currentRequestId() ?? '';
    log({ level: 'error', msg: 'unhandled GraphQL error', err: String((original as Error)?.stack ?? original), path: formatted.path });
    return {
      message: `Internal error${requestId ? ` (request id ${requestId})` : ''}`,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL' },
    };
  };
}

/** Anything else thrown before the fields run is a bug: logged and answered INTERNAL (500), never BAD_REQUEST. */
class RequestBug extends GraphQLError {
  constructor(error: unknown) {
    super('Internal error', {
      originalError: error instanceof Error ? error : new Error(String(error)),
      extensions: { http: { status: 500, headers: new HeaderMap() } },
    });
  }
}

/**
 * An error about the whole operation, raised before any field runs (src/graphql/gate.ts: a refused
 * credential, a rate limit, a limit on the operation's size, an Idempotency-Key conflict): the
 * answer has no `data`, and REST's status for the code (with Retry-After when it has one).
 */
export function requestError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const e = error instanceof AppError ? error : unavailableFrom(error);
  if (!e) return new RequestBug(error);
  const headers = new HeaderMap(e.retryAfter !== undefined ? [['retry-after', String(e.retryAfter)]] : []);
  return new GraphQLError(e.message, { originalError: e, extensions: { http: { status: HTTP_STATUS[e.code], headers } } });
}

export const splitFieldErrors: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = response.body.singleResult.errors.flatMap((e) => {
          const details = e.extensions?.details as { message: string; field?: string; rule?: string }[] | undefined;
          if (!details) return [e];
          return details.map((d) => ({
            ...e,
            message: d.message,
            extensions: { code: e.extensions!.code, field: d.field, rule: d.rule },
          }));
        });
      },
    };
  },
};
