import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  DETAIL_KEYS,
  sorted,
  keysOf,
  toGql,
  restDetailAsGql,
  variable,
  makePackage,
  restGet,
  rowCounts,
  expectRestError,
  expectGqlError,
} from './helpers';
import { PackageDeleteDocument, PackageGetDocument, PackageUpdateDocument } from '../../graphql/__generated__/operations';
import { aStore, aGameServer, type StoreFixture } from '../../helpers/fixtures';

/** Updating and deleting packages. */

useApp();

// ---------------------------------------------------------------- update

describe('PATCH /v1/app/package/:id', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  async function fullPackage(name: string) {
    const server = await aGameServer(t, s.storeId);
    const v = await variable(s.storeId);
    const created = await makePackage(s, {
      name,
      description: 'desc',
      expiry_days: 30,
      inventory_amount: 10,
      image: 'https://cdn.example.com/a.png',
      commands: [
        { command: 'give a', game_server_id: server.id },
        { type: 'EXPIRE', command: 'take a' },
      ],
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
    const res = await t
      .http()
      .patch(`/v1/app/package/${before.id}`)
      .set(bearer(s.key))
      .send({
        commands: [{ type: 'CHARGEBACK', command: 'ban {client_identifier}' }],
        variables: [v2.id],
        license_keys: ['B-1', 'B-2', 'B-3'],
        fields: [],
      });
    expect(res.status).toBe(200);
    expect(res.body.commands.map((c: Json) => [c.type, c.command, c.game_server_id])).toEqual([['CHARGEBACK', 'ban {client_identifier}', null]]);
    expect(res.body.variables.map((v: Json) => v.id)).toEqual([v2.id]);
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
    const res = await t
      .http()
      .patch(`/v1/app/package/${before.id}`)
      .set(bearer(s.key))
      .send({ license_keys: ['C-1'] });
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
    { title: 'category of another store', body: (x) => ({ name: 'Never', category_id: x.otherCategoryId }), field: 'category_id', rule: 'exists' },
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
    const other = await aStore(t);
    const pkg = await fullPackage(`Refused ${r.title}`);
    const row = await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } });
    const counts = await rowCounts(s.storeId);
    const body = r.body({ otherCategoryId: other.categoryId });

    const res = await t.http().patch(`/v1/app/package/${pkg.id}`).set(bearer(s.key)).send(body);
    expectRestError(res, 422, 'VALIDATION_FAILED', r.field, r.rule);
    const gql = await t.gql(s.key, PackageUpdateDocument, { id: pkg.id, input: toGql(body) });
    expectGqlError(gql, 'VALIDATION_FAILED', r.field, r.rule);

    expect(await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).toEqual(row);
    expect(await rowCounts(s.storeId)).toEqual(counts);
    expect((await restGet(s.key, pkg.id)).body).toEqual(pkg);
  });

  test("404 for another store's package and an unknown id, on both surfaces; the other store's row is untouched", async () => {
    const other = await aStore(t);
    const foreign = await makePackage(other, { name: 'Foreign' });
    const row = await t.db.package.findUniqueOrThrow({ where: { id: foreign.id } });
    expectRestError(await t.http().patch(`/v1/app/package/${foreign.id}`).set(bearer(s.key)).send({ name: 'Stolen' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch('/v1/app/package/99999999').set(bearer(s.key)).send({ name: 'Ghost' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch('/v1/app/package/abc').set(bearer(s.key)).send({ name: 'Ghost' }), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, PackageUpdateDocument, { id: foreign.id, input: { name: 'Stolen' } }), 'NOT_FOUND');
    expect(await t.db.package.findUniqueOrThrow({ where: { id: foreign.id } })).toEqual(row);
  });

  test('updatePackage (GraphQL): partial update, lists replaced', async () => {
    const before = await fullPackage('Gql update');
    const body = await t.gql(s.key, PackageUpdateDocument, {
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
      variables: before.variables.map((v: Json) => v.id),
      email: { title: 'T', content: 'C' },
    });
    expect(p.licenseKeys.map((k: Json) => k.key)).toEqual(['G-9']);
    expect(p.commands.map((c: Json) => [c.type, c.command, c.schedule, c.gameServerId])).toEqual([['PURCHASE', 'only this', 60, null]]);
    expect(p.discordActions.map((a: Json) => a.id)).toEqual(before.discord_actions.map((a: Json) => a.id));
    const rest = await restGet(s.key, before.id);
    expect(restDetailAsGql(rest.body)).toEqual(p);
  });
});

// ---------------------------------------------------------------- delete

describe('DELETE /v1/app/package/:id', () => {
  test('204 with an empty body, then 404; its commands and keys go with it', async () => {
    const s = await aStore(t);
    const p = await makePackage(s, { name: 'Doomed', commands: [{ command: 'x' }], license_keys: ['D-1', 'D-2'] });
    const res = await t.http().delete(`/v1/app/package/${p.id}`).set(bearer(s.key));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectRestError(await restGet(s.key, p.id), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/package/${p.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expect(await rowCounts(s.storeId)).toEqual({ packages: 0, commands: 0, keys: 0, discordActions: 0, variables: 0 });
  });

  test("another store's package -> 404 and it stays", async () => {
    const s = await aStore(t);
    const other = await aStore(t);
    const foreign = await makePackage(other, { name: 'Foreign' });
    expectRestError(await t.http().delete(`/v1/app/package/${foreign.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, PackageDeleteDocument, { id: foreign.id }), 'NOT_FOUND');
    expect(await t.db.package.count({ where: { id: foreign.id } })).toBe(1);
  });

  test('deleting the last variation clears is_variation_parent', async () => {
    const s = await aStore(t);
    const parent = await makePackage(s, { name: 'P' });
    const child = await makePackage(s, { name: 'P child', parent_id: parent.id });
    expect((await restGet(s.key, parent.id)).body.is_variation_parent).toBe(true);
    expect((await t.http().delete(`/v1/app/package/${child.id}`).set(bearer(s.key))).status).toBe(204);
    expect((await restGet(s.key, parent.id)).body.is_variation_parent).toBe(false);
  });

  test('deletePackage (GraphQL) returns true, then the package is NOT_FOUND', async () => {
    const s = await aStore(t);
    const p = await makePackage(s, { name: 'Gql doomed', license_keys: ['X'] });
    const body = await t.gql(s.key, PackageDeleteDocument, { id: p.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.deletePackage).toBe(true);
    expectGqlError(await t.gql(s.key, PackageGetDocument, { id: p.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, PackageDeleteDocument, { id: p.id }), 'NOT_FOUND');
    expect(await rowCounts(s.storeId)).toEqual({ packages: 0, commands: 0, keys: 0, discordActions: 0, variables: 0 });
  });
});
