import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, useAuth } from './auth';
import { createAdminClient } from './client';
import { ViewerDocument } from './permissions';
import { json, staffSession, stubFetch } from './session.fixtures';

const viewer = { data: { viewer: { kind: 'staff', id: 7, name: 'Sam Support', role: 'SUPPORT', permissions: ['orders:read'] } } };

function Probe() {
  const { credential, restoring, signInSession, signOut, signedOutReason } = useAuth();
  return (
    <>
      <p data-testid="mode">{restoring ? 'restoring' : (credential?.mode ?? 'signed out')}</p>
      {credential?.mode === 'session' ? <p data-testid="who">{credential.session.staff_user.email}</p> : null}
      {signedOutReason ? <p>{signedOutReason}</p> : null}
      <button type="button" onClick={() => signInSession(staffSession())}>
        session sign-in
      </button>
      <button type="button" onClick={() => signOut()}>
        sign out
      </button>
    </>
  );
}

const renderAuth = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('the GraphQL client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in session mode sends the cookie (credentials same-origin) and X-CSRF-Token on every request, never Authorization', async () => {
    const { sent } = stubFetch(() => json(200, viewer));
    const client = createAdminClient({ csrfToken: 'csrf-token-1' }, {}, 'http://api.test/graphql');
    await client.query(ViewerDocument, {}).toPromise();
    await client.query(ViewerDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(sent).toHaveLength(2);
    for (const req of sent) {
      expect(req.method).toBe('POST');
      expect(req.credentials).toBe('same-origin');
      expect(req.headers.get('x-csrf-token')).toBe('csrf-token-1');
      expect(req.headers.get('authorization')).toBeNull();
    }
  });

  it('in key mode sends the key as a bearer token and no cookie', async () => {
    const { sent } = stubFetch(() => json(200, viewer));
    await createAdminClient({ apiKey: 'sk_live' }, {}, 'http://api.test/graphql').query(ViewerDocument, {}).toPromise();
    expect(sent[0].headers.get('authorization')).toBe('Bearer sk_live');
    expect(sent[0].headers.get('x-csrf-token')).toBeNull();
    expect(sent[0].credentials).toBe('omit');
  });

  it('reports UNAUTHENTICATED (the sign-in ended) and FORBIDDEN (the role changed) apart', async () => {
    const onUnauthenticated = vi.fn();
    const onForbidden = vi.fn();
    stubFetch((_req, i) =>
      json(i === 0 ? 403 : 401, {
        errors: [{ message: 'nope', extensions: { code: i === 0 ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }],
      }),
    );
    const client = createAdminClient({ csrfToken: 'c' }, { onUnauthenticated, onForbidden }, 'http://api.test/graphql');
    await client.query(ViewerDocument, {}).toPromise();
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    await client.query(ViewerDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('the auth context', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing on load in a browser that never signed in as staff', async () => {
    const { fetch } = stubFetch(() => json(401, {}));
    renderAuth();
    expect(screen.getByTestId('mode')).toHaveTextContent('signed out');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores a staff session after a reload with GET /v1/auth/session', async () => {
    localStorage.setItem('store-admin.session', '1');
    const { sent } = stubFetch(() => json(200, staffSession()));
    renderAuth();
    expect(screen.getByTestId('mode')).toHaveTextContent('restoring');
    expect(await screen.findByTestId('who')).toHaveTextContent('sam@example.com');
    expect(screen.getByTestId('mode')).toHaveTextContent('session');
    expect(sent[0]).toMatchObject({ url: '/v1/auth/session', method: 'GET', credentials: 'same-origin' });
  });

  it('forgets a session the API no longer knows (401 on restore)', async () => {
    localStorage.setItem('store-admin.session', '1');
    stubFetch(() => json(401, { errors: [{ message: 'Sign in first: no live session', code: 'UNAUTHENTICATED' }] }));
    renderAuth();
    await vi.waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('signed out'));
    expect(localStorage.getItem('store-admin.session')).toBeNull();
  });

  it('signs a session out at the API (POST /v1/auth/sign-out with its CSRF token)', async () => {
    const { sent } = stubFetch(() => json(204, null));
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'session sign-in' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('session');
    expect(localStorage.getItem('store-admin.session')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('signed out');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: '/v1/auth/sign-out', method: 'POST', credentials: 'same-origin' });
    expect(sent[0].headers.get('x-csrf-token')).toBe('csrf-token-1');
    expect(localStorage.getItem('store-admin.session')).toBeNull();
    // The store domain is not a secret: it stays for the next sign-in.
    expect(localStorage.getItem('store-admin.store-domain')).toBe('demo.localhost');
  });
});
