import { useState, type FormEvent } from 'react';
import { createAdminClient } from '../lib/client';
import { lastStoreDomain, useAuth } from '../lib/auth';
import { ViewerDocument } from '../lib/permissions';
import { errorCode, formErrors } from '../lib/errors';
import { AuthRequestError, requestSignIn, type RestError } from '../lib/session';
import { TextField } from '../components/forms';

/**
 * The sign-in page: a staff user's e-mail and password for a store (then their TOTP code when the
 * API asks for it), or, as a secondary way, the store's admin API key.
 */
export function SignIn({ graphqlUrl }: { graphqlUrl?: string }) {
  const { lastMode, signedOutReason } = useAuth();
  const [mode, setMode] = useState(lastMode);
  return (
    <main className="sign-in" id="main">
      {mode === 'session' ? (
        <StaffSignIn reason={signedOutReason} onUseKey={() => setMode('key')} />
      ) : (
        <KeySignIn reason={signedOutReason} graphqlUrl={graphqlUrl} onUseStaff={() => setMode('session')} />
      )}
    </main>
  );
}

/** `?store=` in the page's address, else the domain last signed in to. */
function initialStore(): string {
  try {
    const given = new URLSearchParams(window.location.search).get('store');
    if (given) return given.trim();
  } catch {
    // No location (a test): the stored one.
  }
  return lastStoreDomain();
}

/** "…locked until 2026-05-01T12:00:00.000Z" as the reader's own clock. */
function lockedUntil(message: string): string | null {
  const m = /until (\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))/.exec(message);
  if (!m) return null;
  const at = new Date(m[1]);
  if (Number.isNaN(at.getTime())) return null;
  return at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

type Step = 'password' | 'totp';

interface Problems {
  general?: string;
  fields: Record<string, string>;
}

/** What a refused sign-in says, by the API's code and rule. */
function signInProblems(e: unknown, step: Step, recovery: boolean): Problems {
  if (!(e instanceof AuthRequestError)) return { general: (e as Error).message, fields: {} };
  const first: RestError | undefined = e.errors[0];
  if (e.status === 0) return { general: first?.message ?? 'Could not reach the server.', fields: {} };
  if (first?.code === 'RATE_LIMITED') {
    const until = lockedUntil(first.message);
    return {
      general: until
        ? `Too many failed sign-ins: this account is locked until ${until}. Try again then, or ask the store’s owner.`
        : `Too many sign-in attempts: wait a moment and try again. (${first.message})`,
      fields: {},
    };
  }
  if (first?.code === 'VALIDATION_FAILED') {
    const fields: Record<string, string> = {};
    for (const err of e.errors) if (err.field && !(err.field in fields)) fields[err.field] = err.message;
    return { fields };
  }
  if (first?.field === 'totp_code' && first.rule === 'totp')
    return {
      fields: {
        [recovery ? 'recovery_code' : 'totp_code']: recovery
          ? 'That recovery code is wrong or was already used.'
          : 'The code is wrong or was already used: enter the newest one.',
      },
    };
  if (first && /disabled/i.test(first.message)) return { general: 'This account is disabled: ask the store’s owner to enable it again.', fields: {} };
  if (first?.code === 'UNAUTHENTICATED')
    return {
      general: step === 'password' ? 'Wrong e-mail, password or store: check them and try again.' : first.message,
      fields: {},
    };
  return { general: e.errors.map((x) => x.message).join(' '), fields: {} };
}

function StaffSignIn({ reason, onUseKey }: { reason: string | null; onUseKey(): void }) {
  const { signInSession } = useAuth();
  const [store, setStore] = useState(initialStore);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>('password');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({ fields: {} });
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (step === 'password') {
      if (!store.trim()) missing.store = 'Enter the store’s domain.';
      if (!email.trim()) missing.email = 'Enter your e-mail.';
      if (!password) missing.password = 'Enter your password.';
    } else if (!code.trim()) missing[recovery ? 'recovery_code' : 'totp_code'] = recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.';
    if (Object.keys(missing).length) {
      setProblems({ fields: missing });
      return;
    }
    setBusy(true);
    setProblems({ fields: {} });
    try {
      const second = step === 'totp' ? (recovery ? { recovery_code: code.trim() } : { totp_code: code.replace(/\s/g, '') }) : {};
      const session = await requestSignIn({ store: store.trim(), email: email.trim(), password, ...second });
      signInSession(session);
    } catch (err) {
      setBusy(false);
      if (err instanceof AuthRequestError && err.about('totp_code', 'required')) {
        // The password was right: the API asks for the second factor.
        setStep('totp');
        setCode('');
        return;
      }
      const found = signInProblems(err, step, recovery);
      // A lock or a wrong password while on the code step starts over from the password.
      if (step === 'totp' && !Object.keys(found.fields).length) {
        setStep('password');
        setPassword('');
      }
      setProblems(found);
    }
  }

  const general = problems.general ? (
    <p className="form-errors" role="alert">
      {problems.general}
    </p>
  ) : null;

  if (step === 'totp')
    return (
      <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title">Store admin</h1>
        <p>
          Two-factor sign-in for <strong>{email}</strong>.{' '}
          {recovery ? 'Enter one of the recovery codes you kept when you set it up; each works once.' : 'Enter the 6-digit code your authenticator app shows.'}
        </p>
        {general}
        {recovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={setCode}
            error={problems.fields.recovery_code}
            autoFocus
          />
        ) : (
          <TextField
            key="totp"
            label="Authentication code"
            className="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={setCode}
            error={problems.fields.totp_code}
            autoFocus
          />
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Checking…' : 'Verify'}
          </button>
          <button
            type="button"
            className="link"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setProblems({ fields: {} });
            }}
          >
            {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
          </button>
        </div>
        <p className="secondary">
          <button
            type="button"
            className="link"
            onClick={() => {
              setStep('password');
              setPassword('');
              setProblems({ fields: {} });
            }}
          >
            Start again
          </button>
        </p>
      </form>
    );

  return (
    <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
      <h1 id="sign-in-title">Store admin</h1>
      <p>Sign in with your staff account.</p>
      {reason ? <p role="status">{reason}</p> : null}
      {general}
      <TextField
        label="Store domain"
        autoComplete="off"
        spellCheck={false}
        value={store}
        onChange={setStore}
        error={problems.fields.store}
        hint="The store’s domain, e.g. shop.example.com"
        autoFocus={!store}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={problems.fields.email}
        autoFocus={Boolean(store)}
      />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={problems.fields.password} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="secondary">
        <button type="button" className="link" onClick={onUseKey}>
          Sign in with an API key instead
        </button>
      </p>
    </form>
  );
}

/** Sign-in with an admin API key: checked against the API (Query.viewer) before it is kept. */
function KeySignIn({ reason, graphqlUrl, onUseStaff }: { reason: string | null; graphqlUrl?: string; onUseStaff(): void }) {
  const { signIn } = useAuth();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) {
      setError('Enter the store’s admin API key.');
      return;
    }
    setChecking(true);
    setError(null);
    const result = await createAdminClient({ apiKey: trimmed }, {}, graphqlUrl).query(ViewerDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    setChecking(false);
    if (result.data) {
      signIn(trimmed);
      return;
    }
    setError(
      errorCode(result.error) === 'UNAUTHENTICATED'
        ? 'That key was not accepted: check it and try again.'
        : formErrors(result.error).general.join(' ') || 'Sign-in failed.',
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
      <h1 id="sign-in-title">Store admin</h1>
      <p>Sign in with your store’s admin API key. It stays in this browser tab only.</p>
      {reason ? <p role="status">{reason}</p> : null}
      <TextField
        label="Admin API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={key}
        onChange={setKey}
        error={error ?? undefined}
        autoFocus
      />
      <button type="submit" className="primary" disabled={checking}>
        {checking ? 'Checking…' : 'Sign in'}
      </button>
      <p className="secondary">
        <button type="button" className="link" onClick={onUseStaff}>
          Sign in with your e-mail instead
        </button>
      </p>
    </form>
  );
}
