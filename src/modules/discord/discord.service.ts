import type { ServiceContext } from '../../context';
import type { OrderDiscordAction } from '../../generated/prisma/client';
import { lockOrder } from '../orders/order.transitions';
import { RUNNABLE_TRIGGERS, scheduleDiscordRun } from './discord.actions';
import { DISCORD_ACTIONS } from './discord.schemas';

/**
 * "Run again" (POST /v1/app/order/{id}/discord/retry, GraphQL retryOrderDiscordActions): the order's
 * FAILED and SKIPPED actions, and those waiting for a retry, run now, with the order and the store
 * as they are now (a corrected client_discord, a bot token set since). Only what the order's status
 * still calls for: an approved order's PURCHASE and due EXPIRE actions, a refunded one's REFUND
 * actions, a charged-back one's CHARGEBACK actions; never a canceled one, never one done. Each goes
 * through the retry schedule afresh. Returns all the order's actions.
 */
export async function retryOrderDiscordActions(ctx: ServiceContext, orderId: number): Promise<OrderDiscordAction[]> {
  return ctx.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, ctx.store.id, orderId);
    const triggers = RUNNABLE_TRIGGERS[order.status] ?? [];
    const now = new Date();
    if (triggers.length) {
      const { count } = await tx.orderDiscordAction.updateMany({
        where: {
          orderId,
          trigger: { in: triggers },
          action: { in: [...DISCORD_ACTIONS] },
          OR: [{ status: { in: ['FAILED', 'SKIPPED'] } }, { status: 'PENDING', attempts: { gt: 0 } }],
        },
        data: { status: 'PENDING', attempts: 0, runAt: now, doneAt: null },
      });
      if (count) await scheduleDiscordRun(tx, orderId, now);
    }
    return tx.orderDiscordAction.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  });
}
