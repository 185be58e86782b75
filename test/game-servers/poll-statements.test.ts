import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { generateSecret, secretPrefix, sha256 } from '../../src/lib/secrets';
import { MINUTE, QUEUE_ITEM_KEYS, SECOND, ago, commandRow, inFuture, insertCommand, insertOrder, makeServer, poll } from './helpers';

/**
 * Issue 18's budget for what plugins poll: at most 2 statements per request (the credential with its
 * rate-limit count, then the work), with commands due and without, with 1,000 servers in the store.
 * Counted with the rate limits on, as in production (every statement on the pool, BEGIN/COMMIT included).
 */

const BUDGET = 2;
const SERVERS = 1000;

let t: TestApp;
let key: string;
let storeId: number;
/** A server made through the API (its token is the one the API gave), and a token of the 1,000. */
let main: { id: number; token: string };
const tokens: string[] = [];

beforeAll(async () => {
  t = await setupTestApp({ config: { rateLimits: { admin: 100_000, storefront: 100_000, server: 100_000, anonymous: 100_000 } } });
  const store = await t.createStore();
  key = store.key;
  storeId = store.store.id;
  main = await makeServer(t, key, { name: 'Main' });
  // The other 999, stored as the API stores tokens (their SHA-256 and prefix).
  const rows = Array.from({ length: SERVERS - 1 }, (_, i) => {
    const token = generateSecret('gs');
    tokens.push(token);
    return { storeId, name: `Server ${i}`, tokenHash: sha256(token), tokenPrefix: secretPrefix(token) };
  });
  await t.db.gameServer.createMany({ data: rows });
  expect(await t.db.gameServer.count({ where: { storeId } })).toBe(SERVERS);

  // Another store's servers and commands must not change the count either.
  const other = await t.createStore();
  await makeServer(t, other.key, { name: 'Other' });
  await insertCommand(t, other.store.id, { command: 'say other store' });
});
afterAll(() => t.close());

/** The SQL statements one call sends, and its result. */
async function counted<T>(call: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const start = t.database.stats.statements;
  const result = await call();
  return { statements: t.database.stats.statements - start, result };
}

test('GET /v1/server/queue with 1,000 servers: due commands (orders, variables, one for any server, one for this one) and none, each <= 2 statements', async () => {
  const order = await insertOrder(t, storeId, { clientIdentifier: 'Steve', clientDiscord: 'steve#1' }, { color: 'red', size: 'xl' });
  const other = await insertOrder(t, storeId, { clientIdentifier: 'Alex' }, { color: 'blue' });
  const a = await insertCommand(t, storeId, { orderId: order.id, command: 'give Steve red', executeAt: ago(3 * SECOND) });
  const b = await insertCommand(t, storeId, {
    orderId: other.id,
    userId: 'Alex',
    command: 'give Alex blue',
    gameServerId: main.id,
    executeAt: ago(2 * SECOND),
  });
  const c = await insertCommand(t, storeId, { command: 'say hi', executeAt: ago(SECOND) });
  // Scheduled: not served, but it sets next_check.
  await insertCommand(t, storeId, { command: 'say later', executeAt: inFuture(2 * MINUTE) });

  await poll(t, tokens[500]).expect(200); // warm-up: opens pool connections (nothing due for it afterwards would differ)
  await t.db.command.updateMany({ where: { storeId, id: { in: [a.id, c.id] } }, data: { leasedBy: null, leasedUntil: null, gameServerId: null } });

  const due = await counted(() => poll(t, main.token));
  const none = await counted(() => poll(t, tokens[7]));
  console.log(`poll, ${SERVERS} servers: with 3 commands due -> ${due.statements} statements, with none due -> ${none.statements} statements`);

  expect(due.result.status).toBe(200);
  expect(due.result.headers['ratelimit-limit']).toBe('100000');
  expect(due.result.body.data.map((x: { id: number }) => x.id)).toEqual([a.id, b.id, c.id]);
  expect(Object.keys(due.result.body.data[0]).sort()).toEqual(QUEUE_ITEM_KEYS);
  expect(due.result.body.data[0].order.variables).toEqual([
    { name: 'color', value: 'red' },
    { name: 'size', value: 'xl' },
  ]);
  expect(due.result.body.data[2].order).toBeNull();
  expect(due.result.body.meta.next_check).toBe(30);
  // Leased for real, and the server was seen.
  expect(await commandRow(t, a.id)).toMatchObject({ leasedBy: main.id });
  expect((await t.db.gameServer.findUniqueOrThrow({ where: { id: main.id } })).lastSeenAt!.getTime()).toBeGreaterThan(Date.now() - MINUTE);

  expect(none.result.status).toBe(200);
  expect(none.result.body.data).toEqual([]);
  // The other server's leases keep these away; the scheduled one is 2 minutes out.
  expect(none.result.body.meta.next_check).toBe(30);

  expect(due.statements).toBeGreaterThan(0);
  expect(due.statements).toBeLessThanOrEqual(BUDGET);
  expect(none.statements).toBeLessThanOrEqual(BUDGET);
});

test('the admin-key queue reads plugins poll (GET /v1/app/queued_commands, GET /v1/app/user_queue/{id}) <= 2 statements each', async () => {
  const order = await insertOrder(t, storeId, { clientIdentifier: 'Notch' }, { rank: 'vip' });
  const cmd = await insertCommand(t, storeId, { orderId: order.id, userId: 'Notch', command: 'give Notch vip', executeAt: ago(SECOND) });

  const queued = await counted(() => t.http().get('/v1/app/queued_commands').set(bearer(key)));
  const user = await counted(() => t.http().get('/v1/app/user_queue/Notch').set(bearer(key)));
  const nobody = await counted(() => t.http().get('/v1/app/user_queue/Nobody').set(bearer(key)));
  console.log(`queued_commands -> ${queued.statements} statements, user_queue -> ${user.statements}, user_queue of nobody -> ${nobody.statements}`);

  expect(queued.result.status).toBe(200);
  expect(queued.result.body.map((x: { id: number }) => x.id)).toContain(cmd.id);
  expect(user.result.status).toBe(200);
  expect(user.result.body).toEqual([
    expect.objectContaining({ id: cmd.id, order: expect.objectContaining({ client_identifier: 'Notch', variables: [{ name: 'rank', value: 'vip' }] }) }),
  ]);
  expect(nobody.result.body).toEqual([]);
  for (const n of [queued.statements, user.statements, nobody.statements]) {
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(BUDGET);
  }
});
