import type { AppModule } from '../../module';
import { Webhook, WebhookLog } from './webhook.responses';
import { DELIVER_TASK, drainWebhook, scheduleDeliveries, type DeliveryDeps } from './webhook.delivery';
import { webhookResolvers } from './webhook.resolvers';
import { webhookRoutes } from './webhook.routes';

/** Webhooks, their delivery (one queue per webhook: a job sends its due deliveries as a batch) and logs. */
export const webhooksModule: AppModule = {
  name: 'webhooks',
  routes: webhookRoutes,
  resolvers: webhookResolvers,
  sdl: ['webhooks.graphql'],
  shapes: [Webhook, WebhookLog],
  // Every event recorded in the outbox: a delivery and its job for each enabled webhook taking it, in the recording transaction.
  subscriptions: [{ on: 'recorded', handler: (tx, e) => scheduleDeliveries(tx, e.storeId, e.id, e.event) }],
  tasks: ({ db, config, log, stopping, overrides }) => {
    const deps: DeliveryDeps = { db, config, ...(overrides.webhooks as Partial<DeliveryDeps> | undefined) };
    return {
      [DELIVER_TASK]: async (payload, helpers) => {
        const { deliveryId } = payload as { deliveryId: number };
        const signal = AbortSignal.any([stopping, helpers.abortSignal]);
        const results = await drainWebhook(deps, deliveryId, { runningJobKey: helpers.job.key, signal });
        for (const r of results) if (r.outcome === 'failed') log({ level: 'warn', msg: 'webhook delivery failed for good', deliveryId: r.deliveryId });
      },
    };
  },
};
