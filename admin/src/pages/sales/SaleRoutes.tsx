import { Route, Routes } from 'react-router-dom';
import { RequirePermission } from '../../lib/permissions';
import { NotFound } from '../NotFound';
import { SaleList } from './SaleList';
import { SaleCreatePage, SaleEditPage } from './SalePages';

/** Everything under /sales. */
export function SaleRoutes() {
  return (
    <Routes>
      <Route index element={<SaleList />} />
      <Route
        path="new"
        element={
          <RequirePermission need="marketing:write" title="New sale">
            <SaleCreatePage />
          </RequirePermission>
        }
      />
      <Route path=":id" element={<SaleEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
