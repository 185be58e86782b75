import { expectGqlError, expectRestError, outside } from '../../helpers/errors';
import {
  t,
  useApp,
  type Json,
  type Surface,
  STATUSES,
  type Status,
  ALLOWED,
  PATH,
  EVENT_OF,
  DISPLAY_PT,
  DISPLAY_EN,
  affSeq,
  affiliate,
  patch,
  getOrder,
  eventsOf,
  snapshot,
  expectRestErrors,
  amount,
} from './helpers';
import { aStore, aPackage, placeOrder, type StoreFixture } from '../../helpers/fixtures';
import { OrderUpdateDocument } from '../../graphql/__generated__/operations';
import { OrderAllowedStatusesDocument } from '../../graphql/__generated__/operations';

/** Every status pair (allowed and refused, REST and GraphQL), status_display, and the rejected/canceled transitions that have no effects. */

useApp();

// ---------------------------------------------------------------- the transition table

describe('every status pair', () => {
  let s: StoreFixture;
  let pkg: Json;
  beforeAll(async () => {
    s = await aStore(t);
    pkg = await aPackage(
      t,
      s,
      {
        name: 'Matrix',
        commands: [
          { type: 'PURCHASE', command: 'give {client_identifier}', schedule: 30 },
          { type: 'REFUND', command: 'take {client_identifier}' },
          { type: 'CHARGEBACK', command: 'ban {client_identifier}' },
        ],
      },
      { detail: true },
    );
  });

  async function orderIn(status: Status): Promise<number> {
    const o = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    for (const step of PATH[status]) expect((await patch(s, o.id, { status: step })).status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe(status);
    return o.id;
  }

  async function change(surface: Surface, id: number, status: Status) {
    if (surface === 'rest') {
      const res = await patch(s, id, { status });
      return { ok: res.status === 200, res, order: res.status === 200 ? res.body : null };
    }
    const body = await t.gql(s.key, OrderUpdateDocument, { id, input: { status } });
    return { ok: !body.errors, res: body, order: body.data?.updateOrder ?? null };
  }

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as [Status, Status]));

  // The admin UI offers exactly Order.allowedStatuses; the pairs below prove the same table is what updateOrder accepts.
  test.each(STATUSES)('Order.allowedStatuses from %s lists the allowed changes', async (status) => {
    const id = await orderIn(status);
    const body = await t.gql(s.key, OrderAllowedStatusesDocument, { id });
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
    expectGqlError(await t.gql(s.key, OrderUpdateDocument, { id, input: { status: outside('SHIPPED') } }), 'VALIDATION_FAILED', 'status', 'enum');
    expectRestErrors(await patch(s, id, { client_identifier: '' }), 422, 'VALIDATION_FAILED', [['client_identifier', 'required']]);
    expectRestErrors(await patch(s, id, { manually_approved: 'yes' }), 422, 'VALIDATION_FAILED', [['manually_approved', 'type']]);
    expect(await snapshot(s, id)).toEqual(before);
  });

  test("PATCH of an unknown, non-numeric or another store's order is 404; without a key 401", async () => {
    const id = await orderIn('PENDING');
    const other = await aStore(t);
    const before = await snapshot(s, id);
    expectRestError(await patch(other, id, { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await patch(s, 99999999, { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await patch(s, 'abc', { status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`/v1/app/order/${id}`).send({ status: 'APPROVED' }), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(other.key, OrderUpdateDocument, { id, input: { status: 'APPROVED' } }), 'NOT_FOUND');
    expect((await t.gql(null, OrderUpdateDocument, { id, input: { status: 'APPROVED' } })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
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
    const refunded = await t.gql(s.key, OrderUpdateDocument, { id: id2, input: { status: 'REFUNDED', manuallyRefunded: true } });
    expect(refunded.data!.updateOrder).toMatchObject({ status: 'REFUNDED', manuallyApproved: true, manuallyRefunded: true, statusDisplay: 'Reembolsado' });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: id2 } });
    expect([row.manuallyApproved, row.manuallyRefunded]).toEqual([true, true]);
  });
});

describe('status_display in en-US', () => {
  test('every status', async () => {
    const s = await aStore(t, { locale: 'en-US', currency: 'USD' });
    const pkg = await aPackage(t, s, {}, { detail: true });
    for (const status of STATUSES) {
      const o = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
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

describe('rejected and canceled orders have no effects', () => {
  test.each([
    ['REJECTED', ['ORDER_CREATED', 'ORDER_REJECTED']],
    ['CANCELED', ['ORDER_CREATED']],
  ])('%s', async (status, events) => {
    const s = await aStore(t);
    const pkg = await aPackage(
      t,
      s,
      {
        inventory_amount: 5,
        license_keys: ['R-1'],
        email: { title: 'T', content: 'C' },
        commands: [{ command: 'give {client_identifier}' }, { type: 'REFUND', command: 'take' }],
      },
      { detail: true },
    );
    const aff = await affiliate(s.storeId);
    const o = await placeOrder(t, s, { ref_code: `REF_${affSeq}`, items: [{ id: pkg.id, quantity: 1 }] });
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
