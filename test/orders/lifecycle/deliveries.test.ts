import { bearer } from '../../helpers/app';
import { expectGqlError, expectRestError } from '../../helpers/errors';
import { t, useApp, type Json, STORE_TIME, DELIVERY_KEYS, keysOf, sorted, expectRestErrors } from './helpers';
import { aStore, aPackage, placeOrder, approve, type StoreFixture } from '../../helpers/fixtures';
import { DeliveryUpdateDocument, OrderDeliveriesDocument, OrderWithEffectsDocument } from '../../graphql/__generated__/operations';

/** Order deliveries on REST and GraphQL. */

useApp();

// ---------------------------------------------------------------- deliveries

describe('order deliveries', () => {
  let s: StoreFixture;
  let other: StoreFixture;
  let a: Json;
  let b: Json;
  let pending: Json;
  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    const pkg = await aPackage(t, s, { license_keys: ['D-1', 'D-2', 'D-3'], email: { title: 'T', content: '<p>Guide</p>' } }, { detail: true });
    a = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 2 }] });
    b = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    pending = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    await approve(t, s, a.id);
    await approve(t, s, b.id);
  });

  const url = (orderId: number | string) => `/v1/app/order/${orderId}/delivery`;
  const deliveriesOf = (orderId: number) => t.db.delivery.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

  test("list: the order's deliveries, exactly the Delivery fields; none for a pending order", async () => {
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
    expect(
      res.body
        .filter((d: Json) => d.type === 'LICENSE_KEY')
        .map((d: Json) => d.value)
        .sort(),
    ).toEqual(['D-1', 'D-2']);
    expect(res.body.filter((d: Json) => d.type === 'CONTENT').map((d: Json) => [d.value, d.render, d.license_key_id])).toEqual([['<p>Guide</p>', true, null]]);
    const b_ = await t.http().get(url(b.id)).set(bearer(s.key));
    expect(b_.body.filter((d: Json) => d.type === 'LICENSE_KEY').map((d: Json) => d.value)).toEqual(['D-3']);
    const none = await t.http().get(url(pending.id)).set(bearer(s.key));
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  test('PATCH value: answers the Delivery with the new value', async () => {
    const [first] = await deliveriesOf(a.id);
    const res = await t
      .http()
      .patch(`${url(a.id)}/${first.id}`)
      .set(bearer(s.key))
      .send({ value: 'NEW-KEY-1' });
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
    expectRestErrors(
      await t
        .http()
        .patch(`${url(a.id)}/${second.id}`)
        .set(bearer(s.key))
        .send(body),
      422,
      'VALIDATION_FAILED',
      [['value', rule]],
    );
    expect(await t.db.delivery.findUniqueOrThrow({ where: { id: second.id } })).toEqual(second);
  });

  test("404 for another order's delivery, another store's order, unknown ids; nothing changed", async () => {
    const [ofB] = await deliveriesOf(b.id);
    expectRestError(
      await t
        .http()
        .patch(`${url(a.id)}/${ofB.id}`)
        .set(bearer(s.key))
        .send({ value: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(
      await t
        .http()
        .patch(`${url(a.id)}/99999999`)
        .set(bearer(s.key))
        .send({ value: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(
      await t
        .http()
        .patch(`${url(b.id)}/${ofB.id}`)
        .set(bearer(other.key))
        .send({ value: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(await t.http().get(url(b.id)).set(bearer(other.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(url(99999999)).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(
      await t
        .http()
        .patch(`${url(b.id)}/abc`)
        .set(bearer(s.key))
        .send({ value: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(await t.http().get(url(b.id)), 401, 'UNAUTHENTICATED');
    expect(await t.db.delivery.findUniqueOrThrow({ where: { id: ofB.id } })).toEqual(ofB);
  });

  test('GraphQL: orderDeliveries, updateDelivery, Order.deliveries, with the same errors', async () => {
    const rows = await deliveriesOf(b.id);
    const listed = await t.gql(s.key, OrderDeliveriesDocument, { orderId: b.id });
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
    const viaOrder = await t.gql(s.key, OrderWithEffectsDocument, { id: b.id });
    expect(viaOrder.data!.order.deliveries).toEqual(listed.data!.orderDeliveries);

    const updated = await t.gql(s.key, DeliveryUpdateDocument, { orderId: b.id, deliveryId: rows[0].id, input: { value: 'GQL-KEY' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateDelivery).toMatchObject({ id: rows[0].id, value: 'GQL-KEY', type: rows[0].type });
    expect((await t.db.delivery.findUniqueOrThrow({ where: { id: rows[0].id } })).value).toBe('GQL-KEY');

    expectGqlError(
      await t.gql(s.key, DeliveryUpdateDocument, { orderId: b.id, deliveryId: rows[0].id, input: { value: '' } }),
      'VALIDATION_FAILED',
      'value',
      'required',
    );
    expectGqlError(await t.gql(s.key, DeliveryUpdateDocument, { orderId: b.id, deliveryId: rows[0].id, input: {} }), 'VALIDATION_FAILED', 'value', 'required');
    expectGqlError(await t.gql(s.key, DeliveryUpdateDocument, { orderId: a.id, deliveryId: rows[0].id, input: { value: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, OrderDeliveriesDocument, { orderId: b.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, DeliveryUpdateDocument, { orderId: b.id, deliveryId: rows[0].id, input: { value: 'x' } }), 'NOT_FOUND');
    expect((await t.db.delivery.findUniqueOrThrow({ where: { id: rows[0].id } })).value).toBe('GQL-KEY');
  });
});
