import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, readStoredKey } from '../lib/auth';
import { SignIn } from './SignIn';

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

describe('sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an accepted key in session storage, sent only as a bearer header', async () => {
    const fetch = answer({ data: { store: { id: 1, name: 'Demo', domain: 'd', currency: 'USD', locale: 'en-US', timezone: 'UTC' } } });
    vi.stubGlobal('fetch', fetch);
    render(
      <AuthProvider>
        <SignIn graphqlUrl="http://api.test/graphql" />
      </AuthProvider>,
    );
    await userEvent.type(screen.getByLabelText('Admin API key'), 'sk_good');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(readStoredKey()).toBe('sk_good'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/graphql');
    expect(url).not.toContain('sk_good');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sk_good');
  });

  it('says so when the API refuses the key, and keeps nothing', async () => {
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } }] }));
    render(
      <AuthProvider>
        <SignIn graphqlUrl="http://api.test/graphql" />
      </AuthProvider>,
    );
    await userEvent.type(screen.getByLabelText('Admin API key'), 'sk_bad');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That key was not accepted: check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin API key')).toHaveAttribute('aria-invalid', 'true');
    expect(readStoredKey()).toBeNull();
  });

  it('asks for a key before calling the API', async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    render(
      <AuthProvider>
        <SignIn />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the store’s admin API key.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
