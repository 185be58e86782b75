import { useId, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '../../components/forms';
import type { FormErrors } from '../../lib/errors';
import { AffiliateCouponsDocument } from './documents';
import { KNOWN_FIELDS, PIX_KEY_TYPES, type AffiliateDraft } from './affiliateDraft';
import { PackageCommissionEditor, type CommissionRow } from './PackageCommissionEditor';

/** Every AffiliateInput field, each with the API's own error under it. */
export function AffiliateForm({
  draft,
  setDraft,
  errors,
  onCommissionRowsMoved,
  onSubmit,
  submitting,
  submitLabel,
  editing,
}: {
  draft: AffiliateDraft;
  setDraft(update: (d: AffiliateDraft) => AffiliateDraft): void;
  errors: FormErrors;
  /** Rows were removed: their errors' indexes no longer match. */
  onCommissionRowsMoved(): void;
  onSubmit(): void;
  submitting: boolean;
  submitLabel: string;
  editing: boolean;
}) {
  const f = errors.fields;
  const field =
    <K extends keyof AffiliateDraft>(key: K) =>
    (value: AffiliateDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const payoutErrorId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }

  function setCommissions(rows: CommissionRow[]) {
    if (rows.length < draft.commissions.length) onCommissionRowsMoved();
    setDraft((d) => ({ ...d, commissions: rows }));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Affiliate details' : 'New affiliate'}>
      <FormErrorSummary errors={errors} known={KNOWN_FIELDS} />
      <div className="form-grid">
        <TextField label="Name" value={draft.name} onChange={field('name')} error={f['name']} required autoComplete="off" />
        <TextField
          label="Ref code"
          value={draft.refCode}
          onChange={field('refCode')}
          error={f['ref_code']}
          required
          autoComplete="off"
          hint="The code buyers give at checkout: letters, digits, hyphens, underscores."
        />
        <TextField label="E-mail" type="email" value={draft.email} onChange={field('email')} error={f['email']} required autoComplete="off" />
        <TextField
          label="Default commission (%)"
          type="number"
          inputMode="decimal"
          step="any"
          value={draft.percentCommission}
          onChange={field('percentCommission')}
          error={f['percent_commission']}
          required
          hint="Percent of what the buyer paid for each line, credited when the order is approved."
        />
        <TextField
          label="Balance"
          type="number"
          inputMode="decimal"
          step="0.01"
          value={draft.balance}
          onChange={field('balance')}
          error={f['balance']}
          hint={editing ? 'A correction: a changed value replaces the balance. Left as it is, it is not sent.' : 'Optional; starts at 0.'}
        />
        <TextField
          label="Minimum withdrawal"
          type="number"
          inputMode="decimal"
          step="0.01"
          value={draft.minWithdraw}
          onChange={field('minWithdraw')}
          error={f['min_withdraw']}
          hint={editing ? undefined : 'Optional; 0 when left empty.'}
        />
        <CouponSelect value={draft.linkedDiscountId} onChange={field('linkedDiscountId')} error={f['linked_discount_id']} />
      </div>
      <CheckboxField
        label="Earns commission on their own purchases (self-affiliated)"
        checked={draft.selfAffiliated}
        onChange={field('selfAffiliated')}
        error={f['self_affiliated']}
      />
      <PackageCommissionEditor rows={draft.commissions} onChange={setCommissions} errors={errors} />
      <fieldset aria-describedby={f['withdraw_settings'] ? payoutErrorId : undefined}>
        <legend>Payout details (PIX)</legend>
        <p className="hint">Where withdrawals are paid. Leave all four empty to clear them.</p>
        {f['withdraw_settings'] ? (
          <p className="field-error" id={payoutErrorId}>
            {f['withdraw_settings']}
          </p>
        ) : null}
        <div className="form-grid">
          <TextField
            label="Account holder’s full name"
            value={draft.fullName}
            onChange={field('fullName')}
            error={f['withdraw_settings.full_name']}
            autoComplete="off"
          />
          <SelectField
            label="PIX key type"
            value={draft.pixKeyType}
            onChange={field('pixKeyType')}
            error={f['withdraw_settings.pix_key_type']}
            empty="None"
            options={[
              // A stored value outside the known list stays selectable, so saving does not change it silently.
              ...(draft.pixKeyType && !(PIX_KEY_TYPES as readonly string[]).includes(draft.pixKeyType)
                ? [{ value: draft.pixKeyType, label: draft.pixKeyType }]
                : []),
              ...PIX_KEY_TYPES.map((t) => ({ value: t, label: t })),
            ]}
          />
          <TextField label="PIX key" value={draft.pixKey} onChange={field('pixKey')} error={f['withdraw_settings.pix_key']} autoComplete="off" />
          <TextField label="CPF or CNPJ" value={draft.cpfCnpj} onChange={field('cpfCnpj')} error={f['withdraw_settings.cpf_cnpj']} autoComplete="off" />
        </div>
      </fieldset>
      <div className="row">
        <button type="submit" className="primary" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

const COUPON_PAGE = 100;

/** The linked discount coupon: the store's coupons by code (the first 100; a linked one further on stays shown by id). */
function CouponSelect({ value, onChange, error }: { value: string; onChange(v: string): void; error?: string }) {
  const [result] = useQuery({ query: AffiliateCouponsDocument, variables: { page: 1, perPage: COUPON_PAGE } });
  const coupons = result.data?.coupons.data ?? [];
  const options = coupons.map((c) => ({ value: String(c.id), label: `${c.code}${c.enabled ? '' : ' (disabled)'}` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: `Coupon #${value}` });
  return (
    <SelectField
      label="Linked coupon"
      value={value}
      onChange={onChange}
      options={options}
      empty="None"
      error={error}
      hint={result.error && !result.data ? 'The coupons could not be loaded.' : result.fetching && !result.data ? 'Loading the coupons…' : undefined}
    />
  );
}
