import { bearer } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { t, useApp } from '../orders/checkout/helpers';

/**
 * Sales and gift cards are in the audit log like every other change an owner makes (issue 31): who,
 * which operation, the record, the fields before and after, in the change's transaction; a gift
 * card's code is never there (its hash is redacted, the code itself never stored).
 */

useApp();

test('a sale created, changed and removed, and a gift card issued and adjusted, are audited; no code', async () => {
  const s = await aStore(t, { category: { name: 'Ranks' } });
  const pkg = await aPackage(t, s, { name: 'VIP', price: 10 });
  const created = await t
    .http()
    .post('/v1/app/sale')
    .set(bearer(s.key))
    .send({
      name: 'Weekend',
      type: 'PERCENTAGE',
      value: 10,
      package_ids: [pkg.id],
      starts_at: '2030-01-01T00:00:00.000Z',
      ends_at: '2030-01-03T00:00:00.000Z',
    });
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await t.http().patch(`/v1/app/sale/${id}`).set(bearer(s.key)).send({ value: 15 })).status).toBe(200);
  expect((await t.http().delete(`/v1/app/sale/${id}`).set(bearer(s.key))).status).toBe(204);
  const sales = await t.db.auditEntry.findMany({ where: { storeId: s.storeId, recordType: 'sales', recordId: String(id) }, orderBy: { id: 'asc' } });
  expect(sales.map((e) => [e.action, e.operation])).toEqual([
    ['insert', 'POST /v1/app/sale'],
    ['update', 'PATCH /v1/app/sale/:id'],
    ['delete', 'DELETE /v1/app/sale/:id'],
  ]);
  expect(sales[1].before).toEqual({ value: 10 });
  expect(sales[1].after).toEqual({ value: 15 });

  const issued = await t.http().post('/v1/app/gift-card').set(bearer(s.key)).send({ value: 25 });
  expect(issued.status).toBe(201);
  const code: string = issued.body.code;
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const card = issued.body.gift_card?.id ?? issued.body.id;
  expect((await t.http().post(`/v1/app/gift-card/${card}/adjust`).set(bearer(s.key)).send({ amount: -5, note: 'goodwill back' })).status).toBeLessThan(300);
  const entries = await t.db.auditEntry.findMany({
    where: { storeId: s.storeId, recordType: { in: ['gift_cards', 'gift_card_transactions'] } },
    orderBy: { id: 'asc' },
  });
  expect(entries.map((e) => [e.recordType, e.action])).toEqual(
    expect.arrayContaining([
      ['gift_cards', 'insert'],
      ['gift_card_transactions', 'insert'],
      ['gift_cards', 'update'],
    ]),
  );
  const inserted = entries.find((e) => e.recordType === 'gift_cards' && e.action === 'insert')!;
  expect((inserted.after as Record<string, unknown>).code_hash).toBe('[redacted]');
  const everything = JSON.stringify((await t.db.auditEntry.findMany({ where: { storeId: s.storeId } })).map((e) => [e.before, e.after, e.operation]));
  expect(everything).not.toContain(code);
  expect(everything).not.toContain(code.replace(/-/g, ''));
});
