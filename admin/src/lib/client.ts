import { cacheExchange, Client, fetchExchange, mapExchange } from '@urql/core';

const GRAPHQL_URL = '/graphql';

/**
 * One urql client per signed-in key. Every operation carries the key as a bearer token; an
 * UNAUTHENTICATED answer (revoked or rotated key) ends the session.
 * Lists use cache-and-network: a page shows what it had at once and refreshes behind it.
 */
export function createAdminClient(apiKey: string, onUnauthenticated: () => void, url = GRAPHQL_URL): Client {
  return new Client({
    url,
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${apiKey}` } }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') || error.response?.status === 401) {
            onUnauthenticated();
          }
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
  });
}
