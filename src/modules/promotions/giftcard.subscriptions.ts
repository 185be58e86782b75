import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { PrismaClient } from '../../generated/prisma/client';
import { encryptSecret, secretKey } from '../../lib/secrets';
import type { OrderSubscription, TransitionEvent } from '../orders/order.subscriptions';
import { enqueueGiftCardMail } from './giftcard.mail';
import { moveGiftCardBalance } from './giftcard.queries';
import { issueInTx } from './giftcard.service';
import { fromCents, toCents } from './pricing';

/**
 * What orders do to gift cards (issue 33), in the transaction of the order's change (which holds the
 * order's row lock, so each runs once per change, and an order makes each change once: REJECTED,
 * CANCELED, REFUNDED and CHARGEDBACK are final):
 *
 * - APPROVED: each line whose package sells a gift card (`gift_card_value`) issues `quantity` cards of
 *   that value, for the order's buyer (created_by `order:<internal_id>`), and queues the e-mail that
 *   carries their codes (sealed in the job). Nothing is read for an order without such a line.
 * - REJECTED, CANCELED, REFUNDED: what a gift card paid of the order (`gift_card_amount`) goes back to
 *   it (RESTORE), once. Nothing is read for an order no card paid.
 * - REFUNDED, CHARGEDBACK: the cards the order bought are turned off and what is left on them is taken
 *   (ADJUST): the buyer got the money back. What was spent of them stays spent.
 */

/** The key that seals the codes in the e-mail's job, read on the change's own transaction (no second pooled connection). */
const sealingKey = (tx: Tx, config: Config) => secretKey(tx as unknown as PrismaClient, config);

/** The lines of the order whose package sells a gift card, as its packages are now. */
const giftCardLines = (e: TransitionEvent) => e.data.items.filter((i) => i.pkg?.giftCardValue != null);

async function issueBought(e: TransitionEvent): Promise<undefined> {
  const lines = giftCardLines(e);
  if (!lines.length) return undefined;
  const { tx, order } = e;
  // Issued once, whatever happens: an approval never happens twice, and this holds even so.
  if (await tx.giftCard.findFirst({ where: { orderId: order.id, storeId: order.storeId }, select: { id: true } })) return undefined;
  const key = await sealingKey(tx, e.scope.config);
  const cards: { id: number; code: string }[] = [];
  for (const { line, pkg } of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const { id, code } = await issueInTx(tx, {
        storeId: order.storeId,
        value: fromCents(toCents(pkg!.giftCardValue!)),
        currency: order.currency,
        expiresAt: null,
        note: null,
        recipientEmail: order.clientEmail,
        orderId: order.id,
        createdBy: `order:${order.internalId}`,
      });
      cards.push({ id, code: encryptSecret(key, code) });
    }
  }
  await enqueueGiftCardMail(tx, { storeId: order.storeId, orderId: order.id, cards });
  return undefined;
}

async function restoreSpent({ tx, order }: TransitionEvent): Promise<undefined> {
  const amount = toCents(order.giftCardAmount);
  if (order.giftCardId === null || amount <= 0) return undefined;
  const done = await tx.giftCardTransaction.findFirst({
    where: { giftCardId: order.giftCardId, orderId: order.id, kind: 'RESTORE' },
    select: { id: true },
  });
  if (done) return undefined;
  await moveGiftCardBalance(tx, {
    storeId: order.storeId,
    giftCardId: order.giftCardId,
    orderId: order.id,
    kind: 'RESTORE',
    amount: fromCents(amount),
    note: `order ${order.internalId} ${order.status.toLowerCase()}`,
  });
  return undefined;
}

async function revokeBought(e: TransitionEvent): Promise<undefined> {
  if (!giftCardLines(e).length) return undefined;
  const { tx, order } = e;
  const where = { orderId: order.id, storeId: order.storeId };
  // Off first: the UPDATE locks the cards (a checkout spending one now is waited for), and no checkout spends them after.
  await tx.giftCard.updateMany({ where: { ...where, enabled: true }, data: { enabled: false } });
  const cards = await tx.giftCard.findMany({ where, orderBy: { id: 'asc' } });
  for (const card of cards) {
    const left = toCents(card.balance);
    if (left <= 0) continue;
    await moveGiftCardBalance(tx, {
      storeId: order.storeId,
      giftCardId: card.id,
      orderId: order.id,
      kind: 'ADJUST',
      amount: fromCents(-left),
      note: `order ${order.internalId} ${order.status.toLowerCase()}`,
    });
  }
  return undefined;
}

export const giftCardSubscriptions: OrderSubscription[] = [
  { on: 'transition', to: ['APPROVED'], stage: 'after', handler: issueBought },
  { on: 'transition', to: ['REJECTED', 'CANCELED', 'REFUNDED'], stage: 'after', handler: restoreSpent },
  { on: 'transition', to: ['REFUNDED', 'CHARGEDBACK'], stage: 'after', handler: revokeBought },
];
