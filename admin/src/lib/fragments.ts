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

/** What the cursor pager needs of a connection's PageInfo (components/CursorPagination.tsx). */
export const PageInfoFieldsFragment = graphql(`
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);
