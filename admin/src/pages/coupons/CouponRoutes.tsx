import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { CouponList } from './CouponList';
import { CouponCreatePage, CouponEditPage } from './CouponPages';
import { RequirePermission } from '../../lib/permissions';

/** Everything under /coupons. */
export function CouponRoutes() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route
        path="new"
        element={
          <RequirePermission need="marketing:write" title="New coupon">
            <CouponCreatePage />
          </RequirePermission>
        }
      />
      <Route path=":id" element={<CouponEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
