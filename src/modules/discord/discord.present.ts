import type { OrderDiscordAction } from '../../generated/prisma/client';
import { storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { OrderDiscordActionJson } from './discord.responses';

export const presentOrderDiscordAction = (ctx: PresentContext, a: OrderDiscordAction): OrderDiscordActionJson => ({
  id: a.id,
  type: a.trigger,
  action: a.action,
  role_id: a.roleId,
  channel_id: a.channelId,
  user_id: a.userId,
  message: a.message,
  automatic: a.automatic,
  status: a.status,
  attempts: a.attempts,
  last_error: a.lastError,
  run_at: storeTime(ctx.store, a.runAt)!,
  done_at: storeTime(ctx.store, a.doneAt),
  ...timestamps(ctx, a),
});
