import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { Provider } from 'urql';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth, type Credential } from './lib/auth';
import { createAdminClient } from './lib/client';
import { RequirePermission, useCan, ViewerProvider, type Need } from './lib/permissions';
import { StoreProvider } from './lib/store';
import { Layout, Shell, useFirstAllowedPath } from './components/Layout';
import { Loading, PageHeader } from './components/states';
import { SignIn } from './pages/SignIn';
import { AcceptInvitePage } from './pages/AcceptInvite';
import { NotFound } from './pages/NotFound';

// Each area is its own chunk, fetched on first visit: the dashboard's charting library (most of
// the bundle) does not delay the sign-in or the other pages.
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const CatalogRoutes = lazy(() => import('./pages/catalog/CatalogRoutes').then((m) => ({ default: m.CatalogRoutes })));
const OrderRoutes = lazy(() => import('./pages/orders/OrderRoutes').then((m) => ({ default: m.OrderRoutes })));
const BanRoutes = lazy(() => import('./pages/bans/BansPage').then((m) => ({ default: m.BanRoutes })));
const SubscriptionRoutes = lazy(() => import('./pages/subscriptions/SubscriptionRoutes').then((m) => ({ default: m.SubscriptionRoutes })));
const CouponRoutes = lazy(() => import('./pages/coupons/CouponRoutes').then((m) => ({ default: m.CouponRoutes })));
const SaleRoutes = lazy(() => import('./pages/sales/SaleRoutes').then((m) => ({ default: m.SaleRoutes })));
const GiftCardRoutes = lazy(() => import('./pages/gift-cards/GiftCardRoutes').then((m) => ({ default: m.GiftCardRoutes })));
const AffiliateRoutes = lazy(() => import('./pages/affiliates/AffiliateRoutes').then((m) => ({ default: m.AffiliateRoutes })));
const GameServerRoutes = lazy(() => import('./pages/game-servers/GameServerRoutes').then((m) => ({ default: m.GameServerRoutes })));
const WebhookRoutes = lazy(() => import('./pages/webhooks/WebhookRoutes').then((m) => ({ default: m.WebhookRoutes })));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const PaymentsPage = lazy(() => import('./pages/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage })));
const StaffRoutes = lazy(() => import('./pages/staff/StaffRoutes').then((m) => ({ default: m.StaffRoutes })));
const RolesPage = lazy(() => import('./pages/roles/RolesPage').then((m) => ({ default: m.RolesPage })));
const SecurityPage = lazy(() => import('./pages/security/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const ApiKeysPage = lazy(() => import('./pages/api-keys/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })));
const AuditPage = lazy(() => import('./pages/audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const AccountPage = lazy(() => import('./pages/account/AccountPage').then((m) => ({ default: m.AccountPage })));

/**
 * What the client is built from: the key, or the session's CSRF token with what it allows (a
 * re-read session that allows the same keeps the client and its cache; a changed role starts afresh).
 */
function clientKey(credential: Credential | null): string {
  if (!credential) return '';
  if (credential.mode === 'key') return `key:${credential.apiKey}`;
  const s = credential.session;
  return `session:${s.csrf_token}:${s.two_factor_setup_required}:${s.permissions.join(',')}`;
}

/** A FORBIDDEN answer makes a session re-read itself at most this often (the role or the store's 2FA rule may have changed). */
const FORBIDDEN_RECHECK_MS = 10_000;

export function App() {
  const { credential, restoring, session, credentialEnded, refreshSession } = useAuth();
  const location = useLocation();
  const lastRecheck = useRef(0);
  const key = clientKey(credential);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what the client depends on (see clientKey).
  const client = useMemo(() => {
    if (!credential) return null;
    if (credential.mode === 'key')
      return createAdminClient(
        { apiKey: credential.apiKey },
        { onUnauthenticated: () => credentialEnded('Your key was not accepted any more: sign in again.') },
      );
    return createAdminClient(
      { csrfToken: credential.session.csrf_token },
      {
        onUnauthenticated: () => credentialEnded('Your session has ended: sign in again.'),
        onForbidden: () => {
          if (Date.now() - lastRecheck.current < FORBIDDEN_RECHECK_MS) return;
          lastRecheck.current = Date.now();
          void refreshSession();
        },
      },
    );
  }, [key, credentialEnded, refreshSession]);

  // The invitation link works signed in or not: accepting it signs in as the invited user.
  if (location.pathname === '/accept-invite') return <AcceptInvitePage />;
  if (restoring)
    return (
      <main className="sign-in" id="main">
        <Loading label="Checking your session…" />
      </main>
    );
  if (!client) return <SignIn />;

  // A store that requires two-factor sign-in refuses everything else until it is set up: only the account page.
  if (session?.two_factor_setup_required)
    return (
      <Provider value={client}>
        <ViewerProvider>
          <Shell brand={session.store.name} domain={session.store.domain} restricted>
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route path="account" element={<AccountPage />} />
                <Route path="*" element={<Navigate to="/account" replace />} />
              </Routes>
            </Suspense>
          </Shell>
        </ViewerProvider>
      </Provider>
    );

  const gated = (need: Need, title: string, page: ReactNode) => (
    <RequirePermission need={need} title={title}>
      {page}
    </RequirePermission>
  );
  return (
    <Provider value={client}>
      <ViewerProvider>
        <StoreProvider>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Home />} />
              <Route path="catalog/*" element={gated('catalog:read', 'Catalog', <CatalogRoutes />)} />
              <Route path="orders/*" element={gated('orders:read', 'Orders', <OrderRoutes />)} />
              <Route path="subscriptions/*" element={gated('subscriptions:read', 'Subscriptions', <SubscriptionRoutes />)} />
              <Route path="bans/*" element={gated('buyers:read', 'Ban list', <BanRoutes />)} />
              <Route path="coupons/*" element={gated('marketing:read', 'Coupons', <CouponRoutes />)} />
              <Route path="sales/*" element={gated('marketing:read', 'Sales', <SaleRoutes />)} />
              <Route path="gift-cards/*" element={gated('gift_cards:read', 'Gift cards', <GiftCardRoutes />)} />
              <Route path="affiliates/*" element={gated(['affiliates:read', 'withdrawals:read'], 'Affiliates', <AffiliateRoutes />)} />
              <Route path="game-servers/*" element={gated('game_servers:read', 'Game servers', <GameServerRoutes />)} />
              <Route path="webhooks/*" element={gated('webhooks:read', 'Webhooks', <WebhookRoutes />)} />
              <Route path="settings" element={gated('store:read', 'Settings', <SettingsPage />)} />
              <Route path="payments" element={gated('gateways:read', 'Payments', <PaymentsPage />)} />
              <Route path="staff/*" element={gated('staff:manage', 'Staff', <StaffRoutes />)} />
              <Route path="roles" element={gated('staff:manage', 'Roles', <RolesPage />)} />
              <Route path="security" element={gated('staff:manage', 'Security', <SecurityPage />)} />
              <Route path="api-keys" element={gated('keys:manage', 'API keys', <ApiKeysPage />)} />
              <Route path="audit" element={gated('audit:read', 'Audit log', <AuditPage />)} />
              <Route path="account" element={session ? <AccountPage /> : <KeyAccount />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </StoreProvider>
      </ViewerProvider>
    </Provider>
  );
}

/** "/": the dashboard for those who read reports; the first area allowed for the others. */
function Home() {
  const can = useCan();
  const first = useFirstAllowedPath();
  const { session } = useAuth();
  if (can('reports:read')) return <DashboardPage />;
  if (first) return <Navigate to={first} replace />;
  if (session) return <Navigate to="/account" replace />;
  return (
    <>
      <PageHeader title="Nothing to show" />
      <p role="alert">This API key allows none of the back office’s pages.</p>
    </>
  );
}

function KeyAccount() {
  return (
    <>
      <PageHeader title="My account" />
      <p>You are signed in with an API key: two-factor sign-in and passwords belong to staff accounts. Sign in with your e-mail to manage yours.</p>
    </>
  );
}
