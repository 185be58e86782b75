import { WebhookEvent } from '../../generated/prisma/enums';
import { id, named, timestampsShape, UtcTimestamp, z } from '../../lib/responses';

/** REST response schemas of webhooks: what webhook.present.ts returns. */

export const Webhook = named(
  'Webhook',
  z.strictObject({
    id: id(),
    store_id: id(),
    name: z.string(),
    url: z.string(),
    scopes: z.array(z.enum(WebhookEvent)),
    secret: z.string().describe('whsec_... in full in the create and rotate responses only; "[redacted]" everywhere else'),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().describe('Why delivery stopped (a 410 from the receiver); null while enabled'),
    ...timestampsShape,
  }),
);

/** One delivery attempt; timestamps are UTC (`Z`). */
export const WebhookLog = named(
  'WebhookLog',
  z.strictObject({
    _id: z
      .string()
      .regex(/^[0-9a-f]{24}$/)
      .describe('A 24-hex object id'),
    webhook_id: id(),
    store_id: id(),
    event: z.enum(WebhookEvent),
    url: z.string(),
    request_body: z
      .record(z.string(), z.unknown())
      .describe('The payload as sent: {id, event, date, data: the order as GET returned it then}; test messages add test: true'),
    response_status: z.int().nullable().describe('null when no response came (timeout, refused, blocked address)'),
    response_body: z.string().nullable().describe('At most 4,096 characters, then marked …[truncated]'),
    response_time_ms: z.int().min(0),
    success: z.boolean(),
    error: z.string().nullable(),
    is_resend: z.boolean(),
    original_log_id: z
      .string()
      .regex(/^[0-9a-f]{24}$/)
      .nullable()
      .describe('The resent log; null unless is_resend'),
    created_at: UtcTimestamp,
  }),
);

export type WebhookJson = z.output<typeof Webhook>;
export type WebhookLogJson = z.output<typeof WebhookLog>;
