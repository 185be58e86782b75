import { expectGqlError, expectRestError } from '../../helpers/errors';
import { t, useApp, affSeq, affiliate, patch, eventsOf, snapshot, amount } from './helpers';
import { aStore, aPackage, placeOrder, approve } from '../../helpers/fixtures';
import { OrderUpdateDocument } from '../../graphql/__generated__/operations';

/** An approval that cannot complete (keys or stock exhausted) is 409 and leaves nothing behind. */

useApp();

// ---------------------------------------------------------------- failed approvals

describe('a failed approval leaves nothing behind', () => {
  test('license keys exhausted by an earlier approval: 409, earlier lines rolled back, no event/delivery/command/commission', async () => {
    const s = await aStore(t);
    // Created first, so its line is handled before the key line: its stock must come back.
    const stocked = await aPackage(t, s, { name: 'Stocked', inventory_amount: 5, commands: [{ command: 'stock {client_identifier}' }] }, { detail: true });
    const keyed = await aPackage(
      t,
      s,
      {
        name: 'Keyed',
        inventory_amount: 10,
        license_keys: ['K-1', 'K-2'],
        email: { title: 'T', content: 'Hello' },
        commands: [{ command: 'key {client_identifier}' }],
      },
      { detail: true },
    );
    const aff = await affiliate(s.storeId);
    const first = await placeOrder(t, s, { client_identifier: 'Alex', items: [{ id: keyed.id, quantity: 2 }] });
    const second = await placeOrder(t, s, {
      ref_code: `ref_${affSeq}`,
      items: [
        { id: stocked.id, quantity: 1 },
        { id: keyed.id, quantity: 1 },
      ],
    });
    await approve(t, s, first.id);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: keyed.id } })).inventoryAmount).toBe(8);

    const before = await snapshot(s, second.id);
    expectRestError(await patch(s, second.id, { status: 'APPROVED', manually_approved: true }), 409, 'CONFLICT');
    expectGqlError(await t.gql(s.key, OrderUpdateDocument, { id: second.id, input: { status: 'APPROVED' } }), 'CONFLICT');
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
    const s = await aStore(t);
    const pkg = await aPackage(t, s, { inventory_amount: 1, commands: [{ command: 'x {client_identifier}' }] }, { detail: true });
    const a = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    const b = await placeOrder(t, s, { client_identifier: 'Alex', items: [{ id: pkg.id, quantity: 1 }] });
    await approve(t, s, a.id);
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(0);
    const before = await snapshot(s, b.id);
    expectRestError(await patch(s, b.id, { status: 'APPROVED' }), 409, 'CONFLICT');
    expect(await snapshot(s, b.id)).toEqual(before);
    expect(before.order.status).toBe('PENDING');
    // The order may still be rejected or canceled.
    expect((await patch(s, b.id, { status: 'CANCELED' })).status).toBe(200);
  });
});
