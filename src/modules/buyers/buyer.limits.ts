import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import { takeRequest } from '../../http/ratelimit';

/**
 * The rate limits of buyer sign-in (issue 32), counted in the same one-minute windows as every
 * credential (src/http/ratelimit.ts, `rate_limit_counters`), under buckets of their own. They hold
 * whatever RATE_LIMIT_* says: guessing a 6-digit code is what they are for. Over one: 429
 * RATE_LIMITED with Retry-After.
 *
 *   buyer-code:address:<address hash>        e-mail codes asked for, per client address   5 / min
 *   buyer-code:email:<store>:<e-mail hash>   e-mail codes asked for, per address asked   3 / min (and 10 / hour)
 *   buyer-sign-in:address:<address hash>     codes tried, Discord callbacks, refreshes    30 / min
 *   buyer-resend:<buyer>                     "resend my keys"                             3 / min
 *
 * With at most 5 tries per code and 10 codes an hour per e-mail, one address can be guessed at 50
 * times an hour: one chance in 20,000 per hour against a million codes.
 */
const LIMITS = {
  codesPerAddress: 5,
  codesPerEmail: 3,
  codesPerEmailHour: 10,
  signInsPerAddress: 30,
  resendsPerBuyer: 3,
} as const;

/** The client address of a storefront or buyer caller: its hash, as the request context made it. */
function clientOf(ctx: ServiceContext): string {
  const actor = ctx.actor;
  return actor.kind === 'storefront' || actor.kind === 'buyer' ? actor.client : 'none';
}

/** A short hash of an e-mail for a bucket name: the bucket table never holds the address. */
const emailHash = (email: string) => createHash('sha256').update(`buyer-code:${email}`).digest('base64url').slice(0, 16);

export async function takeCodeRequest(ctx: ServiceContext, email: string): Promise<void> {
  await takeRequest(ctx.sql, `buyer-code:address:${clientOf(ctx)}`, LIMITS.codesPerAddress);
  await takeRequest(ctx.sql, `buyer-code:email:${ctx.store.id}:${emailHash(email)}`, LIMITS.codesPerEmail);
  // The hourly cap, from the codes themselves (the counters' windows are a minute long).
  const hourAgo = new Date(Date.now() - 3_600_000);
  const recent = await ctx.db.buyerCode.findMany({
    where: { storeId: ctx.store.id, email, createdAt: { gt: hourAgo } },
    select: { createdAt: true },
    orderBy: { createdAt: 'asc' },
    take: LIMITS.codesPerEmailHour,
  });
  if (recent.length >= LIMITS.codesPerEmailHour) {
    const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt.getTime() + 3_600_000 - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', `Too many codes for this e-mail: ${LIMITS.codesPerEmailHour} an hour; retry in ${retryAfter} s`, { retryAfter });
  }
}

export async function takeSignInAttempt(ctx: ServiceContext): Promise<void> {
  await takeRequest(ctx.sql, `buyer-sign-in:address:${clientOf(ctx)}`, LIMITS.signInsPerAddress);
}

export async function takeResend(ctx: ServiceContext, buyerId: number): Promise<void> {
  await takeRequest(ctx.sql, `buyer-resend:${buyerId}`, LIMITS.resendsPerBuyer);
}
