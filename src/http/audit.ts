import type { ServiceContext } from '../context';
import type { AuditActor } from '../db/audit-context';

/**
 * The audit log's actor for a back-office request's writes: its staff user or API key, the
 * operation (`PATCH /v1/app/package/:id`, `Mutation.updatePackage`), the client's address and the
 * request id. Both surfaces make it here, from the proven service context.
 */
export function auditActor(ctx: ServiceContext, operation: string, ip: string | undefined): AuditActor {
  const actor = ctx.actor;
  if (actor.kind !== 'admin') throw new Error('the audit log records back-office callers only');
  const staff = actor.staffUserId !== null;
  return {
    store_id: ctx.store.id,
    actor_type: staff ? 'staff' : 'key',
    actor_id: (staff ? actor.staffUserId : actor.apiKeyId) ?? 0,
    actor_name: actor.name,
    operation,
    ip: ip ?? null,
    request_id: ctx.requestId,
  };
}
