import { graphql } from '../../gql';

/** Every GraphQL document of the subscription pages (operation names start with Subscriptions). */

export const SubscriptionsListDocument = graphql(`
  query SubscriptionsList(
    $page: Int
    $perPage: Int
    $status: SubscriptionStatus
    $clientIdentifier: String
    $email: String
    $packageId: Int
  ) {
    subscriptions(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, packageId: $packageId) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        status
        gateway
        packageId
        packageName
        interval
        intervalCount
        priceDisplay
        clientIdentifier
        clientEmail
        clientName
        currentPeriodEnd
        renewals
        cancelAtPeriodEnd
      }
    }
  }
`);

/** A subscription as its page shows it, and as cancelSubscription answers (the page takes the answer as it is). */
export const SubscriptionFieldsFragment = graphql(`
  fragment SubscriptionsDetailFields on StoreSubscription {
    id
    status
    gateway
    providerId
    providerCustomerId
    packageId
    packageName
    interval
    intervalCount
    price
    currency
    priceDisplay
    clientIdentifier
    clientEmail
    clientName
    clientDiscord
    currentPeriodStart
    currentPeriodEnd
    renewals
    cancelAtPeriodEnd
    canceledAt
    pastDueAt
    expiredAt
    createdAt
    updatedAt
  }
`);

export const SubscriptionDetailDocument = graphql(`
  query SubscriptionsDetail($id: Int!) {
    subscription(id: $id) {
      ...SubscriptionsDetailFields
      orders {
        id
        internalId
        status
        price
        currency
        reviewReason
        paidAt
        createdAt
      }
    }
  }
`);

export const CancelSubscriptionDocument = graphql(`
  mutation SubscriptionsCancel($id: Int!, $atPeriodEnd: Boolean!) {
    cancelSubscription(id: $id, atPeriodEnd: $atPeriodEnd) {
      ...SubscriptionsDetailFields
    }
  }
`);
