import type { DeliveryType } from '../../gql/graphql';
import { useState, type FormEvent } from 'react';
import { useNotice } from '../../components/states';
import { FormActions, FormErrorSummary, TextAreaField } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import { UpdateDeliveryDocument } from './documents';
import type { OrderDelivery, OrderLine } from './types';
import { useFocusLater } from './status';
import { useCan } from '../../lib/permissions';

const TYPE_LABEL: Record<DeliveryType, string> = { LICENSE_KEY: 'License key', CONTENT: 'Content', DOWNLOAD: 'Download', CHAT: 'Chat message' };

/** What approval delivered; a value can be corrected (the key pool is not touched). */
export function DeliveriesSection({ orderId, deliveries, lines }: { orderId: number; deliveries: OrderDelivery[]; lines: OrderLine[] }) {
  const canWrite = useCan()('orders:write');
  const [notice, announce] = useNotice();
  const [editing, setEditing] = useState<number | null>(null);
  const focusLater = useFocusLater();
  const lineName = (id: number | null | undefined) => lines.find((l) => l.id === id)?.name ?? (id ? `Line ${id}` : 'A removed line');
  return (
    <section className="panel" aria-labelledby="order-deliveries-heading">
      <h2 id="order-deliveries-heading">Deliveries</h2>
      {notice}
      {deliveries.length === 0 ? (
        <p className="empty">Nothing delivered yet: approval makes the deliveries.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">For</th>
                <th scope="col">Value</th>
                <th scope="col">Delivered</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>
                    {TYPE_LABEL[d.type] ?? d.type}
                    {d.render ? <span className="hint"> (HTML)</span> : null}
                  </td>
                  <td>{lineName(d.orderPackageId)}</td>
                  <td className="value-cell">
                    {editing === d.id ? (
                      <DeliveryEditor
                        orderId={orderId}
                        delivery={d}
                        onDone={(saved) => {
                          setEditing(null);
                          focusLater(`edit-delivery-${d.id}`);
                          if (saved) announce(`Delivery ${d.id} saved.`);
                        }}
                      />
                    ) : (
                      <code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.value}</code>
                    )}
                  </td>
                  <td className="nowrap">
                    {formatDateTime(d.createdAt)}
                    {d.updatedAt !== d.createdAt ? <div className="hint">edited {formatDateTime(d.updatedAt)}</div> : null}
                  </td>
                  <td>
                    {editing === d.id || !canWrite ? null : (
                      <button type="button" id={`edit-delivery-${d.id}`} aria-label={`Edit value of delivery ${d.id}`} onClick={() => setEditing(d.id)}>
                        Edit value
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DeliveryEditor({ orderId, delivery, onDone }: { orderId: number; delivery: OrderDelivery; onDone(saved: boolean): void }) {
  const [value, setValue] = useState(delivery.value);
  const { errors, fetching, submit: updateDelivery } = useFormMutation(UpdateDeliveryDocument);
  async function save(e: FormEvent) {
    e.preventDefault();
    if (await updateDelivery({ orderId, deliveryId: delivery.id, input: { value } })) onDone(true);
  }
  return (
    <form onSubmit={save} noValidate aria-label={`Edit delivery ${delivery.id}`}>
      <FormErrorSummary errors={errors} known={['value']} />
      <TextAreaField label={`Value of delivery ${delivery.id}`} value={value} onChange={setValue} error={errors.fields.value} autoFocus />
      <FormActions submitLabel="Save value" submitting={fetching} onDiscard={() => onDone(false)} />
    </form>
  );
}
