import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  CREATE_KEYS,
  DETAIL_KEYS,
  COMMAND_KEYS,
  DISCORD_KEYS,
  LICENSE_KEY_KEYS,
  sorted,
  keysOf,
  toGql,
  restDetailAsGql,
  createCategory,
  variable,
  restCreate,
  makePackage,
  restGet,
  rowCounts,
  expectRestError,
  expectGqlError,
} from './helpers';
import { PackageCreateDocument, PackageIsVariationParentDocument } from '../../graphql/__generated__/operations';
import { aStore, aGameServer, type StoreFixture } from '../../helpers/fixtures';

/** Creating packages: REST success, refusals on both surfaces (nothing written), createPackage through GraphQL. */

useApp();

// ---------------------------------------------------------------- create: success

describe('POST /v1/app/package (create)', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('answers 201 with exactly the create fields, and stores commands, discord actions, keys, variables, email', async () => {
    const server = await aGameServer(t, s.storeId);
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
        {
          type: 'PURCHASE',
          command: 'lp user {client_identifier} parent add diamond',
          game_server_id: server.id,
          offline_execute: true,
          schedule: 5,
          execute_once: true,
        },
        { command: 'say thanks {client_name}' },
        { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove diamond' },
      ],
      discord_actions: [
        { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801', channel_id: '223344556677889901', message: 'Welcome' } },
      ],
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
      variables: [
        {
          id: v.id,
          name: v.name,
          description: null,
          type: 'TEXT',
          required: true,
          created_at: expect.stringMatching(STORE_TIME),
          updated_at: expect.stringMatching(STORE_TIME),
        },
      ],
      fields: [],
      email: { title: 'Thanks', content: 'Your rank is active' },
      // The public API's names for the purchase e-mail: a list on every item, and the content delivered.
      emails: [{ title: 'Thanks', content: 'Your rank is active' }],
      content: { package_id: res.body.id, store_id: s.storeId, title: 'Thanks', description: 'Your rank is active' },
      variations: [],
    });
    expect(got.body.commands).toHaveLength(3);
    for (const c of got.body.commands as Json[]) expect(keysOf(c)).toEqual(sorted(COMMAND_KEYS));
    expect(got.body.commands).toEqual([
      {
        id: expect.any(Number),
        type: 'PURCHASE',
        command: 'lp user {client_identifier} parent add diamond',
        game_server_id: server.id,
        offline_execute: true,
        schedule: 5,
        execute_once: true,
        internal_id: 0,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
      {
        id: expect.any(Number),
        type: 'PURCHASE',
        command: 'say thanks {client_name}',
        game_server_id: null,
        offline_execute: false,
        // Not scheduled (0 minutes, the default): null, as the public API writes it.
        schedule: null,
        execute_once: false,
        internal_id: 1,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
      {
        id: expect.any(Number),
        type: 'EXPIRE',
        command: 'lp user {client_identifier} parent remove diamond',
        game_server_id: null,
        offline_execute: false,
        schedule: null,
        execute_once: false,
        internal_id: 2,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(got.body.discord_actions).toEqual([
      {
        id: expect.any(Number),
        type: 'PURCHASE',
        action: 'ADD_ROLE',
        // At the top level as the public API gives them, and under parameters as this API did first.
        role_id: '112233445566778801',
        channel_id: '223344556677889901',
        message: 'Welcome',
        parameters: { role_id: '112233445566778801', channel_id: '223344556677889901', message: 'Welcome' },
        internal_id: 0,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(keysOf(got.body.discord_actions[0])).toEqual(sorted(DISCORD_KEYS));
    expect(got.body.license_keys.map((k: Json) => k.key)).toEqual(['KEY-1', 'KEY-2']);
    expect(got.body.license_keys.map((k: Json) => k.value)).toEqual(['KEY-1', 'KEY-2']);
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
    const own = await aStore(t);
    const other = await createCategory(own.key, 'Kits');
    const a = await makePackage(own, { name: 'A' });
    const b = await makePackage(own, { name: 'B' });
    const k = await makePackage(own, { name: 'K', category_id: other });
    const c = await makePackage(own, { name: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect(k.position).toBe(0);
  });

  test('a generated slug is made unique within the store', async () => {
    const own = await aStore(t);
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
    const own = await aStore(t);
    const parent = await makePackage(own, { name: 'Rank' });
    expect((await restGet(own.key, parent.id)).body.is_variation_parent).toBe(false);
    const res = await restCreate(own.key, {
      name: 'Rank 30 days',
      category_id: own.categoryId,
      price: 10,
      type: 'SINGLE',
      parent_id: parent.id,
      icon: 'https://cdn.example.com/30.png',
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

interface Fixture extends StoreFixture {
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
    const s = await aStore(t);
    const other = await aStore(t);
    f = {
      ...s,
      otherCategoryId: other.categoryId,
      otherServerId: (await aGameServer(t, other.storeId)).id,
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
    const body = await t.gql(f.key, PackageCreateDocument, { input: toGql(r.body(f)) });
    expect(body.data ?? null).toBeNull();
    if (r.gqlBadRequest) {
      expect(body.errors!.length).toBeGreaterThanOrEqual(1);
      for (const e of body.errors!) expect(e.extensions.code).toBe('BAD_REQUEST');
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
    const gql = await t.gql(f.key, PackageCreateDocument, { input: toGql({ ...validBody(f), parent_id: child.id }) });
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
    const gql = await t.gql(f.key, PackageCreateDocument, { input: { description: 'only this' } });
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
    const gql = await t.gql(f.key, PackageCreateDocument, { input: toGql(body) });
    const fromGql = gql.errors!.map((e) => [e.extensions.code, e.extensions.field, e.extensions.rule]);
    expect(fromGql).toHaveLength(2);
    expect(fromGql).toEqual(expect.arrayContaining(rest));
    expect(await rowCounts(f.storeId)).toEqual(before);
  });

  test('GraphQL without an API key -> UNAUTHENTICATED, nothing written', async () => {
    const before = await rowCounts(f.storeId);
    const body = await t.gql(null, PackageCreateDocument, { input: toGql(validBody(f)) });
    expectGqlError(body, 'UNAUTHENTICATED');
    expect(await rowCounts(f.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- create through GraphQL

describe('createPackage (GraphQL)', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('creates a package with its commands, actions, keys and variables; same data as REST reads', async () => {
    const server = await aGameServer(t, s.storeId);
    const v = await variable(s.storeId);
    const before = await rowCounts(s.storeId);
    const body = await t.gql(s.key, PackageCreateDocument, {
      input: {
        name: 'Gold Rank',
        categoryId: s.categoryId,
        price: 1234.5,
        type: 'SINGLE',
        expiryDays: 365,
        inventoryAmount: 999_999,
        commands: [
          { command: 'give {client_identifier} gold', gameServerId: server.id, offlineExecute: true, schedule: 10, executeOnce: true, type: 'REFUND' },
        ],
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
        id: expect.any(Number),
        type: 'REFUND',
        command: 'give {client_identifier} gold',
        gameServerId: server.id,
        offlineExecute: true,
        schedule: 10,
        executeOnce: true,
        internalId: 0,
        createdAt: expect.stringMatching(STORE_TIME),
        updatedAt: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(p.discordActions[0]).toMatchObject({
      type: 'REFUND',
      action: 'REMOVE_ROLE',
      roleId: '112233445566778802',
      channelId: null,
      message: 'bye',
      parameters: { roleId: '112233445566778802', channelId: null, message: 'bye' },
      internalId: 0,
    });
    expect(p.askedVariables).toEqual([
      {
        id: v.id,
        name: v.name,
        description: null,
        type: 'TEXT',
        required: true,
        createdAt: expect.stringMatching(STORE_TIME),
        updatedAt: expect.stringMatching(STORE_TIME),
      },
    ]);
    expect(p.emails).toEqual([{ title: 'Hi', content: 'Body' }]);
    expect(p.content).toEqual({ packageId: p.id, storeId: s.storeId, title: 'Hi', description: 'Body' });
    expect(p.licenseKeys.map((k: Json) => k.value)).toEqual(['G-1', 'G-2', 'G-3']);
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
    expect(restDetailAsGql(rest.body)).toEqual(p);
  });

  test('enabled defaults to true, position goes to the end, price boundaries 0 and 1,000,000 accepted', async () => {
    const own = await aStore(t);
    const a = await t.gql(own.key, PackageCreateDocument, { input: { name: 'Free', categoryId: own.categoryId, price: 0, type: 'SINGLE' } });
    const b = await t.gql(own.key, PackageCreateDocument, { input: { name: 'Max', categoryId: own.categoryId, price: 1_000_000, type: 'MULTIPLE' } });
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.createPackage).toMatchObject({ enabled: true, position: 0, price: 0, priceDisplay: 'R$ 0,00' });
    expect(b.data!.createPackage).toMatchObject({ enabled: true, position: 1, price: 1_000_000, priceDisplay: 'R$ 1.000.000,00' });
  });

  test('300 keys accepted, 301 refused with field license_keys rule max', async () => {
    const own = await aStore(t);
    const base = { name: 'Keys', categoryId: own.categoryId, price: 1, type: 'SINGLE' as const };
    const empty = await rowCounts(own.storeId);
    const ok = await t.gql(own.key, PackageCreateDocument, { input: { ...base, licenseKeys: Array.from({ length: 300 }, (_, i) => `K${i}`) } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createPackage.licenseKeys).toHaveLength(300);
    expect((await rowCounts(own.storeId)).keys).toBe(empty.keys + 300);

    const before = await rowCounts(own.storeId);
    const refused = await t.gql(own.key, PackageCreateDocument, { input: { ...base, licenseKeys: Array.from({ length: 301 }, (_, i) => `K${i}`) } });
    expectGqlError(refused, 'VALIDATION_FAILED', 'license_keys', 'max');
    expect(await rowCounts(own.storeId)).toEqual(before);
  });

  test('parentId makes the parent a variation parent; icon allowed on the variation', async () => {
    const own = await aStore(t);
    const parent = await makePackage(own, { name: 'Rank' });
    const body = await t.gql(own.key, PackageCreateDocument, {
      input: { name: 'Rank 7d', categoryId: own.categoryId, price: 3, type: 'SINGLE', parentId: parent.id, icon: 'https://cdn.example.com/7.png' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createPackage).toMatchObject({ parentId: parent.id, icon: 'https://cdn.example.com/7.png' });
    const got = await t.gql(own.key, PackageIsVariationParentDocument, { id: parent.id });
    expect(got.data!.package.isVariationParent).toBe(true);
  });
});
