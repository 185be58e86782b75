import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import { errorCode } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useHandedNotice } from '../../lib/notice';
import type { CouponFormFieldsFragment } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { CouponForm } from './CouponForm';
import { couponStatus, draftOf, emptyDraft, toInput, type CouponDraft } from './couponDraft';
import { CouponDocument, CreateCouponDocument, DeleteCouponDocument, UpdateCouponDocument } from './documents';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';
import { useStore } from '../../lib/store';

/** /coupons/new */
export function CouponCreatePage() {
  const navigate = useNavigate();
  const { timezone } = useStore();
  const [draft, setDraft] = useState<CouponDraft>(emptyDraft);
  const { errors, fetching, submit: create } = useFormMutation(CreateCouponDocument, { keepErrors: true });

  async function submit() {
    const data = await create({ input: toInput(draft, timezone) }, { additionalTypenames: ['Coupon'] });
    if (!data) return;
    const created = data.createCoupon;
    navigate(`/coupons/${created.id}`, { state: { notice: `Coupon “${created.code}” created.` } });
  }

  return (
    <>
      <PageHeader title="New coupon">
        <Link to="/coupons">Back to coupons</Link>
      </PageHeader>
      <CouponForm
        draft={draft}
        change={(p) => setDraft((d) => ({ ...d, ...p }))}
        errors={errors}
        onSubmit={() => void submit()}
        submitting={fetching}
        submitLabel="Create coupon"
        label="New coupon"
      />
    </>
  );
}

/** /coupons/:id: its uses, the form, delete. */
export function CouponEditPage() {
  const id = Number(useParams().id);
  const [result, reexecute] = useQuery({ query: CouponDocument, variables: { id }, pause: !Number.isInteger(id) });
  if (!Number.isInteger(id) || errorCode(result.error) === 'NOT_FOUND') return <NotFound />;
  return (
    <QueryState result={result} retry={reexecute}>
      {({ coupon }) => <CouponEditor key={coupon.id} coupon={coupon} />}
    </QueryState>
  );
}

function CouponEditor({ coupon }: { coupon: CouponFormFieldsFragment }) {
  const navigate = useNavigate();
  const { timezone } = useStore();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon, timezone));
  const { errors, fetching: saving, submit: update } = useFormMutation(UpdateCouponDocument, { keepErrors: true });
  const { errors: deleteErrors, fetching: deleting, submit: remove } = useFormMutation(DeleteCouponDocument, { keepErrors: true });

  const status = couponStatus(coupon);

  async function save() {
    const data = await update({ id: coupon.id, input: toInput(draft, timezone) });
    if (!data) return;
    setDraft(draftOf(data.updateCoupon, timezone));
    announce('Coupon saved.');
  }

  async function destroy() {
    const data = await remove({ id: coupon.id }, { additionalTypenames: ['Coupon'] });
    if (!data?.deleteCoupon) return;
    navigate('/coupons', { state: { notice: `Coupon “${coupon.code}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={`Coupon: ${coupon.code}`}>
        <Link to="/coupons">All coupons</Link>
      </PageHeader>
      {notice}
      <div className="panel">
        <dl className="details">
          <dt>Status</dt>
          <dd>
            <span className={`badge ${status.tone}`}>{status.label}</span>
          </dd>
          <dt>Uses</dt>
          <dd>{coupon.maxUses === null || coupon.maxUses === undefined ? coupon.uses : `${coupon.uses} of ${coupon.maxUses}`}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(coupon.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(coupon.updatedAt)}</dd>
        </dl>
      </div>
      <ReadOnlyUnless need="marketing:write">
        <CouponForm
          draft={draft}
          change={(p) => setDraft((d) => ({ ...d, ...p }))}
          errors={errors}
          onSubmit={() => void save()}
          submitting={saving}
          submitLabel="Save coupon"
          label="Coupon details"
        />
      </ReadOnlyUnless>
      <IfAllowed need="marketing:write">
        <section className="panel" aria-labelledby="coupon-delete-heading">
          <h2 id="coupon-delete-heading">Delete</h2>
          <p className="hint">Orders keep their promo code and value; an affiliate linked to it loses the link.</p>
          <FormErrorSummary errors={deleteErrors} known={[]} />
          <ConfirmButton label="Delete coupon" onConfirm={() => void destroy()} disabled={deleting} />
        </section>
      </IfAllowed>
    </>
  );
}
