import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useNotice, ConfirmButton } from '../../components/states';
import { useFocusLater } from './status';
import { FormErrorSummary, TextField } from '../../components/forms';
import { formErrors, noErrors, type FormErrors } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { UpdateOrderDocument } from './documents';
import type { OrderVariable } from './types';

/**
 * The buyer's values for store variables ({name} in commands). updateOrder upserts them by name and
 * removes one given null; commands not yet run follow the change.
 */
export function VariablesSection({ orderId, variables }: { orderId: number; variables: OrderVariable[] }) {
  const [notice, announce] = useNotice();
  const [{ fetching }, updateOrder] = useMutation(UpdateOrderDocument);
  const [editing, setEditing] = useState<string | null>(null);
  const focusLater = useFocusLater();
  const [editValue, setEditValue] = useState('');
  const [editErrors, setEditErrors] = useState<FormErrors>(noErrors);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [addErrors, setAddErrors] = useState<FormErrors>(noErrors);
  const [removeErrors, setRemoveErrors] = useState<FormErrors>(noErrors);

  async function send(vars: Record<string, string | null>) {
    return updateOrder({ id: orderId, input: { variables: vars } });
  }

  async function saveEdit(e: FormEvent, varName: string) {
    e.preventDefault();
    setEditErrors(noErrors);
    const result = await send({ [varName]: editValue });
    if (result.error) {
      setEditErrors(formErrors(result.error));
      return;
    }
    setEditing(null);
    focusLater(`edit-variable-${varName}`);
    announce(`Variable ${varName} saved.`);
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    setAddErrors(noErrors);
    const result = await send({ [name]: value });
    if (result.error) {
      setAddErrors(formErrors(result.error));
      return;
    }
    announce(`Variable ${name} added.`);
    setName('');
    setValue('');
  }

  async function remove(varName: string) {
    setRemoveErrors(noErrors);
    const result = await send({ [varName]: null });
    if (result.error) {
      setRemoveErrors(formErrors(result.error));
      return;
    }
    announce(`Variable ${varName} removed.`);
  }

  return (
    <section className="panel" aria-labelledby="order-variables-heading">
      <h2 id="order-variables-heading">Variables</h2>
      {notice}
      <FormErrorSummary errors={removeErrors} known={[]} />
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
                        <FormErrorSummary errors={editErrors} known={[`variables.${v.name}`]} />
                        <TextField label={`Value of ${v.name}`} value={editValue} onChange={setEditValue} error={editErrors.fields[`variables.${v.name}`]} autoFocus />
                        <div className="row">
                          <button type="submit" className="primary" disabled={fetching}>
                            Save variable
                          </button>
                          <button
                            type="button"
                            onClick={() => {
                              setEditing(null);
                              focusLater(`edit-variable-${v.name}`);
                            }}
                          >
                            Discard changes
                          </button>
                        </div>
                      </form>
                    ) : (
                      v.value
                    )}
                  </td>
                  <td className="nowrap">{formatDateTime(v.updatedAt)}</td>
                  <td>
                    {editing === v.name ? null : (
                      <div className="row">
                        <button
                          type="button"
                          id={`edit-variable-${v.name}`}
                          aria-label={`Edit variable ${v.name}`}
                          onClick={() => {
                            setEditErrors(noErrors);
                            setEditValue(v.value);
                            setEditing(v.name);
                          }}
                        >
                          Edit
                        </button>
                        <ConfirmButton backLabel="No, go back" label="Remove" name={`Remove variable ${v.name}`} confirmLabel={`Yes, remove ${v.name}`} onConfirm={() => void remove(v.name)} disabled={fetching} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={add} noValidate aria-label="Add a variable">
        <h3>Add a variable</h3>
        <FormErrorSummary errors={addErrors} known={[`variables.${name}`]} />
        <div className="form-grid">
          <TextField label="Variable name" value={name} onChange={setName} />
          <TextField label="Variable value" value={value} onChange={setValue} error={addErrors.fields[`variables.${name}`]} />
        </div>
        <button type="submit" disabled={fetching}>
          Add variable
        </button>
      </form>
    </section>
  );
}
