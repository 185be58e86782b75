import type { Client } from '@urql/core';
import { concat, never } from 'wonka';

/**
 * The shared mock client's sources end after their one result, and urql's useQuery clears a
 * query's error when its source ends (a real client's sources stay open). Tests of a query's
 * error state keep the sources open, as a real client does.
 */
export function keepQueriesOpen(client: Client): Client {
  const execute = client.executeQuery.bind(client);
  (client as { executeQuery: Client['executeQuery'] }).executeQuery = ((...args: Parameters<Client['executeQuery']>) =>
    concat([execute(...args), never])) as Client['executeQuery'];
  return client;
}
