import type { FormEvent } from 'react';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { ScopePicker } from '../../components/ScopePicker';
import type { FormErrors } from '../../lib/errors';
import { useStore } from '../../lib/store';
import { KNOWN_FIELDS, type SaleDraft } from './saleDraft';

interface Props {
  draft: SaleDraft;
  change(patch: Partial<SaleDraft>): void;
  errors: FormErrors;
  onSubmit(): void;
  submitting: boolean;
  submitLabel: string;
  label: string;
  onCancel?(): void;
}

/** A sale's fields; each shows the API's own error for its path (value rule range, package_ids.0 rule exists, ends_at rule range, ...). */
export function SaleForm({ draft, change, errors, onSubmit, submitting, submitLabel, label, onCancel }: Props) {
  const store = useStore();
  const f = errors.fields;
  const zone = `In the store’s time zone (${store.timezone}).`;
  function submit(ev: FormEvent) {
    ev.preventDefault();
    onSubmit();
  }
  return (
    <form className="panel" onSubmit={submit} noValidate aria-label={label}>
      <FormErrorSummary errors={errors} known={KNOWN_FIELDS} />
      <div className="form-grid">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(name) => change({ name })}
          error={f.name}
          hint="The storefront shows it beside a package on sale, e.g. “Black Friday”."
          required
          maxLength={100}
          autoComplete="off"
        />
        <SelectField
          label="Type"
          value={draft.type}
          onChange={(type) => change({ type })}
          error={f.type}
          options={[
            { value: 'PERCENTAGE', label: 'Percentage off' },
            { value: 'PRICE', label: `Amount off each unit (${store.currency})` },
          ]}
        />
        <TextField
          label="Value"
          inputMode="decimal"
          value={draft.value}
          onChange={(value) => change({ value })}
          error={f.value}
          hint={draft.type === 'PERCENTAGE' ? '0.01 to 100 percent off each unit.' : 'Taken off each unit, never below zero.'}
          required
        />
      </div>
      <ScopePicker value={{ packageIds: draft.packageIds, categoryIds: draft.categoryIds }} onChange={(scope) => change(scope)} errors={f} legend="On sale" />
      <div className="form-grid">
        <TextField
          label="Starts at"
          type="datetime-local"
          value={draft.startsAt}
          onChange={(startsAt) => change({ startsAt })}
          error={f.starts_at}
          hint={zone}
          required
        />
        <TextField
          label="Ends at"
          type="datetime-local"
          value={draft.endsAt}
          onChange={(endsAt) => change({ endsAt })}
          error={f.ends_at}
          hint={`${zone} After the start, at most 366 days later.`}
          required
        />
        <CheckboxField
          label="Enabled"
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
          error={f.enabled}
          hint="Off: it never applies, whatever its dates."
        />
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
