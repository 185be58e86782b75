import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { db as kysely, type Param, prepare } from '../db/sql';
import { callerOf, type ServiceContext } from '../context';
import type { PrismaClient } from '../generated/prisma/client';
import { badRequest, conflict, invalid, type ErrorCode } from '../errors';
import { MAX_JSON_DEPTH, tooDeepMessage } from '../lib/json-depth';
import { HTTP_STATUS } from './status';

/**
 * `Idempotency-Key` on POST (docs/DECISIONS.md, "Production readiness"), kept in one table for both surfaces (REST:
 * src/rest/idempotent.ts; GraphQL mutations: src/graphql/idempotency.ts): the first response for a
 * key is kept 24 h and replayed for a repeat with the same request; the same key with another request is a 422
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
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonical(body)}`)
    .digest('hex');
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

function checkKey(key: string): void {
  if (!KEY.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`, IDEMPOTENCY_HEADER);
}

/** Whose key it is: the store, and the caller within it (`callerOf`, or several joined for a GraphQL operation). */
export interface KeyScope {
  storeId: number;
  caller: string;
}

export const scopeOf = (ctx: ServiceContext): KeyScope => ({ storeId: ctx.store.id, caller: callerOf(ctx.actor) });

/** Codes whose answer depends on the caller, not on the request: never kept for a replay. */
const CALLER_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED']);
/** Whether an answer with these error codes may be kept: not a 5xx, nor a caller's failure. */
export const keepable = (codes: ErrorCode[]) => codes.every((c) => HTTP_STATUS[c] < 500 && !CALLER_CODES.has(c));

type KeyArgs = KeyScope & { key: string };

/** When a key expires: TTL_HOURS after it was claimed. */
const expiredBefore = sql<Date>`now() - make_interval(hours => ${sql.lit(TTL_HOURS)})`;

const byKey = (p: Param<KeyArgs>) =>
  kysely.selectFrom('idempotencyKeys').where('storeId', '=', p('storeId')).where('caller', '=', p('caller')).where('key', '=', p('key'));

// Claims the key, or takes over one that expired.
const claimStatement = prepare('idempotency.claim', (p: Param<KeyArgs & { hash: string }>) =>
  kysely
    .insertInto('idempotencyKeys')
    .values({
      storeId: p('storeId'),
      caller: p('caller'),
      key: p('key'),
      requestHash: p('hash'),
      state: sql.lit('RUNNING'),
      createdAt: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['storeId', 'caller', 'key'])
        .doUpdateSet((eb) => ({
          requestHash: eb.ref('excluded.requestHash'),
          state: sql.lit('RUNNING'),
          responseStatus: sql<number | null>`NULL`,
          responseBody: sql`NULL`,
          createdAt: sql<Date>`now()`,
        }))
        .where('idempotencyKeys.createdAt', '<', expiredBefore),
    )
    .returning(sql<boolean>`true`.as('claimed')),
);

const keepStatement = prepare('idempotency.keep', (p: Param<KeyArgs & { status: number; body: string }>) =>
  kysely
    .updateTable('idempotencyKeys')
    .set({ state: sql.lit('DONE'), responseStatus: p('status'), responseBody: sql`${p('body')}::json` })
    .where('storeId', '=', p('storeId'))
    .where('caller', '=', p('caller'))
    .where('key', '=', p('key')),
);

const releaseStatement = prepare('idempotency.release', (p: Param<KeyArgs>) =>
  kysely
    .deleteFrom('idempotencyKeys')
    .where('storeId', '=', p('storeId'))
    .where('caller', '=', p('caller'))
    .where('key', '=', p('key'))
    .where('state', '=', sql.lit('RUNNING')),
);

const storedStatement = prepare('idempotency.stored', (p: Param<KeyArgs>) =>
  byKey(p).select(['requestHash', sql<'RUNNING' | 'DONE'>`${sql.ref('state')}::text`.as('state'), 'responseStatus', 'responseBody']),
);

const purgeStatement = prepare('idempotency.purge', () => kysely.deleteFrom('idempotencyKeys').where('createdAt', '<', expiredBefore));

/**
 * Claims `key` for the request `hash`: null when claimed (run it, then `keep` or `release`), else
 * the first request's outcome to replay; 422 for another request with the key, 409 while it runs.
 */
export async function claim(db: PrismaClient, scope: KeyScope, key: string, hash: string): Promise<Outcome | null> {
  checkKey(key);
  const claimed = await claimStatement.run(db, { storeId: scope.storeId, caller: scope.caller, key, hash });
  return claimed.length ? null : replay(db, scope, key, hash);
}

/** Keeps the outcome of a claimed key, for replays. */
export async function keep(db: PrismaClient, scope: KeyScope, key: string, status: number, body: unknown) {
  await keepStatement.exec(db, { storeId: scope.storeId, caller: scope.caller, key, status, body: JSON.stringify(body ?? null) });
}

/** Gives a claimed key up: nothing was kept, so a retry runs the request anew. */
export async function release(db: PrismaClient, scope: KeyScope, key: string) {
  await releaseStatement.exec(db, { storeId: scope.storeId, caller: scope.caller, key });
}

async function replay(db: PrismaClient, scope: KeyScope, key: string, hash: string): Promise<Outcome> {
  const [row] = await storedStatement.run(db, { storeId: scope.storeId, caller: scope.caller, key });
  // Released between our INSERT and this read (the first request failed): the client may retry.
  if (!row) throw conflict(`The first request with this ${IDEMPOTENCY_HEADER} failed; send it again`);
  if (row.requestHash !== hash) {
    throw invalid(IDEMPOTENCY_HEADER, 'idempotency', `This ${IDEMPOTENCY_HEADER} was used with another request in the last ${TTL_HOURS} h; use a new key`);
  }
  if (row.state === 'RUNNING') throw conflict(`A request with this ${IDEMPOTENCY_HEADER} is still running; retry later`);
  return { status: row.responseStatus!, body: row.responseBody, replayed: true };
}

/** Keys past their 24 h: deleted by the worker's hourly sweep (a live request never needs them). */
export async function purgeIdempotencyKeys(db: PrismaClient): Promise<number> {
  return purgeStatement.exec(db, {});
}
