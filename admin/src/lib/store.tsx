import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { StoreQuery } from '../gql/graphql';
import { ErrorState, Loading } from '../components/states';
import { useAuth } from './auth';
import { useCan } from './permissions';

const StoreDocument = graphql(`
  query Store {
    store {
      id
      name
      domain
      currency
      locale
      timezone
    }
  }
`);

export type CurrentStore = StoreQuery['store'];

const StoreContext = createContext<CurrentStore | null>(null);

/**
 * The signed-in store: its currency, locale and zone format every page. A credential without
 * store:read (a custom role or key made without it) cannot read it: the session's name and domain
 * stand in, with neutral formats.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const can = useCan();
  const { session } = useAuth();
  const readable = can('store:read');
  const [result, retry] = useQuery({ query: StoreDocument, requestPolicy: 'cache-first', pause: !readable });
  if (!readable) {
    const fallback: CurrentStore = {
      id: session?.store.id ?? 0,
      name: session?.store.name ?? 'Store',
      domain: session?.store.domain ?? '',
      currency: 'USD',
      locale: 'en-US',
      timezone: 'UTC',
    };
    return <StoreContext.Provider value={fallback}>{children}</StoreContext.Provider>;
  }
  if (result.error && !result.data) return <ErrorState error={result.error} retry={retry} />;
  if (!result.data) return <Loading label="Opening the store…" />;
  return <StoreContext.Provider value={result.data.store}>{children}</StoreContext.Provider>;
}

export function useStore(): CurrentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}
