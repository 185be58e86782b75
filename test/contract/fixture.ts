import { randomBytes } from 'node:crypto';
import { decryptSecret, secretKey, sha256 } from '../../src/lib/secrets';
import { openBuyerSession } from '../../src/modules/buyers/buyer-session.service';
import { giftCardCodeHash, giftCardLast4 } from '../../src/modules/promotions/giftcard.queries';
import type { FakeDiscordOAuth } from '../discord/fake-discord-oauth';
import type { Route } from '../../src/rest/route';
import { bearer, type TestApp } from '../helpers/app';
import { PUBLIC_NAMES, bodySchemaOf, canonicalName, pathParams, routeName, sampleOf, segmentOf, sleep, utcDay } from './lib';

/** The fixture store's gift card code (the API draws a random one; the fixture sets this one). */
const FIXTURE_GIFT_CARD = 'FXTR-CARD-0000-7777';

const AUDIT_RANGE = { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };

/**
 * One store with one of every resource, built through the API as an integrator would (the webhook
 * log, which only the delivery worker writes, is inserted directly). Every text it writes carries
 * `marker`, so a response that leaks any of it can be found by searching for the marker.
 */
export interface Fixture {
  storeId: number;
  key: string;
  domain: string;
  /** Lower-case letters and digits, in every name, identifier, e-mail and text of this store. */
  marker: string;
  /** The buyer's client identifier (the `user_id` of /v1/app/user_queue/:user_id). */
  buyer: string;
  /**
   * Ids by the path segment that names their resource: `category`, `note`, `logs`, `user_queue`, ...;
   * `<segment>/:<param>` where one segment names different things by param (`discount/:code`).
   */
  ids: Record<string, number | string>;
  /** The store's variable name (checkouts of its package must give it). */
  variableName: string;
  /** The game server's token, for the plugin protocol (/v1/server/*). */
  serverToken: string;
  /** The id of the store's own API key (`key`): the actor of the audit entries the fixture's requests wrote. */
  keyId: number;
  /** The buyer's access token (the buyer's area, /v1/webstore/me: issue 32), for a day; their e-mail is the checkout's. */
  buyerToken: string;
  /** A refresh token of another sign-in of the buyer's (the refresh route's). */
  buyerRefreshToken: string;
  /** A sign-in code e-mailed to the buyer, when the app sends e-mail (the parity suite's). */
  emailCode?: string;
  /** A Discord sign-in ready to finish (code and state), when the fixture was given a fake Discord (the parity suite's). */
  discordGrant?: { code: string; state: string };
}

/** The Discord application of every fixture store (buyer sign-in), and the Discord user that signs in with it. */
const FIXTURE_DISCORD = {
  clientId: '112233445566778800',
  clientSecret: 'fixture-discord-client-secret-0123456789',
  redirectUri: 'https://shop.example.com/auth/discord',
  user: { id: '112233445566778899', username: 'fixturebuyer', email: 'fixture.discord@example.com', verified: true },
};

/** What the segment before a path param identifies; a route with a segment missing here fails the suites that use it. */
const FIXTURE_SEGMENTS = [
  'category',
  'package',
  'order',
  'note',
  'delivery',
  'game-server',
  'user_queue',
  'command',
  'webhooks',
  'logs',
  'affiliate',
  'withdraw_request',
  'coupon',
  'variable',
  'post',
  'order_status',
  'gateway',
  'staff',
  'role',
  'api-key',
  'ban',
  'gift-card',
  'sale',
] as const;

export function paramValue(f: Fixture, r: Route, param: string): number | string {
  const segment = segmentOf(r, param);
  const value = f.ids[`${segment}/:${param}`] ?? f.ids[segment];
  if (value === undefined) {
    throw new Error(`${routeName(r)}: the contract fixture has no resource for "/${segment}/:${param}"; add one to test/contract/fixture.ts`);
  }
  return value;
}

/** Every path param of the route mapped to the fixture's id. */
export const fixtureParams = (f: Fixture, r: Route) => Object.fromEntries(pathParams(r).map((p) => [p, paramValue(f, r, p)]));

/**
 * `opts.marker` builds a store with the same texts as another fixture built with that marker (the
 * parity suite's twin stores); by default every fixture has its own.
 */
export async function buildFixture(t: TestApp, label: string, opts: { marker?: string; discord?: FakeDiscordOAuth } = {}): Promise<Fixture> {
  const marker = opts.marker ?? `zq${label.toLowerCase()}${randomBytes(3).toString('hex')}`;
  const { store, key } = await t.createStore({ name: `${marker} store` });
  const admin = bearer(key);
  const shop = { 'x-store-domain': store.domain };

  const call = async (
    method: 'get' | 'post' | 'patch' | 'put',
    path: string,
    body: object | undefined,
    expected: number,
    headers: Record<string, string> = admin,
  ) => {
    let req = t.http()[method](path).set(headers);
    if (body) req = req.send(body);
    const res = await req;
    if (res.status !== expected) throw new Error(`fixture ${label}: ${method.toUpperCase()} ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  await call(
    'put',
    '/v1/app/gateway/STRIPE',
    { enabled: true, credentials: { secret_key: `sk_test_${marker}Key`, webhook_secret: `whsec_${marker}Secret` } },
    200,
  );
  const variable = await call('post', '/v1/app/variable', { name: `${marker}_nick`, description: `${marker} nick` }, 201);
  const category = await call('post', '/v1/app/category', { name: `${marker} Ranks` }, 201);
  const server = await call('post', '/v1/app/game-server', { name: `${marker} Survival`, type: 'minecraft' }, 201);
  const pkg = await call(
    'post',
    '/v1/app/package',
    {
      name: `${marker} VIP`,
      category_id: category.id,
      price: 20,
      type: 'SINGLE',
      inventory_amount: 10,
      description: `${marker} description`,
      license_keys: [`${marker}-KEY-1`, `${marker}-KEY-2`, `${marker}-KEY-3`],
      email: { title: `${marker} thanks`, content: `<p>${marker} content</p>` },
      commands: [
        { command: `give {client_identifier} ${marker}`, game_server_id: server.id },
        { type: 'REFUND', command: `take {client_identifier} ${marker}` },
      ],
      discord_actions: [
        { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801' } },
        { type: 'PURCHASE', action: 'SEND_MESSAGE', parameters: { channel_id: '223344556677889901', message: `${marker} bought by {client_name}` } },
      ],
      fields: [{ name: `${marker} nickname`, type: 'TEXT', description: `${marker} field`, required: false }],
      variables: [variable.id],
    },
    201,
  );
  const coupon = await call('post', '/v1/app/coupon', { code: `${marker}OFF`, type: 'PERCENTAGE', value: 10 }, 201);
  // The one storefronts look up (GET /v1/webstore/discount/{code}): the suites' updates change the other.
  const shopCoupon = await call('post', '/v1/app/coupon', { code: `${marker}Shop`, type: 'PRICE', value: 2.5 }, 201);
  const affiliate = await call(
    'post',
    '/v1/app/affiliate',
    {
      name: `${marker} aff`,
      ref_code: `${marker}REF`,
      percent_commission: 10,
      email: `${marker}.aff@example.com`,
      balance: 100,
      min_withdraw: 1,
      package_commissions: [{ package_id: pkg.id, percent_commission: 20 }],
      withdraw_settings: { full_name: `${marker} Aff`, pix_key: `${marker}@pix.example.com`, pix_key_type: 'EMAIL' },
    },
    201,
  );
  const withdraw = await call('post', '/v1/app/affiliate/withdraw_request', { affiliate_id: affiliate.id, amount: 10 }, 201);
  const webhook = await call(
    'post',
    '/v1/app/webhooks',
    { name: `${marker} ERP`, url: `https://127.0.0.1:1/${marker}`, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'] },
    201,
  );
  const post = await call(
    'post',
    '/v1/app/post',
    { title: `${marker} News`, content: `<p>${marker} post</p>`, author: `${marker} Author`, published_at: new Date(Date.now() - 3_600_000).toISOString() },
    201,
  );

  // The ban list: an e-mail no suite buys with, and one storefront checkout it refused (a refusal to list).
  const bannedEmail = `${marker}.banned@example.com`;
  const ban = await call('post', '/v1/app/ban', { kind: 'EMAIL', value: bannedEmail, reason: `${marker} reason` }, 201);
  await call(
    'post',
    '/v1/webstore/checkout',
    { items: [{ id: pkg.id, quantity: 1 }], client_email: bannedEmail, client_name: `${marker} Banned`, client_identifier: `${marker}Banned`, gateway: 'PIX' },
    403,
    shop,
  );

  // A sale (issue 33), far ahead and in local date-times: the same in the twin stores, and scheduled, so no price changes.
  const sale = await call(
    'post',
    '/v1/app/sale',
    { name: `${marker} Black Friday`, type: 'PERCENTAGE', value: 20, package_ids: [pkg.id], starts_at: '2099-11-27T00:00', ends_at: '2099-11-30T23:59' },
    201,
  );

  // A gift card (issue 33), its code fixed (the twin stores' cards end alike, for the list's q filter).
  const giftCard = await call('post', '/v1/app/gift-card', { value: 40, note: `${marker} card` }, 201);
  await t.db.giftCard.update({
    where: { id: giftCard.gift_card.id },
    data: { codeHash: giftCardCodeHash(FIXTURE_GIFT_CARD), last4: giftCardLast4(FIXTURE_GIFT_CARD) },
  });

  // Staff: a custom role, a staff user invited with a built-in one (still pending: the invite can be
  // sent again), an owner who accepted their invitation (signed in: a session), and a second API key
  // (the suites revoke it, never the store's own `key`).
  const role = await call('post', '/v1/app/role', { name: `${marker} Packers`, permissions: ['catalog:read', 'catalog:write'] }, 201);
  const staff = await call('post', '/v1/app/staff', { email: `${marker}.staff@example.com`, name: `${marker} Staff`, role: 'SUPPORT' }, 201);
  const owner = await call('post', '/v1/app/staff', { email: `${marker}.owner@example.com`, name: `${marker} Owner`, role: 'OWNER' }, 201);
  // The invitation's link is only in its e-mail: the owner's is given a token the fixture knows.
  const invite = `inv_${marker}${randomBytes(16).toString('hex')}`;
  await t.db.staffUser.update({ where: { id: owner.staff_user.id }, data: { inviteTokenHash: sha256(invite) } });
  await call('post', '/v1/auth/invite/accept', { token: invite, password: `${marker}-Passw0rd` }, 200, {});
  const apiKey = await call('post', '/v1/app/api-key', { name: `${marker} widget`, permissions: ['catalog:read'] }, 201);
  const me = await call('get', '/v1/app/me', undefined, 200);

  const buyer = `${marker}Player`;
  const checkout = await call(
    'post',
    '/v1/webstore/checkout',
    {
      items: [{ id: pkg.id, quantity: 1 }],
      client_identifier: buyer,
      client_email: `${marker}@buyers.example.com`,
      client_name: `${marker} Buyer`,
      // The package gives a Discord role: checkout needs the buyer's Discord user.
      client_discord: '112233445566778899',
      gateway: 'PIX',
      coupon: `${marker}OFF`,
      ref_code: `${marker}REF`,
      variables: { [`${marker}_nick`]: `${marker}Nick` },
    },
    201,
    shop,
  );
  const order = checkout.order_id as number;
  await call('patch', `/v1/app/order/${order}`, { status: 'APPROVED' }, 200);
  const note = await call('post', `/v1/app/order/${order}/note`, { content: `${marker} note` }, 201);
  // A subscription of the buyer's, as a provider's first payment would have made it (no provider is
  // reachable here): canceled at its period's end, so the cancel route answers without asking one.
  const subscription = await t.db.subscription.create({
    data: {
      storeId: store.id,
      packageId: pkg.id,
      packageName: pkg.name,
      gateway: 'STRIPE',
      status: 'CANCELED',
      providerId: `sub_${marker}`,
      interval: 'MONTH',
      intervalCount: 1,
      price: 10,
      currency: store.currency,
      clientIdentifier: buyer,
      clientEmail: `${marker}@buyers.example.com`,
      clientName: `${marker} Buyer`,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      cancelAtPeriodEnd: true,
      canceledAt: new Date(),
    },
  });
  await t.db.order.update({ where: { id: order }, data: { subscriptionId: subscription.id } });
  const deliveries = await call('get', `/v1/app/order/${order}/delivery`, undefined, 200);
  if (!Array.isArray(deliveries) || deliveries.length === 0) throw new Error(`fixture ${label}: the approved order has no delivery`);
  const queue = await call('get', `/v1/app/user_queue/${encodeURIComponent(buyer)}`, undefined, 200);
  if (!Array.isArray(queue) || queue.length === 0) throw new Error(`fixture ${label}: the approved order queued no command`);

  // Buyer sign-in (issue 32): both sign-ins on, the buyer signed in (a day long, so no suite outlives it)
  // and signed in a second time (for the refresh route); a code e-mailed when the app sends e-mail, and
  // a Discord sign-in ready to finish when there is a fake Discord to consent at.
  await call(
    'patch',
    '/v1/app/store',
    {
      buyer_email_sign_in: true,
      buyer_discord_sign_in: true,
      discord_client_id: FIXTURE_DISCORD.clientId,
      discord_client_secret: FIXTURE_DISCORD.clientSecret,
    },
    200,
  );
  const buyerSessions = await t.db.$transaction(async (tx) => {
    const row = await tx.buyer.create({ data: { storeId: store.id, email: `${marker}@buyers.example.com`, discordId: '112233445566778899' } });
    const ttl = { access: 86_400, refresh: 86_400 };
    return [await openBuyerSession(tx, store, row, 'EMAIL', ttl), await openBuyerSession(tx, store, row, 'EMAIL', ttl)];
  });
  let emailCode: string | undefined;
  if (t.config.mail) {
    await call('post', '/v1/webstore/auth/email/code', { email: `${marker}@buyers.example.com` }, 200, shop);
    const sent = await t.db.buyerCode.findFirstOrThrow({ where: { storeId: store.id }, orderBy: { id: 'desc' } });
    emailCode = decryptSecret(await secretKey(t.db, t.config), sent.codeEnc!);
  }
  let discordGrant: { code: string; state: string } | undefined;
  const started = await call('post', '/v1/webstore/auth/discord/start', { redirect_uri: FIXTURE_DISCORD.redirectUri }, 200, shop);
  if (opts.discord) {
    opts.discord.apps.set(FIXTURE_DISCORD.clientId, { secret: FIXTURE_DISCORD.clientSecret, redirectUris: [FIXTURE_DISCORD.redirectUri] });
    opts.discord.users.set(FIXTURE_DISCORD.user.id, FIXTURE_DISCORD.user);
    const back = await opts.discord.authorize(started.authorize_url, FIXTURE_DISCORD.user.id);
    discordGrant = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  // Reading the top customers report caches it (report_cache), so that table has the store's row too.
  await call('get', `/v1/app/widget/top_customers?from=${utcDay(-30)}&to=${utcDay(1)}`, undefined, 200);

  const logId = randomBytes(12).toString('hex');
  await t.db.webhookLog.create({
    data: {
      id: logId,
      storeId: store.id,
      webhookId: webhook.id,
      event: 'ORDER_APPROVED',
      url: webhook.url,
      requestBody: { id: `${marker}-event`, event: 'ORDER_APPROVED', data: { marker } },
      responseStatus: 500,
      responseBody: `${marker} failed`,
      responseTimeMs: 12,
      success: false,
      error: null,
    },
  });

  // Storefront traffic records a visit after the response: wait for it, so later dumps are stable.
  const until = Date.now() + 5000;
  while ((await t.db.visit.count({ where: { storeId: store.id } })) === 0 && Date.now() < until) await sleep(20);
  await sleep(50);

  return {
    storeId: store.id,
    key,
    domain: store.domain,
    marker,
    buyer,
    variableName: variable.name,
    serverToken: server.token,
    keyId: me.id,
    buyerToken: buyerSessions[0].accessToken,
    buyerRefreshToken: buyerSessions[1].refreshToken,
    emailCode,
    discordGrant,
    ids: {
      category: category.id,
      package: pkg.id,
      order,
      note: note.id,
      delivery: deliveries[0].id,
      'game-server': server.id,
      user_queue: buyer,
      command: queue[0].id,
      webhooks: webhook.id,
      logs: logId,
      affiliate: affiliate.id,
      withdraw_request: withdraw.id,
      coupon: coupon.id,
      variable: variable.id,
      post: post.id,
      subscription: subscription.id,
      staff: staff.staff_user.id,
      role: role.id,
      'api-key': apiKey.id,
      ban: ban.id,
      'gift-card': giftCard.gift_card.id,
      sale: sale.id,
      // What a storefront looks these up by: the coupon's code, the order's internal id.
      'discount/:code': shopCoupon.code,
      order_status: checkout.internal_id,
      // The buyer's area names the buyer's order by its internal id too.
      'orders/:internal_id': checkout.internal_id,
      // A gateway's settings are named by the gateway; the fixture connects Stripe (credentials are only validated).
      gateway: 'STRIPE',
    },
  };
}

/**
 * THE table of per-route input overrides, for every generated suite: where the generic input (the
 * smallest body the route's JSON schema accepts, no query parameters) is not valid or not enough.
 *
 * `body`: a valid body a real client could send to the route, using the fixture's ids (or 1 without
 * one): for the suites that need the path to be the only thing wrong (another store's id, an id that
 * does not exist), as the fuzz suite's starting point, and as the parity suite's input.
 * twins.test.ts checks every route's body passes the route's own schema.
 *
 * `full`: what the parity suite's body (fullBody: EVERY property of the route's JSON schema, from
 * sampleOf(schema, true), then `body`) needs changed to be valid against the fixture: ids that must
 * name the fixture's rows, names that must stay unique, properties to leave out (`undefined`).
 *
 * `query`: query parameters a read needs to answer with data (the parity suite's input); a date
 * range is generic (see validQuery) and needs no entry.
 *
 * `filters`: a value for every other query parameter of a read (not page, per_page or all), chosen to
 * match the fixture as built, so the parity suite runs each read once more with all its filters on
 * both surfaces. A read with such a parameter and no value here fails that suite.
 */
type Ids = Record<string, number | string>;
/** An instant 30 days ahead: an expiry the API takes (one in the past is rule min). */
/** A sale's whole scope and period (a sample date-time or id is not the store's): far ahead, so it prices nothing. */
const saleScope = (ids: Ids, starts_at: string, ends_at: string) => ({
  package_ids: [ids.package],
  category_ids: [ids.category],
  starts_at,
  ends_at,
  enabled: false,
});
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
interface ValidInput {
  body?: (ids: Ids, f?: Fixture) => unknown;
  full?: (ids: Ids, f?: Fixture) => Record<string, unknown>;
  query?: (ids: Ids, f?: Fixture) => Record<string, string | number | boolean>;
  filters?: (ids: Ids, f: Fixture) => Record<string, string | number | boolean>;
}
const couponScope = (ids: Ids) => ({ package_ids: [ids.package], category_ids: [ids.category], starts_at: '2029-12-31T00:00:00.000Z' });
const VALID: Record<string, ValidInput> = {
  // Gift cards (issue 33): an expiry in the future (a sample date-time may be past: rule min).
  'POST /v1/app/gift-card': { body: () => ({ value: 25 }), full: () => ({ expires_at: inAMonth() }) },
  'PATCH /v1/app/gift-card/:id': { body: () => ({ note: 'changed' }), full: () => ({ expires_at: inAMonth() }) },
  'POST /v1/app/gift-card/:id/adjust': { body: () => ({ amount: 5, note: 'goodwill' }) },
  'GET /v1/app/gift-card': { filters: () => ({ enabled: true, q: giftCardLast4(FIXTURE_GIFT_CARD) }) },
  'POST /v1/app/category': {
    body: () => ({ name: 'Kits' }),
    // A subcategory of the fixture's (hide_subcategory needs one); the fixture has no category 1 of its own.
    full: (ids) => ({ parent_id: ids.category }),
  },
  'PATCH /v1/app/category/:id': {
    body: () => ({ name: 'Renamed', hide_category: true }),
    // Not its own parent; the slug the create took is taken.
    full: () => ({ parent_id: null, slug: 'renamed' }),
  },
  'POST /v1/app/package': {
    body: (ids) => ({ name: 'Kit', category_id: ids.category, price: 9.9, type: 'MULTIPLE' }),
    // Not a variation (that would make the fixture's package a variation parent), so no icon either.
    // A gift card package is not a subscription (rule subscription): the full body is the subscription one.
    full: (ids) => ({ parent_id: undefined, icon: undefined, gift_card_value: undefined, ...packageLists(ids) }),
  },
  'PATCH /v1/app/package/:id': {
    body: () => ({ name: 'Renamed', price: 1, enabled: false, license_keys: ['NEW-KEY'] }),
    full: (ids) => ({ parent_id: null, icon: undefined, gift_card_value: undefined, slug: 'renamed', category_id: ids.category, ...packageLists(ids) }),
  },
  'POST /v1/webstore/checkout': { body: (ids, f) => checkoutBody(ids, f), full: (ids, f) => checkoutExtras(ids, f) },
  'POST /v1/app/order': { body: (ids, f) => checkoutBody(ids, f), full: (ids, f) => checkoutExtras(ids, f) },
  'PATCH /v1/app/order/:id': { body: () => ({ status: 'REFUNDED', client_identifier: 'Hijacked' }) },
  'POST /v1/app/order/:id/note': { body: () => ({ content: 'a note' }) },
  'PATCH /v1/app/order/:id/note/:note_id': { body: () => ({ content: 'an edited note' }) },
  'PATCH /v1/app/order/:id/delivery/:delivery_id': { body: () => ({ value: 'ANOTHER-KEY' }) },
  'POST /v1/app/game-server': { body: () => ({ name: 'Creative' }) },
  'PATCH /v1/app/game-server/:id': { body: () => ({ name: 'Renamed' }) },
  'PATCH /v1/app/command/:id': { body: () => ({ status: 'CANCELED', reason: 'by hand' }) },
  'POST /v1/server/queue/ack': { body: (ids) => ({ results: [{ id: ids.command, status: 'DONE', response: 'ok' }] }) },
  'POST /v1/app/webhooks': { body: () => ({ name: 'CRM', url: 'https://127.0.0.1:1/crm', scopes: ['ORDER_CREATED'] }) },
  'PATCH /v1/app/webhooks/:id': { body: () => ({ name: 'Renamed', enabled: false }), full: () => ({ url: 'https://127.0.0.1:1/renamed' }) },
  'POST /v1/app/affiliate/withdraw_request': { body: (ids) => ({ affiliate_id: ids.affiliate, amount: 1 }) },
  'PATCH /v1/app/affiliate/withdraw_request/:id': { body: () => ({ operation: 'WITHDRAW_PAID', message: 'paid' }) },
  'POST /v1/app/affiliate': {
    body: () => ({ name: 'Partner', ref_code: 'PARTNER', percent_commission: 5, email: 'partner@example.com' }),
    full: (ids) => affiliateRefs(ids),
  },
  'PATCH /v1/app/affiliate/:id': { body: () => ({ name: 'Renamed', balance: 999 }), full: (ids) => affiliateRefs(ids) },
  // A scope of the fixture's own package and category (issue 33: ids of this store, rule exists), starting before the sample expiry (rule range).
  'POST /v1/app/coupon': { body: () => ({ code: 'TAKE5', type: 'PRICE', value: 5 }), full: (ids) => couponScope(ids) },
  // The same store makes both coupons, and codes are unique in a store.
  'POST /v1/app/discount': { body: () => ({ code: 'TAKE6', type: 'PRICE', value: 6 }), full: (ids) => couponScope(ids) },
  'PATCH /v1/app/coupon/:id': { body: () => ({ value: 50, enabled: false }), full: (ids) => couponScope(ids) },
  // The storefront's coupon counts no buyer and has no scope: any buyer and package may use it.
  'GET /v1/webstore/discount/:code': {
    filters: (ids, f) => ({ email: `${f.marker}@buyers.example.com`, client_identifier: f.buyer, package_id: String(ids.package) }),
  },
  'POST /v1/app/variable': { body: () => ({ name: 'server_name', description: 'the server' }) },
  'PATCH /v1/app/variable/:id': { body: () => ({ description: 'changed' }) },
  'POST /v1/webstore/cart': { body: (ids) => ({ items: [{ id: ids.package, quantity: 1 }] }) },
  'POST /v1/app/post': { body: () => ({ title: 'Hello', content: '<p>hello</p>', author: 'Staff' }) },
  'PATCH /v1/app/post/:id': { body: () => ({ title: 'Renamed', content: '<p>changed</p>' }), full: () => ({ slug: 'renamed' }) },

  'POST /v1/app/staff': {
    body: () => ({ email: 'new.staff@example.com', name: 'New Staff', role: 'SUPPORT' }),
    // A custom role needs its role_id: the fixture's.
    full: (ids) => ({ role: 'CUSTOM', role_id: ids.role }),
  },
  'PATCH /v1/app/staff/:id': {
    body: () => ({ name: 'Renamed', role: 'ACCOUNTANT' }),
    full: (ids) => ({ role: 'CUSTOM', role_id: ids.role }),
  },
  'POST /v1/app/role': { body: () => ({ name: 'Shippers', permissions: ['orders:read', 'orders:write'] }) },
  'PATCH /v1/app/role/:id': { body: () => ({ name: 'Renamed', permissions: ['catalog:read'] }) },
  'PATCH /v1/app/security': { body: () => ({ require_two_factor: false, audit_retention_days: 90 }) },
  'POST /v1/app/api-key': { body: () => ({ name: 'Reports', permissions: ['reports:read'] }) },
  // An expiry in the future (a sample date-time may be past: rule min).
  'POST /v1/app/ban': { body: () => ({ kind: 'EMAIL', value: 'charged.back@example.com', reason: 'chargeback' }), full: () => ({ expires_at: inAMonth() }) },
  'PATCH /v1/app/ban/:id': { body: () => ({ reason: 'second chargeback' }), full: () => ({ expires_at: inAMonth() }) },
  'POST /v1/app/sale': {
    body: (ids) => ({ name: 'Weekend', type: 'PRICE', value: 5, package_ids: [ids.package], starts_at: '2099-12-05T00:00', ends_at: '2099-12-07T00:00' }),
    full: (ids) => saleScope(ids, '2099-12-05T00:00', '2099-12-07T00:00'),
  },
  'PATCH /v1/app/sale/:id': { body: () => ({ name: 'Renamed', value: 15 }), full: (ids) => saleScope(ids, '2099-11-26T00:00', '2099-11-29T00:00') },
  'GET /v1/app/sale': { filters: () => ({ status: 'SCHEDULED' }) },
  'GET /v1/app/ban': { filters: (_ids, f) => ({ kind: 'EMAIL', search: f.marker, active: true }) },
  'GET /v1/app/ban/refusal': {
    filters: (ids, f) => ({ ban_id: ids.ban, kind: 'EMAIL', email: `${f.marker}.banned@example.com`, client_identifier: `${f.marker}Banned` }),
  },

  // Reads.
  // GraphQL's Affiliate always carries `statistics`; REST adds it on request.
  'GET /v1/app/affiliate/:id': { query: () => ({ statistics: true }) },
  // Filters, matching the fixture as built (before the parity suite's mutations).
  'GET /v1/app/category': { filters: (ids) => ({ parent_id: ids.category }) },
  'GET /v1/app/package': { filters: (ids) => ({ category_id: ids.category, name: 'vip' }) },
  'GET /v1/app/subscription': {
    filters: (ids, f) => ({ status: 'CANCELED', client_identifier: f.buyer, email: `${f.marker}@buyers.example.com`, package_id: ids.package }),
  },
  'POST /v1/app/subscription/:id/cancel': { body: () => ({ at_period_end: true }) },
  'GET /v1/app/order': {
    filters: (_ids, f) => ({
      q: f.buyer.toUpperCase(),
      status: 'APPROVED',
      client_identifier: f.buyer,
      email: `${f.marker}@buyers.example.com`,
      gateway: 'PIX',
    }),
  },
  'GET /v1/app/staff': { filters: () => ({ status: 'INVITED' }) },
  // The audit log's range is two instants (not days): the last 30 days, fixed once for the file so
  // the REST and GraphQL calls of a parity check ask the same range (their page URLs repeat it).
  'GET /v1/app/audit': {
    query: () => AUDIT_RANGE,
    // The fixture's category, as its own key created it.
    filters: (ids, f) => ({
      actor_type: 'key',
      actor_id: f.keyId,
      record_type: 'categories',
      record_id: String(ids.category),
      operation: 'POST /v1/app/category',
    }),
  },
  'GET /v1/app/webhooks/logs': { filters: (ids) => ({ webhook_id: ids.webhooks, event: 'ORDER_APPROVED', success: false }) },
  'GET /v1/app/affiliate/withdraw_request': { filters: (ids) => ({ affiliate_id: ids.affiliate, operation: 'WITHDRAW_PENDING' }) },
  'GET /v1/app/affiliate': { filters: (_ids, f) => ({ email: `${f.marker}.aff@example.com`, search: `${f.marker} AFF` }) },
  'GET /v1/app/coupon': { filters: (_ids, f) => ({ code: `${f.marker}OFF` }) },
  'GET /v1/app/report/visitors_graph': { filters: () => ({ compare_from: utcDay(-61), compare_to: utcDay(-31) }) },
  'GET /v1/app/widget/top_customers': { filters: () => ({ limit: 5 }) },
  // The buyer is what user_spent is asked about (a read without one is a 422).
  'GET /v1/app/user_spent': {
    query: (_ids, f): Record<string, string> => (f ? { client_identifier: f.buyer } : {}),
    filters: (_ids, f) => ({ client_identifier: f.buyer, email: `${f.marker}@buyers.example.com` }),
  },
  // category_id and id are text on both surfaces (an id or `all`; ids separated by commas).
  'GET /v1/webstore/package': {
    filters: (ids) => ({
      category_id: String(ids.category),
      limit: 50,
      v: 2,
      id: String(ids.package),
      q: 'vip',
      order_by: 'price:asc',
      include_variations: true,
    }),
  },
  'GET /v1/webstore/post': { filters: () => ({ limit: 50 }) },
  'GET /v1/webstore/category': { filters: () => ({ include_sub_categories: true }) },
  'POST /v1/app/checkout': { body: (ids, f) => checkoutBody(ids, f), full: (ids, f) => checkoutExtras(ids, f) },
  'PUT /v1/app/gateway/:gateway': {
    body: () => ({ enabled: true, name: 'Card', credentials: { secret_key: 'sk_test_FixtureKey12345678', webhook_secret: 'whsec_FixtureSecret12345678' } }),
  },
  // Buyer sign-in (issue 32): the fixture's own code and Discord grant where the suite has them (else refused: 401).
  // Another address than the buyer's: a new code of the buyer's own would replace the one verify uses.
  'POST /v1/webstore/auth/email/code': { body: (_ids, f) => ({ email: f ? `${f.marker}.new@buyers.example.com` : 'buyer@example.com' }) },
  'POST /v1/webstore/auth/email/verify': {
    body: (_ids, f) => ({ email: f ? `${f.marker}@buyers.example.com` : 'buyer@example.com', code: f?.emailCode ?? '123456' }),
  },
  'POST /v1/webstore/auth/discord/start': { body: () => ({ redirect_uri: FIXTURE_DISCORD.redirectUri }) },
  'POST /v1/webstore/auth/discord/callback': { body: (_ids, f) => f?.discordGrant ?? { code: 'not-a-code', state: 'not-a-state' } },
  'POST /v1/webstore/auth/refresh': { body: (_ids, f) => ({ refresh_token: f?.buyerRefreshToken ?? 'brt_unknown' }) },
  // An unknown token: signing out is no error, and the fixture's buyer stays signed in.
  'POST /v1/webstore/auth/sign-out': { body: () => ({ refresh_token: 'brt_nobody' }) },
  'POST /v1/app/buyer/sign-out': { body: () => ({ email: 'nobody@buyers.example.com' }), full: () => ({ discord_id: '112233445566778811' }) },
  'PATCH /v1/app/store': {
    body: () => ({ name: 'Renamed', theme: { primary_color: '#112233' }, discord_mode: 'OPTIONAL' }),
    full: (_ids, f) => storeSettings(f),
  },
};

/** A route's entry in VALID: its own, or (an alias) the entry of the route it repeats. */
const entryOf = (r: Route): ValidInput | undefined => VALID[routeName(r)] ?? VALID[canonicalName(r)];

/** The lists of a full package body, naming the fixture's game server and variable. */
const packageLists = (ids: Ids) => ({
  commands: [
    { type: 'PURCHASE', command: 'say {client_identifier}', game_server_id: ids['game-server'], offline_execute: true, schedule: 5, execute_once: true },
    { type: 'EXPIRE', command: 'unsay {client_identifier}', game_server_id: null },
  ],
  discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801', channel_id: '223344556677889901', message: 'hi' } }],
  variables: [ids.variable],
});

/**
 * Every store setting, valid, and leaving checkout's requirements off (the suites go on checking out):
 * the read-only ones with the store's own values (another value is rule read_only), left out without a store.
 */
const storeSettings = (f?: Fixture) => ({
  locale: 'pt-BR',
  theme: { primary_color: '#112233', logo: 'https://cdn.example.com/logo.png', banner: 'https://cdn.example.com/banner.png' },
  require_document: false,
  require_phone: false,
  discord_mode: 'OPTIONAL',
  return_url: 'https://shop.example.com/thanks',
  cancel_url: 'https://shop.example.com/cart',
  mail_from_name: 'Shop Team',
  mail_reply_to: 'support@shop.example.com',
  discord_guild_id: '112233445566778899',
  discord_bot_token: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.Fixtur.e-bot-token-for-the-contract-suites',
  buyer_email_sign_in: true,
  buyer_discord_sign_in: true,
  discord_client_id: FIXTURE_DISCORD.clientId,
  discord_client_secret: FIXTURE_DISCORD.clientSecret,
  domain: f?.domain,
  currency: f ? 'BRL' : undefined,
  timezone: f ? 'America/Sao_Paulo' : undefined,
});

/**
 * A full checkout's coupon and affiliate are the fixture's (a sample one does not exist), and so is
 * the package of its `cart` (used rather than `items` when both are sent).
 */
const checkoutExtras = (ids: Ids, f?: Fixture) => ({
  cart: [{ package_id: ids.package, quantity: 1 }],
  // Paying with a gift card has suites of its own (test/promotions): a sample code names no card (rule exists).
  gift_card: undefined,
  ...(f ? { coupon: `${f.marker}OFF`, ref_code: `${f.marker}REF` } : {}),
});

const affiliateRefs = (ids: Ids) => ({ linked_discount_id: ids.coupon, package_commissions: [{ package_id: ids.package, percent_commission: 1 }] });

function checkoutBody(ids: Record<string, number | string>, f?: Fixture) {
  return {
    items: [{ id: ids.package, quantity: 1 }],
    client_identifier: 'Steve',
    client_email: 'steve@example.com',
    client_name: 'Steve',
    client_discord: '112233445566778899',
    gateway: 'PIX',
    ...(f ? { variables: { [f.variableName]: 'Steve' } } : {}),
  };
}

export function validBody(r: Route, f?: Fixture): unknown {
  if (!r.body) return undefined;
  const ids = f?.ids ?? Object.fromEntries(FIXTURE_SEGMENTS.map((x) => [x, 1]));
  const make = entryOf(r)?.body;
  return make ? make(ids, f) : sampleOf(bodySchemaOf(r) ?? {});
}

/**
 * How deep the generated GraphQL calls select (objects within objects): 3, less for a type that nests
 * itself in lists (the storefront's category tree: each level counts 15 in GraphQL's cost estimate,
 * so all fields four levels down is over its limit, while a client's two levels cost a few thousand).
 */
const DEPTHS: Record<string, number> = { 'GET /v1/webstore/category': 2 };
export const selectionDepth = (r: Route) => DEPTHS[routeName(r)] ?? 3;

/** Query parameters that are not filters: paging, the date range (validQuery), a REST-only switch. */
const NOT_FILTERS = new Set(['page', 'per_page', 'all', 'from', 'to', 'statistics']);
/** A read's filters: its query parameters but NOT_FILTERS. */
export const filterParams = (r: Route) => Object.keys(r.query ?? {}).filter((q) => !NOT_FILTERS.has(q) && !(`${routeName(r)} ${q}` in PUBLIC_NAMES));

/**
 * A value for every filter of a read (its query parameters but paging and the date range), from the
 * route's `filters` entry; null when the route has none; an error naming the parameters without one.
 */
export function validFilters(r: Route, f: Fixture): Record<string, string | number | boolean> | null {
  const names = filterParams(r);
  if (!names.length) return null;
  const values = entryOf(r)?.filters?.(f.ids, f) ?? {};
  const missing = names.filter((q) => !(q in values));
  if (missing.length)
    throw new Error(`${routeName(r)}: no value for the filters ${missing.join(', ')}; add them to its \`filters\` entry in VALID (test/contract/fixture.ts)`);
  return { ...validQuery(r, f), ...values };
}

/**
 * A body with EVERY property the route's JSON schema knows (sampleOf(schema, true)), made valid by
 * validBody and the route's `full` entry; properties an entry sets to `undefined` are left out.
 */
export function fullBody(r: Route, f?: Fixture): unknown {
  if (!r.body) return undefined;
  const ids = f?.ids ?? Object.fromEntries(FIXTURE_SEGMENTS.map((x) => [x, 1]));
  const sample = sampleOf(bodySchemaOf(r) ?? {}, true);
  const body = { ...(sample as object), ...(validBody(r, f) as object), ...(entryOf(r)?.full?.(ids, f) ?? {}) };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/**
 * Query parameters for a read that should answer with the fixture's data: a date range (`from`/`to`)
 * around today where the route takes one, plus the route's entry in VALID.
 */
export function validQuery(r: Route, f?: Fixture): Record<string, string | number | boolean> {
  const q: Record<string, string | number | boolean> = {};
  if (r.query?.from) q.from = utcDay(-30);
  if (r.query?.to) q.to = utcDay(1);
  const ids = f?.ids ?? Object.fromEntries(FIXTURE_SEGMENTS.map((x) => [x, 1]));
  return { ...q, ...(entryOf(r)?.query?.(ids, f) ?? {}) };
}
