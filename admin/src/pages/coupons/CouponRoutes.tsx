import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { CouponList } from './CouponList';
import { CouponCreatePage, CouponEditPage } from './CouponPages';

/** Everything under /coupons. */
export function CouponRoutes() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="new" element={<CouponCreatePage />} />
      <Route path=":id" element={<CouponEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
