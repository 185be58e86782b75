import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { SubscriptionDetailPage } from './SubscriptionDetail';
import { SubscriptionListPage } from './SubscriptionList';
import './subscriptions.css';

/** Everything under /subscriptions. */
export function SubscriptionRoutes() {
  return (
    <div className="subscriptions-page">
      <Routes>
        <Route index element={<SubscriptionListPage />} />
        <Route path=":id" element={<SubscriptionDetailPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
