import type { RequestHandler, Response } from 'express';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../context';
import { AppError } from '../errors';
import { HTTP_STATUS } from '../rest/errors';
import { IDEMPOTENCY_HEADER, idempotent, requestHash } from '../rest/idempotency';

/**
 * `Idempotency-Key` on POST /graphql, for mutations (CONTRACT.md section 10 says any POST): the
 * same rules and the same table as REST (src/rest/idempotency.ts). The operation, its name and
 * variables are the request compared; the whole GraphQL response (status and body) is what is
 * kept and replayed. A response carrying INTERNAL or UNAVAILABLE is not kept: nothing it tried
 * committed, so the key is released for a retry. Queries ignore the header (they change nothing).
 * The store is the caller's: the admin key when `Authorization` is sent, else `x-store-domain`.
 */

class NotKept extends Error {}

function isMutation(body: { query?: unknown; operationName?: unknown }): boolean {
  if (typeof body.query !== 'string') return false;
  try {
    const ops = parse(body.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    const op = typeof body.operationName === 'string' ? ops.find((o) => o.name?.value === body.operationName) : ops.length === 1 ? ops[0] : undefined;
    return op?.operation === 'mutation';
  } catch {
    return false; // Apollo answers the syntax error itself
  }
}

/** Lets Apollo answer, and hands back what it sent. */
function capture(res: Response, next: () => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    (res as unknown as { end: (...args: unknown[]) => Response }).end = (...args: unknown[]) => {
      const chunk = args[0];
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const codes = ((body as { errors?: { extensions?: { code?: string } }[] })?.errors ?? []).map((e) => e.extensions?.code);
      const result = end(...args);
      if (res.statusCode >= 500 || codes.includes('INTERNAL') || codes.includes('UNAVAILABLE')) reject(new NotKept());
      else resolve({ status: res.statusCode, body });
      return result;
    };
    next();
  });
}

function sendError(res: Response, e: AppError) {
  if (e.retryAfter !== undefined) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(HTTP_STATUS[e.code]).json({
    errors: e.details.map((d) => ({
      message: d.message,
      extensions: { code: e.code, ...(d.field !== undefined ? { field: d.field } : {}), ...(d.rule !== undefined ? { rule: d.rule } : {}) },
    })),
  });
}

export function graphqlIdempotency(): RequestHandler {
  return async (req, res, next) => {
    const key = req.header(IDEMPOTENCY_HEADER);
    const body = (req.body ?? {}) as { query?: unknown; operationName?: unknown; variables?: unknown };
    if (req.method !== 'POST' || key === undefined || !isMutation(body)) {
      next();
      return;
    }
    let answered = false;
    try {
      const rc = res.locals.context as RequestContext;
      const ctx = req.header('authorization') !== undefined ? await rc.admin() : await rc.storefront();
      const hash = requestHash('POST', '/graphql', { query: body.query, operationName: body.operationName ?? null, variables: body.variables ?? null });
      const outcome = await idempotent(ctx, key, hash, () => {
        answered = true;
        return capture(res, next);
      });
      if (outcome.replayed) {
        res.setHeader('Idempotency-Replayed', 'true');
        res.status(outcome.status).json(outcome.body);
      }
    } catch (e) {
      if (e instanceof NotKept || answered) return; // Apollo has answered; the key was released
      if (e instanceof AppError) sendError(res, e);
      else next(e);
    }
  };
}
