import type { FormEvent } from 'react';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import type { FormErrors } from '../../lib/errors';
import { useStore } from '../../lib/store';
import { KNOWN_FIELDS, LIMIT_LABELS, type CouponDraft } from './couponDraft';

interface Props {
  draft: CouponDraft;
  change(patch: Partial<CouponDraft>): void;
  errors: FormErrors;
  onSubmit(): void;
  submitting: boolean;
  submitLabel: string;
  label: string;
}

/** The coupon's fields; each shows the API's own error for its path (code, value, min_price, limit_criteria, ...). */
export function CouponForm({ draft, change, errors, onSubmit, submitting, submitLabel, label }: Props) {
  const store = useStore();
  const f = errors.fields;
  function submit(ev: FormEvent) {
    ev.preventDefault();
    onSubmit();
  }
  return (
    <form className="panel" onSubmit={submit} noValidate aria-label={label}>
      <FormErrorSummary errors={errors} known={KNOWN_FIELDS} />
      <div className="form-grid">
        <TextField
          label="Code"
          value={draft.code}
          onChange={(code) => change({ code })}
          error={f.code}
          hint="What buyers type: letters, digits, - and _; matched ignoring case."
          required
          autoComplete="off"
        />
        <SelectField
          label="Type"
          value={draft.type}
          onChange={(type) => change({ type })}
          error={f.type}
          options={[
            { value: 'PERCENTAGE', label: 'Percentage off' },
            { value: 'PRICE', label: `Amount off (${store.currency})` },
          ]}
        />
        <TextField label="Value" inputMode="decimal" value={draft.value} onChange={(value) => change({ value })} error={f.value} required />
        <TextField
          label="Minimum order"
          inputMode="decimal"
          value={draft.minPrice}
          onChange={(minPrice) => change({ minPrice })}
          error={f.min_price}
          hint={`The cart's subtotal before the discount must reach it (${store.currency}). Empty: any order.`}
        />
        <SelectField
          label="Per-buyer limit"
          value={draft.limitCriteria}
          onChange={(limitCriteria) => change({ limitCriteria })}
          error={f.limit_criteria}
          empty="No per-buyer limit"
          options={Object.entries(LIMIT_LABELS).map(([value, text]) => ({ value, label: text }))}
          hint="Counted by the buyer's e-mail or in-game identifier; a rejected or canceled order gives its use back."
        />
        <TextField
          label="Maximum uses"
          inputMode="numeric"
          value={draft.maxUses}
          onChange={(maxUses) => change({ maxUses })}
          error={f.max_uses}
          hint="Orders in all. Empty: unlimited."
        />
        <TextField
          label="Expires at"
          value={draft.expiresAt}
          onChange={(expiresAt) => change({ expiresAt })}
          error={f.expires_at}
          hint="An ISO 8601 time with its offset, e.g. 2030-01-01T23:59:00-03:00. Empty: never."
          autoComplete="off"
        />
        <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => change({ enabled })} error={f.enabled} />
      </div>
      <button type="submit" className="primary" disabled={submitting}>
        {submitting ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
