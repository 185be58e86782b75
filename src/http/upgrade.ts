import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Only socket.io's path takes protocol upgrades; any other request that offers one is answered as
 * the HTTP/1.1 request it also is.
 *
 * Why: once anything listens for 'upgrade' (socket.io does), Node hands every request carrying
 * `Connection: Upgrade` to those listeners instead of the app, and socket.io's own listener drops the
 * ones that are not its own after a second, unanswered. `curl --http2 http://...` and Java's built-in
 * HttpClient (what Minecraft plugins use, HTTP/2 by default) offer `Upgrade: h2c` on plain HTTP, so
 * they got an empty reply. RFC 9110 section 7.8 lets a server ignore an offered upgrade and answer in
 * HTTP/1.1; that is what Node does by itself when nothing listens for 'upgrade'.
 *
 * Called after socket.io is attached: its 'upgrade' listeners get only WebSocket upgrades under
 * `path`; everything else goes to the server's 'request' listeners (the app, through socket.io's
 * polling interception) with a response on the same socket, which closes after it (Node has already
 * detached its parser from the socket, so the connection cannot carry a second request).
 */
export function onlyPathUpgrades(server: Server, path: string): void {
  const upgradeListeners = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const websocket = /(^|,)\s*websocket\s*(,|$)/i.test(req.headers.upgrade ?? '');
    if (websocket && (req.url ?? '').startsWith(path)) {
      for (const listener of upgradeListeners) listener.call(server, req, socket, head);
      return;
    }
    answerAsHttp1(server, req, socket, head);
  });
}

function answerAsHttp1(server: Server, offered: IncomingMessage, socket: Duplex, head: Buffer): void {
  // Node has ended the upgrade request's own stream (an upgrade has no body for its parser): the app
  // reads a copy of the request whose body is fed from the socket below.
  const req = new IncomingMessage(socket as Socket);
  Object.assign(req, {
    method: offered.method,
    url: offered.url,
    httpVersion: offered.httpVersion,
    httpVersionMajor: offered.httpVersionMajor,
    httpVersionMinor: offered.httpVersionMinor,
    headers: offered.headers,
    rawHeaders: offered.rawHeaders,
  });
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as Socket);
  res.on('finish', () => {
    res.detachSocket(socket as Socket);
    socket.end();
  });
  socket.on('error', () => socket.destroy());

  if (req.headers['transfer-encoding'] !== undefined) {
    // A chunked body would need the HTTP parser Node has already taken off this socket.
    req.push(null);
    res.writeHead(411, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Send the body with a Content-Length, or without Upgrade', code: 'BAD_REQUEST' }] }));
    return;
  }
  feedBody(req, socket, head);
  server.emit('request', req, res);
}

/** The request's body: what arrived with the headers (`head`), then the socket's bytes up to Content-Length. */
function feedBody(req: IncomingMessage, socket: Duplex, head: Buffer): void {
  let left = Number(req.headers['content-length'] ?? 0);
  if (!Number.isSafeInteger(left) || left < 0) left = 0;
  const take = (chunk: Buffer) => {
    const part = chunk.subarray(0, left);
    left -= part.length;
    if (part.length) req.push(part);
    if (left === 0) {
      socket.off('data', take);
      req.complete = true;
      req.push(null);
    }
  };
  if (left === 0) {
    req.complete = true;
    req.push(null);
    return;
  }
  if (head.length) take(head);
  if (left > 0) socket.on('data', take);
}
