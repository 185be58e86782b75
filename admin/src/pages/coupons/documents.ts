import { graphql } from '../../gql';

/** Every GraphQL document of the coupon pages (operation names start with Coupon). */

export const CouponFieldsFragment = graphql(`
  fragment CouponFormFields on Coupon {
    id
    code
    type
    value
    enabled
    maxUses
    uses
    expiresAt
    minPrice
    limitCriteria
    startsAt
    packageIds
    categoryIds
    maxUsesPerBuyer
    firstPurchaseOnly
    combinableWithSales
    createdAt
    updatedAt
  }
`);

export const CouponsDocument = graphql(`
  query CouponPage($page: Int, $perPage: Int, $code: String) {
    coupons(page: $page, perPage: $perPage, code: $code) {
      meta {
        ...PageMetaFields
      }
      data {
        ...CouponFormFields
      }
    }
  }
`);

export const CouponDocument = graphql(`
  query CouponOne($id: Int!) {
    coupon(id: $id) {
      ...CouponFormFields
    }
  }
`);

export const CreateCouponDocument = graphql(`
  mutation CouponFormCreate($input: CouponInput!) {
    createCoupon(input: $input) {
      ...CouponFormFields
    }
  }
`);

export const UpdateCouponDocument = graphql(`
  mutation CouponFormUpdate($id: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      ...CouponFormFields
    }
  }
`);

export const DeleteCouponDocument = graphql(`
  mutation CouponFormDelete($id: Int!) {
    deleteCoupon(id: $id)
  }
`);
