import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, type StoreFixture } from '../helpers/fixtures';

/**
 * THE concurrency test of gift cards (issue 33): 50 checkouts at once, each spending one card (the
 * gateway pays what the card cannot), must never spend more than the card holds. Checkout locks the
 * card's row (FOR UPDATE) and debits it in the order's transaction, so the checkouts queue on the card
 * and each sees what the one before left: the REDEEMs sum to at most the initial balance, the final
 * balance is the initial minus that sum, no balance in the history is negative, and every checkout
 * answers 201 or 422 (the card had nothing left: rule balance), never a 5xx.
 */

let t: TestApp;
let s: StoreFixture;
beforeAll(async () => {
  t = await setupTestApp();
  s = await aStore(t);
});
afterAll(() => t.close());

const cents = (v: unknown) => Math.round(Number(v) * 100);

async function race(initial: number, unit: number, n: number, extra?: (cardId: number) => Promise<unknown>[]) {
  const pkg = await aPackage(t, s, { price: unit });
  const issued = await t.http().post('/v1/app/gift-card').set(bearer(s.key)).send({ value: initial }).expect(201);
  const { gift_card: card, code } = issued.body;
  const started = performance.now();
  const [answers] = await Promise.all([
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        t
          .http()
          .post('/v1/webstore/checkout')
          .set('x-store-domain', s.domain)
          .send({
            items: [{ id: pkg.id, quantity: 1 }],
            client_identifier: `Racer${i}`,
            client_email: `racer${i}.${card.id}@buyers.test`,
            client_name: `Racer ${i}`,
            gateway: 'PIX',
            gift_card: code,
          }),
      ),
    ),
    Promise.all(extra ? extra(card.id) : []),
  ]);
  const ms = performance.now() - started;
  const history = await t.db.giftCardTransaction.findMany({ where: { giftCardId: card.id }, orderBy: { id: 'asc' } });
  const row = await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } });
  return { answers, history, row, ms, card, pkg };
}

test('50 parallel checkouts spending one card of 100.00 (carts of 7.00, the gateway paying the rest) never spend more than it holds', async () => {
  const { answers, history, row, ms } = await race(100, 7, 50);
  const statuses = answers.map((a) => a.status);
  console.log(
    `50 checkouts on one gift card: ${ms.toFixed(0)} ms; ${statuses.filter((x) => x === 201).length} placed, ${statuses.filter((x) => x === 422).length} refused`,
  );
  expect(statuses.every((x) => x === 201 || x === 422)).toBe(true);
  for (const a of answers.filter((x) => x.status === 422)) {
    expect(a.body.errors).toEqual([expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'gift_card', rule: 'balance' })]);
  }

  const redeems = history.filter((h) => h.kind === 'REDEEM');
  const spent = -redeems.reduce((sum, h) => sum + cents(h.amount), 0);
  expect(spent).toBeLessThanOrEqual(10_000);
  // Carts of 7.00 add up to more than the card: it is spent to the cent (14 whole carts and 2.00 of the 15th).
  expect(spent).toBe(10_000);
  expect(cents(row.balance)).toBe(10_000 - spent);
  expect(history.every((h) => cents(h.balanceAfter) >= 0)).toBe(true);
  // Each REDEEM leaves what the one before left minus its amount: a chain, never two from the same balance.
  let balance = 10_000;
  for (const h of history.slice(1)) {
    balance += cents(h.amount);
    expect(cents(h.balanceAfter)).toBe(balance);
  }

  // The orders say the same: what each card paid, and the gateway the rest.
  const placed = answers.filter((a) => a.status === 201).map((a) => a.body.order_id as number);
  expect(redeems).toHaveLength(15);
  const orders = await t.db.order.findMany({ where: { id: { in: placed } } });
  expect(orders).toHaveLength(placed.length);
  expect(orders.reduce((sum, o) => sum + cents(o.giftCardAmount), 0)).toBe(spent);
  for (const o of orders) expect(cents(o.price) + cents(o.giftCardAmount)).toBe(700);
  expect(orders.filter((o) => o.status === 'APPROVED')).toHaveLength(14);
  // Refused checkouts wrote nothing: every order there is took something of the card, or found it empty after the last REDEEM.
  expect(placed.length).toBe(statuses.filter((x) => x === 201).length);
});

test('owner adjustments racing the checkouts keep the balance exact and never negative', async () => {
  const takes = (cardId: number) =>
    Array.from({ length: 10 }, () => t.http().post(`/v1/app/gift-card/${cardId}/adjust`).set(bearer(s.key)).send({ amount: -3, note: 'race' }));
  const { answers, history, row } = await race(60, 5, 20, takes);
  expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
  const total = history.reduce((sum, h) => sum + cents(h.amount), 0);
  expect(cents(row.balance)).toBe(total);
  expect(cents(row.balance)).toBeGreaterThanOrEqual(0);
  expect(history.every((h) => cents(h.balanceAfter) >= 0)).toBe(true);
  expect(-history.filter((h) => h.kind !== 'ISSUE').reduce((sum, h) => sum + cents(h.amount), 0)).toBeLessThanOrEqual(6_000);
});
