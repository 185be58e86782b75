import type { Handler } from '../test-utils';
import { categoriesAnswer } from '../pages/catalog/fixtures';

/** The catalog the scope picker reads in tests: the catalog fixtures' tree, and three packages. */
const packages = [
  { __typename: 'Package', id: 7, name: 'VIP', parentId: null, category: { __typename: 'Category', id: 1, name: 'Ranks' } },
  { __typename: 'Package', id: 8, name: 'VIP Monthly', parentId: 7, category: { __typename: 'Category', id: 12, name: 'Monthly' } },
  { __typename: 'Package', id: 9, name: 'Diamond key', parentId: null, category: { __typename: 'Category', id: 2, name: 'Keys' } },
];

export const scopeHandlers: Record<string, Handler> = {
  CatalogCategories: categoriesAnswer(),
  ScopePackages: (v) => {
    const name = String(v.name ?? '').toLowerCase();
    const data = packages.filter((p) => p.name.toLowerCase().includes(name));
    return { data: { packages: { __typename: 'PackagePage', meta: { total: data.length }, data } } };
  },
  ScopePackageName: (v) => {
    const p = packages.find((x) => x.id === v.id);
    return p
      ? { data: { package: { __typename: 'Package', id: p.id, name: p.name } } }
      : { errors: [{ message: `Package ${v.id} not found`, code: 'NOT_FOUND' }] };
  },
};
