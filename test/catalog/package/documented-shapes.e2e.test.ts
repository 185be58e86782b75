import { bearer } from '../../helpers/app';
import { aStore, aGameServer, type StoreFixture } from '../../helpers/fixtures';
import { PackageCreateDocument, PackageGetDocument } from '../../graphql/__generated__/operations';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  COMMAND_KEYS,
  DISCORD_KEYS,
  VARIABLE_KEYS,
  CONTENT_KEYS,
  VARIATION_KEYS,
  sorted,
  keysOf,
  makePackage,
  restGet,
  restDetailAsGql,
  variable,
} from './helpers';
import { PackageListEmailsDocument } from '../../graphql/__generated__/operations';

/**
 * The package shapes the public API's documentation shows (docs.centralcart.com.br, "Get Package" and
 * "List Package"), on both surfaces: `emails` on list items, `license_keys[].value`, commands'
 * `internal_id` and `schedule: null` when not scheduled, Discord actions' role_id/channel_id/message at
 * the top level next to `parameters`, `variables` as whole variables, `content` and `variations`.
 */

useApp();

const list = async (s: StoreFixture) => {
  const res = await t.http().get('/v1/app/package?per_page=100').set(bearer(s.key));
  expect(res.status).toBe(200);
  return res.body.data as Json[];
};

describe('list items', () => {
  let s: StoreFixture;
  let withEmail: Json;
  let without: Json;
  beforeAll(async () => {
    s = await aStore(t);
    withEmail = await makePackage(s, { name: 'Mailed', email: { title: 'Thanks', content: '<p>Your key</p>' } });
    without = await makePackage(s, { name: 'Silent' });
  });

  test('emails: the purchase e-mail as a list, empty without one; the same on GraphQL', async () => {
    const items = await list(s);
    expect(items.find((p) => p.id === withEmail.id)!.emails).toEqual([{ title: 'Thanks', content: '<p>Your key</p>' }]);
    expect(items.find((p) => p.id === without.id)!.emails).toEqual([]);
    const gql = await t.gql(s.key, PackageListEmailsDocument);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.packages.data).toEqual(items.map((p) => ({ id: p.id, emails: p.emails })));
  });

  test('all=true items stay the short item (no emails)', async () => {
    const res = await t.http().get('/v1/app/package?all=true').set(bearer(s.key));
    expect(res.body[0].emails).toBeUndefined();
  });

  test('an e-mail removed by PATCH (email: null) leaves emails empty', async () => {
    const p = await makePackage(s, { name: 'Unmailed', email: { title: 'T', content: 'C' } });
    const res = await t.http().patch(`/v1/app/package/${p.id}`).set(bearer(s.key)).send({ email: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: null, emails: [], content: null });
  });
});

describe('commands, Discord actions and license keys', () => {
  let s: StoreFixture;
  let pkg: Json;
  let serverId: number;
  beforeAll(async () => {
    s = await aStore(t);
    serverId = (await aGameServer(t, s.storeId)).id;
    pkg = await makePackage(s, {
      name: 'Shapes',
      commands: [
        { command: 'give {client_identifier}', game_server_id: serverId },
        { command: 'later {client_identifier}', schedule: 15 },
        // null is how responses write "not scheduled": sent back, it is 0.
        { type: 'EXPIRE', command: 'take {client_identifier}', schedule: null },
      ],
      discord_actions: [
        { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801' } },
        { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { channel_id: '223344556677889901', message: 'Refunded {client_name}' } },
      ],
      license_keys: ['LK-1', 'LK-2'],
    });
  });

  test('commands: internal_id is the place in the list from 0; schedule null unless scheduled (stored as 0)', async () => {
    const got = (await restGet(s.key, pkg.id)).body;
    for (const c of got.commands) expect(keysOf(c)).toEqual(sorted(COMMAND_KEYS));
    expect(got.commands.map((c: Json) => [c.command, c.internal_id, c.schedule])).toEqual([
      ['give {client_identifier}', 0, null],
      ['later {client_identifier}', 1, 15],
      ['take {client_identifier}', 2, null],
    ]);
    const stored = await t.db.packageCommand.findMany({ where: { packageId: pkg.id }, orderBy: { position: 'asc' } });
    expect(stored.map((c) => c.schedule)).toEqual([0, 15, 0]);
  });

  test('Discord actions: role_id, channel_id and message at the top level, the same as parameters; internal_id', async () => {
    const got = (await restGet(s.key, pkg.id)).body;
    for (const a of got.discord_actions) {
      expect(keysOf(a)).toEqual(sorted(DISCORD_KEYS));
      expect({ role_id: a.role_id, channel_id: a.channel_id, message: a.message }).toEqual(a.parameters);
    }
    expect(got.discord_actions.map((a: Json) => [a.action, a.role_id, a.channel_id, a.message, a.internal_id])).toEqual([
      ['ADD_ROLE', '112233445566778801', null, null, 0],
      ['SEND_MESSAGE', null, '223344556677889901', 'Refunded {client_name}', 1],
    ]);
  });

  test('license keys: value is the key text (key kept, the same)', async () => {
    const got = (await restGet(s.key, pkg.id)).body;
    expect(got.license_keys.map((k: Json) => [k.value, k.key])).toEqual([
      ['LK-1', 'LK-1'],
      ['LK-2', 'LK-2'],
    ]);
  });

  test('the list item carries the same command, action and key shapes as the detail', async () => {
    const item = (await list(s)).find((p) => p.id === pkg.id)!;
    const got = (await restGet(s.key, pkg.id)).body;
    expect(item.commands).toEqual(got.commands);
    expect(item.discord_actions).toEqual(got.discord_actions);
    expect(item.license_keys).toEqual(got.license_keys);
  });

  test('GraphQL: schedule null, internalId, the top-level Discord fields and value; the REST detail in camelCase', async () => {
    const body = await t.gql(s.key, PackageGetDocument, { id: pkg.id });
    expect(body.errors).toBeUndefined();
    const p = body.data!.package;
    expect(p.commands.map((c: Json) => [c.internalId, c.schedule])).toEqual([
      [0, null],
      [1, 15],
      [2, null],
    ]);
    expect(p.discordActions.map((a: Json) => [a.roleId, a.channelId, a.message, a.internalId])).toEqual([
      ['112233445566778801', null, null, 0],
      [null, '223344556677889901', 'Refunded {client_name}', 1],
    ]);
    expect(p.licenseKeys.map((k: Json) => k.value)).toEqual(['LK-1', 'LK-2']);
    expect(restDetailAsGql((await restGet(s.key, pkg.id)).body)).toEqual(p);
  });

  test('schedule null in a PATCH and in a GraphQL create is 0, answered as null', async () => {
    const res = await t
      .http()
      .patch(`/v1/app/package/${pkg.id}`)
      .set(bearer(s.key))
      .send({ commands: [{ command: 'only', schedule: null }] });
    expect(res.status).toBe(200);
    expect(res.body.commands.map((c: Json) => [c.schedule, c.internal_id])).toEqual([[null, 0]]);
    const created = await t.gql(s.key, PackageCreateDocument, {
      input: { name: 'Null schedule', categoryId: s.categoryId, price: 1, type: 'SINGLE', commands: [{ command: 'x', schedule: null }] },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createPackage.commands.map((c: Json) => c.schedule)).toEqual([null]);
    const row = await t.db.packageCommand.findFirstOrThrow({ where: { packageId: created.data!.createPackage.id } });
    expect(row.schedule).toBe(0);
  });
});

describe('GET one: variables, content and variations', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('variables: each variable whole ({id, name, description, type TEXT, required true, timestamps}), by id', async () => {
    const v1 = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick', description: 'Your in-game name' } });
    const v2 = await variable(s.storeId);
    const p = await makePackage(s, { name: 'Asks', variables: [v2.id, v1.id] });
    const got = (await restGet(s.key, p.id)).body;
    for (const v of got.variables) expect(keysOf(v)).toEqual(sorted(VARIABLE_KEYS));
    expect(got.variables).toEqual([
      {
        id: v1.id,
        name: 'nick',
        description: 'Your in-game name',
        type: 'TEXT',
        required: true,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
      expect.objectContaining({ id: v2.id, name: v2.name, description: null, type: 'TEXT', required: true }),
    ]);
    // GraphQL: variables stays the ids, askedVariables has them whole.
    const gql = await t.gql(s.key, PackageGetDocument, { id: p.id });
    expect(gql.data!.package.variables).toEqual([v1.id, v2.id]);
    expect(gql.data!.package.askedVariables).toEqual(
      got.variables.map((v: Json) => ({
        id: v.id,
        name: v.name,
        description: v.description,
        type: v.type,
        required: v.required,
        createdAt: v.created_at,
        updatedAt: v.updated_at,
      })),
    );
    // The body still takes ids.
    const patched = await t
      .http()
      .patch(`/v1/app/package/${p.id}`)
      .set(bearer(s.key))
      .send({ variables: [v2.id] });
    expect(patched.body.variables.map((v: Json) => v.id)).toEqual([v2.id]);
  });

  test('content: the purchase e-mail as {package_id, store_id, title, description}; null without one', async () => {
    const p = await makePackage(s, { name: 'Content', email: { title: 'Your VIP', content: '<p>Enjoy</p>' } });
    const got = (await restGet(s.key, p.id)).body;
    expect(keysOf(got.content)).toEqual(sorted(CONTENT_KEYS));
    expect(got.content).toEqual({ package_id: p.id, store_id: s.storeId, title: 'Your VIP', description: '<p>Enjoy</p>' });
    const gql = await t.gql(s.key, PackageGetDocument, { id: p.id });
    expect(gql.data!.package.content).toEqual({ packageId: p.id, storeId: s.storeId, title: 'Your VIP', description: '<p>Enjoy</p>' });
    expect((await restGet(s.key, (await makePackage(s, { name: 'No content' })).id)).body.content).toBeNull();
  });

  test('variations: the variations of a parent, by position then id, with their own fields only; none on a variation', async () => {
    const other = await aStore(t);
    const parent = await makePackage(s, { name: 'Rank' });
    const v30 = await makePackage(s, { name: 'Rank 30d', price: 30, parent_id: parent.id, position: 5, icon: 'https://cdn.example.com/30.png' });
    const v7 = await makePackage(s, { name: 'Rank 7d', price: 7, parent_id: parent.id, position: 2 });
    const v1 = await makePackage(s, { name: 'Rank 1d', price: 1, parent_id: parent.id, position: 5 });
    await makePackage(other, { name: 'Foreign' });

    const got = (await restGet(s.key, parent.id)).body;
    expect(got.is_variation_parent).toBe(true);
    for (const v of got.variations) expect(keysOf(v)).toEqual(sorted(VARIATION_KEYS));
    expect(got.variations.map((v: Json) => v.id)).toEqual([v7.id, v30.id, v1.id]);
    expect(got.variations[1]).toEqual({
      id: v30.id,
      category_id: s.categoryId,
      store_id: s.storeId,
      position: 5,
      enabled: true,
      name: 'Rank 30d',
      type: 'SINGLE',
      price: 30,
      expiry_days: null,
      inventory_amount: null,
      description: null,
      slug: 'rank-30d',
      image: null,
      icon: 'https://cdn.example.com/30.png',
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
      per_user_limit: false,
      parent_id: parent.id,
      is_variation_parent: false,
      price_display: 'R$ 30,00',
    });
    expect((await restGet(s.key, v7.id)).body.variations).toEqual([]);

    const gql = await t.gql(s.key, PackageGetDocument, { id: parent.id });
    expect(gql.errors).toBeUndefined();
    expect(restDetailAsGql(got)).toEqual(gql.data!.package);

    // A variation moved away or deleted leaves the list.
    expect((await t.http().patch(`/v1/app/package/${v7.id}`).set(bearer(s.key)).send({ parent_id: null, icon: null })).status).toBe(200);
    expect((await t.http().delete(`/v1/app/package/${v1.id}`).set(bearer(s.key))).status).toBe(204);
    expect((await restGet(s.key, parent.id)).body.variations.map((v: Json) => v.id)).toEqual([v30.id]);
  });
});
