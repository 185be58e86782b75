import { useNotice } from '../../components/states';
import { FormErrorSummary } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { CommandTrigger } from '../../gql/graphql';
import { RetryDiscordActionsDocument } from './documents';
import { DiscordStatusBadge } from './status';
import type { OrderDiscordAction } from './types';
import { useCan } from '../../lib/permissions';

const TRIGGER_LABEL: Record<CommandTrigger, string> = { PURCHASE: 'Purchase', EXPIRE: 'Expiry', REFUND: 'Refund', CHARGEBACK: 'Chargeback' };

function what(a: OrderDiscordAction): string {
  if (a.action === 'ADD_ROLE') return 'Give role';
  if (a.action === 'REMOVE_ROLE') return a.automatic ? 'Take back role given' : 'Take role';
  if (a.action === 'SEND_MESSAGE') return 'Send message';
  return a.action;
}

/** What Run again picks up (the API decides; this only says whether there is anything to offer). */
const runnable = (a: OrderDiscordAction) => a.status === 'FAILED' || a.status === 'SKIPPED' || (a.status === 'PENDING' && a.attempts > 0);

/**
 * The packages' Discord actions as they ran for this order: each role given or taken back and each
 * message, with its status, attempts and Discord's last answer. "Run again" runs the failed, skipped
 * and waiting ones now (after the owner fixed the bot's permission, the token or the buyer's Discord id).
 */
export function DiscordActionsSection({ orderId, actions }: { orderId: number; actions: OrderDiscordAction[] }) {
  const can = useCan();
  const [notice, announce] = useNotice();
  const { errors, fetching, submit: retry } = useFormMutation(RetryDiscordActionsDocument);

  async function runAgain() {
    const data = await retry({ orderId });
    if (!data) return;
    const n = data.retryOrderDiscordActions.filter((a) => a.status === 'PENDING').length;
    announce(
      n
        ? `Discord actions run again (${n} ${n === 1 ? 'action' : 'actions'} queued).`
        : 'Nothing to run again: the order’s status no longer calls for these actions.',
    );
  }

  return (
    <section className="panel" aria-labelledby="order-discord-heading">
      <div className="page-header" style={{ marginBottom: 0 }}>
        <h2 id="order-discord-heading">Discord</h2>
        {can('orders:write') && actions.some(runnable) ? (
          <button type="button" onClick={() => void runAgain()} disabled={fetching}>
            Run again
          </button>
        ) : null}
      </div>
      {notice}
      <FormErrorSummary errors={errors} known={[]} />
      {actions.length === 0 ? (
        <p className="empty">No Discord actions: approval runs the packages’ Discord actions with the store’s bot.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Role / channel</th>
                <th scope="col">Trigger</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col">Done / next</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {actions.map((a) => (
                <tr key={a.id}>
                  <td>
                    {what(a)}
                    {a.message ? <div className="hint">{a.message}</div> : null}
                  </td>
                  <td>
                    {a.roleId ? (
                      <>
                        role <code>{a.roleId}</code>
                      </>
                    ) : a.channelId ? (
                      <>
                        channel <code>{a.channelId}</code>
                      </>
                    ) : (
                      '—'
                    )}
                    {a.userId ? <div className="hint">user {a.userId}</div> : null}
                  </td>
                  <td>{TRIGGER_LABEL[a.type] ?? a.type}</td>
                  <td>
                    <DiscordStatusBadge status={a.status} />
                  </td>
                  <td className="num">{a.attempts}</td>
                  <td className="nowrap">{a.doneAt ? formatDateTime(a.doneAt) : a.status === 'PENDING' ? formatDateTime(a.runAt) : '—'}</td>
                  <td>{a.lastError ? <span className="hint">{a.lastError}</span> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
