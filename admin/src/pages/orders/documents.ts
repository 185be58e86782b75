import { graphql } from '../../gql';

/** Every GraphQL document of the order pages (operation names start with Orders). */

export const OrdersListDocument = graphql(`
  query OrdersList(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: OrderStatus
    $clientIdentifier: String
    $email: String
    $gateway: Gateway
    $from: String
    $to: String
  ) {
    ordersConnection(
      first: $first
      after: $after
      last: $last
      before: $before
      status: $status
      clientIdentifier: $clientIdentifier
      email: $email
      gateway: $gateway
      from: $from
      to: $to
    ) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
        node {
          id
          internalId
          clientIdentifier
          clientName
          clientEmail
          status
          statusDisplay
          price
          priceDisplay
          currency
          gateway
          gatewayDisplay
          manuallyCreated
          createdAt
          paidAt
          reviewReason
        }
      }
    }
  }
`);

export const OrderDetailDocument = graphql(`
  query OrdersDetail($id: Int!) {
    order(id: $id) {
      id
      internalId
      externalId
      reviewReason
      subscriptionId
      refund {
        status
        gateway
        amountDisplay
        attempts
        error
        providerRefundedAt
        appliedAt
        updatedAt
      }
      clientIdentifier
      clientEmail
      clientName
      clientDocument
      clientPhone
      clientDiscord
      price
      priceDisplay
      netReceived
      subtotal
      saleDiscount
      couponDiscount
      giftCardAmount
      currency
      promoCode
      promoType
      promoValue
      gateway
      gatewayDisplay
      paymentMethod
      metadata
      status
      statusDisplay
      allowedStatuses
      manuallyCreated
      manuallyApproved
      manuallyRefunded
      paidAt
      createdAt
      updatedAt
      packages {
        id
        packageId
        package {
          id
          name
          fields {
            id
            name
          }
        }
        name
        quantity
        unitPrice
        price
        fields
      }
      variables {
        id
        name
        value
        updatedAt
      }
      notes {
        id
        userId
        content
        createdAt
        updatedAt
      }
      deliveries {
        id
        orderPackageId
        licenseKeyId
        type
        value
        render
        createdAt
        updatedAt
      }
      commands {
        id
        command
        type
        status
        attempts
        response
        reason
        offlineExecute
        executeAt
        gameServerId
        gameServer {
          id
          name
        }
        createdAt
        updatedAt
      }
      emails {
        ...OrdersEmailFields
      }
      discordActions {
        ...DiscordActionFields
      }
    }
  }
`);

export const DiscordActionFieldsFragment = graphql(`
  fragment DiscordActionFields on OrderDiscordAction {
    id
    type
    action
    roleId
    channelId
    userId
    message
    automatic
    status
    attempts
    lastError
    runAt
    doneAt
    updatedAt
  }
`);

export const RetryDiscordActionsDocument = graphql(`
  mutation OrdersRetryDiscordActions($orderId: Int!) {
    retryOrderDiscordActions(orderId: $orderId) {
      ...DiscordActionFields
    }
  }
`);

/** An e-mail to the buyer, as the order page shows it. */
export const OrderEmailFieldsFragment = graphql(`
  fragment OrdersEmailFields on OrderEmail {
    id
    kind
    to
    subject
    status
    attempts
    lastError
    nextAttemptAt
    sentAt
    createdAt
    updatedAt
  }
`);

export const UpdateOrderDocument = graphql(`
  mutation OrdersUpdate($id: Int!, $input: UpdateOrderInput!) {
    updateOrder(id: $id, input: $input) {
      id
      status
      statusDisplay
      allowedStatuses
      clientIdentifier
      clientDiscord
      manuallyApproved
      manuallyRefunded
      paidAt
      updatedAt
    }
  }
`);

export const CreateNoteDocument = graphql(`
  mutation OrdersCreateNote($orderId: Int!, $input: OrderNoteInput!) {
    createOrderNote(orderId: $orderId, input: $input) {
      id
      orderId
      content
      createdAt
      updatedAt
    }
  }
`);

export const UpdateNoteDocument = graphql(`
  mutation OrdersUpdateNote($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) {
    updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) {
      id
      orderId
      content
      updatedAt
    }
  }
`);

export const DeleteNoteDocument = graphql(`
  mutation OrdersDeleteNote($orderId: Int!, $noteId: Int!) {
    deleteOrderNote(orderId: $orderId, noteId: $noteId)
  }
`);

export const UpdateDeliveryDocument = graphql(`
  mutation OrdersUpdateDelivery($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) {
    updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) {
      id
      value
      updatedAt
    }
  }
`);

export const ResendCommandsDocument = graphql(`
  mutation OrdersResendCommands($orderId: Int!) {
    resendOrderCommands(orderId: $orderId) {
      message
      commands {
        id
        status
        attempts
        executeAt
        updatedAt
      }
    }
  }
`);

export const ResendEmailsDocument = graphql(`
  mutation OrdersResendEmails($orderId: Int!) {
    resendOrderEmails(orderId: $orderId) {
      ...OrdersEmailFields
    }
  }
`);

export const UpdateCommandDocument = graphql(`
  mutation OrdersUpdateCommand($id: Int!, $input: UpdateCommandInput!) {
    updateCommand(id: $id, input: $input) {
      id
      status
      response
      reason
      attempts
      executeAt
      updatedAt
    }
  }
`);

export const CreateOrderDocument = graphql(`
  mutation OrdersCreate($input: CheckoutInput!) {
    createOrder(input: $input) {
      id
      internalId
      status
    }
  }
`);

/** What the manual order form offers: packages to pick (with their custom fields) and the store's variables. */
export const OrderFormOptionsDocument = graphql(`
  query OrdersFormOptions($page: Int, $name: String, $variables: Boolean! = true) {
    packages(page: $page, perPage: 100, name: $name) {
      meta {
        total
        currentPage
        lastPage
        perPage
      }
      data {
        id
        name
        enabled
        type
        price
        priceDisplay
        variables
        fields {
          id
          name
          type
          description
          required
        }
      }
    }
    variables @include(if: $variables) {
      id
      name
      description
    }
  }
`);
