import type { ServiceContext } from '../context';
import { AppError } from '../errors';
import { claim, keep, keepable, release, scopeOf, type Outcome } from '../http/idempotency';
import { HTTP_STATUS } from '../http/status';
import { errorBody } from './errors';

/**
 * REST: runs `run` under the key of the proven caller `ctx` (src/http/idempotency.ts); a refused
 * request that may be kept is kept as REST answers it (its status and error body).
 */
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
