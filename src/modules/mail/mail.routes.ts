import { z } from '../../lib/responses';
import { route, type Route } from '../../rest/route';
import { orderIdOf } from '../orders/order.refs';
import { presentOrderEmail } from '../orders/order.present';
import { OrderEmail } from '../orders/order.responses';
import { resendOrderEmails } from './order-email.service';

export const mailRoutes: Route[] = [
  route({
    method: 'post',
    path: '/app/order/:id/email/resend',
    // The order's id or its internal_id, as every /app/order/{id} route.
    params: { id: 'ref' },
    access: 'admin',
    permission: 'orders:write',
    summary:
      "Send the buyer the e-mail of the order's status again (approved: the order and its deliveries; refunded, charged back: the notice); one still on its way is not doubled. 409 for another status or when the server sends no e-mail",
    twin: 'Mutation.resendOrderEmails',
    response: z.array(OrderEmail),
    handler: async (ctx, input) => {
      const id = await orderIdOf(ctx, input.params.str.id ?? input.params.id);
      return (await resendOrderEmails(ctx, id)).map((e) => presentOrderEmail(ctx, e));
    },
  }),
];
