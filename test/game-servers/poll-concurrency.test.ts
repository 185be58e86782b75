import { setupTestApp, type TestApp } from '../helpers/app';
import { ago, insertCommand, insertOrder, makeServer, poll, SECOND } from './helpers';

/**
 * The one-statement lease under load: many plugins of one store polling at once (two at a time per
 * server) never get one command on two servers, each gets only its own and those for any server,
 * and what a server got is leased to it. Another store's commands go nowhere near them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

test('20 concurrent polls of 10 servers over 150 due commands: disjoint between servers, each leased to the server that got it', async () => {
  const { store, key } = await t.createStore();
  const servers = [];
  for (let i = 0; i < 10; i++) servers.push(await makeServer(t, key, { name: `S${i}` }));
  const order = await insertOrder(t, store.id, { clientIdentifier: 'Steve' }, { color: 'red' });
  const other = await t.createStore();
  const foreign = await insertCommand(t, other.store.id, { command: 'say other store' });

  const ids = new Set<number>();
  for (let i = 0; i < 150; i++) {
    // A third for one server each, the rest for any server; every other one with the order.
    const gameServerId = i % 3 === 0 ? servers[i % 10].id : null;
    const c = await insertCommand(t, store.id, { gameServerId, orderId: i % 2 ? order.id : null, command: `give Steve ${i}`, executeAt: ago(SECOND + i) });
    ids.add(c.id);
  }

  const polls = await Promise.all(servers.flatMap((s) => [poll(t, s.token), poll(t, s.token)].map(async (r) => ({ server: s.id, res: await r }))));
  const byServer = new Map<number, Set<number>>();
  for (const { server, res } of polls) {
    expect(res.status).toBe(200);
    const got = byServer.get(server) ?? new Set<number>();
    for (const item of res.body.data as { id: number; order: unknown }[]) got.add(item.id);
    byServer.set(server, got);
  }

  const owner = new Map<number, number>();
  for (const [server, got] of byServer) {
    for (const id of got) {
      expect(ids.has(id)).toBe(true);
      expect(owner.get(id)).toBeUndefined(); // on no other server
      owner.set(id, server);
    }
  }
  expect(owner.has(foreign.id)).toBe(false);
  // Up to 100 per poll: every one of the 150 went somewhere.
  expect(owner.size).toBe(150);

  const rows = await t.db.command.findMany({ where: { id: { in: [...ids] } } });
  for (const row of rows) {
    expect(row.leasedBy).toBe(owner.get(row.id));
    expect(row.leasedUntil).not.toBeNull();
    if (row.gameServerId !== null) expect(row.gameServerId).toBe(owner.get(row.id));
  }
  expect((await t.db.command.findUniqueOrThrow({ where: { id: foreign.id } })).leasedBy).toBeNull();
});

test('a server deleted while it polls: each poll answers 200 or 401, never an error, and the deletion goes through', async () => {
  // The server's last_seen_at is written with its token, not inside the lease: a lease holding the
  // commands' locks while waiting for the server's row would deadlock with the deletion (which
  // locks the server, then sets its commands' game_server_id to null).
  const { store, key } = await t.createStore();
  for (let round = 0; round < 8; round++) {
    const s = await makeServer(t, key, { name: `Doomed ${round}` });
    for (let i = 0; i < 20; i++) await insertCommand(t, store.id, { gameServerId: s.id, command: `say ${round} ${i}` });
    const [a, b, del, c] = await Promise.all([
      poll(t, s.token),
      poll(t, s.token),
      t
        .http()
        .delete(`/v1/app/game-server/${s.id}`)
        .set({ authorization: `Bearer ${key}` }),
      poll(t, s.token),
    ]);
    expect(del.status).toBe(204);
    for (const r of [a, b, c]) expect([200, 401]).toContain(r.status);
  }
  // Its commands fell back to any server (those it had leased come back once the lease ends).
  const rows = await t.db.command.findMany({ where: { storeId: store.id } });
  expect(rows).toHaveLength(8 * 20);
  expect(rows.every((r) => r.gameServerId === null && r.status === 'PENDING')).toBe(true);
});
