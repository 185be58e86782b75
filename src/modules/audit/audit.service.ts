import type { ServiceContext } from '../../context';
import type { AuditEntry, Prisma, PrismaClient } from '../../generated/prisma/client';
import { pageWindow, type Page } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import { listAuditSchema, type ListAuditInput } from './audit.schemas';

/**
 * The audit log (issue 31): read here, written by the database. The audit_row() trigger records every
 * row a staff user's or an API key's request inserts, updates or deletes in an audited table, in the
 * same transaction (src/db/audit-context.ts says how the request's actor reaches it), so an entry
 * exists exactly when its change was committed.
 */

export async function listAudit(ctx: ServiceContext, input: ListAuditInput = {}): Promise<Page<AuditEntry>> {
  const q = parseInput(listAuditSchema, input);
  const where: Prisma.AuditEntryWhereInput = {
    storeId: ctx.store.id,
    ...(q.actor_type ? { actorType: q.actor_type } : {}),
    ...(q.actor_id ? { actorId: q.actor_id } : {}),
    ...(q.record_type ? { recordType: q.record_type } : {}),
    ...(q.record_id ? { recordId: q.record_id } : {}),
    ...(q.operation ? { operation: q.operation } : {}),
    ...(q.from || q.to ? { createdAt: { ...(q.from ? { gte: new Date(q.from) } : {}), ...(q.to ? { lt: new Date(q.to) } : {}) } } : {}),
  };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([
    ctx.db.auditEntry.count({ where }),
    ctx.db.auditEntry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
  ]);
  return { kind: 'page', data, total, page, perPage };
}

/** Deletes entries older than each store's retention (audit_retention_days), a batch at a time; how many. */
export async function pruneAudit(db: PrismaClient, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM audit_entries WHERE id IN (
        SELECT a.id FROM audit_entries a JOIN stores s ON s.id = a.store_id
        WHERE a.created_at < now() - make_interval(days => s.audit_retention_days)
        LIMIT ${batch})`;
    total += n;
    if (n < batch) return total;
  }
}
