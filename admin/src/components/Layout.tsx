import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loading } from './states';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { useCan, useViewer, type Need } from '../lib/permissions';
import { useStore } from '../lib/store';

interface NavItem {
  to: string;
  label: string;
  /** What the credential needs for the link to show (the page's own read permission). */
  need: Need;
  end?: boolean;
}

/**
 * The store's areas, each behind its read permission. Settings shows for those who may change
 * them (settings:write): every role reads the store (store:read), and its form opens read-only
 * for the others. Affiliates shows with either of its lists (an accountant reads the withdraw requests).
 */
const NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', end: true, need: 'reports:read' },
  { to: '/catalog', label: 'Catalog', need: 'catalog:read' },
  { to: '/orders', label: 'Orders', need: 'orders:read' },
  { to: '/subscriptions', label: 'Subscriptions', need: 'subscriptions:read' },
  { to: '/bans', label: 'Ban list', need: 'buyers:read' },
  { to: '/coupons', label: 'Coupons', need: 'marketing:read' },
  { to: '/sales', label: 'Sales', need: 'marketing:read' },
  { to: '/gift-cards', label: 'Gift cards', need: 'gift_cards:read' },
  { to: '/affiliates', label: 'Affiliates', need: ['affiliates:read', 'withdrawals:read'] },
  { to: '/game-servers', label: 'Game servers', need: 'game_servers:read' },
  { to: '/webhooks', label: 'Webhooks', need: 'webhooks:read' },
  { to: '/payments', label: 'Payments', need: 'gateways:read' },
  { to: '/settings', label: 'Settings', need: 'settings:write' },
];

/** Who may do what: people, roles, sign-in rules, keys and the audit log. */
const ACCESS_NAV: readonly NavItem[] = [
  { to: '/staff', label: 'Staff', need: 'staff:manage' },
  { to: '/roles', label: 'Roles', need: 'staff:manage' },
  { to: '/security', label: 'Security', need: 'staff:manage' },
  { to: '/api-keys', label: 'API keys', need: 'keys:manage' },
  { to: '/audit', label: 'Audit log', need: 'audit:read' },
];

/** The first area the credential may open: where "/" leads when the dashboard is not one of them. */
export function useFirstAllowedPath(): string | null {
  const can = useCan();
  return [...NAV, ...ACCESS_NAV].find((item) => can(item.need))?.to ?? null;
}

function NavList({ items, label }: { items: readonly NavItem[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      {label ? (
        <p className="nav-section" aria-hidden="true">
          {label}
        </p>
      ) : null}
      <ul aria-label={label}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? false}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The page frame: the store and who is signed in, the navigation the credential allows, and the page. */
export function Layout() {
  const store = useStore();
  return (
    <Shell brand={store.name} domain={store.domain}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}

/** The frame alone (the two-factor set-up uses it before the store can be read). */
export function Shell({ brand, domain, children, restricted = false }: { brand: string; domain: string; children: ReactNode; restricted?: boolean }) {
  const { signOut, session } = useAuth();
  const viewer = useViewer();
  const can = useCan();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: at phone width the menu folds away after each navigation (a new path).
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const account: NavItem[] = session ? [{ to: '/account', label: 'My account', need: [] }] : [];
  const main = restricted ? [] : NAV.filter((item) => can(item.need));
  const access = restricted ? account : [...ACCESS_NAV.filter((item) => can(item.need)), ...account];
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="primary-nav" onClick={() => setMenuOpen((o) => !o)}>
          Menu
        </button>
        <span className="brand">
          {brand} <small>{domain}</small>
        </span>
        <span className="who">
          {viewer.name}
          <small>{viewer.kind === 'key' ? 'API key' : (viewer.role ?? '')}</small>
        </span>
        <button type="button" className="sign-out" onClick={() => signOut()}>
          Sign out
        </button>
      </header>
      <nav id="primary-nav" className={`sidebar${menuOpen ? ' open' : ''}`} aria-label="Main">
        <NavList items={main} />
        <NavList items={access} label={main.length ? 'Team and access' : undefined} />
      </nav>
      {/* Areas load as separate chunks (App.tsx): the navigation stays while one arrives. */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
