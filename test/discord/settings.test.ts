import { decryptSecret, secretKey } from '../../src/lib/secrets';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlErrors, expectRestErrors } from '../helpers/errors';
import { fakeBotToken } from './helpers';
import { StoreDiscordDocument, StoreUpdateDiscordDocument } from '../graphql/__generated__/operations';

/**
 * A store's Discord bot settings (issue 17) on PATCH /v1/app/store and GraphQL updateStore: the bot
 * token is write-only (sealed at rest, never answered: only whether one is set and its last 4
 * characters), the guild id is a snowflake; both validated alike on both surfaces, and one store's
 * settings never reach another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const GUILD = '112233445566778899';

const STORE = StoreDiscordDocument;
const UPDATE = StoreUpdateDiscordDocument;

const get = (key: string) => t.http().get('/v1/app/store').set(bearer(key));
const patch = (key: string, body: Json) => t.http().patch('/v1/app/store').set(bearer(key)).send(body);
const row = (id: number) => t.db.store.findUniqueOrThrow({ where: { id } });

describe('discord_bot_token and discord_guild_id', () => {
  test('set through REST: answered only as set + last 4 characters; sealed at rest; GET and GraphQL agree', async () => {
    const { store, key } = await t.createStore();
    const token = fakeBotToken();
    const res = await patch(key, { discord_bot_token: token, discord_guild_id: GUILD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discord_guild_id: GUILD, discord_bot_token_set: true, discord_bot_token_last4: token.slice(-4) });
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(JSON.stringify(res.body)).not.toContain(token.slice(-12));

    const got = await get(key);
    expect(got.body).toEqual(res.body);
    const gql = await t.gql(key, STORE);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.store).toEqual({ id: store.id, discordGuildId: GUILD, discordBotTokenSet: true, discordBotTokenLast4: token.slice(-4) });

    const saved = await row(store.id);
    expect(saved.discordBotTokenEnc).not.toContain(token);
    expect(saved.discordBotTokenEnc).toMatch(/^v1:/);
    expect(decryptSecret(await secretKey(t.db, t.config), saved.discordBotTokenEnc!)).toBe(token);
  });

  test('GraphQL updateStore sets and removes them the same way; the token is never in its answer', async () => {
    const { store, key } = await t.createStore();
    const token = fakeBotToken();
    const set = await t.gql(key, UPDATE, { input: { discordBotToken: token, discordGuildId: GUILD } });
    expect(set.errors).toBeUndefined();
    expect(set.data!.updateStore).toMatchObject({ discordGuildId: GUILD, discordBotTokenSet: true, discordBotTokenLast4: token.slice(-4) });
    expect(JSON.stringify(set)).not.toContain(token);

    const cleared = await t.gql(key, UPDATE, { input: { discordBotToken: null, discordGuildId: null } });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.updateStore).toMatchObject({ discordGuildId: null, discordBotTokenSet: false, discordBotTokenLast4: null });
    expect(await row(store.id)).toMatchObject({ discordBotTokenEnc: null, discordBotTokenLast4: null, discordGuildId: null });
  });

  test('left out: kept; a client PATCHing back what GET gave keeps the token; null removes it', async () => {
    const { store, key } = await t.createStore();
    const token = fakeBotToken();
    await patch(key, { discord_bot_token: token, discord_guild_id: GUILD }).expect(200);
    const sealed = (await row(store.id)).discordBotTokenEnc;

    const renamed = await patch(key, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', discord_bot_token_set: true, discord_guild_id: GUILD });
    const roundTrip = await patch(key, (await get(key)).body);
    expect(roundTrip.status).toBe(200);
    expect((await row(store.id)).discordBotTokenEnc).toBe(sealed);

    const replaced = fakeBotToken();
    expect((await patch(key, { discord_bot_token: replaced })).body.discord_bot_token_last4).toBe(replaced.slice(-4));
    expect((await row(store.id)).discordBotTokenEnc).not.toBe(sealed);

    const removed = await patch(key, { discord_bot_token: null });
    expect(removed.body).toMatchObject({ discord_bot_token_set: false, discord_bot_token_last4: null, discord_guild_id: GUILD });
  });

  const invalid: [string, Json, [string, string][]][] = [
    ['a guild id that is not a snowflake', { discord_guild_id: 'my-server' }, [['discord_guild_id', 'regex']]],
    ['a guild id too short', { discord_guild_id: '1234' }, [['discord_guild_id', 'regex']]],
    // biome-ignore lint/correctness/noPrecisionLoss: a snowflake sent as a JSON number, precision lost as a client's would be.
    ['a guild id as a number', { discord_guild_id: 112233445566778899 }, [['discord_guild_id', 'type']]],
    ['a token that is not one', { discord_bot_token: 'not a token at all, just some words here' }, [['discord_bot_token', 'regex']]],
    ['a token too short', { discord_bot_token: 'a.b.c' }, [['discord_bot_token', 'min']]],
    ['an empty token', { discord_bot_token: '' }, [['discord_bot_token', 'required']]],
  ];

  test.each(invalid)('%s: 422 on both surfaces, nothing written', async (_name, body, pairs) => {
    const { store, key } = await t.createStore();
    await patch(key, { discord_bot_token: fakeBotToken(), discord_guild_id: GUILD }).expect(200);
    const before = await row(store.id);
    const expected = pairs.map(([field, rule]) => ({ code: 'VALIDATION_FAILED', field, rule }));
    const rest = await patch(key, body);
    expectRestErrors(rest, expected);
    if (typeof body.discord_guild_id !== 'number') {
      const input = Object.fromEntries(Object.entries(body).map(([k, v]) => [k === 'discord_guild_id' ? 'discordGuildId' : 'discordBotToken', v]));
      expectGqlErrors(await t.gql(key, UPDATE, { input }), expected);
    }
    expect(await row(store.id)).toEqual(before);
    // A refused token is not echoed back in the error either.
    if (typeof body.discord_bot_token === 'string' && body.discord_bot_token.length > 8)
      expect(JSON.stringify(rest.body)).not.toContain(body.discord_bot_token);
  });

  test("store isolation: one store's bot and guild are its own", async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const tokenA = fakeBotToken();
    await patch(a.key, { discord_bot_token: tokenA, discord_guild_id: GUILD }).expect(200);
    const bBefore = await row(b.store.id);
    expect((await get(b.key)).body).toMatchObject({ discord_guild_id: null, discord_bot_token_set: false, discord_bot_token_last4: null });
    const gqlB = await t.gql(b.key, STORE);
    expect(gqlB.data!.store).toEqual({ id: b.store.id, discordGuildId: null, discordBotTokenSet: false, discordBotTokenLast4: null });

    const tokenB = fakeBotToken();
    await patch(b.key, { discord_bot_token: tokenB, discord_guild_id: '998877665544332211' }).expect(200);
    expect(await row(b.store.id)).not.toEqual(bBefore);
    const aNow = (await get(a.key)).body;
    expect(aNow).toMatchObject({ discord_guild_id: GUILD, discord_bot_token_last4: tokenA.slice(-4) });
    expect(decryptSecret(await secretKey(t.db, t.config), (await row(a.store.id)).discordBotTokenEnc!)).toBe(tokenA);
  });
});
