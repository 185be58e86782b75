import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { SelectField, TextField } from '../../components/forms';
import { AffiliatePickerDocument, AffiliateSummaryDocument } from './documents';

const PICKER_SIZE = 25;

/**
 * Choose an affiliate: a search box (name or e-mail, as the affiliate list searches) narrows the
 * choices of a select. The chosen one stays a choice even when the search no longer finds it.
 */
export function AffiliatePicker({
  label,
  searchLabel,
  value,
  onChange,
  error,
  empty,
}: {
  label: string;
  searchLabel: string;
  value: string;
  onChange(id: string): void;
  error?: string;
  /** The empty choice ("Any affiliate", "Choose an affiliate"). */
  empty: string;
}) {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(term.trim()), 300);
    return () => clearTimeout(t);
  }, [term]);
  const [list] = useQuery({ query: AffiliatePickerDocument, variables: { search: search || undefined, perPage: PICKER_SIZE } });
  const found = list.data?.affiliates;
  const listed = Boolean(value && found?.data.some((a) => String(a.id) === value));
  const [chosen] = useQuery({ query: AffiliateSummaryDocument, variables: { id: Number(value) }, pause: !value || listed || !found });
  const options = (found?.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` }));
  if (value && !listed) {
    const a = chosen.data?.affiliate;
    options.unshift({ value, label: a ? `${a.name} (${a.email})` : `Affiliate #${value}` });
  }
  const hint =
    list.error && !found
      ? 'The affiliates could not be loaded.'
      : !found
        ? 'Loading affiliates…'
        : found.meta.total > found.data.length
          ? `${found.data.length} of ${found.meta.total} shown: search to find others.`
          : found.meta.total === 0
            ? 'No affiliate matches the search.'
            : undefined;
  return (
    <>
      <TextField
        label={searchLabel}
        type="search"
        value={term}
        onChange={setTerm}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setSearch(term.trim());
          }
        }}
      />
      <SelectField label={label} value={value} onChange={onChange} options={options} empty={empty} error={error} hint={hint} />
    </>
  );
}
