import { useState, type FormEvent } from 'react';
import { useNotice } from '../../components/states';
import { FormActions, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { CommandStatus, CommandTrigger } from '../../gql/graphql';
import { ResendCommandsDocument, UpdateCommandDocument } from './documents';
import { COMMAND_STATUS_LABEL, CommandStatusBadge, useFocusLater } from './status';
import type { OrderCommand } from './types';
import { useCan } from '../../lib/permissions';

const TRIGGER_LABEL: Record<CommandTrigger, string> = { PURCHASE: 'Purchase', EXPIRE: 'Expiry', REFUND: 'Refund', CHARGEBACK: 'Chargeback' };
const STATUS_OPTIONS = (['PENDING', 'DONE', 'FAILED', 'CANCELED'] as CommandStatus[]).map((s) => ({
  value: s,
  label: s === 'PENDING' ? 'Pending (run again, due now)' : COMMAND_STATUS_LABEL[s],
}));

/**
 * The commands the order queued, each with its server, status and text. Resend runs an approved
 * order's purchase commands again; each command can be settled or requeued by hand.
 */
export function CommandsSection({ orderId, orderStatus, commands }: { orderId: number; orderStatus: string; commands: OrderCommand[] }) {
  const can = useCan();
  const [notice, announce] = useNotice();
  const [editing, setEditing] = useState<number | null>(null);
  const focusLater = useFocusLater();
  const { errors, fetching: resending, submit: resend } = useFormMutation(ResendCommandsDocument);

  async function resendAll() {
    const data = await resend({ orderId });
    if (!data) return;
    const n = data.resendOrderCommands.commands.length;
    announce(`Purchase commands sent again (${n} ${n === 1 ? 'command' : 'commands'}).`);
  }

  return (
    <section className="panel" aria-labelledby="order-commands-heading">
      <div className="page-header" style={{ marginBottom: 0 }}>
        <h2 id="order-commands-heading">Commands</h2>
        {/* Only an approved order's commands can be resent (the API answers CONFLICT otherwise). */}
        {can('orders:write') && orderStatus === 'APPROVED' && commands.some((c) => c.type === 'PURCHASE') ? (
          <button type="button" onClick={() => void resendAll()} disabled={resending}>
            Resend purchase commands
          </button>
        ) : null}
      </div>
      {notice}
      <FormErrorSummary errors={errors} known={[]} />
      {commands.length === 0 ? (
        <p className="empty">No commands queued: approval queues the packages' commands.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Command</th>
                <th scope="col">Server</th>
                <th scope="col">Trigger</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col">Due</th>
                <th scope="col">Response / reason</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {commands.map((c) => (
                <tr key={c.id}>
                  <td>
                    <code>{c.command}</code>
                    {c.offlineExecute ? null : <span className="hint"> · player must be online</span>}
                  </td>
                  <td>{c.gameServer?.name ?? (c.gameServerId ? `Server ${c.gameServerId}` : 'Any server')}</td>
                  <td>{TRIGGER_LABEL[c.type] ?? c.type}</td>
                  <td>
                    <CommandStatusBadge status={c.status} />
                  </td>
                  <td className="num">{c.attempts}</td>
                  <td className="nowrap">{formatDateTime(c.executeAt)}</td>
                  <td>
                    {c.response ? <div>{c.response}</div> : null}
                    {c.reason ? <div className="hint">{c.reason}</div> : null}
                    {!c.response && !c.reason ? '—' : null}
                  </td>
                  <td>
                    {editing === c.id ? (
                      <CommandEditor
                        command={c}
                        onDone={(saved) => {
                          setEditing(null);
                          focusLater(`change-command-${c.id}`);
                          if (saved) announce(`Command ${c.id} saved.`);
                        }}
                      />
                    ) : !can('game_servers:write') ? null : (
                      <button type="button" id={`change-command-${c.id}`} aria-label={`Change command ${c.id}`} onClick={() => setEditing(c.id)}>
                        Change
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

function CommandEditor({ command, onDone }: { command: OrderCommand; onDone(saved: boolean): void }) {
  const [status, setStatus] = useState<string>(command.status);
  const [response, setResponse] = useState(command.response ?? '');
  const [reason, setReason] = useState(command.reason ?? '');
  const { errors, fetching, submit: updateCommand } = useFormMutation(UpdateCommandDocument);

  async function save(e: FormEvent) {
    e.preventDefault();
    // Only what changed: sending PENDING again would requeue a pending command from scratch.
    const input: { status?: CommandStatus; response?: string | null; reason?: string | null } = {};
    if (status !== command.status) input.status = status as CommandStatus;
    if (response !== (command.response ?? '')) input.response = response === '' ? null : response;
    if (reason !== (command.reason ?? '')) input.reason = reason === '' ? null : reason;
    if (Object.keys(input).length === 0) {
      onDone(false);
      return;
    }
    if (await updateCommand({ id: command.id, input })) onDone(true);
  }

  return (
    <form onSubmit={save} noValidate aria-label={`Change command ${command.id}`} style={{ minWidth: '14rem' }}>
      <FormErrorSummary errors={errors} known={['status', 'response', 'reason']} />
      <SelectField label="Command status" value={status} onChange={setStatus} options={STATUS_OPTIONS} error={errors.fields.status} autoFocus />
      <TextField label="Response" value={response} onChange={setResponse} error={errors.fields.response} />
      <TextField label="Reason" value={reason} onChange={setReason} error={errors.fields.reason} />
      <FormActions submitLabel="Save command" submitting={fetching} onDiscard={() => onDone(false)} />
    </form>
  );
}
