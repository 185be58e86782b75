import { silentLog } from '../../src/logger';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { missingPermissions, startFakeDiscord, type FakeDiscord } from './fake-discord';
import { CHANNEL, GUILD, ROLE, discordShop, placeOrder, placeOrderWithoutDiscord, setStatus, snowflake, waitUntil } from './helpers';
import { OrderDiscordActionsDocument, OrderDiscordActionsRetryDocument } from '../graphql/__generated__/operations';

/**
 * What the order shows of its Discord actions (issue 17): discord_actions[] on REST GET
 * /v1/app/order/{id} (and the list, and webhook payloads) and Order.discordActions on GraphQL, the
 * same data on both; "Run again" (POST /v1/app/order/{id}/discord/retry, retryOrderDiscordActions);
 * and one store never sees or runs another's.
 */

let t: TestApp;
let fake: FakeDiscord;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startFakeDiscord();
  t = await setupTestApp({ config: { discord: { apiUrl: fake.url, retrySchedule: [1, 1], maxRateLimitWaitMs: 1000, timeoutMs: 3000 } } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await fake.close();
});

type Json = Record<string, any>;
const ACTION_KEYS = [
  'id',
  'type',
  'action',
  'role_id',
  'channel_id',
  'user_id',
  'message',
  'automatic',
  'status',
  'attempts',
  'last_error',
  'run_at',
  'done_at',
  'created_at',
  'updated_at',
].sort();
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const ORDER = OrderDiscordActionsDocument;
const RETRY = OrderDiscordActionsRetryDocument;

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toGql = (v: unknown): any =>
  Array.isArray(v) ? v.map(toGql) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), toGql(x)])) : v;

const getOrder = (key: string, id: number | string) => t.http().get(`/v1/app/order/${id}`).set(bearer(key));
const retry = (key: string, id: number | string) => t.http().post(`/v1/app/order/${id}/discord/retry`).set(bearer(key));
const rows = (orderId: number) => t.db.orderDiscordAction.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const settled = (orderId: number) => waitUntil(async () => (await rows(orderId)).every((r) => r.status !== 'PENDING'), 15_000, `order ${orderId}'s actions`);

test('REST and GraphQL show each action with its status, the same data; the list and the webhook payload carry them too', async () => {
  const user = snowflake();
  const s = await discordShop(t, {
    known: fake.tokens,
    actions: [
      { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
      { action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'Thanks {client_name}' } },
    ],
  });
  const orderId = await placeOrder(t, s, { client_discord: user, client_name: 'Steve' });
  expect((await getOrder(s.key, orderId)).body.discord_actions).toEqual([]);
  await setStatus(t, s, orderId, 'APPROVED');
  await settled(orderId);

  const res = await getOrder(s.key, orderId);
  expect(res.status).toBe(200);
  const actions = res.body.discord_actions as Json[];
  expect(actions).toHaveLength(2);
  for (const a of actions) expect(Object.keys(a).sort()).toEqual(ACTION_KEYS);
  expect(actions).toEqual([
    {
      id: expect.any(Number),
      type: 'PURCHASE',
      action: 'ADD_ROLE',
      role_id: ROLE,
      channel_id: null,
      user_id: user,
      message: null,
      automatic: false,
      status: 'DONE',
      attempts: 1,
      last_error: null,
      run_at: expect.stringMatching(STORE_TIME),
      done_at: expect.stringMatching(STORE_TIME),
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    },
    {
      id: expect.any(Number),
      type: 'PURCHASE',
      action: 'SEND_MESSAGE',
      role_id: null,
      channel_id: CHANNEL,
      user_id: user,
      message: 'Thanks Steve',
      automatic: false,
      status: 'DONE',
      attempts: 1,
      last_error: null,
      run_at: expect.stringMatching(STORE_TIME),
      done_at: expect.stringMatching(STORE_TIME),
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    },
  ]);
  // By internal_id too.
  expect((await getOrder(s.key, res.body.internal_id)).body.discord_actions).toEqual(actions);

  const gql = await t.gql(s.key, ORDER, { id: orderId });
  expect(gql.errors).toBeUndefined();
  expect(gql.data!.order.discordActions).toEqual(toGql(actions));

  const list = await t.http().get('/v1/app/order').set(bearer(s.key));
  expect(list.body.data.find((o: Json) => o.id === orderId).discord_actions).toEqual(actions);

  // The ORDER_APPROVED event's payload is the order as it was then: its actions written, not yet run.
  const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId, event: 'ORDER_APPROVED' } });
  const data = (event.payload as Json).data;
  expect(data.discord_actions.map((a: Json) => [a.action, a.status, a.attempts])).toEqual([
    ['ADD_ROLE', 'PENDING', 0],
    ['SEND_MESSAGE', 'PENDING', 0],
  ]);
});

describe('Run again', () => {
  test('REST: a FAILED action runs again once Discord allows it; what was done is not sent twice', async () => {
    const user = snowflake();
    let refuse = true;
    fake.scripts.push((r) => (refuse && r.path.includes(`/members/${user}/`) ? missingPermissions : undefined));
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'hello' } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    expect((await rows(orderId)).map((r) => r.status)).toEqual(['FAILED', 'DONE']);
    const messagesBefore = fake.requests.filter((r) => r.route === 'message' && r.authorization === `Bot ${s.token}`).length;

    refuse = false; // the owner gave the bot the permission
    const res = await retry(s.key, orderId);
    expect(res.status).toBe(200);
    expect(res.body.map((a: Json) => [a.action, a.status])).toEqual([
      ['ADD_ROLE', 'PENDING'],
      ['SEND_MESSAGE', 'DONE'],
    ]);
    await settled(orderId);
    expect((await rows(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['DONE', 1],
      ['DONE', 1],
    ]);
    expect(fake.on(`/guilds/${GUILD}/members/${user}/roles/${ROLE}`, 'PUT')).toHaveLength(2);
    expect(fake.requests.filter((r) => r.route === 'message' && r.authorization === `Bot ${s.token}`)).toHaveLength(messagesBefore);
  });

  test('GraphQL twin: a SKIPPED action (no Discord id) runs for the corrected client_discord', async () => {
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrderWithoutDiscord(t, s);
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    expect((await rows(orderId))[0].status).toBe('SKIPPED');

    const user = snowflake();
    await t
      .http()
      .patch(`/v1/app/order/${orderId}`)
      .set(bearer(s.key))
      .send({ client_discord: `<@${user}>` })
      .expect(200);
    const out = await t.gql(s.key, RETRY, { id: orderId });
    expect(out.errors).toBeUndefined();
    expect(out.data!.retryOrderDiscordActions.map((a: Json) => a.status)).toEqual(['PENDING']);
    await fake.waitFor((r) => r.method === 'PUT' && r.path === `/guilds/${GUILD}/members/${user}/roles/${ROLE}`);
    await settled(orderId);
    expect((await rows(orderId))[0]).toMatchObject({ status: 'DONE', userId: user, attempts: 1 });
  });

  test("only what the status still calls for: a refunded order's failed PURCHASE action is not given again", async () => {
    const user = snowflake();
    fake.scripts.push((r) => (r.method === 'PUT' && r.path.includes(`/members/${user}/`) ? missingPermissions : undefined));
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    await setStatus(t, s, orderId, 'REFUNDED');
    const res = await retry(s.key, orderId);
    expect(res.status).toBe(200);
    expect(res.body.map((a: Json) => [a.type, a.action, a.status])).toEqual([['PURCHASE', 'ADD_ROLE', 'FAILED']]);
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.requests.filter((r) => r.path.includes(`/members/${user}/`))).toHaveLength(1);
  });

  test('a pending order has none: an empty list', async () => {
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrder(t, s, { client_discord: snowflake() });
    const res = await retry(s.key, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

test("store isolation: another store's key neither reads nor runs an order's Discord actions", async () => {
  const user = snowflake();
  fake.scripts.push((r) => (r.path.includes(`/members/${user}/`) ? missingPermissions : undefined));
  const a = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
  const b = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
  const orderA = await placeOrder(t, a, { client_discord: user });
  await setStatus(t, a, orderA, 'APPROVED');
  await settled(orderA);
  const before = await rows(orderA);
  expect(before.map((r) => r.status)).toEqual(['FAILED']);
  const internalId = (await getOrder(a.key, orderA)).body.internal_id;

  for (const ref of [orderA, internalId]) {
    const got = await getOrder(b.key, ref);
    expect(got.status).toBe(404);
    expect(got.body.errors[0].code).toBe('NOT_FOUND');
    const res = await retry(b.key, ref);
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('NOT_FOUND');
  }
  const gql = await t.gql(b.key, RETRY, { id: orderA });
  expect(gql.errors?.[0].extensions.code).toBe('NOT_FOUND');
  const read = await t.gql(b.key, ORDER, { id: orderA });
  expect(read.errors?.[0].extensions.code).toBe('NOT_FOUND');
  expect(await rows(orderA)).toEqual(before);

  // Store B's own orders show its own actions only; its list never carries A's.
  const orderB = await placeOrder(t, b, { client_discord: snowflake() });
  await setStatus(t, b, orderB, 'APPROVED');
  await settled(orderB);
  const listB = await t.http().get('/v1/app/order').set(bearer(b.key));
  const ids = listB.body.data.flatMap((o: Json) => o.discord_actions.map((x: Json) => x.id));
  expect(ids).toEqual((await rows(orderB)).map((r) => r.id));
  expect(ids).not.toContain(before[0].id);
  // And B's bot is used for B's order: A's token never sent for it.
  expect(fake.requests.filter((r) => r.authorization === `Bot ${a.token}` && !r.path.includes(`/members/${user}/`))).toEqual([]);
});
