import { loadLifecycle } from '../../src/modules/orders/order.effects';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';

/**
 * What a status change reads of an order (`loadLifecycle`): two prepared statements that return the
 * lines' packages as JSON, revived into the rows Prisma would give. The reference here is Prisma's
 * nested read, the code before it: a field of a new type on a package (a Decimal, a date) that the
 * reviver does not know would differ here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t.close();
});

async function prismaRead(orderId: number, storeId: number) {
  const rows = await t.db.orderPackage.findMany({
    where: { orderId },
    orderBy: { id: 'asc' },
    include: {
      package: {
        include: {
          commands: { orderBy: { id: 'asc' } },
          discordActions: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
          licenseKeys: { select: { id: true }, take: 1 },
        },
      },
    },
  });
  const variables = await t.db.orderVariable.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  const lines = rows.map(({ package: _p, ...line }) => line);
  const items = rows.map(({ package: full, ...line }) => ({
    line,
    pkg: full && full.storeId === storeId ? (({ licenseKeys, ...p }) => ({ ...p, hasKeyPool: licenseKeys.length > 0 }))(full) : undefined,
  }));
  items.sort((a, b) => (a.line.packageId ?? 0) - (b.line.packageId ?? 0) || a.line.id - b.line.id);
  return { lines, variables, items };
}

test('lines with their packages (every kind of field, commands, Discord actions in position order, key pools), variables and a deleted package read as Prisma reads them', async () => {
  const { store, key } = await t.createStore();
  const post = async (path: string, body: object) => {
    const res = await t.http().post(path).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const category = await post('/v1/app/category', { name: 'Ranks' });
  const full = await post('/v1/app/package', {
    name: 'Full',
    category_id: category,
    price: 19.9,
    compare_at_price: 29.9,
    expiry_days: 30,
    inventory_amount: 50,
    type: 'MULTIPLE',
    commands: [{ command: 'give {client_identifier} a' }, { command: 'give {client_identifier} b', type: 'EXPIRE' }],
    license_keys: ['K-1', 'K-2'],
  });
  const plain = await post('/v1/app/package', { name: 'Plain', category_id: category, price: 5, type: 'MULTIPLE' });
  const gone = await post('/v1/app/package', { name: 'Gone', category_id: category, price: 1.25, type: 'MULTIPLE' });
  await t.db.package.update({ where: { id: full }, data: { giftCardValue: 12.5, emailTitle: 'Yours', emailContent: 'Key: {key}' } });
  await t.db.packageDiscordAction.createMany({
    data: [
      { storeId: store.id, packageId: full, type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '2' }, position: 2 },
      { storeId: store.id, packageId: full, type: 'PURCHASE', action: 'SEND_MESSAGE', parameters: { channel_id: '3', message: 'hi' }, position: 1 },
    ],
  });
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': store.domain })
    .send({
      items: [
        { id: plain, quantity: 2 },
        { id: full, quantity: 1 },
        { id: gone, quantity: 1 },
      ],
      gateway: 'PIX',
      client_identifier: 'alice',
      client_email: 'alice@buyers.test',
      client_name: 'Alice',
      client_discord: '123456789012345678',
    });
  const placed = res;
  expect([placed.status, placed.body.errors ?? null]).toEqual([201, null]);
  const orderId = placed.body.order_id as number;
  await t.db.orderVariable.createMany({
    data: [
      { storeId: store.id, orderId, name: 'nick', value: 'Alice_1' },
      { storeId: store.id, orderId, name: 'realm', value: 'eu' },
    ],
  });
  // The line stays; its package is gone (a deleted package delivers nothing).
  await t.db.package.delete({ where: { id: gone } });

  const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
  const ours = await t.db.$transaction((tx) => loadLifecycle(tx, order));
  const reference = await prismaRead(orderId, store.id);
  expect(ours.items.map((i) => [i.line.packageId, i.pkg?.name ?? null])).toEqual([
    [null, null],
    [full, 'Full'],
    [plain, 'Plain'],
  ]);
  expect(ours.items.find((i) => i.pkg?.id === full)!.pkg!.discordActions.map((d) => d.action)).toEqual(['SEND_MESSAGE', 'ADD_ROLE']);
  expect(ours.items.find((i) => i.pkg?.id === full)!.pkg!.hasKeyPool).toBe(true);
  expect(ours.items.find((i) => i.pkg?.id === plain)!.pkg!.hasKeyPool).toBe(false);
  expect(ours.variables.map((v) => v.value)).toEqual(['Alice_1', 'eu']);
  expect(ours).toEqual(reference);
  // Same types, not only equal values: Decimals are Decimals and dates are Dates.
  const pkg = ours.items.find((i) => i.pkg?.id === full)!.pkg!;
  expect(pkg.price.constructor).toBe(reference.items.find((i) => i.pkg?.id === full)!.pkg!.price.constructor);
  expect(pkg.giftCardValue!.toString()).toBe('12.5');
  expect(pkg.createdAt).toBeInstanceOf(Date);
  expect(pkg.commands[0].createdAt).toBeInstanceOf(Date);
});
