import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { SelectField, TextField } from '../../components/forms';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/states';
import { opt, optInt, useListParams } from '../../lib/url';
import { categoryOptions, type CategoryRow } from './categories';
import { PackagesDocument } from './documents';

const PACKAGE_PAGE_SIZE = 20;

/** The package list: filter by category (not its subcategories, as the API does) and by name, paginated. */
export function PackageList({ categories }: { categories?: CategoryRow[] }) {
  const { page, filters, set, setPage } = useListParams(['category', 'name'] as const);
  const [name, setName] = useState(filters.name);
  useEffect(() => setName(filters.name), [filters.name]);
  const [result, reexecute] = useQuery({
    query: PackagesDocument,
    variables: { page, perPage: PACKAGE_PAGE_SIZE, categoryId: optInt(filters.category), name: opt(filters.name) },
  });
  const filtered = Boolean(filters.category || filters.name);

  function search(e: FormEvent) {
    e.preventDefault();
    set({ name: name.trim() });
  }

  return (
    <>
      <form className="filters" role="search" aria-label="Filter packages" onSubmit={search} noValidate>
        <SelectField
          label="Category"
          value={filters.category}
          onChange={(v) => set({ category: v })}
          options={categoryOptions(categories)}
          empty="All categories"
        />
        <TextField label="Name contains" type="search" value={name} onChange={setName} />
        <button type="submit">Search</button>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setName('');
              set({ category: null, name: null });
            }}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      <QueryState result={result} retry={reexecute}>
        {(data) =>
          data.packages.data.length === 0 ? (
            <p className="empty">{filtered ? 'No package matches these filters.' : 'No packages yet: create the first one.'}</p>
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="hint" style={{ textAlign: 'left', padding: '0.5rem 0.75rem' }}>
                    Packages{filtered ? ' matching the filters' : ''}, by category and position
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Category</th>
                      <th scope="col" className="num">
                        Price
                      </th>
                      <th scope="col">Type</th>
                      <th scope="col" className="num">
                        Stock
                      </th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.packages.data.map((p) => (
                      <tr key={p.id}>
                        <td>
                          <Link to={`/catalog/packages/${p.id}`}>{p.name}</Link>
                          {p.parentId !== null ? <span className="hint"> (variation)</span> : null}
                        </td>
                        <td>{p.category.name}</td>
                        <td className="num">{p.priceDisplay}</td>
                        <td>{p.type === 'SINGLE' ? 'Single' : 'Multiple'}</td>
                        <td className="num">{p.inventoryAmount ?? 'Unlimited'}</td>
                        <td>{p.enabled ? <span className="badge ok">For sale</span> : <span className="badge bad">Off sale</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination meta={data.packages.meta} onPage={setPage} label="Package pages" />
            </>
          )
        }
      </QueryState>
    </>
  );
}
