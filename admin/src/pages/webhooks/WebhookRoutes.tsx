import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { WebhookList } from './WebhookList';
import { WebhookCreatePage } from './WebhookCreatePage';
import { WebhookDetailPage } from './WebhookDetailPage';
import './webhooks.css';
import { RequirePermission } from '../../lib/permissions';

/** Everything under /webhooks. */
export function WebhookRoutes() {
  return (
    <Routes>
      <Route index element={<WebhookList />} />
      <Route
        path="new"
        element={
          <RequirePermission need="webhooks:write" title="New webhook">
            <WebhookCreatePage />
          </RequirePermission>
        }
      />
      <Route path=":id" element={<WebhookDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
