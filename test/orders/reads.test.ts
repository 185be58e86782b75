import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectRestError } from '../helpers/errors';
import { toRest } from '../storefront/helpers';
import { buyer, openDesk, place, setStatus, type Desk, type Placed } from './back-office-helpers';
import { OrderLinePricesAndDeliveriesDocument } from '../graphql/__generated__/operations';

/**
 * Issue 15, the back office's order reads: `{id}` in /v1/app/order/{id}/... is the numeric id or the
 * internal_id, and an Order carries what approval delivered, so a bot can hand the buyer the key.
 */

let t: TestApp;
let a: Desk;
let b: Desk;
let pending: Placed;
let approved: Placed;
let other: Placed;

type Json = any;

const get = (d: Desk, path: string) => t.http().get(path).set(bearer(d.key));

beforeAll(async () => {
  t = await setupTestApp();
  a = await openDesk(t, 'A');
  b = await openDesk(t, 'B');
  pending = await place(t, a, buyer('Steve'));
  approved = await place(t, a, buyer('Alex', { client_discord: '123456789012345678' }));
  await setStatus(t, a, approved, 'APPROVED');
  other = await place(t, b, buyer('Steve'));
  await setStatus(t, b, other, 'APPROVED');
});
afterAll(() => t.close());

describe('GET /v1/app/order/{id}: the id or the internal_id', () => {
  test('the internal_id names the same order as the id, ignoring case', async () => {
    const byId = await get(a, `/v1/app/order/${approved.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.internal_id).toBe(approved.internal_id);
    for (const ref of [approved.internal_id, approved.internal_id.toLowerCase()]) {
      const res = await get(a, `/v1/app/order/${ref}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(byId.body);
    }
  });

  test('an internal_id made only of digits is still the internal_id: ids have at most 10 digits', async () => {
    // Crockford base32 draws digits only about once in 1.15 million ids; made here by hand.
    const digits = '123456789012';
    await t.db.order.update({ where: { id: pending.id }, data: { internalId: digits } });
    try {
      const res = await get(a, `/v1/app/order/${digits}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(pending.id);
    } finally {
      await t.db.order.update({ where: { id: pending.id }, data: { internalId: pending.internal_id } });
    }
  });

  test('digits are the id: no order has that id, so 404 (an internal_id of those digits is never tried)', async () => {
    await t.db.order.update({ where: { id: pending.id }, data: { internalId: '999999' } });
    try {
      expectRestError(await get(a, '/v1/app/order/999999'), 404, 'NOT_FOUND');
    } finally {
      await t.db.order.update({ where: { id: pending.id }, data: { internalId: pending.internal_id } });
    }
    // Past PostgreSQL's integer: names nothing.
    expectRestError(await get(a, '/v1/app/order/9999999999'), 404, 'NOT_FOUND');
  });

  test('an unknown internal_id, or text that cannot be one, is 404', async () => {
    expectRestError(await get(a, '/v1/app/order/ZZZZZZZZZZZZ'), 404, 'NOT_FOUND');
    expectRestError(await get(a, '/v1/app/order/not-an-order'), 404, 'NOT_FOUND');
    expectRestError(await get(a, '/v1/app/order/%00abc'), 404, 'NOT_FOUND');
  });

  test("another store's order is 404 by its id and by its internal_id", async () => {
    expectRestError(await get(a, `/v1/app/order/${other.id}`), 404, 'NOT_FOUND');
    expectRestError(await get(a, `/v1/app/order/${other.internal_id}`), 404, 'NOT_FOUND');
    expect((await get(b, `/v1/app/order/${other.internal_id}`)).status).toBe(200);
  });
});

describe('the Order carries its deliveries', () => {
  test('an approved order: the license key and the e-mail content, as the delivery list has them', async () => {
    const order = (await get(a, `/v1/app/order/${approved.internal_id}`)).body;
    const list = (await get(a, `/v1/app/order/${approved.id}/delivery`)).body;
    expect(order.deliveries).toEqual(list);
    expect(order.deliveries.map((d: Json) => [d.type, d.render])).toEqual([
      ['LICENSE_KEY', false],
      ['CONTENT', true],
    ]);
    expect(order.deliveries[0].value).toMatch(/^A-KEY-\d$/);
    expect(order.deliveries[0].license_key_id).toEqual(expect.any(Number));
    expect(order.deliveries[1].value).toBe('<p>A content</p>');
    for (const d of order.deliveries) {
      expect(d.store_id).toBe(a.storeId);
      expect(d.order_package_id).toBe(order.packages[0].id);
      expect(d.created_at).toMatch(/-03:00$/);
    }
  });

  test('a pending order has none; order lines carry their price as text', async () => {
    const order = (await get(a, `/v1/app/order/${pending.id}`)).body;
    expect(order.deliveries).toEqual([]);
    expect(order.packages.map((l: Json) => [l.price, l.price_display])).toEqual([[30, 'R$ 30,00']]);
  });

  test('list items are the same Order, deliveries included', async () => {
    const res = await get(a, '/v1/app/order');
    expect(res.status).toBe(200);
    for (const item of res.body.data) expect(item).toEqual((await get(a, `/v1/app/order/${item.id}`)).body);
    expect(res.body.data.find((o: Json) => o.id === approved.id).deliveries).toHaveLength(2);
  });

  test('a corrected key shows on the Order; the webhook event of the approval carried the deliveries as they were then', async () => {
    const [first] = (await get(a, `/v1/app/order/${approved.id}`)).body.deliveries;
    const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: approved.id, event: 'ORDER_APPROVED' } });
    const sent = (event.payload as Json).data.deliveries;
    expect(sent.map((d: Json) => d.value)).toEqual([first.value, '<p>A content</p>']);
    expect(sent[0]).toEqual(first);

    const fixed = await t.http().patch(`/v1/app/order/${approved.internal_id}/delivery/${first.id}`).set(bearer(a.key)).send({ value: 'A-KEY-FIXED' });
    expect(fixed.status).toBe(200);
    expect((await get(a, `/v1/app/order/${approved.id}`)).body.deliveries[0].value).toBe('A-KEY-FIXED');
    const again = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: approved.id, event: 'ORDER_APPROVED' } });
    expect((again.payload as Json).data.deliveries[0].value).toBe(first.value);
  });

  test('GraphQL: Order.deliveries and OrderLine.priceDisplay are the REST values', async () => {
    const rest = (await get(a, `/v1/app/order/${approved.id}`)).body;
    const out = await t.gql(a.key, OrderLinePricesAndDeliveriesDocument, { id: approved.id });
    expect(out.errors).toBeUndefined();
    expect(out.data!.order.packages).toEqual(rest.packages.map((l: Json) => ({ price: l.price, priceDisplay: l.price_display })));
    expect(toRest(out.data!.order.deliveries)).toEqual(rest.deliveries);
  });
});

describe('every /v1/app/order/{id}/... route takes the internal_id', () => {
  test('update, notes, deliveries and command resend, by internal_id', async () => {
    const o = await place(t, a, buyer('Notch'));
    const at = (path = '') => `/v1/app/order/${o.internal_id.toLowerCase()}${path}`;
    const http = () => t.http();

    const approve = await http().patch(at()).set(bearer(a.key)).send({ status: 'APPROVED' });
    expect(approve.status).toBe(200);
    expect(approve.body).toMatchObject({ id: o.id, status: 'APPROVED' });

    const note = await http().post(at('/note')).set(bearer(a.key)).send({ content: 'by reference' });
    expect(note.status).toBe(201);
    expect(note.body.order_id).toBe(o.id);
    expect(
      (
        await http()
          .patch(at(`/note/${note.body.id}`))
          .set(bearer(a.key))
          .send({ content: 'edited' })
      ).body.content,
    ).toBe('edited');
    expect((await http().get(at('/note')).set(bearer(a.key))).body.map((n: Json) => n.content)).toEqual(['edited']);
    expect(
      (
        await http()
          .delete(at(`/note/${note.body.id}`))
          .set(bearer(a.key))
      ).status,
    ).toBe(204);

    const deliveries = await http().get(at('/delivery')).set(bearer(a.key));
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toHaveLength(2);
    const corrected = await http()
      .patch(at(`/delivery/${deliveries.body[0].id}`))
      .set(bearer(a.key))
      .send({ value: 'NEW-KEY' });
    expect(corrected.body.value).toBe('NEW-KEY');

    const resend = await http().post(at('/command/resend')).set(bearer(a.key));
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ message: expect.any(String), commands: [] }); // the package has no commands
  });

  test("another store's internal_id is 404 on every route, and its order is left as it was", async () => {
    const target = await place(t, b, buyer('Herobrine'));
    await setStatus(t, b, target, 'APPROVED');
    const [delivery] = (await get(b, `/v1/app/order/${target.id}/delivery`)).body;
    const note = (await t.http().post(`/v1/app/order/${target.id}/note`).set(bearer(b.key)).send({ content: 'b only' })).body;
    const before = JSON.stringify(await t.db.order.findUnique({ where: { id: target.id }, include: { notes: true, deliveries: true, variables: true } }));

    const at = `/v1/app/order/${target.internal_id}`;
    const calls = [
      t.http().get(at),
      t.http().patch(at).send({ status: 'REFUNDED', client_identifier: 'Hijacked' }),
      t.http().post(`${at}/command/resend`),
      t.http().get(`${at}/note`),
      t.http().post(`${at}/note`).send({ content: 'from A' }),
      t.http().patch(`${at}/note/${note.id}`).send({ content: 'from A' }),
      t.http().delete(`${at}/note/${note.id}`),
      t.http().get(`${at}/delivery`),
      t.http().patch(`${at}/delivery/${delivery.id}`).send({ value: 'stolen' }),
    ];
    for (const call of calls) expectRestError(await call.set(bearer(a.key)), 404, 'NOT_FOUND');
    expect(JSON.stringify(await t.db.order.findUnique({ where: { id: target.id }, include: { notes: true, deliveries: true, variables: true } }))).toBe(before);
  });
});
