import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import { requirePermission, type Actor, type Deps } from '../../../context';
import { unauthenticated } from '../../../errors';
import { bearerToken, createContext, type RequestLike } from '../../../http/request-context';
import type { Store } from '../../../generated/prisma/client';
import { sha256 } from '../../../lib/secrets';
import type { CredentialProof } from '../game-server.queries';
import type { LeaseHolder } from '../queue.service';

/**
 * Who a push connection is, proven once at the socket.io handshake with the same code as a REST
 * request (src/http/request-context.ts): the credential is checked the same way (SHA-256, constant-time compare),
 * the handshake counts one request against its rate limit, and a refused one counts against the
 * client's address. A server token (`gs_...`) is that game server; anything else is taken as an
 * admin API key, which stands for the whole store.
 */
export interface PluginCredential {
  /** The connections that share deliveries: every socket of one server token, or of one API key. */
  group: string;
  /** Whose lease the pushed commands take: the server, or (null) the store's keys. */
  holder: LeaseHolder;
  store: Store;
  actor: Actor;
  /** What each delivery checks again: a rotated token, a deleted server or a revoked key ends its connections. */
  proof: CredentialProof;
}

const SERVER_TOKEN_PREFIX = 'gs_';

/**
 * The credential a plugin sends: `Authorization: Bearer <key or token>` as the public plugins send
 * it, or socket.io's `auth: { token }` for clients that cannot set headers (browsers' WebSocket).
 * Never the query string, which ends up in access logs.
 */
function withCredential(req: RequestLike, auth: unknown): RequestLike {
  if (bearerToken(req)) return req;
  const token = (auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } } : req;
}

/**
 * The client address as express computes `req.ip` for this app (its `trust proxy` setting), so a
 * refused handshake is counted against the same address bucket as a refused REST call.
 */
function clientIp(app: Express, req: IncomingMessage): string | undefined {
  const view = Object.create(app.request, { headers: { value: req.headers }, socket: { value: req.socket }, connection: { value: req.socket } });
  return (view as { ip?: string }).ip;
}

export async function authenticatePlugin(deps: Deps, app: Express, req: IncomingMessage, auth: unknown): Promise<PluginCredential> {
  const like = withCredential({ headers: req.headers, ip: clientIp(app, req) }, auth);
  const token = bearerToken(like);
  const ctx = createContext(like, deps);
  if (token?.startsWith(SERVER_TOKEN_PREFIX)) {
    const sc = await ctx.server();
    const serverId = (sc.actor as Extract<Actor, { kind: 'server' }>).gameServerId;
    const hash = sha256(token);
    return {
      group: `server:${serverId}`,
      holder: serverId,
      store: sc.store,
      actor: sc.actor,
      proof: { kind: 'server', gameServerId: serverId, tokenHash: hash },
    };
  }
  const sc = await ctx.admin();
  const keyId = (sc.actor as Extract<Actor, { kind: 'admin' }>).apiKeyId;
  // A plugin connects with a server token or an API key (never a browser's session), and a key must
  // be allowed to run the store's game-server commands.
  if (keyId === null) throw unauthenticated('A plugin connects with a server token or an API key');
  requirePermission(sc, 'game_servers:write');
  return {
    group: `key:${keyId}`,
    holder: null,
    store: sc.store,
    actor: sc.actor,
    proof: { kind: 'key', apiKeyId: keyId },
  };
}
