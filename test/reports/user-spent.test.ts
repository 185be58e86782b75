import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { buyer, openDesk, place, setStatus, type Desk } from '../orders/back-office-helpers';
import { UserSpentDocument } from '../graphql/__generated__/operations';

/**
 * GET /v1/app/user_spent (GraphQL userSpent): what one buyer spent on approved orders, asked by
 * client identifier (any case), by e-mail (any case) or both; only the caller's store counts.
 */

let t: TestApp;
let a: Desk;
let b: Desk;

beforeAll(async () => {
  t = await setupTestApp();
  a = await openDesk(t, 'A', { locale: 'pt-BR', currency: 'BRL' });
  b = await openDesk(t, 'B');
  // Steve: two approved (30 + 12.50), one pending and one refunded that do not count.
  await setStatus(t, a, await place(t, a, buyer('Steve')), 'APPROVED');
  await setStatus(t, a, await place(t, a, buyer('steve'), a.plain), 'APPROVED');
  await place(t, a, buyer('Steve'));
  const refunded = await place(t, a, buyer('Steve'));
  await setStatus(t, a, refunded, 'APPROVED');
  await setStatus(t, a, refunded, 'REFUNDED');
  // Alex shares nothing with Steve; store B has a Steve of its own.
  await setStatus(t, a, await place(t, a, buyer('Alex')), 'APPROVED');
  await setStatus(t, b, await place(t, b, buyer('Steve')), 'APPROVED');
});
afterAll(() => t.close());

const spent = (d: Desk, q: Record<string, string>) => t.http().get('/v1/app/user_spent').query(q).set(bearer(d.key));

test('by client identifier, ignoring case: approved orders only, gross and net as numbers, spent as text', async () => {
  const res = await spent(a, { client_identifier: 'STEVE' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    client_identifier: 'STEVE',
    email: null,
    purchases: 2,
    total_gross_received: 42.5,
    total_net_received: 42.5,
    spent: expect.stringMatching(/^R\$\s42,50$/),
  });
});

test('by e-mail, ignoring case; both given, orders matching both', async () => {
  expect((await spent(a, { email: 'Steve@Buyers.test' })).body).toMatchObject({ email: 'steve@buyers.test', purchases: 2, total_gross_received: 42.5 });
  expect((await spent(a, { client_identifier: 'steve', email: 'steve@buyers.test' })).body).toMatchObject({ purchases: 2 });
  expect((await spent(a, { client_identifier: 'steve', email: 'alex@buyers.test' })).body).toMatchObject({ purchases: 0, total_gross_received: 0 });
});

test('an unknown buyer spent 0; another store never counts', async () => {
  expect((await spent(a, { client_identifier: 'Nobody' })).body).toMatchObject({ purchases: 0, total_gross_received: 0, total_net_received: 0 });
  expect((await spent(b, { client_identifier: 'Steve' })).body).toMatchObject({ purchases: 1, total_gross_received: 30 });
});

test('neither given is 422 required on client_identifier, on both surfaces', async () => {
  expectRestErrors(await spent(a, {}), [{ code: 'VALIDATION_FAILED', field: 'client_identifier', rule: 'required' }]);
  expectGqlError(await t.gql(a.key, UserSpentDocument, {}), 'VALIDATION_FAILED', 'client_identifier', 'required');
});

test('GraphQL userSpent answers what REST does', async () => {
  const out = await t.gql(a.key, UserSpentDocument, { clientIdentifier: 'steve' });
  expect(out.errors).toBeUndefined();
  const rest = (await spent(a, { client_identifier: 'steve' })).body;
  expect(out.data!.userSpent).toEqual({
    clientIdentifier: rest.client_identifier,
    email: null,
    purchases: rest.purchases,
    totalGrossReceived: rest.total_gross_received,
    totalNetReceived: rest.total_net_received,
    spent: rest.spent,
  });
});
