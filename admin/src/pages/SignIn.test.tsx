import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, readStoredKey, useAuth } from '../lib/auth';
import { json, staffSession, stubFetch } from '../lib/session.fixtures';
import { SignIn } from './SignIn';

/** Shows how the page is signed in, so a test sees the sign-in take effect. */
function Probe() {
  const { credential } = useAuth();
  return <p data-testid="mode">{credential?.mode ?? 'signed out'}</p>;
}

function renderSignIn(graphqlUrl?: string) {
  return render(
    <AuthProvider>
      <SignIn graphqlUrl={graphqlUrl} />
      <Probe />
    </AuthProvider>,
  );
}

async function fillStaff(store = 'demo.localhost') {
  const storeInput = screen.getByLabelText('Store domain');
  await userEvent.clear(storeInput);
  await userEvent.type(storeInput, store);
  await userEvent.type(screen.getByLabelText('E-mail'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const totpRequired = json(401, {
  errors: [{ message: 'Enter the 6-digit code from your authenticator app', code: 'UNAUTHENTICATED', field: 'totp_code', rule: 'required' }],
});

describe('staff sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('signs in with the store, e-mail and password: a cookie session (no key kept), the store domain remembered', async () => {
    const { sent } = stubFetch(() => json(200, staffSession()));
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Store admin' })).toBeInTheDocument();
    await fillStaff();
    expect(await screen.findByText('session')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/v1/auth/sign-in', method: 'POST', credentials: 'same-origin' });
    expect(sent[0].body).toEqual({ store: 'demo.localhost', email: 'sam@example.com', password: 'correct horse battery' });
    expect(sent[0].headers.get('authorization')).toBeNull();
    expect(readStoredKey()).toBeNull();
    expect(localStorage.getItem('store-admin.store-domain')).toBe('demo.localhost');
  });

  it('asks for the TOTP code when the API answers totp_code/required, then sends it with the password', async () => {
    const { sent } = stubFetch((_req, i) => (i === 0 ? totpRequired.clone() : json(200, staffSession())));
    renderSignIn();
    await fillStaff();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('session')).toBeInTheDocument();
    expect(sent[1].body).toEqual({ store: 'demo.localhost', email: 'sam@example.com', password: 'correct horse battery', totp_code: '123456' });
  });

  it('says a wrong code is wrong, under the code field, and lets a recovery code in instead', async () => {
    const { sent } = stubFetch((_req, i) =>
      i === 0
        ? totpRequired.clone()
        : i === 1
          ? json(401, { errors: [{ message: 'The code is wrong or was already used', code: 'UNAUTHENTICATED', field: 'totp_code', rule: 'totp' }] })
          : json(200, staffSession()),
    );
    renderSignIn();
    await fillStaff();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or was already used: enter the newest one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('session')).toBeInTheDocument();
    expect(sent[2].body).toMatchObject({ recovery_code: 'abcde-fghjk' });
    expect(sent[2].body).not.toHaveProperty('totp_code');
  });

  it('says a locked account is locked, and until when', async () => {
    const until = '2030-01-01T10:00:00.000Z';
    stubFetch(() =>
      json(429, {
        errors: [{ message: `Too many failed sign-ins: this account is locked until ${until}`, code: 'RATE_LIMITED', field: 'email', rule: 'locked' }],
      }),
    );
    renderSignIn();
    await fillStaff();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many failed sign-ins: this account is locked until');
    expect(alert).toHaveTextContent(new Date(until).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('tells a wrong password and a disabled account apart', async () => {
    stubFetch((_req, i) =>
      json(401, { errors: [{ message: i === 0 ? 'Invalid e-mail, password or store' : 'This staff account is disabled', code: 'UNAUTHENTICATED' }] }),
    );
    renderSignIn();
    await fillStaff();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail, password or store: check them and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This account is disabled: ask the store’s owner to enable it again.')).toBeInTheDocument();
  });

  it('prefills the store domain from ?store=, else from the last one used', async () => {
    stubFetch(() => json(500, {}));
    window.history.replaceState(null, '', '/admin/?store=shop.example.com');
    const first = renderSignIn();
    expect(screen.getByLabelText('Store domain')).toHaveValue('shop.example.com');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    first.unmount();
    window.history.replaceState(null, '', '/admin/');
    localStorage.setItem('store-admin.store-domain', 'last.example.com');
    renderSignIn();
    expect(screen.getByLabelText('Store domain')).toHaveValue('last.example.com');
  });

  it('asks for what is missing before calling the API', async () => {
    const { fetch } = stubFetch(() => json(500, {}));
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the store’s domain.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('sign-in with an API key', () => {
  afterEach(() => vi.unstubAllGlobals());

  const viewer = { data: { viewer: { kind: 'key', id: 1, name: 'Owner key', role: null, permissions: ['store:read'] } } };

  it('keeps an accepted key in session storage, sent only as a bearer header (no cookie)', async () => {
    const { sent } = stubFetch(() => json(200, viewer));
    renderSignIn('http://api.test/graphql');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with an API key instead' }));
    await userEvent.type(screen.getByLabelText('Admin API key'), 'sk_good');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(readStoredKey()).toBe('sk_good'));
    expect(screen.getByText('key')).toBeInTheDocument();
    expect(sent[0].url).toBe('http://api.test/graphql');
    expect(sent[0].url).not.toContain('sk_good');
    expect(sent[0].headers.get('authorization')).toBe('Bearer sk_good');
    expect(sent[0].credentials).toBe('omit');
    expect(String(sent[0].body?.query)).toContain('viewer');
  });

  it('says so when the API refuses the key, and keeps nothing', async () => {
    stubFetch(() => json(200, { errors: [{ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } }] }));
    renderSignIn('http://api.test/graphql');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with an API key instead' }));
    await userEvent.type(screen.getByLabelText('Admin API key'), 'sk_bad');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That key was not accepted: check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin API key')).toHaveAttribute('aria-invalid', 'true');
    expect(readStoredKey()).toBeNull();
  });

  it('asks for a key before calling the API, and goes back to the staff form', async () => {
    const { fetch } = stubFetch(() => json(500, {}));
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with an API key instead' }));
    expect(screen.getByLabelText('Admin API key')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the store’s admin API key.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your e-mail instead' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
