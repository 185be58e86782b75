import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

/**
 * The front of the HTTP server: a request for one of the API's endpoints (a REST table route, the
 * GraphQL endpoint) runs the middleware and handler express would run for it, in the same order,
 * without express's router walking its stack of layers and sub-routers to find them: that walk
 * and what it allocates cost more CPU per request than the handler's own work on the package page
 * (docs/PERFORMANCE.md). Every other request (the admin UI, /docs, health, payment notifications,
 * a method or path no endpoint takes) goes to the express app, so whatever express answered it
 * still answers.
 *
 * What holds by construction:
 * - the endpoint is the one express would pick: the first, in the order given, whose method and
 *   pattern match, with the matcher express's router uses (path-to-regexp's public `match()`, the
 *   same package and version, with the options the router gives it: see `routeMatcher`);
 * - the request passes the same middleware functions and its errors reach the same error handler;
 * - `req` and `res` are express's (its prototypes, `res.locals`, `req.params`, `req.route`), so
 *   nothing downstream can tell the difference.
 *
 * A request the front is unsure of goes to express: HEAD and OPTIONS (express answers them from
 * GET routes and the CORS preflight), a path with `//` (collapsed by the app's first middleware),
 * a path under `reserved` (handlers the app registers before these endpoints), and a parameter
 * that does not decode (express answers its 400).
 */
export interface FrontEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The whole path pattern, in express's syntax: `/v1/app/package/:id`. */
  path: string;
  /** What express's router puts in `req.route.path` for it (the access log's label), if it is a route. */
  routePath?: string;
  /** What runs after `before`: the body parser, then the handler. */
  handlers: RequestHandler[];
}

export interface FrontOptions {
  /** The app-level middleware every endpoint's request passes first, in order. */
  before: RequestHandler[];
  endpoints: FrontEndpoint[];
  /** Path prefixes that belong to handlers the app registers before the endpoints. */
  reserved: string[];
  /** What express runs when a handler passes the request on (`next()`): the app's unknown-route handler. */
  unmatched: RequestHandler;
  errors: ErrorRequestHandler;
}

/** A route's match: its decoded parameters, or false; throws (status 400) when a parameter does not decode. */
type RouteMatch = (path: string) => false | { params: Record<string, string> };
type Matcher = FrontEndpoint & { match: RouteMatch; segments: number };

/** A parameter decoded as express's router decodes it: `%` escapes only, a malformed one an error with status 400. */
function decodeParam(value: string): string {
  if (value.length === 0 || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (e) {
    if (e instanceof URIError) Object.assign(e, { message: `Failed to decode param '${value}'`, status: 400, statusCode: 400 });
    throw e;
  }
}

/**
 * A route pattern's matcher as express 5 builds one for `app.get(path, ...)` (router 2's Layer, for
 * a route: `{ sensitive: false, strict: false, end: true }`): path-to-regexp's `match()` on the
 * pattern without trailing slashes, case-insensitive, the whole path, an optional trailing slash,
 * parameters decoded. path-to-regexp is pinned to the version the router resolves, and
 * test/http/front-matcher.test.ts holds this matcher to express's own on every endpoint.
 */
export function routeMatcher(pattern: string): RouteMatch {
  const fn: MatchFunction<Record<string, string>> = match(pattern === '/' ? pattern : pattern.replace(/\/+$/, ''), {
    sensitive: false,
    end: true,
    trailing: true,
    decode: decodeParam,
  });
  return (path) => {
    const m = fn(path);
    return m ? { params: m.params } : false;
  };
}

/** How many segments a path has, one trailing slash aside (no endpoint pattern has optional or wildcard parts). */
const segmentsOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/').length;

/** The request listener's first step: true when the front answers the request, false when express should. */
export function createFront(app: Express, opts: FrontOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const byMethod = new Map<string, Matcher[]>();
  for (const e of opts.endpoints) {
    const list = byMethod.get(e.method) ?? [];
    list.push({ ...e, match: routeMatcher(e.path), segments: segmentsOf(e.path) });
    byMethod.set(e.method, list);
  }

  function find(method: string, path: string): { endpoint: Matcher; params: Record<string, string> } | undefined {
    const list = byMethod.get(method);
    if (!list) return undefined;
    const segments = segmentsOf(path);
    for (const endpoint of list) {
      if (endpoint.segments !== segments) continue;
      const m = endpoint.match(path);
      if (m) return { endpoint, params: m.params };
    }
    return undefined;
  }

  return (rawReq, rawRes) => {
    const url = rawReq.url ?? '';
    if (!url.startsWith('/')) return false;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path.includes('//') || opts.reserved.some((r) => path.startsWith(r))) return false;
    let found: ReturnType<typeof find>;
    try {
      found = find(rawReq.method ?? '', path);
    } catch {
      return false;
    }
    if (!found) return false;

    // What express's app.handle and router do before the first middleware.
    const req = rawReq as Request;
    const res = rawRes as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null);
    req.originalUrl ??= url;
    req.baseUrl = '';
    req.params = found.params;
    if (found.endpoint.routePath !== undefined) req.route = { path: found.endpoint.routePath };

    const chain = [...opts.before, ...found.endpoint.handlers];
    const fail = (err: unknown) => opts.errors(err, req, res, () => undefined);
    let i = 0;
    const next: NextFunction = (err?: unknown) => {
      if (err !== undefined && err !== null && err !== 'route' && err !== 'router') {
        fail(err);
        return;
      }
      // Passed on (none of ours does): what express would reach next for this path is its unknown-route handler.
      const handler = err === 'route' || err === 'router' || i === chain.length ? opts.unmatched : chain[i++];
      try {
        const ret = handler(req, res, next) as unknown;
        if (ret instanceof Promise) ret.catch(fail);
      } catch (e) {
        fail(e);
      }
    };
    next();
    return true;
  };
}
