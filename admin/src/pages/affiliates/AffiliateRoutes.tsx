import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { AffiliateListPage } from './AffiliateList';
import { AffiliateCreatePage, AffiliateEditPage } from './AffiliatePages';
import { WithdrawRequestsPage } from './WithdrawRequests';
import './affiliates.css';

/** Everything under /affiliates. */
export function AffiliateRoutes() {
  return (
    <Routes>
      <Route index element={<AffiliateListPage />} />
      <Route path="new" element={<AffiliateCreatePage />} />
      <Route path="withdraw-requests" element={<WithdrawRequestsPage />} />
      <Route path=":id" element={<AffiliateEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
