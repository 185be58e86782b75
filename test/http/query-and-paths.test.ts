import { bearer, setupTestApp, type TestApp } from '../helpers/app';

/**
 * What integrations put in URLs: query parameters a read does not know (refused, so a filter never
 * widens the answer), and doubled slashes from a base URL with a trailing slash (served as one).
 */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await setupTestApp();
  ({ key } = await t.createStore());
});
afterAll(() => t.close());

const get = (path: string) => t.http().get(path).set(bearer(key));

describe('query parameters a read does not declare', () => {
  test('are 400 BAD_REQUEST, one entry per name, naming what the route takes', async () => {
    const res = await get('/v1/app/order?client_discord=123&color=red&status=APPROVED');
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['client_discord', 'BAD_REQUEST'],
      ['color', 'BAD_REQUEST'],
    ]);
    expect(res.body.errors[0].message).toMatch(/^Unknown query parameter client_discord for GET \/v1\/app\/order: it takes page, per_page, all, q, search, status/);
  });

  test('a client-own parameter (leading underscore, a cache buster) and an unknown one left empty ask for nothing: ignored', async () => {
    expect((await get('/v1/app/order?_=1700000000000')).status).toBe(200);
    expect((await get('/v1/app/order?client_discord=&page=1')).status).toBe(200);
  });

  test('a route without parameters refuses any; writes ignore the query', async () => {
    expect((await get('/v1/app/store?x=1')).status).toBe(400);
    expect((await get('/v1/app/store?x=1')).body.errors[0].message).toMatch(/it takes none$/);
    const res = await t.http().patch('/v1/app/store?x=1').set(bearer(key)).send({ name: 'Renamed' });
    expect(res.status).toBe(200);
  });
});

describe('doubled slashes', () => {
  test('/v1/app//queued_commands and /v1//app///store are the single-slash paths; the query is kept as sent', async () => {
    expect((await get('/v1/app//queued_commands')).status).toBe(200);
    expect((await get('/v1//app///store')).body.name).toBeDefined();
    const res = await get('/v1/app//order?status=APPROVED&per_page=1');
    expect(res.status).toBe(200);
    expect(res.body.meta.first_page_url).toBe('/v1/app/order?status=APPROVED&per_page=1&page=1');
  });

  test('never a redirect: //evil.example/x is the local path /evil.example/x, a 404; an encoded slash stays data', async () => {
    const res = await t.http().get('//evil.example/x').redirects(0);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect((await get('/v1/app%2Fstore')).status).toBe(404);
  });
});
