import { connectionPage, type PageOver } from '../../test-utils';
/** Data the fake API answers with in the affiliate pages' component tests. */

export const meta = (total: number, currentPage = 1, perPage = 20) => ({
  total,
  perPage,
  currentPage,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});

export const listAffiliate = {
  id: 7,
  name: 'Ann Partner',
  refCode: 'ann',
  email: 'ann@example.com',
  percentCommission: 10,
  balance: 120.5,
  statistics: { revenue: 900, sales: 12 },
};

export const detailAffiliate = {
  id: 7,
  name: 'Ann Partner',
  refCode: 'ann',
  email: 'ann@example.com',
  percentCommission: 10,
  balance: 120.5,
  minWithdraw: 20,
  selfAffiliated: false,
  linkedDiscountId: null,
  withdrawSettings: null,
  packageCommissions: [
    { id: 1, packageId: 1, package: { id: 1, name: 'VIP' }, percentCommission: 5 },
    { id: 2, packageId: 2, package: { id: 2, name: 'MVP' }, percentCommission: 0 },
  ],
  statistics: { revenue: 900, sales: 12 },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

export const packageNames: Record<number, string> = { 1: 'VIP', 2: 'MVP', 3: 'Coins x1000' };

export const searchPackages = (name: string) => {
  const data = Object.entries(packageNames)
    .filter(([, n]) => n.toLowerCase().includes(name.toLowerCase()))
    .map(([id, n]) => ({ id: Number(id), name: n, priceDisplay: 'US$10.00', category: { id: 1, name: 'Ranks' } }));
  return { data: { packages: { meta: { total: data.length }, data } } };
};

export const withdrawRows = [
  {
    id: 3,
    affiliateId: 7,
    affiliate: { id: 7, name: 'Ann Partner' },
    operation: 'WITHDRAW_PENDING',
    amount: 50,
    message: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
  },
  {
    id: 2,
    affiliateId: 7,
    affiliate: { id: 7, name: 'Ann Partner' },
    operation: 'WITHDRAW_PAID',
    amount: 30,
    message: 'Sent',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T12:00:00.000Z',
  },
  {
    id: 1,
    affiliateId: 7,
    affiliate: { id: 7, name: 'Ann Partner' },
    operation: 'WITHDRAW_REJECTED',
    amount: 20,
    message: 'Wrong key',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
  },
];

/** withdrawRows as a page of withdrawRequestsConnection (each cursor `w<id>`); `over` sets the pageInfo and totalCount. */
export function withdrawConnection(rows = withdrawRows, over: PageOver = {}) {
  return { withdrawRequestsConnection: connectionPage(rows, 'w', over) };
}

export const summary = { id: 7, name: 'Ann Partner', email: 'ann@example.com', balance: 120.5, minWithdraw: 20 };
