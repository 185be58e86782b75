/**
 * The one error vocabulary of the service. Services throw AppError; each surface maps it
 * exactly once (REST: src/rest/errors.ts, GraphQL: src/graphql/errors.ts).
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'VALIDATION_FAILED'
  | 'RATE_LIMITED'
  | 'INTERNAL';

export interface ErrorDetail {
  message: string;
  field?: string;
  rule?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  /** Seconds, for RATE_LIMITED. */
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

export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', [{ message, ...(field ? { field } : {}) }]);
export const unauthenticated = (message = 'Missing or invalid credentials') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const storeNotFound = () => new AppError('NOT_FOUND', 'Store not found');

/** One failing field; `field` is the dotted path of the input (`items.1.id`). */
export const invalid = (field: string, rule: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, rule, message }]);

export const validationFailed = (details: Required<ErrorDetail>[]) => new AppError('VALIDATION_FAILED', details);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
