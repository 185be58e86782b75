import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { CheckboxField, FormActions, FormErrorSummary, TextField } from '../../components/forms';
import { errorCode } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useStore } from '../../lib/store';
import { OrderDetailDocument, UpdateOrderDocument } from './documents';
import { StatusActions } from './StatusActions';
import { NotesSection } from './NotesSection';
import { DeliveriesSection } from './DeliveriesSection';
import { CommandsSection } from './CommandsSection';
import { EmailsSection } from './EmailsSection';
import { DiscordActionsSection } from './DiscordActionsSection';
import { VariablesSection } from './VariablesSection';
import type { OrderDetail, OrderLine } from './types';
import { PAYMENT_METHOD_LABEL, useFocusLater } from './status';
import { useCan } from '../../lib/permissions';

/**
 * /orders/:id. The query also names the types its lists may hold while they are empty, so a
 * mutation returning a note, a delivery, a command or a Discord action refreshes it (urql's document cache
 * invalidates by the result's types).
 */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const context = useMemo(
    () => ({ additionalTypenames: ['Order', 'OrderNote', 'Delivery', 'QueuedCommand', 'OrderVariable', 'OrderEmail', 'OrderDiscordAction'] }),
    [],
  );
  const [result, reexecute] = useQuery({ query: OrderDetailDocument, variables: { id: orderId }, pause: !valid, context });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const title = `Order #${id ?? ''}`;
  if (!valid || (errorCode(result.error) === 'NOT_FOUND' && !result.data))
    return (
      <>
        <PageHeader title={title} />
        <p role="alert">There is no order #{id} in this store.</p>
        <p>
          <Link to="/orders">Back to the orders</Link>
        </p>
      </>
    );

  return (
    <>
      <PageHeader title={title}>
        <Link to="/orders">All orders</Link>
      </PageHeader>
      <QueryState result={result} retry={refresh}>
        {(data) => <OrderView order={data.order} refresh={refresh} />}
      </QueryState>
    </>
  );
}

function OrderView({ order, refresh }: { order: OrderDetail; refresh(): void }) {
  return (
    <>
      {order.reviewReason ? <ReviewNotice reason={order.reviewReason} gateway={order.gatewayDisplay} /> : null}
      {order.refund && order.refund.status !== 'APPLIED' ? <RefundNotice refund={order.refund} gateway={order.gatewayDisplay} /> : null}
      <StatusActions order={order} />
      <div className="grid">
        <BuyerPanel order={order} />
        <PaymentPanel order={order} />
      </div>
      <LinesSection order={order} />
      <VariablesSection orderId={order.id} variables={order.variables} />
      <DeliveriesSection orderId={order.id} deliveries={order.deliveries} lines={order.packages} />
      <CommandsSection orderId={order.id} orderStatus={order.status} commands={order.commands} />
      <EmailsSection orderId={order.id} orderStatus={order.status} emails={order.emails} />
      <DiscordActionsSection orderId={order.id} actions={order.discordActions} />
      <NotesSection orderId={order.id} notes={order.notes} refresh={refresh} />
    </>
  );
}

/**
 * A provider's payment this order could not take (`reviewReason`: another amount or currency, paid
 * after the order was canceled, a second payment): money may have been taken, so it comes first, above
 * the status actions, until a payment that matches clears it.
 */
function ReviewNotice({ reason, gateway }: { reason: string; gateway: string }) {
  return (
    <section className="panel review-notice" aria-labelledby="order-review-heading">
      <h2 id="order-review-heading">Needs your review</h2>
      <p>A payment through {gateway} did not match this order, so the order's status did not change:</p>
      <p className="review-reason">{reason}</p>
      <p className="hint">Check the payment with the provider, then approve, refund or cancel as it needs.</p>
    </section>
  );
}

const REFUND_STATE: Record<string, string> = {
  REQUESTED: 'was asked for, and its answer was not recorded (the request was cut off).',
  PROVIDER_DONE: 'gave the money back, but the order is not marked refunded yet.',
  FAILED: 'did not finish.',
};

/**
 * An owner's refund at the payment provider that has not become the order's REFUNDED (a crash, a
 * provider that refused, an order that changed meanwhile): money may have gone back, so it comes
 * first. Setting the status to Refunded again finishes it with the same refund at the provider.
 */
function RefundNotice({ refund, gateway }: { refund: NonNullable<OrderDetail['refund']>; gateway: string }) {
  return (
    <section className="panel review-notice" aria-labelledby="order-refund-heading">
      <h2 id="order-refund-heading">Refund not finished</h2>
      <p>
        The refund of {refund.amountDisplay} through {gateway} {REFUND_STATE[refund.status] ?? refund.status}
      </p>
      {refund.error ? <p className="review-reason">{refund.error}</p> : null}
      <p className="hint">
        Asked {refund.attempts} {refund.attempts === 1 ? 'time' : 'times'}. Set the status to Refunded again to finish it: the provider is asked with the same
        refund, never a second one.
      </p>
    </section>
  );
}

function orNone(value: string | null | undefined) {
  return value ? value : <span className="hint">none</span>;
}

function BuyerPanel({ order }: { order: OrderDetail }) {
  const canWrite = useCan()('orders:write');
  const [editing, setEditing] = useState(false);
  const [notice, announce] = useNotice();
  const focusLater = useFocusLater();
  return (
    <section className="panel" aria-labelledby="order-buyer-heading">
      <h2 id="order-buyer-heading">Buyer</h2>
      {notice}
      {editing ? (
        <BuyerEditor
          order={order}
          onDone={(saved) => {
            setEditing(false);
            focusLater('edit-buyer');
            if (saved) announce('Buyer saved.');
          }}
        />
      ) : (
        <>
          <dl className="details">
            <dt>Name</dt>
            <dd>{order.clientName}</dd>
            <dt>Client identifier</dt>
            <dd>{order.clientIdentifier ? <code>{order.clientIdentifier}</code> : <span className="hint">none (nothing in the cart needed one)</span>}</dd>
            <dt>E-mail</dt>
            <dd>{order.clientEmail}</dd>
            <dt>Discord</dt>
            <dd>{orNone(order.clientDiscord)}</dd>
            <dt>Document</dt>
            <dd>{orNone(order.clientDocument)}</dd>
            <dt>Phone</dt>
            <dd>{orNone(order.clientPhone)}</dd>
          </dl>
          {canWrite ? (
            <p>
              <button type="button" id="edit-buyer" onClick={() => setEditing(true)}>
                Edit buyer
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** updateOrder can change the identifier and Discord user (pending commands follow) and the two manual flags. */
function BuyerEditor({ order, onDone }: { order: OrderDetail; onDone(saved: boolean): void }) {
  const [clientIdentifier, setIdentifier] = useState(order.clientIdentifier ?? '');
  const [clientDiscord, setDiscord] = useState(order.clientDiscord ?? '');
  const [manuallyApproved, setApproved] = useState(order.manuallyApproved);
  const [manuallyRefunded, setRefunded] = useState(order.manuallyRefunded);
  const { errors, fetching, submit: updateOrder } = useFormMutation(UpdateOrderDocument);

  async function save(e: FormEvent) {
    e.preventDefault();
    const input: Record<string, unknown> = {};
    if (clientIdentifier !== (order.clientIdentifier ?? '')) input.clientIdentifier = clientIdentifier;
    if (clientDiscord !== (order.clientDiscord ?? '')) input.clientDiscord = clientDiscord === '' ? null : clientDiscord;
    if (manuallyApproved !== order.manuallyApproved) input.manuallyApproved = manuallyApproved;
    if (manuallyRefunded !== order.manuallyRefunded) input.manuallyRefunded = manuallyRefunded;
    if (Object.keys(input).length === 0) {
      onDone(false);
      return;
    }
    if (await updateOrder({ id: order.id, input })) onDone(true);
  }

  return (
    <form onSubmit={save} noValidate aria-label="Edit buyer">
      <FormErrorSummary errors={errors} known={['client_identifier', 'client_discord', 'manually_approved', 'manually_refunded']} />
      <TextField
        label="Client identifier"
        value={clientIdentifier}
        onChange={setIdentifier}
        error={errors.fields.client_identifier}
        hint="Commands not run yet follow the change."
        autoFocus
      />
      <TextField label="Discord" value={clientDiscord} onChange={setDiscord} error={errors.fields.client_discord} hint="Empty clears it." />
      <CheckboxField label="Approved by a person" checked={manuallyApproved} onChange={setApproved} error={errors.fields.manually_approved} />
      <CheckboxField label="Refunded by a person" checked={manuallyRefunded} onChange={setRefunded} error={errors.fields.manually_refunded} />
      <FormActions submitLabel="Save buyer" submitting={fetching} onDiscard={() => onDone(false)} />
    </form>
  );
}

function PaymentPanel({ order }: { order: OrderDetail }) {
  const store = useStore();
  const money = (v: number | null | undefined) => formatMoney(v, order.currency, store.locale);
  const flags = [
    order.manuallyCreated && 'entered by hand',
    order.manuallyApproved && 'approved by a person',
    order.manuallyRefunded && 'refunded by a person',
  ].filter(Boolean);
  return (
    <section className="panel" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">Payment</h2>
      <dl className="details">
        <dt>Total</dt>
        <dd>
          <strong>{order.priceDisplay}</strong>
        </dd>
        <dt>Net received</dt>
        <dd>{money(order.netReceived)}</dd>
        <dt>Coupon</dt>
        <dd>
          {order.promoCode ? (
            <>
              <code>{order.promoCode}</code>{' '}
              {order.promoType === 'PERCENTAGE' ? `(${order.promoValue}% off)` : order.promoType === 'PRICE' ? `(${money(order.promoValue)} off)` : null}
            </>
          ) : (
            <span className="hint">none</span>
          )}
        </dd>
        <dt>Gateway</dt>
        <dd>{order.gatewayDisplay}</dd>
        <dt>Payment method</dt>
        <dd>{order.paymentMethod ? PAYMENT_METHOD_LABEL[order.paymentMethod] : <span className="hint">not reported</span>}</dd>
        <dt>Reference</dt>
        <dd>
          <code>{order.internalId}</code>
        </dd>
        <dt>Gateway reference</dt>
        <dd>{orNone(order.externalId)}</dd>
        {order.subscriptionId === null || order.subscriptionId === undefined ? null : (
          <>
            <dt>Subscription</dt>
            <dd>
              <Link to={`/subscriptions/${order.subscriptionId}`}>Subscription #{order.subscriptionId}</Link>{' '}
              <span className="hint">(a period of it: its first payment or a renewal)</span>
            </dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Paid</dt>
        <dd>{order.paidAt ? formatDateTime(order.paidAt) : <span className="hint">not paid</span>}</dd>
        <dt>Last changed</dt>
        <dd>{formatDateTime(order.updatedAt)}</dd>
        <dt>Flags</dt>
        <dd>{flags.length ? flags.join(', ') : <span className="hint">none</span>}</dd>
        <dt>Metadata</dt>
        <dd>
          <Metadata value={order.metadata} />
        </dd>
      </dl>
    </section>
  );
}

/** The integrator's key/value data, as text (React escapes it: a buyer or a tool may have written it). */
function Metadata({ value }: { value: Record<string, unknown> | null | undefined }) {
  const entries = Object.entries(value ?? {});
  if (entries.length === 0) return <span className="hint">none</span>;
  return (
    <dl className="details" aria-label="Metadata">
      {entries.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>
            <code>{k}</code>
          </dt>
          <dd>{v === null ? <span className="hint">null</span> : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LineFields({ line }: { line: OrderLine }) {
  const entries = Object.entries(line.fields ?? {});
  if (entries.length === 0) return <span className="hint">none</span>;
  const fieldName = (key: string) => line.package?.fields.find((f) => String(f.id) === key)?.name ?? `Field ${key}`;
  return (
    <dl className="details">
      {entries.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{fieldName(k)}</dt>
          <dd>{typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinesSection({ order }: { order: OrderDetail }) {
  const store = useStore();
  const money = (v: number) => formatMoney(v, order.currency, store.locale);
  // What took the subtotal down to the price, each only when it took something (issue 33).
  const cuts = [
    { label: 'Sales', amount: order.saleDiscount },
    { label: order.promoCode ? `Coupon ${order.promoCode}` : 'Coupon', amount: order.couponDiscount },
    { label: 'Paid by gift card', amount: order.giftCardAmount },
  ].filter((c) => c.amount > 0);
  return (
    <section className="panel" aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading">Lines</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Package</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col">Custom fields</th>
            </tr>
          </thead>
          <tbody>
            {order.packages.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.package ? <Link to={`/catalog/packages/${line.package.id}`}>{line.name}</Link> : line.name}
                  {line.package && line.package.name !== line.name ? <span className="hint"> (now “{line.package.name}”)</span> : null}
                  {line.packageId === null || line.packageId === undefined ? <span className="hint"> (package deleted)</span> : null}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{money(line.unitPrice)}</td>
                <td className="num">{money(line.price)}</td>
                <td>
                  <LineFields line={line} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td className="num">{money(order.subtotal)}</td>
              <td />
            </tr>
            {cuts.map((c) => (
              <tr key={c.label}>
                <th scope="row" colSpan={3}>
                  {c.label}
                </th>
                <td className="num">−{money(c.amount)}</td>
                <td />
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={3}>
                {order.giftCardAmount > 0 ? 'Total charged by the gateway' : 'Total charged'}
              </th>
              <td className="num">
                <strong>{order.priceDisplay}</strong>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
