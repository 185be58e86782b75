import { bearer } from '../../helpers/app';
import { expectGqlError, expectRestError } from '../../helpers/errors';
import { t, useApp, type Json, STORE_TIME, NOTE_KEYS, keysOf, sorted, expectRestErrors } from './helpers';
import { aStore, aPackage, placeOrder, type StoreFixture } from '../../helpers/fixtures';
import {
  OrderNoteCreateDocument,
  OrderNoteDeleteDocument,
  OrderNoteUpdateDocument,
  OrderNotesDocument,
  OrderWithEffectsDocument,
} from '../../graphql/__generated__/operations';

/** Order notes on REST and GraphQL. */

useApp();

// ---------------------------------------------------------------- notes

describe('order notes', () => {
  let s: StoreFixture;
  let other: StoreFixture;
  let a: Json;
  let b: Json;
  let apiKeyId: number;
  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    const pkg = await aPackage(t, s, {}, { detail: true });
    a = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
    b = await placeOrder(t, s, { items: [{ id: pkg.id, quantity: 1 }] });
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
    const second = await t
      .http()
      .post(notesUrl(a.id))
      .set(bearer(s.key))
      .send({ content: 'x'.repeat(5000) });
    expect(second.status).toBe(201);
    expect(second.body.content).toHaveLength(5000);
    const onB = await t.http().post(notesUrl(b.id)).set(bearer(s.key)).send({ content: 'On B' });
    expect(onB.status).toBe(201);

    const list = await t.http().get(notesUrl(a.id)).set(bearer(s.key));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body, second.body]);

    const updated = await t
      .http()
      .patch(`${notesUrl(a.id)}/${created.body.id}`)
      .set(bearer(s.key))
      .send({ content: 'Refund promised' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, content: 'Refund promised', updated_at: expect.stringMatching(STORE_TIME) });
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: created.body.id } })).content).toBe('Refund promised');

    const deleted = await t
      .http()
      .delete(`${notesUrl(a.id)}/${second.body.id}`)
      .set(bearer(s.key));
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await t.db.orderNote.count({ where: { id: second.body.id } })).toBe(0);
    const after = await t.http().get(notesUrl(a.id)).set(bearer(s.key));
    expect(after.body.map((n: Json) => n.id)).toEqual([created.body.id]);
    expectRestError(
      await t
        .http()
        .delete(`${notesUrl(a.id)}/${second.body.id}`)
        .set(bearer(s.key)),
      404,
      'NOT_FOUND',
    );

    const empty = await t
      .http()
      .get(notesUrl((await placeOrder(t, s, { items: [{ id: a.packages[0].package_id, quantity: 1 }] })).id))
      .set(bearer(s.key));
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
    expectRestErrors(
      await t
        .http()
        .patch(`${notesUrl(a.id)}/${note.id}`)
        .set(bearer(s.key))
        .send(body),
      422,
      'VALIDATION_FAILED',
      [['content', rule]],
    );
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: note.id } })).content).toBe('keep');
  });

  test("404 for another order's note, another store's order, unknown ids; nothing changed", async () => {
    const noteOfB = await t.db.orderNote.create({ data: { storeId: s.storeId, orderId: b.id, userId: apiKeyId, content: 'B note' } });
    const before = await noteCount();
    expectRestError(
      await t
        .http()
        .patch(`${notesUrl(a.id)}/${noteOfB.id}`)
        .set(bearer(s.key))
        .send({ content: 'hijack' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(
      await t
        .http()
        .delete(`${notesUrl(a.id)}/${noteOfB.id}`)
        .set(bearer(s.key)),
      404,
      'NOT_FOUND',
    );
    expectRestError(
      await t
        .http()
        .patch(`${notesUrl(a.id)}/99999999`)
        .set(bearer(s.key))
        .send({ content: 'x' }),
      404,
      'NOT_FOUND',
    );
    // Another store's key sees neither the order nor its notes.
    expectRestError(await t.http().get(notesUrl(a.id)).set(bearer(other.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().post(notesUrl(a.id)).set(bearer(other.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    expectRestError(
      await t
        .http()
        .patch(`${notesUrl(b.id)}/${noteOfB.id}`)
        .set(bearer(other.key))
        .send({ content: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRestError(
      await t
        .http()
        .delete(`${notesUrl(b.id)}/${noteOfB.id}`)
        .set(bearer(other.key)),
      404,
      'NOT_FOUND',
    );
    expectRestError(await t.http().get(notesUrl(99999999)).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().post(notesUrl(99999999)).set(bearer(s.key)).send({ content: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(notesUrl('abc')).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get(notesUrl(a.id)), 401, 'UNAUTHENTICATED');
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: noteOfB.id } })).content).toBe('B note');
  });

  test('GraphQL: orderNotes, createOrderNote, updateOrderNote, deleteOrderNote, Order.notes', async () => {
    const order = await placeOrder(t, s, { items: [{ id: a.packages[0].package_id, quantity: 1 }] });
    const created = await t.gql(s.key, OrderNoteCreateDocument, { orderId: order.id, input: { content: 'Via GraphQL' } });
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

    const listed = await t.gql(s.key, OrderNotesDocument, { orderId: order.id });
    expect(listed.data!.orderNotes).toEqual([note]);
    const viaOrder = await t.gql(s.key, OrderWithEffectsDocument, { id: order.id });
    expect(viaOrder.data!.order.notes).toEqual([note]);

    const updated = await t.gql(s.key, OrderNoteUpdateDocument, { orderId: order.id, noteId: note.id, input: { content: 'Edited' } });
    expect(updated.data!.updateOrderNote).toMatchObject({ id: note.id, content: 'Edited', userId: apiKeyId });

    const before = await noteCount();
    expectGqlError(await t.gql(s.key, OrderNoteCreateDocument, { orderId: order.id, input: { content: '' } }), 'VALIDATION_FAILED', 'content', 'required');
    expectGqlError(await t.gql(s.key, OrderNoteCreateDocument, { orderId: order.id, input: {} }), 'VALIDATION_FAILED', 'content', 'required');
    expectGqlError(
      await t.gql(s.key, OrderNoteUpdateDocument, { orderId: order.id, noteId: note.id, input: { content: 'x'.repeat(5001) } }),
      'VALIDATION_FAILED',
      'content',
      'max',
    );
    expectGqlError(await t.gql(other.key, OrderNotesDocument, { orderId: order.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, OrderNoteCreateDocument, { orderId: order.id, input: { content: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, OrderNoteUpdateDocument, { orderId: a.id, noteId: note.id, input: { content: 'x' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, OrderNoteDeleteDocument, { orderId: a.id, noteId: note.id }), 'NOT_FOUND');
    expect(await noteCount()).toBe(before);
    expect((await t.db.orderNote.findUniqueOrThrow({ where: { id: note.id } })).content).toBe('Edited');

    const deleted = await t.gql(s.key, OrderNoteDeleteDocument, { orderId: order.id, noteId: note.id });
    expect(deleted).toEqual({ data: { deleteOrderNote: true } });
    expect(await t.db.orderNote.count({ where: { id: note.id } })).toBe(0);
    expectGqlError(await t.gql(s.key, OrderNoteDeleteDocument, { orderId: order.id, noteId: note.id }), 'NOT_FOUND');
  });
});
