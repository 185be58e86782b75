import { useState, type FormEvent } from 'react';
import { createAdminClient } from '../lib/client';
import { useAuth } from '../lib/auth';
import { StoreDocument } from '../lib/store';
import { errorCode, formErrors } from '../lib/errors';
import { TextField } from '../components/forms';

/** Sign-in with an admin API key: checked against the API before it is kept. */
export function SignIn({ graphqlUrl }: { graphqlUrl?: string }) {
  const { signIn, signedOutReason } = useAuth();
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
    const result = await createAdminClient(trimmed, () => undefined, graphqlUrl)
      .query(StoreDocument, {}, { requestPolicy: 'network-only' })
      .toPromise();
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
    <main className="sign-in" id="main">
      <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title">Store admin</h1>
        <p>Sign in with your store’s admin API key. It stays in this browser tab only.</p>
        {signedOutReason ? <p role="status">{signedOutReason}</p> : null}
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
      </form>
    </main>
  );
}
