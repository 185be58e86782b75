import { listBody, pageResponse, route, type Route } from '../../rest/route';
import { presentAuditEntry } from './audit.present';
import { AuditEntry } from './audit.responses';
import { listAuditSchema } from './audit.schemas';
import { listAudit } from './audit.service';

export const auditRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/audit',
    access: 'admin',
    permission: 'audit:read',
    summary: 'The audit log, newest first: every change by a staff user or an API key, with the fields before and after',
    twin: 'Query.auditEntries',
    response: pageResponse(AuditEntry),
    query: listAuditSchema,
    handler: async (ctx, input) => listBody(ctx, input, await listAudit(ctx, input.query), presentAuditEntry),
  }),
];
