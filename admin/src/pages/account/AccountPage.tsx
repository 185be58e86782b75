import { useState, type FormEvent, type ReactNode } from 'react';
import { FormErrorSummary, TextField } from '../../components/forms';
import { PageHeader, useNotice } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import {
  AuthRequestError,
  requestPasswordChange,
  requestTotpDisable,
  requestTotpEnable,
  requestTotpSetup,
  restFormErrors,
  type StaffSession,
  type TotpEnrollment,
} from '../../lib/session';
import '../access.css';

const PASSWORD_MIN = 12;

interface Errors {
  fields: Record<string, string>;
  general: string[];
}
const none: Errors = { fields: {}, general: [] };

/** A refused account call: a session that ended signs out; anything else is the form's to show. */
function useAccountCall() {
  const { credentialEnded } = useAuth();
  return async function run<T>(call: () => Promise<T>, setErrors: (e: Errors) => void): Promise<T | null> {
    setErrors(none);
    try {
      return await call();
    } catch (e) {
      if (e instanceof AuthRequestError && e.status === 401) {
        credentialEnded('Your session has ended: sign in again.');
        return null;
      }
      setErrors(restFormErrors(e));
      return null;
    }
  };
}

/**
 * /account, for a staff session: the user's two-factor sign-in (set up with an authenticator app's
 * QR code, confirmed with a code, then ten recovery codes shown once; turned off with a code) and
 * their password. Where the store requires two-factor sign-in, this is the only page until it is on.
 */
export function AccountPage() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <div className="access-page">
      <PageHeader title="My account" />
      {session.two_factor_setup_required ? (
        <div className="not-allowed panel" role="alert">
          <p>
            <strong>This store requires two-factor sign-in.</strong> Set it up below: until then, the rest of the back office stays closed to you.
          </p>
        </div>
      ) : null}
      <section className="panel" aria-labelledby="account-me-heading">
        <h2 id="account-me-heading" style={{ marginTop: 0 }}>
          You
        </h2>
        <dl className="details">
          <dt>Name</dt>
          <dd>{session.staff_user.name}</dd>
          <dt>E-mail</dt>
          <dd>{session.staff_user.email}</dd>
          <dt>Role</dt>
          <dd>{session.staff_user.role}</dd>
          <dt>Store</dt>
          <dd>
            {session.store.name} <span className="hint">({session.store.domain})</span>
          </dd>
          <dt>This sign-in ends</dt>
          <dd>{formatDateTime(session.expires_at)} (UTC), or after 12 hours without use</dd>
        </dl>
      </section>
      <TwoFactorSection session={session} />
      <PasswordSection session={session} />
    </div>
  );
}

type TotpStep = { kind: 'idle' } | { kind: 'setup'; enrollment: TotpEnrollment } | { kind: 'codes'; codes: string[] };

function TwoFactorSection({ session }: { session: StaffSession }) {
  const { refreshSession } = useAuth();
  const run = useAccountCall();
  const csrf = session.csrf_token;
  const [step, setStep] = useState<TotpStep>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>(none);
  const [busy, setBusy] = useState(false);
  const [notice, announce] = useNotice();
  const enabled = session.staff_user.two_factor_enabled;

  async function start() {
    setBusy(true);
    const enrollment = await run(() => requestTotpSetup(csrf), setErrors);
    setBusy(false);
    if (enrollment) {
      setCode('');
      setStep({ kind: 'setup', enrollment });
    }
  }
  async function enable(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setErrors({ fields: { code: 'Enter the 6-digit code the app shows.' }, general: [] });
      return;
    }
    setBusy(true);
    const answer = await run(() => requestTotpEnable(csrf, code.replace(/\s/g, '')), setErrors);
    setBusy(false);
    // The session is re-read only once the codes are put away: a store that required it opens its
    // pages then, and this page (with the codes) would be left.
    if (answer) setStep({ kind: 'codes', codes: answer.recovery_codes });
  }
  async function disable(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setErrors({ fields: { code: 'Enter the 6-digit code the app shows.' }, general: [] });
      return;
    }
    setBusy(true);
    const done = await run(() => requestTotpDisable(csrf, code.replace(/\s/g, '')).then(() => true), setErrors);
    setBusy(false);
    if (done) {
      setCode('');
      await refreshSession();
      announce('Two-factor sign-in is off.');
    }
  }

  let body: ReactNode;
  if (step.kind === 'codes')
    body = (
      <RecoveryCodes
        codes={step.codes}
        onDone={() => {
          setStep({ kind: 'idle' });
          announce('Two-factor sign-in is on.');
          void refreshSession();
        }}
      />
    );
  else if (step.kind === 'setup')
    body = (
      <form onSubmit={enable} noValidate aria-label="Set up two-factor sign-in">
        <ol>
          <li>
            <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…):</p>
            <img
              className="totp-qr"
              src={step.enrollment.qr_code}
              alt="QR code of your two-factor secret, for your authenticator app"
              width={240}
              height={240}
            />
            <p>
              Or type this secret into the app: <code data-testid="totp-secret">{step.enrollment.secret}</code>
            </p>
          </li>
          <li>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={setCode}
              error={errors.fields.code}
              hint="The 6 digits the app shows now."
            />
          </li>
        </ol>
        <div className="row">
          <button type="submit" className="primary" disabled={busy}>
            Turn on two-factor sign-in
          </button>
          <button type="button" onClick={() => setStep({ kind: 'idle' })}>
            Cancel
          </button>
        </div>
      </form>
    );
  else if (enabled)
    body = (
      <form onSubmit={disable} noValidate aria-label="Turn off two-factor sign-in">
        <p>
          <span className="badge ok">On</span> You sign in with a code from your authenticator app.
        </p>
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={setCode}
          error={errors.fields.code}
          hint="To turn it off, prove you still have the app."
        />
        <button type="submit" className="danger" disabled={busy}>
          Turn off two-factor sign-in
        </button>
      </form>
    );
  else
    body = (
      <>
        <p>
          <span className="badge">Off</span> A code from an authenticator app on your phone makes a stolen password useless on its own.
        </p>
        <button type="button" className="primary" onClick={() => void start()} disabled={busy}>
          Set up two-factor sign-in
        </button>
      </>
    );

  return (
    <section className="panel" aria-labelledby="account-2fa-heading">
      <h2 id="account-2fa-heading" style={{ marginTop: 0 }}>
        Two-factor sign-in
      </h2>
      {notice}
      <FormErrorSummary errors={{ fields: {}, general: errors.general }} />
      {body}
    </section>
  );
}

/** The ten recovery codes, once: each signs in once in place of an app code. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="secret-once" aria-label="Recovery codes">
      <h3 style={{ marginTop: 0 }}>Your recovery codes</h3>
      <p>
        <strong>Two-factor sign-in is on.</strong> Keep these codes somewhere safe now: they are shown only this once. Each one signs you in once if you lose
        your phone.
      </p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="row">
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </button>
        <button type="button" className="primary" onClick={onDone}>
          I have stored them
        </button>
      </div>
    </section>
  );
}

function PasswordSection({ session }: { session: StaffSession }) {
  const run = useAccountCall();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>(none);
  const [busy, setBusy] = useState(false);
  const [notice, announce] = useNotice();

  async function save(e: FormEvent) {
    e.preventDefault();
    const fields: Record<string, string> = {};
    if (!current) fields.current_password = 'Enter your current password.';
    if (next.length < PASSWORD_MIN) fields.new_password = `Use at least ${PASSWORD_MIN} characters.`;
    else if (next !== again) fields.new_password_again = 'The two new passwords differ.';
    if (Object.keys(fields).length) {
      setErrors({ fields, general: [] });
      return;
    }
    setBusy(true);
    const done = await run(() => requestPasswordChange(session.csrf_token, { current_password: current, new_password: next }).then(() => true), setErrors);
    setBusy(false);
    if (!done) return;
    setCurrent('');
    setNext('');
    setAgain('');
    announce('Password changed. Your other sign-ins (other browsers) were signed out.');
  }

  return (
    <section className="panel" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading" style={{ marginTop: 0 }}>
        Password
      </h2>
      {notice}
      <form onSubmit={save} noValidate aria-label="Change your password">
        <FormErrorSummary errors={{ fields: {}, general: errors.general }} />
        <input type="text" name="username" autoComplete="username" value={session.staff_user.email} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.fields.current_password}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={errors.fields.new_password}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
          error={errors.fields.new_password_again}
        />
        <button type="submit" className="primary" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}
