import { setupTestApp, type TestApp } from '../helpers/app';
import { closePlugins, TestPlugin } from '../helpers/plugin';
import { callJson as call, freePort, killAll, startApp, until, type AppProcess } from '../helpers/processes';

/**
 * Plugin push with two API processes on one PostgreSQL, as `npm run start:api` runs them, and no
 * job worker at all: an approval made through one instance reaches a plugin connected to the other
 * (the commit's NOTIFY reaches every instance's LISTEN), a command is leased once whichever
 * instances its holder's connections are on, and an instance stopped with SIGTERM lets its plugins
 * go promptly; reconnected to the other, a plugin gets back what it had not acknowledged.
 */

let t: TestApp;
let apis: AppProcess[];
let bases: string[];

beforeAll(async () => {
  t = await setupTestApp();
  const ports = await Promise.all([freePort(), freePort()]);
  apis = ports.map((port) => startApp(t.database.url, { PORT: String(port), RUN_WORKER: 'false' }));
  bases = ports.map((port) => `http://127.0.0.1:${port}`);
  for (const [i, base] of bases.entries()) {
    await until(
      `API ${i + 1} to listen`,
      async () =>
        await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false),
      60_000,
      apis[i].output,
    );
  }
}, 90_000);
afterAll(async () => {
  closePlugins();
  killAll();
  await t.close();
});

test('two API instances: an approval through one reaches a plugin connected to the other; leased once; SIGTERM lets the plugin go at once', async () => {
  const [a, b] = bases;
  const { store, key } = await t.createStore();
  const admin = { authorization: `Bearer ${key}` };
  const server = await call(b, 'POST', '/v1/app/game-server', admin, { name: 'Survival' });
  const cat = await call(b, 'POST', '/v1/app/category', admin, { name: 'Ranks' });
  const pkg = await call(b, 'POST', '/v1/app/package', admin, {
    name: 'VIP',
    category_id: cat.body.id,
    price: 10,
    type: 'MULTIPLE',
    commands: [{ command: 'lp user {client_identifier} parent add vip', game_server_id: server.body.id }],
  });
  expect(pkg.status).toBe(201);

  // The same server token connected to both instances: every command goes to exactly one of them.
  const onA = new TestPlugin(a, server.body.token);
  const onB = new TestPlugin(b, server.body.token);
  await Promise.all([onA.connected(), onB.connected()]);

  const latencies: number[] = [];
  const orders: number[] = [];
  for (let i = 0; i < 5; i++) {
    const placed = await call(
      a,
      'POST',
      '/v1/webstore/checkout',
      { 'x-store-domain': store.domain },
      {
        items: [{ id: pkg.body.id, quantity: 1 }],
        client_identifier: `player${i}`,
        client_email: `player${i}@example.com`,
        client_name: `Player ${i}`,
        gateway: 'PIX',
      },
    );
    expect(placed.status).toBe(201);
    orders.push(placed.body.order_id);
    // Approved through B; A's plugin is the one listening if B's connection is dropped first.
    if (i === 0) onB.close();
    const sent = Date.now();
    expect((await call(b, 'PATCH', `/v1/app/order/${placed.body.order_id}`, admin, { status: 'APPROVED' })).status).toBe(200);
    if (i === 0) {
      const { item, at } = await onA.next(2_000);
      expect(item).toMatchObject({ user_id: 'player0', command: 'lp user player0 parent add vip' });
      latencies.push(at - sent);
    }
  }
  console.log(`push across instances: approval sent through B -> EXECUTE_COMMAND on A in ${latencies[0]} ms`);
  expect(latencies[0]).toBeLessThan(1_500);

  // Orders 1..4 went to the plugin on A alone (B's connection is closed): each once.
  const rest = [(await onA.next(2_000)).item.user_id];
  for (let i = 0; i < 3; i++) rest.push((await onA.next(2_000)).item.user_id);
  expect(rest.sort()).toEqual(['player1', 'player2', 'player3', 'player4']);
  expect(await onA.drain(300)).toEqual([]);

  // Both connected again: a new command reaches one of the two, never both.
  const again = new TestPlugin(b, server.body.token);
  await again.connected();
  // B's new connection resumes what the server holds unacknowledged: the five commands.
  const resumed = [];
  for (let i = 0; i < 5; i++) resumed.push((await again.next(2_000)).item.user_id);
  expect(resumed.sort()).toEqual(['player0', 'player1', 'player2', 'player3', 'player4']);
  const cmd = await t.db.command.create({
    data: { storeId: store.id, userId: 'player9', trigger: 'PURCHASE', command: 'say once', offlineExecute: true, gameServerId: server.body.id },
  });
  const seen = [...(await onA.drain(1_000)), ...(await again.drain(0))];
  expect(seen).toEqual([cmd.id]);

  // SIGTERM on A with its plugin connected: A exits at once, cleanly; the plugin is let go.
  const dropped = new Promise<number>((resolve) => onA.socket.once('disconnect', () => resolve(Date.now())));
  const killedAt = Date.now();
  apis[0].kill('SIGTERM');
  expect(await apis[0].exited).toBe(0);
  const exitMs = Date.now() - killedAt;
  expect((await dropped) - killedAt).toBeLessThan(5_000);
  console.log(`push: SIGTERM with a plugin connected -> exited in ${exitMs} ms`);
  expect(exitMs).toBeLessThan(10_000);
  // B still serves: acknowledging through B settles the command for good.
  const ack = await call(b, 'POST', '/v1/server/queue/ack', { authorization: `Bearer ${server.body.token}` }, { results: [{ id: cmd.id, status: 'DONE' }] });
  expect(ack.body.data).toEqual([{ id: cmd.id, status: 'DONE', accepted: true }]);
}, 120_000);
