import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, SelectField, TextAreaField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, SecretOnce, TableWrap, useNotice } from '../../components/states';
import type { GiftCardFieldsFragment } from '../../gql/graphql';
import { formErrors } from '../../lib/errors';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed } from '../../lib/permissions';
import { useStore } from '../../lib/store';
import { opt, useListParams } from '../../lib/url';
import { zonedLocalToIso } from '../../lib/zoned';
import { GiftCardsDocument, IssueGiftCardDocument } from './documents';
import { GIFT_CARD_CONTEXT, giftCardStatus, masked } from './giftCards';

const FILTERS = ['enabled', 'q'] as const;

/** A card just issued, with its code: on screen until the owner says it is stored, never again. */
interface Issued {
  code: string;
  card: GiftCardFieldsFragment;
}

/**
 * /gift-cards: the store's cards, newest first (never their codes: the last four characters tell
 * them apart), found by those characters; issuing one (gift_cards:write) shows its code once.
 */
export function GiftCardList() {
  const store = useStore();
  const { page, filters, set, setPage } = useListParams(FILTERS);
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  const context = useMemo(() => GIFT_CARD_CONTEXT, []);
  const [result, reexecute] = useQuery({
    query: GiftCardsDocument,
    variables: { page, q: opt(filters.q), enabled: filters.enabled === '' ? undefined : filters.enabled === 'true' },
    context,
    requestPolicy: 'cache-and-network',
  });
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const listErrors = formErrors(result.error);
  const money = (v: number, currency = store.currency) => formatMoney(v, currency, store.locale);

  return (
    <div className="gift-cards-page">
      <PageHeader title="Gift cards">
        <IfAllowed need="gift_cards:write">
          {issuing || issued ? null : (
            <button type="button" className="primary" onClick={() => setIssuing(true)}>
              Issue a gift card
            </button>
          )}
        </IfAllowed>
      </PageHeader>
      {notice}
      {issued ? (
        <IssuedCode
          issued={issued}
          money={money}
          onDone={() => {
            setIssued(null);
            announce(`Gift card ${masked(issued.card.last4)} issued; its code is no longer shown.`);
          }}
        />
      ) : null}
      {issuing ? (
        <IssueForm
          onCancel={() => setIssuing(false)}
          onIssued={(i) => {
            setIssuing(false);
            setIssued(i);
          }}
        />
      ) : null}
      <form
        className="filters"
        role="search"
        aria-label="Find a gift card"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          set({ q: q.trim() });
        }}
        noValidate
      >
        <TextField
          label="Code"
          type="search"
          value={q}
          onChange={setQ}
          hint="Its last characters (up to 4), or the whole code."
          error={listErrors.fields.q}
          autoComplete="off"
        />
        <SelectField
          label="Status"
          value={filters.enabled}
          onChange={(enabled) => set({ enabled })}
          options={[
            { value: 'true', label: 'Enabled' },
            { value: 'false', label: 'Disabled' },
          ]}
          empty="Any"
        />
        <div className="row field">
          <button type="submit">Find</button>
        </div>
      </form>
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ giftCards }) =>
          giftCards.data.length === 0 ? (
            <p className="empty">{filters.q || filters.enabled ? 'No gift card matches.' : 'No gift cards yet.'}</p>
          ) : (
            <>
              <TableWrap label="Gift cards">
                <table aria-label="Gift cards, newest first">
                  <thead>
                    <tr>
                      <th scope="col">Card</th>
                      <th scope="col" className="num">
                        Balance
                      </th>
                      <th scope="col" className="num">
                        Initial value
                      </th>
                      <th scope="col">Status</th>
                      <th scope="col">Expires</th>
                      <th scope="col">Recipient</th>
                      <th scope="col">Issued</th>
                    </tr>
                  </thead>
                  <tbody>
                    {giftCards.data.map((c) => {
                      const status = giftCardStatus(c);
                      return (
                        <tr key={c.id}>
                          <td className="nowrap">
                            <Link to={`/gift-cards/${c.id}`} aria-label={`Gift card ending ${c.last4}`}>
                              <code>{masked(c.last4)}</code>
                            </Link>
                          </td>
                          <td className="num">{money(c.balance, c.currency)}</td>
                          <td className="num">{money(c.initialValue, c.currency)}</td>
                          <td>
                            <span className={`badge ${status.tone}`}>{status.label}</span>
                          </td>
                          <td className="nowrap">{c.expiresAt ? formatDateTime(c.expiresAt) : <span className="hint">never</span>}</td>
                          <td>{c.recipientEmail ?? <span className="hint">none</span>}</td>
                          <td className="nowrap">
                            {formatDateTime(c.createdAt)}
                            <br />
                            <small className="hint">{c.orderId ? `bought with order #${c.orderId}` : `by ${c.createdBy}`}</small>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination meta={giftCards.meta} onPage={setPage} label="Gift card pages" />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function IssuedCode({ issued, money, onDone }: { issued: Issued; money(v: number, currency?: string): string; onDone(): void }) {
  const { card, code } = issued;
  return (
    <>
      <div className="form-errors" role="alert">
        <p>
          Copy the code of the {money(card.initialValue, card.currency)} gift card now and hand it over: it is shown only this once. The store keeps only a
          fingerprint of it and cannot show it again; anyone who has the code can spend the card.
        </p>
        {card.recipientEmail ? <p>It was also e-mailed to {card.recipientEmail}.</p> : null}
      </div>
      <SecretOnce label="Gift card code" value={code} onDone={onDone} />
      <p>
        <Link to={`/gift-cards/${card.id}`}>Open the card ending {card.last4}</Link>
      </p>
    </>
  );
}

function IssueForm({ onIssued, onCancel }: { onIssued(issued: Issued): void; onCancel(): void }) {
  const store = useStore();
  const [value, setValue] = useState('');
  const [expires, setExpires] = useState('');
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const { errors, fetching, submit } = useFormMutation(IssueGiftCardDocument);
  const f = errors.fields;

  async function issue(e: FormEvent) {
    e.preventDefault();
    const n = value.trim() === '' ? null : Number(value);
    const data = await submit(
      {
        input: {
          value: n === null || Number.isNaN(n) ? (value as unknown as number) : n,
          expiresAt: zonedLocalToIso(expires, store.timezone),
          note: note.trim() === '' ? null : note.trim(),
          recipientEmail: email.trim() === '' ? null : email.trim(),
        },
      },
      GIFT_CARD_CONTEXT,
    );
    if (data) onIssued({ code: data.issueGiftCard.code, card: data.issueGiftCard.giftCard });
  }

  return (
    <form className="panel" onSubmit={issue} noValidate aria-label="Issue a gift card">
      <h2 style={{ marginTop: 0 }}>Issue a gift card</h2>
      <FormErrorSummary errors={errors} known={['value', 'expires_at', 'note', 'recipient_email']} />
      <div className="form-grid">
        <TextField
          label="Value"
          inputMode="decimal"
          value={value}
          onChange={setValue}
          error={f.value}
          hint={`What it holds, in ${store.currency}: 0.01 to 100,000.`}
          required
          autoFocus
          autoComplete="off"
        />
        <TextField
          label="Expires"
          type="datetime-local"
          value={expires}
          onChange={setExpires}
          error={f.expires_at}
          hint={`In the store’s time zone (${store.timezone}). Empty: never.`}
        />
        <TextField
          label="Recipient e-mail"
          type="email"
          value={email}
          onChange={setEmail}
          error={f.recipient_email}
          hint="Sent the code by e-mail too. Empty: nobody; hand the code over yourself."
          autoComplete="off"
        />
      </div>
      <TextAreaField label="Note" value={note} onChange={setNote} error={f.note} hint="For the store’s staff only: the buyer never sees it." maxLength={500} />
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          Issue gift card
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
