import type { Server as HttpServer } from 'node:http';
import type { Express } from 'express';
import { Server as SocketServer, type Socket } from 'socket.io';
import { onlyPathUpgrades } from '../../../http/upgrade';
import type { Deps } from '../../../context';
import { isAppError } from '../../../errors';
import type { Log } from '../../../logger';
import { pluginConnections } from '../../../metrics';
import { authenticatePlugin, type PluginCredential } from './push.auth';
import { PushHub } from './push.hub';
import { listenForDueCommands } from './push.listen';

/**
 * Push delivery to game-server plugins: socket.io on the API's own port (path /socket.io/), next to
 * the poll. A plugin connects with `Authorization: Bearer <server token or admin key>` (the public
 * plugins also send `x-extension: plugin`, which is accepted and not required) and receives an
 * `EXECUTE_COMMAND` event per command, the moment it is due; it acknowledges through REST as a
 * polling plugin does (PATCH /v1/app/command/{id}, or POST /v1/server/queue/ack with a server
 * token). Nothing it sends on the socket is read. docs/DECISIONS.md, "Existing integrations (issue
 * 15)", has the whole protocol.
 */
export interface PluginPush {
  /** Resolves once this process listens for deliverable commands. */
  ready: Promise<void>;
  /** Ends every plugin connection (they reconnect, to another instance or this one restarted) and stops listening. The HTTP server stays open. */
  close(): Promise<void>;
}

/** Clients send nothing the server reads; a small frame limit keeps a misbehaving one cheap. */
const MAX_FRAME_BYTES = 16 * 1024;

interface HandshakeError extends Error {
  data?: { code: string; retry_after?: number };
}

/** A refused handshake as socket.io hands it to the client (`connect_error`): the message and the error code REST would answer. */
function refusal(err: unknown): HandshakeError {
  const known = isAppError(err);
  const out: HandshakeError = new Error(known ? err.message : 'The connection could not be accepted; try again');
  out.data = { code: known ? err.code : 'UNAVAILABLE', ...(known && err.retryAfter ? { retry_after: err.retryAfter } : {}) };
  return out;
}

const credentialOf = (socket: Socket) => socket.data.credential as PluginCredential;
const credentialKind = (cred: PluginCredential) => (cred.holder === null ? 'key' : 'server');

/**
 * `listenUrl`: the database the LISTEN session connects to (DATABASE_DIRECT_URL, else DATABASE_URL):
 * not the pool's, which may go through a pooler in transaction mode, where a LISTEN hears nothing.
 */
export function attachPluginPush(http: HttpServer, deps: Deps, opts: { app: Express; log: Log; listenUrl: string }): PluginPush {
  const { log } = opts;
  // allowEIO3: plugins built on socket.io v2 clients (Engine.IO 3) connect too; they send the same headers.
  const io = new SocketServer(http, { serveClient: false, maxHttpBufferSize: MAX_FRAME_BYTES, allowEIO3: true });
  // Other requests offering an upgrade (curl --http2, Java's HttpClient: `Upgrade: h2c`) are answered as HTTP/1.1.
  onlyPathUpgrades(http, `${io.path()}/`);
  const hub = new PushHub(deps, log);
  const listener = listenForDueCommands(
    { connectionString: opts.listenUrl },
    { onStore: (id) => hub.storeChanged(id), onReconnect: () => hub.serveAll() },
    log,
  );

  io.use(async (socket, next) => {
    try {
      socket.data.credential = await authenticatePlugin(deps, opts.app, socket.request, socket.handshake.auth);
      next();
    } catch (err) {
      if (!isAppError(err)) log({ level: 'error', msg: 'plugin handshake failed', err: String((err as Error)?.stack ?? err) });
      else log({ msg: 'plugin refused', code: err.code });
      next(refusal(err));
    }
  });

  io.on('connection', (socket) => {
    const cred = credentialOf(socket);
    const who = { storeId: cred.store.id, credential: credentialKind(cred), group: cred.group };
    pluginConnections.inc({ credential: who.credential });
    log({ msg: 'plugin connected', ...who, transport: socket.conn.transport.name });
    // The server's last_seen_at was set when the handshake proved its token (authenticateServerToken).
    socket.on('disconnect', (reason) => {
      pluginConnections.dec({ credential: who.credential });
      hub.remove(socket, cred);
      log({ msg: 'plugin disconnected', ...who, reason });
    });
    hub.add(socket, cred);
  });

  return {
    ready: listener.ready,
    async close() {
      hub.close();
      await listener.close();
      io.disconnectSockets(true);
      // Engine.IO's close ends polling and WebSocket connections alike; io.close() would also close the HTTP server, which main.ts closes itself after the requests in flight.
      io.engine.close();
    },
  };
}
