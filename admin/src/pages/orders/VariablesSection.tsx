import { useState, type FormEvent } from 'react';
import { useNotice, ConfirmButton } from '../../components/states';
import { useFocusLater } from './status';
import { FormActions, FormErrorSummary, TextField } from '../../components/forms';
import { noErrors } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import { UpdateOrderDocument } from './documents';
import type { OrderVariable } from './types';
import { useCan } from '../../lib/permissions';

/**
 * The buyer's values for store variables ({name} in commands). updateOrder upserts them by name and
 * removes one given null; commands not yet run follow the change.
 */
export function VariablesSection({ orderId, variables }: { orderId: number; variables: OrderVariable[] }) {
  const canWrite = useCan()('orders:write');
  const [notice, announce] = useNotice();
  // The same mutation behind three places, each showing its own errors; any of them running holds the others.
  const edit = useFormMutation(UpdateOrderDocument);
  const addition = useFormMutation(UpdateOrderDocument);
  const removal = useFormMutation(UpdateOrderDocument);
  const fetching = edit.fetching || addition.fetching || removal.fetching;
  const [editing, setEditing] = useState<string | null>(null);
  const focusLater = useFocusLater();
  const [editValue, setEditValue] = useState('');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');

  const input = (vars: Record<string, string | null>) => ({ id: orderId, input: { variables: vars } });

  async function saveEdit(e: FormEvent, varName: string) {
    e.preventDefault();
    if (!(await edit.submit(input({ [varName]: editValue })))) return;
    setEditing(null);
    focusLater(`edit-variable-${varName}`);
    announce(`Variable ${varName} saved.`);
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!(await addition.submit(input({ [name]: value })))) return;
    announce(`Variable ${name} added.`);
    setName('');
    setValue('');
  }

  async function remove(varName: string) {
    if (!(await removal.submit(input({ [varName]: null })))) return;
    announce(`Variable ${varName} removed.`);
  }

  return (
    <section className="panel" aria-labelledby="order-variables-heading">
      <h2 id="order-variables-heading">Variables</h2>
      {notice}
      <FormErrorSummary errors={removal.errors} known={[]} />
      {variables.length === 0 ? (
        <p className="empty">No variables on this order.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Value</th>
                <th scope="col">Changed</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {variables.map((v) => (
                <tr key={v.id}>
                  <td>
                    <code>{v.name}</code>
                  </td>
                  <td>
                    {editing === v.name ? (
                      <form onSubmit={(e) => void saveEdit(e, v.name)} noValidate aria-label={`Edit variable ${v.name}`}>
                        <FormErrorSummary errors={edit.errors} known={[`variables.${v.name}`]} />
                        <TextField
                          label={`Value of ${v.name}`}
                          value={editValue}
                          onChange={setEditValue}
                          error={edit.errors.fields[`variables.${v.name}`]}
                          autoFocus
                        />
                        <FormActions
                          submitLabel="Save variable"
                          submitting={fetching}
                          onDiscard={() => {
                            setEditing(null);
                            focusLater(`edit-variable-${v.name}`);
                          }}
                        />
                      </form>
                    ) : (
                      v.value
                    )}
                  </td>
                  <td className="nowrap">{formatDateTime(v.updatedAt)}</td>
                  <td>
                    {editing === v.name || !canWrite ? null : (
                      <div className="row">
                        <button
                          type="button"
                          id={`edit-variable-${v.name}`}
                          aria-label={`Edit variable ${v.name}`}
                          onClick={() => {
                            edit.setErrors(noErrors);
                            setEditValue(v.value);
                            setEditing(v.name);
                          }}
                        >
                          Edit
                        </button>
                        <ConfirmButton
                          backLabel="No, go back"
                          label="Remove"
                          name={`Remove variable ${v.name}`}
                          confirmLabel={`Yes, remove ${v.name}`}
                          onConfirm={() => void remove(v.name)}
                          disabled={fetching}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite ? (
        <form onSubmit={add} noValidate aria-label="Add a variable">
          <h3>Add a variable</h3>
          <FormErrorSummary errors={addition.errors} known={[`variables.${name}`]} />
          <div className="form-grid">
            <TextField label="Variable name" value={name} onChange={setName} />
            <TextField label="Variable value" value={value} onChange={setValue} error={addition.errors.fields[`variables.${name}`]} />
          </div>
          <button type="submit" disabled={fetching}>
            Add variable
          </button>
        </form>
      ) : null}
    </section>
  );
}
