import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * Packages end to end, through REST (/v1/app/package) and GraphQL (/graphql), on a real
 * PostgreSQL. Failures assert status, code, field, rule, and that no row was written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const LIST_ITEM_KEYS = [
  'id', 'category_id', 'store_id', 'position', 'enabled', 'name', 'type', 'price', 'expiry_days', 'inventory_amount',
  'description', 'slug', 'image', 'icon', 'created_at', 'updated_at', 'per_user_limit', 'parent_id',
  'is_variation_parent', 'commands', 'discord_actions', 'license_keys', 'price_display',
];
const CREATE_KEYS = [
  'id', 'store_id', 'name', 'category_id', 'price', 'expiry_days', 'type', 'inventory_amount', 'position', 'slug',
  'image', 'icon', 'created_at', 'updated_at',
];
const DETAIL_KEYS = [...LIST_ITEM_KEYS, 'compare_at_price', 'variables', 'fields', 'email'];
const SIMPLE_KEYS = ['id', 'category_id', 'parent_id', 'name', 'slug', 'type', 'enabled', 'price', 'price_display', 'position'];
const COMMAND_KEYS = ['id', 'type', 'command', 'game_server_id', 'offline_execute', 'schedule', 'execute_once', 'created_at', 'updated_at'];
const DISCORD_KEYS = ['id', 'type', 'action', 'parameters', 'created_at', 'updated_at'];
const LICENSE_KEY_KEYS = ['id', 'key', 'used', 'used_at', 'created_at', 'updated_at'];
const META_KEYS = [
  'total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url',
  'previous_page_url',
];

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (o: object) => Object.keys(o).sort();

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A REST body (snake_case) as the GraphQL input (camelCase), nested objects and lists included. */
function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), toGql(v)]));
  }
  return value;
}

const PACKAGE_FIELDS = `
  id storeId categoryId parentId isVariationParent position enabled name slug description type price priceDisplay
  compareAtPrice expiryDays inventoryAmount perUserLimit image icon createdAt updatedAt
  commands { id type command gameServerId offlineExecute schedule executeOnce createdAt updatedAt }
  discordActions { id type action parameters { roleId channelId message } createdAt updatedAt }
  licenseKeys { id key used usedAt createdAt updatedAt }
  fields { id name type description required }
  variables
  email { title content }
`;
const CREATE_MUTATION = `mutation($input: CreatePackageInput!) { createPackage(input: $input) { ${PACKAGE_FIELDS} } }`;
const UPDATE_MUTATION = `mutation($id: Int!, $input: UpdatePackageInput!) { updatePackage(id: $id, input: $input) { ${PACKAGE_FIELDS} } }`;
const DELETE_MUTATION = `mutation($id: Int!) { deletePackage(id: $id) }`;
const GET_QUERY = `query($id: Int!) { package(id: $id) { ${PACKAGE_FIELDS} } }`;
const LIST_QUERY = `query($page: Int, $perPage: Int, $categoryId: Int, $name: String) {
  packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {
    meta { total perPage currentPage lastPage firstPage firstPageUrl lastPageUrl nextPageUrl previousPageUrl }
    data { id name categoryId position price priceDisplay enabled }
  }
}`;

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  categoryId: number;
}

async function createCategory(key: string, name: string): Promise<number> {
  const res = await t.http().post('/v1/app/category').set(bearer(key)).send({ name });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function shop(input: { currency?: 'BRL' | 'USD' | 'EUR'; locale?: string } = {}): Promise<Shop> {
  const { store, key } = await t.createStore(input);
  const categoryId = await createCategory(key, 'Ranks');
  return { key, storeId: store.id, categoryId };
}

let serverSeq = 0;
const gameServer = (storeId: number) =>
  t.db.gameServer.create({ data: { storeId, name: `s${++serverSeq}`, tokenHash: 'x' + Math.random(), tokenPrefix: 'x' } });
let variableSeq = 0;
const variable = (storeId: number) => t.db.variable.create({ data: { storeId, name: `nick${++variableSeq}` } });

async function restCreate(key: string, body: Json) {
  return t.http().post('/v1/app/package').set(bearer(key)).send(body);
}

/** Creates through REST and fails the test when the package is refused. */
async function makePackage(s: Shop, body: Json = {}): Promise<Json> {
  const res = await restCreate(s.key, { name: 'VIP', category_id: s.categoryId, price: 29.9, type: 'SINGLE', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

async function restGet(key: string, id: number) {
  return t.http().get(`/v1/app/package/${id}`).set(bearer(key));
}

/** Rows the package endpoints write, for one store: a refused request must leave them all unchanged. */
async function rowCounts(storeId: number) {
  const [packages, commands, keys, discordActions, variables] = await Promise.all([
    t.db.package.count({ where: { storeId } }),
    t.db.packageCommand.count({ where: { storeId } }),
    t.db.licenseKey.count({ where: { storeId } }),
    t.db.packageDiscordAction.count({ where: { storeId } }),
    t.db.packageVariable.count({ where: { storeId } }),
  ]);
  return { packages, commands, keys, discordActions, variables };
}

function expectRestError(res: { status: number; body: any }, status: number, code: string, field?: string, rule?: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors).toHaveLength(1);
  const [e] = res.body.errors;
  expect(typeof e.message).toBe('string');
  expect(e.code).toBe(code);
  if (field === undefined) expect(e.field).toBeUndefined();
  else expect(e.field).toBe(field);
  if (rule === undefined) expect(e.rule).toBeUndefined();
  else expect(e.rule).toBe(rule);
}

function expectGqlError(body: { data?: any; errors?: any[] }, code: string, field?: string, rule?: string) {
  expect(body.errors).toHaveLength(1);
  const ext = body.errors![0].extensions;
  expect(ext.code).toBe(code);
  expect(ext.field).toBe(field);
  expect(ext.rule).toBe(rule);
}

// ---------------------------------------------------------------- create: success

describe('POST /v1/app/package (create)', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });

  test('answers 201 with exactly the create fields, and stores commands, discord actions, keys, variables, email', async () => {
    const server = await gameServer(s.storeId);
    const v = await variable(s.storeId);
    const before = await rowCounts(s.storeId);
    const res = await restCreate(s.key, {
      name: 'Diamond Rank',
      description: '<p>The best rank</p>',
      category_id: s.categoryId,
      price: 29.9,
      expiry_days: 30,
      type: 'MULTIPLE',
      inventory_amount: 50,
      per_user_limit: true,
      image: 'https://cdn.example.com/diamond.png',
      commands: [
        { type: 'PURCHASE', command: 'lp user {client_identifier} parent add diamond', game_server_id: server.id, offline_execute: true, schedule: 5, execute_once: true },
        { command: 'say thanks {client_name}' },
        { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove diamond' },
      ],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801', channel_id: '223344556677889901', message: 'Welcome' } }],
      variables: [v.id],
      email: { title: 'Thanks', content: 'Your rank is active' },
      license_keys: ['KEY-1', 'KEY-2'],
    });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(CREATE_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      name: 'Diamond Rank',
      category_id: s.categoryId,
      price: 29.9,
      expiry_days: 30,
      type: 'MULTIPLE',
      inventory_amount: 50,
      position: expect.any(Number),
      slug: 'diamond-rank',
      image: 'https://cdn.example.com/diamond.png',
      icon: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const after = await rowCounts(s.storeId);
    expect(after).toEqual({
      packages: before.packages + 1,
      commands: before.commands + 3,
      keys: before.keys + 2,
      discordActions: before.discordActions + 1,
      variables: before.variables + 1,
    });

    const got = await restGet(s.key, res.body.id);
    expect(got.status).toBe(200);
    expect(keysOf(got.body)).toEqual(sorted(DETAIL_KEYS));
    expect(got.body).toMatchObject({
      id: res.body.id,
      description: '<p>The best rank</p>',
      enabled: true,
      per_user_limit: true,
      parent_id: null,
      is_variation_parent: false,
      price_display: 'R$ 29,90',
      compare_at_price: null,
      variables: [v.id],
      fields: [],
      email: { title: 'Thanks', content: 'Your rank is active' },
    });
    expect(got.body.commands).toHaveLength(3);
    got.body.commands.forEach((c: Json) => expect(keysOf(c)).toEqual(sorted(COMMAND_KEYS)));
    expect(got.body.commands).toEqual([
      {
        id: expect.any(Number), type: 'PURCHASE', command: 'lp user {client_identifier} parent add diamond', game_server_id: server.id,
        offline_execute: true, schedule: 5, execute_once: true,
        created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME),
      },
      {
        id: expect.any(Number), type: 'PURCHASE', command: 'say thanks {client_name}', game_server_id: null,
        offline_execute: false, schedule: 0, execute_once: false,
        created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME),
      },
      {
        id: expect.any(Number), type: 'EXPIRE', command: 'lp user {client_identifier} parent remove diamond', game_server_id: null,
        offline_execute: false, schedule: 0, execute_once: false,
        created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(got.body.discord_actions).toEqual([
      {
        id: expect.any(Number), type: 'PURCHASE', action: 'ADD_ROLE',
        parameters: { role_id: '112233445566778801', channel_id: '223344556677889901', message: 'Welcome' },
        created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(keysOf(got.body.discord_actions[0])).toEqual(sorted(DISCORD_KEYS));
    expect(got.body.license_keys.map((k: Json) => k.key)).toEqual(['KEY-1', 'KEY-2']);
    got.body.license_keys.forEach((k: Json) => {
      expect(keysOf(k)).toEqual(sorted(LICENSE_KEY_KEYS));
      expect(k).toMatchObject({ used: false, used_at: null });
    });
  });

  test('enabled defaults to true and an explicit false is kept', async () => {
    const on = await makePackage(s, { name: 'Default enabled' });
    const off = await makePackage(s, { name: 'Disabled', enabled: false });
    expect((await restGet(s.key, on.id)).body.enabled).toBe(true);
    expect((await restGet(s.key, off.id)).body.enabled).toBe(false);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: on.id } })).enabled).toBe(true);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: off.id } })).enabled).toBe(false);
  });

  test('position defaults to the end of its own category', async () => {
    const own = await shop();
    const other = await createCategory(own.key, 'Kits');
    const a = await makePackage(own, { name: 'A' });
    const b = await makePackage(own, { name: 'B' });
    const k = await makePackage(own, { name: 'K', category_id: other });
    const c = await makePackage(own, { name: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect(k.position).toBe(0);
  });

  test('a generated slug is made unique within the store', async () => {
    const own = await shop();
    const first = await makePackage(own, { name: 'Kit Starter' });
    const second = await makePackage(own, { name: 'Kit Starter' });
    expect(first.slug).toBe('kit-starter');
    expect(second.slug).toBe('kit-starter-2');
  });

  test.each([
    ['price 0', { price: 0 }, { price: 0 }],
    ['price 1,000,000', { price: 1_000_000 }, { price: 1_000_000 }],
    ['price with two decimals', { price: 10.99 }, { price: 10.99 }],
    ['expiry_days 1', { expiry_days: 1 }, { expiry_days: 1 }],
    ['expiry_days 365', { expiry_days: 365 }, { expiry_days: 365 }],
    ['inventory_amount 1', { inventory_amount: 1 }, { inventory_amount: 1 }],
    ['inventory_amount 999,999', { inventory_amount: 999_999 }, { inventory_amount: 999_999 }],
    ['type SINGLE', { type: 'SINGLE' }, { type: 'SINGLE' }],
    ['type MULTIPLE', { type: 'MULTIPLE' }, { type: 'MULTIPLE' }],
  ])('accepts %s', async (_title, patch, expected) => {
    const before = await rowCounts(s.storeId);
    const res = await restCreate(s.key, { name: 'Edge', category_id: s.categoryId, price: 5, type: 'SINGLE', ...patch });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(expected);
    expect((await rowCounts(s.storeId)).packages).toBe(before.packages + 1);
  });

  test('accepts 300 license keys, and a key of 250 characters', async () => {
    const keys = Array.from({ length: 300 }, (_, i) => `KEY-${i}`);
    keys[299] = 'k'.repeat(250);
    const before = await rowCounts(s.storeId);
    const res = await restCreate(s.key, { name: 'Keys', category_id: s.categoryId, price: 1, type: 'SINGLE', license_keys: keys });
    expect(res.status).toBe(201);
    expect((await rowCounts(s.storeId)).keys).toBe(before.keys + 300);
    const stored = await t.db.licenseKey.findMany({ where: { packageId: res.body.id }, orderBy: { id: 'asc' } });
    expect(stored.map((k) => k.value)).toEqual(keys);
  });

  test('icon is accepted for a variation, and parent_id makes the parent a variation parent', async () => {
    const own = await shop();
    const parent = await makePackage(own, { name: 'Rank' });
    expect((await restGet(own.key, parent.id)).body.is_variation_parent).toBe(false);
    const res = await restCreate(own.key, {
      name: 'Rank 30 days', category_id: own.categoryId, price: 10, type: 'SINGLE',
      parent_id: parent.id, icon: 'https://cdn.example.com/30.png',
    });
    expect(res.status).toBe(201);
    expect(res.body.icon).toBe('https://cdn.example.com/30.png');
    const variation = await restGet(own.key, res.body.id);
    expect(variation.body).toMatchObject({ parent_id: parent.id, is_variation_parent: false, icon: 'https://cdn.example.com/30.png' });
    const p = await restGet(own.key, parent.id);
    expect(p.body.is_variation_parent).toBe(true);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: parent.id } })).isVariationParent).toBe(true);
  });

  test('401 without an API key, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t.http().post('/v1/app/package').send({ name: 'x', category_id: s.categoryId, price: 1, type: 'SINGLE' });
    expectRestError(res, 401, 'UNAUTHENTICATED');
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('400 for a body that is not JSON, nothing written', async () => {
    const before = await rowCounts(s.storeId);
    const res = await t.http().post('/v1/app/package').set(bearer(s.key)).set('content-type', 'application/json').send('{"name": ');
    expectRestError(res, 400, 'BAD_REQUEST');
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- create: refusals, on both surfaces

interface Fixture extends Shop {
  otherCategoryId: number;
  otherServerId: number;
  otherVariableId: number;
}

interface Refusal {
  title: string;
  body: (f: Fixture) => Json;
  field: string;
  rule: string;
  /** GraphQL cannot carry this input past its own type checks: the request fails as BAD_REQUEST instead. */
  gqlBadRequest?: boolean;
}

/** A valid create body holding commands, keys and actions, so a partly applied request would show in the row counts. */
const validBody = (f: Fixture): Json => ({
  name: 'Refused',
  category_id: f.categoryId,
  price: 10,
  type: 'SINGLE',
  commands: [{ command: 'say {client_name}' }],
  discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801' } }],
  license_keys: ['K1', 'K2'],
});
const without = (o: Json, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

const refusals: Refusal[] = [
  { title: 'name missing', body: (f) => without(validBody(f), 'name'), field: 'name', rule: 'required' },
  { title: 'name empty', body: (f) => ({ ...validBody(f), name: '' }), field: 'name', rule: 'required' },
  { title: 'name null', body: (f) => ({ ...validBody(f), name: null }), field: 'name', rule: 'required' },
  { title: 'category_id missing', body: (f) => without(validBody(f), 'category_id'), field: 'category_id', rule: 'required' },
  { title: 'category_id of another store', body: (f) => ({ ...validBody(f), category_id: f.otherCategoryId }), field: 'category_id', rule: 'exists' },
  { title: 'category_id that does not exist', body: (f) => ({ ...validBody(f), category_id: 99_999_999 }), field: 'category_id', rule: 'exists' },
  { title: 'price missing', body: (f) => without(validBody(f), 'price'), field: 'price', rule: 'required' },
  { title: 'price -0.01', body: (f) => ({ ...validBody(f), price: -0.01 }), field: 'price', rule: 'range' },
  { title: 'price 1,000,000.01', body: (f) => ({ ...validBody(f), price: 1_000_000.01 }), field: 'price', rule: 'range' },
  { title: 'price 10.999', body: (f) => ({ ...validBody(f), price: 10.999 }), field: 'price', rule: 'decimals' },
  { title: 'price as a string', body: (f) => ({ ...validBody(f), price: 'ten' }), field: 'price', rule: 'type', gqlBadRequest: true },
  { title: 'type missing', body: (f) => without(validBody(f), 'type'), field: 'type', rule: 'required' },
  { title: 'type BUNDLE', body: (f) => ({ ...validBody(f), type: 'BUNDLE' }), field: 'type', rule: 'enum' },
  { title: 'expiry_days 0', body: (f) => ({ ...validBody(f), expiry_days: 0 }), field: 'expiry_days', rule: 'range' },
  { title: 'expiry_days 366', body: (f) => ({ ...validBody(f), expiry_days: 366 }), field: 'expiry_days', rule: 'range' },
  { title: 'inventory_amount 0', body: (f) => ({ ...validBody(f), inventory_amount: 0 }), field: 'inventory_amount', rule: 'range' },
  { title: 'inventory_amount 1,000,000', body: (f) => ({ ...validBody(f), inventory_amount: 1_000_000 }), field: 'inventory_amount', rule: 'range' },
  {
    title: '301 license keys',
    body: (f) => ({ ...validBody(f), license_keys: Array.from({ length: 301 }, (_, i) => `KEY-${i}`) }),
    field: 'license_keys',
    rule: 'max',
  },
  {
    title: 'a license key of 251 characters',
    body: (f) => ({ ...validBody(f), license_keys: ['K1', 'K2', 'k'.repeat(251)] }),
    field: 'license_keys.2',
    rule: 'max',
  },
  {
    title: 'a repeated license key',
    body: (f) => ({ ...validBody(f), license_keys: ['K1', 'K2', 'K3', 'K2'] }),
    field: 'license_keys.3',
    rule: 'unique',
  },
  { title: 'a variable id that does not exist', body: (f) => ({ ...validBody(f), variables: [99_999_999] }), field: 'variables.0', rule: 'exists' },
  { title: "another store's variable", body: (f) => ({ ...validBody(f), variables: [f.otherVariableId] }), field: 'variables.0', rule: 'exists' },
  {
    title: 'a command on a game server that does not exist',
    body: (f) => ({ ...validBody(f), commands: [{ command: 'say hi', game_server_id: 99_999_999 }] }),
    field: 'commands.0.game_server_id',
    rule: 'exists',
  },
  {
    title: "a command on another store's game server",
    body: (f) => ({ ...validBody(f), commands: [{ command: 'say hi' }, { command: 'say hi', game_server_id: f.otherServerId }] }),
    field: 'commands.1.game_server_id',
    rule: 'exists',
  },
  { title: 'a command without command', body: (f) => ({ ...validBody(f), commands: [{ type: 'PURCHASE' }] }), field: 'commands.0.command', rule: 'required' },
  {
    title: 'a command of an unknown type',
    body: (f) => ({ ...validBody(f), commands: [{ type: 'LOGIN', command: 'say hi' }] }),
    field: 'commands.0.type',
    rule: 'enum',
  },
  {
    title: 'a command scheduled past a year',
    body: (f) => ({ ...validBody(f), commands: [{ command: 'say hi', schedule: 525_601 }] }),
    field: 'commands.0.schedule',
    rule: 'range',
  },
  { title: 'icon without parent_id', body: (f) => ({ ...validBody(f), icon: 'https://cdn.example.com/i.png' }), field: 'icon', rule: 'variation' },
  { title: 'image that is not a URL', body: (f) => ({ ...validBody(f), image: 'not a url' }), field: 'image', rule: 'url' },
  { title: 'parent_id that does not exist', body: (f) => ({ ...validBody(f), parent_id: 99_999_999 }), field: 'parent_id', rule: 'exists' },
];

describe('create refusals', () => {
  let f: Fixture;
  beforeAll(async () => {
    const s = await shop();
    const other = await shop();
    f = {
      ...s,
      otherCategoryId: other.categoryId,
      otherServerId: (await gameServer(other.storeId)).id,
      otherVariableId: (await variable(other.storeId)).id,
    };
    // An existing package, so that "nothing written" is measured against non-empty tables too.
    await makePackage(s, { name: 'Existing', commands: [{ command: 'say 1' }], license_keys: ['E1'] });
  });

  test.each(refusals.map((r) => [r.title, r] as const))('REST: %s -> 422', async (_title, r) => {
    const before = await rowCounts(f.storeId);
    const res = await restCreate(f.key, r.body(f));
    expectRestError(res, 422, 'VALIDATION_FAILED', r.field, r.rule);
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test.each(refusals.map((r) => [r.title, r] as const))('GraphQL: %s -> same error', async (_title, r) => {
    const before = await rowCounts(f.storeId);
    const body = await t.gql(f.key, CREATE_MUTATION, { input: toGql(r.body(f)) });
    expect(body.data ?? null).toBeNull();
    if (r.gqlBadRequest) {
      expect(body.errors!.length).toBeGreaterThanOrEqual(1);
      body.errors!.forEach((e) => expect(e.extensions.code).toBe('BAD_REQUEST'));
    } else {
      expectGqlError(body, 'VALIDATION_FAILED', r.field, r.rule);
    }
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test('a variation of a variation is refused with rule variation, on both surfaces', async () => {
    const parent = await makePackage(f, { name: 'Base' });
    const child = await makePackage(f, { name: 'Base 30d', parent_id: parent.id });
    const before = await rowCounts(f.storeId);
    const res = await restCreate(f.key, { ...validBody(f), parent_id: child.id });
    expectRestError(res, 422, 'VALIDATION_FAILED', 'parent_id', 'variation');
    const gql = await t.gql(f.key, CREATE_MUTATION, { input: toGql({ ...validBody(f), parent_id: child.id }) });
    expectGqlError(gql, 'VALIDATION_FAILED', 'parent_id', 'variation');
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test('several failing fields give one error each, on both surfaces', async () => {
    const before = await rowCounts(f.storeId);
    const res = await restCreate(f.key, { description: 'only this' });
    expect(res.status).toBe(422);
    const rest = res.body.errors.map((e: Json) => [e.code, e.field, e.rule]);
    expect(rest).toHaveLength(4);
    expect(rest).toEqual(
      expect.arrayContaining([
        ['VALIDATION_FAILED', 'name', 'required'],
        ['VALIDATION_FAILED', 'category_id', 'required'],
        ['VALIDATION_FAILED', 'price', 'required'],
        ['VALIDATION_FAILED', 'type', 'required'],
      ]),
    );
    const gql = await t.gql(f.key, CREATE_MUTATION, { input: { description: 'only this' } });
    const fromGql = gql.errors!.map((e) => [e.extensions.code, e.extensions.field, e.extensions.rule]);
    expect(fromGql).toHaveLength(4);
    expect(fromGql).toEqual(expect.arrayContaining(rest));
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test('unknown references are all reported together, on both surfaces', async () => {
    const before = await rowCounts(f.storeId);
    const body = { ...validBody(f), variables: [99_999_999], commands: [{ command: 'x', game_server_id: 99_999_999 }] };
    const res = await restCreate(f.key, body);
    expect(res.status).toBe(422);
    const rest = res.body.errors.map((e: Json) => [e.code, e.field, e.rule]);
    expect(rest).toHaveLength(2);
    expect(rest).toEqual(
      expect.arrayContaining([
        ['VALIDATION_FAILED', 'variables.0', 'exists'],
        ['VALIDATION_FAILED', 'commands.0.game_server_id', 'exists'],
      ]),
    );
    const gql = await t.gql(f.key, CREATE_MUTATION, { input: toGql(body) });
    const fromGql = gql.errors!.map((e) => [e.extensions.code, e.extensions.field, e.extensions.rule]);
    expect(fromGql).toHaveLength(2);
    expect(fromGql).toEqual(expect.arrayContaining(rest));
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test('GraphQL without an API key -> UNAUTHENTICATED, nothing written', async () => {
    const before = await rowCounts(f.storeId);
    const body = await t.gql(null, CREATE_MUTATION, { input: toGql(validBody(f)) });
    expectGqlError(body, 'UNAUTHENTICATED');
    expect(await rowCounts(f.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- create through GraphQL

describe('createPackage (GraphQL)', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });

  test('creates a package with its commands, actions, keys and variables; same data as REST reads', async () => {
    const server = await gameServer(s.storeId);
    const v = await variable(s.storeId);
    const before = await rowCounts(s.storeId);
    const body = await t.gql(s.key, CREATE_MUTATION, {
      input: {
        name: 'Gold Rank',
        categoryId: s.categoryId,
        price: 1234.5,
        type: 'SINGLE',
        expiryDays: 365,
        inventoryAmount: 999_999,
        commands: [{ command: 'give {client_identifier} gold', gameServerId: server.id, offlineExecute: true, schedule: 10, executeOnce: true, type: 'REFUND' }],
        discordActions: [{ type: 'REFUND', action: 'REMOVE_ROLE', parameters: { roleId: '112233445566778802', message: 'bye' } }],
        licenseKeys: ['G-1', 'G-2', 'G-3'],
        variables: [v.id],
        email: { title: 'Hi', content: 'Body' },
      },
    });
    expect(body.errors).toBeUndefined();
    const p = body.data!.createPackage;
    expect(p).toMatchObject({
      storeId: s.storeId,
      categoryId: s.categoryId,
      parentId: null,
      isVariationParent: false,
      position: 0,
      enabled: true,
      name: 'Gold Rank',
      slug: 'gold-rank',
      type: 'SINGLE',
      price: 1234.5,
      priceDisplay: 'R$ 1.234,50',
      expiryDays: 365,
      inventoryAmount: 999_999,
      icon: null,
      variables: [v.id],
      email: { title: 'Hi', content: 'Body' },
      createdAt: expect.stringMatching(STORE_TIME),
      updatedAt: expect.stringMatching(STORE_TIME),
    });
    expect(p.commands).toEqual([
      {
        id: expect.any(Number), type: 'REFUND', command: 'give {client_identifier} gold', gameServerId: server.id,
        offlineExecute: true, schedule: 10, executeOnce: true,
        createdAt: expect.stringMatching(STORE_TIME), updatedAt: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(p.discordActions[0]).toMatchObject({ type: 'REFUND', action: 'REMOVE_ROLE', parameters: { roleId: '112233445566778802', channelId: null, message: 'bye' } });
    expect(p.licenseKeys.map((k: Json) => [k.key, k.used, k.usedAt])).toEqual([
      ['G-1', false, null],
      ['G-2', false, null],
      ['G-3', false, null],
    ]);
    expect(await rowCounts(s.storeId)).toEqual({
      packages: before.packages + 1,
      commands: before.commands + 1,
      keys: before.keys + 3,
      discordActions: before.discordActions + 1,
      variables: before.variables + 1,
    });

    // Parity: the REST detail of the same row, in camelCase, is what GraphQL returned.
    const rest = await restGet(s.key, p.id);
    expect(toGql(rest.body)).toEqual(p);
  });

  test('enabled defaults to true, position goes to the end, price boundaries 0 and 1,000,000 accepted', async () => {
    const own = await shop();
    const a = await t.gql(own.key, CREATE_MUTATION, { input: { name: 'Free', categoryId: own.categoryId, price: 0, type: 'SINGLE' } });
    const b = await t.gql(own.key, CREATE_MUTATION, { input: { name: 'Max', categoryId: own.categoryId, price: 1_000_000, type: 'MULTIPLE' } });
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.createPackage).toMatchObject({ enabled: true, position: 0, price: 0, priceDisplay: 'R$ 0,00' });
    expect(b.data!.createPackage).toMatchObject({ enabled: true, position: 1, price: 1_000_000, priceDisplay: 'R$ 1.000.000,00' });
  });

  test('300 keys accepted, 301 refused with field license_keys rule max', async () => {
    const own = await shop();
    const base = { name: 'Keys', categoryId: own.categoryId, price: 1, type: 'SINGLE' };
    const empty = await rowCounts(own.storeId);
    const ok = await t.gql(own.key, CREATE_MUTATION, { input: { ...base, licenseKeys: Array.from({ length: 300 }, (_, i) => `K${i}`) } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createPackage.licenseKeys).toHaveLength(300);
    expect((await rowCounts(own.storeId)).keys).toBe(empty.keys + 300);

    const before = await rowCounts(own.storeId);
    const refused = await t.gql(own.key, CREATE_MUTATION, { input: { ...base, licenseKeys: Array.from({ length: 301 }, (_, i) => `K${i}`) } });
    expectGqlError(refused, 'VALIDATION_FAILED', 'license_keys', 'max');
    expect(await rowCounts(own.storeId)).toEqual(before);
  });

  test('parentId makes the parent a variation parent; icon allowed on the variation', async () => {
    const own = await shop();
    const parent = await makePackage(own, { name: 'Rank' });
    const body = await t.gql(own.key, CREATE_MUTATION, {
      input: { name: 'Rank 7d', categoryId: own.categoryId, price: 3, type: 'SINGLE', parentId: parent.id, icon: 'https://cdn.example.com/7.png' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createPackage).toMatchObject({ parentId: parent.id, icon: 'https://cdn.example.com/7.png' });
    const got = await t.gql(own.key, `query($id: Int!) { package(id: $id) { isVariationParent } }`, { id: parent.id });
    expect(got.data!.package.isVariationParent).toBe(true);
  });
});

// ---------------------------------------------------------------- list

describe('GET /v1/app/package (list)', () => {
  let s: Shop;
  let kits: number;
  let made: Json[];
  beforeAll(async () => {
    s = await shop();
    kits = await createCategory(s.key, 'Kits');
    const server = await gameServer(s.storeId);
    made = [];
    made.push(await makePackage(s, {
      name: 'Diamond Sword', price: 29.9,
      commands: [{ command: 'give sword', game_server_id: server.id }],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778802' } }],
      license_keys: ['SW-1'],
    }));
    made.push(await makePackage(s, { name: 'Iron SWORD', price: 10 }));
    made.push(await makePackage(s, { name: 'Shield', price: 5.5 }));
    made.push(await makePackage(s, { name: 'Starter kit', price: 1, category_id: kits }));
    made.push(await makePackage(s, { name: 'Sword kit', price: 2, category_id: kits }));
    // Another store's packages never show up.
    const other = await shop();
    await makePackage(other, { name: 'Foreign Sword' });
  });

  test('items have exactly the list fields, nested items their fields; default per_page 15', async () => {
    const res = await t.http().get('/v1/app/package').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 5,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/package?page=1',
      last_page_url: '/v1/app/package?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    expect(res.body.data).toHaveLength(5);
    res.body.data.forEach((p: Json) => expect(keysOf(p)).toEqual(sorted(LIST_ITEM_KEYS)));
    const sword = res.body.data.find((p: Json) => p.id === made[0].id);
    expect(sword).toMatchObject({
      store_id: s.storeId,
      category_id: s.categoryId,
      name: 'Diamond Sword',
      price: 29.9,
      price_display: 'R$ 29,90',
      enabled: true,
      position: 0,
      expiry_days: null,
      inventory_amount: null,
      description: null,
      image: null,
      icon: null,
      per_user_limit: false,
      parent_id: null,
      is_variation_parent: false,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect(sword.commands).toHaveLength(1);
    expect(keysOf(sword.commands[0])).toEqual(sorted(COMMAND_KEYS));
    expect(sword.discord_actions).toHaveLength(1);
    expect(keysOf(sword.discord_actions[0])).toEqual(sorted(DISCORD_KEYS));
    expect(keysOf(sword.discord_actions[0].parameters)).toEqual(['channel_id', 'message', 'role_id']);
    expect(sword.license_keys).toHaveLength(1);
    expect(keysOf(sword.license_keys[0])).toEqual(sorted(LICENSE_KEY_KEYS));
    expect(res.body.data.find((p: Json) => p.id === made[2].id).price_display).toBe('R$ 5,50');
  });

  test('pagination: meta and links page by page, and a page past the end', async () => {
    const page1 = await t.http().get('/v1/app/package?per_page=2').set(bearer(s.key));
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({
      total: 5,
      per_page: 2,
      current_page: 1,
      last_page: 3,
      first_page: 1,
      first_page_url: '/v1/app/package?per_page=2&page=1',
      last_page_url: '/v1/app/package?per_page=2&page=3',
      next_page_url: '/v1/app/package?per_page=2&page=2',
      previous_page_url: null,
    });
    expect(page1.body.data).toHaveLength(2);

    const page3 = await t.http().get('/v1/app/package?per_page=2&page=3').set(bearer(s.key));
    expect(page3.body.meta).toMatchObject({
      total: 5,
      current_page: 3,
      last_page: 3,
      next_page_url: null,
      previous_page_url: '/v1/app/package?per_page=2&page=2',
    });
    expect(page3.body.data).toHaveLength(1);

    const all = [1, 2, 3].map(async (n) => (await t.http().get(`/v1/app/package?per_page=2&page=${n}`).set(bearer(s.key))).body.data);
    const ids = (await Promise.all(all)).flat().map((p: Json) => p.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids.sort()).toEqual(made.map((p) => p.id).sort());

    const past = await t.http().get('/v1/app/package?per_page=2&page=4').set(bearer(s.key));
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ total: 5, per_page: 2, current_page: 4, last_page: 3, next_page_url: null });
  });

  test('category_id filters, and the links repeat the filter', async () => {
    const res = await t.http().get(`/v1/app/package?category_id=${kits}&per_page=1`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      total: 2,
      per_page: 1,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=1`,
      last_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=2`,
      next_page_url: `/v1/app/package?category_id=${kits}&per_page=1&page=2`,
      previous_page_url: null,
    });
    const both = await t.http().get(`/v1/app/package?category_id=${kits}`).set(bearer(s.key));
    expect(both.body.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
    expect(both.body.data.map((p: Json) => p.position)).toEqual([0, 1]);
  });

  test('a category_id of another store lists nothing', async () => {
    const other = await shop();
    const res = await t.http().get(`/v1/app/package?category_id=${other.categoryId}`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
  });

  test('name matches partially, ignoring case', async () => {
    const res = await t.http().get('/v1/app/package?name=sWoRd').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Json) => p.name).sort()).toEqual(['Diamond Sword', 'Iron SWORD', 'Sword kit']);
    expect(res.body.meta.total).toBe(3);
    expect(res.body.meta.first_page_url).toBe('/v1/app/package?name=sWoRd&page=1');

    const combined = await t.http().get(`/v1/app/package?name=KIT&category_id=${kits}`).set(bearer(s.key));
    expect(combined.body.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);

    const none = await t.http().get('/v1/app/package?name=axe').set(bearer(s.key));
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.total).toBe(0);
  });

  test('name is matched literally: % and _ in it are not wildcards', async () => {
    const own = await shop();
    await makePackage(own, { name: 'Sale 100%' });
    await makePackage(own, { name: 'Big_Kit' });
    await makePackage(own, { name: 'Sword' });
    const names = async (text: string) => {
      const res = await t.http().get(`/v1/app/package?name=${encodeURIComponent(text)}`).set(bearer(own.key));
      expect(res.status).toBe(200);
      return res.body.data.map((p: Json) => p.name);
    };
    expect(await names('%')).toEqual(['Sale 100%']);
    expect(await names('_')).toEqual(['Big_Kit']);
    expect(await names('S_ord')).toEqual([]);
    const gql = await t.gql(own.key, LIST_QUERY, { name: '%' });
    expect(gql.data!.packages.data.map((p: Json) => p.name)).toEqual(['Sale 100%']);
  });

  test('all=true gives a bare array of simplified items', async () => {
    const res = await t.http().get('/v1/app/package?all=true').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(5);
    res.body.forEach((p: Json) => expect(keysOf(p)).toEqual(sorted(SIMPLE_KEYS)));
    expect(res.body.find((p: Json) => p.id === made[0].id)).toEqual({
      id: made[0].id,
      category_id: s.categoryId,
      parent_id: null,
      name: 'Diamond Sword',
      slug: 'diamond-sword',
      type: 'SINGLE',
      enabled: true,
      price: 29.9,
      price_display: 'R$ 29,90',
      position: 0,
    });
    const filtered = await t.http().get(`/v1/app/package?all=true&category_id=${kits}`).set(bearer(s.key));
    expect(filtered.body.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
  });

  test('price_display follows the store currency and locale: en-US/USD', async () => {
    const us = await shop({ currency: 'USD', locale: 'en-US' });
    await makePackage(us, { name: 'Bundle', price: 1234.5 });
    const res = await t.http().get('/v1/app/package').set(bearer(us.key));
    expect(res.body.data[0].price).toBe(1234.5);
    expect(res.body.data[0].price_display).toBe('$1,234.50');
    const all = await t.http().get('/v1/app/package?all=true').set(bearer(us.key));
    expect(all.body[0].price_display).toBe('$1,234.50');
    const gql = await t.gql(us.key, LIST_QUERY);
    expect(gql.data!.packages.data[0].priceDisplay).toBe('$1,234.50');
  });

  test.each([
    ['page=0', 'page=0', 'page', 'min'],
    ['per_page=101', 'per_page=101', 'per_page', 'range'],
    ['per_page=0', 'per_page=0', 'per_page', 'range'],
  ])('%s -> 422', async (_title, query, field, rule) => {
    const res = await t.http().get(`/v1/app/package?${query}`).set(bearer(s.key));
    expectRestError(res, 422, 'VALIDATION_FAILED', field, rule);
  });

  test.each([['page=abc'], ['all=maybe'], ['category_id=abc'], ['per_page=1.5']])('%s -> 400 BAD_REQUEST', async (query) => {
    const res = await t.http().get(`/v1/app/package?${query}`).set(bearer(s.key));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });

  test('401 without or with an unknown key', async () => {
    const none = await t.http().get('/v1/app/package');
    expectRestError(none, 401, 'UNAUTHENTICATED');
    const unknown = await t.http().get('/v1/app/package').set(bearer('sk_not_a_real_key'));
    expectRestError(unknown, 401, 'UNAUTHENTICATED');
  });

  test('the number of SQL statements does not grow with the page size (no N+1)', async () => {
    const count = async (perPage: number) => {
      const before = t.database.stats.statements;
      const res = await t.http().get(`/v1/app/package?per_page=${perPage}`).set(bearer(s.key));
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(perPage);
      return t.database.stats.statements - before;
    };
    const one = await count(1);
    const five = await count(5);
    expect(five).toBe(one);
  });

  describe('packages (GraphQL)', () => {
    test('pages with the same meta as REST', async () => {
      const body = await t.gql(s.key, LIST_QUERY, { perPage: 2 });
      expect(body.errors).toBeUndefined();
      expect(body.data!.packages.meta).toEqual({
        total: 5,
        perPage: 2,
        currentPage: 1,
        lastPage: 3,
        firstPage: 1,
        firstPageUrl: '/v1/app/package?per_page=2&page=1',
        lastPageUrl: '/v1/app/package?per_page=2&page=3',
        nextPageUrl: '/v1/app/package?per_page=2&page=2',
        previousPageUrl: null,
      });
      const def = await t.gql(s.key, LIST_QUERY);
      expect(def.data!.packages.meta).toMatchObject({ total: 5, perPage: 15, currentPage: 1, lastPage: 1 });
      expect(def.data!.packages.data).toHaveLength(5);
      expect(def.data!.packages.data.find((p: Json) => p.id === made[0].id)).toEqual({
        id: made[0].id,
        name: 'Diamond Sword',
        categoryId: s.categoryId,
        position: 0,
        price: 29.9,
        priceDisplay: 'R$ 29,90',
        enabled: true,
      });
    });

    test('links repeat the filters, with page last, when page is given', async () => {
      const body = await t.gql(s.key, LIST_QUERY, { page: 1, perPage: 1, categoryId: kits });
      expect(body.errors).toBeUndefined();
      const meta = body.data!.packages.meta;
      expect(meta).toMatchObject({ total: 2, perPage: 1, currentPage: 1, lastPage: 2, previousPageUrl: null });
      for (const [url, page] of [[meta.firstPageUrl, '1'], [meta.lastPageUrl, '2'], [meta.nextPageUrl, '2']] as const) {
        const [path, query] = (url as string).split('?');
        expect(path).toBe('/v1/app/package');
        const params = [...new URLSearchParams(query).entries()];
        expect(params[params.length - 1]).toEqual(['page', page]);
        expect(Object.fromEntries(params)).toEqual({ per_page: '1', category_id: String(kits), page });
      }
    });

    test('categoryId and name filter as in REST', async () => {
      const byCategory = await t.gql(s.key, LIST_QUERY, { categoryId: kits });
      expect(byCategory.data!.packages.data.map((p: Json) => p.name)).toEqual(['Starter kit', 'Sword kit']);
      const byName = await t.gql(s.key, LIST_QUERY, { name: 'SWORD' });
      expect(byName.data!.packages.data.map((p: Json) => p.name).sort()).toEqual(['Diamond Sword', 'Iron SWORD', 'Sword kit']);
      expect(byName.data!.packages.meta.total).toBe(3);
    });

    test('a page past the end gives no data with true meta', async () => {
      const body = await t.gql(s.key, LIST_QUERY, { page: 9, perPage: 2 });
      expect(body.data!.packages.data).toEqual([]);
      expect(body.data!.packages.meta).toMatchObject({ total: 5, currentPage: 9, lastPage: 3, nextPageUrl: null });
    });

    test('page 0 fails with field page rule min, as in REST', async () => {
      expectGqlError(await t.gql(s.key, LIST_QUERY, { page: 0 }), 'VALIDATION_FAILED', 'page', 'min');
    });

    test('perPage 101 fails with field per_page rule range, as in REST', async () => {
      expectGqlError(await t.gql(s.key, LIST_QUERY, { perPage: 101 }), 'VALIDATION_FAILED', 'per_page', 'range');
    });

    test('without a key -> UNAUTHENTICATED', async () => {
      expectGqlError(await t.gql(null, LIST_QUERY), 'UNAUTHENTICATED');
    });
  });
});

// ---------------------------------------------------------------- get one

describe('GET /v1/app/package/:id', () => {
  test('returns the list item plus compare_at_price, variables, fields and email', async () => {
    const s = await shop();
    const v1 = await variable(s.storeId);
    const v2 = await variable(s.storeId);
    const p = await makePackage(s, {
      name: 'Full',
      compare_at_price: 39.9,
      variables: [v2.id, v1.id],
      fields: [{ name: 'Nickname', type: 'TEXT', description: 'In-game name', required: true }],
      email: { title: 'T', content: 'C' },
    });
    const res = await restGet(s.key, p.id);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(DETAIL_KEYS));
    expect(res.body).toMatchObject({
      id: p.id,
      name: 'Full',
      price: 29.9,
      compare_at_price: 39.9,
      email: { title: 'T', content: 'C' },
      fields: [{ id: expect.any(Number), name: 'Nickname', type: 'TEXT', description: 'In-game name', required: true }],
      created_at: p.created_at,
    });
    expect([...res.body.variables].sort()).toEqual([v1.id, v2.id].sort());

    const plain = await makePackage(s, { name: 'Plain' });
    const got = await restGet(s.key, plain.id);
    expect(got.body).toMatchObject({ compare_at_price: null, variables: [], fields: [], email: null, commands: [], discord_actions: [], license_keys: [] });
  });

  test("404 for another store's package, an unknown id and a non-numeric id; GraphQL NOT_FOUND", async () => {
    const s = await shop();
    const other = await shop();
    const foreign = await makePackage(other, { name: 'Foreign' });
    expectRestError(await restGet(s.key, foreign.id), 404, 'NOT_FOUND');
    expectRestError(await restGet(s.key, 99_999_999), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/package/abc').set(bearer(s.key)), 404, 'NOT_FOUND');
    const gql = await t.gql(s.key, GET_QUERY, { id: foreign.id });
    expectGqlError(gql, 'NOT_FOUND');
    expect(gql.data ?? null).toBeNull();
  });
});

// ---------------------------------------------------------------- update

describe('PATCH /v1/app/package/:id', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });

  async function fullPackage(name: string) {
    const server = await gameServer(s.storeId);
    const v = await variable(s.storeId);
    const created = await makePackage(s, {
      name,
      description: 'desc',
      expiry_days: 30,
      inventory_amount: 10,
      image: 'https://cdn.example.com/a.png',
      commands: [{ command: 'give a', game_server_id: server.id }, { type: 'EXPIRE', command: 'take a' }],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801' } }],
      variables: [v.id],
      license_keys: ['A-1', 'A-2'],
      email: { title: 'T', content: 'C' },
      fields: [{ name: 'Nick' }],
    });
    return (await restGet(s.key, created.id)).body as Json;
  }

  test('a partial update changes only the sent fields', async () => {
    const before = await fullPackage('Partial');
    const res = await t.http().patch(`/v1/app/package/${before.id}`).set(bearer(s.key)).send({ name: 'Partial Renamed', price: 15 });
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(DETAIL_KEYS));
    const changed = ['name', 'price', 'price_display', 'updated_at', 'slug'];
    const keep = (o: Json) => Object.fromEntries(Object.entries(o).filter(([k]) => !changed.includes(k)));
    expect(keep(res.body)).toEqual(keep(before));
    expect(res.body).toMatchObject({ name: 'Partial Renamed', price: 15, price_display: 'R$ 15,00', updated_at: expect.stringMatching(STORE_TIME) });
    expect(keep((await restGet(s.key, before.id)).body)).toEqual(keep(before));
  });

  test('sent lists replace the previous lists; lists left out are kept', async () => {
    const before = await fullPackage('Lists');
    const v2 = await variable(s.storeId);
    const res = await t.http().patch(`/v1/app/package/${before.id}`).set(bearer(s.key)).send({
      commands: [{ type: 'CHARGEBACK', command: 'ban {client_identifier}' }],
      variables: [v2.id],
      license_keys: ['B-1', 'B-2', 'B-3'],
      fields: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.commands.map((c: Json) => [c.type, c.command, c.game_server_id])).toEqual([['CHARGEBACK', 'ban {client_identifier}', null]]);
    expect(res.body.variables).toEqual([v2.id]);
    expect(res.body.license_keys.map((k: Json) => k.key)).toEqual(['B-1', 'B-2', 'B-3']);
    expect(res.body.fields).toEqual([]);
    expect(res.body.discord_actions).toEqual(before.discord_actions);
    expect(res.body.email).toEqual({ title: 'T', content: 'C' });
    expect(await t.db.packageCommand.count({ where: { packageId: before.id } })).toBe(1);
    expect(await t.db.licenseKey.count({ where: { packageId: before.id } })).toBe(3);
    expect(await t.db.packageVariable.count({ where: { packageId: before.id } })).toBe(1);

    const cleared = await t.http().patch(`/v1/app/package/${before.id}`).set(bearer(s.key)).send({ discord_actions: [], commands: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.discord_actions).toEqual([]);
    expect(cleared.body.commands).toEqual([]);
    expect(await t.db.packageDiscordAction.count({ where: { packageId: before.id } })).toBe(0);
  });

  test('license keys already delivered are kept when the list is replaced', async () => {
    const before = await fullPackage('Used keys');
    const used = before.license_keys.find((k: Json) => k.key === 'A-1');
    await t.db.licenseKey.update({ where: { id: used.id }, data: { used: true, usedAt: new Date() } });
    const res = await t.http().patch(`/v1/app/package/${before.id}`).set(bearer(s.key)).send({ license_keys: ['C-1'] });
    expect(res.status).toBe(200);
    expect(res.body.license_keys.map((k: Json) => [k.key, k.used])).toEqual([
      ['A-1', true],
      ['C-1', false],
    ]);
    expect(res.body.license_keys[0].used_at).toMatch(STORE_TIME);
  });

  test('parent_id by update makes the parent a variation parent', async () => {
    const parent = await makePackage(s, { name: 'Patch parent' });
    const child = await makePackage(s, { name: 'Patch child' });
    const res = await t.http().patch(`/v1/app/package/${child.id}`).set(bearer(s.key)).send({ parent_id: parent.id, icon: 'https://cdn.example.com/c.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ parent_id: parent.id, icon: 'https://cdn.example.com/c.png' });
    expect((await restGet(s.key, parent.id)).body.is_variation_parent).toBe(true);
  });

  const patchRefusals: { title: string; body: (extra: { otherCategoryId: number }) => Json; field: string; rule: string }[] = [
    { title: 'price 10.999', body: () => ({ name: 'Never', price: 10.999 }), field: 'price', rule: 'decimals' },
    { title: 'price -0.01', body: () => ({ name: 'Never', price: -0.01 }), field: 'price', rule: 'range' },
    { title: 'expiry_days 366', body: () => ({ name: 'Never', expiry_days: 366 }), field: 'expiry_days', rule: 'range' },
    { title: 'inventory_amount 0', body: () => ({ name: 'Never', inventory_amount: 0 }), field: 'inventory_amount', rule: 'range' },
    { title: 'name empty', body: () => ({ name: '' }), field: 'name', rule: 'required' },
    { title: 'icon without parent_id', body: () => ({ name: 'Never', icon: 'https://cdn.example.com/i.png' }), field: 'icon', rule: 'variation' },
    { title: "category of another store", body: (x) => ({ name: 'Never', category_id: x.otherCategoryId }), field: 'category_id', rule: 'exists' },
    {
      title: 'a command on an unknown game server',
      body: () => ({ name: 'Never', license_keys: ['Z'], commands: [{ command: 'x', game_server_id: 99_999_999 }] }),
      field: 'commands.0.game_server_id',
      rule: 'exists',
    },
    { title: 'an unknown variable', body: () => ({ name: 'Never', license_keys: ['Z'], variables: [99_999_999] }), field: 'variables.0', rule: 'exists' },
    { title: 'a repeated key', body: () => ({ name: 'Never', license_keys: ['Z', 'Z'] }), field: 'license_keys.1', rule: 'unique' },
    { title: '301 keys', body: () => ({ name: 'Never', license_keys: Array.from({ length: 301 }, (_, i) => `Z${i}`) }), field: 'license_keys', rule: 'max' },
  ];

  test.each(patchRefusals.map((r) => [r.title, r] as const))('refuses %s on both surfaces, changing nothing', async (_title, r) => {
    const other = await shop();
    const pkg = await fullPackage(`Refused ${r.title}`);
    const row = await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } });
    const counts = await rowCounts(s.storeId);
    const body = r.body({ otherCategoryId: other.categoryId });

    const res = await t.http().patch(`/v1/app/package/${pkg.id}`).set(bearer(s.key)).send(body);
    expectRestError(res, 422, 'VALIDATION_FAILED', r.field, r.rule);
    const gql = await t.gql(s.key, UPDATE_MUTATION, { id: pkg.id, input: toGql(body) });
    expectGqlError(gql, 'VALIDATION_FAILED', r.field, r.rule);

    expect(await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).toEqual(row);
    expect(await rowCounts(s.storeId)).toEqual(counts);
    expect((await restGet(s.key, pkg.id)).body).toEqual(pkg);
  });

  test("404 for another store's package and an unknown id, on both surfaces; the other store's row is untouched", async () => {
    const other = await shop();
    const foreign = await makePackage(other, { name: 'Foreign' });
    const row = await t.db.package.findUniqueOrThrow({ where: { id: foreign.id } });
    expectRestError(await t.http().patch(`/v1/app/package/${foreign.id}`).set(bearer(s.key)).send({ name: 'Stolen' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch('/v1/app/package/99999999').set(bearer(s.key)).send({ name: 'Ghost' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch('/v1/app/package/abc').set(bearer(s.key)).send({ name: 'Ghost' }), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, UPDATE_MUTATION, { id: foreign.id, input: { name: 'Stolen' } }), 'NOT_FOUND');
    expect(await t.db.package.findUniqueOrThrow({ where: { id: foreign.id } })).toEqual(row);
  });

  test('updatePackage (GraphQL): partial update, lists replaced', async () => {
    const before = await fullPackage('Gql update');
    const body = await t.gql(s.key, UPDATE_MUTATION, {
      id: before.id,
      input: { price: 19.99, enabled: false, licenseKeys: ['G-9'], commands: [{ command: 'only this', schedule: 60 }] },
    });
    expect(body.errors).toBeUndefined();
    const p = body.data!.updatePackage;
    expect(p).toMatchObject({
      id: before.id,
      name: 'Gql update',
      description: 'desc',
      expiryDays: 30,
      inventoryAmount: 10,
      price: 19.99,
      priceDisplay: 'R$ 19,99',
      enabled: false,
      variables: before.variables,
      email: { title: 'T', content: 'C' },
    });
    expect(p.licenseKeys.map((k: Json) => k.key)).toEqual(['G-9']);
    expect(p.commands.map((c: Json) => [c.type, c.command, c.schedule, c.gameServerId])).toEqual([['PURCHASE', 'only this', 60, null]]);
    expect(p.discordActions.map((a: Json) => a.id)).toEqual(before.discord_actions.map((a: Json) => a.id));
    const rest = await restGet(s.key, before.id);
    expect(toGql(rest.body)).toEqual(p);
  });
});

// ---------------------------------------------------------------- delete

describe('DELETE /v1/app/package/:id', () => {
  test('204 with an empty body, then 404; its commands and keys go with it', async () => {
    const s = await shop();
    const p = await makePackage(s, { name: 'Doomed', commands: [{ command: 'x' }], license_keys: ['D-1', 'D-2'] });
    const res = await t.http().delete(`/v1/app/package/${p.id}`).set(bearer(s.key));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectRestError(await restGet(s.key, p.id), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/package/${p.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expect(await rowCounts(s.storeId)).toEqual({ packages: 0, commands: 0, keys: 0, discordActions: 0, variables: 0 });
  });

  test("another store's package -> 404 and it stays", async () => {
    const s = await shop();
    const other = await shop();
    const foreign = await makePackage(other, { name: 'Foreign' });
    expectRestError(await t.http().delete(`/v1/app/package/${foreign.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, DELETE_MUTATION, { id: foreign.id }), 'NOT_FOUND');
    expect(await t.db.package.count({ where: { id: foreign.id } })).toBe(1);
  });

  test('deleting the last variation clears is_variation_parent', async () => {
    const s = await shop();
    const parent = await makePackage(s, { name: 'P' });
    const child = await makePackage(s, { name: 'P child', parent_id: parent.id });
    expect((await restGet(s.key, parent.id)).body.is_variation_parent).toBe(true);
    expect((await t.http().delete(`/v1/app/package/${child.id}`).set(bearer(s.key))).status).toBe(204);
    expect((await restGet(s.key, parent.id)).body.is_variation_parent).toBe(false);
  });

  test('deletePackage (GraphQL) returns true, then the package is NOT_FOUND', async () => {
    const s = await shop();
    const p = await makePackage(s, { name: 'Gql doomed', license_keys: ['X'] });
    const body = await t.gql(s.key, DELETE_MUTATION, { id: p.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.deletePackage).toBe(true);
    expectGqlError(await t.gql(s.key, GET_QUERY, { id: p.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, DELETE_MUTATION, { id: p.id }), 'NOT_FOUND');
    expect(await rowCounts(s.storeId)).toEqual({ packages: 0, commands: 0, keys: 0, discordActions: 0, variables: 0 });
  });
});
