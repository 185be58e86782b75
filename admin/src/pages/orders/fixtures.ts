import { connectionPage, type PageOver } from '../../test-utils';
import type { OrdersDetailQuery, OrdersListQuery } from '../../gql/graphql';

/** Orders as the API answers them, for the component tests. */

type Detail = OrdersDetailQuery['order'];
type ListItem = OrdersListQuery['ordersConnection']['edges'][number]['node'];

export function listOrder(over: Partial<ListItem> = {}): ListItem {
  return {
    id: 41,
    internalId: 'B6BPMA0T2HRB',
    clientIdentifier: 'Steve',
    clientName: 'Steve Tester',
    clientEmail: 'steve@example.com',
    status: 'PENDING',
    statusDisplay: 'Pending',
    price: 25,
    priceDisplay: '$25.00',
    currency: 'USD',
    gateway: 'PIX',
    gatewayDisplay: 'Pix',
    manuallyCreated: false,
    createdAt: '2026-11-20T10:15:00.000-03:00',
    paidAt: null,
    reviewReason: null,
    ...over,
  };
}

/** A page of ordersConnection: each order's cursor is `c<id>`; `over` sets the pageInfo and totalCount. */
export function connection(data: ListItem[], over: PageOver = {}): OrdersListQuery {
  return { ordersConnection: connectionPage(data, 'c', over) };
}

export function detailOrder(over: Partial<Detail> = {}): Detail {
  return {
    id: 7,
    internalId: 'ZYDTY9YPSDTR',
    externalId: null,
    reviewReason: null,
    subscriptionId: null,
    refund: null,
    clientIdentifier: 'Steve',
    clientEmail: 'steve@example.com',
    clientName: 'Steve Tester',
    clientDocument: null,
    clientPhone: '+55 11 99999-0000',
    clientDiscord: 'steve#1',
    price: 22.5,
    priceDisplay: '$22.50',
    netReceived: 22.5,
    subtotal: 25,
    saleDiscount: 0,
    couponDiscount: 2.5,
    giftCardAmount: 0,
    currency: 'USD',
    promoCode: 'TENOFF',
    promoType: 'PERCENTAGE',
    promoValue: 10,
    gateway: 'STRIPE',
    gatewayDisplay: 'Stripe',
    paymentMethod: null,
    metadata: null,
    status: 'PENDING',
    statusDisplay: 'Pending',
    allowedStatuses: ['APPROVED', 'REJECTED', 'CANCELED'],
    manuallyCreated: false,
    manuallyApproved: false,
    manuallyRefunded: false,
    paidAt: null,
    createdAt: '2026-11-20T10:15:00.000-03:00',
    updatedAt: '2026-11-20T10:15:00.000-03:00',
    packages: [
      {
        id: 70,
        packageId: 5,
        package: { id: 5, name: 'VIP rank', fields: [{ id: 3, name: 'Favourite colour' }] },
        name: 'VIP rank',
        quantity: 2,
        unitPrice: 12.5,
        price: 25,
        fields: { '3': 'teal' },
      },
    ],
    variables: [{ id: 1, name: 'nick', value: 'SteveNick', updatedAt: '2026-11-20T10:15:00.000-03:00' }],
    notes: [{ id: 9, userId: 1, content: 'Called the buyer.', createdAt: '2026-11-20T11:00:00.000-03:00', updatedAt: '2026-11-20T11:00:00.000-03:00' }],
    deliveries: [],
    commands: [],
    emails: [],
    discordActions: [],
    ...over,
  };
}

export const approvedExtras: Partial<Detail> = {
  status: 'APPROVED',
  statusDisplay: 'Approved',
  allowedStatuses: ['REFUNDED', 'CHARGEDBACK'],
  paidAt: '2026-11-20T12:00:00.000-03:00',
  deliveries: [
    {
      id: 31,
      orderPackageId: 70,
      licenseKeyId: 4,
      type: 'LICENSE_KEY',
      value: 'VIP-KEY-0001',
      render: false,
      createdAt: '2026-11-20T12:00:00.000-03:00',
      updatedAt: '2026-11-20T12:00:00.000-03:00',
    },
  ],
  commands: [
    {
      id: 51,
      command: 'lp user Steve parent add vip',
      type: 'PURCHASE',
      status: 'PENDING',
      attempts: 0,
      response: null,
      reason: null,
      offlineExecute: false,
      executeAt: '2026-11-20T12:00:00.000-03:00',
      gameServerId: 2,
      gameServer: { id: 2, name: 'Survival' },
      createdAt: '2026-11-20T12:00:00.000-03:00',
      updatedAt: '2026-11-20T12:00:00.000-03:00',
    },
  ],
};

type Email = Detail['emails'][number];

/** An approval e-mail the SMTP server took, as Order.emails lists it. */
export function orderEmail(over: Partial<Email> = {}): Email {
  return {
    id: 61,
    kind: 'APPROVED',
    to: 'steve@example.com',
    subject: 'Your order ZYDTY9YPSDTR at Demo Store is confirmed',
    status: 'SENT',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    sentAt: '2026-11-20T12:00:05.000-03:00',
    createdAt: '2026-11-20T12:00:00.000-03:00',
    updatedAt: '2026-11-20T12:00:05.000-03:00',
    ...over,
  };
}
