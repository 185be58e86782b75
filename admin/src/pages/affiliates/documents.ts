import { graphql } from '../../gql';

/** Every GraphQL document of the affiliate pages (operation names start with Affiliate). */

export const AffiliateListDocument = graphql(`
  query AffiliateList($page: Int, $perPage: Int, $search: String, $email: String) {
    affiliates(page: $page, perPage: $perPage, search: $search, email: $email) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        refCode
        email
        percentCommission
        balance
        statistics {
          revenue
          sales
        }
      }
    }
  }
`);

export const AffiliateDetailDocument = graphql(`
  query AffiliateDetail($id: Int!) {
    affiliate(id: $id) {
      id
      name
      refCode
      email
      percentCommission
      balance
      minWithdraw
      selfAffiliated
      linkedDiscountId
      withdrawSettings {
        fullName
        pixKey
        pixKeyType
        cpfCnpj
      }
      packageCommissions {
        id
        packageId
        package {
          id
          name
        }
        percentCommission
      }
      statistics {
        revenue
        sales
      }
      createdAt
      updatedAt
    }
  }
`);

export const AffiliateCreateDocument = graphql(`
  mutation AffiliateCreate($input: AffiliateInput!) {
    createAffiliate(input: $input) {
      id
      name
    }
  }
`);

export const AffiliateUpdateDocument = graphql(`
  mutation AffiliateUpdate($id: Int!, $input: AffiliateInput!) {
    updateAffiliate(id: $id, input: $input) {
      id
      name
      refCode
      email
      percentCommission
      balance
      minWithdraw
      selfAffiliated
      linkedDiscountId
      withdrawSettings {
        fullName
        pixKey
        pixKeyType
        cpfCnpj
      }
      packageCommissions {
        id
        packageId
        package {
          id
          name
        }
        percentCommission
      }
      updatedAt
    }
  }
`);

export const AffiliateDeleteDocument = graphql(`
  mutation AffiliateDelete($id: Int!) {
    deleteAffiliate(id: $id)
  }
`);

export const AffiliateWithdrawRequestsDocument = graphql(`
  query AffiliateWithdrawRequests($first: Int, $after: String, $last: Int, $before: String, $affiliateId: Int, $operation: WithdrawOperation) {
    withdrawRequestsConnection(first: $first, after: $after, last: $last, before: $before, affiliateId: $affiliateId, operation: $operation) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
        node {
          id
          affiliateId
          affiliate {
            id
            name
          }
          operation
          amount
          message
          createdAt
          updatedAt
        }
      }
    }
  }
`);

export const AffiliateCreateWithdrawRequestDocument = graphql(`
  mutation AffiliateCreateWithdrawRequest($input: WithdrawRequestInput!) {
    createWithdrawRequest(input: $input) {
      id
      affiliateId
      operation
      amount
    }
  }
`);

export const AffiliateSettleWithdrawRequestDocument = graphql(`
  mutation AffiliateSettleWithdrawRequest($id: Int!, $input: SettleWithdrawInput!) {
    settleWithdrawRequest(id: $id, input: $input) {
      id
      affiliateId
      operation
      amount
      message
      updatedAt
    }
  }
`);

/** The catalog search of the commission row editor. */
export const AffiliatePackageSearchDocument = graphql(`
  query AffiliatePackageSearch($name: String, $perPage: Int) {
    packages(name: $name, perPage: $perPage) {
      meta {
        total
      }
      data {
        id
        name
        priceDisplay
        category {
          id
          name
        }
      }
    }
  }
`);

/** The coupons an affiliate can be linked to. */
export const AffiliateCouponsDocument = graphql(`
  query AffiliateCoupons($page: Int, $perPage: Int) {
    coupons(page: $page, perPage: $perPage) {
      meta {
        total
      }
      data {
        id
        code
        enabled
      }
    }
  }
`);

/** The affiliate picker's choices (withdraw filters and form). */
export const AffiliatePickerDocument = graphql(`
  query AffiliatePicker($search: String, $perPage: Int) {
    affiliates(search: $search, perPage: $perPage) {
      meta {
        total
      }
      data {
        id
        name
        email
        balance
        minWithdraw
      }
    }
  }
`);

/** One affiliate's name and balance (withdraw request rows, a picked affiliate not in the picker's page). */
export const AffiliateSummaryDocument = graphql(`
  query AffiliateSummary($id: Int!) {
    affiliate(id: $id) {
      id
      name
      email
      balance
      minWithdraw
    }
  }
`);
