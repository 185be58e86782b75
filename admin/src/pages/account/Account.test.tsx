import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '../../lib/auth';
import { json, staffSession, stubFetch, type Sent } from '../../lib/session.fixtures';
import { AccountPage } from './AccountPage';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

/** The account page of a restored staff session; `answer` handles the account calls. */
function open(answer: (req: Sent) => Response, session = staffSession()) {
  localStorage.setItem('store-admin.session', '1');
  let reads = 0;
  const stub = stubFetch((req) => {
    if (req.url === '/v1/auth/session') {
      reads++;
      return json(
        200,
        reads === 1 ? session : { ...session, staff_user: { ...session.staff_user, two_factor_enabled: true }, two_factor_setup_required: false },
      );
    }
    return answer(req);
  });
  render(
    <AuthProvider>
      <AccountPage />
    </AuthProvider>,
  );
  return stub;
}

describe('my account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up two-factor sign-in: the QR code and the secret, a code to confirm, then the recovery codes once', async () => {
    const { sent } = open((req) => {
      if (req.url === '/v1/auth/totp/setup') return json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: QR });
      if (req.url === '/v1/auth/totp/enable')
        return req.body?.code === '123456'
          ? json(200, { recovery_codes: CODES })
          : json(422, { errors: [{ message: 'The code is wrong or was already used', code: 'VALIDATION_FAILED', field: 'code', rule: 'totp' }] });
      return json(404, {});
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const setup = sent.find((r) => r.url === '/v1/auth/totp/setup')!;
    expect(setup.method).toBe('POST');
    expect(setup.headers.get('x-csrf-token')).toBe('csrf-token-1');

    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('The code is wrong or was already used')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(codes).toHaveTextContent('shown only this once');
    expect(sent.filter((r) => r.url === '/v1/auth/totp/enable').at(-1)?.body).toEqual({ code: '123456' });

    // Put away: gone for good, and the session re-read says it is on.
    await userEvent.click(within(codes).getByRole('button', { name: 'I have stored them' }));
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
    expect(sent.filter((r) => r.url === '/v1/auth/session')).toHaveLength(2);
  });

  it('says so when the store requires two-factor sign-in and it is not set up', async () => {
    open(() => json(404, {}), staffSession({ two_factor_setup_required: true, permissions: [] }));
    expect(await screen.findByText('This store requires two-factor sign-in.')).toBeInTheDocument();
  });

  it('turns two-factor sign-in off with a code', async () => {
    const on = staffSession({ staff_user: { ...staffSession().staff_user, two_factor_enabled: true } });
    const { sent } = open((req) => (req.url === '/v1/auth/totp/disable' ? json(204, null) : json(404, {})), on);
    await userEvent.type(await screen.findByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    const off = sent.find((r) => r.url === '/v1/auth/totp/disable')!;
    expect(off.body).toEqual({ code: '654321' });
    expect(off.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });

  it('changes the password: twelve characters at least, typed twice, the API’s own refusal under its field', async () => {
    const { sent } = open((req) =>
      req.body?.current_password === 'right password'
        ? json(204, null)
        : json(422, { errors: [{ message: 'is not your current password', code: 'VALIDATION_FAILED', field: 'current_password', rule: 'password' }] }),
    );
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong password');
    await userEvent.type(within(form).getByLabelText('New password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Use at least 12 characters.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('New password'), ' but longer now');
    await userEvent.type(within(form).getByLabelText('New password again'), 'short but longer now');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('is not your current password')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'right password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(sent.filter((r) => r.url === '/v1/auth/password').at(-1)?.body).toEqual({
      current_password: 'right password',
      new_password: 'short but longer now',
    });
  });
});
