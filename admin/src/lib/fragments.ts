import { graphql } from '../gql';

/** What a paginated list needs of the API's PageMeta (the Pagination component's props). */
export const PageMetaFieldsFragment = graphql(`
  fragment PageMetaFields on PageMeta {
    total
    perPage
    currentPage
    lastPage
  }
`);
