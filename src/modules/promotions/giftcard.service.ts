import type { ServiceContext } from '../../context';
import type { SqlTx } from '../../db/sql';
import { invalid, notFound } from '../../errors';
import type { GiftCard, GiftCardTransaction, Prisma } from '../../generated/prisma/client';
import type { Currency } from '../../generated/prisma/enums';
import { pageWindow, type Page } from '../../lib/pagination';
import { moneyDisplay } from '../../lib/present';
import { encryptSecret, secretKey } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import { enqueueGiftCardMail } from './giftcard.mail';
import { giftCardCodeHash, giftCardLast4, insertGiftCard, moveGiftCardBalance, newGiftCardCode, normalizeGiftCardCode } from './giftcard.queries';
import {
  adjustGiftCardSchema,
  issueGiftCardSchema,
  listGiftCardsSchema,
  updateGiftCardSchema,
  type AdjustGiftCardInput,
  type IssueGiftCardInput,
  type ListGiftCardsInput,
  type UpdateGiftCardInput,
} from './giftcard.schemas';
import { fromCents, toCents } from './pricing';

/**
 * Gift cards (issue 33): the owner's list, issuing (the code shown once), changes and adjustments.
 * Checkout spends a card (src/modules/orders/order.service.ts); what orders do to cards (issue on
 * approval of a gift card package, give back on a rejection or refund) is giftcard.subscriptions.ts.
 */

// ---------- reads ----------

export async function listGiftCards(ctx: ServiceContext, input: Wire<ListGiftCardsInput> = {}): Promise<Page<GiftCard>> {
  const q = parseInput(listGiftCardsSchema, input);
  const code = q.q === undefined ? undefined : normalizeGiftCardCode(q.q);
  const where: Prisma.GiftCardWhereInput = {
    storeId: ctx.store.id,
    ...(q.enabled !== undefined ? { enabled: q.enabled } : {}),
    // A whole code finds its card by the hash; a few characters, the cards whose code ends with them.
    ...(code === undefined ? {} : code.length === 16 ? { codeHash: giftCardCodeHash(code) } : { last4: { endsWith: code } }),
  };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([
    ctx.db.giftCard.count({ where }),
    ctx.db.giftCard.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
  ]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getGiftCard(ctx: ServiceContext, id: number): Promise<GiftCard> {
  const card = await ctx.db.giftCard.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!card) throw notFound(`Gift card ${id} not found`);
  return card;
}

/** A card's balance history, newest first. */
export const giftCardHistory = (ctx: Pick<ServiceContext, 'db' | 'store'>, id: number): Promise<GiftCardTransaction[]> =>
  ctx.db.giftCardTransaction.findMany({ where: { giftCardId: id, storeId: ctx.store.id }, orderBy: { id: 'desc' } });

// ---------- issuing ----------

interface NewCard {
  storeId: number;
  /** Money text. */
  value: string;
  currency: Currency;
  expiresAt: Date | null;
  note: string | null;
  recipientEmail: string | null;
  orderId: number | null;
  createdBy: string;
}

/**
 * Writes a card with a new code and its ISSUE row, in the caller's transaction: the card's id and its
 * code (which only the caller ever sees). A code whose hash the store has already (80 random bits:
 * it does not happen, but it must not fail a sale either) is drawn again.
 */
export async function issueInTx(tx: SqlTx, card: NewCard, nextCode: () => string = newGiftCardCode): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = nextCode();
    const id = await insertGiftCard(tx, { ...card, codeHash: giftCardCodeHash(code), last4: giftCardLast4(code) });
    if (id !== null) return { id, code };
  }
  throw new Error('five new gift card codes in a row were taken: the code generator is broken');
}

/** An expiry must be in the future (422 rule `min`); null or left out: never. */
function expiry(iso: string | null | undefined): Date | null | undefined {
  if (iso === undefined || iso === null) return iso;
  const at = new Date(iso);
  if (at <= new Date()) throw invalid('expires_at', 'min', 'expires_at must be in the future');
  return at;
}

/** Who issued a card, for the list: the staff user's or API key's name. */
const actorName = (ctx: ServiceContext) => (ctx.actor.kind === 'admin' ? ctx.actor.name : ctx.actor.kind);

/**
 * Issues a card of `value` in the store's currency. The answer carries its code, the only time the
 * API shows it (the store keeps its SHA-256 and last four characters); with `recipient_email` the code
 * is e-mailed too (the job carries it sealed with the server's secret key, in the card's transaction).
 */
export async function issueGiftCard(ctx: ServiceContext, input: Wire<IssueGiftCardInput>): Promise<{ card: GiftCard; code: string }> {
  const data = parseInput(issueGiftCardSchema, input);
  const expiresAt = expiry(data.expires_at) ?? null;
  const recipientEmail = data.recipient_email ?? null;
  // Read before the transaction: inside it, the read could wait for a second pooled connection.
  const key = recipientEmail ? await secretKey(ctx.db, ctx.config) : null;
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const { id, code } = await issueInTx(tx, {
      storeId,
      value: fromCents(toCents(data.value)),
      currency: ctx.store.currency,
      expiresAt,
      note: data.note ?? null,
      recipientEmail,
      orderId: null,
      createdBy: actorName(ctx),
    });
    if (key) await enqueueGiftCardMail(tx, { storeId, orderId: null, cards: [{ id, code: encryptSecret(key, code) }] });
    return { card: await tx.giftCard.findUniqueOrThrow({ where: { id } }), code };
  });
}

// ---------- changes ----------

/** Turns a card on or off, moves its expiry, changes its note. Its value and code are what it is. */
export async function updateGiftCard(ctx: ServiceContext, id: number, input: Wire<UpdateGiftCardInput>): Promise<GiftCard> {
  const data = parseInput(updateGiftCardSchema, input);
  const expiresAt = expiry(data.expires_at);
  const current = await getGiftCard(ctx, id);
  const changes = {
    ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(data.note !== undefined ? { note: data.note } : {}),
  } satisfies Prisma.GiftCardUpdateInput;
  if (!Object.keys(changes).length) return current;
  return ctx.db.giftCard.update({ where: { id: current.id }, data: changes });
}

/**
 * Adds `amount` (signed) to the balance and records it (ADJUST, with the note), in one conditional
 * statement: a balance never goes below 0 (422 rule `balance` on amount), whatever checkouts spend
 * from the card at the same moment.
 */
export async function adjustGiftCard(ctx: ServiceContext, id: number, input: Wire<AdjustGiftCardInput>): Promise<GiftCard> {
  const data = parseInput(adjustGiftCardSchema, input);
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const after = await moveGiftCardBalance(tx, {
      storeId,
      giftCardId: id,
      orderId: null,
      kind: 'ADJUST',
      amount: fromCents(toCents(data.amount)),
      note: data.note,
    });
    if (after === null) {
      const card = await tx.giftCard.findFirst({ where: { id, storeId } });
      if (!card) throw notFound(`Gift card ${id} not found`);
      throw invalid('amount', 'balance', `the card's balance is ${moneyDisplay(ctx.store, card.balance)}: it cannot go below 0`);
    }
    return tx.giftCard.findUniqueOrThrow({ where: { id } });
  });
}
