import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { fieldUnder } from '../lib/errors';
import { useCan } from '../lib/permissions';
import { buildTree, useAllCategories, type CategoryNode, type CategoryRow } from '../pages/catalog/categories';
import { TextField } from './forms';
import './scope.css';

/**
 * What a coupon or a sale applies to (issue 33): packages (their variations included) and
 * categories (their subcategories included); both empty, every package of the store.
 */
export interface Scope {
  packageIds: number[];
  categoryIds: number[];
}

const ScopePackagesDocument = graphql(`
  query ScopePackages($name: String, $perPage: Int) {
    packages(name: $name, perPage: $perPage) {
      meta {
        total
      }
      data {
        id
        name
        parentId
        category {
          id
          name
        }
      }
    }
  }
`);

const ScopePackageNameDocument = graphql(`
  query ScopePackageName($id: Int!) {
    package(id: $id) {
      id
      name
    }
  }
`);

const SEARCH_SIZE = 20;

/** "every package", "2 categories (subcategories included) and 1 package": the scope in words. */
function scopeCounts({ packageIds, categoryIds }: Scope): string {
  if (packageIds.length === 0 && categoryIds.length === 0) return 'Every package';
  const parts: string[] = [];
  if (categoryIds.length) parts.push(`${categoryIds.length} ${categoryIds.length === 1 ? 'category' : 'categories'} (subcategories included)`);
  if (packageIds.length) parts.push(`${packageIds.length} ${packageIds.length === 1 ? 'package' : 'packages'}`);
  return parts.join(' and ');
}

/** A package's name, read once per id (urql keeps it): "Package #7" until then, or without catalog:read. */
function usePackageName(id: number): string {
  const can = useCan();
  const [result] = useQuery({ query: ScopePackageNameDocument, variables: { id }, pause: !can('catalog:read') });
  return result.data?.package.name ?? `Package #${id}`;
}

function PackageName({ id }: { id: number }) {
  return <>{usePackageName(id)}</>;
}

/**
 * The scope in a table cell: "Every package", or the categories and packages by name (the first
 * few, then how many more).
 */
export function ScopeSummary({ scope, categories, max = 3 }: { scope: Scope; categories?: CategoryRow[]; max?: number }) {
  if (scope.packageIds.length === 0 && scope.categoryIds.length === 0) return <span className="hint">Every package</span>;
  const names = new Map(categories?.map((c) => [c.id, c.name]));
  const items = [
    ...scope.categoryIds.map((id) => ({ key: `c${id}`, node: <>{names.get(id) ?? `Category #${id}`} (and subcategories)</> })),
    ...scope.packageIds.map((id) => ({ key: `p${id}`, node: <PackageName id={id} /> })),
  ];
  const shown = items.slice(0, max);
  return (
    <span className="scope-summary">
      {shown.map((item, i) => (
        <span key={item.key}>
          {i > 0 ? ', ' : ''}
          {item.node}
        </span>
      ))}
      {items.length > max ? <span className="hint"> and {items.length - max} more</span> : null}
    </span>
  );
}

/** The tree flattened in display order, with the chosen ancestor that already includes each category. */
function flatten(
  nodes: CategoryNode[],
  chosen: ReadonlySet<number>,
  includedBy: CategoryRow | null = null,
  out: { node: CategoryNode; includedBy: CategoryRow | null }[] = [],
) {
  for (const node of nodes) {
    out.push({ node, includedBy });
    flatten(node.children, chosen, includedBy ?? (chosen.has(node.category.id) ? node.category : null), out);
  }
  return out;
}

/**
 * The scope picker shared by the coupon and sale forms: categories from the tree (checkboxes,
 * narrowed by a search box; a chosen category's subcategories show as included), packages by a
 * catalog search; what is chosen is listed with a remove button each, and the whole in words
 * ("Every package" when nothing is). The API's errors of `package_ids` / `category_ids` (and
 * their items, `package_ids.2` rule exists) show under their half. Without catalog:read the
 * catalog cannot be read: the ids are shown, unchangeable here.
 */
export function ScopePicker({
  value,
  onChange,
  errors,
  legend = 'Applies to',
}: {
  value: Scope;
  onChange(next: Scope): void;
  errors: Record<string, string>;
  legend?: string;
}) {
  const can = useCan();
  const summaryId = useId();
  const categoryError = fieldUnder(errors, 'category_ids');
  const packageError = fieldUnder(errors, 'package_ids');
  const summary = scopeCounts(value);

  if (!can('catalog:read'))
    return (
      <fieldset className="scope-picker" aria-describedby={summaryId}>
        <legend>{legend}</legend>
        <p id={summaryId} className="scope-count">
          {summary}
        </p>
        <p className="hint">
          Choosing packages and categories needs catalog:read, which you do not hold.
          {value.categoryIds.length ? ` Categories: ${value.categoryIds.map((id) => `#${id}`).join(', ')}.` : ''}
          {value.packageIds.length ? ` Packages: ${value.packageIds.map((id) => `#${id}`).join(', ')}.` : ''}
        </p>
        {categoryError ? <p className="field-error">{categoryError}</p> : null}
        {packageError ? <p className="field-error">{packageError}</p> : null}
      </fieldset>
    );

  return (
    <fieldset className="scope-picker" aria-describedby={summaryId}>
      <legend>{legend}</legend>
      <p id={summaryId} className="scope-count" aria-live="polite">
        {summary}
      </p>
      <div className="scope-columns">
        <CategoryChoices value={value} onChange={onChange} error={categoryError} />
        <PackageChoices value={value} onChange={onChange} error={packageError} />
      </div>
    </fieldset>
  );
}

function CategoryChoices({ value, onChange, error }: { value: Scope; onChange(next: Scope): void; error?: string }) {
  const { loaders, categories, error: loadError } = useAllCategories();
  const [term, setTerm] = useState('');
  const errorId = useId();
  const chosen = useMemo(() => new Set(value.categoryIds), [value.categoryIds]);
  const rows = useMemo(() => (categories ? flatten(buildTree(categories), chosen) : []), [categories, chosen]);
  const needle = term.trim().toLowerCase();
  const shown = needle ? rows.filter((r) => r.node.category.name.toLowerCase().includes(needle)) : rows;
  const toggle = (id: number, on: boolean) => onChange({ ...value, categoryIds: on ? [...value.categoryIds, id] : value.categoryIds.filter((c) => c !== id) });
  const names = new Map(categories?.map((c) => [c.id, c.name]));

  return (
    <fieldset className="scope-half" aria-describedby={error ? errorId : undefined}>
      <legend>Categories</legend>
      {loaders}
      <p className="hint">A category includes its subcategories, and the packages in them.</p>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {value.categoryIds.length ? (
        <ul className="scope-chosen" aria-label="Chosen categories">
          {value.categoryIds.map((id) => (
            <Chosen key={id} name={names.get(id) ?? `Category #${id}`} note="subcategories included" onRemove={() => toggle(id, false)} />
          ))}
        </ul>
      ) : null}
      <TextField label="Find a category" type="search" value={term} onChange={setTerm} autoComplete="off" />
      {loadError && !categories ? (
        <p className="field-error">The categories could not be loaded: {loadError.message}</p>
      ) : !categories ? (
        <p className="loading" role="status">
          Loading categories…
        </p>
      ) : shown.length === 0 ? (
        <p className="empty">{rows.length === 0 ? 'The store has no categories.' : `No category name contains “${term.trim()}”.`}</p>
      ) : (
        <ul className="scope-options" aria-label="Categories to choose from">
          {shown.map(({ node, includedBy }) => {
            const id = node.category.id;
            const inputId = `scope-category-${id}`;
            return (
              <li key={id} style={{ paddingLeft: `${node.depth * 1.1}rem` }}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(id) || includedBy !== null}
                  disabled={includedBy !== null && !chosen.has(id)}
                  onChange={(e) => toggle(id, e.target.checked)}
                  aria-describedby={includedBy ? `${inputId}-note` : undefined}
                />{' '}
                <label htmlFor={inputId}>{node.category.name}</label>
                {includedBy ? (
                  <small className="hint" id={`${inputId}-note`}>
                    {' '}
                    included with {includedBy.name}
                  </small>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

function PackageChoices({ value, onChange, error }: { value: Scope; onChange(next: Scope): void; error?: string }) {
  const [term, setTerm] = useState('');
  const [name, setName] = useState('');
  const errorId = useId();
  // Search as one types, once the typing pauses.
  useEffect(() => {
    const t = setTimeout(() => setName(term.trim()), 300);
    return () => clearTimeout(t);
  }, [term]);
  const [result] = useQuery({ query: ScopePackagesDocument, variables: { name: name || undefined, perPage: SEARCH_SIZE } });
  const found = result.data?.packages;
  const chosen = new Set(value.packageIds);
  const toggle = (id: number, on: boolean) => onChange({ ...value, packageIds: on ? [...value.packageIds, id] : value.packageIds.filter((p) => p !== id) });

  return (
    <fieldset className="scope-half" aria-describedby={error ? errorId : undefined}>
      <legend>Packages</legend>
      <p className="hint">A package includes its variations.</p>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {value.packageIds.length ? (
        <ul className="scope-chosen" aria-label="Chosen packages">
          {value.packageIds.map((id) => (
            <ChosenPackage key={id} id={id} onRemove={() => toggle(id, false)} />
          ))}
        </ul>
      ) : null}
      <TextField
        label="Find a package"
        type="search"
        value={term}
        onChange={setTerm}
        autoComplete="off"
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setName(term.trim());
          }
        }}
      />
      {result.error && !found ? (
        <p className="field-error">Could not search the catalog: {result.error.message}</p>
      ) : !found ? (
        <p className="loading" role="status">
          Searching…
        </p>
      ) : found.data.length === 0 ? (
        <p className="empty">{name ? `No package name contains “${name}”.` : 'The store has no packages.'}</p>
      ) : (
        <>
          {found.meta.total > found.data.length ? (
            <p className="hint">
              First {found.data.length} of {found.meta.total}
              {name ? ` matching “${name}”` : ''}: type to narrow.
            </p>
          ) : null}
          <ul className="scope-options" aria-label="Packages to choose from">
            {found.data.map((p) => {
              const inputId = `scope-package-${p.id}`;
              return (
                <li key={p.id}>
                  <input id={inputId} type="checkbox" checked={chosen.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />{' '}
                  <label htmlFor={inputId}>{p.name}</label>{' '}
                  <small className="hint">
                    in {p.category.name}
                    {p.parentId ? ' · a variation' : ''}
                  </small>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}

function Chosen({ name, note, onRemove }: { name: string; note?: string; onRemove(): void }) {
  return (
    <li>
      <span>
        {name}
        {note ? <small className="hint"> ({note})</small> : null}
      </span>
      <button type="button" className="link" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </button>
    </li>
  );
}

function ChosenPackage({ id, onRemove }: { id: number; onRemove(): void }) {
  return <Chosen name={usePackageName(id)} onRemove={onRemove} />;
}
