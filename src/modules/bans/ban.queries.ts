import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db, prepare, run, type Param, type SqlTx } from '../../db/sql';
import type { BanKind } from '../../generated/prisma/enums';

/**
 * The ban list's statements Prisma cannot say: the checkout's lookup (one indexed statement for the
 * buyer's identifier, e-mail, Discord id, document and address), the clash a unique violation names,
 * and the chargeback's bans (an upsert on an expression index).
 */

/** What a checkout is looked up by; null: the buyer did not give it. */
export interface BuyerDetails {
  email: string;
  identifier: string | null;
  discord: string | null;
  document: string | null;
  /** The request's address (IPv4-mapped IPv6 as IPv4), or null. */
  ip: string | null;
}

export interface BanMatch {
  id: number;
  kind: BanKind;
  value: string;
}

/**
 * Each detail against its own kind only (an identifier of digits is no document), in force now.
 * The four value kinds are the unique index (store_id, kind, lower(value)); the address is the GiST
 * index on `network` (`>>=`: the range holds the address, or is it): the planner ORs the index scans
 * (docs/DECISIONS.md, "Ban list (issue 32)", has the plan and its cost).
 */
const matchStatement = prepare('bans.match', (p: Param<{ storeId: number } & BuyerDetails>) =>
  db
    .selectFrom('bans as b')
    .select(['b.id', 'b.kind', 'b.value'])
    .where('b.storeId', '=', p('storeId'))
    .where(
      sql<boolean>`(
        (b.kind = 'EMAIL' AND lower(b.value) = lower(${p('email')}::text))
        OR (b.kind = 'CLIENT_IDENTIFIER' AND lower(b.value) = lower(${p('identifier')}::text))
        OR (b.kind = 'DISCORD_ID' AND lower(b.value) = lower(${p('discord')}::text))
        OR (b.kind = 'DOCUMENT' AND lower(b.value) = lower(${p('document')}::text))
        OR b.network >>= ${p('ip')}::inet
      )`,
    )
    .where((w) => w.or([w('b.expiresAt', 'is', null), w('b.expiresAt', '>', sql<Date>`now()`)]))
    .orderBy('b.id')
    .limit(1),
);

/** The first ban in force (oldest first) that one of the buyer's details matches; undefined when none does. */
export async function matchingBan(pool: Queryable, storeId: number, buyer: BuyerDetails): Promise<BanMatch | undefined> {
  const [row] = await matchStatement.runOnPool(pool, { storeId, ...buyer });
  return row as BanMatch | undefined;
}

/** The store's ban of this kind and value (the unique key: any case), whatever its expiry. */
export async function sameBan(tx: SqlTx, storeId: number, kind: BanKind, value: string): Promise<{ id: number; expiresAt: Date | null } | undefined> {
  const [row] = await run(
    tx,
    db
      .selectFrom('bans')
      .select(['id', 'expiresAt'])
      .where('storeId', '=', storeId)
      .where('kind', '=', kind)
      .where(sql<boolean>`lower(value) = lower(${value})`),
  );
  return row && { id: row.id, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt) };
}

/**
 * Bans `values` for good with `reason`, in the caller's transaction. One already there stays as the
 * owner wrote it, except that it no longer expires; an expired one takes the new reason, as if new.
 */
export async function banForGood(tx: SqlTx, storeId: number, values: { kind: BanKind; value: string }[], reason: string, createdBy: string): Promise<void> {
  if (!values.length) return;
  await run(
    tx,
    db
      .insertInto('bans')
      .values(values.map((v) => ({ storeId, kind: v.kind, value: v.value, reason, createdBy, updatedAt: sql<Date>`now()` })))
      .onConflict((oc) =>
        oc
          .expression(sql`store_id, kind, lower(value)`)
          .doUpdateSet({
            expiresAt: null,
            reason: sql<string>`CASE WHEN bans.expires_at <= now() THEN excluded.reason ELSE bans.reason END`,
            updatedAt: sql<Date>`now()`,
          })
          .where('bans.expiresAt', 'is not', null),
      ),
  );
}
