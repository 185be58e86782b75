import { blockedCommand, lineCommandRows, queueCommands } from '../orders/order.commands';
import type { Tx } from '../../db/client';
import type { Order } from '../../generated/prisma/client';
import { approvalTriggers, reversalTrigger, type LifecycleData } from '../orders/order.effects';
import type { TransitionSubscription } from '../orders/order.subscriptions';

/**
 * The game-server side of an order's lifecycle: its subscriptions to the order's status changes (run
 * in the change's transaction, before the status is written; src/modules/orders/order.subscriptions.ts).
 */

/** Approval: every line's commands rendered and queued, PURCHASE ones due now (after their delay), EXPIRE ones at expiry; one insert. */
const queueOnApproval: TransitionSubscription = {
  on: 'transition',
  to: ['APPROVED'],
  stage: 'before',
  async handler({ tx, order, data, now }) {
    await queueCommands(
      tx,
      data.items.flatMap(({ line, pkg }) => (pkg ? lineCommandRows(order, line, pkg.commands, approvalTriggers(pkg, now, order), data.variables) : [])),
    );
    return undefined;
  },
};

/**
 * Refund or chargeback: commands not yet run are canceled (blocked ones too: correcting the order later
 * must not queue a purchase that was refunded), and the packages' REFUND or CHARGEBACK commands queued.
 */
const reverseOnRefund: TransitionSubscription = {
  on: 'transition',
  from: ['APPROVED'],
  to: ['REFUNDED', 'CHARGEDBACK'],
  stage: 'before',
  async handler({ tx, order, data, to, now }) {
    const trigger = reversalTrigger(to);
    await tx.command.updateMany({
      where: { orderId: order.id, OR: [{ status: 'PENDING' }, blockedCommand] },
      data: { status: 'CANCELED', reason: trigger === 'REFUND' ? 'order refunded' : 'order charged back', leasedUntil: null, leasedBy: null },
    });
    await queueCommands(
      tx,
      data.items.flatMap(({ line, pkg }) => (pkg ? lineCommandRows(order, line, pkg.commands, [{ trigger, at: now }], data.variables) : [])),
    );
    return undefined;
  },
};

export const commandSubscriptions = [queueOnApproval, reverseOnRefund];

/**
 * A subscription's end (src/modules/subscriptions): the EXPIRE commands of the packages of its last paid
 * order, due now. Queued once: the subscription's move to EXPIRED is a conditional update that only one
 * change wins.
 */
export async function queueExpiryCommands(tx: Tx, order: Order, data: LifecycleData, now: Date): Promise<void> {
  await queueCommands(
    tx,
    data.items.flatMap(({ line, pkg }) => (pkg ? lineCommandRows(order, line, pkg.commands, [{ trigger: 'EXPIRE', at: now }], data.variables) : [])),
  );
}
