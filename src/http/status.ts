import type { ErrorCode } from '../errors';

/**
 * The one table from error code to HTTP status. Both surfaces answer with it: REST's error handler,
 * and GraphQL for an error about the whole operation (a refused credential, a rate limit); the
 * Idempotency-Key store keeps only what is not a 5xx.
 */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
