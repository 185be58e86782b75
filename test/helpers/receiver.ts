import fs from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';

/**
 * An HTTPS webhook receiver for tests: listens on 127.0.0.1 with the run's self-signed certificate
 * (made by the global setup, trusted through NODE_EXTRA_CA_CERTS), records every request and
 * answers from a script.
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body, exactly the bytes that were signed. */
  body: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: any;
  /** Date.now() when the whole body had arrived. */
  at: number;
  /** 0-based position among the requests this receiver got. */
  index: number;
}

export interface Reply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer: the sender has to time out (the socket is dropped when the receiver closes). */
  hang?: boolean;
  /** Drop the connection without answering. */
  destroy?: boolean;
}

export type Responder = (req: ReceivedRequest) => Reply | Promise<Reply>;

export interface Receiver {
  /** `https://127.0.0.1:<port>/hook` */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Answer the next requests with `replies` in turn, then every later one with `then` (200 "ok" by default). */
  script(replies: Reply[], then?: Reply): void;
  /** Answer with a function of the request. */
  respond(fn: Responder): void;
  /** Resolves when at least `n` requests have arrived; rejects after `timeoutMs`. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

const OK: Reply = { status: 200, body: 'ok' };

function certificate() {
  const certPath = process.env.TEST_TLS_CERT;
  const keyPath = process.env.TEST_TLS_KEY;
  if (!certPath || !keyPath) throw new Error('TEST_TLS_CERT / TEST_TLS_KEY are not set: the receiver needs the certificate made by test/setup/global-setup.ts');
  return { cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8') };
}

let trustChecked: Promise<void> | undefined;

/**
 * Jest runs a lone test file inside its own process, which started before the global setup set
 * NODE_EXTRA_CA_CERTS, so there the certificate is not trusted. Only then (probed, not guessed),
 * connections without their own CA list get the system roots plus the test certificate, which is
 * what NODE_EXTRA_CA_CERTS would have given them.
 */
function ensureTrusted(port: number, cert: string): Promise<void> {
  trustChecked ??= new Promise<void>((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      const trusted = socket.authorized;
      socket.destroy();
      if (!trusted) {
        const connect = tls.connect;
        const ca = [...tls.rootCertificates, cert];
        (tls as { connect: typeof tls.connect }).connect = function patchedConnect(this: unknown, ...args: unknown[]) {
          const options = args.find((a): a is tls.ConnectionOptions => typeof a === 'object' && a !== null);
          if (options && !options.ca) options.ca = ca;
          return (connect as (...a: unknown[]) => tls.TLSSocket).apply(this, args);
        } as typeof tls.connect;
      }
      resolve();
    });
    socket.on('error', reject);
  });
  return trustChecked;
}

export async function startReceiver(initial?: Reply[] | Responder): Promise<Receiver> {
  const { cert, key } = certificate();
  const requests: ReceivedRequest[] = [];
  let responder: Responder = () => OK;
  const waiters: { n: number; resolve: () => void }[] = [];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers, body, json, at: Date.now(), index: requests.length };
      requests.push(received);
      for (const w of [...waiters]) if (requests.length >= w.n) w.resolve();

      let reply: Reply;
      try {
        reply = await responder(received);
      } catch (e) {
        reply = { status: 500, body: String(e) };
      }
      if (reply.hang) return;
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.destroy) {
        req.socket.destroy();
        return;
      }
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
      res.end(reply.body ?? '');
    });
  };

  const server = https.createServer({ cert, key }, handle);
  // Keep-alive sockets and hanging requests must not hold close() up.
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await ensureTrusted(port, cert);

  const receiver: Receiver = {
    url: `https://127.0.0.1:${port}/hook`,
    port,
    requests,
    script(replies, then = OK) {
      const queue = [...replies];
      responder = () => queue.shift() ?? then;
    },
    respond(fn) {
      responder = fn;
    },
    waitFor(n, timeoutMs = 10_000) {
      if (requests.length >= n) return Promise.resolve(requests);
      return new Promise((resolve, reject) => {
        const waiter = {
          n,
          resolve: () => {
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(waiter), 1);
            resolve(requests);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`receiver ${port}: expected ${n} requests within ${timeoutMs} ms, got ${requests.length}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  if (Array.isArray(initial)) receiver.script(initial);
  else if (initial) receiver.respond(initial);
  return receiver;
}
