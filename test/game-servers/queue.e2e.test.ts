import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  MINUTE,
  QUEUE_ITEM_KEYS,
  QUEUE_ORDER_KEYS,
  SECOND,
  TIMESTAMP,
  ack,
  ago,
  commandRow,
  inFuture,
  insertCommand,
  insertOrder,
  makeServer,
  poll,
  polledIds,
} from './helpers';

/**
 * The game-server protocol end to end: a simulated plugin polls GET /v1/server/queue with its token,
 * runs what it gets and acknowledges it with POST /v1/server/queue/ack. Queue rows are written
 * straight into the database, as the orders module writes them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A store with two game servers. */
async function setup() {
  const { store, key } = await t.createStore();
  const s1 = await makeServer(t, key, { name: 'Survival' });
  const s2 = await makeServer(t, key, { name: 'Creative' });
  return { store, key, storeId: store.id, s1, s2 };
}

const near = (actual: Date | null, expected: number, tolerance = 5 * SECOND) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual!.getTime() - expected)).toBeLessThanOrEqual(tolerance);
};

// ---------------------------------------------------------------------------------------------

describe('authentication', () => {
  test("no token, an unknown token, an admin API key, a deleted server's token -> 401 on poll and ack", async () => {
    const { key, storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId);
    const gone = await makeServer(t, key, { name: 'Gone' });
    await t.http().delete(`/v1/app/game-server/${gone.id}`).set(bearer(key));

    for (const headers of [{}, bearer('gs_not_a_token'), bearer(key), bearer(gone.token), { authorization: s1.token }]) {
      for (const res of [
        await t.http().get('/v1/server/queue').set(headers),
        await t
          .http()
          .post('/v1/server/queue/ack')
          .set(headers)
          .send({ results: [{ id: cmd.id, status: 'DONE' }] }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] });
      }
    }
    const row = await commandRow(t, cmd.id);
    expect(row).toMatchObject({ status: 'PENDING', leasedBy: null, leasedUntil: null });
  });
});

describe('poll', () => {
  test('the User queue item JSON exactly, with the order and its variables; order null without one', async () => {
    const { storeId, s1 } = await setup();
    const order = await insertOrder(
      t,
      storeId,
      { clientIdentifier: 'Steve', clientDiscord: 'steve#1234', internalId: 'PED-0001' },
      { color: 'red', server: 'survival' },
    );
    const withOrder = await insertCommand(t, storeId, {
      orderId: order.id,
      userId: 'Steve',
      command: 'lp user Steve parent add vip red', // placeholders were filled in when it was queued
      executeAt: ago(2 * MINUTE),
    });
    const bare = await insertCommand(t, storeId, { userId: 'Alex', command: 'say hi', offlineExecute: true, executeAt: ago(MINUTE) });

    const res = await poll(t, s1.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'meta']);
    expect(res.body.meta).toEqual({ next_check: 30 });
    expect(res.body.data).toEqual([
      {
        id: withOrder.id,
        store_id: storeId,
        user_id: 'Steve',
        command: 'lp user Steve parent add vip red',
        offline_execute: true,
        execute_at: expect.stringMatching(TIMESTAMP),
        order: {
          client_identifier: 'Steve',
          client_email: 'steve@example.com',
          client_name: 'Steve Minecraft',
          client_discord: 'steve#1234',
          internal_id: 'PED-0001',
          variables: [
            { name: 'color', value: 'red' },
            { name: 'server', value: 'survival' },
          ],
        },
      },
      {
        id: bare.id,
        store_id: storeId,
        user_id: 'Alex',
        command: 'say hi',
        offline_execute: true,
        execute_at: expect.stringMatching(TIMESTAMP),
        order: null,
      },
    ]);
    for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    expect(Object.keys(res.body.data[0].order).sort()).toEqual(QUEUE_ORDER_KEYS);
    expect(new Date(res.body.data[0].execute_at).getTime()).toBe(withOrder.executeAt.getTime());
  });

  test('only due PENDING commands, ordered by execute_at then id', async () => {
    const { storeId, s1 } = await setup();
    const late = await insertCommand(t, storeId, { executeAt: ago(1 * MINUTE) });
    const early = await insertCommand(t, storeId, { executeAt: ago(10 * MINUTE) });
    const sameTime = ago(5 * MINUTE);
    const tieA = await insertCommand(t, storeId, { executeAt: sameTime });
    const tieB = await insertCommand(t, storeId, { executeAt: sameTime });
    await insertCommand(t, storeId, { executeAt: inFuture(10 * MINUTE) });
    await insertCommand(t, storeId, { executeAt: inFuture(2 * SECOND) });
    for (const status of ['DONE', 'FAILED', 'CANCELED'] as const) await insertCommand(t, storeId, { status, executeAt: ago(MINUTE) });

    expect(await polledIds(t, s1.token)).toEqual([early.id, tieA.id, tieB.id, late.id]);
  });

  test('offline_execute false only for players listed online, names exact and case-sensitive', async () => {
    const { storeId, s1, s2 } = await setup();
    const offline = await insertCommand(t, storeId, { userId: 'Nobody', offlineExecute: true, executeAt: ago(4 * MINUTE) });
    const steve = await insertCommand(t, storeId, { userId: 'Steve', offlineExecute: false, executeAt: ago(3 * MINUTE) });
    const alex = await insertCommand(t, storeId, { userId: 'Alex', offlineExecute: false, executeAt: ago(2 * MINUTE) });
    const lower = await insertCommand(t, storeId, { userId: 'steve', offlineExecute: false, executeAt: ago(1 * MINUTE) });

    // No one online: only what may run offline.
    expect(await polledIds(t, s1.token)).toEqual([offline.id]);
    // The lease keeps the same commands with s1; a different server sees the online-only ones by name.
    expect(await polledIds(t, s2.token, 'Steve')).toEqual([steve.id]);
    // Near misses are other players: Steve is offline now, so even his lease holder is not offered his command.
    expect(await polledIds(t, s2.token, 'Ste,Steve2,STEVE')).toEqual([]);
    // Spaces around names and empty entries are ignored.
    expect(await polledIds(t, s2.token, ' Alex , steve,,')).toEqual([alex.id, lower.id]);
  });

  test('a command for one server is offered to that server only; "any server" to each', async () => {
    const { storeId, s1, s2 } = await setup();
    const forS1 = await insertCommand(t, storeId, { gameServerId: s1.id, executeAt: ago(3 * MINUTE) });
    const forS2 = await insertCommand(t, storeId, { gameServerId: s2.id, executeAt: ago(2 * MINUTE) });
    const any = await insertCommand(t, storeId, { executeAt: ago(1 * MINUTE) });
    expect(await polledIds(t, s2.token)).toEqual([forS2.id, any.id]);
    expect(await polledIds(t, s1.token)).toEqual([forS1.id]);
  });

  test('a poll leases what it returns for 60 s; others are not offered it until the lease ends', async () => {
    const { storeId, s1, s2 } = await setup();
    const cmd = await insertCommand(t, storeId);
    const before = Date.now();
    expect(await polledIds(t, s1.token)).toEqual([cmd.id]);
    const leased = await commandRow(t, cmd.id);
    expect(leased.leasedBy).toBe(s1.id);
    near(leased.leasedUntil, before + 60 * SECOND);
    expect(leased.gameServerId).toBeNull(); // not execute_once: not claimed
    expect(leased.status).toBe('PENDING');

    expect(await polledIds(t, s2.token)).toEqual([]);
    // The holder asking again (say, after a restart) gets its unacknowledged commands again.
    expect(await polledIds(t, s1.token)).toEqual([cmd.id]);

    await t.db.command.update({ where: { id: cmd.id }, data: { leasedUntil: ago(SECOND) } });
    expect(await polledIds(t, s2.token)).toEqual([cmd.id]);
    expect((await commandRow(t, cmd.id)).leasedBy).toBe(s2.id);
    expect(await polledIds(t, s1.token)).toEqual([]);
  });

  test('execute_once for any server: claimed for good by the first server, never offered to another', async () => {
    const { storeId, s1, s2 } = await setup();
    const once = await insertCommand(t, storeId, { executeOnce: true });
    expect(await polledIds(t, s1.token)).toEqual([once.id]);
    expect(await commandRow(t, once.id)).toMatchObject({ gameServerId: s1.id, leasedBy: s1.id });

    await t.db.command.update({ where: { id: once.id }, data: { leasedUntil: ago(MINUTE) } });
    expect(await polledIds(t, s2.token)).toEqual([]);
    expect(await polledIds(t, s1.token)).toEqual([once.id]);

    // Even after a failed run it stays with s1.
    expect((await ack(t, s1.token, [{ id: once.id, status: 'FAILED' }])).body.data[0]).toEqual({ id: once.id, status: 'PENDING', accepted: true });
    await t.db.command.update({ where: { id: once.id }, data: { executeAt: ago(SECOND) } });
    expect(await polledIds(t, s2.token)).toEqual([]);
    expect(await polledIds(t, s1.token)).toEqual([once.id]);
  });

  test('an execute_once command already meant for one server stays with it', async () => {
    const { storeId, s1, s2 } = await setup();
    const cmd = await insertCommand(t, storeId, { executeOnce: true, gameServerId: s2.id });
    expect(await polledIds(t, s1.token)).toEqual([]);
    expect(await polledIds(t, s2.token)).toEqual([cmd.id]);
    expect((await commandRow(t, cmd.id)).gameServerId).toBe(s2.id);
  });

  test('servers polling at the same time never get the same command', async () => {
    const { key, storeId, s1, s2 } = await setup();
    const s3 = await makeServer(t, key, { name: 'Third' });
    const s4 = await makeServer(t, key, { name: 'Fourth' });
    const total = 700;
    await t.db.command.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        storeId,
        userId: `player${i % 7}`,
        trigger: 'PURCHASE' as const,
        command: `give player${i % 7} item${i}`,
        offlineExecute: true,
        executeOnce: i % 2 === 0,
        executeAt: ago(MINUTE),
      })),
    });

    // Rounds of eight simultaneous polls (each server twice), each round acknowledged before the next.
    const pollers = [s1, s2, s3, s4, s1, s2, s3, s4];
    const seen = new Map<number, number>();
    for (let round = 0; round < 5 && seen.size < total; round++) {
      const results = await Promise.all(pollers.map((s) => poll(t, s.token)));
      const got = new Map<number, Set<number>>();
      results.forEach((res, i) => {
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(100);
        for (const c of res.body.data) {
          // The same server may get its own lease again; another server never.
          const holder = seen.get(c.id);
          if (holder !== undefined) expect(holder).toBe(pollers[i].id);
          seen.set(c.id, pollers[i].id);
          if (!got.has(pollers[i].id)) got.set(pollers[i].id, new Set());
          got.get(pollers[i].id)!.add(c.id);
        }
      });
      for (const server of [s1, s2, s3, s4]) {
        const ids = [...(got.get(server.id) ?? [])];
        for (let i = 0; i < ids.length; i += 100) {
          const res = await ack(
            t,
            server.token,
            ids.slice(i, i + 100).map((id) => ({ id, status: 'DONE' })),
          );
          expect(res.body.data.every((d: any) => d.accepted)).toBe(true);
        }
      }
    }
    expect(seen.size).toBe(total);
    const rows = await t.db.command.findMany({ where: { storeId } });
    for (const r of rows) {
      expect(r.status).toBe('DONE');
      expect(r.executedBy).toBe(seen.get(r.id));
      if (r.executeOnce) expect(r.gameServerId).toBe(seen.get(r.id));
      else expect(r.gameServerId).toBeNull();
    }
  });

  test('two servers polling once each, concurrently: disjoint ids', async () => {
    const { storeId, s1, s2 } = await setup();
    await t.db.command.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        storeId,
        userId: 'Steve',
        trigger: 'PURCHASE' as const,
        command: `c${i}`,
        offlineExecute: true,
        executeAt: ago(MINUTE),
      })),
    });
    const [a, b] = await Promise.all([polledIds(t, s1.token), polledIds(t, s2.token)]);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(a.length + b.length).toBe(40);
  });

  test("another store's commands are never offered", async () => {
    const a = await setup();
    const b = await setup();
    const mine = await insertCommand(t, a.storeId, { userId: 'Steve' });
    const theirs = await insertCommand(t, b.storeId, { userId: 'Steve' });
    const theirsOnline = await insertCommand(t, b.storeId, { userId: 'Steve', offlineExecute: false });
    expect(await polledIds(t, a.s1.token, 'Steve')).toEqual([mine.id]);
    expect(await commandRow(t, theirs.id)).toMatchObject({ leasedBy: null, leasedUntil: null });
    expect(await commandRow(t, theirsOnline.id)).toMatchObject({ leasedBy: null, leasedUntil: null });
    expect(await polledIds(t, b.s1.token, 'Steve')).toEqual([theirs.id, theirsOnline.id]);
  });

  test('next_check: 30 normally, the seconds until the next command of this server falls due (at least 5)', async () => {
    const { storeId, s1, s2 } = await setup();
    expect((await poll(t, s1.token)).body.meta).toEqual({ next_check: 30 });

    const far = await insertCommand(t, storeId, { executeAt: inFuture(10 * MINUTE) });
    expect((await poll(t, s1.token)).body.meta.next_check).toBe(30);

    const soon = await insertCommand(t, storeId, { executeAt: inFuture(12 * SECOND) });
    const n = (await poll(t, s1.token)).body.meta.next_check;
    expect(n).toBeGreaterThanOrEqual(8);
    expect(n).toBeLessThanOrEqual(12);

    await t.db.command.update({ where: { id: soon.id }, data: { executeAt: inFuture(1 * SECOND) } });
    expect((await poll(t, s1.token)).body.meta.next_check).toBe(5);

    // Another server's command does not make this one poll sooner; a done one does not either.
    await t.db.command.update({ where: { id: soon.id }, data: { gameServerId: s2.id } });
    await t.db.command.update({ where: { id: far.id }, data: { status: 'DONE' } });
    expect((await poll(t, s1.token)).body.meta.next_check).toBe(30);
    expect((await poll(t, s2.token)).body.meta.next_check).toBe(5);
  });

  test('a full batch is 100 commands and asks the server to come back in 5 s', async () => {
    const { storeId, s1 } = await setup();
    await t.db.command.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        storeId,
        userId: 'Steve',
        trigger: 'PURCHASE' as const,
        command: `c${i}`,
        offlineExecute: true,
        executeAt: ago(MINUTE),
      })),
    });
    const first = await poll(t, s1.token);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.meta.next_check).toBe(5);
    await ack(
      t,
      s1.token,
      first.body.data.map((c: any) => ({ id: c.id, status: 'DONE' })),
    );
    const second = await poll(t, s1.token);
    expect(second.body.data).toHaveLength(30);
    expect(second.body.meta.next_check).toBe(30);
  });

  test('a poll records when the server was last seen, without changing its updated_at', async () => {
    const { s1 } = await setup();
    const before = await t.db.gameServer.findUniqueOrThrow({ where: { id: s1.id } });
    expect(before.lastSeenAt).toBeNull();
    await poll(t, s1.token);
    const after = await t.db.gameServer.findUniqueOrThrow({ where: { id: s1.id } });
    near(after.lastSeenAt, Date.now());
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  test('a repeated online parameter -> 400', async () => {
    const { s1 } = await setup();
    const res = await t.http().get('/v1/server/queue?online=a&online=b').set(bearer(s1.token));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', field: 'online' });
  });

  test('orders and variables are loaded in batches: the statement count does not grow with the batch', async () => {
    const count = async (n: number) => {
      const { storeId, s1 } = await setup();
      for (let i = 0; i < n; i++) {
        const order = await insertOrder(t, storeId, {}, { a: `${i}`, b: 'x' });
        await insertCommand(t, storeId, { orderId: order.id, command: `c${i}` });
      }
      await poll(t, s1.token); // warm-up: authentication path, pool connections
      await t.db.command.updateMany({ where: { storeId }, data: { leasedBy: null, leasedUntil: null } });
      const start = t.database.stats.statements;
      const res = await poll(t, s1.token);
      expect(res.body.data).toHaveLength(n);
      expect(res.body.data.every((c: any) => c.order.variables.length === 2)).toBe(true);
      return t.database.stats.statements - start;
    };
    const small = await count(2);
    const large = await count(25);
    expect(large).toBe(small);
  });
});

describe('ack', () => {
  test('DONE settles the command for good: it never comes back, and acknowledging again changes nothing', async () => {
    const { storeId, s1, s2 } = await setup();
    const cmd = await insertCommand(t, storeId);
    const other = await insertCommand(t, storeId, { executeAt: ago(10 * SECOND) });
    expect(await polledIds(t, s1.token)).toEqual([other.id, cmd.id]);

    const res = await ack(t, s1.token, [{ id: cmd.id, status: 'DONE', response: 'Gave 1 diamond to Steve' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ id: cmd.id, status: 'DONE', accepted: true }] });

    const done = await commandRow(t, cmd.id);
    expect(done).toMatchObject({ status: 'DONE', executedBy: s1.id, response: 'Gave 1 diamond to Steve', leasedBy: null, leasedUntil: null, attempts: 0 });
    near(done.executedAt, Date.now());

    // The unacknowledged one is still s1's; the done one is gone for everyone, even without a lease.
    expect(await polledIds(t, s1.token)).toEqual([other.id]);
    expect(await polledIds(t, s2.token)).toEqual([]);

    for (const again of [
      [{ id: cmd.id, status: 'DONE', response: 'second time' }],
      [{ id: cmd.id, status: 'FAILED', response: 'late failure' }],
      [{ id: cmd.id, status: 'DONE' }],
    ]) {
      const res2 = await ack(t, s1.token, again);
      expect(res2.status).toBe(200);
      expect(res2.body).toEqual({ data: [{ id: cmd.id, status: 'DONE', accepted: true }] });
    }
    expect(await commandRow(t, cmd.id)).toEqual(done);
    expect(await polledIds(t, s1.token)).toEqual([other.id]);
  });

  test('FAILED is retried after attempts minutes, up to 3 attempts, then stays FAILED', async () => {
    const { storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId);
    const makeDue = () => t.db.command.update({ where: { id: cmd.id }, data: { executeAt: ago(SECOND) } });

    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await polledIds(t, s1.token)).toEqual([cmd.id]);
      const before = Date.now();
      const res = await ack(t, s1.token, [{ id: cmd.id, status: 'FAILED', response: `error ${attempt}` }]);
      expect(res.body).toEqual({ data: [{ id: cmd.id, status: 'PENDING', accepted: true }] });
      const r = await commandRow(t, cmd.id);
      expect(r).toMatchObject({ status: 'PENDING', attempts: attempt, response: `error ${attempt}`, leasedBy: null, leasedUntil: null, executedAt: null });
      near(r.executeAt, before + attempt * MINUTE);
      // Not due yet; a repeated FAILED for the same delivery does not count again.
      expect(await polledIds(t, s1.token)).toEqual([]);
      // (the lease went with the failure, so the server no longer holds it)
      expect((await ack(t, s1.token, [{ id: cmd.id, status: 'FAILED' }])).body.data[0]).toEqual({ id: cmd.id, status: null, accepted: false });
      expect((await commandRow(t, cmd.id)).attempts).toBe(attempt);
      await makeDue();
    }

    expect(await polledIds(t, s1.token)).toEqual([cmd.id]);
    const last = await ack(t, s1.token, [{ id: cmd.id, status: 'FAILED' }]);
    expect(last.body).toEqual({ data: [{ id: cmd.id, status: 'FAILED', accepted: true }] });
    const failed = await commandRow(t, cmd.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, response: 'error 2', leasedBy: null, leasedUntil: null });
    await makeDue();
    expect(await polledIds(t, s1.token)).toEqual([]);
    expect((await commandRow(t, cmd.id)).status).toBe('FAILED');
  });

  test('a command meant for the server: a repeated FAILED is accepted but counts once', async () => {
    const { storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId, { gameServerId: s1.id });
    await polledIds(t, s1.token);
    expect((await ack(t, s1.token, [{ id: cmd.id, status: 'FAILED' }])).body.data[0]).toEqual({ id: cmd.id, status: 'PENDING', accepted: true });
    expect((await ack(t, s1.token, [{ id: cmd.id, status: 'FAILED' }])).body.data[0]).toEqual({ id: cmd.id, status: 'PENDING', accepted: true });
    expect(await commandRow(t, cmd.id)).toMatchObject({ attempts: 1, status: 'PENDING' });
  });

  test("only commands the server holds are accepted: another server's, another store's, unknown ids are ignored", async () => {
    const a = await setup();
    const b = await setup();
    const leasedToS1 = await insertCommand(t, a.storeId, { executeAt: ago(3 * MINUTE) });
    const forS2 = await insertCommand(t, a.storeId, { gameServerId: a.s2.id, executeAt: ago(2 * MINUTE) });
    const notPolled = await insertCommand(t, a.storeId, { offlineExecute: false, executeAt: ago(MINUTE) });
    const otherStore = await insertCommand(t, b.storeId);
    expect(await polledIds(t, a.s1.token)).toEqual([leasedToS1.id]);
    expect(await polledIds(t, b.s1.token)).toEqual([otherStore.id]);
    const before = await t.db.command.findMany({ orderBy: { id: 'asc' } });

    const res = await ack(t, a.s2.token, [
      { id: leasedToS1.id, status: 'DONE' },
      { id: notPolled.id, status: 'DONE' },
      { id: otherStore.id, status: 'DONE' },
      { id: 999999, status: 'FAILED' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: leasedToS1.id, status: null, accepted: false },
        { id: notPolled.id, status: null, accepted: false },
        { id: otherStore.id, status: null, accepted: false },
        { id: 999999, status: null, accepted: false },
      ],
    });
    const res2 = await ack(t, a.s1.token, [
      { id: forS2.id, status: 'DONE' },
      { id: otherStore.id, status: 'FAILED' },
    ]);
    expect(res2.body.data.map((d: any) => d.accepted)).toEqual([false, false]);
    expect(await t.db.command.findMany({ orderBy: { id: 'asc' } })).toEqual(before);

    // In a mixed batch the held ones are settled and the others left alone, in the order sent.
    const mixed = await ack(t, a.s1.token, [
      { id: otherStore.id, status: 'DONE' },
      { id: leasedToS1.id, status: 'DONE' },
    ]);
    expect(mixed.body.data).toEqual([
      { id: otherStore.id, status: null, accepted: false },
      { id: leasedToS1.id, status: 'DONE', accepted: true },
    ]);
    expect((await commandRow(t, otherStore.id)).status).toBe('PENDING');
  });

  test('a server whose lease ran out and passed to another server can no longer settle the command', async () => {
    const { storeId, s1, s2 } = await setup();
    const cmd = await insertCommand(t, storeId);
    await polledIds(t, s1.token);
    await t.db.command.update({ where: { id: cmd.id }, data: { leasedUntil: ago(SECOND) } });
    expect(await polledIds(t, s2.token)).toEqual([cmd.id]);
    expect((await ack(t, s1.token, [{ id: cmd.id, status: 'DONE' }])).body.data[0].accepted).toBe(false);
    expect((await ack(t, s2.token, [{ id: cmd.id, status: 'DONE' }])).body.data[0]).toEqual({ id: cmd.id, status: 'DONE', accepted: true });
    expect((await commandRow(t, cmd.id)).executedBy).toBe(s2.id);
  });

  test('a command meant for the server may be settled without a lease, and never by another server', async () => {
    const { storeId, s1, s2 } = await setup();
    const cmd = await insertCommand(t, storeId, { gameServerId: s1.id, executeAt: inFuture(MINUTE) });
    expect((await ack(t, s2.token, [{ id: cmd.id, status: 'DONE' }])).body.data[0].accepted).toBe(false);
    expect((await ack(t, s1.token, [{ id: cmd.id, status: 'DONE' }])).body.data[0]).toEqual({ id: cmd.id, status: 'DONE', accepted: true });
  });

  test('concurrent acknowledgements of the same command settle it once', async () => {
    const { storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId);
    await polledIds(t, s1.token);
    const results = await Promise.all(Array.from({ length: 5 }, () => ack(t, s1.token, [{ id: cmd.id, status: 'FAILED' }])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.data[0].accepted)).toHaveLength(1);
    expect((await commandRow(t, cmd.id)).attempts).toBe(1);
  });

  test.each([
    ['no results', {}, 'results', 'required'],
    ['results not a list', { results: 'x' }, 'results', 'type'],
    ['an empty list', { results: [] }, 'results', 'min'],
    ['more than 100', { results: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, status: 'DONE' })) }, 'results', 'max'],
    ['an unknown status', { results: [{ id: 1, status: 'OK' }] }, 'results.0.status', 'enum'],
    ['a missing status', { results: [{ id: 1, status: 'DONE' }, { id: 2 }] }, 'results.1.status', 'required'],
    ['a missing id', { results: [{ status: 'DONE' }] }, 'results.0.id', 'required'],
    ['an id that is not a number', { results: [{ id: 'one', status: 'DONE' }] }, 'results.0.id', 'type'],
    ['a response over 2000 characters', { results: [{ id: 1, status: 'DONE', response: 'x'.repeat(2001) }] }, 'results.0.response', 'max'],
    ['a response that is not text', { results: [{ id: 1, status: 'DONE', response: 5 }] }, 'results.0.response', 'type'],
    [
      'the same command twice',
      {
        results: [
          { id: 1, status: 'DONE' },
          { id: 1, status: 'FAILED' },
        ],
      },
      'results.1.id',
      'unique',
    ],
  ])('%s -> 422 on %s and nothing changes', async (_what, body, field, rule) => {
    const { storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId);
    await polledIds(t, s1.token);
    const before = await commandRow(t, cmd.id);
    // The ids in the bodies above are placeholders; point them at the leased command where they are 1.
    const json = JSON.parse(JSON.stringify(body).replace(/"id":1([,}])/g, `"id":${cmd.id}$1`));
    const res = await t.http().post('/v1/server/queue/ack').set(bearer(s1.token)).send(json);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED', field, rule });
    expect(await commandRow(t, cmd.id)).toEqual(before);
  });

  test('a response of exactly 2000 characters is kept', async () => {
    const { storeId, s1 } = await setup();
    const cmd = await insertCommand(t, storeId);
    await polledIds(t, s1.token);
    const res = await ack(t, s1.token, [{ id: cmd.id, status: 'DONE', response: 'y'.repeat(2000) }]);
    expect(res.body.data[0].accepted).toBe(true);
    expect((await commandRow(t, cmd.id)).response).toHaveLength(2000);
  });

  test('the whole loop: poll, run, acknowledge, poll again and see nothing', async () => {
    const { storeId, s1 } = await setup();
    const order = await insertOrder(t, storeId, { clientIdentifier: 'Notch' }, { rank: 'vip' });
    await insertCommand(t, storeId, { orderId: order.id, userId: 'Notch', command: 'lp user Notch parent add vip', offlineExecute: false });
    await insertCommand(t, storeId, { orderId: order.id, userId: 'Notch', command: 'broadcast Notch bought VIP', offlineExecute: true });
    await insertCommand(t, storeId, {
      orderId: order.id,
      userId: 'Notch',
      command: 'lp user Notch parent remove vip',
      executeAt: inFuture(30 * 24 * 60 * MINUTE),
    });

    // The plugin: Notch is offline at first.
    const first = await poll(t, s1.token, 'jeb_');
    expect(first.body.data.map((c: any) => c.command)).toEqual(['broadcast Notch bought VIP']);
    expect(first.body.data[0].order.variables).toEqual([{ name: 'rank', value: 'vip' }]);
    await ack(
      t,
      s1.token,
      first.body.data.map((c: any) => ({ id: c.id, status: 'DONE', response: 'ok' })),
    );

    // Notch joins.
    const second = await poll(t, s1.token, 'jeb_,Notch');
    expect(second.body.data.map((c: any) => c.command)).toEqual(['lp user Notch parent add vip']);
    await ack(
      t,
      s1.token,
      second.body.data.map((c: any) => ({ id: c.id, status: 'DONE' })),
    );

    const third = await poll(t, s1.token, 'jeb_,Notch');
    expect(third.body).toEqual({ meta: { next_check: 30 }, data: [] });
    // The expiry command is still queued, for its day.
    const queue = await t.db.command.findMany({ where: { storeId, status: 'PENDING' } });
    expect(queue.map((c) => c.command)).toEqual(['lp user Notch parent remove vip']);
  });
});
