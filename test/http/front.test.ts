import request from 'supertest';
import { setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * The front (src/http/front.ts) answers the API's endpoints without express's router: every
 * answer must be the one express gives for the same request, byte for byte (status, headers but
 * the per-request ones, body), and requests it is unsure of must reach express untouched.
 */
let t: TestApp;
let key: string;
let domain: string;
let packageId: number;

beforeAll(async () => {
  t = await setupTestApp();
  const s = await aStore(t);
  key = s.key;
  domain = s.store.domain;
  packageId = (await aPackage(t, s, { type: 'SINGLE' })).id;
});
afterAll(() => t.close());

type Call = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A write makes a new row on each surface: what differs between the two rows is left out. */
  write?: true;
};

const WRITTEN = new Set(['id', 'slug', 'position', 'created_at', 'updated_at']);

/** The answer as a client sees it, without what differs per request (its id, the date, rate-limit resets). */
async function answer(app: Parameters<typeof request>[0], call: Call) {
  let r = request(app)[call.method](call.path);
  for (const [k, v] of Object.entries(call.headers ?? {})) r = r.set(k, v);
  if (call.body !== undefined) r = r.set('content-type', 'application/json').send(call.body);
  const res = await r.buffer(true).parse((res, cb) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (text += c));
    res.on('end', () => cb(null, text));
  });
  const headers = Object.entries(res.headers)
    .filter(([k]) => !['date', 'x-request-id', 'ratelimit-reset', 'etag'].includes(k))
    .sort(([a], [b]) => a.localeCompare(b));
  // The body, with the request id an internal error would name taken out.
  let body = String(res.body ?? '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
  if (call.write) {
    // The row's own values differ; the keys, their order and every other value must not.
    body = JSON.stringify(Object.entries(JSON.parse(body)).map(([k, v]) => (WRITTEN.has(k) ? k : [k, v])));
    return { status: res.status, headers: headers.map(([k, v]) => (k === 'content-length' ? [k] : [k, v])), body };
  }
  return { status: res.status, headers, body };
}

const admin = () => ({ authorization: `Bearer ${key}` });
/** Built when a test runs (the store and package exist by then). */
const calls: [string, () => Call][] = [
  ['the package page', () => ({ method: 'get', path: '/v1/app/package?page=1', headers: admin() })],
  ['one package', () => ({ method: 'get', path: `/v1/app/package/${packageId}`, headers: admin() })],
  ['another case and a trailing slash', () => ({ method: 'get', path: `/v1/APP/Package/${packageId}/`, headers: admin() })],
  ['no key', () => ({ method: 'get', path: '/v1/app/package' })],
  ['an unknown query parameter', () => ({ method: 'get', path: '/v1/app/package?colour=red', headers: admin() })],
  ['an id that is not one', () => ({ method: 'get', path: '/v1/app/package/abc', headers: admin() })],
  ['a parameter that does not decode', () => ({ method: 'get', path: '/v1/app/package/%E0%A4%A', headers: admin() })],
  ['a body that is not JSON', () => ({ method: 'post', path: '/v1/app/category', headers: admin(), body: '{"name":' })],
  ['a body too deep', () => ({ method: 'post', path: '/v1/app/category', headers: admin(), body: `${'['.repeat(200)}${']'.repeat(200)}` })],
  ['a refused body', () => ({ method: 'post', path: '/v1/app/category', headers: admin(), body: '{"name":""}' })],
  [
    'a write with an Idempotency-Key',
    () => ({ method: 'post', path: '/v1/app/category', headers: { ...admin(), 'idempotency-key': 'front-1' }, body: '{"name":"Kits"}', write: true }),
  ],
  [
    'the same write again',
    () => ({ method: 'post', path: '/v1/app/category', headers: { ...admin(), 'idempotency-key': 'front-1' }, body: '{"name":"Kits"}', write: true }),
  ],
  ['a cross-origin read', () => ({ method: 'get', path: '/v1/app/package', headers: { ...admin(), origin: 'https://shop.example' } })],
  ['a preflight', () => ({ method: 'options', path: '/v1/app/package', headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' } })],
  ['HEAD of a read', () => ({ method: 'head', path: `/v1/app/package/${packageId}`, headers: admin() })],
  ['a storefront read', () => ({ method: 'get', path: '/v1/webstore/category', headers: { 'x-store-domain': domain } })],
  ['a method the path does not take', () => ({ method: 'put', path: '/v1/app/package', headers: admin(), body: '{}' })],
  ['a path no route takes', () => ({ method: 'get', path: '/v1/app/nothing', headers: admin() })],
  ['a doubled slash', () => ({ method: 'get', path: `/v1/app//package/${packageId}`, headers: admin() })],
  ['a payment notification', () => ({ method: 'post', path: '/v1/payments/STRIPE/1', body: '{}' })],
  [
    'a GraphQL query',
    () => ({ method: 'post', path: '/graphql', headers: admin(), body: JSON.stringify({ query: '{ packages { meta { total } data { id name price } } }' }) }),
  ],
  ['a GraphQL body that is not JSON', () => ({ method: 'post', path: '/graphql', headers: admin(), body: '{"query":' })],
  ['a GraphQL request without a key', () => ({ method: 'post', path: '/graphql', body: JSON.stringify({ query: '{ packages { meta { total } } }' }) })],
];

test.each(calls)('%s: the front answers as express does', async (_name, make) => {
  const call = make();
  // The idempotent write is replayed on the second surface, so each surface gets its own key.
  const own = (surface: string): Call =>
    call.headers?.['idempotency-key'] ? { ...call, headers: { ...call.headers, 'idempotency-key': `${call.headers['idempotency-key']}-${surface}` } } : call;
  const viaFront = await answer(t.app, own('a'));
  const viaExpress = await answer(t.app.express, own('b'));
  expect(viaFront).toEqual(viaExpress);
});

test('the front answers the API endpoints itself and leaves everything else to express', async () => {
  const express = t.app.express as unknown as { handle: (...args: unknown[]) => unknown };
  const handle = express.handle;
  const seen: string[] = [];
  express.handle = function (this: unknown, ...args: unknown[]) {
    seen.push(String((args[0] as { url: string }).url));
    return handle.apply(this, args);
  };
  try {
    await t.http().get('/v1/app/package').set(admin()).expect(200);
    await t.http().get(`/v1/app/package/${packageId}`).set(admin()).expect(200);
    await t.http().post('/graphql').set(admin()).send({ query: '{ packages { meta { total } } }' }).expect(200);
    expect(seen).toEqual([]);
    await t.http().get('/healthz').expect(200);
    await t.http().get('/v1/app/nothing').set(admin()).expect(404);
    await t.http().head(`/v1/app/package/${packageId}`).set(admin()).expect(200);
    expect(seen).toEqual(['/healthz', '/v1/app/nothing', `/v1/app/package/${packageId}`]);
  } finally {
    express.handle = handle;
  }
});
