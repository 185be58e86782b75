import type { OrderDiscordAction, Store } from '../../generated/prisma/client';
import { storeTime, storeTimestamps } from '../../lib/present';
import type { OrderDiscordActionJson } from './discord.responses';

export const presentOrderDiscordAction = (store: Store, a: OrderDiscordAction): OrderDiscordActionJson => ({
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
  run_at: storeTime(store, a.runAt)!,
  done_at: storeTime(store, a.doneAt),
  ...storeTimestamps(store, a),
});
