import type { RequestHandler } from 'express';
import { badRequest } from '../errors';
import { deeperThan, tooDeepMessage } from '../lib/json-depth';

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400 BAD_REQUEST, right after the body
 * parser and before any handler, idempotency hash or validator walks it. On /v1 the error goes to
 * the REST error handler; on /graphql it is answered in GraphQL's shape, as the other refusals of
 * a GraphQL request are (`errors[].extensions.code`).
 */
export function boundBodyDepth(surface: 'rest' | 'graphql'): RequestHandler {
  return (req, res, next) => {
    if (!deeperThan(req.body)) {
      next();
      return;
    }
    const message = tooDeepMessage('The request body');
    if (surface === 'rest') next(badRequest(message));
    else res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  };
}
