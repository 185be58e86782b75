import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import type { Currency } from '../../generated/prisma/enums';

/**
 * Gift card codes and the statements checkout spends a card with (issue 33). A code is 16 characters
 * of Crockford's base32 (80 random bits), shown once as XXXX-XXXX-XXXX-XXXX; the store keeps its
 * SHA-256 (hex) and its last four characters. A buyer may type it in any case, with or without the
 * hyphens or spaces.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code, as the buyer is shown it. */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** The code as typed, upper-cased, without separators (what is hashed). */
export const normalizeGiftCardCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const giftCardCodeHash = (code: string) => createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

export const giftCardLast4 = (code: string) => normalizeGiftCardCode(code).slice(-4);

export interface LockedGiftCard {
  id: number;
  balance: string;
  currency: Currency;
  enabled: boolean;
  expiresAt: Date | null;
}

const lockStatement = prepare('giftCards.lockByHash', (arg: Param<{ storeId: number; codeHash: string }>) =>
  db
    .selectFrom('giftCards')
    .select(['id', sql<string>`balance::text`.as('balance'), 'currency', 'enabled', 'expiresAt'])
    .where('storeId', '=', arg('storeId'))
    .where('codeHash', '=', arg('codeHash'))
    .forUpdate(),
);

/**
 * The store's card with this code, its row locked for the rest of the transaction: concurrent
 * checkouts spending one card queue here, and each sees the balance the one before it left. Null when
 * the store has no such card.
 */
export async function lockGiftCard(tx: SqlTx, storeId: number, code: string): Promise<LockedGiftCard | null> {
  const [row] = await lockStatement.run(tx, { storeId, codeHash: giftCardCodeHash(code) });
  return row ? { ...row, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt) } : null;
}

interface MoveArgs {
  storeId: number;
  giftCardId: number;
  orderId: number | null;
  kind: 'REDEEM' | 'RESTORE' | 'ADJUST' | 'ISSUE';
  /** Signed money text: negative takes from the balance. */
  amount: string;
  note: string | null;
}

const moveStatement = prepare('giftCards.move', (arg: Param<MoveArgs>) =>
  db
    .with('card', (q) =>
      q
        .updateTable('giftCards')
        .set({ balance: sql`balance + ${arg('amount')}::numeric`, updatedAt: sql`now()` })
        .where('id', '=', arg('giftCardId'))
        .where('storeId', '=', arg('storeId'))
        .where(sql<boolean>`balance + ${arg('amount')}::numeric >= 0`)
        .returning(['id', 'storeId', 'balance']),
    )
    .insertInto('giftCardTransactions')
    .columns(['storeId', 'giftCardId', 'orderId', 'kind', 'amount', 'balanceAfter', 'note'])
    .expression((eb) =>
      eb
        .selectFrom('card')
        .select([
          'card.storeId',
          'card.id',
          sql`${arg('orderId')}::int`.as('orderId'),
          sql`${arg('kind')}::"GiftCardTransactionKind"`.as('kind'),
          sql`${arg('amount')}::numeric`.as('amount'),
          'card.balance',
          sql`${arg('note')}::text`.as('note'),
        ]),
    )
    .returning([sql<string>`balance_after::text`.as('balanceAfter')]),
);

/**
 * Changes a card's balance by `amount` (signed money text) and records the change, in one statement;
 * the balance after it, or null when the card is not the store's or the balance would go below zero
 * (then nothing was written: the table's check would refuse it too).
 */
export async function moveGiftCardBalance(tx: SqlTx, args: MoveArgs): Promise<string | null> {
  const [row] = await moveStatement.run(tx, args);
  return row?.balanceAfter ?? null;
}

interface InsertArgs {
  storeId: number;
  codeHash: string;
  last4: string;
  /** Money text: the card's initial value and balance. */
  value: string;
  currency: Currency;
  expiresAt: Date | null;
  note: string | null;
  recipientEmail: string | null;
  orderId: number | null;
  createdBy: string;
}

const insertStatement = prepare('giftCards.insert', (arg: Param<InsertArgs>) =>
  db
    .with('card', (q) =>
      q
        .insertInto('giftCards')
        .values({
          storeId: arg('storeId'),
          codeHash: arg('codeHash'),
          last4: arg('last4'),
          initialValue: sql`${arg('value')}::numeric`,
          balance: sql`${arg('value')}::numeric`,
          currency: sql`${arg('currency')}::"Currency"`,
          expiresAt: sql`${arg('expiresAt')}::timestamptz`,
          note: sql`${arg('note')}::text`,
          recipientEmail: sql`${arg('recipientEmail')}::text`,
          orderId: sql`${arg('orderId')}::int`,
          createdBy: arg('createdBy'),
          updatedAt: sql`now()`,
        })
        .onConflict((oc) => oc.columns(['storeId', 'codeHash']).doNothing())
        .returning(['id', 'storeId', 'orderId', 'balance']),
    )
    .insertInto('giftCardTransactions')
    .columns(['storeId', 'giftCardId', 'orderId', 'kind', 'amount', 'balanceAfter'])
    .expression((eb) =>
      eb
        .selectFrom('card')
        .select(['card.storeId', 'card.id', 'card.orderId', sql`'ISSUE'::"GiftCardTransactionKind"`.as('kind'), 'card.balance', 'card.balance']),
    )
    .returning(['giftCardId']),
);

/**
 * Writes a new card with its ISSUE history row, in one statement, and returns its id; null when the
 * store has a card with this code hash already (ON CONFLICT DO NOTHING: the caller's transaction goes
 * on, and it tries again with another code).
 */
export async function insertGiftCard(tx: SqlTx, args: InsertArgs): Promise<number | null> {
  const [row] = await insertStatement.run(tx, args);
  return row?.giftCardId ?? null;
}
