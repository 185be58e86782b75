import { admin } from '../../graphql/access';
import { timestampFields, toServiceInput } from '../../graphql/fields';
import type { MutationUpdatePaymentGatewayArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { SetGatewayInput } from './gateway.schemas';
import { listGateways, setGateway } from './gateway.service';

export const gatewayResolvers: Resolvers = {
  Query: {
    paymentGateways: admin((ctx) => listGateways(ctx)),
  },
  Mutation: {
    updatePaymentGateway: admin((ctx, { gateway, input }: MutationUpdatePaymentGatewayArgs) =>
      setGateway(ctx, gateway, toServiceInput(input) as SetGatewayInput),
    ),
  },
  PaymentGateway: {
    ...timestampFields('updatedAt'),
  },
};
