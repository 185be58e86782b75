import { createHash } from 'node:crypto';
import type { ServiceContext } from '../context';
import type { PrismaClient } from '../generated/prisma/client';
import { AppError, badRequest, conflict, invalid } from '../errors';
import { MAX_JSON_DEPTH, tooDeepMessage } from '../lib/json-depth';
import { HTTP_STATUS, errorBody } from './errors';

/**
 * `Idempotency-Key` on POST (CONTRACT.md section 10): the first response for a key, per store, is
 * kept 24 h and replayed for a repeat with the same request; the same key with another request is
 * a 422 (`rule: idempotency`); a repeat while the first still runs is a 409, never a second effect.
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

export async function idempotent(ctx: ServiceContext, key: string, hash: string, run: () => Promise<{ status: number; body: unknown }>): Promise<Outcome> {
  checkKey(key);
  const db = ctx.db;
  const storeId = ctx.store.id;
  // Claim the key, or take over one that expired.
  const claimed = await db.$queryRaw<{ claimed: boolean }[]>`
    INSERT INTO idempotency_keys (store_id, key, request_hash, state, created_at)
    VALUES (${storeId}, ${key}, ${hash}, 'RUNNING', now())
    ON CONFLICT (store_id, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, state = 'RUNNING', response_status = NULL, response_body = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${TTL_HOURS})
    RETURNING true AS claimed`;
  if (!claimed.length) return replay(db, storeId, key, hash);

  let outcome: { status: number; body: unknown };
  try {
    outcome = await run();
  } catch (e) {
    if (e instanceof AppError && HTTP_STATUS[e.code] < 500) {
      await record(db, storeId, key, HTTP_STATUS[e.code], errorBody(e));
    } else {
      await db.$executeRaw`DELETE FROM idempotency_keys WHERE store_id = ${storeId} AND key = ${key} AND state = 'RUNNING'`;
    }
    throw e;
  }
  await record(db, storeId, key, outcome.status, outcome.body);
  return { ...outcome, replayed: false };
}

async function record(db: PrismaClient, storeId: number, key: string, status: number, body: unknown) {
  await db.$executeRaw`
    UPDATE idempotency_keys SET state = 'DONE', response_status = ${status}, response_body = ${JSON.stringify(body ?? null)}::jsonb
    WHERE store_id = ${storeId} AND key = ${key}`;
}

async function replay(db: PrismaClient, storeId: number, key: string, hash: string): Promise<Outcome> {
  const [row] = await db.$queryRaw<Stored[]>`
    SELECT request_hash, state::text AS state, response_status, response_body FROM idempotency_keys WHERE store_id = ${storeId} AND key = ${key}`;
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
