import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { AUTH_PATHS } from '../modules/staff/auth.openapi';
import { ORDER_PAGE_PATHS } from '../modules/order-page/order-page.openapi';
import type { ParamType, QueryType, Route } from './route';

/**
 * The OpenAPI 3.1 document, built from the same route tables and validation schemas the server
 * runs: nothing here is written by hand per endpoint, so it cannot drift from the code.
 */

/** The routes of the original spec; every other route extends it (marked `x-spec-extension`). */
const ORIGINAL_SPEC = new Set([
  'GET /app/affiliate',
  'GET /app/affiliate/:id',
  'PATCH /app/affiliate/:id',
  'POST /app/affiliate/withdraw_request',
  'PATCH /app/category/:id',
  'GET /app/package',
  'POST /app/package',
  'PATCH /app/order/:id',
  'POST /app/order/:id/note',
  'PATCH /app/order/:id/note/:note_id',
  'PATCH /app/order/:id/delivery/:delivery_id',
  'POST /app/game-server',
  'GET /app/user_queue/:user_id',
  'GET /app/report/gateways',
  'GET /app/report/visitors_graph',
  'GET /app/widget/top_customers',
  'POST /webstore/cart',
  'GET /webstore/post',
  'POST /app/webhooks',
  'POST /app/webhooks/logs/:logId/resend',
]);

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** The rate-limit headers (src/http/ratelimit.ts) on every response of a proven credential, and on its 429. */
const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': integerHeader(
    'Requests allowed per window (one minute) for this credential (admin key, storefront visitor or game server), or for the client address when a credential was refused; absent when the operator turned that limit off',
  ),
  'RateLimit-Remaining': integerHeader('Requests left in the current window'),
  'RateLimit-Reset': integerHeader('Seconds until the current window ends and the count starts again'),
  'RateLimit-Policy': { description: 'The limit and its window in seconds, e.g. `600;w=60`', schema: { type: 'string' } },
};

/** `/app/order/:id` as the document writes it: `/v1/app/order/{id}`. */
const docPath = (routePath: string) => `/v1${routePath.replace(/:(\w+)/g, '{$1}')}`;

/** A path param's schema: an integer id, text, or (`ref`) an id or the reference text that names the same thing. */
function pathParamSchema(type: ParamType | undefined): Record<string, unknown> {
  if (type === 'string') return { schema: { type: 'string' } };
  if (type === 'ref') {
    return {
      schema: { type: ['integer', 'string'], minLength: 1 },
      description: 'The id (digits only, at most 10), or the internal_id (matched ignoring case)',
    };
  }
  return { schema: { type: 'integer', minimum: 1 } };
}

const QUERY_TYPES = { int: 'integer', bool: 'boolean', string: 'string', list: 'string' } as const;

/**
 * A query parameter's schema, from the field of the route's query schema: its limits, enum and
 * default as the service checks them, with the type the router reads it as (a query string holds
 * text, so `type` is the router's, not zod's).
 */
function queryParamSchema(field: z.ZodType, type: QueryType): Record<string, unknown> {
  const out = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any', override: dropSafeIntegerBounds }) as Record<string, unknown>;
  delete out.$schema;
  return { ...out, type: QUERY_TYPES[type] };
}

const tagOf = (path: string) => {
  const [, area, resource] = path.split('/');
  if (area === 'webstore') return 'storefront';
  if (area === 'server') return 'game-server plugin';
  // GET /v1/app is the store's own application record.
  return (resource ?? 'store').replace(/_/g, ' ');
};

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

const COMPONENTS = '#/components/schemas/';

/** zod writes `z.int()`'s implicit safe-integer bounds; they say nothing a client needs. */
function dropSafeIntegerBounds({ jsonSchema: s }: { jsonSchema: Record<string, unknown> }) {
  if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
  if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
}

/** `#/$defs/X` -> `#/components/schemas/X`, everywhere in a schema. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, COMPONENTS) : toComponentRefs(v)]),
  );
}

/**
 * The JSON Schema of a response body, as the server sends it (zod's output side). Named schemas
 * (`named()` in src/lib/responses.ts) go to `components` and are referenced; one id is one schema
 * across the document, or building it fails.
 */
function responseSchema(schema: z.ZodType, components: Record<string, unknown>): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', override: dropSafeIntegerBounds }) as Record<string, unknown>;
  const defs = (out.$defs ?? {}) as Record<string, unknown>;
  delete out.$schema;
  delete out.$defs;
  for (const [id, def] of Object.entries(defs)) {
    if (/^__/.test(id)) throw new Error(`An unnamed shared schema (${id}) in a response: name it with named()`);
    const converted = toComponentRefs(def);
    if (id in components && JSON.stringify(components[id]) !== JSON.stringify(converted)) {
      throw new Error(`Two different response schemas are named ${id}`);
    }
    components[id] = converted;
  }
  return toComponentRefs(out) as Record<string, unknown>;
}

export function openApiDocument(routes: Route[], opts: { serverUrl?: string; version?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  for (const route of routes) {
    const key = `${route.method.toUpperCase()} ${route.path}`;
    const path = docPath(route.path);
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const parameters: Record<string, unknown>[] = pathParams.map((name) => ({ name, in: 'path', required: true, ...pathParamSchema(route.params?.[name]) }));
    for (const [name, type] of Object.entries(route.query ?? {})) {
      const field = route.querySchema?.shape[name] as z.ZodType | undefined;
      parameters.push({
        name,
        in: 'query',
        required: field ? !field.safeParse(undefined).success : false,
        schema: field ? queryParamSchema(field, type) : { type: QUERY_TYPES[type] },
      });
    }
    if (route.method === 'post') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        description:
          'Makes a retry safe: the first response for this key (per store and caller: the API key, game server or visitor address; 24 h) is replayed (with Idempotency-Replayed: true) for the same request; ' +
          'another request with the key is a 422 (rule idempotency); a repeat while the first runs is a 409.',
      });
    }
    if (route.access === 'storefront' || route.access === 'buyer') {
      parameters.push({ name: 'x-store-domain', in: 'header', required: true, schema: { type: 'string' }, description: "The store's domain" });
    }
    const status = String(route.status ?? 200);
    const success = route.response
      ? { description: status === '201' ? 'Created' : 'Success', content: { 'application/json': { schema: responseSchema(route.response, schemas) } } }
      : { description: 'Done, no body' };
    const responses: Record<string, unknown> = {
      [status]: status === '204' ? success : { ...success, headers: RATE_LIMIT_HEADERS },
      '400': errorResponse(
        route.method === 'get'
          ? 'A query parameter has the wrong type, or is not one this operation takes (BAD_REQUEST, `field` names it)'
          : 'The body is not JSON, or a query parameter has the wrong type (BAD_REQUEST)',
      ),
      ...(route.access === 'storefront' ? {} : { '401': errorResponse('No, unknown or revoked credentials (UNAUTHENTICATED)') }),
      ...(route.access === 'admin'
        ? {
            '403': errorResponse(
              route.permission
                ? `The API key or staff role lacks the ${route.permission} permission (FORBIDDEN, rule ${route.permission}); a session request without X-CSRF-Token (rule csrf)`
                : 'A session request without X-CSRF-Token (FORBIDDEN, rule csrf)',
            ),
          }
        : {}),
      '404': errorResponse(
        route.access === 'storefront' || route.access === 'buyer'
          ? 'Store not found, or no such resource (NOT_FOUND)'
          : 'No such resource in this store (NOT_FOUND)',
      ),
      ...(route.method !== 'get' ? { '409': errorResponse('The change conflicts with the current state (CONFLICT)') } : {}),
      '422': errorResponse('A field breaks a rule; `field` and `rule` say which (VALIDATION_FAILED)'),
      '429': {
        ...errorResponse('Too many requests for this credential, or too many refused credentials from this address; see Retry-After (RATE_LIMITED)'),
        headers: { 'Retry-After': integerHeader('Seconds to wait before sending again'), ...RATE_LIMIT_HEADERS },
      },
      '500': errorResponse('A bug: the message carries the request id (INTERNAL)'),
      '503': errorResponse('The database is unreachable for a moment (restart, failover); retry after Retry-After (UNAVAILABLE)'),
    };
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      ...(route.aliasOf ? { description: `The same operation as ${route.method.toUpperCase()} ${docPath(route.aliasOf)}, under another name.` } : {}),
      tags: [tagOf(route.path)],
      security:
        route.access === 'admin'
          ? [{ apiKey: [] }, { staffSession: [] }]
          : route.access === 'server'
            ? [{ serverToken: [] }]
            : route.access === 'buyer'
              ? [{ buyerToken: [] }]
              : [],
      ...(route.access === 'admin' ? { 'x-permission': route.permission } : {}),
      parameters,
      responses,
      'x-graphql': route.twin,
      ...(ORIGINAL_SPEC.has(key) ? {} : { 'x-spec-extension': true }),
      ...(route.aliasOf ? { 'x-alias-of': docPath(route.aliasOf) } : {}),
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } };
    paths[path] ??= {};
    paths[path][route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store Commerce API',
      version: opts.version ?? '1',
      description:
        'REST API of the store: back office under /v1/app (Bearer API key, or a staff session cookie from /v1/auth/sign-in; ' +
        'each operation names the permission it needs in `x-permission`, 403 FORBIDDEN without it), storefront under /v1/webstore ' +
        "(x-store-domain; the buyer's area, /v1/webstore/me, adds the buyer's Bearer access token), " +
        'game-server plugin under /v1/server (Bearer server token). Every operation has a GraphQL ' +
        'twin at /graphql (`x-graphql`). Operations marked `x-spec-extension` complete the original API.',
    },
    servers: [{ url: opts.serverUrl ?? '/' }],
    // The staff sign-in routes set a cookie, and the hosted order page answers HTML: express routes of their own, described by hand.
    paths: { ...paths, ...AUTH_PATHS, ...ORDER_PAGE_PATHS },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of the store: it may do what its permissions name (`x-permission` of each operation)',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'cc_session',
          description: "A staff user's session (POST /v1/auth/sign-in); anything but a GET also sends X-CSRF-Token. The user's role decides (`x-permission`).",
        },
        serverToken: { type: 'http', scheme: 'bearer', description: "A game server's token" },
        buyerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A signed-in buyer's access token (POST /v1/webstore/auth/email/verify or /v1/webstore/auth/discord/callback; 15 minutes, renewed with the refresh token), sent with the store's x-store-domain: a token of another store is refused",
        },
      },
      schemas: {
        ...Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
        Error: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['message', 'code'],
                properties: {
                  message: { type: 'string' },
                  code: { type: 'string', enum: [...ERROR_CODES] },
                  field: { type: 'string', description: 'Dotted path of the input, e.g. items.1.id' },
                  rule: { type: 'string', description: 'required, type, min, max, range, enum, regex, url, https, unique, exists, ...' },
                },
              },
            },
          },
        },
      },
    },
  };
}
