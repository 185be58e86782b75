import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { badTextPath } from '../../src/lib/validation';
import { requestHash } from '../../src/http/idempotency';
import { AppError } from '../../src/errors';

/**
 * Issue 14, item 7: input that made the server answer 500. JSON nested 100,000 levels overflowed
 * the stack in the recursive walks (text check, idempotency hash): nesting is bounded up front,
 * 400 BAD_REQUEST past 32 levels, on every surface, with or without an Idempotency-Key, and the
 * walks themselves no longer recurse without bound. A NUL character (or a lone surrogate) in any
 * GraphQL string argument is 422 `characters` on that argument, before anything runs.
 */

let t: TestApp;
let key: string;
let domain: string;
let storeId: number;
let pkg: number;
beforeAll(async () => {
  t = await setupTestApp();
  const shop = await aStore(t);
  key = shop.key;
  domain = shop.store.domain;
  storeId = shop.store.id;
  pkg = (await aPackage(t, shop)).id;
});
afterAll(() => t.close());

const LEVELS = 100_000;
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
/** A checkout body (as JSON text) whose `variables` nest `n` levels below it. */
const deepCheckout = (nested: string) =>
  `{"items":[{"id":${pkg},"quantity":1}],"client_identifier":"Steve","client_email":"s@example.com","client_name":"S","gateway":"PIX","variables":${nested}}`;
const CREATE = 'mutation($input: CheckoutInput!) { createOrder(input: $input) { id } }';
const CHECKOUT = 'mutation($input: CheckoutInput!) { checkout(input: $input) { orderId } }';

const orders = () => t.db.order.count({ where: { storeId } });

async function stillServing() {
  expect((await t.http().get('/healthz')).status).toBe(200);
  const ok = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', domain)
    .send({ items: [{ id: pkg, quantity: 1 }], client_identifier: 'Steve', client_email: 's@example.com', client_name: 'S', gateway: 'PIX' });
  expect(ok.status).toBe(201);
  await t.db.order.delete({ where: { id: ok.body.order_id } });
}

describe('JSON nested 100,000 levels: 400 BAD_REQUEST before any walk, and the server keeps serving', () => {
  const requests: [string, (idem?: string) => Promise<{ status: number; body: any }>, 'rest' | 'graphql'][] = [
    ['storefront checkout, arrays', (k) => send('/v1/webstore/checkout', { 'x-store-domain': domain }, deepCheckout(deepArray(LEVELS)), k), 'rest'],
    ['storefront checkout, objects', (k) => send('/v1/webstore/checkout', { 'x-store-domain': domain }, deepCheckout(deepObject(LEVELS)), k), 'rest'],
    ['storefront checkout, the whole body', (k) => send('/v1/webstore/checkout', { 'x-store-domain': domain }, deepArray(LEVELS), k), 'rest'],
    ['admin manual order', (k) => send('/v1/app/order', bearer(key), deepCheckout(deepObject(LEVELS)), k), 'rest'],
    ['admin package create', (k) => send('/v1/app/package', bearer(key), `{"name":"x","commands":${deepArray(LEVELS)}}`, k), 'rest'],
    [
      'GraphQL variables (admin)',
      (k) => send('/graphql', bearer(key), `{"query":${JSON.stringify(CREATE)},"variables":{"input":{"variables":${deepObject(LEVELS)}}}}`, k),
      'graphql',
    ],
    [
      'GraphQL variables (storefront)',
      (k) => send('/graphql', { 'x-store-domain': domain }, `{"query":${JSON.stringify(CHECKOUT)},"variables":{"input":{"items":${deepArray(LEVELS)}}}}`, k),
      'graphql',
    ],
    ['GraphQL extensions', (k) => send('/graphql', bearer(key), `{"query":"{ store { id } }","extensions":${deepObject(LEVELS)}}`, k), 'graphql'],
  ];

  function send(path: string, headers: Record<string, string>, text: string, idempotencyKey?: string) {
    const req = t.http().post(path).set(headers).set('content-type', 'application/json');
    return (idempotencyKey ? req.set('Idempotency-Key', idempotencyKey) : req).send(text);
  }

  let n = 0;
  test.each(requests)('%s, with and without an Idempotency-Key', async (_label, request, surface) => {
    const before = await orders();
    for (const idem of [undefined, `deep-${++n}`]) {
      const res = await request(idem);
      expect(res.status).toBe(400);
      if (surface === 'rest') expectRestErrors(res, [{ code: 'BAD_REQUEST' }]);
      else expectGqlError(res.body, 'BAD_REQUEST');
      expect(res.body.errors[0].message).toMatch(/nested/);
    }
    expect(await orders()).toBe(before);
    await stillServing();
  });

  test('the bound is 32 levels: 32 pass on to validation, 33 are refused', async () => {
    // The body is level 1 and `variables` level 2: 31 nested arrays there reach level 32.
    const at = await send('/v1/webstore/checkout', { 'x-store-domain': domain }, deepCheckout(deepArray(31)));
    expect(at.status).toBe(422);
    const past = await send('/v1/webstore/checkout', { 'x-store-domain': domain }, deepCheckout(deepArray(32)));
    expect(past.status).toBe(400);
  });

  test('GraphQL variables in a GET query string are bounded too', async () => {
    const query = encodeURIComponent('query($items: [CartItemInput!]) { cart(items: $items) { id } }');
    const variables = encodeURIComponent(`{"items":[{"id":${pkg},"quantity":1,"fields":{"a":${deepArray(2_000)}}}]}`);
    const res = await t.http().get(`/graphql?query=${query}&variables=${variables}`).set('x-store-domain', domain).set('apollo-require-preflight', 'true');
    expect(res.status).toBe(400);
    expectGqlError(res.body, 'BAD_REQUEST');
  });

  test('GraphQL argument literals in the document are bounded too', async () => {
    const literal = `${'{a: '.repeat(200)}1${'}'.repeat(200)}`;
    const res = await t
      .http()
      .post('/graphql')
      .set(bearer(key))
      .send({ query: `mutation { createOrder(input: {variables: ${literal}}) { id } }` });
    expect(res.status).toBe(400);
    expectGqlError(res.body, 'BAD_REQUEST');
    expect(res.body.errors[0].message).toMatch(/nested/);
    const list = await t
      .http()
      .post('/graphql')
      .set(bearer(key))
      .send({ query: `{ packages(name: ${deepArray(3_000)}) { meta { total } } }` });
    expect(list.status).toBe(400);
  });

  test('the walks themselves are safe at any depth: the text check finds nothing wrong, the idempotency hash refuses', () => {
    let value: unknown = 'ok';
    for (let i = 0; i < LEVELS; i++) value = i % 2 ? [value] : { a: value };
    expect(badTextPath(value)).toBeUndefined();
    let bad: unknown = 'a\u0000b';
    for (let i = 0; i < LEVELS; i++) bad = [bad];
    expect(badTextPath(bad)).toBe(`${'0.'.repeat(LEVELS - 1)}0`);
    let thrown: unknown;
    try {
      requestHash('POST', '/v1/webstore/checkout', value);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('BAD_REQUEST');
  });
});

describe('NUL characters and lone surrogates in GraphQL string arguments: 422 `characters`, never INTERNAL', () => {
  const cases: [string, Record<string, string>, string, Record<string, unknown>, string][] = [
    ['a top-level argument, as a variable (userQueue)', bearer('KEY'), 'query($u: String!) { userQueue(userId: $u) { id } }', { u: 'Steve\u0000' }, 'user_id'],
    ['a top-level argument, as a literal (userQueue)', bearer('KEY'), 'query { userQueue(userId: "Steve\\u0000") { id } }', {}, 'user_id'],
    ['a log id (webhookLog)', bearer('KEY'), 'query($id: String!) { webhookLog(id: $id) { id } }', { id: 'a\u0000b' }, 'id'],
    ['a lone surrogate (userQueue)', bearer('KEY'), 'query($u: String!) { userQueue(userId: $u) { id } }', { u: 'a\ud800b' }, 'user_id'],
    ['a filter (orders)', bearer('KEY'), 'query($e: String) { orders(email: $e) { meta { total } } }', { e: 'a\u0000' }, 'email'],
    ['an input field (createOrder)', bearer('KEY'), CREATE, { input: { clientName: 'a\u0000b' } }, 'client_name'],
    [
      'a JSON key inside an input (checkout variables)',
      { 'x-store-domain': 'DOMAIN' },
      CHECKOUT,
      { input: { variables: { 'k\u0000': 'v' } } },
      'variables.k\u0000',
    ],
    [
      'a list element inside an input (cart fields)',
      { 'x-store-domain': 'DOMAIN' },
      'query($i: [CartItemInput!]) { cart(items: $i) { id } }',
      { i: [{ id: 1, quantity: 1, fields: { f: 'x\u0000' } }] },
      'items.0.fields.f',
    ],
  ];

  test.each(cases)('%s', async (_label, headers, query, variables, field) => {
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('KEY', key).replace('DOMAIN', domain)]));
    const before = await orders();
    const res = await t.http().post('/graphql').set(h).send({ query, variables });
    expect(res.status).toBeLessThan(500);
    expectGqlError(res.body, 'VALIDATION_FAILED', field, 'characters');
    expect(await orders()).toBe(before);
  });

  test('REST answers the same text in query strings (422) and paths (404)', async () => {
    const query = await t.http().get('/v1/app/order?client_identifier=a%00b').set(bearer(key));
    expectRestErrors(query, [{ code: 'VALIDATION_FAILED', field: 'client_identifier', rule: 'characters' }]);
    const path = await t.http().get('/v1/app/user_queue/a%00b').set(bearer(key));
    expect(path.status).toBe(404);
  });
});

describe('other hostile input: never a 500', () => {
  test('x-store-domain with odd bytes, huge or Unicode: 404 Store not found on both surfaces', async () => {
    for (const value of ['x\u00e9.test', 'a'.repeat(8000), '%00', '../../', 'DROP TABLE stores;']) {
      const rest = await t.http().get('/v1/webstore/category').set('x-store-domain', value);
      expect([value.slice(0, 20), rest.status]).toEqual([value.slice(0, 20), 404]);
      const gql = await t.gql({ 'x-store-domain': value }, '{ storefrontCategories { id } }');
      expect(gql.errors![0].extensions.code).toBe('NOT_FOUND');
    }
  });

  test('an order with 70,000 variables (a 1 MB body) is 422 on variables, not a 500 after seconds of writing; 100 are placed', async () => {
    const base = { items: [{ id: pkg, quantity: 1 }], client_identifier: 'Steve', client_email: 's@example.com', client_name: 'S', gateway: 'PIX' };
    const variables = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    const before = await orders();
    const huge = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', domain)
      .send({ ...base, variables: variables(70_000) });
    expectRestErrors(huge, [{ code: 'VALIDATION_FAILED', field: 'variables', rule: 'max' }]);
    const gql = await t.gql({ 'x-store-domain': domain }, CHECKOUT, {
      input: { items: base.items, clientIdentifier: 'Steve', clientEmail: 's@example.com', clientName: 'S', gateway: 'PIX', variables: variables(101) },
    });
    expectGqlError(gql, 'VALIDATION_FAILED', 'variables', 'max');
    expect(await orders()).toBe(before);
    const ok = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', domain)
      .send({ ...base, variables: variables(100) });
    expect(ok.status).toBe(201);
  });

  test('checkout fields of the wrong type or size: 4xx, never 500', async () => {
    const base = { items: [{ id: pkg, quantity: 1 }], client_identifier: 'Steve', client_email: 's@example.com', client_name: 'S', gateway: 'PIX' };
    const variants: [Record<string, unknown>, number][] = [
      [{ items: [{ id: pkg, quantity: 1e308 }] }, 422],
      [{ items: [{ id: pkg, quantity: 1.5 }] }, 422],
      [{ items: [{ id: pkg, quantity: '1' }] }, 422],
      [{ items: [{ id: 2 ** 53, quantity: 1 }] }, 422],
      [{ items: [{ id: pkg, quantity: 1, fields: ['x'] }] }, 422],
      [{ items: [{ id: pkg, quantity: 1, fields: { a: ['x'] } }] }, 422],
      [{ items: Array.from({ length: 51 }, () => ({ id: pkg, quantity: 1 })) }, 422],
      [{ client_identifier: ['Steve'] }, 422],
      [{ client_identifier: { $ne: null } }, 422],
      [{ client_name: 'x'.repeat(200_000) }, 422],
      [{ client_email: `${'a'.repeat(300)}@example.com` }, 422],
      [{ variables: ['eu'] }, 422],
      [{ variables: { nick: { a: 1 } } }, 422],
      [{ variables: { ['k'.repeat(10_000)]: 'v' } }, 422],
      [{ coupon: 12 }, 422],
      [{ gateway: 'pix' }, 422],
      [{ client_discord: '\ud83d' }, 422],
      // Values the package does not ask for are not kept: nothing to refuse.
      [{ items: [{ id: pkg, quantity: 1, fields: { a: 1e308 } }] }, 201],
      [{ client_name: '🙂'.repeat(50) }, 201],
    ];
    for (const [v, status] of variants) {
      const res = await t
        .http()
        .post('/v1/webstore/checkout')
        .set('x-store-domain', domain)
        .send({ ...base, ...v });
      expect([JSON.stringify(v).slice(0, 60), res.status]).toEqual([JSON.stringify(v).slice(0, 60), status]);
    }
  });
});
