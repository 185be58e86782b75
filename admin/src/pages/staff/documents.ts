import { graphql } from '../../gql';

/** Every GraphQL document of the staff page (operation names start with Staff). */

/** A staff user as the list shows it, and as the staff mutations answer (the list takes the answer as it is). */
export const StaffUserFieldsFragment = graphql(`
  fragment StaffUserFields on StaffUser {
    id
    email
    name
    role
    roleId
    roleName
    permissions
    status
    twoFactorEnabled
    lockedUntil
    liveSessions
    lastSignInAt
    createdAt
  }
`);

export const StaffListDocument = graphql(`
  query StaffList($page: Int, $perPage: Int, $status: StaffUserStatus) {
    staffUsers(page: $page, perPage: $perPage, status: $status) {
      meta {
        ...PageMetaFields
      }
      data {
        ...StaffUserFields
      }
    }
  }
`);

/** The roles a staff user can be given: the built-in ones and the store's custom ones. */
export const StaffRolesDocument = graphql(`
  query StaffRoles {
    staffRoles {
      id
      name
      builtIn
      permissions
    }
  }
`);

export const InviteStaffDocument = graphql(`
  mutation StaffInvite($input: InviteStaffUserInput!) {
    inviteStaffUser(input: $input) {
      inviteSent
      staffUser {
        ...StaffUserFields
      }
    }
  }
`);

export const UpdateStaffDocument = graphql(`
  mutation StaffUpdate($id: Int!, $input: UpdateStaffUserInput!) {
    updateStaffUser(id: $id, input: $input) {
      ...StaffUserFields
    }
  }
`);

export const RemoveStaffDocument = graphql(`
  mutation StaffRemove($id: Int!) {
    removeStaffUser(id: $id)
  }
`);

export const ResendInviteDocument = graphql(`
  mutation StaffResendInvite($id: Int!) {
    resendStaffInvite(id: $id) {
      inviteSent
      staffUser {
        ...StaffUserFields
      }
    }
  }
`);

export const RevokeSessionsDocument = graphql(`
  mutation StaffRevokeSessions($id: Int!) {
    revokeStaffSessions(id: $id)
  }
`);
