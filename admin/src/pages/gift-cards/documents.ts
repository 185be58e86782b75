import { graphql } from '../../gql';

/** Every GraphQL document of the gift card pages (operation names start with GiftCard). */

export const GiftCardFieldsFragment = graphql(`
  fragment GiftCardFields on GiftCard {
    id
    last4
    initialValue
    balance
    currency
    enabled
    expiresAt
    note
    recipientEmail
    orderId
    createdBy
    createdAt
    updatedAt
  }
`);

export const GiftCardsDocument = graphql(`
  query GiftCardList($page: Int, $perPage: Int, $enabled: Boolean, $q: String) {
    giftCards(page: $page, perPage: $perPage, enabled: $enabled, q: $q) {
      meta {
        ...PageMetaFields
      }
      data {
        ...GiftCardFields
      }
    }
  }
`);

export const GiftCardDocument = graphql(`
  query GiftCardOne($id: Int!) {
    giftCard(id: $id) {
      ...GiftCardFields
      transactions {
        id
        kind
        amount
        balanceAfter
        orderId
        note
        createdAt
      }
    }
  }
`);

export const IssueGiftCardDocument = graphql(`
  mutation GiftCardIssue($input: IssueGiftCardInput!) {
    issueGiftCard(input: $input) {
      code
      giftCard {
        ...GiftCardFields
      }
    }
  }
`);

export const UpdateGiftCardDocument = graphql(`
  mutation GiftCardUpdate($id: Int!, $input: UpdateGiftCardInput!) {
    updateGiftCard(id: $id, input: $input) {
      ...GiftCardFields
    }
  }
`);

export const AdjustGiftCardDocument = graphql(`
  mutation GiftCardAdjust($id: Int!, $input: AdjustGiftCardInput!) {
    adjustGiftCard(id: $id, input: $input) {
      ...GiftCardFields
    }
  }
`);
