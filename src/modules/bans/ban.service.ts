import type { ServiceContext } from '../../context';
import { AppError, conflict, invalid, notFound } from '../../errors';
import type { Ban, BanRefusal, Prisma, PrismaClient } from '../../generated/prisma/client';
import { pageWindow, type ListResult, type Page } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { escapeLike } from '../../lib/text';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import type { CheckoutBuyer } from '../orders/order.subscriptions';
import { matchingBan, sameBan } from './ban.queries';
import {
  createBanSchema,
  listBanRefusalsSchema,
  listBansSchema,
  updateBanSchema,
  type CreateBanInput,
  type ListBanRefusalsInput,
  type ListBansInput,
  type UpdateBanInput,
} from './ban.schemas';
import { buyerAddress, inForce } from './ban.values';

// ---------- the owner's list ----------

export async function listBans(ctx: ServiceContext, input: Wire<ListBansInput> = {}): Promise<ListResult<Ban>> {
  const q = parseInput(listBansSchema, input);
  const now = new Date();
  const where: Prisma.BanWhereInput = {
    storeId: ctx.store.id,
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.search
      ? { OR: [{ value: { contains: escapeLike(q.search), mode: 'insensitive' } }, { reason: { contains: escapeLike(q.search), mode: 'insensitive' } }] }
      : {}),
    ...(q.active === true ? { AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }] } : {}),
    ...(q.active === false ? { expiresAt: { lte: now } } : {}),
  };
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  if (q.all) return { kind: 'all', data: await ctx.db.ban.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.ban.count({ where }), ctx.db.ban.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getBan(ctx: ServiceContext, id: number): Promise<Ban> {
  const ban = await ctx.db.ban.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!ban) throw notFound(`Ban ${id} not found`);
  return ban;
}

/** An expiry must be in the future (422 rule `min`); null or left out: for good. */
function expiry(iso: string | null | undefined): Date | null | undefined {
  if (iso === undefined || iso === null) return iso;
  const at = new Date(iso);
  if (at <= new Date()) throw invalid('expires_at', 'min', 'expires_at must be in the future');
  return at;
}

/** Who made a ban, for the list: the staff user's or API key's name. */
const actorName = (ctx: ServiceContext) => (ctx.actor.kind === 'admin' ? ctx.actor.name : ctx.actor.kind);

/**
 * Adds a ban. The same kind and value twice (an identifier in any case) is 409 CONFLICT naming the
 * ban there is, expired or not: the owner changes that one (PATCH its expiry) rather than stacking two.
 */
export async function createBan(ctx: ServiceContext, input: Wire<CreateBanInput>): Promise<Ban> {
  const data = parseInput(createBanSchema, input);
  const expiresAt = expiry(data.expires_at) ?? null;
  const storeId = ctx.store.id;
  try {
    return await ctx.db.ban.create({
      data: { storeId, kind: data.kind, value: data.value, reason: data.reason, expiresAt, createdBy: actorName(ctx) },
    });
  } catch (e) {
    if (!uniqueViolation(e)) throw e;
    const there = await sameBan(ctx.db, storeId, data.kind, data.value);
    const state = there?.expiresAt && !inForce(there) ? ', expired: change its expires_at to ban again' : '';
    throw conflict(`${data.kind} ${data.value} is already on the ban list (ban ${there?.id ?? '?'}${state})`);
  }
}

export async function updateBan(ctx: ServiceContext, id: number, input: Wire<UpdateBanInput>): Promise<Ban> {
  const data = parseInput(updateBanSchema, input);
  const expiresAt = expiry(data.expires_at);
  const current = await getBan(ctx, id);
  if (data.reason === undefined && expiresAt === undefined) return current;
  return ctx.db.ban.update({
    where: { id: current.id },
    data: { ...(data.reason !== undefined ? { reason: data.reason } : {}), ...(expiresAt !== undefined ? { expiresAt } : {}) },
  });
}

/** Removes a ban; the checkouts it refused stay listed (their ban_id becomes null). */
export async function deleteBan(ctx: ServiceContext, id: number): Promise<void> {
  const { count } = await ctx.db.ban.deleteMany({ where: { id, storeId: ctx.store.id } });
  if (count === 0) throw notFound(`Ban ${id} not found`);
}

export async function listBanRefusals(ctx: ServiceContext, input: Wire<ListBanRefusalsInput> = {}): Promise<Page<BanRefusal>> {
  const q = parseInput(listBanRefusalsSchema, input);
  const where: Prisma.BanRefusalWhereInput = {
    storeId: ctx.store.id,
    ...(q.ban_id ? { banId: q.ban_id } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.email ? { clientEmail: q.email } : {}),
    ...(q.client_identifier ? { clientIdentifier: { equals: escapeLike(q.client_identifier), mode: 'insensitive' } } : {}),
  };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([
    ctx.db.banRefusal.count({ where }),
    ctx.db.banRefusal.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
  ]);
  return { kind: 'page', data, total, page, perPage };
}

/**
 * Deletes refused attempts older than their store's audit retention (`audit_retention_days`, a year by
 * default), in batches: the worker's `prune_ban_refusals`, hourly. Returns how many went.
 */
export async function pruneBanRefusals(db: PrismaClient, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM ban_refusals WHERE id IN (
        SELECT r.id FROM ban_refusals r JOIN stores s ON s.id = r.store_id
        WHERE r.created_at < now() - make_interval(days => s.audit_retention_days)
        LIMIT ${batch})`;
    total += n;
    if (n < batch) return total;
  }
}

// ---------- checkout ----------

/**
 * What a refused buyer reads, whichever detail matched: never the reason, never the rule. The
 * `rule` is `checkout`, as for any refusal of the checkout as a whole.
 */
const CHECKOUT_REFUSED = 'This purchase cannot be completed. If you think this is a mistake, please contact the store.';

/**
 * The checkout's guard (the orders module runs it before its transaction): nothing to do for a store
 * without bans (`has_bans`, read with the store: no statement); otherwise one statement looks the
 * buyer's identifier, e-mail, Discord id, document and address up. A match records the attempt, on
 * its own (the refused checkout writes nothing), and refuses it: 403 FORBIDDEN.
 */
export async function refuseBanned(ctx: ServiceContext, buyer: CheckoutBuyer): Promise<void> {
  if (!ctx.store.hasBans) return;
  const ip = buyerAddress(ctx.ip) ?? null;
  const document = buyer.document?.replace(/\D/g, '') || null;
  const match = await matchingBan(ctx.sql, ctx.store.id, {
    email: buyer.email,
    identifier: buyer.identifier?.trim() || null,
    discord: buyer.discord?.trim() || null,
    document,
    ip,
  });
  if (!match) return;
  await ctx.db.banRefusal.create({
    data: {
      storeId: ctx.store.id,
      banId: match.id,
      kind: match.kind,
      value: match.value,
      clientEmail: buyer.email,
      clientIdentifier: buyer.identifier,
      ip,
    },
  });
  throw new AppError('FORBIDDEN', [{ message: CHECKOUT_REFUSED, rule: 'checkout' }]);
}
