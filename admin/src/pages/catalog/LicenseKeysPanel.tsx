import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { TextAreaField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { QueryState, TableWrap, useNotice } from '../../components/states';
import { formatDateTime } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useCan } from '../../lib/permissions';
import { AddLicenseKeysDocument, PackageLicenseKeysDocument } from './documents';
import { licenseKeyLines } from './packageDraft';

const PER_PAGE = 20;

/**
 * Every key of a package, delivered and unused, a page at a time, and a way to add keys without
 * sending the whole package: the API adds them to the unused pool and keeps the keys it has. It
 * checks every rule (repeats, length, the pool's size); its errors are shown by line. `onAdded`
 * hands the added keys to the package form, whose own pool must hold them too or saving it would
 * drop them. `version` changes when the package was saved (its pool replaced): the list reloads.
 */
export function LicenseKeysPanel({ packageId, version, onAdded }: { packageId: number; version: number; onAdded(keys: string[]): void }) {
  const canWrite = useCan()('catalog:write');
  const [page, setPage] = useState(1);
  const [result, reexecute] = useQuery({ query: PackageLicenseKeysDocument, variables: { packageId, page, perPage: PER_PAGE } });
  const [text, setText] = useState('');
  const [notice, announce] = useNotice();
  const { errors, fetching, submit } = useFormMutation(AddLicenseKeysDocument, { keepErrors: true });

  // A saved package may have replaced the pool: read it again (once per save, not when the page changes).
  const reload = useRef(reexecute);
  reload.current = reexecute;
  useEffect(() => {
    if (version > 0) reload.current({ requestPolicy: 'network-only' });
  }, [version]);

  const lines = licenseKeyLines(text);
  const messages = Object.entries(errors.fields).map(([field, message]) => {
    const index = Number(field.split('.')[1]);
    return Number.isInteger(index) && lines[index] ? `Line ${lines[index].line}: ${message}` : message;
  });

  async function add(e: FormEvent) {
    e.preventDefault();
    const data = await submit({ packageId, input: { licenseKeys: lines.map((l) => l.key) } });
    if (!data) return;
    const added = data.addPackageLicenseKeys.map((k) => k.value);
    setText('');
    onAdded(added);
    announce(`${added.length} ${added.length === 1 ? 'key' : 'keys'} added.`);
    reexecute({ requestPolicy: 'network-only' });
  }

  return (
    <section className="panel" aria-labelledby="all-license-keys">
      <h2 id="all-license-keys" style={{ marginTop: 0 }}>
        All license keys
      </h2>
      {notice}
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {(data) => {
          const { meta, data: keys } = data.packageLicenseKeys;
          if (meta.total === 0) return <p className="empty">The package has no keys.</p>;
          return (
            <>
              <TableWrap label="Keys of this package">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Key</th>
                      <th scope="col">Status</th>
                      <th scope="col">Delivered</th>
                    </tr>
                  </thead>
                  <tbody>
                    {keys.map((k) => (
                      <tr key={k.id}>
                        <td>
                          <code>{k.value}</code>
                        </td>
                        <td>{k.used ? <span className="badge">Delivered</span> : <span className="badge ok">Unused</span>}</td>
                        <td>{k.used ? formatDateTime(k.usedAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination meta={meta} onPage={setPage} label="License key pages" />
            </>
          );
        }}
      </QueryState>
      {canWrite ? (
        <form onSubmit={(e) => void add(e)} noValidate aria-label="Add license keys">
          <TextAreaField
            label="Keys to add"
            value={text}
            onChange={setText}
            rows={4}
            spellCheck={false}
            error={messages.length ? messages.join(' ') : undefined}
            hint="One key per line. They join the unused keys; the keys the package has stay."
          />
          {errors.general.map((m) => (
            <p key={m} className="field-error" role="alert">
              {m}
            </p>
          ))}
          <div className="row">
            <button type="submit" disabled={fetching}>
              Add keys
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
