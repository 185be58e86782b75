import { cacheExchange, Client, fetchExchange, mapExchange } from '@urql/core';
import { CSRF_HEADER } from './session';

const GRAPHQL_URL = '/graphql';

/**
 * What an operation is sent with: an API key (as a bearer token, and no cookie), or a staff
 * session (its cookie, which the browser adds, and the session's CSRF token; no Authorization).
 */
export type ClientCredential = { apiKey: string } | { csrfToken: string };

export interface ClientEvents {
  /** UNAUTHENTICATED (or HTTP 401): the key was revoked or rotated, or the session ended. */
  onUnauthenticated?(): void;
  /** FORBIDDEN: the role changed, or the store now requires two-factor sign-in (session mode re-reads the session). */
  onForbidden?(): void;
}

function fetchOptions(credential: ClientCredential): RequestInit {
  if ('apiKey' in credential) return { credentials: 'omit', headers: { authorization: `Bearer ${credential.apiKey}` } };
  return { credentials: 'same-origin', headers: { [CSRF_HEADER]: credential.csrfToken } };
}

/**
 * One urql client per credential. An UNAUTHENTICATED answer ends the sign-in; a FORBIDDEN one is
 * reported (a page normally never asks for what its permissions do not allow).
 * Lists use cache-and-network: a page shows what it had at once and refreshes behind it.
 */
export function createAdminClient(credential: ClientCredential, events: ClientEvents = {}, url = GRAPHQL_URL): Client {
  const options = fetchOptions(credential);
  return new Client({
    url,
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
    fetchOptions: () => options,
    exchanges: [
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') || error.response?.status === 401) {
            events.onUnauthenticated?.();
          } else if (error.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN')) {
            events.onForbidden?.();
          }
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
  });
}
