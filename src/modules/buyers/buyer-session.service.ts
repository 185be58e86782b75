import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import type { Buyer, BuyerSignInMethod, PrismaClient, Store } from '../../generated/prisma/client';
import type { Tx } from '../../db/client';
import { generateSecret, sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import { refreshSchema, revokeBuyerSessionsSchema, type RefreshInput, type RevokeBuyerSessionsInput } from './buyer.schemas';
import { takeSignInAttempt } from './buyer.limits';

/**
 * A buyer's sessions (issue 32). A sign-in opens a session, the family of the token pairs it goes
 * through: a short-lived access token (Authorization: Bearer on the storefront API) and a refresh
 * token that buys the next pair once. Both are random (32 bytes), answered once, kept only as their
 * SHA-256, and good at their own store only. A refresh token that comes back after it was spent
 * (stolen and used by two parties) ends the whole session: every token of it stops working.
 */

/** 15 minutes: what a stolen access token is worth. */
const ACCESS_TTL_SECONDS = 15 * 60;
/** 30 days, renewed by each refresh: a buyer who comes back within a month stays signed in. */
const REFRESH_TTL_SECONDS = 30 * 86_400;

/** What a sign-in or a refresh answers: the new pair (shown once) and who it is for. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  buyer: Buyer;
}

/** Writes a new pair of `sessionId`; the tokens themselves leave only in the answer. */
async function issuePair(tx: Tx, storeId: number, sessionId: number, ttl = { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS }) {
  const accessToken = generateSecret('bat');
  const refreshToken = generateSecret('brt');
  const now = Date.now();
  const accessExpiresAt = new Date(now + ttl.access * 1000);
  const refreshExpiresAt = new Date(now + ttl.refresh * 1000);
  await tx.buyerSessionToken.create({
    data: { storeId, sessionId, accessHash: sha256(accessToken), accessExpiresAt, refreshHash: sha256(refreshToken), refreshExpiresAt },
  });
  return { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt };
}

/** A new session of `buyer`, inside the sign-in's transaction: its first pair. */
export async function openBuyerSession(
  tx: Tx,
  store: Pick<Store, 'id'>,
  buyer: Buyer,
  method: BuyerSignInMethod,
  ttl?: { access: number; refresh: number },
): Promise<IssuedTokens> {
  const session = await tx.buyerSession.create({ data: { storeId: store.id, buyerId: buyer.id, method } });
  const signedIn = await tx.buyer.update({ where: { id: buyer.id }, data: { lastSignInAt: new Date() } });
  return { ...(await issuePair(tx, store.id, session.id, ttl)), buyer: signedIn };
}

type Authenticated =
  | { buyer: Pick<Buyer, 'id' | 'email' | 'discordId'>; sessionId: number }
  | { buyer?: undefined; message: string; rule?: 'token_expired' | 'token_revoked' };

/**
 * The buyer of an access token, at `storeId` (the request's x-store-domain). A token of another
 * store, or no token of ours at all, is the same "invalid"; an expired or signed-out one says so
 * (rule token_expired: refresh; token_revoked: sign in again), which tells nothing to whoever does
 * not already hold the token.
 */
export async function authenticateBuyer(db: PrismaClient, storeId: number, token: string): Promise<Authenticated> {
  const row = await db.buyerSessionToken.findUnique({
    where: { accessHash: sha256(token) },
    select: {
      storeId: true,
      accessExpiresAt: true,
      session: { select: { id: true, revokedAt: true, buyer: { select: { id: true, email: true, discordId: true } } } },
    },
  });
  if (!row || row.storeId !== storeId) return { message: 'Invalid buyer token' };
  if (row.session.revokedAt) return { message: 'This sign-in has ended: sign in again', rule: 'token_revoked' };
  if (row.accessExpiresAt <= new Date()) return { message: 'The access token has expired: renew it with the refresh token', rule: 'token_expired' };
  return { buyer: row.session.buyer, sessionId: row.session.id };
}

const refused = (rule: string, message: string) => new AppError('UNAUTHENTICATED', [{ message, field: 'refresh_token', rule }]);

/**
 * POST /v1/webstore/auth/refresh: the next pair for a refresh token of this store, which is spent. A
 * spent one presented again is a reuse: its session is revoked (committed before the refusal), so
 * the party that used it first is signed out too. Refusals: refresh_invalid (unknown, or another
 * store's), refresh_expired, refresh_revoked (signed out), refresh_reused.
 */
export async function refreshBuyerSession(ctx: ServiceContext, input: Wire<RefreshInput>): Promise<IssuedTokens> {
  const { refresh_token } = parseInput(refreshSchema, input);
  await takeSignInAttempt(ctx);
  const storeId = ctx.store.id;
  const outcome = await ctx.db.$transaction(async (tx) => {
    const pair = await tx.buyerSessionToken.findUnique({ where: { refreshHash: sha256(refresh_token) }, include: { session: true } });
    if (!pair || pair.storeId !== storeId) return { refuse: refused('refresh_invalid', 'Invalid refresh token') };
    if (pair.session.revokedAt) return { refuse: refused('refresh_revoked', 'This sign-in has ended: sign in again') };
    if (pair.refreshExpiresAt <= new Date()) return { refuse: refused('refresh_expired', 'The refresh token has expired: sign in again') };
    // Spent once: of two requests with the same token, one wins this update and the other is a reuse.
    const spent = await tx.buyerSessionToken.updateMany({ where: { id: pair.id, rotatedAt: null }, data: { rotatedAt: new Date() } });
    if (spent.count === 0) return { reused: pair.sessionId };
    const buyer = await tx.buyer.findUniqueOrThrow({ where: { id: pair.session.buyerId } });
    return { issued: { ...(await issuePair(tx, storeId, pair.sessionId)), buyer } };
  });
  if (outcome.issued) return outcome.issued;
  if (outcome.reused !== undefined) {
    await revokeSessions(ctx.db, { id: outcome.reused, storeId }, 'reuse');
    throw refused('refresh_reused', 'This refresh token was already used: the sign-in is ended for safety; sign in again');
  }
  throw outcome.refuse;
}

async function revokeSessions(db: PrismaClient | Tx, where: { id?: number; storeId: number; buyerId?: { in: number[] } }, reason: string): Promise<number> {
  const { count } = await db.buyerSession.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
  return count;
}

/**
 * POST /v1/webstore/auth/sign-out: ends the session of a refresh token (its access tokens stop
 * working at once). As RFC 7009 revocation, a token that is unknown, another store's or already
 * signed out is no error: the answer is the same, and tells nothing about the token.
 */
export async function signOutBuyer(ctx: ServiceContext, input: Wire<RefreshInput>): Promise<void> {
  const { refresh_token } = parseInput(refreshSchema, input);
  const pair = await ctx.db.buyerSessionToken.findUnique({ where: { refreshHash: sha256(refresh_token) }, select: { storeId: true, sessionId: true } });
  if (pair && pair.storeId === ctx.store.id) await revokeSessions(ctx.db, { id: pair.sessionId, storeId: ctx.store.id }, 'sign-out');
}

/**
 * POST /v1/app/buyer/sign-out (the owner): ends every session of the buyers with this e-mail or
 * Discord id, at once. How many buyers matched and how many sessions ended.
 */
export async function revokeBuyerSessions(ctx: ServiceContext, input: Wire<RevokeBuyerSessionsInput>): Promise<{ buyers: number; sessions: number }> {
  const data = parseInput(revokeBuyerSessionsSchema, input);
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const buyers = await tx.buyer.findMany({
      where: { storeId, OR: [...(data.email ? [{ email: data.email }] : []), ...(data.discord_id ? [{ discordId: data.discord_id }] : [])] },
      select: { id: true },
    });
    const sessions = buyers.length ? await revokeSessions(tx, { storeId, buyerId: { in: buyers.map((b) => b.id) } }, 'owner') : 0;
    return { buyers: buyers.length, sessions };
  });
}

/**
 * The worker's hourly clean-up: codes and Discord states a day past their end, token pairs whose
 * refresh token ended a day ago, and sessions with no pair left (signed out, or a month unused).
 */
export async function purgeBuyerAuth(db: PrismaClient): Promise<number> {
  const dayAgo = new Date(Date.now() - 86_400_000);
  const [codes, states, pairs] = await Promise.all([
    db.buyerCode.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    db.buyerOAuthState.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    db.buyerSessionToken.deleteMany({ where: { refreshExpiresAt: { lt: dayAgo } } }),
  ]);
  const sessions = await db.buyerSession.deleteMany({ where: { createdAt: { lt: dayAgo }, tokens: { none: {} } } });
  return codes.count + states.count + pairs.count + sessions.count;
}
