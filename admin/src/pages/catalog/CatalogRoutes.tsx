import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { CatalogPage } from './CatalogPage';
import { CategoryCreatePage, CategoryEditPage } from './CategoryForm';
import { PackageCreatePage, PackageEditPage } from './PackagePages';
import './catalog.css';

/** Everything under /catalog. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route index element={<CatalogPage />} />
      <Route path="categories/new" element={<CategoryCreatePage />} />
      <Route path="categories/:id" element={<CategoryEditPage />} />
      <Route path="packages/new" element={<PackageCreatePage />} />
      <Route path="packages/:id" element={<PackageEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
