import type { Response } from 'supertest';
import { QUEUED_COMMANDS_LIMIT } from '../../src/modules/game-servers/command.service';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  COMMAND_KEYS,
  MINUTE,
  QUEUE_ITEM_KEYS,
  SECOND,
  TIMESTAMP,
  ack,
  ago,
  commandRow,
  inFuture,
  insertCommand,
  insertOrder,
  makeServer,
  polledIds,
} from './helpers';
import { CommandGetDocument, CommandUpdateDocument, QueuedCommandsDocument, UserQueueDocument } from '../graphql/__generated__/operations';

/**
 * The back office's view of the command queue: GET /v1/app/user_queue/{user-id},
 * GET and PATCH /v1/app/command/{id}, and the same through GraphQL (userQueue, command, updateCommand).
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Surface = 'rest' | 'graphql';
const SURFACES: Surface[] = ['rest', 'graphql'];

/** REST's names and embeds beside GraphQL's: `tries` is attempts under the public API's name, `game_server` GraphQL's gameServer. */
const REST_ONLY = ['tries', 'game_server'];
const withoutRestOnly = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => !REST_ONLY.includes(k)));
const Q = {
  queue: UserQueueDocument,
  queued: QueuedCommandsDocument,
  get: CommandGetDocument,
  update: CommandUpdateDocument,
};

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** GraphQL's camelCase objects, all the way down, as REST's snake_case JSON. */
const toRest = (v: unknown): any => {
  if (Array.isArray(v)) return v.map(toRest);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [snake(k), toRest(x)]));
  return v;
};

async function setup() {
  const { store, key } = await t.createStore();
  const server = await makeServer(t, key, { name: 'Survival' });
  return { storeId: store.id, key, server };
}

function expectRestError(res: Response, status: number, code: string, field?: string, rule?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    errors: [{ message: expect.any(String), code, ...(field ? { field } : {}), ...(rule ? { rule } : {}) }],
  });
}

function expectGqlError(out: Awaited<ReturnType<TestApp['gql']>>, code: string, field?: string, rule?: string) {
  expect(out.data ?? null).toBeNull();
  expect(out.errors!.map((e) => e.extensions)).toEqual([{ code, ...(field ? { field } : {}), ...(rule ? { rule } : {}) }]);
}

// ---------------------------------------------------------------------------------------------

describe('user queue', () => {
  test("REST: a bare array of the buyer's due PENDING commands by execute_at; scheduled ones stay out until due", async () => {
    const { storeId, key, server } = await setup();
    const order = await insertOrder(t, storeId, { clientIdentifier: 'Steve' }, { color: 'blue' });
    const later = await insertCommand(t, storeId, {
      userId: 'Steve',
      command: 'expire',
      executeAt: inFuture(30 * 24 * 60 * MINUTE),
      orderId: order.id,
      trigger: 'EXPIRE',
    });
    const now = await insertCommand(t, storeId, {
      userId: 'Steve',
      command: 'give',
      executeAt: ago(MINUTE),
      orderId: order.id,
      offlineExecute: false,
      gameServerId: server.id,
    });
    const earliest = await insertCommand(t, storeId, { userId: 'Steve', command: 'first', executeAt: ago(10 * MINUTE) });
    for (const status of ['DONE', 'FAILED', 'CANCELED'] as const) await insertCommand(t, storeId, { userId: 'Steve', status });
    await insertCommand(t, storeId, { userId: 'steve' });
    await insertCommand(t, storeId, { userId: 'Alex' });
    const other = await t.createStore();
    await insertCommand(t, other.store.id, { userId: 'Steve' });

    const res = await t.http().get('/v1/app/user_queue/Steve').set(bearer(key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    // A plugin runs what it gets: the EXPIRE command due in 30 days must not be among it.
    expect(res.body.map((c: any) => c.id)).toEqual([earliest.id, now.id]);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    await t.db.command.update({ where: { id: later.id }, data: { executeAt: ago(SECOND) } });
    const due = await t.http().get('/v1/app/user_queue/Steve').set(bearer(key));
    expect(due.body.map((c: any) => c.id)).toEqual([earliest.id, now.id, later.id]);
    expect(res.body[1]).toEqual({
      id: now.id,
      store_id: storeId,
      user_id: 'Steve',
      command: 'give',
      offline_execute: false,
      execute_at: expect.stringMatching(TIMESTAMP),
      order: {
        client_identifier: 'Steve',
        client_email: 'steve@example.com',
        client_name: 'Steve Minecraft',
        client_discord: null,
        internal_id: order.internalId,
        variables: [{ name: 'color', value: 'blue' }],
      },
    });
    expect(res.body[0].order).toBeNull();
  });

  test('a leased command is still pending and listed; a done one is not', async () => {
    const { storeId, key, server } = await setup();
    const a = await insertCommand(t, storeId, { executeAt: ago(2 * MINUTE) });
    const b = await insertCommand(t, storeId, { executeAt: ago(MINUTE) });
    await polledIds(t, server.token);
    await ack(t, server.token, [{ id: a.id, status: 'DONE' }]);
    const res = await t.http().get('/v1/app/user_queue/Steve').set(bearer(key));
    expect(res.body.map((c: any) => c.id)).toEqual([b.id]);
  });

  test('the user id is a string, taken exactly: spaces, accents, case, digits', async () => {
    const { storeId, key } = await setup();
    const spaced = await insertCommand(t, storeId, { userId: 'João da Silva' });
    const numeric = await insertCommand(t, storeId, { userId: '12345' });
    const email = await insertCommand(t, storeId, { userId: 'buyer+1@example.com' });
    const get = (id: string) =>
      t
        .http()
        .get(`/v1/app/user_queue/${encodeURIComponent(id)}`)
        .set(bearer(key));
    expect((await get('João da Silva')).body.map((c: any) => c.id)).toEqual([spaced.id]);
    expect((await get('joão da silva')).body).toEqual([]);
    expect((await get('12345')).body.map((c: any) => c.id)).toEqual([numeric.id]);
    expect((await get('buyer+1@example.com')).body.map((c: any) => c.id)).toEqual([email.id]);
    const unknown = await get('nobody');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });

  test('GraphQL userQueue: the same items as REST', async () => {
    const { storeId, key } = await setup();
    const order = await insertOrder(t, storeId, { clientIdentifier: 'Alex', clientDiscord: 'alex#1' }, { a: '1', b: '2' });
    await insertCommand(t, storeId, { userId: 'Alex', orderId: order.id, executeAt: ago(MINUTE) });
    await insertCommand(t, storeId, { userId: 'Alex', executeAt: ago(SECOND), offlineExecute: false });
    await insertCommand(t, storeId, { userId: 'Alex', executeAt: inFuture(MINUTE) });
    const rest = await t.http().get('/v1/app/user_queue/Alex').set(bearer(key));
    const out = await t.gql(key, Q.queue, { userId: 'Alex' });
    expect(out.errors).toBeUndefined();
    expect(rest.body).toHaveLength(2);
    expect(toRest(out.data!.userQueue)).toEqual(rest.body);
  });

  test('without a key -> 401; another store never sees the queue', async () => {
    const { storeId, server } = await setup();
    await insertCommand(t, storeId, { userId: 'Steve' });
    expectRestError(await t.http().get('/v1/app/user_queue/Steve'), 401, 'UNAUTHENTICATED');
    expectRestError(await t.http().get('/v1/app/user_queue/Steve').set(bearer(server.token)), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(null, Q.queue, { userId: 'Steve' }), 'UNAUTHENTICATED');
    const other = await t.createStore();
    expect((await t.http().get('/v1/app/user_queue/Steve').set(bearer(other.key))).body).toEqual([]);
    expect((await t.gql(other.key, Q.queue, { userId: 'Steve' })).data!.userQueue).toEqual([]);
  });
});

describe('queued commands', () => {
  const queued = (key: string) => t.http().get('/v1/app/queued_commands').set(bearer(key));

  test('REST: a bare array of every due PENDING command of the store, any server and player, oldest first', async () => {
    const { storeId, key, server } = await setup();
    const order = await insertOrder(t, storeId, { clientIdentifier: 'Steve', internalId: 'PED-QUEUED' });
    const forServer = await insertCommand(t, storeId, {
      userId: 'Steve',
      orderId: order.id,
      gameServerId: server.id,
      offlineExecute: false,
      executeAt: ago(MINUTE),
    });
    const anyServer = await insertCommand(t, storeId, { userId: 'Alex', executeAt: ago(10 * MINUTE) });
    const leased = await insertCommand(t, storeId, { userId: 'Alex', executeAt: ago(SECOND) });
    await polledIds(t, server.token, 'Steve,Alex');
    await insertCommand(t, storeId, { userId: 'Steve', executeAt: inFuture(MINUTE), trigger: 'EXPIRE' });
    for (const status of ['DONE', 'FAILED', 'CANCELED'] as const) await insertCommand(t, storeId, { status });
    const other = await t.createStore();
    await insertCommand(t, other.store.id);

    const res = await queued(key);
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.id)).toEqual([anyServer.id, forServer.id, leased.id]);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    expect(res.body[1]).toMatchObject({
      id: forServer.id,
      store_id: storeId,
      user_id: 'Steve',
      offline_execute: false,
      order: { client_identifier: 'Steve', internal_id: 'PED-QUEUED' },
    });
    expect((await queued(other.key)).body).toHaveLength(1);
  });

  test('a plugin runs them and acknowledges each with PATCH /v1/app/command/{id}: they do not come back', async () => {
    const { storeId, key } = await setup();
    const a = await insertCommand(t, storeId, { executeAt: ago(MINUTE) });
    const b = await insertCommand(t, storeId);
    const first = await queued(key);
    expect(first.body.map((c: any) => c.id)).toEqual([a.id, b.id]);
    for (const item of first.body) {
      const res = await t.http().patch(`/v1/app/command/${item.id}`).set(bearer(key)).send({ status: 'DONE', response: 'Command dispatched' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'DONE', response: 'Command dispatched' });
    }
    expect((await queued(key)).body).toEqual([]);
  });

  test(`at most ${QUEUED_COMMANDS_LIMIT} in one answer, the oldest`, async () => {
    const { storeId, key } = await setup();
    const base = Date.now() - 60 * MINUTE;
    await t.db.command.createMany({
      data: Array.from({ length: QUEUED_COMMANDS_LIMIT + 1 }, (_, i) => ({
        storeId,
        userId: `p${i}`,
        trigger: 'PURCHASE' as const,
        command: `say ${i}`,
        executeAt: new Date(base + i * SECOND),
      })),
    });
    const res = await queued(key);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(QUEUED_COMMANDS_LIMIT);
    expect(res.body[0].user_id).toBe('p0');
    expect(res.body[QUEUED_COMMANDS_LIMIT - 1].user_id).toBe(`p${QUEUED_COMMANDS_LIMIT - 1}`);
  });

  test('GraphQL queuedCommands: the same items as REST; without a key 401', async () => {
    const { storeId, key, server } = await setup();
    const order = await insertOrder(t, storeId, { clientIdentifier: 'Alex' }, { a: '1' });
    await insertCommand(t, storeId, { userId: 'Alex', orderId: order.id, executeAt: ago(MINUTE) });
    await insertCommand(t, storeId, { userId: 'Steve', gameServerId: server.id });
    const rest = await queued(key);
    const out = await t.gql(key, Q.queued);
    expect(out.errors).toBeUndefined();
    expect(rest.body).toHaveLength(2);
    expect(toRest(out.data!.queuedCommands)).toEqual(rest.body);
    expectRestError(await t.http().get('/v1/app/queued_commands'), 401, 'UNAUTHENTICATED');
    expectRestError(await t.http().get('/v1/app/queued_commands').set(bearer(server.token)), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(null, Q.queued), 'UNAUTHENTICATED');
  });
});

describe('get a command', () => {
  test('REST and GraphQL: the queue item plus its state', async () => {
    const { storeId, key, server } = await setup();
    const order = await insertOrder(t, storeId);
    const cmd = await insertCommand(t, storeId, {
      orderId: order.id,
      gameServerId: server.id,
      trigger: 'REFUND',
      command: 'lp user Steve parent remove vip',
      response: 'earlier',
      reason: 'refunded',
      attempts: 1,
    });
    const res = await t.http().get(`/v1/app/command/${cmd.id}`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(COMMAND_KEYS);
    expect(res.body).toMatchObject({
      id: cmd.id,
      status: 'PENDING',
      response: 'earlier',
      reason: 'refunded',
      attempts: 1,
      game_server_id: server.id,
      type: 'REFUND',
      order_id: order.id,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const out = await t.gql(key, Q.get, { id: cmd.id });
    expect(out.errors).toBeUndefined();
    const { gameServer, ...rest } = out.data!.command;
    expect(toRest(rest)).toEqual(withoutRestOnly(res.body));
    expect(gameServer).toEqual({ id: server.id, name: 'Survival', token: '[redacted]' });
    expect(res.body.tries).toBe(res.body.attempts);
    expect(res.body.game_server).toMatchObject({ id: server.id, name: 'Survival', token: '[redacted]' });
  });

  test("unknown, malformed and another store's ids -> 404", async () => {
    const { storeId } = await setup();
    const cmd = await insertCommand(t, storeId);
    const other = await t.createStore();
    for (const path of [`/v1/app/command/${cmd.id}`, '/v1/app/command/999999', '/v1/app/command/abc']) {
      expectRestError(await t.http().get(path).set(bearer(other.key)), 404, 'NOT_FOUND');
    }
    expectGqlError(await t.gql(other.key, Q.get, { id: cmd.id }), 'NOT_FOUND');
  });
});

describe.each(SURFACES)('update a command (%s)', (surface) => {
  const update = async (key: string, id: number, body: Record<string, unknown>) => {
    if (surface === 'rest') {
      const res = await t.http().patch(`/v1/app/command/${id}`).set(bearer(key)).send(body);
      expect(res.status).toBe(200);
      return res.body;
    }
    const out = await t.gql(key, Q.update, { id, input: body });
    expect(out.errors).toBeUndefined();
    return toRest(out.data!.updateCommand);
  };
  const fail = async (key: string, id: number, body: Record<string, unknown>, status: number, code: string, field?: string, rule?: string) => {
    if (surface === 'rest') expectRestError(await t.http().patch(`/v1/app/command/${id}`).set(bearer(key)).send(body), status, code, field, rule);
    else expectGqlError(await t.gql(key, Q.update, { id, input: body }), code, field, rule);
  };

  test('CANCELED with a reason: the admin JSON; the lease ends and no server is offered it again', async () => {
    const { storeId, key, server } = await setup();
    const cmd = await insertCommand(t, storeId);
    expect(await polledIds(t, server.token)).toEqual([cmd.id]);

    const body = await update(key, cmd.id, { status: 'CANCELED', reason: 'refunded by hand' });
    expect(Object.keys(body).sort()).toEqual(surface === 'rest' ? COMMAND_KEYS : COMMAND_KEYS.filter((k) => !REST_ONLY.includes(k)));
    expect(body).toMatchObject({
      id: cmd.id,
      status: 'CANCELED',
      reason: 'refunded by hand',
      response: null,
      attempts: 0,
      type: 'PURCHASE',
      order_id: null,
      game_server_id: null,
    });
    expect(await commandRow(t, cmd.id)).toMatchObject({ status: 'CANCELED', leasedBy: null, leasedUntil: null });

    await t.db.command.update({ where: { id: cmd.id }, data: { executeAt: ago(SECOND) } });
    expect(await polledIds(t, server.token)).toEqual([]);
    // The server that had it can no longer settle it.
    expect((await ack(t, server.token, [{ id: cmd.id, status: 'DONE' }])).body.data[0]).toEqual({ id: cmd.id, status: null, accepted: false });
    expect((await commandRow(t, cmd.id)).status).toBe('CANCELED');
  });

  test('PENDING requeues a settled command: no attempts, no lease, due now, offered again', async () => {
    const { storeId, key, server } = await setup();
    const cmd = await insertCommand(t, storeId);
    await polledIds(t, server.token);
    for (let i = 0; i < 3; i++) {
      await ack(t, server.token, [{ id: cmd.id, status: 'FAILED', response: 'no such player' }]);
      await t.db.command.update({ where: { id: cmd.id }, data: { executeAt: ago(SECOND) } });
      await polledIds(t, server.token);
    }
    expect(await commandRow(t, cmd.id)).toMatchObject({ status: 'FAILED', attempts: 3 });

    const before = Date.now();
    const body = await update(key, cmd.id, { status: 'PENDING' });
    expect(body).toMatchObject({ status: 'PENDING', attempts: 0, response: 'no such player' });
    const r = await commandRow(t, cmd.id);
    expect(r).toMatchObject({ status: 'PENDING', attempts: 0, leasedBy: null, leasedUntil: null, executedAt: null, executedBy: null });
    expect(Math.abs(r.executeAt.getTime() - before)).toBeLessThan(5 * SECOND);
    expect(await polledIds(t, server.token)).toEqual([cmd.id]);

    // A done command runs again the same way.
    await ack(t, server.token, [{ id: cmd.id, status: 'DONE' }]);
    expect((await commandRow(t, cmd.id)).executedBy).toBe(server.id);
    await update(key, cmd.id, { status: 'PENDING' });
    expect(await commandRow(t, cmd.id)).toMatchObject({ status: 'PENDING', executedAt: null, executedBy: null });
    expect(await polledIds(t, server.token)).toEqual([cmd.id]);
  });

  test('PENDING on a command that is already pending keeps its schedule', async () => {
    const { storeId, key } = await setup();
    const due = inFuture(7 * 24 * 60 * MINUTE);
    const cmd = await insertCommand(t, storeId, { executeAt: due, trigger: 'EXPIRE' });
    await update(key, cmd.id, { status: 'PENDING', reason: 'checked' });
    expect(await commandRow(t, cmd.id)).toMatchObject({ executeAt: due, reason: 'checked', status: 'PENDING' });
  });

  test('DONE by hand: settled without a server; response and reason set and cleared', async () => {
    const { storeId, key, server } = await setup();
    const cmd = await insertCommand(t, storeId, { offlineExecute: false });
    const body = await update(key, cmd.id, { status: 'DONE', response: 'ran it from the console', reason: 'player asked' });
    expect(body).toMatchObject({ status: 'DONE', response: 'ran it from the console', reason: 'player asked' });
    const r = await commandRow(t, cmd.id);
    expect(r.executedBy).toBeNull();
    expect(r.executedAt).not.toBeNull();
    expect(await polledIds(t, server.token, 'Steve')).toEqual([]);

    expect(await update(key, cmd.id, { response: null })).toMatchObject({ status: 'DONE', response: null, reason: 'player asked' });
    expect(await update(key, cmd.id, { reason: null })).toMatchObject({ response: null, reason: null });
    expect(await update(key, cmd.id, {})).toMatchObject({ status: 'DONE' });
  });

  test.each([
    [{ status: 'RUNNING' }, 'status', 'enum'],
    [{ status: 'pending' }, 'status', 'enum'],
    [{ response: 'x'.repeat(2001) }, 'response', 'max'],
    [{ reason: 'x'.repeat(501) }, 'reason', 'max'],
  ])('%j -> 422 and nothing changes', async (body, field, rule) => {
    const { storeId, key } = await setup();
    const cmd = await insertCommand(t, storeId);
    const before = await commandRow(t, cmd.id);
    await fail(key, cmd.id, body, 422, 'VALIDATION_FAILED', field, rule);
    expect(await commandRow(t, cmd.id)).toEqual(before);
  });

  test("another store's command and unknown ids -> NOT_FOUND, nothing changes", async () => {
    const { storeId } = await setup();
    const cmd = await insertCommand(t, storeId);
    const before = await commandRow(t, cmd.id);
    const other = await t.createStore();
    await fail(other.key, cmd.id, { status: 'CANCELED' }, 404, 'NOT_FOUND');
    await fail(other.key, 999999, { status: 'CANCELED' }, 404, 'NOT_FOUND');
    expect(await commandRow(t, cmd.id)).toEqual(before);
  });
});

test('REST update: a status of the wrong JSON type -> 422 rule type; without a key -> 401', async () => {
  const { storeId, key, server } = await setup();
  const cmd = await insertCommand(t, storeId);
  const before = await commandRow(t, cmd.id);
  expectRestError(await t.http().patch(`/v1/app/command/${cmd.id}`).set(bearer(key)).send({ response: 5 }), 422, 'VALIDATION_FAILED', 'response', 'type');
  expectRestError(await t.http().patch(`/v1/app/command/${cmd.id}`).send({ status: 'DONE' }), 401, 'UNAUTHENTICATED');
  expectRestError(await t.http().patch(`/v1/app/command/${cmd.id}`).set(bearer(server.token)).send({ status: 'DONE' }), 401, 'UNAUTHENTICATED');
  expectGqlError(await t.gql(null, Q.update, { id: cmd.id, input: { status: 'DONE' } }), 'UNAUTHENTICATED');
  expect(await commandRow(t, cmd.id)).toEqual(before);
});
