import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeReply } from './fake-discord';

/**
 * A local fake of Discord's OAuth2 for buyer sign-in (issue 32), written from Discord's documentation
 * (docs/DECISIONS.md, "Buyer sign-in and the buyer's area", cites each page):
 *
 *   GET  /oauth2/authorize              the authorization page (https://discord.com/oauth2/authorize): the
 *                                       user consents (here: the `x-fake-user` header names who is signed in
 *                                       at Discord), and is sent to redirect_uri?code=...&state=... (302).
 *                                       An unknown client or an unregistered redirect_uri is an error page
 *                                       (400), never a redirect; a code_challenge_method other than S256 is
 *                                       redirected back with error=invalid_request.
 *   POST /api[/v10]/oauth2/token        application/x-www-form-urlencoded only (JSON is refused); the client
 *                                       authenticates with HTTP Basic or client_id/client_secret in the form
 *                                       (else 401 invalid_client); grant_type=authorization_code (else
 *                                       unsupported_grant_type); a code is good once, for 10 minutes, for its
 *                                       redirect_uri (else 400 invalid_grant, `Invalid "code" in request.`);
 *                                       with PKCE a code_verifier is required (invalid_request `Missing
 *                                       "code_verifier"`), must be 43..128 unreserved characters (invalid_request
 *                                       `Invalid "code_verifier"`) and its S256 must be the challenge (invalid_grant).
 *                                       OAuth errors are {error, error_description}. The answer is the access
 *                                       token response: {access_token, token_type: "Bearer", expires_in, refresh_token, scope}.
 *   GET  /api[/v10]/users/@me            with `Authorization: Bearer <access token>`: the user object (id,
 *                                       username, discriminator "0", global_name, avatar; email and verified
 *                                       only with the `email` scope); 401 {message, code: 0} otherwise.
 *
 * `scripts` decide replies first (a 429 with retry_after as the bot fake's `rateLimited`). Point
 * DISCORD_API_URL at `url`.
 */

interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

interface OAuthRequest {
  method: string;
  /** The path without the API version: /oauth2/token, /users/@me, /oauth2/authorize. */
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  /** The form fields of a token request, the query of an authorization. */
  form: Record<string, string>;
  rawBody: string;
  /** What the fake answered: status and, for OAuth errors, the error. */
  status?: number;
  error?: string;
}

type Script = (req: OAuthRequest) => FakeReply | undefined;

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  userId: string;
  challenge: string | null;
  method: string | null;
  expiresAt: number;
  used: boolean;
}

export interface FakeDiscordOAuth {
  /** The DISCORD_API_URL to use: http://127.0.0.1:<port>/api. */
  url: string;
  /** Applications by client id: their secret and registered redirect URIs. */
  apps: Map<string, { secret: string; redirectUris: string[] }>;
  users: Map<string, FakeDiscordUser>;
  requests: OAuthRequest[];
  scripts: Script[];
  /** How long a code is good for (ms): 10 minutes, as RFC 6749 section 4.1.2 asks at most. */
  codeTtlMs: number;
  /**
   * The user `userId` opens `authorizeUrl` (what the start answered) and consents: where Discord then
   * sends the browser (the redirect URI with code and state, or with an error).
   */
  authorize(authorizeUrl: string, userId: string): Promise<URL>;
  /** The requests on a path (and method). */
  on(path: string, method?: string): OAuthRequest[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({ status, json: body, headers });
const oauthError = (status: number, error: string, description?: string): FakeReply =>
  json(status, description ? { error, error_description: description } : { error });

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export async function startFakeDiscordOAuth(): Promise<FakeDiscordOAuth> {
  const apps = new Map<string, { secret: string; redirectUris: string[] }>();
  const users = new Map<string, FakeDiscordUser>();
  const requests: OAuthRequest[] = [];
  const scripts: Script[] = [];
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { userId: string; scope: string; clientId: string }>();
  const fake = { codeTtlMs: 10 * 60_000 };

  function clientOf(req: OAuthRequest): { clientId: string; secret: string } | null {
    const basic = /^Basic\s+(.+)$/i.exec(req.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return { clientId: id ?? '', secret: secret ?? '' };
    }
    if (req.form.client_id) return { clientId: req.form.client_id, secret: req.form.client_secret ?? '' };
    return null;
  }

  function token(req: OAuthRequest): FakeReply {
    // "the token and token revocation URLs will only accept a content type of application/x-www-form-urlencoded"
    if (!/^application\/x-www-form-urlencoded\b/i.test(req.contentType ?? '')) return oauthError(400, 'invalid_request', 'Invalid "Content-Type"');
    const client = clientOf(req);
    const app = client && apps.get(client.clientId);
    if (!client || !app || app.secret !== client.secret) return oauthError(401, 'invalid_client');
    if (req.form.grant_type !== 'authorization_code') return oauthError(400, 'unsupported_grant_type');
    const grant = req.form.code ? grants.get(req.form.code) : undefined;
    if (!grant || grant.clientId !== client.clientId || grant.used || grant.expiresAt <= Date.now()) {
      return oauthError(400, 'invalid_grant', 'Invalid "code" in request.');
    }
    // A code is good once, whatever follows.
    grant.used = true;
    if (req.form.redirect_uri !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'Invalid "redirect_uri" in request.');
    if (grant.challenge !== null) {
      const verifier = req.form.code_verifier;
      if (!verifier) return oauthError(400, 'invalid_request', 'Missing "code_verifier"');
      if (!VERIFIER.test(verifier)) return oauthError(400, 'invalid_request', 'Invalid "code_verifier"');
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return oauthError(400, 'invalid_grant', 'Invalid "code_verifier"');
    }
    const access = randomBytes(20).toString('base64url');
    tokens.set(access, { userId: grant.userId, scope: grant.scope, clientId: grant.clientId });
    return json(200, {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: randomBytes(20).toString('base64url'),
      scope: grant.scope,
    });
  }

  function me(req: OAuthRequest): FakeReply {
    const bearer = /^Bearer\s+(\S+)$/.exec(req.authorization ?? '');
    const held = bearer ? tokens.get(bearer[1]) : undefined;
    const user = held && users.get(held.userId);
    if (!held || !user) return json(401, { message: '401: Unauthorized', code: 0 });
    const withEmail = held.scope.split(' ').includes('email');
    return json(200, {
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: user.global_name ?? null,
      avatar: null,
      ...(withEmail ? { email: user.email ?? null, verified: user.verified ?? false } : {}),
    });
  }

  /** The authorization page: 302 to the redirect URI (code or error), or 400 for what must not be redirected to. */
  function authorizePage(req: OAuthRequest, userId: string | undefined): { status: number; location?: string; body?: string } {
    const q = req.form;
    const app = apps.get(q.client_id ?? '');
    if (!app) return { status: 400, body: 'Unknown application' };
    if (!q.redirect_uri || !app.redirectUris.includes(q.redirect_uri)) return { status: 400, body: 'Invalid OAuth2 redirect_uri' };
    const back = new URL(q.redirect_uri);
    const fail = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      if (q.state) back.searchParams.set('state', q.state);
      return { status: 302, location: back.toString() };
    };
    if (q.response_type !== 'code') return fail('unsupported_response_type', 'Unsupported "response_type"');
    if (q.code_challenge && q.code_challenge_method !== 'S256') return fail('invalid_request', 'Unsupported "code_challenge_method"');
    if (!userId || !users.has(userId)) return fail('access_denied', 'The resource owner or authorization server denied the request');
    const code = randomBytes(15).toString('base64url');
    grants.set(code, {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      scope: q.scope ?? 'identify',
      userId,
      challenge: q.code_challenge ?? null,
      method: q.code_challenge_method ?? null,
      expiresAt: Date.now() + fake.codeTtlMs,
      used: false,
    });
    back.searchParams.set('code', code);
    if (q.state) back.searchParams.set('state', q.state);
    return { status: 302, location: back.toString() };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const u = new URL(req.url ?? '/', 'http://fake');
      const path = u.pathname.replace(/^\/api(\/v\d+)?(?=\/)/, '');
      const contentType = req.headers['content-type'];
      const form =
        req.method === 'GET'
          ? Object.fromEntries(u.searchParams)
          : /^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')
            ? Object.fromEntries(new URLSearchParams(rawBody))
            : {};
      const request: OAuthRequest = { method: req.method ?? 'GET', path, contentType, authorization: req.headers.authorization, form, rawBody };
      requests.push(request);
      const send = (reply: FakeReply) => {
        request.status = reply.status;
        request.error = (reply.json as { error?: string } | undefined)?.error;
        const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
        res.writeHead(reply.status, { ...(body ? { 'content-type': 'application/json' } : {}), ...(reply.headers ?? {}) });
        res.end(body);
      };
      for (let i = scripts.length - 1; i >= 0; i--) {
        const reply = scripts[i](request);
        if (reply) return send(reply);
      }
      if (path === '/oauth2/authorize' && u.pathname === '/oauth2/authorize' && req.method === 'GET') {
        const page = authorizePage(request, req.headers['x-fake-user'] as string | undefined);
        request.status = page.status;
        res.writeHead(page.status, page.location ? { location: page.location } : { 'content-type': 'text/plain' });
        return res.end(page.body ?? '');
      }
      if (path === '/oauth2/token' && req.method === 'POST' && u.pathname.startsWith('/api/')) return send(token(request));
      if (path === '/users/@me' && req.method === 'GET' && u.pathname.startsWith('/api/')) return send(me(request));
      return send(json(404, { message: '404: Not Found', code: 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return Object.assign(fake, {
    url: `${origin}/api`,
    apps,
    users,
    requests,
    scripts,
    on: (path: string, method?: string) => requests.filter((r) => r.path === path && (!method || r.method === method)),
    async authorize(authorizeUrl: string, userId: string): Promise<URL> {
      const target = new URL(authorizeUrl);
      if (target.origin !== origin) throw new Error(`fake Discord: ${authorizeUrl} is not this fake's authorization page`);
      const res = await fetch(target, { redirect: 'manual', headers: { 'x-fake-user': userId } });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`fake Discord: the authorization page answered ${res.status} ${await res.text()}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
