import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'urql';
import { AuthProvider } from '../lib/auth';
import { RequirePermission, ViewerProvider } from '../lib/permissions';
import { StoreProvider } from '../lib/store';
import { mockClient, viewerWith, type Handler } from '../test-utils';
import { Layout } from './Layout';

const SUPPORT = ['store:read', 'orders:read', 'orders:write', 'subscriptions:read', 'buyers:read', 'buyers:write', 'gift_cards:read'];
const ACCOUNTANT = ['store:read', 'orders:read', 'reports:read', 'withdrawals:read', 'subscriptions:read', 'gift_cards:read'];

function renderShell(path: string, viewer?: Handler) {
  sessionStorage.setItem('store-admin.api-key', 'sk_test');
  const { client, calls } = mockClient(viewer ? { Viewer: viewer } : {});
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <Provider value={client}>
          <ViewerProvider>
            <StoreProvider>
              <Routes>
                <Route element={<Layout />}>
                  <Route index element={<p>home</p>} />
                  <Route
                    path="catalog"
                    element={
                      <RequirePermission need="catalog:read" title="Catalog">
                        <p>the catalog</p>
                      </RequirePermission>
                    }
                  />
                </Route>
              </Routes>
            </StoreProvider>
          </ViewerProvider>
        </Provider>
      </AuthProvider>
    </MemoryRouter>,
  );
  return calls;
}

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('navigation by permission', () => {
  it('shows the owner every area, and the team pages', async () => {
    renderShell('/');
    expect(await navLinks()).toEqual([
      'Dashboard',
      'Catalog',
      'Orders',
      'Subscriptions',
      'Ban list',
      'Coupons',
      'Sales',
      'Gift cards',
      'Affiliates',
      'Game servers',
      'Webhooks',
      'Payments',
      'Settings',
      'Staff',
      'Roles',
      'Security',
      'API keys',
      'Audit log',
    ]);
  });

  it('shows support staff only orders, subscriptions, the ban list and gift cards, and who is signed in', async () => {
    renderShell('/', viewerWith(SUPPORT));
    expect(await navLinks()).toEqual(['Orders', 'Subscriptions', 'Ban list', 'Gift cards']);
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.getByText('SUPPORT')).toBeInTheDocument();
  });

  it('shows an accountant the reports, orders, subscriptions, gift cards and the withdraw requests (under Affiliates)', async () => {
    renderShell('/', viewerWith(ACCOUNTANT, { name: 'Alex Accounts', role: 'ACCOUNTANT' }));
    expect(await navLinks()).toEqual(['Dashboard', 'Orders', 'Subscriptions', 'Gift cards', 'Affiliates']);
  });

  it('shows a page opened without its permission as not allowed, naming the permission, and asks the API nothing for it', async () => {
    const calls = renderShell('/catalog', viewerWith(SUPPORT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this (needs catalog:read).');
    expect(screen.queryByText('the catalog')).not.toBeInTheDocument();
    expect(calls.map((c) => c.name)).toEqual(['Viewer', 'Store']);
  });

  it('opens the page with the permission', async () => {
    renderShell('/catalog');
    expect(await screen.findByText('the catalog')).toBeInTheDocument();
  });

  it('reads no store without store:read (a custom role): the shell still opens', async () => {
    const calls = renderShell('/', viewerWith(['orders:read'], { role: 'Packers' }));
    expect(await navLinks()).toEqual(['Orders']);
    expect(calls.map((c) => c.name)).toEqual(['Viewer']);
  });
});
