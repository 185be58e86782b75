/**
 * The one error vocabulary of the service. Services throw AppError; each surface maps it
 * exactly once (REST: src/rest/errors.ts, GraphQL: src/graphql/errors.ts).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  message: string;
  field?: string;
  rule?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  /** Seconds, for RATE_LIMITED and UNAVAILABLE. */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, details: ErrorDetail[] | string, opts: { retryAfter?: number } = {}) {
    const list = typeof details === 'string' ? [{ message: details }] : details;
    super(list.map((d) => d.message).join('; '));
    this.name = 'AppError';
    this.code = code;
    this.details = list;
    this.retryAfter = opts.retryAfter;
  }
}

export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', [{ message, ...(field ? { field } : {}) }]);
export const unauthenticated = (message = 'Missing or invalid credentials') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const storeNotFound = () => new AppError('NOT_FOUND', 'Store not found');

/** One failing field; `field` is the dotted path of the input (`items.1.id`). */
export const invalid = (field: string, rule: string, message: string) => new AppError('VALIDATION_FAILED', [{ field, rule, message }]);

export const validationFailed = (details: Required<ErrorDetail>[]) => new AppError('VALIDATION_FAILED', details);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

// PostgreSQL and driver signs that the database cannot be reached right now (restart, failover,
// network), or cannot serve this request in time (a burst larger than the pool: no connection in
// time, or a transaction that outlived its limit waiting for locks and was rolled back): the
// request did nothing that committed, and the same request may succeed in a moment.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'P1001',
  'P1002',
  'P1017',
]);
const UNAVAILABLE_TEXT =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|database system is (starting up|shutting down|in recovery)|Can't reach database server|Server has closed the connection|Connection ended unexpectedly|timeout exceeded when trying to connect|connection error and is not queryable|Connection terminated due to connection timeout|on an expired transaction|Unable to start a transaction in the given time/i;

/**
 * The database is unreachable (503 `UNAVAILABLE` with Retry-After, a code the published error
 * vocabulary did not have: docs/DECISIONS.md, "Production readiness"), recognised through the
 * driver's error, Prisma's wrapping of it, or their causes.
 */
export function unavailableFrom(err: unknown, depth = 0): AppError | undefined {
  if (!err || typeof err !== 'object' || depth > 6) return undefined;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown; originalCode?: unknown; errors?: unknown };
  const codes = [e.code, e.originalCode].filter((c): c is string => typeof c === 'string');
  if (codes.some((c) => UNAVAILABLE_CODES.has(c)) || (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message))) {
    return new AppError('UNAVAILABLE', 'The database is unavailable right now; retry shortly', { retryAfter: 1 });
  }
  for (const inner of [e.cause, e.meta, ...(Array.isArray(e.errors) ? e.errors : [])]) {
    const found = unavailableFrom(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}
