import { sql, type RawBuilder } from 'kysely';
import type { Command, Order } from '../generated/prisma/client';
import { Prisma } from '../generated/prisma/client';
import { db, prepare, type Param, type SqlTx } from './sql';

/**
 * Every lock the services take, in one place: advisory locks that serialize one kind of write,
 * and the row locks (FOR UPDATE) that read the row they lock in the same statement. Locks that
 * claim work (FOR UPDATE SKIP LOCKED over a queue) stay with their queue's statements.
 */

/**
 * An advisory lock held until the transaction ends, as an expression: a statement that must take
 * it and read in one round trip selects it (checkout's buyer lock). `::text` because pg has no
 * reader for `void`.
 */
export function xactLock(scope: unknown, key: RawBuilder<unknown> | unknown): RawBuilder<string> {
  return sql<string>`pg_advisory_xact_lock(hashtext(${scope}), ${key})::text`;
}

const storeScope = prepare('locks.storeScope', (p: Param<{ scope: string; storeId: number }>) =>
  db.selectNoFrom(xactLock(p('scope'), sql`${p('storeId')}::int`).as('locked')),
);

/**
 * Serializes one kind of write per store until the transaction ends, for rules that read
 * before they write (the next free slug, the next position): two concurrent creates then
 * see each other's rows instead of picking the same value.
 */
export async function lockStoreScope(tx: SqlTx, scope: string, storeId: number): Promise<void> {
  await storeScope.run(tx, { scope, storeId });
}

const namedScope = prepare('locks.named', (p: Param<{ scope: string; name: string }>) =>
  db.selectNoFrom(xactLock(p('scope'), sql`hashtext(${p('name')})`).as('locked')),
);

/** As lockStoreScope, for one named thing of a kind (`scope` names the kind and the store): one gateway of a store. */
export async function lockNamed(tx: SqlTx, scope: string, name: string): Promise<void> {
  await namedScope.run(tx, { scope, name });
}

/** Every field of the Order model, in the model's order: the record Prisma's own reads return. */
export const ORDER_FIELDS = Object.keys(Prisma.OrderScalarFieldEnum) as (keyof typeof Prisma.OrderScalarFieldEnum)[];

/** The keys of T whose value may be null (the model's optional columns). */
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/**
 * An order row built in memory (checkout presents and writes it in one statement): every column that
 * cannot be null must be given, and one that can is null unless given. So a new optional column of
 * orders needs no line here: the row has it, null, as the database would write it.
 */
export function newOrderRow(values: Omit<Order, NullableKeys<Order>> & Partial<Order>): Order {
  const row: Record<string, unknown> = Object.fromEntries(ORDER_FIELDS.map((f) => [f, null]));
  Object.assign(row, values);
  return row as Order;
}

const orderById = prepare('locks.orderById', (p: Param<{ storeId: number; id: number }>) =>
  db.selectFrom('orders').select(ORDER_FIELDS).where('id', '=', p('id')).where('storeId', '=', p('storeId')).forUpdate(),
);

/**
 * Locks the order's row and reads it, in one statement. A change that waited for the lock reads the
 * row as the previous holder left it (READ COMMITTED re-reads a locked row's newest version).
 */
export async function lockAndReadOrder(tx: SqlTx, storeId: number, id: number): Promise<Order | undefined> {
  const [row] = await orderById.run(tx, { storeId, id });
  return row as Order | undefined;
}

/**
 * A payment provider's reference to an order: the internal_id it was given at checkout (any case),
 * or else its own payment id on that gateway.
 */
export type ProviderRef = { internalId: string } | { externalId: string; gateway: string };

const orderByInternalId = prepare('locks.orderByInternalId', (p: Param<{ storeId: number; internalId: string }>) =>
  db.selectFrom('orders').select(ORDER_FIELDS).where('storeId', '=', p('storeId')).where('internalId', '=', p('internalId')).forUpdate(),
);
const orderByExternalId = prepare('locks.orderByExternalId', (p: Param<{ storeId: number; externalId: string; gateway: string }>) =>
  db
    .selectFrom('orders')
    .select(ORDER_FIELDS)
    .where('storeId', '=', p('storeId'))
    .where('externalId', '=', p('externalId'))
    .where(sql<boolean>`gateway = ${p('gateway')}::"Gateway"`)
    .orderBy('id')
    .limit(1)
    .forUpdate(),
);

/** As lockAndReadOrder, for the order a provider names (the first by id if its payment id names several). */
export async function lockAndReadOrderByRef(tx: SqlTx, storeId: number, ref: ProviderRef): Promise<Order | undefined> {
  const [row] =
    'internalId' in ref
      ? await orderByInternalId.run(tx, { storeId, internalId: ref.internalId.toUpperCase() })
      : await orderByExternalId.run(tx, { storeId, externalId: ref.externalId, gateway: ref.gateway });
  return row as Order | undefined;
}

const affiliateRow = prepare('locks.affiliate', (p: Param<{ storeId: number; id: number }>) =>
  db.selectFrom('affiliates').select('id').where('id', '=', p('id')).where('storeId', '=', p('storeId')).forUpdate(),
);

/** Locks an affiliate's row for the rest of the transaction (changes to one affiliate queue up): whether the store has it. */
export async function lockAffiliateRow(tx: SqlTx, storeId: number, id: number): Promise<boolean> {
  return (await affiliateRow.run(tx, { storeId, id })).length > 0;
}

const withdrawRow = prepare('locks.withdrawRequest', (p: Param<{ storeId: number; id: number }>) =>
  db
    .selectFrom('affiliateTransactions')
    .select('id')
    .where('id', '=', p('id'))
    .where('storeId', '=', p('storeId'))
    .where('operation', 'in', ['WITHDRAW_PENDING', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED'])
    .forUpdate(),
);

/** Locks a withdraw request of the store (an affiliate transaction of a WITHDRAW_* operation): whether there is one. */
export async function lockWithdrawRequest(tx: SqlTx, storeId: number, id: number): Promise<boolean> {
  return (await withdrawRow.run(tx, { storeId, id })).length > 0;
}

const commandStatus = prepare('locks.commandStatus', (p: Param<{ storeId: number; id: number }>) =>
  db.selectFrom('commands').select('status').where('id', '=', p('id')).where('storeId', '=', p('storeId')).forUpdate(),
);

/** Locks a command of the store and reads its status (a server's acknowledgement of it waits, or this for it). */
export async function lockCommandStatus(tx: SqlTx, storeId: number, id: number): Promise<{ status: string } | undefined> {
  return (await commandStatus.run(tx, { storeId, id }))[0];
}

const COMMAND_FIELDS = Object.keys(Prisma.CommandScalarFieldEnum) as (keyof typeof Prisma.CommandScalarFieldEnum)[];
const commandRows = prepare('locks.commands', (p: Param<{ storeId: number; ids: number[] }>) =>
  db
    .selectFrom('commands')
    .select(COMMAND_FIELDS)
    .where('storeId', '=', p('storeId'))
    .where(sql<boolean>`id = ANY(${p('ids')}::int[])`)
    .orderBy('id')
    .forUpdate(),
);

/** Locks commands of the store in id order (concurrent lockers cannot deadlock) and reads them. */
export async function lockCommands(tx: SqlTx, storeId: number, ids: number[]): Promise<Command[]> {
  return (await commandRows.run(tx, { storeId, ids })) as Command[];
}
