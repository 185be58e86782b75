import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage } from '../helpers/fixtures';
import { toGqlInput } from '../contract/lib';
import {
  COMMANDS,
  approve,
  expectRefused,
  fromGql,
  fromRest,
  makeShop,
  orderRows,
  polledCommands,
  type Answer,
  type Json,
  type Pair,
  type Shop,
} from './buyer-helpers';
import { CHECKOUT_KEYS } from './checkout/helpers';
import { print } from 'graphql';
import { CheckoutResultDocument, CreateCheckoutResultDocument } from '../graphql/__generated__/operations';

/**
 * Checkout with the body real storefront clients send (issue 15): `cart: [{package_id, quantity,
 * fields}]`, the buyer's identifier as client_identifier, user_id or variables.client_identifier,
 * `fields` for the whole cart, `terms`, and the store's requirements (document, phone, Discord).
 * POST /v1/webstore/checkout and POST /v1/app/checkout (admin key, for tools selling on the store's
 * behalf) take the same body and answer alike, as do their GraphQL twins; errors name the path the
 * client sent; buyer-text rules hold on every alias; a refusal writes nothing.
 */

let t: TestApp;
/** A shop with the default settings, and one that requires a document, a phone and a Discord user of its buyers. */
let s: Shop;
let strict: Shop;
beforeAll(async () => {
  t = await setupTestApp();
  [s, strict] = await Promise.all([makeShop(t), makeShop(t)]);
  const res = await t.http().patch('/v1/app/store').set(bearer(strict.key)).send({ require_document: true, require_phone: true, discord_mode: 'REQUIRED' });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const RESULT = { checkout: CheckoutResultDocument, createCheckout: CreateCheckoutResultDocument };
const snake = (v: Json) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), x]));

/** A GraphQL checkout, with its result in REST's names so both surfaces are read alike. */
async function gql(headers: Record<string, string>, field: keyof typeof RESULT, body: Json): Promise<Answer> {
  const res = await t
    .http()
    .post('/graphql')
    .set(headers)
    .send({ query: print(RESULT[field]), variables: { input: toGqlInput(body) } });
  const answer = fromGql(res.status, res.body);
  return answer.ok ? { ...answer, body: snake(res.body.data[field]) } : answer;
}

/** The four checkouts: the storefront's and the admin key's, on both surfaces. */
const CHECKOUTS = {
  'REST storefront': (shop: Shop, body: Json) => t.http().post('/v1/webstore/checkout').set('x-store-domain', shop.domain).send(body).then(fromRest),
  'REST app': (shop: Shop, body: Json) => t.http().post('/v1/app/checkout').set(bearer(shop.key)).send(body).then(fromRest),
  'GraphQL checkout': (shop: Shop, body: Json) => gql({ 'x-store-domain': shop.domain }, 'checkout', body),
  'GraphQL createCheckout': (shop: Shop, body: Json) => gql(bearer(shop.key), 'createCheckout', body),
};
const NAMES = Object.keys(CHECKOUTS) as (keyof typeof CHECKOUTS)[];

/** What the in-game shop's page sends: cart by package_id with field values by name, user_id and client_identifier alike, terms. */
const clientBody = (shop: Shop, extra: Json = {}): Json => ({
  cart: [{ package_id: shop.pkg, quantity: 2, fields: { Message: 'gg' } }],
  fields: { Message: 'gg' },
  gateway: 'PIX',
  client_name: 'Steve Rogers',
  client_email: 'Steve@Example.com',
  client_document: '12345678909',
  client_phone: '+5511999998888',
  terms: true,
  user_id: 'char1:abc123',
  client_identifier: 'char1:abc123',
  client_discord: '123456789012345678',
  variables: { nick: 'eu' },
  ...extra,
});

describe('the body real clients send', () => {
  test.each(NAMES)('%s: 201 with the answer clients read, and the order as sent', async (name) => {
    const a = await CHECKOUTS[name](s, clientBody(s));
    expect(a.status).toBe(name.startsWith('REST') ? 201 : 200);
    expect(Object.keys(a.body).sort()).toEqual([...CHECKOUT_KEYS].sort());
    expect(a.body).toEqual({
      order_id: expect.any(Number),
      internal_id: expect.stringMatching(/^[0-9A-Z]{12}$/),
      status: 'PENDING',
      price: 20,
      price_display: 'R$ 20,00',
      formatted_price: 'R$ 20,00',
      checkout_url: null,
      pix_code: null,
      qr_code: null,
      order_url: expect.stringMatching(new RegExp(`^${t.config.publicBaseUrl}/order/${a.body.internal_id}\\?t=v1\\.${s.storeId}\\.[\\w-]{43}$`)),
    });
    const order = await t.db.order.findUniqueOrThrow({ where: { id: a.body.order_id }, include: { lines: true, variables: true } });
    expect(order).toMatchObject({
      storeId: s.storeId,
      clientIdentifier: 'char1:abc123',
      clientEmail: 'steve@example.com',
      clientDocument: '12345678909',
      clientPhone: '+5511999998888',
      clientDiscord: '123456789012345678',
      // A tool selling for the store is a checkout, not an order entered by hand.
      manuallyCreated: false,
    });
    expect(order.lines.map((l) => [l.packageId, l.quantity, l.fields])).toEqual([[s.pkg, 2, { [String(s.fieldId)]: 'gg' }]]);
  });

  test('the game server script sends no identifier of its own: variables.client_identifier is the buyer, and stays a variable', async () => {
    const body = {
      cart: [{ package_id: s.pkg, quantity: 1 }],
      gateway: 'PIX',
      client_name: 'Alex',
      client_email: 'alex@example.com',
      terms: true,
      client_discord: '123456789012345678',
      variables: { nick: 'eu', client_identifier: 'steam:110000112345678' },
    };
    const a = await CHECKOUTS['REST storefront'](s, body);
    expect(a.status).toBe(201);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: a.body.order_id }, include: { variables: true } });
    expect(order.clientIdentifier).toBe('steam:110000112345678');
    expect(order.variables.map((v) => [v.name, v.value]).sort()).toEqual([
      ['client_identifier', 'steam:110000112345678'],
      ['nick', 'eu'],
    ]);
  });

  test('user_id alone is the identifier, as text or as a number; client_identifier wins when both differ', async () => {
    const base = {
      cart: [{ package_id: s.pkg, quantity: 1 }],
      gateway: 'PIX',
      client_name: 'Alex',
      client_email: 'alex@example.com',
      client_discord: '123456789012345678',
      variables: { nick: 'eu' },
    };
    const cases: [Json, string][] = [
      [{ user_id: 'citizen42' }, 'citizen42'],
      [{ user_id: 42 }, '42'],
      [{ user_id: 'other', client_identifier: 'Chosen' }, 'Chosen'],
      [{ user_id: 'FromUser', variables: { nick: 'eu', client_identifier: 'FromVariable' } }, 'FromUser'],
    ];
    for (const [extra, identifier] of cases) {
      const a = await CHECKOUTS['REST app'](s, { ...base, ...extra });
      expect(a.status).toBe(201);
      expect((await t.db.order.findUniqueOrThrow({ where: { id: a.body.order_id } })).clientIdentifier).toBe(identifier);
    }
  });

  test('the identifier, whichever name it came under, is the player the commands run for', async () => {
    const a = await CHECKOUTS['REST storefront'](s, { ...clientBody(s), client_identifier: undefined, user_id: 'Notch' });
    expect(a.status).toBe(201);
    expect((await approve(t, s, a.body.order_id)).status).toBe(200);
    expect(await polledCommands(t, s)).toContain(COMMANDS.rank.replace('{client_identifier}', 'Notch'));
  });

  test('the last places an identifier comes from: fields.client_identifier (the public reference), then client_discord (a bot that knows no other)', async () => {
    const base = {
      cart: [{ package_id: s.pkg, quantity: 1 }],
      gateway: 'PIX',
      client_name: 'Alex',
      client_email: 'alex@example.com',
      variables: { nick: 'eu' },
    };
    const cases: [Json, string][] = [
      // The package's thanks command names {client_discord}, so every body has one; fields come first.
      [{ fields: { client_identifier: 'STEAM_1:0:123456' }, client_discord: '998877665544332211' }, 'STEAM_1:0:123456'],
      [{ fields: { client_identifier: 76561198000000000 }, client_discord: '998877665544332211' }, '76561198000000000'],
      [{ fields: { client_identifier: 'FromFields' }, client_discord: '998877665544332211' }, 'FromFields'],
      [{ client_discord: '998877665544332211' }, '998877665544332211'],
      [{ fields: { client_identifier: '  ' }, client_discord: 'bia.gamer' }, 'bia.gamer'],
      [{ user_id: 'FromUser', fields: { client_identifier: 'FromFields' }, client_discord: '998877665544332211' }, 'FromUser'],
    ];
    for (const [extra, identifier] of cases) {
      const a = await CHECKOUTS['REST storefront'](s, { ...base, ...extra });
      expect({ extra, status: a.status }).toEqual({ extra, status: 201 });
      expect((await t.db.order.findUniqueOrThrow({ where: { id: a.body.order_id } })).clientIdentifier).toBe(identifier);
    }
  });

  test("cart lines as other clients write them: package_id as a string of digits, the line's values as options", async () => {
    const body = { ...clientBody(s), fields: undefined, cart: [{ package_id: String(s.pkg), quantity: 2, options: { Message: 'from options' } }] };
    const a = await CHECKOUTS['REST app'](s, body);
    expect(a.status).toBe(201);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: a.body.order_id }, include: { lines: true } });
    expect(order.lines.map((l) => [l.packageId, l.quantity, l.fields])).toEqual([[s.pkg, 2, { [String(s.fieldId)]: 'from options' }]]);
    // fields wins over options for the same field; other strings are no package id.
    const both = await CHECKOUTS['REST app'](s, { ...body, cart: [{ package_id: s.pkg, quantity: 1, options: { Message: 'o' }, fields: { Message: 'f' } }] });
    const line = (await t.db.order.findUniqueOrThrow({ where: { id: both.body.order_id }, include: { lines: true } })).lines[0];
    expect(line.fields).toEqual({ [String(s.fieldId)]: 'f' });
    for (const package_id of ['0', '12abc', ' 5', '1e3', '99999999999']) {
      const bad = await CHECKOUTS['REST app'](s, { ...body, cart: [{ package_id, quantity: 1 }] });
      expect({ package_id, status: bad.status, fields: bad.pairs.map(([f]) => f) }).toEqual({ package_id, status: 422, fields: ['cart.0.package_id'] });
    }
  });

  test('cart and items both sent: cart is used', async () => {
    const a = await CHECKOUTS['REST storefront'](s, { ...clientBody(s), items: [{ id: s.pkg, quantity: 5 }] });
    expect(a.status).toBe(201);
    expect(a.body.price).toBe(20);
  });

  test("the body's fields fill the lines that give none; a line's own value comes first", async () => {
    const required = await aPackage(t, s, { name: 'Named', price: 1, fields: [{ name: 'Nick', type: 'TEXT' }] }, { detail: true });
    const nickId = String(required.fields[0].id);
    const base = { gateway: 'PIX', client_name: 'Alex', client_email: 'alex@example.com', client_identifier: 'Alex', variables: { nick: 'eu' } };
    const shared = await CHECKOUTS['REST storefront'](s, { ...base, cart: [{ package_id: required.id, quantity: 1 }], fields: { Nick: 'FromBody' } });
    expect(shared.status).toBe(201);
    const own = await CHECKOUTS['REST storefront'](s, {
      ...base,
      cart: [{ package_id: required.id, quantity: 1, fields: { [nickId]: 'FromLine' } }],
      fields: { Nick: 'FromBody' },
    });
    expect(own.status).toBe(201);
    const lines = await t.db.orderPackage.findMany({ where: { orderId: { in: [shared.body.order_id, own.body.order_id] } }, orderBy: { id: 'asc' } });
    expect(lines.map((l) => l.fields)).toEqual([{ [nickId]: 'FromBody' }, { [nickId]: 'FromLine' }]);
    const before = await orderRows(t, s.storeId);
    const missing = await CHECKOUTS['REST storefront'](s, { ...base, cart: [{ package_id: required.id, quantity: 1 }], fields: { Other: 'x' } });
    expectRefused(missing, 'VALIDATION_FAILED', [[`cart.0.fields.${nickId}`, 'required']]);
    expect(await orderRows(t, s.storeId)).toEqual(before);
  });

  test('POST /v1/app/checkout takes an admin key only: no key, a wrong one or a storefront domain is 401', async () => {
    for (const headers of [{}, bearer('sk_wrong'), { 'x-store-domain': s.domain }]) {
      const res = await t.http().post('/v1/app/checkout').set(headers).send(clientBody(s));
      expect(res.status).toBe(401);
      expect(res.body.errors[0].code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('errors name the paths the client sent; nothing is written', () => {
  const other = () => ({ package_id: 999_999_999, quantity: 1 });
  const cases: [string, (shop: Shop) => Json, Pair[]][] = [
    ['neither cart nor items', (shop) => ({ ...clientBody(shop), cart: undefined }), [['cart', 'required']]],
    ['an empty cart', (shop) => clientBody(shop, { cart: [] }), [['cart', 'min']]],
    ['a quantity of 0', (shop) => clientBody(shop, { cart: [{ package_id: shop.pkg, quantity: 0 }] }), [['cart.0.quantity', 'range']]],
    ['a line without package_id', (shop) => clientBody(shop, { cart: [{ quantity: 1 }] }), [['cart.0.package_id', 'required']]],
    ['an unknown package', (shop) => clientBody(shop, { cart: [{ package_id: shop.pkg, quantity: 1 }, other()] }), [['cart.1.package_id', 'exists']]],
    [
      'a package twice',
      (shop) =>
        clientBody(shop, {
          cart: [
            { package_id: shop.pkg, quantity: 1 },
            { package_id: shop.pkg, quantity: 1 },
          ],
        }),
      [['cart.1.package_id', 'unique']],
    ],
    [
      'the items alias keeps its own names',
      (shop) => ({ ...clientBody(shop), cart: undefined, items: [{ id: 999_999_999, quantity: 1 }] }),
      [['items.0.id', 'exists']],
    ],
    [
      'no identifier under any name',
      (shop) => ({ ...clientBody(shop), user_id: undefined, client_identifier: undefined, client_discord: undefined }),
      // No identifier is required as such: this package's commands need the player ({client_identifier}) and, in
      // its thanks message, the Discord user ({client_discord}).
      [
        ['client_identifier', 'required'],
        ['client_discord', 'required'],
      ],
    ],
    [
      'fields.client_identifier with a space',
      (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: undefined, fields: { Message: 'gg', client_identifier: 'Steve Rogers' } }),
      [['fields.client_identifier', 'identifier']],
    ],
    [
      'only a Discord user, and it is no game identifier',
      (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: undefined, client_discord: 'bia gamer' }),
      [['client_discord', 'identifier']],
    ],
    ['user_id that is no game identifier', (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: '@a' }), [['user_id', 'identifier']]],
    ['user_id with a line break', (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: 'Steve\nop Steve' }), [['user_id', 'control']]],
    [
      'variables.client_identifier with a space',
      (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: undefined, variables: { nick: 'eu', client_identifier: 'Steve Rogers' } }),
      [['variables.client_identifier', 'identifier']],
    ],
    [
      'variables.client_identifier with ;',
      (shop) => ({ ...clientBody(shop), client_identifier: undefined, user_id: undefined, variables: { nick: 'eu', client_identifier: 'x;op x' } }),
      [['variables.client_identifier', 'console']],
    ],
    ["the body's fields with a line break", (shop) => clientBody(shop, { fields: { Message: 'hi\nthere' } }), [['fields.Message', 'control']]],
    [
      "a line's fields with a bidi override",
      (shop) => clientBody(shop, { cart: [{ package_id: shop.pkg, quantity: 1, fields: { Message: 'abc\u202e' } }] }),
      [['cart.0.fields.Message', 'control']],
    ],
    ['terms refused', (shop) => clientBody(shop, { terms: false }), [['terms', 'accepted']]],
    [
      'several at once, each under its own name',
      (shop) => clientBody(shop, { terms: false, client_name: '', cart: [{ package_id: shop.pkg, quantity: 1000 }] }),
      [
        ['cart.0.quantity', 'range'],
        ['client_name', 'required'],
        ['terms', 'accepted'],
      ],
    ],
  ];

  describe.each(NAMES)('%s', (name) => {
    test.each(cases)('%s', async (_label, make, pairs) => {
      const before = await orderRows(t, s.storeId);
      const a = await CHECKOUTS[name](s, make(s));
      expectRefused(a, 'VALIDATION_FAILED');
      expect([...a.pairs].sort()).toEqual([...pairs].sort());
      expect(await orderRows(t, s.storeId)).toEqual(before);
    });
  });

  test('REST only (GraphQL types refuse them first): terms that is not a boolean, user_id that is a negative number', async () => {
    expectRefused(await CHECKOUTS['REST storefront'](s, clientBody(s, { terms: 'yes' })), 'VALIDATION_FAILED', [['terms', 'type']]);
    expectRefused(await CHECKOUTS['REST app'](s, { ...clientBody(s), client_identifier: undefined, user_id: -1 }), 'VALIDATION_FAILED', [['user_id', 'min']]);
  });
});

describe("the store's requirements", () => {
  const without = (shop: Shop) => clientBody(shop, { client_document: undefined, client_phone: '  ', client_discord: null });
  const REQUIRED: Pair[] = [
    ['client_discord', 'required'],
    ['client_document', 'required'],
    ['client_phone', 'required'],
  ];

  test.each(NAMES)('%s: document, phone and Discord user are required, reported with the other errors; nothing written', async (name) => {
    const before = await orderRows(t, strict.storeId);
    const a = await CHECKOUTS[name](strict, without(strict));
    expectRefused(a, 'VALIDATION_FAILED');
    expect([...a.pairs].sort()).toEqual(REQUIRED);
    const more = await CHECKOUTS[name](strict, { ...without(strict), client_email: 'nope' });
    expect([...more.pairs].sort()).toEqual([...REQUIRED, ['client_email', 'email'] as Pair].sort());
    expect(await orderRows(t, strict.storeId)).toEqual(before);
  });

  test.each(NAMES)('%s: with them, the order is placed', async (name) => {
    const a = await CHECKOUTS[name](strict, clientBody(strict));
    expect(a.ok).toBe(true);
  });

  test("an order the owner enters by hand (POST /v1/app/order) is not the buyer's checkout: no requirement applies", async () => {
    // The Discord user only because the package's thanks command names {client_discord}.
    const res = await t
      .http()
      .post('/v1/app/order')
      .set(bearer(strict.key))
      .send({ ...without(strict), client_discord: '123456789012345678' });
    expect(res.status).toBe(201);
    expect(res.body.manually_created).toBe(true);
  });

  test("another store's requirements do not apply", async () => {
    const a = await CHECKOUTS['REST storefront'](s, { ...without(s), client_discord: '123456789012345678' });
    expect(a.status).toBe(201);
  });
});
