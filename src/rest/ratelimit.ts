import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';

/**
 * Rate limits per credential (CONTRACT.md section 3: 429 `RATE_LIMITED` with `Retry-After`).
 *
 * Fixed one-minute windows counted in PostgreSQL (`rate_limit_counters`, UNLOGGED), so every API
 * instance on the database shares them. A request costs one statement: an upsert that adds 1 to
 * its bucket's current window and returns the new count and the seconds left in the window, both
 * on the database's clock (instances' clocks never disagree about the window). It runs where the
 * credential is resolved (src/context.ts: admin(), storefront(), server()), once per request on
 * both surfaces, so a bucket is the credential that was proven, named by id:
 *   admin:<api key id>, server:<game server id>, storefront:<store id>:<hash of the client address>.
 * No secret, and no raw address, is ever stored. Old windows are deleted hourly by the worker.
 *
 * Every limited response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`
 * (seconds until the window ends), as draft-ietf-httpapi-ratelimit-headers, and
 * `RateLimit-Policy` (`<limit>;w=60`). Over the limit: 429 with `Retry-After` (the same seconds).
 */

export type LimitedCredential = 'admin' | 'storefront' | 'server';

/** Where the headers go: the express response (anything with setHeader). */
export interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  reset: number;
}

export const WINDOW_SECONDS = 60;

/**
 * The counting upsert. `source` is a SELECT yielding one `bucket` per request to count: a plain
 * parameter, or (for admin keys) the key lookup itself, so proving the key and counting the request
 * are one statement (src/modules/store/store.service.ts).
 */
export const takeSql = (source: string) => `INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
  SELECT src.bucket, date_trunc('minute', now()), 1 FROM (${source}) src
  ON CONFLICT (bucket, window_start) DO UPDATE SET count = c.count + 1
  RETURNING c.count, ceil(extract(epoch FROM c.window_start + interval '${WINDOW_SECONDS} seconds' - now()))::int AS reset`;

const TAKE = takeSql('SELECT $1::text AS bucket');

/** The bucket of a storefront caller: the store and a hash of the client's address. */
export function storefrontBucket(storeId: number, ip: string | undefined): string {
  const address = createHash('sha256')
    .update(`rate-limit:${ip ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 16);
  return `storefront:${storeId}:${address}`;
}

/**
 * Counts one request against `bucket`; sets the RateLimit headers on `res`; throws 429 over the
 * limit. `limit` 0 is no limit: nothing is counted and no header is sent.
 */
export async function takeRequest(sql: Queryable, bucket: string, limit: number, res?: HeaderSink): Promise<RateLimitState | undefined> {
  if (!limit || limit <= 0) return undefined;
  const { rows } = await sql.query<{ count: number; reset: number }>(TAKE, [bucket]);
  return settleRequest(Number(rows[0].count), Number(rows[0].reset), limit, res);
}

/** The headers for a counted request, and the 429 past the limit. */
export function settleRequest(count: number, reset: number, limit: number, res?: HeaderSink): RateLimitState {
  const state: RateLimitState = { limit, remaining: Math.max(0, limit - count), reset: Math.min(WINDOW_SECONDS, Math.max(1, reset)) };
  if (res) {
    res.setHeader('RateLimit-Limit', String(state.limit));
    res.setHeader('RateLimit-Remaining', String(state.remaining));
    res.setHeader('RateLimit-Reset', String(state.reset));
    res.setHeader('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`);
  }
  if (count > limit) {
    res?.setHeader('Retry-After', String(state.reset));
    throw new AppError('RATE_LIMITED', `Rate limit exceeded: ${limit} requests per minute; retry in ${state.reset} s`, { retryAfter: state.reset });
  }
  return state;
}

/** Windows that ended before the current minute began; the worker runs it hourly. */
export async function purgeRateLimitCounters(sql: Queryable): Promise<number> {
  const { rowCount } = await sql.query(`DELETE FROM rate_limit_counters WHERE window_start < date_trunc('minute', now()) - interval '${WINDOW_SECONDS} seconds'`);
  return rowCount ?? 0;
}
