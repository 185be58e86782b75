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
    expect(res.body.errors[0].message).toMatch(
      /^Unknown query parameter client_discord for GET \/v1\/app\/order: it takes page, per_page, all, q, search, status/,
    );
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

describe("query values, read from the route's query schema", () => {
  const errors = (res: { body: { errors: { field: string; code: string; message: string; rule?: string }[] } }) =>
    res.body.errors.map((e) => ({ field: e.field, code: e.code, message: e.message, ...(e.rule ? { rule: e.rule } : {}) }));

  test('a value the router cannot read as its kind is 400 BAD_REQUEST naming the parameter', async () => {
    const notInt = await get('/v1/app/order?per_page=ten');
    expect(notInt.status).toBe(400);
    expect(errors(notInt)).toEqual([{ field: 'per_page', code: 'BAD_REQUEST', message: 'Query parameter per_page must be an integer (at most 2147483647)' }]);
    const notBool = await get('/v1/app/order?all=maybe');
    expect(notBool.status).toBe(400);
    expect(errors(notBool)).toEqual([{ field: 'all', code: 'BAD_REQUEST', message: 'Query parameter all must be true or false' }]);
    const twice = await get('/v1/app/order?page=1&page=2');
    expect(twice.status).toBe(400);
    expect(errors(twice)).toEqual([{ field: 'page', code: 'BAD_REQUEST', message: 'Query parameter page must be given once, as a int' }]);
  });

  test("a value of the right kind outside the schema's limits is the service's 422, as the GraphQL twin answers", async () => {
    const big = await get('/v1/app/order?per_page=101');
    expect(big.status).toBe(422);
    expect(errors(big)).toEqual([{ field: 'per_page', code: 'VALIDATION_FAILED', rule: 'range', message: 'per_page must be between 1 and 100' }]);
    const status = await get('/v1/app/order?status=PAID');
    expect(status.status).toBe(422);
    expect(errors(status)).toEqual([
      {
        field: 'status',
        code: 'VALIDATION_FAILED',
        rule: 'enum',
        message: 'status must be one of PENDING, APPROVED, REJECTED, CANCELED, REFUNDED, CHARGEDBACK',
      },
    ]);
  });

  test('booleans and integers are read as before: 1/0, any case, surrounding spaces', async () => {
    expect((await get('/v1/app/order?all=TRUE')).body).toEqual([]);
    expect((await get('/v1/app/order?all=1')).body).toEqual([]);
    expect((await get('/v1/app/order?all=0&per_page=%205%20')).body.meta.per_page).toBe(5);
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
