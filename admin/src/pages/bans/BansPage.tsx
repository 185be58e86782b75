import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { NavLink, Route, Routes } from 'react-router-dom';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { ConfirmButton, PageHeader, QueryState, TableWrap, useNotice } from '../../components/states';
import type { BanFieldsFragment, BanKind } from '../../gql/graphql';
import { formErrors } from '../../lib/errors';
import { formatDateTime, localToIso } from '../../lib/format';
import { useFormMutation } from '../../lib/mutation';
import { IfAllowed } from '../../lib/permissions';
import { opt, useListParams } from '../../lib/url';
import { NotFound } from '../NotFound';
import { BanRefusalsDocument, BansListDocument, CreateBanDocument, DeleteBanDocument } from './documents';
import '../access.css';
import './bans.css';

/** The kinds of ban, in the API's order, with what the value is. */
const KINDS: { value: BanKind; label: string; hint: string }[] = [
  { value: 'CLIENT_IDENTIFIER', label: 'Client identifier', hint: 'The player’s identifier, in any case, e.g. Notch.' },
  { value: 'EMAIL', label: 'E-mail', hint: 'The buyer’s e-mail address.' },
  { value: 'DISCORD_ID', label: 'Discord id', hint: 'The buyer’s Discord user id: 17 to 20 digits.' },
  { value: 'DOCUMENT', label: 'Document (CPF/CNPJ)', hint: 'A CPF (11 digits) or a CNPJ (14 digits); dots and dashes are fine.' },
  { value: 'IP', label: 'IP address or range', hint: 'An address (203.0.113.7, 2001:db8::1) or a range (203.0.113.0/24, 2001:db8::/32).' },
];
const kindLabel = (k: string) => KINDS.find((x) => x.value === k)?.label ?? k;

/** The types urql's cache must refetch after a ban changes: the list, and what a refusal names. */
const CONTEXT = { additionalTypenames: ['Ban', 'BanRefusal'] };

/** Everything under /bans: the list, and the checkouts it refused. */
export function BanRoutes() {
  return (
    <div className="access-page">
      <PageHeader title="Ban list" />
      <nav className="row ban-sections" aria-label="Ban list sections">
        <NavLink to="/bans" end>
          Bans
        </NavLink>
        <NavLink to="/bans/refusals">Refused checkouts</NavLink>
      </nav>
      <Routes>
        <Route index element={<BanList />} />
        <Route path="refusals" element={<RefusalList />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}

const FILTERS = ['kind', 'search', 'active'] as const;

/**
 * /bans: who the store refuses at checkout, newest first, with filters kept in the URL; a new ban
 * (for those with buyers:write), and removing one. A buyer a ban matches reads a neutral refusal:
 * never the reason.
 */
function BanList() {
  const { page, filters, set, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const context = useMemo(() => CONTEXT, []);
  const [result, reexecute] = useQuery({
    query: BansListDocument,
    variables: {
      page,
      kind: opt(filters.kind) as BanKind | undefined,
      search: opt(filters.search),
      active: filters.active === '' ? undefined : filters.active === 'true',
    },
    context,
    requestPolicy: 'cache-and-network',
  });
  const [notice, announce] = useNotice();
  const [creating, setCreating] = useState(false);
  const errors = formErrors(result.error);

  return (
    <>
      <p className="hint">
        A checkout whose client identifier, e-mail, Discord id, document or address matches a ban in force is refused with a neutral message; the reason is
        yours alone. Every refused attempt is listed under Refused checkouts.
      </p>
      {notice}
      <IfAllowed need="buyers:write">
        {creating ? (
          <CreateBanForm
            onCancel={() => setCreating(false)}
            onCreated={(ban) => {
              setCreating(false);
              announce(`Banned ${kindLabel(ban.kind).toLowerCase()} ${ban.value}.`);
            }}
          />
        ) : (
          <div className="row">
            <button type="button" className="primary" onClick={() => setCreating(true)}>
              New ban
            </button>
          </div>
        )}
      </IfAllowed>
      <form
        className="filters"
        role="search"
        aria-label="Filter the ban list"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
        noValidate
      >
        <SelectField label="Kind" value={filters.kind} onChange={(kind) => set({ kind })} options={KINDS} empty="Any kind" error={errors.fields.kind} />
        <SelectField
          label="Status"
          value={filters.active}
          onChange={(active) => set({ active })}
          options={[
            { value: 'true', label: 'In force' },
            { value: 'false', label: 'Expired' },
          ]}
          empty="Any"
        />
        <TextField label="Search" value={search} onChange={setSearch} hint="Part of the value or the reason" error={errors.fields.search} />
        <div className="row field">
          <button type="submit">Search</button>
        </div>
      </form>
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ bans }) =>
          bans.data.length === 0 ? (
            <p className="empty">No bans.</p>
          ) : (
            <>
              <TableWrap label="Bans">
                <table aria-label="Bans, newest first">
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col">Value</th>
                      <th scope="col">Reason</th>
                      <th scope="col">Expires</th>
                      <th scope="col">Status</th>
                      <th scope="col">Made by</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {bans.data.map((b) => (
                      <BanRow key={b.id} ban={b} announce={announce} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination meta={bans.meta} onPage={setPage} label="Ban pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function BanRow({ ban: b, announce }: { ban: BanFieldsFragment; announce(m: string): void }) {
  const { errors, fetching, submit } = useFormMutation(DeleteBanDocument);
  async function remove() {
    if (await submit({ id: b.id }, CONTEXT)) announce(`Ban of ${b.value} removed.`);
  }
  return (
    <tr>
      <td>{kindLabel(b.kind)}</td>
      <td>
        <code>{b.value}</code>
      </td>
      <td>{b.reason}</td>
      <td className="nowrap">{b.expiresAt ? formatDateTime(b.expiresAt) : <span className="hint">never</span>}</td>
      <td>
        <span className={`badge${b.active ? ' bad' : ''}`}>{b.active ? 'In force' : 'Expired'}</span>
      </td>
      <td>
        {b.createdBy}
        <br />
        <small className="hint">{formatDateTime(b.createdAt)}</small>
      </td>
      <td>
        <FormErrorSummary errors={errors} />
        <IfAllowed need="buyers:write">
          <ConfirmButton
            label="Remove"
            name={`Remove the ban of ${b.value}`}
            confirmLabel={`Yes, unban ${b.value}`}
            onConfirm={() => void remove()}
            disabled={fetching}
          />
        </IfAllowed>
      </td>
    </tr>
  );
}

function CreateBanForm({ onCreated, onCancel }: { onCreated(ban: BanFieldsFragment): void; onCancel(): void }) {
  const [kind, setKind] = useState<BanKind>('EMAIL');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const { errors, fetching, submit } = useFormMutation(CreateBanDocument);

  async function create(e: FormEvent) {
    e.preventDefault();
    const data = await submit({ input: { kind, value: value.trim(), reason: reason.trim(), expiresAt: localToIso(expires) } }, CONTEXT);
    if (data) onCreated(data.createBan);
  }

  return (
    <form className="panel" onSubmit={create} noValidate aria-label="New ban">
      <h2 style={{ marginTop: 0 }}>New ban</h2>
      <FormErrorSummary errors={errors} known={['kind', 'value', 'reason', 'expires_at']} />
      <div className="form-grid">
        <SelectField label="Ban by" value={kind} onChange={(k) => setKind(k as BanKind)} options={KINDS} error={errors.fields.kind} />
        <TextField
          label="Value"
          value={value}
          onChange={setValue}
          error={errors.fields.value}
          hint={KINDS.find((k) => k.value === kind)?.hint}
          autoComplete="off"
          autoFocus
          maxLength={254}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={setReason}
          error={errors.fields.reason}
          hint="For the store’s staff only: the buyer never sees it."
          maxLength={500}
        />
        <TextField
          label="Expires"
          type="datetime-local"
          value={expires}
          onChange={setExpires}
          error={errors.fields.expires_at}
          hint="Your computer’s time. Leave it empty for a ban that never expires."
        />
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          Ban
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const REFUSAL_FILTERS = ['kind', 'email', 'clientIdentifier'] as const;

/** /bans/refusals: every checkout the ban list refused, newest first. */
function RefusalList() {
  const { page, filters, set, setPage } = useListParams(REFUSAL_FILTERS);
  const [draft, setDraft] = useState({ email: filters.email, clientIdentifier: filters.clientIdentifier });
  useEffect(() => setDraft({ email: filters.email, clientIdentifier: filters.clientIdentifier }), [filters.email, filters.clientIdentifier]);
  const context = useMemo(() => CONTEXT, []);
  const [result, reexecute] = useQuery({
    query: BanRefusalsDocument,
    variables: { page, kind: opt(filters.kind) as BanKind | undefined, email: opt(filters.email), clientIdentifier: opt(filters.clientIdentifier) },
    context,
    requestPolicy: 'cache-and-network',
  });
  const errors = formErrors(result.error);
  return (
    <>
      <form
        className="filters"
        role="search"
        aria-label="Filter the refused checkouts"
        onSubmit={(e) => {
          e.preventDefault();
          set({ email: draft.email.trim(), clientIdentifier: draft.clientIdentifier.trim() });
        }}
        noValidate
      >
        <SelectField label="Matched" value={filters.kind} onChange={(kind) => set({ kind })} options={KINDS} empty="Any kind" error={errors.fields.kind} />
        <TextField label="E-mail" value={draft.email} onChange={(email) => setDraft((d) => ({ ...d, email }))} error={errors.fields.email} />
        <TextField
          label="Client identifier"
          value={draft.clientIdentifier}
          onChange={(clientIdentifier) => setDraft((d) => ({ ...d, clientIdentifier }))}
          error={errors.fields.client_identifier}
        />
        <div className="row field">
          <button type="submit">Search</button>
        </div>
      </form>
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ banRefusals }) =>
          banRefusals.data.length === 0 ? (
            <p className="empty">No refused checkouts.</p>
          ) : (
            <>
              <TableWrap label="Refused checkouts">
                <table aria-label="Refused checkouts, newest first">
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Matched</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Client identifier</th>
                      <th scope="col">Address</th>
                    </tr>
                  </thead>
                  <tbody>
                    {banRefusals.data.map((r) => (
                      <tr key={r.id}>
                        <td className="nowrap">{formatDateTime(r.createdAt)}</td>
                        <td>
                          {kindLabel(r.kind)} <code>{r.value}</code>
                          {r.banId === null ? <small className="hint"> (ban removed)</small> : null}
                        </td>
                        <td>{r.clientEmail ?? <span className="hint">none</span>}</td>
                        <td>{r.clientIdentifier ?? <span className="hint">none</span>}</td>
                        <td>{r.ip ? <code>{r.ip}</code> : <span className="hint">unknown</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination meta={banRefusals.meta} onPage={setPage} label="Refused checkout pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}
