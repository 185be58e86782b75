import { graphql } from '../../gql';

/** Every GraphQL document of the sales pages (operation names start with Sale). */

export const SaleFieldsFragment = graphql(`
  fragment SaleFields on Sale {
    id
    name
    type
    value
    packageIds
    categoryIds
    startsAt
    endsAt
    enabled
    status
    createdAt
    updatedAt
  }
`);

export const SalesDocument = graphql(`
  query SaleList($page: Int, $perPage: Int, $status: SaleStatusFilter) {
    sales(page: $page, perPage: $perPage, status: $status) {
      meta {
        ...PageMetaFields
      }
      data {
        ...SaleFields
      }
    }
  }
`);

export const SaleDocument = graphql(`
  query SaleOne($id: Int!) {
    sale(id: $id) {
      ...SaleFields
    }
  }
`);

export const CreateSaleDocument = graphql(`
  mutation SaleCreate($input: SaleInput!) {
    createSale(input: $input) {
      ...SaleFields
    }
  }
`);

export const UpdateSaleDocument = graphql(`
  mutation SaleUpdate($id: Int!, $input: SaleInput!) {
    updateSale(id: $id, input: $input) {
      ...SaleFields
    }
  }
`);

export const DeleteSaleDocument = graphql(`
  mutation SaleDelete($id: Int!) {
    deleteSale(id: $id)
  }
`);
