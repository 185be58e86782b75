import type { Ban, BanRefusal } from '../../generated/prisma/client';
import { storeTime, timestamps, type PresentContext } from '../../lib/present';
import type { BanJson, BanRefusalJson } from './ban.responses';
import { inForce } from './ban.values';

export const presentBan = (ctx: PresentContext, b: Ban): BanJson => ({
  id: b.id,
  kind: b.kind,
  value: b.value,
  reason: b.reason,
  expires_at: storeTime(ctx.store, b.expiresAt),
  active: inForce(b),
  created_by: b.createdBy,
  ...timestamps(ctx, b),
});

export const presentBanRefusal = (ctx: PresentContext, r: BanRefusal): BanRefusalJson => ({
  id: r.id,
  ban_id: r.banId,
  kind: r.kind,
  value: r.value,
  client_email: r.clientEmail,
  client_identifier: r.clientIdentifier,
  ip: r.ip,
  created_at: storeTime(ctx.store, r.createdAt)!,
});
