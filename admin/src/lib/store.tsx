import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { StoreQuery } from '../gql/graphql';
import { ErrorState, Loading } from '../components/states';

export const StoreDocument = graphql(`
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

/** The signed-in key's store: its currency, locale and zone format every page. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [result, retry] = useQuery({ query: StoreDocument, requestPolicy: 'cache-first' });
  if (result.error && !result.data) return <ErrorState error={result.error} retry={retry} />;
  if (!result.data) return <Loading label="Opening the store…" />;
  return <StoreContext.Provider value={result.data.store}>{children}</StoreContext.Provider>;
}

export function useStore(): CurrentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}
