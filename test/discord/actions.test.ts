import { silentLog } from '../../src/logger';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { setupTestApp, type TestApp } from '../helpers/app';
import { missingPermissions, rateLimited, startFakeDiscord, unknownMember, type FakeDiscord } from './fake-discord';
import { BUYER, CHANNEL, GUILD, ROLE, ROLE_2, discordShop, placeOrder, placeOrderWithoutDiscord, setStatus, sleep, snowflake, waitUntil } from './helpers';

/**
 * Packages' Discord actions run by the job worker (issue 17) against a local fake of Discord's REST
 * API: written in the approval's (refund's, chargeback's) transaction, sent with the store's bot
 * token, every attempt recorded on its row; Discord's rate limits waited out, a 403/404 recorded and
 * not retried, messages unable to mention anyone but the buyer.
 */

let t: TestApp;
let fake: FakeDiscord;
let worker: JobWorker;
const RETRY = [1, 1, 1];

beforeAll(async () => {
  fake = await startFakeDiscord();
  t = await setupTestApp({ config: { discord: { apiUrl: fake.url, retrySchedule: RETRY, maxRateLimitWaitMs: 1500, timeoutMs: 3000 } } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await fake.close();
});

const rows = (orderId: number) => t.db.orderDiscordAction.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const settled = (orderId: number) =>
  waitUntil(
    async () => (await rows(orderId)).every((r) => r.status !== 'PENDING' || r.runAt.getTime() > Date.now() + 60_000),
    20_000,
    `order ${orderId}'s Discord actions`,
  );
const rolePath = (user: string, role: string, guild = GUILD) => `/guilds/${guild}/members/${user}/roles/${role}`;

describe('on approval', () => {
  test('the PURCHASE actions run for the buyer with the bot token: role given, message sent; each recorded DONE', async () => {
    const user = snowflake();
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        {
          action: 'SEND_MESSAGE',
          parameters: { channel_id: CHANNEL, message: 'Welcome <@{client_discord}>! Order {internal_id}: {quantity}x {package_name}' },
        },
        { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'refunded' } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    expect(await rows(orderId)).toEqual([]);
    const order = await setStatus(t, s, orderId, 'APPROVED');

    const [put] = await fake.waitFor((r) => r.path === rolePath(user, ROLE));
    expect(put.method).toBe('PUT');
    expect(put.authorization).toBe(`Bot ${s.token}`);
    expect(put.auditLogReason).toBe(`Order ${order.internal_id}`);
    const [msg] = await fake.waitFor((r) => r.route === 'message' && r.authorization === `Bot ${s.token}`);
    expect(msg.path).toBe(`/channels/${CHANNEL}/messages`);
    expect(msg.json).toEqual({ content: `Welcome <@${user}>! Order ${order.internal_id}: 1x VIP`, allowed_mentions: { parse: [], users: [user] } });

    await settled(orderId);
    const done = await rows(orderId);
    expect(done.map((r) => [r.trigger, r.action, r.status, r.attempts, r.userId, r.lastError])).toEqual([
      ['PURCHASE', 'ADD_ROLE', 'DONE', 1, user, null],
      ['PURCHASE', 'SEND_MESSAGE', 'DONE', 1, user, null],
    ]);
    expect(done.every((r) => r.doneAt instanceof Date)).toBe(true);
    expect(done[1].message).toBe(msg.json.content);
    // Only the endpoints named, nothing else.
    expect(fake.requests.filter((r) => r.route === 'other')).toEqual([]);
  });

  test('a store without a bot token, and an order without a Discord id: SKIPPED with the reason, nothing sent', async () => {
    const before = fake.requests.length;
    const noBot = await discordShop(t, { token: null, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const a = await placeOrder(t, noBot, { client_discord: snowflake() });
    await setStatus(t, noBot, a, 'APPROVED');
    const withBot = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'a sale' } },
      ],
    });
    const b = await placeOrderWithoutDiscord(t, withBot);
    await setStatus(t, withBot, b, 'APPROVED');
    const c = await placeOrder(t, withBot, { client_discord: 'steve_the_builder' });
    await setStatus(t, withBot, c, 'APPROVED');

    await settled(a);
    await settled(b);
    await settled(c);
    expect((await rows(a)).map((r) => [r.status, r.lastError])).toEqual([
      ['SKIPPED', 'not run: the store has no Discord bot token (discord_bot_token in its settings)'],
    ]);
    // A message needs no buyer: it is sent.
    expect((await rows(b)).map((r) => [r.action, r.status, r.lastError])).toEqual([
      ['ADD_ROLE', 'SKIPPED', 'not run: the order has no Discord user id (client_discord); add it and run again'],
      ['SEND_MESSAGE', 'DONE', null],
    ]);
    expect((await rows(c))[0]).toMatchObject({ status: 'SKIPPED', lastError: expect.stringContaining('"steve_the_builder" is not a Discord user id') });
    expect(fake.requests.slice(before).filter((r) => r.route === 'role')).toEqual([]);
  });

  test('a token sealed under another SECRET_KEY: SKIPPED saying to set it again, not a job failing forever', async () => {
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    await t.db.store.update({ where: { id: s.storeId }, data: { discordBotTokenEnc: `v1:${Buffer.alloc(48, 7).toString('base64')}` } });
    const orderId = await placeOrder(t, s, { client_discord: snowflake() });
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    expect((await rows(orderId)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['SKIPPED', 0, 'not run: the Discord bot token cannot be read with this SECRET_KEY; set the token again'],
    ]);
  });
});

describe('refund, chargeback and expiry take the roles given back', () => {
  test('refund: the role is removed even though no action says so, then the REFUND actions run', async () => {
    const user = snowflake();
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { action: 'ADD_ROLE', parameters: { role_id: ROLE_2 } },
        { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'Order {internal_id} refunded' } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await fake.waitFor((r) => r.method === 'PUT' && r.path.includes(`/members/${user}/`), 2);
    await settled(orderId);

    await setStatus(t, s, orderId, 'REFUNDED');
    const removed = await fake.waitFor((r) => r.method === 'DELETE' && r.path.includes(`/members/${user}/`), 2);
    expect(removed.map((r) => r.path).sort()).toEqual([rolePath(user, ROLE), rolePath(user, ROLE_2)].sort());
    expect(removed.every((r) => r.authorization === `Bot ${s.token}`)).toBe(true);
    await settled(orderId);
    const all = await rows(orderId);
    expect(all.map((r) => [r.trigger, r.action, r.roleId, r.automatic, r.status])).toEqual([
      ['PURCHASE', 'ADD_ROLE', ROLE, false, 'DONE'],
      ['PURCHASE', 'ADD_ROLE', ROLE_2, false, 'DONE'],
      ['REFUND', 'REMOVE_ROLE', ROLE, true, 'DONE'],
      ['REFUND', 'REMOVE_ROLE', ROLE_2, true, 'DONE'],
      ['REFUND', 'SEND_MESSAGE', null, false, 'DONE'],
    ]);
    // In that order: the take-backs before the farewell.
    const mine = fake.requests.filter((r) => r.authorization === `Bot ${s.token}`).map((r) => r.method);
    expect(mine).toEqual(['PUT', 'PUT', 'DELETE', 'DELETE', 'POST']);
  });

  test("chargeback: a role the package's own CHARGEBACK action removes is removed once", async () => {
    const user = snowflake();
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { type: 'CHARGEBACK', action: 'REMOVE_ROLE', parameters: { role_id: ROLE } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await fake.waitFor((r) => r.method === 'PUT' && r.path === rolePath(user, ROLE));
    await settled(orderId);
    await setStatus(t, s, orderId, 'CHARGEDBACK');
    await fake.waitFor((r) => r.method === 'DELETE' && r.path === rolePath(user, ROLE));
    await settled(orderId);
    await sleep(300);
    expect(fake.on(rolePath(user, ROLE), 'DELETE')).toHaveLength(1);
    expect((await rows(orderId)).map((r) => [r.trigger, r.action, r.automatic, r.status])).toEqual([
      ['PURCHASE', 'ADD_ROLE', false, 'DONE'],
      ['CHARGEBACK', 'REMOVE_ROLE', false, 'DONE'],
    ]);
  });

  test('expiry: the take-back and the EXPIRE actions are written with the approval, due expiry_days later; a refund first cancels them', async () => {
    const user = snowflake();
    const s = await discordShop(t, {
      known: fake.tokens,
      expiryDays: 30,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { type: 'EXPIRE', action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'expired' } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    const approvedAt = Date.now();
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    const written = await rows(orderId);
    expect(written.map((r) => [r.trigger, r.action, r.automatic, r.status])).toEqual([
      ['PURCHASE', 'ADD_ROLE', false, 'DONE'],
      ['EXPIRE', 'SEND_MESSAGE', false, 'PENDING'],
      ['EXPIRE', 'REMOVE_ROLE', true, 'PENDING'],
    ]);
    const due = written[2].runAt.getTime() - approvedAt;
    expect(due).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(due).toBeLessThan(30 * 86_400_000 + 60_000);
    // The job for that moment waits in the queue.
    const jobs = await t.db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'run_discord_actions' AND run_at > now() + interval '29 days'`;
    expect(jobs[0].n).toBeGreaterThanOrEqual(1);

    // The expiry falls due (its time moved to now): the worker takes the role back.
    await t.db.orderDiscordAction.updateMany({ where: { orderId, trigger: 'EXPIRE' }, data: { runAt: new Date() } });
    await t.db
      .$executeRaw`SELECT graphile_worker.add_job('run_discord_actions', json_build_object('orderId', ${orderId}::int), queue_name => ${`discord:${orderId}`}::text)`;
    await fake.waitFor((r) => r.method === 'DELETE' && r.path === rolePath(user, ROLE));
    await settled(orderId);
    expect((await rows(orderId)).map((r) => r.status)).toEqual(['DONE', 'DONE', 'DONE']);

    // Refunded after expiry: the role was already taken back, nothing more to remove.
    await setStatus(t, s, orderId, 'REFUNDED');
    await sleep(500);
    expect(fake.on(rolePath(user, ROLE), 'DELETE')).toHaveLength(1);

    // Refunded before expiry: the expiry's actions are canceled, the role is taken back now.
    const other = await placeOrder(t, s, { client_discord: snowflake() });
    await setStatus(t, s, other, 'APPROVED');
    await settled(other);
    await setStatus(t, s, other, 'REFUNDED');
    await settled(other);
    expect((await rows(other)).map((r) => [r.trigger, r.action, r.status])).toEqual([
      ['PURCHASE', 'ADD_ROLE', 'DONE'],
      ['EXPIRE', 'SEND_MESSAGE', 'CANCELED'],
      ['EXPIRE', 'REMOVE_ROLE', 'CANCELED'],
      ['REFUND', 'REMOVE_ROLE', 'DONE'],
    ]);
  });
});

describe("Discord's answers", () => {
  test('429 with a short retry_after: waited out inside the attempt, then done', async () => {
    const user = snowflake();
    const path = rolePath(user, ROLE);
    let first = true;
    fake.scripts.push((r) => {
      if (r.path !== path || !first) return undefined;
      first = false;
      return rateLimited(1);
    });
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    const [a, b] = await fake.waitFor((r) => r.path === path, 2);
    expect(b.at - a.at).toBeGreaterThanOrEqual(950);
    await settled(orderId);
    expect((await rows(orderId)).map((r) => [r.status, r.attempts])).toEqual([['DONE', 1]]);
  });

  test('429 with a retry_after longer than an attempt waits: recorded, run again when Discord said', async () => {
    const user = snowflake();
    const path = rolePath(user, ROLE);
    let first = true;
    fake.scripts.push((r) => {
      if (r.path !== path || !first) return undefined;
      first = false;
      return rateLimited(3);
    });
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    const [a] = await fake.waitFor((r) => r.path === path);
    await waitUntil(async () => (await rows(orderId))[0].attempts === 1, 5000, 'the first attempt recorded');
    const waiting = (await rows(orderId))[0];
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('rate limited') });
    expect(waiting.runAt.getTime() - a.at).toBeGreaterThanOrEqual(2900);

    const [, b] = await fake.waitFor((r) => r.path === path, 2, 15_000);
    expect(b.at - a.at).toBeGreaterThanOrEqual(2900);
    await settled(orderId);
    expect((await rows(orderId)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([['DONE', 2, null]]);
  });

  test('403 missing permission and 404 unknown member: FAILED with what Discord said, not retried', async () => {
    const user = snowflake();
    fake.scripts.push((r) => (r.path === rolePath(user, ROLE) ? missingPermissions : r.path === rolePath(user, ROLE_2) ? unknownMember : undefined));
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { action: 'ADD_ROLE', parameters: { role_id: ROLE_2 } },
      ],
    });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    // Longer than the whole retry schedule: nothing more is sent.
    await sleep((RETRY.reduce((a, b) => a + b, 0) + 1) * 1000);
    expect(fake.on(rolePath(user, ROLE))).toHaveLength(1);
    expect(fake.on(rolePath(user, ROLE_2))).toHaveLength(1);
    expect((await rows(orderId)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['FAILED', 1, 'Discord answered 403: Missing Permissions (code 50013)'],
      ['FAILED', 1, 'Discord answered 404: Unknown Member (code 10007)'],
    ]);

    // Refunded: a role that was never given is not "taken back".
    await setStatus(t, s, orderId, 'REFUNDED');
    await sleep(500);
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path.includes(`/members/${user}/`))).toEqual([]);
  });

  test('5xx: retried on the schedule, then FAILED', async () => {
    const user = snowflake();
    const path = rolePath(user, ROLE);
    fake.scripts.push((r) => (r.path === path ? { status: 502, json: { message: 'Bad Gateway' } } : undefined));
    const s = await discordShop(t, { known: fake.tokens, actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] });
    const orderId = await placeOrder(t, s, { client_discord: user });
    await setStatus(t, s, orderId, 'APPROVED');
    await waitUntil(async () => (await rows(orderId))[0].status === 'FAILED', 20_000, 'FAILED');
    expect(fake.on(path)).toHaveLength(RETRY.length + 1);
    expect((await rows(orderId))[0]).toMatchObject({
      attempts: RETRY.length + 1,
      lastError: `gave up after ${RETRY.length + 1} attempts: Discord answered 502: Bad Gateway`,
    });
  });

  test('a token Discord refuses (401): FAILED, recorded', async () => {
    const s = await discordShop(t, { actions: [{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }] }); // a token the fake does not know
    const orderId = await placeOrder(t, s, { client_discord: BUYER });
    await setStatus(t, s, orderId, 'APPROVED');
    await settled(orderId);
    expect((await rows(orderId))[0]).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'Discord answered 401: 401: Unauthorized (code 0)' });
  });
});

describe('messages cannot mention anyone but the buyer', () => {
  test('buyer text is escaped of @everyone, @here and role mentions; allowed_mentions names the buyer only', async () => {
    const user = snowflake();
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [
        { action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'New VIP: {client_name} ({nick}) <@{client_discord}>, e-mail {client_email}' } },
      ],
    });
    const variable = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    await t.db.packageVariable.create({ data: { storeId: s.storeId, packageId: s.packageId, variableId: variable.id } });
    const orderId = await placeOrder(t, s, { client_discord: user, client_name: 'Steve@everyone', variables: { nick: 'x@here' } });
    // An order written before the buyer-text rules may hold a bare mention; correct it as an old row would be.
    await t.db.order.update({ where: { id: orderId }, data: { clientName: '@everyone <@&223344556677889900>' } });
    await setStatus(t, s, orderId, 'APPROVED');
    const [msg] = await fake.waitFor((r) => r.route === 'message' && r.authorization === `Bot ${s.token}`);
    const ZW = '\u200b';
    const email = (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).clientEmail;
    expect(msg.json.content).toBe(`New VIP: @${ZW}everyone <@${ZW}&223344556677889900> (x@${ZW}here) <@${user}>, e-mail ${email.replace('@', `@${ZW}`)}`);
    expect(msg.json.content).not.toMatch(/@everyone|@here|<@&/);
    expect(msg.json.allowed_mentions).toEqual({ parse: [], users: [user] });
  });

  test('without a buyer Discord id the message pings no one; a filled message longer than 2,000 characters is cut', async () => {
    const s = await discordShop(t, {
      known: fake.tokens,
      actions: [{ action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: `${'x'.repeat(1970)} {client_email} {client_email}` } }],
    });
    const orderId = await placeOrder(t, s);
    await setStatus(t, s, orderId, 'APPROVED');
    const [msg] = await fake.waitFor((r) => r.route === 'message' && r.authorization === `Bot ${s.token}`);
    expect(msg.json.allowed_mentions).toEqual({ parse: [], users: [] });
    expect(msg.json.content).toHaveLength(2000);
    expect(msg.json.content.endsWith('…')).toBe(true);
  });
});
