import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  ISO_Z,
  MINUTE,
  DAY,
  DELIVERY_KEYS,
  keysOf,
  sorted,
  affSeq,
  affiliate,
  patch,
  getOrder,
  eventsOf,
  snapshot,
  amount,
} from './helpers';
import { aStore, aPackage, aGameServer, placeOrder, approve, type StoreFixture } from '../../helpers/fixtures';
import { OrderUpdateDocument, OrderWithEffectsDocument } from '../../graphql/__generated__/operations';

/** What approval writes (paid_at, stock, license keys, deliveries, commands, commission, the event), through REST and GraphQL; then refund and chargeback reverse it. */

useApp();

// ---------------------------------------------------------------- approval effects

describe('approval effects, then refund', () => {
  let s: StoreFixture;
  let vip: Json;
  let coins: Json;
  let gs: { id: number };
  let aff: { id: number };
  let order: Json;
  let approved: Json;
  let paidAt: number;

  beforeAll(async () => {
    s = await aStore(t);
    gs = await aGameServer(t, s.storeId);
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    vip = await aPackage(
      t,
      s,
      {
        name: 'VIP',
        price: 20,
        type: 'MULTIPLE',
        inventory_amount: 10,
        expiry_days: 30,
        license_keys: ['KEY-A1', 'KEY-A2', 'KEY-A3'],
        email: { title: 'Thanks', content: '<b>Welcome</b>' },
        variables: [nick.id],
        commands: [
          { type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip' },
          {
            type: 'PURCHASE',
            command: 'say {client_name} {client_email} {client_discord} #{order_id} {internal_id} {package_name} x{quantity} nick={nick}',
            game_server_id: gs.id,
            offline_execute: true,
            execute_once: true,
            schedule: 5,
          },
          { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove vip', schedule: 10 },
          { type: 'REFUND', command: 'refund {client_identifier} {package_name}' },
          { type: 'CHARGEBACK', command: 'ban {client_identifier}' },
        ],
      },
      { detail: true },
    );
    coins = await aPackage(
      t,
      s,
      { name: 'Coins', price: 5, type: 'MULTIPLE', commands: [{ command: 'eco give {client_identifier} {quantity}' }] },
      { detail: true },
    );
    aff = await affiliate(s.storeId, 10);
    await t.db.affiliatePackageCommission.create({ data: { storeId: s.storeId, affiliateId: aff.id, packageId: coins.id, percentCommission: 25 } });
    await t.db.coupon.create({ data: { storeId: s.storeId, code: 'LESS', codeKey: 'less', type: 'PRICE', value: 5.5 } });

    order = await placeOrder(t, s, {
      client_discord: 'steve#0001',
      coupon: 'LESS',
      ref_code: `REF_${affSeq}`,
      variables: { nick: 'Stevie' },
      items: [
        { id: vip.id, quantity: 2 },
        { id: coins.id, quantity: 3 },
      ],
    });
    expect(order.price).toBe(49.5);
    const res = await patch(s, order.id, { status: 'APPROVED', manually_approved: true });
    expect(res.status).toBe(200);
    approved = res.body;
    paidAt = Date.parse(approved.paid_at);
  });

  const lineOf = (pkgId: number) => order.packages.find((l: Json) => l.package_id === pkgId).id as number;

  test('the order is APPROVED with paid_at set', async () => {
    expect(approved.status).toBe('APPROVED');
    expect(approved.status_display).toBe('Aprovado');
    expect(approved.manually_approved).toBe(true);
    expect(approved.paid_at).toMatch(STORE_TIME);
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(60_000);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.paidAt!.getTime()).toBe(paidAt);
    expect((await getOrder(s, order.id)).body).toEqual(approved);
  });

  test('stock is taken by the quantity; packages without stock stay unlimited', async () => {
    expect((await t.db.package.findUniqueOrThrow({ where: { id: vip.id } })).inventoryAmount).toBe(8);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: coins.id } })).inventoryAmount).toBeNull();
    const pkg = await t.http().get(`/v1/app/package/${vip.id}`).set(bearer(s.key));
    expect(pkg.body.inventory_amount).toBe(8);
  });

  test('`quantity` unused keys are marked used for the line, each delivered once; a CONTENT delivery for the e-mail', async () => {
    const keys = await t.db.licenseKey.findMany({ where: { packageId: vip.id }, orderBy: { id: 'asc' } });
    const used = keys.filter((k) => k.used);
    expect(used).toHaveLength(2);
    for (const k of used) {
      expect(k.usedAt!.getTime()).toBe(paidAt);
      expect(k.orderPackageId).toBe(lineOf(vip.id));
    }
    const unused = keys.filter((k) => !k.used);
    expect(unused).toHaveLength(1);
    expect(unused[0].orderPackageId).toBeNull();
    expect(unused[0].usedAt).toBeNull();

    const res = await t.http().get(`/v1/app/order/${order.id}/delivery`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    for (const d of res.body) expect(keysOf(d)).toEqual(sorted(DELIVERY_KEYS));
    const keyDeliveries = res.body.filter((d: Json) => d.type === 'LICENSE_KEY');
    expect(
      keyDeliveries.map((d: Json) => ({ value: d.value, license_key_id: d.license_key_id })).sort((a: Json, b: Json) => a.license_key_id - b.license_key_id),
    ).toEqual(used.map((k) => ({ value: k.value, license_key_id: k.id })));
    for (const d of keyDeliveries) {
      expect(d.store_id).toBe(s.storeId);
      expect(d.order_package_id).toBe(lineOf(vip.id));
      expect(d.created_at).toMatch(STORE_TIME);
    }
    const content = res.body.filter((d: Json) => d.type === 'CONTENT');
    expect(content).toEqual([
      {
        id: expect.any(Number),
        store_id: s.storeId,
        order_package_id: lineOf(vip.id),
        license_key_id: null,
        type: 'CONTENT',
        value: '<b>Welcome</b>',
        render: true,
        created_at: expect.stringMatching(STORE_TIME),
        updated_at: expect.stringMatching(STORE_TIME),
      },
    ]);
  });

  test('PURCHASE commands queued for the buyer with placeholders filled and schedule; EXPIRE due at expiry; none for REFUND/CHARGEBACK', async () => {
    const commands = await t.db.command.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    const view = commands
      .map((c) => ({
        storeId: c.storeId,
        orderPackageId: c.orderPackageId,
        userId: c.userId,
        trigger: c.trigger,
        command: c.command,
        status: c.status,
        gameServerId: c.gameServerId,
        offlineExecute: c.offlineExecute,
        executeOnce: c.executeOnce,
        dueAfterPaid: c.executeAt.getTime() - paidAt,
      }))
      .sort((a, b) => a.command.localeCompare(b.command));
    const base = { storeId: s.storeId, userId: 'Steve', status: 'PENDING', gameServerId: null, offlineExecute: false, executeOnce: false };
    expect(view).toEqual(
      [
        { ...base, orderPackageId: lineOf(coins.id), trigger: 'PURCHASE', command: 'eco give Steve 3', dueAfterPaid: 0 },
        { ...base, orderPackageId: lineOf(vip.id), trigger: 'PURCHASE', command: 'lp user Steve parent add vip', dueAfterPaid: 0 },
        { ...base, orderPackageId: lineOf(vip.id), trigger: 'EXPIRE', command: 'lp user Steve parent remove vip', dueAfterPaid: 30 * DAY + 10 * MINUTE },
        {
          ...base,
          orderPackageId: lineOf(vip.id),
          trigger: 'PURCHASE',
          command: `say Steve Rogers steve@example.com steve#0001 #${order.id} ${order.internal_id} VIP x2 nick=Stevie`,
          gameServerId: gs.id,
          offlineExecute: true,
          executeOnce: true,
          dueAfterPaid: 5 * MINUTE,
        },
      ].sort((a, b) => a.command.localeCompare(b.command)),
    );
  });

  test('affiliate commission: per line share of what was paid x (package override or affiliate percent), rounded to cents', async () => {
    // VIP 40 x (49.5/55) x 10% = 3.6 ; Coins 15 x 0.9 x 25% (override) = 3.375 ; total 6.975 -> 6.98
    const a = await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } });
    expect(amount(a.balance)).toBe(6.98);
    const tx = await t.db.affiliateTransaction.findMany({ where: { affiliateId: aff.id } });
    expect(tx.map((x) => ({ operation: x.operation, amount: amount(x.amount), orderId: x.orderId, storeId: x.storeId }))).toEqual([
      { operation: 'COMMISSION', amount: 6.98, orderId: order.id, storeId: s.storeId },
    ]);
  });

  test('one ORDER_APPROVED event whose data is the approved Order JSON', async () => {
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.event)).toEqual(['ORDER_CREATED', 'ORDER_APPROVED']);
    const ev = events[1];
    expect(ev.storeId).toBe(s.storeId);
    expect(ev.payload.id).toBe(ev.id);
    expect(ev.payload.event).toBe('ORDER_APPROVED');
    expect(ev.payload.date).toMatch(ISO_Z);
    expect(ev.payload.data).toEqual(approved);
  });

  test('approving again is a no-op: no second set of keys, deliveries, commands or commission', async () => {
    const before = await snapshot(s, order.id);
    const res = await patch(s, order.id, { status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.body.paid_at).toBe(approved.paid_at);
    expect(await snapshot(s, order.id)).toEqual(before);
  });

  test('refund: commission reversed, pending commands canceled (done ones kept), REFUND commands queued, ORDER_REFUNDED', async () => {
    const coinsCommand = await t.db.command.findFirstOrThrow({ where: { orderId: order.id, command: 'eco give Steve 3' } });
    await t.db.command.update({ where: { id: coinsCommand.id }, data: { status: 'DONE', executedAt: new Date() } });
    const previous = await t.db.command.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });

    const startedAt = Date.now();
    const res = await patch(s, order.id, { status: 'REFUNDED', manually_refunded: true });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUNDED');
    expect(res.body.status_display).toBe('Reembolsado');
    expect(res.body.manually_refunded).toBe(true);
    expect(res.body.paid_at).toBe(approved.paid_at);

    const a = await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } });
    expect(amount(a.balance)).toBe(0);
    const tx = await t.db.affiliateTransaction.findMany({ where: { affiliateId: aff.id }, orderBy: { id: 'asc' } });
    expect(tx.map((x) => [x.operation, amount(x.amount), x.orderId])).toEqual([
      ['COMMISSION', 6.98, order.id],
      ['COMMISSION_REVERSAL', 6.98, order.id],
    ]);

    const commands = await t.db.command.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    for (const c of previous) {
      const now = commands.find((x) => x.id === c.id)!;
      expect(now.status).toBe(c.id === coinsCommand.id ? 'DONE' : 'CANCELED');
    }
    const added = commands.filter((c) => !previous.some((p) => p.id === c.id));
    expect(added.map((c) => ({ trigger: c.trigger, command: c.command, status: c.status, userId: c.userId, orderPackageId: c.orderPackageId }))).toEqual([
      { trigger: 'REFUND', command: 'refund Steve VIP', status: 'PENDING', userId: 'Steve', orderPackageId: lineOf(vip.id) },
    ]);
    expect(added[0].executeAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(added[0].executeAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const events = await eventsOf(order.id);
    expect(events.map((e) => e.event)).toEqual(['ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_REFUNDED']);
    expect(events[2].payload.data).toEqual((await getOrder(s, order.id)).body);
  });
});

describe('chargeback', () => {
  test('commission reversed, pending commands canceled, CHARGEBACK commands queued, ORDER_CHARGEDBACK (GraphQL)', async () => {
    const s = await aStore(t);
    const pkg = await aPackage(
      t,
      s,
      {
        name: 'Rank',
        price: 50,
        commands: [
          { type: 'PURCHASE', command: 'add {client_identifier}', schedule: 60 },
          { type: 'REFUND', command: 'refund {client_identifier}' },
          { type: 'CHARGEBACK', command: 'ban {client_identifier} {order_id}' },
        ],
      },
      { detail: true },
    );
    const aff = await affiliate(s.storeId, 12.5);
    const o = await placeOrder(t, s, { ref_code: `ref_${affSeq}`, items: [{ id: pkg.id, quantity: 1 }] });
    await approve(t, s, o.id);
    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(6.25);

    const body = await t.gql(s.key, OrderUpdateDocument, { id: o.id, input: { status: 'CHARGEDBACK' } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateOrder).toMatchObject({ id: o.id, status: 'CHARGEDBACK', statusDisplay: 'Estornado (chargeback)' });

    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(0);
    const tx = await t.db.affiliateTransaction.findMany({ where: { affiliateId: aff.id }, orderBy: { id: 'asc' } });
    expect(tx.map((x) => [x.operation, amount(x.amount), x.orderId])).toEqual([
      ['COMMISSION', 6.25, o.id],
      ['COMMISSION_REVERSAL', 6.25, o.id],
    ]);
    const commands = await t.db.command.findMany({ where: { orderId: o.id }, orderBy: { id: 'asc' } });
    expect(commands.map((c) => [c.trigger, c.command, c.status])).toEqual([
      ['PURCHASE', 'add Steve', 'CANCELED'],
      ['CHARGEBACK', `ban Steve ${o.id}`, 'PENDING'],
    ]);
    expect((await eventsOf(o.id)).map((e) => e.event)).toEqual(['ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_CHARGEDBACK']);
  });

  test('refund of an order without affiliate writes no affiliate rows', async () => {
    const s = await aStore(t);
    const pkg = await aPackage(t, s, { commands: [{ type: 'REFUND', command: 'r {client_identifier}' }] }, { detail: true });
    const o = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    await approve(t, s, o.id);
    expect((await patch(s, o.id, { status: 'REFUNDED' })).status).toBe(200);
    expect(await t.db.affiliateTransaction.count({ where: { storeId: s.storeId } })).toBe(0);
    expect((await t.db.command.findMany({ where: { orderId: o.id } })).map((c) => c.command)).toEqual(['r Steve']);
  });
});

// ---------------------------------------------------------------- GraphQL approval

describe('GraphQL updateOrder approval has the same effects', () => {
  test('paid_at, stock, keys, deliveries, commands, commission, event; Order.packages/variables', async () => {
    const s = await aStore(t);
    const pkg = await aPackage(
      t,
      s,
      {
        name: 'Gql VIP',
        price: 40,
        inventory_amount: 3,
        license_keys: ['G-1'],
        email: { title: 'T', content: 'Hi' },
        commands: [{ command: 'give {client_identifier} {quantity} {nick}', schedule: 2 }],
      },
      { detail: true },
    );
    const aff = await affiliate(s.storeId, 20);
    const o = await placeOrder(t, s, { ref_code: `REF_${affSeq}`, variables: { nick: 'N' }, items: [{ id: pkg.id, quantity: 1 }] });
    const body = await t.gql(s.key, OrderUpdateDocument, { id: o.id, input: { status: 'APPROVED', manuallyApproved: true } });
    expect(body.errors).toBeUndefined();
    const u = body.data!.updateOrder;
    expect(u).toMatchObject({ id: o.id, status: 'APPROVED', statusDisplay: 'Aprovado', manuallyApproved: true, price: 40 });
    expect(u.paidAt).toMatch(STORE_TIME);
    const paid = Date.parse(u.paidAt!);

    const rest = (await getOrder(s, o.id)).body;
    expect(rest.paid_at).toBe(u.paidAt);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(2);
    const key = await t.db.licenseKey.findFirstOrThrow({ where: { packageId: pkg.id } });
    expect(key.used).toBe(true);
    expect(key.orderPackageId).toBe(o.packages[0].id);
    const deliveries = await t.db.delivery.findMany({ where: { orderId: o.id }, orderBy: { id: 'asc' } });
    expect(deliveries.map((d) => [d.type, d.value, d.licenseKeyId, d.render])).toEqual(
      expect.arrayContaining([
        ['LICENSE_KEY', 'G-1', key.id, expect.any(Boolean)],
        ['CONTENT', 'Hi', null, true],
      ]),
    );
    expect(deliveries).toHaveLength(2);
    const commands = await t.db.command.findMany({ where: { orderId: o.id } });
    expect(commands.map((c) => [c.trigger, c.command, c.userId, c.executeAt.getTime() - paid])).toEqual([['PURCHASE', 'give Steve 1 N', 'Steve', 2 * MINUTE]]);
    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(8);
    const events = await eventsOf(o.id);
    expect(events.map((e) => e.event)).toEqual(['ORDER_CREATED', 'ORDER_APPROVED']);
    expect(events[1].payload.data).toEqual(rest);

    const q = await t.gql(s.key, OrderWithEffectsDocument, { id: o.id });
    expect(q.errors).toBeUndefined();
    expect(q.data!.order.packages).toEqual([
      { id: o.packages[0].id, packageId: pkg.id, name: 'Gql VIP', quantity: 1, unitPrice: 40, price: 40, fields: {}, package: { id: pkg.id, name: 'Gql VIP' } },
    ]);
    expect(q.data!.order.variables).toEqual([
      {
        id: rest.variables[0].id,
        storeId: s.storeId,
        orderId: o.id,
        name: 'nick',
        value: 'N',
        createdAt: rest.variables[0].created_at,
        updatedAt: rest.variables[0].updated_at,
      },
    ]);
    expect(q.data!.order.deliveries.map((d: Json) => d.id)).toEqual(deliveries.map((d) => d.id));
  });
});
