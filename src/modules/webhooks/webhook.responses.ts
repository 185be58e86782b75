import { WebhookEvent } from '../../generated/prisma/enums';
import { gql, id, named, timestampsShape, UtcTimestamp, z } from '../../lib/responses';

/** REST response schemas of webhooks: what webhook.present.ts returns. */

export const Webhook = named(
  'Webhook',
  z.strictObject({
    id: id().describe('Webhook id.'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    name: z.string().describe('Display name, 1..100 characters.'),
    url: z.string().describe('Where messages are POSTed: an https:// URL, up to 2,048 characters.'),
    scopes: z.array(z.enum(WebhookEvent)).describe('The events it receives, in the order they were given.'),
    secret: gql(z.string().describe('whsec_... in full in the create and rotate responses only; "[redacted]" everywhere else'), {
      description:
        'The signing secret (whsec_...): in full only in the result of createWebhook and\nrotateWebhookSecret, "[redacted]" everywhere else. Stored encrypted.',
    }),
    enabled: z.boolean().describe('false: no new events are delivered (set by a person, or by the service when the receiver answered 410 Gone).'),
    disabled_reason: gql(z.string().nullable().describe('Why delivery stopped (a 410 from the receiver); null while enabled'), {
      description: 'Why the service disabled the webhook; cleared when it is enabled again.',
    }),
    ...timestampsShape,
  }),
  "A receiver of the store's order events. Every message carries two signatures with the webhook's\nsecret: CentralCart's (x-centralcart-timestamp, x-centralcart-signature: hex HMAC-SHA256 of\n\"timestamp.body\" keyed with the whole secret string) and Standard Webhooks' (webhook-id,\nwebhook-timestamp, webhook-signature).",
);

/** One delivery attempt; timestamps are UTC (`Z`). */
export const WebhookLog = named(
  'WebhookLog',
  z.strictObject({
    _id: gql(
      z
        .string()
        .regex(/^[0-9a-f]{24}$/)
        .describe('A 24-hex object id'),
      { name: 'id', description: 'A 24-hex object identifier (the REST `_id`).' },
    ),
    webhook_id: id().describe('Id of the webhook it was sent to.'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    event: z.enum(WebhookEvent).describe("The event the message carried (a test message carries the webhook's first scope)."),
    url: z.string().describe('The URL the message was sent to.'),
    request_body: gql(
      z
        .record(z.string(), z.unknown())
        .describe('The payload as sent: {id, event, date, data: the order as GET returned it then}; test messages add test: true'),
      { description: 'The payload that was sent: {id, event, date, data} with data the order as REST GET returns it (tests add test: true).' },
    ),
    response_status: gql(z.int().nullable().describe('null when no response came (timeout, refused, blocked address)'), {
      description: "The receiver's HTTP status; null when no response came (timeout, refused connection, blocked address).",
    }),
    response_body: gql(z.string().nullable().describe('At most 4,096 characters, then marked …[truncated]'), {
      description: 'The response body, cut at 4,096 characters (then marked …[truncated]); null when no response came.',
    }),
    response_time_ms: z.int().min(0).describe('Milliseconds until the response came or the attempt failed.'),
    success: z.boolean().describe('true for a 2xx answer within the delivery timeout (10 s by default); redirects count as failures.'),
    error: z.string().nullable().describe('Why the attempt failed (a timeout, a refused connection, "receiver answered 500"); null on success.'),
    is_resend: z.boolean().describe('true for a log written by resendWebhookLog.'),
    original_log_id: gql(
      z
        .string()
        .regex(/^[0-9a-f]{24}$/)
        .nullable()
        .describe('The resent log; null unless is_resend'),
      { description: 'The log this one resent, for resends; null otherwise.' },
    ),
    created_at: gql(UtcTimestamp, { description: 'UTC, ISO 8601 with milliseconds and Z.' }),
  }),
  'One attempt to deliver a message to a webhook.',
);

export type WebhookJson = z.output<typeof Webhook>;
export type WebhookLogJson = z.output<typeof WebhookLog>;
