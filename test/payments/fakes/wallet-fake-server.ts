import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing the PayPal, PicPay, PagBank and Pagar.me fakes share: a node:http server on a random 127.0.0.1 port that records
 * every request, routes it to the fake's handler, and can be told to fail or hang a route instead.
 */
export interface FakeRequest {
  method: string;
  /** The path and query as sent. */
  path: string;
  /** `METHOD /path/with/:params`, as the fake names its routes. */
  route: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  json: any;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a route does instead of its work: answer this, or never answer. */
type Override = FakeReply | 'hang';

export type Handler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface HttpFake {
  url: string;
  requests: FakeRequest[];
  /** The requests to one route (`POST /v2/checkout/orders/:id/capture`). */
  seen(route: string): FakeRequest[];
  /** Answer `route` with `override` from now on (null: do the route's work again). */
  when(route: string, override: Override | null): void;
  /** Forget the overrides and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

function matches(pattern: string, method: string, path: string): Record<string, string> | null {
  const [pm, pp] = pattern.split(' ');
  if (pm !== method) return null;
  const a = pp.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return params;
}

export async function startHttpFake(routes: Record<string, Handler>): Promise<HttpFake> {
  const requests: FakeRequest[] = [];
  const overrides = new Map<string, Override>();
  const hanging = new Set<ServerResponse>();

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      let route = `${req.method} ${url.pathname}`;
      let params: Record<string, string> = {};
      let handler: Handler | undefined;
      for (const [pattern, h] of Object.entries(routes)) {
        const p = matches(pattern, req.method ?? '', url.pathname);
        if (p) {
          route = pattern;
          params = p;
          handler = h;
          break;
        }
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const recorded: FakeRequest = { method: req.method ?? '', path: req.url ?? '/', route, params, headers, body, json };
      requests.push(recorded);
      const override = overrides.get(route);
      if (override === 'hang') {
        hanging.add(res);
        return;
      }
      let reply: FakeReply;
      try {
        reply = override ?? (handler ? await handler(recorded) : { status: 404, body: { name: 'NOT_FOUND', message: `no route ${route}` } });
      } catch (e) {
        reply = { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: String(e) } };
      }
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    seen: (route) => requests.filter((r) => r.route === route),
    when(route, override) {
      if (override === null) overrides.delete(route);
      else overrides.set(route, override);
    },
    reset() {
      overrides.clear();
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
