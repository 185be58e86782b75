import { lazy, useMemo } from 'react';
import { Provider } from 'urql';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from './lib/auth';
import { createAdminClient } from './lib/client';
import { StoreProvider } from './lib/store';
import { Layout } from './components/Layout';
import { SignIn } from './pages/SignIn';
import { NotFound } from './pages/NotFound';

// Each area is its own chunk, fetched on first visit: the dashboard's charting library (most of
// the bundle) does not delay the sign-in or the other pages.
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const CatalogRoutes = lazy(() => import('./pages/catalog/CatalogRoutes').then((m) => ({ default: m.CatalogRoutes })));
const OrderRoutes = lazy(() => import('./pages/orders/OrderRoutes').then((m) => ({ default: m.OrderRoutes })));
const SubscriptionRoutes = lazy(() => import('./pages/subscriptions/SubscriptionRoutes').then((m) => ({ default: m.SubscriptionRoutes })));
const CouponRoutes = lazy(() => import('./pages/coupons/CouponRoutes').then((m) => ({ default: m.CouponRoutes })));
const AffiliateRoutes = lazy(() => import('./pages/affiliates/AffiliateRoutes').then((m) => ({ default: m.AffiliateRoutes })));
const GameServerRoutes = lazy(() => import('./pages/game-servers/GameServerRoutes').then((m) => ({ default: m.GameServerRoutes })));
const WebhookRoutes = lazy(() => import('./pages/webhooks/WebhookRoutes').then((m) => ({ default: m.WebhookRoutes })));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const PaymentsPage = lazy(() => import('./pages/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage })));

export function App() {
  const { apiKey, signOut } = useAuth();
  const client = useMemo(
    () => (apiKey ? createAdminClient(apiKey, () => signOut('Your key was not accepted any more: sign in again.')) : null),
    [apiKey, signOut],
  );
  if (!client) return <SignIn />;
  return (
    <Provider value={client}>
      <StoreProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<DashboardPage />} />
            <Route path="catalog/*" element={<CatalogRoutes />} />
            <Route path="orders/*" element={<OrderRoutes />} />
            <Route path="subscriptions/*" element={<SubscriptionRoutes />} />
            <Route path="coupons/*" element={<CouponRoutes />} />
            <Route path="affiliates/*" element={<AffiliateRoutes />} />
            <Route path="game-servers/*" element={<GameServerRoutes />} />
            <Route path="webhooks/*" element={<WebhookRoutes />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </StoreProvider>
    </Provider>
  );
}
