import { t, useApp, type Json, STORE_TIME, patch, getOrder, eventsOf } from './helpers';
import { aStore, aPackage, placeOrder, approve, type StoreFixture } from '../../helpers/fixtures';
import { OrderUpdateDocument } from '../../graphql/__generated__/operations';

/** Updating an order's variables and buyer re-renders its pending commands. */

useApp();

// ---------------------------------------------------------------- variables and buyer fields

describe('updating variables and the buyer re-renders pending commands', () => {
  let s: StoreFixture;
  let pkg: Json;
  let o: Json;
  let give: number;
  let hello: number;
  beforeAll(async () => {
    s = await aStore(t);
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    pkg = await aPackage(
      t,
      s,
      {
        variables: [nick.id],
        commands: [{ command: 'give {nick} {client_identifier} {client_discord} {server}', schedule: 60 }, { command: 'hello {client_identifier} {nick}' }],
      },
      { detail: true },
    );
    o = await placeOrder(t, s, { client_discord: 'steve#1', variables: { nick: 'Stevie', server: 'lobby' }, items: [{ id: pkg.id, quantity: 1 }] });
    await approve(t, s, o.id);
    const commands = await t.db.command.findMany({ where: { orderId: o.id }, orderBy: { id: 'asc' } });
    give = commands.find((c) => c.command.startsWith('give'))!.id;
    hello = commands.find((c) => c.command.startsWith('hello'))!.id;
    expect(commands.find((c) => c.id === give)!.command).toBe('give Stevie Steve steve#1 lobby');
    // A command the server already ran is history.
    await t.db.command.update({ where: { id: hello }, data: { status: 'DONE', executedAt: new Date() } });
  });

  const command = async (id: number) => t.db.command.findUniqueOrThrow({ where: { id } });
  const vars = (body: Json) => body.variables.map((v: Json) => [v.name, v.value]).sort();

  test('variables upsert by name', async () => {
    const eventsBefore = (await eventsOf(o.id)).length;
    const res = await patch(s, o.id, { variables: { nick: 'Alex', world: 'nether' } });
    expect(res.status).toBe(200);
    expect(vars(res.body)).toEqual([
      ['nick', 'Alex'],
      ['server', 'lobby'],
      ['world', 'nether'],
    ]);
    for (const v of res.body.variables) expect(v).toMatchObject({ store_id: s.storeId, order_id: o.id, created_at: expect.stringMatching(STORE_TIME) });
    expect((await command(give)).command).toBe('give Alex Steve steve#1 lobby');
    expect((await command(hello)).command).toBe('hello Steve Stevie');
    expect((await eventsOf(o.id)).length).toBe(eventsBefore);
  });

  test('a null value deletes the variable', async () => {
    const res = await patch(s, o.id, { variables: { server: null } });
    expect(res.status).toBe(200);
    expect(vars(res.body)).toEqual([
      ['nick', 'Alex'],
      ['world', 'nether'],
    ]);
    expect(await t.db.orderVariable.count({ where: { orderId: o.id, name: 'server' } })).toBe(0);
    const give_ = (await command(give)).command;
    expect(give_).not.toContain('lobby');
    expect(give_).toBe('give Alex Steve steve#1 {server}');
  });

  test('client_identifier and client_discord changes follow into pending commands (user and text), not done ones', async () => {
    const res = await patch(s, o.id, { client_identifier: 'Alex2', client_discord: 'alex#2' });
    expect(res.status).toBe(200);
    expect(res.body.client_identifier).toBe('Alex2');
    expect(res.body.client_discord).toBe('alex#2');
    const g = await command(give);
    expect(g.userId).toBe('Alex2');
    expect(g.command).toBe('give Alex Alex2 alex#2 {server}');
    const h = await command(hello);
    expect(h.userId).toBe('Steve');
    expect(h.command).toBe('hello Steve Stevie');
  });

  test('GraphQL updateOrder: variables (null deletes) re-render the same way', async () => {
    const body = await t.gql(s.key, OrderUpdateDocument, { id: o.id, input: { variables: { nick: 'Gql', world: null, server: 'end' } } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateOrder.variables.map((v: Json) => [v.name, v.value]).sort()).toEqual([
      ['nick', 'Gql'],
      ['server', 'end'],
    ]);
    expect((await command(give)).command).toBe('give Gql Alex2 alex#2 end');
    const rest = await getOrder(s, o.id);
    expect(vars(rest.body)).toEqual([
      ['nick', 'Gql'],
      ['server', 'end'],
    ]);
  });

  test('a PENDING order (no commands yet) takes variables, and approval then uses them', async () => {
    // Checkout needs every value the commands name ({client_discord}, {server}); the owner may change them before approval.
    const p = await placeOrder(t, s, { client_discord: 'steve#2', variables: { nick: 'Before', server: 's0' }, items: [{ id: pkg.id, quantity: 1 }] });
    const res = await patch(s, p.id, { variables: { nick: 'After', server: 's1' } });
    expect(res.status).toBe(200);
    await approve(t, s, p.id);
    const commands = await t.db.command.findMany({ where: { orderId: p.id }, orderBy: { id: 'asc' } });
    expect(commands.map((c) => c.command).sort()).toEqual(['give After Steve steve#2 s1', 'hello Steve After']);
  });
});
