import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthRequestError, requestSession, requestSignOut, type StaffSession } from './session';

/**
 * Who the admin UI acts as: either an API key (the owner's key flow: kept in the tab's session
 * storage, sent only as `Authorization: Bearer`) or a staff user's session (an httpOnly cookie the
 * API sets; the UI holds only its CSRF token, in memory, and restores it from GET /v1/auth/session
 * after a reload).
 */
const KEY_STORAGE = 'store-admin.api-key';
/**
 * Set (local storage, not a secret) while this browser may hold a session cookie, which the page
 * cannot see (httpOnly): only then is GET /v1/auth/session asked on load, so a browser that never
 * signed in as staff makes no request that must fail.
 */
const SESSION_HINT = 'store-admin.session';
/** The store domain last signed in to (not a secret), to prefill the sign-in form. */
const STORE_DOMAIN = 'store-admin.store-domain';

export type Credential = { mode: 'key'; apiKey: string } | { mode: 'session'; session: StaffSession };
export type SignInMode = Credential['mode'];

export interface Auth {
  credential: Credential | null;
  /** The session is being restored (GET /v1/auth/session on load): nothing to show yet. */
  restoring: boolean;
  /** The staff session, in session mode. */
  session: StaffSession | null;
  /** How this tab last signed in: the sign-in page opens on that form. */
  lastMode: SignInMode;
  /** Key mode: keeps an API key the API accepted. */
  signIn(apiKey: string): void;
  /** Session mode: the session JSON of a sign-in (the API set its cookie). */
  signInSession(session: StaffSession): void;
  /** Asks GET /v1/auth/session again (after a TOTP set-up, or when the API refuses what the UI expected). */
  refreshSession(): Promise<void>;
  /** Signs out: a session ends at the API too. */
  signOut(reason?: string): void;
  /** The API no longer knows the credential (revoked key, ended session): forget it here, with why. */
  credentialEnded(reason: string): void;
  /** Why the last session ended (an expired or revoked key), shown on the sign-in page. */
  signedOutReason: string | null;
}

const AuthContext = createContext<Auth | null>(null);

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

export function readStoredKey(): string | null {
  return storage('session')?.getItem(KEY_STORAGE) ?? null;
}

export function lastStoreDomain(): string {
  return storage('local')?.getItem(STORE_DOMAIN) ?? '';
}

const hasSessionHint = () => storage('local')?.getItem(SESSION_HINT) === '1';

function forgetSession() {
  storage('local')?.removeItem(SESSION_HINT);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [credential, setCredential] = useState<Credential | null>(() => {
    const key = readStoredKey();
    return key ? { mode: 'key', apiKey: key } : null;
  });
  const [restoring, setRestoring] = useState(() => !readStoredKey() && hasSessionHint());
  const [signedOutReason, setReason] = useState<string | null>(null);
  const [lastMode, setLastMode] = useState<SignInMode>(() => (readStoredKey() ? 'key' : 'session'));
  const current = useRef(credential);
  current.current = credential;

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    requestSession()
      .then(
        (session) => {
          if (live) setCredential({ mode: 'session', session });
        },
        (e) => {
          // 401: the cookie ended (or was never there). Anything else (server down) keeps the hint for the next load.
          if (e instanceof AuthRequestError && e.status === 401) forgetSession();
          else if (live) setReason(`Could not check your session: ${(e as Error).message}`);
        },
      )
      // Settled either way: only then is the sign-in page (or the app) shown.
      .finally(() => {
        if (live) setRestoring(false);
      });
    return () => {
      live = false;
    };
  }, [restoring]);

  const signIn = useCallback((key: string) => {
    storage('session')?.setItem(KEY_STORAGE, key);
    setReason(null);
    setLastMode('key');
    setCredential({ mode: 'key', apiKey: key });
  }, []);

  const signInSession = useCallback((session: StaffSession) => {
    storage('session')?.removeItem(KEY_STORAGE);
    storage('local')?.setItem(SESSION_HINT, '1');
    storage('local')?.setItem(STORE_DOMAIN, session.store.domain);
    setReason(null);
    setLastMode('session');
    setCredential({ mode: 'session', session });
  }, []);

  const credentialEnded = useCallback((reason: string) => {
    storage('session')?.removeItem(KEY_STORAGE);
    if (current.current?.mode === 'session') forgetSession();
    setReason(reason);
    setCredential(null);
  }, []);

  const refreshSession = useCallback(async () => {
    if (current.current?.mode !== 'session') return;
    try {
      const session = await requestSession();
      setCredential({ mode: 'session', session });
    } catch (e) {
      if (e instanceof AuthRequestError && e.status === 401) credentialEnded('Your session has ended: sign in again.');
    }
  }, [credentialEnded]);

  const signOut = useCallback((reason?: string) => {
    const was = current.current;
    storage('session')?.removeItem(KEY_STORAGE);
    if (was?.mode === 'session') {
      forgetSession();
      // The cookie is worthless once the API ends the session; the page is left at once either way.
      requestSignOut(was.session.csrf_token).catch(() => undefined);
    }
    setReason(reason ?? null);
    setCredential(null);
  }, []);

  const value = useMemo<Auth>(
    () => ({
      credential,
      restoring,
      session: credential?.mode === 'session' ? credential.session : null,
      lastMode,
      signIn,
      signInSession,
      refreshSession,
      signOut,
      credentialEnded,
      signedOutReason,
    }),
    [credential, restoring, lastMode, signIn, signInSession, refreshSession, signOut, credentialEnded, signedOutReason],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
