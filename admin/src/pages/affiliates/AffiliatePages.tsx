import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import { noErrors, type FormErrors } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useStore } from '../../lib/store';
import type { AffiliateDetailQuery } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { AffiliateForm } from './AffiliateForm';
import { draftOf, emptyDraft, toInput, type AffiliateDraft } from './affiliateDraft';
import { AffiliateCreateDocument, AffiliateDeleteDocument, AffiliateDetailDocument, AffiliateUpdateDocument } from './documents';
import { AffiliateWithdrawSection } from './WithdrawRequests';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';

/** Form errors, with a way to forget the package commission rows' ones once rows move (their indexes are stale). */
function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const dropCommissionErrors = useCallback(
    () =>
      setErrors((current) => {
        const fields = Object.fromEntries(Object.entries(current.fields).filter(([k]) => !k.startsWith('package_commissions.')));
        return Object.keys(fields).length === Object.keys(current.fields).length ? current : { ...current, fields };
      }),
    [],
  );
  return { errors, setErrors, dropCommissionErrors };
}

/** /affiliates/new */
export function AffiliateCreatePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AffiliateDraft>(emptyDraft);
  const form = useFormErrors();
  const { errors, dropCommissionErrors } = form;
  const { fetching, submit: create } = useFormMutation(AffiliateCreateDocument, { keepErrors: true, errors: form });

  async function submit() {
    const data = await create({ input: toInput(draft) }, { additionalTypenames: ['Affiliate'] });
    if (!data) return;
    const created = data.createAffiliate;
    navigate(`/affiliates/${created.id}`, { state: { notice: `Affiliate “${created.name}” created.` } });
  }

  return (
    <>
      <PageHeader title="New affiliate">
        <Link to="/affiliates">Back to affiliates</Link>
      </PageHeader>
      <div className="panel">
        <AffiliateForm
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          onCommissionRowsMoved={dropCommissionErrors}
          onSubmit={() => void submit()}
          submitting={fetching}
          submitLabel="Create affiliate"
          editing={false}
        />
      </div>
    </>
  );
}

/** /affiliates/:id: the figures, the form, the withdraw requests, delete. */
export function AffiliateEditPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const context = useMemo(() => ({ additionalTypenames: ['WithdrawRequest'] }), []);
  const [result, reexecute] = useQuery({ query: AffiliateDetailDocument, variables: { id }, pause: !Number.isInteger(id), context });
  if (!Number.isInteger(id)) return <NotFound />;
  return (
    <QueryState result={result} retry={reexecute}>
      {(data) => <AffiliateEditor key={data.affiliate.id} affiliate={data.affiliate} />}
    </QueryState>
  );
}

type Affiliate = AffiliateDetailQuery['affiliate'];

function AffiliateEditor({ affiliate }: { affiliate: Affiliate }) {
  const store = useStore();
  const navigate = useNavigate();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  // The form keeps what is typed; a refresh of the figures (a withdrawal, a new order) does not reset it.
  const [stored, setStored] = useState<AffiliateDraft>(() => draftOf(affiliate));
  const [draft, setDraftState] = useState<AffiliateDraft>(stored);
  const setDraft = (update: (d: AffiliateDraft) => AffiliateDraft) => setDraftState(update);
  const form = useFormErrors();
  const { errors, dropCommissionErrors } = form;
  const { fetching: saving, submit: update } = useFormMutation(AffiliateUpdateDocument, { keepErrors: true, errors: form });
  const { errors: deleteErrors, fetching: deleting, submit: remove } = useFormMutation(AffiliateDeleteDocument, { keepErrors: true });
  const money = (v: number) => formatMoney(v, store.currency, store.locale);

  // The balance moves with withdrawals and orders: an untouched balance input follows it.
  const freshBalance = String(affiliate.balance);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new balance from the API moves the input.
  useEffect(() => {
    if (stored.balance === freshBalance) return;
    setDraftState((d) => (d.balance === stored.balance ? { ...d, balance: freshBalance } : d));
    setStored((s) => ({ ...s, balance: freshBalance }));
  }, [freshBalance]);

  async function save() {
    const data = await update({ id: affiliate.id, input: toInput(draft, stored) });
    if (!data) return;
    const saved = draftOf(data.updateAffiliate);
    setStored(saved);
    setDraftState(saved);
    announce('Affiliate saved.');
  }

  async function destroy() {
    const data = await remove({ id: affiliate.id }, { additionalTypenames: ['Affiliate'] });
    if (!data?.deleteAffiliate) return;
    navigate('/affiliates', { state: { notice: `Affiliate “${affiliate.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={affiliate.name}>
        <Link to="/affiliates">Back to affiliates</Link>
      </PageHeader>
      {notice}
      <section className="panel" aria-labelledby="affiliate-figures-heading">
        <h2 id="affiliate-figures-heading" style={{ marginTop: 0 }}>
          Figures
        </h2>
        <dl className="details">
          <dt>Balance</dt>
          <dd>{money(affiliate.balance)}</dd>
          <dt>Revenue (approved orders)</dt>
          <dd>{money(affiliate.statistics.revenue)}</dd>
          <dt>Sales (approved orders)</dt>
          <dd>{affiliate.statistics.sales}</dd>
          <dt>Default commission</dt>
          <dd>{affiliate.percentCommission}%</dd>
          <dt>Minimum withdrawal</dt>
          <dd>{money(affiliate.minWithdraw)}</dd>
          <dt>Ref code</dt>
          <dd>
            <code>{affiliate.refCode}</code>
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(affiliate.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(affiliate.updatedAt)}</dd>
        </dl>
      </section>
      <section className="panel" aria-labelledby="affiliate-details-heading">
        <h2 id="affiliate-details-heading" style={{ marginTop: 0 }}>
          Details
        </h2>
        <ReadOnlyUnless need="affiliates:write">
          <AffiliateForm
            draft={draft}
            setDraft={setDraft}
            errors={errors}
            onCommissionRowsMoved={dropCommissionErrors}
            onSubmit={() => void save()}
            submitting={saving}
            submitLabel="Save affiliate"
            editing
          />
        </ReadOnlyUnless>
      </section>
      <IfAllowed need="withdrawals:read">
        <AffiliateWithdrawSection affiliate={affiliate} />
      </IfAllowed>
      <IfAllowed need="affiliates:write">
        <section className="panel" aria-labelledby="affiliate-delete-heading">
          <h2 id="affiliate-delete-heading" style={{ marginTop: 0 }}>
            Delete
          </h2>
          <p className="hint">Orders keep their data. The API refuses while a withdraw request is pending.</p>
          {deleteErrors.general.length ? (
            <div className="form-errors" role="alert">
              <ul>
                {deleteErrors.general.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <ConfirmButton label="Delete affiliate" onConfirm={() => void destroy()} disabled={deleting} />
        </section>
      </IfAllowed>
    </>
  );
}
