import { graphql } from '../../gql';

/**
 * Every GraphQL document of the webhook pages (operation names start with Webhook).
 * The signing secret is asked for only by the two mutations that return it in full (create,
 * rotate): queries never select it.
 */

export const WebhooksDocument = graphql(`
  query WebhookList($page: Int, $perPage: Int) {
    webhooks(page: $page, perPage: $perPage) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        url
        scopes
        enabled
        disabledReason
        createdAt
      }
    }
  }
`);

export const WebhookDocument = graphql(`
  query WebhookOne($id: Int!) {
    webhook(id: $id) {
      id
      name
      url
      scopes
      enabled
      disabledReason
      createdAt
      updatedAt
    }
  }
`);

export const WebhookLogsDocument = graphql(`
  query WebhookLogs($webhookId: Int, $first: Int, $after: String, $last: Int, $before: String, $event: WebhookEvent, $success: Boolean) {
    webhookLogsConnection(webhookId: $webhookId, first: $first, after: $after, last: $last, before: $before, event: $event, success: $success) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
        node {
          id
          webhookId
          event
          url
          requestBody
          responseStatus
          responseBody
          responseTimeMs
          success
          error
          isResend
          originalLogId
          createdAt
        }
      }
    }
  }
`);

export const CreateWebhookDocument = graphql(`
  mutation WebhookCreate($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      id
      name
      url
      scopes
      enabled
      disabledReason
      secret
      createdAt
      updatedAt
    }
  }
`);

export const UpdateWebhookDocument = graphql(`
  mutation WebhookUpdate($id: Int!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      id
      name
      url
      scopes
      enabled
      disabledReason
      createdAt
      updatedAt
    }
  }
`);

export const RotateWebhookSecretDocument = graphql(`
  mutation WebhookRotateSecret($id: Int!) {
    rotateWebhookSecret(id: $id) {
      id
      secret
      updatedAt
    }
  }
`);

export const DeleteWebhookDocument = graphql(`
  mutation WebhookDelete($id: Int!) {
    deleteWebhook(id: $id)
  }
`);

export const TestWebhookDocument = graphql(`
  mutation WebhookSendTest($id: Int!) {
    testWebhook(id: $id) {
      id
      event
      responseStatus
      success
      error
      createdAt
    }
  }
`);

export const ResendWebhookLogDocument = graphql(`
  mutation WebhookResendLog($logId: String!) {
    resendWebhookLog(logId: $logId) {
      id
      event
      responseStatus
      success
      error
      isResend
      originalLogId
      createdAt
    }
  }
`);
