import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, TextAreaField, TextField } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, TableWrap, useNotice } from '../../components/states';
import type { GiftCardOneQuery } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { IfAllowed, useCan } from '../../lib/permissions';
import { useStore } from '../../lib/store';
import { isoToZonedLocal, zonedInput } from '../../lib/zoned';
import { NotFound } from '../NotFound';
import { AdjustGiftCardDocument, GiftCardDocument, UpdateGiftCardDocument } from './documents';
import { GIFT_CARD_CONTEXT, giftCardStatus, KIND_LABEL, masked } from './giftCards';

type Card = GiftCardOneQuery['giftCard'];

/** /gift-cards/:id: the card, its balance history, and (gift_cards:write) adjust, change, turn off. */
export function GiftCardDetailPage() {
  const id = Number(useParams().id);
  const [result, reexecute] = useQuery({ query: GiftCardDocument, variables: { id }, pause: !Number.isInteger(id), context: GIFT_CARD_CONTEXT });
  if (!Number.isInteger(id) || errorCode(result.error) === 'NOT_FOUND') return <NotFound />;
  return (
    <div className="gift-cards-page">
      <QueryState result={result} retry={reexecute}>
        {({ giftCard }) => <GiftCardView key={giftCard.id} card={giftCard} />}
      </QueryState>
    </div>
  );
}

function GiftCardView({ card }: { card: Card }) {
  const store = useStore();
  const can = useCan();
  const [notice, announce] = useNotice();
  const status = giftCardStatus(card);
  const money = (v: number) => formatMoney(v, card.currency, store.locale);
  const toggle = useFormMutation(UpdateGiftCardDocument);

  async function setEnabled(enabled: boolean) {
    const data = await toggle.submit({ id: card.id, input: { enabled } }, GIFT_CARD_CONTEXT);
    if (data) announce(enabled ? 'Gift card turned on: checkout takes it again.' : 'Gift card disabled: checkout refuses it from now on.');
  }

  return (
    <>
      <PageHeader title={`Gift card ${masked(card.last4)}`}>
        <Link to="/gift-cards">All gift cards</Link>
      </PageHeader>
      {notice}
      <div className="panel">
        <dl className="details">
          <dt>Balance</dt>
          <dd>
            <strong>{money(card.balance)}</strong> of {money(card.initialValue)}
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${status.tone}`}>{status.label}</span>
          </dd>
          <dt>Expires</dt>
          <dd>{card.expiresAt ? formatDateTime(card.expiresAt) : 'Never'}</dd>
          <dt>Recipient</dt>
          <dd>{card.recipientEmail ?? <span className="hint">nobody was e-mailed</span>}</dd>
          <dt>Issued</dt>
          <dd>
            {formatDateTime(card.createdAt)}{' '}
            {card.orderId ? (
              can('orders:read') ? (
                <>
                  bought with <Link to={`/orders/${card.orderId}`}>order #{card.orderId}</Link>
                </>
              ) : (
                `bought with order #${card.orderId}`
              )
            ) : (
              `by ${card.createdBy}`
            )}
          </dd>
          <dt>Note</dt>
          <dd>{card.note ?? <span className="hint">none</span>}</dd>
        </dl>
        <IfAllowed need="gift_cards:write">
          <div className="row" style={{ marginTop: '0.75rem' }}>
            <FormErrorSummary errors={toggle.errors} />
            {card.enabled ? (
              <ConfirmButton label="Disable gift card" confirmLabel="Yes, disable it" onConfirm={() => void setEnabled(false)} disabled={toggle.fetching} />
            ) : (
              <button type="button" onClick={() => void setEnabled(true)} disabled={toggle.fetching}>
                Turn on again
              </button>
            )}
          </div>
        </IfAllowed>
      </div>
      <IfAllowed need="gift_cards:write">
        <div className="grid">
          <AdjustForm card={card} announce={announce} money={money} />
          <ChangeForm card={card} announce={announce} />
        </div>
      </IfAllowed>
      <section className="panel" aria-labelledby="gift-card-history">
        <h2 id="gift-card-history" style={{ marginTop: 0 }}>
          Balance history
        </h2>
        {card.transactions.length === 0 ? (
          <p className="empty">No changes yet.</p>
        ) : (
          <TableWrap label="Balance history">
            <table aria-label="Balance history, newest first">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col" className="num">
                    Balance after
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {card.transactions.map((t) => (
                  <tr key={t.id}>
                    <td className="nowrap">{formatDateTime(t.createdAt)}</td>
                    <td>{KIND_LABEL[t.kind] ?? t.kind}</td>
                    <td className={`num gift-card-amount ${t.amount < 0 ? 'negative' : 'positive'}`}>
                      {t.amount > 0 ? '+' : t.amount < 0 ? '−' : ''}
                      {money(Math.abs(t.amount))}
                    </td>
                    <td className="num">{money(t.balanceAfter)}</td>
                    <td>
                      {t.orderId === null || t.orderId === undefined ? (
                        <span className="hint">none</span>
                      ) : can('orders:read') ? (
                        <Link to={`/orders/${t.orderId}`}>#{t.orderId}</Link>
                      ) : (
                        `#${t.orderId}`
                      )}
                    </td>
                    <td>{t.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
    </>
  );
}

/** Add to or take from the balance, with why (kept in the history). */
function AdjustForm({ card, announce, money }: { card: Card; announce(m: string): void; money(v: number): string }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const { errors, fetching, submit } = useFormMutation(AdjustGiftCardDocument);

  async function adjust(e: FormEvent) {
    e.preventDefault();
    const n = amount.trim() === '' ? null : Number(amount);
    const data = await submit(
      { id: card.id, input: { amount: n === null || Number.isNaN(n) ? (amount as unknown as number) : n, note: note.trim() === '' ? null : note.trim() } },
      GIFT_CARD_CONTEXT,
    );
    if (!data) return;
    setAmount('');
    setNote('');
    announce(`Balance adjusted: ${money(data.adjustGiftCard.balance)} left.`);
  }

  return (
    <form className="panel" onSubmit={adjust} noValidate aria-label="Adjust the balance">
      <h2 style={{ marginTop: 0 }}>Adjust the balance</h2>
      <FormErrorSummary errors={errors} known={['amount', 'note']} />
      <TextField
        label="Amount"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={errors.fields.amount}
        hint={`Added to the balance (${card.currency}); negative takes from it, never below 0.`}
        autoComplete="off"
      />
      <TextField label="Why" value={note} onChange={setNote} error={errors.fields.note} hint="Kept in the card’s history." maxLength={500} />
      <button type="submit" className="primary" disabled={fetching}>
        Adjust balance
      </button>
    </form>
  );
}

/** The card's expiry and note. */
function ChangeForm({ card, announce }: { card: Card; announce(m: string): void }) {
  const { timezone } = useStore();
  const [expires, setExpires] = useState(() => isoToZonedLocal(card.expiresAt, timezone));
  const [note, setNote] = useState(card.note ?? '');
  const { errors, fetching, submit } = useFormMutation(UpdateGiftCardDocument);

  async function save(e: FormEvent) {
    e.preventDefault();
    const data = await submit(
      { id: card.id, input: { expiresAt: zonedInput(expires, card.expiresAt, timezone), note: note.trim() === '' ? null : note.trim() } },
      GIFT_CARD_CONTEXT,
    );
    if (data) announce('Gift card saved.');
  }

  return (
    <form className="panel" onSubmit={save} noValidate aria-label="Expiry and note">
      <h2 style={{ marginTop: 0 }}>Expiry and note</h2>
      <FormErrorSummary errors={errors} known={['expires_at', 'note']} />
      <TextField
        label="Expires"
        type="datetime-local"
        value={expires}
        onChange={setExpires}
        error={errors.fields.expires_at}
        hint={`In the store’s time zone (${timezone}). Empty: never.`}
      />
      <TextAreaField label="Note" value={note} onChange={setNote} error={errors.fields.note} hint="For the store’s staff only." maxLength={500} />
      <button type="submit" className="primary" disabled={fetching}>
        Save
      </button>
    </form>
  );
}
