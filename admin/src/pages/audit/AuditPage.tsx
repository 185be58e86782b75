import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { PageHeader, QueryState, TableWrap } from '../../components/states';
import type { ActorKind, AuditEntriesQuery } from '../../gql/graphql';
import { formErrors } from '../../lib/errors';
import { addDays, formatDateTime, localToIso } from '../../lib/format';
import { opt, optInt, useListParams } from '../../lib/url';
import { AuditEntriesDocument } from './documents';
import '../access.css';

type Entry = AuditEntriesQuery['auditEntries']['data'][number];

const FILTERS = ['actorType', 'actorId', 'recordType', 'recordId', 'operation', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
/** The API's paths of the filters (snake_case), where a refused one's error lands. */
const FILTER_FIELDS = ['actor_type', 'actor_id', 'record_type', 'record_id', 'operation', 'from', 'to', 'page', 'per_page'];

const ACTOR_TYPES = [
  { value: 'staff', label: 'Staff user' },
  { value: 'key', label: 'API key' },
];

const ACTION_TONE: Record<string, string> = { insert: 'ok', update: 'warn', delete: 'bad' };

/**
 * /audit: every change made by a staff user or an API key, newest first, with filters kept in the
 * URL. A row opens to the changed fields before and after, side by side.
 */
export function AuditPage() {
  const { page, filters, set, setPage } = useListParams(FILTERS);
  const [draft, setDraft] = useState(filters);
  const key = FILTERS.map((f) => filters[f]).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' value: a new object with the same filters must not reset the draft.
  useEffect(() => setDraft(filters), [key]);
  const [open, setOpen] = useState<number | null>(null);

  const [result, reexecute] = useQuery({
    query: AuditEntriesDocument,
    variables: {
      page,
      perPage: 25,
      // The select offers the enum's values; one typed into the URL is the API's to refuse.
      actorType: opt(filters.actorType) as ActorKind | undefined,
      actorId: optInt(filters.actorId),
      recordType: opt(filters.recordType),
      recordId: opt(filters.recordId),
      operation: opt(filters.operation),
      // Whole days on the reader's clock: from the start of `from` to the end of `to`.
      from: localToIso(filters.from) ?? undefined,
      to: (filters.to ? localToIso(addDays(filters.to, 1)) : null) ?? undefined,
    },
    requestPolicy: 'cache-and-network',
  });
  const errors = formErrors(result.error);
  const filterError = Object.keys(errors.fields).length > 0;
  const active = FILTERS.some((f) => filters[f] !== '');

  function apply(e: FormEvent) {
    e.preventDefault();
    set(Object.fromEntries(FILTERS.map((f) => [f, draft[f].trim()])) as Record<Filter, string>);
  }
  const change = (k: Filter) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <div className="access-page">
      <PageHeader title="Audit log" />
      <p className="hint">Every change made by a staff user or an API key, newest first. Secrets show as “[redacted]”.</p>
      <form className="filters" role="search" aria-label="Filter the audit log" onSubmit={apply} noValidate>
        <SelectField
          label="Actor type"
          value={draft.actorType}
          onChange={change('actorType')}
          options={ACTOR_TYPES}
          empty="Anyone"
          error={errors.fields.actor_type}
        />
        <TextField
          label="Actor id"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.actorId}
          onChange={change('actorId')}
          error={errors.fields.actor_id}
          hint="Staff user or key id"
        />
        <TextField
          label="Record type"
          value={draft.recordType}
          onChange={change('recordType')}
          error={errors.fields.record_type}
          hint="e.g. packages, orders"
        />
        <TextField label="Record id" value={draft.recordId} onChange={change('recordId')} error={errors.fields.record_id} />
        <TextField
          label="Operation"
          value={draft.operation}
          onChange={change('operation')}
          error={errors.fields.operation}
          hint="Exactly, e.g. Mutation.updatePackage"
        />
        <TextField label="From" type="date" value={draft.from} onChange={change('from')} error={errors.fields.from} />
        <TextField label="To" type="date" value={draft.to} onChange={change('to')} error={errors.fields.to} hint="Inclusive" />
        <div className="row field">
          <button type="submit" className="primary">
            Apply filters
          </button>
          {active ? (
            <button type="button" onClick={() => set(Object.fromEntries(FILTERS.map((f) => [f, null])) as Record<Filter, null>)}>
              Clear filters
            </button>
          ) : null}
        </div>
      </form>
      {filterError ? (
        <FormErrorSummary errors={errors} known={FILTER_FIELDS} />
      ) : (
        <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
          {({ auditEntries }) =>
            auditEntries.data.length === 0 ? (
              <p className="empty">{active ? 'No entries match these filters.' : 'No changes recorded yet.'}</p>
            ) : (
              <>
                <TableWrap label="Audit entries">
                  <table aria-label="Audit entries, newest first">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Who</th>
                        <th scope="col">Operation</th>
                        <th scope="col">Record</th>
                        <th scope="col">Change</th>
                        <th scope="col">Address</th>
                        <th scope="col">Details</th>
                      </tr>
                    </thead>
                    <tbody>
                      {auditEntries.data.map((entry) => (
                        <AuditRow key={entry.id} entry={entry} open={open === entry.id} onToggle={() => setOpen(open === entry.id ? null : entry.id)} />
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
                <Pagination meta={auditEntries.meta} onPage={setPage} label="Audit log pages" />
              </>
            )
          }
        </QueryState>
      )}
    </div>
  );
}

function AuditRow({ entry: e, open, onToggle }: { entry: Entry; open: boolean; onToggle(): void }) {
  const detailId = `audit-entry-${e.id}`;
  return (
    <>
      <tr>
        <td className="nowrap">{formatDateTime(e.createdAt)}</td>
        <td>
          {e.actorName ?? <span className="hint">unknown</span>}
          <br />
          <small className="hint">
            {e.actorType === 'key' ? 'API key' : 'Staff user'} #{e.actorId}
          </small>
        </td>
        <td>
          <code>{e.operation}</code>
        </td>
        <td>
          {e.recordType}
          {e.recordId ? ` #${e.recordId}` : ''}
        </td>
        <td>
          <span className={`badge ${ACTION_TONE[e.action] ?? ''}`}>{e.action}</span>
        </td>
        <td>{e.ip ?? <span className="hint">—</span>}</td>
        <td>
          <button type="button" aria-expanded={open} aria-controls={open ? detailId : undefined} onClick={onToggle}>
            {open ? 'Hide changes' : 'Show changes'}
            <span className="visually-hidden"> of entry {e.id}</span>
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailId}>
          <td colSpan={7}>
            <div className="audit-diff">
              <section aria-label={`Before, entry ${e.id}`}>
                <h3>Before</h3>
                <Fields value={e.before} empty="Nothing: the record was created." />
              </section>
              <section aria-label={`After, entry ${e.id}`}>
                <h3>After</h3>
                <Fields value={e.after} empty="Nothing: the record was deleted." />
              </section>
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A changed record's fields as JSON text (React escapes it: anyone may have typed the values). */
function Fields({ value, empty }: { value: Record<string, unknown> | null | undefined; empty: string }) {
  if (!value) return <p className="hint">{empty}</p>;
  return <pre>{JSON.stringify(value, null, 2)}</pre>;
}
