import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { AppError, conflict } from '../../errors';
import type { Buyer } from '../../generated/prisma/client';
import type { Tx } from '../../db/client';
import { decryptSecret, encryptSecret, secretKey, sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import { authorizeUrl, discordIdentity, pkcePair, type DiscordIdentity } from './buyer.discord';
import { takeCodeRequest, takeSignInAttempt } from './buyer.limits';
import { enqueueBuyerCode } from './buyer.mail';
import { discordApp } from './buyer.methods';
import {
  discordCallbackSchema,
  discordStartSchema,
  requestCodeSchema,
  verifyCodeSchema,
  type DiscordCallbackInput,
  type DiscordStartInput,
  type RequestCodeInput,
  type VerifyCodeInput,
} from './buyer.schemas';
import { openBuyerSession, type IssuedTokens } from './buyer-session.service';

/**
 * Buyer sign-in without passwords (issue 32): a 6-digit code by e-mail, or Discord (OAuth2 with
 * PKCE). Either ends in a session (buyer-session.service.ts). Every refusal is 401 UNAUTHENTICATED
 * with a `rule` naming what went wrong, so a storefront can say it (docs/DECISIONS.md lists them).
 */

/** A code is good for 10 minutes and 5 tries. */
const CODE_TTL_SECONDS = 600;
const CODE_TRIES = 5;
/** A Discord sign-in has 10 minutes from start to callback. */
const STATE_TTL_SECONDS = 600;

const refused = (field: string, rule: string, message: string) => new AppError('UNAUTHENTICATED', [{ message, field, rule }]);

/**
 * A code's digest: HMAC-SHA-256 under the server's SECRET_KEY, over the store, the address and the
 * code. A million codes hash fast, so a plain SHA-256 of a leaked table would give them all back;
 * without the key this gives none.
 */
const codeDigest = (key: Buffer, storeId: number, email: string, code: string) =>
  createHmac('sha256', key).update(`buyer-code:${storeId}:${email}:${code}`).digest('hex');

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function offersEmail(ctx: ServiceContext): void {
  if (!ctx.store.buyerEmailSignIn) throw conflict('This store does not offer sign-in by e-mail');
  if (!ctx.config.mail) throw conflict('E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): no code can be sent');
}

/**
 * POST /v1/webstore/auth/email/code: a new code for the address, sent by the worker. The answer is
 * the same whoever the address is (with orders or without, known or not): a buyer without orders
 * yet signs in the same way and sees an empty list. A new code replaces the last: only the latest
 * one of an address is ever checked.
 */
export async function requestBuyerCode(ctx: ServiceContext, input: Wire<RequestCodeInput>): Promise<{ email: string; expiresIn: number }> {
  const { email } = parseInput(requestCodeSchema, input);
  offersEmail(ctx);
  await takeCodeRequest(ctx, email);
  const key = await secretKey(ctx.db, ctx.config);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.$transaction(async (tx) => {
    const row = await tx.buyerCode.create({
      data: {
        storeId: ctx.store.id,
        email,
        codeHash: codeDigest(key, ctx.store.id, email, code),
        codeEnc: encryptSecret(key, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      },
    });
    await enqueueBuyerCode(tx, row.id);
  });
  return { email, expiresIn: CODE_TTL_SECONDS };
}

/**
 * POST /v1/webstore/auth/email/verify: the latest code of the address. Each try is counted before
 * the code is compared (one statement), so parallel guesses get 5 tries in all. Refusals (field
 * `code`): code_wrong, code_expired, code_used (a code already signed in with), code_attempts (5 tries spent).
 */
export async function verifyBuyerCode(ctx: ServiceContext, input: Wire<VerifyCodeInput>): Promise<IssuedTokens> {
  const { email, code } = parseInput(verifyCodeSchema, input);
  offersEmail(ctx);
  await takeSignInAttempt(ctx);
  const storeId = ctx.store.id;
  const latest = await ctx.db.buyerCode.findFirst({ where: { storeId, email }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const wrong = refused('code', 'code_wrong', 'Wrong code: check the last e-mail, or ask for a new code');
  if (!latest) throw wrong;
  const key = await secretKey(ctx.db, ctx.config);
  const matches = sameDigest(latest.codeHash, codeDigest(key, storeId, email, code));
  if (latest.usedAt) throw matches ? refused('code', 'code_used', 'This code was already used: ask for a new one') : wrong;
  if (latest.expiresAt <= new Date()) throw refused('code', 'code_expired', 'This code has expired: ask for a new one');
  const tried = await ctx.db.buyerCode.updateMany({ where: { id: latest.id, attempts: { lt: CODE_TRIES } }, data: { attempts: { increment: 1 } } });
  if (tried.count === 0) throw refused('code', 'code_attempts', `${CODE_TRIES} wrong tries: this code no longer works; ask for a new one`);
  if (!matches) throw wrong;
  return ctx.db.$transaction(async (tx) => {
    // Good once: of two requests with the right code, one signs in.
    const used = await tx.buyerCode.updateMany({ where: { id: latest.id, usedAt: null }, data: { usedAt: new Date(), codeEnc: null } });
    if (used.count === 0) throw refused('code', 'code_used', 'This code was already used: ask for a new one');
    const buyer = await tx.buyer.upsert({ where: { storeId_email: { storeId, email } }, create: { storeId, email }, update: {} });
    return openBuyerSession(tx, ctx.store, buyer, 'EMAIL');
  });
}

function offeredDiscord(ctx: ServiceContext) {
  const app = discordApp(ctx.store);
  if (!app) throw conflict('This store does not offer sign-in with Discord');
  return app;
}

/**
 * POST /v1/webstore/auth/discord/start: where to send the buyer (Discord's authorization page for the
 * store's application), with a new state and the PKCE challenge. The state is answered once and kept
 * as its SHA-256; the verifier never leaves the server (sealed with SECRET_KEY until the callback).
 */
export async function startDiscordSignIn(
  ctx: ServiceContext,
  input: Wire<DiscordStartInput>,
): Promise<{ authorizeUrl: string; state: string; expiresIn: number }> {
  const { redirect_uri } = parseInput(discordStartSchema, input);
  const app = offeredDiscord(ctx);
  await takeSignInAttempt(ctx);
  const state = randomBytes(32).toString('base64url');
  const { verifier, challenge } = pkcePair();
  const key = await secretKey(ctx.db, ctx.config);
  await ctx.db.buyerOAuthState.create({
    data: {
      storeId: ctx.store.id,
      stateHash: sha256(state),
      verifierEnc: encryptSecret(key, verifier),
      redirectUri: redirect_uri,
      expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
    },
  });
  return {
    authorizeUrl: authorizeUrl(ctx.config, { clientId: app.clientId, redirectUri: redirect_uri, state, challenge }),
    state,
    expiresIn: STATE_TTL_SECONDS,
  };
}

/**
 * POST /v1/webstore/auth/discord/callback: the code Discord sent back, with its state. The state must
 * be one start gave at this store, unexpired, and is spent here whatever follows (refusals, field
 * `state`: state_mismatch, state_expired, state_used). Then Discord is asked, with the verifier: a
 * code it refuses (used, expired, another verifier) is discord_refused.
 */
export async function finishDiscordSignIn(ctx: ServiceContext, input: Wire<DiscordCallbackInput>): Promise<IssuedTokens> {
  const { code, state } = parseInput(discordCallbackSchema, input);
  const app = offeredDiscord(ctx);
  await takeSignInAttempt(ctx);
  const row = await ctx.db.buyerOAuthState.findUnique({ where: { stateHash: sha256(state) } });
  if (!row || row.storeId !== ctx.store.id) throw refused('state', 'state_mismatch', 'This sign-in was not started here: start it again');
  if (row.usedAt) throw refused('state', 'state_used', 'This sign-in was already finished: start it again');
  if (row.expiresAt <= new Date()) throw refused('state', 'state_expired', 'This sign-in took too long: start it again');
  const spent = await ctx.db.buyerOAuthState.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (spent.count === 0) throw refused('state', 'state_used', 'This sign-in was already finished: start it again');
  const key = await secretKey(ctx.db, ctx.config);
  let clientSecret: string;
  let verifier: string;
  try {
    clientSecret = decryptSecret(key, app.clientSecretEnc);
    verifier = decryptSecret(key, row.verifierEnc);
  } catch {
    throw conflict("The store's Discord client secret cannot be read with this SECRET_KEY: its owner must set it again");
  }
  const who = await discordIdentity(ctx.config, { clientId: app.clientId, clientSecret }, { code, verifier, redirectUri: row.redirectUri });
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => openBuyerSession(tx, ctx.store, await discordBuyer(tx, storeId, who), 'DISCORD'));
}

/**
 * The buyer of a Discord identity (docs/DECISIONS.md, "How identities link"): the one with that
 * Discord id; else, when Discord vouches for the e-mail (verified), the buyer with that e-mail, who
 * gains the Discord id; else a new buyer, with the verified e-mail unless another buyer has it. An
 * e-mail Discord has not verified is never taken.
 */
async function discordBuyer(tx: Tx, storeId: number, who: DiscordIdentity): Promise<Buyer> {
  const email = who.verified ? who.email : null;
  const known = await tx.buyer.findUnique({ where: { storeId_discordId: { storeId, discordId: who.id } } });
  if (known) {
    const gainsEmail = !known.email && email && !(await tx.buyer.findUnique({ where: { storeId_email: { storeId, email } }, select: { id: true } }));
    return tx.buyer.update({ where: { id: known.id }, data: { discordUsername: who.username, ...(gainsEmail ? { email } : {}) } });
  }
  if (email) {
    const byEmail = await tx.buyer.findUnique({ where: { storeId_email: { storeId, email } } });
    if (byEmail && !byEmail.discordId) return tx.buyer.update({ where: { id: byEmail.id }, data: { discordId: who.id, discordUsername: who.username } });
    if (byEmail) return tx.buyer.create({ data: { storeId, discordId: who.id, discordUsername: who.username } });
  }
  return tx.buyer.create({ data: { storeId, discordId: who.id, discordUsername: who.username, email } });
}
