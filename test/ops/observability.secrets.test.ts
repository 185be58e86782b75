import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { loadConfig, mailStartupLine } from '../../src/config';
import { createLog } from '../../src/logger';
import { createApiKey, revokeApiKey } from '../../src/modules/store/store.service';
import { secretKey } from '../../src/lib/secrets';
import { startWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aPackage } from '../helpers/fixtures';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { startSmtp, type SmtpServer } from '../helpers/smtp';
import { missingPermissions, startFakeDiscord, type FakeDiscord } from '../discord/fake-discord';
import { fakeBotToken } from '../discord/helpers';
import { startFakeDiscordOAuth } from '../discord/fake-discord-oauth';

/**
 * A realistic run with every kind of secret the service hands out or holds (API keys, game-server
 * tokens, webhook signing secrets, rotated ones too, the key that encrypts webhook secrets, stores'
 * Discord bot tokens, the SMTP login), used the way clients use them and misuse them, with the job
 * worker delivering webhooks, buyers' e-mails (the SMTP login refused once and a message deferred
 * once, so the failure lines are there too) and Discord actions (against a local fake of Discord) in
 * the same process; then every line the app and the worker logged is searched for each secret and its SHA-256.
 */
let t: TestApp;
let discord: FakeDiscord;
const raw: string[] = [];
const secrets = new Map<string, string>(); // value -> what it is
const receivers: Receiver[] = [];
let smtp: SmtpServer;

const keep = (what: string, value: string) => {
  expect(typeof value).toBe('string');
  expect(value.length).toBeGreaterThanOrEqual(16);
  secrets.set(value, what);
};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      raw.push(String(chunk));
      cb();
    },
  });
  smtp = await startSmtp({ user: 'mailer@shop.example.com', pass: 'Smtp-Secret-Pass-91c4e7d2' });
  discord = await startFakeDiscord();
  t = await setupTestApp({ log: createLog(stream as never, 'trace'), config: { mail: { smtpUrl: smtp.url, from: 'orders@shop.example.com' } } });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await smtp?.close();
  await t.close();
  await discord.close();
});

test('no secret, nor its SHA-256, appears in the logs of a full run', async () => {
  const log = createLog(
    new Writable({
      write: (c, _e, cb) => {
        raw.push(String(c));
        cb();
      },
    }) as never,
    'trace',
  );
  const config = {
    ...t.config,
    webhookRetrySchedule: [1, 1],
    mailRetrySchedule: [1, 1, 1],
    discord: { ...t.config.discord, apiUrl: discord.url, retrySchedule: [1] },
  };
  // The start-up line about e-mail names the server.
  log(mailStartupLine(config));
  keep('smtp password', smtp.pass);
  keep('smtp AUTH PLAIN', Buffer.from(`\u0000${smtp.user}\u0000${smtp.pass}`).toString('base64'));
  keep('smtp URL', smtp.url);
  // The first login is refused, the first message deferred: both failures are logged.
  smtp.refuseLogins(1);
  smtp.script([{ code: 451, message: '4.3.0 Try again later' }]);
  const worker = await startWorker({ database: t.database, connectionString: t.database.url, config, log });
  try {
    // Stores and keys.
    const a = await t.createStore();
    const b = await t.createStore();
    keep('api key A', a.key);
    keep('api key B', b.key);
    const extra = await createApiKey(t.db, a.store.id, 'second');
    keep('api key A2', extra);
    const revoked = await createApiKey(t.db, a.store.id, 'to revoke');
    keep('revoked api key', revoked);
    await revokeApiKey(t.db, revoked);
    keep('webhook encryption key (hex)', (await secretKey(t.db, config)).toString('hex'));
    keep('webhook encryption key (base64)', (await secretKey(t.db, config)).toString('base64'));

    // Discord bots: A's token set, then replaced (REST); B's through GraphQL, then removed. Discord knows A's second one.
    const firstBot = fakeBotToken();
    keep('discord bot token A (replaced)', firstBot);
    await t.http().patch('/v1/app/store').set(bearer(a.key)).send({ discord_bot_token: firstBot, discord_guild_id: '112233445566778899' }).expect(200);
    const bot = fakeBotToken();
    keep('discord bot token A', bot);
    await t.http().patch('/v1/app/store').set(bearer(a.key)).send({ discord_bot_token: bot }).expect(200);
    discord.tokens.add(bot);
    const botB = fakeBotToken();
    keep('discord bot token B (graphql)', botB);
    const setB = await t.gql(b.key, 'mutation($t: String) { updateStore(input: {discordBotToken: $t}) { discordBotTokenSet } }', { t: botB });
    expect(setB.data!.updateStore.discordBotTokenSet).toBe(true);
    await t.gql(b.key, 'mutation { updateStore(input: {discordBotToken: null}) { discordBotTokenSet } }');
    // One buyer's role is refused by Discord (403): the worker logs the failure.
    discord.scripts.push((r) => (r.path.includes('/members/445566778899001133/') ? missingPermissions : undefined));

    // Catalog with a command for the game server, and Discord actions.
    const cat = await aCategory(t, a.key);
    const pkg = await aPackage(
      t,
      { key: a.key, categoryId: cat.id },
      {
        type: 'SINGLE',
        commands: [{ type: 'PURCHASE', command: 'give {client_identifier} vip' }],
        discord_actions: [
          { action: 'ADD_ROLE', parameters: { role_id: '223344556677889900' } },
          { action: 'SEND_MESSAGE', parameters: { channel_id: '334455667788990011', message: 'New VIP: {client_name}' } },
        ],
      },
    );

    // Game servers: tokens on create and rotate, on both surfaces.
    const gs = await t.http().post('/v1/app/game-server').set(bearer(a.key)).send({ name: 'Survival' }).expect(201);
    keep('server token', gs.body.token);
    const rotated = await t.http().post(`/v1/app/game-server/${gs.body.id}/token`).set(bearer(a.key)).expect(200);
    keep('rotated server token', rotated.body.token);
    const gqlServer = await t.gql(a.key, 'mutation { createGameServer(input: {name: "Creative"}) { id token } }');
    keep('server token (graphql)', gqlServer.data!.createGameServer.token);
    const gqlRotated = await t.gql(a.key, `mutation { rotateGameServerToken(id: ${gqlServer.data!.createGameServer.id}) { token } }`);
    keep('rotated server token (graphql)', gqlRotated.data!.rotateGameServerToken.token);
    const token = rotated.body.token as string;

    // Webhooks: secrets on create and rotate; one receiver fails once, one is gone (410).
    const ok = await startReceiver([
      { status: 200, body: 'ok' },
      { status: 500, body: 'try again' },
    ]); // the test message, then one failure
    const gone = await startReceiver(() => ({ status: 410, body: 'gone' }));
    receivers.push(ok, gone);
    const hook = await t
      .http()
      .post('/v1/app/webhooks')
      .set(bearer(a.key))
      .send({ name: 'ERP', url: ok.url, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'] })
      .expect(201);
    keep('webhook secret', hook.body.secret);
    const rotatedHook = await t.http().post(`/v1/app/webhooks/${hook.body.id}/secret`).set(bearer(a.key)).expect(200);
    keep('rotated webhook secret', rotatedHook.body.secret);
    const gqlHook = await t.gql(a.key, `mutation { createWebhook(input: {name: "Gone", url: "${gone.url}", scopes: [ORDER_APPROVED]}) { id secret } }`);
    keep('webhook secret (graphql)', gqlHook.data!.createWebhook.secret);
    const gqlRotatedHook = await t.gql(a.key, `mutation { rotateWebhookSecret(id: ${gqlHook.data!.createWebhook.id}) { secret } }`);
    keep('rotated webhook secret (graphql)', gqlRotatedHook.data!.rotateWebhookSecret.secret);
    await t.http().post(`/v1/app/webhooks/${hook.body.id}/test`).set(bearer(a.key)).expect(200);

    // Checkouts and approvals on both surfaces, with idempotency keys.
    const orders: number[] = [];
    const discordIds: Record<string, string> = { steve: '445566778899001122', alex: '445566778899001133', sam: '445566778899001144' };
    for (const who of ['steve', 'alex', 'sam']) {
      const res = await t
        .http()
        .post('/v1/webstore/checkout')
        .set('x-store-domain', a.store.domain)
        .set('idempotency-key', `checkout-${who}`)
        .send({
          items: [{ id: pkg.id, quantity: 1 }],
          client_identifier: who,
          client_email: `${who}@example.com`,
          client_name: who,
          client_discord: discordIds[who],
          gateway: 'PIX',
        })
        .expect(201);
      orders.push(res.body.order_id);
    }
    await t.http().patch(`/v1/app/order/${orders[0]}`).set(bearer(a.key)).send({ status: 'APPROVED' }).expect(200);
    await t.http().patch(`/v1/app/order/${orders[1]}`).set(bearer(extra)).send({ status: 'APPROVED' }).expect(200);
    const gqlApprove = await t.gql(extra, `mutation { updateOrder(id: ${orders[2]}, input: {status: APPROVED}) { status } }`);
    expect(gqlApprove.errors).toBeUndefined();
    await t.http().patch(`/v1/app/order/${orders[0]}`).set(bearer(a.key)).send({ status: 'APPROVED' }).expect(200); // no-op
    await t.http().patch(`/v1/app/order/${orders[0]}`).set(bearer(a.key)).send({ status: 'PENDING' }).expect(409);

    // The plugin polls and acknowledges with its token.
    const poll = await t.http().get('/v1/server/queue?online=steve,alex').set(bearer(token)).expect(200);
    expect(poll.body.data.length).toBeGreaterThan(0);
    await t
      .http()
      .post('/v1/server/queue/ack')
      .set(bearer(token))
      .send({ results: poll.body.data.map((c: { id: number }) => ({ id: c.id, status: 'DONE', response: 'ok' })) })
      .expect(200);

    // Failing requests carrying the credentials everywhere a careless client puts them.
    const misuse: [string, () => Promise<unknown>][] = [
      ['revoked key', () => t.http().get('/v1/app/package').set(bearer(revoked)).expect(401)],
      ['old server token', () => t.http().get('/v1/server/queue').set(bearer(gs.body.token)).expect(401)],
      ['server token as admin key', () => t.http().get('/v1/app/package').set(bearer(token)).expect(401)],
      ['admin key as server token', () => t.http().get('/v1/server/queue').set(bearer(a.key)).expect(401)],
      ['webhook secret as key', () => t.http().get('/v1/app/order').set(bearer(rotatedHook.body.secret)).expect(401)],
      ["another store's id", () => t.http().get(`/v1/app/order/${orders[0]}`).set(bearer(b.key)).expect(404)],
      // Unknown parameters are refused (400 naming them): the values must not reach the logs either way.
      ['key in the query string', () => t.http().get(`/v1/app/package?api_key=${a.key}&token=${token}`).set(bearer(a.key)).expect(400)],
      ['key in an ignored query parameter', () => t.http().get(`/v1/app/package?_api_key=${a.key}&_token=${token}`).set(bearer(a.key)).expect(200)],
      [
        'secret in a body field',
        () => t.http().post('/v1/app/category').set(bearer(a.key)).send({ name: rotatedHook.body.secret, parent_id: 999999 }).expect(422),
      ],
      [
        'secret in an idempotency key',
        () => t.http().post('/v1/app/category').set(bearer(a.key)).set('idempotency-key', token).send({ name: 'Kits' }).expect(201),
      ],
      ['key in the path', () => t.http().get(`/v1/app/user_queue/${extra}`).set(bearer(a.key)).expect(200)],
      [
        'bad JSON with a key',
        () => t.http().post('/v1/app/category').set(bearer(a.key)).set('content-type', 'application/json').send(`{"name": "${a.key}"`).expect(400),
      ],
      ['GraphiQL with ?key=', () => t.http().get(`/graphql?key=${a.key}`).set('accept', 'text/html').expect(200)],
      ['GraphQL with a revoked key', () => t.gql(revoked, '{ packages { meta { total } } }')],
      ['GraphQL with a server token', () => t.gql(token, 'mutation { createCategory(input: {name: "x"}) { id } }')],
      ['GraphQL secret in variables', () => t.gql(a.key, 'query($n: String) { packages(name: $n) { meta { total } } }', { n: a.key })],
      ['GraphQL bad query naming a key', () => t.gql(a.key, `{ x${createHash('sha256').update(a.key).digest('hex')} }`)],
      ['unknown route with a key', () => t.http().get(`/v1/nowhere/${token}`).set(bearer(a.key)).set('x-api-key', a.key).expect(404)],
      ['bot token as an admin key', () => t.http().get('/v1/app/order').set(bearer(bot)).expect(401)],
      [
        'bot token in a refused store setting',
        () =>
          t
            .http()
            .patch('/v1/app/store')
            .set(bearer(a.key))
            .send({ discord_bot_token: `${bot} `.repeat(3), discord_guild_id: bot })
            .expect(422),
      ],
      [
        'bot token in a refused GraphQL setting',
        () => t.gql(a.key, 'mutation($t: String) { updateStore(input: {discordBotToken: $t, discordGuildId: "x"}) { id } }', { t: `${bot}!` }),
      ],
      [
        'bot token as a package role id',
        () =>
          t
            .http()
            .post('/v1/app/package')
            .set(bearer(a.key))
            .send({ name: 'X', category_id: cat.id, price: 1, type: 'SINGLE', discord_actions: [{ action: 'ADD_ROLE', parameters: { role_id: bot } }] })
            .expect(422),
      ],
    ];
    for (const [, call] of misuse) await call();

    // Every event reached its receivers (the failing one after a retry; the gone one gave up).
    await ok.waitFor(1 /* test */ + 3 /* created */ + 1 /* retry */ + 3 /* approved */, 20_000);
    await gone.waitFor(1, 20_000);
    await waitUntil(async () => (await t.db.webhookDelivery.count({ where: { status: 'PENDING' } })) === 0, 20_000);
    // Every Discord action ran: with the bot's token in its Authorization header (so it was used), one refused.
    await waitUntil(async () => (await t.db.orderDiscordAction.count({ where: { status: 'PENDING' } })) === 0, 20_000);
    expect(await t.db.orderDiscordAction.count({ where: { status: 'DONE' } })).toBe(5);
    expect(await t.db.orderDiscordAction.count({ where: { status: 'FAILED' } })).toBe(1);
    expect(discord.requests.filter((r) => r.authorization === `Bot ${bot}`)).toHaveLength(6);
    await t.http().post(`/v1/app/order/${orders[1]}/discord/retry`).set(bearer(a.key)).expect(200);
    await waitUntil(async () => (await t.db.orderDiscordAction.count({ where: { status: 'PENDING' } })) === 0, 20_000);
    const resend = await t.http().get('/v1/app/webhooks/logs').set(bearer(a.key)).expect(200);
    await t.http().post(`/v1/app/webhooks/logs/${resend.body.data[0]._id}/resend`).set(bearer(a.key)).expect(200);

    // Every buyer got the approval e-mail, after the refused login and the deferral; then one is resent.
    await waitUntil(async () => (await t.db.orderEmail.count({ where: { status: 'SENT' } })) === 3, 20_000);
    await t.http().post(`/v1/app/order/${orders[0]}/email/resend`).set(bearer(a.key)).expect(200);
    await waitUntil(async () => (await t.db.orderEmail.count({ where: { status: 'SENT' } })) === 4, 20_000);
    expect(smtp.refusedLogins).toBe(1);
    expect(smtp.accepted().length).toBe(4);
    const stored = await t.db.orderEmail.findMany();
    expect(stored.map((e) => e.lastError).join('\n')).not.toContain(smtp.pass);
  } finally {
    await worker.stop();
  }

  const text = raw.join('');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  // The run was logged (so the search below is not vacuous): one access line per request, worker lines too.
  expect(lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(35);
  expect(lines.some((l) => l.msg === 'request' && l.status === 401)).toBe(true);
  expect(lines.some((l) => l.msg === 'webhook delivery failed for good')).toBe(true);
  expect(lines.some((l) => l.msg === 'e-mail on: buyers get order e-mails' && l.smtp === `smtp://127.0.0.1:${smtp.port}`)).toBe(true);
  const mailFailures = lines.filter((l) => l.msg === 'order e-mail attempt failed; retrying').map((l) => String(l.error));
  expect(mailFailures.some((e) => /535/.test(e))).toBe(true);
  expect(mailFailures.some((e) => /451 4\.3\.0/.test(e))).toBe(true);
  expect(lines.filter((l) => l.msg === 'order e-mail sent')).toHaveLength(4);
  expect(lines.some((l) => l.msg === 'discord action failed')).toBe(true);
  expect(secrets.size).toBe(20);

  const found: string[] = [];
  for (const [value, what] of secrets) {
    const forms = [...new Set([value, createHash('sha256').update(value).digest('hex'), encodeURIComponent(value)])];
    for (const form of forms) if (text.includes(form)) found.push(`${what} (${form === value ? 'raw' : form.length === 64 ? 'sha256' : 'url-encoded'})`);
    // A token's distinctive body without its prefix (gs_, sk_, whsec_) either.
    const body = value.replace(/^(gs|sk|whsec)_/, '');
    if (body !== value && text.includes(body)) found.push(`${what} (without prefix)`);
  }
  expect(found).toEqual([]);
  expect(text.toLowerCase()).not.toContain('bearer');
});

test('staff sign-in (issue 31): no password, TOTP secret, recovery code, session token, invite link or key appears in a log line, an audit entry or a later answer', async () => {
  const from = raw.length;
  const staffSecrets = new Map<string, string>();
  const hold = (what: string, value: string) => {
    expect(value.length).toBeGreaterThanOrEqual(6);
    staffSecrets.set(value, what);
  };
  const { store, key } = await t.createStore();
  const domain = store.domain;
  // An invitation by e-mail, accepted with a password: the session cookie and its CSRF token.
  const invited = await t.http().post('/v1/app/staff').set(bearer(key)).send({ email: 'staff@shop.example.com', name: 'Staff', role: 'ADMIN' }).expect(201);
  const mail = (await smtp.waitForAccepted(smtp.accepted().length)).find((m) => m.rcptTo.includes('staff@shop.example.com'))!;
  const invite = decodeURIComponent(/token=([^\s"<]+)/.exec(mail.parsed.text ?? '')![1]);
  hold('invite token', invite);
  const password = 'Staff-Password-7f3a9c21';
  hold('password', password);
  const accepted = await t.http().post('/v1/auth/invite/accept').send({ token: invite, password }).expect(200);
  const cookie = String(accepted.headers['set-cookie']).split(';')[0];
  hold('session token', cookie.split('=')[1]);
  hold('csrf token', accepted.body.csrf_token);
  const csrf = accepted.body.csrf_token as string;
  // TOTP on: its secret and the recovery codes are answered once.
  const setup = await t.http().post('/v1/auth/totp/setup').set('cookie', cookie).set('x-csrf-token', csrf).expect(200);
  hold('totp secret', setup.body.secret);
  const { generateSync } = await import('otplib');
  const on = await t
    .http()
    .post('/v1/auth/totp/enable')
    .set('cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ code: generateSync({ secret: setup.body.secret }) })
    .expect(200);
  for (const [i, code] of (on.body.recovery_codes as string[]).entries()) hold(`recovery code ${i}`, code);
  // Refused sign-ins (wrong password, wrong code) and good ones (a recovery code), then a new password.
  const wrong = 'Wrong-Password-5b8e2d44';
  hold('wrong password', wrong);
  await t.http().post('/v1/auth/sign-in').send({ store: domain, email: 'staff@shop.example.com', password: wrong }).expect(401);
  await t.http().post('/v1/auth/sign-in').send({ store: domain, email: 'staff@shop.example.com', password, totp_code: '000000' }).expect(401);
  const second = await t
    .http()
    .post('/v1/auth/sign-in')
    .send({ store: domain, email: 'staff@shop.example.com', password, recovery_code: on.body.recovery_codes[0] })
    .expect(200);
  hold('second session token', String(second.headers['set-cookie']).split(';')[0].split('=')[1]);
  const newPassword = 'New-Staff-Password-0c4d71e9';
  hold('new password', newPassword);
  await t
    .http()
    .post('/v1/auth/password')
    .set('cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ current_password: password, new_password: newPassword })
    .expect(204);
  // A scoped key made by the staff user, used, revoked.
  const scoped = await t
    .http()
    .post('/v1/app/api-key')
    .set('cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ name: 'ro', permissions: ['orders:read'] })
    .expect(201);
  hold('scoped key', scoped.body.secret);
  await t.http().get('/v1/app/order').set(bearer(scoped.body.secret)).expect(200);
  await t.http().get('/v1/app/store').set(bearer(scoped.body.secret)).expect(403);
  await t.http().delete(`/v1/app/api-key/${scoped.body.id}`).set('cookie', cookie).set('x-csrf-token', csrf).expect(204);
  await t.http().post('/v1/auth/sign-out').set('cookie', cookie).set('x-csrf-token', csrf).expect(204);

  // What is read back later: lists, the audit log, the session, GraphQL.
  const answers = [
    await t.http().get('/v1/app/staff').set(bearer(key)).expect(200),
    await t.http().get(`/v1/app/staff/${invited.body.staff_user.id}`).set(bearer(key)).expect(200),
    await t.http().get('/v1/app/api-key').set(bearer(key)).expect(200),
    await t.http().get('/v1/app/audit?per_page=100').set(bearer(key)).expect(200),
    await t
      .http()
      .post('/graphql')
      .set(bearer(key))
      .send({
        query: '{ staffUsers { data { email status twoFactorEnabled } } apiKeys { data { prefix } } auditEntries(perPage: 100) { data { before after } } }',
      })
      .expect(200),
  ].map((r) => JSON.stringify(r.body));
  const audit = JSON.stringify((await t.db.auditEntry.findMany({ where: { storeId: store.id } })).map(({ id, ...e }) => ({ ...e, id: Number(id) })));
  expect(audit).toContain('[redacted]');
  const logs = raw.slice(from).join('');
  expect(logs).toContain('sign-in refused: wrong password');
  const found: string[] = [];
  for (const [value, what] of staffSecrets) {
    for (const form of [value, createHash('sha256').update(value).digest('hex'), encodeURIComponent(value)]) {
      if (logs.includes(form)) found.push(`${what} in the log`);
      if (audit.includes(form)) found.push(`${what} in an audit entry`);
      // The CSRF token is the session's to read (GET /v1/auth/session answers it); nothing else is answered again.
      if (what !== 'csrf token' && answers.some((a) => a.includes(form))) found.push(`${what} in an answer`);
    }
  }
  expect(found).toEqual([]);
});

test('hosted order page (issue 32): its token appears in no log line, whether it opens the page or is refused', async () => {
  const from = raw.length;
  const { store, key } = await t.createStore();
  const pkg = await aPackage(t, { key, categoryId: (await aCategory(t, key)).id }, { type: 'SINGLE' });
  const placed = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', store.domain)
    .send({ items: [{ id: pkg.id, quantity: 1 }], client_name: 'Page', client_email: 'page@example.com', gateway: 'PIX' })
    .expect(201);
  const url = new URL(placed.body.order_url);
  const token = url.searchParams.get('t')!;
  const signature = token.split('.')[2];
  expect(signature).toHaveLength(43);
  await t.http().get(`${url.pathname}?t=${token}`).expect(200);
  await t.http().patch(`/v1/app/order/${placed.body.order_id}`).set(bearer(key)).send({ status: 'APPROVED' }).expect(200);
  await t.http().get(`${url.pathname}?t=${token}`).expect(200);
  // Refused: a token one character longer, the token as the path, and under a path no route has.
  await t.http().get(`${url.pathname}?t=${token}A`).expect(404);
  await t.http().get(`/order/${token}?t=${token}`).expect(404);
  await t.http().get(`${url.pathname}/${token}?t=${token}`).expect(404);
  const logs = raw.slice(from).join('');
  expect(logs.match(/"route":"\/order\/:internalId"/g)).toHaveLength(4);
  for (const form of [token, signature, encodeURIComponent(token), createHash('sha256').update(token).digest('hex')]) expect(logs).not.toContain(form);
});

test('buyer sign-in (issue 32): no e-mail code, token, state, verifier or Discord code appears in a log line', async () => {
  const from = raw.length;
  const held = new Map<string, string>();
  const hold = (what: string, value: string | null | undefined) => {
    expect(typeof value).toBe('string');
    expect(value!.length).toBeGreaterThanOrEqual(6);
    held.set(value!, what);
  };
  const oauth = await startFakeDiscordOAuth();
  const log = createLog(
    new Writable({
      write: (c, _e, cb) => {
        raw.push(String(c));
        cb();
      },
    }) as never,
    'trace',
  );
  // An app of its own (its Discord is the fake), logging into the same lines, with the worker sending the codes.
  const app = await setupTestApp({
    log,
    config: { mail: t.config.mail, discord: { ...loadConfig({}).discord, apiUrl: oauth.url }, trustProxy: true },
  });
  const worker = await startWorker({ database: app.database, connectionString: app.database.url, config: app.config, log });
  try {
    const clientSecret = 'observability-client-secret-0123456789';
    hold('discord client secret', clientSecret);
    oauth.apps.set('112233445566778800', { secret: clientSecret, redirectUris: ['https://shop.example.com/cb'] });
    oauth.users.set('80351110224678912', { id: '80351110224678912', username: 'nelly', email: 'nelly@example.com', verified: true });
    const { store, key } = await app.createStore();
    await app
      .http()
      .patch('/v1/app/store')
      .set(bearer(key))
      .send({ buyer_email_sign_in: true, buyer_discord_sign_in: true, discord_client_id: '112233445566778800', discord_client_secret: clientSecret })
      .expect(200);
    const shop = { 'x-store-domain': store.domain };
    // E-mail codes, on both surfaces; the worker sends them.
    const email = 'buyer.logs@example.com';
    const before = smtp.accepted().length;
    await app.http().post('/v1/webstore/auth/email/code').set(shop).send({ email }).expect(200);
    await app.gql(shop, 'mutation($e: String) { requestBuyerCode(input: {email: $e}) { email } }', { e: email });
    await smtp.waitForAccepted(before + 2);
    const codes = smtp
      .accepted()
      .filter((m) => m.rcptTo.includes(email))
      .map((m) => /^\s{4}(\d{6})$/m.exec(String(m.parsed.text))![1]);
    const code = codes.at(-1)!;
    hold('e-mail code', code);
    const wrong = code === '000000' ? '999999' : '000000';
    await app.http().post('/v1/webstore/auth/email/verify').set(shop).send({ email, code: wrong }).expect(401);
    const signedIn = await app.http().post('/v1/webstore/auth/email/verify').set(shop).send({ email, code }).expect(200);
    await app.http().post('/v1/webstore/auth/email/verify').set(shop).send({ email, code }).expect(401);
    hold('access token', signedIn.body.access_token);
    hold('refresh token', signedIn.body.refresh_token);
    const buyer = { ...shop, authorization: `Bearer ${signedIn.body.access_token}` };
    await app.http().get('/v1/webstore/me/orders').set(buyer).expect(200);
    await app.gql(buyer, '{ me { id } buyerOrders { meta { total } } }');
    // Refresh, then the old refresh token replayed (the session ends), tokens where they do not belong.
    const next = await app.http().post('/v1/webstore/auth/refresh').set(shop).send({ refresh_token: signedIn.body.refresh_token }).expect(200);
    hold('second access token', next.body.access_token);
    hold('second refresh token', next.body.refresh_token);
    await app.http().post('/v1/webstore/auth/refresh').set(shop).send({ refresh_token: signedIn.body.refresh_token }).expect(401);
    await app
      .http()
      .get('/v1/webstore/me')
      .set({ ...shop, authorization: `Bearer ${next.body.access_token}` })
      .expect(401);
    await app.http().get(`/v1/webstore/me?token=${next.body.access_token}`).set(buyer).expect(401);
    await app.http().get('/v1/app/order').set(bearer(next.body.access_token)).expect(401);
    await app.gql({ ...shop, authorization: `Bearer ${next.body.refresh_token}` }, '{ me { id } }');
    // Discord: a sign-in, then its code and state again (refused by us, then by Discord).
    const started = await app.http().post('/v1/webstore/auth/discord/start').set(shop).send({ redirect_uri: 'https://shop.example.com/cb' }).expect(200);
    hold('state', started.body.state);
    hold('code challenge', new URL(started.body.authorize_url).searchParams.get('code_challenge'));
    const back = await oauth.authorize(started.body.authorize_url, '80351110224678912');
    const discordCode = back.searchParams.get('code')!;
    hold('discord code', discordCode);
    const viaDiscord = await app.http().post('/v1/webstore/auth/discord/callback').set(shop).send({ code: discordCode, state: started.body.state }).expect(200);
    hold('discord sign-in access token', viaDiscord.body.access_token);
    hold('discord sign-in refresh token', viaDiscord.body.refresh_token);
    hold('code verifier', oauth.on('/oauth2/token').at(-1)!.form.code_verifier);
    hold('discord access token', /^Bearer (.+)$/.exec(oauth.on('/users/@me').at(-1)!.authorization!)![1]);
    await app.http().post('/v1/webstore/auth/discord/callback').set(shop).send({ code: discordCode, state: started.body.state }).expect(401);
    const again = await app.http().post('/v1/webstore/auth/discord/start').set(shop).send({ redirect_uri: 'https://shop.example.com/cb' }).expect(200);
    hold('second state', again.body.state);
    await app.http().post('/v1/webstore/auth/discord/callback').set(shop).send({ code: discordCode, state: again.body.state }).expect(401);
    expect(oauth.on('/oauth2/token').at(-1)).toMatchObject({ status: 400, error: 'invalid_grant' });
    await app.http().post('/v1/webstore/auth/sign-out').set(shop).send({ refresh_token: viaDiscord.body.refresh_token }).expect(204);
    await app
      .http()
      .post('/v1/webstore/auth/discord/callback')
      .set(shop)
      .send({ code: 'x', state: `${again.body.state}x` })
      .expect(401);
  } finally {
    await worker.stop();
    await app.close();
    await oauth.close();
  }
  const logs = raw.slice(from).join('');
  expect(logs).toContain('sign-in code sent');
  expect(logs.match(/"msg":"request"/g)!.length).toBeGreaterThanOrEqual(20);
  const found: string[] = [];
  for (const [value, what] of held) {
    for (const form of new Set([value, createHash('sha256').update(value).digest('hex'), encodeURIComponent(value)])) if (logs.includes(form)) found.push(what);
    const body = value.replace(/^(bat|brt)_/, '');
    if (body !== value && logs.includes(body)) found.push(`${what} (without prefix)`);
  }
  expect(found).toEqual([]);
});

async function waitUntil(fn: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('gift cards (issue 33): no code, nor its SHA-256, appears in a log line, whether issued, e-mailed, spent, mistyped or looked up', async () => {
  const from = raw.length;
  const log = createLog(
    new Writable({
      write: (c, _e, cb) => {
        raw.push(String(c));
        cb();
      },
    }) as never,
    'trace',
  );
  const worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log });
  const codes = new Set<string>();
  try {
    const { store, key } = await t.createStore();
    const shop = { 'x-store-domain': store.domain };
    const categoryId = (await aCategory(t, key)).id;
    const vip = await aPackage(t, { key, categoryId }, { price: 5 });
    const card = await aPackage(t, { key, categoryId }, { name: 'Gift card', price: 20, gift_card_value: 20 });
    const before = smtp.accepted().length;
    // Issued by the owner, on both surfaces, one e-mailed to its recipient.
    const issued = await t.http().post('/v1/app/gift-card').set(bearer(key)).send({ value: 30, recipient_email: 'friend.logs@example.com' }).expect(201);
    codes.add(issued.body.code);
    const viaGql = await t.gql(key, 'mutation { issueGiftCard(input: {value: 10}) { code } }');
    codes.add((viaGql.data as { issueGiftCard: { code: string } }).issueGiftCard.code);
    // Bought as a package: approval issues it and the worker e-mails it.
    const bought = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(shop)
      .send({ items: [{ id: card.id, quantity: 1 }], client_name: 'Logs', client_email: 'buyer.logs@example.com', gateway: 'PIX' })
      .expect(201);
    await t.http().patch(`/v1/app/order/${bought.body.order_id}`).set(bearer(key)).send({ status: 'APPROVED' }).expect(200);
    await smtp.waitForAccepted(before + 2);
    // The order's own e-mail may come before the bought card's: read the mailbox until the card's code is in it.
    for (const deadline = Date.now() + 20_000; codes.size < 3 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      for (const m of smtp.accepted().slice(before))
        for (const c of String(m.parsed.text).match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? []) codes.add(c);
    }
    expect(codes.size).toBe(3);
    const [owner, , buyer] = [...codes];
    // Spent (in full, and in part on both surfaces), mistyped, used up, looked up by the owner.
    const pay = (code: string) =>
      t
        .http()
        .post('/v1/webstore/checkout')
        .set(shop)
        .send({ items: [{ id: vip.id, quantity: 1 }], client_name: 'Logs', client_email: 'spender.logs@example.com', gateway: 'PIX', gift_card: code });
    await pay(owner).expect(201);
    await pay(buyer.toLowerCase()).expect(201);
    await pay(`${owner.slice(0, -1)}0`).expect(422);
    await t
      .http()
      .get(`/v1/app/gift-card?q=${encodeURIComponent(owner)}`)
      .set(bearer(key))
      .expect(200);
    await t.gql(key, 'query($q: String) { giftCards(q: $q) { data { id } } }', { q: buyer });
  } finally {
    await worker.stop();
  }
  const logs = raw.slice(from).join('');
  expect(logs).toContain('gift card codes sent');
  const found: string[] = [];
  for (const code of codes) {
    const bare = code.replace(/-/g, '');
    for (const form of [code, bare, bare.toLowerCase(), encodeURIComponent(code), createHash('sha256').update(bare).digest('hex')])
      if (logs.includes(form)) found.push(code);
  }
  expect(found).toEqual([]);
});
