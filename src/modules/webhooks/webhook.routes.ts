import { listBody, listResponse, pageResponse, route, type Route } from '../../rest/route';
import { presentWebhook, presentWebhookLog } from './webhook.present';
import * as webhooks from './webhook.service';
import { createWebhookSchema, listWebhookLogsSchema, listWebhooksSchema, updateWebhookSchema } from './webhook.schemas';
import { Webhook, WebhookLog } from './webhook.responses';

const logId = { logId: 'string' } as const;

// The /logs routes come before /:id: the router reads `:id` as an integer id and would answer
// 404 for "logs".
export const webhookRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/webhooks/logs',
    access: 'admin',
    summary: 'List webhook delivery logs, newest first (filters webhook_id, event, success, from, to)',
    twin: 'Query.webhookLogs',
    response: pageResponse(WebhookLog),
    query: listWebhookLogsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await webhooks.listWebhookLogs(ctx, input.query), presentWebhookLog),
  }),
  route({
    method: 'get',
    path: '/app/webhooks/logs/:logId',
    params: logId,
    access: 'admin',
    summary: 'Get a webhook delivery log',
    twin: 'Query.webhookLog',
    response: WebhookLog,
    handler: async (ctx, { params }) => presentWebhookLog(ctx, await webhooks.getWebhookLog(ctx, params.str.logId)),
  }),
  route({
    method: 'post',
    path: '/app/webhooks/logs/:logId/resend',
    params: logId,
    access: 'admin',
    summary: 'Deliver a logged message again, now; returns the new log',
    twin: 'Mutation.resendWebhookLog',
    response: WebhookLog,
    handler: async (ctx, { params }) => presentWebhookLog(ctx, await webhooks.resendWebhookLog(ctx, params.str.logId)),
  }),
  route({
    method: 'get',
    path: '/app/webhooks',
    access: 'admin',
    summary: 'List webhooks',
    twin: 'Query.webhooks',
    response: listResponse(Webhook),
    query: listWebhooksSchema,
    handler: async (ctx, input) => listBody(ctx, input, await webhooks.listWebhooks(ctx, input.query), presentWebhook),
  }),
  route({
    method: 'post',
    path: '/app/webhooks',
    access: 'admin',
    summary: 'Create a webhook (the response carries its signing secret, shown only this once)',
    twin: 'Mutation.createWebhook',
    response: Webhook,
    body: createWebhookSchema,
    status: 201,
    handler: async (ctx, { body }) => presentWebhook(ctx, await webhooks.createWebhook(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/webhooks/:id',
    access: 'admin',
    summary: 'Get a webhook',
    twin: 'Query.webhook',
    response: Webhook,
    handler: async (ctx, { params }) => presentWebhook(ctx, await webhooks.getWebhook(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/webhooks/:id',
    access: 'admin',
    summary: 'Update a webhook (enabled: true clears disabled_reason)',
    twin: 'Mutation.updateWebhook',
    response: Webhook,
    body: updateWebhookSchema,
    handler: async (ctx, { params, body }) => presentWebhook(ctx, await webhooks.updateWebhook(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/webhooks/:id',
    access: 'admin',
    summary: 'Delete a webhook with its deliveries and logs',
    twin: 'Mutation.deleteWebhook',
    status: 204,
    handler: async (ctx, { params }) => webhooks.deleteWebhook(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/app/webhooks/:id/secret',
    access: 'admin',
    summary: 'Replace the signing secret (the new one is shown only this once; the old one no longer signs)',
    twin: 'Mutation.rotateWebhookSecret',
    response: Webhook,
    handler: async (ctx, { params }) => presentWebhook(ctx, await webhooks.rotateWebhookSecret(ctx, params.id)),
  }),
  route({
    method: 'post',
    path: '/app/webhooks/:id/test',
    access: 'admin',
    summary: 'Send a test message now (event = the first scope, data = the latest order); returns its log',
    twin: 'Mutation.testWebhook',
    response: WebhookLog,
    handler: async (ctx, { params }) => presentWebhookLog(ctx, await webhooks.testWebhook(ctx, params.id)),
  }),
];
