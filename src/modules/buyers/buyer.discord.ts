import { createHash, randomBytes } from 'node:crypto';
import type * as DiscordRest from '@discordjs/rest';
import type { RateLimitData, REST } from '@discordjs/rest';
import type { Config } from '../../config';
import { AppError } from '../../errors';

/**
 * Discord sign-in for buyers (issue 32): OAuth2's authorization code grant with PKCE (RFC 7636, S256)
 * against the store's own Discord application, through @discordjs/rest, the client the bot's actions
 * already use (src/modules/discord/discord.delivery.ts): it speaks DISCORD_API_URL (a local fake in
 * tests), reads Discord's error bodies (OAuth's {error, error_description} too) and waits out its
 * rate limits. The two calls are Discord's documented ones (docs/DECISIONS.md cites the pages):
 *
 *   POST {api}/v10/oauth2/token   application/x-www-form-urlencoded (JSON is refused), the client's
 *                                 id and secret as HTTP Basic, grant_type=authorization_code, the code,
 *                                 the redirect_uri of the authorization and the code_verifier
 *                                 (Routes.oauth2TokenExchange() of discord-api-types)
 *   GET  {api}/v10/users/@me      Authorization: Bearer <the buyer's access token> (Routes.user('@me'));
 *                                 scope `identify` gives the id, `email` the e-mail and whether Discord verified it
 *
 * Nothing Discord answers is logged, and an error from the client is never passed on as it is: it
 * carries the request's body (the code and the verifier).
 */

/** What sign-in asks Discord for: who the buyer is, and their e-mail (to link the orders placed with it). */
const SCOPES = 'identify email';

let loaded: typeof DiscordRest | undefined;
/** @discordjs/rest (with undici) loads at the first Discord sign-in, not at start-up (test/ops/build.test.ts). */
const discordRest = () => (loaded ??= require('@discordjs/rest') as typeof DiscordRest);

type DiscordConfig = Pick<Config, 'discord'>;

const clients = new Map<string, REST>();
/** One client per API address, kept so its rate-limit buckets stay known. It has no token: each call says its own authorization. */
function clientFor(config: DiscordConfig): REST {
  const key = config.discord.apiUrl;
  let rest = clients.get(key);
  if (!rest) {
    rest = new (discordRest().REST)({
      api: config.discord.apiUrl,
      version: '10',
      retries: 0,
      timeout: config.discord.timeoutMs,
      // A buyer waits for the answer: a longer wait than the bot's limit is an error, not a hang.
      rejectOnRateLimit: (data: RateLimitData) => Math.max(data.retryAfter, data.timeToReset) > config.discord.maxRateLimitWaitMs,
    });
    clients.set(key, rest);
  }
  return rest;
}

/** A PKCE pair (RFC 7636 section 4.1-4.2): a 43-character verifier (32 random bytes) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Discord's authorization page for the store's application: the same origin as DISCORD_API_URL,
 * /oauth2/authorize (https://discord.com/oauth2/authorize; the fake's own in tests).
 */
export function authorizeUrl(config: DiscordConfig, q: { clientId: string; redirectUri: string; state: string; challenge: string }): string {
  const api = new URL(config.discord.apiUrl);
  const url = new URL(`${api.pathname.replace(/\/api\/?$/, '')}/oauth2/authorize`, api.origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: q.clientId,
    scope: SCOPES,
    state: q.state,
    redirect_uri: q.redirectUri,
    code_challenge: q.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface DiscordIdentity {
  id: string;
  /** The user's unique name (not the display name). */
  username: string;
  /** The e-mail Discord has for the user, and whether Discord verified it (scope `email`). */
  email: string | null;
  verified: boolean;
}

/** What a failed call means for the buyer: refused (start again), the store's application refused, or Discord unavailable. */
function failure(e: unknown, step: 'token' | 'user'): AppError {
  const { DiscordAPIError, RateLimitError, HTTPError } = discordRest();
  if (e instanceof DiscordAPIError) {
    const code = String(e.code);
    if (step === 'token' && (e.status === 401 || code === 'invalid_client'))
      return new AppError('CONFLICT', [
        { message: "Discord refused the store's Discord application (invalid_client): its owner must check the client id and secret", rule: 'discord_client' },
      ]);
    if (e.status === 429) return new AppError('UNAVAILABLE', 'Discord is limiting requests; retry shortly', { retryAfter: 5 });
    // invalid_grant (a code used, expired, for another redirect_uri, or a verifier that does not match), invalid_request...
    const what = step === 'token' ? `${code}: ${e.message}` : `${e.status}`;
    return new AppError('UNAUTHENTICATED', [{ message: `Discord refused the sign-in (${what.slice(0, 120)}): start it again`, rule: 'discord_refused' }]);
  }
  if (e instanceof RateLimitError)
    return new AppError('UNAVAILABLE', 'Discord is limiting requests; retry shortly', { retryAfter: Math.max(1, Math.ceil(e.retryAfter / 1000)) });
  if (e instanceof HTTPError) return new AppError('UNAVAILABLE', `Discord answered ${e.status}; retry shortly`, { retryAfter: 5 });
  // A timeout, a refused connection, an unreadable answer.
  return new AppError('UNAVAILABLE', 'Discord could not be reached; retry shortly', { retryAfter: 5 });
}

/**
 * Exchanges the authorization code (with the verifier kept since start) for the buyer's access token,
 * and reads who they are with it. The access token is used for that one call and never kept.
 */
export async function discordIdentity(
  config: DiscordConfig,
  app: { clientId: string; clientSecret: string },
  grant: { code: string; verifier: string; redirectUri: string },
): Promise<DiscordIdentity> {
  const rest = clientFor(config);
  const basic = Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64');
  let token: { access_token?: unknown; token_type?: unknown };
  try {
    token = (await rest.post('/oauth2/token', {
      auth: false,
      passThroughBody: true,
      body: new URLSearchParams({ grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.verifier }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
    })) as typeof token;
  } catch (e) {
    throw failure(e, 'token');
  }
  if (typeof token?.access_token !== 'string' || !token.access_token)
    throw new AppError('UNAVAILABLE', 'Discord answered without an access token; retry', { retryAfter: 5 });
  let user: { id?: unknown; username?: unknown; email?: unknown; verified?: unknown };
  try {
    user = (await rest.get('/users/@me', { auth: false, headers: { Authorization: `Bearer ${token.access_token}` } })) as typeof user;
  } catch (e) {
    throw failure(e, 'user');
  }
  if (typeof user?.id !== 'string' || !/^\d{17,20}$/.test(user.id))
    throw new AppError('UNAVAILABLE', 'Discord answered without a user id; retry', { retryAfter: 5 });
  const email = typeof user.email === 'string' && user.email.includes('@') ? user.email.trim().toLowerCase() : null;
  return {
    id: user.id,
    username: typeof user.username === 'string' && user.username ? user.username.slice(0, 64) : user.id,
    email,
    verified: user.verified === true && email !== null,
  };
}
