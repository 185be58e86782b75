import { graphql } from '../../gql';

/** The GraphQL documents of the Payments page (operation names start with Payments). */

export const PaymentsGatewaysDocument = graphql(`
  query PaymentsGateways {
    paymentGateways {
      ...PaymentGatewayFields
    }
  }
`);

export const UpdatePaymentGatewayDocument = graphql(`
  mutation PaymentsUpdateGateway($gateway: String!, $input: PaymentGatewayInput!) {
    updatePaymentGateway(gateway: $gateway, input: $input) {
      ...PaymentGatewayFields
    }
  }
`);

export const PaymentGatewayFieldsFragment = graphql(`
  fragment PaymentGatewayFields on PaymentGateway {
    gateway
    enabled
    name
    display
    configured
    credentials
    notificationUrl
    updatedAt
  }
`);
