import { graphql } from '../../gql';

/** Every GraphQL document of the audit log page (operation names start with Audit). */

export const AuditEntriesDocument = graphql(`
  query AuditEntries(
    $page: Int
    $perPage: Int
    $actorType: ActorKind
    $actorId: Int
    $recordType: String
    $recordId: String
    $operation: String
    $from: String
    $to: String
  ) {
    auditEntries(
      page: $page
      perPage: $perPage
      actorType: $actorType
      actorId: $actorId
      recordType: $recordType
      recordId: $recordId
      operation: $operation
      from: $from
      to: $to
    ) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        actorType
        actorId
        actorName
        operation
        recordType
        recordId
        action
        before
        after
        ip
        createdAt
      }
    }
  }
`);
