import { randomBytes } from 'node:crypto';
import type { Route } from '../../src/rest/route';
import { bearer, type TestApp } from '../helpers/app';
import { bodySchemaOf, pathParams, routeName, sampleOf, segmentOf, sleep } from './lib';

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
  /** Ids by the path segment that names their resource: `category`, `note`, `logs`, `user_queue`, ... */
  ids: Record<string, number | string>;
  /** The store's variable name (checkouts of its package must give it). */
  variableName: string;
  /** The game server's token, for the plugin protocol (/v1/server/*). */
  serverToken: string;
}

/** What the segment before a path param identifies; a route with a segment missing here fails the suites that use it. */
export const FIXTURE_SEGMENTS = [
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
] as const;

export function paramValue(f: Fixture, r: Route, param: string): number | string {
  const segment = segmentOf(r, param);
  const value = f.ids[segment];
  if (value === undefined) {
    throw new Error(`${routeName(r)}: the contract fixture has no resource for "/${segment}/:${param}"; add one to test/contract/fixture.ts`);
  }
  return value;
}

/** Every path param of the route mapped to the fixture's id. */
export const fixtureParams = (f: Fixture, r: Route) => Object.fromEntries(pathParams(r).map((p) => [p, paramValue(f, r, p)]));

export async function buildFixture(t: TestApp, label: string): Promise<Fixture> {
  const marker = `zq${label.toLowerCase()}${randomBytes(3).toString('hex')}`;
  const { store, key } = await t.createStore({ name: `${marker} store` });
  const admin = bearer(key);
  const shop = { 'x-store-domain': store.domain };

  const call = async (method: 'get' | 'post' | 'patch', path: string, body: object | undefined, expected: number, headers: Record<string, string> = admin) => {
    let req = t.http()[method](path).set(headers);
    if (body) req = req.send(body);
    const res = await req;
    if (res.status !== expected) throw new Error(`fixture ${label}: ${method.toUpperCase()} ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

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
      discord_actions: [{ type: 'ROLE', action: 'ADD', parameters: { role_id: `${marker}role` } }],
      fields: [{ name: `${marker} nickname`, type: 'TEXT', description: `${marker} field`, required: false }],
      variables: [variable.id],
    },
    201,
  );
  const coupon = await call('post', '/v1/app/coupon', { code: `${marker}OFF`, type: 'PERCENTAGE', value: 10 }, 201);
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

  const buyer = `${marker}Player`;
  const checkout = await call(
    'post',
    '/v1/webstore/checkout',
    {
      items: [{ id: pkg.id, quantity: 1 }],
      client_identifier: buyer,
      client_email: `${marker}@buyers.example.com`,
      client_name: `${marker} Buyer`,
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
  const deliveries = await call('get', `/v1/app/order/${order}/delivery`, undefined, 200);
  if (!Array.isArray(deliveries) || deliveries.length === 0) throw new Error(`fixture ${label}: the approved order has no delivery`);
  const queue = await call('get', `/v1/app/user_queue/${encodeURIComponent(buyer)}`, undefined, 200);
  if (!Array.isArray(queue) || queue.length === 0) throw new Error(`fixture ${label}: the approved order queued no command`);

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
    },
  };
}

/**
 * A valid body a real client could send to the route, using the fixture's ids (or 1 without one):
 * for the suites that need the path to be the only thing wrong (another store's id, an id that does
 * not exist) and as the fuzz suite's starting point. Routes not listed get the smallest body their
 * JSON schema accepts; twins.test.ts checks every one passes the route's own schema.
 */
const VALID: Record<string, (ids: Record<string, number | string>, f?: Fixture) => unknown> = {
  'POST /v1/app/category': () => ({ name: 'Kits' }),
  'PATCH /v1/app/category/:id': () => ({ name: 'Renamed', hide_category: true }),
  'POST /v1/app/package': (ids) => ({ name: 'Kit', category_id: ids.category, price: 9.9, type: 'MULTIPLE' }),
  'PATCH /v1/app/package/:id': () => ({ name: 'Renamed', price: 1, enabled: false, license_keys: ['NEW-KEY'] }),
  'POST /v1/webstore/checkout': (ids, f) => checkoutBody(ids, f),
  'POST /v1/app/order': (ids, f) => checkoutBody(ids, f),
  'PATCH /v1/app/order/:id': () => ({ status: 'REFUNDED', client_identifier: 'Hijacked' }),
  'POST /v1/app/order/:id/note': () => ({ content: 'a note' }),
  'PATCH /v1/app/order/:id/note/:note_id': () => ({ content: 'an edited note' }),
  'PATCH /v1/app/order/:id/delivery/:delivery_id': () => ({ value: 'ANOTHER-KEY' }),
  'POST /v1/app/game-server': () => ({ name: 'Creative' }),
  'PATCH /v1/app/game-server/:id': () => ({ name: 'Renamed' }),
  'PATCH /v1/app/command/:id': () => ({ status: 'CANCELED', reason: 'by hand' }),
  'POST /v1/server/queue/ack': (ids) => ({ results: [{ id: ids.command, status: 'DONE', response: 'ok' }] }),
  'POST /v1/app/webhooks': () => ({ name: 'CRM', url: 'https://127.0.0.1:1/crm', scopes: ['ORDER_CREATED'] }),
  'PATCH /v1/app/webhooks/:id': () => ({ name: 'Renamed', enabled: false }),
  'POST /v1/app/affiliate/withdraw_request': (ids) => ({ affiliate_id: ids.affiliate, amount: 1 }),
  'PATCH /v1/app/affiliate/withdraw_request/:id': () => ({ operation: 'WITHDRAW_PAID', message: 'paid' }),
  'POST /v1/app/affiliate': () => ({ name: 'Partner', ref_code: 'PARTNER', percent_commission: 5, email: 'partner@example.com' }),
  'PATCH /v1/app/affiliate/:id': () => ({ name: 'Renamed', balance: 999 }),
  'POST /v1/app/coupon': () => ({ code: 'TAKE5', type: 'PRICE', value: 5 }),
  'PATCH /v1/app/coupon/:id': () => ({ value: 50, enabled: false }),
  'POST /v1/app/variable': () => ({ name: 'server_name', description: 'the server' }),
  'PATCH /v1/app/variable/:id': () => ({ description: 'changed' }),
  'POST /v1/webstore/cart': (ids) => ({ items: [{ id: ids.package, quantity: 1 }] }),
  'POST /v1/app/post': () => ({ title: 'Hello', content: '<p>hello</p>', author: 'Staff' }),
  'PATCH /v1/app/post/:id': () => ({ title: 'Renamed', content: '<p>changed</p>' }),
};

function checkoutBody(ids: Record<string, number | string>, f?: Fixture) {
  return {
    items: [{ id: ids.package, quantity: 1 }],
    client_identifier: 'Steve',
    client_email: 'steve@example.com',
    client_name: 'Steve',
    gateway: 'PIX',
    ...(f ? { variables: { [f.variableName]: 'Steve' } } : {}),
  };
}

export function validBody(r: Route, f?: Fixture): unknown {
  if (!r.body) return undefined;
  const ids = f?.ids ?? Object.fromEntries(FIXTURE_SEGMENTS.map((s) => [s, 1]));
  const make = VALID[routeName(r)];
  return make ? make(ids, f) : sampleOf(bodySchemaOf(r) ?? {});
}
