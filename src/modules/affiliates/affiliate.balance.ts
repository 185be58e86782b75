import type { Tx } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { conflict } from '../../errors';
import { addToBalance } from './affiliate.queries';
import { MAX_MONEY } from '../../lib/validation';

/**
 * Adds `amount` to an affiliate's balance (a negative amount takes it). The balance is
 * numeric(12,2): a change that would take it past MAX_MONEY either way is refused with a 409 (the
 * balance's state stands in the way, as an overdraft would), instead of failing in the database
 * as a 500 "numeric field overflow". One conditional statement, so concurrent changes cannot pass it together.
 */
export async function changeBalance(tx: Tx, affiliateId: number, amount: Prisma.Decimal) {
  if (!(await addToBalance(tx, affiliateId, amount.toString()))) {
    throw conflict(`The affiliate's balance cannot go past ${MAX_MONEY} either way; pay out or correct the balance first`);
  }
}
