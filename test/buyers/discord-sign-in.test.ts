import { createHash, randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { decryptSecret, secretKey } from '../../src/lib/secrets';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { aStore } from '../helpers/fixtures';
import { rateLimited } from '../discord/fake-discord';
import { startFakeDiscordOAuth, type FakeDiscordOAuth } from '../discord/fake-discord-oauth';
import { BuyerDiscordCallbackDocument, BuyerDiscordStartDocument, StorefrontAuthDocument } from '../graphql/__generated__/operations';
import { asBuyer, freshIp, offerSignIn, shop, signedInBuyer } from './helpers';

/**
 * Discord sign-in (issue 32): OAuth2's authorization code grant with PKCE (S256) and a state, against
 * a local fake of Discord's OAuth2 endpoints written from its documentation (test/discord/fake-discord-oauth.ts).
 * The happy path on both surfaces, with what Discord was sent (a form, HTTP Basic client auth, the
 * verifier of the challenge); how identities link; then every refusal: a state that was not started
 * here (or at another store), one used or expired, a code Discord refuses (used, expired, a verifier
 * that does not match the challenge), the store's application refused, Discord limiting or down.
 */

const CLIENT_ID = '112233445566778800';
const CLIENT_SECRET = 'fake-client-secret-0123456789abcdef';
const REDIRECT = 'https://shop.example.com/auth/discord';

let discord: FakeDiscordOAuth;
let t: TestApp;
let store: { domain: string; key: string; storeId: number };

const NELLY = { id: '80351110224678912', username: 'nelly', global_name: 'Nelly', email: 'Nelly@Discord.example.com', verified: true };
const UNVERIFIED = { id: '80351110224678913', username: 'sam', email: 'sam@buyers.example.com', verified: false };

beforeAll(async () => {
  discord = await startFakeDiscordOAuth();
  discord.apps.set(CLIENT_ID, { secret: CLIENT_SECRET, redirectUris: [REDIRECT] });
  for (const u of [NELLY, UNVERIFIED]) discord.users.set(u.id, u);
  t = await setupTestApp({ config: { discord: { ...loadConfig({}).discord, apiUrl: discord.url, maxRateLimitWaitMs: 1000 }, trustProxy: true } });
  store = await aStore(t, { name: 'Discord Shop' });
  await offerSignIn(t, store.key, { buyer_discord_sign_in: true, discord_client_id: CLIENT_ID, discord_client_secret: CLIENT_SECRET });
});
afterAll(async () => {
  await t?.close();
  await discord?.close();
});
beforeEach(() => {
  discord.scripts.length = 0;
  discord.codeTtlMs = 10 * 60_000;
});

const start = (domain = store.domain) => t.http().post('/v1/webstore/auth/discord/start').set(shop(domain, freshIp())).send({ redirect_uri: REDIRECT });
const callback = (body: { code: string; state: string }, domain = store.domain) =>
  t.http().post('/v1/webstore/auth/discord/callback').set(shop(domain, freshIp())).send(body);

/** Start, then the user consents at the fake: the code and state Discord sends back. */
async function consent(userId: string, tamper?: (url: URL) => void) {
  const started = await start();
  expect(started.status).toBe(200);
  const url = new URL(started.body.authorize_url);
  tamper?.(url);
  const back = await discord.authorize(url.toString(), userId);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, started: started.body };
}

test('the store offers Discord: its settings never answer the secret, only its last 4', async () => {
  const settings = await t.http().get('/v1/app/store').set(bearer(store.key)).expect(200);
  expect(settings.body).toMatchObject({
    buyer_discord_sign_in: true,
    discord_client_id: CLIENT_ID,
    discord_client_secret_set: true,
    discord_client_secret_last4: CLIENT_SECRET.slice(-4),
  });
  expect(JSON.stringify(settings.body)).not.toContain(CLIENT_SECRET);
  const row = await t.db.store.findUniqueOrThrow({ where: { id: store.storeId } });
  expect(row.discordClientSecretEnc).toMatch(/^v1:/);
  expect(decryptSecret(await secretKey(t.db, t.config), row.discordClientSecretEnc!)).toBe(CLIENT_SECRET);
  const gql = await t.gql(store.key, '{ store { buyerDiscordSignIn discordClientId discordClientSecretSet discordClientSecretLast4 } }');
  expect(gql.data!.store).toEqual({
    buyerDiscordSignIn: true,
    discordClientId: CLIENT_ID,
    discordClientSecretSet: true,
    discordClientSecretLast4: CLIENT_SECRET.slice(-4),
  });
  expect((await t.gql(shop(store.domain), StorefrontAuthDocument)).data!.storefront.store).toEqual({ auth: true, authMethods: ['DISCORD'] });
});

test('start answers the authorization URL with a state and an S256 challenge; the callback signs the buyer in', async () => {
  const started = await start();
  expect(started.body).toEqual({ authorize_url: expect.any(String), state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 600 });
  const url = new URL(started.body.authorize_url);
  expect(`${url.origin}${url.pathname}`).toBe(discord.url.replace(/\/api$/, '/oauth2/authorize'));
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: CLIENT_ID,
    scope: 'identify email',
    state: started.body.state,
    redirect_uri: REDIRECT,
    code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    code_challenge_method: 'S256',
  });
  // The state is kept as its digest; the verifier sealed, never the challenge's preimage in clear.
  const kept = await t.db.buyerOAuthState.findFirstOrThrow({ where: { storeId: store.storeId }, orderBy: { id: 'desc' } });
  expect(kept.stateHash).toBe(createHash('sha256').update(started.body.state).digest('hex'));
  expect(kept.verifierEnc).toMatch(/^v1:/);

  const back = await discord.authorize(url.toString(), NELLY.id);
  expect(back.searchParams.get('state')).toBe(started.body.state);
  const res = await callback({ code: back.searchParams.get('code')!, state: started.body.state });
  expect(res.status).toBe(200);
  expect(res.body.buyer).toMatchObject({ discord_id: NELLY.id, discord_username: 'nelly', email: 'nelly@discord.example.com' });

  // What Discord was sent: a form with the code, the redirect URI and the verifier of the challenge, the client as HTTP Basic.
  const exchange = discord.on('/oauth2/token', 'POST').at(-1)!;
  expect(exchange.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(exchange.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`);
  expect(exchange.form).toEqual({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code'),
    redirect_uri: REDIRECT,
    code_verifier: expect.any(String),
  });
  expect(createHash('sha256').update(exchange.form.code_verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));
  expect(exchange.status).toBe(200);
  expect(discord.on('/users/@me', 'GET').at(-1)!.authorization).toMatch(/^Bearer /);

  const me = await t.http().get('/v1/webstore/me').set(asBuyer(store.domain, res.body.access_token)).expect(200);
  expect(me.body.discord_id).toBe(NELLY.id);
});

test('the GraphQL twins do the same', async () => {
  const started = await t.gql(shop(store.domain, freshIp()), BuyerDiscordStartDocument, { redirectUri: REDIRECT });
  const { authorizeUrl, state } = started.data!.startBuyerDiscordSignIn;
  const back = await discord.authorize(authorizeUrl, NELLY.id);
  const done = await t.gql(shop(store.domain, freshIp()), BuyerDiscordCallbackDocument, { code: back.searchParams.get('code'), state });
  expect(done.errors).toBeUndefined();
  expect(done.data!.finishBuyerDiscordSignIn).toMatchObject({ tokenType: 'Bearer', buyer: { discordId: NELLY.id } });
  // A state that was not started here, on GraphQL: the same refusal.
  expectGqlError(
    await t.gql(shop(store.domain, freshIp()), BuyerDiscordCallbackDocument, { code: 'abc', state: randomBytes(32).toString('base64url') }),
    'UNAUTHENTICATED',
    'state',
    'state_mismatch',
  );
});

describe('how identities link', () => {
  test('a Discord e-mail Discord verified joins the buyer who signed in with that e-mail', async () => {
    const shop2 = await aStore(t);
    await offerSignIn(t, shop2.key, {
      buyer_email_sign_in: true,
      buyer_discord_sign_in: true,
      discord_client_id: CLIENT_ID,
      discord_client_secret: CLIENT_SECRET,
    });
    const byEmail = await signedInBuyer(t, { id: shop2.storeId }, { email: 'nelly@discord.example.com' });
    const started = await start(shop2.domain);
    const back = await discord.authorize(started.body.authorize_url, NELLY.id);
    const res = await callback({ code: back.searchParams.get('code')!, state: started.body.state }, shop2.domain);
    expect(res.body.buyer).toMatchObject({ id: byEmail.buyer.id, email: 'nelly@discord.example.com', discord_id: NELLY.id });
  });

  test('an e-mail Discord did not verify is never taken: a buyer of its own, without an e-mail', async () => {
    const existing = await signedInBuyer(t, { id: store.storeId }, { email: 'sam@buyers.example.com' });
    const { code, state } = await consent(UNVERIFIED.id);
    const res = await callback({ code, state });
    expect(res.body.buyer).toMatchObject({ discord_id: UNVERIFIED.id, email: null });
    expect(res.body.buyer.id).not.toBe(existing.buyer.id);
  });
});

describe('refused', () => {
  test('a state that was not started here: state_mismatch; at another store: the same', async () => {
    expectRestErrors(await callback({ code: 'abc', state: randomBytes(32).toString('base64url') }), [
      { code: 'UNAUTHENTICATED', field: 'state', rule: 'state_mismatch' },
    ]);
    const other = await aStore(t);
    await offerSignIn(t, other.key, { buyer_discord_sign_in: true, discord_client_id: CLIENT_ID, discord_client_secret: CLIENT_SECRET });
    const { code, state } = await consent(NELLY.id);
    expectRestErrors(await callback({ code, state }, other.domain), [{ code: 'UNAUTHENTICATED', field: 'state', rule: 'state_mismatch' }]);
    expect(discord.on('/oauth2/token').filter((r) => r.form.code === code)).toEqual([]);
  });

  test('a state used once already: state_used, without asking Discord', async () => {
    const { code, state } = await consent(NELLY.id);
    expect((await callback({ code, state })).status).toBe(200);
    const asked = discord.on('/oauth2/token').length;
    expectRestErrors(await callback({ code, state }), [{ code: 'UNAUTHENTICATED', field: 'state', rule: 'state_used' }]);
    expect(discord.on('/oauth2/token')).toHaveLength(asked);
  });

  test('a state past its 10 minutes: state_expired', async () => {
    const { code, state } = await consent(NELLY.id);
    await t.db.buyerOAuthState.updateMany({
      where: { stateHash: createHash('sha256').update(state).digest('hex') },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expectRestErrors(await callback({ code, state }), [{ code: 'UNAUTHENTICATED', field: 'state', rule: 'state_expired' }]);
  });

  test('a code used already: Discord says invalid_grant, the buyer discord_refused', async () => {
    const first = await consent(NELLY.id);
    expect((await callback(first)).status).toBe(200);
    const second = await start();
    const res = await callback({ code: first.code, state: second.body.state });
    expectRestErrors(res, [{ code: 'UNAUTHENTICATED', rule: 'discord_refused' }]);
    expect(discord.on('/oauth2/token').at(-1)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  test('a code past its time at Discord: invalid_grant, discord_refused', async () => {
    discord.codeTtlMs = -1;
    const { code, state } = await consent(NELLY.id);
    expectRestErrors(await callback({ code, state }), [{ code: 'UNAUTHENTICATED', rule: 'discord_refused' }]);
    expect(discord.on('/oauth2/token').at(-1)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  test("a verifier that is not the challenge's (the challenge changed on the way): Discord refuses it", async () => {
    const other = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const { code, state } = await consent(NELLY.id, (url) => url.searchParams.set('code_challenge', other));
    expectRestErrors(await callback({ code, state }), [{ code: 'UNAUTHENTICATED', rule: 'discord_refused' }]);
    expect(discord.on('/oauth2/token').at(-1)).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await t.db.buyer.count({ where: { storeId: store.storeId, discordId: NELLY.id } })).toBe(1);
  });

  test("the store's application refused (a wrong client secret): 409 discord_client", async () => {
    const s = await aStore(t);
    await offerSignIn(t, s.key, { buyer_discord_sign_in: true, discord_client_id: CLIENT_ID, discord_client_secret: 'not-the-right-secret-0123456789' });
    const started = await start(s.domain);
    const back = await discord.authorize(started.body.authorize_url, NELLY.id);
    const res = await callback({ code: back.searchParams.get('code')!, state: started.body.state }, s.domain);
    expectRestErrors(res, [{ code: 'CONFLICT', rule: 'discord_client' }]);
    expect(discord.on('/oauth2/token').at(-1)).toMatchObject({ status: 401, error: 'invalid_client' });
  });

  test('Discord limiting (a long retry_after) or down: 503 with Retry-After, nothing signed in', async () => {
    const before = await t.db.buyerSession.count();
    const limited = await consent(NELLY.id);
    discord.scripts.push((r) => (r.path === '/oauth2/token' ? rateLimited(30) : undefined));
    const res = await callback(limited);
    expectRestErrors(res, [{ code: 'UNAVAILABLE' }]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    discord.scripts.length = 0;
    const down = await consent(NELLY.id);
    discord.scripts.push((r) => (r.path === '/oauth2/token' ? { status: 502, json: { message: 'Bad Gateway' } } : undefined));
    expectRestErrors(await callback(down), [{ code: 'UNAVAILABLE' }]);
    expect(await t.db.buyerSession.count()).toBe(before);
  });

  test('a store that does not offer Discord: 409; turning it on needs the application (422)', async () => {
    const s = await aStore(t);
    expectRestErrors(await start(s.domain), [{ code: 'CONFLICT' }]);
    const res = await t.http().patch('/v1/app/store').set(bearer(s.key)).send({ buyer_discord_sign_in: true, discord_client_id: CLIENT_ID });
    expectRestErrors(res, [{ code: 'VALIDATION_FAILED', field: 'buyer_discord_sign_in', rule: 'required' }]);
    const gql = await t.gql(s.key, 'mutation { updateStore(input: {buyerDiscordSignIn: true}) { id } }');
    expectGqlError(gql, 'VALIDATION_FAILED', 'buyer_discord_sign_in', 'required');
    // A redirect URI must be https (http only for localhost).
    const bad = await t.http().post('/v1/webstore/auth/discord/start').set(shop(store.domain, freshIp())).send({ redirect_uri: 'http://shop.example.com/cb' });
    expectRestErrors(bad, [{ code: 'VALIDATION_FAILED', field: 'redirect_uri', rule: 'url' }]);
  });
});
