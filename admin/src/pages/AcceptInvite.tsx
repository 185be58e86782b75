import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../components/forms';
import { useAuth } from '../lib/auth';
import { requestAcceptInvite, restFormErrors } from '../lib/session';

const PASSWORD_MIN = 12;

/**
 * /accept-invite?token=...: the link of an invitation e-mail. The invited user chooses their
 * password (and may correct their name); the API spends the link and signs them in.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signInSession } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Accept the invitation · Store admin';
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (password.length < PASSWORD_MIN) problems.password = `Use at least ${PASSWORD_MIN} characters.`;
    else if (password !== again) problems.password_again = 'The two passwords differ.';
    setGeneral([]);
    setFields(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const session = await requestAcceptInvite({ token, password, ...(name.trim() ? { name: name.trim() } : {}) });
      signInSession(session);
      navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      const found = restFormErrors(err);
      setFields(found.fields);
      setGeneral(found.fields.token ? [...found.general, found.fields.token] : found.general);
    }
  }

  return (
    <main className="sign-in" id="main">
      <form onSubmit={submit} aria-labelledby="accept-title" noValidate>
        <h1 id="accept-title">Accept the invitation</h1>
        {token ? (
          <>
            <p>Choose the password you will sign in with. The link works once.</p>
            {general.length ? (
              <div className="form-errors" role="alert">
                {general.map((m) => (
                  <p key={m}>{m}</p>
                ))}
              </div>
            ) : null}
            <TextField
              label="Your name"
              autoComplete="name"
              value={name}
              onChange={setName}
              error={fields.name}
              hint="Leave it empty to keep the name you were invited with."
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={fields.password}
              hint={`At least ${PASSWORD_MIN} characters.`}
              autoFocus
            />
            <TextField label="Password again" type="password" autoComplete="new-password" value={again} onChange={setAgain} error={fields.password_again} />
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Signing in…' : 'Set password and sign in'}
            </button>
          </>
        ) : (
          <p role="alert">This link has no invitation in it: open the link of your invitation e-mail as it is.</p>
        )}
      </form>
    </main>
  );
}
