import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The admin key lives in session storage only: it goes with the tab, never into a URL, a cookie
// or local storage.
const STORAGE_KEY = 'store-admin.api-key';

export interface Auth {
  apiKey: string | null;
  signIn(apiKey: string): void;
  signOut(reason?: string): void;
  /** Why the last session ended (an expired or revoked key), shown on the sign-in page. */
  signedOutReason: string | null;
}

const AuthContext = createContext<Auth | null>(null);

export function readStoredKey(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [apiKey, setApiKey] = useState<string | null>(readStoredKey);
  const [signedOutReason, setReason] = useState<string | null>(null);
  const signIn = useCallback((key: string) => {
    sessionStorage.setItem(STORAGE_KEY, key);
    setReason(null);
    setApiKey(key);
  }, []);
  const signOut = useCallback((reason?: string) => {
    sessionStorage.removeItem(STORAGE_KEY);
    setReason(reason ?? null);
    setApiKey(null);
  }, []);
  const value = useMemo(() => ({ apiKey, signIn, signOut, signedOutReason }), [apiKey, signIn, signOut, signedOutReason]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
