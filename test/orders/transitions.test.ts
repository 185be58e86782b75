import { AppError } from '../../src/errors';
import { OrderStatus } from '../../src/generated/prisma/enums';
import { LIFECYCLE, transition, TRANSITIONS } from '../../src/modules/orders/order.transitions';

/**
 * The lifecycle table (src/modules/orders/order.transitions.ts) walked over every (from, to) pair:
 * the pairs in the table are the changes the API allowed before it was a table, with the events
 * they recorded; every other pair is refused with the 409 the API answered then. The end-to-end
 * walk over REST and GraphQL is in lifecycle.test.ts.
 */
const STATUSES = Object.values(OrderStatus);

const ALLOWED: [from: string, to: string, event: string | null][] = [
  ['PENDING', 'APPROVED', 'ORDER_APPROVED'],
  ['PENDING', 'REJECTED', 'ORDER_REJECTED'],
  ['PENDING', 'CANCELED', null],
  ['APPROVED', 'REFUNDED', 'ORDER_REFUNDED'],
  ['APPROVED', 'CHARGEDBACK', 'ORDER_CHARGEDBACK'],
];

test('the table holds exactly the allowed changes, each with its event', () => {
  expect(LIFECYCLE.map((t) => [t.from, t.to, t.event])).toEqual(ALLOWED);
  expect(TRANSITIONS).toEqual({
    PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
    APPROVED: ['REFUNDED', 'CHARGEDBACK'],
    REJECTED: [],
    CANCELED: [],
    REFUNDED: [],
    CHARGEDBACK: [],
  });
});

describe.each(STATUSES)('from %s', (from) => {
  test.each(STATUSES.filter((to) => to !== from))('to %s', (to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    const order = { id: 7, status: from };
    if (allowed) {
      expect(transition(order, to)).toMatchObject({ from, to });
      return;
    }
    let refused: unknown;
    try {
      transition(order, to);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: `Order 7 is ${from} and cannot become ${to}`,
      details: [{ message: `Order 7 is ${from} and cannot become ${to}` }],
    });
  });
});
