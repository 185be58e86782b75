import { Gateway, OrderRefundStatus } from '../../generated/prisma/enums';
import { count, display, gql, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** An owner's refund at the payment provider, as the order carries it (refund.service.ts). */
export const OrderRefund = gql(
  named(
    'OrderRefund',
    z.strictObject({
      status: gql(
        z
          .enum(OrderRefundStatus)
          .describe(
            'REQUESTED: recorded and the provider asked, its answer not recorded yet (a crash in between: PATCH status REFUNDED again, or the worker, finishes it with the same key); PROVIDER_DONE: the provider gave the money back and the order is not REFUNDED yet (error says why: a retry finishes it, the provider is not asked again); APPLIED: the order is REFUNDED; FAILED: the provider refused (nothing went back; retry to ask again), or the order can no longer become REFUNDED (error says what to check)',
          ),
        { description: 'Where it stands.' },
      ),
      gateway: z.enum(Gateway).describe('The provider asked.'),
      amount: gql(money().describe("What is given back: the order's price"), { description: "What is given back: the order's price, in its currency." }),
      amount_display: gql(display(), { description: "amount as text in the store's locale and currency." }),
      idempotency_key: gql(z.string().describe('Sent with every call for this refund, so a retry is the same refund at the provider'), {
        description: 'Sent with every call for this refund, so a retry is the same refund at the provider.',
      }),
      attempts: gql(count().describe('Calls made to the provider for it'), { description: 'Calls made to the provider for it.' }),
      error: gql(z.string().nullable().describe('Why the last call, or the change after it, did not finish it; null when nothing failed'), {
        description: 'Why the last call, or the change after it, did not finish it; null when nothing failed.',
      }),
      provider_refunded_at: gql(StoreTimestamp.nullable().describe('When the provider confirmed it gave the money back; null until then'), {
        description: 'When the provider confirmed it gave the money back; null until then.',
      }),
      applied_at: gql(StoreTimestamp.nullable().describe('When the order became REFUNDED with it; null until then'), {
        description: 'When the order became REFUNDED with it; null until then.',
      }),
      ...timestampsShape,
    }),
    "An owner's refund of an order paid through a provider, recorded before the provider is asked and finished with the\norder's change to REFUNDED (REST: refund on the order).",
  ),
  { fields: { createdAt: "When it was first asked for, in the store's offset.", updatedAt: "When it last changed, in the store's offset." } },
);

export type OrderRefundJson = z.output<typeof OrderRefund>;
