import { bearer, type TestApp } from '../helpers/app';
import { servePush, TestPlugin } from '../helpers/plugin';
import { checkoutBody } from '../helpers/shop';
import { QUEUE_ITEM_KEYS, QUEUE_ORDER_KEYS, SECOND, ack, commandRow, inFuture, insertCommand, makeServer, polledIds } from './helpers';
import { aPackage, aStore, approve as approveOrder, checkout } from '../helpers/fixtures';
import type { CreatePackageInput } from '../../src/modules/catalog/package.schemas';

/**
 * Push delivery to game-server plugins (socket.io on the API's port): a plugin connected with its
 * server token or the store's key gets EXECUTE_COMMAND the moment a command is due, in the user
 * queue item's shape, and settles it through REST. Driven with socket.io-client against the app
 * listening on a real port, on its own database; orders are placed and approved through REST.
 */

let t: TestApp;
let base: string;
let logs: Record<string, unknown>[];
servePush({}, (env) => ({ t, base, logs } = env));

const plugin = async (credential: string | undefined) => {
  const p = new TestPlugin(base, credential);
  await p.connected();
  return p;
};

/** A store selling one package whose PURCHASE commands are `commands`, with two game servers. */
async function shop(commands: (servers: { s1: number; s2: number }) => Record<string, unknown>[]) {
  const { store, key, categoryId } = await aStore(t);
  const s1 = await makeServer(t, key, { name: 'Survival' });
  const s2 = await makeServer(t, key, { name: 'Creative' });
  const pkg = await aPackage(t, { key, categoryId }, { commands: commands({ s1: s1.id, s2: s2.id }) as CreatePackageInput['commands'] });
  return { storeId: store.id, domain: store.domain, key, pkg: pkg.id, s1, s2 };
}
type Shop = Awaited<ReturnType<typeof shop>>;

/** A storefront checkout approved by the admin: the commands are queued when the PATCH commits. */
async function approve(s: Shop, buyer = 'Steve') {
  const placed = await checkout(t, s, checkoutBody(s, buyer));
  const sentAt = Date.now();
  await approveOrder(t, s, placed.order_id);
  return { orderId: placed.order_id as number, internalId: placed.internal_id as string, sentAt, answeredAt: Date.now() };
}

const vip = ({ s1 }: { s1: number }) => [{ command: 'lp user {client_identifier} parent add vip', game_server_id: s1 }];

// ---------------------------------------------------------------------------------------------

describe('handshake', () => {
  test('no credential, a wrong key, a wrong or deleted server token, a token without Bearer: refused as UNAUTHENTICATED', async () => {
    const { key } = await t.createStore();
    const gone = await makeServer(t, key, { name: 'Gone' });
    await t.http().delete(`/v1/app/game-server/${gone.id}`).set(bearer(key));

    for (const credential of [undefined, 'sk_wrong', `${key}x`, 'gs_not_a_token', gone.token]) {
      const refusal = await new TestPlugin(base, credential).refused();
      expect(refusal.data).toEqual({ code: 'UNAUTHENTICATED' });
      expect(refusal.message).toMatch(/API key|server token/);
    }
    const noBearer = new TestPlugin(base, undefined, { extraHeaders: { authorization: gone.token, 'x-extension': 'plugin' } });
    expect((await noBearer.refused()).data).toEqual({ code: 'UNAUTHENTICATED' });
    // The secrets never reach a log line.
    const text = JSON.stringify(logs);
    expect(text).not.toContain(key);
    expect(text).not.toContain(gone.token);
  });

  test('a server token, the store key and socket.io `auth: {token}` are accepted, over polling or WebSocket', async () => {
    const s = await shop(vip);
    await plugin(s.s1.token);
    await plugin(s.key);
    await new TestPlugin(base, undefined, { auth: { token: s.s2.token }, transports: ['websocket'] }).connected();
    const server = await t.db.gameServer.findUniqueOrThrow({ where: { id: s.s1.id } });
    expect(server.lastSeenAt).not.toBeNull();
  });
});

describe('delivery', () => {
  test('a server-token plugin gets EXECUTE_COMMAND within a second of the approval, shaped as the user queue item', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    const { sentAt, answeredAt, internalId } = await approve(s);
    const { item, at } = await p.next();
    // The event may overtake the HTTP answer: it is sent once the approval commits, as the answer is.
    console.log(`push: approval sent -> EXECUTE_COMMAND received in ${at - sentAt} ms (approval answered in ${answeredAt - sentAt} ms)`);
    expect(at - answeredAt).toBeLessThan(1_000);

    expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    expect(Object.keys(item.order).sort()).toEqual(QUEUE_ORDER_KEYS);
    expect(item).toMatchObject({ store_id: s.storeId, user_id: 'Steve', command: 'lp user Steve parent add vip', offline_execute: false });
    expect(item.order).toMatchObject({
      client_identifier: 'Steve',
      client_email: 'steve@buyers.test',
      client_name: 'Steve',
      client_discord: null,
      internal_id: internalId,
    });
    // The same item the user queue and the poll show.
    const queue = await t.http().get('/v1/app/user_queue/Steve').set(bearer(s.key));
    expect(queue.body).toEqual([item]);
    // Leased to the server it was pushed to, as a poll would have.
    expect(await commandRow(t, item.id)).toMatchObject({ status: 'PENDING', leasedBy: s.s1.id, leasedUntil: expect.any(Date) });
    expect(await p.drain(300)).toEqual([]);
  });

  test('acknowledged with PATCH /v1/app/command/{id}: it never comes again, not after its lease, not after a reconnect', async () => {
    const s = await shop(vip);
    const p = await plugin(s.key);
    await approve(s);
    const { item } = await p.next();
    const res = await t.http().patch(`/v1/app/command/${item.id}`).set(bearer(s.key)).send({ status: 'DONE', response: 'Command dispatched' });
    expect(res.status).toBe(200);
    await expireLeases(s.storeId);
    await p.reconnect();
    expect(await p.before((await sentinel(s.storeId)).id)).toEqual([]);
    expect(await commandRow(t, item.id)).toMatchObject({ status: 'DONE', response: 'Command dispatched', leasedBy: null, leasedUntil: null });
  });

  test('acknowledged with POST /v1/server/queue/ack: it never comes again', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    await approve(s);
    const { item } = await p.next();
    const res = await ack(t, s.s1.token, [{ id: item.id, status: 'DONE', response: 'ok' }]);
    expect(res.body).toEqual({ data: [{ id: item.id, status: 'DONE', accepted: true }] });
    await expireLeases(s.storeId);
    await p.reconnect();
    expect(await p.before((await sentinel(s.storeId)).id)).toEqual([]);
  });

  test('not acknowledged: it comes again when the plugin reconnects, and again once its lease ends', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    await approve(s);
    const first = await p.next();
    expect(await p.drain(300)).toEqual([]);
    await p.reconnect();
    expect((await p.next()).item).toEqual(first.item);

    // Bounded time: the lease (60 s) is made to end 1.5 s from now; the hub's timer redelivers it then.
    await t.db.$executeRaw`UPDATE commands SET leased_until = now() + interval '1500 milliseconds' WHERE id = ${first.item.id}`;
    await t.db.$executeRaw`SELECT pg_notify('command_due', ${String(s.storeId)})`;
    const again = await p.next(5_000);
    expect(again.item.id).toBe(first.item.id);
  });

  test('a FAILED acknowledgement: pushed again when its retry falls due', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    await approve(s);
    const { item } = await p.next();
    await ack(t, s.s1.token, [{ id: item.id, status: 'FAILED', response: 'no such player' }]);
    // The retry is due in a minute; made sooner here.
    await t.db.command.update({ where: { id: item.id }, data: { executeAt: inFuture(SECOND) } });
    const again = await p.next(4_000);
    expect(again.item.id).toBe(item.id);
  });

  test('a scheduled command arrives when it falls due, not before', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    const due = inFuture(1_500);
    const cmd = await insertCommand(t, s.storeId, { gameServerId: s.s1.id, executeAt: due, command: 'say later' });
    const { item, at } = await p.next(5_000);
    expect(item.id).toBe(cmd.id);
    expect(at).toBeGreaterThanOrEqual(due.getTime());
    expect(at - due.getTime()).toBeLessThan(1_000);
  });

  test('a command moved earlier by setting execute_at is pushed when due', async () => {
    const s = await shop(vip);
    const p = await plugin(s.key);
    const cmd = await insertCommand(t, s.storeId, {
      executeAt: inFuture(30 * 24 * 3600 * SECOND),
      trigger: 'EXPIRE',
      command: 'lp user Steve parent remove vip',
    });
    expect(await p.drain(300)).toEqual([]);
    await t.db.command.update({ where: { id: cmd.id }, data: { executeAt: inFuture(SECOND) } });
    expect((await p.next(4_000)).item.id).toBe(cmd.id);
  });
});

describe('who gets what', () => {
  test("a server token gets its own commands and those for any server; the store key gets all of the store's", async () => {
    const s = await shop(({ s1, s2 }) => [
      { command: 'say one {client_identifier}', game_server_id: s1 },
      { command: 'say two {client_identifier}', game_server_id: s2 },
    ]);
    const p1 = await plugin(s.s1.token);
    await approve(s);
    expect((await p1.next()).item.command).toBe('say one Steve');
    expect(await p1.drain(300)).toEqual([]);
    const rows = await t.db.command.findMany({ where: { storeId: s.storeId }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.leasedBy)).toEqual([s.s1.id, null]);

    // The store's key, connected later, gets what no one holds: the second server's command (offline_execute false too).
    const k = await plugin(s.key);
    const got = await k.next();
    expect(got.item).toMatchObject({ id: rows[1].id, command: 'say two Steve', offline_execute: false });
    expect(await k.drain(300)).toEqual([]);
    // A command for any server goes to one of the two, whichever leases it first.
    const any = await insertCommand(t, s.storeId, { command: 'say any' });
    expect([...(await k.drain(500)), ...(await p1.drain(0))]).toEqual([any.id]);
  });

  test("another store's plugins receive nothing", async () => {
    const a = await shop(vip);
    const b = await shop(vip);
    const pa = await plugin(a.s1.token);
    const pb = [await plugin(b.s1.token), await plugin(b.key)];
    await approve(a);
    await pa.next();
    for (const p of pb) expect(await p.drain(500)).toEqual([]);
  });

  test('several connections of one credential all get the event; a command is leased once', async () => {
    const s = await shop(vip);
    const [x, y] = [await plugin(s.s1.token), await plugin(s.s1.token)];
    await approve(s);
    const [gx, gy] = [await x.next(), await y.next()];
    expect(gx.item).toEqual(gy.item);
    expect(await commandRow(t, gx.item.id)).toMatchObject({ leasedBy: s.s1.id });
    expect([...(await x.drain(300)), ...(await y.drain(0))]).toEqual([]);
  });
});

describe('beside polling', () => {
  test('a command pushed to one server is not polled by another during its lease; polling goes on for the rest', async () => {
    const s = await shop(({ s2 }) => [{ command: 'say any {client_identifier}' }, { command: 'say two {client_identifier}', game_server_id: s2 }]);
    const p1 = await plugin(s.s1.token);
    await approve(s);
    const pushed = await p1.next();
    expect(pushed.item.command).toBe('say any Steve');
    // The second server polls: only its own command; the pushed one stays with the first server.
    const polled = await polledIds(t, s.s2.token, 'Steve');
    const mine = await t.db.command.findFirstOrThrow({ where: { storeId: s.storeId, gameServerId: s.s2.id } });
    expect(polled).toEqual([mine.id]);
    const acked = await ack(t, s.s2.token, [
      { id: mine.id, status: 'DONE' },
      { id: pushed.item.id, status: 'DONE' },
    ]);
    expect(acked.body.data.map((d: { accepted: boolean }) => d.accepted)).toEqual([true, false]);
    // The pushed one is settled by its holder; nothing more anywhere.
    await ack(t, s.s1.token, [{ id: pushed.item.id, status: 'DONE' }]);
    expect(await polledIds(t, s.s2.token, 'Steve')).toEqual([]);
    expect(await p1.drain(300)).toEqual([]);
  });

  test('a command a poll leased is pushed once that lease has ended', async () => {
    const s = await shop(vip);
    const cmd = await insertCommand(t, s.storeId, { command: 'say any' });
    expect(await polledIds(t, s.s2.token)).toEqual([cmd.id]);
    const p1 = await plugin(s.s1.token);
    expect(await p1.drain(300)).toEqual([]);
    await t.db.$executeRaw`UPDATE commands SET leased_until = now() + interval '1 second' WHERE id = ${cmd.id}`;
    await t.db.$executeRaw`SELECT pg_notify('command_due', ${String(s.storeId)})`;
    const { item } = await p1.next(4_000);
    expect(item.id).toBe(cmd.id);
    expect(await commandRow(t, cmd.id)).toMatchObject({ leasedBy: s.s1.id });
  });
});

describe('credentials that stop working', () => {
  test('a rotated server token: its connection is closed at the next delivery and gets nothing', async () => {
    const s = await shop(vip);
    const p = await plugin(s.s1.token);
    const closed = new Promise<string>((resolve) => p.socket.once('disconnect', (reason) => resolve(reason)));
    const rotated = await t.http().post(`/v1/app/game-server/${s.s1.id}/token`).set(bearer(s.key));
    expect(rotated.status).toBe(200);
    await approve(s);
    expect(await closed).toBe('io server disconnect');
    expect(p.received).toEqual([]);
    expect((await commandRow(t, (await t.db.command.findFirstOrThrow({ where: { storeId: s.storeId } })).id)).leasedBy).toBeNull();
  });
});

/** A command for any server queued now: once a plugin receives it, it has received everything queued for it before. */
const sentinel = (storeId: number) => insertCommand(t, storeId, { userId: 'sentinel', command: 'say sentinel' });

/** Ends every lease of the store now (as if their 60 s had passed) and tells the hubs to look. */
async function expireLeases(storeId: number) {
  await t.db.$executeRaw`UPDATE commands SET leased_until = now() - interval '1 second' WHERE store_id = ${storeId} AND leased_until IS NOT NULL`;
  await t.db.$executeRaw`SELECT pg_notify('command_due', ${String(storeId)})`;
}
