import { sql } from 'kysely';
import { prepare, type Param, type SqlTx } from '../../db/sql';
import type { OrderRefund } from '../../generated/prisma/client';
import type { Currency, Gateway, OrderStatus } from '../../generated/prisma/enums';

/** The statements of an owner's refund at the provider (refund.service.ts) that Prisma cannot say in one. */

interface NewRefund {
  storeId: number;
  orderId: number;
  gateway: Gateway;
  amount: string;
  currency: Currency;
  idempotencyKey: string;
}

const requestStatement = prepare(
  'payments.requestRefund',
  (p: Param<NewRefund>) =>
    sql<OrderRefund>`INSERT INTO order_refunds AS r (store_id, order_id, gateway, amount, currency, idempotency_key, status, attempts, updated_at)
    VALUES (${p('storeId')}::int, ${p('orderId')}::int, ${p('gateway')}::"Gateway", ${p('amount')}::numeric, ${p('currency')}::"Currency",
      ${p('idempotencyKey')}::text, 'REQUESTED', 1, now())
    ON CONFLICT (order_id) DO UPDATE SET
      status = CASE WHEN r.status IN ('REQUESTED', 'FAILED') THEN 'REQUESTED'::"OrderRefundStatus" ELSE r.status END,
      attempts = r.attempts + CASE WHEN r.status IN ('REQUESTED', 'FAILED') THEN 1 ELSE 0 END,
      updated_at = now()
    RETURNING r.*`,
);

/**
 * Records the intent of the order's refund before the provider is asked (one statement, committed on
 * its own): a new one REQUESTED; one that was REQUESTED (its process died during the call) or FAILED
 * is asked again, with its key; one PROVIDER_DONE stays so (the money went back: only the order's
 * change is left to make). Returns it as it is now.
 */
export async function requestRefund(db: SqlTx, refund: NewRefund): Promise<OrderRefund> {
  const [row] = await requestStatement.run(db, refund);
  return row;
}

const settleStatement = prepare(
  'payments.settleRefund',
  (p: Param<{ orderId: number; to: OrderStatus; now: Date; chargedBack: string }>) =>
    sql<OrderRefund>`UPDATE order_refunds SET
      status = CASE WHEN ${p('to')}::text = 'REFUNDED' THEN 'APPLIED'::"OrderRefundStatus"
        WHEN status IN ('REQUESTED', 'PROVIDER_DONE') THEN 'FAILED'::"OrderRefundStatus" ELSE status END,
      applied_at = CASE WHEN ${p('to')}::text = 'REFUNDED' THEN ${p('now')}::timestamptz ELSE applied_at END,
      error = CASE WHEN ${p('to')}::text = 'REFUNDED' THEN NULL WHEN status IN ('REQUESTED', 'PROVIDER_DONE') THEN ${p('chargedBack')}::text ELSE error END,
      updated_at = now()
    WHERE order_id = ${p('orderId')}::int
    RETURNING *`,
);

/**
 * The refund of an order that leaves APPROVED, in that change's transaction: APPLIED when it becomes
 * REFUNDED (through the owner's retry, the worker, or the provider's own notification of the refund);
 * one under way when it is charged back instead is FAILED with `chargedBack`. The refund as it is now,
 * or null when the order has none.
 */
export async function settleRefund(tx: SqlTx, orderId: number, to: OrderStatus, now: Date, chargedBack: string): Promise<OrderRefund | null> {
  const [row] = await settleStatement.run(tx, { orderId, to, now, chargedBack });
  return row ?? null;
}
