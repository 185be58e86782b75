import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the change the current code path writes (issue 31's audit log). A back-office
 * write runs inside `withAudit(...)`; every transaction it runs sets `app.audit` to this JSON, for
 * that transaction only (a write outside one is made one: src/db/client.ts), and the audit_row()
 * trigger (migration 20261201000000_staff_access_audit) records each row the statement changes in
 * an audited table, in the statement's own transaction. Outside `withAudit` the setting is empty and
 * the trigger records nothing (buyers, game servers, the worker).
 */
export interface AuditActor {
  store_id: number;
  actor_type: 'staff' | 'key';
  actor_id: number;
  actor_name: string;
  /** The operation: `POST /v1/app/package` or `Mutation.createPackage`. */
  operation: string;
  ip: string | null;
  request_id: string;
}

const current = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with its database writes attributed to `actor`. `fn` must await its queries itself: a
 * Prisma query runs when it is awaited, and one awaited outside `fn` runs outside the attribution.
 */
export const withAudit = <T>(actor: AuditActor, fn: () => Promise<T>): Promise<T> => current.run(JSON.stringify(actor), fn);

/** The `app.audit` value the statements of the current code path must run under ('' for none). */
export const auditSetting = (): string => current.getStore() ?? '';

/** The setting's statement, sent right after BEGIN: local to that transaction (src/db/client.ts). */
export const SET_AUDIT = "SELECT set_config('app.audit', $1, true)";
