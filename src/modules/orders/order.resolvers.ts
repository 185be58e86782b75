import type { ServiceContext } from '../../context';
import type { Order as OrderRow } from '../../generated/prisma/client';
import { admin, storefront } from '../../graphql/access';
import { connectionFields, pageInfoFields } from '../../graphql/connection';
import { sc } from '../../graphql/context';
import { displayMoney, gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCheckoutArgs,
  MutationCreateCheckoutArgs,
  MutationCreateOrderArgs,
  MutationCreateOrderNoteArgs,
  MutationDeleteOrderNoteArgs,
  MutationUpdateDeliveryArgs,
  MutationUpdateOrderArgs,
  MutationUpdateOrderNoteArgs,
  MutationResendOrderCommandsArgs,
  QueryOrderArgs,
  QueryOrderDeliveriesArgs,
  QueryOrderNotesArgs,
  QueryOrdersArgs,
  QueryOrdersConnectionArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import { gatewayDisplay, resentMessage, statusDisplay } from '../../lib/i18n';
import * as notes from './note.service';
import { presentCheckout } from './order.present';
import type { ListOrdersInput } from './order.schemas';
import { ordersConnection } from './order.list';
import * as orders from './order.service';

/** The checkout answer, as REST gives it, in GraphQL's names. */
async function checkoutResult(ctx: ServiceContext, order: OrderRow) {
  const c = await presentCheckout(ctx, order);
  return {
    orderId: c.order_id,
    internalId: c.internal_id,
    status: c.status,
    price: c.price,
    priceDisplay: c.price_display,
    formattedPrice: c.formatted_price,
    checkoutUrl: c.checkout_url,
    pixCode: c.pix_code,
    qrCode: c.qr_code,
    orderUrl: c.order_url,
  };
}

export const orderResolvers: Resolvers = {
  Query: {
    orders: admin('orders:read', async (ctx, args: QueryOrdersArgs) => {
      const input: ListOrdersInput = listArgs(args);
      return gqlPage(await orders.listOrders(ctx, input), '/v1/app/order', input);
    }),
    ordersConnection: admin('orders:read', (ctx, args: QueryOrdersConnectionArgs) => ordersConnection(ctx, listArgs(args))),
    order: admin('orders:read', (ctx, { id }: QueryOrderArgs) => orders.getOrder(ctx, id)),
    orderNotes: admin('orders:read', (ctx, { orderId }: QueryOrderNotesArgs) => notes.listNotes(ctx, orderId)),
    orderDeliveries: admin('orders:read', (ctx, { orderId }: QueryOrderDeliveriesArgs) => notes.listDeliveries(ctx, orderId)),
  },
  Mutation: {
    checkout: storefront(async (ctx, { input }: MutationCheckoutArgs) => checkoutResult(ctx, await orders.checkout(ctx, toServiceInput(input)))),
    createCheckout: admin('checkout:create', async (ctx, { input }: MutationCreateCheckoutArgs) =>
      checkoutResult(ctx, await orders.checkout(ctx, toServiceInput(input))),
    ),
    createOrder: admin('orders:write', (ctx, { input }: MutationCreateOrderArgs) => orders.createOrder(ctx, toServiceInput(input))),
    updateOrder: admin('orders:write', (ctx, { id, input }: MutationUpdateOrderArgs) => orders.updateOrder(ctx, id, toServiceInput(input))),
    createOrderNote: admin('orders:write', (ctx, { orderId, input }: MutationCreateOrderNoteArgs) => notes.createNote(ctx, orderId, toServiceInput(input))),
    updateOrderNote: admin('orders:write', (ctx, { orderId, noteId, input }: MutationUpdateOrderNoteArgs) =>
      notes.updateNote(ctx, orderId, noteId, toServiceInput(input)),
    ),
    deleteOrderNote: admin('orders:write', async (ctx, { orderId, noteId }: MutationDeleteOrderNoteArgs) => {
      await notes.deleteNote(ctx, orderId, noteId);
      return true;
    }),
    updateDelivery: admin('orders:write', (ctx, { orderId, deliveryId, input }: MutationUpdateDeliveryArgs) =>
      notes.updateDelivery(ctx, orderId, deliveryId, toServiceInput(input)),
    ),
    resendOrderCommands: admin('orders:write', async (ctx, { orderId }: MutationResendOrderCommandsArgs) => ({
      message: resentMessage(ctx.store.locale),
      commands: await orders.resendOrderCommands(ctx, orderId),
    })),
  },
  Order: {
    ...timestampFields('createdAt', 'updatedAt', 'paidAt'),
    ...moneyFields('price', 'netReceived', 'promoValue', 'subtotal', 'saleDiscount', 'couponDiscount', 'giftCardAmount'),
    priceDisplay: (o, _, ctx, info) => displayMoney(o.price, ctx, info),
    statusDisplay: (o, _, ctx, info) => statusDisplay(o.status, sc(ctx, info).store.locale),
    allowedStatuses: (o) => orders.TRANSITIONS[o.status],
    gatewayDisplay: (o, _, ctx, info) => gatewayDisplay(o.gateway, sc(ctx, info).store.locale),
    variables: (o, _, ctx, info) => sc(ctx, info).loaders.orderVariablesByOrder.load(o.id),
    packages: (o, _, ctx, info) => sc(ctx, info).loaders.orderLinesByOrder.load(o.id),
    notes: (o, _, ctx, info) => sc(ctx, info).loaders.orderNotesByOrder.load(o.id),
    deliveries: (o, _, ctx, info) => sc(ctx, info).loaders.deliveriesByOrder.load(o.id),
    commands: (o, _, ctx, info) => sc(ctx, info).loaders.commandsByOrder.load(o.id),
    emails: (o, _, ctx, info) => (o.paidAt !== null ? sc(ctx, info).loaders.emailsByOrder.load(o.id) : []),
  },
  OrderEmail: {
    ...timestampFields('createdAt', 'updatedAt', 'sentAt', 'nextAttemptAt'),
    to: (e) => e.toAddress,
  },
  OrderLine: {
    ...moneyFields('unitPrice', 'price'),
    priceDisplay: (l, _, ctx, info) => displayMoney(l.price, ctx, info),
    package: (l, _, ctx, info) => (l.packageId ? sc(ctx, info).loaders.packageById.load(l.packageId) : null),
    fields: (l) => (l.fields ?? {}) as Record<string, unknown>,
  },
  OrderVariable: { ...timestampFields('createdAt', 'updatedAt') },
  OrderNote: { ...timestampFields('createdAt', 'updatedAt') },
  Delivery: { ...timestampFields('createdAt', 'updatedAt') },
  OrderConnection: connectionFields<OrderRow>(),
  PageInfo: pageInfoFields,
};
