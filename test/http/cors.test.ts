import { bearer, setupTestApp, type TestApp } from '../helpers/app';

/**
 * Browsers on other origins (an in-game shop page, a storefront on its own domain) call the API:
 * preflights pass before credentials and rate limits, and every answer, errors included, is readable.
 * Never with credentials: nothing here is authenticated by a cookie.
 */

let t: TestApp;
let key: string;
let domain: string;
const origin = 'https://cfx-nui-some-shop';

beforeAll(async () => {
  t = await setupTestApp({ config: { rateLimits: { admin: 0, storefront: 2, server: 0, anonymous: 2 } } });
  const made = await t.createStore();
  key = made.key;
  domain = made.store.domain;
});
afterAll(() => t.close());

const preflight = (path: string, method: string, headers: string) =>
  t.http().options(path).set({ Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers });

test.each([
  ['/v1/webstore/checkout', 'POST', 'content-type,x-store-domain,idempotency-key'],
  ['/v1/app/checkout', 'POST', 'authorization,content-type'],
  ['/v1/app/order/1', 'PATCH', 'authorization,content-type'],
  ['/graphql', 'POST', 'content-type,authorization,x-store-domain'],
])('the preflight of %s %s is 204 for any origin, with the headers asked for, and never credentials', async (path, method, headers) => {
  const res = await preflight(path, method, headers);
  expect(res.status).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['access-control-allow-methods']).toContain(method);
  for (const h of headers.split(',')) expect(res.headers['access-control-allow-headers'].split(',')).toContain(h);
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  expect(res.headers['access-control-max-age']).toBe('600');
});

test('preflights spend no rate-limit token and need no credential', async () => {
  for (let i = 0; i < 5; i++) expect((await preflight('/v1/webstore/checkout', 'POST', 'x-store-domain')).status).toBe(204);
  // The storefront budget (2 a minute here) is still whole: two reads pass, the third is 429.
  const reads = [];
  for (let i = 0; i < 3; i++) reads.push(await t.http().get('/v1/webstore').set({ Origin: origin, 'x-store-domain': domain }));
  expect(reads.map((r) => r.status)).toEqual([200, 200, 429]);
  // ... and the 429 is readable by the page, with when to come back.
  expect(reads[2].headers['access-control-allow-origin']).toBe('*');
  expect(reads[2].headers['access-control-expose-headers']).toContain('Retry-After');
});

test('answers carry the origin header whatever their status: 200, 401, 404, 422', async () => {
  const answers = [
    await t
      .http()
      .get('/v1/app/store')
      .set({ Origin: origin, ...bearer(key) }),
    await t
      .http()
      .get('/v1/app/store')
      .set({ Origin: origin, ...bearer('sk_wrong') }),
    await t
      .http()
      .get('/v1/app/nothing-here')
      .set({ Origin: origin, ...bearer(key) }),
    await t
      .http()
      .patch('/v1/app/store')
      .set({ Origin: origin, ...bearer(key) })
      .send({ name: '' }),
    await t
      .http()
      .post('/graphql')
      .set({ Origin: origin, ...bearer(key) })
      .send({ query: '{ store { id } }' }),
  ];
  expect(answers.map((r) => [r.status, r.headers['access-control-allow-origin']])).toEqual([
    [200, '*'],
    [401, '*'],
    [404, '*'],
    [422, '*'],
    [200, '*'],
  ]);
});

test('pages served by the API itself (admin UI, docs, GraphiQL) are not opened to other origins', async () => {
  for (const path of ['/admin/', '/docs', '/healthz']) {
    const res = await t.http().get(path).set({ Origin: origin });
    expect({ path, acao: res.headers['access-control-allow-origin'] }).toEqual({ path, acao: undefined });
  }
});
