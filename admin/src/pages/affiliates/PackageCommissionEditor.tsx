import { useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { TextField } from '../../components/forms';
import { nested, type FormErrors } from '../../lib/errors';
import { AffiliatePackageSearchDocument } from './documents';

/** One row of the editor: a package of the catalog and the affiliate's commission on it (as typed). */
export interface CommissionRow {
  key: string;
  packageId: number;
  name: string;
  percentCommission: string;
}

let nextKey = 0;
export function commissionRow(packageId: number, percentCommission: string, name: string): CommissionRow {
  nextKey += 1;
  return { key: `c${nextKey}`, packageId, name, percentCommission };
}

const SEARCH_SIZE = 8;

/**
 * The per-package commission overrides: rows of (package, percent), a catalog search to add one,
 * and the API's errors of `package_commissions.N.*` under row N's inputs.
 */
export function PackageCommissionEditor({ rows, onChange, errors }: { rows: CommissionRow[]; onChange(rows: CommissionRow[]): void; errors: FormErrors }) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const searchId = useId();
  const listError = errors.fields['package_commissions'];
  const listErrorId = useId();

  function update(key: string, percentCommission: string) {
    onChange(rows.map((r) => (r.key === key ? { ...r, percentCommission } : r)));
  }
  function remove(key: string) {
    onChange(rows.filter((r) => r.key !== key));
    document.getElementById(searchId)?.focus();
  }
  function add(packageId: number, name: string) {
    const row = commissionRow(packageId, '', name);
    setFocusKey(row.key);
    onChange([...rows, row]);
  }

  return (
    <fieldset aria-describedby={listError ? listErrorId : undefined}>
      <legend>Package commissions</legend>
      <p className="hint">Overrides of the default commission on chosen packages (0 to 100 %; 0 means no commission on that package).</p>
      {listError ? (
        <p className="field-error" id={listErrorId}>
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">No package commissions: the default commission applies to every package.</p>
      ) : (
        <ul className="affiliate-commission-rows" aria-label="Package commission rows">
          {rows.map((row, index) => (
            <CommissionRowEditor
              key={row.key}
              row={row}
              errors={nested(errors, `package_commissions.${index}.`)}
              autoFocus={row.key === focusKey}
              onCommission={(v) => update(row.key, v)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      )}
      <PackagePicker chosen={rows.map((r) => r.packageId)} onPick={add} inputId={searchId} />
    </fieldset>
  );
}

function CommissionRowEditor({
  row,
  errors,
  autoFocus,
  onCommission,
  onRemove,
}: {
  row: CommissionRow;
  errors: FormErrors;
  autoFocus: boolean;
  onCommission(value: string): void;
  onRemove(): void;
}) {
  const name = row.name;
  const packageError = errors.fields['package_id'];
  const packageErrorId = useId();
  return (
    <li className={`row affiliate-commission-row${packageError ? ' field-invalid' : ''}`}>
      <div className="field affiliate-commission-package">
        <span className="hint">Package</span>
        <strong aria-describedby={packageError ? packageErrorId : undefined}>
          {name} <span className="hint">#{row.packageId}</span>
        </strong>
        {packageError ? (
          <p className="field-error" id={packageErrorId}>
            {packageError}
          </p>
        ) : null}
      </div>
      <TextField
        label={`Commission on ${name} (%)`}
        type="number"
        inputMode="decimal"
        step="any"
        value={row.percentCommission}
        onChange={onCommission}
        error={errors.fields['percent_commission']}
        autoFocus={autoFocus}
      />
      <button type="button" onClick={onRemove}>
        Remove {name}
      </button>
    </li>
  );
}

/** Search the catalog by name (as the package list does) and add a package as a new row. */
function PackagePicker({ chosen, onPick, inputId }: { chosen: number[]; onPick(packageId: number, name: string): void; inputId: string }) {
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  // Search as one types, once the typing pauses.
  useEffect(() => {
    const t = setTimeout(() => setQuery(term.trim()), 300);
    return () => clearTimeout(t);
  }, [term]);
  const [result] = useQuery({
    query: AffiliatePackageSearchDocument,
    variables: { name: query, perPage: SEARCH_SIZE },
    pause: query === '',
  });
  const found = query !== '' ? result.data?.packages : undefined;
  return (
    <div className="affiliate-package-picker">
      <TextField
        label="Find a package to add"
        type="search"
        value={term}
        onChange={setTerm}
        id={inputId}
        hint="Type part of a package name."
        onKeyDown={(e) => {
          // Enter searches now instead of submitting the affiliate form.
          if (e.key === 'Enter') {
            e.preventDefault();
            setQuery(term.trim());
          }
        }}
      />
      {query === '' ? null : result.error && !found ? (
        <p className="field-error" role="alert">
          Could not search the catalog: {result.error.message}
        </p>
      ) : !found ? (
        <p className="loading" role="status">
          Searching…
        </p>
      ) : (
        <div>
          {found.data.length === 0 ? (
            <p className="empty" role="status">
              No package name contains “{query}”.
            </p>
          ) : (
            <>
              <p className="hint" role="status">
                {found.meta.total > found.data.length
                  ? `First ${found.data.length} of ${found.meta.total} packages matching “${query}”: type more to narrow.`
                  : `${found.meta.total} package${found.meta.total === 1 ? '' : 's'} matching “${query}”.`}
              </p>
              <ul className="affiliate-package-results">
                {found.data.map((p) => {
                  const added = chosen.includes(p.id);
                  return (
                    <li key={p.id} className="row">
                      <button type="button" onClick={() => onPick(p.id, p.name)} disabled={added}>
                        {added ? `${p.name} added` : `Add ${p.name}`}
                      </button>
                      <span className="hint">
                        #{p.id} · {p.category.name} · {p.priceDisplay}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
