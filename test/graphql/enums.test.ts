import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, type StoreFixture } from '../helpers/fixtures';

/**
 * Enums in inputs (issue 29, src/graphql/enums.ts): closed value sets are GraphQL enums, and a value
 * outside one is refused as REST refuses it: VALIDATION_FAILED on its field (snake_case, dotted),
 * rule enum, together with the body's other failing fields, whether it comes as a variable or as an
 * enum literal. What is not a name at all (a number, an object, a quoted string literal) is the type
 * error it always was: BAD_REQUEST, before anything runs.
 */

let t: TestApp;
let s: StoreFixture;
let orderId: number;

beforeAll(async () => {
  t = await setupTestApp();
  s = await aStore(t);
  const pkg = await aPackage(t, s);
  const res = await t
    .http()
    .post('/v1/app/order')
    .set(bearer(s.key))
    .send({ items: [{ id: pkg.id, quantity: 1 }], client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve', gateway: 'PIX' });
  expect(res.status).toBe(201);
  orderId = res.body.id;
});
afterAll(() => t.close());

type Triple = [string, string | undefined, string | undefined];
const triples = (body: { errors?: { extensions?: Record<string, string> }[] }): Triple[] =>
  (body.errors ?? []).map((e) => [e.extensions?.code ?? '', e.extensions?.field, e.extensions?.rule] as Triple).sort();
const restTriples = (body: { errors?: { code: string; field?: string; rule?: string }[] }): Triple[] =>
  (body.errors ?? []).map((e) => [e.code, e.field, e.rule] as Triple).sort();

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = bearer(s.key)) {
  const res = await t.http().post('/graphql').set(headers).send({ query, variables });
  return { status: res.status, body: res.body };
}

describe('a value outside the enum is VALIDATION_FAILED rule enum, with the other failing fields, as on REST', () => {
  test('a variable: checkout with a bad gateway and a bad e-mail gives both, as REST does', async () => {
    const body = { items: [{ id: 1, quantity: 1 }], client_email: 'nope', client_name: 'Bob', gateway: 'BITCOIN' };
    const rest = await t.http().post('/v1/webstore/checkout').set({ 'x-store-domain': s.domain }).send(body);
    const res = await gql(
      'mutation($input: CheckoutInput!) { checkout(input: $input) { orderId } }',
      {
        input: { items: body.items, clientEmail: body.client_email, clientName: body.client_name, gateway: body.gateway },
      },
      { 'x-store-domain': s.domain },
    );
    expect(triples(res.body)).toEqual(restTriples(rest.body));
    expect(triples(res.body)).toEqual(expect.arrayContaining([['VALIDATION_FAILED', 'gateway', 'enum']]));
    expect(res.body.errors.find((e: { extensions: { field: string } }) => e.extensions.field === 'gateway').message).toBe(
      rest.body.errors.find((e: { field: string }) => e.field === 'gateway').message,
    );
  });

  test('an enum literal the enum does not have', async () => {
    const res = await gql(`mutation { updateOrder(id: ${orderId}, input: { status: SHIPPED }) { id } }`);
    expect(res.status).toBe(200);
    expect(triples(res.body)).toEqual([['VALIDATION_FAILED', 'status', 'enum']]);
    expect(res.body.data).toBeNull();
  });

  test('nested fields and list items are named by their dotted path', async () => {
    const res = await gql('mutation($input: CreatePackageInput!) { createPackage(input: $input) { id } }', {
      input: {
        name: 'P',
        categoryId: s.categoryId,
        price: 1,
        type: 'BUNDLE',
        commands: [{ command: 'say hi' }, { type: 'ON_JOIN', command: 'say hi' }],
        discordActions: [{ action: 'KICK' }],
        fields: [{ name: 'Nick', type: 'COLOR' }],
      },
    });
    expect(triples(res.body)).toEqual(
      [
        ['VALIDATION_FAILED', 'type', 'enum'],
        ['VALIDATION_FAILED', 'commands.1.type', 'enum'],
        ['VALIDATION_FAILED', 'discord_actions.0.action', 'enum'],
        ['VALIDATION_FAILED', 'fields.0.type', 'enum'],
      ].sort() as Triple[],
    );
    const hook = await gql('mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }', {
      input: { name: 'H', url: 'https://example.com/h', scopes: ['ORDER_CREATED', 'order_approved'] },
    });
    expect(triples(hook.body)).toEqual([['VALIDATION_FAILED', 'scopes.1', 'enum']]);
  });

  test('list filters: a variable and a literal', async () => {
    expect(triples((await gql('query($s: OrderStatus) { orders(status: $s) { meta { total } } }', { s: 'SHIPPED' })).body)).toEqual([
      ['VALIDATION_FAILED', 'status', 'enum'],
    ]);
    expect(triples((await gql('{ webhookLogs(event: ORDER_PAID) { meta { total } } }')).body)).toEqual([['VALIDATION_FAILED', 'event', 'enum']]);
    expect(triples((await gql('{ withdrawRequestsConnection(operation: COMMISSION) { totalCount } }')).body)).toEqual([
      ['VALIDATION_FAILED', 'operation', 'enum'],
    ]);
    // A value of the enum in the wrong case is outside it, as on REST.
    expect(triples((await gql('query($g: Gateway) { ordersConnection(gateway: $g) { totalCount } }', { g: 'pix' })).body)).toEqual([
      ['VALIDATION_FAILED', 'gateway', 'enum'],
    ]);
  });

  test('a value of the enum works, as a variable and as a literal', async () => {
    const literal = await gql('{ orders(status: PENDING, gateway: PIX) { meta { total } } }');
    expect(literal.body.errors).toBeUndefined();
    expect(literal.body.data.orders.meta.total).toBe(1);
    const variable = await gql('query($s: OrderStatus) { ordersConnection(status: $s) { totalCount } }', { s: 'PENDING' });
    expect(variable.body.data.ordersConnection.totalCount).toBe(1);
  });
});

describe('what is not a name is a type error (BAD_REQUEST), before anything runs', () => {
  test.each([
    ['a quoted string literal', `mutation { updateOrder(id: ${orderId}, input: { status: "APPROVED" }) { id } }`, {}],
    ['a number in a variable', 'query($s: OrderStatus) { orders(status: $s) { meta { total } } }', { s: 1 }],
    [
      'an object in a list variable',
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }',
      { input: { name: 'H', url: 'https://example.com/h', scopes: [{}] } },
    ],
    ['a variable declared String in an enum position', 'query($s: String) { orders(status: $s) { meta { total } } }', { s: 'PENDING' }],
  ])('%s', async (_n, query, variables) => {
    const res = await gql(query, variables);
    expect(res.status).toBe(400);
    expect([...new Set(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code))]).toEqual(['BAD_REQUEST']);
    expect(res.body.data).toBeUndefined();
  });

  test('the order was not changed by any of it', async () => {
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PENDING');
  });
});

test('introspection shows the enums: clients read the values from the schema', async () => {
  const res = await gql('{ __type(name: "CheckoutInput") { inputFields { name type { name kind } } } }');
  const gateway = res.body.data.__type.inputFields.find((f: { name: string }) => f.name === 'gateway');
  expect(gateway.type).toEqual({ name: 'Gateway', kind: 'ENUM' });
});
