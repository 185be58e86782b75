import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of exactly the Discord REST endpoints the service uses (API v10):
 *   PUT    /guilds/{guild}/members/{user}/roles/{role}    204
 *   DELETE /guilds/{guild}/members/{user}/roles/{role}    204
 *   POST   /channels/{channel}/messages                   200 with the message
 * It answers as Discord does: 401 without `Authorization: Bot <a token it knows>`, Discord's JSON
 * error bodies ({message, code}), 429 with retry_after (body) and Retry-After / X-RateLimit-*
 * headers. Anything else is 404 and recorded as unexpected. Point DISCORD_API_URL at `url`.
 */
interface DiscordRequest {
  method: string;
  /** The path after the API version: `/guilds/1/members/2/roles/3`. */
  path: string;
  route: 'role' | 'message' | 'other';
  authorization: string | undefined;
  auditLogReason: string | undefined;
  json: any;
  at: number;
}

export interface FakeReply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** Decides a reply; return undefined for the normal answer. */
type Script = (req: DiscordRequest) => FakeReply | undefined;

export interface FakeDiscord {
  /** The DISCORD_API_URL to use: `http://127.0.0.1:<port>/api`. */
  url: string;
  requests: DiscordRequest[];
  /** Tokens answered as valid (the bot of each test store). */
  tokens: Set<string>;
  /** Replies decided by the test; later scripts first. Each returns undefined to let the next decide. */
  scripts: Script[];
  /** The requests on one path (and method). */
  on(path: string, method?: string): DiscordRequest[];
  /** Resolves once `n` requests match; rejects after `timeoutMs`. */
  waitFor(match: (r: DiscordRequest) => boolean, n?: number, timeoutMs?: number): Promise<DiscordRequest[]>;
  close(): Promise<void>;
}

/** Discord's 429: the wait in the body (seconds, fractional) and in the headers, as Discord sends both. */
export const rateLimited = (seconds: number): FakeReply => ({
  status: 429,
  json: { message: 'You are being rate limited.', retry_after: seconds, global: false },
  headers: {
    'retry-after': String(Math.ceil(seconds)),
    'x-ratelimit-limit': '1',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset-after': String(seconds),
    'x-ratelimit-bucket': 'fake-bucket',
    'x-ratelimit-scope': 'user',
  },
});

export const missingPermissions: FakeReply = { status: 403, json: { message: 'Missing Permissions', code: 50013 } };
export const unknownMember: FakeReply = { status: 404, json: { message: 'Unknown Member', code: 10007 } };

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const requests: DiscordRequest[] = [];
  const tokens = new Set<string>();
  const scripts: Script[] = [];
  const waiters = new Set<() => void>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').replace(/^\/api\/v10(?=\/)/, '');
      const method = req.method ?? 'GET';
      const route =
        /^\/guilds\/\d+\/members\/\d+\/roles\/\d+$/.test(path) && (method === 'PUT' || method === 'DELETE')
          ? 'role'
          : /^\/channels\/\d+\/messages$/.test(path) && method === 'POST'
            ? 'message'
            : 'other';
      let json: unknown;
      try {
        json = raw ? JSON.parse(raw) : undefined;
      } catch {
        json = raw;
      }
      const request: DiscordRequest = {
        method,
        path,
        route,
        authorization: req.headers.authorization,
        // Discord takes the audit-log reason URL-encoded.
        auditLogReason: req.headers['x-audit-log-reason'] ? decodeURIComponent(req.headers['x-audit-log-reason'] as string) : undefined,
        json,
        at: Date.now(),
      };
      requests.push(request);
      for (const w of waiters) w();

      const send = (reply: FakeReply) => {
        const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
        res.writeHead(reply.status, { ...(body ? { 'content-type': 'application/json' } : {}), ...(reply.headers ?? {}) });
        res.end(body);
      };
      if (route === 'other') return send({ status: 404, json: { message: '404: Not Found', code: 0 } });
      const auth = request.authorization ?? '';
      if (!auth.startsWith('Bot ') || !tokens.has(auth.slice(4))) return send({ status: 401, json: { message: '401: Unauthorized', code: 0 } });
      for (let i = scripts.length - 1; i >= 0; i--) {
        const reply = scripts[i](request);
        if (reply) return send(reply);
      }
      if (route === 'role') return send({ status: 204 });
      const channel = path.split('/')[2];
      return send({
        status: 200,
        json: { id: String(1_300_000_000_000_000_000n + BigInt(requests.length)), channel_id: channel, content: (json as any)?.content ?? '' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    tokens,
    scripts,
    on: (path, method) => requests.filter((r) => r.path === path && (!method || r.method === method)),
    waitFor(match, n = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = requests.filter(match);
          if (found.length >= n) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `fake Discord: ${requests.filter(match).length} of ${n} requests after ${timeoutMs} ms; got ${JSON.stringify(requests.map((r) => `${r.method} ${r.path}`))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
