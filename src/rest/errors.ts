import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, badRequest, notFound, unavailableFrom } from '../errors';
import { HTTP_STATUS } from '../http/status';

/** A success body that does not match its route's response schema: a bug in a presenter or a schema. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The response of ${route} does not match its schema:\n${z.prettifyError(new z.ZodError(issues))}`);
    this.name = 'ResponseMismatch';
  }
}

export function errorBody(e: AppError) {
  return {
    errors: e.details.map((d) => ({
      message: d.message,
      code: e.code,
      ...(d.field !== undefined ? { field: d.field } : {}),
      ...(d.rule !== undefined ? { rule: d.rule } : {}),
    })),
  };
}

/** Errors express raises itself (body parser), mapped into the vocabulary. */
function fromExpress(err: unknown): AppError | undefined {
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return badRequest('Request body is not valid JSON');
  if (e?.type === 'entity.too.large') return badRequest('Request body is too large');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return badRequest('Unsupported body encoding');
  if (e?.status && e.status >= 400 && e.status < 500) return badRequest('Malformed request');
  return undefined;
}

export const unknownRoute: RequestHandler = (req, _res, next) => next(notFound(`No route for ${req.method} ${req.path}`));

export function errorHandler(log: (entry: Record<string, unknown>) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const requestId = String(res.getHeader('x-request-id') ?? '');
    const known = err instanceof AppError ? err : (fromExpress(err) ?? unavailableFrom(err));
    if (known) {
      if (known.retryAfter !== undefined) res.setHeader('Retry-After', String(known.retryAfter));
      const status = (err as { type?: string })?.type === 'entity.too.large' ? 413 : HTTP_STATUS[known.code];
      res.status(status).json(errorBody(known));
      return;
    }
    if (err instanceof ResponseMismatch) {
      // Only with validateResponses (tests): the message says what differs, so the failing test shows it.
      log({ level: 'error', msg: 'response does not match its schema', requestId, route: err.route, path: req.path, issues: err.issues });
      console.error(`[${requestId}] ${err.message}`);
      res.status(500).json({ errors: [{ message: `Internal error (request id ${requestId}): ${err.message}`, code: 'INTERNAL' }] });
      return;
    }
    log({ level: 'error', msg: 'unhandled error', requestId, method: req.method, path: req.path, err: String(err?.stack ?? err) });
    res.status(500).json({ errors: [{ message: `Internal error (request id ${requestId})`, code: 'INTERNAL' }] });
  };
}
