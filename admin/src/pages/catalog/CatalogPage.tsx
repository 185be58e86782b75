import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader, useNotice } from '../../components/states';
import { useAllCategories } from './categories';
import { CategoryTree } from './CategoryTree';
import { PackageList } from './PackageList';
import { useHandedNotice } from '../../lib/notice';
import { IfAllowed } from '../../lib/permissions';

/** /catalog: the category tree and the package list. */
export function CatalogPage() {
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const all = useAllCategories();
  const [params] = useSearchParams();
  const category = params.get('category');
  return (
    <>
      <PageHeader title="Catalog">
        <IfAllowed need="catalog:write">
          <Link className="button" to="/catalog/categories/new">
            New category
          </Link>
          <Link className="button primary" to={category ? `/catalog/packages/new?category=${category}` : '/catalog/packages/new'}>
            New package
          </Link>
        </IfAllowed>
      </PageHeader>
      {notice}
      {all.loaders}
      <section className="panel" aria-labelledby="catalog-categories">
        <h2 id="catalog-categories" style={{ marginTop: 0 }}>
          Categories
        </h2>
        <CategoryTree all={all} announce={announce} />
      </section>
      <section aria-labelledby="catalog-packages">
        <h2 id="catalog-packages">Packages</h2>
        <PackageList categories={all.categories} />
      </section>
    </>
  );
}
