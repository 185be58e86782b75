import { graphql } from '../../gql';

/** Every GraphQL document of the roles page (operation names start with Roles). */

export const RoleFieldsFragment = graphql(`
  fragment RoleFields on StaffRole {
    id
    name
    builtIn
    permissions
  }
`);

export const RolesListDocument = graphql(`
  query RolesList {
    staffRoles {
      ...RoleFields
    }
  }
`);

/** The permission vocabulary with what each allows (permission store:read). */
export const PermissionVocabularyDocument = graphql(`
  query PermissionVocabulary {
    permissions {
      name
      description
    }
  }
`);

export const CreateRoleDocument = graphql(`
  mutation RolesCreate($input: StaffRoleInput!) {
    createStaffRole(input: $input) {
      ...RoleFields
    }
  }
`);

export const UpdateRoleDocument = graphql(`
  mutation RolesUpdate($id: Int!, $input: StaffRoleInput!) {
    updateStaffRole(id: $id, input: $input) {
      ...RoleFields
    }
  }
`);

export const DeleteRoleDocument = graphql(`
  mutation RolesDelete($id: Int!) {
    deleteStaffRole(id: $id)
  }
`);
