import { randomUUID } from 'node:crypto';
import { serviceContext, type Deps, type ServiceContext } from '../context';
import { AppError, storeNotFound, unauthenticated } from '../errors';
import { authenticateSession, cookieToken, CSRF_HEADER, csrfMatches } from '../modules/staff/session.service';
import { Permissions } from '../lib/permissions';
import { authenticateServerToken } from '../modules/game-servers/game-server.service';
import { authenticateApiKey, storeByDomain } from '../modules/store/store.service';
import { authenticateBuyer } from '../modules/buyers/buyer-session.service';
import { addressBucket, addressHash, RateLimitHeaders, settleRequest, takeRequest, type HeaderSink } from './ratelimit';

/** The credentials a request can prove, each a method of the request context. */
export type Access = 'admin' | 'storefront' | 'server' | 'buyer';

/**
 * Per-request context shared by both surfaces. Credentials are checked lazily, once: the first call
 * proves the credential and counts `requests` (default 1) against its rate limit; later calls return
 * the same answer and count nothing. GraphQL's operation gate makes the first call, with one request
 * per root field (src/graphql/gate.ts). A refused credential counts one request against the client
 * address instead (so failed authentications are limited per address) and then fails.
 */
export interface RequestContext {
  deps: Deps;
  requestId: string;
  /** The store of the Bearer API key; 401 without a valid one. */
  admin(requests?: number): Promise<ServiceContext>;
  /** The store named by `x-store-domain`; 404 "Store not found" otherwise. */
  storefront(requests?: number): Promise<ServiceContext>;
  /** The game server of the Bearer server token; 401 without a valid one. */
  server(requests?: number): Promise<ServiceContext>;
  /**
   * A signed-in buyer (issue 32): the store of `x-store-domain` (proven and counted as storefront()
   * does), then the Bearer buyer access token, which must be a live one of that store; 401 otherwise.
   */
  buyer(requests?: number): Promise<ServiceContext>;
  /** Counts `requests` that prove no credential (public and introspection GraphQL fields) against the client address. */
  anonymous(requests: number): Promise<void>;
  /** Who is calling, for storefront visit counts: `x-visitor-id`, else address and user agent. */
  visitor: { id?: string; ip?: string; userAgent?: string };
}

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  /** The HTTP method: a cookie-authenticated request that is not a GET or HEAD must carry the CSRF header. */
  method?: string;
}

const header = (req: RequestLike, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function bearerToken(req: RequestLike): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth?.match(/^Bearer\s+(\S+)\s*$/i);
  return m?.[1];
}

function once<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let p: Promise<T> | undefined;
  return (...args) => (p ??= fn(...args));
}

/**
 * `res` receives the RateLimit headers: each credential, once proven, counts the request against
 * its own limit (src/http/ratelimit.ts) and throws 429 past it, on both surfaces alike.
 */
export function createContext(req: RequestLike, deps: Deps, requestId = header(req, 'x-request-id') || randomUUID(), res?: HeaderSink): RequestContext {
  const sql = deps.database.pool;
  const limits = deps.config.rateLimits;
  const headers = new RateLimitHeaders(res);
  const anonymous = (requests: number) => takeRequest(sql, addressBucket(req.ip), limits?.anonymous ?? 0, headers, requests);
  // A refused credential is paid for by the address: guessing keys or store domains, or sending
  // work with a forged credential, is limited like any anonymous request. Over that limit: 429.
  const refuse = async (error: AppError): Promise<never> => {
    await anonymous(1);
    throw error;
  };
  // A staff session: proven by its cookie, and for anything but a read by its CSRF header too (a
  // page on another site can make the browser send the cookie, never read the token to send it back).
  const staffContext = async (token: string, requests: number): Promise<ServiceContext> => {
    const found = await authenticateSession(deps.database, token);
    if (!found) return refuse(unauthenticated('Your session has ended: sign in again'));
    const method = (req.method ?? 'POST').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !csrfMatches(token, header(req, CSRF_HEADER)))
      throw new AppError('FORBIDDEN', [{ message: `Missing or wrong ${CSRF_HEADER} header: send the csrf_token of your session`, rule: 'csrf' }]);
    await takeRequest(sql, `staff:${found.user.id}`, limits?.admin ?? 0, headers, requests);
    return serviceContext(deps.database, found.store, found.actor, requestId, deps.config, req.ip);
  };
  const rc: RequestContext = {
    deps,
    requestId,
    visitor: { id: header(req, 'x-visitor-id') || undefined, ip: req.ip, userAgent: header(req, 'user-agent') },
    admin: once(async (requests = 1) => {
      const token = bearerToken(req);
      // Without a Bearer key, the admin UI's session cookie (issue 31): the staff user's role decides.
      const session = token ? undefined : cookieToken(header(req, 'cookie'));
      if (session) return staffContext(session, requests);
      if (!token) return refuse(unauthenticated('Missing API key: send Authorization: Bearer <api key>'));
      const limit = limits?.admin ?? 0;
      // One statement proves the key and counts the request in its rate-limit window.
      const found = await authenticateApiKey(sql, token, { requests: limit > 0 ? requests : 0 });
      if (!found) return refuse(unauthenticated('Invalid or revoked API key'));
      if (found.window) settleRequest(found.window.count, found.window.reset, limit, headers);
      const actor = {
        kind: 'admin' as const,
        apiKeyId: found.apiKeyId,
        staffUserId: null,
        sessionId: null,
        name: found.name,
        permissions: new Permissions(found.permissions),
      };
      return serviceContext(deps.database, found.store, actor, requestId, deps.config, req.ip);
    }),
    storefront: once(async (requests = 1) => {
      const domain = header(req, 'x-store-domain')?.trim().toLowerCase();
      const limit = limits?.storefront ?? 0;
      // One statement finds the store and counts the request in its visitor's rate-limit window.
      const found = domain ? await storeByDomain(sql, domain, { requests: limit > 0 ? requests : 0, address: addressHash(req.ip) }) : null;
      if (!found) return refuse(storeNotFound());
      const { store } = found;
      if (found.window) settleRequest(found.window.count, found.window.reset, limit, headers);
      return serviceContext(deps.database, store, { kind: 'storefront', client: addressHash(req.ip) }, requestId, deps.config, req.ip);
    }),
    server: once(async (requests = 1) => {
      const token = bearerToken(req);
      if (!token) return refuse(unauthenticated('Missing server token: send Authorization: Bearer <server token>'));
      const limit = limits?.server ?? 0;
      // One statement proves the token, marks the server seen and counts the request (as for admin keys).
      const found = await authenticateServerToken(sql, token, { requests: limit > 0 ? requests : 0 });
      if (!found) return refuse(unauthenticated('Invalid server token'));
      if (found.window) settleRequest(found.window.count, found.window.reset, limit, headers);
      return serviceContext(deps.database, found.store, { kind: 'server', gameServerId: found.gameServerId }, requestId, deps.config);
    }),
    buyer: once(async (requests = 1) => {
      // The store first, as every storefront request: a buyer's token is only ever good at its own store.
      const { store } = await rc.storefront(requests);
      const token = bearerToken(req);
      if (!token) return refuse(unauthenticated('Missing buyer token: send Authorization: Bearer <access_token> from the buyer sign-in'));
      const found = await authenticateBuyer(deps.database.prisma, store.id, token);
      if (!found.buyer) return refuse(new AppError('UNAUTHENTICATED', [{ message: found.message, ...(found.rule ? { rule: found.rule } : {}) }]));
      const { buyer, sessionId } = found;
      const actor = { kind: 'buyer' as const, buyerId: buyer.id, sessionId, email: buyer.email, discordId: buyer.discordId, client: addressHash(req.ip) };
      return serviceContext(deps.database, store, actor, requestId, deps.config, req.ip);
    }),
    anonymous: async (requests) => {
      await anonymous(requests);
    },
  };
  return rc;
}
