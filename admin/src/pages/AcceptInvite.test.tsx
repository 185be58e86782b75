import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '../lib/auth';
import { json, staffSession, stubFetch } from '../lib/session.fixtures';
import { AcceptInvitePage } from './AcceptInvite';

function Home() {
  const { credential } = useAuth();
  return <p>home as {credential?.mode === 'session' ? credential.session.staff_user.email : 'nobody'}</p>;
}

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <Routes>
          <Route path="/accept-invite" element={<AcceptInvitePage />} />
          <Route path="/" element={<Home />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('accept an invitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the name and a password of 12 characters or more, typed twice, and signs in', async () => {
    const { sent } = stubFetch(() => json(200, staffSession()));
    open('/accept-invite?token=inv_abc');
    expect(screen.getByRole('heading', { name: 'Accept the invitation' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam S.');
    await userEvent.type(screen.getByLabelText('Password'), 'too short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), ' but fine now');
    await userEvent.type(screen.getByLabelText('Password again'), 'too short but fine');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password again'), ' now');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('home as sam@example.com')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ url: '/v1/auth/invite/accept', method: 'POST' });
    expect(sent[0].body).toEqual({ token: 'inv_abc', name: 'Sam S.', password: 'too short but fine now' });
  });

  it('says so when the link was used or expired', async () => {
    stubFetch(() => json(401, { errors: [{ message: 'This invitation link is not valid any more: ask for a new one', code: 'UNAUTHENTICATED' }] }));
    open('/accept-invite?token=inv_used');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.type(screen.getByLabelText('Password again'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid any more: ask for a new one');
  });
});
