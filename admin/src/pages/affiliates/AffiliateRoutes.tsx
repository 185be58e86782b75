import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { AffiliateListPage } from './AffiliateList';
import { AffiliateCreatePage, AffiliateEditPage } from './AffiliatePages';
import { WithdrawRequestsPage } from './WithdrawRequests';
import './affiliates.css';
import { RequirePermission, useCan } from '../../lib/permissions';

/** Everything under /affiliates. */
export function AffiliateRoutes() {
  const can = useCan();
  // An accountant reads the withdraw requests, not the affiliates: the area opens on those.
  const index = can('affiliates:read') ? <AffiliateListPage /> : <Navigate to="/affiliates/withdraw-requests" replace />;
  return (
    <Routes>
      <Route index element={index} />
      <Route
        path="new"
        element={
          <RequirePermission need="affiliates:write" title="New affiliate">
            <AffiliateCreatePage />
          </RequirePermission>
        }
      />
      <Route
        path="withdraw-requests"
        element={
          <RequirePermission need="withdrawals:read" title="Withdraw requests">
            <WithdrawRequestsPage />
          </RequirePermission>
        }
      />
      <Route
        path=":id"
        element={
          <RequirePermission need="affiliates:read" title="Affiliate">
            <AffiliateEditPage />
          </RequirePermission>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
