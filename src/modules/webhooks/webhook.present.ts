import type { ServiceContext } from '../../context';
import type { Webhook, WebhookLog } from '../../generated/prisma/client';
import { timestamps } from '../../lib/present';
import { REDACTED } from '../game-servers/game-server.present';
import type { WebhookJson, WebhookLogJson } from './webhook.responses';

/** A webhook; `secret` in full only in the create and rotate responses, redacted everywhere else. */
export const presentWebhook = (ctx: ServiceContext, w: Webhook & { secret?: string }): WebhookJson => ({
  id: w.id,
  store_id: w.storeId,
  name: w.name,
  url: w.url,
  scopes: w.scopes,
  secret: w.secret ?? REDACTED,
  enabled: w.enabled,
  disabled_reason: w.disabledReason,
  ...timestamps(ctx, w),
});

/** A delivery attempt as the spec's Webhook log; its timestamp is UTC (`Z`), as the contract says for logs. */
export const presentWebhookLog = (_ctx: ServiceContext, l: WebhookLog): WebhookLogJson => ({
  _id: l.id,
  webhook_id: l.webhookId,
  store_id: l.storeId,
  event: l.event,
  url: l.url,
  request_body: l.requestBody as Record<string, unknown>,
  response_status: l.responseStatus,
  response_body: l.responseBody,
  response_time_ms: l.responseTimeMs,
  success: l.success,
  error: l.error,
  is_resend: l.isResend,
  original_log_id: l.originalLogId,
  created_at: l.createdAt.toISOString(),
});
