import { graphql } from '../../gql';

/** Every GraphQL document of the ban list (operation names start with Bans). */

export const BanFieldsFragment = graphql(`
  fragment BanFields on Ban {
    id
    kind
    value
    reason
    expiresAt
    active
    createdBy
    createdAt
  }
`);

export const BansListDocument = graphql(`
  query BansList($page: Int, $perPage: Int, $kind: BanKind, $search: String, $active: Boolean) {
    bans(page: $page, perPage: $perPage, kind: $kind, search: $search, active: $active) {
      meta {
        ...PageMetaFields
      }
      data {
        ...BanFields
      }
    }
  }
`);

export const CreateBanDocument = graphql(`
  mutation BansCreate($input: CreateBanInput!) {
    createBan(input: $input) {
      ...BanFields
    }
  }
`);

export const DeleteBanDocument = graphql(`
  mutation BansDelete($id: Int!) {
    deleteBan(id: $id)
  }
`);

export const BanRefusalsDocument = graphql(`
  query BansRefusals($page: Int, $perPage: Int, $kind: BanKind, $email: String, $clientIdentifier: String) {
    banRefusals(page: $page, perPage: $perPage, kind: $kind, email: $email, clientIdentifier: $clientIdentifier) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        banId
        kind
        value
        clientEmail
        clientIdentifier
        ip
        createdAt
      }
    }
  }
`);
