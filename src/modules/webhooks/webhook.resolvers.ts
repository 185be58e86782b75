import { admin } from '../../graphql/access';
import { connectionFields, pageInfoFields } from '../../graphql/connection';
import { gqlPage, listArgs, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateWebhookArgs,
  MutationDeleteWebhookArgs,
  MutationResendWebhookLogArgs,
  MutationRotateWebhookSecretArgs,
  MutationTestWebhookArgs,
  MutationUpdateWebhookArgs,
  QueryWebhookArgs,
  QueryWebhookLogArgs,
  QueryWebhookLogsArgs,
  QueryWebhookLogsConnectionArgs,
  QueryWebhooksArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { WebhookLog as WebhookLogRow } from '../../generated/prisma/client';
import { REDACTED } from '../game-servers/game-server.present';
import * as webhooks from './webhook.service';
import type { ListWebhookLogsInput, ListWebhooksInput } from './webhook.schemas';

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: admin('webhooks:read', async (ctx, args: QueryWebhooksArgs) => {
      const input: ListWebhooksInput = listArgs(args);
      return gqlPage(await webhooks.listWebhooks(ctx, input), '/v1/app/webhooks', input);
    }),
    webhook: admin('webhooks:read', (ctx, { id }: QueryWebhookArgs) => webhooks.getWebhook(ctx, id)),
    webhookLogs: admin('webhooks:read', async (ctx, args: QueryWebhookLogsArgs) => {
      const input: ListWebhookLogsInput = listArgs(args);
      return gqlPage(await webhooks.listWebhookLogs(ctx, input), '/v1/app/webhooks/logs', input);
    }),
    webhookLogsConnection: admin('webhooks:read', (ctx, args: QueryWebhookLogsConnectionArgs) => webhooks.webhookLogsConnection(ctx, listArgs(args))),
    webhookLog: admin('webhooks:read', (ctx, { id }: QueryWebhookLogArgs) => webhooks.getWebhookLog(ctx, id)),
  },
  Mutation: {
    createWebhook: admin('webhooks:write', (ctx, { input }: MutationCreateWebhookArgs) => webhooks.createWebhook(ctx, toServiceInput(input))),
    updateWebhook: admin('webhooks:write', (ctx, { id, input }: MutationUpdateWebhookArgs) => webhooks.updateWebhook(ctx, id, toServiceInput(input))),
    deleteWebhook: admin('webhooks:write', async (ctx, { id }: MutationDeleteWebhookArgs) => {
      await webhooks.deleteWebhook(ctx, id);
      return true;
    }),
    rotateWebhookSecret: admin('webhooks:write', (ctx, { id }: MutationRotateWebhookSecretArgs) => webhooks.rotateWebhookSecret(ctx, id)),
    testWebhook: admin('webhooks:write', (ctx, { id }: MutationTestWebhookArgs) => webhooks.testWebhook(ctx, id)),
    resendWebhookLog: admin('webhooks:write', (ctx, { logId }: MutationResendWebhookLogArgs) => webhooks.resendWebhookLog(ctx, logId)),
  },
  Webhook: {
    ...timestampFields('createdAt', 'updatedAt'),
    secret: (w) => (w as { secret?: string }).secret ?? REDACTED,
  },
  WebhookLog: {
    requestBody: (l) => l.requestBody as Record<string, unknown>,
    // Logs carry UTC (`Z`), as on REST, not the store's offset.
    createdAt: (l) => l.createdAt.toISOString(),
  },
  WebhookLogConnection: connectionFields<WebhookLogRow>(),
  PageInfo: pageInfoFields,
};
