import { servePush, TestPlugin } from '../helpers/plugin';
import type { TestApp } from '../helpers/app';
import { insertOrder, makeServer } from './helpers';

/**
 * What a push delivery costs (issue 18): one statement per batch, which checks the connection's
 * credential, leases the due commands with their buyers, and says when to look again. Counted on
 * the pool (the LISTEN connection is apart), from the INSERT that queues the commands to the
 * plugin's receipt of all of them.
 */

let t: TestApp;
let base: string;
servePush({}, (env) => ({ t, base } = env));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('three commands queued in one statement reach a connected plugin in one delivery of 1 statement', async () => {
  const { store, key } = await t.createStore();
  const server = await makeServer(t, key, { name: 'Survival' });
  const order = await insertOrder(t, store.id, { clientIdentifier: 'Steve' }, { color: 'red' });
  const plugin = new TestPlugin(base, server.token);
  await plugin.connected();
  await sleep(300); // the connection's first delivery (nothing to lease) is over

  const start = t.database.stats.statements;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO commands (store_id, order_id, game_server_id, user_id, trigger, command, offline_execute, execute_at, updated_at)
     SELECT $1, $2, $3, 'Steve', 'PURCHASE', 'give Steve ' || n, true, now(), now() FROM generate_series(1, 3) n ORDER BY n RETURNING id`,
    [store.id, order.id, server.id],
  );
  const got = [await plugin.next(), await plugin.next(), await plugin.next()];
  await sleep(300); // anything else the delivery would send
  const delivery = t.database.stats.statements - start - 1;
  console.log(`push: 3 commands queued in one INSERT -> ${delivery} statements to deliver them`);

  expect(got.map((g) => g.item.id)).toEqual(rows.map((r) => r.id));
  expect(got[0].item.order).toEqual(expect.objectContaining({ client_identifier: 'Steve', variables: [{ name: 'color', value: 'red' }] }));
  expect(plugin.received).toHaveLength(3);
  expect(delivery).toBeGreaterThan(0);
  expect(delivery).toBeLessThanOrEqual(1);
});
