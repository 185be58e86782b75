import { createHash } from 'node:crypto';
import { callerOf, type ServiceContext } from '../context';
import type { PrismaClient } from '../generated/prisma/client';
import { AppError, badRequest, conflict, invalid, type ErrorCode } from '../errors';
import { MAX_JSON_DEPTH, tooDeepMessage } from '../lib/json-depth';
import { HTTP_STATUS, errorBody } from './errors';

/**
 * `Idempotency-Key` on POST (CONTRACT.md section 10): the first response for a key is kept 24 h and
 * replayed for a repeat with the same request; the same key with another request is a 422
 * (`rule: idempotency`); a repeat while the first still runs is a 409, never a second effect.
 *
 * A key belongs to its caller: the store and the credential that was proven (`callerOf`: the admin
 * key's id, the game server's id, the storefront visitor's address hash), so an answer is only ever
 * replayed to whoever got it first. The key is claimed after the credential is proven and its rate
 * limit passed; an answer that depends on the caller rather than on the request (401, 404 of an
 * unknown store, 429) is never kept, and a refused credential never reaches the claim.
 *
 * The key is claimed with one INSERT before the handler runs, so two concurrent retries cannot
 * both run it. Outcomes the client must see again are kept: a success, and a 4xx (the request was
 * refused; the same request would be refused the same way). A 5xx or a crash keeps nothing: the
 * services' transactions rolled back, so the claim is released and a retry runs the request anew.
 * Known gap: if the process dies after the handler committed and before the response is recorded,
 * the claim stays RUNNING and a retry gets 409 until the key expires; it never runs twice.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,255}$/;
const TTL_HOURS = 24;

export interface Outcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** What identifies "the same request": the route, its path and its body (key order ignored). */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonical(body)}`).digest('hex');
}

// Recursive, so guarded: bodies are bounded before they get here (src/rest/body-depth.ts), and
// anything deeper that reaches it another way is refused rather than allowed to overflow the stack.
function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_JSON_DEPTH) throw badRequest(tooDeepMessage('The request'));
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k], depth + 1)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function checkKey(key: string): void {
  if (!KEY.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`, IDEMPOTENCY_HEADER);
}

interface Stored {
  request_hash: string;
  state: 'RUNNING' | 'DONE';
  response_status: number | null;
  response_body: unknown;
}

/** Whose key it is: the store, and the caller within it (`callerOf`, or several joined for a GraphQL operation). */
export interface KeyScope {
  storeId: number;
  caller: string;
}

export const scopeOf = (ctx: ServiceContext): KeyScope => ({ storeId: ctx.store.id, caller: callerOf(ctx.actor) });

/** Codes whose answer depends on the caller, not on the request: never kept for a replay. */
const CALLER_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED', 'RATE_LIMITED']);
/** Whether an answer with these error codes may be kept: not a 5xx, nor a caller's failure. */
export const keepable = (codes: ErrorCode[]) => codes.every((c) => HTTP_STATUS[c] < 500 && !CALLER_CODES.has(c));

/**
 * Claims `key` for the request `hash`: null when claimed (run it, then `keep` or `release`), else
 * the first request's outcome to replay; 422 for another request with the key, 409 while it runs.
 */
export async function claim(db: PrismaClient, scope: KeyScope, key: string, hash: string): Promise<Outcome | null> {
  checkKey(key);
  // Claim the key, or take over one that expired.
  const claimed = await db.$queryRaw<{ claimed: boolean }[]>`
    INSERT INTO idempotency_keys (store_id, caller, key, request_hash, state, created_at)
    VALUES (${scope.storeId}, ${scope.caller}, ${key}, ${hash}, 'RUNNING', now())
    ON CONFLICT (store_id, caller, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, state = 'RUNNING', response_status = NULL, response_body = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${TTL_HOURS})
    RETURNING true AS claimed`;
  return claimed.length ? null : replay(db, scope, key, hash);
}

/** Keeps the outcome of a claimed key, for replays. */
export async function keep(db: PrismaClient, scope: KeyScope, key: string, status: number, body: unknown) {
  await db.$executeRaw`
    UPDATE idempotency_keys SET state = 'DONE', response_status = ${status}, response_body = ${JSON.stringify(body ?? null)}::jsonb
    WHERE store_id = ${scope.storeId} AND caller = ${scope.caller} AND key = ${key}`;
}

/** Gives a claimed key up: nothing was kept, so a retry runs the request anew. */
export async function release(db: PrismaClient, scope: KeyScope, key: string) {
  await db.$executeRaw`DELETE FROM idempotency_keys WHERE store_id = ${scope.storeId} AND caller = ${scope.caller} AND key = ${key} AND state = 'RUNNING'`;
}

/** REST: runs `run` under the key of the proven caller `ctx` (see above). */
export async function idempotent(ctx: ServiceContext, key: string, hash: string, run: () => Promise<{ status: number; body: unknown }>): Promise<Outcome> {
  const scope = scopeOf(ctx);
  const first = await claim(ctx.db, scope, key, hash);
  if (first) return first;
  let outcome: { status: number; body: unknown };
  try {
    outcome = await run();
  } catch (e) {
    if (e instanceof AppError && keepable([e.code])) await keep(ctx.db, scope, key, HTTP_STATUS[e.code], errorBody(e));
    else await release(ctx.db, scope, key);
    throw e;
  }
  await keep(ctx.db, scope, key, outcome.status, outcome.body);
  return { ...outcome, replayed: false };
}

async function replay(db: PrismaClient, scope: KeyScope, key: string, hash: string): Promise<Outcome> {
  const [row] = await db.$queryRaw<Stored[]>`
    SELECT request_hash, state::text AS state, response_status, response_body FROM idempotency_keys
    WHERE store_id = ${scope.storeId} AND caller = ${scope.caller} AND key = ${key}`;
  // Released between our INSERT and this read (the first request failed): the client may retry.
  if (!row) throw conflict(`The first request with this ${IDEMPOTENCY_HEADER} failed; send it again`);
  if (row.request_hash !== hash) {
    throw invalid(IDEMPOTENCY_HEADER, 'idempotency', `This ${IDEMPOTENCY_HEADER} was used with another request in the last ${TTL_HOURS} h; use a new key`);
  }
  if (row.state === 'RUNNING') throw conflict(`A request with this ${IDEMPOTENCY_HEADER} is still running; retry later`);
  return { status: row.response_status!, body: row.response_body, replayed: true };
}

/** Keys past their 24 h: deleted by the worker's hourly sweep (a live request never needs them). */
export async function purgeIdempotencyKeys(db: PrismaClient): Promise<number> {
  return db.$executeRaw`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${TTL_HOURS})`;
}
