import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import type { SaleFieldsFragment, SaleStatus } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';
import { useStore } from '../../lib/store';
import { formatCalendar } from '../../lib/zoned';
import { NotFound } from '../NotFound';
import { CreateSaleDocument, DeleteSaleDocument, SaleDocument, UpdateSaleDocument } from './documents';
import { SaleForm } from './SaleForm';
import { SALE_CONTEXT } from './SaleList';
import { draftOf, emptyDraft, toInput, type SaleDraft } from './saleDraft';

const STATUS: Record<SaleStatus, { label: string; tone: string }> = {
  RUNNING: { label: 'Running', tone: 'ok' },
  SCHEDULED: { label: 'Scheduled', tone: 'warn' },
  ENDED: { label: 'Ended', tone: '' },
  DISABLED: { label: 'Turned off', tone: '' },
};

/** /sales/new */
export function SaleCreatePage() {
  const navigate = useNavigate();
  const { timezone } = useStore();
  const [draft, setDraft] = useState<SaleDraft>(emptyDraft);
  const { errors, fetching, submit: create } = useFormMutation(CreateSaleDocument, { keepErrors: true });

  async function submit() {
    const data = await create({ input: toInput(draft, timezone) }, SALE_CONTEXT);
    if (!data) return;
    navigate('/sales', { state: { notice: `Sale “${data.createSale.name}” created: ${STATUS[data.createSale.status].label.toLowerCase()}.` } });
  }

  return (
    <>
      <PageHeader title="New sale">
        <Link to="/sales">Back to sales</Link>
      </PageHeader>
      <SaleForm
        draft={draft}
        change={(p) => setDraft((d) => ({ ...d, ...p }))}
        errors={errors}
        onSubmit={() => void submit()}
        submitting={fetching}
        submitLabel="Create sale"
        label="New sale"
      />
    </>
  );
}

/** /sales/:id: where it stands, the form, delete. */
export function SaleEditPage() {
  const id = Number(useParams().id);
  const [result, reexecute] = useQuery({ query: SaleDocument, variables: { id }, pause: !Number.isInteger(id) });
  if (!Number.isInteger(id) || errorCode(result.error) === 'NOT_FOUND') return <NotFound />;
  return (
    <QueryState result={result} retry={reexecute}>
      {({ sale }) => <SaleEditor key={sale.id} sale={sale} />}
    </QueryState>
  );
}

function SaleEditor({ sale }: { sale: SaleFieldsFragment }) {
  const navigate = useNavigate();
  const store = useStore();
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const [draft, setDraft] = useState<SaleDraft>(() => draftOf(sale, store.timezone));
  const { errors, fetching: saving, submit: update } = useFormMutation(UpdateSaleDocument, { keepErrors: true });
  const { errors: deleteErrors, fetching: deleting, submit: remove } = useFormMutation(DeleteSaleDocument, { keepErrors: true });
  const status = STATUS[sale.status];

  async function save() {
    const data = await update({ id: sale.id, input: toInput(draft, store.timezone) }, SALE_CONTEXT);
    if (!data) return;
    setDraft(draftOf(data.updateSale, store.timezone));
    announce(`Sale saved: ${STATUS[data.updateSale.status].label.toLowerCase()}.`);
  }

  async function destroy() {
    const data = await remove({ id: sale.id }, SALE_CONTEXT);
    if (!data?.deleteSale) return;
    navigate('/sales', { state: { notice: `Sale “${sale.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={`Sale: ${sale.name}`}>
        <Link to="/sales">All sales</Link>
      </PageHeader>
      {notice}
      <div className="panel">
        <dl className="details">
          <dt>Status</dt>
          <dd>
            <span className={`badge ${status.tone}`}>{status.label}</span>
          </dd>
          <dt>Runs</dt>
          <dd>
            {formatCalendar(sale.startsAt, store.timezone, store.locale)} to {formatCalendar(sale.endsAt, store.timezone, store.locale)} ({store.timezone})
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(sale.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(sale.updatedAt)}</dd>
        </dl>
      </div>
      <ReadOnlyUnless need="marketing:write">
        <SaleForm
          draft={draft}
          change={(p) => setDraft((d) => ({ ...d, ...p }))}
          errors={errors}
          onSubmit={() => void save()}
          submitting={saving}
          submitLabel="Save sale"
          label="Sale details"
        />
      </ReadOnlyUnless>
      <IfAllowed need="marketing:write">
        <section className="panel" aria-labelledby="sale-delete-heading">
          <h2 id="sale-delete-heading">Delete</h2>
          <p className="hint">Orders keep the prices they were placed at. To stop it for now and keep it, turn it off instead (untick Enabled).</p>
          <FormErrorSummary errors={deleteErrors} known={[]} />
          <ConfirmButton label="Delete sale" onConfirm={() => void destroy()} disabled={deleting} />
        </section>
      </IfAllowed>
    </>
  );
}
