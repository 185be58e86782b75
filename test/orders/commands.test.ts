import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aPackage, aServer, aStore, checkout } from '../helpers/fixtures';
import { OrderCommandsDocument, OrderCommandsResendDocument, OrderCommandsResendMessageDocument } from '../graphql/__generated__/operations';

/**
 * From money to the game: a storefront checkout, an approval, and a simulated game-server plugin
 * that polls, runs, acknowledges and never sees the command again; then a resend.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function setup() {
  const s = await aStore(t);
  const { store, key } = s;
  const server = await aServer(t, s, { name: 'Survival' });
  const token = server.token;
  const variable = await t.db.variable.create({ data: { storeId: store.id, name: 'realm' } });
  const pkg = await aPackage(t, s, {
    type: 'SINGLE',
    variables: [variable.id],
    commands: [
      {
        type: 'PURCHASE',
        command: 'lp user {client_identifier} parent add vip --realm={realm} #{order_id}',
        offline_execute: true,
        game_server_id: server.id,
      },
      { type: 'PURCHASE', command: 'say thanks {client_name}', offline_execute: false },
      { type: 'REFUND', command: 'lp user {client_identifier} parent remove vip', offline_execute: true },
    ],
  });
  const placed = await checkout(t, s, { items: [{ id: pkg.id, quantity: 1 }], client_name: 'Steve Minecraft', variables: { realm: 'eu' } });
  return { store, key, token, serverId: server.id, orderId: placed.order_id, internalId: placed.internal_id };
}

const poll = (token: string, online = '') =>
  t
    .http()
    .get(`/v1/server/queue${online ? `?online=${online}` : ''}`)
    .set(bearer(token));

test('approve -> plugin polls, runs, acks, re-polls and sees nothing again', async () => {
  const { key, token, serverId, orderId, internalId } = await setup();
  expect((await poll(token, 'Steve')).body.data).toEqual([]); // nothing before the money arrives

  const approved = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(key)).send({ status: 'APPROVED' });
  expect(approved.status).toBe(200);

  // Offline: only the offline_execute command.
  const offline = await poll(token);
  expect(offline.status).toBe(200);
  expect(offline.body.data.map((c: { command: string }) => c.command)).toEqual([`lp user Steve parent add vip --realm=eu #${orderId}`]);
  expect(offline.body.data[0].order).toEqual({
    client_identifier: 'Steve',
    client_email: 'steve@example.com',
    client_name: 'Steve Minecraft',
    client_discord: null,
    internal_id: internalId,
    variables: [{ name: 'realm', value: 'eu' }],
  });

  // Online: the held one comes back to the same server (its lease), plus the online-only one.
  const online = await poll(token, 'Steve');
  const commands = online.body.data as { id: number; command: string }[];
  expect(commands.map((c) => c.command).sort()).toEqual([`lp user Steve parent add vip --realm=eu #${orderId}`, 'say thanks Steve Minecraft']);

  const ack = await t
    .http()
    .post('/v1/server/queue/ack')
    .set(bearer(token))
    .send({ results: commands.map((c) => ({ id: c.id, status: 'DONE', response: 'ok' })) });
  expect(ack.status).toBe(200);
  expect(ack.body.data.every((r: { accepted: boolean; status: string }) => r.accepted && r.status === 'DONE')).toBe(true);

  expect((await poll(token, 'Steve')).body.data).toEqual([]);
  // Acks are idempotent.
  const again = await t
    .http()
    .post('/v1/server/queue/ack')
    .set(bearer(token))
    .send({ results: [{ id: commands[0].id, status: 'DONE' }] });
  expect(again.status).toBe(200);
  expect((await poll(token, 'Steve')).body.data).toEqual([]);

  // The order shows its commands on GraphQL.
  const gql = await t.gql(key, OrderCommandsDocument, { id: orderId });
  expect(gql.errors).toBeUndefined();
  expect(gql.data!.order.commands).toHaveLength(2);
  expect(gql.data!.order.commands.every((c: { status: string; type: string }) => c.status === 'DONE' && c.type === 'PURCHASE')).toBe(true);

  // Resend requeues them; the plugin runs them again.
  // The answer is the public API's: {message, commands}, each command with tries, order_package_id and game_server.
  const resent = await t.http().post(`/v1/app/order/${orderId}/command/resend`).set(bearer(key));
  expect(resent.status).toBe(200);
  expect(resent.body.message).toBe('Todos os comandos foram re-adicionados na fila.');
  expect(resent.body.commands).toHaveLength(2);
  type Resent = { status: string; attempts: number; tries: number; order_package_id: number; game_server: Record<string, unknown> | null };
  const commandsAfter: Resent[] = resent.body.commands;
  expect(commandsAfter.every((c) => c.status === 'PENDING' && c.attempts === 0 && c.tries === 0)).toBe(true);
  const line = await t.db.orderPackage.findFirstOrThrow({ where: { orderId } });
  expect(commandsAfter.map((c) => c.order_package_id)).toEqual([line.id, line.id]);
  expect(commandsAfter.map((c) => c.game_server)).toEqual([
    {
      id: serverId,
      store_id: expect.any(Number),
      type: null,
      name: 'Survival',
      token: '[redacted]',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    },
    null,
  ]);
  const twin = await t.gql(key, OrderCommandsResendDocument, { id: orderId });
  expect(twin.data).toEqual({
    resendOrderCommands: {
      message: 'Todos os comandos foram re-adicionados na fila.',
      commands: [
        { orderPackageId: line.id, attempts: 0, gameServer: { id: serverId, token: '[redacted]' } },
        { orderPackageId: line.id, attempts: 0, gameServer: null },
      ],
    },
  });
  expect((await poll(token, 'Steve')).body.data).toHaveLength(2);

  // Refund cancels what has not run and queues the removal.
  const refunded = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(key)).send({ status: 'REFUNDED' });
  expect(refunded.status).toBe(200);
  const afterRefund = await t.db.command.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  expect(afterRefund.filter((c) => c.trigger === 'PURCHASE').every((c) => c.status === 'CANCELED')).toBe(true);
  expect(afterRefund.filter((c) => c.trigger === 'REFUND').map((c) => [c.command, c.status])).toEqual([['lp user Steve parent remove vip', 'PENDING']]);
});

test('resend is refused for an order that is not approved, on both surfaces, and is 404 for another store', async () => {
  const { key, orderId } = await setup();
  const rest = await t.http().post(`/v1/app/order/${orderId}/command/resend`).set(bearer(key));
  expect(rest.status).toBe(409);
  expect(rest.body.errors[0].code).toBe('CONFLICT');
  const gql = await t.gql(key, OrderCommandsResendMessageDocument, { id: orderId });
  expect(gql.errors![0].extensions.code).toBe('CONFLICT');

  const other = await t.createStore();
  const foreign = await t.http().post(`/v1/app/order/${orderId}/command/resend`).set(bearer(other.key));
  expect(foreign.status).toBe(404);
  expect((await t.gql(other.key, OrderCommandsResendMessageDocument, { id: orderId })).errors![0].extensions.code).toBe('NOT_FOUND');
});

test("another store's server token never sees this store's commands", async () => {
  const { key, orderId } = await setup();
  await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(key)).send({ status: 'APPROVED' });
  const other = await t.createStore();
  const server = await aServer(t, other, { name: 'Other' });
  const res = await poll(server.token, 'Steve');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([]);
});
