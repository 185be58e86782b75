import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestError } from '../helpers/errors';

/**
 * An order's life after it is placed, end to end on a real PostgreSQL: every status transition
 * (allowed and refused, over all pairs), the effects of approval (paid_at, stock, license keys,
 * deliveries, commands, affiliate commission), refund and chargeback, the outbox events, the
 * variables update re-rendering pending commands, notes and deliveries; REST and GraphQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
type Surface = 'rest' | 'gql';

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const NOTE_KEYS = ['id', 'order_id', 'user_id', 'content', 'created_at', 'updated_at'];
const DELIVERY_KEYS = ['id', 'store_id', 'order_package_id', 'license_key_id', 'type', 'value', 'render', 'created_at', 'updated_at'];

const keysOf = (o: object) => Object.keys(o).sort();
const sorted = (keys: string[]) => [...keys].sort();

const BUYER = { client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve Rogers', gateway: 'PIX' };

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK'] as const;
type Status = (typeof STATUSES)[number];
const ALLOWED: Record<Status, Status[]> = {
  PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
  APPROVED: ['REFUNDED', 'CHARGEDBACK'],
  REJECTED: [],
  CANCELED: [],
  REFUNDED: [],
  CHARGEDBACK: [],
};
/** How to reach each status from PENDING through allowed transitions. */
const PATH: Record<Status, Status[]> = {
  PENDING: [],
  APPROVED: ['APPROVED'],
  REJECTED: ['REJECTED'],
  CANCELED: ['CANCELED'],
  REFUNDED: ['APPROVED', 'REFUNDED'],
  CHARGEDBACK: ['APPROVED', 'CHARGEDBACK'],
};
const EVENT_OF: Partial<Record<Status, string>> = {
  APPROVED: 'ORDER_APPROVED',
  REJECTED: 'ORDER_REJECTED',
  REFUNDED: 'ORDER_REFUNDED',
  CHARGEDBACK: 'ORDER_CHARGEDBACK',
};
const DISPLAY_PT: Record<Status, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  REJECTED: 'Rejeitado',
  CANCELED: 'Cancelado',
  REFUNDED: 'Reembolsado',
  CHARGEDBACK: 'Estornado (chargeback)',
};
const DISPLAY_EN: Record<Status, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
  CHARGEDBACK: 'Charged back',
};

// ---------------------------------------------------------------- GraphQL documents

const UPDATE_ORDER = `mutation($id: Int!, $input: UpdateOrderInput!) {
  updateOrder(id: $id, input: $input) {
    id status statusDisplay paidAt manuallyApproved manuallyRefunded clientIdentifier clientDiscord price updatedAt
    variables { name value }
  }
}`;
const GET_ORDER = `query($id: Int!) {
  order(id: $id) {
    id status paidAt
    variables { id storeId orderId name value createdAt updatedAt }
    packages { id packageId name quantity unitPrice price fields package { id name } }
    notes { id orderId userId content createdAt updatedAt }
    deliveries { id storeId orderPackageId licenseKeyId type value render createdAt updatedAt }
  }
}`;
const NOTE_FIELDS = 'id orderId userId content createdAt updatedAt';
const ORDER_NOTES = `query($orderId: Int!) { orderNotes(orderId: $orderId) { ${NOTE_FIELDS} } }`;
const CREATE_NOTE = `mutation($orderId: Int!, $input: OrderNoteInput!) { createOrderNote(orderId: $orderId, input: $input) { ${NOTE_FIELDS} } }`;
const UPDATE_NOTE = `mutation($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) { updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) { ${NOTE_FIELDS} } }`;
const DELETE_NOTE = `mutation($orderId: Int!, $noteId: Int!) { deleteOrderNote(orderId: $orderId, noteId: $noteId) }`;
const DELIVERY_FIELDS = 'id storeId orderPackageId licenseKeyId type value render createdAt updatedAt';
const ORDER_DELIVERIES = `query($orderId: Int!) { orderDeliveries(orderId: $orderId) { ${DELIVERY_FIELDS} } }`;
const UPDATE_DELIVERY = `mutation($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) { updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) { ${DELIVERY_FIELDS} } }`;

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
}

async function shop(input: { currency?: 'BRL' | 'USD' | 'EUR'; locale?: string } = {}): Promise<Shop> {
  const { store, key } = await t.createStore(input);
  const res = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Ranks' });
  expect(res.status).toBe(201);
  return { key, storeId: store.id, domain: store.domain, categoryId: res.body.id };
}

async function makePackage(s: Shop, body: Json = {}): Promise<Json> {
  const res = await t.http()
    .post('/v1/app/package')
    .set(bearer(s.key))
    .send({ name: 'VIP', category_id: s.categoryId, price: 10, type: 'MULTIPLE', ...body });
  expect(res.status).toBe(201);
  const full = await t.http().get(`/v1/app/package/${res.body.id}`).set(bearer(s.key));
  expect(full.status).toBe(200);
  return full.body;
}

let serverSeq = 0;
const gameServer = (storeId: number) =>
  t.db.gameServer.create({ data: { storeId, name: `s${++serverSeq}`, tokenHash: `hash-${serverSeq}-${Math.random()}`, tokenPrefix: 'x' } });

let affSeq = 0;
const affiliate = (storeId: number, percentCommission = 10) => {
  affSeq++;
  return t.db.affiliate.create({
    data: { storeId, name: `Aff ${affSeq}`, refCode: `Ref_${affSeq}`, refCodeKey: `ref_${affSeq}`, percentCommission, email: `aff${affSeq}@x.io` },
  });
};

async function place(s: Shop, body: Json): Promise<Json> {
  const res = await t.http().post('/v1/app/order').set(bearer(s.key)).send({ ...BUYER, ...body });
  expect(res.status).toBe(201);
  return res.body;
}

const patch = (s: Shop, id: number | string, body: Json) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send(body);
const getOrder = (s: Shop, id: number) => t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));

async function approve(s: Shop, id: number): Promise<Json> {
  const res = await patch(s, id, { status: 'APPROVED' });
  expect(res.status).toBe(200);
  return res.body;
}

/** Lifecycle rank: breaks ties between events written in the same millisecond. */
const EVENT_RANK: Record<string, number> = {
  ORDER_CREATED: 0,
  ORDER_APPROVED: 1,
  ORDER_REJECTED: 1,
  ORDER_REFUNDED: 2,
  ORDER_CHARGEDBACK: 2,
};
const eventsOf = async (orderId: number) =>
  (await t.db.outboxEvent.findMany({ where: { orderId } }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || EVENT_RANK[a.event] - EVENT_RANK[b.event])
    .map((e) => ({ ...e, payload: e.payload as Json }));

/** Everything an order change can write for one order (and the store's keys/stock/affiliates). */
async function snapshot(s: Shop, orderId: number) {
  const [order, events, commands, deliveries, variables, keys, packages, affiliates, transactions] = await Promise.all([
    t.db.order.findUniqueOrThrow({ where: { id: orderId } }),
    t.db.outboxEvent.count({ where: { orderId } }),
    t.db.command.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.delivery.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.orderVariable.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.licenseKey.findMany({ where: { storeId: s.storeId }, orderBy: { id: 'asc' } }),
    t.db.package.findMany({ where: { storeId: s.storeId }, select: { id: true, inventoryAmount: true }, orderBy: { id: 'asc' } }),
    t.db.affiliate.findMany({ where: { storeId: s.storeId }, select: { id: true, balance: true }, orderBy: { id: 'asc' } }),
    t.db.affiliateTransaction.count({ where: { storeId: s.storeId } }),
  ]);
  return { order, events, commands, deliveries, variables, keys, packages, affiliates, transactions };
}

function expectRestErrors(res: { status: number; body: any }, status: number, code: string, pairs: [string, string][]) {
  expect(res.status).toBe(status);
  expect(res.body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule }))).toEqual(
    pairs.map(([field, rule]) => ({ code, field, rule })),
  );
  for (const e of res.body.errors) expect(typeof e.message).toBe('string');
}



const amount = (d: { toString(): string } | null) => (d === null ? null : Number(d.toString()));

// ---------------------------------------------------------------- the transition table

describe('every status pair', () => {
  let s: Shop;
  let pkg: Json;
  beforeAll(async () => {
    s = await shop();
    pkg = await makePackage(s, {
      name: 'Matrix',
      commands: [
        { type: 'PURCHASE', command: 'give {client_identifier}', schedule: 30 },
        { type: 'REFUND', command: 'take {client_identifier}' },
        { type: 'CHARGEBACK', command: 'ban {client_identifier}' },
      ],
    });
  });

  async function orderIn(status: Status): Promise<number> {
    const o = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    for (const step of PATH[status]) expect((await patch(s, o.id, { status: step })).status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe(status);
    return o.id;
  }

  async function change(surface: Surface, id: number, status: Status) {
    if (surface === 'rest') {
      const res = await patch(s, id, { status });
      return { ok: res.status === 200, res, order: res.status === 200 ? res.body : null };
    }
    const body = await t.gql(s.key, UPDATE_ORDER, { id, input: { status } });
    return { ok: !body.errors, res: body, order: body.data?.updateOrder ?? null };
  }

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as [Status, Status]));

  // The admin UI offers exactly Order.allowedStatuses; the pairs below prove the same table is what updateOrder accepts.
  test.each(STATUSES)('Order.allowedStatuses from %s lists the allowed changes', async (status) => {
    const id = await orderIn(status);
    const body = await t.gql(s.key, 'query ($id: Int!) { order(id: $id) { status allowedStatuses } }', { id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toEqual({ status, allowedStatuses: ALLOWED[status] });
  });

  describe.each(['rest', 'gql'] as Surface[])('%s', (surface) => {
    test.each(pairs)('%s -> %s', async (from, to) => {
      const id = await orderIn(from);
      const before = await snapshot(s, id);
      const { ok, res, order } = await change(surface, id, to);
      const after = await snapshot(s, id);

      if (from === to) {
        // Same status: a no-op that answers the order.
        expect(ok).toBe(true);
        expect(order.status).toBe(from);
        expect(after).toEqual(before);
        return;
      }
      if (ALLOWED[from].includes(to)) {
        expect(ok).toBe(true);
        expect(order.status).toBe(to);
        expect(surface === 'rest' ? order.status_display : order.statusDisplay).toBe(DISPLAY_PT[to]);
        expect(after.order.status).toBe(to);
        const events = await eventsOf(id);
        const added = events.slice(before.events);
        if (EVENT_OF[to]) {
          expect(added.map((e) => e.event)).toEqual([EVENT_OF[to]]);
          expect(added[0].payload.event).toBe(EVENT_OF[to]);
          expect(added[0].payload.id).toBe(added[0].id);
          expect(added[0].payload.data.status).toBe(to);
          expect(added[0].payload.data).toEqual((await getOrder(s, id)).body);
        } else {
          expect(added).toEqual([]);
        }
        return;
      }
      // Refused: 409 and nothing changed.
      if (surface === 'rest') expectRestError(res as any, 409, 'CONFLICT');
      else expectGqlError(res as any, 'CONFLICT');
      expect(after).toEqual(before);
    });
  });

  test('an unknown status value is 422 status enum, nothing changed (both surfaces)', async () => {
    const id = await orderIn('PENDING');
    const before = await snapshot(s, id);
    expectRestErrors(await patch(s, id, { status: 'SHIPPED' }), 422, 'VALIDATION_FAILED', [['status', 'enum']]);
    expectRestErrors(await patch(s, id, { status: 'approved' }), 422, 'VALIDATION_FAILED', [['status', 'enum']]);
    expectGqlError(await t.gql(s.key, UPDATE_ORDER, { id, input: { status: 'SHIPPED' } }), 'VALIDATION_FAILED', 'status', 'enum');
    expectRestErrors(await patch(s, id, { client_identifier: '' }), 422, 'VALIDATION_FAILED', [['client_identifier', 'required']]);
    expectRestErrors(await patch(s, id, { manually_approved: 'yes' }), 422, 'VALIDATION_FAILED', [['manually_approved', 'type']]);
    expect(await snapshot(s, id)).toEqual(before);
  });

  test('PATCH of an unknown, non-numeric or another store\'s order is 404; without a key 401', async () => {
    const id = await orderIn('PENDING');
    const other = await shop();
    const before = await snapshot(s, id);
    expectRestError(await patch(other, id, { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await patch(s, 99999999, { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await patch(s, 'abc', { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`/v1/app/order/${id}`).send({ status: 'APPROVED' }), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(other.key, UPDATE_ORDER, { id, input: { status: 'APPROVED' } }), 'NOT_FOUND');
    expect((await t.gql(null, UPDATE_ORDER, { id, input: { status: 'APPROVED' } })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await snapshot(s, id)).toEqual(before);
  });

  test('manually_approved / manually_refunded are recorded with the transition, and alone', async () => {
    const id = await orderIn('PENDING');
    const flagged = await patch(s, id, { manually_approved: true });
    expect(flagged.status).toBe(200);
    expect(flagged.body.manually_approved).toBe(true);
    expect(flagged.body.status).toBe('PENDING');
    expect((await eventsOf(id)).map((e) => e.event)).toEqual(['ORDER_CREATED']);

    const id2 = await orderIn('PENDING');
    const approved = await patch(s, id2, { status: 'APPROVED', manually_approved: true });
    expect(approved.body.manually_approved).toBe(true);
    expect(approved.body.manually_refunded).toBe(false);
    const refunded = await t.gql(s.key, UPDATE_ORDER, { id: id2, input: { status: 'REFUNDED', manuallyRefunded: true } });
    expect(refunded.data!.updateOrder).toMatchObject({ status: 'REFUNDED', manuallyApproved: true, manuallyRefunded: true, statusDisplay: 'Reembolsado' });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: id2 } });
    expect([row.manuallyApproved, row.manuallyRefunded]).toEqual([true, true]);
  });
});

describe('status_display in en-US', () => {
  test('every status', async () => {
    const s = await shop({ locale: 'en-US', currency: 'USD' });
    const pkg = await makePackage(s);
    for (const status of STATUSES) {
      const o = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
      let body = o;
      for (const step of PATH[status]) {
        const res = await patch(s, o.id, { status: step });
        expect(res.status).toBe(200);
        body = res.body;
      }
      expect(body.status).toBe(status);
      expect(body.status_display).toBe(DISPLAY_EN[status]);
      expect((await getOrder(s, o.id)).body.status_display).toBe(DISPLAY_EN[status]);
    }
  });
});

// ---------------------------------------------------------------- approval effects

describe('approval effects, then refund', () => {
  let s: Shop;
  let vip: Json;
  let coins: Json;
  let gs: { id: number };
  let aff: { id: number };
  let order: Json;
  let approved: Json;
  let paidAt: number;

  beforeAll(async () => {
    s = await shop();
    gs = await gameServer(s.storeId);
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    vip = await makePackage(s, {
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
    });
    coins = await makePackage(s, { name: 'Coins', price: 5, type: 'MULTIPLE', commands: [{ command: 'eco give {client_identifier} {quantity}' }] });
    aff = await affiliate(s.storeId, 10);
    await t.db.affiliatePackageCommission.create({ data: { storeId: s.storeId, affiliateId: aff.id, packageId: coins.id, percentCommission: 25 } });
    await t.db.coupon.create({ data: { storeId: s.storeId, code: 'LESS', codeKey: 'less', type: 'PRICE', value: 5.5 } });

    order = await place(s, {
      client_discord: 'steve#0001',
      coupon: 'LESS',
      ref_code: 'REF_' + affSeq,
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
    expect(keyDeliveries.map((d: Json) => ({ value: d.value, license_key_id: d.license_key_id })).sort((a: Json, b: Json) => a.license_key_id - b.license_key_id)).toEqual(
      used.map((k) => ({ value: k.value, license_key_id: k.id })),
    );
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
    const s = await shop();
    const pkg = await makePackage(s, {
      name: 'Rank',
      price: 50,
      commands: [
        { type: 'PURCHASE', command: 'add {client_identifier}', schedule: 60 },
        { type: 'REFUND', command: 'refund {client_identifier}' },
        { type: 'CHARGEBACK', command: 'ban {client_identifier} {order_id}' },
      ],
    });
    const aff = await affiliate(s.storeId, 12.5);
    const o = await place(s, { ref_code: `ref_${affSeq}`, items: [{ id: pkg.id, quantity: 1 }] });
    await approve(s, o.id);
    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(6.25);

    const body = await t.gql(s.key, UPDATE_ORDER, { id: o.id, input: { status: 'CHARGEDBACK' } });
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
    const s = await shop();
    const pkg = await makePackage(s, { commands: [{ type: 'REFUND', command: 'r {client_identifier}' }] });
    const o = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    await approve(s, o.id);
    expect((await patch(s, o.id, { status: 'REFUNDED' })).status).toBe(200);
    expect(await t.db.affiliateTransaction.count({ where: { storeId: s.storeId } })).toBe(0);
    expect((await t.db.command.findMany({ where: { orderId: o.id } })).map((c) => c.command)).toEqual(['r Steve']);
  });
});

describe('rejected and canceled orders have no effects', () => {
  test.each([
    ['REJECTED', ['ORDER_CREATED', 'ORDER_REJECTED']],
    ['CANCELED', ['ORDER_CREATED']],
  ])('%s', async (status, events) => {
    const s = await shop();
    const pkg = await makePackage(s, {
      inventory_amount: 5,
      license_keys: ['R-1'],
      email: { title: 'T', content: 'C' },
      commands: [{ command: 'give {client_identifier}' }, { type: 'REFUND', command: 'take' }],
    });
    const aff = await affiliate(s.storeId);
    const o = await place(s, { ref_code: `REF_${affSeq}`, items: [{ id: pkg.id, quantity: 1 }] });
    const res = await patch(s, o.id, { status });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(status);
    expect(res.body.paid_at).toBeNull();
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(5);
    expect(await t.db.licenseKey.count({ where: { packageId: pkg.id, used: true } })).toBe(0);
    expect(await t.db.delivery.count({ where: { orderId: o.id } })).toBe(0);
    expect(await t.db.command.count({ where: { orderId: o.id } })).toBe(0);
    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(0);
    expect(await t.db.affiliateTransaction.count({ where: { affiliateId: aff.id } })).toBe(0);
    expect((await eventsOf(o.id)).map((e) => e.event)).toEqual(events);
  });
});

// ---------------------------------------------------------------- failed approvals

describe('a failed approval leaves nothing behind', () => {
  test('license keys exhausted by an earlier approval: 409, earlier lines rolled back, no event/delivery/command/commission', async () => {
    const s = await shop();
    // Created first, so its line is handled before the key line: its stock must come back.
    const stocked = await makePackage(s, { name: 'Stocked', inventory_amount: 5, commands: [{ command: 'stock {client_identifier}' }] });
    const keyed = await makePackage(s, {
      name: 'Keyed',
      inventory_amount: 10,
      license_keys: ['K-1', 'K-2'],
      email: { title: 'T', content: 'Hello' },
      commands: [{ command: 'key {client_identifier}' }],
    });
    const aff = await affiliate(s.storeId);
    const first = await place(s, { client_identifier: 'Alex', items: [{ id: keyed.id, quantity: 2 }] });
    const second = await place(s, {
      ref_code: `ref_${affSeq}`,
      items: [
        { id: stocked.id, quantity: 1 },
        { id: keyed.id, quantity: 1 },
      ],
    });
    await approve(s, first.id);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: keyed.id } })).inventoryAmount).toBe(8);

    const before = await snapshot(s, second.id);
    expectRestError(await patch(s, second.id, { status: 'APPROVED', manually_approved: true }), 409, 'CONFLICT');
    expectGqlError(await t.gql(s.key, UPDATE_ORDER, { id: second.id, input: { status: 'APPROVED' } }), 'CONFLICT');
    const after = await snapshot(s, second.id);
    expect(after).toEqual(before);
    expect(after.order.status).toBe('PENDING');
    expect(after.order.paidAt).toBeNull();
    expect(after.order.manuallyApproved).toBe(false);
    expect(after.events).toBe(1);
    expect(after.commands).toEqual([]);
    expect(after.deliveries).toEqual([]);
    expect(after.packages).toEqual([
      { id: stocked.id, inventoryAmount: 5 },
      { id: keyed.id, inventoryAmount: 8 },
    ]);
    expect(after.keys.map((k) => [k.value, k.used])).toEqual([
      ['K-1', true],
      ['K-2', true],
    ]);
    expect(amount((await t.db.affiliate.findUniqueOrThrow({ where: { id: aff.id } })).balance)).toBe(0);
    expect(await t.db.affiliateTransaction.count({ where: { affiliateId: aff.id } })).toBe(0);
    expect((await eventsOf(second.id)).map((e) => e.event)).toEqual(['ORDER_CREATED']);
  });

  test('stock exhausted by an earlier approval: 409 and nothing changed', async () => {
    const s = await shop();
    const pkg = await makePackage(s, { inventory_amount: 1, commands: [{ command: 'x {client_identifier}' }] });
    const a = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    const b = await place(s, { client_identifier: 'Alex', items: [{ id: pkg.id, quantity: 1 }] });
    await approve(s, a.id);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(0);
    const before = await snapshot(s, b.id);
    expectRestError(await patch(s, b.id, { status: 'APPROVED' }), 409, 'CONFLICT');
    expect(await snapshot(s, b.id)).toEqual(before);
    expect(before.order.status).toBe('PENDING');
    // The order may still be rejected or canceled.
    expect((await patch(s, b.id, { status: 'CANCELED' })).status).toBe(200);
  });
});

// ---------------------------------------------------------------- variables and buyer fields

describe('updating variables and the buyer re-renders pending commands', () => {
  let s: Shop;
  let pkg: Json;
  let o: Json;
  let give: number;
  let hello: number;
  beforeAll(async () => {
    s = await shop();
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    pkg = await makePackage(s, {
      variables: [nick.id],
      commands: [
        { command: 'give {nick} {client_identifier} {client_discord} {server}', schedule: 60 },
        { command: 'hello {client_identifier} {nick}' },
      ],
    });
    o = await place(s, { client_discord: 'steve#1', variables: { nick: 'Stevie', server: 'lobby' }, items: [{ id: pkg.id, quantity: 1 }] });
    await approve(s, o.id);
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
    const body = await t.gql(s.key, UPDATE_ORDER, { id: o.id, input: { variables: { nick: 'Gql', world: null, server: 'end' } } });
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
    const p = await place(s, { variables: { nick: 'Before' }, items: [{ id: pkg.id, quantity: 1 }] });
    const res = await patch(s, p.id, { variables: { nick: 'After', server: 's1' } });
    expect(res.status).toBe(200);
    await approve(s, p.id);
    const commands = await t.db.command.findMany({ where: { orderId: p.id }, orderBy: { id: 'asc' } });
    expect(commands.map((c) => c.command).sort()).toEqual(['give After Steve  s1', 'hello Steve After']);
  });
});

// ---------------------------------------------------------------- notes

describe('order notes', () => {
  let s: Shop;
  let other: Shop;
  let a: Json;
  let b: Json;
  let apiKeyId: number;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    const pkg = await makePackage(s);
    a = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    b = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    apiKeyId = (await t.db.apiKey.findFirstOrThrow({ where: { storeId: s.storeId } })).id;
  });

  const notesUrl = (orderId: number | string) => `/v1/app/order/${orderId}/note`;
  const noteCount = () => t.db.orderNote.count({ where: { storeId: s.storeId } });

  test('create (201, user_id = the API key), list, update, delete (204)', async () => {
    const created = await t.http().post(notesUrl(a.id)).set(bearer(s.key)).send({ content: 'Called the buyer' });
    expect(created.status).toBe(201);
    expect(keysOf(created.body)).toEqual(sorted(NOTE_KEYS));
    expect(created.body).toEqual({
      id: expect.any(Number),
      order_id: a.id,
      user_id: apiKeyId,
      content: 'Called the buyer',
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const second = await t.http().post(notesUrl(a.id)).set(bearer(s.key)).send({ content: 'x'.repeat(5000) });
    expect(second.status).toBe(201);
    expect(second.body.content).toHaveLength(5000);
    const onB = await t.http().post(notesUrl(b.id)).set(bearer(s.key)).send({ content: 'On B' });
    expect(onB.status).toBe(201);

    const list = await t.http().get(notesUrl(a.id)).set(bearer(s.key));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body, second.body]);

    const updated = await t.http().patch(`${notesUrl(a.id)}/${created.body.id}`).set(bearer(s.key)).send({ content: 'Refund promised' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, content: 'Refund promised', updated_at: expect.stringMatching(STORE_TIME) });
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: created.body.id } })).content).toBe('Refund promised');

    const deleted = await t.http().delete(`${notesUrl(a.id)}/${second.body.id}`).set(bearer(s.key));
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await t.db.orderNote.count({ where: { id: second.body.id } })).toBe(0);
    const after = await t.http().get(notesUrl(a.id)).set(bearer(s.key));
    expect(after.body.map((n: Json) => n.id)).toEqual([created.body.id]);
    expectRestError(await t.http().delete(`${notesUrl(a.id)}/${second.body.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');

    const empty = await t.http().get(notesUrl((await place(s, { items: [{ id: a.packages[0].package_id, quantity: 1 }] })).id)).set(bearer(s.key));
    expect(empty.body).toEqual([]);
  });

  test.each([
    ['missing', {}, 'required'],
    ['empty', { content: '' }, 'required'],
    ['blank', { content: '   ' }, 'required'],
    ['null', { content: null }, 'required'],
    ['5001 characters', { content: 'x'.repeat(5001) }, 'max'],
    ['not a string', { content: 42 }, 'type'],
  ])('content %s -> 422 content %s, nothing written', async (_name, body, rule) => {
    const note = await t.db.orderNote.create({ data: { storeId: s.storeId, orderId: a.id, userId: apiKeyId, content: 'keep' } });
    const before = await noteCount();
    expectRestErrors(await t.http().post(notesUrl(a.id)).set(bearer(s.key)).send(body), 422, 'VALIDATION_FAILED', [['content', rule]]);
    expectRestErrors(await t.http().patch(`${notesUrl(a.id)}/${note.id}`).set(bearer(s.key)).send(body), 422, 'VALIDATION_FAILED', [['content', rule]]);
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: note.id } })).content).toBe('keep');
  });

  test("404 for another order's note, another store's order, unknown ids; nothing changed", async () => {
    const noteOfB = await t.db.orderNote.create({ data: { storeId: s.storeId, orderId: b.id, userId: apiKeyId, content: 'B note' } });
    const before = await noteCount();
    expectRestError(await t.http().patch(`${notesUrl(a.id)}/${noteOfB.id}`).set(bearer(s.key)).send({ content: 'hijack' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`${notesUrl(a.id)}/${noteOfB.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`${notesUrl(a.id)}/99999999`).set(bearer(s.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    // Another store's key sees neither the order nor its notes.
    expectRestError(await t.http().get(notesUrl(a.id)).set(bearer(other.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().post(notesUrl(a.id)).set(bearer(other.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`${notesUrl(b.id)}/${noteOfB.id}`).set(bearer(other.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`${notesUrl(b.id)}/${noteOfB.id}`).set(bearer(other.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(notesUrl(99999999)).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().post(notesUrl(99999999)).set(bearer(s.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(notesUrl('abc')).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(notesUrl(a.id)), 401, 'UNAUTHENTICATED');
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: noteOfB.id } })).content).toBe('B note');
  });

  test('GraphQL: orderNotes, createOrderNote, updateOrderNote, deleteOrderNote, Order.notes', async () => {
    const order = await place(s, { items: [{ id: a.packages[0].package_id, quantity: 1 }] });
    const created = await t.gql(s.key, CREATE_NOTE, { orderId: order.id, input: { content: 'Via GraphQL' } });
    expect(created.errors).toBeUndefined();
    const note = created.data!.createOrderNote;
    expect(note).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      userId: apiKeyId,
      content: 'Via GraphQL',
      createdAt: expect.stringMatching(STORE_TIME),
      updatedAt: expect.stringMatching(STORE_TIME),
    });
    const rest = await t.http().get(notesUrl(order.id)).set(bearer(s.key));
    expect(rest.body).toEqual([
      { id: note.id, order_id: order.id, user_id: apiKeyId, content: 'Via GraphQL', created_at: note.createdAt, updated_at: note.updatedAt },
    ]);

    const listed = await t.gql(s.key, ORDER_NOTES, { orderId: order.id });
    expect(listed.data!.orderNotes).toEqual([note]);
    const viaOrder = await t.gql(s.key, GET_ORDER, { id: order.id });
    expect(viaOrder.data!.order.notes).toEqual([note]);

    const updated = await t.gql(s.key, UPDATE_NOTE, { orderId: order.id, noteId: note.id, input: { content: 'Edited' } });
    expect(updated.data!.updateOrderNote).toMatchObject({ id: note.id, content: 'Edited', userId: apiKeyId });

    const before = await noteCount();
    expectGqlError(await t.gql(s.key, CREATE_NOTE, { orderId: order.id, input: { content: '' } }), 'VALIDATION_FAILED', 'content', 'required');
    expectGqlError(await t.gql(s.key, CREATE_NOTE, { orderId: order.id, input: {} }), 'VALIDATION_FAILED', 'content', 'required');
    expectGqlError(await t.gql(s.key, UPDATE_NOTE, { orderId: order.id, noteId: note.id, input: { content: 'x'.repeat(5001) } }), 'VALIDATION_FAILED', 'content', 'max');
    expectGqlError(await t.gql(other.key, ORDER_NOTES, { orderId: order.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, CREATE_NOTE, { orderId: order.id, input: { content: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, UPDATE_NOTE, { orderId: a.id, noteId: note.id, input: { content: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, DELETE_NOTE, { orderId: a.id, noteId: note.id }), 'NOT_FOUND');
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: note.id } })).content).toBe('Edited');

    const deleted = await t.gql(s.key, DELETE_NOTE, { orderId: order.id, noteId: note.id });
    expect(deleted).toEqual({ data: { deleteOrderNote: true } });
    expect(await t.db.orderNote.count({ where: { id: note.id } })).toBe(0);
    expectGqlError(await t.gql(s.key, DELETE_NOTE, { orderId: order.id, noteId: note.id }), 'NOT_FOUND');
  });
});

// ---------------------------------------------------------------- deliveries

describe('order deliveries', () => {
  let s: Shop;
  let other: Shop;
  let a: Json;
  let b: Json;
  let pending: Json;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    const pkg = await makePackage(s, { license_keys: ['D-1', 'D-2', 'D-3'], email: { title: 'T', content: '<p>Guide</p>' } });
    a = await place(s, { items: [{ id: pkg.id, quantity: 2 }] });
    b = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    pending = await place(s, { items: [{ id: pkg.id, quantity: 1 }] });
    await approve(s, a.id);
    await approve(s, b.id);
  });

  const url = (orderId: number | string) => `/v1/app/order/${orderId}/delivery`;
  const deliveriesOf = (orderId: number) => t.db.delivery.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

  test('list: the order\'s deliveries, exactly the Delivery fields; none for a pending order', async () => {
    const res = await t.http().get(url(a.id)).set(bearer(s.key));
    expect(res.status).toBe(200);
    const rows = await deliveriesOf(a.id);
    expect(res.body.map((d: Json) => d.id)).toEqual(rows.map((d) => d.id));
    expect(res.body).toHaveLength(3);
    for (const d of res.body) {
      expect(keysOf(d)).toEqual(sorted(DELIVERY_KEYS));
      expect(d.store_id).toBe(s.storeId);
      expect(d.order_package_id).toBe(a.packages[0].id);
      expect(d.created_at).toMatch(STORE_TIME);
    }
    expect(res.body.filter((d: Json) => d.type === 'LICENSE_KEY').map((d: Json) => d.value).sort()).toEqual(['D-1', 'D-2']);
    expect(res.body.filter((d: Json) => d.type === 'CONTENT').map((d: Json) => [d.value, d.render, d.license_key_id])).toEqual([['<p>Guide</p>', true, null]]);
    const b_ = await t.http().get(url(b.id)).set(bearer(s.key));
    expect(b_.body.filter((d: Json) => d.type === 'LICENSE_KEY').map((d: Json) => d.value)).toEqual(['D-3']);
    const none = await t.http().get(url(pending.id)).set(bearer(s.key));
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  test('PATCH value: answers the Delivery with the new value', async () => {
    const [first] = await deliveriesOf(a.id);
    const res = await t.http().patch(`${url(a.id)}/${first.id}`).set(bearer(s.key)).send({ value: 'NEW-KEY-1' });
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(DELIVERY_KEYS));
    expect(res.body).toEqual({
      id: first.id,
      store_id: s.storeId,
      order_package_id: first.orderPackageId,
      license_key_id: first.licenseKeyId,
      type: first.type,
      value: 'NEW-KEY-1',
      render: first.render,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect((await t.db.delivery.findUniqueOrThrow({ where: { id: first.id } })).value).toBe('NEW-KEY-1');
    const listed = await t.http().get(url(a.id)).set(bearer(s.key));
    expect(listed.body.find((d: Json) => d.id === first.id).value).toBe('NEW-KEY-1');
  });

  test.each([
    ['missing', {}, 'required'],
    ['empty', { value: '' }, 'required'],
    ['null', { value: null }, 'required'],
    ['not a string', { value: 5 }, 'type'],
  ])('value %s -> 422 value %s, nothing changed', async (_name, body, rule) => {
    const [, second] = await deliveriesOf(a.id);
    expectRestErrors(await t.http().patch(`${url(a.id)}/${second.id}`).set(bearer(s.key)).send(body), 422, 'VALIDATION_FAILED', [['value', rule]]);
    expect(await t.db.delivery.findUniqueOrThrow({ where: { id: second.id } })).toEqual(second);
  });

  test("404 for another order's delivery, another store's order, unknown ids; nothing changed", async () => {
    const [ofB] = await deliveriesOf(b.id);
    expectRestError(await t.http().patch(`${url(a.id)}/${ofB.id}`).set(bearer(s.key)).send({ value: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`${url(a.id)}/99999999`).set(bearer(s.key)).send({ value: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`${url(b.id)}/${ofB.id}`).set(bearer(other.key)).send({ value: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(url(b.id)).set(bearer(other.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(url(99999999)).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`${url(b.id)}/abc`).set(bearer(s.key)).send({ value: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(url(b.id)), 401, 'UNAUTHENTICATED');
    expect(await t.db.delivery.findUniqueOrThrow({ where: { id: ofB.id } })).toEqual(ofB);
  });

  test('GraphQL: orderDeliveries, updateDelivery, Order.deliveries, with the same errors', async () => {
    const rows = await deliveriesOf(b.id);
    const listed = await t.gql(s.key, ORDER_DELIVERIES, { orderId: b.id });
    expect(listed.errors).toBeUndefined();
    const rest = (await t.http().get(url(b.id)).set(bearer(s.key))).body;
    expect(listed.data!.orderDeliveries).toEqual(
      rest.map((d: Json) => ({
        id: d.id,
        storeId: d.store_id,
        orderPackageId: d.order_package_id,
        licenseKeyId: d.license_key_id,
        type: d.type,
        value: d.value,
        render: d.render,
        createdAt: d.created_at,
        updatedAt: d.updated_at,
      })),
    );
    const viaOrder = await t.gql(s.key, GET_ORDER, { id: b.id });
    expect(viaOrder.data!.order.deliveries).toEqual(listed.data!.orderDeliveries);

    const updated = await t.gql(s.key, UPDATE_DELIVERY, { orderId: b.id, deliveryId: rows[0].id, input: { value: 'GQL-KEY' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateDelivery).toMatchObject({ id: rows[0].id, value: 'GQL-KEY', type: rows[0].type });
    expect((await t.db.delivery.findUniqueOrThrow({ where: { id: rows[0].id } })).value).toBe('GQL-KEY');

    expectGqlError(await t.gql(s.key, UPDATE_DELIVERY, { orderId: b.id, deliveryId: rows[0].id, input: { value: '' } }), 'VALIDATION_FAILED', 'value', 'required');
    expectGqlError(await t.gql(s.key, UPDATE_DELIVERY, { orderId: b.id, deliveryId: rows[0].id, input: {} }), 'VALIDATION_FAILED', 'value', 'required');
    expectGqlError(await t.gql(s.key, UPDATE_DELIVERY, { orderId: a.id, deliveryId: rows[0].id, input: { value: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, ORDER_DELIVERIES, { orderId: b.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, UPDATE_DELIVERY, { orderId: b.id, deliveryId: rows[0].id, input: { value: 'x' } }), 'NOT_FOUND');
    expect((await t.db.delivery.findUniqueOrThrow({ where: { id: rows[0].id } })).value).toBe('GQL-KEY');
  });
});

// ---------------------------------------------------------------- GraphQL approval

describe('GraphQL updateOrder approval has the same effects', () => {
  test('paid_at, stock, keys, deliveries, commands, commission, event; Order.packages/variables', async () => {
    const s = await shop();
    const pkg = await makePackage(s, {
      name: 'Gql VIP',
      price: 40,
      inventory_amount: 3,
      license_keys: ['G-1'],
      email: { title: 'T', content: 'Hi' },
      commands: [{ command: 'give {client_identifier} {quantity} {nick}', schedule: 2 }],
    });
    const aff = await affiliate(s.storeId, 20);
    const o = await place(s, { ref_code: `REF_${affSeq}`, variables: { nick: 'N' }, items: [{ id: pkg.id, quantity: 1 }] });
    const body = await t.gql(s.key, UPDATE_ORDER, { id: o.id, input: { status: 'APPROVED', manuallyApproved: true } });
    expect(body.errors).toBeUndefined();
    const u = body.data!.updateOrder;
    expect(u).toMatchObject({ id: o.id, status: 'APPROVED', statusDisplay: 'Aprovado', manuallyApproved: true, price: 40 });
    expect(u.paidAt).toMatch(STORE_TIME);
    const paid = Date.parse(u.paidAt);

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

    const q = await t.gql(s.key, GET_ORDER, { id: o.id });
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
