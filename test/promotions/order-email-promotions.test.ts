import { createHash } from 'node:crypto';
import { renderOrderEmail } from '../../src/modules/mail/order-email.render';
import { aCoupon, aPackage, aStore } from '../helpers/fixtures';
import { restCheckout, t, useApp } from '../orders/checkout/helpers';

/**
 * The buyer's order e-mail tells what the price is made of: the lines at their sale price, the
 * coupon's discount, what the gift card paid, and the total the gateway charged, which add up; the
 * hosted order page shows what the card paid beside what is left to pay.
 */

useApp();

const hash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');

test('lines at the sale price, the coupon, the gift card and the total add up in the e-mail', async () => {
  const s = await aStore(t, { category: { name: 'Ranks' }, locale: 'en-US' });
  const pkg = await aPackage(t, s, { name: 'Gold', price: 50, type: 'MULTIPLE' });
  const hour = 3_600_000;
  await t.db.sale.create({
    data: {
      storeId: s.storeId,
      name: 'Friday',
      type: 'PERCENTAGE',
      value: 20,
      packageIds: [pkg.id],
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    },
  });
  const coupon = await aCoupon(t, s, { code: 'TENOFF', type: 'PRICE', value: 10 });
  await t.db.giftCard.create({
    data: { storeId: s.storeId, codeHash: hash('WXYZ-WXYZ-WXYZ-0001'), last4: '0001', initialValue: 25, balance: 25, currency: 'BRL', createdBy: 'test' },
  });
  const res = await restCheckout(s, {
    cart: [{ package_id: pkg.id, quantity: 2 }],
    gateway: 'PIX',
    client_name: 'Ana',
    client_email: 'ana@example.com',
    coupon: coupon.code,
    gift_card: 'wxyz wxyz wxyz 0001',
  });
  expect(res.status).toBe(201);
  // 2 × 50 = 100; the sale takes 20% (80); the coupon 10 (70); the card pays 25; the gateway 45.
  expect(res.body.price).toBe(45);
  const order = await t.db.order.findFirstOrThrow({ where: { storeId: s.storeId }, include: { lines: true, store: true } });
  expect([order.subtotal, order.saleDiscount, order.couponDiscount, order.giftCardAmount, order.price].map(Number)).toEqual([100, 20, 10, 25, 45]);
  const { store, lines, ...row } = order;
  const mail = renderOrderEmail({ kind: 'APPROVED', subject: 'x', store, order: row, lines, variables: [], deliveries: [], emailTitles: new Map() });
  const text = mail.text;
  expect(text).toContain('2 × Gold: R$80.00');
  expect(text).toContain('Coupon TENOFF: - R$10.00');
  expect(text).toContain('Gift card: - R$25.00');
  expect(text).toContain('Total: R$45.00');
  expect(mail.html).toContain('Gift card');
  // The hosted order page too: what the card paid on its own row, then what is left to pay.
  const page = await t.http().get(new URL(res.body.order_url).pathname + new URL(res.body.order_url).search);
  expect(page.status).toBe(200);
  expect(page.text).toMatch(/<dt>Gift card<\/dt><dd>- R\$25\.00<\/dd><dt>Total<\/dt><dd><strong>R\$45\.00<\/strong>/);
});
