import { useMemo } from 'react';
import { Provider } from 'urql';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from './lib/auth';
import { createAdminClient } from './lib/client';
import { StoreProvider } from './lib/store';
import { Layout } from './components/Layout';
import { SignIn } from './pages/SignIn';
import { NotFound } from './pages/NotFound';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { CatalogRoutes } from './pages/catalog/CatalogRoutes';
import { OrderRoutes } from './pages/orders/OrderRoutes';
import { AffiliateRoutes } from './pages/affiliates/AffiliateRoutes';
import { GameServerRoutes } from './pages/game-servers/GameServerRoutes';
import { WebhookRoutes } from './pages/webhooks/WebhookRoutes';

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
            <Route path="affiliates/*" element={<AffiliateRoutes />} />
            <Route path="game-servers/*" element={<GameServerRoutes />} />
            <Route path="webhooks/*" element={<WebhookRoutes />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </StoreProvider>
    </Provider>
  );
}
