import { textCheck } from '../../lib/console-text';
import { id, pageSchema, z } from '../../lib/validation';

const plainText = () => z.string().check(textCheck('plain'));
const instant = z.iso.datetime({ offset: true });

/** GET /v1/app/audit filters: who, which record, which operation, a time range (from inclusive, to exclusive). */
export const listAuditSchema = pageSchema.omit({ all: true }).extend({
  actor_type: z.enum(['staff', 'key']).optional(),
  actor_id: id().optional(),
  record_type: plainText().trim().min(1).max(60).optional(),
  record_id: plainText().trim().min(1).max(60).optional(),
  operation: plainText().trim().min(1).max(120).optional(),
  from: instant.optional(),
  to: instant.optional(),
});

export type ListAuditInput = z.input<typeof listAuditSchema>;
