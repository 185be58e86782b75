import { graphql } from '../../gql';

/** Every GraphQL document of the API keys page (operation names start with ApiKeys). */

export const ApiKeysListDocument = graphql(`
  query ApiKeysList($page: Int, $perPage: Int) {
    apiKeys(page: $page, perPage: $perPage) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        prefix
        permissions
        fullAccess
        expiresAt
        lastUsedAt
        revokedAt
        createdAt
      }
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation ApiKeysCreate($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      id
      name
      prefix
      permissions
      fullAccess
      expiresAt
      lastUsedAt
      revokedAt
      createdAt
      secret
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation ApiKeysRevoke($id: Int!) {
    revokeApiKey(id: $id)
  }
`);
