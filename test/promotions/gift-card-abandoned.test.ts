import { createHash } from 'node:crypto';
import { sweepAbandonedOrders } from '../../src/modules/orders/order.service';
import { aPackage, aStore } from '../helpers/fixtures';
import { restCheckout, t, useApp } from '../orders/checkout/helpers';

/**
 * A PENDING order that holds part of a gift card's balance, left unpaid past the abandon age, is
 * CANCELED by the sweep that marks it abandoned, and the card gets its amount back, once; an
 * abandoned order without a card stays PENDING, as before.
 */

useApp();

const hash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
const DAY = 24 * 3600 * 1000;

test('the sweep cancels an abandoned order holding a gift card amount, and the card gets it back once', async () => {
  const s = await aStore(t, { category: { name: 'Gifts' } });
  const pkg = await aPackage(t, s, { name: 'Rank', price: 30, type: 'MULTIPLE' });
  const card = await t.db.giftCard.create({
    data: { storeId: s.storeId, codeHash: hash('AAAA-BBBB-CCCC-DDDD'), last4: 'DDDD', initialValue: 10, balance: 10, currency: 'BRL', createdBy: 'test' },
  });
  const buyer = { gateway: 'PIX', client_name: 'Ana', cart: [{ package_id: pkg.id, quantity: 1 }] };
  const held = await restCheckout(s, { ...buyer, client_email: 'held@example.com', gift_card: 'aaaabbbbccccdddd' });
  expect(held.status).toBe(201);
  expect(held.body.price).toBe(20);
  expect(Number((await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).balance)).toBe(0);
  const plain = await restCheckout(s, { ...buyer, client_email: 'plain@example.com' });
  expect(plain.status).toBe(201);
  await t.db.order.updateMany({ where: { storeId: s.storeId }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });

  const config = t.config;
  const swept = await Promise.all([sweepAbandonedOrders(t.db, DAY, new Date(), 200, config), sweepAbandonedOrders(t.db, DAY, new Date(), 200, config)]);
  expect(swept[0] + swept[1]).toBe(2);

  const orders = await t.db.order.findMany({ where: { storeId: s.storeId }, orderBy: { id: 'asc' } });
  expect(orders.map((o) => [o.clientEmail, o.status, o.abandonedAt !== null])).toEqual([
    ['held@example.com', 'CANCELED', true],
    ['plain@example.com', 'PENDING', true],
  ]);
  const after = await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id }, include: { transactions: { orderBy: { id: 'asc' } } } });
  expect(Number(after.balance)).toBe(10);
  expect(after.transactions.map((x) => [x.kind, Number(x.amount), Number(x.balanceAfter)])).toEqual([
    ['REDEEM', -10, 0],
    ['RESTORE', 10, 10],
  ]);
  // A second sweep finds nothing left to do.
  expect(await sweepAbandonedOrders(t.db, DAY, new Date(), 200, config)).toBe(0);
});
