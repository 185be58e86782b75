import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { RequestContext } from '../http/request-context';
import { requirePermission } from '../context';
import { withAudit } from '../db/audit-context';
import { auditActor } from '../http/audit';
import { AppError, badRequest, notFound } from '../errors';
import { MAX_INT, badTextPath } from '../lib/validation';
import { countVisit } from '../modules/reports/report.visits';
import { IDEMPOTENCY_HEADER, requestHash } from '../http/idempotency';
import { ResponseMismatch } from './errors';
import { idempotent } from './idempotent';
import type { Route, RouteInput } from './route';

/**
 * Parameters a client may add to any request without meaning a filter: names starting with `_`
 * (jQuery's cache-buster `_=<time>`, `_t=`). No route takes such a name, so ignoring them can
 * never drop a filter.
 */
const isClientOwn = (name: string) => name.startsWith('_');

/**
 * A read refuses the query parameters it does not declare, one 400 entry per name: dropping an
 * unknown filter (`?client_discord=...` on the order list) would answer with the whole store's
 * rows instead of the few asked for. One with an empty value (`?coupon=`, what a client's form
 * sends when left blank) asks for nothing, as an empty known one does, so it is ignored. Writes take
 * their input from the body and ignore the query.
 */
function refuseUnknown(raw: Request['query'], route: Route) {
  if (route.method !== 'get') return;
  const known = route.query ?? {};
  const takes = (name: string) => Object.hasOwn(known, name) || (name.endsWith('[]') && known[name.slice(0, -2)] === 'list');
  const unknown = Object.keys(raw).filter((name) => !takes(name) && !isClientOwn(name) && raw[name] !== '');
  if (!unknown.length) return;
  const accepted = Object.keys(known).length ? `it takes ${Object.keys(known).join(', ')}` : 'it takes none';
  throw new AppError(
    'BAD_REQUEST',
    unknown.map((name) => ({ message: `Unknown query parameter ${name} for GET /v1${route.path}: ${accepted}`, field: name })),
  );
}

function coerceQuery(raw: Request['query'], route: Route): RouteInput['query'] {
  refuseUnknown(raw, route);
  const out: RouteInput['query'] = {};
  for (const [name, type] of Object.entries(route.query ?? {})) {
    const value = type === 'list' ? [raw[name], raw[`${name}[]`]].flat().filter((v) => v !== undefined) : raw[name];
    // An empty parameter (`?from=`) is a parameter not given.
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (type === 'list') {
      // Repeated (`id=1&id=2`, or `id[]=1&id[]=2`, as clients serialize arrays): one comma-separated value.
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => typeof v === 'string')) throw badRequest(`Query parameter ${name} must be text, or text repeated`, name);
      out[name] = values.join(',');
      continue;
    }
    if (typeof value !== 'string') throw badRequest(`Query parameter ${name} must be given once, as a ${type}`, name);
    if (type === 'string') out[name] = value;
    else if (type === 'int') {
      const n = Number(value.trim());
      if (!/^-?\d+$/.test(value.trim()) || Math.abs(n) > MAX_INT) throw badRequest(`Query parameter ${name} must be an integer (at most ${MAX_INT})`, name);
      out[name] = n;
    } else {
      const v = value.trim().toLowerCase();
      if (v === 'true' || v === '1') out[name] = true;
      else if (v === 'false' || v === '0') out[name] = false;
      else throw badRequest(`Query parameter ${name} must be true or false`, name);
    }
  }
  return out;
}

function rawQuery(raw: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}

const notAnId = (v: string) => notFound(`No resource with id "${v}"`);

/**
 * Path ids are positive integers; anything else names nothing, so it is a 404. A `ref` param is an
 * id when it is digits only and at most 10 long (PostgreSQL integers have at most 10 digits), and
 * otherwise a reference text for the handler (an order's internal_id is always 12 characters, so
 * one made only of digits is still read as a reference).
 */
function parseParams(params: Record<string, string>, types: Route['params'] = {}): RouteInput['params'] {
  const out = { str: {} } as RouteInput['params'];
  for (const [k, v] of Object.entries(params)) {
    const type = types[k];
    if (type === 'string' || (type === 'ref' && !/^\d{1,10}$/.test(v))) {
      if (badTextPath(v) !== undefined) throw notFound(`No resource named "${encodeURIComponent(v)}"`);
      out.str[k] = v;
      continue;
    }
    if (type === 'ref') {
      if (Number(v) < 1 || Number(v) > MAX_INT) throw notAnId(v);
    } else if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw notAnId(v);
    out[k] = Number(v);
  }
  return out;
}

/**
 * Parses the body with the route's response schema, as JSON will carry it (so a Date or an
 * undefined key counts as what the client gets). The body sent is the handler's own, unchanged.
 */
function checkResponse(route: Route, body: unknown) {
  if (!route.response) return;
  const json = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new ResponseMismatch(`${route.method.toUpperCase()} /v1${route.path}`, parsed.error.issues);
}

/**
 * `res.status(status).json(body)`, byte for byte (status line, headers and their order, body), without
 * express's `send`: for a body over 1,000 characters it copies the text into a Buffer, which Node then
 * writes apart from the headers, and it parses and re-formats the Content-Type on every answer. A
 * request that could make `send` answer otherwise (a conditional GET: `req.fresh`), or a response that
 * already has a Content-Type or Transfer-Encoding, takes express's own path.
 */
function sendJson(req: Request, res: Response, status: number, body: unknown) {
  const text = JSON.stringify(body);
  if (
    text === undefined ||
    req.headers['if-none-match'] !== undefined ||
    req.headers['if-modified-since'] !== undefined ||
    res.hasHeader('content-type') ||
    res.hasHeader('transfer-encoding')
  ) {
    res.status(status).json(body);
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  if (req.method === 'HEAD') res.end();
  else res.end(text);
}

/**
 * Answers one request with its route: credentials, input, the handler, the Idempotency-Key, the
 * JSON answer. `path` is the request's path under /v1 as the client sent it; errors go to `next`.
 */
async function serveRoute(route: Route, req: Request, res: Response, next: NextFunction, path: string): Promise<void> {
  try {
    const rc = res.locals.context as RequestContext;
    const ctx = await rc[route.access]();
    if (route.access === 'admin' && route.permission) requirePermission(ctx, route.permission);
    // Storefront traffic is counted once the store is known (a 404 Store not found is not a visit).
    if (route.access === 'storefront') countVisit(rc, ctx);
    // express parses the query string again on every read of `req.query`.
    const query = req.query;
    const input: RouteInput = {
      params: parseParams(req.params as Record<string, string>, route.params),
      query: coerceQuery(query, route),
      body: req.body,
      path,
      rawQuery: rawQuery(query),
    };
    const respond = async () => {
      const result = await route.handler(ctx, input);
      if (route.status !== 204 && rc.deps.config.validateResponses) checkResponse(route, result);
      return { status: route.status ?? 200, body: route.status === 204 ? undefined : result };
    };
    const key = route.method === 'post' ? req.header(IDEMPOTENCY_HEADER) : undefined;
    const run = async () =>
      key === undefined ? { ...(await respond()), replayed: false } : await idempotent(ctx, key, requestHash(route.method, input.path, req.body), respond);
    // A back-office write's changes are attributed to its caller in the audit log (src/db/audit-context.ts).
    const outcome =
      route.access === 'admin' && route.method !== 'get'
        ? await withAudit(auditActor(ctx, `${route.method.toUpperCase()} /v1${route.aliasOf ?? route.path}`, req.ip), run)
        : await run();
    if (outcome.replayed) res.setHeader('Idempotency-Replayed', 'true');
    if (outcome.status === 204) res.status(204).end();
    else sendJson(req, res, outcome.status, outcome.body);
  } catch (e) {
    next(e);
  }
}

/** A route's request handler, under express's router or the front (src/http/front.ts). */
export const routeHandler = (route: Route): RequestHandler => {
  // Secure by default: an admin route that does not say what permission it needs does not start.
  if (route.access === 'admin' && route.permission === undefined)
    throw new Error(`Admin route ${route.method.toUpperCase()} ${route.path} declares no permission`);
  return (req, res, next) => serveRoute(route, req, res, next, req.baseUrl + req.path);
};

/** Turns the modules' route tables into one express router (for what the front leaves to express). */
export function buildRouter(routes: Route[]): Router {
  const router = Router();
  for (const route of routes) router[route.method](route.path, routeHandler(route));
  return router;
}
