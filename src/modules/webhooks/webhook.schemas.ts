import { WebhookEvent } from '../../generated/prisma/enums';
import { isCalendarDate } from '../../lib/format';
import { connectionArgs } from '../../lib/keyset';
import { id, pageSchema, z } from '../../lib/validation';

const name = z.string().trim().min(1).max(100);
/** Shape only; https, credentials and private targets are checked by assertWebhookUrl (it may resolve DNS). */
const url = z.string().trim().min(1).max(2048);
// A string first, so a null entry is `required` and a number is `type`, as for any other field.
const scopes = z
  .array(
    z
      .string()
      .pipe(z.enum(WebhookEvent))
      .meta({ enum: Object.values(WebhookEvent) }),
  )
  .min(1)
  .check((ctx) => {
    // A scope listed twice is a mistake in the caller's list, not something to fold silently.
    const seen = new Set<string>();
    ctx.value.forEach((s, i) => {
      if (seen.has(s)) ctx.issues.push({ code: 'custom', input: s, path: [i], message: 'repeats an earlier scope', params: { rule: 'unique' } });
      seen.add(s);
    });
  });

export const createWebhookSchema = z.object({
  name,
  url,
  scopes,
  enabled: z.boolean().optional(),
});

export const updateWebhookSchema = createWebhookSchema.partial();

export const listWebhooksSchema = pageSchema;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 timestamp with a zone (Z or an offset): a log's instant is never ambiguous. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A bound of the log list: a UTC calendar day (whole day) or an exact ISO timestamp (rule `date`). */
const dayOrInstant = z.string().check((ctx) => {
  const v = ctx.value.trim();
  const ok = DAY.test(v) ? isCalendarDate(v) : TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v));
  if (!ok) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: 'must be a day as YYYY-MM-DD or an ISO 8601 timestamp with a zone',
      params: { rule: 'date' },
    });
  }
});

/** Logs grow without bound, so they are always paginated (no `all`). */
export const listWebhookLogsSchema = pageSchema.omit({ all: true }).extend({
  webhook_id: id().optional(),
  event: z.enum(WebhookEvent).optional(),
  success: z.boolean().optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
});

export const LOG_ID = /^[0-9a-f]{24}$/i;

/** GraphQL's webhookLogsConnection: the log list's filters, and a keyset window (src/lib/keyset.ts) in place of the page. */
export const webhookLogsConnectionSchema = listWebhookLogsSchema
  .omit({ page: true, per_page: true })
  .extend(connectionArgs('webhook_logs', (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{24}$/.test(v)));

export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;
export type ListWebhooksInput = z.input<typeof listWebhooksSchema>;
export type ListWebhookLogsInput = z.input<typeof listWebhookLogsSchema>;
export type WebhookLogsConnectionInput = z.input<typeof webhookLogsConnectionSchema>;
