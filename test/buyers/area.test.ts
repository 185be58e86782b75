import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { aPackage, aStore, approve, checkout } from '../helpers/fixtures';
import { BuyerOrderDocument, BuyerOrdersDocument, BuyerResendDocument, BuyerSubscriptionsDocument } from '../graphql/__generated__/operations';
import { asBuyer, freshIp, signedInBuyer } from './helpers';

/**
 * The buyer's area (issue 32): a signed-in buyer sees exactly their own orders at this store (by
 * their verified e-mail, in any case, and by their Discord id in each spelling client_discord takes),
 * never another buyer's nor another store's, on both surfaces; each order with its lines, license
 * keys and e-mails; "resend my keys", rate limited; their subscriptions that still run.
 */

let t: TestApp;
type Shop = Awaited<ReturnType<typeof aStore>>;
let A: Shop;
let B: Shop;
const orders: Record<string, string> = {}; // name -> internal_id
const tokens: Record<string, string> = {}; // buyer -> access token

const ANA = 'ana@buyers.example.com';
const CARLA = 'carla@buyers.example.com';
const BRUNO_DISCORD = '111111111111111111';
const CARLA_DISCORD = '222222222222222222';

beforeAll(async () => {
  t = await setupTestApp({ config: { mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'orders@area.example.com' }, trustProxy: true } });
  A = await aStore(t, { name: 'Store A' });
  B = await aStore(t, { name: 'Store B' });
  const keysA = await aPackage(t, A, { name: 'Steam key', price: 10, type: 'MULTIPLE', license_keys: ['KEY-A-1', 'KEY-A-2', 'KEY-A-3'] });
  const plainA = await aPackage(t, A, { name: 'VIP', price: 5, type: 'MULTIPLE' });
  const plainB = await aPackage(t, B, { name: 'VIP B', price: 7, type: 'MULTIPLE' });
  const place = async (name: string, s: Shop, pkg: number, buyer: { client_email: string; client_discord?: string }, approveIt = false) => {
    const placed = await checkout(t, s, { items: [{ id: pkg, quantity: 1 }], ...buyer });
    if (approveIt) await approve(t, s, placed.order_id);
    orders[name] = placed.internal_id;
    return placed;
  };
  // Ana: two orders by e-mail (one stored in another case), one approved with a key.
  const anaFirst = await place('ana1', A, plainA.id, { client_email: ANA });
  await t.db.order.update({ where: { id: anaFirst.order_id }, data: { clientEmail: 'Ana@Buyers.Example.COM' } });
  await place('ana2', A, keysA.id, { client_email: ANA }, true);
  // Bruno (Discord only): a mention, FiveM's form; a user name is not him.
  await place('bruno1', A, plainA.id, { client_email: 'b1@other.example.com', client_discord: `<@${BRUNO_DISCORD}>` });
  await place('bruno2', A, plainA.id, { client_email: 'b2@other.example.com', client_discord: `discord:${BRUNO_DISCORD}` });
  await place('brunoName', A, plainA.id, { client_email: 'b3@other.example.com', client_discord: 'bruno' });
  // Carla: by e-mail, and by Discord under another e-mail.
  await place('carla1', A, plainA.id, { client_email: CARLA });
  await place('carla2', A, plainA.id, { client_email: 'carla.alt@other.example.com', client_discord: CARLA_DISCORD });
  // Someone else, and Ana's e-mail at another store.
  await place('stranger', A, plainA.id, { client_email: 'stranger@buyers.example.com', client_discord: '333333333333333333' });
  await place('anaAtB', B, plainB.id, { client_email: ANA });

  tokens.ana = (await signedInBuyer(t, { id: A.storeId }, { email: ANA })).accessToken;
  tokens.bruno = (await signedInBuyer(t, { id: A.storeId }, { discordId: BRUNO_DISCORD })).accessToken;
  tokens.carla = (await signedInBuyer(t, { id: A.storeId }, { email: CARLA, discordId: CARLA_DISCORD })).accessToken;
  tokens.nobody = (await signedInBuyer(t, { id: A.storeId }, { email: 'nobody@buyers.example.com' })).accessToken;
  tokens.anaAtB = (await signedInBuyer(t, { id: B.storeId }, { email: ANA })).accessToken;
});
afterAll(() => t?.close());

const EXPECTED: Record<string, { shop: () => Shop; orders: string[] }> = {
  ana: { shop: () => A, orders: ['ana2', 'ana1'] },
  bruno: { shop: () => A, orders: ['bruno2', 'bruno1'] },
  carla: { shop: () => A, orders: ['carla2', 'carla1'] },
  nobody: { shop: () => A, orders: [] },
  anaAtB: { shop: () => B, orders: ['anaAtB'] },
};

describe('a buyer sees exactly their own orders, newest first', () => {
  test.each(Object.keys(EXPECTED))('%s (REST and GraphQL)', async (who) => {
    const { shop, orders: names } = EXPECTED[who];
    const headers = asBuyer(shop().domain, tokens[who], freshIp());
    const rest = await t.http().get('/v1/webstore/me/orders').set(headers).expect(200);
    expect(rest.body.data.map((o: { internal_id: string }) => o.internal_id)).toEqual(names.map((n) => orders[n]));
    expect(rest.body.meta).toEqual({ total: names.length, per_page: 20, current_page: 1, last_page: 1 });
    const gql = await t.gql(headers, BuyerOrdersDocument, {});
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.buyerOrders.data.map((o) => o.internalId)).toEqual(names.map((n) => orders[n]));
    // Every other order of either store is 404 to them, on both surfaces (as one that does not exist).
    for (const [name, ref] of Object.entries(orders)) {
      if (names.includes(name)) continue;
      expectRestErrors(await t.http().get(`/v1/webstore/me/orders/${ref}`).set(headers), [{ code: 'NOT_FOUND' }]);
      expectGqlError(await t.gql(headers, BuyerOrderDocument, { internalId: ref }), 'NOT_FOUND');
      expectRestErrors(await t.http().post(`/v1/webstore/me/orders/${ref}/resend`).set(headers), [{ code: 'NOT_FOUND' }]);
    }
  });
});

test('an order with its lines, its license key, its e-mail; the same on both surfaces; any case of the reference', async () => {
  const headers = asBuyer(A.domain, tokens.ana, freshIp());
  const rest = await t.http().get(`/v1/webstore/me/orders/${orders.ana2.toLowerCase()}`).set(headers).expect(200);
  expect(rest.body).toMatchObject({
    internal_id: orders.ana2,
    status: 'APPROVED',
    status_display: 'Aprovado',
    price: 10,
    price_display: 'R$ 10,00',
    lines: [{ name: 'Steam key', quantity: 1, unit_price: 10, price: 10 }],
    deliveries: [{ type: 'LICENSE_KEY', value: 'KEY-A-1', render: false, order_line_id: expect.any(Number) }],
    emails: [{ kind: 'APPROVED', status: 'PENDING', sent_at: null }],
  });
  expect(rest.body.deliveries[0].order_line_id).toBe(rest.body.lines[0].id);
  // Nothing of the owner's: no notes, review reason, buyer details, SMTP errors, numeric id.
  expect(Object.keys(rest.body).sort()).toEqual(
    [
      'coupon',
      'created_at',
      'currency',
      'deliveries',
      'emails',
      'gateway',
      'internal_id',
      'lines',
      'paid_at',
      'price',
      'price_display',
      'status',
      'status_display',
    ].sort(),
  );
  const gql = await t.gql(headers, BuyerOrderDocument, { internalId: orders.ana2 });
  const o = gql.data!.buyerOrder;
  expect({
    internal_id: o.internalId,
    status: o.status,
    deliveries: o.deliveries.map((d) => ({ type: d.type, value: d.value, id: d.id })),
    emails: o.emails.map((e) => e.id),
    created_at: o.createdAt,
  }).toEqual({
    internal_id: rest.body.internal_id,
    status: rest.body.status,
    deliveries: rest.body.deliveries.map((d: { type: string; value: string; id: number }) => ({ type: d.type, value: d.value, id: d.id })),
    emails: rest.body.emails.map((e: { id: number }) => e.id),
    created_at: rest.body.created_at,
  });
});

test('pages: per_page and page, on both surfaces', async () => {
  const headers = asBuyer(A.domain, tokens.ana, freshIp());
  const rest = await t.http().get('/v1/webstore/me/orders?per_page=1&page=2').set(headers).expect(200);
  expect(rest.body.meta).toEqual({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
  expect(rest.body.data.map((o: { internal_id: string }) => o.internal_id)).toEqual([orders.ana1]);
  const gql = await t.gql(headers, BuyerOrdersDocument, { perPage: 1, page: 2 });
  expect(gql.data!.buyerOrders.data.map((o) => o.internalId)).toEqual([orders.ana1]);
  expectRestErrors(await t.http().get('/v1/webstore/me/orders?per_page=101').set(headers), [{ code: 'VALIDATION_FAILED', field: 'per_page', rule: 'range' }]);
});

describe('resend my keys', () => {
  test("resends the approved order's e-mail to its address (one on its way is not doubled), 3 a minute, then 429", async () => {
    const headers = asBuyer(A.domain, tokens.ana, freshIp());
    const before = await t.db.orderEmail.count({ where: { order: { internalId: orders.ana2 } } });
    const first = await t.http().post(`/v1/webstore/me/orders/${orders.ana2}/resend`).set(headers).expect(200);
    expect(first.body).toEqual([expect.objectContaining({ kind: 'APPROVED', status: 'PENDING' })]);
    // Still PENDING (no worker here): the one on its way is brought forward, not doubled.
    expect(await t.db.orderEmail.count({ where: { order: { internalId: orders.ana2 } } })).toBe(before);
    // Once sent, a resend queues a new e-mail.
    await t.db.orderEmail.updateMany({ where: { order: { internalId: orders.ana2 } }, data: { status: 'SENT', sentAt: new Date() } });
    const gql = await t.gql(headers, BuyerResendDocument, { internalId: orders.ana2 });
    expect(gql.data!.resendBuyerOrderEmail.map((e) => e.status)).toEqual(['SENT', 'PENDING']);
    const queued = await t.db.orderEmail.findMany({ where: { order: { internalId: orders.ana2 } }, orderBy: { id: 'asc' } });
    expect(queued.at(-1)!.toAddress).toBe(ANA);
    await t.http().post(`/v1/webstore/me/orders/${orders.ana2}/resend`).set(headers).expect(200);
    const limited = await t.http().post(`/v1/webstore/me/orders/${orders.ana2}/resend`).set(headers);
    expectRestErrors(limited, [{ code: 'RATE_LIMITED' }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectGqlError(await t.gql(headers, BuyerResendDocument, { internalId: orders.ana2 }), 'RATE_LIMITED');
  });

  test('a pending order has nothing to send: 409', async () => {
    const headers = asBuyer(A.domain, tokens.carla, freshIp());
    expectRestErrors(await t.http().post(`/v1/webstore/me/orders/${orders.carla1}/resend`).set(headers), [{ code: 'CONFLICT' }]);
    expectGqlError(await t.gql(headers, BuyerResendDocument, { internalId: orders.carla1 }), 'CONFLICT');
  });
});

test('subscriptions: the buyer’s own that still run, not ended ones, not others’, on both surfaces', async () => {
  const base = {
    storeId: A.storeId,
    packageName: 'Monthly VIP',
    gateway: 'STRIPE' as const,
    interval: 'MONTH' as const,
    intervalCount: 1,
    price: 9.9,
    currency: 'BRL' as const,
    clientName: 'x',
    currentPeriodStart: new Date(),
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  };
  const mine = await t.db.subscription.create({ data: { ...base, providerId: 'sub_ana', clientEmail: 'ANA@buyers.example.com' } });
  await t.db.subscription.create({ data: { ...base, providerId: 'sub_ana_old', clientEmail: ANA, status: 'EXPIRED', expiredAt: new Date() } });
  await t.db.subscription.create({ data: { ...base, providerId: 'sub_other', clientEmail: 'stranger@buyers.example.com' } });
  await t.db.subscription.create({ data: { ...base, storeId: B.storeId, providerId: 'sub_ana_b', clientEmail: ANA } });
  const brunos = await t.db.subscription.create({
    data: { ...base, providerId: 'sub_bruno', clientEmail: 'b@other.example.com', clientDiscord: BRUNO_DISCORD, status: 'CANCELED', cancelAtPeriodEnd: true },
  });

  const rest = await t
    .http()
    .get('/v1/webstore/me/subscriptions')
    .set(asBuyer(A.domain, tokens.ana, freshIp()))
    .expect(200);
  expect(rest.body).toEqual([expect.objectContaining({ id: mine.id, package_name: 'Monthly VIP', status: 'ACTIVE', price: 9.9, price_display: 'R$ 9,90' })]);
  const gql = await t.gql(asBuyer(A.domain, tokens.bruno, freshIp()), BuyerSubscriptionsDocument);
  expect(gql.data!.buyerSubscriptions).toEqual([expect.objectContaining({ id: brunos.id, status: 'CANCELED', cancelAtPeriodEnd: true })]);
  const nobody = await t
    .http()
    .get('/v1/webstore/me/subscriptions')
    .set(asBuyer(A.domain, tokens.nobody, freshIp()))
    .expect(200);
  expect(nobody.body).toEqual([]);
});

test("the owner's order list is unchanged by all this, and buyers' area routes are not the owner's", async () => {
  expectRestErrors(await t.http().get('/v1/webstore/me/orders').set(bearer(A.key)), [{ code: 'NOT_FOUND' }]);
  const owner = await t.http().get('/v1/app/order').set(bearer(A.key)).expect(200);
  expect(owner.body.meta.total).toBe(8);
});
