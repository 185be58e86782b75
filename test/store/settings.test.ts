import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlErrors, expectRestError, expectRestErrors } from '../helpers/errors';
import { StoreAppDocument, StoreGetDocument, StoreUpdateDocument } from '../graphql/__generated__/operations';

/**
 * The admin key's own store: GET/PATCH /v1/app/store (GraphQL store, updateStore) and the
 * application record GET /v1/app (GraphQL app). Validation in the usual shape on both surfaces,
 * read-only fields refused with rule read_only, nothing written on refusal, and one store's key
 * never reads or changes another store.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const STORE_KEYS = [
  'id',
  'name',
  'domain',
  'currency',
  'locale',
  'timezone',
  'theme',
  'require_document',
  'require_phone',
  'discord_mode',
  'return_url',
  'cancel_url',
  'mail_from_name',
  'mail_reply_to',
  'discord_guild_id',
  'discord_bot_token_set',
  'discord_bot_token_last4',
  'ban_on_chargeback',
  'buyer_email_sign_in',
  'buyer_discord_sign_in',
  'discord_client_id',
  'discord_client_secret_set',
  'discord_client_secret_last4',
  'created_at',
  'updated_at',
].sort();
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const STORE = StoreGetDocument;
const UPDATE = StoreUpdateDocument;
const APP = StoreAppDocument;

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toGql = (v: unknown): any => (v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), toGql(x)])) : v);
const toRest = (v: unknown): any =>
  v !== null && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), toRest(x)]))
    : v;

const get = (key: string) => t.http().get('/v1/app/store').set(bearer(key));
const patch = (key: string, body: Json) => t.http().patch('/v1/app/store').set(bearer(key)).send(body);
const row = (id: number) => t.db.store.findUniqueOrThrow({ where: { id } });

describe('GET /v1/app/store', () => {
  test('the store and its settings, defaults for a new store; GraphQL store is the same', async () => {
    const { store, key } = await t.createStore({ name: 'Loja', currency: 'BRL' });
    const res = await get(key);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(STORE_KEYS);
    expect(res.body).toEqual({
      id: store.id,
      name: 'Loja',
      domain: store.domain,
      currency: 'BRL',
      locale: 'pt-BR',
      timezone: 'America/Sao_Paulo',
      theme: { primary_color: null, logo: null, banner: null },
      require_document: false,
      require_phone: false,
      discord_mode: 'OPTIONAL',
      return_url: null,
      cancel_url: null,
      mail_from_name: null,
      mail_reply_to: null,
      discord_guild_id: null,
      discord_bot_token_set: false,
      discord_bot_token_last4: null,
      ban_on_chargeback: false,
      buyer_email_sign_in: false,
      buyer_discord_sign_in: false,
      discord_client_id: null,
      discord_client_secret_set: false,
      discord_client_secret_last4: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const gql = await t.gql(key, STORE);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.store)).toEqual(res.body);
  });

  test('401 without a valid key', async () => {
    expectRestError(await t.http().get('/v1/app/store'), 401, 'UNAUTHENTICATED');
    expectRestError(await get('sk_not_a_key'), 401, 'UNAUTHENTICATED');
  });
});

describe('PATCH /v1/app/store', () => {
  test('changes what is sent and keeps the rest; the theme merges key by key; null clears', async () => {
    const { store, key } = await t.createStore();
    const first = await patch(key, {
      name: '  Minha Loja  ',
      locale: 'en-US',
      theme: { primary_color: '#FF8800', logo: 'https://cdn.example.com/logo.png', banner: 'http://cdn.example.com/banner.png' },
      require_document: true,
      discord_mode: 'REQUIRED',
      return_url: 'https://shop.example.com/thanks',
      cancel_url: 'https://shop.example.com/cart',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Minha Loja',
      locale: 'en-US',
      theme: { primary_color: '#ff8800', logo: 'https://cdn.example.com/logo.png', banner: 'http://cdn.example.com/banner.png' },
      require_document: true,
      require_phone: false,
      discord_mode: 'REQUIRED',
      return_url: 'https://shop.example.com/thanks',
      cancel_url: 'https://shop.example.com/cart',
      domain: store.domain,
    });

    const second = await patch(key, { theme: { logo: null }, require_phone: true, cancel_url: null });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      name: 'Minha Loja',
      theme: { primary_color: '#ff8800', logo: null, banner: 'http://cdn.example.com/banner.png' },
      require_document: true,
      require_phone: true,
      cancel_url: null,
      return_url: 'https://shop.example.com/thanks',
    });
    expect((await get(key)).body).toEqual(second.body);
    expect(await row(store.id)).toMatchObject({ primaryColor: '#ff8800', logo: null, requirePhone: true, discordMode: 'REQUIRED' });
  });

  test('GraphQL updateStore does the same and answers the same JSON', async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const body = { name: 'Twin', theme: { primary_color: '#123abc' }, require_phone: true, discord_mode: 'DISABLED', return_url: 'https://x.example.com/ok' };
    const rest = await patch(a.key, body);
    const gql = await t.gql(b.key, UPDATE, { input: toGql(body) });
    expect(gql.errors).toBeUndefined();
    const norm = (v: Json) => ({ ...v, id: 0, domain: '', created_at: '', updated_at: '' });
    expect(norm(toRest(gql.data!.updateStore))).toEqual(norm(rest.body));
  });

  test('the read-only fields: the current value is no change, another is 422 read_only, and nothing is written', async () => {
    const { store, key } = await t.createStore({ currency: 'USD', timezone: 'America/New_York' });
    const same = await patch(key, { domain: store.domain.toUpperCase(), currency: 'USD', timezone: 'America/New_York', name: 'Kept' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'Kept', domain: store.domain, currency: 'USD', timezone: 'America/New_York' });

    const before = await row(store.id);
    const refused = await patch(key, { name: 'Changed', domain: 'other.example.com', currency: 'BRL', timezone: 'UTC' });
    expectRestErrors(refused, [
      { code: 'VALIDATION_FAILED', field: 'domain', rule: 'read_only' },
      { code: 'VALIDATION_FAILED', field: 'currency', rule: 'read_only' },
      { code: 'VALIDATION_FAILED', field: 'timezone', rule: 'read_only' },
    ]);
    const gql = await t.gql(key, UPDATE, { input: { name: 'Changed', domain: 'other.example.com', currency: 'BRL', timezone: 'UTC' } });
    expectGqlErrors(gql, [
      { code: 'VALIDATION_FAILED', field: 'domain', rule: 'read_only' },
      { code: 'VALIDATION_FAILED', field: 'currency', rule: 'read_only' },
      { code: 'VALIDATION_FAILED', field: 'timezone', rule: 'read_only' },
    ]);
    expect(await row(store.id)).toEqual(before);
  });

  const invalid: [string, Json, [string, string][]][] = [
    ['a colour that is not #rrggbb', { theme: { primary_color: 'red' } }, [['theme.primary_color', 'regex']]],
    ['a three-digit colour', { theme: { primary_color: '#f80' } }, [['theme.primary_color', 'regex']]],
    ['a logo that is not an http(s) URL', { theme: { logo: 'javascript:alert(1)' } }, [['theme.logo', 'url']]],
    ['a banner that is not a URL', { theme: { banner: 'banner.png' } }, [['theme.banner', 'url']]],
    [
      'return and cancel URLs that are not http(s)',
      { return_url: 'ftp://x.example.com', cancel_url: 'nope' },
      [
        ['return_url', 'url'],
        ['cancel_url', 'url'],
      ],
    ],
    ['an unknown discord_mode', { discord_mode: 'ALWAYS' }, [['discord_mode', 'enum']]],
    ['an empty name', { name: '   ' }, [['name', 'required']]],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, [['name', 'max']]],
    ['a locale that is not one', { locale: 'not a locale' }, [['locale', 'regex']]],
    [
      'flags that are not booleans',
      { require_document: 'yes', require_phone: 1 },
      [
        ['require_document', 'type'],
        ['require_phone', 'type'],
      ],
    ],
    ['a theme that is not an object', { theme: '#ffffff' }, [['theme', 'type']]],
  ];

  test.each(invalid)('%s: 422 on both surfaces, nothing written', async (_name, body, pairs) => {
    const { store, key } = await t.createStore();
    const before = await row(store.id);
    const expected = pairs.map(([field, rule]) => ({ code: 'VALIDATION_FAILED', field, rule }));
    expectRestErrors(await patch(key, body), expected);
    if (typeof body.theme !== 'string' && typeof body.require_document !== 'string') {
      expectGqlErrors(await t.gql(key, UPDATE, { input: toGql(body) }), expected);
    }
    expect(await row(store.id)).toEqual(before);
  });

  test("one store's key changes only its own store", async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const before = await row(b.store.id);
    expect((await patch(a.key, { name: 'Only A', require_document: true })).status).toBe(200);
    expect(await row(b.store.id)).toEqual(before);
    expect((await get(b.key)).body).toMatchObject({ id: b.store.id, name: before.name, require_document: false });
    expect((await get(a.key)).body).toMatchObject({ id: a.store.id, name: 'Only A' });
  });
});

describe('GET /v1/app', () => {
  test("the key's application record: plan SELF_HOSTED, never overdue, the storefront's URL and theme", async () => {
    const { store, key } = await t.createStore({ name: 'Plugin Shop' });
    await patch(key, { theme: { primary_color: '#00aa00', logo: 'https://cdn.example.com/l.png' } });
    const res = await t.http().get('/v1/app').set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: store.id,
      name: 'Plugin Shop',
      plan: 'SELF_HOSTED',
      overdue_date: expect.stringMatching(/^9999-12-3[01]T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/),
      url: `https://${store.domain}`,
      logo: 'https://cdn.example.com/l.png',
      primary_color: '#00aa00',
    });
    const gql = await t.gql(key, APP);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.app)).toEqual(res.body);
    // Never overdue, yet a date-time: plugins parse it (Java's OffsetDateTime.parse) and stop on null.
    expect(new Date(res.body.overdue_date).toISOString()).toBe('9999-12-31T00:00:00.000Z');
  });

  test('the far-future overdue date stays a year-9999 date-time in the most extreme time zones', async () => {
    for (const timezone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const { key } = await t.createStore({ timezone });
      const { body } = await t.http().get('/v1/app').set(bearer(key));
      expect(body.overdue_date).toMatch(/^9999-12-3[01]T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      expect(new Date(body.overdue_date).toISOString()).toBe('9999-12-31T00:00:00.000Z');
    }
  });

  test('a plugin with a wrong or revoked key learns it at start-up: 401', async () => {
    expectRestError(await t.http().get('/v1/app').set(bearer('sk_wrong')), 401, 'UNAUTHENTICATED');
    expectRestError(await t.http().get('/v1/app'), 401, 'UNAUTHENTICATED');
  });
});
