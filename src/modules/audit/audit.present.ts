import type { ServiceContext } from '../../context';
import type { AuditEntry } from '../../generated/prisma/client';
import { storeTime } from '../../lib/present';
import type { AuditEntryJson } from './audit.responses';

type Fields = Record<string, unknown> | null;

export const presentAuditEntry = (ctx: ServiceContext, e: AuditEntry): AuditEntryJson => ({
  id: Number(e.id),
  actor_type: e.actorType as AuditEntryJson['actor_type'],
  actor_id: e.actorId ?? 0,
  actor_name: e.actorName,
  operation: e.operation,
  record_type: e.recordType,
  record_id: e.recordId,
  action: e.action as AuditEntryJson['action'],
  before: e.before as Fields,
  after: e.after as Fields,
  ip: e.ip,
  created_at: storeTime(ctx.store, e.createdAt)!,
});
