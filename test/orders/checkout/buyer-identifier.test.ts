import { bearer } from '../../helpers/app';
import { aPackage, aStore, type StoreFixture } from '../../helpers/fixtures';
import {
  expectGqlErrors,
  expectRestErrors,
  gqlCheckout,
  gqlCreate,
  restCheckout,
  restCreate,
  restGet,
  rowCounts,
  t,
  useApp,
  type Json,
  type Pair,
} from './helpers';
import { OrderMetadataDocument, OrderPaymentMethodDocument, OrderUpdateMetadataDocument } from '../../graphql/__generated__/operations';

/**
 * No buyer identifier is required (the vendor's FiveM in-game shop sends none): an order without one
 * has client_identifier null. A cart whose game-server commands or Discord actions need a value the
 * order would lack is refused with 422 naming the package and the placeholder, on every entry point,
 * with nothing written. Also the order's metadata and payment_method.
 */

useApp();

/** What the vendor's in-game shop posts: no identifier, no Discord user, terms accepted. */
const SHOP_BODY = { gateway: 'PIX', client_name: 'Joao da Silva', client_email: 'joao@players.test', terms: true };

let s: StoreFixture;
const p: Record<string, Json> = {};
beforeAll(async () => {
  s = await aStore(t);
  p.plain = await aPackage(t, s, { name: 'Coins' });
  p.offline = await aPackage(t, s, {
    name: 'Broadcast',
    commands: [{ type: 'PURCHASE', command: 'say someone bought {package_name} x{quantity}', offline_execute: true }],
  });
  p.named = await aPackage(t, s, {
    name: 'VIP',
    commands: [{ type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip', offline_execute: true }],
  });
  p.online = await aPackage(t, s, { name: 'Kit', commands: [{ type: 'PURCHASE', command: 'give kit', offline_execute: false }] });
  p.expire = await aPackage(t, s, {
    name: 'Rank',
    expiry_days: 30,
    commands: [
      { type: 'PURCHASE', command: 'say thanks', offline_execute: true },
      { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove rank', offline_execute: true },
    ],
  });
  p.role = await aPackage(t, s, {
    name: 'Discord VIP',
    discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '123456789012345678' } }],
  });
  p.message = await aPackage(t, s, {
    name: 'Shout',
    discord_actions: [{ type: 'PURCHASE', action: 'SEND_MESSAGE', parameters: { channel_id: '123456789012345678', message: '{nick} bought {package_name}!' } }],
  });
  p.limited = await aPackage(t, s, { name: 'Once', per_user_limit: true });
});

const cart = (...names: string[]) => names.map((n) => ({ package_id: p[n].id, quantity: 1 }));
const ENTRY_POINTS = [
  ['REST checkout', 'rest', restCheckout],
  ['REST admin create', 'rest', restCreate],
  ['GraphQL checkout', 'gql', gqlCheckout],
  ['GraphQL createOrder', 'gql', gqlCreate],
] as const;

describe.each(ENTRY_POINTS)('%s', (_name, surface, call) => {
  test('a cart that needs no identifier is placed without one: client_identifier null', async () => {
    const res: any = await call(s, { ...SHOP_BODY, cart: cart('plain', 'offline') });
    const orderId = surface === 'rest' ? (res.body.order_id ?? res.body.id) : (res.data.checkout?.orderId ?? res.data.createOrder?.id);
    expect(orderId).toEqual(expect.any(Number));
    const order = await restGet(s, orderId);
    expect(order.body).toMatchObject({ client_identifier: null, client_discord: null, status: 'PENDING', payment_method: null, metadata: null });
  });

  const refusals: [string, () => Json, Pair[], RegExp[]][] = [
    ['a command naming {client_identifier}', () => ({ cart: cart('plain', 'named') }), [['client_identifier', 'required']], [/"VIP"/, /\{client_identifier\}/]],
    ['a command that runs only while the player is online', () => ({ cart: cart('online') }), [['client_identifier', 'required']], [/"Kit"/, /online/]],
    ['an EXPIRE command naming {client_identifier}', () => ({ cart: cart('expire') }), [['client_identifier', 'required']], [/"Rank"/]],
    ['a Discord role and no client_discord', () => ({ cart: cart('role') }), [['client_discord', 'required']], [/"Discord VIP"/, /role/]],
    ['a Discord message naming {nick} and no such variable', () => ({ cart: cart('message') }), [['variables.nick', 'required']], [/"Shout"/, /\{nick\}/]],
    ['a per-user-limited package', () => ({ cart: cart('limited') }), [['client_identifier', 'required']], [/"Once"/]],
    [
      'several at once: one entry per missing value, each naming every package that needs it',
      () => ({ cart: cart('named', 'online', 'role', 'message') }),
      [
        ['client_identifier', 'required'],
        ['client_discord', 'required'],
        ['variables.nick', 'required'],
      ],
      [/"VIP"/, /"Kit"/],
    ],
  ];

  test.each(refusals)('%s: 422, nothing written', async (_case, body, pairs, messages) => {
    const before = await rowCounts(s.storeId);
    const res: any = await call(s, { ...SHOP_BODY, ...body() });
    if (surface === 'rest') expectRestErrors(res, 422, 'VALIDATION_FAILED', pairs);
    else expectGqlErrors(res, 'VALIDATION_FAILED', pairs);
    const text = surface === 'rest' ? res.body.errors.map((e: Json) => e.message).join(' ') : res.errors.map((e: Json) => e.message).join(' ');
    for (const m of messages) expect(text).toMatch(m);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('the same carts are placed once the order has what they need', async () => {
    const res: any = await call(s, {
      ...SHOP_BODY,
      cart: cart('named', 'online', 'role', 'message', 'expire', 'limited'),
      client_identifier: `Steve_${surface}_${_name.length}`,
      client_discord: '123456789012345678',
      variables: { nick: 'Steve' },
    });
    if (surface === 'rest') expect(res.status).toBe(201);
    else expect(res.errors).toBeUndefined();
  });
});

test('approved without an identifier: a command that needs no player is queued with user_id "" and runs', async () => {
  const placed = await restCheckout(s, { ...SHOP_BODY, cart: cart('offline') });
  expect(placed.status).toBe(201);
  const approved = await t.http().patch(`/v1/app/order/${placed.body.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
  expect(approved.status).toBe(200);
  expect(approved.body.client_identifier).toBeNull();
  const command = await t.db.command.findFirstOrThrow({ where: { orderId: placed.body.order_id } });
  expect(command).toMatchObject({ userId: '', command: 'say someone bought Broadcast x1', status: 'PENDING' });
  const item = await t.http().get(`/v1/app/command/${command.id}`).set(bearer(s.key));
  expect(item.status).toBe(200);
});

test('an owner who later names the player: commands follow the identifier', async () => {
  const placed = await restCheckout(s, { ...SHOP_BODY, cart: cart('offline') });
  const patched = await t.http().patch(`/v1/app/order/${placed.body.order_id}`).set(bearer(s.key)).send({ client_identifier: 'Alex' });
  expect(patched.status).toBe(200);
  expect(patched.body.client_identifier).toBe('Alex');
});

describe('metadata', () => {
  test('kept from checkout, shown back on both surfaces and in the event; PATCH replaces it, null clears it', async () => {
    const metadata = { utm_source: 'discord', campaignId: 7, vip: true, ref: null };
    const placed = await restCheckout(s, { ...SHOP_BODY, cart: cart('plain'), metadata });
    expect(placed.status).toBe(201);
    const id = placed.body.order_id;
    expect((await restGet(s, id)).body.metadata).toEqual(metadata);
    const gql = await t.gql(s.key, OrderMetadataDocument, { id });
    expect(gql.data).toEqual({ order: { metadata, paymentMethod: null, clientIdentifier: null } });
    const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: id, event: 'ORDER_CREATED' } });
    expect((event.payload as Json).data.metadata).toEqual(metadata);

    const replaced = await t
      .http()
      .patch(`/v1/app/order/${id}`)
      .set(bearer(s.key))
      .send({ metadata: { crm_id: 'C-1' } });
    expect(replaced.body.metadata).toEqual({ crm_id: 'C-1' });
    const viaGql = await t.gql(s.key, OrderUpdateMetadataDocument, { id, input: { metadata: { crmId: 'C-2' } } });
    expect(viaGql.data).toEqual({ updateOrder: { metadata: { crmId: 'C-2' } } });
    const cleared = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ metadata: null });
    expect(cleared.body.metadata).toBeNull();
    expect((await t.db.order.findUniqueOrThrow({ where: { id } })).metadata).toBeNull();
  });

  test.each([
    ['a nested object', { a: { b: 1 } }, 'metadata.a'],
    ['a list', { a: [1] }, 'metadata.a'],
    ['a value over 500 characters', { a: 'x'.repeat(501) }, 'metadata.a'],
    ['not an object', 'text', 'metadata'],
    ['51 keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])), 'metadata'],
  ])('%s: 422 on metadata, nothing written', async (_case, metadata, field) => {
    const before = await rowCounts(s.storeId);
    const res = await restCheckout(s, { ...SHOP_BODY, cart: cart('plain'), metadata });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: Json) => e.field)).toEqual([field]);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

describe('payment_method of an order the owner approves', () => {
  test.each([
    ['PIX', 'PIX'],
    ['OTHER', 'MANUAL'],
    ['MERCADOPAGO', null],
  ])('%s: %s', async (gateway, method) => {
    const placed = await restCreate(s, { ...SHOP_BODY, gateway, cart: cart('plain') });
    expect(placed.status).toBe(201);
    expect(placed.body.payment_method).toBeNull();
    const approved = await t.http().patch(`/v1/app/order/${placed.body.id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
    expect(approved.body).toMatchObject({ status: 'APPROVED', payment_method: method });
    const gql = await t.gql(s.key, OrderPaymentMethodDocument, { id: placed.body.id });
    expect(gql.data).toEqual({ order: { paymentMethod: method } });
  });
});
