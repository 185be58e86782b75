import type { FormEvent } from 'react';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { ScopePicker } from '../../components/ScopePicker';
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

/** The coupon's fields; each shows the API's own error for its path (code, value, min_price, package_ids.0, starts_at, ...). */
export function CouponForm({ draft, change, errors, onSubmit, submitting, submitLabel, label }: Props) {
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
      </div>
      <ScopePicker
        value={{ packageIds: draft.packageIds, categoryIds: draft.categoryIds }}
        onChange={(scope) => change(scope)}
        errors={f}
        legend="Applies to"
      />
      <div className="form-grid">
        <TextField
          label="Starts at"
          type="datetime-local"
          value={draft.startsAt}
          onChange={(startsAt) => change({ startsAt })}
          error={f.starts_at}
          hint={`${zone} Empty: usable at once.`}
        />
        <TextField
          label="Expires at"
          type="datetime-local"
          value={draft.expiresAt}
          onChange={(expiresAt) => change({ expiresAt })}
          error={f.expires_at}
          hint={`${zone} Empty: never.`}
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
          label="Uses per buyer"
          inputMode="numeric"
          value={draft.maxUsesPerBuyer}
          onChange={(maxUsesPerBuyer) => change({ maxUsesPerBuyer })}
          error={f.max_uses_per_buyer}
          hint="Orders one buyer may place with it, counted by their e-mail and by their identifier. Empty: no count."
        />
        <SelectField
          label="Per-buyer limit"
          value={draft.limitCriteria}
          onChange={(limitCriteria) => change({ limitCriteria })}
          error={f.limit_criteria}
          empty="No per-buyer limit"
          options={Object.entries(LIMIT_LABELS).map(([value, text]) => ({ value, label: text }))}
          hint="Once per buyer, counted by one detail only (the public API's limit_criteria); a rejected or canceled order gives its use back."
        />
      </div>
      <div className="form-grid">
        <CheckboxField
          label="First purchase only"
          checked={draft.firstPurchaseOnly}
          onChange={(firstPurchaseOnly) => change({ firstPurchaseOnly })}
          error={f.first_purchase_only}
          hint="Only for a buyer with no earlier order in the store (by e-mail or identifier)."
        />
        <CheckboxField
          label="Combinable with sales"
          checked={draft.combinableWithSales}
          onChange={(combinableWithSales) => change({ combinableWithSales })}
          error={f.combinable_with_sales}
          hint="Off: packages on sale keep their sale price and get no coupon discount on top."
        />
        <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => change({ enabled })} error={f.enabled} />
      </div>
      <button type="submit" className="primary" disabled={submitting}>
        {submitting ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
