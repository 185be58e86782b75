import { useRef } from 'react';
import { FormErrorSummary } from '../../components/forms';
import { useNotice, ConfirmButton } from '../../components/states';
import type { OrderStatus } from '../../gql/graphql';
import { useFormMutation } from '../../lib/mutation';
import { UpdateOrderDocument } from './documents';
import { OrderStatusBadge, statusAction } from './status';
import type { OrderDetail } from './types';
import { useCan } from '../../lib/permissions';

const REFUND_STATUSES = new Set(['REFUNDED', 'CHARGEDBACK']);

/**
 * The status and the changes the server allows from it: one two-step button per entry of the
 * order's allowedStatuses, nothing else. The server's answer (a CONFLICT such as an approval short
 * of stock) is shown as it words it.
 */
export function StatusActions({ order }: { order: OrderDetail }) {
  const can = useCan();
  // A refund or a chargeback needs orders:refund too; without orders:write, nothing is offered.
  const offered = can('orders:write') ? order.allowedStatuses.filter((to) => can('orders:refund') || !REFUND_STATUSES.has(to)) : [];
  const { errors, fetching, submit: updateOrder } = useFormMutation(UpdateOrderDocument);
  const [notice, announce] = useNotice();
  const heading = useRef<HTMLHeadingElement>(null);

  async function change(to: string) {
    const data = await updateOrder({ id: order.id, input: { status: to as OrderStatus } });
    // The pressed button is gone (or disabled): keyboard focus goes to the status, where the result is.
    heading.current?.focus();
    if (!data) return;
    announce(`Order #${order.id} ${statusAction(to).done}: its status is now ${data.updateOrder.statusDisplay}.`);
  }

  return (
    <section className="panel" aria-labelledby="order-status-heading">
      <h2 id="order-status-heading" ref={heading} tabIndex={-1}>
        Status
      </h2>
      <p className="row">
        <OrderStatusBadge status={order.status} label={order.statusDisplay} />
        {order.paidAt ? null : <span className="hint">Not paid yet.</span>}
      </p>
      {notice}
      <FormErrorSummary errors={errors} known={[]} />
      {order.allowedStatuses.length === 0 ? (
        <p className="hint">This status is final: the order cannot change any more.</p>
      ) : offered.length === 0 ? null : (
        <div className="row" role="group" aria-label="Change the status">
          {offered.map((to) => {
            const action = statusAction(to);
            return (
              <ConfirmButton
                backLabel="No, go back"
                key={to}
                label={action.label}
                confirmLabel={action.confirm}
                tone={action.tone}
                disabled={fetching}
                onConfirm={() => void change(to)}
              />
            );
          })}
          {fetching ? <span role="status">Changing the status…</span> : null}
        </div>
      )}
    </section>
  );
}
