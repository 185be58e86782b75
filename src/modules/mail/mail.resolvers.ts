import { admin } from '../../graphql/access';
import type { MutationResendOrderEmailsArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { resendOrderEmails } from './order-email.service';

export const mailResolvers: Resolvers = {
  Mutation: {
    resendOrderEmails: admin('orders:write', (ctx, { orderId }: MutationResendOrderEmailsArgs) => resendOrderEmails(ctx, orderId)),
  },
};
