import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  COMMANDS,
  PLACE,
  SURFACES,
  UPDATE_ORDER,
  approve,
  buyer,
  expectRefused,
  insertOldOrder,
  makeShop,
  orderRows,
  polledCommands,
  type Json,
  type Pair,
  type Shop,
} from './buyer-helpers';
import { OrderUpdateCommandsDocument, PackageCreateIdDocument } from '../graphql/__generated__/operations';

/**
 * Issue 14, item 3: buyer text becomes game-server console commands. Nothing a buyer types may add
 * a command (a line break on Minecraft-like consoles, `;` on FiveM/Source-like ones) or target
 * other players (`@a`-style selectors, `*`). Checked at every writer (storefront checkout, admin
 * manual order, order update; REST and GraphQL), at render time for rows written before the rules
 * (approval, refund, re-render), and at the queue, which never hands out such a command.
 * Rules: `control` (control characters, line breaks, bidi overrides), `identifier` (the buyer's
 * game identifier), `console` (free text that fills command placeholders). docs/DECISIONS.md.
 */

let t: TestApp;
let s: Shop;
beforeAll(async () => {
  t = await setupTestApp();
  s = await makeShop(t);
});
afterAll(() => t.close());

/** Characters a console, chat or terminal may take as the end of a line, or that disguise text. */
const BREAKS: [string, string][] = [
  ['LF', '\n'],
  ['CR LF', '\r\n'],
  ['CR', '\r'],
  ['vertical tab', '\u000b'],
  ['form feed', '\u000c'],
  ['tab', '\t'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['NEL (C1)', '\u0085'],
  ['CSI (C1)', '\u009b'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['right-to-left override', '\u202e'],
  ['left-to-right isolate', '\u2066'],
];

type Case = [label: string, extra: (s: Shop) => Json, pairs: Pair[]];

const field =
  (name: string, value: unknown): Case[1] =>
  () => ({ [name]: value });

const REFUSED: Case[] = [
  // Line breaks and other control characters, in every buyer field.
  ...BREAKS.map(([name, c]): Case => [`client_identifier with ${name}`, field('client_identifier', `Steve${c}op Steve`), [['client_identifier', 'control']]]),
  ...BREAKS.map(([name, c]): Case => [`client_name with ${name}`, field('client_name', `Steve${c}op Steve`), [['client_name', 'control']]]),
  ['client_identifier ending in a line break', field('client_identifier', 'Steve\n'), [['client_identifier', 'control']]],
  ['client_email with a line break', field('client_email', 'steve@example.com\nop Steve'), [['client_email', 'control']]],
  ['client_email ending in a line break', field('client_email', 'steve@example.com\n'), [['client_email', 'control']]],
  ['client_discord with a line break', field('client_discord', 'steve\nop Steve'), [['client_discord', 'control']]],
  ['client_discord with U+2028', field('client_discord', 'steve\u2028op Steve'), [['client_discord', 'control']]],
  ['client_document with a line break', field('client_document', '123\n456'), [['client_document', 'control']]],
  ['client_phone with a line break', field('client_phone', '+55 11\r\n9999'), [['client_phone', 'control']]],
  ['coupon with a line break', field('coupon', 'SAVE\nop Steve'), [['coupon', 'control']]],
  ['ref_code with a line break', field('ref_code', 'REF\nop Steve'), [['ref_code', 'control']]],
  ['a variable value with a line break', field('variables', { nick: 'eu\nop Steve' }), [['variables.nick', 'control']]],
  ['a variable value with NEL', field('variables', { nick: 'eu\u0085op Steve' }), [['variables.nick', 'control']]],
  ['a variable name with a line break', field('variables', { nick: 'eu', 'x\nop Steve': 'y' }), [['variables.x\nop Steve', 'control']]],
  [
    'a custom field value (by name) with a line break',
    (sh) => ({ items: [{ id: sh.pkg, quantity: 1, fields: { Message: 'hi\nop Steve' } }] }),
    [['items.0.fields.Message', 'control']],
  ],
  [
    'a custom field value (by id) with U+2028',
    (sh) => ({ items: [{ id: sh.pkg, quantity: 1, fields: { [sh.fieldId]: 'hi\u2028op Steve' } }] }),
    [['items.0.fields.FIELD_ID', 'control']],
  ],
  ['a custom field key with a line break', (sh) => ({ items: [{ id: sh.pkg, quantity: 1, fields: { 'x\ny': 'hi' } }] }), [['items.0.fields.x\ny', 'control']]],
  // Identifiers: selectors, separators, spaces, anything outside the game-identifier charset.
  ...['@a', '@p', '@r', '@s', '@e', '@n', '@a[distance=..5]', '@e[type=minecraft:player,limit=1]', '@initiator', '@A'].map(
    (id): Case => [`client_identifier ${id}`, field('client_identifier', id), [['client_identifier', 'identifier']]],
  ),
  ...[
    'Steve op Steve',
    'Steve;op Steve',
    'steam:110000112345678;quit',
    'Steve&&op',
    '*',
    '**',
    '.',
    '*.',
    '-Steve',
    '"Steve"',
    "Steve's",
    '\uff20a',
    '\u0405teve',
    'Steve\u200b',
    'Ste\u00a0ve',
    'Steve%',
    '{client_name}',
    '$(op)',
    'a@a',
  ].map((id): Case => [`client_identifier ${JSON.stringify(id)}`, field('client_identifier', id), [['client_identifier', 'identifier']]]),
  // Free text that fills placeholders: no separators, selectors, quotes or everyone-wildcards.
  ...['Steve; op Steve', 'Steve @a', '@p', 'Steve @e', 'Bob @a[name=Steve]', 'x", "clickEvent": "y', 'back\\slash', '*', 'Steve ** all'].map(
    (name): Case => [`client_name ${JSON.stringify(name)}`, field('client_name', name), [['client_name', 'console']]],
  ),
  ['client_discord @everyone', field('client_discord', '@everyone'), [['client_discord', 'console']]],
  ['client_discord with ;', field('client_discord', 'steve;quit'), [['client_discord', 'console']]],
  ['a variable value @a', field('variables', { nick: '@a' }), [['variables.nick', 'console']]],
  ['a variable value with ;', field('variables', { nick: 'eu; op Steve' }), [['variables.nick', 'console']]],
  ['a variable value of only *', field('variables', { nick: '*' }), [['variables.nick', 'console']]],
];

describe('placing an order: every buyer field is refused with 422 and its rule, on every surface, nothing written', () => {
  test.each(REFUSED)('%s', async (_label, extra, pairs) => {
    const before = await orderRows(t, s.storeId);
    for (const surface of SURFACES) {
      const answer = await PLACE[surface](t, s, buyer(s, extra(s)));
      if (surface.startsWith('REST')) expect(answer.status).toBe(422);
      expectRefused(
        answer,
        'VALIDATION_FAILED',
        pairs.map(([f, rule]): Pair => [f.replace('FIELD_ID', String(s.fieldId)), rule]),
      );
    }
    expect(await orderRows(t, s.storeId)).toEqual(before);
  });
});

describe('what real buyers type keeps working', () => {
  const IDENTIFIERS = [
    'Steve',
    '_jeb',
    'Notch_123',
    'a',
    '.BedrockPlayer',
    '*BedrockPlayer',
    'steam:110000112345678',
    'license:3b4f5e6a7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
    'license2:3b4f5e6a7c8d',
    'discord:123456789012345678',
    'fivem:12345',
    'xbl:2535428123456789',
    'live:1055518123456789',
    'ip:192.168.0.1',
    '76561198000000000',
    '069a79f4-44e9-4726-a5be-fca90e38aaf5',
    '069a79f444e94726a5befca90e38aaf5',
  ];
  const NAMES = [
    'José da Silva',
    "Seán O'Brien",
    'Zoë Ærøskøbing',
    '李小龙',
    'محمد علي',
    'Steve 🙂',
    '👨\u200d👩\u200d👧 Family',
    'Jean-Luc Picard',
    'steve@home',
    'Dr. Strange (VIP)',
    'ñandú & Co.',
    'Ελένη',
    'Łukasz Żółć',
    '\u200fעברית',
  ];

  test('game identifiers of Minecraft Java and Bedrock (Floodgate prefixes), FiveM, Steam, UUIDs: placed and rendered verbatim', async () => {
    const sh = await makeShop(t);
    for (const id of IDENTIFIERS) {
      const placed = await PLACE['REST storefront'](t, sh, buyer(sh, { client_identifier: id }));
      expect([id, placed.status, placed.pairs]).toEqual([id, 201, []]);
      expect((await approve(t, sh, placed.body.order_id)).status).toBe(200);
    }
    const gql = await PLACE['GraphQL checkout'](t, sh, buyer(sh, { client_identifier: 'steam:110000112345678' }));
    expect(gql.ok).toBe(true);
    const commands = await polledCommands(t, sh);
    expect(commands.filter((c) => c.startsWith('lp user')).sort()).toEqual(IDENTIFIERS.map((id) => `lp user ${id} parent add vip`).sort());
  });

  test('names with accents, spaces, apostrophes, emoji and other scripts; Discord users; variables: placed and rendered', async () => {
    const sh = await makeShop(t);
    for (const name of NAMES) {
      for (const surface of SURFACES) {
        const placed = await PLACE[surface](t, sh, buyer(sh, { client_name: name }));
        expect([name, surface, placed.ok, placed.pairs]).toEqual([name, surface, true, []]);
      }
    }
    const discord = ['steve#0001', 'steve.minecraft', '123456789012345678', 'Stéve#1234'];
    for (const d of discord) expect((await PLACE['REST admin'](t, sh, buyer(sh, { client_discord: d }))).status).toBe(201);
    const placed = await PLACE['REST storefront'](
      t,
      sh,
      buyer(sh, { client_name: 'José da Silva', client_discord: 'steve#0001', variables: { nick: 'Mundo Élfico 2' } }),
    );
    expect(placed.status).toBe(201);
    expect((await approve(t, sh, placed.body.order_id)).status).toBe(200);
    expect(await polledCommands(t, sh)).toContain('say Thanks José da Silva (steve#0001, steve@example.com) on Mundo Élfico 2');
  });

  test('leading and trailing spaces are still trimmed', async () => {
    const placed = await PLACE['REST admin'](t, s, buyer(s, { client_identifier: '  Steve ', client_name: ' Steve Rogers ' }));
    expect(placed.status).toBe(201);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: placed.body.id } });
    expect([row.clientIdentifier, row.clientName]).toEqual(['Steve', 'Steve Rogers']);
  });
});

describe('changing an order (PATCH, updateOrder): the same rules, nothing changed', () => {
  const CHANGES: [string, Json, Pair][] = [
    ['client_identifier with a line break', { client_identifier: 'Steve\nop Steve' }, ['client_identifier', 'control']],
    ['client_identifier with U+2029', { client_identifier: 'Steve\u2029op Steve' }, ['client_identifier', 'control']],
    ['client_identifier @a', { client_identifier: '@a' }, ['client_identifier', 'identifier']],
    ['client_identifier with ;', { client_identifier: 'Steve;op Steve' }, ['client_identifier', 'identifier']],
    ['client_identifier with a space', { client_identifier: 'Steve op' }, ['client_identifier', 'identifier']],
    ['client_discord with a line break', { client_discord: 'steve\nop Steve' }, ['client_discord', 'control']],
    ['client_discord @here', { client_discord: '@here' }, ['client_discord', 'console']],
    ['a variable value with a line break', { variables: { nick: 'eu\r\nop Steve' } }, ['variables.nick', 'control']],
    ['a variable value @e', { variables: { nick: '@e[type=player]' } }, ['variables.nick', 'console']],
    ['a variable value with ;', { variables: { nick: 'eu;op Steve' } }, ['variables.nick', 'console']],
    ['a variable name with a line break', { variables: { 'k\nop': 'v' } }, ['variables.k\nop', 'control']],
  ];

  test.each(CHANGES)('%s: 422 on REST and GraphQL, the order and its commands unchanged', async (_label, change, pair) => {
    const placed = await PLACE['REST admin'](t, s, buyer(s));
    const id = placed.body.id as number;
    expect((await approve(t, s, id)).status).toBe(200);
    const snapshot = async () => ({
      order: await t.db.order.findUniqueOrThrow({ where: { id } }),
      variables: await t.db.orderVariable.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
      commands: await t.db.command.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } }),
    });
    const before = await snapshot();
    for (const surface of ['REST', 'GraphQL'] as const) {
      const answer = await UPDATE_ORDER[surface](t, s, id, { ...change, status: 'REFUNDED' });
      if (surface === 'REST') expect(answer.status).toBe(422);
      expectRefused(answer, 'VALIDATION_FAILED', [pair]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the renderer: rows written before the rules never become runnable commands', () => {
  const commandsOf = (orderId: number) => t.db.command.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  // A line break, a selector word (not the @ of an e-mail address), a separator, the injected command.
  const UNSAFE = /\n|\r|\u2028|(^|\s)@[a-z]|;|op Steve/;

  test('approval of an old order with a multi-line identifier: the command using it is FAILED with a reason, the others run', async () => {
    const sh = await makeShop(t);
    const order = await insertOldOrder(t, sh, { clientIdentifier: 'Steve\nop Steve' });
    expect((await approve(t, sh, order.id)).status).toBe(200);
    const commands = await commandsOf(order.id);
    const rank = commands.find((c) => c.command.startsWith('lp user'))!;
    expect(rank.status).toBe('FAILED');
    expect(rank.reason).toMatch(/client_identifier/);
    expect(rank.command).not.toMatch(UNSAFE);
    const thanks = commands.find((c) => c.command.startsWith('say'))!;
    expect([thanks.status, thanks.command]).toEqual(['PENDING', 'say Thanks Steve Rogers (, steve@example.com) on eu']);
    const served = await polledCommands(t, sh, 'Steve\nop Steve');
    expect(served).toEqual(['say Thanks Steve Rogers (, steve@example.com) on eu']);
  });

  test('selectors and separators in old identifiers, names, Discord users and variables: blocked, visible to the owner on both surfaces', async () => {
    const sh = await makeShop(t);
    const cases: Json[] = [
      { buyer: { clientIdentifier: '@a' }, blocked: ['client_identifier'] },
      { buyer: { clientIdentifier: 'Steve;op Steve' }, blocked: ['client_identifier'] },
      { buyer: { clientName: 'Steve; op Steve' }, blocked: ['client_name'] },
      { buyer: { clientDiscord: '@everyone' }, blocked: ['client_discord'] },
      { buyer: { clientName: 'Steve\u2028op Steve' }, blocked: ['client_name'] },
      { buyer: {}, variables: { nick: '@e[type=player]' }, blocked: ['nick'] },
      { buyer: {}, variables: { nick: 'eu\r\nop Steve' }, blocked: ['nick'] },
    ];
    for (const c of cases) {
      const order = await insertOldOrder(t, sh, c.buyer, c.variables);
      // Approved through GraphQL: the same service, the same outcome.
      const res = await t.gql(sh.key, OrderUpdateCommandsDocument, { id: order.id, input: { status: 'APPROVED' } });
      expect(res.errors).toBeUndefined();
      const commands = res.data!.updateOrder.commands as { command: string; status: string; reason: string | null }[];
      for (const cmd of commands) expect(cmd.command).not.toMatch(UNSAFE);
      const failed = commands.filter((cmd) => cmd.status === 'FAILED');
      expect(failed.length).toBeGreaterThan(0);
      for (const f of failed) expect(c.blocked.some((name: string) => f.reason!.includes(`{${name}}`))).toBe(true);
      const rest = await t
        .http()
        .get(`/v1/app/command/${(await commandsOf(order.id)).find((x) => x.status === 'FAILED')!.id}`)
        .set(bearer(sh.key));
      expect(rest.body.reason).toMatch(/blocked/);
    }
    for (const served of await polledCommands(t, sh, '@a,Steve')) expect(served).not.toMatch(UNSAFE);
  });

  test('refund of an old order: its REFUND command is blocked too', async () => {
    const sh = await makeShop(t);
    const order = await insertOldOrder(t, sh, { clientIdentifier: '@a' });
    expect((await approve(t, sh, order.id)).status).toBe(200);
    expect((await UPDATE_ORDER.REST(t, sh, order.id, { status: 'REFUNDED' })).status).toBe(200);
    const refund = (await commandsOf(order.id)).find((c) => c.trigger === 'REFUND')!;
    expect([refund.status, refund.command]).toEqual(['FAILED', COMMANDS.refund]);
    expect(await polledCommands(t, sh)).toEqual([]);
  });

  test('an old command template with a line break (or a package name with one) is blocked whatever the buyer', async () => {
    const sh = await makeShop(t);
    await t.db.packageCommand.create({
      data: { storeId: sh.storeId, packageId: sh.pkg, trigger: 'PURCHASE', command: 'say hi\nop Steve', offlineExecute: true },
    });
    await t.db.packageCommand.create({
      data: { storeId: sh.storeId, packageId: sh.pkg, trigger: 'PURCHASE', command: 'say {package_name}', offlineExecute: true },
    });
    const order = await insertOldOrder(t, sh, {});
    await t.db.orderPackage.updateMany({ where: { orderId: order.id }, data: { name: 'VIP\nop Steve' } });
    expect((await approve(t, sh, order.id)).status).toBe(200);
    const commands = await commandsOf(order.id);
    const blocked = commands.filter((c) => c.status === 'FAILED');
    expect(blocked).toHaveLength(2);
    for (const c of blocked) expect(c.reason).toMatch(/line break|control/);
    for (const served of await polledCommands(t, sh)) expect(served).not.toMatch(UNSAFE);
  });

  test('the owner fixes the buyer: blocked commands are rendered again and queued; a resend never runs the unsafe text', async () => {
    const sh = await makeShop(t);
    const order = await insertOldOrder(t, sh, { clientIdentifier: '@a' });
    expect((await approve(t, sh, order.id)).status).toBe(200);
    // A resend while the identifier is still unsafe: the blocked command stays blocked.
    expect((await t.http().post(`/v1/app/order/${order.id}/command/resend`).set(bearer(sh.key))).status).toBe(200);
    const afterResend = (await commandsOf(order.id)).find((c) => c.command.startsWith('lp user'))!;
    expect([afterResend.status, afterResend.command]).toEqual(['FAILED', COMMANDS.rank]);
    expect(await polledCommands(t, sh)).not.toContain(COMMANDS.rank);

    expect((await UPDATE_ORDER.REST(t, sh, order.id, { client_identifier: 'Steve' })).status).toBe(200);
    const fixed = (await commandsOf(order.id)).find((c) => c.command.startsWith('lp user'))!;
    expect([fixed.status, fixed.command, fixed.reason, fixed.userId]).toEqual(['PENDING', 'lp user Steve parent add vip', null, 'Steve']);
    expect(await polledCommands(t, sh)).toContain('lp user Steve parent add vip');
  });
});

describe('the queue never hands out a multi-line or injected command, even one already queued', () => {
  async function queued(sh: Shop, command: string, orderId: number | null = null) {
    return t.db.command.create({
      data: { storeId: sh.storeId, orderId, userId: 'Steve', trigger: 'PURCHASE', command, offlineExecute: true, executeAt: new Date(Date.now() - 1000) },
    });
  }

  test('control characters of every kind in queued text, and old buyer values in it: not served, FAILED with a reason; owner selectors still run', async () => {
    const sh = await makeShop(t);
    const bad = await Promise.all(BREAKS.map(([, c]) => queued(sh, `say hi${c}op Steve`)));
    const selectorOrder = await insertOldOrder(t, sh, { clientIdentifier: '@a' });
    const nameOrder = await insertOldOrder(t, sh, { clientName: 'Steve; op Steve' });
    const variableOrder = await insertOldOrder(t, sh, {}, { nick: '@e' });
    bad.push(
      await queued(sh, 'lp user @a parent add vip', selectorOrder.id),
      await queued(sh, 'say Thanks Steve; op Steve', nameOrder.id),
      await queued(sh, 'lp user @e parent add vip', variableOrder.id),
    );
    const goodOrder = await insertOldOrder(t, sh, {});
    await queued(sh, 'say @a welcome Steve', goodOrder.id);
    await queued(sh, 'lp user Steve parent add vip', goodOrder.id);

    expect((await polledCommands(t, sh, '@a,Steve')).sort()).toEqual(['lp user Steve parent add vip', 'say @a welcome Steve']);
    for (const c of bad) {
      const row = await t.db.command.findUniqueOrThrow({ where: { id: c.id } });
      expect([row.id, row.status, row.leasedBy]).toEqual([c.id, 'FAILED', null]);
      expect(row.reason).toMatch(/^blocked/);
    }
    // A person requeues one: it is still never served.
    const requeued = await t.http().patch(`/v1/app/command/${bad[0].id}`).set(bearer(sh.key)).send({ status: 'PENDING' });
    expect(requeued.status).toBe(200);
    expect((await polledCommands(t, sh, '@a,Steve')).sort()).toEqual(['lp user Steve parent add vip', 'say @a welcome Steve']);
    expect((await t.db.command.findUniqueOrThrow({ where: { id: bad[0].id } })).status).toBe('FAILED');
  });
});

describe('command templates (the owner): one console line each', () => {
  test('a template or package name with a line break is refused on both surfaces', async () => {
    const base = { name: 'Kit', category_id: s.categoryId, price: 1, type: 'MULTIPLE' };
    const bodies: [Json, Pair][] = [
      [{ ...base, commands: [{ command: 'say hi\nop Steve' }] }, ['commands.0.command', 'control']],
      [{ ...base, commands: [{ command: 'say hi\u2028op Steve' }] }, ['commands.0.command', 'control']],
      [{ ...base, name: 'Kit\nop Steve' }, ['name', 'control']],
    ];
    for (const [body, pair] of bodies) {
      const rest = await t.http().post('/v1/app/package').set(bearer(s.key)).send(body);
      expect(rest.status).toBe(422);
      expect(rest.body.errors.map((e: Json) => [e.field, e.rule])).toEqual([pair]);
      const gql = await t.gql(s.key, PackageCreateIdDocument, {
        input: { name: body.name, categoryId: body.category_id, price: body.price, type: body.type, commands: body.commands },
      });
      expect(gql.errors!.map((e) => [e.extensions.field, e.extensions.rule])).toEqual([pair]);
    }
  });
});
