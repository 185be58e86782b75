import { parse } from 'node:url';
import { HeaderMap, type ApolloServer, type BaseContext, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo on express: what `expressMiddleware` of @as-integrations/express5 does, with two costs of
 * every GraphQL request taken out and every answer left byte for byte the same
 * (test/graphql/http.test.ts compares the two):
 * - the query string is parsed (legacy `url.parse`, which the integration calls on every request)
 *   only when the URL has one; a POST to /graphql has none;
 * - a complete JSON answer is written with `res.end(text)` instead of express's `res.send`, which
 *   parses and re-formats the Content-Type Apollo set and copies a body over 1,000 characters into
 *   a Buffer that Node then writes apart from the headers. Anything `send` would treat specially (a
 *   conditional GET, HEAD, a status without a body, another Content-Type) still goes through `send`.
 */

/** Content-Types Apollo sets that express's `send` would write back unchanged (it only re-formats them). */
const PLAIN_JSON = new Set(['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8']);

function sendText(req: Request, res: Response, text: string) {
  const type = res.getHeader('content-type');
  if (
    typeof type !== 'string' ||
    !PLAIN_JSON.has(type) ||
    req.method !== 'POST' ||
    res.statusCode === 204 ||
    res.statusCode === 205 ||
    res.statusCode === 304 ||
    res.hasHeader('transfer-encoding') ||
    res.hasHeader('etag')
  ) {
    res.send(text);
    return;
  }
  // express's `send` sets both again, under these names (Node writes a header under the last name given).
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text);
}

export function graphqlMiddleware<C extends BaseContext>(
  server: ApolloServer<C>,
  context: ContextFunction<[{ req: Request; res: Response }], C>,
): RequestHandler {
  server.assertStarted('graphqlMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: req.url.includes('?') ? (parse(req.url).search ?? '') : '',
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status || 200;
    if (response.body.kind === 'complete') {
      sendText(req, res, response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      const flush = (res as unknown as { flush?: () => void }).flush;
      if (typeof flush === 'function') flush.call(res);
    }
    res.end();
  };
}
