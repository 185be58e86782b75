import { Suspense, useEffect, useState } from 'react';
import { Loading } from './states';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { useStore } from '../lib/store';

const NAV = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/catalog', label: 'Catalog' },
  { to: '/orders', label: 'Orders' },
  { to: '/subscriptions', label: 'Subscriptions' },
  { to: '/coupons', label: 'Coupons' },
  { to: '/affiliates', label: 'Affiliates' },
  { to: '/game-servers', label: 'Game servers' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/payments', label: 'Payments' },
  { to: '/settings', label: 'Settings' },
] as const;

export function Layout() {
  const { signOut } = useAuth();
  const store = useStore();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: at phone width the menu folds away after each navigation (a new path).
  useEffect(() => setMenuOpen(false), [location.pathname]);
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
          {store.name} <small>{store.domain}</small>
        </span>
        <button type="button" className="sign-out" onClick={() => signOut()}>
          Sign out
        </button>
      </header>
      <nav id="primary-nav" className={`sidebar${menuOpen ? ' open' : ''}`} aria-label="Main">
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={'end' in item ? item.end : false}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        {/* Areas load as separate chunks (App.tsx): the navigation stays while one arrives. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
