import { Fragment, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, SelectField, TextAreaField, TextField, numberOrNull } from '../../components/forms';
import { CursorPagination } from '../../components/CursorPagination';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useStore } from '../../lib/store';
import { useCursorPage } from '../../lib/cursor';
import { opt, optInt, useListParams } from '../../lib/url';
import type { AffiliateWithdrawRequestsQuery, WithdrawOperation, WithdrawSettlement } from '../../gql/graphql';
import { AffiliatePicker } from './AffiliatePicker';
import {
  AffiliateCreateWithdrawRequestDocument,
  AffiliateSettleWithdrawRequestDocument,
  AffiliateSummaryDocument,
  AffiliateWithdrawRequestsDocument,
} from './documents';
import { useCan } from '../../lib/permissions';

const WITHDRAW_PAGE_SIZE = 20;
const PENDING = 'WITHDRAW_PENDING';
const PAID = 'WITHDRAW_PAID';
const REJECTED = 'WITHDRAW_REJECTED';

const STATUS: Record<string, { label: string; tone: string }> = {
  [PENDING]: { label: 'Pending', tone: 'warn' },
  [PAID]: { label: 'Paid', tone: 'ok' },
  [REJECTED]: { label: 'Rejected (credited back)', tone: 'bad' },
};

const STATUS_OPTIONS = [
  { value: PENDING, label: 'Pending' },
  { value: PAID, label: 'Paid' },
  { value: REJECTED, label: 'Rejected' },
];

type WithdrawRow = AffiliateWithdrawRequestsQuery['withdrawRequestsConnection']['edges'][number]['node'];

/** Lists of withdraw requests refresh after any withdraw mutation, even while empty (no typename to match yet). */
function useWithdrawContext() {
  return useMemo(() => ({ additionalTypenames: ['WithdrawRequest'] }), []);
}

/** /affiliates/withdraw-requests: filters (affiliate, status), pages by cursor, a new request and settling. */
export function WithdrawRequestsPage() {
  const can = useCan();
  const [notice, announce] = useNotice();
  const { filters, set } = useListParams(['affiliate', 'operation'] as const);
  return (
    <>
      <PageHeader title="Withdraw requests">
        {can('affiliates:read') ? (
          <Link className="button" to="/affiliates">
            All affiliates
          </Link>
        ) : null}
      </PageHeader>
      {notice}
      {can('withdrawals:write') && can('affiliates:read') ? (
        <section className="panel" aria-labelledby="withdraw-new-heading">
          <h2 id="withdraw-new-heading" style={{ marginTop: 0 }}>
            New withdraw request
          </h2>
          <WithdrawRequestForm announce={announce} />
        </section>
      ) : null}
      <section aria-labelledby="withdraw-list-heading">
        <h2 id="withdraw-list-heading">Requests</h2>
        <div className="filters" role="search" aria-label="Filter withdraw requests">
          {can('affiliates:read') ? (
            <AffiliatePicker
              label="Filter by affiliate"
              searchLabel="Find an affiliate to filter by"
              value={filters.affiliate}
              onChange={(v) => set({ affiliate: v })}
              empty="Any affiliate"
            />
          ) : null}
          <SelectField label="Status" value={filters.operation} onChange={(v) => set({ operation: v })} options={STATUS_OPTIONS} empty="Any status" />
          {filters.affiliate || filters.operation ? (
            <button type="button" onClick={() => set({ affiliate: null, operation: null })}>
              Clear filters
            </button>
          ) : null}
        </div>
        <WithdrawRequestList
          affiliateId={optInt(filters.affiliate)}
          operation={opt(filters.operation)}
          filtered={Boolean(filters.affiliate || filters.operation)}
          announce={announce}
          showAffiliate
        />
      </section>
    </>
  );
}

/** One affiliate's withdraw requests (the affiliate page): a status filter, the list, a new request for them. */
export function AffiliateWithdrawSection({ affiliate }: { affiliate: { id: number; name: string; balance: number; minWithdraw: number } }) {
  const canWrite = useCan()('withdrawals:write');
  const [notice, announce] = useNotice();
  const store = useStore();
  const { filters, set } = useListParams(['operation'] as const);
  const money = (v: number) => formatMoney(v, store.currency, store.locale);
  return (
    <section aria-labelledby="affiliate-withdraw-heading">
      <h2 id="affiliate-withdraw-heading">Withdraw requests</h2>
      {notice}
      {canWrite ? (
        <div className="panel">
          <h3 style={{ marginTop: 0 }}>New withdraw request</h3>
          <WithdrawRequestForm
            announce={announce}
            affiliate={{ id: affiliate.id, hint: `Balance ${money(affiliate.balance)}; minimum withdrawal ${money(affiliate.minWithdraw)}.` }}
          />
        </div>
      ) : null}
      <div className="filters" role="search" aria-label="Filter this affiliate’s withdraw requests">
        <SelectField label="Status" value={filters.operation} onChange={(v) => set({ operation: v })} options={STATUS_OPTIONS} empty="Any status" />
      </div>
      <WithdrawRequestList
        affiliateId={affiliate.id}
        operation={opt(filters.operation)}
        filtered={Boolean(filters.operation)}
        announce={announce}
        showAffiliate={false}
      />
    </section>
  );
}

/** The requests, a page at a time by cursor (withdrawRequestsConnection; the cursor in the URL). */
function WithdrawRequestList({
  affiliateId,
  operation,
  filtered,
  announce,
  showAffiliate,
}: {
  affiliateId?: number;
  operation?: string;
  filtered: boolean;
  announce(message: string): void;
  showAffiliate: boolean;
}) {
  const context = useWithdrawContext();
  const cursor = useCursorPage(WITHDRAW_PAGE_SIZE);
  const [result, reexecute] = useQuery({
    query: AffiliateWithdrawRequestsDocument,
    // The status select offers the enum's values; anything else is the API's to refuse (rule enum).
    variables: { ...cursor.window, affiliateId, operation: operation as WithdrawOperation | undefined },
    context,
  });
  return (
    <QueryState result={result} retry={reexecute}>
      {(data) => {
        const list = data.withdrawRequestsConnection;
        return list.edges.length === 0 ? (
          <p className="empty">{filtered ? 'No withdraw request matches these filters.' : 'No withdraw requests yet.'}</p>
        ) : (
          <>
            <WithdrawRequestTable rows={list.edges.map((e) => e.node)} showAffiliate={showAffiliate} announce={announce} />
            <CursorPagination page={{ ...list, shown: list.edges.length }} onNext={cursor.next} onPrevious={cursor.previous} label="Withdraw request pages" />
          </>
        );
      }}
    </QueryState>
  );
}

/** The requests, newest first; only pending ones offer settling. */
function WithdrawRequestTable({ rows, showAffiliate, announce }: { rows: WithdrawRow[]; showAffiliate: boolean; announce(message: string): void }) {
  const can = useCan();
  const store = useStore();
  const [settling, setSettling] = useState<number | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const columns = showAffiliate ? 8 : 7;
  return (
    // Focus lands on the table once a settled request's form closes (its button is gone).
    <div className="table-wrap affiliate-withdraw-table" ref={tableRef} tabIndex={-1}>
      <table>
        <thead>
          <tr>
            <th scope="col">Request</th>
            {showAffiliate ? <th scope="col">Affiliate</th> : null}
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
            <th scope="col">Requested</th>
            <th scope="col">Settled</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const status = STATUS[r.operation] ?? { label: r.operation, tone: '' };
            const pending = r.operation === PENDING;
            return (
              <Fragment key={r.id}>
                <tr>
                  <td>#{r.id}</td>
                  {showAffiliate ? (
                    <td>{can('affiliates:read') ? <Link to={`/affiliates/${r.affiliateId}`}>{r.affiliate.name}</Link> : r.affiliate.name}</td>
                  ) : null}
                  <td className="num">{formatMoney(r.amount, store.currency, store.locale)}</td>
                  <td>
                    <span className={`badge ${status.tone}`}>{status.label}</span>
                  </td>
                  <td>
                    {pending && can('withdrawals:write') ? (
                      <button
                        type="button"
                        id={`settle-button-${r.id}`}
                        aria-expanded={settling === r.id}
                        aria-controls={settling === r.id ? `settle-${r.id}` : undefined}
                        onClick={() => setSettling(settling === r.id ? null : r.id)}
                      >
                        Settle #{r.id}
                      </button>
                    ) : null}
                  </td>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{pending ? '—' : formatDateTime(r.updatedAt)}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>{r.message ?? '—'}</td>
                </tr>
                {pending && settling === r.id ? (
                  <tr>
                    <td colSpan={columns}>
                      <SettleForm
                        request={r}
                        onDone={(message) => {
                          setSettling(null);
                          announce(message);
                          tableRef.current?.focus();
                        }}
                        onCancel={() => {
                          setSettling(null);
                          document.getElementById(`settle-button-${r.id}`)?.focus();
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Paid, or rejected (the amount goes back to the balance), with an optional note. */
function SettleForm({ request, onDone, onCancel }: { request: WithdrawRow; onDone(message: string): void; onCancel(): void }) {
  const store = useStore();
  const [message, setMessage] = useState('');
  const { errors, fetching, submit: settle } = useFormMutation(AffiliateSettleWithdrawRequestDocument, { keepErrors: true });
  const amount = formatMoney(request.amount, store.currency, store.locale);

  async function submit(operation: WithdrawSettlement) {
    const data = await settle(
      { id: request.id, input: { operation, message: message.trim() === '' ? null : message } },
      // A rejection credits the balance back: affiliate figures refresh too.
      { additionalTypenames: ['WithdrawRequest', 'Affiliate'] },
    );
    if (!data) return;
    onDone(operation === PAID ? `Request #${request.id} (${amount}) marked paid.` : `Request #${request.id} rejected: ${amount} credited back.`);
  }

  return (
    <form
      id={`settle-${request.id}`}
      aria-label={`Settle request #${request.id}`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit(PAID);
      }}
    >
      <p>
        Settle request #{request.id} of <strong>{amount}</strong>: paid, or rejected (the amount is credited back to the balance).
      </p>
      <FormErrorSummary errors={errors} known={['message']} />
      <TextAreaField label={`Note for request #${request.id} (optional)`} value={message} onChange={setMessage} error={errors.fields['message']} autoFocus />
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          Mark #{request.id} paid
        </button>
        <button type="button" className="danger" disabled={fetching} onClick={() => void submit(REJECTED)}>
          Reject #{request.id}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A new (pending) withdraw request: the API debits the balance at once, or says why not. */
function WithdrawRequestForm({ announce, affiliate }: { announce(message: string): void; affiliate?: { id: number; hint: ReactNode } }) {
  const store = useStore();
  const [affiliateId, setAffiliateId] = useState('');
  const [amount, setAmount] = useState('');
  const { errors, fetching, submit: create } = useFormMutation(AffiliateCreateWithdrawRequestDocument, { keepErrors: true });
  const chosen = affiliate ? String(affiliate.id) : affiliateId;
  const context = useWithdrawContext();
  const [summary] = useQuery({ query: AffiliateSummaryDocument, variables: { id: Number(chosen) }, pause: Boolean(affiliate) || !chosen, context });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = await create(
      { input: { affiliateId: chosen === '' ? null : Number(chosen), amount: numberOrNull(amount) } },
      { additionalTypenames: ['WithdrawRequest', 'Affiliate'] },
    );
    if (!data) return;
    const created = data.createWithdrawRequest;
    setAmount('');
    announce(`Withdraw request #${created.id} of ${formatMoney(created.amount, store.currency, store.locale)} created; it is pending.`);
  }

  const a = summary.data?.affiliate;
  const pickedHint = a
    ? `Balance ${formatMoney(a.balance, store.currency, store.locale)}; minimum withdrawal ${formatMoney(a.minWithdraw, store.currency, store.locale)}.`
    : undefined;

  return (
    <form className="affiliate-withdraw-form" onSubmit={(e) => void submit(e)} noValidate aria-label="New withdraw request">
      <FormErrorSummary errors={errors} known={['affiliate_id', 'amount']} />
      <div className="form-grid">
        {affiliate ? null : (
          <AffiliatePicker
            label="Affiliate"
            searchLabel="Find the affiliate"
            value={affiliateId}
            onChange={setAffiliateId}
            error={errors.fields['affiliate_id']}
            empty="Choose an affiliate"
          />
        )}
        <TextField
          label="Amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          value={amount}
          onChange={setAmount}
          error={errors.fields['amount']}
          required
          hint={affiliate ? affiliate.hint : (pickedHint ?? 'Debited from the balance at once.')}
        />
      </div>
      <button type="submit" className="primary" disabled={fetching}>
        {fetching ? 'Requesting…' : 'Request withdrawal'}
      </button>
    </form>
  );
}
