import { createHash } from 'node:crypto';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Queryable } from '../db/client';
import { db, type Param, prepare } from '../db/sql';
import { AppError } from '../errors';

/**
 * Rate limits per credential (429 `RATE_LIMITED` with `Retry-After`; docs/DECISIONS.md, "Production readiness").
 *
 * Fixed one-minute windows counted in PostgreSQL (`rate_limit_counters`, UNLOGGED), so every API
 * instance on the database shares them. Counting costs one statement: an upsert that adds the
 * request's weight to its bucket's current window and returns the new count and the seconds left in
 * the window, both on the database's clock (instances' clocks never disagree about the window). It
 * runs where the credential is resolved (src/http/request-context.ts: admin(), storefront(), server()), once per
 * request on both surfaces, so a bucket is the credential that was proven, named by id:
 *   admin:<api key id>, server:<game server id>, storefront:<store id>:<hash of the client address>;
 * and what proves no credential (a failed authentication, a GraphQL operation of public or
 * introspection fields only) counts against the client address: address:<hash of the address>.
 * A REST request weighs 1; a GraphQL operation weighs one per root field (src/graphql/gate.ts).
 * No secret, and no raw address, is ever stored. Old windows are deleted hourly by the worker.
 *
 * Every limited response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`
 * (seconds until the window ends), as draft-ietf-httpapi-ratelimit-headers, and
 * `RateLimit-Policy` (`<limit>;w=60`); when one request counted in two buckets, the headers are the
 * bucket's with the fewest requests left. Over the limit: 429 with `Retry-After` (the same seconds).
 */

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

const WINDOW_SECONDS = 60;

/** What the counting upsert counts: one row per bucket, with its weight `n`. */
// biome-ignore lint/suspicious/noExplicitAny: the source may read any tables and CTEs; only its columns matter here
export type TakeSource = SelectQueryBuilder<any, any, { bucket: string; n: number }>;

/**
 * The counting upsert. `source` yields one row per bucket to count, with its `bucket` and its
 * weight `n`: parameters, or (admin keys, storefront domains, server tokens) the credential lookup itself,
 * so proving the credential and counting the request are one statement
 * (src/modules/store/store.service.ts, src/modules/game-servers/game-server.queries.ts). Returns the window's `count` and its `reset` seconds.
 */
export const take = (source: TakeSource) =>
  db
    .insertInto('rateLimitCounters')
    .columns(['bucket', 'windowStart', 'count'])
    .expression((eb) => eb.selectFrom(source.as('src')).select(['src.bucket', sql<Date>`date_trunc('minute', now())`.as('windowStart'), 'src.n']))
    .onConflict((oc) => oc.columns(['bucket', 'windowStart']).doUpdateSet((eb) => ({ count: eb('rateLimitCounters.count', '+', eb.ref('excluded.count')) })))
    .returning([
      'rateLimitCounters.count',
      sql<number>`ceil(extract(epoch FROM ${sql.ref('rateLimitCounters.windowStart')} + ${sql.raw(`interval '${WINDOW_SECONDS} seconds'`)} - now()))::int`.as(
        'reset',
      ),
    ]);

const takeStatement = prepare('ratelimit.take', (p: Param<{ bucket: string; requests: number }>) =>
  take(db.selectNoFrom([sql<string>`${p('bucket')}::text`.as('bucket'), sql<number>`${p('requests')}::int`.as('n')])),
);

/** A client address as buckets and idempotency scopes name it: a short hash, never the address. */
export function addressHash(ip: string | undefined): string {
  return createHash('sha256')
    .update(`rate-limit:${ip ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The bucket of a caller that proved no credential: its address. */
export const addressBucket = (ip: string | undefined) => `address:${addressHash(ip)}`;

/**
 * The RateLimit headers of one response. A request may count in two buckets (a GraphQL operation
 * naming an admin key and a storefront domain, or a credential refused and counted against the
 * address): the headers show the bucket with the fewest requests left, the one that refuses first.
 */
export class RateLimitHeaders {
  private shown?: RateLimitState;
  constructor(private readonly res?: HeaderSink) {}

  show(state: RateLimitState, policy: string) {
    if (!this.res || (this.shown && this.shown.remaining < state.remaining)) return;
    this.shown = state;
    this.res.setHeader('RateLimit-Limit', String(state.limit));
    this.res.setHeader('RateLimit-Remaining', String(state.remaining));
    this.res.setHeader('RateLimit-Reset', String(state.reset));
    this.res.setHeader('RateLimit-Policy', policy);
  }

  refuse(state: RateLimitState, policy: string) {
    this.shown = undefined;
    this.show(state, policy);
    this.res?.setHeader('Retry-After', String(state.reset));
  }
}

/**
 * Counts `requests` against `bucket`; sets the RateLimit headers; throws 429 over the limit.
 * `limit` 0 is no limit: nothing is counted and no header is sent.
 */
export async function takeRequest(
  sql: Queryable,
  bucket: string,
  limit: number,
  headers?: RateLimitHeaders,
  requests = 1,
): Promise<RateLimitState | undefined> {
  if (!limit || limit <= 0 || requests <= 0) return undefined;
  const rows = await takeStatement.runOnPool(sql, { bucket, requests });
  return settleRequest(Number(rows[0].count), Number(rows[0].reset), limit, headers);
}

/** The headers for a counted request, and the 429 past the limit. */
export function settleRequest(count: number, reset: number, limit: number, headers?: RateLimitHeaders): RateLimitState {
  const state: RateLimitState = { limit, remaining: Math.max(0, limit - count), reset: Math.min(WINDOW_SECONDS, Math.max(1, reset)) };
  const policy = `${limit};w=${WINDOW_SECONDS}`;
  if (count > limit) {
    headers?.refuse(state, policy);
    throw new AppError('RATE_LIMITED', `Rate limit exceeded: ${limit} requests per minute; retry in ${state.reset} s`, { retryAfter: state.reset });
  }
  headers?.show(state, policy);
  return state;
}

/** Windows that ended before the current minute began; the worker runs it hourly. */
const purgeStatement = db
  .deleteFrom('rateLimitCounters')
  .where('windowStart', '<', sql<Date>`date_trunc('minute', now()) - ${sql.raw(`interval '${WINDOW_SECONDS} seconds'`)}`)
  .compile();

export async function purgeRateLimitCounters(sql: Queryable): Promise<number> {
  const { rowCount } = await sql.query(purgeStatement.sql, [...purgeStatement.parameters]);
  return rowCount ?? 0;
}
