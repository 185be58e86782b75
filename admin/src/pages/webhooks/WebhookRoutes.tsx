import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { WebhookList } from './WebhookList';
import { WebhookCreatePage } from './WebhookCreatePage';
import { WebhookDetailPage } from './WebhookDetailPage';
import './webhooks.css';

/** Everything under /webhooks. */
export function WebhookRoutes() {
  return (
    <Routes>
      <Route index element={<WebhookList />} />
      <Route path="new" element={<WebhookCreatePage />} />
      <Route path=":id" element={<WebhookDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
