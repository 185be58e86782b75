import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { displayMoney, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type { MutationUpdatePaymentGatewayArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { storeTime } from '../../lib/present';
import { mayHaveRefund } from '../orders/order.present';
import { listGateways, setGateway } from './gateway.service';

export const gatewayResolvers: Resolvers = {
  Query: {
    paymentGateways: admin('gateways:read', (ctx) => listGateways(ctx)),
  },
  Mutation: {
    updatePaymentGateway: admin('gateways:write', (ctx, { gateway, input }: MutationUpdatePaymentGatewayArgs) =>
      setGateway(ctx, gateway, toServiceInput(input)),
    ),
  },
  PaymentGateway: {
    ...timestampFields('updatedAt'),
  },
  Order: {
    refund: (o, _, ctx, info) => (mayHaveRefund(o) ? sc(ctx, info).loaders.refundByOrder.load(o.id) : null),
  },
  OrderRefund: {
    ...timestampFields('createdAt', 'updatedAt', 'appliedAt'),
    ...moneyFields('amount'),
    amountDisplay: (r, _, ctx, info) => displayMoney(r.amount, ctx, info),
    providerRefundedAt: (r, _, ctx, info) => storeTime(sc(ctx, info).store, r.providerDoneAt),
  },
};
