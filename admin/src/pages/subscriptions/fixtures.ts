import type { SubscriptionsDetailQuery, SubscriptionsListQuery } from '../../gql/graphql';

/** Subscriptions as the API answers them, for the component tests. */

type ListItem = SubscriptionsListQuery['subscriptions']['data'][number];
type Detail = SubscriptionsDetailQuery['subscription'];
type Order = Detail['orders'][number];

export function listSubscription(over: Partial<ListItem> = {}): ListItem {
  return {
    id: 3,
    status: 'ACTIVE',
    gateway: 'STRIPE',
    packageId: 5,
    packageName: 'VIP monthly',
    interval: 'MONTH',
    intervalCount: 1,
    priceDisplay: '$19.90',
    clientIdentifier: 'Steve',
    clientEmail: 'steve@example.com',
    clientName: 'Steve Tester',
    currentPeriodEnd: '2026-12-20T10:15:00.000-03:00',
    renewals: 2,
    cancelAtPeriodEnd: null,
    ...over,
  };
}

/** A page of the subscriptions query: `total` across `lastPage` pages of 15. */
export function page(data: ListItem[], meta: Partial<SubscriptionsListQuery['subscriptions']['meta']> = {}): SubscriptionsListQuery {
  return { subscriptions: { meta: { total: data.length, perPage: 15, currentPage: 1, lastPage: 1, ...meta }, data } };
}

export function subscriptionOrder(over: Partial<Order> = {}): Order {
  return {
    id: 41,
    internalId: 'B6BPMA0T2HRB',
    status: 'APPROVED',
    price: 19.9,
    currency: 'USD',
    reviewReason: null,
    paidAt: '2026-10-20T10:16:00.000-03:00',
    createdAt: '2026-10-20T10:15:00.000-03:00',
    ...over,
  };
}

export function detailSubscription(over: Partial<Detail> = {}): Detail {
  return {
    id: 3,
    status: 'ACTIVE',
    gateway: 'STRIPE',
    providerId: 'sub_1TestVip',
    providerCustomerId: 'cus_TestSteve',
    packageId: 5,
    packageName: 'VIP monthly',
    interval: 'MONTH',
    intervalCount: 1,
    price: 19.9,
    currency: 'USD',
    priceDisplay: '$19.90',
    clientIdentifier: 'Steve',
    clientEmail: 'steve@example.com',
    clientName: 'Steve Tester',
    clientDiscord: '112233445566778899',
    currentPeriodStart: '2026-11-20T10:15:00.000-03:00',
    currentPeriodEnd: '2026-12-20T10:15:00.000-03:00',
    renewals: 1,
    cancelAtPeriodEnd: null,
    canceledAt: null,
    pastDueAt: null,
    expiredAt: null,
    createdAt: '2026-10-20T10:15:00.000-03:00',
    updatedAt: '2026-11-20T10:15:00.000-03:00',
    orders: [
      subscriptionOrder(),
      subscriptionOrder({ id: 57, internalId: 'K2M4N6P8Q0RS', paidAt: '2026-11-20T10:16:00.000-03:00', createdAt: '2026-11-20T10:15:00.000-03:00' }),
    ],
    ...over,
  };
}

/** What cancelSubscription answers (the detail's fields, no orders). */
export function canceled(atPeriodEnd: boolean): Omit<Detail, 'orders'> {
  const { orders: _orders, ...rest } = detailSubscription();
  return {
    ...rest,
    status: atPeriodEnd ? 'CANCELED' : 'EXPIRED',
    cancelAtPeriodEnd: atPeriodEnd,
    canceledAt: '2026-11-25T09:00:00.000-03:00',
    expiredAt: atPeriodEnd ? null : '2026-11-25T09:00:00.000-03:00',
  };
}
