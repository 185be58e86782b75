import { randomUUID } from 'node:crypto';
import type { Wire } from '../../lib/wire';
import type { ServiceContext } from '../../context';
import type { Prisma, Webhook, WebhookEvent, WebhookLog } from '../../generated/prisma/client';
import { isAppError, notFound, validationFailed, invalid, type ErrorDetail } from '../../errors';
import { nextDay } from '../../lib/format';
import { keysetOrder, keysetWhere, slice, type Slice } from '../../lib/keyset';
import { pageWindow, type ListResult, type Page } from '../../lib/pagination';
import { assertStorableText, parseInput, toErrorDetails, type z } from '../../lib/validation';
import { presentOrder } from '../orders/order.present';
import { newWebhookSecret } from './webhook.crypto';
import { encryptSecret, secretKey } from '../../lib/secrets';
import { attempt, type DeliveryDeps } from './webhook.delivery';
import { assertWebhookUrl } from './webhook.ssrf';
import {
  createWebhookSchema,
  listWebhookLogsSchema,
  listWebhooksSchema,
  LOG_ID,
  updateWebhookSchema,
  webhookLogsConnectionSchema,
  type CreateWebhookInput,
  type ListWebhookLogsInput,
  type ListWebhooksInput,
  type UpdateWebhookInput,
  type WebhookLogsConnectionInput,
} from './webhook.schemas';

/** A webhook with its signing secret in full: only the create and rotate responses carry one. */
export type WebhookWithSecret = Webhook & { secret: string };

const FIELD_ORDER = ['name', 'url', 'scopes', 'enabled'];
const fieldRank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field.split('.')[0]);
  return i === -1 ? FIELD_ORDER.length : i;
};

/**
 * The body's schema and, when the url is well formed, the URL policy (https only; no private,
 * loopback or link-local target unless the operator allows it), reported together: one entry
 * per failing field, in the body's field order, as every other validation.
 */
async function parseWebhookInput<S extends z.ZodType>(ctx: ServiceContext, schema: S, input: unknown): Promise<z.output<S>> {
  assertStorableText(input);
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  const details: Required<ErrorDetail>[] = result.success ? [] : toErrorDetails(result.error.issues);
  const raw = (input as { url?: unknown } | null | undefined)?.url;
  if (typeof raw === 'string' && raw.trim() && !details.some((d) => d.field === 'url')) {
    try {
      await assertWebhookUrl(raw.trim(), ctx.config.webhookAllowPrivate);
    } catch (e) {
      if (!isAppError(e)) throw e;
      details.push(...(e.details as Required<ErrorDetail>[]));
    }
  }
  if (details.length) throw validationFailed(details.sort((a, b) => fieldRank(a.field) - fieldRank(b.field)));
  return (result as { data: z.output<S> }).data;
}

/** A new signing secret, and what is stored of it: the AES-256-GCM ciphertext (it must stay readable to sign). */
async function newSecret(ctx: ServiceContext) {
  const secret = newWebhookSecret();
  return { secret, secretEnc: encryptSecret(await secretKey(ctx.db, ctx.config), secret) };
}

const deliveryDeps = (ctx: ServiceContext): DeliveryDeps => ({ db: ctx.db, config: ctx.config });

/** A message id for a message that is not an outbox event (a test, a resend of one). */
const newMessageId = () => `msg_${randomUUID()}`;

// ---------- webhooks ----------

export async function listWebhooks(ctx: ServiceContext, input: Wire<ListWebhooksInput> = {}): Promise<ListResult<Webhook>> {
  const q = parseInput(listWebhooksSchema, input);
  const where = { storeId: ctx.store.id };
  const orderBy = { id: 'asc' as const };
  if (q.all) return { kind: 'all', data: await ctx.db.webhook.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.webhook.count({ where }), ctx.db.webhook.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getWebhook(ctx: ServiceContext, id: number): Promise<Webhook> {
  const webhook = await ctx.db.webhook.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!webhook) throw notFound(`Webhook ${id} not found`);
  return webhook;
}

export async function createWebhook(ctx: ServiceContext, input: Wire<CreateWebhookInput>): Promise<WebhookWithSecret> {
  const data = await parseWebhookInput(ctx, createWebhookSchema, input);
  const { secret, secretEnc } = await newSecret(ctx);
  const webhook = await ctx.db.webhook.create({
    data: { storeId: ctx.store.id, name: data.name, url: data.url, scopes: data.scopes, secretEnc, enabled: data.enabled ?? true },
  });
  return { ...webhook, secret };
}

/**
 * Changes name, url, scopes or enabled. Enabling clears `disabled_reason` (the owner has fixed
 * what made the receiver answer 410); disabling keeps any reason the service recorded.
 */
export async function updateWebhook(ctx: ServiceContext, id: number, input: Wire<UpdateWebhookInput>): Promise<Webhook> {
  const data = await parseWebhookInput(ctx, updateWebhookSchema, input);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.webhook.updateMany({
      where: { id, storeId: ctx.store.id },
      data: {
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.url !== undefined ? { url: data.url } : {}),
        ...(data.scopes !== undefined ? { scopes: data.scopes } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
        ...(data.enabled === true ? { disabledReason: null } : {}),
      },
    });
    if (count === 0) throw notFound(`Webhook ${id} not found`);
    return (await tx.webhook.findUnique({ where: { id } }))!;
  });
}

/** Deletes a webhook with its deliveries and logs; jobs already queued for it find nothing and end. */
export async function deleteWebhook(ctx: ServiceContext, id: number): Promise<void> {
  const { count } = await ctx.db.webhook.deleteMany({ where: { id, storeId: ctx.store.id } });
  if (count === 0) throw notFound(`Webhook ${id} not found`);
}

/** A new signing secret, in full this once; every message from now on is signed with it only. */
export async function rotateWebhookSecret(ctx: ServiceContext, id: number): Promise<WebhookWithSecret> {
  const { secret, secretEnc } = await newSecret(ctx);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.webhook.updateMany({ where: { id, storeId: ctx.store.id }, data: { secretEnc } });
    if (count === 0) throw notFound(`Webhook ${id} not found`);
    return { ...(await tx.webhook.findUnique({ where: { id } }))!, secret };
  });
}

/**
 * Sends a test message now, signed like any other, and returns its log. The event is the
 * webhook's first scope and `data` the store's latest order as GET returns it (null without
 * orders); `test: true` tells the receiver not to act on it. Works on a disabled webhook too:
 * testing is how the owner checks a receiver before enabling it again.
 */
export async function testWebhook(ctx: ServiceContext, id: number): Promise<WebhookLog> {
  const webhook = await getWebhook(ctx, id);
  const event = webhook.scopes[0] as WebhookEvent;
  const latest = await ctx.db.order.findFirst({ where: { storeId: ctx.store.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const messageId = newMessageId();
  const payload = {
    id: messageId,
    event,
    date: new Date().toISOString(),
    test: true,
    data: latest ? await presentOrder(ctx, latest) : null,
  } as Prisma.JsonObject;
  const { log } = await attempt(deliveryDeps(ctx), { webhook, event, messageId, payload });
  return log;
}

// ---------- logs ----------

function bound(value: string, edge: 'from' | 'to'): Date {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${edge === 'from' ? v : nextDay(v)}T00:00:00.000Z`);
  // An exact `to` is included: the exclusive bound is the next millisecond (timestamps keep milliseconds).
  return new Date(Date.parse(v) + (edge === 'to' ? 1 : 0));
}

/**
 * The store's delivery logs, newest first. `from`/`to` are UTC days, both included (logs carry
 * UTC timestamps), or exact ISO timestamps.
 */
export async function listWebhookLogs(ctx: ServiceContext, input: Wire<ListWebhookLogsInput> = {}): Promise<Page<WebhookLog>> {
  const q = parseInput(listWebhookLogsSchema, input);
  const where = logFilters(ctx, q);
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.webhookLog.count({ where }), ctx.db.webhookLog.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

/** The conditions of the log list's validated filters (the page's and the connection's). */
type LogFilters = Pick<z.output<typeof listWebhookLogsSchema>, 'webhook_id' | 'event' | 'success' | 'from' | 'to'>;
function logFilters(ctx: ServiceContext, q: LogFilters): Prisma.WebhookLogWhereInput {
  const gte = q.from ? bound(q.from, 'from') : undefined;
  const lt = q.to ? bound(q.to, 'to') : undefined;
  if (gte && lt && gte >= lt) throw invalid('to', 'range', 'to must not be before from');
  return {
    storeId: ctx.store.id,
    ...(q.webhook_id !== undefined ? { webhookId: q.webhook_id } : {}),
    ...(q.event ? { event: q.event } : {}),
    ...(q.success !== undefined ? { success: q.success } : {}),
    ...(gte || lt ? { createdAt: { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) } } : {}),
  };
}

/**
 * The logs as a connection (GraphQL only): listWebhookLogs' filters, a keyset page (src/lib/keyset.ts)
 * over the (store_id, [webhook_id | event | success,] created_at DESC) indexes the page reads.
 */
export async function webhookLogsConnection(ctx: ServiceContext, input: Wire<WebhookLogsConnectionInput> = {}): Promise<Slice<WebhookLog>> {
  const q = parseInput(webhookLogsConnectionSchema, input);
  const where = logFilters(ctx, q);
  return slice('webhook_logs', q, {
    rows: (range, reverse, take) => ctx.db.webhookLog.findMany({ where: { AND: [where, keysetWhere(range)] }, orderBy: keysetOrder(reverse), take }),
    count: () => ctx.db.webhookLog.count({ where }),
  });
}

/** A log of this store by its 24-hex id; anything else names nothing (404). */
export async function getWebhookLog(ctx: ServiceContext, logId: string): Promise<WebhookLog> {
  const log = LOG_ID.test(logId) ? await ctx.db.webhookLog.findFirst({ where: { id: logId.toLowerCase(), storeId: ctx.store.id } }) : null;
  if (!log) throw notFound(`Webhook log ${logId} not found`);
  return log;
}

/**
 * Delivers the logged message again, now, to the webhook's current url with its current secret,
 * and returns the new log (`is_resend`, `original_log_id`). Same body and, for an event, the same
 * `webhook-id`, so a receiver that deduplicates sees a repeat. A resend that succeeds settles the
 * event's delivery if it was still retrying or had failed, so the worker stops retrying it.
 * Allowed on a disabled webhook: a person asked for it.
 */
export async function resendWebhookLog(ctx: ServiceContext, logId: string): Promise<WebhookLog> {
  const original = await getWebhookLog(ctx, logId);
  const webhook = await ctx.db.webhook.findFirst({ where: { id: original.webhookId, storeId: ctx.store.id } });
  if (!webhook) throw notFound(`Webhook log ${logId} not found`);
  const { log } = await attempt(deliveryDeps(ctx), {
    webhook,
    event: original.event,
    messageId: original.eventId ?? newMessageId(),
    payload: original.requestBody as Prisma.JsonObject,
    eventId: original.eventId,
    deliveryId: original.deliveryId,
    isResend: true,
    originalLogId: original.id,
  });
  if (log.success && original.deliveryId !== null) {
    await ctx.db.webhookDelivery.updateMany({
      where: { id: original.deliveryId, storeId: ctx.store.id, status: { in: ['PENDING', 'FAILED'] } },
      data: { status: 'SUCCEEDED', nextAttemptAt: null },
    });
  }
  return log;
}
