import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aStore } from '../helpers/fixtures';
import { expectGqlPairs, expectRestPairs, type Pair } from '../helpers/errors';
import { PackageCreateIdDocument, PackageDiscordActionParametersDocument } from '../graphql/__generated__/operations';

/**
 * A package's Discord actions are checked now that they run (issue 17): `type` is when (PURCHASE,
 * EXPIRE, REFUND, CHARGEBACK), `action` what (ADD_ROLE, REMOVE_ROLE, SEND_MESSAGE), and the
 * parameters each action needs, as snowflakes; errors name discord_actions.N.<field> on both
 * surfaces and nothing is written. And the migration that maps the free text stored before.
 */

let t: TestApp;
let key: string;
let storeId: number;
let categoryId: number;
beforeAll(async () => {
  t = await setupTestApp();
  ({ key, storeId, categoryId } = await aStore(t));
});
afterAll(() => t.close());

type Json = Record<string, any>;
const ROLE = '112233445566778899';
const CHANNEL = '998877665544332211';

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toGql = (v: unknown): any =>
  Array.isArray(v) ? v.map(toGql) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), toGql(x)])) : v;

const CREATE = PackageCreateIdDocument;
const READ = PackageDiscordActionParametersDocument;
let n = 0;
const body = (discord_actions: unknown) => ({ name: `Pkg ${++n}`, category_id: categoryId, price: 10, type: 'SINGLE', discord_actions });
const actionRows = () => t.db.packageDiscordAction.count({ where: { storeId } });

describe('valid actions', () => {
  test('each action with what it needs; type defaults to PURCHASE; stored and answered alike on both surfaces', async () => {
    const actions = [
      { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
      { type: 'EXPIRE', action: 'REMOVE_ROLE', parameters: { role_id: ` ${ROLE} ` } },
      { type: 'REFUND', action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: 'Refunded: {client_name} ({internal_id})\nSorry!' } },
      { type: 'CHARGEBACK', action: 'REMOVE_ROLE', parameters: { role_id: ROLE, channel_id: CHANNEL, message: 'kept, unused' } },
    ];
    const rest = await t.http().post('/v1/app/package').set(bearer(key)).send(body(actions));
    expect(rest.status).toBe(201);
    const got = await t.http().get(`/v1/app/package/${rest.body.id}`).set(bearer(key));
    const expected = [
      { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: ROLE, channel_id: null, message: null } },
      { type: 'EXPIRE', action: 'REMOVE_ROLE', parameters: { role_id: ROLE, channel_id: null, message: null } },
      {
        type: 'REFUND',
        action: 'SEND_MESSAGE',
        parameters: { role_id: null, channel_id: CHANNEL, message: 'Refunded: {client_name} ({internal_id})\nSorry!' },
      },
      { type: 'CHARGEBACK', action: 'REMOVE_ROLE', parameters: { role_id: ROLE, channel_id: CHANNEL, message: 'kept, unused' } },
    ];
    expect(got.body.discord_actions.map(({ type, action, parameters }: Json) => ({ type, action, parameters }))).toEqual(expected);

    const gql = await t.gql(key, CREATE, { input: toGql(body(actions)) });
    expect(gql.errors).toBeUndefined();
    const read = await t.gql(key, READ, { id: gql.data!.createPackage.id });
    expect(read.data!.package.discordActions).toEqual(toGql(expected));
  });
});

describe('invalid actions: 422 naming discord_actions.N.<field>, on both surfaces, nothing written', () => {
  const long = 'x'.repeat(2001);
  const cases: [string, unknown[], Pair[]][] = [
    [
      'the old free text (ROLE + ADD)',
      [{ type: 'ROLE', action: 'ADD', parameters: { role_id: ROLE } }],
      [
        ['discord_actions.0.type', 'enum'],
        ['discord_actions.0.action', 'enum'],
      ],
    ],
    ['no action', [{ type: 'PURCHASE', parameters: { role_id: ROLE } }], [['discord_actions.0.action', 'required']]],
    [
      'a role action without role_id',
      [{ action: 'ADD_ROLE' }, { action: 'REMOVE_ROLE', parameters: { role_id: null } }],
      [
        ['discord_actions.0.parameters.role_id', 'required'],
        ['discord_actions.1.parameters.role_id', 'required'],
      ],
    ],
    [
      'a role id that is not a snowflake',
      [
        { action: 'ADD_ROLE', parameters: { role_id: '@everyone' } },
        { action: 'ADD_ROLE', parameters: { role_id: '123' } },
      ],
      [
        ['discord_actions.0.parameters.role_id', 'regex'],
        ['discord_actions.1.parameters.role_id', 'regex'],
      ],
    ],
    [
      'a message without channel and text',
      [
        { action: 'ADD_ROLE', parameters: { role_id: ROLE } },
        { action: 'SEND_MESSAGE', parameters: { message: '  ' } },
      ],
      [
        ['discord_actions.1.parameters.channel_id', 'required'],
        ['discord_actions.1.parameters.message', 'required'],
      ],
    ],
    [
      'a channel id that is not one',
      [{ action: 'SEND_MESSAGE', parameters: { channel_id: 'general', message: 'hi' } }],
      [['discord_actions.0.parameters.channel_id', 'regex']],
    ],
    [
      'a message over 2,000 characters',
      [{ action: 'SEND_MESSAGE', parameters: { channel_id: CHANNEL, message: long } }],
      [['discord_actions.0.parameters.message', 'max']],
    ],
    ['a trigger that is not one', [{ type: 'ON_JOIN', action: 'ADD_ROLE', parameters: { role_id: ROLE } }], [['discord_actions.0.type', 'enum']]],
  ];

  test.each(cases)('%s', async (_title, actions, pairs) => {
    const before = await actionRows();
    const packages = await t.db.package.count({ where: { storeId } });
    expectRestPairs(await t.http().post('/v1/app/package').set(bearer(key)).send(body(actions)), 422, 'VALIDATION_FAILED', pairs);
    expectGqlPairs(await t.gql(key, CREATE, { input: toGql(body(actions)) }), 'VALIDATION_FAILED', pairs);
    expect(await actionRows()).toBe(before);
    expect(await t.db.package.count({ where: { storeId } })).toBe(packages);
  });

  test('PATCH refuses them the same way and keeps the actions it had', async () => {
    const made = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(key))
      .send(body([{ action: 'ADD_ROLE', parameters: { role_id: ROLE } }]))
      .expect(201);
    const res = await t
      .http()
      .patch(`/v1/app/package/${made.body.id}`)
      .set(bearer(key))
      .send({ discord_actions: [{ action: 'GIVE_ROLE' }] });
    expectRestPairs(res, 422, 'VALIDATION_FAILED', [['discord_actions.0.action', 'enum']]);
    const rows = await t.db.packageDiscordAction.findMany({ where: { packageId: made.body.id } });
    expect(rows.map((r) => [r.type, r.action])).toEqual([['PURCHASE', 'ADD_ROLE']]);
  });
});

describe('the migration of the free text stored before (20261126100100_discord_action_values)', () => {
  const sql = readFileSync(path.join(__dirname, '../../prisma/migrations/20261126100100_discord_action_values/migration.sql'), 'utf8');

  test('ROLE + ADD / REMOVE and MESSAGE + SEND, any case, become PURCHASE actions; what maps to nothing is left as written; twice changes nothing', async () => {
    const made = await t.http().post('/v1/app/package').set(bearer(key)).send(body([])).expect(201);
    const legacy: [string, string][] = [
      ['ROLE', 'ADD'],
      ['role', 'add'],
      [' Role ', 'Remove'],
      ['MESSAGE', 'SEND'],
      ['EXPIRE', 'remove'],
      ['PURCHASE', 'ADD_ROLE'],
      ['ROLE', 'ADD_ROLE'],
      ['MESSAGE', 'ADD'],
      ['ROLE', 'SEND'],
      ['webhook', 'notify'],
      ['', ''],
    ];
    await t.db.packageDiscordAction.createMany({
      data: legacy.map(([type, action], position) => ({
        storeId,
        packageId: made.body.id,
        position,
        type,
        action,
        parameters: { role_id: ROLE, channel_id: null, message: null },
      })),
    });
    const read = async () =>
      (await t.db.packageDiscordAction.findMany({ where: { packageId: made.body.id }, orderBy: { position: 'asc' } })).map((r) => [r.type, r.action]);

    await t.db.$executeRawUnsafe(sql);
    const once = await read();
    expect(once).toEqual([
      ['PURCHASE', 'ADD_ROLE'],
      ['PURCHASE', 'ADD_ROLE'],
      ['PURCHASE', 'REMOVE_ROLE'],
      ['PURCHASE', 'SEND_MESSAGE'],
      ['EXPIRE', 'REMOVE_ROLE'],
      ['PURCHASE', 'ADD_ROLE'],
      ['PURCHASE', 'ADD_ROLE'],
      ['MESSAGE', 'ADD'],
      ['ROLE', 'SEND'],
      ['webhook', 'notify'],
      ['', ''],
    ]);
    await t.db.$executeRawUnsafe(sql);
    expect(await read()).toEqual(once);

    // Rows left as written are shown as they are (the response allows any text there).
    const got = await t.http().get(`/v1/app/package/${made.body.id}`).set(bearer(key));
    expect(got.status).toBe(200);
    expect(got.body.discord_actions.map((a: Json) => [a.type, a.action])).toEqual(once);
  });
});
