import { useNotice } from '../../components/states';
import { FormErrorSummary } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { OrderEmailKind, OrderEmailStatus } from '../../gql/graphql';
import { ResendEmailsDocument } from './documents';
import type { OrderEmail } from './types';
import { useCan } from '../../lib/permissions';

/** Records over the schema's enums: a kind or status added to the API fails the UI's type check until it is named here. */
const KIND_LABEL: Record<OrderEmailKind, string> = { APPROVED: 'Order approved', REFUNDED: 'Refund notice', CHARGEDBACK: 'Chargeback notice' };
const STATUS_LABEL: Record<OrderEmailStatus, string> = { PENDING: 'Pending', SENT: 'Sent', FAILED: 'Failed' };
const STATUS_TONE: Record<OrderEmailStatus, string> = { PENDING: 'warn', SENT: 'ok', FAILED: 'bad' };

/** The statuses whose e-mail can be sent again (the API answers CONFLICT for the others). */
const RESENDABLE = new Set(['APPROVED', 'REFUNDED', 'CHARGEDBACK']);

function EmailStatusBadge({ status }: { status: OrderEmailStatus }) {
  return <span className={`badge ${STATUS_TONE[status] ?? ''}`.trim()}>{STATUS_LABEL[status] ?? status}</span>;
}

/**
 * The e-mails the buyer was sent (approval, refund and chargeback notices), each with how its
 * sending went. "Resend e-mail" sends the e-mail of the order's status again; one still waiting for
 * a retry is sent now rather than doubled, and a server without e-mail says so in the API's words.
 */
export function EmailsSection({ orderId, orderStatus, emails }: { orderId: number; orderStatus: string; emails: OrderEmail[] }) {
  const can = useCan();
  const [notice, announce] = useNotice();
  const { errors, fetching: resending, submit: resend } = useFormMutation(ResendEmailsDocument);

  async function resendEmail() {
    const data = await resend({ orderId });
    if (!data) return;
    const latest = data.resendOrderEmails.at(-1);
    announce(latest ? `E-mail to ${latest.to} queued: it goes out in a moment.` : 'E-mail queued.');
  }

  return (
    <section className="panel" aria-labelledby="order-emails-heading">
      <div className="page-header" style={{ marginBottom: 0 }}>
        <h2 id="order-emails-heading">E-mails</h2>
        {can('orders:write') && RESENDABLE.has(orderStatus) ? (
          <button type="button" onClick={() => void resendEmail()} disabled={resending}>
            Resend e-mail
          </button>
        ) : null}
      </div>
      {notice}
      <FormErrorSummary errors={errors} known={[]} />
      {emails.length === 0 ? (
        <p className="empty">No e-mails: approval sends the buyer one when the server has e-mail set up.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col">Sent / next try</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((e) => (
                <tr key={e.id}>
                  <td>
                    <div>{e.subject}</div>
                    <div className="hint">{KIND_LABEL[e.kind] ?? e.kind}</div>
                  </td>
                  <td>{e.to}</td>
                  <td>
                    <EmailStatusBadge status={e.status} />
                  </td>
                  <td className="num">{e.attempts}</td>
                  <td className="nowrap">
                    {e.sentAt ? formatDateTime(e.sentAt) : e.nextAttemptAt ? <span className="hint">retry {formatDateTime(e.nextAttemptAt)}</span> : '—'}
                  </td>
                  <td>{e.lastError ? <span className="hint">{e.lastError}</span> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
