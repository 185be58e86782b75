import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import { MAX_MONEY } from '../../lib/validation';

/** An affiliate's balance, changed by conditional statements: concurrent changes cannot pass a check together. */

const addStatement = prepare('affiliates.addToBalance', (p: Param<{ id: number; amount: string }>) =>
  db
    .updateTable('affiliates')
    .set({ balance: sql`balance + ${p('amount')}::numeric`, updatedAt: sql<Date>`now()` })
    .where('id', '=', p('id'))
    .where(sql<boolean>`abs(balance + ${p('amount')}::numeric) <= ${sql.lit(MAX_MONEY)}::numeric`),
);

/** Adds `amount` (negative: takes it) unless the balance would pass MAX_MONEY either way: whether it did. */
export async function addToBalance(tx: SqlTx, id: number, amount: string): Promise<boolean> {
  return (await addStatement.exec(tx, { id, amount })) === 1;
}

const debitStatement = prepare('affiliates.debit', (p: Param<{ id: number; amount: string }>) =>
  db
    .updateTable('affiliates')
    .set({ balance: sql`balance - ${p('amount')}::numeric`, updatedAt: sql<Date>`now()` })
    .where('id', '=', p('id'))
    .where(sql<boolean>`balance >= ${p('amount')}::numeric`),
);

/** Takes `amount` from the balance if it holds that much: whether it did. */
export async function debitBalance(tx: SqlTx, id: number, amount: string): Promise<boolean> {
  return (await debitStatement.exec(tx, { id, amount })) === 1;
}
